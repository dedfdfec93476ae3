"""Measure the game-length table that ``pace.estimate_minutes`` reads (writes pace_table.py).

Run: ``python -m florida_history.sim.measure_pace --games 1000 > florida_history/sim/pace_table.py``
"""

from __future__ import annotations

import argparse
import statistics
from collections.abc import Sequence

from florida_history.games.colonial_florida.ai.heuristic import HeuristicBot
from florida_history.games.colonial_florida.engine import GameConfig
from florida_history.games.colonial_florida.engine.state import POWERS
from florida_history.sim.pace import DEFAULT_PACE, play_seconds
from florida_history.sim.play import play_game

TABLE_TARGETS = (20, 30, 40, 50, 60, 70, 80, 90, 100)
QUANTILES = 10  # the 5th, 15th, ... 95th percentiles of the number of rounds


def measure_row(
    players: int, target_gold: int, games: int, seed: int = 1
) -> tuple[float, tuple[float, ...]]:
    """Simulate heuristic-player games; return (seconds per round, round-count quantiles)."""
    seating = POWERS[:players]
    results = []
    for i in range(games):
        config = GameConfig(seating=seating, target_gold=target_gold, seed=seed + i)
        bots = {p: HeuristicBot((seed + i) * 10 + k) for k, p in enumerate(seating)}
        results.append(play_game(config, bots))
    per_round = sum(play_seconds(r) for r in results) / sum(r.rounds for r in results)
    rounds = sorted(r.rounds for r in results)
    cuts = statistics.quantiles(rounds, n=2 * QUANTILES, method="inclusive")
    return per_round, tuple(round(cuts[2 * k], 2) for k in range(QUANTILES))


def _monotonic(rows: dict[int, tuple[float, tuple[float, ...]]]) -> None:
    """Longer targets never give shorter games (smooths sampling noise in the table)."""
    previous: tuple[float, ...] | None = None
    for target in sorted(rows):
        per_round, qs = rows[target]
        if previous is not None:
            qs = tuple(max(q, p) for q, p in zip(qs, previous, strict=True))
        rows[target] = (per_round, qs)
        previous = qs


def render_table(games: int, seed: int, targets: Sequence[int] = TABLE_TARGETS) -> str:
    lines = [
        '"""Measured game lengths for ``pace.estimate_minutes`` (generated; do not edit).',
        "",
        f"Made by: python -m florida_history.sim.measure_pace --games {games} --seed {seed}",
        "players -> target gold -> (seconds of play per round, quantiles of the number of",
        'rounds: 5th, 15th, ..., 95th percentile), with heuristic players."""',
        "",
        f"SETUP_SECONDS = {DEFAULT_PACE.setup}",
        "",
        "TABLE: dict[int, dict[int, tuple[float, tuple[float, ...]]]] = {",
    ]
    for players in (2, 3):
        rows = {t: measure_row(players, t, games, seed) for t in targets}
        _monotonic(rows)
        lines.append(f"    {players}: {{")
        for target, (per_round, qs) in rows.items():
            lines.append(f"        {target}: ({per_round:.1f}, {qs!r}),")
        lines.append("    },")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Measure the game-length table (pace_table.py)")
    parser.add_argument("--games", type=int, default=1000, help="games per cell (default 1000)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    print(render_table(args.games, args.seed), end="")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
