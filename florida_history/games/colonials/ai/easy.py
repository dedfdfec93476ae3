"""The Easy computer player: any legal action, picked by chance (it never proposes trades)."""

from __future__ import annotations

import random

from florida_history.games.colonials.ai.choice import Choice
from florida_history.games.colonials.ai.words import describe, with_names
from florida_history.games.colonials.engine.game import Game


class EasyBot:
    name = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Choice:
        legal = game.legal_actions()
        if not legal:
            raise ValueError("the game is over: there is nothing to choose")
        if len(legal) == 1:
            return Choice(legal[0], f"I {describe(legal[0])} because there is nothing else to do.")
        action = legal[int(self.rng.random() * len(legal))]
        classroom = game.state.config.settings.classroom_names  # a public setting
        return Choice(
            action,
            with_names(f"I {describe(action)} because I picked by chance.", action, classroom),
        )
