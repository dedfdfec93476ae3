"""Engine events told in plain words for the game log (no Tk, so it is tested on its own).

Each event becomes at most one short sentence a 12-year-old can follow. Some events only carry
detail that another line already tells (a raze roll before "gets 4 Raze markers"), so they
return ``None``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import assert_never

from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.engine.board import space
from florida_history.games.colonial_florida.engine.cards import DECK
from florida_history.games.colonial_florida.engine.state import (
    HAZARD_NAMES,
    PHASE_NAMES,
    POWER_NAMES,
    Hazard,
    Phase,
)

PHASE_HELP: dict[Phase, str] = {
    "rebuild": "every razed settlement removes one Raze marker.",
    "hurricane": "the Hurricane moves 3 dice back around the board.",
    "pirate": "the Pirates move 2 dice back around the board.",
    "native_raid": "the Raid marker moves 1 die back around the board.",
    "disease": "Disease moves 1 die back around the board.",
    "income": "every settlement that is not razed or occupied pays its owner.",
    "action": "each player rolls two dice, picks one, and moves.",
}

HAZARD_WORDS: dict[Hazard, str] = {
    "hurricane": "The Hurricane",
    "pirate": "Pirates",
    "native_raid": "A Native raid",
    "disease": "Disease",
}


def place(n: int) -> str:
    return space(n).name


def card_name(card: int, classroom: bool = True) -> str:
    kind = DECK[card]
    return f"{kind.display_name(classroom)} ({kind.type_label})"


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def dice_text(dice: tuple[int, ...]) -> str:
    return " + ".join(str(d) for d in dice) + (f" = {sum(dice)}" if len(dice) > 1 else "")


class Describer:
    """Knows the players' names; turns events into log lines."""

    def __init__(self, names: Mapping[str, str], classroom: bool = True) -> None:
        self.names = dict(names)
        self.classroom = classroom

    def who(self, power: str | None) -> str:
        if power is None:
            return "nobody"
        name = self.names.get(power)
        label = POWER_NAMES.get(power, power)
        return f"{name} ({label})" if name and name != label else label

    def card(self, card: int) -> str:
        return card_name(card, self.classroom)

    def describe(self, e: ev.AnyEvent) -> str | None:  # noqa: C901 - one case per event type
        w = self.who
        match e:
            case ev.RoundStarted():
                return f"── Round {e.round} ──"
            case ev.PhaseStarted():
                return f"{PHASE_NAMES[e.phase]} phase: {PHASE_HELP[e.phase]}"
            case ev.RazeMarkersRemoved():
                if e.cause == "rebuild":
                    return (
                        f"{place(e.space)} rebuilds: one Raze marker removed ({e.remaining} left)."
                    )
                cleared = plural(e.count, "Raze marker")
                return f"{place(e.space)}: {cleared} cleared ({e.remaining} left)."
            case ev.HazardMoved():
                what = HAZARD_WORDS[e.hazard]
                verb = "move" if e.hazard == "pirate" else "moves"
                text = (
                    f"{what} {verb} {plural(sum(e.dice), 'space')} (dice {dice_text(e.dice)}) "
                    f"to {place(e.to_space)}"
                )
                if e.struck_settlement:
                    ending = "strike" if e.hazard == "pirate" else "strikes"
                    return f"{text} and {ending} the settlement!"
                return text + "; no settlement there."
            case ev.RazeMarkersPlaced():
                return (
                    f"{place(e.space)} is razed: {plural(e.count, 'Raze marker')} (now {e.total})."
                )
            case ev.CardChecked():
                if e.saved_by_fortress:
                    return (
                        f"{self.card(e.card)} at {place(e.space)} rolled {e.roll}, "
                        "but Fortresses never fall."
                    )
                return None
            case ev.CardDestroyed():
                return f"{self.card(e.card)} at {place(e.space)} is destroyed by the {e.cause}."
            case ev.CombatantKilled():
                cause = {"disease": "to disease", "raid": "in the raid", "battle": "in battle"}.get(
                    e.cause, e.cause
                )
                return f"{self.card(e.card)} at {place(e.space)} is lost {cause}."
            case ev.RaidStarted():
                who = HAZARD_WORDS[e.hazard]
                owner = f"{w(e.owner)}'s" if e.owner else "unclaimed"
                return (
                    f"{who} with {plural(e.raiders, 'raider')} attacks {owner} {place(e.space)}: "
                    f"raiders roll {1 + e.raiders} dice, the settlement rolls {2 + e.defenders}."
                )
            case ev.CombatRolled():
                if e.tie:
                    return f"Tie: {e.attacker_total} against {e.defender_total}. Roll again!"
                return (
                    f"Attackers roll {dice_text(e.attacker_dice)}; defenders roll "
                    f"{dice_text(e.defender_dice)}."
                )
            case ev.RaidResolved():
                if e.settlement_won:
                    return f"{place(e.space)} drives off the raiders!"
                return f"The raiders win at {place(e.space)}."
            case ev.IncomePaid():
                parts = ["1"]
                if e.cards:
                    parts.append(f"{e.cards} for cards")
                if e.labor_bonus:
                    parts.append(f"{e.labor_bonus} labor bonus")
                if e.pair_bonus:
                    parts.append(f"{e.pair_bonus} for pairs")
                why = " + ".join(parts)
                if e.cutthroats:
                    why += f" − {e.cutthroats} for Cutthroats"
                if why == "1":
                    return f"{place(e.space)} pays {w(e.player)} 1 gold."
                return f"{place(e.space)} pays {w(e.player)} {e.amount} gold ({why})."
            case ev.IncomeWithheld():
                if e.reason == "razed":
                    return f"{place(e.space)} pays nothing: it is razed."
                return f"{place(e.space)} pays nothing: {w(e.by)}'s pawn stands there."
            case ev.GoldChanged():
                if e.amount == 0:
                    return None
                return f"{w(e.player)} earns {e.amount} gold (now {e.gold})."
            case ev.GameWon():
                names = " and ".join(w(p) for p in e.winners)
                why = "reached the target gold" if e.reason == "target" else "has the most gold"
                verb = "win" if len(e.winners) > 1 else "wins"
                return f"GAME OVER: {names} {verb}: {why}!"
            case ev.TurnStarted():
                return f"{w(e.player)}'s turn."
            case ev.TurnSkipped():
                hz = " and ".join(HAZARD_NAMES[h] for h in e.hazards)
                return f"{w(e.player)} skips this turn: the pawn is on the {hz} marker's space."
            case ev.MoveDiceRolled():
                return f"{w(e.player)} rolls {e.dice[0]} and {e.dice[1]}."
            case ev.PawnMoved():
                return f"{w(e.player)} moves {plural(e.die, 'space')} to {place(e.to_space)}."
            case ev.SettlementFounded():
                return f"{w(e.player)} founds {place(e.space)}!"
            case ev.HeadStartFounded():
                return f"Head start: {w(e.player)} begins the game holding {place(e.space)}."
            case ev.FoundingFailed():
                return f"{w(e.player)} cannot found {place(e.space)}: {e.reason}."
            case ev.DeckReshuffled():
                n = plural(e.cards, "discarded card")
                return f"The deck is empty: {n} are shuffled into a new deck."
            case ev.CardDrawn():
                return f"{w(e.player)} draws {self.card(e.card)} for {place(e.space)}."
            case ev.NoCardDrawn():
                why = "it is still razed" if e.reason == "razed" else "the deck is empty"
                return f"No card for {place(e.space)}: {why}."
            case ev.AttackAvailable():
                return f"{w(e.player)} may attack {w(e.defender)}'s {place(e.space)}."
            case ev.CombatantCommitted():
                return f"{w(e.player)} commits {self.card(e.card)} from {place(e.from_space)}."
            case ev.AttackDeclined():
                return f"{w(e.player)} does not attack {place(e.space)}."
            case ev.AttackStarted():
                return (
                    f"{w(e.attacker)} attacks {place(e.space)}: {1 + len(e.committed)} dice "
                    f"against {2 + len(e.defenders)}."
                )
            case ev.AttackResolved():
                if e.attacker_won:
                    return f"{w(e.attacker)} wins the battle for {place(e.space)}!"
                return f"{w(e.defender)} holds {place(e.space)}!"
            case ev.SettlementConquered():
                return f"{place(e.space)} now belongs to {w(e.to_player)}."
            case ev.CombatantTransferred():
                return f"{self.card(e.card)} moves into {place(e.to_space)}."
            case ev.CombatantMoved():
                return (
                    f"{w(e.player)} moves {self.card(e.card)} from {place(e.from_space)} to "
                    f"{place(e.to_space)}."
                )
            case ev.TurnEnded():
                return None
            case ev.DiceRolled():
                if e.purpose == "winner-loss":
                    if e.dice[0] <= 3:
                        return (
                            f"The winner rolls {e.dice[0]} (1-3 costs a fighter): it loses one, "
                            "unless that would be its last."
                        )
                    return f"The winner rolls {e.dice[0]} (1-3 costs a fighter): it loses nobody."
                return None
            case _:
                assert_never(e)

    def describe_all(self, events: Iterable[ev.AnyEvent]) -> list[str]:
        return [line for e in events if (line := self.describe(e))]
