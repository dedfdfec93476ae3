"""The 67-card Enhancement deck: 43 kinds, their type letters and counts (rules: deck table).

Cards are identified in the game state by an integer card id 0-66; ``DECK`` maps each id to its
kind. A kind's slug names its lesson (``card-<slug>``). Rule R23's classroom names are display
text only: identity, counts and effects never change.
"""

from __future__ import annotations

from dataclasses import dataclass

CardId = int

INCOME_TYPES = frozenset("TLFKVAWS")
COMBAT_TYPES = frozenset("CM")

TYPE_NAMES: dict[str, str] = {
    "T": "Trade",
    "L": "Labor",
    "F": "Food crop",
    "K": "Cash crop",
    "V": "Civilization",
    "A": "Animal resource",
    "W": "Wood resource",
    "S": "Sea resource",
    "C": "Combatant",
    "M": "Movable combatant",
    "X": "Special",
}


@dataclass(frozen=True, slots=True)
class CardKind:
    name: str
    slug: str
    count: int
    types: str  # one or two type letters, e.g. "TS" for Busy Port (T/S)
    note: str = ""
    classroom_name: str | None = None  # R23

    @property
    def lesson_id(self) -> str:
        return f"card-{self.slug}"

    @property
    def type_label(self) -> str:
        """Type letters as printed on the sheet, e.g. ``T/S``."""
        return "/".join(self.types)

    @property
    def is_income(self) -> bool:
        return any(t in INCOME_TYPES for t in self.types)

    @property
    def is_combatant(self) -> bool:
        """Types C and M: defends (Y), can be killed by disease."""
        return any(t in COMBAT_TYPES for t in self.types)

    @property
    def is_movable(self) -> bool:
        return "M" in self.types

    @property
    def is_fortress(self) -> bool:
        return self.slug == "fortress"

    @property
    def can_attack(self) -> bool:
        """R16/R20: any C or M card except Fortress."""
        return self.is_combatant and not self.is_fortress

    @property
    def is_labor(self) -> bool:
        return "L" in self.types

    @property
    def income_value(self) -> int:
        """R11: 1 per income card, Provincial Capitol counts 2."""
        if not self.is_income:
            return 0
        return 2 if self.slug == "provincial-capitol" else 1

    @property
    def is_cutthroats(self) -> bool:
        return self.slug == "cutthroats-and-thieves"

    def display_name(self, classroom: bool = True) -> str:
        """The name to show; R23 classroom names when ``classroom`` is on."""
        if classroom and self.classroom_name:
            return self.classroom_name
        return self.name


KINDS: tuple[CardKind, ...] = (
    CardKind(
        "Provincial Capitol", "provincial-capitol", 2, "V", "(Taxation) counts 2 toward income"
    ),
    CardKind("Busy Port", "busy-port", 4, "TS"),
    CardKind("Importers", "importers", 1, "TS", "South American rubber, Caribbean rum"),
    CardKind("Plume Trade", "plume-trade", 1, "A", "Bald eagles, pelicans, wading birds"),
    CardKind("Hunting", "hunting", 1, "A", "Deer, beaver, otter, alligator, manatee"),
    CardKind("Slaves", "slaves", 1, "L", "", "Enslaved Laborers"),
    CardKind("Indigo Plantation", "indigo-plantation", 1, "K"),
    CardKind("Trading Post", "trading-post", 1, "T", "Indian traders"),
    CardKind("Frontier Women", "frontier-women", 1, "L"),
    CardKind("Bustling Town", "bustling-town", 1, "V", "Shops, markets, taverns, inns"),
    CardKind(
        "Entertainment",
        "entertainment",
        1,
        "V",
        "Taverns, billiards, bathhouses",
        "Entertainment (taverns, billiards, bathhouses)",
    ),
    CardKind("Citrus Groves", "citrus-groves", 1, "F", "Oranges, grapefruit"),
    CardKind("Orange Groves", "orange-groves", 1, "F"),
    CardKind("Naval Stores", "naval-stores", 1, "WS", "Pitch, resin, tar, turpentine"),
    CardKind("Artisans", "artisans", 1, "L"),
    CardKind("Indentured Servants", "indentured-servants", 1, "L"),
    CardKind("Cattle Ranches", "cattle-ranches", 1, "A", "Livestock"),
    CardKind("Fishing", "fishing", 1, "AS", "Fish, sea turtles"),
    CardKind(
        "Trapping & Harvesting",
        "trapping-and-harvesting",
        1,
        "AS",
        "Sponges, shellfish, shrimp, lobster",
    ),
    CardKind("Farms", "farms", 1, "F", "Squash, potatoes, corn, rice"),
    CardKind("Missions", "missions", 1, "V", "Ministers, missionaries"),
    CardKind("Tobacco", "tobacco", 1, "K"),
    CardKind("Timber", "timber", 1, "W"),
    CardKind("Barrel Staves", "barrel-staves", 1, "W"),
    CardKind("Sugarcane", "sugarcane", 1, "F"),
    CardKind("Smuggling", "smuggling", 1, "TS"),
    CardKind("Indian Labor", "indian-labor", 1, "L", "", "Native Labor"),
    CardKind("Land Grants", "land-grants", 1, "L"),
    CardKind("Cubans", "cubans", 1, "L"),
    CardKind("Scots", "scots", 1, "L"),
    CardKind("Minorcans", "minorcans", 1, "L"),
    CardKind("Cutthroats & Thieves", "cutthroats-and-thieves", 2, "X", "Settlement pays 1 less"),
    CardKind("Fortress", "fortress", 6, "C", "Cannot attack; never destroyed"),
    CardKind("German Mercenaries", "german-mercenaries", 1, "M"),
    CardKind("Armed Black Slaves", "armed-black-slaves", 1, "C", "", "Black Militia"),
    CardKind("Indian Allies", "indian-allies", 2, "C", 'Sheet: "Painted Indians"', "Native Allies"),
    CardKind("Militia", "militia", 2, "C"),
    CardKind("Garrison", "garrison", 2, "C"),
    CardKind("Soldiers", "soldiers", 4, "M", "Conquistadores, Redcoats"),
    CardKind("Cannons", "cannons", 4, "C"),
    CardKind("Warship", "warship", 4, "M", "Sailors, Marines"),
    CardKind("Privateers", "privateers", 2, "M"),
    CardKind("Provincial Units", "provincial-units", 2, "C"),
)

KIND_BY_SLUG: dict[str, CardKind] = {k.slug: k for k in KINDS}

# Card id -> kind, in table order (ids are stable: saves store ids).
DECK: tuple[CardKind, ...] = tuple(kind for kind in KINDS for _ in range(kind.count))
DECK_SIZE = len(DECK)

assert len(KINDS) == 43 and DECK_SIZE == 67


def kind_of(card: CardId) -> CardKind:
    if not 0 <= card < DECK_SIZE:
        raise ValueError(f"no card {card}: card ids are 0-{DECK_SIZE - 1}")
    return DECK[card]
