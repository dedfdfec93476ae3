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
