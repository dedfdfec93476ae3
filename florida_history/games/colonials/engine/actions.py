"""Actions: the only way anything changes a Colonials game (imperative names, never
changed once built, JSON-able).

``Game.legal_actions()`` lists every legal action except trade proposals, whose space is too
large to list: ``Game.trade_options()`` describes it and ``Game.is_legal`` checks one.
Card fields hold card numbers (``cards.DECK`` indices); players are named by power.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from florida_history.games.colonials.engine.cards import DECK_SIZE, EVENT, TYPE
from florida_history.games.colonials.engine.state import POWERS
from florida_history.kernel.records import Record, record_class


@dataclass(slots=True, unsafe_hash=True)
class Action(Record):
    registry: ClassVar[dict[str, type[Record]]] = {}


@dataclass(slots=True, unsafe_hash=True)
class EndPhase(Action):
    """Finish the current phase's optional plays (Growth, Hardships, Resources, Trade, Raid)."""


@dataclass(slots=True, unsafe_hash=True)
class DiscardCard(Action):
    """C11: discard one card from a hand above the limit."""

    card: int


@dataclass(slots=True, unsafe_hash=True)
class PlayCard(Action):
    """Play a card that needs no target: a Settlement (C12), a permanent (C19, C21), a draw-3
    Event (C31), a Battle card in a raid (C27) or a Peace card when raided (C32)."""

    card: int


@dataclass(slots=True, unsafe_hash=True)
class PlayHardship(Action):
    """C13: the chosen opponent loses 1D6 Population."""

    card: int
    target: str


@dataclass(slots=True, unsafe_hash=True)
class PlayOppression(Action):
    """C20: put an Oppression card in front of the chosen opponent."""

    card: int
    target: str


@dataclass(slots=True, unsafe_hash=True)
class PlayFire(Action):
    """C31: discard ``target_card``, any one card in play."""

    card: int
    target_card: int


@dataclass(slots=True, unsafe_hash=True)
class DismissCombatant(Action):
    """C18: do not pay upkeep for this Combatant; it is discarded."""

    card: int


@dataclass(slots=True, unsafe_hash=True)
class PayUpkeep(Action):
    """C18: pay 1 Gold for each Combatant still in play."""


@dataclass(slots=True, unsafe_hash=True)
class ProposeTrade(Action):
    """C25/C41: what the proposer gives (cards, Gold, Pop) and asks (Gold, Pop only)."""

    receiver: str
    give_cards: tuple[int, ...] = ()
    give_gold: int = 0
    give_pop: int = 0
    ask_gold: int = 0
    ask_pop: int = 0
    promise: str = ""  # C26: shown and logged, never enforced


@dataclass(slots=True, unsafe_hash=True)
class AcceptTrade(Action):
    """C25: the receiver accepts the proposal."""


@dataclass(slots=True, unsafe_hash=True)
class RefuseTrade(Action):
    """C25: the receiver refuses the proposal."""


@dataclass(slots=True, unsafe_hash=True)
class DeclareRaid(Action):
    """C27 step 1: raid ``target`` with every Combatant you have."""

    target: str


@dataclass(slots=True, unsafe_hash=True)
class DeclinePeace(Action):
    """C32: the raided player plays no Peace card (asked even with none in hand, so the pause
    gives nothing away)."""


@dataclass(slots=True, unsafe_hash=True)
class RollRaid(Action):
    """C27 step 5: roll the raid dice with the Battle cards added so far."""


@dataclass(slots=True, unsafe_hash=True)
class ChooseCasualty(Action):
    """C29: lose this card to one casualty."""

    card: int


# Ready-made actions for the rules to list: an action never changes once built, so the legal
# options of every decision can share them instead of building new ones each time (the
# simulator lists options millions of times). Equal to freshly built ones in every way.
END_PHASE = EndPhase()
PAY_UPKEEP = PayUpkeep()
ACCEPT_TRADE = AcceptTrade()
REFUSE_TRADE = RefuseTrade()
DECLINE_PEACE = DeclinePeace()
ROLL_RAID = RollRaid()
PLAY_CARD: tuple[PlayCard, ...] = tuple(PlayCard(c) for c in range(DECK_SIZE))
DISCARD_CARD: tuple[DiscardCard, ...] = tuple(DiscardCard(c) for c in range(DECK_SIZE))
DISMISS: tuple[DismissCombatant, ...] = tuple(DismissCombatant(c) for c in range(DECK_SIZE))
CHOOSE_CASUALTY: tuple[ChooseCasualty, ...] = tuple(ChooseCasualty(c) for c in range(DECK_SIZE))
# Likewise the plays aimed at a player or a card: by target power, and by card then target.
DECLARE_RAID: dict[str, DeclareRaid] = {p: DeclareRaid(p) for p in POWERS}
PLAY_HARDSHIP: dict[int, dict[str, PlayHardship]] = {
    c: {p: PlayHardship(c, p) for p in POWERS} for c in range(DECK_SIZE) if TYPE[c] == "H"
}
PLAY_OPPRESSION: dict[int, dict[str, PlayOppression]] = {
    c: {p: PlayOppression(c, p) for p in POWERS} for c in range(DECK_SIZE) if TYPE[c] == "O"
}
PLAY_FIRE: dict[int, tuple[PlayFire, ...]] = {
    c: tuple(PlayFire(c, target) for target in range(DECK_SIZE))
    for c in range(DECK_SIZE)
    if EVENT[c] == "fire"
}

MAX_PROMISE = 200  # characters of free text (C26)

# Each action class's type check, built once from its fields (most actions have one card).
_CHECKS: dict[type, Callable[[Any], str | None]] = {}


def _no_fields(_action: Any) -> str | None:
    return None


def _check_for(cls: type) -> Callable[[Any], str | None]:
    kinds = tuple(
        (f.name, str(f.type) if str(f.type) in ("int", "str") else "cards")
        for f in dataclasses.fields(cls)
    )
    if not kinds:
        return _no_fields
    if kinds == (("card", "int"),):

        def one_card(action: Any) -> str | None:
            return None if type(action.card) is int else "card must be a whole number"

        return one_card

    def fields_checked(action: Any) -> str | None:
        for name, kind in kinds:
            value = getattr(action, name)
            if kind == "int":
                if type(value) is not int:
                    return f"{name} must be a whole number"
            elif kind == "str":
                if type(value) is not str:
                    return f"{name} must be text"
            elif type(value) is not tuple or any(type(v) is not int for v in value):
                return f"{name} must be a list of card numbers"
        return None

    return fields_checked


def clipped(action: Any) -> str:
    """An action as a message shows it: a promise of any length is not repeated whole."""
    text = repr(action)
    return text if len(text) <= 80 else text[:79] + "…"


def type_problem(action: Any) -> str | None:
    """Why ``action`` is not a well-typed action, or None. Checked before legality: a
    ``PlayCard(1.0)`` or ``PlayCard(True)`` equals ``PlayCard(1)`` and would pass a membership
    test, then leave a float in the game (and in its save)."""
    check = _CHECKS.get(type(action))
    if check is None:
        if type(action) not in Action.registry.values():
            return f"{type(action).__name__[:40]} is not an action of this game"
        check = _CHECKS[type(action)] = _check_for(type(action))
    return check(action)


def action_from_dict(data: Any) -> Action:
    """Rebuild an action from JSON, refusing wrong field types with a ValueError."""
    if not isinstance(data, dict):
        raise ValueError("an action must be a JSON object")
    cls = record_class(Action.registry, data, "action")
    kwargs: dict[str, Any] = {}
    names = {f.name for f in dataclasses.fields(cls)}
    extra = sorted(set(data) - names - {"type"})
    if extra:
        shown = "".join(ch if ch.isprintable() else "?" for ch in extra[0][:40])
        raise ValueError(f"action {cls.__name__} has no field '{shown}'")
    for f in dataclasses.fields(cls):
        if f.name not in data:
            if f.default is not dataclasses.MISSING:
                continue
            raise ValueError(f"action {cls.__name__} is missing {f.name!r}")
        value = data[f.name]
        kind = str(f.type)
        if kind == "int":
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError(f"action {cls.__name__} needs a whole number for {f.name!r}")
        elif kind == "str":
            if not isinstance(value, str) or len(value) > MAX_PROMISE:
                raise ValueError(f"action {cls.__name__} needs a short text for {f.name!r}")
        else:  # tuple[int, ...]
            if not isinstance(value, list) or not all(
                isinstance(v, int) and not isinstance(v, bool) for v in value
            ):
                raise ValueError(f"action {cls.__name__} needs a list of cards for {f.name!r}")
            value = tuple(value)
        kwargs[f.name] = value
    action: Action = cls(**kwargs)
    return action
