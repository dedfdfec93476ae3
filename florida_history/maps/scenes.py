"""The history maps: overview, board map, locators, homelands, roads, borders and hazards.

Each function returns one image; ``catalog`` names them. Facts and dates come from
``history/facts.md`` (section letters in the comments). The board's 24 nature and route
spaces are in ``place_scenes``.
"""

from __future__ import annotations

import math

from PIL import Image, ImageFilter

from florida_history.maps import ornaments, places, regions, style
from florida_history.maps.compose import (
    FLORIDA,
    STATE_SECOND_NAMES,
    AreaLabel,
    ArrowMark,
    EventMark,
    MapSpec,
    Pointer,
    RouteMark,
    SiteMark,
    compose,
    context_names,
    draw_sites,
    frame_view,
    seed_for,
    settlement_marks,
)
from florida_history.maps.labels import Side
from florida_history.maps.language import drawn
from florida_history.maps.ornaments import LegendEntry
from florida_history.maps.places import SETTLEMENT_BY_SLUG, SETTLEMENTS, Site
from florida_history.maps.projection import KM_PER_MILE, Bounds, distance_km
from florida_history.maps.render import SS, Area, MapCanvas, quantize
from florida_history.maps.style import AreaStyle, Face, Hatch, LineStyle, Symbol
from florida_history.words import N_, _

BOARD = (700, 700)  # the map inside the board's ring

SETTLEMENT_LEGEND = [
    LegendEntry(Symbol.TOWN, N_("Town")),
    LegendEntry(Symbol.FORT, N_("Fort")),
    LegendEntry(Symbol.MISSION, N_("Mission")),
    LegendEntry(Symbol.CROSSING, N_("River crossing")),
    LegendEntry(Symbol.LANDMARK, N_("Landmark (cape)")),
    LegendEntry(Symbol.LATER_TOWN, N_("Town after 1821")),
]


# --- the overview and the board map --------------------------------------------------------
def overview(name: str) -> Image.Image:
    """All 12 board settlements on one map of Florida, with title and legend."""
    size, bounds = frame_view(FLORIDA)
    canvas = MapCanvas(size, bounds, seed=seed_for(name))
    canvas.draw_base()
    draw_sites(canvas, settlement_marks(), second_names=STATE_SECOND_NAMES)
    ornaments.cartouche(
        canvas,
        N_("Colonial Florida"),
        N_("1513–1821 · the twelve settlements of the game"),
        order=("sw",),
        max_width=330,
    )
    ornaments.legend(canvas, SETTLEMENT_LEGEND, title=N_("Key"), near=(-87.05, 27.75))
    ornaments.compass_rose(canvas, near=(-84.95, 27.95))
    ornaments.scale_bar(canvas, near=(-83.4, 24.9))
    context_names(canvas)
    return canvas.finish()


def board_map(name: str) -> Image.Image:
    """The overview without title or frame, square, fading into the board's parchment."""
    fade = 28
    size, bounds = frame_view(Bounds(-87.5, 24.45, -79.6, 31.05), BOARD, margin=fade)
    canvas = MapCanvas(
        size,
        bounds,
        seed=seed_for(name),
        framed=False,
        graticule=None,
        fit_margin=fade,
        label_bleed=8,
    )
    canvas.draw_base()
    draw_sites(canvas, settlement_marks(), second_names=False)
    ornaments.compass_rose(canvas, radius=34, near=(-85.6, 27.2))
    context_names(canvas, rivers=False)
    image = canvas.finish().convert("RGB")
    return quantize(fade_edges(image, fade))


def fade_edges(image: Image.Image, width: int = 28) -> Image.Image:
    """Blend the outer ``width`` px into plain parchment so the map sits in the board
    (fully opaque inside ``width``, where the labels are)."""
    half = width // 2
    mask = Image.new("L", image.size, 0)
    inner = Image.new("L", (image.width - 2 * half, image.height - 2 * half), 255)
    mask.paste(inner, (half, half))
    mask = mask.filter(ImageFilter.GaussianBlur(width / 5))
    page = Image.new("RGB", image.size, style.PARCHMENT)
    return Image.composite(image, page, mask)


# --- locators -----------------------------------------------------------------------------
LOCATOR_SPAN = (2.6, 1.75)  # degrees of longitude and latitude around the settlement


def _bearing(a: tuple[float, float], b: tuple[float, float]) -> float:
    k = math.cos(math.radians((a[1] + b[1]) / 2))
    return math.degrees(math.atan2(b[1] - a[1], (b[0] - a[0]) * k))


def pointers_to(
    site: Site, visible: set[str], pool: tuple[Site, ...] = SETTLEMENTS
) -> list[Pointer]:
    """Up to two nearest places of ``pool`` beyond the map, in clearly different directions."""
    chosen: list[Site] = []
    for other in sorted(pool, key=lambda s: distance_km(site.point, s.point)):
        if other.slug == site.slug or other.slug in visible:
            continue
        angle = _bearing(site.point, other.point)
        if all(abs((angle - _bearing(site.point, c.point) + 180) % 360 - 180) > 50 for c in chosen):
            chosen.append(other)
        if len(chosen) == 2:
            break
    return [Pointer(site.point, c.point, c.name) for c in chosen]


def locator(name: str, slug: str) -> Image.Image:
    """One settlement, zoomed in and highlighted, its neighbours labelled, with an inset."""
    site = SETTLEMENT_BY_SLUG[slug]
    lon, lat = site.point
    span_lon, span_lat = LOCATOR_SPAN
    interest = Bounds(
        lon - span_lon / 2, lat - span_lat / 2, lon + span_lon / 2, lat + span_lat / 2
    )
    _, view = frame_view(interest)
    inner = Bounds(view.west + 0.04, view.south + 0.04, view.east - 0.04, view.north - 0.04)
    visible = {s.slug for s in SETTLEMENTS if inner.contains(places.display_point(s))}
    marks = [SiteMark(s, highlight=s.slug == slug) for s in SETTLEMENTS if s.slug in visible]
    spec = MapSpec(
        site.name,
        site.caption,
        interest,
        marks=marks,
        context=False,
        inset=True,
        inset_marker=site.point,
        pointers=pointers_to(site, visible),
    )
    return compose(name, spec)


# --- Native homelands (facts.md section C) -----------------------------------------------
HOMELAND_VIEWS: dict[str, Bounds] = {
    "timucua": Bounds(-84.6, 28.7, -80.5, 31.8),
    "apalachee": Bounds(-85.6, 29.5, -83.0, 31.1),
    "calusa": Bounds(-83.4, 24.3, -79.35, 27.9),
    "tequesta": Bounds(-82.0, 24.6, -79.35, 27.0),
    "tocobaga": Bounds(-83.5, 27.0, -81.3, 28.8),
    "seminole": Bounds(-85.6, 27.6, -80.6, 31.2),
    "miccosukee": FLORIDA,
    "choctaw": Bounds(-90.6, 29.9, -84.6, 34.2),
}
HOMELAND_SITES: dict[str, tuple[Site, ...]] = {
    "calusa": (places.MOUND_KEY,),
    "tequesta": (places.MIAMI_RIVER,),
    "tocobaga": (places.SAFETY_HARBOR,),
    "choctaw": (places.MOBILE,),
}


def homeland(name: str, slug: str) -> Image.Image:
    """One nation's approximate homeland, shaded, with its name and period."""
    nation = regions.HOMELAND_BY_SLUG[slug]
    areas = [Area(nation.rings, nation.look)]
    labels = [
        AreaLabel(
            point,
            title,
            (period,),
            size=24 if not nation.parts else 20,
            sides=(Side.CENTER, Side.NE, Side.E, Side.N, Side.SE),
        )
        for point, title, period in nation.labels
    ]
    legend = [
        LegendEntry(
            nation.look,
            _("{nation} (approximate)").format(nation=drawn(nation.name)),
            nation.period,
        )
    ]
    extra_marks = [SiteMark(s) for s in HOMELAND_SITES.get(slug, ())]
    subtitle = " ".join(drawn(note) for note in nation.notes)
    west_limit = -92.0 if slug == "choctaw" else -88.40
    small = [
        ring for ring in nation.rings if max(p[0] for p in ring) - min(p[0] for p in ring) < 1.0
    ]
    spec = MapSpec(
        _("{nation} homeland").format(nation=drawn(nation.name)),
        _("Approximate area, {period}. {notes}").format(
            period=drawn(nation.period), notes=subtitle
        ),
        HOMELAND_VIEWS[slug],
        areas=areas,
        area_labels=labels,
        legend=legend,
        marks=extra_marks,
        west_limit=west_limit,
        second_names=True,
        florida_name=slug == "miccosukee",
        ringed=small if slug == "miccosukee" else (),
    )
    if slug == "miccosukee":  # a whole-state map: a few places for orientation only
        spec.context = False
        spec.marks = [
            SiteMark(SETTLEMENT_BY_SLUG[s], muted=True)
            for s in ("st-augustine", "pensacola", "tallahassee")
        ]
    if slug == "choctaw":
        spec.areas = [*areas, Area((regions.west_of_apalachicola(),), regions.WEST_FLORIDA_LOOK)]
        spec.legend = [
            *legend,
            LegendEntry(regions.WEST_FLORIDA_LOOK, N_("British West Florida"), "1763–1783"),
        ]
        spec.legend_footnote = N_("Mississippi outline approximate.")
        spec.area_labels = [
            *labels,
            AreaLabel((-87.3, 30.75), N_("West Florida"), (N_("British, 1763"),), size=20),
        ]
        spec.context = False
        spec.marks = [*extra_marks, SiteMark(SETTLEMENT_BY_SLUG["pensacola"])]
        spec.extra = _mississippi_name
    return compose(name, spec)


def _mississippi_name(canvas: MapCanvas) -> None:
    for point, text in (((-89.75, 31.45), N_("MISSISSIPPI")), ((-86.6, 32.3), N_("ALABAMA"))):
        canvas.label(
            point,
            [(" ".join(drawn(text)), Face.SERIF, 20, style.INK_SOFT)],
            prefer=(Side.CENTER,),
            priority=-8,
            optional=True,
            leader=False,
            gap=0,
            only_preferred=True,
        )


def native_nations(name: str) -> Image.Image:
    """All the homelands together: approximate areas from different periods."""
    florida_nations = [h for h in regions.HOMELANDS if h.slug != "choctaw"]
    areas = [Area(h.rings, h.look) for h in florida_nations]
    labels = [
        AreaLabel(
            point, title, (period,), size=19, sides=NATION_LABEL_SIDES.get(h.slug, (Side.CENTER,))
        )
        for h in florida_nations
        for point, title, period in h.labels
    ]
    legend = [LegendEntry(h.look, h.name) for h in regions.HOMELANDS]
    spec = MapSpec(
        N_("Native Nations"),
        N_(
            "Homelands named in the game. Approximate areas from different "
            "periods: the Seminole formed in the 1700s on lands where Timucua and Apalachee had "
            "lived."
        ),
        FLORIDA,
        areas=areas,
        area_labels=labels,
        legend=legend,
        context=False,
        compass=False,
        florida_name=False,
        pointers=[Pointer((-86.5, 30.6), (-88.9, 32.6), N_("Choctaw homeland"), distance=False)],
        cartouche_near=(-86.3, 25.6),
        legend_near=(-87.2, 28.0),
    )
    return compose(name, spec)


# Labels that may stand off their area (with a leader) on the crowded combined map.
NATION_LABEL_SIDES: dict[str, tuple[Side, ...]] = {
    "tocobaga": (Side.W, Side.SW, Side.NW),  # small: the name beside it, not over it
    "tequesta": (Side.CENTER, Side.E, Side.SE),
    "calusa": (Side.CENTER, Side.W, Side.SW),
    "apalachee": (Side.CENTER, Side.S, Side.SW),
    "miccosukee": (Side.CENTER, Side.N, Side.NE, Side.E),
}


# --- roads, borders (facts.md B, F) ------------------------------------------------------
ROUTE_LEGEND_CAMINO = LegendEntry(
    regions.CAMINO_REAL.look, N_("Camino Real"), N_("route approximate")
)
ROUTE_LEGEND_KINGS = LegendEntry(regions.KINGS_ROAD.look, N_("King's Road"), "1765–1775")


def camino_real(
    name: str,
    title: str = N_("El Camino Real"),
    subtitle: str = N_(
        "The Spanish road from St Augustine to the Apalachee "
        "missions, 1680s: 4 days in winter, over a month in the rains"
    ),
) -> Image.Image:
    route = regions.CAMINO_REAL
    marks = [SiteMark(SETTLEMENT_BY_SLUG[s]) for s in ("st-augustine", "fort-picolata", "san-luis")]
    marks.append(SiteMark(places.PAYNES_PRAIRIE, muted=True))
    spec = MapSpec(
        title,
        subtitle,
        Bounds(-84.7, 29.2, -81.0, 30.9),
        routes=[RouteMark(route.points, route.look, N_("Camino Real"), (-83.1, 30.22), "1680s")],
        marks=marks,
        legend=[ROUTE_LEGEND_CAMINO],
        inset=True,
    )
    return compose(name, spec)


def old_spanish_road(name: str) -> Image.Image:
    return camino_real(
        name,
        N_("Old Spanish Road"),
        N_(
            'The colonial road was El Camino Real (1680s). The "Old Spanish Trail" '
            "was a highway of 1915–1929."
        ),
    )


def kings_road(
    name: str,
    title: str = N_("The King's Road"),
    subtitle: str = N_(
        "British East Florida's road, 1765–1775: about 150 miles from "
        "the St Marys River to south of New Smyrna"
    ),
) -> Image.Image:
    route = regions.KINGS_ROAD
    marks = [SiteMark(SETTLEMENT_BY_SLUG[s]) for s in ("cowford", "st-augustine", "new-smyrna")]
    start = Site(
        "st-marys",
        N_("St Marys River"),
        route.points[0][1],
        route.points[0][0],
        Symbol.POINT,
        N_("Georgia border"),
        "",
        (Side.W, Side.NW),
    )
    marks.append(SiteMark(start))
    spec = MapSpec(
        title,
        subtitle,
        Bounds(-82.4, 28.7, -80.4, 30.95),
        routes=[
            RouteMark(route.points, route.look, N_("King's Road"), (-81.45, 29.5), "1765–1775")
        ],
        marks=marks,
        legend=[ROUTE_LEGEND_KINGS],
        inset=True,
        second_names=False,
    )
    return compose(name, spec)


def place_kings_road(name: str) -> Image.Image:
    return kings_road(
        name,
        N_("King's Road"),
        N_(
            "British East Florida's road, 1765–1775, built over "
            "an older Native trail; Loyalists fled south along it in 1777"
        ),
    )


def east_west_florida(name: str) -> Image.Image:
    """Britain's two colonies, divided at the Apalachicola River in 1763."""
    west = Area((regions.west_of_apalachicola(),), regions.WEST_FLORIDA_LOOK)
    east = Area((regions.east_of_apalachicola(),), regions.EAST_FLORIDA_LOOK)
    marks = [
        SiteMark(SETTLEMENT_BY_SLUG["st-augustine"]),
        SiteMark(SETTLEMENT_BY_SLUG["pensacola"]),
    ]
    spec = MapSpec(
        N_("East and West Florida"),
        N_("Britain divided Florida at the Apalachicola River in 1763"),
        FLORIDA,
        areas=[west, east],
        area_labels=[
            AreaLabel((-86.55, 30.8), N_("WEST FLORIDA"), size=21),
            AreaLabel((-82.0, 28.6), N_("EAST FLORIDA"), size=22),
        ],
        routes=[RouteMark(regions.apalachicola_line(), regions.BORDER_1763)],
        marks=marks,
        context=False,
        florida_name=False,
        legend=[
            LegendEntry(
                regions.WEST_FLORIDA_LOOK,
                N_("West Florida, capital Pensacola"),
                N_("1763–1781, west to the Mississippi"),
            ),
            LegendEntry(
                regions.EAST_FLORIDA_LOOK, N_("East Florida, capital St Augustine"), "1763–1784"
            ),
            LegendEntry(regions.BORDER_1763, N_("Apalachicola River line")),
        ],
        cartouche_near=(-86.4, 25.3),
        legend_near=(-86.4, 27.9),
    )
    return compose(name, spec)


# --- hazards and topics (facts.md E, G) --------------------------------------------------
HAZARD_LOOK = AreaStyle(style.VERMILLION, Hatch.DIAGONAL, fill_alpha=0.25)


def hurricanes(name: str) -> Image.Image:
    events = [
        EventMark(
            (-87.25, 30.33),
            Symbol.HURRICANE,
            ("1559", N_("Luna's fleet")),
            (Side.S, Side.SE, Side.SW),
        ),
        EventMark(
            (-80.70, 28.95),
            Symbol.HURRICANE,
            ("1565", N_("French fleet wrecked")),
            (Side.E, Side.SE),
        ),
        EventMark(
            (-82.15, 24.50),
            Symbol.HURRICANE,
            ("1622", N_("Atocha and 7 more ships")),
            (Side.N, Side.NW),
        ),
        EventMark(
            (-80.33, 27.65),
            Symbol.HURRICANE,
            ("1715", N_("Silver fleet, Treasure Coast")),
            (Side.E, Side.SE, Side.W),
        ),
        EventMark(
            (-86.85, 30.40),
            Symbol.HURRICANE,
            ("1752", N_("Santa Rosa Island")),
            (Side.E, Side.NE, Side.SE),
        ),
    ]
    spec = MapSpec(
        N_("Hurricanes"),
        N_("Great storms of colonial Florida, 1559–1752"),
        FLORIDA,
        events=events,
        context=True,
        second_names=False,
        legend=[LegendEntry(Symbol.HURRICANE, N_("Hurricane, with year"))],
        cartouche_near=(-86.6, 25.2),
        legend_near=(-86.8, 27.3),
    )
    return compose(name, spec)


def pirate_raids(name: str) -> Image.Image:
    events = [
        EventMark(
            SETTLEMENT_BY_SLUG["st-augustine"].point,
            Symbol.RAID,
            (N_("St Augustine"), N_("Drake 1586 · Searle 1668")),
            (Side.E, Side.SE),
        ),
        EventMark(
            SETTLEMENT_BY_SLUG["san-marcos"].point,
            Symbol.RAID,
            (N_("San Marcos"), N_("pirates burn the fort, 1682")),
            (Side.S, Side.SE),
        ),
        EventMark(
            places.AMELIA_ISLAND.point,
            Symbol.RAID,
            (N_("Amelia Island"), N_("smugglers' haven"), "1807–1817"),
            (Side.E, Side.SE),
        ),
        EventMark(
            (-80.45, 27.80),
            Symbol.RAID,
            (N_("1715 wreck camps"), N_("raided by Henry Jennings")),
            (Side.E, Side.W),
        ),
    ]
    spec = MapSpec(
        N_("Pirates and raiders"),
        N_("Attacks from the sea on Spanish Florida"),
        FLORIDA,
        events=events,
        context=True,
        second_names=False,
        legend=[LegendEntry(Symbol.RAID, N_("Raid or pirate base"))],
        cartouche_near=(-86.6, 25.2),
        legend_near=(-86.8, 27.3),
    )
    return compose(name, spec)


def wreck_coast(name: str) -> Image.Image:
    """The 1715 silver fleet's wrecks between Sebastian and Fort Pierce."""
    coast = Area(
        (((-80.70, 27.95), (-80.10, 27.95), (-79.95, 27.40), (-80.45, 27.40)),),
        HAZARD_LOOK,
        clip="coast",
    )
    events = [
        EventMark(
            (-80.40, 27.72),
            Symbol.WRECK,
            (N_("31 July 1715"), N_("11 of 12 ships wrecked")),
            (Side.E, Side.NE),
        )
    ]
    marks = [
        SiteMark(places.SEBASTIAN_INLET, muted=True),
        SiteMark(SETTLEMENT_BY_SLUG["cape-canaveral"]),
    ]
    spec = MapSpec(
        N_("The 1715 Fleet"),
        N_(
            "A hurricane drove the Spanish silver fleet onto this coast near "
            'present Vero Beach and Sebastian: the "Treasure Coast"'
        ),
        Bounds(-81.4, 27.0, -79.35, 28.6),
        areas=[coast],
        events=events,
        marks=marks,
        area_labels=[
            AreaLabel((-80.75, 27.55), N_("Treasure Coast"), (N_("name since the 1960s"),))
        ],
        context=False,
        legend=[
            LegendEntry(HAZARD_LOOK, N_("Wreck coast, 1715")),
            LegendEntry(Symbol.WRECK, N_("Shipwreck")),
        ],
        inset=True,
    )
    return compose(name, spec)


def matanzas_inlet(name: str) -> Image.Image:
    """Autumn 1565: Menéndez takes Fort Caroline; Ribault's wrecked men die at the inlet."""
    marks = [
        SiteMark(SETTLEMENT_BY_SLUG["st-augustine"]),
        SiteMark(SETTLEMENT_BY_SLUG["fort-caroline"]),
    ]
    events = [
        EventMark(
            places.MATANZAS_INLET.point,
            Symbol.RAID,
            (N_("Matanzas Inlet"), N_("about 12 Oct 1565")),
            (Side.E, Side.SE),
        ),
        EventMark(
            (-80.50, 28.80),
            Symbol.WRECK,
            (N_("French fleet wrecked"), N_("Sept 1565")),
            (Side.E, Side.SE, Side.S),
        ),
    ]
    march = ArrowMark(
        ((-81.38, 29.93), (-81.55, 30.10), (-81.56, 30.30), (-81.52, 30.36)), style.BLUE, 5
    )
    walk = ArrowMark(
        ((-80.74, 28.98), (-80.95, 29.25), (-81.10, 29.50), (-81.20, 29.67)), style.VERMILLION, 5
    )
    spec = MapSpec(
        N_("Matanzas, 1565"),
        N_(
            "Menéndez marched through a storm to take Fort Caroline (20 Sept); "
            "Ribault's shipwrecked men were killed at the inlet"
        ),
        Bounds(-82.0, 28.75, -80.3, 30.5),
        marks=marks,
        events=events,
        arrows=[march, walk],
        context=False,
        second_names=False,
        legend=[
            LegendEntry(LineStyle(style.BLUE, 5), N_("Spanish march")),
            LegendEntry(LineStyle(style.VERMILLION, 5), N_("French survivors")),
            LegendEntry(Symbol.WRECK, N_("Shipwreck")),
            LegendEntry(Symbol.RAID, N_("French prisoners killed")),
        ],
        routes=[RouteMark(regions.LAGOON, LineStyle(style.RIVER, 2.5, casing=None))],
        inset=True,
    )
    return compose(name, spec)


def fort_mose(name: str) -> Image.Image:
    """Fort Mose, two miles north of St Augustine (facts.md G)."""
    marks = [
        SiteMark(places.FORT_MOSE, highlight=True),
        SiteMark(SETTLEMENT_BY_SLUG["st-augustine"]),
    ]
    spec = MapSpec(
        N_("Fort Mose"),
        N_(
            "Gracia Real de Santa Teresa de Mose, 1738: the first legally sanctioned "
            "free Black town in what became the US"
        ),
        Bounds(-81.62, 29.78, -81.02, 30.08),
        marks=marks,
        context=False,
        routes=[RouteMark(regions.LAGOON, LineStyle(style.RIVER, 3.0, casing=None))],
        area_labels=[
            AreaLabel(
                (-81.345, 30.03),
                N_("Tolomato River"),
                size=18,
                colour=style.RIVER,
                sides=(Side.W, Side.NW, Side.SW),
            )
        ],
        inset=True,
        inset_marker=places.FORT_MOSE.point,
        second_names=True,
        extra=_two_miles,
    )
    return compose(name, spec)


def _two_miles(canvas: MapCanvas) -> None:
    """A measured line from Fort Mose to the Castillo: about 2 miles (facts.md G)."""
    town = SETTLEMENT_BY_SLUG["st-augustine"]
    a, b = places.display_point(places.FORT_MOSE), places.display_point(town)
    canvas.dashed([canvas.hpx(a), canvas.hpx(b)], (6 * SS, 5 * SS), style.INK_SOFT, 2 * SS)
    miles = distance_km(places.FORT_MOSE.point, town.point) / KM_PER_MILE
    middle = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    canvas.label(
        middle,
        [(_("about {miles} miles").format(miles=f"{miles:.0f}"), Face.SERIF_ITALIC, 18, style.INK)],
        gap=10,
        prefer=(Side.SW, Side.W, Side.S),
        priority=8,
    )
