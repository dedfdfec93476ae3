"""Wrapped text that follows its widget's real width.

A Tk label, button, radio button or check box wraps its text at ``wraplength`` pixels, but that
length counts the text alone: borders, padding, the focus ring and a radio button's indicator
come on top. A wrap length guessed from the window's width ("width - 60") is right at one text
size and clips at another. Here each widget wraps at its own width (from its <Configure>)
less what it spends on things other than text, measured rather than guessed, so the text fits
at every text size and window width.

Only for widgets that get their width from their parent (``pack(fill="x")``, ``grid(sticky=
"ew")``): a widget sized by its own text would never grow back.
"""

from __future__ import annotations

import tkinter as tk
from typing import TypeVar

from florida_history.ui.theme import root_of

# The widgets that wrap their text at ``wraplength`` pixels.
Wrapping = tk.Label | tk.Button | tk.Radiobutton | tk.Checkbutton
WRAPPING = (tk.Label, tk.Button, tk.Radiobutton, tk.Checkbutton)
WidgetT = TypeVar("WidgetT", bound=Wrapping)
_FOLLOW = "_fh_follow_width"  # attribute marking a widget as followed, holding its minimum
_BEFORE = "_fh_before"  # attribute holding the wrap length a followed widget had before


def overhead(widget: Wrapping) -> int:
    """Pixels of ``widget``'s width that are not text, measured: its requested width with
    wrapping off, less the width of its longest line of text."""
    font = str(widget.cget("font"))
    lines = str(widget.cget("text")).split("\n")
    text_w = max(int(widget.tk.call("font", "measure", font, line)) for line in lines)
    saved = widget.cget("wraplength")
    widget.configure(wraplength=0)
    try:
        return max(0, widget.winfo_reqwidth() - text_w)
    finally:
        widget.configure(wraplength=saved)


# Options besides the font that change the room a widget's text does not get; those a class
# has are found once per class (``_options_of``).
_SIZE_OPTIONS = (
    "borderwidth",
    "padx",
    "highlightthickness",
    "indicatoron",
    "image",
    "bitmap",
    "compound",
    "default",
    "width",
)
_OPTIONS_OF: dict[str, tuple[str, ...]] = {}
_SHARED = "_fh_overheads"  # attribute of the root: overhead by _key, shared by its widgets


def _options_of(widget: tk.Widget) -> tuple[str, ...]:
    cls = widget.winfo_class()
    found = _OPTIONS_OF.get(cls)
    if found is None:
        have = set(widget.keys())
        found = _OPTIONS_OF[cls] = tuple(o for o in _SIZE_OPTIONS if o in have)
    return found


def _key(widget: tk.Widget) -> tuple[object, ...]:
    """What the overhead depends on: the widget's class (a radio button's indicator), its font
    (by name and size: a named font changes size in place with the text size), its borders,
    padding, focus ring, indicator, picture and default ring. Widgets with the same key have
    the same overhead, whatever their text."""
    font = str(widget.cget("font"))
    return (
        widget.winfo_class(),
        font,
        widget.tk.call("font", "metrics", font, "-linespace"),
        *(str(widget.cget(o)) for o in _options_of(widget)),
    )


def shared_overheads(widget: tk.Misc) -> dict[tuple[object, ...], int]:
    """The overheads measured so far under ``widget``'s root, by key (one measurement per key:
    an exit ticket's ~200 wrapped texts have four or five keys)."""
    root = root_of(widget)
    table: dict[tuple[object, ...], int] | None = root.__dict__.get(_SHARED)
    if table is None:
        table = root.__dict__[_SHARED] = {}
    return table


def _apply(widget: Wrapping, width: int | None = None) -> None:
    try:
        if not widget.winfo_exists():
            return
        minimum = getattr(widget, _FOLLOW)
        width = widget.winfo_width() if width is None else width
        if width <= 1:  # not laid out yet: its first <Configure> will come
            return
        key = _key(widget)
        table = shared_overheads(widget)
        spent = table.get(key)
        if spent is None:
            spent = table[key] = overhead(widget)
        length = max(minimum, width - spent)
        current = int(str(widget.cget("wraplength")) or 0)
        if current == length:
            return
        # A widget whose width follows its own text (a parent sized by its content) could
        # flip between two lengths for ever: never go back to the length it had just before.
        if getattr(widget, _BEFORE, None) == length:
            return
        setattr(widget, _BEFORE, current)
        widget.configure(wraplength=length)
    except tk.TclError:  # the widget went away between the event and now
        pass


def follow_width(widget: WidgetT, minimum: int = 60) -> WidgetT:
    """Keep ``widget``'s wrap length equal to the room its text has; returns the widget."""
    setattr(widget, _FOLLOW, minimum)
    widget.bind("<Configure>", lambda e: _apply(widget, e.width), add="+")
    _apply(widget)
    return widget


def rewrap(root: tk.Misc) -> None:
    """After a text size or contrast change (the widths stay, the fonts and rings change):
    measure every followed widget under ``root`` again, toplevels included."""
    stack: list[tk.Misc] = [root]
    while stack:
        w = stack.pop()
        stack.extend(w.winfo_children())
        if hasattr(w, _FOLLOW) and isinstance(w, WRAPPING):
            _apply(w)


def window_size(win: tk.Misc, width: int, height: int) -> str:
    """A window's first size: ``width`` x ``height`` at 100% text, larger with the text size,
    never larger than the screen (a 1280x720 projector included)."""
    scale = float(getattr(root_of(win), "fh_text_scale", 1.0))
    grow = 1 + (scale - 1) * 0.5
    w = min(round(width * grow), win.winfo_screenwidth() - 20)
    h = min(round(height * grow), win.winfo_screenheight() - 60)
    return f"{w}x{h}"


class FlowRow(tk.Frame):
    """A row of buttons (or any widgets) that goes on to a second line when the window is too
    narrow for all of them, instead of pushing the last ones out of sight. Children are
    created with this frame as master and handed to ``add`` in order (which is also the Tab
    order). The frame asks for the width of its widest child, so a dialog sized by its content
    never gets narrower than that, and for the height its lines need."""

    def __init__(self, master: tk.Misc, padx: int = 4, pady: int = 2, **kw: object) -> None:
        super().__init__(master, **kw)  # type: ignore[arg-type]
        self.padx, self.pady = padx, pady
        self.items: list[tk.Widget] = []
        self._watched: set[str] = set()  # children whose size changes already call for a layout
        self._pending = False
        self.bind("<Configure>", lambda e: self._layout(e.width))

    def add(self, *widgets: tk.Widget) -> None:
        for w in widgets:
            self.items.append(w)
            # A child that changes size (new text, new font) calls for a new layout: bound once,
            # however often the child is removed and added again.
            if str(w) not in self._watched:
                self._watched.add(str(w))
                w.bind("<Configure>", lambda e: self._schedule(), add="+")
        self._schedule()

    def remove(self, widget: tk.Widget) -> None:
        if widget in self.items:
            self.items.remove(widget)
            widget.place_forget()
            self._schedule()

    def _schedule(self) -> None:
        if not self._pending:
            self._pending = True
            self.after_idle(self._layout)

    def lines(self, width: int) -> list[list[tk.Widget]]:
        """The children in lines for ``width`` pixels (a lone child wider than that keeps a
        line of its own)."""
        out: list[list[tk.Widget]] = [[]]
        x = 0
        for w in self.items:
            need = w.winfo_reqwidth() + 2 * self.padx
            if out[-1] and x + need > width:
                out.append([])
                x = 0
            out[-1].append(w)
            x += need
        return out

    def _layout(self, width: int | None = None) -> None:
        self._pending = False
        try:
            if not self.winfo_exists():
                return
            if width is None:
                width = self.winfo_width()
            widest = max((w.winfo_reqwidth() for w in self.items), default=0) + 2 * self.padx
            if width <= 1:  # not laid out yet: one line
                width = sum(w.winfo_reqwidth() + 2 * self.padx for w in self.items)
            y = 0
            for line in self.lines(width):
                x = 0
                height = max((w.winfo_reqheight() for w in line), default=0)
                for w in line:  # centred in its line's height
                    dy = (height - w.winfo_reqheight()) // 2
                    w.place(x=x + self.padx, y=y + self.pady + dy)
                    x += w.winfo_reqwidth() + 2 * self.padx
                y += height + 2 * self.pady
            if int(self.cget("width")) != widest or int(self.cget("height")) != y:
                self.configure(width=widest, height=y)
        except tk.TclError:
            pass
