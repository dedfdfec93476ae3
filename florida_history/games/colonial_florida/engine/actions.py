"""Actions: the only way anything changes a game (imperative names, never changed
once built, JSON-able).

``Game.legal_actions()`` lists the actions allowed now; ``Game.apply_action`` refuses anything
else with an ``IllegalActionError`` and changes nothing.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar

from florida_history.kernel.records import Record, record_class


@dataclass(slots=True, unsafe_hash=True)
class Action(Record):
    registry: ClassVar[dict[str, type[Record]]] = {}


def action_from_dict(data: Any) -> Action:
    """The action a JSON object names; ValueError unless every field is exactly an ``int``."""
    if not isinstance(data, dict):
        raise ValueError("an action must be a JSON object")
    cls = record_class(Action.registry, data, "action")
    kwargs: dict[str, int] = {}
    for f in dataclasses.fields(cls):
        value = data.get(f.name)
        if type(value) is not int:
            raise ValueError(f"action {cls.__name__} needs a whole number for {f.name!r}")
        kwargs[f.name] = value
    action: Action = cls(**kwargs)
    return action


@dataclass(slots=True, unsafe_hash=True)
class Continue(Action):
    """Play out the next automatic phase (Rebuild, Hurricane, Pirate, Indian Raid, Disease,
    Income). Nobody decides anything there; the step exists so a UI can show one phase at a
    time."""


@dataclass(slots=True, unsafe_hash=True)
class Roll(Action):
    """Roll the two movement dice (R18)."""


@dataclass(slots=True, unsafe_hash=True)
class ChooseDie(Action):
    """Move the pawn by one of the two dice just rolled."""

    value: int


@dataclass(slots=True, unsafe_hash=True)
class CommitCombatant(Action):
    """Add one combatant from an adjacent settlement to the attack being prepared (R16)."""

    card: int


@dataclass(slots=True, unsafe_hash=True)
class LaunchAttack(Action):
    """Attack with the combatants committed so far (at least one)."""


@dataclass(slots=True, unsafe_hash=True)
class DeclineAttack(Action):
    """Do not attack (attacking is always optional); committed combatants stay home."""


@dataclass(slots=True, unsafe_hash=True)
class ChooseLoss(Action):
    """The winner of a battle picks which of its fighting combatants it loses (R16)."""

    card: int


@dataclass(slots=True, unsafe_hash=True)
class TransferCombatant(Action):
    """After a conquest, move one surviving committed combatant onto the conquered settlement."""

    card: int


@dataclass(slots=True, unsafe_hash=True)
class NoTransfer(Action):
    """After a conquest, leave every committed combatant where it was."""


@dataclass(slots=True, unsafe_hash=True)
class MoveCombatant(Action):
    """Move one of your movable (M) combatants to an adjacent settlement you control (R21)."""

    card: int
    to_space: int


@dataclass(slots=True, unsafe_hash=True)
class EndTurn(Action):
    """Finish your turn."""
