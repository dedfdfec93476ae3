"""The kit's second region: eastern North America, for Colonials' maps.

Framing stops at the edge of the bundled data (100W-50W, 18N-52N); the base map is the
countries as one land with the lakes put back; the inset shows the whole east coast; the
background names are the ocean, the gulf, the Great Lakes and a few big rivers.
"""

from __future__ import annotations

from collections.abc import Callable

from florida_history.maps import geodata, ornaments, style
from florida_history.maps.compose import MapSpec, Region, frame_within
from florida_history.maps.labels import Side
from florida_history.maps.projection import Bounds
from florida_history.maps.render import MapCanvas, east_basemap
from florida_history.maps.style import Face, LineStyle
from florida_history.words import N_


def data_limits() -> Bounds:
    west, south, east, north = geodata.load_east().clip_box
    return Bounds(west, south, east, north)


def _frame(
    interest: Bounds, size: tuple[int, int], _west_limit: float
) -> tuple[tuple[int, int], Bounds]:
    return frame_within(interest, data_limits(), size)


SEAS: tuple[tuple[str, Callable[[float, float], bool]], ...] = (
    (N_("Atlantic Ocean"), lambda lon, lat: lon > -77.0 and lat < 41.0),
    (N_("Gulf of Mexico"), lambda lon, lat: lon < -83.0 and lat < 29.5),
)
LAKE_NAMES: tuple[tuple[tuple[float, float], str], ...] = (
    ((-87.6, 47.6), N_("Lake Superior")),
    ((-87.1, 44.0), N_("Lake Michigan")),
    ((-82.2, 44.9), N_("Lake Huron")),
    ((-81.3, 42.3), N_("Lake Erie")),
    ((-77.8, 43.65), N_("Lake Ontario")),
    ((-73.3, 44.6), N_("L. Champlain")),
)
RIVER_NAMES: tuple[tuple[tuple[float, float], str], ...] = (
    ((-91.1, 33.5), N_("Mississippi R.")),
    ((-86.6, 37.9), N_("Ohio R.")),
    ((-70.2, 47.5), N_("St Lawrence R.")),
    ((-73.95, 41.75), N_("Hudson R.")),
)


def names(canvas: MapCanvas, spec: MapSpec) -> None:
    """Seas, lakes and rivers: optional, they give way to everything the map is about."""
    from florida_history.maps.compose import _sea_candidates

    for text, where in SEAS:
        candidates = _sea_candidates(canvas.bounds, where)
        if candidates:
            canvas.water_label(text, candidates)
    for point, text in LAKE_NAMES:
        if canvas.visible(point, inset=40):
            canvas.label(
                point,
                [(text, Face.SERIF_ITALIC, 18, style.SEA_TEXT)],
                prefer=(Side.CENTER,),
                priority=-4,
                optional=True,
                leader=False,
                gap=0,
                only_preferred=True,
            )
    if spec.river_names:
        for point, text in RIVER_NAMES:
            if canvas.visible(point, inset=40):
                canvas.label(
                    point,
                    [(text, Face.SERIF_ITALIC, 18, style.RIVER)],
                    prefer=(Side.E, Side.W),
                    gap=10,
                    priority=-3,
                    optional=True,
                    leader=False,
                    only_preferred=True,
                )


EAST_REGION = Region(_frame, east_basemap, ornaments.east_inset, names, (), inset_below_span=12.0)

# Wherever modern state lines are drawn, the map says what they are not.
STATE_LINE = LineStyle(style.BORDER, 1.6, dash=(7, 5), casing=None)
STATE_LINE_TEXT = N_("Modern state line")
STATE_LINE_NOTE = N_("not a colonial border")
