"""Computer players for Colonial Florida, each explaining its choices in plain words.

``make_bot(name, seed)`` builds one; ``BOT_NAMES`` maps names to the difficulty shown to
players. Every bot has ``choose(game) -> Choice(action, reason)``, picks only from
``game.legal_actions()``, uses only its own seeded generator, and does no I/O (so the UI may
run it in a worker thread). ``odds`` gives the exact battle chances the UI can show too.
"""

from florida_history.ai.choice import Bot, Choice
from florida_history.ai.heuristic import HeuristicBot
from florida_history.ai.lookahead import LookaheadBot
from florida_history.ai.odds import attack_odds, chance_phrase, win_probability
from florida_history.ai.random_bot import RandomBot
from florida_history.ai.registry import BOT_NAMES, make_bot

__all__ = [
    "BOT_NAMES",
    "Bot",
    "Choice",
    "HeuristicBot",
    "LookaheadBot",
    "RandomBot",
    "attack_odds",
    "chance_phrase",
    "make_bot",
    "win_probability",
]
