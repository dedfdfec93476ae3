"""The end-of-game recap without Tk: winner, each player's gold round by round, settlements
held at the end, the notable events (conquests, razings, hurricanes, raids, epidemics) and the
lessons met. Built from the session's event history and the final state, so a test can check
it from a scripted game and the recap window only draws it."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import assert_never

from florida_history.games.colonial_florida.describe import join_names, place, raze_markers
from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.engine.cards import DECK
from florida_history.games.colonial_florida.engine.state import GameState
from florida_history.games.colonial_florida.names import card_name as kind_name
from florida_history.games.colonial_florida.names import power_name
from florida_history.games.colonial_florida.words import _, ngettext

NOTABLE_KINDS = ("conquest", "razing", "hurricane", "raid", "disease", "battle")
# A razing's cause -> the notable it belongs to when that line is the last one (a raid's razing
# comes before its result, which takes the razing in itself).
_DISASTER_OF = {"hurricane": "hurricane", "disease": "disease"}


@dataclass(frozen=True, slots=True)
class Notable:
    round: int
    kind: str  # one of NOTABLE_KINDS
    text: str
    space: int | None = None
    razed: bool = False  # the settlement got Raze markers in this event
    raze_count: int = 0  # how many (a razing's line is merged into its disaster's)


@dataclass(frozen=True, slots=True)
class Holding:
    space: int
    name: str
    owner: str | None
    raze: int
    cards: tuple[str, ...]


@dataclass
class Recap:
    winners: tuple[str, ...]
    win_reason: str | None
    headline: str
    seating: tuple[str, ...]
    names: dict[str, str]
    gold_series: dict[str, list[int]]  # power -> gold at round 0, after round 1, 2, ...
    final_gold: dict[str, int]
    holdings: list[Holding]
    notables: list[Notable]
    lessons_met: list[str]
    rounds: int
    target_gold: int
    seed: int
    counts: dict[str, int] = field(default_factory=dict)  # notable kind -> how many

    def held_by(self, power: str) -> list[Holding]:
        return [h for h in self.holdings if h.owner == power]

    def standings(self) -> list[tuple[str, int, int]]:
        """(power, gold, settlements held), winners first, then richest."""
        rows = [(p, self.final_gold[p], len(self.held_by(p))) for p in self.seating]
        return sorted(rows, key=lambda r: (r[0] not in self.winners, -r[1], -r[2]))


def gold_series(state: GameState) -> dict[str, list[int]]:
    """Gold per player from the start (0) through each round's end, from state.gold_history."""
    powers = [p.power for p in state.players]
    series: dict[str, list[int]] = {p: [0] for p in powers}
    for row in state.gold_history:
        for power, gold in zip(powers, row, strict=False):
            series[power].append(int(gold))
    # A game stopped mid-round still shows where everyone stands now.
    current = {p.power: p.gold for p in state.players}
    if any(series[p][-1] != current[p] for p in powers):
        for p in powers:
            series[p].append(current[p])
    return series


def notable_events(
    history: Iterable[ev.AnyEvent], names: Mapping[str, str], classroom: bool = True
) -> list[Notable]:
    """The events worth a sentence in the recap, with the round they happened in."""

    def who(power: str | None) -> str:
        if not power:
            return _("nobody")
        return names.get(power) or power_name(power)

    def razed_too(sentence: str, count: int) -> str:
        """ "A hurricane struck X. It was razed (4 Raze markers)." """
        return _("{sentence} It was razed ({markers}).").format(
            sentence=sentence, markers=raze_markers(count)
        )

    out: list[Notable] = []
    rnd = 0
    for e in history:
        match e:
            case ev.RoundStarted():
                rnd = e.round
            case ev.HazardMoved() if e.struck_settlement:
                where = place(e.to_space)
                if e.hazard == "hurricane":
                    text = _("A hurricane struck {place}.").format(place=where)
                    out.append(Notable(rnd, "hurricane", text, e.to_space))
                elif e.hazard == "disease":
                    text = _("An epidemic struck {place}.").format(place=where)
                    out.append(Notable(rnd, "disease", text, e.to_space))
            case ev.RaidResolved():
                where = place(e.space)
                if e.hazard == "pirate":
                    text = (
                        _("{place} drove off pirates.")
                        if e.settlement_won
                        else _("Pirates raided {place} and won.")
                    ).format(place=where)
                else:
                    text = (
                        _("{place} drove off Native warriors.")
                        if e.settlement_won
                        else _("Native warriors raided {place} and won.")
                    ).format(place=where)
                last = out[-1] if out else None
                if last is not None and last.kind == "razing" and last.space == e.space:
                    out[-1] = Notable(
                        rnd,
                        "raid",
                        razed_too(text, last.raze_count),
                        e.space,
                        razed=True,
                        raze_count=last.raze_count,
                    )
                else:
                    out.append(Notable(rnd, "raid", text, e.space))
            case ev.RazeMarkersPlaced():
                last = out[-1] if out else None
                if (
                    last is not None
                    and last.space == e.space
                    and last.round == rnd
                    and last.kind == _DISASTER_OF.get(e.cause)
                    and not last.razed
                ):
                    # One line per disaster: "A hurricane struck X. It was razed (4 Raze markers)."
                    out[-1] = Notable(
                        rnd,
                        last.kind,
                        razed_too(last.text, e.count),
                        e.space,
                        razed=True,
                        raze_count=e.count,
                    )
                else:
                    razed = _("{place} was razed ({markers}).").format(
                        place=place(e.space), markers=raze_markers(e.count)
                    )
                    out.append(
                        Notable(rnd, "razing", razed, e.space, razed=True, raze_count=e.count)
                    )
            case ev.SettlementConquered():
                text = _("{winner} conquered {place} from {loser}.").format(
                    winner=who(e.to_player), place=place(e.space), loser=who(e.from_player)
                )
                out.append(Notable(rnd, "conquest", text, e.space))
            case ev.AttackResolved() if not e.attacker_won:
                text = _("{defender} held {place} against {attacker}.").format(
                    defender=who(e.defender), place=place(e.space), attacker=who(e.attacker)
                )
                out.append(Notable(rnd, "battle", text, e.space))
            case ev.CardDestroyed():
                text = _("{card} at {place} was destroyed.").format(
                    card=kind_name(DECK[e.card].slug, classroom), place=place(e.space)
                )
                out.append(Notable(rnd, "hurricane", text, e.space))
            case (
                ev.PhaseStarted()
                | ev.DiceRolled()
                | ev.RazeMarkersRemoved()
                | ev.HazardMoved()
                | ev.CardChecked()
                | ev.CombatantKilled()
                | ev.RaidStarted()
                | ev.CombatRolled()
                | ev.IncomePaid()
                | ev.IncomeWithheld()
                | ev.GoldChanged()
                | ev.GameWon()
                | ev.TurnStarted()
                | ev.TurnSkipped()
                | ev.MoveDiceRolled()
                | ev.PawnMoved()
                | ev.SettlementFounded()
                | ev.HeadStartFounded()
                | ev.FoundingFailed()
                | ev.DeckReshuffled()
                | ev.CardDrawn()
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
                pass  # not worth a line in the recap
            case _:
                assert_never(e)
    return out


def player_label(name: str, power: str) -> str:
    """ "Ana (Spanish)", or just "Spanish" when the name is the power's own."""
    label = power_name(power)
    return name if name == label else _("{name} ({power})").format(name=name, power=label)


def holdings(state: GameState, classroom: bool = True) -> list[Holding]:
    out = []
    for n in sorted(state.settlements):
        st = state.settlements[n]
        out.append(
            Holding(
                n,
                place(n),
                st.owner,
                st.raze,
                tuple(kind_name(DECK[c].slug, classroom) for c in st.cards),
            )
        )
    return out


def build_recap(
    state: GameState,
    history: Iterable[ev.AnyEvent],
    names: Mapping[str, str],
    lessons_met: Iterable[str] = (),
    classroom: bool = True,
) -> Recap:
    history = list(history)
    seating = tuple(p.power for p in state.players)
    names = {p: names.get(p) or power_name(p) for p in seating}
    notables = notable_events(history, names, classroom)
    counts: dict[str, int] = {}
    for n in notables:
        counts[n.kind] = counts.get(n.kind, 0) + 1
        if n.razed and n.kind != "razing":
            counts["razing"] = counts.get("razing", 0) + 1
    winners = tuple(state.winners)
    final_gold = {p.power: p.gold for p in state.players}
    if winners:
        who = join_names([player_label(names[w], w) for w in winners])
        if state.win_reason == "target":
            text = ngettext(
                "{who} wins, reaching {target} gold, with {gold} gold.",
                "{who} share the win, reaching {target} gold, with {gold} gold.",
                len(winners),
            )
        else:
            text = ngettext(
                "{who} wins, as the richest after round {rounds}, with {gold} gold.",
                "{who} share the win, as the richest after round {rounds}, with {gold} gold.",
                len(winners),
            )
        headline = text.format(
            who=who,
            target=state.config.target_gold,
            rounds=state.config.round_limit,
            gold=final_gold[winners[0]],
        )
    else:
        headline = _("The game is not finished yet (round {round}).").format(round=state.round)
    return Recap(
        winners=winners,
        win_reason=state.win_reason,
        headline=headline,
        seating=seating,
        names=names,
        gold_series=gold_series(state),
        final_gold=final_gold,
        holdings=holdings(state, classroom),
        notables=notables,
        lessons_met=list(dict.fromkeys(lessons_met)),
        rounds=state.round,
        target_gold=state.config.target_gold,
        seed=state.config.seed,
        counts=counts,
    )
