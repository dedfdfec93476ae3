"""The Easy computer player: any legal action, picked by chance, now and then a random trade
proposal (C25) from the space ``Game.trade_options`` describes. It never makes promises."""

from __future__ import annotations

import random

from florida_history.games.colonials.ai.choice import Choice
from florida_history.games.colonials.ai.words import describe, with_names
from florida_history.games.colonials.engine.actions import Action, ProposeTrade
from florida_history.games.colonials.engine.game import Game
from florida_history.games.colonials.engine.trade import TradeOptions
from florida_history.games.colonials.words import _

PROPOSAL_CHANCE = 0.25


def random_proposal(opts: TradeOptions, rng: random.Random) -> ProposeTrade:
    """A random proposal within the limits (it may still be refused by ``is_legal``, e.g. when
    it gives and asks nothing or leaves a side without Population)."""
    receiver = opts.partners[int(rng.random() * len(opts.partners))]
    return ProposeTrade(
        receiver,
        tuple(c for c in opts.cards if rng.random() < 0.3),
        give_gold=int(rng.random() * (opts.max_give_gold + 1)),
        give_pop=int(rng.random() * min(3, opts.max_give_pop + 1)),
        ask_gold=int(rng.random() * (opts.max_ask_gold[receiver] + 1)),
        ask_pop=int(rng.random() * min(3, opts.max_ask_pop[receiver] + 1)),
    )


class EasyBot:
    name = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Choice:
        legal = game.legal_actions()
        if not legal:
            raise ValueError("the game is over: there is nothing to choose")
        classroom = game.state.config.settings.classroom_names  # a public setting
        opts = game.trade_options()
        action: Action | None = None
        if opts is not None and opts.partners and self.rng.random() < PROPOSAL_CHANCE:
            proposal = random_proposal(opts, self.rng)
            if game.is_legal(proposal):
                action = proposal
        if action is None:
            if len(legal) == 1:
                only = legal[0]
                return Choice(
                    only,
                    lambda: (
                        _("%(action)s because there is nothing else to do.")
                        % {"action": describe(only)}
                    ),
                )
            action = legal[int(self.rng.random() * len(legal))]
        picked = action

        def why() -> str:
            because = _("%(action)s because I picked by chance.") % {"action": describe(picked)}
            return with_names(because, picked, classroom)

        return Choice(picked, why)
