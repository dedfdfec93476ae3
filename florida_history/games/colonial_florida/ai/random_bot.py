"""The Easy computer player: any legal action, picked by chance."""

from __future__ import annotations

import random

from florida_history.games.colonial_florida.ai.choice import Choice
from florida_history.games.colonial_florida.ai.words import describe, only_choice
from florida_history.games.colonial_florida.engine import Action, Game
from florida_history.games.colonial_florida.words import _


class RandomBot:
    """Uniform among ``legal_actions()``; its own seeded generator, ``random()`` calls only."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose_action(self, game: Game) -> Action:
        return self.choose(game).action

    def choose(self, game: Game) -> Choice:
        legal = game.legal_actions()
        if not legal:
            raise ValueError("the game is over: there is nothing to choose")
        if len(legal) == 1:
            return Choice(legal[0], only_choice(legal[0]))
        action = legal[int(self.rng.random() * len(legal))]
        return Choice(
            action, _("I {action} because I picked by chance.").format(action=describe(action))
        )
