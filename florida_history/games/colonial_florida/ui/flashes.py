"""What an event shows for a moment on the board, in words a 12-year-old understands.

Kept short (two short lines at most): the board draws each beside its space, on the map, so a
flash never hides a space's name; the log says the same thing in a full sentence."""

from __future__ import annotations

from typing import assert_never

from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.engine.cards import DECK
from florida_history.games.colonial_florida.names import card_name
from florida_history.games.colonial_florida.words import _, ngettext
from florida_history.ui import theme as th


def board_flash(e: ev.AnyEvent) -> tuple[int, str, str] | None:
    """(space, short text, background colour) for an event worth a flash, else None."""
    match e:
        case ev.IncomePaid():
            gold = _("+{n} gold").format(n=e.amount)
            return e.space, gold, th.POWER_COLOURS.get(e.player, th.BLACK)
        case ev.IncomeWithheld():
            if e.reason == "razed":
                return e.space, _("no gold: still rebuilding"), th.MUTED
            return e.space, _("no gold: an enemy pawn is here"), th.MUTED
        case ev.RazeMarkersPlaced():
            text = ngettext(
                "damaged: +%(n)d Raze marker", "damaged: +%(n)d Raze markers", e.count
            ) % {"n": e.count}
            return e.space, text, th.RAZE
        case ev.CardDestroyed() | ev.CombatantKilled():
            lost = _("lost {card}").format(card=card_name(DECK[e.card].slug))
            return e.space, lost, th.RAZE
        case ev.RaidResolved():
            if e.settlement_won:
                return e.space, _("raid beaten off!"), th.GREEN
            return e.space, _("raided!"), th.RAZE
        case ev.SettlementFounded() | ev.HeadStartFounded():
            return e.space, _("founded!"), th.POWER_COLOURS.get(e.player, th.BLACK)
        case ev.SettlementConquered():
            return e.space, _("conquered!"), th.POWER_COLOURS.get(e.to_player, th.BLACK)
        case ev.CardDrawn():
            new = _("new card: {card}").format(card=card_name(DECK[e.card].slug))
            return e.space, new, th.BLUE
        case ev.TurnSkipped():
            return e.space, _("misses a turn"), th.MUTED
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
