"""Maps for the board's 24 non-settlement spaces: the region or point each one stands for.

Each entry is a ``MapSpec`` built from ``regions`` (hand-made, approximate areas) and
``places``; the subtitles repeat the one fact facts.md (section B) gives for the space, in a
few words. Where the game's name is anachronistic the subtitle says what fits the period.
"""

from __future__ import annotations

from collections.abc import Callable

from PIL import Image

from florida_history.maps import geodata, places, regions, scenes, style
from florida_history.maps.compose import (
    FLORIDA,
    STATE_SECOND_NAMES,
    AreaLabel,
    ArrowMark,
    EventMark,
    MapSpec,
    RouteMark,
    SiteMark,
    compose,
)
from florida_history.maps.labels import Side
from florida_history.maps.ornaments import LegendEntry
from florida_history.maps.places import SETTLEMENT_BY_SLUG, Site
from florida_history.maps.projection import Bounds
from florida_history.maps.render import Area, drawn_lake
from florida_history.maps.style import AreaStyle, Hatch, LineStyle, Symbol
from florida_history.words import N_

GREEN = AreaStyle(style.BLUISH_GREEN, Hatch.DIAGONAL)
WATER = AreaStyle(style.BLUE, Hatch.HORIZONTAL, fill_alpha=0.25)
SAND = AreaStyle(style.ORANGE, Hatch.DOTS, fill_alpha=0.35)
SPRINGS = AreaStyle(style.SKY_BLUE, Hatch.RINGS, fill_alpha=0.25)
UNKNOWN = AreaStyle(style.REDDISH_PURPLE, Hatch.BACK_DIAGONAL, fill_alpha=0.22)
FOREST = AreaStyle(style.OLIVE, Hatch.CROSS, fill_alpha=0.25)
GRASS = AreaStyle(style.OLIVE, Hatch.TICKS, fill_alpha=0.25, spacing=14)
REEF = LineStyle(style.VERMILLION, 5.0, dash=(9,), dots=True)
# A river picked out: its own blue line on a broad vermillion band.
RIVER_HIGHLIGHT = LineStyle(style.RIVER, 3.0, casing=style.HIGHLIGHT, casing_width=10.0)

SOUTH_FLORIDA = Bounds(-82.2, 24.4, -79.35, 27.4)
EAST_COAST = Bounds(-82.6, 25.3, -79.35, 30.9)


def _site(
    slug: str,
    name: str,
    lat: float,
    lon: float,
    other: str = "",
    prefer: tuple[Side, ...] = (Side.E, Side.W),
    symbol: Symbol = Symbol.POINT,
) -> Site:
    return Site(slug, name, lat, lon, symbol, other, "", prefer)


def _settlements(*slugs: str) -> list[SiteMark]:
    return [SiteMark(SETTLEMENT_BY_SLUG[s]) for s in slugs]


def gulf_stream() -> MapSpec:
    current = (
        (-83.6, 24.12),
        (-82.4, 24.18),
        (-81.2, 24.28),
        (-80.45, 24.62),
        (-80.05, 25.2),
        (-79.88, 25.9),
        (-79.86, 26.7),
        (-79.93, 27.5),
        (-80.02, 28.3),
        (-80.0, 29.2),
        (-79.8, 29.9),
        (-79.6, 30.45),
    )
    return MapSpec(
        N_("Gulf Stream"),
        N_(
            'The Florida Current, "stronger than the wind" (Antón de Alaminos, '
            "1513): treasure fleets rode it north through the Florida Straits"
        ),
        Bounds(-85.5, 23.6, -79.35, 31.0),
        arrows=[ArrowMark(current, style.BLUE, 9)],
        area_labels=[
            AreaLabel(
                (-79.58, 28.3),
                # Translators: letter-spaced along the current: one space between letters,
                # three between words (a longer name may drop the spacing to fit).
                N_("G U L F   S T R E A M"),
                colour=style.BLUE,
                rotate=90,
            )
        ],
        second_names=STATE_SECOND_NAMES,
        legend=[LegendEntry(LineStyle(style.BLUE, 9), N_("Current, flowing north"))],
    )


def intracoastal() -> MapSpec:
    return MapSpec(
        N_("Intracoastal Waterways"),
        N_(
            'In colonial times: the "Inland Passage" of natural lagoons '
            "behind the barrier islands. The canals came after 1880."
        ),
        EAST_COAST,
        areas=[Area((regions.INLAND_PASSAGE,), WATER, clip="coast")],
        area_labels=[
            AreaLabel(
                (-80.62, 28.3),
                N_("Inland Passage"),
                (N_("lagoons behind the"), N_("barrier islands")),
                sides=(Side.W, Side.SW, Side.NW),
            )
        ],
        legend=[LegendEntry(WATER, N_("Inland Passage (lagoons)"))],
        second_names=STATE_SECOND_NAMES,
    )


def mangroves() -> MapSpec:
    limits = [
        SiteMark(
            _site(
                "cedar-key", N_("Cedar Key"), 29.14, -83.03, N_("northern limit"), (Side.W, Side.NW)
            )
        ),
        SiteMark(
            _site(
                "ponce-inlet",
                N_("Ponce de León Inlet"),
                29.06,
                -80.92,
                N_("northern limit"),
                (Side.E, Side.NE),
            )
        ),
    ]
    return MapSpec(
        N_("Mangrove Swamps"),
        N_(
            "Red, black and white mangroves grow only where hard freezes are "
            "rare: south of Cedar Key and Ponce de León Inlet"
        ),
        Bounds(-84.0, 24.3, -79.35, 29.7),
        areas=[
            Area((regions.MANGROVE_LIMIT,), GREEN, clip="coast"),
            Area(
                (regions.MANGROVE_FORESTS,),
                AreaStyle(style.BLUISH_GREEN, Hatch.CROSS, fill_alpha=0.4),
            ),
        ],
        area_labels=[AreaLabel((-81.15, 25.75), N_("Mangrove forests"))],
        marks=limits,
        context=False,
        legend=[LegendEntry(GREEN, N_("Mangrove coast"))],
    )


def wilderness() -> MapSpec:
    return MapSpec(
        N_("Unexplored Wilderness"),
        N_(
            "To the Spanish, South Florida's interior was \"tierra "
            'incógnita" for most of the colonial era'
        ),
        FLORIDA,
        areas=[Area((regions.TIERRA_INCOGNITA,), UNKNOWN)],
        area_labels=[AreaLabel((-81.25, 26.7), N_("Tierra incógnita"), (N_("unknown land"),))],
        second_names=STATE_SECOND_NAMES,
        florida_name=False,
        cartouche_near=(-86.6, 25.2),
        legend_near=(-86.8, 27.6),
        legend=[LegendEntry(UNKNOWN, N_("Little known to Europeans"))],
    )


def paynes_prairie() -> MapSpec:
    route = regions.CAMINO_REAL
    return MapSpec(
        N_("Payne's Prairie"),
        N_(
            "The Alachua Savanna: La Chua, Spanish Florida's largest cattle "
            "ranch; named for King Payne after the 1790s"
        ),
        Bounds(-83.1, 29.1, -81.1, 30.2),
        areas=[Area((regions.PAYNES_PRAIRIE,), GREEN)],
        area_labels=[AreaLabel((-82.31, 29.45), N_("Alachua Savanna"), (N_("La Chua ranch"),))],
        routes=[RouteMark(route.points, route.look, N_("Camino Real"), (-82.75, 29.95))],
        marks=_settlements("st-augustine", "fort-picolata"),
        context=False,
        inset=True,
        inset_marker=(-82.3, 29.58),
        legend=[LegendEntry(GREEN, N_("Payne's Prairie")), scenes.ROUTE_LEGEND_CAMINO],
    )


def indian_trails() -> MapSpec:
    look = regions.TRAIL_LOOK
    return MapSpec(
        N_("Indian Trails"),
        N_(
            "Native trails became colonial roads: the Spanish Camino Real (1680s) "
            "and the British King's Road (1765)"
        ),
        Bounds(-84.7, 28.8, -80.6, 31.0),
        routes=[
            RouteMark(regions.CAMINO_REAL.points, look, N_("Camino Real"), (-83.2, 30.12)),
            RouteMark(regions.KINGS_ROAD.points, look, N_("King's Road"), (-81.5, 29.45)),
        ],
        marks=_settlements("st-augustine", "san-luis", "cowford", "new-smyrna"),
        context=False,
        inset=True,
        second_names=False,
        legend=[LegendEntry(look, N_("Older Native trail"))],
    )


def hardwood_hammock() -> MapSpec:
    tropical = (
        ((-80.95, 25.95), (-80.15, 25.95), (-80.25, 25.05), (-80.95, 25.10)),
        ((-81.9, 24.75), (-80.35, 25.35), (-80.25, 25.15), (-81.85, 24.45)),
    )
    look = AreaStyle(style.BLUISH_GREEN, Hatch.TREES, fill_alpha=0.0, spacing=16, outline_width=0.0)
    return MapSpec(
        N_("Hardwood Hammock"),
        N_(
            "Islands of broadleaf forest on ground a few feet higher than "
            "the land around. From Miami south, most hammock trees are West Indian."
        ),
        SOUTH_FLORIDA,
        areas=[Area(tropical, look)],
        area_labels=[
            AreaLabel(
                (-80.75, 25.65), N_("Tropical hammocks"), (N_("gumbo limbo,"), N_("live oak"))
            )
        ],
        legend=[LegendEntry(look, N_("Tropical hammocks"))],
        inset=True,
    )


def barrier_islands() -> MapSpec:
    look = AreaStyle(style.ORANGE, Hatch.DIAGONAL_CROSS, fill_alpha=0.5)
    return MapSpec(
        N_("Barrier Islands"),
        N_(
            "Anastasia Island gave the coquina stone for the Castillo; "
            "Santa Rosa Island held Pensacola from 1722 to 1752"
        ),
        FLORIDA,
        areas=[Area((regions.ANASTASIA_ISLAND, regions.SANTA_ROSA_ISLAND), look, clip="coast")],
        area_labels=[
            AreaLabel(
                (-81.25, 29.78),
                N_("Anastasia Island"),
                (N_('"Cantera", the quarry'),),
                sides=(Side.SE, Side.E, Side.S),
            ),
            AreaLabel(
                (-86.9, 30.37),
                N_("Santa Rosa Island"),
                (N_("Pensacola 1722–1752"),),
                sides=(Side.S, Side.SE, Side.SW),
            ),
        ],
        marks=_settlements("st-augustine", "pensacola"),
        context=False,
        ringed=(regions.ANASTASIA_ISLAND, regions.SANTA_ROSA_ISLAND),
        second_names=False,
        legend=[LegendEntry(look, N_("Barrier island"))],
        cartouche_near=(-86.6, 25.2),
        legend_near=(-86.8, 27.6),
    )


def pond_apple() -> MapSpec:
    look = AreaStyle(style.BLUISH_GREEN, Hatch.CROSS, fill_alpha=0.4)
    today = _site(
        "pond-apple-today",
        N_("Pond Apple Slough"),
        26.10,
        -80.25,
        N_("a remnant today"),
        (Side.W, Side.SW),
    )
    return MapSpec(
        N_("Pond Apple Slough"),
        N_(
            "A custard-apple forest of about 32,000 acres once lined Lake "
            "Okeechobee's south shore; a small remnant survives in Broward County"
        ),
        Bounds(-81.7, 25.7, -79.9, 27.4),
        areas=[Area((regions.POND_APPLE_FOREST,), look)],
        area_labels=[
            AreaLabel(
                (-80.78, 26.66),
                N_("Pond-apple forest"),
                (N_("cleared for farms"),),
                sides=(Side.S, Side.SW, Side.SE),
            )
        ],
        marks=[SiteMark(today)],
        context=False,
        inset=True,
        legend=[LegendEntry(look, N_("Pond-apple forest"))],
    )


def cypress_stand() -> MapSpec:
    return MapSpec(
        N_("Cypress Stand"),
        N_(
            "Corkscrew Swamp holds the world's largest old-growth bald cypress "
            "forest, trees up to about 600 years old"
        ),
        Bounds(-82.4, 25.4, -80.3, 26.9),
        areas=[Area((regions.BIG_CYPRESS,), FOREST)],
        area_labels=[AreaLabel((-81.3, 25.95), N_("Big Cypress"))],
        marks=[SiteMark(places.CORKSCREW, highlight=True)],
        context=False,
        inset=True,
        inset_marker=places.CORKSCREW.point,
        legend=[LegendEntry(FOREST, N_("Cypress swamp"))],
    )


def lakes() -> MapSpec:
    look = AreaStyle(style.BLUE, Hatch.HORIZONTAL, fill_alpha=0.3)
    return MapSpec(
        N_("Lakes"),
        N_(
            "Lake Okeechobee: about 730 square miles, yet only about 9 feet deep. "
            'Its name is Hitchiti for "big water".'
        ),
        Bounds(-82.1, 25.9, -79.9, 27.9),
        areas=[Area((drawn_lake().outer,), look, clip="none")],
        area_labels=[
            AreaLabel(
                (-81.35, 26.95), N_("Lake Okeechobee"), (N_("oki + chubi:"), N_('"big water"'))
            )
        ],
        context=False,
        inset=True,
        inset_marker=(-80.83, 26.95),
        lake_name=False,
        legend=[LegendEntry(look, N_("Lake Okeechobee"))],
    )


def st_johns() -> MapSpec:
    river = geodata.load().river(N_("St. Johns River")).lines[0]
    return MapSpec(
        N_("St. Johns River"),
        N_(
            "Florida's longest river, 310 miles, flowing north. French: River "
            "of May; Spanish: San Juan; British: St. Johns."
        ),
        Bounds(-82.5, 27.6, -80.3, 30.7),
        routes=[RouteMark(river, RIVER_HIGHLIGHT)],
        river_names=False,
        area_labels=[
            AreaLabel(
                (-81.95, 28.95),
                N_("St. Johns River"),
                (N_("River of May, Río San Juan"),),
                colour=style.RIVER,
            )
        ],
        marks=_settlements("cowford", "fort-caroline", "fort-picolata", "st-augustine"),
        context=False,
        inset=True,
        second_names=False,
    )


def wild_coast() -> MapSpec:
    walk = (
        (-80.09, 26.96),
        (-80.22, 27.25),
        (-80.34, 27.55),
        (-80.47, 27.85),
        (-80.57, 28.1),
        (-80.62, 28.42),
        (-80.76, 28.72),
        (-80.90, 29.02),
        (-81.06, 29.32),
        (-81.19, 29.62),
        (-81.29, 29.87),
    )
    look = LineStyle(style.VERMILLION, 4.0, dash=(10, 6))
    return MapSpec(
        N_("Wild Coast"),
        N_(
            "1696: Jonathan Dickinson's ship wrecked near Jupiter Inlet; the "
            "survivors struggled about 230 miles north to St Augustine"
        ),
        EAST_COAST,
        routes=[RouteMark(walk, look, N_("Dickinson's party"), (-80.55, 27.1), "1696")],
        events=[
            EventMark(
                (-80.07, 26.94),
                Symbol.WRECK,
                (N_("Jupiter Inlet"), N_("wreck, 1696")),
                (Side.W, Side.SW),
            )
        ],
        marks=_settlements("st-augustine"),
        context=False,
        second_names=False,
        legend=[LegendEntry(look, N_("Survivors' route"))],
    )


def beaches() -> MapSpec:
    return MapSpec(
        N_("Beaches & Sandbars"),
        N_(
            "The Panhandle's white quartz sand came down from the "
            "Appalachians; in 1565 Ribault's men were trapped at Matanzas Inlet"
        ),
        FLORIDA,
        areas=[Area((regions.PANHANDLE_BEACHES,), SAND, clip="coast")],
        area_labels=[
            AreaLabel((-86.4, 30.36), N_("White quartz beaches"), sides=(Side.S, Side.SE, Side.SW))
        ],
        marks=[SiteMark(places.MATANZAS_INLET)],
        context=True,
        second_names=False,
        legend=[LegendEntry(SAND, N_("Quartz-sand beaches"))],
        cartouche_near=(-86.6, 25.2),
        legend_near=(-86.8, 27.6),
    )


def wetlands() -> MapSpec:
    inlets = [
        SiteMark(
            _site("ponce-inlet", N_("Ponce de León Inlet"), 29.06, -80.92, "", (Side.W, Side.NW))
        ),
        SiteMark(_site("jupiter", N_("Jupiter Inlet"), 26.94, -80.07, "", (Side.W, Side.SW))),
    ]
    return MapSpec(
        N_("Wetlands & Estuaries"),
        N_("The Indian River Lagoon: a 156-mile estuary, one of the richest in North America"),
        Bounds(-82.0, 26.6, -79.35, 29.4),
        areas=[Area((regions.INDIAN_RIVER_LAGOON,), WATER, clip="coast")],
        area_labels=[
            AreaLabel(
                (-80.45, 27.75),
                N_("Indian River Lagoon"),
                (N_("156 miles"),),
                sides=(Side.W, Side.SW, Side.NW),
            )
        ],
        marks=[*inlets, SiteMark(SETTLEMENT_BY_SLUG["cape-canaveral"])],
        context=False,
        inset=True,
        second_names=False,
        legend=[LegendEntry(WATER, N_("Lagoon estuary"))],
    )


def everglades() -> MapSpec:
    flow = ArrowMark(
        ((-80.80, 26.62), (-80.75, 26.2), (-80.72, 25.75), (-80.78, 25.4)), style.BLUE, 5
    )
    return MapSpec(
        N_("Everglades"),
        N_(
            "A sawgrass marsh fed by Lake Okeechobee's overflow, moving slowly south to Florida Bay"
        ),
        SOUTH_FLORIDA,
        areas=[Area((regions.EVERGLADES,), GRASS)],
        area_labels=[AreaLabel((-80.93, 26.05), N_("Everglades"))],
        arrows=[flow],
        legend=[
            LegendEntry(GRASS, N_("Everglades marsh")),
            LegendEntry(LineStyle(style.BLUE, 5), N_("Water flowing south")),
        ],
        inset=True,
    )


def sawgrass() -> MapSpec:
    look = AreaStyle(style.BLUISH_GREEN, Hatch.TICKS, fill_alpha=0.3, spacing=13)
    return MapSpec(
        N_("Sawgrass"),
        N_(
            "Sawgrass is a sedge with saw-toothed leaves, not a true grass; it makes "
            "up about two-thirds of the Everglades"
        ),
        SOUTH_FLORIDA,
        areas=[Area((regions.EVERGLADES,), look)],
        area_labels=[AreaLabel((-81.3, 25.95), N_("Sawgrass marsh"), (N_("Cladium jamaicense"),))],
        legend=[LegendEntry(look, N_("Sawgrass marsh"))],
        inset=True,
    )


def quagmire() -> MapSpec:
    route = regions.CAMINO_REAL
    mud = LineStyle((120, 150, 170), 26.0, casing=None)
    return MapSpec(
        N_("Quagmire"),
        N_("Rain could turn the Camino Real's 4-day trip into a journey of more than a month"),
        Bounds(-84.7, 29.2, -81.0, 30.9),
        routes=[
            RouteMark(route.points, mud),
            RouteMark(
                route.points,
                route.look,
                N_("Camino Real"),
                (-83.05, 30.55),
                N_("4 days dry, 30+ wet"),
            ),
        ],
        marks=_settlements("st-augustine", "san-luis"),
        context=False,
        inset=True,
        legend=[LegendEntry(mud, N_("Flooded in the wet season")), scenes.ROUTE_LEGEND_CAMINO],
    )


def coral_reefs() -> MapSpec:
    grass = AreaStyle(style.BLUISH_GREEN, Hatch.TICKS, fill_alpha=0.3, spacing=12)
    return MapSpec(
        N_("Coral Reefs & Seagrass Beds"),
        N_(
            "The Florida Reef is the only living coral barrier "
            "reef in the continental US; seagrass beds feed green sea turtles"
        ),
        FLORIDA,
        areas=[Area(regions.SEAGRASS, grass, clip="sea")],
        routes=[RouteMark(regions.REEF_LINE, REEF)],
        area_labels=[
            AreaLabel(
                (-80.35, 24.85),
                N_("Florida Reef"),
                colour=style.VERMILLION,
                sides=(Side.SE, Side.E, Side.S),
            ),
            AreaLabel((-83.75, 29.35), N_("Seagrass"), (N_("Big Bend"),)),
            AreaLabel((-81.45, 25.35), N_("Seagrass"), (N_("Florida Bay"),)),
        ],
        context=False,
        legend=[LegendEntry(REEF, N_("Coral reef")), LegendEntry(grass, N_("Seagrass beds"))],
        cartouche_near=(-86.6, 25.2),
        legend_near=(-86.8, 27.6),
    )


def sand_hills() -> MapSpec:
    return MapSpec(
        N_("Sand Hills"),
        N_(
            "Longleaf pine, turkey oak and wiregrass on deep, dry sand: home of "
            "the gopher tortoise; it needs fire every few years"
        ),
        FLORIDA,
        areas=[Area(regions.SANDHILLS, SAND)],
        area_labels=[
            AreaLabel((-81.2, 28.4), N_("Central ridge")),
            AreaLabel((-86.3, 31.0), N_("Sandhills")),
        ],
        second_names=STATE_SECOND_NAMES,
        legend=[LegendEntry(SAND, N_("Sandhills (approximate)"))],
        cartouche_near=(-86.6, 25.2),
        legend_near=(-86.8, 27.6),
    )


def pine_flatwoods() -> MapSpec:
    look = AreaStyle(style.OLIVE, Hatch.DOTS, fill_alpha=0.18, spacing=13)
    return MapSpec(
        N_("Pine Barrens & Flatwoods"),
        N_(
            "Pine flatwoods covered about half of Florida's natural "
            "land; their pines were tapped for tar and turpentine"
        ),
        FLORIDA,
        areas=[Area((regions.FLATWOODS,), look)],
        area_labels=[
            AreaLabel(
                (-82.0, 29.3), N_("Pine flatwoods"), (N_("widespread; shading is"), N_("schematic"))
            )
        ],
        second_names=STATE_SECOND_NAMES,
        florida_name=False,
        legend=[LegendEntry(look, N_("Pine flatwoods"))],
        cartouche_near=(-86.6, 25.2),
        legend_near=(-86.8, 27.6),
    )


def springs() -> MapSpec:
    spring_sites = [
        _site("wakulla", N_("Wakulla Springs"), 30.235, -84.3025, "", (Side.S, Side.SW)),
        _site("ichetucknee", N_("Ichetucknee Springs"), 29.984, -82.762, "", (Side.N, Side.NW)),
        _site("silver", N_("Silver Springs"), 29.2157, -82.0525, "", (Side.E, Side.SE)),
        _site("rainbow", N_("Rainbow Springs"), 29.102, -82.4374, "", (Side.SW, Side.W)),
        _site("alachua-sink", N_("Alachua Sink"), 29.606, -82.298, "", (Side.E, Side.NE)),
    ]
    return MapSpec(
        N_("Sinkholes & Limestone Springs"),
        N_(
            "Springs well up from the limestone Floridan "
            "aquifer: 720 were counted in 2004, 33 of them the largest kind"
        ),
        Bounds(-84.9, 28.6, -81.3, 30.8),
        areas=[Area((regions.SPRINGS_BELT,), SPRINGS)],
        marks=[SiteMark(s) for s in spring_sites],
        context=False,
        inset=True,
        legend=[
            LegendEntry(SPRINGS, N_("Springs country")),
            LegendEntry(Symbol.POINT, N_("Spring")),
        ],
    )


PLACE_SPECS: dict[str, Callable[[], MapSpec]] = {
    "gulf-stream": gulf_stream,
    "intracoastal-waterways": intracoastal,
    "mangrove-swamps": mangroves,
    "unexplored-wilderness": wilderness,
    "paynes-prairie": paynes_prairie,
    "indian-trails": indian_trails,
    "hardwood-hammock": hardwood_hammock,
    "barrier-islands": barrier_islands,
    "pond-apple-slough": pond_apple,
    "cypress-stand": cypress_stand,
    "lakes": lakes,
    "st-johns-river": st_johns,
    "wild-coast": wild_coast,
    "beaches-and-sandbars": beaches,
    "wetlands-and-estuaries": wetlands,
    "everglades": everglades,
    "sawgrass": sawgrass,
    "quagmire": quagmire,
    "coral-reefs-and-seagrass-beds": coral_reefs,
    "sand-hills": sand_hills,
    "pine-barrens-and-flatwoods": pine_flatwoods,
    "sinkholes-and-limestone-springs": springs,
}
# Two board spaces are roads: their maps are the road maps, titled with the space's name.
PLACE_SCENES: dict[str, Callable[[str], Image.Image]] = {
    "kings-road": scenes.place_kings_road,
    "old-spanish-road": scenes.old_spanish_road,
}


def place(name: str, slug: str) -> Image.Image:
    """The map for board space ``slug`` (not a settlement)."""
    if slug in PLACE_SCENES:
        return PLACE_SCENES[slug](name)
    return compose(name, PLACE_SPECS[slug]())
