"""Hand-made areas and lines: Native homelands, colonial roads, the 1763 border, landscapes.

All of these are approximate by nature and drawn by hand for this project (public domain) from
the descriptions in ``history/facts.md``; the maps say "approximate". Coordinates are
(longitude, latitude). Polygons may run out to sea: they are clipped to the land when drawn.
"""

from __future__ import annotations

from dataclasses import dataclass

from florida_history.maps import geodata, style
from florida_history.maps.geodata import LonLat, Ring
from florida_history.maps.style import AreaStyle, Hatch, LineStyle
from florida_history.words import N_


@dataclass(frozen=True, slots=True)
class Homeland:
    """A Native nation's approximate area in a stated period (facts.md section C)."""

    slug: str
    name: str
    period: str
    rings: tuple[Ring, ...]
    look: AreaStyle
    label_at: LonLat  # where the name goes (inside the area)
    notes: tuple[str, ...] = ()  # extra lines for the nation's own map
    # A nation with areas from two periods names each one: (point, name, period).
    parts: tuple[tuple[LonLat, str, str], ...] = ()

    @property
    def labels(self) -> tuple[tuple[LonLat, str, str], ...]:
        return self.parts or ((self.label_at, self.name, self.period),)


# Timucua: NE and north-central Florida and SE Georgia, from the Altamaha River to about
# Lake George, and from the Atlantic west to the Aucilla River.
_AUCILLA: tuple[LonLat, ...] = ((-83.90, 30.85), (-83.95, 30.40), (-84.02, 30.12), (-84.08, 29.95))
TIMUCUA = Homeland(
    "timucua",
    N_("Timucua"),
    "c. 1500–1700",
    (
        (
            (-81.05, 31.33),
            (-81.70, 31.62),
            (-82.45, 31.50),
            (-83.20, 31.10),
            *_AUCILLA,
            (-83.60, 29.55),
            (-83.05, 29.05),
            (-82.30, 29.00),
            (-81.62, 29.22),
            (-81.05, 29.22),
            (-80.80, 29.25),
            (-80.95, 30.30),
        ),
    ),
    AreaStyle(style.ORANGE, Hatch.DIAGONAL),
    (-82.55, 30.20),
    (N_("About 25–35 chiefdoms, e.g. Saturiwa"), N_("at the mouth of the St Johns")),
)
# Apalachee: the eastern Panhandle around Tallahassee, between the Aucilla and the
# Ochlockonee rivers.
APALACHEE = Homeland(
    "apalachee",
    N_("Apalachee"),
    "c. 1500–1704",
    (
        (
            (-84.62, 30.85),
            *_AUCILLA,
            (-84.30, 29.85),
            (-84.55, 29.95),
            (-84.65, 30.40),
        ),
    ),
    AreaStyle(style.BLUE, Hatch.BACK_DIAGONAL),
    (-84.25, 30.62),
    (N_("Capital Anhaica; later Mission San Luis"),),
)
# Calusa: the south-west coast from south of Tampa Bay to the Keys; capital at Mound Key.
CALUSA = Homeland(
    "calusa",
    N_("Calusa"),
    "c. 1500–1760",
    (
        (
            (-82.85, 27.38),
            (-82.40, 27.38),
            (-81.90, 27.30),
            (-81.45, 26.95),
            (-81.20, 26.40),
            (-81.00, 25.90),
            (-80.85, 25.42),
            (-80.70, 25.17),
            (-80.62, 24.98),
            (-80.75, 24.55),
            (-82.10, 24.35),
            (-82.30, 24.80),
            (-82.00, 25.50),
            (-82.40, 26.40),
            (-82.85, 27.00),
        ),
    ),
    AreaStyle(style.BLUISH_GREEN, Hatch.HORIZONTAL),
    (-81.62, 26.35),
    (N_("Capital at Mound Key in Estero Bay"),),
)
# Tequesta: the south-east coast around Biscayne Bay, north into Broward and Palm Beach.
TEQUESTA = Homeland(
    "tequesta",
    N_("Tequesta"),
    "c. 1500–1760",
    (
        (
            (-79.85, 26.60),
            (-80.30, 26.60),
            (-80.50, 26.20),
            (-80.62, 25.70),
            (-80.66, 25.38),
            (-80.56, 25.05),
            (-80.30, 24.95),
            (-79.85, 25.30),
        ),
    ),
    AreaStyle(style.REDDISH_PURPLE, Hatch.VERTICAL),
    (-80.45, 26.05),
    (N_("Main town at the mouth of the Miami River"),),
)
# Tocobaga: a chiefdom at the north end of Old Tampa Bay (the Safety Harbor site).
TOCOBAGA = Homeland(
    "tocobaga",
    N_("Tocobaga"),
    N_("c. 1500–early 1700s"),
    (
        (
            (-82.95, 28.25),
            (-82.45, 28.32),
            (-82.18, 28.05),
            (-82.25, 27.70),
            (-82.55, 27.52),
            (-82.95, 27.62),
        ),
    ),
    AreaStyle(style.SKY_BLUE, Hatch.CROSS),
    (-82.40, 28.12),
    (N_("Main town at the north end of Old Tampa Bay"),),
)
# Seminole: formed in the 1700s from Creek (Muscogee) migrants who settled the former
# Apalachee and Timucua lands; "Seminole" by about 1775.
SEMINOLE = Homeland(
    "seminole",
    N_("Seminole"),
    "c. 1750–1821",
    (
        (
            (-85.00, 30.78),
            (-83.60, 30.72),
            (-82.40, 30.60),
            (-81.80, 30.25),
            (-81.65, 29.55),
            (-81.55, 28.80),
            (-82.00, 28.15),
            (-82.85, 28.20),
            (-83.35, 29.00),
            (-84.40, 29.75),
            (-85.10, 29.68),
        ),
    ),
    # Later than the others and on their lands: dots and a dashed edge, no tint, so the older
    # homelands still show through on the combined map.
    AreaStyle(
        style.VERMILLION, Hatch.DOTS, fill_alpha=0.0, outline_dash=(10, 6), outline_width=3.0
    ),
    (-82.70, 29.75),
    (
        N_("Alachua towns of Cowkeeper and King Payne;"),
        N_("later pushed south by the Seminole Wars"),
    ),
)
# Miccosukee: Mikasuki, a Hitchiti-speaking Creek town in north Florida (late 1700s), its
# towns destroyed by Jackson in 1818; after the Seminole Wars some people stayed in the
# Everglades, where the Miccosukee Tribe lives today along the Tamiami Trail.
MICCOSUKEE = Homeland(
    "miccosukee",
    N_("Miccosukee"),
    N_("late 1700s to today"),
    (
        ((-84.20, 30.78), (-83.70, 30.78), (-83.62, 30.50), (-83.80, 30.36), (-84.15, 30.40)),
        ((-81.15, 26.05), (-80.55, 26.05), (-80.50, 25.62), (-81.10, 25.62)),
    ),
    AreaStyle(
        style.OLIVE, Hatch.DIAGONAL_CROSS, fill_alpha=0.0, outline_dash=(10, 6), outline_width=3.0
    ),
    (-83.90, 30.58),
    (
        N_("Mikasuki towns in north Florida until 1818; after the Seminole Wars, the Everglades,"),
        N_("where the Miccosukee Tribe lives today."),
    ),
    (
        ((-83.90, 30.58), N_("Mikasuki towns"), N_("to 1818")),
        ((-80.83, 25.84), N_("Miccosukee"), N_("later; today")),
    ),
)
# Choctaw: east-central Mississippi and west-central Alabama (about 50 towns); met British
# West Florida at Mobile in 1765. Not peninsular Florida (facts.md NOTE).
CHOCTAW = Homeland(
    "choctaw",
    N_("Choctaw"),
    N_("1700s"),
    (
        (
            (-89.70, 33.45),
            (-88.80, 33.65),
            (-88.00, 33.05),
            (-87.85, 32.35),
            (-88.30, 31.80),
            (-89.05, 31.70),
            (-89.75, 32.15),
            (-89.95, 32.80),
        ),
    ),
    AreaStyle(style.WINE, Hatch.RINGS, fill_alpha=0.22),
    (-88.90, 32.70),
    (N_("East-central Mississippi and west-central Alabama"),),
)

HOMELANDS: tuple[Homeland, ...] = (
    TIMUCUA,
    APALACHEE,
    CALUSA,
    TEQUESTA,
    TOCOBAGA,
    SEMINOLE,
    MICCOSUKEE,
    CHOCTAW,
)
HOMELAND_BY_SLUG: dict[str, Homeland] = {h.slug: h for h in HOMELANDS}


@dataclass(frozen=True, slots=True)
class Route:
    name: str
    years: str
    points: tuple[LonLat, ...]
    look: LineStyle


# El Camino Real: St Augustine, across the St Johns at Picolata, past the Alachua savanna
# (La Chua) and across the Suwannee, to San Luis in Apalachee. Cleared in the 1680s over
# older Native trails; the line is approximate.
CAMINO_REAL = Route(
    N_("Camino Real"),
    N_("1680s"),
    (
        (-81.3112, 29.8962),
        (-81.45, 29.93),
        (-81.6008, 29.9231),
        (-81.80, 29.86),
        (-82.05, 29.76),
        (-82.33, 29.68),
        (-82.60, 29.86),
        (-82.95, 30.08),
        (-83.35, 30.30),
        (-83.80, 30.41),
        (-84.05, 30.45),
        (-84.3199, 30.4491),
    ),
    LineStyle((150, 40, 20), 4.5, dash=(14, 6)),
)
# The King's Road: British East Florida's road from the St Marys River (Georgia border,
# opposite Colerain) through Cowford and St Augustine to south of New Smyrna, 1765-1775.
KINGS_ROAD = Route(
    N_("King's Road"),
    "1765–1775",
    (
        (-81.95, 30.72),
        (-81.78, 30.52),
        (-81.6530, 30.3252),
        (-81.50, 30.10),
        (-81.3112, 29.8962),
        (-81.30, 29.65),
        (-81.24, 29.45),
        (-81.10, 29.25),
        (-80.9223, 29.0272),
        (-80.84, 28.90),
    ),
    LineStyle(style.BLUE, 4.0, dash=(4, 5), dots=False),
)
# The older Native trails these roads followed (shown on the Indian Trails map).
TRAIL_LOOK = LineStyle((120, 80, 40), 3.5, dash=(9,), dots=True)


def apalachicola_line() -> tuple[LonLat, ...]:
    """The 1763 East/West Florida line: the Apalachicola River from its mouth up to the
    Chattahoochee-Flint confluence, then the Chattahoochee up to 31° N (from the map data)."""
    river = geodata.load().river(N_("Chattahoochee / Apalachicola River"))
    lower = min(river.lines, key=lambda line: min(lat for _, lat in line))
    points = sorted(lower, key=lambda p: p[1])  # mouth (south) to confluence (north)
    return (*points, (-84.96, 30.926), (-85.00, 31.00))


def west_of_apalachicola() -> Ring:
    """A polygon: everything west of the line and south of 31° N (British West Florida,
    as the 1763 proclamation bounded it, once clipped to the land)."""
    line = apalachicola_line()
    return (*line, (-92.0, 31.0), (-92.0, 27.5), (line[0][0], 27.5))


def east_of_apalachicola() -> Ring:
    line = apalachicola_line()
    return (*line, (-85.00, 32.0), (-78.0, 32.0), (-78.0, 24.0), (line[0][0], 24.0))


WEST_FLORIDA_LOOK = AreaStyle(style.BLUE, Hatch.BACK_DIAGONAL, fill_alpha=0.22)
EAST_FLORIDA_LOOK = AreaStyle(style.ORANGE, Hatch.DIAGONAL, fill_alpha=0.26)
BORDER_1763 = LineStyle(style.VERMILLION, 4.0, dash=(12, 5, 3, 5))

# The Matanzas and Tolomato rivers: the tidal lagoon behind the barrier islands at St
# Augustine, from Guana south past the town and Fort Matanzas to Matanzas Inlet. Missing from
# the 1:50m data; hand-placed for the close-up maps, approximate to about a kilometre.
LAGOON: tuple[LonLat, ...] = (
    (-81.37, 30.12),
    (-81.35, 30.04),
    (-81.33, 29.99),
    (-81.31, 29.95),
    (-81.300, 29.915),
    (-81.305, 29.89),
    (-81.295, 29.85),
    (-81.275, 29.80),
    (-81.257, 29.75),
    (-81.242, 29.718),
    (-81.229, 29.705),
)

# --- landscapes for the board's nature spaces (schematic, approximate) ----------------------
# The historic Everglades: south of Lake Okeechobee to Florida Bay, between the Atlantic
# coastal ridge and Big Cypress.
EVERGLADES: Ring = (
    (-80.95, 26.72),
    (-80.62, 26.72),
    (-80.45, 26.35),
    (-80.42, 25.95),
    (-80.55, 25.60),
    (-80.62, 25.35),
    (-80.85, 25.18),
    (-81.15, 25.25),
    (-81.10, 25.65),
    (-81.05, 26.10),
    (-81.15, 26.50),
)
BIG_CYPRESS: Ring = (
    (-81.62, 26.48),
    (-81.15, 26.42),
    (-81.05, 26.10),
    (-81.10, 25.70),
    (-81.35, 25.75),
    (-81.60, 25.95),
    (-81.72, 26.25),
)
# The pond-apple (custard-apple) forest once on the south shore of Lake Okeechobee.
POND_APPLE_FOREST: Ring = (
    (-81.00, 26.80),
    (-80.62, 26.80),
    (-80.56, 26.64),
    (-80.75, 26.60),
    (-81.00, 26.64),
)
# South Florida's interior: "tierra incógnita" to the Spanish for most of the colonial era.
TIERRA_INCOGNITA: Ring = (
    (-82.20, 27.90),
    (-81.00, 28.30),
    (-80.50, 27.40),
    (-80.35, 26.30),
    (-80.50, 25.60),
    (-80.90, 25.25),
    (-81.30, 25.60),
    (-81.70, 26.20),
    (-82.10, 27.00),
)
# Sandhills: the central ridge (Trail Ridge to the Lake Wales Ridge) and the western
# Panhandle highlands.
SANDHILLS: tuple[Ring, ...] = (
    (
        (-82.05, 29.90),
        (-81.85, 29.80),
        (-81.60, 29.20),
        (-81.45, 28.50),
        (-81.40, 27.60),
        (-81.45, 27.20),
        (-81.60, 27.20),
        (-81.75, 27.90),
        (-82.00, 28.60),
        (-82.25, 29.30),
    ),
    ((-87.10, 30.98), (-85.50, 30.98), (-85.40, 30.65), (-86.20, 30.55), (-87.10, 30.62)),
)
# Flatwoods: about half of Florida's natural land; the shading is schematic.
FLATWOODS: Ring = (
    (-87.60, 31.00),
    (-82.00, 30.80),
    (-81.40, 30.60),
    (-80.60, 28.50),
    (-80.05, 26.50),
    (-80.60, 26.30),
    (-81.50, 26.25),
    (-82.30, 26.90),
    (-82.90, 28.00),
    (-83.80, 29.80),
    (-85.40, 29.60),
    (-87.60, 30.20),
)
# The springs belt of north-central Florida, over the Floridan aquifer.
SPRINGS_BELT: Ring = (
    (-84.55, 30.45),
    (-83.30, 30.45),
    (-82.45, 30.10),
    (-81.60, 29.30),
    (-81.60, 28.80),
    (-82.50, 28.50),
    (-83.20, 29.30),
    (-84.45, 30.05),
)
# Seagrass: Florida Bay and the Big Bend coast (the two largest beds).
SEAGRASS: tuple[Ring, ...] = (
    ((-81.10, 25.16), (-80.50, 25.26), (-80.35, 25.05), (-80.90, 24.76), (-81.30, 24.92)),
    (
        (-84.40, 29.95),
        (-83.95, 30.08),
        (-83.35, 29.72),
        (-82.95, 29.15),
        (-83.10, 28.90),
        (-83.65, 29.25),
        (-84.15, 29.55),
        (-84.45, 29.75),
    ),
)
# The Florida Reef, just seaward of the Keys, from Biscayne Bay to the Dry Tortugas.
REEF_LINE: tuple[LonLat, ...] = (
    (-80.10, 25.60),
    (-80.14, 25.35),
    (-80.25, 25.08),
    (-80.45, 24.88),
    (-80.75, 24.73),
    (-81.10, 24.58),
    (-81.45, 24.49),
    (-81.80, 24.45),
    (-82.12, 24.46),
    (-82.50, 24.55),
    (-82.86, 24.62),
)
# Coastal strips (clipped to the shore): the Indian River Lagoon (Ponce de León Inlet to
# Jupiter Inlet), the colonial "Inland Passage" behind the barrier islands, Anastasia and
# Santa Rosa islands, the Panhandle's quartz-sand beaches.
INDIAN_RIVER_LAGOON: Ring = (
    (-81.10, 29.08),
    (-80.75, 29.08),
    (-80.30, 28.40),
    (-79.95, 27.20),
    (-79.95, 26.94),
    (-80.30, 26.94),
    (-80.60, 27.60),
    (-80.95, 28.50),
)
INLAND_PASSAGE: Ring = (
    (-81.75, 30.75),
    (-81.20, 30.75),
    (-80.70, 29.20),
    (-79.90, 26.80),
    (-79.95, 25.70),
    (-80.35, 25.70),
    (-80.35, 26.70),
    (-81.10, 28.90),
    (-81.75, 30.20),
)
ANASTASIA_ISLAND: Ring = ((-81.36, 29.92), (-81.15, 29.92), (-81.12, 29.66), (-81.32, 29.66))
SANTA_ROSA_ISLAND: Ring = ((-87.35, 30.47), (-86.45, 30.47), (-86.45, 30.22), (-87.35, 30.22))
PANHANDLE_BEACHES: Ring = (
    (-87.55, 30.50),
    (-85.70, 30.40),
    (-85.20, 29.90),
    (-85.20, 29.50),
    (-87.55, 29.90),
)
# Mangroves grow only south of Cedar Key (Gulf) and Ponce de León Inlet (Atlantic).
MANGROVE_LIMIT: Ring = (
    (-83.30, 29.14),
    (-80.70, 29.08),
    (-79.50, 29.08),
    (-79.50, 24.00),
    (-83.30, 24.00),
)
MANGROVE_FORESTS: Ring = (
    (-81.90, 26.08),
    (-81.45, 25.98),
    (-81.05, 25.58),
    (-80.75, 25.32),
    (-80.45, 25.26),
    (-80.38, 25.08),
    (-80.90, 25.02),
    (-81.22, 25.14),
    (-81.62, 25.60),
    (-81.95, 25.90),
)
# The Alachua Savanna (Payne's Prairie) basin.
PAYNES_PRAIRIE: Ring = (
    (-82.42, 29.61),
    (-82.33, 29.63),
    (-82.22, 29.60),
    (-82.20, 29.55),
    (-82.30, 29.53),
    (-82.40, 29.55),
)
