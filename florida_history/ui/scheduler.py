"""The play loop's scheduler in a window: Tk's ``after`` (``app.play.Scheduler``)."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable


class TkScheduler:
    """Runs the play loop's pauses on the Tk event loop of ``widget``."""

    def __init__(self, widget: tk.Misc) -> None:
        self.widget = widget

    def after(self, delay_ms: int, fn: Callable[[], None]) -> object:
        return self.widget.after(delay_ms, fn)

    def cancel(self, handle: object) -> None:
        if isinstance(handle, str):
            self.widget.after_cancel(handle)
