"""Computer players for Colonial Florida, each explaining its choices in plain words.

``make_bot(name, seed)`` builds one; ``BOT_NAMES`` maps names to the difficulty shown to
players. Every bot has ``choose(game) -> Choice(action, reason)``, picks only from
``game.legal_actions()``, uses only its own seeded generator, and does no I/O (so the UI may
run it in a worker thread). ``odds`` gives the exact battle chances the UI can show too.
"""

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from florida_history.games.colonial_florida.ai.choice import Bot, Choice
    from florida_history.games.colonial_florida.ai.heuristic import HeuristicBot
    from florida_history.games.colonial_florida.ai.lookahead import LookaheadBot
    from florida_history.games.colonial_florida.ai.odds import (
        attack_odds,
        chance_phrase,
        win_probability,
    )
    from florida_history.games.colonial_florida.ai.random_bot import RandomBot
    from florida_history.games.colonial_florida.ai.registry import BOT_NAMES, make_bot

# Names are imported on first use (PEP 562): the New game dialog needs only BOT_NAMES at
# start-up, not every computer player and its tables.
_WHERE = {
    "Bot": "choice",
    "Choice": "choice",
    "HeuristicBot": "heuristic",
    "LookaheadBot": "lookahead",
    "attack_odds": "odds",
    "chance_phrase": "odds",
    "win_probability": "odds",
    "RandomBot": "random_bot",
    "BOT_NAMES": "registry",
    "make_bot": "registry",
}


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


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
