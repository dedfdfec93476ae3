"""Computer players for the UI: the ai package's bots by name, and a plain random player that
tests use as a quick stand-in."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from florida_history.games.colonial_florida.words import _

if TYPE_CHECKING:  # the New game screen imports this module: it must not load the engine
    from florida_history.games.colonial_florida.ai.choice import Bot
    from florida_history.games.colonial_florida.engine import Game
    from florida_history.games.colonial_florida.engine.actions import Action


@dataclass
class FallbackChoice:
    action: Action
    reason: str


class FallbackBot:
    """Picks a legal action at random (prefers moving on over attacking badly)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> FallbackChoice:
        options = game.legal_actions()
        action = options[int(self.rng.random() * len(options))]
        return FallbackChoice(action, _("I picked one of my choices at random."))


def bot_names() -> list[str]:
    from florida_history.games.colonial_florida.ai import BOT_NAMES

    return list(BOT_NAMES)


def bot_labels() -> dict[str, str]:
    """Bot name -> what players see ("heuristic" -> "Medium"), in the app's language."""
    from florida_history.games.colonial_florida.ai import BOT_NAMES

    return {name: _(label) for name, label in BOT_NAMES.items()}


def default_bot_name() -> str:
    names = bot_names()
    for preferred in ("medium", "normal", "heuristic", "greedy", "steady"):
        if preferred in names:
            return preferred
    return names[len(names) // 2] if names else "random"


def make_bot(name: str, seed: int) -> Bot:
    """The computer player ``name``; a name this copy does not know (none given, or one from
    an older save) plays the medium player."""
    from florida_history.games.colonial_florida.ai.registry import bot_key
    from florida_history.games.colonial_florida.ai.registry import make_bot as ai_make_bot

    try:
        key = bot_key(name)
    except ValueError:
        key = "heuristic"
    return ai_make_bot(key, seed)


def estimate_minutes(target_gold: int, round_limit: int | None, players: int) -> int | None:
    """Whole minutes on the one classroom clock (``pace.py``); None for a player count the
    game does not have."""
    from florida_history.games.colonial_florida.minutes import estimate_minutes as est

    try:
        return int(round(est(target_gold, round_limit, players)))
    except ValueError:
        return None


def attack_chance(committed: int, defenders: int) -> tuple[float, str]:
    """(probability, plain words) for (1 + X) dice against (2 + Y), ties thrown again."""
    from florida_history.games.colonial_florida.ai.odds import (  # the one wording
        attack_odds,
        chance_phrase,
    )

    p = attack_odds(committed, defenders)
    return p, chance_phrase(p)
