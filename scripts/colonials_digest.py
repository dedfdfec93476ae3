"""Fingerprints of many seeded Colonials games, to prove a speed-up changed no game.

Run before and after a change; the printed lines must be identical:
``python scripts/colonials_digest.py`` (about a minute on a quiet core).

- ``sim``: 3-player Medium games played by the simulator's own ``play_game`` (the fast path):
  winners, ending, turns, rounds, eliminations and the final state digest of every game.
- ``full``: the same games played the UI's way (actions recorded, events kept, every reason
  read): the actions, the events as JSON and the reasons, hashed.
- ``mixed``: Easy, Medium and a clock-free Hard (repeatable) seated in turn, with reasons.
"""

from __future__ import annotations

import argparse
import hashlib
import json

from florida_history.games.colonials import sim
from florida_history.games.colonials.ai.easy import EasyBot
from florida_history.games.colonials.ai.hard import HardBot
from florida_history.games.colonials.ai.medium import MediumBot
from florida_history.games.colonials.engine.game import Game
from florida_history.games.colonials.engine.save import state_digest
from florida_history.games.colonials.engine.settings import preset
from florida_history.games.colonials.engine.state import POWERS, GameConfig


class _Caught(Game):
    """A Game that remembers the last one made, so the digest can read the simulator's game."""

    last: Game | None = None

    @classmethod
    def new(cls, *args, **kwargs):  # type: ignore[no-untyped-def]
        game = super().new(*args, **kwargs)
        _Caught.last = game
        return game


def _config(seed: int, players: int = 3) -> GameConfig:
    return GameConfig(seating=POWERS[:players], settings=preset("class-period", players), seed=seed)


def sim_digest(games: int, seed: int) -> str:
    sim.Game = _Caught  # type: ignore[misc]
    h = hashlib.sha256()
    try:
        for i in range(games):
            config = _config(seed + i)
            bots = {p: MediumBot((seed + i) * 16 + s) for s, p in enumerate(config.seating)}
            r = sim.play_game(config, bots)
            game = _Caught.last
            assert game is not None
            line = (
                f"{r.seed} {r.winners} {r.reason} {r.turns} {r.rounds} {r.eliminated} "
                f"{sorted(r.events.items())} {state_digest(game.state)}"
            )
            h.update(line.encode())
    finally:
        sim.Game = Game  # type: ignore[misc]
    return h.hexdigest()


def full_digest(games: int, seed: int, make) -> str:  # type: ignore[no-untyped-def]
    h = hashlib.sha256()
    for i in range(games):
        config = _config(seed + i)
        game = Game.new(config)
        bots = {p: make(s, (seed + i) * 16 + s) for s, p in enumerate(config.seating)}
        for e in game.start_events:
            h.update(json.dumps(e.to_dict(), sort_keys=True).encode())
        while not game.is_over and game.state.turns <= sim.SAFETY_TURNS:
            who = game.current_player
            assert who is not None
            choice = bots[who].choose(game)
            h.update(f"{who}|{choice.action!r}|{choice.reason}".encode())
            for e in game.apply_action(choice.action):
                h.update(json.dumps(e.to_dict(), sort_keys=True).encode())
        h.update(
            f"{game.state.winners} {game.state.win_reason} {game.state.turns} "
            f"{len(game.actions)} {state_digest(game.state)}".encode()
        )
    return h.hexdigest()


def _mixed(slot: int, seed: int):  # type: ignore[no-untyped-def]
    kind = (slot + seed // 16) % 3  # seats rotate from game to game
    if kind == 0:
        return EasyBot(seed)
    if kind == 1:
        return MediumBot(seed)
    return HardBot(seed, time_budget=None, worlds=2)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--mixed", type=int, default=100)
    parser.add_argument("--seed", type=int, default=5000)
    args = parser.parse_args()
    print("sim  ", sim_digest(args.games, args.seed))
    print("full ", full_digest(args.games, args.seed, lambda s, x: MediumBot(x)))
    print("mixed", full_digest(args.mixed, args.seed + 100_000, _mixed))


if __name__ == "__main__":
    main()
