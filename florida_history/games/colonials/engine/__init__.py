"""The Colonials rules engine (rules/colonials.md, C1-C47): pure Python, no tkinter, no file
I/O, no global random; dice injected.

Typical use::

    game = Game.new(GameConfig(seating=("english", "french", "dutch"), seed=1234))
    while not game.is_over:
        seat = game.current_player
        action = choose(game.view(seat), game.legal_actions())   # a person or a computer
        for event in game.apply_action(action):
            show(seen_by(event, viewer))

One module per rule area: ``cards`` (C1, C16, C21, C22, C38), ``settings`` (C8, C28, C35,
C36), ``deck`` (C6), ``turn`` (C7-C11, C33, C45), ``growth`` (C12), ``hardships`` (C13),
``victory`` (C14, C33-C36), ``revenue`` (C15-C17), ``upkeep`` (C18), ``resources``
(C19-C24), ``event_cards`` (C31), ``trade`` (C25, C26, C41), ``raid`` (C24, C27-C32, C47),
``view`` (C4), ``save`` (C39).
"""

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
    action_from_dict,
)
from florida_history.games.colonials.engine.cards import DECK, DECK_SIZE, Card, card_number
from florida_history.games.colonials.engine.events import Event, event_from_dict, seen_by
from florida_history.games.colonials.engine.game import Game, IllegalActionError
from florida_history.games.colonials.engine.settings import Settings, SettingsError, preset
from florida_history.games.colonials.engine.state import (
    POWERS,
    GameConfig,
    GameState,
    Pending,
    StateError,
)
from florida_history.games.colonials.engine.view import SeatView
from florida_history.kernel.dice import Dice, DiceError, ScriptedDice, SeededDice

__all__ = [
    "DECK",
    "DECK_SIZE",
    "POWERS",
    "AcceptTrade",
    "Action",
    "Card",
    "ChooseCasualty",
    "DeclareRaid",
    "DeclinePeace",
    "Dice",
    "DiceError",
    "DiscardCard",
    "DismissCombatant",
    "EndPhase",
    "Event",
    "Game",
    "GameConfig",
    "GameState",
    "IllegalActionError",
    "PayUpkeep",
    "Pending",
    "PlayCard",
    "PlayFire",
    "PlayHardship",
    "PlayOppression",
    "ProposeTrade",
    "RefuseTrade",
    "RollRaid",
    "ScriptedDice",
    "SeatView",
    "SeededDice",
    "Settings",
    "SettingsError",
    "StateError",
    "action_from_dict",
    "card_number",
    "event_from_dict",
    "preset",
    "seen_by",
]
