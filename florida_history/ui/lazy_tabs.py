"""Notebook tabs whose widgets are made when the tab is first shown.

The recap and the library have four tabs each, but a class sees one at a time: making every
tab's hundreds of widgets (and having Tk lay them all out) before the window could show was
most of the time F2 and F3 took. Each tab's frame is in the notebook from the start (so the
tabs, their order and their names are as before); its content is built the first time the tab
is selected, or when code asks for one of the attributes the tab's builder sets (a test
pressing an exit ticket answer, an export), whichever comes first. A tab built later is made
keyboard-ready like the rest of the window (``make_keyboard_ready``).

Tabs not shown yet are also built in idle time once the window is on screen, in small pieces
(a builder may be a generator: each ``yield`` ends a piece), a few milliseconds at a time with
a pause between, so a key press or a click never waits long and a tab clicked later is
usually built already. The pieces stop when the window is hidden or destroyed and start again
when it is shown; ``discard_partial`` throws away a tab half built from data that changed
(the text size, the game filter, the columns' widths) and builds it again later.
"""

from __future__ import annotations

import time
import tkinter as tk
from collections.abc import Callable, Iterable, Iterator
from tkinter import ttk
from typing import Any

from florida_history.ui.keyboard import make_keyboard_ready
from florida_history.ui.tk_typed import shown_tab

START_MS = 150  # after the window is shown: its first drawing and layout go first, even
# on a busy machine (a player takes longer than this to reach a tab)
GAP_MS = 8  # between two idle pieces: key presses, clicks and redraws go in between
BUDGET_S = 0.004  # an idle turn runs pieces until this much time went
IDLE_BUILD = True  # False: tabs are built only when shown or asked for (tests of that)


class LazyTabs:
    def __init__(self, notebook: ttk.Notebook, enter: bool = True) -> None:
        self.notebook = notebook
        self.enter = enter  # passed on to make_keyboard_ready
        # By tab path: the frame and its builder (None: returns nothing, or a generator).
        self._pending: dict[str, tuple[tk.Misc, Callable[[], Iterator[None] | None]]] = {}
        self._running: dict[str, Iterator[None]] = {}  # tabs half built in idle time
        self._tab_of: dict[str, str] = {}  # attribute name -> tab path
        self._timer: str | None = None
        notebook.bind("<<NotebookTabChanged>>", lambda e: self.build_shown(), add="+")
        # The window's own Map, Unmap and Destroy (not its children's): a tag on it alone.
        top = notebook.winfo_toplevel()
        tag = f"LazyTabs{id(self)}"
        top.bindtags((tag, *top.bindtags()))
        top.bind_class(tag, "<Map>", lambda e: self.build_in_idle())
        top.bind_class(tag, "<Unmap>", lambda e: self.stop_idle())
        top.bind_class(tag, "<Destroy>", lambda e: self.stop_idle())

    def add(
        self,
        tab: tk.Misc,
        build: Callable[[], Iterator[None] | None],
        attributes: Iterable[str],
    ) -> None:
        """``build`` fills ``tab`` (already in the notebook) and sets ``attributes``; a
        generator builds in pieces, and must set an attribute only when it is complete (a
        list of widgets when the last is in it) so that asking for it finishes the tab."""
        path = str(tab)
        self._pending[path] = (tab, build)
        for name in attributes:
            self._tab_of[name] = path

    def is_built(self, tab: tk.Misc) -> bool:
        return str(tab) not in self._pending

    def _pieces(self, path: str) -> Iterator[None] | None:
        """The rest of the tab's pieces (started if not yet)."""
        pieces = self._running.get(path)
        if pieces is None:
            _frame, build = self._pending[path]
            pieces = build()
            if pieces is not None:
                self._running[path] = pieces
        return pieces

    def _finish(self, path: str) -> None:
        frame, _build = self._pending.pop(path)
        self._running.pop(path, None)
        make_keyboard_ready(frame, enter=self.enter)

    def build(self, tab: tk.Misc | str) -> None:
        path = str(tab)
        if path not in self._pending:
            return
        pieces = self._pieces(path)
        if pieces is not None:
            for _ in pieces:
                pass
        self._finish(path)

    def build_shown(self) -> None:
        try:
            shown = shown_tab(self.notebook)
        except tk.TclError:  # the window is going away
            return
        if shown:
            self.build(shown)

    def build_for(self, attribute: str) -> bool:
        """Build the tab that sets ``attribute``; False if no tab still to build sets it."""
        path = self._tab_of.get(attribute)
        if path is None or path not in self._pending:
            return False
        self.build(path)
        return True

    def build_all(self) -> None:
        for path in list(self._pending):
            self.build(path)

    # --- in idle time ----------------------------------------------------------------------

    def build_in_idle(self, delay: int | None = None) -> None:
        """Start building the tabs not built yet, piece by piece (if not started already)."""
        if IDLE_BUILD and self._pending and self._timer is None:
            try:
                self._timer = self.notebook.after(
                    START_MS if delay is None else delay, self._idle_turn
                )
            except tk.TclError:  # the window is going away
                self._timer = None

    def stop_idle(self) -> None:
        """No more pieces until the window is shown again (a half-built tab waits as it is)."""
        if self._timer is not None:
            try:
                self.notebook.after_cancel(self._timer)
            except tk.TclError:
                pass
            self._timer = None

    def is_partial(self, tab: tk.Misc) -> bool:
        """Whether ``tab`` is half built (some of its idle pieces done)."""
        return str(tab) in self._running

    @property
    def idle_pending(self) -> bool:
        """Whether an idle piece is waiting to run."""
        return self._timer is not None

    def discard_partial(self, tab: tk.Misc) -> None:
        """A tab half built from what has just changed: its widgets go, and it is built again
        from the start (when shown, asked for, or in idle time)."""
        path = str(tab)
        if self._running.pop(path, None) is None:
            return
        frame, _build = self._pending[path]
        for child in frame.winfo_children():
            child.destroy()

    def _idle_turn(self) -> None:
        self._timer = None
        try:
            if not self.notebook.winfo_viewable():
                return  # hidden: started again at the next <Map>
        except tk.TclError:
            return
        deadline = time.perf_counter() + BUDGET_S
        while self._pending:  # one piece at least; another if one as long still fits
            start = time.perf_counter()
            path = next(iter(self._running), None) or next(iter(self._pending))
            pieces = self._pieces(path)
            if pieces is None or next(pieces, StopIteration) is StopIteration:
                self._finish(path)
            now = time.perf_counter()
            if now + (now - start) > deadline:
                break
        self.build_in_idle(GAP_MS)


class LazyTabsOwner:
    """For a window with ``self.lazy_tabs``: asking for a widget of a tab not built yet (an
    exit ticket's answers, the library's timeline) builds that tab first."""

    def __getattr__(self, name: str) -> Any:
        tabs = self.__dict__.get("lazy_tabs")
        if tabs is not None and tabs.build_for(name):
            return object.__getattribute__(self, name)
        raise AttributeError(name)
