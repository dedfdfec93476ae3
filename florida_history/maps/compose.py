"""The kit every map scene is built from: view framing, site marks, labels, and ``compose``.

A scene describes a map as a ``MapSpec`` (what to show); ``compose`` turns it into an image
with the house layout: base map and areas, then lines and symbols, then the furniture
(cartouche, legend, inset, scale, compass) in free corners, then labels placed together.
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PIL import Image

from florida_history.maps import ornaments, style
from florida_history.maps.geodata import LonLat, Ring
from florida_history.maps.labels import Side
from florida_history.maps.language import drawn
from florida_history.maps.ornaments import LegendEntry
from florida_history.maps.places import SETTLEMENTS, Site, display_point
from florida_history.maps.projection import Bounds, Pixel
from florida_history.maps.render import (
    SS,
    Area,
    Basemap,
    MapCanvas,
    chaikin,
    florida_basemap,
    points_along,
)
from florida_history.maps.style import RGB, Face, LineStyle, Symbol
from florida_history.words import N_

PANEL = (960, 720)  # the lesson panel's map size: sharp on a 1080p projector
BOARD = (700, 700)  # the map inside the board's ring

# Where the map data ends: it has no Mississippi west of Alabama, no Bahamas (their banks
# start at about 79.3 W south of 27.4 N) and no Cuba. Views never show those areas as sea.
WEST_LIMIT = -88.40
EAST_LIMIT_SOUTH = -79.35
BAHAMAS_NORTH = 27.45
CUBA_NORTH = 23.40
NORTH_LIMIT = 34.9

FLORIDA = Bounds(-88.40, 24.35, -79.35, 31.10)


def frame_view(
    interest: Bounds,
    size: tuple[int, int] = PANEL,
    margin: int = 30,
    west_limit: float = WEST_LIMIT,
) -> tuple[tuple[int, int], Bounds]:
    """Grow ``interest`` to the image's shape without crossing the data's limits.

    If the limits stop it, the image gets narrower (or shorter) instead, so a map never
    shows land we have no outline for as open sea.
    """
    width, height = size
    inner_w, inner_h = width - 2 * margin, height - 2 * margin
    west, south, east, north = interest.west, interest.south, interest.east, interest.north
    k = math.cos(math.radians((south + north) / 2))
    target = inner_w / inner_h
    east_limit = EAST_LIMIT_SOUTH if south < BAHAMAS_NORTH else -70.0
    if (east - west) * k / (north - south) < target:
        extra = (north - south) * target / k - (east - west)
        west, east = west - extra / 2, east + extra / 2
        if west < west_limit:
            east, west = east + west_limit - west, west_limit
        if east > east_limit:
            west, east = west - (east - east_limit), east_limit
        west = max(west, west_limit)
        scale = inner_h / (north - south)
        width = min(width, round((east - west) * k * scale) + 2 * margin)
    else:
        extra = (east - west) * k / target - (north - south)
        south, north = south - extra / 2, north + extra / 2
        if south < CUBA_NORTH:
            north, south = north + CUBA_NORTH - south, CUBA_NORTH
        if north > NORTH_LIMIT:
            south, north = south - (north - NORTH_LIMIT), NORTH_LIMIT
        south = max(south, CUBA_NORTH)
        scale = inner_w / ((east - west) * k)
        height = min(height, round((north - south) * scale) + 2 * margin)
    return (width, height), Bounds(west, south, east, north)


def seed_for(name: str) -> int:
    """A stable seed per image (zlib.crc32, unlike hash(), is the same in every run)."""
    return zlib.crc32(name.encode("utf-8"))


# --- shared pieces ----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class SiteMark:
    site: Site
    highlight: bool = False
    muted: bool = False  # context only: smaller, grey, label optional
    label: bool = True


def _spread(points: list[Pixel], gaps: list[float], rounds: int = 60) -> list[Pixel]:
    """Push apart symbols closer than the sum of their radii (San Luis and Tallahassee are 2
    miles apart, 3 px on a state map): the usual cartographic displacement, a few px."""
    pts = [list(p) for p in points]
    for _ in range(rounds):
        moved = False
        for i in range(len(pts)):
            for j in range(i + 1, len(pts)):
                need = gaps[i] + gaps[j]
                dx = pts[j][0] - pts[i][0]
                dy = pts[j][1] - pts[i][1]
                dist = math.hypot(dx, dy)
                if dist >= need:
                    continue
                if dist < 1e-6:
                    dx, dy, dist = 1.0, 0.0, 1.0
                push = (need - dist) / 2 + 0.01
                pts[i][0] -= dx / dist * push
                pts[i][1] -= dy / dist * push
                pts[j][0] += dx / dist * push
                pts[j][1] += dy / dist * push
                moved = True
        if not moved:
            break
    return [(p[0], p[1]) for p in pts]


def site_label_lines(
    site: Site, *, main: bool = False, muted: bool = False, second: bool = True
) -> list[tuple[str, Face, int, style.RGB]]:
    if main:
        lines = [(site.name, Face.SERIF_BOLD, style.SIZE_LABEL_MAIN, style.INK)]
    elif muted:
        lines = [(site.name, Face.SERIF, style.SIZE_LABEL_SMALL, style.INK_SOFT)]
    else:
        lines = [(site.name, Face.SERIF_BOLD, style.SIZE_LABEL, style.INK)]
    # In Spanish the game's name may already hold the second one (San Agustín, San Marcos de
    # Apalache): say it once.
    if (
        site.other_name
        and second
        and not muted
        and not drawn(site.name).endswith(drawn(site.other_name))
    ):
        size = style.SIZE_LABEL if main else style.SIZE_LABEL_SMALL
        lines.append((site.other_name, Face.SERIF_ITALIC, size, style.INK_SOFT))
    return lines


def draw_sites(
    canvas: MapCanvas,
    marks: Sequence[SiteMark],
    *,
    second_names: bool | frozenset[str] = True,
    symbol_size: float = 7.0,
) -> dict[str, Pixel]:
    """Symbols for every visible site (crowded ones spread apart), then their labels."""
    visible = [m for m in marks if canvas.visible(display_point(m.site), inset=6)]
    raw = [canvas.px(display_point(m.site)) for m in visible]
    spread = _spread(raw, [25.0 if m.highlight else symbol_size * 1.3 for m in visible])
    where: dict[str, Pixel] = {}
    for mark, xy in zip(visible, spread, strict=True):
        if mark.highlight:
            canvas.highlight_ring(xy)
            canvas.symbol_px(
                xy, mark.site.symbol, size=symbol_size * 1.35, fill=style.HIGHLIGHT, ring=style.INK
            )
        elif mark.muted:
            canvas.symbol_px(xy, mark.site.symbol, size=symbol_size * 0.8, fill=style.INK_SOFT)
        else:
            canvas.symbol_px(xy, mark.site.symbol, size=symbol_size)
        where[mark.site.slug] = xy
    for mark, xy in zip(visible, spread, strict=True):
        if not mark.label:
            continue
        lines = site_label_lines(
            mark.site,
            main=mark.highlight,
            muted=mark.muted,
            second=second_names is True
            or (isinstance(second_names, frozenset) and mark.site.slug in second_names),
        )
        gap = 26 if mark.highlight else symbol_size + 5
        priority = 20 if mark.highlight else 0 if mark.muted else 10
        canvas.label(
            xy,
            lines,
            lonlat=False,
            gap=gap,
            prefer=mark.site.prefer,
            priority=priority,
            optional=mark.muted,
            reach=30 if mark.muted else 140,
        )
    return where


def settlement_marks(highlight: str | None = None, muted: bool = False) -> list[SiteMark]:
    return [
        SiteMark(s, highlight=s.slug == highlight, muted=muted and s.slug != highlight)
        for s in SETTLEMENTS
    ]


def _sea_candidates(bounds: Bounds, keep: Callable[[float, float], bool]) -> list[LonLat]:
    """Grid points of the view (inner 90 %) that pass ``keep``, centre-most first."""
    cx, cy = bounds.center
    points = []
    for i in range(1, 20):
        for j in range(1, 20):
            lon = bounds.west + (bounds.east - bounds.west) * (0.05 + 0.9 * i / 20)
            lat = bounds.south + (bounds.north - bounds.south) * (0.05 + 0.9 * j / 20)
            if keep(lon, lat):
                points.append((lon, lat))
    return sorted(points, key=lambda p: (p[0] - cx) ** 2 + (p[1] - cy) ** 2)


def context_names(
    canvas: MapCanvas, *, florida: bool = True, rivers: bool = True, lake: bool = True
) -> None:
    """Names of seas, states, the lake and the rivers: optional, they give way to sites."""
    b = canvas.bounds
    seas: tuple[tuple[str, Callable[[float, float], bool]], ...] = (
        (N_("Gulf of Mexico"), lambda lon, lat: lon < -82.4 and lat < 29.6 and lat > 24.9),
        (N_("Atlantic Ocean"), lambda lon, lat: lon > -81.5 and lat > 25.0),
        (N_("Florida Straits"), lambda lon, lat: lat < 24.55 and lon > -83.0),
    )
    for text, where in seas:
        candidates = _sea_candidates(b, where)
        if candidates:
            canvas.water_label(text, candidates)
    soft = style.INK_SOFT
    for point, text in (
        ((-83.3, 30.92), N_("GEORGIA")),
        ((-87.75, 30.93), N_("ALABAMA")),
        ((-83.2, 31.7), N_("GEORGIA")),
        ((-86.8, 31.6), N_("ALABAMA")),
    ):
        if canvas.visible(point, inset=30):
            canvas.label(
                point,
                [(" ".join(drawn(text)), Face.SERIF, 20, soft)],
                prefer=(Side.CENTER,),
                priority=-8,
                optional=True,
                leader=False,
                gap=0,
                only_preferred=True,
            )
    if florida and canvas.visible((-81.7, 28.1), inset=30):
        canvas.label(
            (-81.55, 28.0),
            [("F L O R I D A", Face.SERIF, 22, soft)],
            prefer=(Side.CENTER,),
            priority=-9,
            optional=True,
            leader=False,
            gap=0,
            only_preferred=True,
        )
    lake_point = (-80.83, 26.95)
    if lake and canvas.visible(lake_point, inset=30):
        canvas.label(
            lake_point,
            [
                (N_("Lake"), Face.SERIF_ITALIC, 18, style.SEA_TEXT),
                (N_("Okeechobee"), Face.SERIF_ITALIC, 18, style.SEA_TEXT),
            ],
            prefer=(Side.W, Side.E),
            gap=28,
            priority=-4,
            optional=True,
            leader=False,
            only_preferred=True,
        )
    if rivers:
        for point, text, sides in (
            ((-81.66, 29.45), N_("St Johns R."), (Side.W, Side.E)),
            ((-85.02, 30.2), N_("Apalachicola R."), (Side.W, Side.E)),
        ):
            if canvas.visible(point, inset=30):
                canvas.label(
                    point,
                    [(text, Face.SERIF_ITALIC, 18, style.RIVER)],
                    prefer=sides,
                    gap=12,
                    priority=-3,
                    optional=True,
                    leader=False,
                    only_preferred=True,
                )


# On whole-state maps the north-east cluster (five sites within 30 miles) has room for one
# line each; the second names that matter most stay.
STATE_SECOND_NAMES = frozenset(
    {"st-augustine", "cape-canaveral", "pensacola", "san-luis", "san-marcos", "new-smyrna"}
)


def graticule_step(bounds: Bounds) -> float:
    span = bounds.north - bounds.south
    return 5.0 if span > 12 else 1.0 if span > 4 else 0.5 if span > 1.6 else 0.25


def frame_within(
    interest: Bounds, limits: Bounds, size: tuple[int, int] = PANEL, margin: int = 30
) -> tuple[tuple[int, int], Bounds]:
    """Grow ``interest`` to the image's shape, shifted to stay inside ``limits`` (the edge of
    the data). As in ``frame_view``, if it still does not fit the image gets narrower."""
    width, height = size
    inner_w, inner_h = width - 2 * margin, height - 2 * margin
    west, south, east, north = interest.west, interest.south, interest.east, interest.north
    k = math.cos(math.radians((south + north) / 2))
    target = inner_w / inner_h
    if (east - west) * k / (north - south) < target:
        extra = (north - south) * target / k - (east - west)
        west, east = west - extra / 2, east + extra / 2
        if west < limits.west:
            east, west = east + limits.west - west, limits.west
        if east > limits.east:
            west, east = west - (east - limits.east), limits.east
        west = max(west, limits.west)
        scale = inner_h / (north - south)
        width = min(width, round((east - west) * k * scale) + 2 * margin)
    else:
        extra = (east - west) * k / target - (north - south)
        south, north = south - extra / 2, north + extra / 2
        if south < limits.south:
            north, south = north + limits.south - south, limits.south
        if north > limits.north:
            south, north = south - (north - limits.north), limits.north
        south = max(south, limits.south)
        scale = inner_w / ((east - west) * k)
        height = min(height, round((north - south) * scale) + 2 * margin)
    return (width, height), Bounds(west, south, east, north)


@dataclass(frozen=True, slots=True)
class Region:
    """What differs between the kit's two areas, Colonial Florida and the east coast:
    how a view is framed, the base map, the inset, the background names and the places
    shown muted for orientation."""

    frame: Callable[[Bounds, tuple[int, int], float], tuple[tuple[int, int], Bounds]]
    basemap: Callable[[bool], Basemap]  # argument: draw modern state lines
    inset: Callable[..., object]
    names: Callable[[MapCanvas, MapSpec], None]
    context: tuple[Site, ...] = ()
    inset_below_span: float = 6.0  # automatic inset when the view is narrower (degrees)


def _florida_frame(
    interest: Bounds, size: tuple[int, int], west_limit: float
) -> tuple[tuple[int, int], Bounds]:
    return frame_view(interest, size, west_limit=west_limit)


def _florida_names(canvas: MapCanvas, spec: MapSpec) -> None:
    context_names(canvas, florida=spec.florida_name, lake=spec.lake_name, rivers=spec.river_names)


FLORIDA_REGION = Region(
    _florida_frame,
    lambda _state_lines: florida_basemap(),
    ornaments.inset,
    _florida_names,
    SETTLEMENTS,
)


@dataclass(frozen=True, slots=True)
class AreaLabel:
    """The name of an area (a homeland, a swamp): bold name, optional italic note lines.

    By default it sits on its point. With ``sides`` it may stand beside the point with a
    leader line (for thin features such as a coast or an island).
    """

    point: LonLat
    name: str
    notes: tuple[str, ...] = ()
    colour: RGB = style.INK
    size: int = style.SIZE_LABEL + 1
    sides: tuple[Side, ...] = ()
    rotate: int = 0
    nudge: bool = True  # may shift off its point without a leader if it does not fit there


@dataclass(frozen=True, slots=True)
class RouteMark:
    points: tuple[LonLat, ...]
    look: LineStyle
    name: str = ""
    label_at: LonLat | None = None
    note: str = ""


@dataclass(frozen=True, slots=True)
class ArrowMark:
    points: tuple[LonLat, ...]
    colour: RGB = style.INK
    width: float = 6.0


@dataclass(frozen=True, slots=True)
class EventMark:
    """A dated event at a point (a hurricane, a raid, a wreck): symbol plus label lines.

    An event at a settlement replaces that settlement's context mark (same place)."""

    point: LonLat
    symbol: Symbol
    lines: tuple[str, ...]
    prefer: tuple[Side, ...] = ()
    colour: RGB = style.INK


@dataclass(frozen=True, slots=True)
class Pointer:
    """An arrow at the map edge toward a place beyond it."""

    origin: LonLat
    target: LonLat
    name: str
    distance: bool = True


@dataclass(slots=True)
class MapSpec:
    title: str
    subtitle: str
    interest: Bounds
    size: tuple[int, int] = PANEL
    west_limit: float = WEST_LIMIT
    areas: Sequence[Area] = ()
    area_labels: Sequence[AreaLabel] = ()
    routes: Sequence[RouteMark] = ()
    arrows: Sequence[ArrowMark] = ()
    events: Sequence[EventMark] = ()
    marks: Sequence[SiteMark] = ()
    context: bool = True  # show the 12 settlements (muted) for orientation
    second_names: bool | frozenset[str] = True
    legend: Sequence[LegendEntry] = ()
    legend_title: str = ""
    legend_footnote: str = ""
    legend_columns: int = 1
    inset: bool | None = None  # None: an inset when the map shows only part of Florida
    inset_marker: LonLat | None = None
    compass: bool = True
    pointers: Sequence[Pointer] = ()
    extra: Callable[[MapCanvas], None] | None = None
    cartouche_near: LonLat | None = None
    legend_near: LonLat | None = None
    keep_clear: Sequence[LonLat] = field(default_factory=tuple)
    florida_name: bool = True
    ringed: Sequence[Ring] = ()  # small areas to ring in vermillion so they stand out
    lake_name: bool = True  # off where an area label already names Lake Okeechobee
    river_names: bool = True  # off where the map is about a river and names it itself
    region: Region = FLORIDA_REGION
    state_lines: bool = True  # modern state lines (east coast: only with a note saying so)
    scale_bar: bool = True  # off on a schematic that is not to scale
    colours: int = 128  # palette size: fewer keeps busy wide maps small


def _near_any(point: LonLat, others: Sequence[LonLat], degrees: float) -> bool:
    return any(abs(point[0] - o[0]) < degrees and abs(point[1] - o[1]) < degrees for o in others)


def _keep_points(spec: MapSpec) -> list[LonLat]:
    """Points no panel may cover: everything the map is about (for an area, its middle)."""
    keep = [*spec.keep_clear, *(a.point for a in spec.area_labels), *(e.point for e in spec.events)]
    for route in spec.routes:
        keep += route.points
    for arrow in spec.arrows:
        keep += arrow.points
    for area in spec.areas:  # (the rest of an area is weighed by MapCanvas.find_box)
        for ring in area.rings:
            lons, lats = [p[0] for p in ring], [p[1] for p in ring]
            keep.append((sum(lons) / len(lons), sum(lats) / len(lats)))
    return keep


# If an area's name does not fit on its point, it may shift this far (px), nearest first.
AREA_LABEL_NUDGES: tuple[tuple[int, int], ...] = (
    (0, 24),
    (0, -24),
    (40, 0),
    (-40, 0),
    (40, 24),
    (-40, 24),
    (40, -24),
    (-40, -24),
    (0, 48),
    (0, -48),
    (80, 0),
    (-80, 0),
    (80, 48),
    (-80, 48),
    (80, -48),
    (-80, -48),
)


def compose(name: str, spec: MapSpec) -> Image.Image:
    """Draw ``spec`` as the image called ``name`` (the name seeds the paper texture)."""
    region = spec.region
    size, bounds = region.frame(spec.interest, spec.size, spec.west_limit)
    canvas = MapCanvas(
        size,
        bounds,
        seed=seed_for(name),
        graticule=graticule_step(bounds),
        basemap=region.basemap(spec.state_lines),
    )
    canvas.draw_base(spec.areas)
    for route in spec.routes:
        canvas.line(route.points, route.look)
    for arrow in spec.arrows:
        canvas.arrow(arrow.points, arrow.colour, arrow.width)
        # Labels keep off arrows (a name across a current or a march is hard to read).
        hpts = [canvas.hpx(p) for p in chaikin(arrow.points, closed=False)]
        for x, y in points_along(hpts, 8 * SS):
            r = arrow.width / 2 + 2
            canvas.reserve((x / SS - r, y / SS - r, x / SS + r, y / SS + r))
    for ring in spec.ringed:
        canvas.highlight_ellipse(ring)
    if spec.extra is not None:
        spec.extra(canvas)
    # Symbols first: their boxes are then off limits to panels and labels.
    for event in spec.events:
        xy = canvas.symbol(event.point, event.symbol, size=9, fill=event.colour)
        lines = [(event.lines[0], Face.SERIF_BOLD, style.SIZE_LABEL, style.INK)]
        lines += [
            (text, Face.SERIF_ITALIC, style.SIZE_LABEL_SMALL, style.INK) for text in event.lines[1:]
        ]
        canvas.label(xy, lines, lonlat=False, gap=17, prefer=event.prefer, priority=15)
    marks = list(spec.marks)
    if spec.context:
        # Settlements for orientation, except where something the map is about stands.
        taken = [*(m.site.point for m in marks), *(e.point for e in spec.events)]
        marks += [
            SiteMark(s, muted=True) for s in region.context if not _near_any(s.point, taken, 0.06)
        ]
    where = draw_sites(canvas, marks, second_names=spec.second_names)
    for pointer in spec.pointers:
        ornaments.edge_pointer(
            canvas, pointer.origin, pointer.target, pointer.name, distance=pointer.distance
        )
    keep = _keep_points(spec) + [canvas.proj.to_lonlat(xy) for xy in where.values()]
    # Furniture, in free spots (over open sea where possible).
    ornaments.cartouche(
        canvas, spec.title, spec.subtitle, avoid=keep, near=spec.cartouche_near, max_width=420
    )
    if spec.legend:
        ornaments.legend(
            canvas,
            spec.legend,
            title=spec.legend_title,
            footnote=spec.legend_footnote,
            avoid=keep,
            near=spec.legend_near,
            columns=spec.legend_columns,
        )
    show_inset = spec.inset
    if show_inset is None:
        show_inset = (bounds.east - bounds.west) < region.inset_below_span
    if show_inset:
        region.inset(canvas, avoid=keep, marker=spec.inset_marker)
    if spec.scale_bar:
        ornaments.scale_bar(canvas, avoid=keep)
    if spec.compass:
        try:
            ornaments.compass_rose(canvas, radius=34, avoid=keep)
        except ValueError:
            pass  # no free spot: a map is readable without one
    for area in spec.area_labels:
        lines = [(area.name, Face.SERIF_BOLD, area.size, area.colour)]
        lines += [(n, Face.SERIF_ITALIC, style.SIZE_LABEL_SMALL, style.INK) for n in area.notes]
        x, y = canvas.px(area.point)
        nearby = (
            [canvas.proj.to_lonlat((x + dx, y + dy)) for dx, dy in AREA_LABEL_NUDGES]
            if area.nudge
            else []
        )
        canvas.label(
            area.point,
            lines,
            prefer=area.sides or (Side.CENTER,),
            gap=14 if area.sides else 0,
            priority=12,
            leader=bool(area.sides),
            rotate=area.rotate,
            only_preferred=True,
            alternatives=nearby,
        )
    for route in spec.routes:
        if route.name and route.label_at is not None:
            lines = [(route.name, Face.SERIF_BOLD, style.SIZE_LABEL, route.look.colour)]
            if route.note:
                lines.append((route.note, Face.SERIF_ITALIC, style.SIZE_LABEL_SMALL, style.INK))
            canvas.label(
                route.label_at,
                lines,
                gap=14,
                priority=12,
                prefer=(Side.W, Side.E, Side.NW, Side.SE),
            )
    region.names(canvas, spec)
    return canvas.finish(spec.colours)
