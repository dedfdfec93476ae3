"""The end-of-game recap without Tk: winner, each player's gold round by round, settlements
held at the end, the notable events (conquests, razings, hurricanes, raids, epidemics) and the
lessons met. Built from the session's event history and the final state, so a test can check
it from a scripted game and the recap window only draws it."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import assert_never

from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.engine.board import space
from florida_history.games.colonial_florida.engine.cards import DECK
from florida_history.games.colonial_florida.engine.state import POWER_NAMES, GameState

NOTABLE_KINDS = ("conquest", "razing", "hurricane", "raid", "disease", "battle")


@dataclass(frozen=True, slots=True)
class Notable:
    round: int
    kind: str  # one of NOTABLE_KINDS
    text: str
    space: int | None = None
    razed: bool = False  # the settlement got Raze markers in this event


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
        return (
            names.get(power or "", POWER_NAMES.get(power or "", "nobody")) if power else ("nobody")
        )

    out: list[Notable] = []
    rnd = 0
    for e in history:
        match e:
            case ev.RoundStarted():
                rnd = e.round
            case ev.HazardMoved() if e.struck_settlement:
                where = space(e.to_space).name
                if e.hazard == "hurricane":
                    out.append(
                        Notable(rnd, "hurricane", f"A hurricane struck {where}.", e.to_space)
                    )
                elif e.hazard == "disease":
                    out.append(Notable(rnd, "disease", f"An epidemic struck {where}.", e.to_space))
            case ev.RaidResolved():
                raiders = "pirates" if e.hazard == "pirate" else "Native warriors"
                where = space(e.space).name
                text = (
                    f"{where} drove off {raiders}."
                    if e.settlement_won
                    else f"{raiders[0].upper()}{raiders[1:]} raided {where} and won."
                )
                last = out[-1] if out else None
                if last is not None and last.kind == "razing" and last.space == e.space:
                    out[-1] = Notable(
                        rnd,
                        "raid",
                        f"{text} It was razed{last.text.split('was razed', 1)[1]}",
                        e.space,
                        razed=True,
                    )
                else:
                    out.append(Notable(rnd, "raid", text, e.space))
            case ev.RazeMarkersPlaced():
                razed = f"{space(e.space).name} was razed ({_markers(e.count)})."
                last = out[-1] if out else None
                if (
                    last is not None
                    and last.space == e.space
                    and last.round == rnd
                    and (last.kind in ("hurricane", "disease", "raid"))
                ):
                    # One line per disaster: "A hurricane struck X. X was razed (4 Raze markers)."
                    out[-1] = Notable(
                        rnd,
                        last.kind,
                        f"{last.text} It was razed ({_markers(e.count)}).",
                        e.space,
                        razed=True,
                    )
                else:
                    out.append(Notable(rnd, "razing", razed, e.space, razed=True))
            case ev.SettlementConquered():
                out.append(
                    Notable(
                        rnd,
                        "conquest",
                        f"{who(e.to_player)} conquered {space(e.space).name} from "
                        f"{who(e.from_player)}.",
                        e.space,
                    )
                )
            case ev.AttackResolved() if not e.attacker_won:
                out.append(
                    Notable(
                        rnd,
                        "battle",
                        f"{who(e.defender)} held {space(e.space).name} against {who(e.attacker)}.",
                        e.space,
                    )
                )
            case ev.CardDestroyed():
                kind = DECK[e.card].display_name(classroom)
                out.append(
                    Notable(
                        rnd, "hurricane", f"{kind} at {space(e.space).name} was destroyed.", e.space
                    )
                )
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
    return name if name == POWER_NAMES[power] else f"{name} ({POWER_NAMES[power]})"


def _markers(n: int) -> str:
    return f"{n} Raze marker" + ("" if n == 1 else "s")


def holdings(state: GameState, classroom: bool = True) -> list[Holding]:
    out = []
    for n in sorted(state.settlements):
        st = state.settlements[n]
        out.append(
            Holding(
                n,
                space(n).name,
                st.owner,
                st.raze,
                tuple(DECK[c].display_name(classroom) for c in st.cards),
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
    names = {p: names.get(p) or POWER_NAMES[p] for p in seating}
    notables = notable_events(history, names, classroom)
    counts: dict[str, int] = {}
    for n in notables:
        counts[n.kind] = counts.get(n.kind, 0) + 1
        if n.razed and n.kind != "razing":
            counts["razing"] = counts.get("razing", 0) + 1
    winners = tuple(state.winners)
    final_gold = {p.power: p.gold for p in state.players}
    if winners:
        who = " and ".join(player_label(names[w], w) for w in winners)
        verb = "share the win" if len(winners) > 1 else "wins"
        why = (
            f"reaching {state.config.target_gold} gold"
            if state.win_reason == "target"
            else f"as the richest after round {state.config.round_limit}"
        )
        headline = f"{who} {verb}, {why}, with {final_gold[winners[0]]} gold."
    else:
        headline = f"The game is not finished yet (round {state.round})."
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
