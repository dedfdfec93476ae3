"""Refit ``value.WEIGHTS``: self-play data, then maximum likelihood. A developer tool.

Run: ``.venv/bin/python scripts/fit_value.py --games 8000``
(about two minutes on two cores;
the fit needs numpy, which the game itself does not). It plays heuristic games with the Hard
judgement (the look-ahead bot's play-out policy) for mixed targets (20-100 gold) and 2 or 3
players, records every player's ``value.features`` at each round boundary (where play-outs
stop) with who won, fits the softmax model by Newton's method on four fifths of the games, and
prints the held-out log-likelihood next to guessing, then the WEIGHTS to paste into value.py.
Kept out of the package (and so out of the wheel): it is a developer tool that needs numpy.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from florida_history.games.colonial_florida.ai.heuristic import HARD, HeuristicBot  # noqa: E402
from florida_history.games.colonial_florida.ai.value import BASE, features, progress  # noqa: E402
from florida_history.games.colonial_florida.engine import Continue, Game, GameConfig  # noqa: E402
from florida_history.games.colonial_florida.engine.state import PHASE, POWERS  # noqa: E402

TARGETS = (20, 30, 40, 50, 60, 70, 80, 90, 100)
Snapshot = tuple[int, list[list[float]], list[float]]  # game, features per player, win shares


def play_and_record(seed: int) -> list[Snapshot]:
    """One self-play game; odd seeds are 2-player games."""
    rng = random.Random(seed)
    target = TARGETS[int(rng.random() * len(TARGETS))]
    seating = POWERS[: 2 if seed % 2 else 3]
    game = Game.new(GameConfig(seating=seating, seed=seed, target_gold=target))
    bots = {p: HeuristicBot(seed * 16 + i, judgement=HARD) for i, p in enumerate(seating)}
    state = game.state
    rows: list[tuple[float, list[list[float]]]] = []
    recorded = 0
    while not game.is_over:
        pending = state.pending
        if pending.kind == PHASE and state.phase == "rebuild" and state.round not in (1, recorded):
            recorded = state.round
            t = progress(state)
            rows.append((t, [_with_progress(features(state, p), t) for p in seating]))
        game.apply_action(
            Continue() if pending.kind == PHASE else bots[pending.player].choose_action(game)
        )
    won = [1 / len(state.winners) if p in state.winners else 0.0 for p in seating]
    return [(seed, x, won) for _, x in rows]


def _with_progress(base: list[float], t: float) -> list[float]:
    return base + [v * t for v in base]


def fit(snapshots: list[Snapshot], iterations: int = 12, ridge: float = 1e-3) -> Any:
    import numpy as np

    data = [(np.array(x), np.array(y)) for _, x, y in snapshots]
    w = np.zeros(2 * BASE)
    for _ in range(iterations):
        grad = -ridge * len(data) * w
        hess = -ridge * len(data) * np.eye(len(w))
        for x, y in data:
            s = x @ w
            p = np.exp(s - s.max())
            p /= p.sum()
            grad += x.T @ (y - p)
            mean = p @ x
            hess -= (x.T * p) @ x - np.outer(mean, mean)
        w = w - np.linalg.solve(hess, grad)
    return w


def log_likelihood(w: Any, snapshots: list[Snapshot]) -> tuple[float, float]:
    import numpy as np

    model = guess = 0.0
    for _, x, y in snapshots:
        s = np.array(x) @ w
        p = np.exp(s - s.max())
        p /= p.sum()
        model += float(np.array(y) @ np.log(p + 1e-300))
        guess += float(np.array(y) @ np.log(np.full(len(y), 1 / len(y))))
    return model / len(snapshots), guess / len(snapshots)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Refit the look-ahead bot's win-chance model")
    parser.add_argument("--games", type=int, default=8000)
    parser.add_argument("--seed", type=int, default=100_000)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    try:
        import numpy  # noqa: F401  (only this tool needs it)
    except ImportError:
        print("fit_value needs numpy: pip install numpy")
        return 2
    seeds = range(args.seed, args.seed + args.games)
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        snapshots = [s for game in pool.map(play_and_record, seeds, chunksize=20) for s in game]
    train = [s for s in snapshots if s[0] % 5]
    test = [s for s in snapshots if s[0] % 5 == 0]
    w = fit(train)
    model, guess = log_likelihood(w, test)
    print(
        f"# {len(snapshots)} snapshots; held-out log-likelihood {model:.4f} (guessing {guess:.4f})"
    )
    print("WEIGHTS =", tuple(round(float(v), 4) for v in w))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
