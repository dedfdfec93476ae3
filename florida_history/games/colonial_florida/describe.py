"""Engine events told in plain words for the game log (no Tk, so it is tested on its own).

Each event becomes at most one short sentence a 12-year-old can follow. Some events only carry
detail that another line already tells (a raze roll before "gets 4 Raze markers"), so they
return ``None``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import assert_never

from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.engine.board import space
from florida_history.games.colonial_florida.engine.cards import DECK
from florida_history.games.colonial_florida.names import (
    card_name as kind_name,
)
from florida_history.games.colonial_florida.names import (
    hazard_name,
    phase_name,
    power_name,
    space_name,
)
from florida_history.games.colonial_florida.words import N_, _, ngettext

PHASE_HELP: dict[str, str] = {
    "rebuild": N_("{phase} phase: every razed settlement removes one Raze marker."),
    "hurricane": N_("{phase} phase: the Hurricane moves 3 dice back around the board."),
    "pirate": N_("{phase} phase: the Pirates move 2 dice back around the board."),
    "native_raid": N_("{phase} phase: the Raid marker moves 1 die back around the board."),
    "disease": N_("{phase} phase: Disease moves 1 die back around the board."),
    "income": N_("{phase} phase: every settlement that is not razed or occupied pays its owner."),
    "action": N_("{phase} phase: each player rolls two dice, picks one, and moves."),
}

# "{what} moves 7 spaces (dice 3 + 4 = 7) to {place}", one sentence per hazard (the verb
# agrees with each hazard's name in every language).
_HAZARD_MOVED: dict[str, tuple[str, str]] = {
    "hurricane": (
        N_("The Hurricane moves {spaces} (dice {dice}) to {place}; no settlement there."),
        N_("The Hurricane moves {spaces} (dice {dice}) to {place} and strikes the settlement!"),
    ),
    "pirate": (
        N_("Pirates move {spaces} (dice {dice}) to {place}; no settlement there."),
        N_("Pirates move {spaces} (dice {dice}) to {place} and strike the settlement!"),
    ),
    "native_raid": (
        N_("A Native raid moves {spaces} (dice {dice}) to {place}; no settlement there."),
        N_("A Native raid moves {spaces} (dice {dice}) to {place} and strikes the settlement!"),
    ),
    "disease": (
        N_("Disease moves {spaces} (dice {dice}) to {place}; no settlement there."),
        N_("Disease moves {spaces} (dice {dice}) to {place} and strikes the settlement!"),
    ),
}
_DESTROYED_BY: dict[str, str] = {
    "hurricane": N_("{card} at {place} is destroyed by the hurricane."),
    "disease": N_("{card} at {place} is destroyed by the disease."),
}
_KILLED: dict[str, str] = {
    "disease": N_("{card} at {place} is lost to disease."),
    "raid": N_("{card} at {place} is lost in the raid."),
    "battle": N_("{card} at {place} is lost in battle."),
}
# Why a settlement could not be founded (the engine's reason id -> words).
_FOUNDING_FAILED: dict[str, str] = {
    "no control markers left": N_("no control markers left"),
}


def place(n: int) -> str:
    """A space's name in the current language."""
    return space_name(space(n).slug)


def card_name(card: int, classroom: bool = True) -> str:
    """ "Soldiers (M)": a card's name and its type letters."""
    kind = DECK[card]
    return _("{name} ({types})").format(name=kind_name(kind.slug, classroom), types=kind.type_label)


def spaces(n: int) -> str:
    return ngettext("%(n)d space", "%(n)d spaces", n) % {"n": n}


def raze_markers(n: int) -> str:
    return ngettext("%(n)d Raze marker", "%(n)d Raze markers", n) % {"n": n}


def dice_text(dice: tuple[int, ...]) -> str:
    return " + ".join(str(d) for d in dice) + (f" = {sum(dice)}" if len(dice) > 1 else "")


def join_names(names: Sequence[str]) -> str:
    """ "Ana", "Ana and Ben", "Ana, Ben and Marie" in the current language."""
    if len(names) <= 1:
        return "".join(names)
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


class Describer:
    """Knows the players' names; turns events into log lines."""

    def __init__(self, names: Mapping[str, str], classroom: bool = True) -> None:
        self.names = dict(names)
        self.classroom = classroom

    def who(self, power: str | None) -> str:
        if power is None:
            return _("nobody")
        name = self.names.get(power)
        label = power_name(power)
        if name and name != label:
            return _("{name} ({power})").format(name=name, power=label)
        return label

    def card(self, card: int) -> str:
        return card_name(card, self.classroom)

    def describe(self, e: ev.AnyEvent) -> str | None:  # noqa: C901 - one case per event type
        w = self.who
        match e:
            case ev.RoundStarted():
                return _("── Round {round} ──").format(round=e.round)
            case ev.PhaseStarted():
                return _(PHASE_HELP[e.phase]).format(phase=phase_name(e.phase))
            case ev.RazeMarkersRemoved():
                if e.cause == "rebuild":
                    return _("{place} rebuilds: one Raze marker removed ({left} left).").format(
                        place=place(e.space), left=e.remaining
                    )
                return _("{place}: {markers} cleared ({left} left).").format(
                    place=place(e.space), markers=raze_markers(e.count), left=e.remaining
                )
            case ev.HazardMoved():
                missed, struck = _HAZARD_MOVED[e.hazard]
                return _(struck if e.struck_settlement else missed).format(
                    spaces=spaces(sum(e.dice)), dice=dice_text(e.dice), place=place(e.to_space)
                )
            case ev.RazeMarkersPlaced():
                return _("{place} is razed: {markers} (now {total}).").format(
                    place=place(e.space), markers=raze_markers(e.count), total=e.total
                )
            case ev.CardChecked():
                if e.saved_by_fortress:
                    return _("{card} at {place} rolled {roll}, but Fortresses never fall.").format(
                        card=self.card(e.card), place=place(e.space), roll=e.roll
                    )
                return None
            case ev.CardDestroyed():
                text = _DESTROYED_BY.get(e.cause, N_("{card} at {place} is destroyed."))
                return _(text).format(card=self.card(e.card), place=place(e.space))
            case ev.CombatantKilled():
                text = _KILLED.get(e.cause, N_("{card} at {place} is lost."))
                return _(text).format(card=self.card(e.card), place=place(e.space))
            case ev.RaidStarted():
                fields = {
                    "raiders": e.raiders,
                    "place": place(e.space),
                    "owner": w(e.owner),
                    "raider_dice": 1 + e.raiders,
                    "settlement_dice": 2 + e.defenders,
                }
                if e.hazard == "pirate":
                    if e.owner:
                        text = ngettext(
                            "Pirates with %(raiders)d raider attack {owner}'s {place}: raiders "
                            "roll {raider_dice} dice, the settlement rolls {settlement_dice}.",
                            "Pirates with %(raiders)d raiders attack {owner}'s {place}: raiders "
                            "roll {raider_dice} dice, the settlement rolls {settlement_dice}.",
                            e.raiders,
                        )
                    else:
                        text = ngettext(
                            "Pirates with %(raiders)d raider attack unclaimed {place}: raiders "
                            "roll {raider_dice} dice, the settlement rolls {settlement_dice}.",
                            "Pirates with %(raiders)d raiders attack unclaimed {place}: raiders "
                            "roll {raider_dice} dice, the settlement rolls {settlement_dice}.",
                            e.raiders,
                        )
                elif e.owner:
                    text = ngettext(
                        "A Native raid with %(raiders)d raider attacks {owner}'s {place}: raiders "
                        "roll {raider_dice} dice, the settlement rolls {settlement_dice}.",
                        "A Native raid with %(raiders)d raiders attacks {owner}'s {place}: raiders "
                        "roll {raider_dice} dice, the settlement rolls {settlement_dice}.",
                        e.raiders,
                    )
                else:
                    text = ngettext(
                        "A Native raid with %(raiders)d raider attacks unclaimed {place}: raiders "
                        "roll {raider_dice} dice, the settlement rolls {settlement_dice}.",
                        "A Native raid with %(raiders)d raiders attacks unclaimed {place}: "
                        "raiders roll {raider_dice} dice, the settlement rolls {settlement_dice}.",
                        e.raiders,
                    )
                return (text % {"raiders": e.raiders}).format(**fields)
            case ev.CombatRolled():
                if e.tie:
                    return _("Tie: {attackers} against {defenders}. Roll again!").format(
                        attackers=e.attacker_total, defenders=e.defender_total
                    )
                return _("Attackers roll {attackers}; defenders roll {defenders}.").format(
                    attackers=dice_text(e.attacker_dice), defenders=dice_text(e.defender_dice)
                )
            case ev.RaidResolved():
                if e.settlement_won:
                    return _("{place} drives off the raiders!").format(place=place(e.space))
                return _("The raiders win at {place}.").format(place=place(e.space))
            case ev.IncomePaid():
                return self._income(e)
            case ev.IncomeWithheld():
                if e.reason == "razed":
                    return _("{place} pays nothing: it is razed.").format(place=place(e.space))
                return _("{place} pays nothing: {who}'s pawn stands there.").format(
                    place=place(e.space), who=w(e.by)
                )
            case ev.GoldChanged():
                if e.amount == 0:
                    return None
                return _("{who} earns {amount} gold (now {gold}).").format(
                    who=w(e.player), amount=e.amount, gold=e.gold
                )
            case ev.GameWon():
                names = join_names([w(p) for p in e.winners])
                if e.reason == "target":
                    text = ngettext(
                        "GAME OVER: {names} wins: reached the target gold!",
                        "GAME OVER: {names} win: reached the target gold!",
                        len(e.winners),
                    )
                else:
                    text = ngettext(
                        "GAME OVER: {names} wins: has the most gold!",
                        "GAME OVER: {names} win: has the most gold!",
                        len(e.winners),
                    )
                return text.format(names=names)
            case ev.TurnStarted():
                return _("{who}'s turn.").format(who=w(e.player))
            case ev.TurnSkipped():
                hz = join_names([hazard_name(h) for h in e.hazards])
                return _(
                    "{who} skips this turn: the pawn is on the {hazards} marker's space."
                ).format(who=w(e.player), hazards=hz)
            case ev.MoveDiceRolled():
                return _("{who} rolls {first} and {second}.").format(
                    who=w(e.player), first=e.dice[0], second=e.dice[1]
                )
            case ev.PawnMoved():
                return _("{who} moves {spaces} to {place}.").format(
                    who=w(e.player), spaces=spaces(e.die), place=place(e.to_space)
                )
            case ev.SettlementFounded():
                return _("{who} founds {place}!").format(who=w(e.player), place=place(e.space))
            case ev.HeadStartFounded():
                return _("Head start: {who} begins the game holding {place}.").format(
                    who=w(e.player), place=place(e.space)
                )
            case ev.FoundingFailed():
                why = _FOUNDING_FAILED.get(e.reason)
                return _("{who} cannot found {place}: {why}.").format(
                    who=w(e.player), place=place(e.space), why=_(why) if why else e.reason
                )
            case ev.DeckReshuffled():
                return ngettext(
                    "The deck is empty: %(n)d discarded card is shuffled into a new deck.",
                    "The deck is empty: %(n)d discarded cards are shuffled into a new deck.",
                    e.cards,
                ) % {"n": e.cards}
            case ev.CardDrawn():
                return _("{who} draws {card} for {place}.").format(
                    who=w(e.player), card=self.card(e.card), place=place(e.space)
                )
            case ev.NoCardDrawn():
                if e.reason == "razed":
                    return _("No card for {place}: it is still razed.").format(place=place(e.space))
                return _("No card for {place}: the deck is empty.").format(place=place(e.space))
            case ev.AttackAvailable():
                return _("{who} may attack {defender}'s {place}.").format(
                    who=w(e.player), defender=w(e.defender), place=place(e.space)
                )
            case ev.CombatantCommitted():
                return _("{who} commits {card} from {place}.").format(
                    who=w(e.player), card=self.card(e.card), place=place(e.from_space)
                )
            case ev.AttackDeclined():
                return _("{who} does not attack {place}.").format(
                    who=w(e.player), place=place(e.space)
                )
            case ev.AttackStarted():
                return _(
                    "{who} attacks {place}: {attacker_dice} dice against {defender_dice}."
                ).format(
                    who=w(e.attacker),
                    place=place(e.space),
                    attacker_dice=1 + len(e.committed),
                    defender_dice=2 + len(e.defenders),
                )
            case ev.AttackResolved():
                if e.attacker_won:
                    return _("{who} wins the battle for {place}!").format(
                        who=w(e.attacker), place=place(e.space)
                    )
                return _("{who} holds {place}!").format(who=w(e.defender), place=place(e.space))
            case ev.SettlementConquered():
                return _("{place} now belongs to {who}.").format(
                    place=place(e.space), who=w(e.to_player)
                )
            case ev.CombatantTransferred():
                return _("{card} moves into {place}.").format(
                    card=self.card(e.card), place=place(e.to_space)
                )
            case ev.CombatantMoved():
                return _("{who} moves {card} from {start} to {place}.").format(
                    who=w(e.player),
                    card=self.card(e.card),
                    start=place(e.from_space),
                    place=place(e.to_space),
                )
            case ev.TurnEnded():
                return None
            case ev.DiceRolled():
                if e.purpose == "winner-loss":
                    if e.dice[0] <= 3:
                        return _(
                            "The winner rolls {roll} (1-3 costs a fighter): it loses one, "
                            "unless that would be its last."
                        ).format(roll=e.dice[0])
                    return _(
                        "The winner rolls {roll} (1-3 costs a fighter): it loses nobody."
                    ).format(roll=e.dice[0])
                return None
            case _:
                assert_never(e)

    def _income(self, e: ev.IncomePaid) -> str:
        """ "Cowford pays Ana 4 gold (1 + 2 for cards + 1 labor bonus)." """
        parts = ["1"]
        if e.cards:
            parts.append(_("{n} for cards").format(n=e.cards))
        if e.labor_bonus:
            parts.append(_("{n} labor bonus").format(n=e.labor_bonus))
        if e.pair_bonus:
            parts.append(_("{n} for pairs").format(n=e.pair_bonus))
        why = " + ".join(parts)
        if e.cutthroats:
            why = _("{sum} − {n} for Cutthroats").format(sum=why, n=e.cutthroats)
        if why == "1":
            return _("{place} pays {who} 1 gold.").format(
                place=place(e.space), who=self.who(e.player)
            )
        return _("{place} pays {who} {amount} gold ({why}).").format(
            place=place(e.space), who=self.who(e.player), amount=e.amount, why=why
        )

    def describe_all(self, events: Iterable[ev.AnyEvent]) -> list[str]:
        return [line for e in events if (line := self.describe(e))]
