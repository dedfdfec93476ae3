"""The Colonials recap without Tk: each colony's Population and Gold turn by turn, the events
that mattered (colonies knocked out, big raids, trades agreed, Peace cards, the end) and the
lessons met. Built from the game's events (their Population and Gold counts are absolute, so
the series need no replay) or from a session's own per-turn snapshots, so a test can check it
and the recap window only draws it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from florida_history.games.colonials.engine import events as ev
from florida_history.games.colonials.engine.cards import name_of
from florida_history.games.colonials.engine.state import (
    LAST_STANDING,
    POWER_NAMES,
    ROUND_LIMIT,
    START_GOLD,
    START_POP,
    GameState,
)

BIG_RAID = 1  # a raid with at least this many losses (or that knocks a colony out) is news
BIG_HARDSHIP = 5  # a Hardship that took at least this many people is news
NOTABLE_KINDS = ("elimination", "raid", "hardship", "peace", "trade", "victory")

# power -> (Population, Gold) at one moment
Snapshot = Mapping[str, tuple[int, int]]


@dataclass(frozen=True, slots=True)
class Notable:
    turn: int  # player-turn number, 1 for the game's first turn
    round: int
    kind: str  # one of NOTABLE_KINDS
    text: str


@dataclass
class ColonialsRecap:
    winners: tuple[str, ...]
    win_reason: str | None
    headline: str
    seating: tuple[str, ...]
    names: dict[str, str]
    pop_series: dict[str, list[int]]  # power -> Population at the start, after turn 1, 2, …
    gold_series: dict[str, list[int]]
    eliminated: tuple[str, ...]
    notables: list[Notable]
    lessons_met: list[str]
    turns: int
    rounds: int
    target_pop: int
    target_gold: int
    seed: int
    counts: dict[str, int] = field(default_factory=dict)  # notable kind -> how many

    @property
    def final_pop(self) -> dict[str, int]:
        return {p: s[-1] for p, s in self.pop_series.items()}

    @property
    def final_gold(self) -> dict[str, int]:
        return {p: s[-1] for p, s in self.gold_series.items()}

    def standings(self) -> list[tuple[str, int, int]]:
        """(power, Population, Gold): winners first, then colonies still in, most people."""
        rows = [(p, self.final_pop[p], self.final_gold[p]) for p in self.seating]
        return sorted(
            rows, key=lambda r: (r[0] not in self.winners, r[0] in self.eliminated, -r[1], -r[2])
        )

    def colony_line(self, power: str) -> str:
        """One line per colony for the recap's list."""
        pop, gold = self.final_pop[power], self.final_gold[power]
        label = player_label(self.names[power], power)
        if power in self.winners:
            status = "Winner"
        elif power in self.eliminated:
            status = "Out of the game"
        else:
            status = "Still in"
        return f"{label}: {pop} Population, {gold} Gold. {status}."


def player_label(name: str, power: str) -> str:
    """ "Ana (English)", or just "English" when the name is the power's own."""
    return name if name == POWER_NAMES[power] else f"{name} ({POWER_NAMES[power]})"


def turn_snapshots(
    seating: Sequence[str], history: Iterable[ev.Event]
) -> list[dict[str, tuple[int, int]]]:
    """Population and Gold of every colony at the start and at the end of each turn (and now,
    when the last turn is not over), from the events alone."""
    now = {p: (START_POP, START_GOLD) for p in seating}
    out: list[dict[str, tuple[int, int]]] = [dict(now)]
    open_turn = False
    for e in history:
        if isinstance(e, ev.PopulationChanged):
            now[e.player] = (e.pop, now[e.player][1])
        elif isinstance(e, ev.GoldChanged):
            now[e.player] = (now[e.player][0], e.gold)
        elif isinstance(e, ev.PlayerEliminated):
            now[e.player] = (0, 0)  # the colony's Gold goes back to the bank
        elif isinstance(e, ev.TurnStarted):
            open_turn = True
        elif isinstance(e, ev.TurnEnded):
            out.append(dict(now))
            open_turn = False
    if open_turn and now != out[-1]:
        out.append(dict(now))
    return out


def series_of(
    seating: Sequence[str], snapshots: Sequence[Snapshot]
) -> tuple[dict[str, list[int]], dict[str, list[int]]]:
    """(Population series, Gold series) per power from per-turn snapshots."""
    pop = {p: [int(s[p][0]) for s in snapshots] for p in seating}
    gold = {p: [int(s[p][1]) for s in snapshots] for p in seating}
    return pop, gold


def notable_events(
    history: Iterable[ev.Event], names: Mapping[str, str], classroom: bool = True
) -> list[Notable]:
    """The events worth a sentence in the recap, with the turn and round they happened in."""

    def who(power: str) -> str:
        return player_label(names.get(power, POWER_NAMES[power]), power)

    out: list[Notable] = []
    turn = rnd = 0
    raid: ev.RaidRolled | None = None
    lost: list[str] = []
    proposal: ev.TradeProposed | None = None
    for e in history:
        if isinstance(e, ev.RoundStarted):
            rnd = e.round
        elif isinstance(e, ev.TurnStarted):
            turn += 1
        elif isinstance(e, ev.RaidRolled):
            raid, lost = e, []
        elif isinstance(e, ev.CasualtyTaken) and raid is not None:
            if e.card < 0:
                lost.append(f"{who(e.player)} lost {e.pop_lost} Population")
            else:
                lost.append(f"{who(e.player)} lost {name_of(e.card, classroom)}")
        elif isinstance(e, ev.RaidEnded) and raid is not None:
            if len(lost) >= BIG_RAID:
                text = f"{who(raid.raider)} raided {who(raid.target)}: " + "; ".join(lost) + "."
                out.append(Notable(turn, rnd, "raid", text))
            raid = None
        elif isinstance(e, ev.HardshipPlayed) and e.lost >= BIG_HARDSHIP:
            text = (
                f"{who(e.player)} played {name_of(e.card, classroom)} on {who(e.target)}, "
                f"who lost {e.lost} Population."
            )
            out.append(Notable(turn, rnd, "hardship", text))
        elif isinstance(e, ev.PeacePlayed):
            text = (
                f"{who(e.player)} played {name_of(e.card, classroom)} and stopped a raid by "
                f"{who(e.raider)}."
            )
            out.append(Notable(turn, rnd, "peace", text))
        elif isinstance(e, ev.TradeProposed):
            proposal = e
        elif isinstance(e, ev.TradeAnswered) and e.accepted and proposal is not None:
            out.append(Notable(turn, rnd, "trade", _trade_text(proposal, who)))
        elif isinstance(e, ev.PlayerEliminated):
            cause = "a raid" if e.cause == "casualty" else "a hardship"
            text = f"{who(e.player)} ran out of people after {cause} and is out of the game."
            if raid is not None:  # the raid first, then what it led to
                if len(lost) >= BIG_RAID:
                    said = f"{who(raid.raider)} raided {who(raid.target)}: " + "; ".join(lost)
                    out.append(Notable(turn, rnd, "raid", said + "."))
                else:
                    text = f"{who(raid.raider)} raided {who(raid.target)}. " + text
                raid = None
            out.append(Notable(turn, rnd, "elimination", text))
        elif isinstance(e, ev.GameWon):
            out.append(Notable(turn, rnd, "victory", _won_text(e, who)))
    return out


def _trade_text(e: ev.TradeProposed, name: Callable[[str], str]) -> str:
    gives = []
    if e.give_count:
        gives.append(f"{e.give_count} card" + ("s" if e.give_count != 1 else ""))
    gives += [f"{e.give_gold} Gold"] if e.give_gold else []
    gives += [f"{e.give_pop} Population"] if e.give_pop else []
    asks = [f"{e.ask_gold} Gold"] if e.ask_gold else []
    asks += [f"{e.ask_pop} Population"] if e.ask_pop else []
    deal = f"{' and '.join(gives) or 'nothing'} for {' and '.join(asks) or 'nothing'}"
    return f"{name(e.proposer)} and {name(e.receiver)} agreed a trade: {deal}."


def _won_text(e: ev.GameWon, who: Callable[[str], str]) -> str:
    names = " and ".join(who(w) for w in e.winners)
    verb = "share the win" if len(e.winners) > 1 else "won"
    if e.reason == LAST_STANDING:
        how = "as the last colony left"
    elif e.reason == ROUND_LIMIT:
        how = "with the most progress when the last round ended"
    else:
        how = "by reaching all four targets"
    return f"{names} {verb} {how}."


def build_recap(
    state: GameState,
    history: Iterable[ev.Event],
    names: Mapping[str, str] | None = None,
    lessons_met: Iterable[str] = (),
    snapshots: Sequence[Snapshot] | None = None,
    classroom: bool = True,
) -> ColonialsRecap:
    """The recap of a game (over or not). ``snapshots``: the session's own per-turn Population
    and Gold, if it keeps them; otherwise they are read from ``history``."""
    history = list(history)
    seating = tuple(state.config.seating)
    names = {p: (names or {}).get(p) or POWER_NAMES[p] for p in seating}
    snaps = list(snapshots) if snapshots is not None else turn_snapshots(seating, history)
    pop, gold = series_of(seating, snaps)
    notables = notable_events(history, names, classroom)
    counts: dict[str, int] = {}
    for n in notables:
        counts[n.kind] = counts.get(n.kind, 0) + 1
    winners = tuple(state.winners)
    won = next((e for e in history if isinstance(e, ev.GameWon)), None)
    if won is not None:
        headline = _won_text(won, lambda p: player_label(names[p], p))
    elif winners:
        headline = " and ".join(player_label(names[w], w) for w in winners) + " won."
    else:
        headline = f"The game is not over yet (round {state.round})."
    settings = state.config.settings
    return ColonialsRecap(
        winners=winners,
        win_reason=state.win_reason,
        headline=headline,
        seating=seating,
        names=names,
        pop_series=pop,
        gold_series=gold,
        eliminated=tuple(e.player for e in history if isinstance(e, ev.PlayerEliminated)),
        notables=notables,
        lessons_met=list(dict.fromkeys(lessons_met)),
        turns=max(0, len(snaps) - 1),
        rounds=state.round,
        target_pop=settings.target_pop,
        target_gold=settings.target_gold,
        seed=state.config.seed,
        counts=counts,
    )
