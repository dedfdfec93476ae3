"""The high-contrast palette, applied live: the theme module's colours are swapped (views read
``th.NAME`` when they draw) and every existing widget's colours are remapped, so a projector in
a bright room gets black on white with strong outlines without restarting."""

from __future__ import annotations

import tkinter as tk

from florida_history.ui import theme as th

# Theme constant -> high-contrast value. Power and hazard colours stay (they always come with a
# letter and a shape); only the soft parchment tones and greys become white and black.
HIGH_CONTRAST = {
    "BG": "#FFFFFF",
    "PANEL_BG": "#FFFFFF",
    "SPACE_FILL": "#FFFFFF",
    "SETTLEMENT_FILL": "#FFFFFF",
    "OUTLINE": "#000000",
    "TEXT": "#000000",
    "MUTED": "#000000",
}
NORMAL = {name: getattr(th, name) for name in HIGH_CONTRAST}
_OPTIONS = (
    "background",
    "foreground",
    "highlightbackground",
    "activebackground",
    "disabledforeground",
    "insertbackground",
)


def _mapping(on: bool) -> dict[str, str]:
    src, dst = (NORMAL, HIGH_CONTRAST) if on else (HIGH_CONTRAST, NORMAL)
    out: dict[str, str] = {}
    for name, colour in src.items():
        out.setdefault(colour.lower(), dst[name])
    if on:
        out["#fff4c2"] = "#FFFF00"  # the Game vs. History box: stronger yellow
    return out


def set_high_contrast(root: tk.Misc, on: bool) -> None:
    """Switch the palette for everything drawn from now on and recolour what is on screen."""
    for name, value in (HIGH_CONTRAST if on else NORMAL).items():
        setattr(th, name, value)
    remap = _mapping(on)
    stack: list[tk.Misc] = [root]
    while stack:
        w = stack.pop()
        stack.extend(w.winfo_children())
        for opt in _OPTIONS:
            try:
                value = str(w.cget(opt)).lower()
            except tk.TclError:
                continue
            if value in remap:
                try:
                    w.configure(**{opt: remap[value]})
                except tk.TclError:
                    pass
        if on and isinstance(w, tk.Button | tk.Checkbutton | tk.Radiobutton | tk.Entry):
            try:
                w.configure(highlightthickness=3, highlightcolor="#000000")
            except tk.TclError:
                pass
