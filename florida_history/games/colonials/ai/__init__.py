"""Computer players for Colonials, each explaining every decision in one plain sentence.

Easy picks any legal action by chance; Medium follows rules of thumb; Hard tries its options
on copies of the game whose hidden cards are sampled from what it cannot see (C4). Every bot
reads only ``game.view(seat)`` and ``game.legal_actions()`` and uses its own seeded generator.
"""

from florida_history.games.colonials.ai.choice import Bot, Choice
from florida_history.games.colonials.ai.easy import EasyBot
from florida_history.games.colonials.ai.hard import HardBot
from florida_history.games.colonials.ai.medium import MediumBot
from florida_history.games.colonials.ai.registry import BOT_NAMES, bot_key, make_bot

__all__ = ["BOT_NAMES", "Bot", "Choice", "EasyBot", "HardBot", "MediumBot", "bot_key", "make_bot"]
