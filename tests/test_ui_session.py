"""The non-Tk game controller: applying actions, the log, autosave, load, resume."""

from __future__ import annotations

import json

import pytest

from florida_history.app import saves
from florida_history.games.colonial_florida.engine import (
    Continue,
    IllegalActionError,
    Roll,
    ScriptedDice,
)
from florida_history.games.colonial_florida.session import (
    PlayerSetup,
    Session,
    find_autosave,
    unfinished_autosave,
)

PLAYERS = [PlayerSetup("spanish", "María"), PlayerSetup("british", "Ben", "computer", "x")]


def play(session: Session, steps: int) -> None:
    for _ in range(steps):
        if session.game.is_over:
            return
        session.apply(session.game.legal_actions()[0])


def test_apply_logs_in_plain_words_and_autosaves(data_home):
    s = Session.new(PLAYERS, 50, None, seed=5, dice=ScriptedDice([1, 1, 1, 1, 1, 2, 2]))
    events = s.apply(Continue())
    assert any(e.text.startswith("── Round 1") for e in s.log)
    assert "Rebuild phase" in s.log[-1].text
    assert events and s.history == events
    assert (data_home / "autosave.json").exists()
    with pytest.raises(IllegalActionError):
        s.apply(Roll())  # the engine refuses, and nothing changes
    assert s.game.pending.kind == "phase"


def test_reason_is_logged_with_the_players_name():
    s = Session.new(PLAYERS, seed=1, dice=ScriptedDice([1, 1, 1, 1, 1, 2, 2, 3, 4]))
    while s.game.pending.kind == "phase":
        s.apply(Continue())
    s.apply(Roll(), reason="I always roll.")
    assert any(e.kind == "reason" and e.text == "María thinks: I always roll." for e in s.log)
    assert s.log[-1].text == "María (Spanish) rolls 3 and 4."


def test_save_and_load_round_trip(tmp_path):
    s = Session.new(PLAYERS, 40, 12, seed=77)
    play(s, 20)
    s.record_lesson("space-st-augustine")
    path = tmp_path / "g.json"
    s.save_to(path)
    t = Session.load(path)
    assert t.game.to_dict() == s.game.to_dict()
    assert [p.to_dict() for p in t.players] == [p.to_dict() for p in s.players]
    assert [e.text for e in t.log] == [e.text for e in s.log]
    assert t.lessons_opened == ["space-st-augustine"]
    play(s, 30)
    play(t, 30)
    assert t.game.to_dict() == s.game.to_dict()


def test_damaged_game_inside_a_valid_file(tmp_path):
    s = Session.new(PLAYERS, seed=3)
    play(s, 10)
    data = s.to_dict()
    data["engine"]["actions"][3] = {"type": "ChooseDie", "value": "lots"}
    path = tmp_path / "g.json"
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(saves.SaveError, match="g.json cannot be opened: it is damaged"):
        Session.load(path)


def test_unfinished_autosave_and_backup(data_home):
    assert unfinished_autosave() is None
    s = Session.new(PLAYERS, seed=8)
    play(s, 5)
    found = unfinished_autosave()
    assert found is not None and found.game.to_dict() == s.game.to_dict()
    # a damaged autosave falls back to the previous one
    (data_home / "autosave.json").write_text("{", "utf-8")
    found, problem = find_autosave()
    assert found is not None
    assert "autosave.json cannot be opened: it is damaged" in problem
    assert "You can resume the game saved before it" in problem
    kept = [f.name for f in data_home.glob("autosave.damaged-*.json")]
    assert len(kept) == 1 and kept[0] in problem


def test_damaged_autosave_never_replaces_the_good_backup(data_home):
    """Finding 2: starting a new game after a damaged autosave kept the damage as the backup."""
    s = Session.new(PLAYERS, seed=8)
    play(s, 5)
    backup = data_home / "autosave.previous.json"
    good = backup.read_bytes()
    (data_home / "autosave.json").write_bytes(b"[" * 5000)
    fresh = Session.new(PLAYERS, seed=9)  # "New game" without looking at the autosave first
    fresh.save_autosave()
    assert backup.read_bytes() == good
    assert [f.read_bytes() for f in data_home.glob("autosave.damaged-*.json")] == [b"[" * 5000]


def test_resuming_from_the_backup_keeps_the_damaged_autosave_aside(data_home):
    s = Session.new(PLAYERS, seed=8)
    play(s, 5)
    (data_home / "autosave.json").write_bytes(b"\xff\xfe garbage")
    resumed, problem = find_autosave()
    assert resumed is not None and "kept as autosave.damaged-" in problem
    play(resumed, 3)
    assert [f.read_bytes() for f in data_home.glob("autosave.damaged-*.json")] == [
        b"\xff\xfe garbage"
    ]


def test_stale_temp_files_of_killed_writes_are_removed(data_home):
    import os

    data_home.mkdir(parents=True, exist_ok=True)
    old = data_home / "autosave.json.abc123.tmp"
    old.write_text("{", "utf-8")
    os.utime(old, (1, 1))
    young = data_home / "autosave.json.def456.tmp"
    young.write_text("{", "utf-8")
    find_autosave()
    assert not old.exists() and young.exists()


def test_standings_richest_first():
    s = Session.new(PLAYERS, seed=3)
    s.game.state.player("british").gold = 9
    assert s.standings()[0][0] == "british"


def play_to_a_conquest_and_a_hurricane(seed: int = 8) -> Session:
    """Random play that always fights when it can, until a settlement has been conquered and
    a hurricane has struck one (both are notable events for the recap)."""
    import random

    from florida_history.games.colonial_florida.engine import events as ev
    from florida_history.games.colonial_florida.engine.actions import CommitCombatant, LaunchAttack

    players = [
        PlayerSetup("spanish", "Ana"),
        PlayerSetup("british", "Ben"),
        PlayerSetup("french", "Cy"),
    ]
    s = Session.new(players, target_gold=60, seed=seed)
    s.autosave = False
    rng = random.Random(seed)
    for _ in range(3000):
        legal = s.game.legal_actions()
        fight = [a for a in legal if isinstance(a, CommitCombatant | LaunchAttack)]
        s.apply(fight[0] if fight else legal[int(rng.random() * len(legal))])
        conquered = any(isinstance(e, ev.SettlementConquered) for e in s.history)
        struck = any(
            isinstance(e, ev.HazardMoved) and e.hazard == "hurricane" and e.struck_settlement
            for e in s.history
        )
        if conquered and struck:
            return s
    raise AssertionError("no conquest and hurricane in this game")


def test_reopened_game_keeps_its_history_for_the_recap(tmp_path):
    from florida_history.games.colonial_florida.recap import build_recap

    s = play_to_a_conquest_and_a_hurricane()
    s.record_lesson("space-st-augustine")
    path = tmp_path / "g.json"
    s.save_to(path)
    t = Session.load(path)
    assert t.load_warning is None
    assert t.history == s.history and t.lessons_opened == ["space-st-augustine"]
    names = {p.power: p.name for p in t.players}
    kinds = {n.kind for n in build_recap(t.game.state, t.history, names, []).notables}
    assert {"conquest", "hurricane"} <= kinds
    # Play on: the history grows from where it was, and is saved again whole.
    before = len(t.history)
    play(t, 10)
    assert len(t.history) > before
    t.save_to(path)
    assert Session.load(path).history == t.history


def version_1_save(s: Session) -> dict:
    """A save as version 1 wrote it: a snapshot of the position plus the events."""
    return {
        "format": saves.SAVE_FORMAT,
        "version": 1,
        "finished": s.game.is_over,
        "game": {
            "format": "florida-history-game",
            "version": 1,
            "state": s.game.state.to_dict(),
            "dice": s.game.dice.to_dict(),
        },
        "players": [p.to_dict() for p in s.players],
        "log": [[e.text, e.kind, e.power] for e in s.log],
        "lessons_opened": list(s.lessons_opened),
        "history": {"events": [e.to_dict() for e in s.history]},
    }


def test_version_1_save_with_history_is_converted_and_plays_on(tmp_path):
    s = play_to_a_conquest_and_a_hurricane()
    s.record_lesson("space-st-augustine")
    path = tmp_path / "old.json"
    path.write_text(json.dumps(version_1_save(s)), "utf-8")
    t = Session.load(path)
    assert t.game.to_dict() == s.game.to_dict()
    assert t.history == s.history and t.lessons_opened == ["space-st-augustine"]
    assert [e.text for e in t.log] == [e.text for e in s.log]
    play(s, 20)
    play(t, 20)
    assert t.game.to_dict() == s.game.to_dict()


def test_version_1_save_ended_by_the_round_limit_opens(tmp_path):
    """Finding 1: version 1 wrote turn == number of players; those files open now."""
    s = Session.new(PLAYERS, 50, 2, seed=12)
    s.autosave = False
    play(s, 5000)
    assert s.game.state.win_reason == "round-limit"
    path = tmp_path / "old.json"
    path.write_text(json.dumps(version_1_save(s)), "utf-8")
    t = Session.load(path)
    assert t.game.is_over and t.game.state.winners == s.game.state.winners


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.pop("history"),
        lambda d: d.__setitem__("history", "junk"),
        lambda d: d["history"]["events"].pop(7),
        lambda d: d["game"]["state"]["players"][0].__setitem__("gold", 44),
        lambda d: d["game"]["state"].__setitem__("turn", 9),
        lambda d: d["game"]["dice"].__setitem__("kind", "scripted"),
    ],
)
def test_version_1_save_that_cannot_be_converted_says_so(tmp_path, damage):
    s = Session.new(PLAYERS, seed=4)
    play(s, 15)
    data = version_1_save(s)
    damage(data)
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(saves.SaveError, match="older version of Florida History") as info:
        Session.load(path)
    assert "old.json" in str(info.value) and "game number 4" in str(info.value)


def test_damaged_reasons_and_lessons_are_left_out_and_the_game_opens(tmp_path):
    s = Session.new(PLAYERS, seed=6)
    play(s, 25)
    data = s.to_dict()
    data["reasons"] = [[1, "nobody", "x"], "junk", [2.0, None, "y"]]
    data["lessons_opened"] = 42
    path = tmp_path / "g.json"
    path.write_text(json.dumps(data), "utf-8")
    t = Session.load(path)
    assert t.game.to_dict() == s.game.to_dict() and t.reasons == {}
    assert t.load_warning and "g.json" in t.load_warning and "left out" in t.load_warning
