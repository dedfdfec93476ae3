"""Digest of whole Colonial Florida games, to show that a speed change changed no game.

Run: ``.venv/bin/python scripts/event_streams.py [--source DIR] [-v]``
(``--source DIR`` measures the package in DIR instead, e.g. ``/work/main``; compare the two
digests it prints)

For each game of a fixed mix (2 and 3 players; Easy, Medium and Hard with a fixed number of
play-outs, since Hard's time budget makes it depend on the machine; fixed and fair turn order;
round limits; some bots asked for their spoken reasons), it hashes every action, every event as
JSON, every legal-options list, the pending decision after each action, the final snapshot and
the save. It also hashes the simulator's ``GameResult`` of the same games (event counts and the
classroom clock included). ``-v`` prints one digest per game, to find the first that differs.
Not a test: a tool for the comparison a speed change needs (docs/performance.md).
"""

from __future__ import annotations

import sys

if "--source" in sys.argv:  # measure the package in another folder (e.g. an older checkout)
    _i = sys.argv.index("--source")
    sys.meta_path[:] = [f for f in sys.meta_path if "editable" not in repr(f).lower()]
    sys.path.insert(0, sys.argv[_i + 1])
    del sys.argv[_i : _i + 2]

import dataclasses  # noqa: E402
import hashlib  # noqa: E402
import json  # noqa: E402
from typing import Any  # noqa: E402

from florida_history.games.colonial_florida.ai.lookahead import LookaheadBot  # noqa: E402
from florida_history.games.colonial_florida.ai.registry import make_bot  # noqa: E402
from florida_history.games.colonial_florida.engine import Continue, Game, GameConfig  # noqa: E402
from florida_history.games.colonial_florida.engine.state import PHASE  # noqa: E402
from florida_history.games.colonial_florida.sim.play import play_game  # noqa: E402

POWERS = ("spanish", "british", "french")
# (bots in seat order, target gold, round limit, turn order, ask for reasons)
MIXES: tuple[tuple[tuple[str, ...], int, int | None, str, bool], ...] = (
    (("heuristic", "heuristic", "heuristic"), 50, None, "fixed", False),
    (("heuristic", "heuristic", "heuristic"), 50, None, "rotate", True),
    (("heuristic", "heuristic"), 50, None, "fixed", False),
    (("heuristic", "heuristic"), 30, 8, "rotate", False),
    (("random", "random", "random"), 50, None, "fixed", True),
    (("random", "heuristic"), 40, 12, "fixed", False),
    (("random", "heuristic", "random"), 50, 15, "rotate", False),
    (("strongest", "heuristic", "random"), 25, 6, "fixed", True),
    (("heuristic", "strongest"), 20, 5, "rotate", False),
)
GAMES_PER_MIX = 6  # Hard mixes play fewer (their play-outs are slow)


def make(name: str, seed: int) -> Any:
    if name == "strongest":
        return LookaheadBot(seed, time_budget=None, max_playouts=3)
    return make_bot(name, seed)


def whole_game(mix: tuple[Any, ...], seed: int) -> str:
    names, target, limit, order, explain = mix
    seating = POWERS[: len(names)]
    config = GameConfig(
        seating=seating, target_gold=target, round_limit=limit, seed=seed, turn_order=order
    )
    game = Game.new(config)
    bots = {p: make(n, seed * 16 + i) for i, (p, n) in enumerate(zip(seating, names, strict=True))}
    h = hashlib.sha256()

    def put(value: Any) -> None:
        h.update(json.dumps(value, sort_keys=True).encode())

    while not game.is_over and game.state.round <= 200:
        put([a.to_dict() for a in game.legal_actions()])
        pending = game.state.pending
        if pending.kind == PHASE:
            action = Continue()
        elif explain:
            choice = bots[pending.player].choose(game)
            action = choice.action
            put(choice.reason)
        else:
            action = bots[pending.player].choose_action(game)
        put(action.to_dict())
        put([e.to_dict() for e in game.apply_action(action)])
        put(game.state.pending.to_dict())
    put(game.snapshot())
    put(game.to_dict())
    # The simulator's view of the same game (fresh bots: same seeds, same choices).
    bots = {p: make(n, seed * 16 + i) for i, (p, n) in enumerate(zip(seating, names, strict=True))}
    result = play_game(config, bots)
    put({f.name: getattr(result, f.name) for f in dataclasses.fields(result)})
    return h.hexdigest()[:16]


def main() -> int:
    verbose = "-v" in sys.argv
    total = hashlib.sha256()
    games = 0
    for mix in MIXES:
        count = 2 if "strongest" in mix[0] else GAMES_PER_MIX
        for seed in range(1, count + 1):
            d = whole_game(mix, seed * 7)
            games += 1
            total.update(d.encode())
            if verbose:
                print(f"{'-'.join(mix[0])} target {mix[1]} limit {mix[2]} {mix[3]} {seed}: {d}")
    print(f"{games} games, event-stream digest {total.hexdigest()[:16]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
