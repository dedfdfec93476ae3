"""What an event shows for a moment on the board, in words a 12-year-old understands.

Kept short (two short lines at most): the board draws each beside its space, on the map, so a
flash never hides a space's name; the log says the same thing in a full sentence."""

from __future__ import annotations

from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.engine.cards import DECK
from florida_history.ui import theme as th


def board_flash(e: ev.Event) -> tuple[int, str, str] | None:
    """(space, short text, background colour) for an event worth a flash, else None."""
    if isinstance(e, ev.IncomePaid):
        return e.space, f"+{e.amount} gold", th.POWER_COLOURS.get(e.player, th.BLACK)
    if isinstance(e, ev.IncomeWithheld):
        why = "still rebuilding" if e.reason == "razed" else "an enemy pawn is here"
        return e.space, f"no gold: {why}", th.MUTED
    if isinstance(e, ev.RazeMarkersPlaced):
        marks = "Raze marker" if e.count == 1 else "Raze markers"
        return e.space, f"damaged: +{e.count} {marks}", th.RAZE
    if isinstance(e, ev.CardDestroyed | ev.CombatantKilled):
        return e.space, f"lost {DECK[e.card].name}", th.RAZE
    if isinstance(e, ev.RaidResolved):
        if e.settlement_won:
            return e.space, "raid beaten off!", th.GREEN
        return e.space, "raided!", th.RAZE
    if isinstance(e, ev.SettlementFounded):
        return e.space, "founded!", th.POWER_COLOURS.get(e.player, th.BLACK)
    if isinstance(e, ev.SettlementConquered):
        return e.space, "conquered!", th.POWER_COLOURS.get(e.to_player, th.BLACK)
    if isinstance(e, ev.CardDrawn):
        return e.space, f"new card: {DECK[e.card].display_name()}", th.BLUE
    if isinstance(e, ev.TurnSkipped):
        return e.space, "misses a turn", th.MUTED
    return None
