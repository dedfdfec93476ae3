"""Where a simulated Colonial Florida game spends its time: cProfile of 3-player Medium games,
with every record's constructor named by its class.

Run: ``.venv/bin/python scripts/profile_engine.py [--games 200] [--engine] [--top 40]``
(``--engine`` profiles the engine alone: the same games' actions replayed through
``Game.apply_action``, as ``bench_engine.py`` times them; ``--source DIR`` profiles the package
in DIR instead)

Every dataclass's generated ``__init__`` is compiled from a string, so a plain profile names
them all ``<string>:2(__init__)`` and ``pstats`` keeps only one of them: event construction
would be invisible. Here each gets its own name first (``<init PawnMoved>``). A profiler adds
its own cost to every call, so small functions look bigger than they are: compare shares
between two profiles, and time with ``bench_engine.py``.
"""

from __future__ import annotations

import sys

if "--source" in sys.argv:  # profile the package in another folder (e.g. an older checkout)
    _i = sys.argv.index("--source")
    sys.meta_path[:] = [f for f in sys.meta_path if "editable" not in repr(f).lower()]
    sys.path.insert(0, sys.argv[_i + 1])
    del sys.argv[_i : _i + 2]

import argparse  # noqa: E402
import cProfile  # noqa: E402
import dataclasses  # noqa: E402
import pstats  # noqa: E402
from types import ModuleType  # noqa: E402

from bench_engine import SEATING, record_games  # noqa: E402

from florida_history.games.colonial_florida.ai import heuristic  # noqa: E402
from florida_history.games.colonial_florida.ai.heuristic import HeuristicBot  # noqa: E402
from florida_history.games.colonial_florida.engine import (  # noqa: E402
    Game,
    GameConfig,
    actions,
    events,
    state,
)
from florida_history.games.colonial_florida.sim.play import play_game  # noqa: E402


def name_constructors(*modules: ModuleType) -> None:
    """Give each dataclass ``__init__`` in ``modules`` a file name of its own."""
    for module in modules:
        for value in vars(module).values():
            init = getattr(value, "__init__", None)
            if (
                isinstance(value, type)
                and dataclasses.is_dataclass(value)
                and "__init__" in value.__dict__
                and hasattr(init, "__code__")
            ):
                code = init.__code__
                init.__code__ = code.replace(co_filename=f"<init {value.__name__}>")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--engine", action="store_true", help="the engine alone (replayed)")
    parser.add_argument("--top", type=int, default=40, help="functions to list")
    args = parser.parse_args()
    name_constructors(actions, events, state, heuristic)
    recorded = record_games(args.games) if args.engine else []

    def full_games() -> None:
        for seed in range(args.games):
            bots = {p: HeuristicBot(seed * 16 + i) for i, p in enumerate(SEATING)}
            play_game(GameConfig(seating=SEATING, seed=seed), bots)

    def replay() -> None:
        for seed, acts, _ in recorded:
            apply = Game.new(GameConfig(seating=SEATING, seed=seed)).apply_action
            for action in acts:
                apply(action)

    work = replay if args.engine else full_games
    work()  # once unprofiled: tables worked out on first use stay out of the profile
    profiler = cProfile.Profile()
    profiler.runcall(work)
    stats = pstats.Stats(profiler)
    stats.sort_stats("tottime").print_stats(args.top)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
