"""Fonts and colours in one place (Thonny's pattern): one scale factor resizes every named font
live, for projectors; colours come from the Okabe-Ito colour-blind-safe palette and are always
paired with a letter and a shape or pattern."""

from __future__ import annotations

import tkinter as tk
import tkinter.font as tkfont
from collections.abc import Callable

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
POWER_NAMES_SHORT = {"spanish": "Spanish", "british": "British", "french": "French"}
POWER_INITIAL = {"spanish": "S", "british": "B", "french": "F"}
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

BG = "#F4EBD6"  # parchment
PANEL_BG = "#FBF7EE"
SPACE_FILL = "#FFFDF7"
SETTLEMENT_FILL = "#EADBB8"
OUTLINE = "#5A4A32"
HIGHLIGHT = SKY
SELECT = "#000000"
TEXT = "#1E1A14"
MUTED = "#5D5448"
RAZE = "#7A1F00"
OK_GREEN = GREEN
GVH_BG = "#FFF4C2"  # the lesson's Game vs. History box
TIP_BG = "#FFFBE0"  # hover tips on the board
MAP_BG = "#EFE3C4"  # the board's middle when the map picture is missing
MAP_TEXT = "#9C8A66"
# Set by ui.contrast: views that draw (the board) read it, e.g. for thicker outlines.
HIGH_CONTRAST = False

# name -> (family, pixel size at scale 1, weight)
FONT_SPECS: dict[str, tuple[str, int, str]] = {
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
        self.scale = max(0.5, min(3.0, scale))
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
            self.fonts[name].configure(size=-max(6, round(size * factor)))
        # Tk's own default fonts too, so stock widgets (menus, entries) follow.
        for std, px in (("TkDefaultFont", 14), ("TkMenuFont", 14), ("TkTextFont", 14)):
            try:
                tkfont.nametofont(std, root=self.root).configure(size=-round(px * self.scale))
            except tk.TclError:
                pass

    def px(self, pixels: float) -> int:
        """Scale a spacing in pixels with the text size."""
        return max(1, round(pixels * self.scale))
