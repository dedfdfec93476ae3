"""Wall-clock targets that used to sit in unit tests: how long the thinking bots take per
decision, how fast the game-length estimate answers, and how long a fuzzing run takes.

Run: .venv/bin/python scripts/bench_clocks.py  (exit status 1 if a target is missed).

Unit tests check the same code with fake clocks (tests/test_ai.py, tests/test_colonials_ai.py),
so they never fail because a shared machine is busy; these figures need a quiet machine.
The board redraw target (16 ms) is in scripts/bench_ui.py.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))  # the seeded fuzzer lives with the tests


def lookahead_slowest() -> float:
    """Colonial Florida's strongest bot with a 50 ms budget: its slowest decision."""
    from florida_history.games.colonial_florida.ai import LookaheadBot
    from florida_history.games.colonial_florida.engine import Continue, Game, GameConfig
    from florida_history.games.colonial_florida.engine.state import PHASE

    game = Game.new(GameConfig(seating=("spanish", "british", "french"), seed=3))
    bot = LookaheadBot(1, time_budget=0.05, max_playouts=100_000)
    slowest = 0.0
    while game.state.round < 4:
        if game.state.pending.kind == PHASE:
            game.apply_action(Continue())
            continue
        started = time.perf_counter()
        action = bot.choose_action(game)
        slowest = max(slowest, time.perf_counter() - started)
        game.apply_action(action)
    return slowest


def colonials_hard_slowest() -> float:
    """Colonials' Hard bot with its 250 ms budget: its slowest decision."""
    from florida_history.games.colonials.ai import HardBot
    from florida_history.games.colonials.engine import Game, GameConfig

    game = Game.new(GameConfig(seed=21))
    bot = HardBot(5, time_budget=0.25)
    slowest = 0.0
    for _ in range(25):
        if game.is_over:
            break
        started = time.perf_counter()
        action = bot.choose(game).action
        slowest = max(slowest, time.perf_counter() - started)
        game.apply_action(action)
    return slowest


def estimate_seconds() -> float:
    """The New game dialog's minutes estimate, read from the stored table."""
    from florida_history.games.colonial_florida.sim import estimate_minutes

    started = time.perf_counter()
    estimate_minutes(50, None, 3)
    return time.perf_counter() - started


def fuzz_slowest_kind() -> float:
    """tests/test_fuzz_files.py's run: the slowest file kind."""
    import fuzzing

    per_kind = {"save": 100, "settings": 150, "school": 150, "met": 150, "lesson": 150}
    slowest = 0.0
    for kind in fuzzing.KINDS:
        started = time.monotonic()
        fuzzing.run(per_kind[kind], seed=2026, kinds=(kind,))
        slowest = max(slowest, time.monotonic() - started)
    return slowest


# (what, measure, lower bound or None, upper bound) in seconds.
CHECKS: list[tuple[str, Callable[[], float], float | None, float]] = [
    (
        "strongest Florida bot, slowest decision (budget 50 ms)",
        lookahead_slowest,
        0.05,
        0.5,
    ),
    ("Colonials Hard bot, slowest decision (budget 250 ms)", colonials_hard_slowest, None, 0.5),
    ("game-length estimate", estimate_seconds, None, 0.05),
    ("fuzzing, slowest file kind", fuzz_slowest_kind, None, 30.0),
]


def main() -> int:
    missed = 0
    for what, measure, low, high in CHECKS:
        seconds = measure()
        ok = seconds < high and (low is None or seconds >= low)
        missed += not ok
        target = (
            f"< {high * 1000:.0f} ms" if low is None else f"{low * 1000:.0f}–{high * 1000:.0f} ms"
        )
        print(f"{what}: {seconds * 1000:.1f} ms (target {target}){'' if ok else '  MISSED'}")
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
