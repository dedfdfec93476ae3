"""Plain words for the reasons the bots give: names of places, powers, cards and dice."""

from __future__ import annotations

from florida_history.games.colonial_florida.engine.actions import (
    Action,
    ChooseDie,
    ChooseLoss,
    CommitCombatant,
    Continue,
    DeclineAttack,
    EndTurn,
    LaunchAttack,
    MoveCombatant,
    NoTransfer,
    Roll,
    TransferCombatant,
)
from florida_history.games.colonial_florida.engine.board import space
from florida_history.games.colonial_florida.engine.cards import kind_of
from florida_history.games.colonial_florida.names import card_name, space_name, the_power
from florida_history.games.colonial_florida.words import _, ngettext


def place(number: int) -> str:
    return space_name(space(number).slug)


def power(name: str | None) -> str:
    """ "the Spanish", "the British" … (a nobody-owned place has no power)."""
    return the_power(name)


def card(card_id: int) -> str:
    """The classroom name of a card (R23)."""
    return card_name(kind_of(card_id).slug, classroom=True)


def dice(count: int) -> str:
    return ngettext("%(n)d die", "%(n)d dice", count) % {"n": count}


def describe(action: Action) -> str:
    """A verb phrase for an action, e.g. "move 4 spaces" or "add my Soldiers to the attack"
    (it follows "I" in English; a translation may use an infinitive after "Voy a")."""
    if isinstance(action, Continue):
        return _("let the next phase happen")
    if isinstance(action, Roll):
        return _("roll the dice")
    if isinstance(action, ChooseDie):
        n = action.value
        return ngettext("move %(n)d space", "move %(n)d spaces", n) % {"n": n}
    if isinstance(action, CommitCombatant):
        return _("add my {card} to the attack").format(card=card(action.card))
    if isinstance(action, LaunchAttack):
        return _("attack now")
    if isinstance(action, DeclineAttack):
        return _("do not attack")
    if isinstance(action, ChooseLoss):
        return _("give up my {card}").format(card=card(action.card))
    if isinstance(action, TransferCombatant):
        return _("move my {card} into my new settlement").format(card=card(action.card))
    if isinstance(action, NoTransfer):
        return _("keep my fighters where they are")
    if isinstance(action, MoveCombatant):
        return _("move my {card} to {place}").format(
            card=card(action.card), place=place(action.to_space)
        )
    if isinstance(action, EndTurn):
        return _("end my turn")
    return _("do {action}").format(action=action.type)


def describe_ing(action: Action) -> str:
    """The same phrase as ``describe`` in the -ing form: "moving 4 spaces", "not attacking"."""
    if isinstance(action, Continue):
        return _("letting the next phase happen")
    if isinstance(action, Roll):
        return _("rolling the dice")
    if isinstance(action, ChooseDie):
        n = action.value
        return ngettext("moving %(n)d space", "moving %(n)d spaces", n) % {"n": n}
    if isinstance(action, CommitCombatant):
        return _("adding my {card} to the attack").format(card=card(action.card))
    if isinstance(action, LaunchAttack):
        return _("attacking now")
    if isinstance(action, DeclineAttack):
        return _("not attacking")
    if isinstance(action, ChooseLoss):
        return _("giving up my {card}").format(card=card(action.card))
    if isinstance(action, TransferCombatant):
        return _("moving my {card} into my new settlement").format(card=card(action.card))
    if isinstance(action, NoTransfer):
        return _("keeping my fighters where they are")
    if isinstance(action, MoveCombatant):
        return _("moving my {card} to {place}").format(
            card=card(action.card), place=place(action.to_space)
        )
    if isinstance(action, EndTurn):
        return _("ending my turn")
    return _("doing {action}").format(action=action.type)


def i_do(action: Action) -> str:
    """ "I end my turn." """
    return _("I {action}.").format(action=describe(action))


def only_choice(action: Action) -> str:
    """ "I end my turn because there is nothing else to do." """
    return _("I {action} because there is nothing else to do.").format(action=describe(action))
