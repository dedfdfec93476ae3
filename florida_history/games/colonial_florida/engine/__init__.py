"""The Colonial Florida rules engine: pure Python, no tkinter, no file I/O, no global random.

Typical use::

    game = Game.new(GameConfig(seating=("spanish", "british", "french"), seed=1234))
    while not game.is_over:
        action = choose(game.legal_actions())   # a person or a computer player
        for event in game.apply_action(action):
            show(event)
"""

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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
        action_from_dict,
    )
    from florida_history.games.colonial_florida.engine.game import Game, IllegalActionError
    from florida_history.games.colonial_florida.engine.state import (
        HAZARDS,
        PHASES,
        POWERS,
        GameConfig,
        GameState,
        StateError,
    )
    from florida_history.kernel.dice import Dice, DiceError, ScriptedDice, SeededDice

# Names are imported on first use (PEP 562): ``import ...engine.state`` (the powers and turn
# orders the New game form shows) no longer runs the whole engine (its ~50 event records
# alone are the biggest import of the app's start-up); ``from ...engine import Game`` is
# unchanged for every caller.
_WHERE = {
    "Action": "florida_history.games.colonial_florida.engine.actions",
    "ChooseDie": "florida_history.games.colonial_florida.engine.actions",
    "ChooseLoss": "florida_history.games.colonial_florida.engine.actions",
    "CommitCombatant": "florida_history.games.colonial_florida.engine.actions",
    "Continue": "florida_history.games.colonial_florida.engine.actions",
    "DeclineAttack": "florida_history.games.colonial_florida.engine.actions",
    "EndTurn": "florida_history.games.colonial_florida.engine.actions",
    "LaunchAttack": "florida_history.games.colonial_florida.engine.actions",
    "MoveCombatant": "florida_history.games.colonial_florida.engine.actions",
    "NoTransfer": "florida_history.games.colonial_florida.engine.actions",
    "Roll": "florida_history.games.colonial_florida.engine.actions",
    "TransferCombatant": "florida_history.games.colonial_florida.engine.actions",
    "action_from_dict": "florida_history.games.colonial_florida.engine.actions",
    "Game": "florida_history.games.colonial_florida.engine.game",
    "IllegalActionError": "florida_history.games.colonial_florida.engine.game",
    "HAZARDS": "florida_history.games.colonial_florida.engine.state",
    "PHASES": "florida_history.games.colonial_florida.engine.state",
    "POWERS": "florida_history.games.colonial_florida.engine.state",
    "GameConfig": "florida_history.games.colonial_florida.engine.state",
    "GameState": "florida_history.games.colonial_florida.engine.state",
    "StateError": "florida_history.games.colonial_florida.engine.state",
    "Dice": "florida_history.kernel.dice",
    "DiceError": "florida_history.kernel.dice",
    "ScriptedDice": "florida_history.kernel.dice",
    "SeededDice": "florida_history.kernel.dice",
}


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(module), name)
    globals()[name] = value
    return value


__all__ = [
    "Action",
    "ChooseDie",
    "ChooseLoss",
    "CommitCombatant",
    "Continue",
    "DeclineAttack",
    "Dice",
    "DiceError",
    "EndTurn",
    "Game",
    "GameConfig",
    "GameState",
    "HAZARDS",
    "IllegalActionError",
    "LaunchAttack",
    "MoveCombatant",
    "NoTransfer",
    "PHASES",
    "POWERS",
    "Roll",
    "ScriptedDice",
    "SeededDice",
    "StateError",
    "TransferCombatant",
    "action_from_dict",
]
