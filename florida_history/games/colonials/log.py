"""The game log in plain words (C39), as one seat may read it: cards others drew become "drew
3 cards" (C4). Card names follow the classroom/original setting (C38). Bookkeeping events
(phase passed, raid ended) give no line.
"""

from __future__ import annotations

from gettext import ngettext
from typing import assert_never

from florida_history.games.colonials.engine import events as ev
from florida_history.games.colonials.engine.cards import name_of
from florida_history.games.colonials.engine.state import PHASE_NAMES, POWER_NAMES


def _cards(n: int) -> str:
    return ngettext("%d card", "%d cards", n) % n


def log_line(event: ev.Event, seat: str | None, classroom: bool = True) -> str | None:
    """One sentence for ``event`` as ``seat`` may see it (None: the public view)."""
    e = ev.seen_by(event, seat)

    def who(power: str) -> str:
        return POWER_NAMES[power]

    def card(number: int) -> str:
        return name_of(number, classroom)

    match e:
        case ev.GameStarted():
            return f"The dice chose the {who(e.first_player)} to start (rolled {e.first_roll})."
        case ev.RoundStarted():
            if len(e.order) < 2:
                return f"Round {e.round} began."
            return f"Round {e.round} began. Order: {', '.join(who(p) for p in e.order)}."
        case ev.TurnStarted():
            return f"The {who(e.player)} began their turn."
        case ev.PhaseStarted():
            return f"{PHASE_NAMES[e.phase]} phase."
        case ev.DeckReshuffled():
            return f"The discard pile was shuffled into a new deck of {_cards(e.cards)}."
        case ev.CardsDrawn():
            if e.cards:
                return f"The {who(e.player)} drew {', '.join(card(c) for c in e.cards)}."
            return f"The {who(e.player)} drew {_cards(e.count)}."
        case ev.NoCardToDraw():
            return "There was no card left to draw."
        case ev.CardDiscarded():
            return f"The {who(e.player)} discarded {card(e.card)}."
        case ev.DiceRolled():
            faces = ", ".join(str(d) for d in e.dice)
            return f"Dice for the {e.purpose.replace('-', ' ')}: {faces}."
        case ev.PopulationChanged():
            verb = "gained" if e.amount > 0 else "lost"
            return f"The {who(e.player)} {verb} {abs(e.amount)} Population (now {e.pop})."
        case ev.GoldChanged():
            verb = "gained" if e.amount > 0 else "paid"
            return f"The {who(e.player)} {verb} {abs(e.amount)} Gold (now {e.gold})."
        case ev.SettlementPlayed():
            return f"The {who(e.player)} played {card(e.card)} and rolled {e.roll}."
        case ev.HardshipPlayed():
            return (
                f"The {who(e.player)} played {card(e.card)} on the {who(e.target)}: rolled "
                f"{e.roll}, {e.lost} Population lost."
            )
        case ev.RevenueCollected():
            parts = [f"base 1, Resources {e.resources}"]
            if e.majorities:
                parts.append(f"most {', '.join(e.majorities)} +{len(e.majorities)}")
            if e.oppression:
                parts.append(f"Oppression -{e.oppression}")
            return f"Revenue for the {who(e.player)}: {'; '.join(parts)} = {e.total:+d} Gold."
        case ev.UpkeepPaid():
            return f"The {who(e.player)} paid {e.combatants} Gold to keep their fighters."
        case ev.CombatantDismissed():
            return f"The {who(e.player)} sent {card(e.card)} home."
        case ev.PermanentPlayed():
            cost = f" for {e.cost} Gold" if e.cost else " for free"
            return f"The {who(e.player)} put {card(e.card)} into play{cost}."
        case ev.OppressionPlayed():
            return f"The {who(e.player)} put {card(e.card)} on the {who(e.target)}."
        case ev.OppressionRemoved():
            return f"{card(e.card)} was removed from the {who(e.player)}."
        case ev.EventPlayed():
            return f"The {who(e.player)} played {card(e.card)}."
        case ev.CardBurned():
            return f"Fire destroyed {card(e.card)} of the {who(e.owner)}."
        case ev.TradeProposed():
            gives = []
            if e.give_count:
                named = ", ".join(card(c) for c in e.give_cards) if e.give_cards else ""
                gives.append(named or _cards(e.give_count))
            gives += [f"{e.give_gold} Gold"] if e.give_gold else []
            gives += [f"{e.give_pop} Population"] if e.give_pop else []
            asks = [f"{e.ask_gold} Gold"] if e.ask_gold else []
            asks += [f"{e.ask_pop} Population"] if e.ask_pop else []
            line = (
                f"The {who(e.proposer)} offered the {who(e.receiver)} "
                f"{' and '.join(gives) or 'nothing'} for {' and '.join(asks) or 'nothing'}."
            )
            return line + (f' Promise: "{e.promise}"' if e.promise else "")
        case ev.TradeAnswered():
            answer = "accepted" if e.accepted else "refused"
            return f"The {who(e.receiver)} {answer} the trade."
        case ev.RaidDeclared():
            fighters = ngettext("%d fighter", "%d fighters", e.combatants) % e.combatants
            return f"The {who(e.raider)} raided the {who(e.target)} with {fighters}."
        case ev.PeacePlayed():
            return f"The {who(e.player)} played {card(e.card)}: the raid was called off."
        case ev.PeaceDeclined():
            return f"The {who(e.player)} did not call off the raid."
        case ev.DiplomatFeePaid():
            return f"The {who(e.raider)} paid {e.gold} Gold because of the Diplomat."
        case ev.BattleCardPlayed():
            return f"The {who(e.player)} added {card(e.card)} to the raid."
        case ev.RaidRolled():
            saved = f", {e.cancelled_by_forts} stopped by Forts" if e.cancelled_by_forts else ""
            times = ngettext("%d time", "%d times", e.raider_hits) % e.raider_hits
            back = f"; the defenders hit back {times}" if e.defender_dice else ""
            hits = ngettext("%d hit", "%d hits", e.hits) % e.hits
            return f"The raid scored {hits}{saved}{back}."
        case ev.CasualtyTaken():
            if e.card < 0:
                return f"The {who(e.player)} lost {e.pop_lost} Population in the raid."
            return f"The {who(e.player)} lost {card(e.card)} in the raid."
        case ev.PlayerEliminated():
            return f"The {who(e.player)} colony has no people left and is out of the game."
        case ev.GameWon():
            names = " and the ".join(who(w) for w in e.winners)
            how = {
                "targets": "reached every goal",
                "last-colony-standing": "are the last colony standing",
                "round-limit": "made the most progress by the last round",
            }[e.reason]
            return f"The {names} win: they {how}!"
        case ev.PhasePassed() | ev.PhaseEnded() | ev.TurnEnded() | ev.RaidEnded():
            return None  # bookkeeping: the lines around it tell the story
        case _:
            assert_never(e)
