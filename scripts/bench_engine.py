"""Benchmark: full 3-player heuristic-bot games per second on one core (target >= 200),
microseconds per applied action (engine alone, and engine + bots), dice rolled per game.

Run: ``.venv/bin/python scripts/bench_engine.py [--games 300] [--repeat 5]``

Other programs on the machine slow a run down, so each figure is the best of ``--repeat``
runs measured in process CPU time (the wall-clock figure of the best run is shown too).
Not a test: numbers depend on the computer.
"""

from __future__ import annotations

import argparse
import time

from florida_history.ai.heuristic import HeuristicBot
from florida_history.engine import Action, Continue, Game, GameConfig
from florida_history.engine.state import PHASE
from florida_history.sim.play import play_game

SEATING = ("spanish", "british", "french")


def record_games(games: int) -> list[tuple[int, list[Action]]]:
    """The action lists of ``games`` heuristic games, to replay through the engine alone."""
    recorded = []
    for seed in range(games):
        game = Game.new(GameConfig(seating=SEATING, seed=seed))
        bots = {p: HeuristicBot(seed * 16 + i) for i, p in enumerate(SEATING)}
        actions: list[Action] = []
        while not game.is_over:
            pending = game.state.pending
            action = (
                Continue() if pending.kind == PHASE else bots[pending.player].choose_action(game)
            )
            actions.append(action)
            game.apply_action(action)
        recorded.append((seed, actions))
    return recorded


def best_of(repeat: int, work) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    """(best CPU seconds, wall seconds of that run)."""
    best = (float("inf"), float("inf"))
    for _ in range(repeat):
        cpu, wall = time.process_time(), time.perf_counter()
        work()
        run = (time.process_time() - cpu, time.perf_counter() - wall)
        best = min(best, run)
    return best


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    n = args.games

    dice: list[int] = []
    actions: list[int] = []

    def full_games() -> None:
        dice.clear()
        actions.clear()
        for seed in range(n):
            bots = {p: HeuristicBot(seed * 16 + i) for i, p in enumerate(SEATING)}
            result = play_game(GameConfig(seating=SEATING, seed=seed), bots)
            dice.append(result.dice_rolled)
            actions.append(result.actions)

    cpu, wall = best_of(args.repeat, full_games)
    total_actions = sum(actions)
    print(
        f"Full 3-player heuristic games: {n / cpu:.0f} games/s on one core (CPU time; "
        f"wall clock {n / wall:.0f} games/s), target >= 200"
    )
    print(
        f"  engine + bots: {1e6 * cpu / total_actions:.1f} microseconds per applied action, "
        f"{total_actions / n:.0f} actions per game"
    )
    print(f"  dice rolled per game: {sum(dice) / n:.0f}")

    recorded = record_games(n)

    def replay() -> None:
        for seed, acts in recorded:
            game = Game.new(GameConfig(seating=SEATING, seed=seed))
            for action in acts:
                game.apply_action(action)

    cpu, _ = best_of(args.repeat, replay)
    replayed = sum(len(a) for _, a in recorded)
    print(
        f"  engine alone (same games replayed): {1e6 * cpu / replayed:.1f} microseconds per "
        f"action, {1000 * cpu / n:.2f} ms per game"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
