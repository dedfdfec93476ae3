"""Past-tense events: everything that happens in a Colonials game, with what a UI needs (who
played which card on whom, every die and what it was for, Revenue broken down by part,
casualties, eliminations, the winner). ``seen_by`` gives the version a seat may see: cards drawn
by others become "drew 3 cards" (C4, C39).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar, TypeAlias, cast, get_args

from florida_history.kernel.records import Record, from_json, record_class


@dataclass(slots=True, unsafe_hash=True)
class Event(Record):
    registry: ClassVar[dict[str, type[Record]]] = {}


def event_from_dict(data: dict[str, Any]) -> Event:
    cls = record_class(Event.registry, data, "event")
    # A field added later with a default (e.g. a round's order) may be missing from older data.
    kwargs = {
        f.name: from_json(data[f.name])
        for f in dataclasses.fields(cls)
        if f.name in data or f.default is dataclasses.MISSING
    }
    event: Event = cls(**kwargs)
    return event


# --- set-up, rounds, turns, phases ----------------------------------------------------------


@dataclass(slots=True, unsafe_hash=True)
class GameStarted(Event):
    seating: tuple[str, ...]
    first_player: str  # C7: drawn by the game's dice
    first_roll: int


@dataclass(slots=True, unsafe_hash=True)
class RoundStarted(Event):
    round: int
    order: tuple[str, ...] = ()  # the surviving players in this round's order (C7a, C45)


@dataclass(slots=True, unsafe_hash=True)
class TurnStarted(Event):
    player: str
    round: int


@dataclass(slots=True, unsafe_hash=True)
class PhaseStarted(Event):
    player: str
    phase: str


@dataclass(slots=True, unsafe_hash=True)
class PhasePassed(Event):
    """C9: a phase with nothing (more) to do passed by itself."""

    player: str
    phase: str


@dataclass(slots=True, unsafe_hash=True)
class PhaseEnded(Event):
    """The active player chose to finish the phase (C39: every choice is logged)."""

    player: str
    phase: str


@dataclass(slots=True, unsafe_hash=True)
class TurnEnded(Event):
    player: str


# --- cards moving ------------------------------------------------------------------------------


@dataclass(slots=True, unsafe_hash=True)
class DeckReshuffled(Event):
    """C6: the discard pile became the new deck."""

    cards: int


@dataclass(slots=True, unsafe_hash=True)
class CardsDrawn(Event):
    """``cards`` is empty in the version other seats see; ``count`` is always there."""

    player: str
    count: int
    cards: tuple[int, ...]
    reason: str  # "draw" (C10) | "event" (C31)


@dataclass(slots=True, unsafe_hash=True)
class NoCardToDraw(Event):
    """C6: deck and discard pile both empty."""

    player: str


@dataclass(slots=True, unsafe_hash=True)
class CardDiscarded(Event):
    """A card went to the discard pile (face up, so public)."""

    player: str
    card: int
    reason: str  # "hand-limit" | "upkeep" | "eliminated" | "fire" | "dissident"


@dataclass(slots=True, unsafe_hash=True)
class DiceRolled(Event):
    """Any roll, with what it was for (C39)."""

    purpose: str  # "first-player" | "settlement" | "hardship" | "raid" | "defense" | "casualty"
    dice: tuple[int, ...]
    player: str | None = None


# --- counters ----------------------------------------------------------------------------------


@dataclass(slots=True, unsafe_hash=True)
class PopulationChanged(Event):
    player: str
    amount: int  # the change actually applied
    pop: int
    reason: str  # "growth" | "leaders" | "settlement" | "hardship" | "casualty" | "trade"


@dataclass(slots=True, unsafe_hash=True)
class GoldChanged(Event):
    player: str
    amount: int
    gold: int
    reason: str  # "revenue" | "upkeep" | "purchase" | "diplomat" | "trade"


# --- plays -----------------------------------------------------------------------------------


@dataclass(slots=True, unsafe_hash=True)
class SettlementPlayed(Event):
    player: str
    card: int
    roll: int


@dataclass(slots=True, unsafe_hash=True)
class HardshipPlayed(Event):
    player: str
    card: int
    target: str
    roll: int
    lost: int  # after the protected floor (C36)


@dataclass(slots=True, unsafe_hash=True)
class RevenueCollected(Event):
    """C15-C17: the Revenue sum by part."""

    player: str
    base: int
    resources: int
    majorities: tuple[str, ...]  # resource types won
    oppression: int
    total: int
    gold: int


@dataclass(slots=True, unsafe_hash=True)
class UpkeepPaid(Event):
    player: str
    combatants: int
    gold: int


@dataclass(slots=True, unsafe_hash=True)
class CombatantDismissed(Event):
    player: str
    card: int


@dataclass(slots=True, unsafe_hash=True)
class PermanentPlayed(Event):
    """C19/C21: a card put into play in front of its owner."""

    player: str
    card: int
    cost: int


@dataclass(slots=True, unsafe_hash=True)
class OppressionPlayed(Event):
    player: str
    card: int
    target: str


@dataclass(slots=True, unsafe_hash=True)
class OppressionRemoved(Event):
    player: str  # whom it was on
    card: int
    reason: str  # "dissident" | "fire" | "eliminated"


@dataclass(slots=True, unsafe_hash=True)
class EventPlayed(Event):
    player: str
    card: int


@dataclass(slots=True, unsafe_hash=True)
class CardBurned(Event):
    """C31 Fire: ``card`` was discarded from in front of ``owner``."""

    player: str
    fire: int
    card: int
    owner: str


# --- trade -----------------------------------------------------------------------------------


@dataclass(slots=True, unsafe_hash=True)
class TradeProposed(Event):
    proposer: str
    receiver: str
    give_cards: tuple[int, ...]  # empty for seats outside the trade; ``give_count`` stays
    give_count: int
    give_gold: int
    give_pop: int
    ask_gold: int
    ask_pop: int
    promise: str  # C26


@dataclass(slots=True, unsafe_hash=True)
class TradeAnswered(Event):
    proposer: str
    receiver: str
    accepted: bool


# --- raid ------------------------------------------------------------------------------------


@dataclass(slots=True, unsafe_hash=True)
class RaidDeclared(Event):
    raider: str
    target: str
    combatants: int


@dataclass(slots=True, unsafe_hash=True)
class PeacePlayed(Event):
    """C32: the raid is cancelled; the raider may not raid again this turn."""

    player: str
    card: int
    raider: str


@dataclass(slots=True, unsafe_hash=True)
class PeaceDeclined(Event):
    """C32: the raided player played no Peace card."""

    player: str


@dataclass(slots=True, unsafe_hash=True)
class DiplomatFeePaid(Event):
    raider: str
    target: str
    gold: int


@dataclass(slots=True, unsafe_hash=True)
class BattleCardPlayed(Event):
    player: str
    card: int


@dataclass(slots=True, unsafe_hash=True)
class RaidRolled(Event):
    """C28: every 1 is a casualty; Forts cancel some on the defender (C24)."""

    raider: str
    target: str
    raider_dice: tuple[int, ...]
    defender_dice: tuple[int, ...]  # the C28 variant only
    hits: int
    cancelled_by_forts: int
    raider_hits: int


@dataclass(slots=True, unsafe_hash=True)
class CasualtyTaken(Event):
    player: str
    card: int  # -1 when Population was lost instead
    kind: str  # "combatant" | "resource" | "town" | "population"
    pop_lost: int = 0


@dataclass(slots=True, unsafe_hash=True)
class RaidEnded(Event):
    raider: str
    target: str


# --- the end ---------------------------------------------------------------------------------


@dataclass(slots=True, unsafe_hash=True)
class PlayerEliminated(Event):
    """C14: Population reached 0."""

    player: str
    cause: str  # "hardship" | "casualty"


@dataclass(slots=True, unsafe_hash=True)
class GameWon(Event):
    winners: tuple[str, ...]
    reason: str  # state.ENDINGS
    scores: tuple[tuple[str, float], ...] = ()  # C35 progress scores at a round-limit finish


def seen_by(event: Event, seat: str | None) -> AnyEvent:
    """The version of ``event`` that player ``seat`` may see (None: the public view)."""
    if isinstance(event, CardsDrawn) and event.player != seat and event.cards:
        return dataclasses.replace(event, cards=())
    if (
        isinstance(event, TradeProposed)
        and seat not in (event.proposer, event.receiver)
        and event.give_cards
    ):
        return dataclasses.replace(event, give_cards=())
    return as_any(event)


# Every event the engine tells, as one type: a consumer that ``match``es on it and ends with
# ``case _: assert_never(e)`` is listed by the type checker when an event is added here
# (tests/test_event_union.py checks this union names every ``Event`` subclass).
AnyEvent: TypeAlias = (
    GameStarted
    | RoundStarted
    | TurnStarted
    | PhaseStarted
    | PhasePassed
    | PhaseEnded
    | TurnEnded
    | DeckReshuffled
    | CardsDrawn
    | NoCardToDraw
    | CardDiscarded
    | DiceRolled
    | PopulationChanged
    | GoldChanged
    | SettlementPlayed
    | HardshipPlayed
    | RevenueCollected
    | UpkeepPaid
    | CombatantDismissed
    | PermanentPlayed
    | OppressionPlayed
    | OppressionRemoved
    | EventPlayed
    | CardBurned
    | TradeProposed
    | TradeAnswered
    | RaidDeclared
    | PeacePlayed
    | PeaceDeclined
    | DiplomatFeePaid
    | BattleCardPlayed
    | RaidRolled
    | CasualtyTaken
    | RaidEnded
    | PlayerEliminated
    | GameWon
)
EVENT_TYPES: tuple[type[Event], ...] = cast(tuple[type[Event], ...], get_args(AnyEvent))


def as_any(event: Event) -> AnyEvent:
    """``event`` as a member of the union (every event class is one; a test checks that)."""
    if not isinstance(event, EVENT_TYPES):
        raise TypeError(f"{type(event).__name__} is not one of the Colonials events")
    return cast(AnyEvent, event)
