"""Issue 24: nothing a class does, and no bad file, costs a class its game or its lessons, in
both games. One test (at least) per numbered item of the issue; each failed on the code before
the fix. The real-window tests of items 1-3 and 11-13 are in test_bad_files_window.py."""

from __future__ import annotations

import json
import os
import shutil
import threading
import time
from pathlib import Path

import pytest

from florida_history.app import games, saves
from florida_history.content.lessons import lesson_files, load_library
from florida_history.games.colonial_florida.session import PlayerSetup, Session
from florida_history.games.colonial_florida.session import find_autosave as florida_autosave
from florida_history.games.colonials.engine.actions import (
    DiscardCard,
    PlayCard,
    ProposeTrade,
)
from florida_history.games.colonials.engine.game import Game, IllegalActionError
from florida_history.games.colonials.engine.settings import preset
from florida_history.games.colonials.engine.state import GameConfig
from florida_history.games.colonials.session import (
    AUTOSAVE,
    AUTOSAVE_BACKUP,
    ColonialsSession,
    Seat,
)
from florida_history.games.colonials.session import find_autosave as colonials_autosave
from florida_history.jsonfile import JsonFileError, Limits, read_json_file
from florida_history.resources import lessons_dir

SEATS = [Seat("english", "Ana"), Seat("french", "Ben", "computer", "easy")]


def colonials_game(moves: int = 12, seed: int = 5) -> ColonialsSession:
    s = ColonialsSession.new(SEATS, preset("class-period", 2), seed)
    s.autosave = False
    for n in range(moves):
        s.apply(s.game.legal_actions()[-1], reason="why not" if n == 3 else None)
    return s


def florida_game(moves: int = 20, seed: int = 7) -> Session:
    s = Session.new([PlayerSetup("spanish", "A"), PlayerSetup("french", "B")], seed=seed)
    s.autosave = False
    for _ in range(moves):
        s.apply(s.game.legal_actions()[0])
    return s


def write(path: Path, data: object) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


# --- 1. Colonials saves with a list or object where a power is expected ---------------------


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d["seats"][0].update(power=[]),
        lambda d: d["seats"][1].update(power={"a": 1}),
        lambda d: d["setup"]["settings"].update(preset=["custom"]),
    ],
)
def test_item1_colonials_saves_with_wrong_shapes_are_refused_in_words(tmp_path, damage):
    data = colonials_game().to_dict()
    damage(data)
    path = write(tmp_path / "bad.json", data)
    with pytest.raises(saves.SaveError) as refused:
        ColonialsSession.load(path)
    assert "bad.json cannot be opened" in str(refused.value)


def test_item1_a_reason_with_a_list_for_its_player_is_left_out(tmp_path):
    data = colonials_game().to_dict()
    data["reasons"] = [[1, ["english"], "x"], [2, {"a": 1}, "y"]]
    loaded = ColonialsSession.load(write(tmp_path / "r.json", data))
    assert loaded.reasons == {} and len(loaded.game.actions) == 12


def test_item1_a_damaged_colonials_autosave_is_set_aside_and_the_backup_offered(data_home):
    good = colonials_game(moves=8).to_dict()
    bad = json.loads(json.dumps(good))
    bad["seats"][0]["power"] = []
    write(data_home / AUTOSAVE, bad)
    write(data_home / AUTOSAVE_BACKUP, good)
    resumed, problem = colonials_autosave()
    assert resumed is not None and resumed.seed == 5
    assert problem is not None and AUTOSAVE in problem and "It was kept as" in problem
    assert not (data_home / AUTOSAVE).exists()  # set aside: a new game never keeps it


def _florida_game() -> Session:
    s = Session.new([PlayerSetup("spanish", "Ana"), PlayerSetup("british", "Ben")], seed=12)
    s.autosave = False
    for _ in range(20):
        s.apply(s.game.legal_actions()[0])
    return s


@pytest.mark.parametrize("game", ["colonial-florida", "colonials"])
def test_item1_a_damaged_autosave_is_never_kept_as_the_backup_in_either_game(data_home, game):
    """One autosave for both games (app/session_base.py): a damaged file at the autosave path
    is set aside before the first write, so the good backup is never replaced by it."""
    session = _florida_game() if game == "colonial-florida" else colonials_game(moves=8)
    good = session.to_dict()
    autosave, backup = session.autosave_path(), session.autosave_backup_path()
    write(backup, good)
    autosave.write_text('{"format": "florida-history-save", "ver', encoding="utf-8")
    session.save_autosave()
    assert session.last_error is None
    assert json.loads(backup.read_text(encoding="utf-8")) == good  # the backup is still good
    assert json.loads(autosave.read_text(encoding="utf-8")) == good  # the game was saved
    kept = sorted(data_home.glob(f"{autosave.stem}.damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8").endswith('"ver')


@pytest.mark.parametrize("game", ["colonial-florida", "colonials"])
def test_item1_both_games_say_the_same_when_autosave_and_backup_are_damaged(data_home, game):
    session = _florida_game() if game == "colonial-florida" else colonials_game(moves=8)
    for path in (session.autosave_path(), session.autosave_backup_path()):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("{broken", encoding="utf-8")
    resumed, problem = type(session).find_autosave()
    assert resumed is None and problem is not None
    assert problem.endswith(
        "The game saved before it could not be opened either. Start a new game or open a saved one."
    )
    assert "It was kept as" in problem


# --- 2. (real window) ------------------------------------------------------------------------


def test_item2_every_game_checks_a_save_whole_before_the_window_switches(tmp_path):
    from florida_history.games.colonial_florida.definition import DEFINITION as FLORIDA
    from florida_history.games.colonials.definition import DEFINITION as COLONIALS

    for definition in (FLORIDA, COLONIALS):
        for data in ({}, 0, [], {"format": saves.SAVE_FORMAT, "version": 2}):
            with pytest.raises(saves.SaveError):
                definition.load_save(write(tmp_path / "x.json", data))
    good = colonials_game(moves=4)
    good.save_to(tmp_path / "c.json")
    assert COLONIALS.load_save(tmp_path / "c.json").seed == good.seed


# --- 3. one remembered setup value never stops the app ---------------------------------------


@pytest.mark.parametrize(
    "memory",
    [
        {"length": []},
        {"players": 2.0, "length": {"a": 1}},
        {"seats": [{"power": "english", "kind": ["Human"], "level": {}}]},
        {"seats": [{"power": []}]},
        {"custom": {"round_limit": [], ("x"): "1"}},
    ],
)
def test_item3_colonials_remembered_choices_are_checked_by_exact_type(memory):
    from florida_history.games.colonials.ui.setup_form import clean_memory

    cleaned = clean_memory(memory)
    assert "length" not in cleaned and "players" not in cleaned
    for seat in cleaned.get("seats", []):
        assert seat["kind"] == "Human" and seat["level"] == "medium"


def test_item3_colonial_floridas_remembered_choices_are_checked_by_exact_type():
    from florida_history.games.colonial_florida.setup_memory import clean

    memory = {
        "seats": {"spanish": {"kind": ["human"], "name": "A", "strength": "x"}},
        "turn_order": ["fixed"],
    }
    assert clean(memory) == {}


# --- 4. a wrong-typed lesson field costs only that lesson ------------------------------------


def lesson_folder(tmp_path: Path, count: int = 6) -> Path:
    folder = tmp_path / "lessons"
    folder.mkdir()
    paths = lesson_files(lessons_dir())
    for p in paths[:: max(1, len(paths) // count)][:count]:
        shutil.copy(p, folder / p.name)
    return folder


@pytest.mark.parametrize("value", ['["colonials"]', "{a = 1}", "[[1]]", "5"])
def test_item4_a_wrong_typed_game_field_costs_only_that_lesson(tmp_path, value):
    folder = lesson_folder(tmp_path)
    before = load_library(folder)
    victim = sorted(folder.glob("*.toml"))[0]
    text = victim.read_text(encoding="utf-8")
    victim.write_text(f"game = {value}\n" + text.replace("\ngame = ", "\n# game = "), "utf-8")
    after = load_library(folder)
    assert set(after.lessons) == set(before.lessons) - {victim.stem}
    problem = next(p for p in after.problems if p.path == victim and p.fatal)
    assert problem.field == "game" and victim.name in str(problem)


def test_item4_lessons_check_reports_a_bad_field_without_a_traceback(tmp_path, capsys):
    from florida_history import cli

    folder = lesson_folder(tmp_path, 3)
    victim = sorted(folder.glob("*.toml"))[0]
    victim.write_text('game = ["colonials"]\n' + victim.read_text(encoding="utf-8"), "utf-8")
    status = cli.main(["lessons", "check", "--dir", str(folder)])
    out = capsys.readouterr()
    assert status != 0
    assert victim.name in out.out + out.err and "game" in out.out + out.err
    assert "Traceback" not in out.out + out.err


# --- 5. a corrupted lessons cache is rebuilt ----------------------------------------------------


@pytest.mark.parametrize(
    "cache",
    [
        b"[" * 100_000 + b"]" * 100_000,
        b'{"version": 2, "entries": {"x": "' + b"[" * 50_000 + b'"}}',
        b"\xff\xfe",
        b'{"version": 2, "entries": []}',
    ],
)
def test_item5_a_corrupt_lessons_cache_is_rebuilt_from_the_files(tmp_path, cache):
    folder = lesson_folder(tmp_path)
    expected = {i: x.title for i, x in load_library(folder).lessons.items()}
    cache_file = tmp_path / "cache" / "lessons.json"
    cache_file.parent.mkdir()
    cache_file.write_bytes(cache)
    assert {i: x.title for i, x in load_library(folder, cache_file=cache_file).lessons.items()} == (
        expected
    )
    rebuilt = json.loads(cache_file.read_text(encoding="utf-8"))
    assert len(rebuilt["entries"]) == len(expected)


def test_item5_a_cache_entry_that_makes_no_lesson_is_parsed_again(tmp_path):
    folder = lesson_folder(tmp_path, 2)
    cache_file = tmp_path / "lessons.json"
    expected = set(load_library(folder, cache_file=cache_file).lessons)
    data = json.loads(cache_file.read_text(encoding="utf-8"))
    data["entries"] = {k: json.dumps({"id": 5}) for k in data["entries"]}
    cache_file.write_text(json.dumps(data), encoding="utf-8")
    assert set(load_library(folder, cache_file=cache_file).lessons) == expected


# --- 6. echoed values are clipped -----------------------------------------------------------


def test_item6_an_80_kb_game_id_gives_a_short_refusal(tmp_path):
    path = write(
        tmp_path / "huge.json", {"format": saves.SAVE_FORMAT, "version": 2, "game": "g" * 80_000}
    )
    game_id = games.game_of_save(saves.read_json(path))
    with pytest.raises(KeyError) as refused:
        games.by_id([], game_id)
    assert len(refused.value.args[0]) < 200
    for load in (Session.load, ColonialsSession.load):
        with pytest.raises(saves.SaveError) as exc:
            load(path)
        assert len(str(exc.value)) <= saves.MAX_MESSAGE


def test_item6_a_long_setting_name_in_a_colonials_save_is_clipped(tmp_path):
    data = colonials_game(moves=2).to_dict()
    data["setup"]["settings"]["x" * 50_000] = 1
    with pytest.raises(saves.SaveError) as refused:
        ColonialsSession.load(write(tmp_path / "s.json", data))
    assert len(str(refused.value)) <= saves.MAX_MESSAGE


# --- 7. saves from disk take seeded dice only -------------------------------------------------


def test_item7_a_colonial_florida_save_with_scripted_dice_is_refused(tmp_path):
    data = florida_game(moves=0).to_dict()
    data["engine"]["setup"]["dice"] = {"kind": "scripted", "faces": [1, 2, 3], "rolls": 0}
    with pytest.raises(saves.SaveError) as refused:
        Session.load(write(tmp_path / "scripted.json", data))
    assert "dice" in str(refused.value)


# --- 8. a Custom Colonials game always ends ---------------------------------------------------
# (the setup form's default last round is tested in the real window: test_bad_files_window.py)


def test_item8_custom_games_without_a_limit_get_fulls_safety_net():
    from florida_history.games.colonials.ui.setup_form import custom_limit

    assert [custom_limit(n) for n in (2, 3, 4)] == [30, 20, 15]
    for players in (2, 3, 4):
        assert preset("full", players).round_limit == custom_limit(players)


# --- 9. the Colonials engine checks types before legality ------------------------------------


def test_item9_float_and_bool_card_numbers_are_illegal():
    game = Game.new(GameConfig(("english", "french"), preset("short", 2), 11))
    card = next(a.card for a in game.legal_actions() if isinstance(a, PlayCard))
    for bad in (PlayCard(float(card)), PlayCard(True), DiscardCard(86.0), PlayCard("3")):  # type: ignore[arg-type]
        assert not game.is_legal(bad)
        with pytest.raises(IllegalActionError):
            game.apply_action(bad)
    assert game.is_legal(PlayCard(card))


def test_item9_a_trade_with_a_float_card_or_gold_is_illegal_in_the_trade_phase():
    from colonials_helpers import c, enter, give, table

    game = table()
    give(game, "english", hand=("cattle", "fire"))
    enter(game, "trade")
    cattle = c("cattle")
    assert game.is_legal(ProposeTrade("french", (cattle,), give_gold=2))
    for bad in (
        ProposeTrade("french", (float(cattle),)),  # type: ignore[arg-type]
        ProposeTrade("french", (True,)),  # type: ignore[arg-type]
        ProposeTrade("french", (cattle,), give_gold=2.0),  # type: ignore[arg-type]
        ProposeTrade("french", (cattle,), ask_pop=True),  # type: ignore[arg-type]
        ProposeTrade("french", [cattle]),  # type: ignore[arg-type]
    ):
        assert not game.is_legal(bad), bad
        with pytest.raises(IllegalActionError):
            game.apply_action(bad)
    assert game.state.proposals == 0


def test_item9_a_trade_with_a_float_card_or_gold_is_illegal():
    game = Game.new(GameConfig(("english", "french"), preset("short", 2), 11))
    for bad in (
        ProposeTrade("french", give_cards=(1.0,)),  # type: ignore[arg-type]
        ProposeTrade("french", give_gold=1.0),  # type: ignore[arg-type]
        ProposeTrade("french", give_cards=[1]),  # type: ignore[arg-type]
        ProposeTrade(["french"]),  # type: ignore[arg-type]
    ):
        assert not game.is_legal(bad)
        with pytest.raises(IllegalActionError):
            game.apply_action(bad)
    with pytest.raises(IllegalActionError):
        game.apply_action("EndPhase")  # type: ignore[arg-type]


# --- 10. pipes, pictures, the export folder, image names --------------------------------------


def test_item10_a_named_pipe_at_the_autosave_path_never_hangs_start_up(data_home):
    data_home.mkdir(parents=True, exist_ok=True)
    os.mkfifo(data_home / saves.AUTOSAVE)
    os.mkfifo(data_home / AUTOSAVE)
    answers: list[object] = []
    worker = threading.Thread(
        target=lambda: answers.extend([florida_autosave(), colonials_autosave()]), daemon=True
    )
    worker.start()
    worker.join(10)
    assert not worker.is_alive(), "start-up hung on a named pipe"
    (_, florida_problem), (_, colonials_problem) = answers  # type: ignore[misc]
    assert "not an ordinary file" in florida_problem
    assert "not an ordinary file" in colonials_problem
    with pytest.raises(JsonFileError):
        read_json_file(data_home / "nothing-here.json", Limits(1000))


def test_item10_an_image_name_with_a_control_character_is_refused(tmp_path):
    folder = lesson_folder(tmp_path, 2)
    victim = next(p for p in sorted(folder.glob("*.toml")) if "image = " in p.read_text("utf-8"))
    text = victim.read_text(encoding="utf-8")
    start = text.index("image = ")
    end = text.index("\n", start)
    victim.write_text(text[:start] + 'image = "x.png\\n"' + text[end:], encoding="utf-8")
    library = load_library(folder)
    assert victim.stem not in library.lessons
    assert any(p.path == victim and p.field == "image" for p in library.problems)


@pytest.mark.filterwarnings("ignore::PIL.Image.DecompressionBombWarning")
def test_item10_huge_pictures_are_not_decoded(tmp_path):
    from PIL import Image

    from florida_history.ui import lesson_panel

    path = tmp_path / "huge.png"
    Image.new("1", (6_000, 6_000)).save(path)  # small on disk, 36 million pixels
    started = time.monotonic()
    with pytest.raises(lesson_panel.PictureTooLarge):
        lesson_panel._scaled_picture(str(path), 0, 300)
    assert time.monotonic() - started < 2


def test_item10_the_export_never_writes_through_a_link(tmp_path):
    from florida_history.content.html_export import export_html

    library = load_library(lesson_folder(tmp_path, 4))
    out = tmp_path / "out"
    out.mkdir()
    outside = tmp_path / "outside"
    outside.mkdir()
    target = outside / "precious.txt"
    target.write_text("keep me", encoding="utf-8")
    (out / "index.html").symlink_to(target)
    (out / "images").symlink_to(outside, target_is_directory=True)
    export_html(library, out)
    assert target.read_text(encoding="utf-8") == "keep me"
    assert sorted(p.name for p in outside.iterdir()) == ["precious.txt"]
    assert not (out / "index.html").is_symlink() and "<html" in (out / "index.html").read_text()
    assert not (out / "images").is_symlink()


# --- 11. an unfinished game stays recoverable ---------------------------------------------------


@pytest.mark.parametrize("game", ["colonial-florida", "colonials"])
def test_item11_a_new_game_keeps_the_unfinished_one_it_replaces(data_home, game):
    if game == "colonials":
        old = colonials_game(moves=10, seed=4242)
        old.save_autosave()
        autosave = data_home / AUTOSAVE
    else:
        old = florida_game(moves=10, seed=4242)
        old.save_autosave()
        autosave = saves.autosave_path()
    kept = saves.keep_unfinished(autosave)
    assert kept is not None and kept.parent == saves.saves_dir() and "4242" in kept.name
    loaded = (ColonialsSession if game == "colonials" else Session).load(kept)
    assert loaded.seed == 4242 and not loaded.game.is_over


def test_item11_only_games_with_moves_are_kept_and_only_the_newest_few(data_home):
    fresh = colonials_game(moves=0)
    fresh.save_autosave()
    assert saves.keep_unfinished(data_home / AUTOSAVE) is None  # nothing played: nothing lost
    for seed in range(saves.MAX_UNFINISHED + 3):
        colonials_game(moves=3, seed=seed).save_autosave()
        kept = saves.keep_unfinished(data_home / AUTOSAVE)
        assert kept is not None
        os.utime(kept, (1000 + seed, 1000 + seed))
    names = sorted(p.name for p in saves.saves_dir().glob("unfinished-*.json"))
    assert len(names) == saves.MAX_UNFINISHED
    assert not any(f"-{seed}-" in n for n in names for seed in (0, 1, 2))


# --- 13. the lesson on screen is kept in the save ----------------------------------------------


def test_item13_both_sessions_keep_the_lesson_on_screen_and_refuse_a_bad_one(tmp_path):
    for session in (colonials_game(moves=3), florida_game(moves=3)):
        session.lesson_open = "col-overview"
        data = session.to_dict()
        loaded = type(session).from_dict(json.loads(json.dumps(data)))
        assert loaded.lesson_open == "col-overview"
        for bad in (["x"], "Not An Id", "a" * 500, "id\n", 5):
            data["lesson_open"] = bad
            assert type(session).from_dict(json.loads(json.dumps(data))).lesson_open is None


def test_item6_control_characters_in_a_save_are_not_repeated_as_escapes(tmp_path):
    data = colonials_game(moves=2).to_dict()
    data["setup"]["settings"]["\x00target_gold"] = 1
    with pytest.raises(saves.SaveError) as refused:
        ColonialsSession.load(write(tmp_path / "s.json", data))
    assert "\\x" not in str(refused.value) and "?target_gold" in str(refused.value)
