"""Colonials' parts of the classroom features (``ui/classroom.py`` asks the window for them):
the demonstration mode (``make_demo``: F5 and the Game menu), a demonstration game of three
computer players (``start_demo_game``), the recap with its exit ticket (``open_recap``: F3)
and the lessons the game's events brought up (``lessons_brought_up``).

Demonstration: on a game of computer players, F5 steps that game; on a game with people, F5
starts a demonstration game of three computer players (the Short length) and F5 again brings
the people's game back. While it runs, the play loop (``app/play.py``) is held (this mode is
its ``demonstration``), every move goes through the session's door and every lesson through
the loop's lesson path, so the log, the per-turn chart and the lessons met are the session's
as in any game.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from florida_history.games.colonials.demo_play import Beat, DemoPlay
from florida_history.games.colonials.engine.settings import preset
from florida_history.games.colonials.engine.state import POWERS
from florida_history.games.colonials.lessons import lessons_for_events
from florida_history.games.colonials.session import ColonialsSession, Seat
from florida_history.games.colonials.ui.demo import ColonialsDemo
from florida_history.games.colonials.ui.recap import ColonialsRecapWindow
from florida_history.games.colonials.ui.recap import open_recap as make_recap_window

DEMO_PLAYERS = 3
DEMO_LENGTH = "short"  # the preset made for demonstrations


class DemoMode:
    """What the classroom features know as the window's demonstration mode: ``active``,
    ``toggle()``, ``fit_band()``."""

    def __init__(self, window: Any) -> None:
        self.window = window
        self.demo: ColonialsDemo | None = None
        self.play: DemoPlay | None = None
        self.before: ColonialsSession | None = None  # the people's game to go back to
        self.seed: int | None = None  # the next demonstration's game number (None: new)
        self._holding = False
        self._advance = window.play.step
        window.play.demonstration = lambda _step: self._held_advance()

    @property
    def active(self) -> bool:
        return self.demo is not None and self.demo.active

    def toggle(self) -> None:
        if self.active:
            self.leave()
            return
        s = self.window.session
        if s is not None and not s.has_humans and not s.game.is_over:
            self._run_on(s)  # computers only: step the game on the table
        else:
            self.start_game()

    def fit_band(self) -> None:
        if self.demo is not None and self.demo.active:
            self.demo.band.fit()

    def start_game(self, seed: int | None = None) -> ColonialsDemo:
        """A new game of computer players on the table, stepped by the teacher; the people's
        game on the table before comes back afterwards."""
        w = self.window
        if self.before is None and w.session is not None and w.session.has_humans:
            self.before = w.session
        if seed is None:
            seed = self.seed if self.seed is not None else int(time.time()) % 100_000
        seats = [Seat(p, "", "computer", "medium") for p in POWERS[:DEMO_PLAYERS]]
        session = ColonialsSession.new(seats, preset(DEMO_LENGTH, DEMO_PLAYERS), seed)
        session.autosave = False  # the people's autosaved game stays theirs
        return self._run_on(session)

    def _run_on(self, session: ColonialsSession) -> ColonialsDemo:
        w = self.window
        if self.demo is not None and self.demo.active:
            self.demo.on_stop = None  # replaced, not left
            self.demo.stop()
        self._holding = True
        self.play = None
        self.demo = None
        if w.session is not session:
            w.set_session(session)  # builds the table; its advance is held
        w.stop()  # a computer player thinking on the worker thread stops
        self.play = DemoPlay(
            session.game,
            w.bots,
            session.classroom_names,
            apply=session.apply,
            lessons_for=w.play.demonstration_lessons,
        )
        self._attach()
        assert self.demo is not None
        return self.demo

    def _attach(self) -> None:
        """A caption band on the window's table (again after the table is rebuilt, e.g. for a
        new text size)."""
        w = self.window
        assert self.play is not None
        self.demo = ColonialsDemo(
            w.table,
            lesson_title=w.lessons.title_of,
            open_lesson=w.open_lesson,
            open_recap=self._recap,
            on_stop=self._stopped,
            present_lessons=self._present,
            play=self.play,
            on_next=self._lesson_read,
            on_beat=self._logged,
            band_share=0.55,  # as in Colonial Florida: the log and lessons below it
            keys={"<Key-l>": w.next_lesson, "<Key-L>": w.next_lesson},
            band_slot=w.band_slot,
            column_height=w.side_column.winfo_height,
            speech_speed=lambda: w.settings.speech_speed,
        )
        w.lesson_over_band[:] = [self.demo.band.fold]  # this band's (a rebuilt table: a new one)
        self.demo.start()
        # The band's Next is the only way on: no "Continue [Space]" left beside it.
        w.lesson_wait = False
        w.decision.clear("")
        w.band_changed()  # lessons open below the band, never squeezed under it

    def leave(self) -> None:
        if self.demo is not None:
            self.demo.stop()  # calls _stopped

    def _stopped(self) -> None:
        w = self.window
        self._holding = False
        self.demo = None
        self.play = None
        before, self.before = self.before, None
        w.band_changed()
        w.recover_focus()  # the band's Next had the keyboard: the window takes it back
        if before is not None:
            w.set_session(before)
        else:
            w.advance()

    def _held_advance(self) -> None:
        """The window's ``advance``: held while the demonstration steps the game."""
        if not self._holding:
            self._advance()
            return
        w = self.window
        if self.play is not None and (self.demo is None or self.demo.table is not w.table):
            self._attach()  # the window rebuilt its table (text size, contrast)

    def _lesson_read(self) -> None:
        """Next: a lesson laid over the column (big text) gives the captions back."""
        hide = getattr(self.window, "_hide_lesson_overlay", None)
        if hide is not None:
            hide()

    def _present(self, ids: list[str]) -> None:
        self.window.play.present_demonstration_lessons(ids)

    def _recap(self, _demo: ColonialsDemo) -> Any:
        classroom = getattr(self.window, "classroom", None)
        if classroom is not None:
            return classroom.open_recap()  # builds the exit ticket from the lessons met
        return None

    def _logged(self, beat: Beat) -> None:
        """The window's log, one phase at a time with the captions (not ahead of them)."""
        w = self.window
        s = w.session
        log = w.log
        log.configure(state="normal")
        for reason in beat.reasons:
            log.insert("end", reason + "\n", "reason")
        for e in beat.events:
            line = s.line_for(e)
            if line:
                log.insert("end", line + "\n")
        log.see("end")
        log.configure(state="disabled")


def open_recap(
    window: Any, met: list[str], ticket: Any, open_lesson: Callable[[str], Any]
) -> ColonialsRecapWindow | None:
    """The recap of the game on the table (over or not), around the exit ticket."""
    s = window.session
    if s is None:
        return None
    snapshots = [{p: (point.pop[p], point.gold[p]) for p in point.pop} for point in s.chart]
    now = {p.power: (p.pop, p.gold) for p in s.game.state.players}
    if not snapshots or snapshots[-1] != now:  # a turn under way: where things stand now
        snapshots.append(now)
    return make_recap_window(
        window.root,
        s.game.state,
        s.history,
        window.lessons.library,
        window.lessons.title_of,
        lessons_met=met,
        names={seat.power: seat.name for seat in s.seats if seat.name},
        snapshots=snapshots,
        open_lesson=open_lesson,
        classroom=s.classroom_names,
        ticket=ticket,
    )


def lessons_brought_up(window: Any) -> list[str]:
    """Every lesson the game's events have brought up (read or not), in order."""
    s = window.session
    return lessons_for_events(s.history) if s is not None else []
