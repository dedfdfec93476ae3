"""Beside the board: the log (newest at the bottom), the phase tracker, the player rows."""

from __future__ import annotations

from florida_history.games.colonial_florida.engine import Game, GameConfig
from florida_history.games.colonial_florida.ui.side_panel import LogView, PhaseTracker, PlayersView
from florida_history.games.colonial_florida.viewmodel import BoardModel
from florida_history.ui.theme import Theme


def test_log_appends_at_the_bottom(tk_root):
    Theme(tk_root)
    log = LogView(tk_root)
    log.pack()
    for i in range(60):
        log.append(f"line {i}", "round" if i % 10 == 0 else "event")
    tk_root.update()
    assert log.content().splitlines()[-1] == "line 59"
    assert log.text.yview()[1] == 1.0  # scrolled to the newest line


def test_phase_tracker_lights_one_phase(tk_root):
    Theme(tk_root)
    tracker = PhaseTracker(tk_root)
    tracker.pack()
    tracker.show("income")
    lit = [p for p, lab in tracker.labels.items() if lab.cget("background") == "#000000"]
    assert lit == ["income"]


def test_player_rows_show_gold_toward_target(tk_root):
    Theme(tk_root)
    view = PlayersView(tk_root)
    view.pack(fill="x")
    view.setup([("spanish", "María", False), ("british", "Ben", True)])
    game = Game.new(GameConfig(seating=("spanish", "british")))
    game.state.player("british").gold = 12
    view.update_from(BoardModel.from_state(game.state), 50, "british")
    tk_root.update()
    bar = view.rows["british"][1]
    texts = [bar.itemcget(i, "text") for i in bar.find_all() if bar.type(i) == "text"]
    assert texts and texts[0].startswith("12/50")
    assert "computer" in view.rows["british"][0].cget("text")
