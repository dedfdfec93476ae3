"""The 146-card Colonials deck (C1), one card per line of the sheet's card list, in sheet order.

A card's number (its index in ``DECK``) is what the state stores; its ``id`` is the C1/C40 text
id (``squash-pumpkins``, ``colonists-settlement``) that logs, lessons and tests name. Resource
types (C16), Leader effects (C21, C22), Event effects (C31, C32) and classroom names (C38) are
fixed here and nowhere else.
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
TYPE_NAMES: dict[str, str] = {
    "R": "Resource",
    "S": "Settlement",
    "H": "Hardship",
    "O": "Oppression",
    "E": "Event",
    "T": "Town Improvement",
    "B": "Battle",
    "C": "Combatant",
    "F": "Fort",
    "L": "Leader",
}
PERMANENT_TYPES = frozenset("ROCFTL")  # C4: stay in play; S, H, B, E are one-shot

# The sheet's card list: (name, type, notes). Names as printed (C40 trims the blanks).
SHEET: tuple[tuple[str, str, str], ...] = (
    ("Cod Fishing", "R", "Sea"),
    ("Subsistence Crops", "R", "Agriculture"),
    ("Dairy Farming", "R", "Agriculture"),
    ("Cash Crop", "R", "Agriculture"),
    ("Tobacco", "R", "Agriculture"),
    ("Corn Crops", "R", "Agriculture"),
    ("Lumber", "R", "Manufacturing"),
    ("Iron Works", "R", "Manufacturing"),
    ("Cattle", "R", "Animals"),
    ("Trappers", "R", "Animals"),
    ("Fishery", "R", "Sea"),
    ("Apple Groves", "R", "Agriculture"),
    ("Squash & Pumpkins", "R", "Agriculture"),
    ("Livestock", "R", "Animals"),
    ("River Boats", "R", "Trade"),
    ("Wheat & Barley", "R", "Agriculture"),
    ("Farmers Market", "R", "Trade"),
    ("Furs & Skins", "R", "Animals"),
    ("Trading Post", "R", "Trade"),
    ("Plantations", "R", "Agriculture"),
    ("Textiles", "R", "Manufacturing"),
    ("Oats & Rye", "R", "Agriculture"),
    ("Wool", "R", "Animals"),
    ("Smuggling", "R", "Trade"),
    ("Whaling", "R", "Sea"),
    ("Merchants", "R", "Trade"),
    ("Shipbuilding", "R", "Manufacturing"),
    ("Rice & Indigo", "R", "Agriculture"),
    ("Port", "R", "Trade"),
    ("Shellfish", "R", "Sea"),
    ("Hunting", "R", "Animals"),
    ("Brewery", "R", "Agriculture"),
    ("Religious Sect", "S", ""),
    ("Exiles", "S", ""),
    ("Protestants", "S", ""),
    ("Slaves", "S", ""),
    ("Pilgrims", "S", ""),
    ("Colonists", "S", ""),
    ("Puritan Migration", "S", ""),
    ("Catholics", "S", ""),
    ("Settlers", "S", ""),
    ("Haven", "S", ""),
    ("Sponsor", "S", ""),
    ("Lutherans", "S", ""),
    ("Prisoners", "S", ""),
    ("Baptists  ", "S", ""),
    ("Company Charter", "S", ""),
    ("Royal Charter", "S", ""),
    ("Immigrants", "S", ""),
    ("Quakers", "S", ""),
    ("Disease", "H", ""),
    ("Sickness", "H", ""),
    ("Starvation", "H", ""),
    ("Hunger", "H", ""),
    ("Food Shortage", "H", ""),
    ("Smallpox ", "H", ""),
    ("Frontier Conditions", "H", ""),
    ("Epidemic", "H", ""),
    ("Long Winter", "H", ""),
    ("Religious Intolerance", "H", ""),
    ("Religious Heresy  ", "H", ""),
    ("Indian Raids", "H", ""),
    ("Indian War", "H", ""),
    ("Witch Hunt", "H", ""),
    ("Taxation", "O", ""),
    ("Stamp Act", "O", ""),
    ("Navigation Acts", "O", ""),
    ("Import Duties", "O", ""),
    ("Coercive Acts", "O", ""),
    ("Fire", "E", "Discard any card in play"),
    ("Peace Pact", "E", "Opponent may not attack this turn"),
    ("Peace Treaty", "E", "Opponent may not attack this turn"),
    ("Armistice", "E", "Opponent may not attack this turn"),
    ("Free Land", "E", "Draw 3 cards"),
    ("Self Government", "E", "Draw 3 cards"),
    ("Self Sufficiency  ", "E", "Draw 3 cards"),
    ("Confederation", "E", "Draw 3 cards"),
    ("European War", "E", "Draw 3 cards"),
    ("Mayflower Compact", "E", "Draw 3 cards"),
    ("Poor Richard\u2019s Almanac", "E", "Draw 3 cards"),
    ("The Great Awakening", "E", "Draw 3 cards"),
    ("Meetinghouse", "T", ""),
    ("Church", "T", ""),
    ("Common Area", "T", ""),
    ("Town Government", "T", ""),
    ("Legislative Assembly", "T", ""),
    ("Grammar School", "T", ""),
    ("College", "T", ""),
    ("Public Library", "T", ""),
    ("Printing Press", "T", ""),
    ("Newspaper", "T", ""),
    ("Post Office", "T", ""),
    ("General Hospital  ", "T", ""),
    ("Naval Blockade", "B", ""),
    ("Ambush", "B", ""),
    ("Night Attack", "B", ""),
    ("Surprise Attack", "B", ""),
    ("Raid", "B", ""),
    ("Counterattack", "B", ""),
    ("Long March", "B", ""),
    ("Massacre", "B", ""),
    ("Siege", "B", ""),
    ("Skirmish", "B", ""),
    ("Hostilities", "B", ""),
    ("Militia", "C", ""),
    ("Colonists", "C", ""),
    ("Colonials", "C", ""),
    ("Royal Troops", "C", ""),
    ("Indian Fighters", "C", ""),
    ("Volunteers", "C", ""),
    ("Irregulars", "C", ""),
    ("Native American Allies", "C", ""),
    ("Indian Allies", "C", ""),
    ("Imperial Force", "C", ""),
    ("Reinforcements", "C", ""),
    ("Frontiersmen", "C", ""),
    ("Cannons", "C", ""),
    ("Fleet", "C", ""),
    ("Warships", "C", ""),
    ("Ship Squadrons", "C", ""),
    ("Contingent", "C", ""),
    ("Soldiers", "C", ""),
    ("Infantry", "C", ""),
    ("Artillery", "C", ""),
    ("Raiding Party", "C", ""),
    ("Punitive Expedition", "C", ""),
    ("Garrison", "F", ""),
    ("Fortifications", "F", ""),
    ("Earthworks", "F", ""),
    ("Entrenchments", "F", ""),
    ("Outpost", "F", ""),
    ("Governor", "L", "Counts as a Town Improvement"),
    ("General", "L", "Counts as a Combatant"),
    ("Industrialist", "L", "Counts as a Resource"),
    ("Entrepreneur", "L", "Counts as a Resource"),
    ("Preacher", "L", "Gain +1 Population per Turn"),
    ("Minister", "L", "Gain +1 Population per Turn"),
    ("Proprietor", "L", "Gain +1 Population per Turn"),
    ("Promoter", "L", "Gain +1 Population per Turn"),
    ("Diplomat   ", "L", "Opponent must pay 2 Gold to attack you"),
    ("Director", "L", "Counts as a Resource"),
    ("Dissident", "L", "You are Immune to Oppression cards"),
    ("Revolutionary", "L", "Counts as a Combatant"),
    ("Scientist", "L", "Counts as a Town Improvement"),
    ("Captain", "L", "Counts as a Combatant"),
    ("Privateer", "L", "Counts as a Combatant"),
)

# C38: classroom names (the original stays visible in the card's detail and lesson).
CLASSROOM_NAMES: dict[str, str] = {
    "slaves": "Enslaved Africans",
    "indian-raids": "Frontier Raids",
    "indian-war": "War with Native Nations",
    "witch-hunt": "Witch Trials",
    "religious-heresy": "Heresy Trials",
    "massacre": "All-Out Assault",
    "indian-fighters": "Frontier Rangers",
    "indian-allies": "Native Allies",
    "industrialist": "Ironmaster",
    "entrepreneur": "Merchant Adventurer",
    "scientist": "Natural Philosopher",
    "general-hospital": "Hospital",
    "public-library": "Subscription Library",
    "poor-richards-almanac": "Poor Richard\u2019s Almanack",
}

# Leader effects (C21, C22), from the sheet's notes.
LEADER_EFFECTS: dict[str, str] = {
    "Counts as a Town Improvement": "town",
    "Counts as a Combatant": "combatant",
    "Counts as a Resource": "resource",
    "Gain +1 Population per Turn": "population",
    "Opponent must pay 2 Gold to attack you": "diplomat",
    "You are Immune to Oppression cards": "dissident",
}
EVENT_EFFECTS: dict[str, str] = {
    "Discard any card in play": "fire",
    "Opponent may not attack this turn": "peace",
    "Draw 3 cards": "draw3",
}
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
    name: str  # the sheet's name, trimmed (C40)
    type: str  # one of TYPE_NAMES
    resource_type: str | None  # C16, R cards only
    leader_effect: str | None  # C21/C22, L cards only
    event_effect: str | None  # C31/C32, E cards only
    classroom_name: str | None  # C38, where it differs from the sheet's name

    def display_name(self, classroom: bool = True) -> str:
        """The name shown on the card (C38 setting: classroom names by default)."""
        if classroom and self.classroom_name:
            return self.classroom_name
        return self.name

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
    names = [card_id_for(n) for n, _, _ in SHEET]
    cards = []
    for number, (raw, kind, note) in enumerate(SHEET):
        cid = card_id_for(raw)
        if names.count(cid) > 1:  # C1: "Colonists" is two cards
            cid = f"{cid}-{TYPE_NAMES[kind].lower().replace(' ', '-')}"
        cards.append(
            Card(
                number=number,
                id=cid,
                name=raw.strip(),
                type=kind,
                resource_type=note if kind == "R" else None,
                leader_effect=LEADER_EFFECTS[note] if kind == "L" else None,
                event_effect=EVENT_EFFECTS[note] if kind == "E" else None,
                classroom_name=CLASSROOM_NAMES.get(cid),
            )
        )
    return tuple(cards)


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


def name_of(number: int, classroom: bool = True) -> str:
    return DECK[number].display_name(classroom)
