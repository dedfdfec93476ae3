"""Colonials' maps of eastern North America: the powers' colonies, locators and themes.

Drawn by the same kit as Colonial Florida's maps (``compose`` with the east-coast
``Region``). Areas and routes are approximate and hand-drawn (``col_places``); every map
that shows them says so, and every map that draws modern state lines says they are not
colonial borders.
"""

from __future__ import annotations

from typing import Any

from PIL import Image

from florida_history.maps import col_places as cp
from florida_history.maps import style
from florida_history.maps.compose import (
    AreaLabel,
    ArrowMark,
    EventMark,
    MapSpec,
    RouteMark,
    SiteMark,
    compose,
    frame_within,
)
from florida_history.maps.east import (
    EAST_REGION,
    STATE_LINE,
    STATE_LINE_NOTE,
    STATE_LINE_TEXT,
    data_limits,
)
from florida_history.maps.geodata import LonLat
from florida_history.maps.labels import Side
from florida_history.maps.language import drawn
from florida_history.maps.ornaments import LegendEntry
from florida_history.maps.places import display_point
from florida_history.maps.projection import Bounds, Box, distance_km
from florida_history.maps.render import SS, Area, MapCanvas, chaikin, points_along, text_size
from florida_history.maps.scenes import pointers_to
from florida_history.maps.style import Face, LineStyle, Symbol
from florida_history.words import N_

N, S, E, W = Side.N, Side.S, Side.E, Side.W
NE, NW, SE, SW = Side.NE, Side.NW, Side.SE, Side.SW
COLOURS = 64  # wide maps of the east are busier than Florida's; this keeps them small
APPROXIMATE = N_("All areas are approximate. Native nations held most of this land.")
STATE_LINE_ENTRY = LegendEntry(STATE_LINE, STATE_LINE_TEXT, STATE_LINE_NOTE)


def _spec(title: str, subtitle: str, interest: Bounds, **kwargs: Any) -> MapSpec:
    """A MapSpec on the east-coast region (no Florida context sites)."""
    kwargs.setdefault("context", False)
    kwargs.setdefault("state_lines", False)
    kwargs.setdefault("colours", COLOURS)
    return MapSpec(title, subtitle, interest, region=EAST_REGION, florida_name=False, **kwargs)


# --- the powers' colonies ----------------------------------------------------------------
OVERVIEW_VIEW = Bounds(-91.0, 26.0, -58.5, 49.5)


def overview_1650(name: str) -> Image.Image:
    marks = [
        SiteMark(s)
        for s in (
            cp.site("quebec"),
            cp.site("montreal"),
            cp.site("boston"),
            cp.renamed("new-york", N_("New Amsterdam")),
            cp.renamed("albany", N_("Fort Orange")),
            cp.site("jamestown"),
            cp.site("st-marys-city"),
            cp.site("st-augustine"),
        )
    ]
    areas = [
        Area(cp.NEW_FRANCE_1650, cp.FRANCE_LOOK),
        Area(cp.ENGLAND_1650, cp.ENGLAND_LOOK),
        Area(cp.NEW_NETHERLAND_1650, cp.NETHERLANDS_LOOK),
        Area(cp.SPAIN_1650, cp.SPAIN_LOOK),
    ]
    labels = [
        AreaLabel((-73.0, 47.6), N_("NEW FRANCE"), (N_("France"),), colour=style.BLUE, size=20),
        AreaLabel(
            (-69.3, 42.6),
            N_("NEW ENGLAND"),
            (N_("England"),),
            size=20,
            sides=(Side.E, Side.SE, Side.NE),
        ),
        AreaLabel(
            (-74.0, 41.6),
            N_("NEW NETHERLAND"),
            (N_("the Netherlands"),),
            size=20,
            sides=(Side.W, Side.SW, Side.NW),
        ),
        AreaLabel(
            (-76.6, 37.4),
            N_("VIRGINIA & MARYLAND"),
            (N_("England"),),
            size=20,
            sides=(Side.W, Side.SW, Side.S),
        ),
        AreaLabel(
            (-83.0, 30.2),
            N_("SPANISH FLORIDA"),
            (N_("Spain"),),
            size=20,
            sides=(Side.W, Side.NW, Side.SW, Side.S),
        ),
    ]
    legend = [
        LegendEntry(cp.ENGLAND_LOOK, N_("England")),
        LegendEntry(cp.FRANCE_LOOK, N_("France")),
        LegendEntry(cp.NETHERLANDS_LOOK, N_("The Netherlands")),
        LegendEntry(cp.SPAIN_LOOK, N_("Spain")),
    ]
    spec = _spec(
        N_("Colonies around 1650"),
        N_("Four European powers held small colonies on the coast and the rivers"),
        OVERVIEW_VIEW,
        areas=areas,
        area_labels=labels,
        marks=marks,
        legend=legend,
        legend_title=N_("Colonies of"),
        legend_footnote=APPROXIMATE,
        second_names=False,
        inset=False,
        river_names=False,
    )
    return compose(name, spec)


def overview_1750(name: str) -> Image.Image:
    marks = [
        SiteMark(cp.site(s))
        for s in (
            "quebec",
            "montreal",
            "louisbourg",
            "boston",
            "new-york",
            "philadelphia",
            "williamsburg",
            "charleston",
            "st-augustine",
            "new-orleans",
        )
    ]
    areas = [
        Area(cp.FRANCE_1750, cp.FRANCE_LOOK),
        Area(cp.BRITAIN_1750, cp.ENGLAND_LOOK),
        Area(cp.SPAIN_1750, cp.SPAIN_LOOK),
    ]
    labels = [
        AreaLabel(
            (-86.0, 44.0), N_("NEW FRANCE"), (N_("France: Canada"),), colour=style.BLUE, size=20
        ),
        AreaLabel((-90.3, 36.0), N_("LOUISIANA"), (N_("France"),), colour=style.BLUE, size=20),
        AreaLabel(
            (-77.5, 38.2),
            N_("BRITISH"),
            (N_("colonies"),),
            size=20,
            sides=(Side.CENTER, Side.W, Side.SW),
        ),
        AreaLabel((-81.6, 28.6), N_("FLORIDA"), (N_("Spain"),), size=20),
    ]
    legend = [
        LegendEntry(cp.ENGLAND_LOOK, N_("Britain")),
        LegendEntry(cp.FRANCE_LOOK, N_("France")),
        LegendEntry(cp.SPAIN_LOOK, N_("Spain")),
    ]
    spec = _spec(
        N_("Colonies around 1750"),
        N_(
            "Britain, France and Spain; the Dutch colony had "
            "become English New York in 1664. Spain also held Texas, Mexico and Cuba."
        ),
        OVERVIEW_VIEW,
        areas=areas,
        area_labels=labels,
        marks=marks,
        legend=legend,
        legend_title=N_("Colonies of"),
        legend_footnote=N_(
            "All areas are approximate. Claims reached further than "
            "control; Native nations held most of this land."
        ),
        second_names=False,
        inset=False,
        river_names=False,
    )
    return compose(name, spec)


# --- locators ----------------------------------------------------------------------------
LOCATOR_SPAN = (4.4, 3.0)  # degrees of longitude and latitude around the place
POINTER_REACH_KM = 1100.0  # edge arrows only to places within about 680 miles


def locator(name: str, slug: str) -> Image.Image:
    """One place, highlighted, its neighbours named, modern state lines (said so), inset."""
    place = cp.SITE_BY_SLUG[slug]
    lon, lat = place.point
    span_lon, span_lat = LOCATOR_SPAN
    interest = Bounds(
        lon - span_lon / 2, lat - span_lat / 2, lon + span_lon / 2, lat + span_lat / 2
    )
    _, view = frame_within(interest, data_limits())
    inner = Bounds(view.west + 0.08, view.south + 0.08, view.east - 0.08, view.north - 0.08)
    visible = {s.slug for s in cp.LOCATOR_SITES if inner.contains(display_point(s))}
    marks = [SiteMark(s, highlight=s.slug == slug) for s in cp.LOCATOR_SITES if s.slug in visible]
    marks += [SiteMark(s, muted=True) for s in cp.CONTEXT_SITES if inner.contains(display_point(s))]
    spec = _spec(
        place.name,
        place.caption,
        interest,
        marks=marks,
        inset=True,
        inset_marker=place.point,
        state_lines=True,
        pointers=[
            p
            for p in pointers_to(place, visible, cp.LOCATOR_SITES)
            if distance_km(p.origin, p.target) < POINTER_REACH_KM
        ],
        legend=[STATE_LINE_ENTRY],
        second_names=frozenset({slug}),
    )
    return compose(name, spec)


# --- theme maps --------------------------------------------------------------------------
def resources(name: str) -> Image.Image:
    """What each region produced and sold, about 1750."""
    areas = [
        Area(cp.FUR_LANDS, cp.FUR_LOOK),
        Area(cp.COD_WATERS, cp.COD_LOOK, clip="sea"),
        Area(cp.LUMBER_LANDS, cp.LUMBER_LOOK),
        Area(cp.GRAIN_LANDS, cp.GRAIN_LOOK),
        Area(cp.TOBACCO_LANDS, cp.TOBACCO_LOOK),
        Area(cp.NAVAL_STORES_LANDS, cp.NAVAL_STORES_LOOK),
        Area(cp.RICE_LANDS, cp.RICE_LOOK),
    ]
    labels = [
        AreaLabel((-80.0, 46.3), N_("FUR TRADE"), (N_("beaver and other furs"),), size=20),
        AreaLabel((-63.5, 43.2), N_("COD"), (N_("fishing banks"),), colour=style.BLUE, size=20),
        AreaLabel(
            (-70.2, 44.9),
            N_("LUMBER"),
            (N_("and ship timber"),),
            size=20,
            sides=(Side.CENTER, Side.N),
        ),
        AreaLabel(
            (-75.9, 40.9), N_("GRAIN"), (N_("wheat, flour"),), size=20, sides=(Side.CENTER, Side.W)
        ),
        AreaLabel((-77.3, 37.6), N_("TOBACCO"), (), size=20, sides=(Side.CENTER, Side.W)),
        AreaLabel(
            (-77.6, 35.3),
            N_("NAVAL STORES"),
            (N_("tar, pitch, turpentine"),),
            size=19,
            sides=(Side.W, Side.SW, Side.NW),
        ),
        AreaLabel(
            (-80.6, 32.3), N_("RICE AND INDIGO"), (), size=19, sides=(Side.SE, Side.E, Side.S)
        ),
    ]
    events = [
        EventMark(
            cp.WHALING_PORT,
            Symbol.POINT,
            (N_("Whaling"), N_("Nantucket")),
            (Side.SE, Side.S, Side.E),
        )
    ]
    region_names = [
        AreaLabel((-71.0, 43.4), N_("New England"), (), colour=style.INK_SOFT, size=18),
        AreaLabel(
            (-75.0, 41.9),
            N_("Middle colonies"),
            (),
            colour=style.INK_SOFT,
            size=18,
            sides=(Side.CENTER, Side.E),
        ),
        AreaLabel(
            (-77.8, 38.3),
            N_("Chesapeake"),
            (),
            colour=style.INK_SOFT,
            size=18,
            sides=(Side.CENTER, Side.W, Side.NW),
        ),
        AreaLabel(
            (-81.5, 33.0),
            N_("Lowcountry"),
            (),
            colour=style.INK_SOFT,
            size=18,
            sides=(Side.W, Side.NW, Side.SW),
        ),
    ]
    legend = [
        LegendEntry(cp.FUR_LOOK, N_("Furs")),
        LegendEntry(cp.COD_LOOK, N_("Cod fishing")),
        LegendEntry(cp.LUMBER_LOOK, N_("Lumber")),
        LegendEntry(cp.GRAIN_LOOK, N_("Grain")),
        LegendEntry(cp.TOBACCO_LOOK, N_("Tobacco")),
        LegendEntry(cp.NAVAL_STORES_LOOK, N_("Naval stores")),
        LegendEntry(cp.RICE_LOOK, N_("Rice and indigo")),
        LegendEntry(Symbol.POINT, N_("Whaling port")),
    ]
    spec = _spec(
        N_("Resources of the colonies"),
        N_("What each region sold, about 1750"),
        Bounds(-84.0, 30.6, -57.0, 48.0),
        areas=areas,
        area_labels=[*labels, *region_names],
        events=events,
        legend=legend,
        legend_footnote=N_("Areas are approximate."),
        legend_columns=2,
        legend_near=(-62.0, 37.5),
        inset=False,
        river_names=False,
    )
    return compose(name, spec)


FRENCH_ROUTE = LineStyle(style.BLUE, 6)
HUDSON_LOOK = LineStyle(style.VERMILLION, 6)
DEERSKIN_LOOK = LineStyle(style.ORANGE, 6)


def fur_trade(name: str) -> Image.Image:
    """The main routes by which furs and deerskins reached the ports."""
    arrows = [
        ArrowMark(cp.OTTAWA_ROUTE, style.BLUE, 6),
        ArrowMark(cp.LAKES_ROUTE, style.BLUE, 6),
        ArrowMark(cp.MONTREAL_QUEBEC, style.BLUE, 6),
        ArrowMark(cp.HUDSON_ROUTE, style.VERMILLION, 6),
        ArrowMark(cp.CREEK_PATH, style.ORANGE, 6),
        ArrowMark(cp.CHEROKEE_PATH, style.ORANGE, 6),
    ]
    posts = [
        cp.point_site(
            "michilimackinac", N_("Michilimackinac"), -84.73, 45.78, "", (N, NW, NE), Symbol.FORT
        ),
        cp.point_site("detroit", N_("Detroit"), -83.05, 42.33, "", (W, SW, NW), Symbol.FORT),
        cp.point_site("oswego", N_("Oswego"), -76.51, 43.46, "", (S, SW, SE), Symbol.FORT),
        cp.point_site("augusta", N_("Augusta"), -81.97, 33.47, "", (N, NW, NE), Symbol.TOWN),
    ]
    marks = [
        SiteMark(s)
        for s in (
            cp.site("quebec"),
            cp.site("montreal"),
            cp.site("albany"),
            cp.site("new-york"),
            cp.site("charleston"),
            *posts,
        )
    ]
    labels = [
        AreaLabel(
            (-79.6, 45.2),
            N_("Ottawa River route"),
            (N_("French"),),
            colour=style.BLUE,
            size=19,
            sides=(Side.CENTER, Side.S, Side.SE),
        ),
        AreaLabel(
            (-79.9, 42.75),
            N_("Great Lakes route"),
            (N_("French"),),
            colour=style.BLUE,
            size=19,
            sides=(Side.S, Side.SW, Side.SE),
        ),
        AreaLabel(
            (-73.9, 41.8),
            N_("Hudson–Albany"),
            (N_("Dutch, then English"),),
            colour=style.VERMILLION,
            size=19,
            sides=(Side.E, Side.SE, Side.NE),
        ),
        AreaLabel(
            (-82.6, 33.25),
            N_("Deerskin trade"),
            (N_("paths to Charles Town"),),
            colour=(150, 100, 0),
            size=19,
            sides=(Side.S, Side.SW, Side.SE, Side.N, Side.NW, Side.W),
        ),
        AreaLabel(
            (-84.9, 32.1),
            N_("Creek towns"),
            (),
            colour=style.INK_SOFT,
            size=18,
            sides=(Side.S, Side.SW, Side.W),
        ),
        AreaLabel(
            (-83.2, 35.1),
            N_("Cherokee towns"),
            (),
            colour=style.INK_SOFT,
            size=18,
            sides=(Side.NW, Side.N, Side.W),
        ),
    ]
    legend = [
        LegendEntry(FRENCH_ROUTE, N_("French routes")),
        LegendEntry(HUDSON_LOOK, N_("Hudson–Albany route")),
        LegendEntry(DEERSKIN_LOOK, N_("Deerskin paths")),
        LegendEntry(Symbol.FORT, N_("Fort or trading post")),
    ]
    spec = _spec(
        N_("The fur trade"),
        N_(
            "Native hunters and traders brought furs and deerskins "
            "to the posts; cloth, tools, kettles and guns went the other way"
        ),
        Bounds(-86.5, 31.5, -69.0, 47.3),
        arrows=arrows,
        marks=marks,
        area_labels=labels,
        legend=legend,
        legend_footnote=N_("Routes are approximate; arrows point the way the furs went."),
        inset=False,
        river_names=False,
        second_names=False,
        cartouche_near=(-68.0, 34.2),
        legend_near=(-88.5, 39.0),
    )
    return compose(name, spec)


def native_nations_1650(name: str) -> Image.Image:
    """Approximate homelands of some eastern nations around 1650."""
    areas, labels = [], []
    for i, (_slug, title, note, centre, rx, ry, tilt, sides) in enumerate(cp.NATIONS_1650):
        look = cp.NATION_LOOKS[i % len(cp.NATION_LOOKS)]
        areas.append(Area((cp.blob(centre, rx, ry, tilt),), look))
        small = sides != (Side.CENTER,)  # a small area: its name beside it, with a leader
        labels.append(
            AreaLabel(centre, title, (note,) if note else (), size=19, sides=sides, nudge=not small)
        )
    spec = _spec(
        N_("Native nations around 1650"),
        N_(
            "Approximate homelands of some eastern "
            "nations. Borders moved and overlapped; many of these nations live on today."
        ),
        Bounds(-87.5, 28.8, -59.5, 47.3),
        areas=areas,
        area_labels=labels,
        inset=False,
        river_names=False,
    )
    return compose(name, spec)


WAR_EVENTS: tuple[tuple[LonLat, tuple[str, ...], tuple[Side, ...]], ...] = (
    (
        (-76.7775, 37.2096),
        (N_("Jamestown, 1622"), N_("Powhatan attack")),
        (Side.W, Side.SW, Side.NW),
    ),
    ((-71.97, 41.37), (N_("Mystic, 1637"), N_("Pequot War")), (Side.S, Side.SW, Side.SE)),
    ((-71.27, 41.68), (N_("King Philip's War"), "1675–1676"), (Side.SE, Side.E, Side.S)),
    ((-72.61, 42.54), (N_("Deerfield, 1704"), N_("raid")), (Side.W, Side.NW, Side.SW)),
    ((-80.93, 32.63), (N_("Yamasee War"), "1715"), (Side.W, Side.SW, Side.NW)),
    ((-59.99, 45.89), (N_("Louisbourg, 1745"), N_("siege")), (Side.S, Side.SW, Side.W)),
    ((-79.59, 39.81), (N_("Fort Necessity"), "1754"), (Side.W, Side.SW, Side.NW)),
    ((-73.71, 43.42), (N_("Fort William Henry"), "1757"), (Side.W, Side.NW, Side.SW)),
    ((-71.22, 46.80), (N_("Quebec, 1759"), N_("British take the city")), (Side.E, Side.NE, Side.N)),
)


def wars(name: str) -> Image.Image:
    """The main places of the colonial wars, 1622-1759."""
    events = [EventMark(point, Symbol.RAID, lines, sides) for point, lines, sides in WAR_EVENTS]
    spec = _spec(
        N_("Colonial wars"),
        N_("Wars between colonists and Native nations, and between Britain and France, 1622–1759"),
        Bounds(-83.0, 31.5, -58.8, 47.5),
        events=events,
        legend=[LegendEntry(Symbol.RAID, N_("Battle, raid or siege"))],
        inset=False,
        river_names=False,
    )
    return compose(name, spec)


def post_road(name: str) -> Image.Image:
    """The post road from Boston by New York to Philadelphia."""
    look = LineStyle(style.VERMILLION, 4.5, dash=(12, 6))
    towns = [
        cp.point_site(slug, title, lon, lat, "", sides, Symbol.TOWN)
        for slug, title, lon, lat, sides in cp.POST_TOWNS
    ]
    marks = [SiteMark(cp.site(s)) for s in ("boston", "new-york", "philadelphia")]
    marks += [SiteMark(cp.site(s)) for s in ("hartford", "new-haven")]
    marks += [SiteMark(t) for t in towns]
    marks += [SiteMark(cp.site(s), muted=True) for s in ("providence", "newport")]
    spec = _spec(
        N_("The post road"),
        N_(
            "Riders carried the mail from Boston to New York, and on "
            "to Philadelphia; the first rode from New York to Boston in 1673"
        ),
        Bounds(-75.6, 39.7, -70.7, 42.6),
        routes=[RouteMark(cp.POST_ROAD, look)],
        marks=marks,
        state_lines=True,
        second_names=False,
        legend=[
            LegendEntry(look, N_("Post road"), N_("route approximate")),
            LegendEntry(Symbol.TOWN, N_("Town on the road")),
            STATE_LINE_ENTRY,
        ],
        inset=True,
        river_names=False,
    )
    return compose(name, spec)


# --- the Atlantic trade: a schematic (the data stops at 50 W) -----------------------------
GOODS_OUT = style.BLUE
MIDDLE_PASSAGE = style.VERMILLION
GOODS_HOME = style.BLUISH_GREEN
ISLAND_TRADE = (150, 100, 0)
EUROPE_BOX = (-205, 40, -18, 118)  # px from the content's right (x) and top/bottom (y)
AFRICA_BOX = (-205, -300, -18, -205)


def _edge_box(canvas: MapCanvas, spec: tuple[int, int, int, int]) -> Box:
    left, top, right, bottom = canvas.content
    x0, y0, x1, y1 = spec
    ty0 = top + y0 if y0 >= 0 else bottom + y0
    ty1 = top + y1 if y1 >= 0 else bottom + y1
    return (right + x0, ty0, right + x1, ty1)


def _trade_extra(canvas: MapCanvas) -> None:
    """Europe and Africa as labelled boxes at the edge, and the trade's arrows."""
    boxes = {}
    for key, spec, title, note in (
        ("europe", EUROPE_BOX, N_("EUROPE"), N_("Britain and others")),
        ("africa", AFRICA_BOX, N_("WEST AFRICA"), ""),
    ):
        title, note = drawn(title), drawn(note or N_("far to the east"))
        box = _edge_box(canvas, spec)
        canvas.panel(box)
        cx = (box[0] + box[2]) / 2
        # A longer name may take two lines ("ÁFRICA\nOCCIDENTAL" in the catalog), and a longer
        # note a size or two less, so the boxes keep their place beside the arrows.
        title_lines = title.split("\n")
        for row, line in enumerate(title_lines):
            canvas.text(
                (cx, box[1] + 14 + 26 * row),
                line,
                Face.SERIF_BOLD,
                21,
                style.INK,
                anchor="ma",
                halo=None,
            )
        size = next(
            (
                size
                for size in (18, 17, 16)
                if text_size([(note, Face.SERIF_ITALIC, size)])[0] <= box[2] - box[0] - 8
            ),
            15,
        )
        canvas.text(
            (cx, box[1] + 42 + 26 * (len(title_lines) - 1)),
            note,
            Face.SERIF_ITALIC,
            size,
            style.INK_SOFT,
            anchor="ma",
            halo=None,
        )
        boxes[key] = box
    eu, af = boxes["europe"], boxes["africa"]
    to_ll = canvas.proj.to_lonlat

    def arrow(points: list[LonLat], colour: style.RGB) -> None:
        canvas.arrow(points, colour, 6)
        hpts = [canvas.hpx(p) for p in chaikin(points, closed=False)]
        for x, y in points_along(hpts, 8 * SS):
            canvas.reserve((x / SS - 5, y / SS - 5, x / SS + 5, y / SS + 5))

    ex, ey = (eu[0] + eu[2]) / 2, eu[3]
    ax, ay = (af[0] + af[2]) / 2, af[1]
    arrow(
        [to_ll((ex + 30, ey + 8)), to_ll((ex + 45, (ey + ay) / 2)), to_ll((ax + 30, ay - 10))],
        GOODS_OUT,
    )
    arrow(
        [to_ll((af[0] - 8, af[3] - 24)), to_ll((af[0] - 70, af[3] + 70)), (-66.3, 19.7)],
        MIDDLE_PASSAGE,
    )
    arrow([(-75.2, 35.0), (-66.0, 38.5), to_ll((eu[0] - 10, (eu[1] + eu[3]) / 2 + 10))], GOODS_HOME)
    arrow([(-69.6, 41.3), (-67.5, 33.0), (-69.5, 22.6)], ISLAND_TRADE)
    arrow([(-73.2, 21.8), (-73.0, 31.0), (-70.6, 40.6)], ISLAND_TRADE)
    # The goods each arrow carried, beside it in open sea (and in the arrow's colour).
    for point, lines, colour, sides in (
        (
            to_ll((ex + 45, (ey + ay) / 2)),
            (N_("cloth, metal"), N_("goods, guns")),
            GOODS_OUT,
            (Side.W,),
        ),
        (
            to_ll((af[0] + 95, af[3] + 62)),
            (N_("Middle Passage:"), N_("enslaved Africans")),
            MIDDLE_PASSAGE,
            (Side.CENTER,),
        ),
        ((-59.0, 39.8), (N_("sugar, tobacco,"), N_("rice, indigo")), GOODS_HOME, (Side.CENTER,)),
        (
            (-67.5, 31.0),
            (N_("fish, lumber,"), N_("food")),
            ISLAND_TRADE,
            (Side.E, Side.SE, Side.NE),
        ),
        ((-76.4, 30.8), (N_("molasses,"), N_("sugar")), ISLAND_TRADE, (Side.CENTER,)),
    ):
        darker = style.shade(colour, 0.75)
        text = [(line, Face.SERIF_BOLD, 18, darker) for line in lines]
        canvas.label(
            point,
            text,
            gap=12 if sides != (Side.CENTER,) else 0,
            prefer=sides,
            priority=14,
            leader=sides != (Side.CENTER,),
            only_preferred=True,
        )


def triangular_trade(name: str) -> Image.Image:
    """The Atlantic trade as a schematic: the American coast from the data, Europe and
    Africa as boxes at the map's edge (they lie far beyond it), arrows for the routes."""
    marks = [SiteMark(cp.site(s)) for s in ("boston", "newport", "charleston")]
    labels = [
        AreaLabel(
            (-76.0, 19.2),
            N_("WEST INDIES"),
            (N_("sugar islands"),),
            size=19,
            sides=(Side.CENTER, Side.S, Side.N),
        )
    ]
    legend = [
        LegendEntry(LineStyle(GOODS_OUT, 6, casing=None), N_("Goods to Africa")),
        LegendEntry(LineStyle(MIDDLE_PASSAGE, 6, casing=None), N_("Enslaved Africans")),
        LegendEntry(LineStyle(GOODS_HOME, 6, casing=None), N_("Goods to Europe")),
        LegendEntry(LineStyle(ISLAND_TRADE, 6, casing=None), N_("Colonies–islands trade")),
    ]
    spec = _spec(
        N_("The Atlantic trade"),
        N_('A simplified picture: ships sailed many routes, and the "triangle" had many sides'),
        Bounds(-98.0, 18.0, -50.0, 47.0),
        marks=marks,
        area_labels=labels,
        legend=legend,
        legend_footnote=N_("Not to scale: Europe and Africa lie far beyond this map's edge."),
        extra=_trade_extra,
        inset=False,
        river_names=False,
        second_names=False,
        scale_bar=False,
        compass=False,
    )
    return compose(name, spec)
