"""Benchmark Colonials on one core: games per second for 3-player Medium games, microseconds per
action with and without the bots, and how far the engine is from the dice floor.

Run: ``.venv/bin/python scripts/bench_colonials.py [--games 100] [--runs 7]``
(``--source DIR`` first measures the package in DIR instead, e.g. an older checkout)

Workloads, timed in turn (A B C D A B C D ...) so a slow spell on the machine hits each alike:

- full games: 3-player Medium games, class-period preset, from ``sim.play_game`` (what
  ``florida-history simulate --game colonials`` runs), bots included;
- engine alone: the same games' actions replayed through ``Game.apply_action`` (recorded once);
- random play: the engine with random legal actions from a seeded generator (``legal_actions``
  included, no bot thinking);
- dice floor: a fresh ``SeededDice`` per game drawing exactly the rolls and shuffles the Medium
  games drew (recorded once), nothing else.

Each figure is the median of ``--runs`` runs with the min and max beside it (never best-of), in
process CPU time (one core's work even when other programs share the machine; wall clock shown
too), with the machine's load (``uptime``) before and after. A digest of every game's result
is printed so a speed change can be checked to change no game. Not a test: the numbers depend
on the computer.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
from collections.abc import Callable, MutableSequence
from typing import Any

if "--source" in sys.argv:  # measure the package in another folder (e.g. an older checkout)
    _i = sys.argv.index("--source")
    sys.meta_path[:] = [f for f in sys.meta_path if "editable" not in repr(f).lower()]
    sys.path.insert(0, sys.argv[_i + 1])
    del sys.argv[_i : _i + 2]

from _bench import print_floor_and_digest, spread, timed  # noqa: E402

from florida_history.games.colonials.ai.medium import MediumBot  # noqa: E402
from florida_history.games.colonials.engine import game as game_module  # noqa: E402
from florida_history.games.colonials.engine.actions import Action  # noqa: E402
from florida_history.games.colonials.engine.game import Game  # noqa: E402
from florida_history.games.colonials.engine.settings import preset  # noqa: E402
from florida_history.games.colonials.engine.state import POWERS, GameConfig  # noqa: E402
from florida_history.games.colonials.sim import play_game  # noqa: E402

SeededDice = game_module.SeededDice  # wherever the shared dice module lives now
SEATING = POWERS[:3]
SETTINGS = preset("class-period", 3)


class RecordingDice(SeededDice):  # type: ignore[misc, valid-type]
    """Seeded dice that write down every draw: ("r", sides) or ("s", length)."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.calls: list[tuple[str, int]] = []

    def roll(self, sides: int) -> int:
        self.calls.append(("r", sides))
        return int(super().roll(sides))

    def shuffle(self, items: MutableSequence[Any]) -> None:
        self.calls.append(("s", len(items)))
        super().shuffle(items)


def config(seed: int) -> GameConfig:
    return GameConfig(seating=SEATING, settings=SETTINGS, seed=seed)


def record_games(games: int) -> list[tuple[int, list[Action], list[tuple[str, int]]]]:
    """Per game: its seed, the actions applied and the dice draws made (outside any timing)."""
    recorded = []
    for seed in range(1, games + 1):
        dice = RecordingDice(seed)
        game = Game.new(config(seed), dice)
        bots = {p: MediumBot(seed * 16 + i) for i, p in enumerate(SEATING)}
        while not game.is_over:
            who = game.current_player
            assert who is not None
            game.apply_action(bots[who].choose(game).action)
        recorded.append((seed, list(game.actions), dice.calls))
    return recorded


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f}, {five:.2f}, {fifteen:.2f} on {os.cpu_count()} cores"


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="Medium games a run")
    parser.add_argument("--runs", type=int, default=7, help="alternating runs (at least 7)")
    args = parser.parse_args()
    n = args.games
    print(f"package: {os.path.dirname(game_module.__file__)}")
    print(f"before: {load()}")
    recorded = record_games(n)
    total_actions = sum(len(a) for _, a, _ in recorded)
    total_draws = sum(len(c) for _, _, c in recorded)
    results: list[Any] = []
    random_actions: list[int] = []

    def full_games() -> None:
        results.clear()
        for seed in range(1, n + 1):
            bots = {p: MediumBot(seed * 16 + i) for i, p in enumerate(SEATING)}
            r = play_game(config(seed), bots)
            results.append([r.winners, r.reason, r.rounds, r.turns, r.eliminated, r.events])

    def replay() -> None:
        for seed, acts, _ in recorded:
            game = Game.new(config(seed), record=False)
            apply = game.apply_action
            for action in acts:
                apply(action)

    def random_play() -> None:
        random_actions.clear()
        for seed in range(1, n + 1):
            game = Game.new(config(seed), record=False)
            rng = random.Random(seed)
            count = 0
            while not game.is_over:
                legal = game.legal_actions()
                game.apply_action(legal[int(rng.random() * len(legal))])
                count += 1
            random_actions.append(count)

    def dice_floor() -> None:
        for seed, _, calls in recorded:
            dice = SeededDice(seed)
            roll, shuffle = dice.roll, dice.shuffle
            for kind, k in calls:
                if kind == "r":
                    roll(k)
                else:
                    shuffle(list(range(k)))

    work: dict[str, Callable[[], None]] = {
        "full": full_games,
        "engine": replay,
        "random": random_play,
        "floor": dice_floor,
    }
    cpu: dict[str, list[float]] = {k: [] for k in work}
    wall: dict[str, list[float]] = {k: [] for k in work}
    for _ in range(args.runs):
        for name, job in work.items():
            c, w = timed(job)
            cpu[name].append(c)
            wall[name].append(w)
    random_total = sum(random_actions)

    print(f"after:  {load()}")
    print(f"{args.runs} alternating runs; figures in CPU time, median (min, max)")
    print(
        f"Colonials, 3-player Medium, class-period preset, {n} games ({total_actions / n:.0f} "
        f"actions and {total_draws / n:.0f} dice draws a game):"
    )
    print(
        f"  full games: {spread([n / c for c in cpu['full']], '{:.0f}')} games/s "
        f"(wall clock median {statistics.median(n / w for w in wall['full']):.0f})"
    )
    print(
        f"  engine + Medium bots: "
        f"{spread([1e6 * c / total_actions for c in cpu['full']], '{:.1f}')}"
        " microseconds per action"
    )
    print(
        f"  engine alone (replay): "
        f"{spread([1e6 * c / total_actions for c in cpu['engine']], '{:.1f}')}"
        " microseconds per action"
    )
    print(
        f"  engine with random legal actions ({random_total / n:.0f} actions a game): "
        f"{spread([1e6 * c / random_total for c in cpu['random']], '{:.1f}')}"
        " microseconds per action"
    )
    print_floor_and_digest(cpu, total_actions, results)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
