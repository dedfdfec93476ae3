"""Phase 5, Upkeep (C18): 1 Gold for each Combatant (cards and Combatant Leaders); the player
dismisses the ones they will not pay for, one at a time, then pays for the rest."""

from __future__ import annotations

from florida_history.games.colonials.engine import events as ev
from florida_history.games.colonials.engine.actions import DISMISS, PAY_UPKEEP, Action
from florida_history.games.colonials.engine.state import GameState
from florida_history.games.colonials.engine.tally import combatants, has_combatant


def needed(state: GameState) -> bool:
    return has_combatant(state.players[state.active])


def options(state: GameState) -> list[Action]:
    player = state.active_player
    army = combatants(player)
    opts: list[Action] = [PAY_UPKEEP] if player.gold >= len(army) else []
    opts.extend(DISMISS[c] for c in army)
    return opts


def dismiss(state: GameState, card: int, out: list[ev.Event]) -> None:
    player = state.active_player
    player.in_play.remove(card)
    state.discard.append(card)
    out.append(ev.CombatantDismissed(player.power, card))
    out.append(ev.CardDiscarded(player.power, card, "upkeep"))


def pay(state: GameState, out: list[ev.Event]) -> None:
    player = state.active_player
    cost = len(combatants(player))
    player.gold -= cost
    out.append(ev.UpkeepPaid(player.power, cost, player.gold))
    if cost:
        out.append(ev.GoldChanged(player.power, -cost, player.gold, "upkeep"))
