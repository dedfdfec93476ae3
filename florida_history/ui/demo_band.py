"""What the two games' demonstration bands share (Colonial Florida's ``demo_mode.py`` and
Colonials' ``demo.py``): when the band turns compact, and the fonts of each of its parts, so
a projector shows the same caption sizes in both games and a fix reaches both."""

from __future__ import annotations

# Below this many window pixels of height per unit of text size (720 at 150% and 200%, for
# instance), the band is compact: the history paragraph waits behind its button (F8), the
# words are body-sized, so the board or table keeps its room.
COMPACT_BELOW = 560

# Projector-sized captions (read from the back row: the body's 15 px were too small), body
# sized on a compact band. Keys: the band's parts.
FULL_FONTS = {
    "title": "fh-big",
    "caption": "fh-caption",  # the rule, the history, what happened
    "reason": "fh-caption-bold",  # a computer player's reason
    "status": "fh-caption-bold",
    "button": "fh-button",
}
COMPACT_FONTS = {
    "title": "fh-bold",
    "caption": "fh-body",
    "reason": "fh-bold",
    "status": "fh-bold",
    "button": "fh-bold",
}


def band_fonts(compact: bool) -> dict[str, str]:
    """The named font of each part of a demonstration band."""
    return COMPACT_FONTS if compact else FULL_FONTS


def is_compact(window_height: int, text_scale: float) -> bool:
    """A short window for its text size (see COMPACT_BELOW); unknown (1 px) is not."""
    return window_height > 1 and window_height / text_scale < COMPACT_BELOW
