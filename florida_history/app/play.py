"""The play loop of both games, with no Tk: what happens next, for any game.

``PlayLoop.advance()`` looks at what the game waits for, in this order: a screen of the game's
own that holds play (Colonials' raid result), a lesson the players read before play goes on,
the game's end, a step nobody decides (a Colonial Florida phase, a Peace question with no
card), a computer player's move (thought out by an injected ``Thinker``: a worker thread in
the window, at once in tests), and last a person's decision, which the window shows.
``PlayLoop.apply(action, reason)`` sends one decision through the session (the engine's one
door), lets the window play the events (``View.animate``), brings up the lessons they bring
(``present_lessons``: one path through the ``LessonService`` and its reading rules) and
advances again.

Everything that waits goes through an injected ``Scheduler`` (Tk's ``after`` in a window; a
manual or immediate one in tests and scripts), so the whole turn flow of both games runs
without a display. A game's rules reach the loop through its ``GameFlow`` (which step is
automatic, which computer player moves, a safe move when one fails); the window reaches it
through the ``View`` protocol (show a decision, animate events, show lessons, game over).

A demonstration (the teacher steps the game) installs itself as ``demonstration``: it is
handed the loop's ``step`` and calls it when play may go on.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from florida_history.app.lessons import LessonService, arrival_line
from florida_history.app.settings import Settings
from florida_history.kernel.contract import Bot, Choice, Clonable, Decision, Rules
from florida_history.kernel.reading import Arrival, ReadingBudget
from florida_history.words import _

GameT = TypeVar("GameT", bound=Clonable)


class Scheduler(Protocol):
    """Runs ``fn`` after ``delay_ms`` (Tk's ``after`` in a window); ``cancel`` forgets it."""

    def after(self, delay_ms: int, fn: Callable[[], None]) -> object: ...

    def cancel(self, handle: object) -> None: ...


class Thinker(Protocol):
    """Asks a computer player for its choice and answers through ``done`` or ``error``
    (``ui.bot_runner.BotRunner`` on a worker thread; ``ThinkNow`` at once)."""

    def think(
        self,
        bot: Bot[GameT],
        game: GameT,
        done: Callable[[Choice], None],
        error: Callable[[BaseException], None],
    ) -> None: ...

    def cancel(self) -> None: ...


class PlaySession(Protocol):
    """What the loop uses of a game's session (both games' ``Session`` classes have it)."""

    @property
    def game(self) -> Rules[Any, Any, Decision]: ...

    @property
    def current_is_computer(self) -> bool: ...

    @property
    def log(self) -> Sequence[Any]: ...

    lessons_opened: list[str]
    last_error: str | None
    lesson_open: str | None
    load_warning: str | None

    def apply(self, action: Any, reason: str | None = None) -> list[Any]: ...

    def name_of(self, power: str | None) -> str: ...

    def record_lesson(self, lesson_id: str) -> None: ...


@dataclass(frozen=True)
class Step:
    """A move nobody decides: played after ``delay_ms`` (None: at once); ``waits_for_help``:
    held while a help or library window is in use."""

    action: Any
    reason: str | None = None
    delay_ms: int | None = None
    waits_for_help: bool = True


class GameFlow(Protocol):
    """A game's side of the loop, from its room (no Tk): see each game's ``play_flow.py``."""

    @property
    def session(self) -> PlaySession: ...

    bots: dict[str, Any]  # the computer players, by seat

    @property
    def has_humans(self) -> bool: ...

    def automatic(self, bot_pause_ms: int) -> Step | None:
        """The move nobody decides now, if there is one."""
        ...

    def bot(self) -> Bot[Any] | None:
        """The computer player who moves now (None: a person decides)."""
        ...

    def checked(self, choice: Any) -> tuple[Any, str | None]:
        """A computer player's choice as the move to play and the reason to log (a choice
        the rules do not allow is replaced by one they do)."""
        ...

    def safe_move(self) -> tuple[Any, str]:
        """The move played when a computer player could not decide, and why."""
        ...

    def lesson_turn(self) -> Hashable:
        """The player-turn being played (the reading rules' per-turn cap)."""
        ...

    def lessons_wait(self) -> bool:
        """Whether a lesson that stops play holds the game until the players go on."""
        ...

    def lesson_place(self) -> tuple[Any, int]:
        """The state the lesson mapper reads and the round number."""
        ...


class View(Protocol):
    """What a game's window shows for the loop (each game's window implements it)."""

    def refresh(self) -> None:
        """Show the position (turn banner, players) before the next step."""
        ...

    def holds_play(self) -> bool:
        """A screen of the game's own holds play (shown by this call); False if none."""
        ...

    def show_lesson_wait(self) -> None:
        """Show "Read it, then Continue" while a lesson that stopped play is read."""
        ...

    def show_game_over(self) -> None: ...

    def show_step(self, step: Step) -> None:
        """A move nobody decides is coming (a phase playing itself)."""
        ...

    def show_thinking(self, player: str | None) -> None:
        """A computer player is thinking."""
        ...

    def show_bot_reason(self, player: str | None, reason: str) -> None:
        """What a computer player said about the move it is about to play."""
        ...

    def show_decision(self) -> None:
        """A person decides: the buttons."""
        ...

    def help_window_in_use(self) -> str: ...

    def pause_for_help(self, window: str) -> None: ...

    def show_notice(self, text: str) -> None: ...

    def before_move(self) -> None:
        """A move is about to be applied (clear what the last decision lit up)."""
        ...

    def after_move(self, events: list[Any], log_from: int, reason: str | None) -> None:
        """A move was applied: its log lines from ``log_from`` on and what else follows."""
        ...

    def animate(self, events: list[Any], done: Callable[[], None]) -> None:
        """Play the events on the board, then call ``done`` (at once for a game that does
        not animate)."""
        ...

    def show_lesson(self) -> None:
        """The lesson service's current lesson stopped play: open it where it is read."""
        ...

    def lesson_in_view(self) -> bool:
        """The lesson just opened is on screen, several lines of it."""
        ...

    def show_lesson_line(self, line: str) -> None:
        """Lessons came up without stopping play: say so in one line."""
        ...

    def present_lesson_ids(self, ids: list[str], round_number: int) -> None:
        """A demonstration's lessons: the first shown, the rest waiting."""
        ...

    def lessons_reset(self) -> None:
        """A game starts or is resumed: nothing of the last game's lessons on screen."""
        ...

    def reshow_lesson(self) -> None:
        """A resumed game shows the lesson that was being read when it was left."""
        ...


class ThinkNow:
    """A ``Thinker`` that asks the computer player at once, on this thread (tests, scripts)."""

    def think(
        self,
        bot: Bot[GameT],
        game: GameT,
        done: Callable[[Choice], None],
        error: Callable[[BaseException], None],
    ) -> None:
        try:
            choice = bot.choose(game.clone())
        except Exception as exc:  # noqa: BLE001 - reported as the window reports it
            error(exc)
            return
        done(choice)

    def cancel(self) -> None:
        """Nothing runs in the background."""


class ManualScheduler:
    """A ``Scheduler`` that runs nothing by itself: ``run_next()`` / ``run_all()`` do (tests
    see each pause, in order, with its delay)."""

    def __init__(self) -> None:
        self.waiting: list[tuple[int, int, Callable[[], None]]] = []
        self._count = 0

    def after(self, delay_ms: int, fn: Callable[[], None]) -> object:
        self._count += 1
        self.waiting.append((self._count, delay_ms, fn))
        return self._count

    def cancel(self, handle: object) -> None:
        self.waiting = [w for w in self.waiting if w[0] != handle]

    def run_next(self) -> int:
        """Run the oldest waiting call; returns its delay (-1 if nothing waited)."""
        if not self.waiting:
            return -1
        _handle, delay, fn = self.waiting.pop(0)
        fn()
        return delay

    def run_all(self, limit: int = 100_000) -> int:
        """Run waiting calls (and those they schedule) until none is left; returns how many."""
        ran = 0
        while self.waiting and ran < limit:
            self.run_next()
            ran += 1
        return ran


class PlayLoop:
    """One game being played, for any game and any window (see the module docstring)."""

    def __init__(
        self,
        view: View,
        scheduler: Scheduler,
        thinker: Thinker,
        lessons: LessonService,
        settings: Settings,
    ) -> None:
        self.view = view
        self.scheduler = scheduler
        self.thinker = thinker
        self.lessons = lessons
        self.settings = settings
        self.flow: GameFlow | None = None
        self.busy = False  # a step is running (animation, a computer player thinking)
        self.lesson_wait = False  # lessons just opened: the game waits for Continue
        self.lesson_batches = 0  # how many times play has opened lessons (demo mode pauses)
        self.lesson_line = ""  # what came up without stopping play ("also: …")
        # A demonstration holding play: handed ``step``, it calls it when play may go on.
        self.demonstration: Callable[[Callable[[], None]], None] | None = None
        # Called with each move and its reason before it is applied (demonstration captions).
        self.on_move: list[Callable[[Any, str | None], None]] = []
        # Called with each applied move's events, after its lessons (the recap's captions).
        self.on_applied: list[Callable[[list[Any]], None]] = []
        self._pending: object | None = None

    @property
    def session(self) -> PlaySession | None:
        return self.flow.session if self.flow is not None else None

    # --- starting and stopping ---------------------------------------------------------------

    def start(
        self,
        flow: GameFlow,
        budget: ReadingBudget | None = None,
        rounds: Mapping[str, int] | None = None,
    ) -> None:
        """Play ``flow``'s session (new, opened or resumed): the lessons start from those it
        met (``rounds``: the rounds they were met in; ``budget``: its length's reading
        budget), a warning from its file is said, the lesson being read when it was left is
        shown again, and play goes on."""
        self.stop()
        self.flow = flow
        session = flow.session
        self.reset_lessons(session.lessons_opened, budget, rounds)
        if session.load_warning:
            self.view.show_notice(session.load_warning)
        self.view.refresh()
        self.advance()
        self.view.reshow_lesson()

    def reset_lessons(
        self,
        opened: Iterable[str],
        budget: ReadingBudget | None = None,
        rounds: Mapping[str, int] | None = None,
    ) -> None:
        """A game starts or is opened: these lessons were met in it already."""
        self.lessons.new_game(list(opened), budget, rounds)
        self.lesson_line = ""
        self.lesson_wait = False
        self.view.lessons_reset()

    def stop(self) -> None:
        """Stop a thinking computer player and a scheduled step."""
        self.thinker.cancel()
        if self._pending is not None:
            self.scheduler.cancel(self._pending)
            self._pending = None
        self.busy = False

    # --- the flow of play --------------------------------------------------------------------

    def advance(self) -> None:
        """The next step (through a demonstration when one holds play)."""
        if self.demonstration is not None:
            self.demonstration(self.step)
        else:
            self.step()

    def step(self) -> None:
        """Look at what the game waits for and show it or play it (the module docstring)."""
        flow = self.flow
        if flow is None or self.busy:
            return
        session = flow.session
        game = session.game
        view = self.view
        view.refresh()
        if view.holds_play():
            return
        if self.lesson_wait:  # the last move's lesson too: read before the recap covers it
            view.show_lesson_wait()
            return
        if game.is_over:
            view.show_game_over()
            return
        step = flow.automatic(self.settings.bot_pause_ms)
        bot = flow.bot() if step is None else None
        if (bot is not None or (step is not None and step.waits_for_help)) and flow.has_humans:
            window = view.help_window_in_use()
            if window:
                view.pause_for_help(window)
                return
        if step is not None:
            view.show_step(step)
            if step.delay_ms is None:
                self.apply(step.action, step.reason)
            else:
                action, reason = step.action, step.reason
                self._schedule(step.delay_ms, lambda: self.apply(action, reason))
            return
        if bot is not None:
            view.show_thinking(game.current_player)
            self.busy = True
            self.thinker.think(bot, game, self._bot_done, self._bot_failed)
            return
        view.show_decision()

    def _schedule(self, delay: int, fn: Callable[[], None]) -> None:
        self.busy = True

        def run() -> None:
            self._pending = None
            self.busy = False
            fn()

        self._pending = self.scheduler.after(max(0, delay), run)

    def _bot_done(self, choice: Choice) -> None:
        self.busy = False
        flow = self.flow
        if flow is None:
            return
        action, reason = flow.checked(choice)
        if reason:
            self.view.show_bot_reason(flow.session.game.current_player, reason)
        self._schedule(self.settings.bot_pause_ms, lambda: self.apply(action, reason))

    def _bot_failed(self, exc: BaseException) -> None:
        self.busy = False
        flow = self.flow
        if flow is None:
            return
        self.view.show_notice(
            _("A computer player had a problem ({problem}); it plays a safe move.").format(
                problem=exc
            )
        )
        action, reason = flow.safe_move()
        self.apply(action, reason)

    def apply(self, action: Any, reason: str | None = None) -> None:
        """Send one decision to the engine (through the session), play what happened, bring
        up its lessons and go on."""
        flow = self.flow
        if flow is None or self.busy or flow.session.game.is_over:
            return
        for hook in self.on_move:
            hook(action, reason)
        session = flow.session
        self.view.before_move()
        log_from = len(session.log)
        # Whose turn brought the lessons up (the reading budget's per-turn cap).
        turn, by_computer = flow.lesson_turn(), session.current_is_computer
        events = session.apply(action, reason)
        self.view.after_move(events, log_from, reason)
        if session.last_error:
            self.view.show_notice(session.last_error)
        self.busy = True
        self.view.animate(events, lambda: self._played(flow, events, turn, by_computer))

    def _played(self, flow: GameFlow, events: list[Any], turn: Hashable, by_computer: bool) -> None:
        self.busy = False
        if self.flow is not flow:
            return  # another game since
        # People read before play goes on; a game of computer players alone never stalls
        # (demonstration mode holds it at lessons itself).
        state, round_number = flow.lesson_place()
        self.present_lessons(events, state, round_number, flow.lessons_wait(), turn, by_computer)
        for hook in self.on_applied:
            hook(events)
        self.advance()

    # --- lessons ---------------------------------------------------------------------------

    def present_lessons(
        self,
        events: Iterable[Any],
        state: Any,
        round_no: int,
        wait: bool,
        turn: Hashable = None,
        by_computer: bool = False,
    ) -> bool:
        """Bring up the lessons ``events`` bring up, through the reading rules (the lesson
        mode and the game's reading budget, ``kernel/reading.py``): one lesson stops play and
        opens (with ``wait`` the game holds until the players go on, then ``advance()``); the
        others wait under [L], named in one line ("also: …", "seen before: … — open it again
        [L]") while play goes on. ``turn`` names the player-turn (the per-turn cap),
        ``by_computer`` whether a computer player is playing it. True if a lesson stopped
        play."""
        flow = self.flow
        arrival: Arrival = self.lessons.arrive(
            list(events),
            state,
            round_no,
            turn,
            by_computer,
            with_people=flow.has_humans if flow is not None else True,
        )
        if arrival.stop is None and not arrival.waiting:
            return False
        self.lesson_line = arrival_line(arrival, self.lessons.title_of)
        if arrival.stop is None:
            self.view.show_lesson_line(self.lesson_line)
            return False
        self.view.show_lesson()
        self.lesson_batches += 1
        self.lesson_wait = wait
        session = self.session
        stopped = session is not None and arrival.stop not in session.lessons_opened
        if wait and stopped and session is not None and self.view.lesson_in_view():
            session.record_lesson(arrival.stop)  # it stopped play in view: the class reads it
        return True

    def demonstration_lessons(self, events: list[Any]) -> list[str]:
        """For a demonstration stepped by the teacher: the lesson that stops play, then those
        waiting (nothing if none stops; the others then wait under [L] already)."""
        flow = self.flow
        if flow is None:
            return []
        state, round_number = flow.lesson_place()
        return self.lessons.stop_and_wait(events, state, round_number, flow.lesson_turn())

    def present_demonstration_lessons(self, ids: list[str]) -> None:
        """A demonstration step's lessons: the first shown, the others waiting; counted as a
        batch, met once on screen long enough, as in any game."""
        flow = self.flow
        round_number = flow.lesson_place()[1] if flow is not None else 0
        self.view.present_lesson_ids(ids, round_number)
        self.lesson_batches += 1

    def continue_after_lesson(self) -> None:
        """The players read the lesson: play goes on."""
        self.lesson_wait = False
        self.advance()
