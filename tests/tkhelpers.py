"""The one way GUI tests let Tk run: process events until something happens, or for a while.

Tests import these instead of keeping their own loops, so a change (a longer default wait on a
slow machine, a clearer timeout message) reaches every GUI test at once.
"""

from __future__ import annotations

import time
import tkinter as tk
from collections.abc import Callable

STEP = 0.002  # seconds between event-loop passes: short, but leaves the bot threads a turn


def wait_until(root: tk.Misc, condition: Callable[[], object], timeout: float = 30.0) -> None:
    """Run Tk's event loop until ``condition()`` is true; fail the test after ``timeout``."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout:g} s waiting for the app")
        root.update()
        time.sleep(STEP)


def pump_for(root: tk.Misc, seconds: float) -> None:
    """Run Tk's event loop for ``seconds`` (timers, animations, <Configure> passes)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        root.update()
        time.sleep(STEP)


def isolate_settings(tmp_path, monkeypatch) -> None:
    """The user's settings and the school defaults in the test's own folder, never the tester's."""
    monkeypatch.setenv("FLORIDA_HISTORY_CONFIG", str(tmp_path / "cfg"))
    monkeypatch.setenv("FLORIDA_HISTORY_SCHOOL_DEFAULTS", str(tmp_path / "school.json"))


def florida_classroom_window(tk_root: tk.Tk, settings=None, persist: bool = False):
    """A Colonial Florida window with its lessons loaded and the classroom features, as the
    launcher builds it (instant animation, the language set now, unless ``settings`` say
    otherwise); the caller
    stops it. ``persist``: settings are written to the user's file, as after launch."""
    from florida_history.app.settings import Settings
    from florida_history.games.colonial_florida.ui.window import FloridaWindow
    from florida_history.i18n import language
    from florida_history.ui.classroom import ClassroomFeatures

    # In the language the test chose (a window speaks its settings' language).
    settings = settings or Settings(animation_speed="instant", language=language())
    window = FloridaWindow(tk_root, settings)
    window.lessons.load()
    window.classroom = ClassroomFeatures(window)
    if persist:
        window.classroom.persist = True
    tk_root.update()
    return window
