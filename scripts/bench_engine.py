"""Benchmark the engines on one core: games per second, microseconds per action, and how far the
Colonial Florida engine is from the dice floor (the time to draw the same random numbers).

Run: ``.venv/bin/python scripts/bench_engine.py [--games 200] [--runs 7] [--colonials 40]``
(``--source DIR`` first measures the package in DIR instead, e.g. an older checkout)

Workloads, timed in turn (A B C A B C ...) so a slow spell on the machine hits each alike:

- full games: 3-player Medium (heuristic) games from ``sim.play.play_game``, bots included;
- engine alone: the same games' actions replayed through ``Game.apply_action``;
- dice floor: a fresh ``SeededDice`` per game drawing exactly the rolls and shuffles the game
  drew (recorded once), nothing else;
- Colonials: 3-player Medium games from ``games.colonials.sim.play_game``.

Each figure is the median of ``--runs`` runs with the min and max beside it (never best-of), in
process CPU time (one core's work even when other programs share the machine; wall clock shown
too). A digest of every game's result is printed so a speed change can be checked to change no
game. Not a test: the numbers depend on the computer.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
from collections.abc import Callable, MutableSequence
from typing import Any

if "--source" in sys.argv:  # measure the package in another folder (e.g. an older checkout)
    _i = sys.argv.index("--source")
    sys.meta_path[:] = [f for f in sys.meta_path if "editable" not in repr(f).lower()]
    sys.path.insert(0, sys.argv[_i + 1])
    del sys.argv[_i : _i + 2]

from _bench import digest, print_floor_and_digest, spread, timed  # noqa: E402

from florida_history.games.colonial_florida.ai.heuristic import HeuristicBot  # noqa: E402
from florida_history.games.colonial_florida.engine import Action, Continue, Game, GameConfig  # noqa: E402
from florida_history.games.colonial_florida.engine.state import PHASE  # noqa: E402
from florida_history.games.colonial_florida.sim.play import play_game  # noqa: E402
from florida_history.kernel.dice import SeededDice  # noqa: E402

SEATING = ("spanish", "british", "french")


class RecordingDice(SeededDice):
    """Seeded dice that write down every draw: ("r", sides) or ("s", length)."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.calls: list[tuple[str, int]] = []

    def roll(self, sides: int) -> int:
        self.calls.append(("r", sides))
        return super().roll(sides)

    def shuffle(self, items: MutableSequence[Any]) -> None:
        self.calls.append(("s", len(items)))
        super().shuffle(items)


def record_games(games: int) -> list[tuple[int, list[Action], list[tuple[str, int]]]]:
    """Per game: its seed, the actions applied and the dice draws made (outside any timing)."""
    recorded = []
    for seed in range(games):
        dice = RecordingDice(seed)
        game = Game.new(GameConfig(seating=SEATING, seed=seed), dice)
        bots = {p: HeuristicBot(seed * 16 + i) for i, p in enumerate(SEATING)}
        actions: list[Action] = []
        while not game.is_over:
            pending = game.state.pending
            action = (
                Continue() if pending.kind == PHASE else bots[pending.player].choose_action(game)
            )
            actions.append(action)
            game.apply_action(action)
        recorded.append((seed, actions, dice.calls))
    return recorded


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="Colonial Florida games a run")
    parser.add_argument("--runs", type=int, default=7, help="alternating runs (at least 7)")
    parser.add_argument("--colonials", type=int, default=40, help="Colonials games a run (0: none)")
    parser.add_argument(
        "--load", action="store_true", help="run with two busy processes (one per core) beside"
    )
    args = parser.parse_args()
    n = args.games
    busy = [
        subprocess.Popen([sys.executable, "-c", "while True: pass"], start_new_session=True)
        for _ in range(2 if args.load else 0)
    ]
    try:
        return measure(args, n)
    finally:
        for proc in busy:
            proc.kill()
            proc.wait()


def measure(args: argparse.Namespace, n: int) -> int:

    recorded = record_games(n)
    total_actions = sum(len(a) for _, a, _ in recorded)
    total_draws = sum(len(c) for _, _, c in recorded)
    results: list[Any] = []

    def full_games() -> None:
        results.clear()
        for seed in range(n):
            bots = {p: HeuristicBot(seed * 16 + i) for i, p in enumerate(SEATING)}
            r = play_game(GameConfig(seating=SEATING, seed=seed), bots)
            results.append([r.winners, r.rounds, r.gold, r.dice_rolled, r.actions, r.events])

    def replay() -> None:
        for seed, acts, _ in recorded:
            game = Game.new(GameConfig(seating=SEATING, seed=seed))
            apply = game.apply_action
            for action in acts:
                apply(action)

    def dice_floor() -> None:
        for seed, _, calls in recorded:
            dice = SeededDice(seed)
            roll, shuffle = dice.roll, dice.shuffle
            for kind, k in calls:
                if kind == "r":
                    roll(k)
                else:
                    shuffle(list(range(k)))

    col_results: list[Any] = []
    col_work: Callable[[], None] | None = None
    if args.colonials > 0:
        from florida_history.games.colonials.ai.registry import make_bot
        from florida_history.games.colonials.engine.settings import preset
        from florida_history.games.colonials.engine.state import POWERS
        from florida_history.games.colonials.engine.state import GameConfig as ColConfig
        from florida_history.games.colonials.sim import play_game as play_colonials

        def colonials() -> None:
            col_results.clear()
            settings = preset("class-period", 3)
            for seed in range(1, args.colonials + 1):
                config = ColConfig(seating=POWERS[:3], settings=settings, seed=seed)
                bots = {p: make_bot("medium", seed * 16 + i) for i, p in enumerate(POWERS[:3])}
                r = play_colonials(config, bots)
                col_results.append([r.winners, r.reason, r.rounds, r.turns, r.events])

        col_work = colonials

    work: dict[str, Callable[[], None]] = {
        "full": full_games,
        "engine": replay,
        "floor": dice_floor,
    }
    if col_work is not None:
        work["colonials"] = col_work
    cpu: dict[str, list[float]] = {k: [] for k in work}
    wall: dict[str, list[float]] = {k: [] for k in work}
    for _ in range(args.runs):
        for name, job in work.items():
            c, w = timed(job)
            cpu[name].append(c)
            wall[name].append(w)

    load = "two busy processes beside" if args.load else "no load added"
    print(f"{args.runs} alternating runs ({load}); figures in CPU time, median (min, max)")
    print(
        f"Colonial Florida, 3-player Medium, {n} games ({total_actions / n:.0f} actions and "
        f"{total_draws / n:.0f} dice draws a game):"
    )
    print(
        f"  full games: {spread([n / c for c in cpu['full']])} games/s "
        f"(wall clock median {statistics.median(n / w for w in wall['full']):.0f})"
    )
    print(
        f"  engine + bots: {spread([1e6 * c / total_actions for c in cpu['full']], '{:.1f}')}"
        " microseconds per action"
    )
    print(
        f"  engine alone: {spread([1e6 * c / total_actions for c in cpu['engine']], '{:.1f}')}"
        " microseconds per action"
    )
    print_floor_and_digest(cpu, total_actions, results)
    if col_work is not None:
        m = args.colonials
        print(f"Colonials, 3-player Medium, class-period preset, {m} games:")
        print(
            f"  full games: {spread([m / c for c in cpu['colonials']], '{:.1f}')} games/s "
            f"(wall clock median {statistics.median(m / w for w in wall['colonials']):.1f})"
        )
        print(f"  results digest: {digest(col_results)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
