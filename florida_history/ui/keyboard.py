"""Keyboard use of the classroom windows (library, recap and exit ticket, settings, the
demonstration band): every control reached with Tab shows where the focus is, Enter works like
Space on a button, radio button or check box, scroll bars are not Tab stops (they show no
focus and the list or text they scroll is reachable itself), read-only texts take the focus so
the arrow and page keys scroll them, and closing a window gives the focus back to the window
it came from."""

from __future__ import annotations

import tkinter as tk

RING = 2  # focus ring width in pixels
RING_COLOUR = "#000000"


def _invoke(widget: tk.Widget) -> str:
    if str(widget.cget("state")) != "disabled":
        widget.invoke()  # type: ignore[attr-defined]
    return "break"


def make_keyboard_ready(top: tk.Misc, enter: bool = True) -> None:
    """Prepare every widget under ``top`` (see the module's doc). ``enter=False`` leaves Enter
    to the window (a dialog whose Enter is its main button)."""
    stack: list[tk.Misc] = [top]
    while stack:
        w = stack.pop()
        stack.extend(c for c in w.winfo_children() if not isinstance(c, tk.Toplevel))
        if isinstance(w, tk.Button | tk.Radiobutton | tk.Checkbutton):
            ring = max(RING, int(str(w.cget("highlightthickness")) or 0))
            w.configure(highlightthickness=ring, highlightcolor=RING_COLOUR)
            if enter:
                for seq in ("<Return>", "<KP_Enter>"):
                    w.bind(seq, lambda e, b=w: _invoke(b))
        elif isinstance(w, tk.Scrollbar):
            w.configure(takefocus=0)
        elif isinstance(w, tk.Text | tk.Listbox | tk.Entry):
            ring = max(RING, int(str(w.cget("highlightthickness")) or 0))
            w.configure(highlightthickness=ring, highlightcolor=RING_COLOUR)
            if isinstance(w, tk.Text):
                w.configure(takefocus=1)  # even when read-only: the keys scroll it


def hide_window(window: tk.Toplevel) -> None:
    """Close ``window`` by hiding it, and give the keyboard focus back to the window it was
    opened from: a window that takes long to build (the recap, the library) is kept, so the
    next F2 or F3 shows it at once."""
    back = window.master.winfo_toplevel() if window.master is not None else None
    window.withdraw()
    if back is not None and back.winfo_exists():
        back.focus_set()


def show_again(window: tk.Toplevel) -> None:
    """Show a window kept by ``hide_window`` on top, with the keyboard in it."""
    window.deiconify()
    window.lift()
    window.focus_set()


def close_window(window: tk.Toplevel) -> None:
    """Destroy ``window`` and give the keyboard focus back to the window it was opened from."""
    back = window.master.winfo_toplevel() if window.master is not None else None
    window.destroy()
    if back is not None and back.winfo_exists():
        back.focus_set()


def replace_on_first_click(entry: tk.Entry) -> tk.Entry:
    """A name field whose text a click selects whole until someone types in it: students
    clicking "Player 1" and typing got "AnaPlayer 1"; now their name replaces it."""
    typed = False

    def key(_event: tk.Event) -> None:
        nonlocal typed
        typed = True

    def select(_event: tk.Event) -> None:
        if not typed and entry.get():
            entry.select_range(0, "end")
            entry.icursor("end")

    entry.bind("<KeyPress>", key, add="+")
    entry.bind("<FocusIn>", select, add="+")
    entry.bind("<ButtonRelease-1>", select, add="+")
    return entry
