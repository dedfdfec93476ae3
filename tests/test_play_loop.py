"""The turn flow of both games through the one play loop (``app/play.py``), without a display.

A recording view stands in for the window, a manual scheduler for Tk's ``after`` and a thinker
that answers at once for the worker thread, so every path the windows take is run here with
exact outcomes from scripted dice: lessons holding play until Continue (and not for computers
alone, nor in "off" mode, and repeats only in "always"), automatic phases after their pause,
computer players' moves and their failures, help windows holding play, a game's own screen
holding it (Colonials' raid result), demonstration stepping, resuming a saved game, and the
end of the game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from florida_positions import COWFORD, DRAWN, QUIET_HAZARDS, crafted

from florida_history.app import demonstration as moments
from florida_history.app.demonstration import DemoStepping
from florida_history.app.lessons import LessonService
from florida_history.app.play import ManualScheduler, PlayLoop, Step, ThinkNow
from florida_history.app.settings import BOT_PAUSE_MS, Settings
from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.engine.actions import ChooseDie, Continue, EndTurn, Roll
from florida_history.games.colonial_florida.engine.replay import digest
from florida_history.games.colonial_florida.lesson_hooks import LESSONS as CF_LESSONS
from florida_history.games.colonial_florida.pace import reading_budget
from florida_history.games.colonial_florida.play_flow import FloridaFlow, make_bots
from florida_history.games.colonial_florida.session import PlayerSetup, Session
from florida_history.games.colonials.engine.actions import DECLINE_PEACE
from florida_history.games.colonials.engine.save import state_digest
from florida_history.games.colonials.engine.settings import preset
from florida_history.games.colonials.engine.state import PEACE
from florida_history.games.colonials.lesson_hooks import LESSONS as COL_LESSONS
from florida_history.games.colonials.play_flow import ColonialsFlow
from florida_history.games.colonials.session import ColonialsSession, Seat

PAUSE = BOT_PAUSE_MS["normal"]


class RecordingView:
    """The window's side of the loop, writing down what it was asked to show."""

    def __init__(self) -> None:
        self.calls: list[str] = []
        self.notices: list[str] = []
        self.reasons: list[tuple[str | None, str]] = []
        self.lines: list[str] = []
        self.help_window = ""  # the title of a help window in use ("" none)
        self.holding = False  # a screen of the game's own (Colonials' raid result)
        self.lesson_on_screen = True
        self.animations: list[Callable[[], None]] = []
        self.animate_at_once = True
        self.on_decision: Callable[[], None] | None = None
        self.reshown = 0  # times a resumed game's open lesson was shown again

    def _said(self, what: str) -> None:
        self.calls.append(what)

    def refresh(self) -> None:
        self._said("refresh")

    def holds_play(self) -> bool:
        if self.holding:
            self._said("own screen")
        return self.holding

    def show_lesson_wait(self) -> None:
        self._said("lesson wait")

    def show_game_over(self) -> None:
        self._said("game over")

    def show_step(self, step: Step) -> None:
        self._said("step")

    def show_thinking(self, player: str | None) -> None:
        self._said(f"thinking {player}")

    def show_bot_reason(self, player: str | None, reason: str) -> None:
        self.reasons.append((player, reason))

    def show_decision(self) -> None:
        self._said("decision")
        if self.on_decision is not None:
            self.on_decision()

    def help_window_in_use(self) -> str:
        return self.help_window

    def pause_for_help(self, window: str) -> None:
        self._said(f"paused for {window}")

    def show_notice(self, text: str) -> None:
        self.notices.append(text)

    def before_move(self) -> None:
        self._said("move")

    def after_move(self, events: list[Any], log_from: int, reason: str | None) -> None:
        pass

    def animate(self, events: list[Any], done: Callable[[], None]) -> None:
        if self.animate_at_once:
            done()
        else:
            self.animations.append(done)

    def show_lesson(self) -> None:
        self._said("lesson")

    def lesson_in_view(self) -> bool:
        return self.lesson_on_screen

    def show_lesson_line(self, line: str) -> None:
        self.lines.append(line)

    def present_lesson_ids(self, ids: list[str], round_number: int) -> None:
        self._said(f"demonstration lessons {ids} in round {round_number}")

    def lessons_reset(self) -> None:
        self._said("lessons reset")

    def reshow_lesson(self) -> None:
        self.reshown += 1


def loop_for(
    mode: str = "first", thinker: Any = None
) -> tuple[PlayLoop, RecordingView, ManualScheduler]:
    view = RecordingView()
    scheduler = ManualScheduler()
    lessons = LessonService(mode=mode)
    loop = PlayLoop(view, scheduler, thinker or ThinkNow(), lessons, Settings())
    return loop, view, scheduler


def florida(session: Session, loop: PlayLoop) -> FloridaFlow:
    loop.lessons.game = CF_LESSONS
    flow = FloridaFlow(session, make_bots(session))
    loop.start(flow, reading_budget(session.game.state.config.round_limit), session.lesson_rounds)
    return flow


def land_on_cowford(loop: PlayLoop) -> None:
    """María rolls 3 and 3 and moves to her own Cowford: its lesson and a drawn card's."""
    loop.apply(Roll())
    assert loop.session is not None
    assert loop.session.game.legal_actions() == [ChooseDie(3)]
    loop.apply(ChooseDie(3))


# --- Colonial Florida: lessons hold play until Continue --------------------------------------


def test_cf_a_landing_lesson_holds_play_until_continue_and_the_card_waits():
    loop, view, scheduler = loop_for()
    session = crafted([3, 3])
    florida(session, loop)
    assert view.calls[-1] == "decision"  # María rolls
    land_on_cowford(loop)
    assert session.game.state.player("spanish").pawn == 6
    assert loop.lesson_wait and view.calls[-1] == "lesson wait"
    assert loop.lessons.current == COWFORD and loop.lessons.queue == [DRAWN.lesson_id]
    assert session.lessons_opened == [COWFORD]  # it stopped play on screen: met
    assert loop.lesson_batches == 1
    assert loop.lesson_line.startswith("also: ")
    # Nothing goes on: a person's decision waits behind the lesson, nothing is scheduled.
    loop.advance()
    assert view.calls[-1] == "lesson wait" and not scheduler.waiting
    loop.continue_after_lesson()
    assert not loop.lesson_wait and view.calls[-1] == "decision"
    assert session.game.pending.kind == "move"


def test_cf_a_lesson_not_on_screen_is_not_counted_as_met():
    loop, view, _ = loop_for()
    view.lesson_on_screen = False  # e.g. squeezed under the demonstration band
    session = crafted([3, 3])
    florida(session, loop)
    land_on_cowford(loop)
    assert loop.lesson_wait and session.lessons_opened == []


def test_cf_a_phase_plays_itself_after_half_a_pause_and_its_lesson_holds_the_next():
    loop, view, scheduler = loop_for()
    # The hurricane moves 1+1+1 from 6 to St Augustine; raze 2; the Soldiers' check 6 (kept).
    session = crafted([1, 1, 1, 2, 6, *QUIET_HAZARDS[3:]], phase="hurricane")
    session.game.state.hazards["hurricane"] = 6
    florida(session, loop)
    assert view.calls[-1] == "step" and loop.busy
    assert [delay for _, delay, _ in scheduler.waiting] == [PAUSE // 2]
    assert scheduler.run_next() == PAUSE // 2
    state = session.game.state
    assert state.hazards["hurricane"] == 3 and state.settlements[3].raze == 2
    assert loop.lesson_wait and loop.lessons.current == "hazard-hurricane"
    assert not scheduler.waiting and state.phase == "pirate"  # the pirates wait for the players
    loop.continue_after_lesson()
    scheduler.run_all()
    assert state.hazards["pirate"] == 17 and state.phase == "action"
    assert view.calls[-1] == "decision" and session.waiting_for_human


def test_cf_a_computer_landing_holds_a_game_with_people():
    loop, view, scheduler = loop_for()
    session = crafted([3, 3], kinds=("computer", "human"))
    florida(session, loop)
    assert view.calls[-1] == "thinking spanish"
    scheduler.run_all()
    assert session.game.state.player("spanish").pawn == 6
    assert loop.lesson_wait and loop.lessons.current == COWFORD
    assert not scheduler.waiting


def test_cf_computer_players_alone_are_never_held_by_lessons():
    loop, view, scheduler = loop_for()
    session = crafted([3, 3, 3, 3, *QUIET_HAZARDS], kinds=("computer", "computer"))
    florida(session, loop)
    scheduler.run_all(limit=2)  # Spain rolls and moves
    assert COWFORD in loop.lessons.history  # opened all the same
    assert not loop.lesson_wait and "lesson wait" not in view.calls
    assert session.game.state.player("spanish").pawn == 6


@pytest.mark.parametrize("mode", ["always", "first", "paced"])
def test_cf_a_repeat_stops_play_only_in_always_mode(mode):
    loop, view, scheduler = loop_for(mode)
    # María lands on Cowford; then Ben from 3 lands on it too (no fighters: no attack).
    session = crafted([3, 3, 3, 3, *QUIET_HAZARDS], british_pawn=3)
    florida(session, loop)
    land_on_cowford(loop)
    assert loop.lesson_wait and loop.lessons.current == COWFORD
    loop.continue_after_lesson()
    loop.apply(EndTurn())
    assert session.game.pending.player == "british"
    land = session.game.legal_actions
    loop.apply(Roll())
    assert land() == [ChooseDie(3)]
    loop.apply(ChooseDie(3))
    assert session.game.state.player("british").pawn == 6
    if mode == "always":
        assert loop.lesson_wait and loop.lessons.current == COWFORD
        loop.continue_after_lesson()
    else:  # one line, and play goes on
        assert not loop.lesson_wait
        assert loop.lesson_line == "seen before: Cowford — open it again [L]"
        assert view.lines[-1] == loop.lesson_line
        assert COWFORD in loop.lessons.queue
    assert view.calls[-1] == "step"  # Ben has nothing to move: round 2's hazards come
    scheduler.run_all()
    assert session.game.state.round == 2 and session.game.pending.player == "spanish"
    assert view.calls[-1] == "decision" and not loop.lesson_wait
    assert loop.lessons.history.count(COWFORD) == (2 if mode == "always" else 1)


def test_cf_off_opens_nothing_and_never_waits():
    loop, view, _ = loop_for("off")
    session = crafted([3, 3])
    florida(session, loop)
    land_on_cowford(loop)
    assert not loop.lesson_wait and loop.lessons.current is None
    assert loop.lesson_batches == 0 and view.calls[-1] == "decision"


# --- Colonial Florida: computer players ---------------------------------------------------


class Says:
    """A computer player that always says the same move and reason."""

    def __init__(self, action: Any, reason: str = "Because.") -> None:
        self.action, self.reason = action, reason

    def choose(self, game: Any) -> Any:
        return self


class Fails:
    def choose(self, game: Any) -> Any:
        raise RuntimeError("no idea")


def test_cf_a_computers_move_waits_a_pause_and_keeps_its_reason():
    loop, view, scheduler = loop_for("off")
    session = crafted([3, 3], kinds=("computer", "human"))
    flow = florida(session, loop)
    loop.stop()
    flow.bots["spanish"] = Says(Roll(), "Rolling is no decision.")
    loop.advance()
    assert [delay for _, delay, _ in scheduler.waiting] == [PAUSE]
    assert view.reasons == []  # a roll is no decision: no reason shown or logged
    flow.bots["spanish"] = Says(ChooseDie(3), "Cowford is mine.")
    scheduler.run_next()
    assert session.game.pending.kind == "choose_die" and session.reasons == {}
    scheduler.run_all()
    assert view.reasons[0] == ("spanish", "Cowford is mine.")
    assert list(session.reasons.values())[0] == ("spanish", "Cowford is mine.")


def test_cf_a_move_the_rules_do_not_allow_gives_way_to_the_last_legal_one():
    loop, view, scheduler = loop_for("off")
    session = crafted([3, 3], kinds=("computer", "human"))
    flow = florida(session, loop)
    loop.stop()
    flow.bots["spanish"] = Says(EndTurn(), "Done.")  # not legal before rolling
    loop.advance()
    assert view.reasons == []  # replaced by the roll, which says nothing
    scheduler.run_next()
    assert session.game.pending.kind == "choose_die"


def test_cf_a_computer_that_fails_plays_safe_and_says_so():
    loop, view, scheduler = loop_for("off")
    session = crafted([3, 3], kinds=("computer", "human"))
    flow = florida(session, loop)
    loop.stop()
    flow.bots["spanish"] = Fails()
    loop.advance()
    said = "A computer player had a problem (no idea); it plays a safe move."
    assert view.notices == [said] * 3  # the roll, the only die, and ending the turn
    assert session.game.state.player("spanish").pawn == 6 and not scheduler.waiting
    assert session.game.pending.player == "british" and view.calls[-1] == "decision"
    safe = ("spanish", "I could not decide, so I played it safe.")
    assert list(session.reasons.values()) == [safe] * 3


def test_cf_computer_players_wait_while_a_help_window_is_in_use():
    loop, view, scheduler = loop_for("off")
    session = crafted([3, 3, 1, 2, *QUIET_HAZARDS], kinds=("human", "computer"))
    florida(session, loop)
    view.help_window = "Rules — Colonial Florida"
    for action in (Roll(), ChooseDie(3), EndTurn()):
        loop.apply(action)
    assert session.game.pending.player == "british" and session.game.pending.kind == "roll"
    assert view.calls[-1] == "paused for Rules — Colonial Florida"
    assert not scheduler.waiting and not loop.busy
    view.help_window = ""
    loop.advance()
    scheduler.run_all()
    assert session.game.state.round == 2 and view.calls[-1] == "decision"


def test_cf_a_phase_does_not_play_while_a_help_window_is_in_use():
    loop, view, scheduler = loop_for("off")
    view.help_window = "Lesson library"
    florida(crafted(QUIET_HAZARDS, phase="hurricane"), loop)
    assert view.calls[-1] == "paused for Lesson library" and not scheduler.waiting


def test_cf_stop_forgets_a_scheduled_move():
    loop, view, scheduler = loop_for("off")
    session = crafted(QUIET_HAZARDS, phase="hurricane")
    florida(session, loop)
    assert scheduler.waiting and loop.busy
    loop.stop()
    assert not scheduler.waiting and not loop.busy
    assert session.game.state.phase == "hurricane"


def test_cf_nothing_is_applied_while_the_board_animates():
    loop, view, scheduler = loop_for("off")
    view.animate_at_once = False
    session = crafted([3, 3])
    florida(session, loop)
    loop.apply(Roll())
    assert loop.busy and session.game.pending.kind == "choose_die"
    loop.apply(ChooseDie(3))  # pressed during the animation: ignored
    assert session.game.pending.kind == "choose_die"
    view.animations.pop()()
    assert not loop.busy and view.calls[-1] == "decision"


# --- Colonial Florida: demonstration, resume, the end -------------------------------------


def test_cf_a_demonstration_holds_every_step_until_it_lets_it_go():
    loop, view, scheduler = loop_for("off")
    held: list[Callable[[], None]] = []
    loop.demonstration = held.append
    session = crafted(QUIET_HAZARDS, phase="hurricane")
    florida(session, loop)
    assert len(held) == 1 and not scheduler.waiting  # nothing plays by itself
    held.pop()()  # the teacher's Next
    scheduler.run_all()
    assert session.game.state.phase == "pirate" and len(held) == 1
    said: list[tuple[Any, str | None]] = []
    loop.on_move.append(lambda action, reason: said.append((action, reason)))
    held.pop()()
    scheduler.run_all()
    assert said == [(Continue(), None)] and session.game.state.phase != "pirate"


def test_cf_a_resumed_game_keeps_its_lessons_met_and_shows_the_open_one_again(tmp_path):
    loop, view, _ = loop_for()
    session = crafted([3, 3, 3, 3, *QUIET_HAZARDS], british_pawn=3)
    session.lessons_opened = [COWFORD]
    session.lesson_rounds = {COWFORD: 1}
    session.lesson_open = COWFORD
    session.load_warning = "The list of lessons met was damaged."
    florida(session, loop)
    assert view.calls[:4] == ["lessons reset", "refresh", "refresh", "decision"]
    assert view.reshown == 1
    assert view.notices == ["The list of lessons met was damaged."]
    land_on_cowford(loop)  # Cowford was met before the game was left: only the card stops
    assert loop.lesson_wait and loop.lessons.current == DRAWN.lesson_id
    assert loop.lessons.queue == [COWFORD] and loop.lesson_line.startswith("seen before: ")


def test_cf_a_game_of_computers_through_the_loop_is_the_game_they_play_alone():
    players = [PlayerSetup(p, p.title(), "computer", "heuristic") for p in ("spanish", "british")]
    session = Session.new(players, target_gold=30, round_limit=4, seed=77)
    session.autosave = False
    alone = Session.new(players, target_gold=30, round_limit=4, seed=77)
    bots = make_bots(alone)
    while not alone.game.is_over:
        pend = alone.game.pending
        if pend.kind == "phase":
            alone.game.apply_action(Continue())
        else:
            alone.game.apply_action(
                FloridaFlow(alone, bots).checked(bots[pend.player or ""].choose(alone.game))[0]
            )
    loop, view, scheduler = loop_for()
    florida(session, loop)
    scheduler.run_all()
    assert session.game.is_over and view.calls[-1] == "game over"
    assert view.calls.count("game over") == 1 and "lesson wait" not in view.calls
    assert digest(session.game) == digest(alone.game)
    assert loop.lesson_batches > 0  # lessons opened without holding anyone


def test_cf_the_winning_moves_lesson_is_read_before_the_game_over_panel():
    players = [
        PlayerSetup("spanish", "María", "human", ""),
        PlayerSetup("british", "Ben", "computer", "heuristic"),
    ]
    session = Session.new(players, target_gold=30, round_limit=3, seed=8)
    session.autosave = False
    loop, view, scheduler = loop_for("always")
    stand_in = make_bots(
        Session.new([PlayerSetup("spanish", "", "computer", "heuristic"), players[1]], seed=3)
    )["spanish"]

    def maria_decides() -> None:
        action = FloridaFlow(session).checked(stand_in.choose(session.game.clone()))[0]
        scheduler.after(0, lambda: loop.apply(action))

    view.on_decision = maria_decides
    florida(session, loop)
    while not session.game.is_over:
        assert scheduler.run_all() or loop.lesson_wait
        if loop.lesson_wait and not session.game.is_over:
            loop.continue_after_lesson()
    # Ben's last move founded a settlement and ended the last round: Britain won.
    founded, ended, won = session.history[-3:]
    assert founded == ev.SettlementFounded("british", 12) and ended == ev.TurnEnded("british")
    assert isinstance(won, ev.GameWon) and won.winners == ("british",)
    assert loop.lesson_wait and view.calls[-1] == "lesson wait"  # its lesson, read first
    assert loop.lessons.current == "space-fort-caroline"  # space 12
    assert "game over" not in view.calls
    loop.continue_after_lesson()
    assert view.calls[-1] == "game over" and not loop.lesson_wait


# --- Colonials ---------------------------------------------------------------------------


def colonials(session: ColonialsSession, loop: PlayLoop, bots: dict[str, Any]) -> ColonialsFlow:
    from florida_history.games.colonials.pace import reading_budget as budget

    loop.lessons.game = COL_LESSONS
    flow = ColonialsFlow(session, bots)
    loop.start(flow, budget(session.game.state.config.settings, len(session.seats)))
    return flow


def computer_seats(players: int = 3) -> list[Seat]:
    return [Seat(p, "", "computer", "medium") for p in ("english", "french", "spanish", "dutch")][
        :players
    ]


def test_col_computers_alone_play_to_the_end_never_held_and_as_they_play_alone():
    seats = computer_seats()
    session = ColonialsSession.new(seats, preset("short", 3), seed=12)
    session.autosave = False
    alone = ColonialsSession.new(seats, preset("short", 3), seed=12)
    alone.autosave = False
    bots = alone.make_bots(None)
    while not alone.game.is_over:
        choice = bots[alone.game.current_player].choose(alone.game.clone())
        alone.apply(choice.action, choice.reason)
    loop, view, scheduler = loop_for()
    colonials(session, loop, session.make_bots(None))
    scheduler.run_all()
    assert session.game.is_over and view.calls[-1] == "game over"
    assert "lesson wait" not in view.calls and not loop.lesson_wait
    assert state_digest(session.game.state) == state_digest(alone.game.state)
    assert session.reasons == alone.reasons
    assert loop.lesson_batches > 0


def test_col_a_person_with_no_cards_is_never_asked_about_peace():
    seats = [Seat("english", "Ana", "human"), *computer_seats(3)[1:]]
    session = ColonialsSession.new(seats, preset("short", 3), seed=5)
    session.autosave = False
    loop, view, scheduler = loop_for("off")
    me = session.make_bots(None)
    stand_in = type(me["french"])(99)  # plays Ana's decisions for her
    asked_peace_empty: list[int] = []

    def ana_decides() -> None:
        game = session.game
        if game.pending.kind == PEACE and not game.state.player("english").hand:
            asked_peace_empty.append(len(game.actions))
        choice = stand_in.choose(game.clone())
        scheduler.after(0, lambda: loop.apply(choice.action))

    view.on_decision = ana_decides
    colonials(session, loop, me)
    scheduler.run_all()
    assert session.game.is_over and asked_peace_empty == []
    declined = [
        n
        for n, (who, text) in session.reasons.items()
        if who == "english" and text == "No cards in hand, so no Peace card to play."
    ]
    assert declined and all(session.game.actions[n - 1] == DECLINE_PEACE for n in declined)


def test_col_lessons_hold_a_game_with_people_but_never_at_the_end():
    seats = [Seat("english", "Ana", "human"), *computer_seats(3)[1:]]
    session = ColonialsSession.new(seats, preset("short", 3), seed=8)
    session.autosave = False
    loop, view, scheduler = loop_for("first")
    bots = session.make_bots(None)
    stand_in = type(bots["french"])(3)
    waits = 0

    def ana_decides() -> None:
        choice = stand_in.choose(session.game.clone())
        scheduler.after(0, lambda: loop.apply(choice.action))

    view.on_decision = ana_decides
    colonials(session, loop, bots)
    while not session.game.is_over:
        assert scheduler.run_all() or loop.lesson_wait
        if loop.lesson_wait:
            waits += 1
            assert view.calls[-1] == "lesson wait" and not scheduler.waiting
            assert loop.lessons.current in session.lessons_opened
            loop.continue_after_lesson()
    assert waits > 0 and not loop.lesson_wait and view.calls[-1] == "game over"


def test_col_its_own_screen_holds_play_until_the_players_go_on():
    seats = [Seat("english", "Ana", "human"), *computer_seats(2)[1:]]
    session = ColonialsSession.new(seats, preset("short", 2), seed=4)
    loop, view, scheduler = loop_for("off")
    view.holding = True  # the last raid's result is on screen
    colonials(session, loop, session.make_bots(None))
    assert view.calls[-1] == "own screen" and not scheduler.waiting
    view.holding = False
    loop.advance()
    assert view.calls[-1] == "decision" and session.game.pending.kind == "growth"


def test_col_demonstration_lessons_go_through_the_loops_lesson_path():
    session = ColonialsSession.new(computer_seats(3), preset("short", 3), seed=21)
    session.autosave = False
    loop, view, scheduler = loop_for("paced")
    held: list[Callable[[], None]] = []
    loop.demonstration = held.append
    colonials(session, loop, session.make_bots(None))
    assert held and not scheduler.waiting  # the demonstration steps the game, not the loop
    events = list(session.game.start_events)
    ids = loop.demonstration_lessons(events)
    assert ids and ids[0] == loop.lessons.pacer.stops[-1]
    loop.present_demonstration_lessons(ids)
    assert loop.lesson_batches == 1
    assert view.calls[-1] == f"demonstration lessons {ids} in round 1"


# --- Colonial Florida: the teacher's demonstration stepping (app/demonstration.py) ----------


def stepping_on(session: Session, mode: str = "off") -> tuple[DemoStepping, list[str], Any]:
    loop, view, scheduler = loop_for(mode)
    said: list[str] = []
    stepping = DemoStepping(loop, on_moment=said.append)
    stepping.start()
    florida(session, loop)
    return stepping, said, scheduler


def test_demo_every_phase_and_computer_move_waits_for_next():
    session = crafted([3, 3, 3, 3, *QUIET_HAZARDS], kinds=("computer", "computer"))
    stepping, said, scheduler = stepping_on(session)
    assert said == [moments.COMPUTER] and stepping.waiting and not scheduler.waiting
    assert stepping.next_step()
    assert not stepping.waiting and scheduler.waiting  # Spain thought: its move after a pause
    scheduler.run_all()
    assert session.game.pending.kind == "choose_die" and said[-1] == moments.COMPUTER
    assert stepping.waiting and not scheduler.waiting  # the die waits for the next Next
    assert stepping.next_step()
    assert stepping.next_step() is False  # nothing held: that press played it
    scheduler.run_all()
    assert session.game.state.player("spanish").pawn == 6


def test_demo_a_phase_waits_for_next_and_next_plays_it():
    session = crafted(QUIET_HAZARDS, phase="hurricane")
    stepping, said, scheduler = stepping_on(session)
    assert said == [moments.PHASE] and session.game.state.phase == "hurricane"
    cleared: list[str] = []
    assert stepping.next_step(before=lambda: cleared.append("reason"))
    assert cleared == ["reason"] and scheduler.waiting
    scheduler.run_all()
    assert session.game.state.phase == "pirate" and said[-1] == moments.PHASE


def test_demo_a_new_lesson_pauses_and_next_is_its_continue():
    session = crafted([3, 3, 3, 3, *QUIET_HAZARDS], kinds=("computer", "computer"))
    stepping, said, scheduler = stepping_on(session, mode="first")
    for _ in range(2):  # Spain rolls, then moves to Cowford
        stepping.next_step()
        scheduler.run_all()
    assert session.game.state.player("spanish").pawn == 6
    assert said[-1] == moments.LESSON and stepping.lesson_pause and stepping.waiting
    assert stepping.loop.lessons.current == COWFORD
    assert not stepping.loop.lesson_wait  # no "Continue" beside the teacher's Next
    stepping.next_step()
    assert not stepping.lesson_pause


def test_demo_a_person_decides_without_waiting_for_next():
    session = crafted([3, 3])
    stepping, said, scheduler = stepping_on(session)
    assert said == [moments.PERSON] and not stepping.waiting


def test_demo_to_the_end_of_the_round_plays_on_until_round_two():
    session = crafted([3, 3, 3, 3, *QUIET_HAZARDS], kinds=("computer", "computer"))
    stepping, said, scheduler = stepping_on(session)
    stepping.run_round_end()
    scheduler.run_all()
    state = session.game.state
    assert state.round == 2 and said[-1] == moments.PHASE and stepping.waiting
    assert moments.RUNNING in said and not stepping.run_to_round_end


def test_demo_off_lets_the_loop_play_as_usual():
    session = crafted([3, 3, 3, 3, *QUIET_HAZARDS], kinds=("computer", "computer"))
    stepping, said, scheduler = stepping_on(session)
    stepping.stop()
    stepping.loop.advance()
    assert said[-1] == moments.OFF and scheduler.waiting
