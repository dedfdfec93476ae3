"""Fonts and colours in one place (Thonny's pattern): one scale factor resizes every named font
live, for projectors; colours come from the Okabe-Ito colour-blind-safe palette and are always
paired with a letter and a shape or pattern."""

from __future__ import annotations

import tkinter as tk
import tkinter.font as tkfont
from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Literal, TypedDict

from florida_history.app.settings import clamp_text_scale

# Okabe-Ito palette.
ORANGE = "#E69F00"
SKY = "#56B4E9"
GREEN = "#009E73"
YELLOW = "#F0E442"
BLUE = "#0072B2"
VERMILION = "#D55E00"
PURPLE = "#CC79A7"
BLACK = "#000000"

POWER_COLOURS = {"spanish": ORANGE, "british": VERMILION, "french": BLUE}
POWER_LIGHT = {"spanish": "#F8DFA6", "british": "#F3C3A0", "french": "#A9CDE6"}
POWER_TEXT = {"spanish": BLACK, "british": "#FFFFFF", "french": "#FFFFFF"}
# A pattern as well as a colour (stipple bitmaps are built into Tk).
POWER_STIPPLE = {"spanish": "", "british": "gray50", "french": "gray25"}

# hazard -> (colour, letter, shape, label)
HAZARD_STYLE = {
    "hurricane": (PURPLE, "H", "circle", "Hurricane"),
    "pirate": (BLACK, "P", "triangle", "Pirate"),
    "native_raid": (YELLOW, "R", "diamond", "Raid"),
    "disease": (GREEN, "D", "square", "Disease"),
}
HAZARD_TEXT = {"hurricane": BLACK, "pirate": "#FFFFFF", "native_raid": BLACK, "disease": "#FFFFFF"}

HIGHLIGHT = SKY
SELECT = "#000000"
RAZE = "#7A1F00"
OK_GREEN = GREEN


@dataclass(frozen=True, slots=True)
class Colours:
    """The colours that change with high contrast (power and hazard colours stay: they always
    come with a letter and a shape)."""

    bg: str
    panel_bg: str
    space_fill: str
    settlement_fill: str
    outline: str
    text: str
    muted: str
    gvh_bg: str  # the lesson's Game vs. History box
    tip_bg: str  # hover tips on the board
    map_bg: str  # the board's middle when the map picture is missing
    map_text: str


NORMAL_COLOURS = Colours(
    bg="#F4EBD6",  # parchment
    panel_bg="#FBF7EE",
    space_fill="#FFFDF7",
    settlement_fill="#EADBB8",
    outline="#5A4A32",
    text="#1E1A14",
    muted="#5D5448",
    gvh_bg="#FFF4C2",
    tip_bg="#FFFBE0",
    map_bg="#EFE3C4",
    map_text="#9C8A66",
)
# For a projector in a bright room: black on white, a stronger yellow for the Game vs. History box.
HIGH_CONTRAST_COLOURS = Colours(
    bg="#FFFFFF",
    panel_bg="#FFFFFF",
    space_fill="#FFFFFF",
    settlement_fill="#FFFFFF",
    outline="#000000",
    text="#000000",
    muted="#000000",
    gvh_bg="#FFFF00",
    tip_bg="#FFFFFF",
    map_bg="#FFFFFF",
    map_text="#000000",
)


class Palette:
    """The colours views draw with now. ``ui/contrast.py`` switches it; views read it each time
    they draw (the board also draws thicker outlines in high contrast)."""

    def __init__(self) -> None:
        self.high_contrast = False

    @property
    def colours(self) -> Colours:
        return HIGH_CONTRAST_COLOURS if self.high_contrast else NORMAL_COLOURS

    def use_high_contrast(self, on: bool) -> None:
        self.high_contrast = on


PALETTE = Palette()

# ``th.BG``, ``th.TEXT``, ...: the names views read, each the current palette's colour (nothing
# rewrites this module's attributes).
_COLOUR_NAMES = {f.name.upper(): f.name for f in fields(Colours)}


def __getattr__(name: str) -> str:
    field_name = _COLOUR_NAMES.get(name)
    if field_name is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    colour: str = getattr(PALETTE.colours, field_name)
    return colour


class CellPad(TypedDict):
    """The padding of a grid or pack cell, typed so that ``**pad`` is checked against Tk's
    options (a plain dict of ints is not)."""

    padx: int
    pady: int


# What the setup forms put around each of their rows.
FORM_PAD: CellPad = {"padx": 8, "pady": 4}


# name -> (family, pixel size at scale 1, weight)
FONT_SPECS: dict[str, tuple[str, int, Literal["normal", "bold"]]] = {
    "fh-body": ("DejaVu Sans", 15, "normal"),
    "fh-bold": ("DejaVu Sans", 15, "bold"),
    "fh-small": ("DejaVu Sans", 12, "normal"),
    "fh-big": ("DejaVu Sans", 22, "bold"),
    "fh-title": ("DejaVu Sans", 26, "bold"),
    "fh-button": ("DejaVu Sans", 16, "bold"),
    "fh-board": ("DejaVu Sans", 10, "normal"),
    "fh-board-bold": ("DejaVu Sans", 11, "bold"),
    "fh-marker": ("DejaVu Sans", 11, "bold"),
    "fh-badge": ("DejaVu Sans", 10, "bold"),
    "fh-log": ("DejaVu Sans", 14, "normal"),
    # The demonstration band's captions, read on a projector from the back row.
    "fh-caption": ("DejaVu Sans", 19, "normal"),
    "fh-caption-bold": ("DejaVu Sans", 19, "bold"),
}


class Theme:
    """Owns the named fonts; ``set_scale`` changes every font at once."""

    def __init__(self, root: tk.Misc, scale: float = 1.0) -> None:
        self.root = root
        self.scale = scale
        self.fonts: dict[str, tkfont.Font] = {}
        # Called before the fonts change size (the classroom features let hidden windows go,
        # rather than have Tk lay out every widget of them again for nothing).
        self.before_rescale: list[Callable[[], None]] = []
        for name, (family, size, weight) in FONT_SPECS.items():
            try:
                font = tkfont.nametofont(name, root=root)
            except tk.TclError:
                font = tkfont.Font(root=root, name=name, family=family, size=-size, weight=weight)
            self.fonts[name] = font
        self.set_scale(scale)

    def set_scale(self, scale: float) -> None:
        for hook in self.before_rescale:
            hook()
        self.scale = clamp_text_scale(scale)
        self.root.fh_text_scale = self.scale  # type: ignore[attr-defined]
        # Fonts a widget sizes itself (the board fits its fonts to its cells on every redraw):
        # setting them here too made Tk lay out and paint the board twice per Ctrl+plus.
        sized_elsewhere = getattr(self.root, "fh_fonts_sized_by_widgets", ())
        for name, (_family, size, _weight) in FONT_SPECS.items():
            if name in sized_elsewhere:
                continue
            # Board fonts grow more gently: the board itself does not grow with text size.
            factor = (
                self.scale
                if not name.startswith(("fh-board", "fh-marker", "fh-badge"))
                else (1 + (self.scale - 1) * 0.5)
            )
            _set_size(self.fonts[name], -max(6, round(size * factor)))
        # Tk's own default fonts too, so stock widgets (menus, entries) follow.
        for std, px in (("TkDefaultFont", 14), ("TkMenuFont", 14), ("TkTextFont", 14)):
            try:
                _set_size(tkfont.nametofont(std, root=self.root), -round(px * self.scale))
            except tk.TclError:
                pass
        # Pictures drawn at the text's size (``answer_circles``) are drawn again.
        for hook in list(self.root.__dict__.get("fh_rescale_hooks", ())):
            hook()

    def px(self, pixels: float) -> int:
        """Scale a spacing in pixels with the text size."""
        return max(1, round(pixels * self.scale))


def _set_size(font: tkfont.Font, size: int) -> None:
    """Change a named font's size only if it differs: Tk lays out again every widget using a
    font that is configured, even to the size it had (the window's theme is made again after
    the launcher's, with the New game dialog already on screen)."""
    if font.cget("size") != size:
        font.configure(size=size)


def root_of(widget: tk.Misc) -> tk.Misc:
    """The application's root window, which holds the text scale (``fh_text_scale``) and the
    caches widgets share, and outlives every widget (an ``after`` timer set on it is not lost
    with the widget). Tk's own ``_root()`` does the same but is private: typeshed omits it."""
    root: tk.Misc = widget.nametowidget(".")
    return root
