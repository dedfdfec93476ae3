"""What an event shows for a moment on the board, in words a 12-year-old understands.

Kept short (two short lines at most): the board draws each beside its space, on the map, so a
flash never hides a space's name; the log says the same thing in a full sentence."""

from __future__ import annotations

from typing import assert_never

from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.engine.cards import DECK
from florida_history.ui import theme as th


def board_flash(e: ev.AnyEvent) -> tuple[int, str, str] | None:
    """(space, short text, background colour) for an event worth a flash, else None."""
    match e:
        case ev.IncomePaid():
            return e.space, f"+{e.amount} gold", th.POWER_COLOURS.get(e.player, th.BLACK)
        case ev.IncomeWithheld():
            why = "still rebuilding" if e.reason == "razed" else "an enemy pawn is here"
            return e.space, f"no gold: {why}", th.MUTED
        case ev.RazeMarkersPlaced():
            marks = "Raze marker" if e.count == 1 else "Raze markers"
            return e.space, f"damaged: +{e.count} {marks}", th.RAZE
        case ev.CardDestroyed() | ev.CombatantKilled():
            return e.space, f"lost {DECK[e.card].name}", th.RAZE
        case ev.RaidResolved():
            if e.settlement_won:
                return e.space, "raid beaten off!", th.GREEN
            return e.space, "raided!", th.RAZE
        case ev.SettlementFounded() | ev.HeadStartFounded():
            return e.space, "founded!", th.POWER_COLOURS.get(e.player, th.BLACK)
        case ev.SettlementConquered():
            return e.space, "conquered!", th.POWER_COLOURS.get(e.to_player, th.BLACK)
        case ev.CardDrawn():
            return e.space, f"new card: {DECK[e.card].display_name()}", th.BLUE
        case ev.TurnSkipped():
            return e.space, "misses a turn", th.MUTED
        case (
            ev.RoundStarted()
            | ev.PhaseStarted()
            | ev.DiceRolled()
            | ev.RazeMarkersRemoved()
            | ev.HazardMoved()
            | ev.CardChecked()
            | ev.RaidStarted()
            | ev.CombatRolled()
            | ev.GoldChanged()
            | ev.GameWon()
            | ev.TurnStarted()
            | ev.MoveDiceRolled()
            | ev.PawnMoved()
            | ev.FoundingFailed()
            | ev.DeckReshuffled()
            | ev.NoCardDrawn()
            | ev.AttackAvailable()
            | ev.CombatantCommitted()
            | ev.AttackDeclined()
            | ev.AttackStarted()
            | ev.AttackResolved()
            | ev.CombatantTransferred()
            | ev.CombatantMoved()
            | ev.TurnEnded()
        ):
            return None  # the log tells these; the board shows them moving
        case _:
            assert_never(e)
