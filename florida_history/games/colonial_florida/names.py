"""What the game's ids are called on screen: powers, phases, hazards, card kinds and types, and
the 36 spaces, in the language the app speaks.

The engine knows only ids ("spanish", "native_raid", the card slug "fortress", space 3); every
name a player reads comes from here, through the words module, so the Spanish catalog can give
Spanish names (San Agustín, Fuerte). R23's classroom names are names too: a card kind may have
one, shown while the View menu's "Classroom card names" is on. ``original_card_name`` is the
name printed on the original game's card, in English whatever the language, for the card's
detail.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from florida_history.games.colonial_florida.words import N_, _, pgettext

POWER_NAMES: dict[str, str] = {
    "spanish": N_("Spanish"),
    "british": N_("British"),
    "french": N_("French"),
}
# "the Spanish" as a computer player says it ("I can attack the Spanish there").
_THE_POWER: dict[str, str] = {
    "spanish": N_("the Spanish"),
    "british": N_("the British"),
    "french": N_("the French"),
}
PHASE_NAMES: dict[str, str] = {
    "rebuild": N_("Rebuild"),
    "hurricane": N_("Hurricane"),
    "pirate": N_("Pirate"),
    "native_raid": N_("Native Raid"),  # "Indian Raid" on the original sheet
    "disease": N_("Disease"),
    "income": N_("Income"),
    "action": N_("Action"),
}
HAZARD_NAMES: dict[str, str] = {
    "hurricane": N_("Hurricane"),
    "pirate": N_("Pirate"),
    "native_raid": N_("Native Raid"),  # "Indian Raid" on the original sheet
    "disease": N_("Disease"),
}
# The short labels the board and the dice line use.
HAZARD_LABELS: dict[str, str] = {
    "hurricane": N_("Hurricane"),
    "pirate": N_("Pirate"),
    "native_raid": N_("Raid"),
    "disease": N_("Disease"),
}
TYPE_NAMES: dict[str, str] = {
    "T": N_("Trade"),
    "L": N_("Labor"),
    "F": N_("Food crop"),
    "K": N_("Cash crop"),
    "V": N_("Civilization"),
    "A": N_("Animal resource"),
    "W": N_("Wood resource"),
    "S": N_("Sea resource"),
    "C": N_("Combatant"),
    "M": N_("Movable combatant"),
    "X": N_("Special"),
}

# Card slug -> (name on the original card, R23 classroom name or None). The original names
# stay in English in ORIGINAL_CARD_NAMES (the card's detail shows them); the catalog gives the
# Spanish names (historically right: Fuerte, Misiones, Tienda de comercio).
CARD_NAMES: dict[str, tuple[str, str | None]] = {
    "provincial-capitol": (N_("Provincial Capitol"), None),
    "busy-port": (N_("Busy Port"), None),
    "importers": (N_("Importers"), None),
    "plume-trade": (N_("Plume Trade"), None),
    "hunting": (N_("Hunting"), None),
    "slaves": (N_("Slaves"), N_("Enslaved Laborers")),
    "indigo-plantation": (N_("Indigo Plantation"), None),
    "trading-post": (N_("Trading Post"), None),
    "frontier-women": (N_("Frontier Women"), None),
    "bustling-town": (N_("Bustling Town"), None),
    "entertainment": (
        N_("Entertainment"),
        N_("Entertainment (taverns, billiards, bathhouses)"),
    ),
    "citrus-groves": (N_("Citrus Groves"), None),
    "orange-groves": (N_("Orange Groves"), None),
    "naval-stores": (N_("Naval Stores"), None),
    "artisans": (N_("Artisans"), None),
    "indentured-servants": (N_("Indentured Servants"), None),
    "cattle-ranches": (N_("Cattle Ranches"), None),
    "fishing": (N_("Fishing"), None),
    "trapping-and-harvesting": (N_("Trapping & Harvesting"), None),
    "farms": (N_("Farms"), None),
    "missions": (N_("Missions"), None),
    "tobacco": (N_("Tobacco"), None),
    "timber": (N_("Timber"), None),
    "barrel-staves": (N_("Barrel Staves"), None),
    "sugarcane": (N_("Sugarcane"), None),
    "smuggling": (N_("Smuggling"), None),
    "indian-labor": (N_("Indian Labor"), N_("Native Labor")),
    "land-grants": (N_("Land Grants"), None),
    "cubans": (N_("Cubans"), None),
    "scots": (N_("Scots"), None),
    "minorcans": (N_("Minorcans"), None),
    "cutthroats-and-thieves": (N_("Cutthroats & Thieves"), None),
    "fortress": (N_("Fortress"), None),
    "german-mercenaries": (N_("German Mercenaries"), None),
    "armed-black-slaves": (N_("Armed Black Slaves"), N_("Black Militia")),
    "indian-allies": (N_("Indian Allies"), N_("Native Allies")),  # sheet: "Painted Indians"
    "militia": (N_("Militia"), None),
    "garrison": (N_("Garrison"), None),
    "soldiers": (N_("Soldiers"), None),
    "cannons": (N_("Cannons"), None),
    "warship": (N_("Warship"), None),
    "privateers": (N_("Privateers"), None),
    "provincial-units": (N_("Provincial Units"), None),
}

# Space slug -> its name (the board's ring, space 1 to 36). Places are named as Spanish-language
# sources name them (San Agustín, Cabo Cañaveral); a name they keep (Pensacola) stays.
SPACE_NAMES: dict[str, str] = {
    "gulf-stream": N_("Gulf Stream"),
    "intracoastal-waterways": N_("Intracoastal Waterways"),
    "st-augustine": N_("St Augustine"),
    "mangrove-swamps": N_("Mangrove Swamps"),
    "unexplored-wilderness": N_("Unexplored Wilderness"),
    "cowford": N_("Cowford"),
    "paynes-prairie": N_("Payne's Prairie"),
    "indian-trails": N_("Indian Trails"),
    "new-smyrna": N_("New Smyrna"),
    "hardwood-hammock": N_("Hardwood Hammock"),
    "barrier-islands": N_("Barrier Islands"),
    "fort-caroline": N_("Fort Caroline"),
    "pond-apple-slough": N_("Pond Apple Slough"),
    "kings-road": N_("King's Road"),
    "fort-matanzas": N_("Fort Matanzas"),
    "cypress-stand": N_("Cypress Stand"),
    "lakes": N_("Lakes"),
    "fort-picolata": N_("Fort Picolata"),
    "st-johns-river": N_("St. Johns River"),
    "wild-coast": N_("Wild Coast"),
    "cape-canaveral": N_("Cape Canaveral"),
    "beaches-and-sandbars": N_("Beaches & Sandbars"),
    "wetlands-and-estuaries": N_("Wetlands & Estuaries"),
    "santa-maria-de-loreto": N_("Santa Maria de Loreto"),
    "everglades": N_("Everglades"),
    "old-spanish-road": N_("Old Spanish Road"),
    "san-luis": N_("San Luis"),
    "sawgrass": N_("Sawgrass"),
    "quagmire": N_("Quagmire"),
    "san-marcos": N_("San Marcos"),
    "coral-reefs-and-seagrass-beds": N_("Coral Reefs & Seagrass Beds"),
    "sand-hills": N_("Sand Hills"),
    "pensacola": N_("Pensacola"),
    "pine-barrens-and-flatwoods": N_("Pine Barrens & Flatwoods"),
    "sinkholes-and-limestone-springs": N_("Sinkholes & Limestone Springs"),
    "tallahassee": N_("Tallahassee"),
}

# The lessons of the four hazards, by lesson id (titles for a lesson file that is missing).
HAZARD_LESSON_TITLES: dict[str, str] = {
    "hazard-hurricane": N_("Hurricanes"),
    "hazard-pirates": N_("Pirates"),
    "hazard-native-raid": N_("Native raids"),
    "hazard-disease": N_("Disease"),
}


def power_name(power: str | None) -> str:
    """ "Spanish", "British", "French" in the current language ("" for no power)."""
    if not power:
        return ""
    found = POWER_NAMES.get(power)
    return _(found) if found else power


def the_power(power: str | None) -> str:
    """ "the Spanish" (a computer player's words); "nobody" for no power."""
    if not power:
        return _("nobody")
    found = _THE_POWER.get(power)
    return _(found) if found else power


def power_initial(power: str) -> str:
    """The letter on a power's pieces and chips (S, B, F in English)."""
    letters = {
        "spanish": pgettext("letter on the Spanish pieces", "S"),
        "british": pgettext("letter on the British pieces", "B"),
        "french": pgettext("letter on the French pieces", "F"),
    }
    return letters.get(power, power[:1].upper())


def hazard_letter(hazard: str) -> str:
    """The letter on a hazard marker (H, P, R, D in English; the shape tells them apart too)."""
    letters = {
        "hurricane": pgettext("letter on the Hurricane marker", "H"),
        "pirate": pgettext("letter on the Pirate marker", "P"),
        "native_raid": pgettext("letter on the Raid marker", "R"),
        "disease": pgettext("letter on the Disease marker", "D"),
    }
    return letters.get(hazard, hazard[:1].upper())


def phase_name(phase: str) -> str:
    return _(PHASE_NAMES[phase])


def hazard_name(hazard: str) -> str:
    return _(HAZARD_NAMES[hazard])


def hazard_label(hazard: str) -> str:
    """The short label of a hazard marker ("Raid")."""
    return _(HAZARD_LABELS[hazard])


def type_name(letter: str) -> str:
    return _(TYPE_NAMES[letter])


def card_name(slug: str, classroom: bool = True) -> str:
    """A card kind's name; R23's classroom name when ``classroom`` is on and it has one."""
    name, classroom_name = CARD_NAMES[slug]
    return _(classroom_name if classroom and classroom_name else name)


def original_card_name(slug: str) -> str:
    """The name on the original game's card, in English (never translated)."""
    return CARD_NAMES[slug][0]


def has_classroom_name(slug: str) -> bool:
    return CARD_NAMES[slug][1] is not None


def space_name(slug: str) -> str:
    return _(SPACE_NAMES[slug])


class TranslatedNames(Mapping[str, str]):
    """A mapping whose values (English msgids) are said in the language of the moment (for a
    table built once, e.g. a lesson's fallback title, read while the app runs)."""

    def __init__(self, source: Mapping[str, str]) -> None:
        self._source = dict(source)

    def __getitem__(self, key: str) -> str:
        return _(self._source[key])

    def __iter__(self) -> Iterator[str]:
        return iter(self._source)

    def __len__(self) -> int:
        return len(self._source)
