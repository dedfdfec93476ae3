"""The Colonials play window under Xvfb, driven through its widgets: a 4-player game (2 people,
2 computers) played to the end with the keys printed on the buttons, pass screens dismissed
with Space, lessons continued with Space, the trade dialog used; saves round-trip through the
window; a computers-only game never waits for lessons; a damaged file leaves the game as it
was."""

from __future__ import annotations

import json
import time

import pytest

from florida_history.app.lessons import LessonService
from florida_history.app.settings import Settings
from florida_history.games.colonials.ai.registry import make_bot
from florida_history.games.colonials.engine.actions import ProposeTrade
from florida_history.games.colonials.engine.save import state_digest
from florida_history.games.colonials.session import Seat
from florida_history.games.colonials.ui.options import CARD_MENU, FIRE_MENU
from florida_history.games.colonials.ui.window import ColonialsWindow, default_seats
from tests.tkhelpers import wait_until

SEATS = [
    Seat("english", "Ana"),
    Seat("french", "Ben"),
    Seat("spanish", kind="computer", level="medium"),
    Seat("dutch", kind="computer", level="easy"),
]


def _window(tk_root, seats=SEATS, mode="always", seed=21) -> ColonialsWindow:
    settings = Settings(animation_speed="instant", lesson_mode=mode)
    w = ColonialsWindow(
        tk_root,
        _new(seats, seed),
        settings=settings,
        lessons=LessonService(mode=mode),
        think_seconds=None,
    )
    w.met_after_ms = 1
    tk_root.update()
    return w


def _new(seats, seed):
    from florida_history.games.colonials.engine.settings import preset
    from florida_history.games.colonials.session import ColonialsSession

    return ColonialsSession.new(seats, preset("class-period", len(seats)), seed)


def press(root, key: str) -> None:
    root.event_generate(f"<Key-{key}>", when="now")
    root.update()


def key_path(choices, action) -> tuple[str, ...] | None:
    """The keys that reach ``action`` from the shown buttons, through menus too."""
    for ch in choices:
        if not ch.enabled:
            continue
        if ch.action == action:
            return (ch.key,)
        if ch.submenu:
            assert ch.opens in (FIRE_MENU, CARD_MENU)
            inner = key_path(ch.submenu, action)
            if inner:
                return (ch.key, *inner)
    return None


def settle(root, w: ColonialsWindow, timeout: float = 30) -> None:
    """Let computer players move until a person, a cover, a lesson or the end waits."""
    game = w.session.game

    def waiting() -> bool:
        t = w.table
        return (
            game.is_over
            or t.pass_screen.covering
            or (
                not w.busy
                and (w.lesson_wait or bool(w.raid_result) or game.current_player in t.humans)
            )
        )

    wait_until(root, waiting, timeout)


@pytest.mark.parametrize("mode", ["always", "paced"])
def test_four_players_two_people_play_to_the_end_by_keys(tk_root, mode):
    w = _window(tk_root, mode=mode)
    game = w.session.game
    t = w.table
    deciders = {s.power: make_bot("medium", i) for i, s in enumerate(SEATS)}
    passes = lessons = decisions = trades = raids = 0
    started = time.monotonic()
    while not game.is_over:
        assert time.monotonic() - started < 240, "the game took too long"
        settle(tk_root, w)
        if game.is_over:
            break
        if t.pass_screen.covering:
            # Hands stay hidden behind the cover (C4).
            assert t.view.hand_cards == []
            assert t.pass_screen.seat == game.current_player
            press(tk_root, "space")
            passes += 1
            continue
        if w.raid_result:
            # A raid's result stays on screen until the players go on (issue 23).
            assert t.panel.prompt.cget("text") == "Raid result"
            assert "raided the" in t.panel.detail.cget("text")
            press(tk_root, "space")
            raids += 1
            continue
        if w.lesson_wait:
            assert w.lesson_visible and w.lessons.current
            continue_button = [o for o in w.decision.options if o.key == "space"]
            assert continue_button and continue_button[0].label == "Continue [Space]"
            press(tk_root, "space")
            lessons += 1
            continue
        seat = game.current_player
        assert seat in ("english", "french")
        assert t.view.hand_seat == seat  # the deciding person's own hand, after the pass
        action = deciders[seat].choose(game).action
        if isinstance(action, ProposeTrade):
            press(tk_root, "t")
            assert t.trade.is_open
            if trades == 0 and t.trade.card_vars:
                trades += 1
                first = next(iter(t.trade.card_buttons.values()))
                first.invoke()
                tk_root.update()
                if t.trade.check() is None:
                    press(tk_root, "Return")
                    assert not t.trade.is_open
                    decisions += 1
                    continue
            press(tk_root, "Escape")
            assert not t.trade.is_open
            path = key_path(t.panel.choices, game.legal_actions()[0])  # finish the phase
        else:
            path = key_path(t.panel.choices, action)
        assert path, f"no button for {action!r}"
        before = len(game.actions)
        for key in path:
            press(tk_root, key)
        assert len(game.actions) >= before + 1  # computers may already have moved too
        decisions += 1
    settle(tk_root, w)
    assert game.is_over and game.state.winners
    prompt = t.panel.prompt.cget("text")
    assert prompt.startswith("Game over. ") and prompt.endswith("!")
    assert w.game_over_panel is not None
    standings = w.game_over_panel.winfo_children()[1].cget("text")
    assert standings.startswith("Final standings:\n1. ")
    assert [o.label for o in w.decision.options] == ["New game [N]"]
    assert passes >= 2 and lessons >= 3 and decisions >= 10
    assert w.session.lessons_opened, "lessons read count as met"
    pacer = w.lessons.pacer
    if mode == "paced":  # the Class period's reading budget; a repeat never stops play
        assert lessons <= len(pacer.stops) <= 12 and pacer.repeats_stopped == 0
        assert len(set(pacer.stops)) == len(pacer.stops)
    log = w.log.get("1.0", "end")
    assert "thinks" in log or "\u201c" in log  # the computer players' reasons
    assert "Revenue for the" in log
    assert w.session.winner_words() in log or "win" in log
    assert not tk_root.callback_errors


def test_save_and_open_through_the_window_give_the_same_position(tk_root, tmp_path):
    w = _window(tk_root, seed=8)
    game = w.session.game
    t = w.table
    deciders = {s.power: make_bot("easy", i) for i, s in enumerate(SEATS)}
    for _ in range(12):
        settle(tk_root, w)
        if t.pass_screen.covering or w.lesson_wait:
            press(tk_root, "space")
            continue
        action = deciders[game.current_player].choose(game).action
        path = key_path(t.panel.choices, action) or key_path(
            t.panel.choices, game.legal_actions()[0]
        )
        for key in path:
            press(tk_root, key)
    path = tmp_path / "class.json"
    w.save_as(path)
    assert "Saved as class.json" in w.notice_text
    digest = state_digest(game.state)
    log_lines = w.log.get("1.0", "end")
    # Play on, then open the save: the window shows the saved position again.
    settle(tk_root, w)
    if t.pass_screen.covering or w.lesson_wait:
        press(tk_root, "space")
    assert w.open_file(path)
    assert state_digest(w.session.game.state) == digest
    assert w.log.get("1.0", "end") == log_lines
    assert json.loads(path.read_text())["game"] == "colonials"
    # A damaged file changes nothing and says why.
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert not w.open_file(bad)
    assert "bad.json cannot be opened" in w.notice_text
    assert state_digest(w.session.game.state) == digest
    w.stop()
    tk_root.update()  # idle redraws run before the fixture tears the window down
    assert not tk_root.callback_errors


def test_computers_alone_never_wait_for_lessons(tk_root):
    seats = default_seats(players=3, humans=0, level="easy")
    w = _window(tk_root, seats=seats, seed=5)
    wait_until(tk_root, lambda: w.session.game.is_over, timeout=120)
    assert w.lesson_batches > 0 and not w.lesson_wait
    assert not w.table.pass_screen.covering
    assert w.table.panel.prompt.cget("text").startswith("Game over.")


@pytest.mark.parametrize("mode", ["off"])
def test_lessons_off_open_nothing(tk_root, mode):
    seats = default_seats(players=2, humans=0, level="easy")
    w = _window(tk_root, seats=seats, mode=mode, seed=2)
    wait_until(tk_root, lambda: w.session.game.is_over, timeout=120)
    assert w.lesson_batches == 0 and w.lessons.current is None


def test_one_person_never_sees_a_pass_screen(tk_root):
    seats = default_seats(players=3, humans=1, level="easy")
    w = _window(tk_root, seats=seats, seed=4)
    t = w.table
    for _ in range(10):
        settle(tk_root, w)
        assert not t.pass_screen.covering
        assert t.view.hand_seat == "english"  # the one person's hand stays in view
        if w.lesson_wait:
            press(tk_root, "space")
            continue
        press(tk_root, "e") if t.panel.button_for("e") else press(tk_root, t.panel.choices[0].key)
    w.stop()
    tk_root.update()


def test_the_definition_opens_a_colonials_game_from_the_shell(tk_root):
    from florida_history.app.games import Services, game_of_save
    from florida_history.games.colonials.definition import DEFINITION
    from florida_history.registry import GAMES

    assert [g.info.id for g in GAMES] == ["colonial-florida", "colonials"]
    assert [p.id for p in DEFINITION.presets()] == ["class-period", "short", "full"]
    from florida_history.games.colonials.pace_table import MEASURED

    assert DEFINITION.minutes("short", 4) == round(MEASURED["short"][4][0])
    services = Services(
        settings=Settings(animation_speed="instant"), games=GAMES, length="short", seed=3
    )
    w = DEFINITION.open_window(tk_root, services)
    tk_root.update()
    assert isinstance(w, ColonialsWindow)
    assert w.session.seed == 3
    assert w.session.game.state.config.settings.preset == "short"
    assert w.session.humans == ["english"]  # one person, three computer players
    assert game_of_save(w.save_data()) == "colonials"
    w.stop()
    tk_root.update()
