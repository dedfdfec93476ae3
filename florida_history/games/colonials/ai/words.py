"""Plain words for the computer players' reasons: card names (classroom names by default,
C38), powers and what an action does."""

from __future__ import annotations

from florida_history.games.colonials.engine.actions import (
    AcceptTrade,
    Action,
    ChooseCasualty,
    DeclareRaid,
    DeclinePeace,
    DiscardCard,
    DismissCombatant,
    EndPhase,
    PayUpkeep,
    PlayCard,
    PlayFire,
    PlayHardship,
    PlayOppression,
    ProposeTrade,
    RefuseTrade,
    RollRaid,
)
from florida_history.games.colonials.engine.cards import DECK, name_of
from florida_history.games.colonials.engine.state import POWER_NAMES


def power(name: str) -> str:
    return f"the {POWER_NAMES[name]}"


def card(number: int) -> str:
    return name_of(number, classroom=True)


def describe(action: Action) -> str:
    """A verb phrase, e.g. "play Pilgrims" or "raid the French"."""
    if isinstance(action, EndPhase):
        return "finish this phase"
    if isinstance(action, DiscardCard):
        return f"discard {card(action.card)}"
    if isinstance(action, PlayCard):
        return f"play {card(action.card)}"
    if isinstance(action, PlayHardship):
        return f"play {card(action.card)} on {power(action.target)}"
    if isinstance(action, PlayOppression):
        return f"put {card(action.card)} on {power(action.target)}"
    if isinstance(action, PlayFire):
        return f"use {card(action.card)} to burn {card(action.target_card)}"
    if isinstance(action, DismissCombatant):
        return f"send home {card(action.card)}"
    if isinstance(action, PayUpkeep):
        return "pay my soldiers"
    if isinstance(action, ProposeTrade):
        return f"offer a trade to {power(action.receiver)}"
    if isinstance(action, AcceptTrade):
        return "accept the trade"
    if isinstance(action, RefuseTrade):
        return "refuse the trade"
    if isinstance(action, DeclareRaid):
        return f"raid {power(action.target)}"
    if isinstance(action, DeclinePeace):
        return "let the raid go ahead"
    if isinstance(action, RollRaid):
        return "roll the raid dice"
    if isinstance(action, ChooseCasualty):
        return f"give up {card(action.card)}"
    return f"do {action.type}"


def with_names(reason: str, action: Action, classroom: bool) -> str:
    """``reason`` (written with classroom names) in the names the table chose (C38): the
    reasons only ever name the cards of their own action."""
    if classroom:
        return reason
    for field in ("card", "target_card"):
        number = getattr(action, field, None)
        if isinstance(number, int):
            reason = reason.replace(DECK[number].display_name(True), DECK[number].name)
    return reason
