"""The 146-card Colonials deck (C1), one card per line of the sheet's card list, in sheet order.

A card's number (its index in ``DECK``) is what the state stores; its ``id`` is the C1/C40 text
id (``squash-pumpkins``, ``colonists-settlement``) that logs, lessons and tests name. Resource
types (C16), Leader effects (C21, C22), Event effects (C31, C32) and which cards have classroom
names (C38) are fixed here and nowhere else; the cards' names, in every language, are words
(``colonials/names.py``), not rules.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

CardType = Literal["R", "S", "H", "O", "E", "T", "B", "C", "F", "L"]
ResourceType = Literal["Agriculture", "Animals", "Trade", "Sea", "Manufacturing"]

RESOURCE_TYPES: tuple[ResourceType, ...] = (
    "Agriculture",
    "Animals",
    "Trade",
    "Sea",
    "Manufacturing",
)
CARD_TYPES: tuple[CardType, ...] = ("R", "S", "H", "O", "E", "T", "B", "C", "F", "L")
PERMANENT_TYPES = frozenset("ROCFTL")  # C4: stay in play; S, H, B, E are one-shot

# The sheet's card list in sheet order: (C1 text id, type, effect). The effect is the Resource
# type (C16) for R cards, the Leader effect (C21, C22) for L cards, the Event effect (C31, C32)
# for E cards. The ids are the sheet's names through ``card_id_for`` (C40), "Colonists" being two
# cards; the names themselves are display text and live in ``colonials/names.py``.
SHEET: tuple[tuple[str, str, str], ...] = (
    ("cod-fishing", "R", "Sea"),
    ("subsistence-crops", "R", "Agriculture"),
    ("dairy-farming", "R", "Agriculture"),
    ("cash-crop", "R", "Agriculture"),
    ("tobacco", "R", "Agriculture"),
    ("corn-crops", "R", "Agriculture"),
    ("lumber", "R", "Manufacturing"),
    ("iron-works", "R", "Manufacturing"),
    ("cattle", "R", "Animals"),
    ("trappers", "R", "Animals"),
    ("fishery", "R", "Sea"),
    ("apple-groves", "R", "Agriculture"),
    ("squash-pumpkins", "R", "Agriculture"),
    ("livestock", "R", "Animals"),
    ("river-boats", "R", "Trade"),
    ("wheat-barley", "R", "Agriculture"),
    ("farmers-market", "R", "Trade"),
    ("furs-skins", "R", "Animals"),
    ("trading-post", "R", "Trade"),
    ("plantations", "R", "Agriculture"),
    ("textiles", "R", "Manufacturing"),
    ("oats-rye", "R", "Agriculture"),
    ("wool", "R", "Animals"),
    ("smuggling", "R", "Trade"),
    ("whaling", "R", "Sea"),
    ("merchants", "R", "Trade"),
    ("shipbuilding", "R", "Manufacturing"),
    ("rice-indigo", "R", "Agriculture"),
    ("port", "R", "Trade"),
    ("shellfish", "R", "Sea"),
    ("hunting", "R", "Animals"),
    ("brewery", "R", "Agriculture"),
    ("religious-sect", "S", ""),
    ("exiles", "S", ""),
    ("protestants", "S", ""),
    ("slaves", "S", ""),
    ("pilgrims", "S", ""),
    ("colonists-settlement", "S", ""),
    ("puritan-migration", "S", ""),
    ("catholics", "S", ""),
    ("settlers", "S", ""),
    ("haven", "S", ""),
    ("sponsor", "S", ""),
    ("lutherans", "S", ""),
    ("prisoners", "S", ""),
    ("baptists", "S", ""),
    ("company-charter", "S", ""),
    ("royal-charter", "S", ""),
    ("immigrants", "S", ""),
    ("quakers", "S", ""),
    ("disease", "H", ""),
    ("sickness", "H", ""),
    ("starvation", "H", ""),
    ("hunger", "H", ""),
    ("food-shortage", "H", ""),
    ("smallpox", "H", ""),
    ("frontier-conditions", "H", ""),
    ("epidemic", "H", ""),
    ("long-winter", "H", ""),
    ("religious-intolerance", "H", ""),
    ("religious-heresy", "H", ""),
    ("indian-raids", "H", ""),
    ("indian-war", "H", ""),
    ("witch-hunt", "H", ""),
    ("taxation", "O", ""),
    ("stamp-act", "O", ""),
    ("navigation-acts", "O", ""),
    ("import-duties", "O", ""),
    ("coercive-acts", "O", ""),
    ("fire", "E", "fire"),
    ("peace-pact", "E", "peace"),
    ("peace-treaty", "E", "peace"),
    ("armistice", "E", "peace"),
    ("free-land", "E", "draw3"),
    ("self-government", "E", "draw3"),
    ("self-sufficiency", "E", "draw3"),
    ("confederation", "E", "draw3"),
    ("european-war", "E", "draw3"),
    ("mayflower-compact", "E", "draw3"),
    ("poor-richards-almanac", "E", "draw3"),
    ("the-great-awakening", "E", "draw3"),
    ("meetinghouse", "T", ""),
    ("church", "T", ""),
    ("common-area", "T", ""),
    ("town-government", "T", ""),
    ("legislative-assembly", "T", ""),
    ("grammar-school", "T", ""),
    ("college", "T", ""),
    ("public-library", "T", ""),
    ("printing-press", "T", ""),
    ("newspaper", "T", ""),
    ("post-office", "T", ""),
    ("general-hospital", "T", ""),
    ("naval-blockade", "B", ""),
    ("ambush", "B", ""),
    ("night-attack", "B", ""),
    ("surprise-attack", "B", ""),
    ("raid", "B", ""),
    ("counterattack", "B", ""),
    ("long-march", "B", ""),
    ("massacre", "B", ""),
    ("siege", "B", ""),
    ("skirmish", "B", ""),
    ("hostilities", "B", ""),
    ("militia", "C", ""),
    ("colonists-combatant", "C", ""),
    ("colonials", "C", ""),
    ("royal-troops", "C", ""),
    ("indian-fighters", "C", ""),
    ("volunteers", "C", ""),
    ("irregulars", "C", ""),
    ("native-american-allies", "C", ""),
    ("indian-allies", "C", ""),
    ("imperial-force", "C", ""),
    ("reinforcements", "C", ""),
    ("frontiersmen", "C", ""),
    ("cannons", "C", ""),
    ("fleet", "C", ""),
    ("warships", "C", ""),
    ("ship-squadrons", "C", ""),
    ("contingent", "C", ""),
    ("soldiers", "C", ""),
    ("infantry", "C", ""),
    ("artillery", "C", ""),
    ("raiding-party", "C", ""),
    ("punitive-expedition", "C", ""),
    ("garrison", "F", ""),
    ("fortifications", "F", ""),
    ("earthworks", "F", ""),
    ("entrenchments", "F", ""),
    ("outpost", "F", ""),
    ("governor", "L", "town"),
    ("general", "L", "combatant"),
    ("industrialist", "L", "resource"),
    ("entrepreneur", "L", "resource"),
    ("preacher", "L", "population"),
    ("minister", "L", "population"),
    ("proprietor", "L", "population"),
    ("promoter", "L", "population"),
    ("diplomat", "L", "diplomat"),
    ("director", "L", "resource"),
    ("dissident", "L", "dissident"),
    ("revolutionary", "L", "combatant"),
    ("scientist", "L", "town"),
    ("captain", "L", "combatant"),
    ("privateer", "L", "combatant"),
)

# C38: the cards that have a classroom name (``colonials/names.py`` holds both names).
CLASSROOM_NAMED: frozenset[str] = frozenset(
    {
        "slaves",
        "indian-raids",
        "indian-war",
        "witch-hunt",
        "religious-heresy",
        "massacre",
        "indian-fighters",
        "indian-allies",
        "industrialist",
        "entrepreneur",
        "scientist",
        "general-hospital",
        "public-library",
        "poor-richards-almanac",
    }
)
# C19: what putting a card into play costs in the Resource phase (Leaders and Oppression free).
PLAY_COST: dict[str, int] = {"R": 1, "C": 1, "T": 2, "F": 3, "L": 0, "O": 0}


def card_id_for(name: str) -> str:
    """C1/C40: trim, lowercase, drop apostrophes and "&", each run of non-letters -> "-"."""
    text = name.strip().lower().replace("'", "").replace("\u2019", "").replace("&", "")
    return re.sub(r"[^a-z]+", "-", text).strip("-")


@dataclass(frozen=True, slots=True)
class Card:
    number: int  # index in DECK, what the state stores
    id: str  # C1 text id
    type: str  # one of CARD_TYPES
    resource_type: str | None  # C16, R cards only
    leader_effect: str | None  # C21/C22, L cards only
    event_effect: str | None  # C31/C32, E cards only
    has_classroom_name: bool  # C38: a classroom name differs from the sheet's name

    @property
    def is_permanent(self) -> bool:
        return self.type in PERMANENT_TYPES

    @property
    def is_combatant(self) -> bool:
        """C18/C21: Combatant cards and Leaders that count as Combatants."""
        return self.type == "C" or self.leader_effect == "combatant"

    @property
    def is_resource(self) -> bool:
        """C21/C34: Resource cards and Leaders that count as Resources."""
        return self.type == "R" or self.leader_effect == "resource"

    @property
    def is_town(self) -> bool:
        """C21/C34: Town Improvement cards and Leaders that count as them."""
        return self.type == "T" or self.leader_effect == "town"

    @property
    def cost(self) -> int:
        """C19/C21: Gold to put it in play (Leaders free whatever they count as)."""
        return PLAY_COST.get(self.type, 0)


def _build() -> tuple[Card, ...]:
    return tuple(
        Card(
            number=number,
            id=cid,
            type=kind,
            resource_type=effect if kind == "R" else None,
            leader_effect=effect if kind == "L" else None,
            event_effect=effect if kind == "E" else None,
            has_classroom_name=cid in CLASSROOM_NAMED,
        )
        for number, (cid, kind, effect) in enumerate(SHEET)
    )


DECK: tuple[Card, ...] = _build()
DECK_SIZE = len(DECK)
BY_ID: dict[str, Card] = {c.id: c for c in DECK}

# Flat look-up tables by card number: the engine's hot paths read these, not the dataclass.
TYPE: tuple[str, ...] = tuple(c.type for c in DECK)
IS_COMBATANT: tuple[bool, ...] = tuple(c.is_combatant for c in DECK)
IS_RESOURCE: tuple[bool, ...] = tuple(c.is_resource for c in DECK)
IS_TOWN: tuple[bool, ...] = tuple(c.is_town for c in DECK)
IS_FORT: tuple[bool, ...] = tuple(c.type == "F" for c in DECK)
RESOURCE_TYPE: tuple[str | None, ...] = tuple(c.resource_type for c in DECK)
LEADER: tuple[str | None, ...] = tuple(c.leader_effect for c in DECK)
EVENT: tuple[str | None, ...] = tuple(c.event_effect for c in DECK)
COST: tuple[int, ...] = tuple(c.cost for c in DECK)


def card_number(card_id: str) -> int:
    """The number of the card with text id ``card_id`` (KeyError with the id if unknown)."""
    return BY_ID[card_id].number
