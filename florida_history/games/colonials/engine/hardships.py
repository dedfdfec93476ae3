"""Phase 3, Hardships (C13): each Hardship card hits one chosen surviving opponent for 1D6 Pop
(protected floor C36, elimination C14; the die is always rolled, C46)."""

from __future__ import annotations

from florida_history.games.colonials.engine import events as ev
from florida_history.games.colonials.engine.actions import PLAY_HARDSHIP, Action
from florida_history.games.colonials.engine.cards import TYPE
from florida_history.games.colonials.engine.state import GameState
from florida_history.games.colonials.engine.victory import lose_population
from florida_history.kernel.dice import Dice


def options(state: GameState) -> list[Action]:
    player = state.active_player
    targets = [p.power for p in state.opponents(player.power)]
    return [PLAY_HARDSHIP[c][t] for c in player.hand if TYPE[c] == "H" for t in targets]


def play(state: GameState, dice: Dice, card: int, target: str, out: list[ev.Event]) -> None:
    player = state.active_player
    victim = state.player(target)
    player.hand.remove(card)
    state.discard.append(card)
    roll = dice.roll(6)
    floor = 1 if state.config.settings.protected else 0
    out.append(ev.DiceRolled("hardship", (roll,), target))
    out.append(
        ev.HardshipPlayed(player.power, card, target, roll, max(0, min(roll, victim.pop - floor)))
    )
    lose_population(state, victim, roll, "hardship", out)
