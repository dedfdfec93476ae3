"""Past-tense events: everything that changes in a game is told as one of these.

They carry what a UI needs to animate and what the lesson picker needs to choose a lesson
(which hazard moved where with which dice, which card was drawn or destroyed, every combat roll,
income broken down by rule). Each is a dataclass, never changed once built (see
``records.py``), that converts to and from plain JSON.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeAlias, cast, get_args

from florida_history.games.colonial_florida.engine.state import Hazard, Phase
from florida_history.kernel.records import Record, from_json, record_class

Power = str  # "spanish" | "british" | "french"


@dataclass(slots=True, unsafe_hash=True)
class Event(Record):
    """Base class; ``type`` names the event in JSON and in logs."""

    registry: ClassVar[dict[str, type[Record]]] = {}


def event_from_dict(data: dict[str, Any]) -> AnyEvent:
    cls = record_class(Event.registry, data, "event")
    kwargs = {f.name: from_json(data[f.name]) for f in dataclasses.fields(cls)}
    event: AnyEvent = cls(**kwargs)
    return event


# --- round and phase bookkeeping -------------------------------------------------------------


@dataclass(slots=True, unsafe_hash=True)
class RoundStarted(Event):
    round: int


@dataclass(slots=True, unsafe_hash=True)
class PhaseStarted(Event):
    round: int
    phase: Phase


@dataclass(slots=True, unsafe_hash=True)
class DiceRolled(Event):
    """Any roll: ``purpose`` says what for (e.g. "hurricane-move", "raze", "card-check")."""

    purpose: str
    dice: tuple[int, ...]
    player: Power | None = None
    space: int | None = None


# --- phases 1-5 --------------------------------------------------------------------------------


@dataclass(slots=True, unsafe_hash=True)
class RazeMarkersRemoved(Event):
    space: int
    count: int
    remaining: int
    cause: str  # "rebuild" (R6) or "pawn" (R18)


@dataclass(slots=True, unsafe_hash=True)
class HazardMoved(Event):
    hazard: Hazard
    from_space: int
    to_space: int
    path: tuple[int, ...]
    dice: tuple[int, ...]
    struck_settlement: bool


@dataclass(slots=True, unsafe_hash=True)
class RazeMarkersPlaced(Event):
    space: int
    count: int
    total: int
    cause: str  # hazard name or "raid-lost"


@dataclass(slots=True, unsafe_hash=True)
class CardChecked(Event):
    """A hurricane or disease roll for one attached card (R7, R10)."""

    space: int
    card: int
    roll: int
    lost: bool
    saved_by_fortress: bool
    cause: str


@dataclass(slots=True, unsafe_hash=True)
class CardDestroyed(Event):
    """An enhancement destroyed by a hurricane (to the discard pile)."""

    space: int
    card: int
    owner: Power | None
    cause: str


@dataclass(slots=True, unsafe_hash=True)
class CombatantKilled(Event):
    """A combatant card lost to disease, a raid or a battle (to the discard pile)."""

    space: int
    card: int
    owner: Power | None
    cause: str  # "disease" | "raid" | "battle"


@dataclass(slots=True, unsafe_hash=True)
class RaidStarted(Event):
    space: int
    hazard: Hazard  # "pirate" | "native_raid"
    raiders: int
    owner: Power | None
    defenders: int  # Y: combatant cards attached, Fortresses included


@dataclass(slots=True, unsafe_hash=True)
class CombatRolled(Event):
    """One throw of both dice pools; a tie is thrown again (R15, R16)."""

    space: int
    attacker_dice: tuple[int, ...]
    defender_dice: tuple[int, ...]
    attacker_total: int
    defender_total: int
    tie: bool


@dataclass(slots=True, unsafe_hash=True)
class RaidResolved(Event):
    space: int
    hazard: Hazard
    settlement_won: bool
    owner: Power | None


# --- income and victory ----------------------------------------------------------------------


@dataclass(slots=True, unsafe_hash=True)
class IncomePaid(Event):
    """A settlement's income with the amount each rule added (R11-R13)."""

    player: Power
    space: int
    amount: int
    base: int
    cards: int
    labor_bonus: int
    pair_bonus: int
    cutthroats: int
    # The cards on the settlement when it paid (card ids). The field keeps its old name so the
    # events stored in older saves still match when they are replayed.
    breakdown: tuple[int, ...]


@dataclass(slots=True, unsafe_hash=True)
class IncomeWithheld(Event):
    player: Power
    space: int
    reason: str  # "razed" | "occupied"
    by: Power | None = None


@dataclass(slots=True, unsafe_hash=True)
class GoldChanged(Event):
    player: Power
    amount: int
    gold: int


@dataclass(slots=True, unsafe_hash=True)
class GameWon(Event):
    winners: tuple[Power, ...]
    reason: str  # "target" | "round-limit"
    gold: dict[str, int] = field(default_factory=dict)


# --- the action phase --------------------------------------------------------------------------


@dataclass(slots=True, unsafe_hash=True)
class TurnStarted(Event):
    player: Power
    space: int


@dataclass(slots=True, unsafe_hash=True)
class TurnSkipped(Event):
    player: Power
    space: int
    hazards: tuple[Hazard, ...]


@dataclass(slots=True, unsafe_hash=True)
class MoveDiceRolled(Event):
    player: Power
    dice: tuple[int, int]


@dataclass(slots=True, unsafe_hash=True)
class PawnMoved(Event):
    player: Power
    from_space: int
    to_space: int
    path: tuple[int, ...]
    die: int


@dataclass(slots=True, unsafe_hash=True)
class SettlementFounded(Event):
    player: Power
    space: int


@dataclass(slots=True, unsafe_hash=True)
class HeadStartFounded(Event):
    """R25a: before round 1, ``player`` founded its first settlement (no pawn moved there)."""

    player: Power
    space: int


@dataclass(slots=True, unsafe_hash=True)
class FoundingFailed(Event):
    player: Power
    space: int
    reason: str


@dataclass(slots=True, unsafe_hash=True)
class DeckReshuffled(Event):
    cards: int


@dataclass(slots=True, unsafe_hash=True)
class CardDrawn(Event):
    player: Power
    space: int
    card: int


@dataclass(slots=True, unsafe_hash=True)
class NoCardDrawn(Event):
    player: Power
    space: int
    reason: str  # "razed" | "deck-empty"


@dataclass(slots=True, unsafe_hash=True)
class AttackAvailable(Event):
    player: Power
    space: int
    defender: Power


@dataclass(slots=True, unsafe_hash=True)
class CombatantCommitted(Event):
    player: Power
    card: int
    from_space: int


@dataclass(slots=True, unsafe_hash=True)
class AttackDeclined(Event):
    player: Power
    space: int


@dataclass(slots=True, unsafe_hash=True)
class AttackStarted(Event):
    attacker: Power
    defender: Power
    space: int
    committed: tuple[int, ...]
    defenders: tuple[int, ...]


@dataclass(slots=True, unsafe_hash=True)
class AttackResolved(Event):
    attacker: Power
    defender: Power
    space: int
    attacker_won: bool


@dataclass(slots=True, unsafe_hash=True)
class SettlementConquered(Event):
    space: int
    from_player: Power
    to_player: Power


@dataclass(slots=True, unsafe_hash=True)
class CombatantTransferred(Event):
    player: Power
    card: int
    from_space: int
    to_space: int


@dataclass(slots=True, unsafe_hash=True)
class CombatantMoved(Event):
    player: Power
    card: int
    from_space: int
    to_space: int


@dataclass(slots=True, unsafe_hash=True)
class TurnEnded(Event):
    player: Power


# Every event the engine tells, as one type: a consumer that ``match``es on it and ends with
# ``case _: assert_never(e)`` is listed by the type checker when an event is added here
# (tests/test_event_union.py checks this union names every ``Event`` subclass).
AnyEvent: TypeAlias = (
    RoundStarted
    | PhaseStarted
    | DiceRolled
    | RazeMarkersRemoved
    | HazardMoved
    | RazeMarkersPlaced
    | CardChecked
    | CardDestroyed
    | CombatantKilled
    | RaidStarted
    | CombatRolled
    | RaidResolved
    | IncomePaid
    | IncomeWithheld
    | GoldChanged
    | GameWon
    | TurnStarted
    | TurnSkipped
    | MoveDiceRolled
    | PawnMoved
    | SettlementFounded
    | HeadStartFounded
    | FoundingFailed
    | DeckReshuffled
    | CardDrawn
    | NoCardDrawn
    | AttackAvailable
    | CombatantCommitted
    | AttackDeclined
    | AttackStarted
    | AttackResolved
    | SettlementConquered
    | CombatantTransferred
    | CombatantMoved
    | TurnEnded
)
EVENT_TYPES: tuple[type[Event], ...] = cast(tuple[type[Event], ...], get_args(AnyEvent))
