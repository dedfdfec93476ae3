"""Computer players think on a worker thread; the Tk thread polls the answer with after(),
so the window never freezes (Thonny's pattern: background work never touches Tk)."""

from __future__ import annotations

import queue
import threading
import tkinter as tk
from collections.abc import Callable
from typing import Any


class BotRunner:
    POLL_MS = 25

    def __init__(self, widget: tk.Misc) -> None:
        self.widget = widget
        self.results: queue.Queue[tuple[int, Any, BaseException | None]] = queue.Queue()
        self.ticket = 0
        self.busy = False
        self._callback: Callable[[Any], None] | None = None
        self._error: Callable[[BaseException], None] | None = None
        self._after: str | None = None

    def think(
        self,
        bot: Any,
        game: Any,  # any game's rules object: it is copied with ``clone()``
        done: Callable[[Any], None],
        error: Callable[[BaseException], None],
    ) -> None:
        """Ask ``bot`` to choose on a copy of ``game``; call ``done(choice)`` on the Tk thread."""
        self.cancel()
        self.ticket += 1
        ticket = self.ticket
        self.busy = True
        self._callback, self._error = done, error
        copy = game.clone()

        def work() -> None:
            try:
                self.results.put((ticket, bot.choose(copy), None))
            except BaseException as exc:  # noqa: BLE001 - reported on the Tk thread
                self.results.put((ticket, None, exc))

        threading.Thread(target=work, name="bot", daemon=True).start()
        self._after = self.widget.after(self.POLL_MS, self._poll)

    def _poll(self) -> None:
        self._after = None
        try:
            ticket, choice, exc = self.results.get_nowait()
        except queue.Empty:
            self._after = self.widget.after(self.POLL_MS, self._poll)
            return
        if ticket != self.ticket:  # an answer to a cancelled question
            self._after = self.widget.after(self.POLL_MS, self._poll)
            return
        self.busy = False
        if exc is not None:
            if self._error:
                self._error(exc)
        elif self._callback:
            self._callback(choice)

    def cancel(self) -> None:
        """Forget the question being thought about (new game, load, close)."""
        self.ticket += 1
        self.busy = False
        if self._after is not None:
            try:
                self.widget.after_cancel(self._after)
            except tk.TclError:
                pass
            self._after = None
