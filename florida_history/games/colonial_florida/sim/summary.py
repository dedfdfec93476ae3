"""The figures a simulation run reports: who wins (by bot, power and seat), how long games
last in rounds and in minutes for people, how much dice rolling, and how fast it ran."""

from __future__ import annotations

import statistics
from collections.abc import Iterable
from dataclasses import dataclass

from florida_history.games.colonial_florida.names import power_name
from florida_history.games.colonial_florida.sim.batch import MatchSpec, Played
from florida_history.games.colonial_florida.sim.play import minutes_for

_ORDINALS = ("1st", "2nd", "3rd")


@dataclass(frozen=True, slots=True)
class Summary:
    games: int
    unfinished: int  # stopped by the safety net, no winner
    shared: int  # games won jointly (R14 exact tie)
    by_slot: tuple[tuple[str, float], ...]  # ("heuristic #1", win rate)
    by_bot: tuple[tuple[str, float, int], ...]  # (bot name, win rate per player, players)
    by_power: tuple[tuple[str, float], ...]
    by_seat: tuple[tuple[str, float], ...]
    rounds_mean: float
    rounds_median: float
    rounds_min: int
    rounds_max: int
    dice_per_game: float
    actions_per_game: float
    minutes_mean: float
    minutes_median: float
    seconds: float

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else float("inf")

    @property
    def microseconds_per_action(self) -> float:
        return 1e6 * self.seconds / max(1.0, self.actions_per_game * self.games)

    def lines(self) -> list[str]:
        def pct(x: float) -> str:
            return f"{100 * x:.1f}%"

        return [
            "Win rate by player:   " + "  ".join(f"{n} {pct(r)}" for n, r in self.by_slot),
            "Win rate by bot:      "
            + "  ".join(
                f"{n} {pct(r)}" + (f" (each of {k})" if k > 1 else "") for n, r, k in self.by_bot
            ),
            "Win rate by power:    " + "  ".join(f"{n} {pct(r)}" for n, r in self.by_power),
            "Win rate by seat:     " + "  ".join(f"{n} {pct(r)}" for n, r in self.by_seat),
            f"Shared wins:          {self.shared}; unfinished (safety stop): {self.unfinished}",
            f"Rounds per game:      mean {self.rounds_mean:.1f}, median {self.rounds_median:g} "
            f"(shortest {self.rounds_min}, longest {self.rounds_max})",
            f"Dice rolled per game: {self.dice_per_game:.1f}; actions per game "
            f"{self.actions_per_game:.1f}",
            f"Minutes for people:   mean {self.minutes_mean:.0f}, median "
            f"{self.minutes_median:.0f} (the classroom clock in games/colonial_florida/pace.py)",
            f"Speed:                {self.games_per_second:.1f} games per second "
            f"({self.microseconds_per_action:.1f} microseconds per action, "
            f"{self.seconds:.1f} s in all)",
        ]


def summarize(spec: MatchSpec, played: Iterable[Played], seconds: float) -> Summary:
    games = list(played)
    n = len(games)
    if n == 0:
        raise ValueError("no games to summarize")
    slot_wins = [0.0] * spec.players
    power_wins = dict.fromkeys(spec.seating, 0.0)
    for g in games:
        for power in g.result.winners:
            share = g.result.share(power)
            slot_wins[g.slots[power]] += share
            power_wins[power] += share
    by_slot = tuple(
        (f"{name} #{slot + 1}", slot_wins[slot] / n) for slot, name in enumerate(spec.bots)
    )
    by_bot = []
    for name in dict.fromkeys(spec.bots):
        slots = [i for i, b in enumerate(spec.bots) if b == name]
        by_bot.append((name, sum(slot_wins[i] for i in slots) / (n * len(slots)), len(slots)))
    by_power = tuple((power_name(p), w / n) for p, w in power_wins.items())
    by_seat = tuple((_ORDINALS[i], power_wins[p] / n) for i, p in enumerate(spec.seating))
    rounds = [g.result.rounds for g in games]
    minutes = [minutes_for(g.result) for g in games]
    return Summary(
        games=n,
        unfinished=sum(1 for g in games if not g.result.finished),
        shared=sum(1 for g in games if len(g.result.winners) > 1),
        by_slot=by_slot,
        by_bot=tuple(by_bot),
        by_power=by_power,
        by_seat=by_seat,
        rounds_mean=statistics.fmean(rounds),
        rounds_median=statistics.median(rounds),
        rounds_min=min(rounds),
        rounds_max=max(rounds),
        dice_per_game=statistics.fmean(g.result.dice_rolled for g in games),
        actions_per_game=statistics.fmean(g.result.actions for g in games),
        minutes_mean=statistics.fmean(minutes),
        minutes_median=statistics.median(minutes),
        seconds=seconds,
    )
