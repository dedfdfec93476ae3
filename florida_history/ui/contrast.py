"""The high-contrast palette, applied live: the theme's palette is switched (views read
``th.NAME`` from it when they draw) and every existing widget's colours are remapped, so a
projector in a bright room gets black on white with strong outlines without restarting.

Switching back restores each widget's own colours (remembered when they were changed), then the
root gets ``<<PaletteChanged>>`` so views that colour themselves by state (the phase lit, whose
turn it is, the board) draw again from the theme.
"""

from __future__ import annotations

import tkinter as tk
from dataclasses import fields
from tkinter import ttk
from typing import Any

from florida_history.ui import theme as th

_OPTIONS = (
    "background",
    "foreground",
    "highlightbackground",
    "activebackground",
    "disabledforeground",
    "insertbackground",
)
# Buttons and entries get a thick black focus ring.
_STRONG_FOCUS: tuple[tuple[str, object], ...] = (
    ("highlightthickness", 3),
    ("highlightcolor", "#000000"),
)
_SAVED = "_fh_normal_colours"  # on a widget: {option: its colour before high contrast}
PALETTE_CHANGED = "<<PaletteChanged>>"


def _mapping() -> dict[str, str]:
    """Normal colour (lower case) -> its high-contrast colour, for widgets already on screen."""
    out: dict[str, str] = {}
    for f in fields(th.Colours):
        normal: str = getattr(th.NORMAL_COLOURS, f.name)
        out.setdefault(normal.lower(), getattr(th.HIGH_CONTRAST_COLOURS, f.name))
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
    th.PALETTE.use_high_contrast(on)
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
                for opt, strong in _STRONG_FOCUS:
                    try:
                        saved.setdefault(opt, str(w.cget(opt)))
                    except tk.TclError:
                        continue
                    _configure(w, opt, strong)
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
    changes: dict[str, dict[str, object]] = {
        "TNotebook": {"background": "#FFFFFF", "bordercolor": "#000000"},
        "TNotebook.Tab": {
            "background": "#FFFFFF",
            "foreground": "#000000",
            "bordercolor": "#000000",
            "borderwidth": 2,
        },
    }
    saved: dict[str, Any] | None = getattr(root, "_fh_ttk_saved", None)
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
