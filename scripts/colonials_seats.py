"""Are Colonials' seats and powers fair? Identical computer players play many games; the script
prints win rates by seat (place in the New game list), by power and by place in round 1's order
(who the dice drew to start, then the next...), with the fixed and the fair turn order (C7a).

Game i uses game number SEED + i and the seating turned by i places, so every power sits in
every seat equally often. A shared win counts as a part win. "Worst gap" is the largest
distance from an equal share, in points; "±" is the 95% margin of one rate (1.96 standard
errors). Aim: every rate within 3 points of an equal share.

    .venv/bin/python scripts/colonials_seats.py --games 2000
    .venv/bin/python scripts/colonials_seats.py --games 2000 --players 2,3,4 --presets short,full
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from florida_history.games.colonials.ai.registry import make_bot  # noqa: E402
from florida_history.games.colonials.engine.settings import preset  # noqa: E402
from florida_history.games.colonials.engine.state import (  # noqa: E402
    POWERS,
    GameConfig,  # noqa: E402
)
from florida_history.games.colonials.names import power_label  # noqa: E402
from florida_history.games.colonials.sim import play_game  # noqa: E402

ORDERS = {"fixed": False, "fair": True}


@dataclass(frozen=True)
class Row:
    preset: str
    players: int
    order: str
    bot: str


def play_one(args: tuple[Row, int]) -> tuple[list[float], dict[str, float], list[float], int]:
    """One game: (win share by seat, by power, by place in round 1's order, player-turns)."""
    row, seed = args
    n = row.players
    turn = seed % n
    seating = POWERS[:n][turn:] + POWERS[:n][:turn]
    settings = preset(row.preset, n, fair_order=ORDERS[row.order])
    config = GameConfig(seating=seating, settings=settings, seed=seed)
    bots = {p: make_bot(row.bot, seed * 16 + i, None) for i, p in enumerate(seating)}
    result = play_game(config, bots)
    by_seat = [0.0] * n
    by_power = dict.fromkeys(seating, 0.0)
    by_start = [0.0] * n
    for power in result.winners:
        share = result.share(power)
        by_seat[seating.index(power)] += share
        by_power[power] += share
        by_start[result.turn_position(power)] += share
    return by_seat, by_power, by_start, result.turns


def measure(row: Row, games: int, seed: int, jobs: int) -> list[str]:
    tasks = [(row, seed + i) for i in range(games)]
    if jobs > 1:
        with Pool(jobs) as pool:
            results = pool.map(play_one, tasks, chunksize=50)
    else:
        results = [play_one(t) for t in tasks]
    n = row.players
    seat = [sum(r[0][i] for r in results) / games for i in range(n)]
    power = {p: sum(r[1][p] for r in results) / games for p in POWERS[:n]}
    start = [sum(r[2][i] for r in results) / games for i in range(n)]
    turns = sorted(r[3] for r in results)
    fair = 1 / n
    margin = 1.96 * math.sqrt(fair * (1 - fair) / games)

    def cells(rates: Sequence[float]) -> str:
        gap = max(abs(r - fair) for r in rates) * 100
        verdict = "within ±3" if gap <= 3 else "OUTSIDE ±3"
        return f"{' / '.join(f'{100 * r:.1f}' for r in rates)} | {gap:.1f} ({verdict})"

    return [
        f"| {row.preset} | {n} | {row.order} | {cells(seat)} | {cells(list(power.values()))} "
        f"| {cells(start)} | ±{100 * margin:.1f} | {turns[len(turns) // 2]} |"
    ]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000, help="games per row (default 2000)")
    parser.add_argument("--players", default="4", help="comma-separated, e.g. 2,3,4 (default 4)")
    parser.add_argument("--presets", default="class-period", help="e.g. class-period,short,full")
    parser.add_argument("--orders", default="fixed,fair", help="fixed, fair or both (default)")
    parser.add_argument("--bot", default="medium", help="the computer player in every seat")
    parser.add_argument("--seed", type=int, default=1, help="game i uses game number SEED + i")
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    players = [int(p) for p in args.players.split(",")]
    if any(not 2 <= p <= 4 for p in players):
        parser.error("--players: Colonials is for 2 to 4 players")
    orders = [o.strip() for o in args.orders.split(",")]
    if any(o not in ORDERS for o in orders):
        parser.error("--orders: choose fixed, fair or both")
    started = time.monotonic()
    print(
        f"{args.games} games a row, identical {args.bot} computer players, game numbers "
        f"{args.seed}-{args.seed + args.games - 1}, seating turned one place each game.\n"
    )
    names = " / ".join(power_label(p) for p in POWERS)
    print(
        "| Length | Players | Turn order | By seat (%) | Worst gap | By power (%: "
        f"{names}) | Worst gap | By start (%) | Worst gap | 95% margin | Player-turns median |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for name in args.presets.split(","):
        for n in players:
            for order in orders:
                row = Row(name.strip(), n, order, args.bot)
                for line in measure(row, args.games, args.seed, args.jobs):
                    print(line, flush=True)
    print(f"\n({time.monotonic() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
