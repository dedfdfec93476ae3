"""The high-contrast palette, applied live: the theme module's colours are swapped (views read
``th.NAME`` when they draw) and every existing widget's colours are remapped, so a projector in
a bright room gets black on white with strong outlines without restarting.

Switching back restores each widget's own colours (remembered when they were changed), then the
root gets ``<<PaletteChanged>>`` so views that colour themselves by state (the phase lit, whose
turn it is, the board) draw again from the theme.
"""

from __future__ import annotations

import tkinter as tk
from tkinter import ttk

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
    "GVH_BG": "#FFFF00",  # the Game vs. History box: stronger yellow
    "TIP_BG": "#FFFFFF",
    "MAP_BG": "#FFFFFF",
    "MAP_TEXT": "#000000",
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
_SAVED = "_fh_normal_colours"  # on a widget: {option: its colour before high contrast}
PALETTE_CHANGED = "<<PaletteChanged>>"


def _mapping() -> dict[str, str]:
    out: dict[str, str] = {}
    for name, colour in NORMAL.items():
        out.setdefault(colour.lower(), HIGH_CONTRAST[name])
    return out


def _widgets(root: tk.Misc) -> list[tk.Misc]:
    out, stack = [], [root]
    while stack:
        w = stack.pop()
        out.append(w)
        stack.extend(w.winfo_children())
    return out


def set_high_contrast(root: tk.Misc, on: bool) -> None:
    """Switch the palette for everything drawn from now on and recolour what is on screen."""
    for name, value in (HIGH_CONTRAST if on else NORMAL).items():
        setattr(th, name, value)
    th.HIGH_CONTRAST = on
    remap = _mapping()
    for w in _widgets(root):
        saved: dict[str, str] = getattr(w, _SAVED, {})
        if on:
            for opt in _OPTIONS:
                try:
                    value = str(w.cget(opt))
                except tk.TclError:
                    continue
                new = remap.get(value.lower())
                if new is not None:
                    saved.setdefault(opt, value)
                    _configure(w, opt, new)
            if isinstance(w, tk.Button | tk.Checkbutton | tk.Radiobutton | tk.Entry):
                for opt, value in (("highlightthickness", 3), ("highlightcolor", "#000000")):
                    try:
                        saved.setdefault(opt, str(w.cget(opt)))
                    except tk.TclError:
                        continue
                    _configure(w, opt, value)
            if saved:
                setattr(w, _SAVED, saved)
        elif saved:
            for opt, value in saved.items():
                _configure(w, opt, value)
            delattr(w, _SAVED)
    _style_ttk(root, on)
    try:
        root.event_generate(PALETTE_CHANGED)
    except tk.TclError:
        pass


def _configure(w: tk.Misc, option: str, value: object) -> None:
    try:
        w.configure(**{option: value})
    except tk.TclError:
        pass


def _style_ttk(root: tk.Misc, on: bool) -> None:
    """ttk widgets (the notebook tabs) take their colours from a style, not from options: the
    style's own settings are kept when switching on and put back when switching off."""
    style = ttk.Style(root)
    changes = {
        "TNotebook": {"background": "#FFFFFF", "bordercolor": "#000000"},
        "TNotebook.Tab": {
            "background": "#FFFFFF",
            "foreground": "#000000",
            "bordercolor": "#000000",
            "borderwidth": 2,
        },
    }
    saved: dict | None = getattr(root, "_fh_ttk_saved", None)
    if on and saved is None:
        saved = {"map": style.map("TNotebook.Tab"), "styles": {}}
        for name, options in changes.items():
            own = style.configure(name) or {}
            saved["styles"][name] = {opt: own.get(opt, style.lookup(".", opt)) for opt in options}
        root._fh_ttk_saved = saved  # type: ignore[attr-defined]
    if on:
        for name, options in changes.items():
            style.configure(name, **options)
        style.map(
            "TNotebook.Tab",
            background=[("selected", "#000000")],
            foreground=[("selected", "#FFFFFF")],
        )
    elif saved is not None:
        for name, options in saved["styles"].items():
            style.configure(name, **{k: v for k, v in options.items() if v not in ("", None)})
        style.map(
            "TNotebook.Tab", **{k: saved["map"].get(k, []) for k in ("background", "foreground")}
        )
        root._fh_ttk_saved = None  # type: ignore[attr-defined]
