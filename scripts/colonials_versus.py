"""Play many Colonials games between computer players and write one JSON line per game.

Long matches (Hard thinks up to 250 ms a decision) are split over processes and read back with
``--summarise``, so a run of 1,000 games can be checked while it is still going.

Run: ``python scripts/colonials_versus.py --bots hard,medium,medium --games 500 --seed 1 \
--out hard-a.jsonl`` then ``python scripts/colonials_versus.py --summarise hard-*.jsonl``.
"""

from __future__ import annotations

import argparse
import json
import math
import time
from pathlib import Path

from florida_history.games.colonials.sim import MatchSpec


def play(bots: tuple[str, ...], games: int, seed: int, think: float | None, out: Path) -> None:
    spec = MatchSpec(bots=bots, rotate_seats=True, seed=seed, think_seconds=think)
    with out.open("a", encoding="utf-8") as sink:
        for index in range(games):
            started = time.perf_counter()
            result, slots = spec.play(index)
            shares = [0.0] * len(bots)
            for power in result.winners:
                shares[slots[power]] += result.share(power)
            line = {
                "bots": list(bots),
                "game": seed + index,
                "shares": shares,
                "reason": result.reason,
                "seconds": round(time.perf_counter() - started, 2),
            }
            sink.write(json.dumps(line) + "\n")
            sink.flush()


def summarise(paths: list[Path]) -> None:
    rows = [json.loads(line) for p in paths for line in p.read_text().splitlines() if line]
    if not rows:
        print("no games yet")
        return
    bots = rows[0]["bots"]
    n = len(rows)
    print(f"{' v '.join(bots)}: {n} games, seats rotated, {sum(r['seconds'] for r in rows):.0f} s")
    for slot, name in enumerate(bots):
        rate = sum(r["shares"][slot] for r in rows) / n
        error = math.sqrt(rate * (1 - rate) / n)
        print(f"  {name} #{slot + 1}: {rate:.1%} (± {error:.1%} one standard error)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--bots", default="hard,medium,medium")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--think", type=float, default=0.25, help="Hard's clock per decision")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--summarise", nargs="*", type=Path)
    args = parser.parse_args()
    if args.summarise:
        summarise(args.summarise)
        return
    if args.out is None:
        parser.error("--out is needed to play")
    play(tuple(args.bots.split(",")), args.games, args.seed, args.think, args.out)


if __name__ == "__main__":
    main()
