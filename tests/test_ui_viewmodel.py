"""The board model replayed from events ends equal to the engine's state (no Tk)."""

from __future__ import annotations

import random

from florida_history.games.colonial_florida.engine import Game, GameConfig
from florida_history.games.colonial_florida.viewmodel import BoardModel


def test_replaying_events_matches_the_engine_state_after_every_decision():
    rng = random.Random(11)
    for seed in range(5):
        game = Game.new(
            GameConfig(seating=("spanish", "british", "french"), target_gold=30, seed=seed)
        )
        model = BoardModel.from_state(game.state)
        while not game.is_over:
            options = game.legal_actions()
            for e in game.apply_action(options[int(rng.random() * len(options))]):
                model.apply_event(e)
            assert model.same_as(game.state), f"seed {seed}, round {game.state.round}"
