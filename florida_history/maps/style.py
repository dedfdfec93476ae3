"""Colours, line and hatch styles, and the bundled fonts for every map.

Colours: an old-parchment palette for the base map, and the Okabe-Ito colour-blind-safe set
for everything that carries meaning. Meaning is never carried by colour alone: each area also
has its own hatch pattern and outline, each site kind its own symbol shape, each road its own
dash pattern, and everything is labelled.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from importlib import resources
from io import BytesIO

from PIL import ImageFont

from florida_history.words import N_

RGB = tuple[int, int, int]


def shade(colour: RGB, factor: float) -> RGB:
    """``colour`` darkened (factor below 1) for an outline or a label drawn over it."""
    red, green, blue = colour
    return (int(red * factor), int(green * factor), int(blue * factor))


# --- base map -------------------------------------------------------------------------
PARCHMENT: RGB = (236, 222, 186)  # the page; board-map.png fades into exactly this colour
PARCHMENT_LIGHT: RGB = (246, 237, 212)  # cartouche and legend panels
INK: RGB = (58, 38, 22)  # lines and text
INK_SOFT: RGB = (112, 86, 60)  # secondary lines, graticule, minor labels
HALO: RGB = (248, 240, 218)  # the light rim around every label
SEA: RGB = (190, 205, 196)
SEA_DEEP: RGB = (172, 192, 186)  # far from shore
SEA_LINE: RGB = (86, 120, 128)  # water-lining and wave marks
SEA_TEXT: RGB = (44, 84, 104)
LAND_FLORIDA: RGB = (241, 225, 178)
LAND_OTHER: RGB = (230, 224, 204)  # neighbouring states: lighter and greyer than Florida
LAND_EAST: RGB = (238, 226, 188)  # all land on Colonials' maps of eastern North America
COAST: RGB = (70, 52, 34)
RIVER: RGB = (52, 104, 150)
LAKE: RGB = (178, 200, 200)
BORDER: RGB = (120, 92, 64)

# --- meaning (Okabe & Ito, "Color Universal Design") ----------------------------------
ORANGE: RGB = (230, 159, 0)
SKY_BLUE: RGB = (86, 180, 233)
BLUISH_GREEN: RGB = (0, 158, 115)
BLUE: RGB = (0, 114, 178)
VERMILLION: RGB = (213, 94, 0)
REDDISH_PURPLE: RGB = (204, 121, 167)
GOLD: RGB = (196, 160, 0)  # a darker Okabe-Ito yellow, so its hatch shows on parchment
BROWN: RGB = (153, 102, 51)  # an earth tone for a ninth area on Colonials' maps
OLIVE: RGB = (136, 134, 40)  # an extra, darker hue (a ninth category)
WINE: RGB = (136, 34, 85)  # Paul Tol's "wine", also safe

HIGHLIGHT: RGB = VERMILLION  # the site or area a map is about

SUPERSAMPLE = 2  # geometry is drawn at 2x and scaled down, which anti-aliases it

# --- text sizes (final pixels; all labels >= 18 px so they read on a projector) --------
SIZE_LABEL = 19
SIZE_LABEL_SMALL = 18
SIZE_LABEL_MAIN = 24
SIZE_WATER = 21
SIZE_TITLE = 32
SIZE_SUBTITLE = 19


class Hatch(Enum):
    """Fill patterns, so areas differ by more than colour."""

    NONE = "none"
    DIAGONAL = "diagonal"  # ////
    BACK_DIAGONAL = "back-diagonal"  # \\\\
    CROSS = "cross"  # ++++
    DIAGONAL_CROSS = "diagonal-cross"  # xxxx
    HORIZONTAL = "horizontal"
    VERTICAL = "vertical"
    DOTS = "dots"
    RINGS = "rings"  # small circles
    TICKS = "ticks"  # short vertical strokes, like grass
    TREES = "trees"  # scattered round crowns: islands of trees (hammocks)


@dataclass(frozen=True, slots=True)
class AreaStyle:
    """How one shaded area is drawn: a tint, a hatch, and an outline."""

    colour: RGB
    hatch: Hatch
    fill_alpha: float = 0.30
    hatch_alpha: float = 0.85
    spacing: int = 11  # final pixels between hatch lines
    outline_dash: tuple[int, int] | None = None  # (on, off) in final pixels; None = solid
    outline_width: float = 2.0


@dataclass(frozen=True, slots=True)
class LineStyle:
    """How a road, route or boundary is drawn."""

    colour: RGB
    width: float  # final pixels
    dash: tuple[int, ...] | None = None  # on/off lengths in final pixels
    casing: RGB | None = HALO  # a light rim underneath, so the line reads on any fill
    casing_width: float = 4.0  # how much wider than the line the casing is
    dots: bool = False  # round dots instead of dashes (with dash=(gap,))


class Symbol(Enum):
    """Site symbols: the shape alone tells the kind of place (see the overview's legend)."""

    TOWN = "town"  # filled circle with a ring
    FORT = "fort"  # square
    MISSION = "mission"  # cross
    CROSSING = "crossing"  # diamond
    LANDMARK = "landmark"  # triangle
    LATER_TOWN = N_("later town")  # open circle: founded after 1821
    POINT = "point"  # small dot (a place of nature, a spring)
    HURRICANE = "hurricane"  # the storm sign
    RAID = "raid"  # crossed swords
    WRECK = "wreck"  # a ship's mast and hull


class Face(Enum):
    SERIF = "DejaVuSerif.ttf"
    SERIF_BOLD = "DejaVuSerif-Bold.ttf"
    SERIF_ITALIC = "DejaVuSerif-Italic.ttf"
    SANS = "DejaVuSans.ttf"
    SANS_BOLD = "DejaVuSans-Bold.ttf"


FONT_PACKAGE = "florida_history.maps"


def missing_fonts() -> list[str]:
    """The bundled font files that are not there: an installed wheel leaves them out (they are
    only needed to draw the maps, which ``images build`` does from a checkout)."""
    folder = resources.files(FONT_PACKAGE).joinpath("fonts")
    return [face.value for face in Face if not folder.joinpath(face.value).is_file()]


@lru_cache(maxsize=64)
def font(face: Face, size: int) -> ImageFont.FreeTypeFont:
    """A bundled DejaVu font (full Latin accents: San Agustín, Menéndez, Cañaveral)."""
    data = resources.files(FONT_PACKAGE).joinpath("fonts", face.value).read_bytes()
    return ImageFont.truetype(BytesIO(data), size)
