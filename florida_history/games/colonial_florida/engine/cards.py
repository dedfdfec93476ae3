"""The 67-card Enhancement deck: 43 kinds, their type letters and counts (rules: deck table).

Cards are identified in the game state by an integer card id 0-66; ``DECK`` maps each id to its
kind. A kind's slug is its id: it names its lesson (``card-<slug>``) and its names on screen
(``games/colonial_florida/names.py``, R23's classroom names too: display text only, so identity,
counts and effects never change).
"""

from __future__ import annotations

from dataclasses import dataclass

CardId = int

INCOME_TYPES = frozenset("TLFKVAWS")
COMBAT_TYPES = frozenset("CM")


@dataclass(frozen=True, slots=True)
class CardKind:
    slug: str
    count: int
    types: str  # one or two type letters, e.g. "TS" for Busy Port (T/S)

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


KINDS: tuple[CardKind, ...] = (
    CardKind("provincial-capitol", 2, "V"),
    CardKind("busy-port", 4, "TS"),
    CardKind("importers", 1, "TS"),
    CardKind("plume-trade", 1, "A"),
    CardKind("hunting", 1, "A"),
    CardKind("slaves", 1, "L"),
    CardKind("indigo-plantation", 1, "K"),
    CardKind("trading-post", 1, "T"),
    CardKind("frontier-women", 1, "L"),
    CardKind("bustling-town", 1, "V"),
    CardKind("entertainment", 1, "V"),
    CardKind("citrus-groves", 1, "F"),
    CardKind("orange-groves", 1, "F"),
    CardKind("naval-stores", 1, "WS"),
    CardKind("artisans", 1, "L"),
    CardKind("indentured-servants", 1, "L"),
    CardKind("cattle-ranches", 1, "A"),
    CardKind("fishing", 1, "AS"),
    CardKind("trapping-and-harvesting", 1, "AS"),
    CardKind("farms", 1, "F"),
    CardKind("missions", 1, "V"),
    CardKind("tobacco", 1, "K"),
    CardKind("timber", 1, "W"),
    CardKind("barrel-staves", 1, "W"),
    CardKind("sugarcane", 1, "F"),
    CardKind("smuggling", 1, "TS"),
    CardKind("indian-labor", 1, "L"),
    CardKind("land-grants", 1, "L"),
    CardKind("cubans", 1, "L"),
    CardKind("scots", 1, "L"),
    CardKind("minorcans", 1, "L"),
    CardKind("cutthroats-and-thieves", 2, "X"),
    CardKind("fortress", 6, "C"),
    CardKind("german-mercenaries", 1, "M"),
    CardKind("armed-black-slaves", 1, "C"),
    CardKind("indian-allies", 2, "C"),
    CardKind("militia", 2, "C"),
    CardKind("garrison", 2, "C"),
    CardKind("soldiers", 4, "M"),
    CardKind("cannons", 4, "C"),
    CardKind("warship", 4, "M"),
    CardKind("privateers", 2, "M"),
    CardKind("provincial-units", 2, "C"),
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
