"""Colonials' places, areas and routes on the east-coast maps.

Town coordinates are well-known public positions of the historic sites (the colonial town
centre, fort or landing), to about 1 km. The areas (colonies, Native homelands, resource
regions) and routes are drawn by hand for this project (public domain) and are approximate
by nature; every map that shows them says so. Coordinates are (longitude, latitude);
polygons may run out to sea, since they are clipped to the land when drawn.
"""

from __future__ import annotations

import math
from dataclasses import replace

from florida_history.maps import style
from florida_history.maps.geodata import LonLat, Ring
from florida_history.maps.labels import Side
from florida_history.maps.places import Site
from florida_history.maps.style import AreaStyle, Hatch, Symbol
from florida_history.words import N_

E, W, N, S = Side.E, Side.W, Side.N, Side.S
NE, NW, SE, SW = Side.NE, Side.NW, Side.SE, Side.SW


def _site(
    slug: str,
    name: str,
    lat: float,
    lon: float,
    other: str,
    caption: str,
    prefer: tuple[Side, ...],
    symbol: Symbol = Symbol.TOWN,
) -> Site:
    return Site(slug, name, lat, lon, symbol, other, caption, prefer, east=True)


# The 16 places with a locator map (lessons name them), in north-to-south order.
LOCATOR_SITES: tuple[Site, ...] = (
    _site(
        "quebec",
        N_("Quebec"),
        46.8123,
        -71.2050,
        N_("Québec"),
        N_("Founded by Samuel de Champlain in 1608 · capital of New France · British from 1759"),
        (NW, W, N),
    ),
    _site(
        "montreal",
        N_("Montreal"),
        45.5075,
        -73.5540,
        N_("Ville-Marie"),
        N_("Founded as Ville-Marie in 1642 · the fur trade's main French town · British 1760"),
        (W, NW, SW),
    ),
    _site(
        "louisbourg",
        N_("Louisbourg"),
        45.8906,
        -59.9853,
        "",
        N_("French fortress town on Cape Breton Island · besieged and taken 1745 and 1758"),
        (W, NW, SW),
        Symbol.FORT,
    ),
    _site(
        "salem",
        N_("Salem"),
        42.5195,
        -70.8967,
        "",
        N_("English town settled in 1626 · witch trials of 1692"),
        (NE, E, N),
    ),
    _site(
        "boston",
        N_("Boston"),
        42.3601,
        -71.0589,
        "",
        N_("Founded 1630 by Puritans of the Massachusetts Bay Colony"),
        (W, NW, SW),
    ),
    _site(
        "plymouth",
        N_("Plymouth"),
        41.9584,
        -70.6673,
        "",
        N_("Founded 1620 by the Pilgrims of the Mayflower · joined Massachusetts 1691"),
        (E, SE, NE),
    ),
    _site(
        "providence",
        N_("Providence"),
        41.8240,
        -71.4128,
        "",
        N_("Founded 1636 by Roger Williams: a haven for freedom of religion"),
        (W, SW, NW),
    ),
    _site(
        "new-york",
        N_("New York"),
        40.7033,
        -74.0170,
        N_("New Amsterdam"),
        N_("Dutch New Amsterdam from the 1620s · English New York from 1664"),
        (SE, E, S),
    ),
    _site(
        "philadelphia",
        N_("Philadelphia"),
        39.9496,
        -75.1503,
        "",
        N_("Founded 1682 by William Penn, a Quaker · the colonies' largest city by the 1770s"),
        (W, NW, SW),
    ),
    _site(
        "st-marys-city",
        N_("St Mary's City"),
        38.1868,
        -76.4336,
        "",
        N_("Founded 1634: Maryland's first English town and capital to 1695"),
        (SW, S, W),
    ),
    _site(
        "williamsburg",
        N_("Williamsburg"),
        37.2707,
        -76.7075,
        "",
        N_("Capital of Virginia 1699–1780 · College of William & Mary 1693"),
        (N, NW, NE),
    ),
    _site(
        "jamestown",
        N_("Jamestown"),
        37.2096,
        -76.7775,
        "",
        N_("Founded 1607: the first lasting English colony in America"),
        (SW, W, S),
    ),
    _site(
        "charleston",
        N_("Charleston"),
        32.7765,
        -79.9311,
        N_("Charles Town"),
        N_("Charles Town, founded 1670 and moved to this site in 1680"),
        (W, NW, SW),
    ),
    _site(
        "savannah",
        N_("Savannah"),
        32.0809,
        -81.0912,
        "",
        N_("Founded 1733 by James Oglethorpe: Georgia's first town"),
        (W, SW, NW),
    ),
    _site(
        "st-augustine",
        N_("St Augustine"),
        29.8962,
        -81.3112,
        N_("San Agustín"),
        N_("Spanish, founded 1565 · the oldest lasting European-founded town on the US mainland"),
        (W, SW, NW),
    ),
    _site(
        "new-orleans",
        N_("New Orleans"),
        29.9584,
        -90.0644,
        N_("La Nouvelle-Orléans"),
        N_("Founded by the French in 1718 · passed to Spain in the 1760s"),
        (N, NW, NE),
    ),
)
SITE_BY_SLUG: dict[str, Site] = {s.slug: s for s in LOCATOR_SITES}

# Other towns for orientation (muted on locators).
CONTEXT_SITES: tuple[Site, ...] = (
    _site("albany", N_("Albany"), 42.6526, -73.7562, N_("Fort Orange"), "", (W, NW)),
    _site("hartford", N_("Hartford"), 41.7637, -72.6851, "", "", (W, NW)),
    _site("new-haven", N_("New Haven"), 41.3083, -72.9279, "", "", (N, NW)),
    _site("newport", N_("Newport"), 41.4901, -71.3128, "", "", (S, SE)),
    _site("annapolis", N_("Annapolis"), 38.9784, -76.4922, "", "", (W, NW)),
    _site("trois-rivieres", N_("Trois-Rivières"), 46.3432, -72.5477, "", "", (S, SE)),
    _site(
        "annapolis-royal", N_("Annapolis Royal"), 44.7420, -65.5190, N_("Port-Royal"), "", (S, SW)
    ),
    _site("halifax", N_("Halifax"), 44.6488, -63.5752, "", "", (S, SE)),
    _site("mobile", N_("Mobile"), 30.6954, -88.0399, "", "", (N, NE)),
    _site("pensacola", N_("Pensacola"), 30.4106, -87.2100, "", "", (N, NE)),
    _site("new-bern", N_("New Bern"), 35.1085, -77.0441, "", "", (W, NW)),
    _site("baltimore", N_("Baltimore"), 39.2904, -76.6122, "", "", (W, NW)),
)
CONTEXT_BY_SLUG: dict[str, Site] = {s.slug: s for s in CONTEXT_SITES}


def site(slug: str) -> Site:
    return SITE_BY_SLUG.get(slug) or CONTEXT_BY_SLUG[slug]


def point_site(
    slug: str,
    name: str,
    lon: float,
    lat: float,
    other: str = "",
    prefer: tuple[Side, ...] = (),
    symbol: Symbol = Symbol.POINT,
) -> Site:
    """A named point for one map (a trading post, a battle)."""
    return _site(slug, name, lat, lon, other, "", prefer, symbol)


def renamed(slug: str, name: str, other: str = "") -> Site:
    """A town under its name at another date (New Amsterdam in 1650)."""
    return replace(site(slug), name=name, other_name=other)


def blob(centre: LonLat, rx: float, ry: float, tilt: float = 0.0, points: int = 18) -> Ring:
    """An oval area (degrees): for homelands known only roughly, a soft shape says so."""
    lon0, lat0 = centre
    k = math.cos(math.radians(lat0))
    a = math.radians(tilt)
    ring = []
    for i in range(points):
        t = 2 * math.pi * i / points
        x, y = rx * math.cos(t), ry * math.sin(t)
        ring.append(
            (
                round(lon0 + (x * math.cos(a) - y * math.sin(a)) / k, 3),
                round(lat0 + x * math.sin(a) + y * math.cos(a), 3),
            )
        )
    return tuple(ring)


# --- the powers' colonies (approximate) ------------------------------------------------
ENGLAND_LOOK = AreaStyle(style.VERMILLION, Hatch.DIAGONAL, fill_alpha=0.30, spacing=14)
FRANCE_LOOK = AreaStyle(style.BLUE, Hatch.BACK_DIAGONAL, fill_alpha=0.28, spacing=15)
# Spain: gold, with its horizontal lines darker than the tint so they survive the palette.
SPAIN_LOOK = AreaStyle(style.GOLD, Hatch.HORIZONTAL, fill_alpha=0.38, hatch_alpha=1.0, spacing=10)
NETHERLANDS_LOOK = AreaStyle(style.BLUISH_GREEN, Hatch.DOTS, fill_alpha=0.32, spacing=9)

# About 1650: the settled areas, small beside the Native nations' lands.
NEW_FRANCE_1650: tuple[Ring, ...] = (
    (
        (-74.3, 45.25),
        (-73.2, 46.4),
        (-71.6, 47.2),
        (-69.6, 48.45),
        (-68.7, 48.9),
        (-68.2, 48.6),
        (-69.9, 47.5),
        (-71.3, 46.55),
        (-72.6, 45.85),
        (-73.9, 45.0),
    ),
    ((-66.3, 44.3), (-65.2, 45.1), (-64.3, 45.4), (-64.6, 44.7), (-65.6, 43.7), (-66.4, 43.6)),
)
NEW_NETHERLAND_1650: tuple[Ring, ...] = (
    (
        (-74.15, 40.45),
        (-73.55, 40.55),
        (-73.55, 40.95),
        (-73.75, 41.5),
        (-73.5, 42.2),
        (-73.45, 42.95),
        (-74.2, 43.0),
        (-74.3, 42.3),
        (-74.15, 41.6),
        (-74.35, 40.95),
    ),
)
ENGLAND_1650: tuple[Ring, ...] = (
    (
        (-73.7, 41.0),
        (-73.0, 41.6),
        (-72.4, 42.4),
        (-71.7, 42.75),
        (-71.0, 43.2),
        (-70.5, 43.7),
        (-69.8, 44.05),
        (-69.3, 43.9),
        (-69.8, 43.5),
        (-70.3, 42.9),
        (-69.7, 41.7),
        (-70.3, 41.2),
        (-71.3, 41.2),
        (-72.2, 41.05),
        (-73.0, 40.95),
    ),
    (
        (-77.45, 37.3),
        (-77.3, 37.85),
        (-76.95, 38.4),
        (-76.4, 38.95),
        (-75.9, 38.95),
        (-75.5, 38.2),
        (-75.5, 37.6),
        (-75.9, 36.95),
        (-76.2, 36.55),
        (-76.9, 36.65),
        (-77.3, 36.95),
    ),
)
SPAIN_1650: tuple[Ring, ...] = (
    (
        (-84.9, 30.75),
        (-84.2, 31.0),
        (-82.6, 30.85),
        (-82.0, 31.3),
        (-81.5, 31.9),
        (-80.9, 31.9),
        (-80.9, 31.0),
        (-81.1, 29.6),
        (-80.8, 28.95),
        (-81.4, 28.75),
        (-82.4, 29.1),
        (-83.2, 29.6),
        (-84.3, 29.85),
        (-84.9, 30.1),
    ),
)

# About 1750: Britain's colonies from the coast to the mountains; France's long chain of
# forts and posts; Spain's Florida and Texas. Claims reached much further than control.
BRITAIN_1750: tuple[Ring, ...] = (
    (
        (-67.0, 45.0),
        (-69.8, 45.3),
        (-71.6, 44.6),
        (-73.3, 43.4),
        (-74.3, 43.1),
        (-75.2, 43.0),
        (-75.4, 42.5),
        (-74.8, 41.9),
        (-76.0, 41.3),
        (-77.4, 40.7),
        (-78.2, 39.9),
        (-79.2, 38.9),
        (-79.8, 37.6),
        (-80.4, 36.6),
        (-81.0, 35.6),
        (-81.8, 34.6),
        (-82.4, 33.6),
        (-82.3, 32.6),
        (-81.9, 31.6),
        (-81.5, 31.1),
        (-80.5, 31.0),
        (-75.0, 35.0),
        (-73.0, 39.0),
        (-69.0, 41.0),
        (-66.5, 43.5),
    ),
    (
        (-66.8, 44.3),
        (-65.3, 45.3),
        (-64.2, 45.55),
        (-63.2, 45.8),
        (-61.45, 45.65),
        (-61.3, 45.1),
        (-63.0, 44.3),
        (-65.5, 43.2),
    ),
)
FRANCE_1750: tuple[Ring, ...] = (
    (
        (-64.3, 49.3),
        (-68.0, 49.6),
        (-72.0, 48.7),
        (-76.0, 47.6),
        (-80.0, 47.6),
        (-85.0, 48.6),
        (-90.0, 48.9),
        (-92.5, 47.5),
        (-92.0, 43.0),
        (-91.5, 38.5),
        (-93.5, 35.0),
        (-94.0, 32.5),
        (-93.6, 30.0),
        (-92.0, 29.3),
        (-89.0, 28.9),
        (-88.0, 30.2),
        (-87.6, 30.5),
        (-87.4, 32.7),
        (-86.0, 35.0),
        (-84.0, 37.6),
        (-81.2, 39.5),
        (-80.0, 40.6),
        (-79.6, 42.1),
        (-77.2, 43.4),
        (-75.9, 44.2),
        (-74.6, 44.9),
        (-73.4, 43.8),
        (-72.5, 45.0),
        (-71.3, 45.3),
        (-70.0, 46.2),
        (-68.5, 47.2),
        (-67.0, 48.0),
        (-64.6, 48.5),
    ),
    ((-61.6, 45.62), (-60.5, 45.45), (-59.5, 45.9), (-60.2, 47.2), (-60.9, 47.2), (-61.7, 46.4)),
    ((-64.5, 46.6), (-63.0, 46.05), (-61.9, 45.9), (-61.8, 46.6), (-63.6, 46.75), (-64.3, 47.2)),
)
SPAIN_1750: tuple[Ring, ...] = (
    (
        (-87.5, 31.0),
        (-85.0, 31.0),
        (-82.2, 30.6),
        (-81.5, 30.75),
        (-80.5, 30.6),
        (-79.5, 25.0),
        (-82.0, 24.3),
        (-83.5, 28.5),
        (-85.5, 29.5),
        (-87.5, 30.2),
    ),
)


# --- Native nations about 1650 (approximate homelands) ----------------------------------
NATION_LOOKS: tuple[AreaStyle, ...] = (
    AreaStyle(style.ORANGE, Hatch.DIAGONAL, fill_alpha=0.32),
    AreaStyle(style.BLUE, Hatch.BACK_DIAGONAL, fill_alpha=0.26),
    AreaStyle(style.BLUISH_GREEN, Hatch.DOTS, fill_alpha=0.30, spacing=9),
    AreaStyle(style.REDDISH_PURPLE, Hatch.HORIZONTAL, fill_alpha=0.30),
    AreaStyle(style.VERMILLION, Hatch.VERTICAL, fill_alpha=0.24),
    AreaStyle(style.OLIVE, Hatch.CROSS, fill_alpha=0.26),
    AreaStyle(style.BROWN, Hatch.RINGS, fill_alpha=0.30, spacing=12),
    AreaStyle(style.WINE, Hatch.DIAGONAL_CROSS, fill_alpha=0.22, spacing=13),
)

# (slug, name, second line, centre, rx, ry, tilt, label sides)
NATIONS_1650: tuple[tuple[str, str, str, LonLat, float, float, float, tuple[Side, ...]], ...] = (
    ("mikmaq", N_("Mi'kmaq"), "", (-63.6, 45.6), 2.3, 1.0, 15, (Side.CENTER,)),
    ("abenaki", N_("Abenaki"), "", (-70.3, 44.9), 1.7, 1.3, 0, (Side.CENTER,)),
    ("wampanoag", N_("Wampanoag"), "", (-70.75, 41.78), 0.55, 0.38, 0, (E, SE)),
    ("narragansett", N_("Narragansett"), "", (-71.55, 41.62), 0.28, 0.26, 0, (N, NE)),
    ("pequot", N_("Pequot"), "", (-71.98, 41.42), 0.22, 0.13, 0, (S, SW, SE)),
    ("mohegan", N_("Mohegan"), "", (-72.2, 41.65), 0.22, 0.18, 0, (SW, W, NW)),
    (
        "haudenosaunee",
        N_("Haudenosaunee"),
        N_("Five Nations"),
        (-75.8, 42.75),
        2.3,
        0.8,
        0,
        (Side.CENTER,),
    ),
    (
        "wendat",
        N_("Wendat (Huron)"),
        N_("homeland to 1649"),
        (-79.7, 44.6),
        0.6,
        0.4,
        0,
        (N, NW, W),
    ),
    ("lenape", N_("Lenape"), "", (-74.9, 40.4), 0.7, 1.0, 0, (Side.CENTER, E)),
    ("susquehannock", N_("Susquehannock"), "", (-76.5, 40.3), 0.55, 0.8, 0, (W, SW, NW)),
    ("powhatan", N_("Powhatan"), "", (-76.9, 37.55), 0.8, 0.6, 0, (Side.CENTER, W)),
    ("cherokee", N_("Cherokee"), "", (-83.9, 35.3), 1.4, 0.7, 0, (Side.CENTER,)),
    ("catawba", N_("Catawba"), "", (-80.9, 34.8), 0.6, 0.5, 0, (Side.CENTER, E)),
    ("creek", N_("Creek"), N_("Muscogee"), (-85.2, 32.6), 1.4, 1.0, 0, (Side.CENTER,)),
    ("yamasee-guale", N_("Guale and Yamasee"), "", (-81.5, 31.6), 0.5, 0.6, 0, (W, NW, SW, E)),
    ("apalachee", N_("Apalachee"), "", (-84.2, 30.45), 0.4, 0.3, 0, (S, SW, W)),
    ("timucua", N_("Timucua"), "", (-82.3, 29.9), 1.0, 0.7, 0, (Side.CENTER,)),
)


# --- resources by region, about 1750 (approximate) ------------------------------------
COD_LOOK = AreaStyle(style.BLUE, Hatch.HORIZONTAL, fill_alpha=0.22, spacing=9)
LUMBER_LOOK = AreaStyle(style.BLUISH_GREEN, Hatch.TREES, fill_alpha=0.26, spacing=14)
GRAIN_LOOK = AreaStyle(style.ORANGE, Hatch.TICKS, fill_alpha=0.30, spacing=14)
TOBACCO_LOOK = AreaStyle(style.REDDISH_PURPLE, Hatch.CROSS, fill_alpha=0.30)
RICE_LOOK = AreaStyle(style.SKY_BLUE, Hatch.DOTS, fill_alpha=0.40, spacing=9)
NAVAL_STORES_LOOK = AreaStyle(style.WINE, Hatch.VERTICAL, fill_alpha=0.22)
FUR_LOOK = AreaStyle(style.OLIVE, Hatch.RINGS, fill_alpha=0.28, spacing=14)

COD_WATERS: tuple[Ring, ...] = (
    (
        (-70.6, 41.45),
        (-68.0, 41.2),
        (-65.5, 42.3),
        (-61.0, 43.4),
        (-56.0, 44.5),
        (-52.5, 45.5),
        (-52.0, 47.3),
        (-56.0, 47.0),
        (-59.5, 46.4),
        (-62.5, 45.0),
        (-65.8, 44.0),
        (-68.5, 43.8),
        (-70.3, 42.9),
    ),
)
LUMBER_LANDS: tuple[Ring, ...] = (
    (
        (-72.6, 42.8),
        (-71.2, 42.85),
        (-70.6, 43.2),
        (-69.2, 43.8),
        (-67.2, 44.6),
        (-67.6, 45.6),
        (-70.0, 45.7),
        (-71.6, 45.0),
        (-72.6, 44.0),
    ),
)
GRAIN_LANDS: tuple[Ring, ...] = (
    (
        (-77.6, 39.75),
        (-75.8, 39.6),
        (-74.8, 39.3),
        (-74.0, 40.2),
        (-73.7, 41.0),
        (-73.5, 42.6),
        (-74.3, 42.9),
        (-75.0, 42.2),
        (-76.3, 41.2),
        (-77.6, 40.6),
    ),
)
TOBACCO_LANDS: tuple[Ring, ...] = (
    (
        (-78.6, 36.6),
        (-76.0, 36.55),
        (-75.4, 37.4),
        (-75.4, 38.6),
        (-76.3, 39.45),
        (-77.4, 39.3),
        (-78.3, 38.3),
    ),
)
RICE_LANDS: tuple[Ring, ...] = (
    (
        (-82.0, 31.0),
        (-81.0, 31.0),
        (-80.0, 32.3),
        (-78.9, 33.3),
        (-79.3, 33.9),
        (-80.3, 33.5),
        (-81.5, 32.8),
        (-82.2, 31.8),
    ),
)
NAVAL_STORES_LANDS: tuple[Ring, ...] = (
    (
        (-79.6, 34.1),
        (-78.4, 33.8),
        (-77.3, 34.5),
        (-75.6, 35.3),
        (-76.0, 36.5),
        (-78.4, 36.5),
        (-79.4, 35.4),
    ),
)
FUR_LANDS: tuple[Ring, ...] = (
    (
        (-92.5, 42.0),
        (-92.5, 50.0),
        (-68.0, 50.0),
        (-68.5, 47.8),
        (-71.5, 46.6),
        (-74.2, 45.6),
        (-76.5, 44.5),
        (-79.5, 43.6),
        (-82.5, 42.2),
        (-85.5, 41.5),
        (-88.5, 41.5),
    ),
)
WHALING_PORT = (-70.10, 41.28)  # Nantucket town

# --- fur-trade routes (approximate courses) -------------------------------------------
OTTAWA_ROUTE: tuple[LonLat, ...] = (
    (-84.60, 45.85),
    (-83.3, 45.95),
    (-81.8, 45.85),
    (-80.5, 45.97),
    (-79.55, 46.3),
    (-78.7, 46.32),
    (-77.1, 45.85),
    (-75.7, 45.45),
    (-74.1, 45.48),
    (-73.65, 45.52),
)
MONTREAL_QUEBEC: tuple[LonLat, ...] = ((-73.45, 45.62), (-72.55, 46.3), (-71.3, 46.78))
LAKES_ROUTE: tuple[LonLat, ...] = (
    (-83.10, 42.30),
    (-81.8, 42.35),
    (-79.9, 42.75),
    (-79.05, 43.2),
    (-77.9, 43.55),
    (-76.55, 44.1),
    (-75.5, 44.8),
    (-74.4, 45.2),
    (-73.75, 45.4),
)
HUDSON_ROUTE: tuple[LonLat, ...] = (
    (-76.50, 43.44),
    (-75.9, 43.25),
    (-75.45, 43.2),
    (-74.8, 42.95),
    (-73.95, 42.83),
    (-73.76, 42.62),
    (-73.85, 42.0),
    (-73.95, 41.3),
    (-74.02, 40.76),
)
CREEK_PATH: tuple[LonLat, ...] = (
    (-85.0, 32.35),
    (-84.0, 32.75),
    (-83.0, 33.15),
    (-81.98, 33.45),
    (-81.0, 33.1),
    (-80.0, 32.82),
)
CHEROKEE_PATH: tuple[LonLat, ...] = (
    (-83.0, 34.85),
    (-82.4, 34.45),
    (-82.0, 34.15),
    (-81.0, 33.6),
    (-80.1, 32.9),
)

# --- the colonial post road, Boston - New York - Philadelphia (the Upper Post Road) -----
POST_ROAD: tuple[LonLat, ...] = (
    (-71.0589, 42.3601),
    (-71.35, 42.33),
    (-71.8023, 42.2626),
    (-72.1, 42.2),
    (-72.5898, 42.1015),
    (-72.6851, 41.7637),
    (-72.83, 41.55),
    (-72.9279, 41.3083),
    (-73.2, 41.18),
    (-73.5387, 41.0534),
    (-73.8, 40.95),
    (-74.0170, 40.7033),
    (-74.2107, 40.6640),
    (-74.4518, 40.4862),
    (-74.6672, 40.3573),
    (-74.7596, 40.2171),
    (-74.95, 40.08),
    (-75.1503, 39.9496),
)
POST_TOWNS: tuple[tuple[str, str, float, float, tuple[Side, ...]], ...] = (
    ("worcester", N_("Worcester"), -71.8023, 42.2626, (N, NE, NW)),
    ("springfield", N_("Springfield"), -72.5898, 42.1015, (N, NW, NE)),
    ("stamford", N_("Stamford"), -73.5387, 41.0534, (N, NE, NW)),
    ("elizabeth", N_("Elizabethtown"), -74.2107, 40.6640, (W, NW, SW)),
    ("new-brunswick", N_("New Brunswick"), -74.4518, 40.4862, (W, NW, SW)),
    ("princeton", N_("Princeton"), -74.6672, 40.3573, (W, NW, SW)),
    ("trenton", N_("Trenton"), -74.7596, 40.2171, (W, SW, NW)),
)
