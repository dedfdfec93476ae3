"""Demonstration mode, the recap and the exit ticket in the Colonials play window: F5 (and the
Classroom menu) starts a demonstration game of three computer players that the teacher steps
phase by phase, and F5 again goes back to the game that was on the table; F3 (and the menu)
opens the recap of the game on the table, whose last tab is the exit ticket.

The window calls ``install(window)`` once. While the demonstration runs, the window's own
flow (``advance``) is held, and every move goes through the session's door, so the log, the
per-turn chart and the lessons met are the session's as in any game.
"""

from __future__ import annotations

import time
import tkinter as tk
from typing import Any

from florida_history.games.colonials.demo_play import Beat, DemoPlay
from florida_history.games.colonials.engine.settings import preset
from florida_history.games.colonials.engine.state import POWERS
from florida_history.games.colonials.session import ColonialsSession, Seat
from florida_history.games.colonials.ui.demo import ColonialsDemo
from florida_history.games.colonials.ui.recap import ColonialsRecapWindow, open_recap
from florida_history.ui import theme as th

DEMO_PLAYERS = 3
DEMO_LENGTH = "short"  # the preset made for demonstrations


class ColonialsClassroom:
    def __init__(self, window: Any) -> None:
        self.window = window
        self.demo: ColonialsDemo | None = None
        self.play: DemoPlay | None = None
        self.recap_window: ColonialsRecapWindow | None = None
        self.before_demo: ColonialsSession | None = None  # the game to go back to
        self.demo_seed: int | None = None  # the next demonstration's game number (None: new)
        self._advance = window.advance
        window.advance = self._held_advance
        root = window.root
        root.bind("<F5>", lambda e: self.toggle_demo())
        root.bind("<F3>", lambda e: self.open_recap())
        menu = tk.Menu(window.menubar, tearoff=False)
        menu.add_command(
            label="Demonstration game (computer players)",
            accelerator="F5",
            command=self.toggle_demo,
        )
        menu.add_command(
            label="Game recap and exit ticket", accelerator="F3", command=self.open_recap
        )
        window.menubar.add_cascade(label="Classroom", menu=menu)
        self.menu = menu
        window.on_game_over.append(self._offer_recap)
        self.recap_button: tk.Button | None = None

    # --- the demonstration -----------------------------------------------------------------

    @property
    def demo_active(self) -> bool:
        return self.demo is not None and self.demo.active

    def toggle_demo(self) -> None:
        if self.demo_active:
            self.leave_demo()
        else:
            self.start_demo()

    def start_demo(self, seed: int | None = None) -> ColonialsDemo:
        """A new game of computer players on the table, stepped by the teacher. The game on
        the table before is kept (and saved as usual) and comes back after."""
        w = self.window
        if self.demo_active:
            assert self.demo is not None
            return self.demo
        self.before_demo = w.session
        seats = [Seat(p, "", "computer", "medium") for p in POWERS[:DEMO_PLAYERS]]
        if seed is None:
            seed = self.demo_seed if self.demo_seed is not None else int(time.time()) % 100_000
        number = seed
        session = ColonialsSession.new(seats, preset(DEMO_LENGTH, DEMO_PLAYERS), number)
        session.autosave = False  # the people's autosaved game stays theirs
        self.play = None
        self.demo = None
        self._holding = True
        w.set_session(session)  # builds the table; its advance is held (see _held_advance)
        self.play = DemoPlay(
            session.game,
            w.bots,
            session.classroom_names,
            apply=session.apply,
            lessons_for=lambda events: session.lessons_to_open(events, w.lessons.mode),
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
            open_lesson=self._open_lesson,
            open_recap=lambda demo: self.open_recap(),
            on_stop=self._demo_stopped,
            present_lessons=self._present,
            play=self.play,
            on_next=w.hide_lesson,
            on_beat=self._logged,
            band_share=0.95,  # lessons open over the colonies, not below the band
            keys={"<Key-l>": w.next_lesson, "<Key-L>": w.next_lesson},
        )
        self.demo.start()

    def leave_demo(self) -> None:
        if self.demo is not None:
            self.demo.stop()  # calls _demo_stopped

    def _demo_stopped(self) -> None:
        w = self.window
        self._holding = False
        self.demo = None
        self.play = None
        before, self.before_demo = self.before_demo, None
        if before is not None:
            w.set_session(before)
        else:
            w.advance()

    def _held_advance(self) -> None:
        """The window's ``advance``: held while the demonstration steps the game."""
        if not getattr(self, "_holding", False):
            self._advance()
            return
        w = self.window
        if self.play is not None and (self.demo is None or self.demo.table is not w.table):
            self._attach()  # the window rebuilt its table (text size, contrast)

    def _present(self, ids: list[str]) -> None:
        w = self.window
        w.lesson_panel.present(ids, w.session.game.state.round)
        w.show_lesson()
        w.lesson_batches += 1
        w.session.record_lesson(ids[0])  # the class stops at it with the teacher

    def _open_lesson(self, lesson_id: str) -> None:
        w = self.window
        w.lesson_panel.open(lesson_id)
        w.show_lesson()

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

    # --- the recap and exit ticket ---------------------------------------------------------

    def _offer_recap(self) -> None:
        """At the end of a game, the way to the recap on the window's game-over screen."""
        panel = getattr(self.window, "game_over_panel", None)
        if panel is None or not panel.winfo_exists():
            return
        button = tk.Button(
            panel,
            text="Game recap and exit ticket [F3]",
            font="fh-button",
            background=th.YELLOW,
            command=self.open_recap,
        )
        shown = panel.pack_slaves()
        options: dict[str, Any] = {"before": shown[-1]} if shown else {}
        button.pack(side="bottom", anchor="w", padx=12, pady=(0, 12), **options)
        self.recap_button = button

    def open_recap(self) -> ColonialsRecapWindow:
        """The recap of the game on the table (over or not), with its exit ticket."""
        w = self.window
        s = w.session
        if self.recap_window is not None and self.recap_window.winfo_exists():
            self.recap_window.destroy()
        if w.lessons.library is None:
            w.lessons.load()
        snapshots = [{p: (point.pop[p], point.gold[p]) for p in point.pop} for point in s.chart]
        now = {p.power: (p.pop, p.gold) for p in s.game.state.players}
        if not snapshots or snapshots[-1] != now:  # a turn under way: where things stand now
            snapshots.append(now)
        self.recap_window = open_recap(
            w.root,
            s.game.state,
            s.history,
            w.lessons.library,
            w.lessons.title_of,
            lessons_met=s.lessons_opened,
            names={seat.power: seat.name for seat in s.seats if seat.name},
            snapshots=snapshots,
            open_lesson=self._open_lesson,
            classroom=s.classroom_names,
        )
        return self.recap_window


def install(window: Any) -> ColonialsClassroom:
    """The one call the Colonials window makes: F5, F3 and the Classroom menu."""
    classroom = ColonialsClassroom(window)
    window.classroom = classroom
    return classroom
