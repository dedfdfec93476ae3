"""Computer players as the UI sees them (the ai package, or a fallback)."""

from __future__ import annotations

from florida_history.games.colonial_florida import bots
from florida_history.games.colonial_florida.engine import Game, GameConfig


def test_every_named_bot_chooses_legal_actions():
    for name in bots.bot_names():
        bot = bots.make_bot(name, 3)
        game = Game.new(GameConfig(seating=("spanish", "british"), seed=8))
        for _ in range(60):
            if game.is_over:
                break
            choice = bot.choose(game)
            assert choice.action in game.legal_actions()
            assert isinstance(choice.reason, str)
            game.apply_action(choice.action)


def test_attack_chance_in_words():
    p, words = bots.attack_chance(1, 2)
    assert 0 < p < 0.5 and "1 time in" in words
