"""Notebook tabs whose widgets are made when the tab is first shown.

The recap and the library have four tabs each, but a class sees one at a time: making every
tab's hundreds of widgets (and having Tk lay them all out) before the window could show was
most of the time F2 and F3 took. Each tab's frame is in the notebook from the start (so the
tabs, their order and their names are as before); its content is built the first time the tab
is selected, or when code asks for one of the attributes the tab's builder sets (a test
pressing an exit ticket answer, an export), whichever comes first. A tab built later is made
keyboard-ready like the rest of the window (``make_keyboard_ready``).
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Iterable
from tkinter import ttk
from typing import Any

from florida_history.ui.keyboard import make_keyboard_ready


class LazyTabs:
    def __init__(self, notebook: ttk.Notebook, enter: bool = True) -> None:
        self.notebook = notebook
        self.enter = enter  # passed on to make_keyboard_ready
        self._pending: dict[str, tuple[tk.Misc, Callable[[], None]]] = {}  # by tab path
        self._tab_of: dict[str, str] = {}  # attribute name -> tab path
        notebook.bind("<<NotebookTabChanged>>", lambda e: self.build_shown(), add="+")

    def add(self, tab: tk.Misc, build: Callable[[], None], attributes: Iterable[str]) -> None:
        """``build`` fills ``tab`` (already in the notebook) and sets ``attributes``."""
        path = str(tab)
        self._pending[path] = (tab, build)
        for name in attributes:
            self._tab_of[name] = path

    def is_built(self, tab: tk.Misc) -> bool:
        return str(tab) not in self._pending

    def build(self, tab: tk.Misc | str) -> None:
        entry = self._pending.pop(str(tab), None)
        if entry is None:
            return
        frame, build = entry
        build()
        make_keyboard_ready(frame, enter=self.enter)

    def build_shown(self) -> None:
        try:
            shown = self.notebook.select()
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


class LazyTabsOwner:
    """For a window with ``self.lazy_tabs``: asking for a widget of a tab not built yet (an
    exit ticket's answers, the library's timeline) builds that tab first."""

    def __getattr__(self, name: str) -> Any:
        tabs = self.__dict__.get("lazy_tabs")
        if tabs is not None and tabs.build_for(name):
            return object.__getattribute__(self, name)
        raise AttributeError(name)
