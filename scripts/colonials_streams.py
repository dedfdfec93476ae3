"""Full event streams of a few dozen Colonials games, hashed: run before and after a speed-up;
every line printed must be identical.

Run: ``.venv/bin/python scripts/colonials_streams.py [--games 48] [--source DIR]``
(``--source DIR`` hashes the package in DIR instead, e.g. an older checkout).

Each game (2, 3 and 4 players; Class period, Full and Short presets, some with defenders
fighting back or plain card names; seats taken in turn by Easy, Medium and a clock-free Hard
(two imagined worlds a decision), so every figure repeats on any machine) is hashed from:
the events before the first decision; before each decision the pending decision, the legal
actions, the trade options and the deciding seat's view; the action chosen and its reason;
every event as JSON and as each seat sees it; after the game the final state, the save, the
replayed save's state, and the simulator's result for the same game and bots.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys

if "--source" in sys.argv:  # hash the package in another folder (e.g. an older checkout)
    _i = sys.argv.index("--source")
    sys.meta_path[:] = [f for f in sys.meta_path if "editable" not in repr(f).lower()]
    sys.path.insert(0, sys.argv[_i + 1])
    del sys.argv[_i : _i + 2]

import argparse  # noqa: E402
from typing import Any  # noqa: E402

from florida_history.games.colonials import sim  # noqa: E402
from florida_history.games.colonials.ai.easy import EasyBot  # noqa: E402
from florida_history.games.colonials.ai.hard import HardBot  # noqa: E402
from florida_history.games.colonials.ai.medium import MediumBot  # noqa: E402
from florida_history.games.colonials.engine.events import seen_by  # noqa: E402
from florida_history.games.colonials.engine.game import Game  # noqa: E402
from florida_history.games.colonials.engine.save import (  # noqa: E402
    load_game,
    save_game,
    state_digest,
)
from florida_history.games.colonials.engine.settings import preset  # noqa: E402
from florida_history.games.colonials.engine.state import POWERS, GameConfig  # noqa: E402

PRESETS = ("class-period", "full", "short")


def setup(index: int) -> tuple[GameConfig, list[str]]:
    """Game ``index``'s setup and the kind of bot in each seat (all varying with the index)."""
    players = 2 + index % 3
    name = PRESETS[(index // 3) % 3]
    overrides: dict[str, Any] = {}
    if index % 4 == 1:
        overrides["defenders_fight_back"] = True
    if index % 5 == 2:
        overrides["classroom_names"] = False
    settings = preset(name, players, **overrides)
    config = GameConfig(seating=POWERS[:players], settings=settings, seed=7000 + 13 * index)
    kinds = ["medium"] * players
    if index % 3 != 0:  # two games in three seat Easy beside Medium, one in three Hard too
        kinds[(index // 3) % players] = "easy"
    if index % 3 == 1:
        kinds[(index // 3 + 1) % players] = "hard"
    return config, kinds


def make(kind: str, seed: int) -> Any:
    if kind == "easy":
        return EasyBot(seed)
    if kind == "hard":
        return HardBot(seed, time_budget=None, worlds=2)
    return MediumBot(seed)


def bots_for(config: GameConfig, kinds: list[str]) -> dict[str, Any]:
    seats = config.seating
    return {p: make(kinds[s], config.seed * 16 + s) for s, p in enumerate(seats)}


def line(h: Any, *parts: Any) -> None:
    h.update(json.dumps(parts, sort_keys=True, default=repr).encode())
    h.update(b"\n")


def game_hash(index: int) -> tuple[str, int]:
    config, kinds = setup(index)
    h = hashlib.sha256()
    seats = config.seating
    bots = bots_for(config, kinds)
    game = Game.new(config)
    for e in game.start_events:
        line(h, "start", e.to_dict(), [repr(seen_by(e, p)) for p in seats])
    decisions = 0
    while not game.is_over and game.state.turns <= sim.SAFETY_TURNS:
        who = game.current_player
        assert who is not None
        line(
            h,
            "ask",
            game.pending.to_dict(),
            [repr(a) for a in game.legal_actions()],
            repr(game.trade_options()),
            repr(game.view(who)),
        )
        choice = bots[who].choose(game)
        line(h, "choose", who, repr(choice.action), choice.reason)
        for e in game.apply_action(choice.action):
            line(h, "event", e.to_dict(), [repr(seen_by(e, p)) for p in seats])
        decisions += 1
    save = save_game(game)
    line(h, "end", game.state.to_dict(), save, state_digest(load_game(save).state))
    result = sim.play_game(config, bots_for(config, kinds))
    line(h, "sim", repr(result))
    return h.hexdigest()[:16], decisions


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=48)
    args = parser.parse_args()
    from florida_history.games.colonials.engine import game as game_module

    print(f"package: {os.path.dirname(game_module.__file__)}")
    everything = hashlib.sha256()
    for index in range(args.games):
        config, kinds = setup(index)
        digest, decisions = game_hash(index)
        everything.update(digest.encode())
        print(
            f"game {index:2d}: {len(config.seating)} players, {config.settings.preset}, "
            f"{'/'.join(kinds)}, {decisions} decisions: {digest}"
        )
    print(f"all {args.games} games: {everything.hexdigest()[:16]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
