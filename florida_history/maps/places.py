"""Named places: the 12 settlements, and the sites other maps need.

Coordinates for the settlements are the ones ``history/facts.md`` (section A) gives, with its
caveats kept in the captions: Cape Canaveral is the cape itself, a landmark, not a town (A7);
Santa María de Loreto's name and site are unsettled, so it stands at the Miami River mouth,
the Tequesta town site facts.md uses as a stand-in (A8); Tallahassee became a town only after
1821 (A12). Other coordinates are well-known public positions, noted where they are defined.

Symbols are shown where the 1:50m coastline allows: ``display_point`` nudges the few sites
that the generalised coast leaves just offshore (Pensacola, the tip of Cape Canaveral) onto
land by a kilometre or two.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from florida_history.maps.geodata import LonLat
from florida_history.maps.labels import Side
from florida_history.maps.projection import onto_land
from florida_history.maps.render import drawn_state, east_land
from florida_history.maps.style import Symbol
from florida_history.words import N_


@dataclass(frozen=True, slots=True)
class Site:
    """A named point on the map."""

    slug: str
    name: str  # the label (accents as the place is properly spelled)
    lat: float
    lon: float
    symbol: Symbol
    other_name: str = ""  # a second, italic line: the Spanish, French or Native name
    caption: str = ""  # the dates and a few words, for the locator's cartouche
    prefer: tuple[Side, ...] = ()  # sides where its label reads best
    east: bool = False  # on Colonials' east-coast maps (nudged onto that land, not Florida's)

    @property
    def point(self) -> LonLat:
        return (self.lon, self.lat)


# The 12 settlements, in board order (spaces 3, 6, ... 36).
SETTLEMENTS: tuple[Site, ...] = (
    Site(
        "st-augustine",
        N_("St Augustine"),
        29.8962,
        -81.3112,
        Symbol.TOWN,
        N_("San Agustín"),
        N_(
            "Founded 1565 by Pedro Menéndez de Avilés · Spanish, British 1763–1784, "
            "Spanish again to 1821"
        ),
        (Side.E, Side.SE, Side.NE),
    ),
    Site(
        "cowford",
        N_("Cowford"),
        30.3252,
        -81.6530,
        Symbol.CROSSING,
        N_("Wacca Pilatka"),
        N_(
            "A river crossing, not a town: the King's Road ferry from 1765 · Jacksonville from 1822"
        ),
        (Side.W, Side.NW, Side.SW),
    ),
    Site(
        "new-smyrna",
        N_("New Smyrna"),
        29.0272,
        -80.9223,
        Symbol.TOWN,
        N_("Smyrnéa"),
        N_("British plantation colony of Dr Andrew Turnbull, 1768–1777"),
        (Side.E, Side.SE, Side.NE),
    ),
    Site(
        "fort-caroline",
        N_("Fort Caroline"),
        30.3869,
        -81.5006,
        Symbol.FORT,
        N_("La Caroline"),
        N_("French Huguenot fort 1564–1565, then Spanish San Mateo to 1569 · exact site unknown"),
        (Side.NE, Side.E, Side.N),
    ),
    Site(
        "fort-matanzas",
        N_("Fort Matanzas"),
        29.7153,
        -81.2392,
        Symbol.FORT,
        "",
        N_("Spanish stone fort built 1740–1742 to guard Matanzas Inlet"),
        (Side.SE, Side.E, Side.S),
    ),
    Site(
        "fort-picolata",
        N_("Fort Picolata"),
        29.9231,
        -81.6008,
        Symbol.FORT,
        "",
        N_("Spanish post on the St Johns: sentry c. 1700, fort 1734, rebuilt 1755"),
        (Side.W, Side.SW, Side.NW),
    ),
    Site(
        "cape-canaveral",
        N_("Cape Canaveral"),
        28.4508,
        -80.5266,
        Symbol.LANDMARK,
        N_("Cabo Cañaveral"),
        N_("A headland, not a town: on maps by 1564 · Ais country · shipwrecks 1565 and 1571"),
        (Side.E, Side.SE, Side.NE),
    ),
    Site(
        "santa-maria-de-loreto",
        N_("Santa María de Loreto"),
        25.7695,
        -80.1890,
        Symbol.MISSION,
        "",
        N_(
            "Jesuit mission of 1743, abandoned within months · name and site unsettled: "
            "shown at the Miami River mouth"
        ),
        (Side.W, Side.SW, Side.NW),
    ),
    Site(
        "san-luis",
        N_("San Luis"),
        30.4491,
        -84.3199,
        Symbol.MISSION,
        N_("de Talimali"),
        N_("Franciscan mission and western capital of Spanish Florida, 1656–1704"),
        (Side.W, Side.NW, Side.SW),
    ),
    Site(
        "san-marcos",
        N_("San Marcos"),
        30.1521,
        -84.2098,
        Symbol.FORT,
        N_("de Apalache"),
        N_("Port of Apalachee · first fort 1679 · Spanish, British, Spanish, then US"),
        (Side.E, Side.SE, Side.S),
    ),
    Site(
        "pensacola",
        N_("Pensacola"),
        30.4106,
        -87.2100,
        Symbol.TOWN,
        N_("Santa María de Galve"),
        N_(
            "Luna's colony 1559–1561 · presidio from 1698 · "
            "capital of British West Florida 1763–1781"
        ),
        (Side.N, Side.NE, Side.NW),
    ),
    Site(
        "tallahassee",
        N_("Tallahassee"),
        30.4382,
        -84.2810,
        Symbol.LATER_TOWN,
        "",
        N_(
            "Chosen as Florida's capital in 1823, after the colonial period; Apalachee country "
            "before that"
        ),
        (Side.E, Side.NE, Side.N),
    ),
)

SETTLEMENT_BY_SLUG: dict[str, Site] = {s.slug: s for s in SETTLEMENTS}

# Other sites the maps name (facts.md coordinates where it gives them).
FORT_MOSE = Site(
    "fort-mose",
    N_("Fort Mose"),
    29.9278,
    -81.3253,
    Symbol.FORT,
    N_("Gracia Real de Santa Teresa de Mose"),
    N_("Founded 1738: the first legally sanctioned free Black town in what became the US"),
    (Side.W, Side.NW, Side.SW),
)
# Matanzas Inlet: the opening between Anastasia and Rattlesnake islands, beside the fort.
MATANZAS_INLET = Site(
    "matanzas-inlet", N_("Matanzas Inlet"), 29.705, -81.229, Symbol.POINT, "", "", (Side.SE, Side.E)
)
# Amelia Island (Fernandina), the smugglers' haven of 1807-1817.
AMELIA_ISLAND = Site(
    "amelia-island",
    N_("Amelia Island"),
    30.67,
    -81.46,
    Symbol.POINT,
    N_("Fernandina"),
    "",
    (Side.E, Side.NE),
)
# Mound Key in Estero Bay, the Calusa capital (facts.md C, no coordinates: the key's centre).
MOUND_KEY = Site(
    "mound-key",
    N_("Mound Key"),
    26.42,
    -81.86,
    Symbol.POINT,
    N_("Calusa capital"),
    "",
    (Side.W, Side.SW),
)
# Safety Harbor site, Philippe Park, at the north end of Old Tampa Bay (Tocobaga town).
SAFETY_HARBOR = Site(
    "safety-harbor",
    N_("Tocobaga town"),
    28.01,
    -82.68,
    Symbol.POINT,
    N_("Safety Harbor"),
    "",
    (Side.W, Side.NW),
)
# The Tequesta town at the mouth of the Miami River (facts.md A8: 25.7695, -80.1890).
MIAMI_RIVER = Site(
    "miami-river",
    N_("Tequesta town"),
    25.7695,
    -80.1890,
    Symbol.POINT,
    N_("Miami River mouth"),
    "",
    (Side.W, Side.SW),
)
# Mobile, where British West Florida met the Choctaw in 1765.
MOBILE = Site(
    "mobile", N_("Mobile"), 30.69, -88.04, Symbol.TOWN, N_("congress 1765"), "", (Side.W, Side.NW)
)
# Sebastian Inlet: the north end of the 1715 fleet's wreck coast.
SEBASTIAN_INLET = Site(
    "sebastian-inlet", N_("Sebastian"), 27.86, -80.45, Symbol.POINT, "", "", (Side.W,)
)
# Payne's Prairie, the Alachua Savanna: La Chua ranch (centre of the basin).
PAYNES_PRAIRIE = Site(
    "paynes-prairie",
    N_("Payne's Prairie"),
    29.58,
    -82.30,
    Symbol.POINT,
    N_("Alachua Savanna, La Chua"),
    "",
    (Side.S, Side.SW, Side.SE),
)
# Corkscrew Swamp, the old-growth bald cypress stand.
CORKSCREW = Site(
    "corkscrew", N_("Corkscrew Swamp"), 26.38, -81.61, Symbol.POINT, "", "", (Side.N, Side.NE)
)


@cache
def display_point(site: Site) -> LonLat:
    """Where the site's symbol is drawn: its true point, or the nearest land if the
    generalised coastline leaves it offshore (never more than a few km; tested)."""
    if site.east:
        return onto_land(site.point, east_land())
    return onto_land(site.point, drawn_state("FL"))
