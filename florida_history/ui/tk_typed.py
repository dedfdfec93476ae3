"""Typed doors to the few Tk methods typeshed leaves untyped: a notebook's ``select``, ``tab``
and ``tabs``, and a list box's ``curselection``. The views call these, so mypy's strict check
(no untyped calls) holds everywhere else and what comes back has a type; the one ignore per
method is here. ``tk_root`` and ``tk_parent`` take the Tk objects the game contract
(``app/games.py``, which names no toolkit) passes as ``object`` back into Tk's types."""

from __future__ import annotations

import tkinter as tk
from tkinter import ttk

TabId = str | int | tk.Misc  # a tab's widget, its path name or its index


def shown_tab(notebook: ttk.Notebook) -> str:
    """The path name of the tab shown ("" when the notebook has none)."""
    return str(notebook.select())  # type: ignore[no-untyped-call]  # untyped in typeshed


def show_tab(notebook: ttk.Notebook, tab: TabId) -> None:
    notebook.select(tab)  # type: ignore[no-untyped-call]  # untyped in typeshed


def tab_ids(notebook: ttk.Notebook) -> tuple[str, ...]:
    """The path names of the notebook's tabs, in order."""
    return tuple(str(tab) for tab in notebook.tabs())  # type: ignore[no-untyped-call]


def tab_text(notebook: ttk.Notebook, tab: TabId) -> str:
    return str(notebook.tab(tab, "text"))  # type: ignore[no-untyped-call]  # untyped in typeshed


def set_tab_text(notebook: ttk.Notebook, tab: TabId, text: str) -> None:
    notebook.tab(tab, text=text)  # type: ignore[no-untyped-call]  # untyped in typeshed


def chosen_rows(listbox: tk.Listbox) -> tuple[int, ...]:
    """The indexes of the list box's chosen rows (empty when none is)."""
    return tuple(int(i) for i in listbox.curselection())  # type: ignore[no-untyped-call]


def tk_root(root: object) -> tk.Tk:
    """The root window the shell handed a game's ``open_window``, as Tk's type."""
    if not isinstance(root, tk.Tk):
        raise TypeError(f"a game's window is built in the Tk root window, not in {root!r}")
    return root


def tk_parent(master: object) -> tk.Misc:
    """The widget the New game dialog handed a game's ``setup_form``, as Tk's type."""
    if not isinstance(master, tk.Misc):
        raise TypeError(f"a setup form is built inside a Tk widget, not inside {master!r}")
    return master
