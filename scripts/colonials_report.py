"""Measure the Colonials figures the engine issue asks for, with Medium computer players:
player-turns and estimated minutes per preset for 2/3/4 players, how games end, eliminations,
turn-order win rates, games per second, and bot-against-bot win rates.

Run: ``python scripts/colonials_report.py --games 500`` (about a minute per 1,000 games).
"""

from __future__ import annotations

import argparse
import statistics
import time

from florida_history.games.colonials.sim import MatchSpec, run_match


def preset_table(games: int, seed: int) -> None:
    print(
        "| Preset | Players | Player-turns median (p10-p90) | Minutes | Targets | Last standing "
        "| Round limit | Games with an elimination | 1st player wins | Games/s |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    for name in ("class-period", "full", "short"):
        for players in (2, 3, 4):
            spec = MatchSpec(bots=("medium",) * players, preset=name, seed=seed)
            played, seconds = run_match(spec, games)
            turns = sorted(r.turns for r, _ in played)
            dec = statistics.quantiles(turns, n=10, method="inclusive")
            ends = {
                e: sum(1 for r, _ in played if r.reason == e) / games
                for e in ("targets", "last-colony-standing", "round-limit")
            }
            elim = sum(1 for r, _ in played if r.eliminated) / games
            first = sum(r.share(r.first_player) for r, _ in played) / games
            print(
                f"| {name} | {players} | {statistics.median(turns):g} ({dec[0]:g}-{dec[-1]:g}) "
                f"| {statistics.median(turns):.0f} | {ends['targets']:.0%} "
                f"| {ends['last-colony-standing']:.0%} | {ends['round-limit']:.0%} "
                f"| {elim:.0%} | {first:.0%} | {games / seconds:.0f} |"
            )


def versus(bots: tuple[str, ...], games: int, seed: int, think: float | None) -> None:
    spec = MatchSpec(bots=bots, rotate_seats=True, seed=seed, think_seconds=think)
    started = time.perf_counter()
    played, _ = run_match(spec, games)
    wins = [0.0] * len(bots)
    for result, slots in played:
        for p in result.winners:
            wins[slots[p]] += result.share(p)
    rates = ", ".join(
        f"{b} #{i + 1} {w / games:.1%}" for i, (b, w) in enumerate(zip(bots, wins, strict=True))
    )
    print(
        f"{' v '.join(bots)} ({games} games, seats rotated, "
        f"{time.perf_counter() - started:.0f} s): {rates}"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--versus", type=int, default=1000)
    parser.add_argument("--hard-games", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    preset_table(args.games, args.seed)
    versus(("medium", "easy", "easy"), args.versus, args.seed, None)
    versus(("easy", "medium", "medium"), args.versus, args.seed, None)
    if args.hard_games:
        versus(("hard", "medium", "medium"), args.hard_games, args.seed, 0.25)


if __name__ == "__main__":
    main()
