"""Computer players think on a worker thread; the Tk thread polls the answer with after(),
so the window never freezes (Thonny's pattern: background work never touches Tk)."""

from __future__ import annotations

import queue
import threading
import tkinter as tk
from collections.abc import Callable
from typing import TypeVar

from florida_history.kernel.contract import Bot, Choice, Clonable

GameT = TypeVar("GameT", bound=Clonable)


class BotRunner:
    POLL_MS = 25

    def __init__(self, widget: tk.Misc) -> None:
        self.widget = widget
        # (question number, the choice or what the bot raised)
        self.results: queue.Queue[tuple[int, Choice | BaseException]] = queue.Queue()
        self.ticket = 0
        self.busy = False
        self._callback: Callable[[Choice], None] | None = None
        self._error: Callable[[BaseException], None] | None = None
        self._after: str | None = None

    def think(
        self,
        bot: Bot[GameT],
        game: GameT,  # any game's rules: the bot thinks on a copy (``clone()``)
        done: Callable[[Choice], None],
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
                self.results.put((ticket, bot.choose(copy)))
            except BaseException as exc:  # noqa: BLE001 - reported on the Tk thread
                self.results.put((ticket, exc))

        threading.Thread(target=work, name="bot", daemon=True).start()
        self._after = self.widget.after(self.POLL_MS, self._poll)

    def _poll(self) -> None:
        self._after = None
        try:
            ticket, answer = self.results.get_nowait()
        except queue.Empty:
            self._after = self.widget.after(self.POLL_MS, self._poll)
            return
        if ticket != self.ticket:  # an answer to a cancelled question
            self._after = self.widget.after(self.POLL_MS, self._poll)
            return
        self.busy = False
        if isinstance(answer, BaseException):
            if self._error:
                self._error(answer)
        elif self._callback:
            self._callback(answer)

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
