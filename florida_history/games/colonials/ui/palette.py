"""Colours, letters and shapes for the Colonials table: each power and each card type has a
colour AND a letter AND a drawn shape, so colour is never the only cue (Okabe-Ito colours)."""

from __future__ import annotations

from florida_history.ui import theme as th

# power -> (colour, text colour on it, letter, shape)
POWER_STYLE: dict[str, tuple[str, str, str, str]] = {
    "english": (th.VERMILION, "#FFFFFF", "E", "square"),
    "french": (th.BLUE, "#FFFFFF", "F", "circle"),
    "spanish": (th.ORANGE, "#000000", "S", "diamond"),
    "dutch": (th.GREEN, "#FFFFFF", "D", "triangle"),
}

# card type -> (band colour, band text colour, icon)
TYPE_STYLE: dict[str, tuple[str, str, str]] = {
    "R": (th.GREEN, "#FFFFFF", "wheat"),
    "S": (th.SKY, "#000000", "house"),
    "H": (th.PURPLE, "#000000", "skull"),
    "O": ("#6B4E16", "#FFFFFF", "chain"),
    "E": (th.YELLOW, "#000000", "star"),
    "T": (th.BLUE, "#FFFFFF", "tower"),
    "B": ("#8B0000", "#FFFFFF", "flag"),
    "C": (th.VERMILION, "#FFFFFF", "swords"),
    "F": ("#4D4D4D", "#FFFFFF", "fort"),
    "L": (th.ORANGE, "#000000", "crown"),
}

CARD_FACE = "#FFFDF7"
CARD_FACE_HC = "#FFFFFF"
