"""Issue 24 in the real window (Xvfb), both games: a damaged save or remembered choice never
costs the game on the screen (items 1-3), Enter resumes an unfinished game and a replaced one
is kept (11), the demonstration game asks first and leaves the class's autosave alone (12),
the lesson on screen when the window closed is shown again on resume (13); and the Custom
length's last round (8) and the board's timers on a switch of games (10)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from tkhelpers import pump_for, wait_until

from florida_history.app import saves
from florida_history.app.games import Services
from florida_history.app.lessons import LessonService
from florida_history.app.settings import Settings
from florida_history.games.colonial_florida.definition import DEFINITION as FLORIDA
from florida_history.games.colonial_florida.session import PlayerSetup, Session
from florida_history.games.colonials import session as col
from florida_history.games.colonials.definition import DEFINITION as COLONIALS
from florida_history.games.colonials.engine.settings import preset
from florida_history.ui import classroom as features
from florida_history.ui import theme as th

LESSON = {"colonial-florida": "space-st-augustine", "colonials": "col-england"}


def services(lessons: LessonService | None = None) -> Services:
    settings = Settings(animation_speed="instant", lesson_mode="off")
    return Services(settings, lessons, [FLORIDA, COLONIALS])


def open_game(tk_root, game: str, lessons: LessonService | None = None) -> Any:
    definition = FLORIDA if game == "colonial-florida" else COLONIALS
    window = definition.open_window(tk_root, services(lessons))
    tk_root.update()
    return window


def florida_session(seed: int = 31, moves: int = 6) -> Session:
    s = Session.new([PlayerSetup("spanish", "Ana"), PlayerSetup("french", "Ben")], seed=seed)
    s.autosave = False
    for _ in range(moves):
        s.apply(s.game.legal_actions()[0])
    s.autosave = True
    return s


def colonials_session(seed: int = 32, moves: int = 6) -> col.ColonialsSession:
    seats = [col.Seat("english", "Ana"), col.Seat("french", "Ben")]
    s = col.ColonialsSession.new(seats, preset("class-period", 2), seed)
    s.autosave = False
    for _ in range(moves):
        s.apply(s.game.legal_actions()[-1])
    s.autosave = True
    return s


def new_session(game: str, seed: int, moves: int = 6) -> Any:
    return (florida_session if game == "colonial-florida" else colonials_session)(seed, moves)


def autosave_of(game: str) -> Path:
    return saves.autosave_path() if game == "colonial-florida" else col.autosave_path()


def show(window: Any, session: Any) -> None:
    window.set_session(session)
    window.stop()  # no computer player moves on while the test looks


def no_errors(tk_root) -> None:
    assert tk_root.callback_errors == []


OTHER = {"colonial-florida": "colonials", "colonials": "colonial-florida"}
TITLE = {
    "colonial-florida": "Florida History — Colonial Florida",
    "colonials": "Florida History — Colonials",
}


# --- 1 and 2: a file that cannot be opened leaves the game on the screen ---------------------


def damaged_saves(tmp_path: Path) -> list[Path]:
    """Files naming the other game or no game, and Colonials saves with a list or an object
    where a power is expected."""
    out = []
    for i, data in enumerate(({}, 0, [], {"format": saves.SAVE_FORMAT, "version": 2})):
        out.append(tmp_path / f"nothing-{i}.json")
        out[-1].write_text(json.dumps(data), encoding="utf-8")
    good = colonials_session(moves=3).to_dict()
    for i, (seat, power) in enumerate(((0, []), (1, {"a": 1}))):
        bad = json.loads(json.dumps(good))
        bad["seats"][seat]["power"] = power
        out.append(tmp_path / f"colonials-{i}.json")
        out[-1].write_text(json.dumps(bad), encoding="utf-8")
    florida = florida_session(moves=2).to_dict()
    florida["engine"]["actions"][0] = {"type": "Nothing"}
    out.append(tmp_path / "florida-bad-move.json")
    out[-1].write_text(json.dumps(florida), encoding="utf-8")
    return out


@pytest.mark.parametrize("game", ["colonial-florida", "colonials"])
def test_items_1_2_game_open_of_a_bad_file_leaves_the_running_game(tk_root, tmp_path, game):
    window = open_game(tk_root, game)
    running = new_session(game, seed=4040)
    show(window, running)
    running.save_autosave()
    before = autosave_of(game).read_bytes()
    for path in damaged_saves(tmp_path):
        assert not window.open_file(path), path.name
        tk_root.update()
        assert tk_root.title() == TITLE[game], path.name
        assert window.session is running
        assert "Your current game goes on." in window.notice_text, window.notice_text
        assert len(window.notice_text) < 600
    assert autosave_of(game).read_bytes() == before
    no_errors(tk_root)


@pytest.mark.parametrize("game", ["colonial-florida", "colonials"])
def test_item2_a_good_save_of_the_other_game_still_switches(tk_root, tmp_path, game):
    window = open_game(tk_root, game)
    other = new_session(OTHER[game], seed=5050, moves=3)
    other.save_to(tmp_path / "other.json")
    assert window.open_file(tmp_path / "other.json")
    tk_root.update()
    assert tk_root.title() == TITLE[OTHER[game]]
    no_errors(tk_root)


def test_item1_a_damaged_colonials_autosave_offers_the_backup_in_the_window(tk_root, data_home):
    good = colonials_session(seed=6060, moves=5)
    good.save_autosave()
    good.save_autosave()  # the backup holds it too
    bad = json.loads(col.autosave_path().read_text(encoding="utf-8"))
    bad["seats"][0]["power"] = []
    col.autosave_path().write_text(json.dumps(bad), encoding="utf-8")
    window = open_game(tk_root, "colonials")
    window.startup()
    tk_root.update()
    assert "colonials-autosave.json cannot be opened" in window.notice_text
    assert window.dialog.resume_button.winfo_exists()
    window.dialog.event_generate("<Return>")
    tk_root.update()
    assert window.session is not None and window.session.seed == 6060
    window.stop()
    no_errors(tk_root)


# --- 3: a bad remembered setup value never stops the app --------------------------------------


def test_item3_a_bad_remembered_length_opens_the_new_game_screen(tk_root, monkeypatch):
    from florida_history.app import new_game_memory
    from florida_history.ui.new_game_dialog import NewGameDialog

    remembered = {"game": "colonials", "games": {"colonials": {"length": [], "players": 2.0}}}
    dialog = NewGameDialog(tk_root, [FLORIDA, COLONIALS], lambda *a: None, remembered=remembered)
    tk_root.update()
    assert dialog.form_game == "colonials" and dialog.form.preset_id() == "class-period"
    dialog.destroy()

    def broken_form(master: Any, memory: dict[str, Any], error: Any) -> Any:
        if memory:
            raise TypeError("unhashable type: 'list'")
        from florida_history.games.colonials.ui.setup_form import ColonialsSetupForm

        return ColonialsSetupForm(master, memory, error)

    monkeypatch.setattr(COLONIALS, "setup_form", broken_form, raising=False)
    dialog = NewGameDialog(tk_root, [FLORIDA, COLONIALS], lambda *a: None, remembered=remembered)
    tk_root.update()
    assert dialog.error.get() == new_game_memory.SET_ASIDE
    assert "colonials" not in dialog.remembered.get("games", {})
    assert dialog.form.winfo_exists()
    dialog.destroy()
    no_errors(tk_root)


# --- 8: a Custom Colonials game always ends ------------------------------------------------------


def test_item8_a_custom_game_left_without_a_last_round_gets_one(tk_root):
    import tkinter as tk

    from florida_history.games.colonials.ui.setup_form import ColonialsSetupForm

    error = tk.StringVar(value="")
    form = ColonialsSetupForm(tk_root, {"players": 4}, error)
    form.pack()
    form.length_var.set("custom")
    form._length_chosen("custom")
    for key, value in (("target_pop", 40), ("target_gold", 30), ("target_resources", 12)):
        form.target_vars[key].set(str(value))
    form.limit_var.set("")
    form._changed()
    choice = form.choice()
    assert choice is not None and choice["round_limit"] == 15
    assert "might never end, so it ends after round 15" in form.estimate.cget("text")
    form.destroy()


# --- 10: the board's timers on a switch of games ----------------------------------------------


def test_item10_board_flashes_end_quietly_after_a_switch_to_colonials(tk_root):
    window = open_game(tk_root, "colonial-florida")
    show(window, florida_session(moves=2))
    window.finish_loading()
    tk_root.update()
    for space in list(window.board.rects)[:6]:
        window.board.flash(space, "+1 gold", "#FFD166", ms=30)
    window.switch_game("colonials")
    pump_for(tk_root, 0.3)
    no_errors(tk_root)


# --- 11: Enter resumes; a replaced unfinished game is kept ------------------------------------


@pytest.mark.parametrize("game", ["colonial-florida", "colonials"])
def test_item11_enter_resumes_the_unfinished_game(tk_root, data_home, game):
    unfinished = new_session(game, seed=7070, moves=8)
    unfinished.save_autosave()
    window = open_game(tk_root, game)
    window.startup()
    tk_root.update()
    dialog = window.dialog
    assert dialog.resume_button.cget("text") == "Resume it [Enter]"
    assert dialog.resume_button.cget("background") == th.YELLOW  # the default, in yellow
    assert dialog.start_button.cget("background") != th.YELLOW
    dialog.focus_force()
    dialog.event_generate("<Return>")
    tk_root.update()
    assert window.session is not None and window.session.seed == 7070
    window.stop()
    no_errors(tk_root)


@pytest.mark.parametrize("game", ["colonial-florida", "colonials"])
def test_item11_a_new_game_keeps_the_unfinished_one_for_game_open(tk_root, data_home, game):
    unfinished = new_session(game, seed=8080, moves=8)
    unfinished.save_autosave()
    window = open_game(tk_root, game)
    window.startup()
    tk_root.update()
    window.dialog.event_generate("<Control-Return>")  # start a new game on purpose
    tk_root.update()
    window.stop()
    assert window.session is not None and window.session.seed != 8080
    kept = list(saves.saves_dir().glob("unfinished-*-8080-*.json"))
    assert len(kept) == 1 and kept[0].name in window.notice_text
    reopened = (Session if game == "colonial-florida" else col.ColonialsSession).load(kept[0])
    assert len(reopened.game.actions) == len(unfinished.game.actions)
    no_errors(tk_root)


# --- 12: the demonstration game asks, and leaves the class's autosave alone ------------------


@pytest.mark.parametrize("game", ["colonial-florida", "colonials"])
def test_item12_the_demonstration_game_asks_and_never_autosaves(tk_root, monkeypatch, game):
    window = open_game(tk_root, game)
    window.classroom = features.ClassroomFeatures(window)
    class_game = new_session(game, seed=9090, moves=4)
    show(window, class_game)
    class_game.save_autosave()
    class_game.save_autosave()
    autosave = autosave_of(game)
    slots = [autosave, autosave.with_name(autosave.stem + ".previous.json")]
    before = [p.read_bytes() for p in slots]
    answers = [False]
    asked: list[str] = []
    monkeypatch.setattr(features, "ask_yes_no", lambda _p, _t, q: asked.append(q) or answers[0])
    window.classroom.demo_game()
    assert asked and window.session is class_game  # "No": nothing changed
    answers[0] = True
    window.classroom.demo_game()
    tk_root.update()
    demo = window.session
    assert demo is not class_game and not demo.autosave
    window.stop()
    for _ in range(3):
        demo.apply(demo.game.legal_actions()[0])
    assert [p.read_bytes() for p in slots] == before
    if game == "colonial-florida":  # the New game screen offers the class's game back
        dialog = window.new_game_dialog()
        tk_root.update()
        dialog.event_generate("<Return>")
        tk_root.update()
        assert window.session.seed == 9090 and window.session.autosave
    window.classroom.toggle_demo()
    window.stop()
    no_errors(tk_root)


# --- 13: the lesson being read when the window closed is shown again ---------------------------


@pytest.fixture(scope="module")
def library() -> Any:
    from florida_history.content import load_library

    return load_library()


@pytest.mark.parametrize("game", ["colonial-florida", "colonials"])
def test_item13_the_lesson_on_screen_is_shown_again_on_resume(tk_root, library, game):
    lessons = LessonService(library)
    window = open_game(tk_root, game, lessons)
    show(window, new_session(game, seed=1313, moves=4))
    window.open_lesson(LESSON[game])
    tk_root.update()
    # The window goes (Ctrl+Q, or a crash: nothing more is written) and comes back.
    window._tear_down()
    window = open_game(tk_root, game, lessons)
    window.startup()
    tk_root.update()
    window.dialog.event_generate("<Return>")
    tk_root.update()
    wait_until(tk_root, lambda: window.lessons.current == LESSON[game], timeout=5)
    assert window.lesson_panel.title.cget("text") == library.get(LESSON[game]).title
    window.stop()
    no_errors(tk_root)


def test_item2_a_bad_file_given_with_open_at_start_still_offers_the_autosave(
    tk_root, tmp_path, data_home
):
    import argparse

    from florida_history.classroom.settings_store import load_settings
    from florida_history.ui.launch import Launcher

    florida_session(seed=2424, moves=5).save_autosave()
    bad = tmp_path / "bad.json"
    bad.write_text("[]", encoding="utf-8")
    args = argparse.Namespace(open_path=str(bad), no_resume=False, quit_after_idle=False)
    loaded = load_settings()
    loaded.settings.animation_speed = "instant"
    launcher = Launcher(tk_root, args, [FLORIDA, COLONIALS], loaded, FLORIDA)
    launcher.build_window()
    launcher.after_first_frame()
    tk_root.update()
    app = launcher.app
    assert "bad.json" in app.notice_text
    assert app.dialog.resume_button.winfo_exists()
    app.dialog.event_generate("<Return>")
    tk_root.update()
    assert app.session is not None and app.session.seed == 2424
    app.stop()
    no_errors(tk_root)


def test_item13_a_lesson_waiting_for_the_library_is_dropped_when_the_window_goes(tk_root):
    """Found by fuzzing Game → Open: the resumed game's lesson waits for the lessons to load;
    a switch of games meanwhile must not leave it to fire into the destroyed panel."""
    window = open_game(tk_root, "colonials", LessonService())  # no library yet
    session = colonials_session(seed=1414, moves=3)
    session.lesson_open = LESSON["colonials"]
    show(window, session)
    assert window._reshow_after is not None
    window.switch_game("colonial-florida").stop()
    pump_for(tk_root, 0.3)
    no_errors(tk_root)
