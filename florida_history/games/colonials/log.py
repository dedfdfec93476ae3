"""The game log in plain words (C39), as one seat may read it: cards others drew become "drew
3 cards" (C4). Card names follow the classroom/original setting (C38). Bookkeeping events
(phase passed, raid ended) give no line. Every sentence is one catalog entry with named fields,
so a translation may order them as its language needs.
"""

from __future__ import annotations

from typing import assert_never

from florida_history.games.colonials import names
from florida_history.games.colonials.engine import events as ev
from florida_history.games.colonials.words import _, ngettext


def _dice_purpose(purpose: str) -> str:
    """What a roll was for (the engine's ``DiceRolled.purpose`` id)."""
    texts = {
        "settlement": _("settlement"),
        "hardship": _("hardship"),
        "raid": _("raid"),
        "defense": _("defense"),
        "casualty": _("casualty"),
    }
    return texts.get(purpose, purpose.replace("-", " "))


def log_line(event: ev.Event, seat: str | None, classroom: bool = True) -> str | None:
    """One sentence for ``event`` as ``seat`` may see it (None: the public view)."""
    e = ev.seen_by(event, seat)

    def who(power: str) -> str:
        return names.power(power)

    def card(number: int) -> str:
        return names.card(number, classroom)

    match e:
        case ev.GameStarted():
            return _("The dice chose the %(power)s to start (rolled %(roll)d).") % {
                "power": who(e.first_player),
                "roll": e.first_roll,
            }
        case ev.RoundStarted():
            if len(e.order) < 2:
                return _("Round %(n)d began.") % {"n": e.round}
            return _("Round %(n)d began. Order: %(order)s.") % {
                "n": e.round,
                "order": ", ".join(names.power_label(p) for p in e.order),
            }
        case ev.TurnStarted():
            return _("The %(power)s began their turn.") % {"power": who(e.player)}
        case ev.PhaseStarted():
            return _("%(phase)s phase.") % {"phase": names.phase(e.phase)}
        case ev.DeckReshuffled():
            return ngettext(
                "The discard pile was shuffled into a new deck of %(n)d card.",
                "The discard pile was shuffled into a new deck of %(n)d cards.",
                e.cards,
            ) % {"n": e.cards}
        case ev.CardsDrawn():
            if e.cards:
                return _("The %(power)s drew %(cards)s.") % {
                    "power": who(e.player),
                    "cards": ", ".join(card(c) for c in e.cards),
                }
            return ngettext(
                "The %(power)s drew %(n)d card.", "The %(power)s drew %(n)d cards.", e.count
            ) % {"power": who(e.player), "n": e.count}
        case ev.NoCardToDraw():
            return _("There was no card left to draw.")
        case ev.CardDiscarded():
            return _("The %(power)s discarded %(card)s.") % {
                "power": who(e.player),
                "card": card(e.card),
            }
        case ev.DiceRolled():
            return _("Dice for the %(purpose)s: %(faces)s.") % {
                "purpose": _dice_purpose(e.purpose),
                "faces": ", ".join(str(d) for d in e.dice),
            }
        case ev.PopulationChanged():
            fields = {"power": who(e.player), "n": abs(e.amount), "now": e.pop}
            if e.amount > 0:
                return _("The %(power)s gained %(n)d Population (now %(now)d).") % fields
            return _("The %(power)s lost %(n)d Population (now %(now)d).") % fields
        case ev.GoldChanged():
            fields = {"power": who(e.player), "n": abs(e.amount), "now": e.gold}
            if e.amount > 0:
                return _("The %(power)s gained %(n)d Gold (now %(now)d).") % fields
            return _("The %(power)s paid %(n)d Gold (now %(now)d).") % fields
        case ev.SettlementPlayed():
            return _("The %(power)s played %(card)s and rolled %(roll)d.") % {
                "power": who(e.player),
                "card": card(e.card),
                "roll": e.roll,
            }
        case ev.HardshipPlayed():
            return _(
                "The %(power)s played %(card)s on the %(target)s: rolled %(roll)d, "
                "%(lost)d Population lost."
            ) % {
                "power": who(e.player),
                "card": card(e.card),
                "target": who(e.target),
                "roll": e.roll,
                "lost": e.lost,
            }
        case ev.RevenueCollected():
            parts = [_("base 1, Resources %(n)d") % {"n": e.resources}]
            if e.majorities:
                parts.append(
                    _("most %(kinds)s +%(n)d")
                    % {
                        "kinds": ", ".join(names.resource_type(t) for t in e.majorities),
                        "n": len(e.majorities),
                    }
                )
            if e.oppression:
                parts.append(_("Oppression -%(n)d") % {"n": e.oppression})
            return _("Revenue for the %(power)s: %(parts)s = %(total)+d Gold.") % {
                "power": who(e.player),
                "parts": "; ".join(parts),
                "total": e.total,
            }
        case ev.UpkeepPaid():
            return _("The %(power)s paid %(n)d Gold to keep their fighters.") % {
                "power": who(e.player),
                "n": e.combatants,
            }
        case ev.CombatantDismissed():
            return _("The %(power)s sent %(card)s home.") % {
                "power": who(e.player),
                "card": card(e.card),
            }
        case ev.PermanentPlayed():
            fields = {"power": who(e.player), "card": card(e.card), "n": e.cost}
            if e.cost:
                return _("The %(power)s put %(card)s into play for %(n)d Gold.") % fields
            return _("The %(power)s put %(card)s into play for free.") % fields
        case ev.OppressionPlayed():
            return _("The %(power)s put %(card)s on the %(target)s.") % {
                "power": who(e.player),
                "card": card(e.card),
                "target": who(e.target),
            }
        case ev.OppressionRemoved():
            return _("%(card)s was removed from the %(power)s.") % {
                "card": card(e.card),
                "power": who(e.player),
            }
        case ev.EventPlayed():
            return _("The %(power)s played %(card)s.") % {
                "power": who(e.player),
                "card": card(e.card),
            }
        case ev.CardBurned():
            return _("Fire destroyed %(card)s of the %(power)s.") % {
                "card": card(e.card),
                "power": who(e.owner),
            }
        case ev.TradeProposed():
            gives = []
            if e.give_count:
                named = ", ".join(card(c) for c in e.give_cards) if e.give_cards else ""
                gives.append(named or names.cards(e.give_count))
            gives += [names.gold(e.give_gold)] if e.give_gold else []
            gives += [names.population(e.give_pop)] if e.give_pop else []
            asks = [names.gold(e.ask_gold)] if e.ask_gold else []
            asks += [names.population(e.ask_pop)] if e.ask_pop else []
            line = _("The %(power)s offered the %(receiver)s %(gives)s for %(asks)s.") % {
                "power": who(e.proposer),
                "receiver": who(e.receiver),
                "gives": names.listed(gives) or _("nothing"),
                "asks": names.listed(asks) or _("nothing"),
            }
            if e.promise:
                line += " " + _("Promise: \u201c%(promise)s\u201d") % {"promise": e.promise}
            return line
        case ev.TradeAnswered():
            if e.accepted:
                return _("The %(power)s accepted the trade.") % {"power": who(e.receiver)}
            return _("The %(power)s refused the trade.") % {"power": who(e.receiver)}
        case ev.RaidDeclared():
            return ngettext(
                "The %(power)s raided the %(target)s with %(n)d fighter.",
                "The %(power)s raided the %(target)s with %(n)d fighters.",
                e.combatants,
            ) % {"power": who(e.raider), "target": who(e.target), "n": e.combatants}
        case ev.PeacePlayed():
            return _("The %(power)s played %(card)s: the raid was called off.") % {
                "power": who(e.player),
                "card": card(e.card),
            }
        case ev.PeaceDeclined():
            return _("The %(power)s did not call off the raid.") % {"power": who(e.player)}
        case ev.DiplomatFeePaid():
            return _("The %(power)s paid %(n)d Gold because of the Diplomat.") % {
                "power": who(e.raider),
                "n": e.gold,
            }
        case ev.BattleCardPlayed():
            return _("The %(power)s added %(card)s to the raid.") % {
                "power": who(e.player),
                "card": card(e.card),
            }
        case ev.RaidRolled():
            hits = ngettext("The raid scored %(n)d hit", "The raid scored %(n)d hits", e.hits) % {
                "n": e.hits
            }
            if e.cancelled_by_forts:
                hits += _(", %(n)d stopped by Forts") % {"n": e.cancelled_by_forts}
            if e.defender_dice:
                hits += ngettext(
                    "; the defenders hit back %(n)d time",
                    "; the defenders hit back %(n)d times",
                    e.raider_hits,
                ) % {"n": e.raider_hits}
            return hits + "."
        case ev.CasualtyTaken():
            if e.card < 0:
                return _("The %(power)s lost %(n)d Population in the raid.") % {
                    "power": who(e.player),
                    "n": e.pop_lost,
                }
            return _("The %(power)s lost %(card)s in the raid.") % {
                "power": who(e.player),
                "card": card(e.card),
            }
        case ev.PlayerEliminated():
            return _("The %(power)s colony has no people left and is out of the game.") % {
                "power": who(e.player)
            }
        case ev.GameWon():
            # Translators: %(Winners)s is %(winners)s with a capital first letter, for the
            # start of a sentence ("The English"); use whichever your sentence needs.
            text = {
                "targets": _("%(Winners)s win: they reached every goal!"),
                "last-colony-standing": _("%(Winners)s win: they are the last colony standing!"),
                "round-limit": _("%(Winners)s win: they made the most progress by the last round!"),
            }[e.reason]
            return text % names.winners_fields(e.winners)
        case ev.PhasePassed() | ev.PhaseEnded() | ev.TurnEnded() | ev.RaidEnded():
            return None  # bookkeeping: the lines around it tell the story
        case _:
            assert_never(e)
