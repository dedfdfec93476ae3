"""Issue 23, at a class's table, through the real Colonials window under Xvfb: a raid's result
stays on screen until the players go on (item 2); each colony shows its progress score and
what each target still needs, and a colony at all four targets is said plainly (item 3); no
pass screen when nobody needs to pass, and the pass screen names the student (item 4)."""

from __future__ import annotations

import time
import tkinter as tk

from florida_history.app.lessons import LessonService
from florida_history.app.settings import Settings
from florida_history.games.colonials.engine.actions import ProposeTrade
from florida_history.games.colonials.engine.game import Game
from florida_history.games.colonials.engine.state import RAID, TRADE
from florida_history.games.colonials.session import ColonialsSession, Seat
from florida_history.games.colonials.ui.window import ColonialsWindow
from tests.colonials_helpers import c, enter, give, roll, table
from tests.tkhelpers import pump_for, wait_until

PEOPLE_AND_COMPUTERS = [
    Seat("english", "Ana"),
    Seat("french", "Ben"),
    Seat("spanish", kind="computer", level="medium"),
    Seat("dutch", kind="computer", level="medium"),
]


def _window(root: tk.Tk, game: Game, seats=PEOPLE_AND_COMPUTERS) -> ColonialsWindow:
    """The play window on ``game`` (a position built with the engine helpers)."""
    session = ColonialsSession(Game.__new__(Game), list(seats))
    session._start(game)
    session.autosave = False
    settings = Settings(animation_speed="instant", lesson_mode="off")
    win = ColonialsWindow(root, session, settings, LessonService(mode="off"), think_seconds=None)
    pump_for(root, 0.05)
    return win


def press(root: tk.Tk, key: str) -> None:
    root.event_generate(f"<Key-{key}>", when="now")
    pump_for(root, 0.02)


def _texts(w: tk.Misc) -> list[str]:
    out = []
    for child in w.winfo_children():
        try:
            out.append(str(child.cget("text")))
        except tk.TclError:
            pass
        out += _texts(child)
    return out


def test_a_raids_result_stays_on_screen_until_the_players_go_on(tk_root):
    game = table(4)
    give(game, "english", play=("militia", "privateer"))
    give(game, "french", play=("meetinghouse",))
    enter(game, RAID)
    win = _window(tk_root, game)
    t = win.table
    assert t.pass_screen.covering  # Ana comes to the screen
    press(tk_root, "space")
    raid = next(ch for ch in t.panel.choices if "Raid the French" in ch.label)
    press(tk_root, raid.key)
    # Ben has no cards: no Peace prompt and no pass screen to ask him (item 4).
    assert not t.pass_screen.covering
    assert game.pending.kind == "battle_cards", game.pending
    roll(game, 1, 5)
    press(tk_root, "r")
    pump_for(tk_root, 1.0)  # the class reads: nothing moves on by itself
    assert t.panel.prompt.cget("text") == "Raid result"
    result = t.panel.detail.cget("text")
    assert result.splitlines() == [
        "The English raided the French with 2 Combatants.",
        "Dice: 1, 5 \u2192 1 hit (every 1 is a hit).",
        "The French lost Meetinghouse.",
        "The English lost nothing.",
    ]
    assert win.decision.options[0].label == "Go on [Space]"
    assert game.current_player == "french" and not t.pass_screen.covering  # Ben waits too
    press(tk_root, "space")
    pump_for(tk_root, 0.1)
    assert not win.raid_result
    assert t.pass_screen.covering and t.pass_screen.seat == "french"


def test_armistice_stopping_a_raid_is_on_screen(tk_root):
    game = table(4)
    give(game, "english", play=("militia",))
    give(game, "french", hand=("armistice",))
    enter(game, RAID)
    win = _window(tk_root, game)
    t = win.table
    press(tk_root, "space")
    raid = next(ch for ch in t.panel.choices if "Raid the French" in ch.label)
    press(tk_root, raid.key)
    assert t.pass_screen.covering and t.pass_screen.seat == "french"
    assert t.pass_screen.title.cget("text") == "Pass to Ben (French)"
    press(tk_root, "space")
    play = next(ch for ch in t.panel.choices if "Armistice" in ch.label)
    press(tk_root, play.key)
    pump_for(tk_root, 0.5)
    assert t.panel.prompt.cget("text") == "Raid result"
    lines = t.panel.detail.cget("text").splitlines()
    assert lines[0] == "The English raided the French with 1 Combatant."
    assert lines[1].startswith("The French played Armistice: the raid was called off")


def test_progress_score_and_what_each_target_needs_are_on_every_colony(tk_root):
    game = table(4)
    give(game, "english", play=("meetinghouse", "lumber", "cattle"))
    enter(game, TRADE)
    win = _window(tk_root, game)
    press(tk_root, "space")
    area = win.table.view.areas["english"]
    s = game.state.config.settings
    ana = game.state.player("english")
    pop = min(ana.pop / s.target_pop, 1)
    gold = min(ana.gold / s.target_gold, 1)
    score = pop + gold + 2 / s.target_resources + 1 / s.target_towns
    want = (
        f"Progress score {round(score * 25)}% ({score:.1f} of 4): "
        f"{s.target_pop - ana.pop} Population, {s.target_gold - ana.gold} Gold, "
        f"{s.target_resources - 2} Resources, 1 Town Improvement to go"
    )
    assert area.progress.cget("text") == want
    assert area.progress.winfo_ismapped()
    assert "Round 1 of 10" in win.table.view.tracker.whose.cget("text")
    assert not win.table.view.tracker.alert.winfo_ismapped()


def test_a_colony_at_all_four_targets_is_said_plainly(tk_root):
    game = table(4)
    s = game.state.config.settings
    give(
        game,
        "english",
        play=("meetinghouse", "church", "lumber", "cattle", "tobacco", "whaling", "port"),
    )
    give(game, "english", play=("fishery", "trappers"))
    ana = game.state.player("english")
    ana.pop, ana.gold = s.target_pop, s.target_gold
    enter(game, TRADE)
    win = _window(tk_root, game)
    press(tk_root, "space")
    alert = win.table.view.tracker.alert
    assert alert.winfo_ismapped()
    assert alert.cget("text").startswith(
        "Ana has reached all four targets: Ana wins at the end of this turn"
    )
    assert "every target reached" in win.table.view.areas["english"].progress.cget("text")


def test_no_pass_screen_after_a_computer_answers_my_trade_and_pass_names_the_student(tk_root):
    game = table(4)
    give(game, "english", hand=("militia", "lumber"))
    enter(game, TRADE)
    win = _window(tk_root, game)
    t = win.table
    assert t.pass_screen.title.cget("text") == "Pass to Ana (English)"
    assert "I am Ana, the English player" in t.pass_screen.button.cget("text")
    press(tk_root, "space")
    covers = []
    t.pass_screen.bind("<Map>", lambda e: covers.append(t.pass_screen.seat), add="+")
    win.apply(ProposeTrade(receiver="spanish", give_cards=(c("militia"),), ask_gold=1))
    pump_for(tk_root, 0.05)
    wait_until(tk_root, lambda: not win.busy and game.current_player == "english", 20)
    pump_for(tk_root, 0.1)
    assert covers == [] and not t.pass_screen.covering  # Ana never left the screen
    assert t.view.hand_seat == "english"
    assert game.pending.kind == TRADE


def test_one_bot_answer_then_the_other_person_still_gets_the_pass_screen(tk_root):
    """Secrecy holds: when Ana ends her turn and the computers have played, Ben is asked."""
    game = table(4)
    enter(game, TRADE)
    win = _window(tk_root, game)
    t = win.table
    press(tk_root, "space")
    assert t.view.hand_seat == "english"
    press(tk_root, "e")  # no more trades; no Combatants, so no raid: the turn ends
    deadline = time.monotonic() + 20
    while not t.pass_screen.covering and time.monotonic() < deadline:
        pump_for(tk_root, 0.02)
        if win.raid_result:
            press(tk_root, "space")
    assert t.pass_screen.seat == "french"
    assert t.pass_screen.title.cget("text") == "Pass to Ben (French)"
    assert t.view.hand_cards == []
