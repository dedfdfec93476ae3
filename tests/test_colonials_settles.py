"""Text size steps never leave the Colonials window redrawing itself (issue 23, item 1): from
100% to 200% and back, at 1280×720 and 1920×1080, in each kind of moment of a 4-player game
(2 people, 2 Medium computers: every phase, the pass screen, a lesson waiting during a
computer's turn, the game over), the window settles within a bounded number of <Configure>
passes, is quiet afterwards and keeps its size.

A layout that feeds back into itself (a prompt wrapped at its column's width asking for that
width back) made Tk lay the window out forever inside ``update_idletasks``: the counter here
cuts such a loop off by taking the window's content away, so the test fails instead of
hanging."""

from __future__ import annotations

import time
import tkinter as tk

import pytest

from florida_history.app.lessons import LessonService
from florida_history.app.settings import Settings
from florida_history.games.colonials.ai.registry import make_bot
from florida_history.games.colonials.engine.settings import preset
from florida_history.games.colonials.session import ColonialsSession, Seat
from florida_history.games.colonials.ui.window import ColonialsWindow
from tests.tkhelpers import pump_for

SEATS = [
    Seat("english", "Ana"),
    Seat("french", "Ben"),
    Seat("spanish", kind="computer", level="medium"),
    Seat("dutch", kind="computer", level="medium"),
]
SCALES = (1.15, 1.3, 1.5, 1.75, 2.0, 1.0)
# <Configure> events one text size step may bring (measured: a few hundred); a loop brings
# thousands a second.
BOUND = 3000


class ConfigureCounter:
    """Counts every <Configure> of the window; past ``BOUND`` it takes the window's content
    away, which ends a layout loop (the test then fails on the count)."""

    def __init__(self, root: tk.Tk, win: ColonialsWindow) -> None:
        self.count = 0
        self.win = win
        root.bind_all("<Configure>", self._seen, add="+")

    def _seen(self, _event: tk.Event) -> None:
        self.count += 1
        if self.count == BOUND and self.win.main.winfo_exists():
            self.win.main.destroy()


def _window(root: tk.Tk, seed: int) -> ColonialsWindow:
    session = ColonialsSession.new(SEATS, preset("class-period", 4), seed)
    session.autosave = False
    settings = Settings(animation_speed="instant", lesson_mode="always")
    win = ColonialsWindow(root, session, settings, LessonService(mode="always"), think_seconds=None)
    root.update()
    return win


def _moment(win: ColonialsWindow) -> tuple[object, ...]:
    game = win.session.game
    t = win.table
    return (game.is_over, game.pending.kind, t.pass_screen.covering, win.lesson_wait)


def _step_all_sizes(root: tk.Tk, win: ColonialsWindow, counter: ConfigureCounter, what) -> None:
    size = (root.winfo_width(), root.winfo_height())
    for scale in SCALES:
        counter.count = 0
        win.set_text_scale(scale)
        pump_for(root, 0.03)
        assert counter.count < BOUND, f"{what} at {scale:.0%}: the layout never settles"
        counter.count = 0
        pump_for(root, 0.06)
        assert counter.count == 0, f"{what} at {scale:.0%}: still redrawing when idle"
        assert (root.winfo_width(), root.winfo_height()) == size, f"{what} at {scale:.0%}"


@pytest.mark.parametrize(
    ("screen", "seed", "moments"), [("1280x720", 40204, 14), ("1920x1080", 7, 5)]
)
def test_text_size_steps_settle_in_every_moment_of_a_game(tk_root, screen, seed, moments):
    tk_root.geometry(f"{screen}+0+0")
    tk_root.update()
    win = _window(tk_root, seed)
    counter = ConfigureCounter(tk_root, win)
    game = win.session.game
    person = make_bot("medium", 5)
    seen: set[tuple[object, ...]] = set()
    started = time.monotonic()
    while len(seen) < moments and time.monotonic() - started < 60:
        tk_root.update()
        if win.busy:
            time.sleep(0.002)
            continue
        moment = _moment(win)
        if moment not in seen:
            seen.add(moment)
            _step_all_sizes(tk_root, win, counter, moment)
        if game.is_over:
            break
        t = win.table
        if t.pass_screen.covering:
            t.pass_screen.ready()
        elif win.lesson_wait:
            win.continue_after_lesson()
        elif game.current_player in t.humans:
            win.apply(person.choose(game).action)
    assert len(seen) >= min(moments, 5), seen
    # A lesson waiting while a computer plays (where the class saw the freeze) was met.
    assert any(m[3] for m in seen), seen
