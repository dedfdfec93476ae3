"""The Colonial Florida rules engine: pure Python, no tkinter, no file I/O, no global random.

Typical use::

    game = Game.new(GameConfig(seating=("spanish", "british", "french"), seed=1234))
    while not game.is_over:
        action = choose(game.legal_actions())   # a person or a computer player
        for event in game.apply_action(action):
            show(event)
"""

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
    HAZARD_NAMES,
    HAZARDS,
    PHASE_NAMES,
    PHASES,
    POWER_NAMES,
    POWERS,
    GameConfig,
    GameState,
    StateError,
)
from florida_history.kernel.dice import Dice, DiceError, ScriptedDice, SeededDice

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
    "HAZARD_NAMES",
    "IllegalActionError",
    "LaunchAttack",
    "MoveCombatant",
    "NoTransfer",
    "PHASES",
    "PHASE_NAMES",
    "POWERS",
    "POWER_NAMES",
    "Roll",
    "ScriptedDice",
    "SeededDice",
    "StateError",
    "TransferCombatant",
    "action_from_dict",
]
