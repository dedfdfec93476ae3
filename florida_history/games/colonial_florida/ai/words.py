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
from florida_history.games.colonial_florida.engine.state import POWER_NAMES


def place(number: int) -> str:
    return space(number).name


def power(name: str | None) -> str:
    """ "the Spanish", "the British" … (a nobody-owned place has no power)."""
    return f"the {POWER_NAMES[name]}" if name else "nobody"


def card(card_id: int) -> str:
    """The classroom name of a card (R23)."""
    return kind_of(card_id).display_name(classroom=True)


def dice(count: int) -> str:
    return "1 die" if count == 1 else f"{count} dice"


def describe(action: Action) -> str:
    """A verb phrase for an action, e.g. "move 4 spaces" or "add my Soldiers to the attack"."""
    if isinstance(action, Continue):
        return "let the next phase happen"
    if isinstance(action, Roll):
        return "roll the dice"
    if isinstance(action, ChooseDie):
        return f"move {action.value} {'space' if action.value == 1 else 'spaces'}"
    if isinstance(action, CommitCombatant):
        return f"add my {card(action.card)} to the attack"
    if isinstance(action, LaunchAttack):
        return "attack now"
    if isinstance(action, DeclineAttack):
        return "do not attack"
    if isinstance(action, ChooseLoss):
        return f"give up my {card(action.card)}"
    if isinstance(action, TransferCombatant):
        return f"move my {card(action.card)} into my new settlement"
    if isinstance(action, NoTransfer):
        return "keep my fighters where they are"
    if isinstance(action, MoveCombatant):
        return f"move my {card(action.card)} to {place(action.to_space)}"
    if isinstance(action, EndTurn):
        return "end my turn"
    return f"do {action.type}"


_GERUNDS = {
    "let": "letting",
    "roll": "rolling",
    "move": "moving",
    "add": "adding",
    "attack": "attacking",
    "give": "giving",
    "keep": "keeping",
    "end": "ending",
    "do": "doing",
}


def describe_ing(action: Action) -> str:
    """The same phrase as ``describe`` in the -ing form: "moving 4 spaces", "not attacking"."""
    phrase = describe(action)
    if phrase == "do not attack":
        return "not attacking"
    first, _, rest = phrase.partition(" ")
    return f"{_GERUNDS.get(first, first)} {rest}".strip()
