"""Plain words for the computer players' reasons (shown in the log and the decision panel):
card names (classroom names by default, C38), powers and what an action does."""

from __future__ import annotations

from florida_history.games.colonials import names
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
from florida_history.games.colonials.words import _


def power(name: str) -> str:
    return names.the_power(name)


def card(number: int) -> str:
    return names.card(number, classroom=True)


def describe(action: Action) -> str:
    """The action as the computer player says it, a first-person clause: "I play Pilgrims",
    "I raid the French" (a reason adds "because ...")."""
    if isinstance(action, EndPhase):
        return _("I finish this phase")
    if isinstance(action, DiscardCard):
        return _("I discard %(card)s") % {"card": card(action.card)}
    if isinstance(action, PlayCard):
        return _("I play %(card)s") % {"card": card(action.card)}
    if isinstance(action, PlayHardship):
        return _("I play %(card)s on %(power)s") % {
            "card": card(action.card),
            "power": power(action.target),
        }
    if isinstance(action, PlayOppression):
        return _("I put %(card)s on %(power)s") % {
            "card": card(action.card),
            "power": power(action.target),
        }
    if isinstance(action, PlayFire):
        return _("I use %(card)s to burn %(target)s") % {
            "card": card(action.card),
            "target": card(action.target_card),
        }
    if isinstance(action, DismissCombatant):
        return _("I send home %(card)s") % {"card": card(action.card)}
    if isinstance(action, PayUpkeep):
        return _("I pay my soldiers")
    if isinstance(action, ProposeTrade):
        return _("I offer a trade to %(power)s") % {"power": power(action.receiver)}
    if isinstance(action, AcceptTrade):
        return _("I accept the trade")
    if isinstance(action, RefuseTrade):
        return _("I refuse the trade")
    if isinstance(action, DeclareRaid):
        return _("I raid %(power)s") % {"power": power(action.target)}
    if isinstance(action, DeclinePeace):
        return _("I let the raid go ahead")
    if isinstance(action, RollRaid):
        return _("I roll the raid dice")
    if isinstance(action, ChooseCasualty):
        return _("I give up %(card)s") % {"card": card(action.card)}
    return _("I do %(action)s") % {"action": action.type}


def with_names(reason: str, action: Action, classroom: bool) -> str:
    """``reason`` (written with classroom names) in the names the table chose (C38): the
    reasons only ever name the cards of their own action."""
    if classroom:
        return reason
    for field in ("card", "target_card"):
        number = getattr(action, field, None)
        if isinstance(number, int):
            reason = reason.replace(names.card(number, True), names.card(number, False))
    return reason
