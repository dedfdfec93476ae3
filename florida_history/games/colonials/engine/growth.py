"""Phase 2, Growth (C12): +1 Pop, +1 more per population Leader, then Settlements for 1D6 Pop
each."""

from __future__ import annotations

from florida_history.games.colonials.engine import events as ev
from florida_history.games.colonials.engine.actions import PLAY_CARD, Action
from florida_history.games.colonials.engine.cards import TYPE
from florida_history.games.colonials.engine.state import GameState
from florida_history.games.colonials.engine.tally import population_leaders
from florida_history.kernel.dice import Dice


def enter(state: GameState, out: list[ev.Event]) -> None:
    player = state.active_player
    player.pop += 1
    out.append(ev.PopulationChanged(player.power, 1, player.pop, "growth"))
    leaders = population_leaders(player)
    if leaders:
        player.pop += leaders
        out.append(ev.PopulationChanged(player.power, leaders, player.pop, "leaders"))


def options(state: GameState) -> list[Action]:
    return [PLAY_CARD[c] for c in state.active_player.hand if TYPE[c] == "S"]


def play_settlement(state: GameState, dice: Dice, card: int, out: list[ev.Event]) -> None:
    player = state.active_player
    player.hand.remove(card)
    state.discard.append(card)
    roll = dice.roll(6)
    out.append(ev.DiceRolled("settlement", (roll,), player.power))
    out.append(ev.SettlementPlayed(player.power, card, roll))
    player.pop += roll
    out.append(ev.PopulationChanged(player.power, roll, player.pop, "settlement"))
