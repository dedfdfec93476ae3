"""Choosing a Colonials computer player by name (what the setup screen and simulator offer)."""

from __future__ import annotations

from florida_history.games.colonials.ai.choice import Bot
from florida_history.games.colonials.ai.easy import EasyBot
from florida_history.games.colonials.ai.hard import HardBot
from florida_history.games.colonials.ai.medium import MediumBot

BOT_NAMES: dict[str, str] = {"easy": "Easy", "medium": "Medium", "hard": "Hard"}
_ALIASES = {"random": "easy", "heuristic": "medium", "strongest": "hard"}


def bot_key(name: str) -> str:
    key = name.strip().lower()
    key = _ALIASES.get(key, key)
    if key not in BOT_NAMES:
        raise ValueError(f"unknown computer player {name!r}; choose easy, medium or hard")
    return key


def make_bot(name: str, seed: int, think_seconds: float | None = 0.25) -> Bot:
    key = bot_key(name)
    if key == "easy":
        return EasyBot(seed)
    if key == "medium":
        return MediumBot(seed)
    return HardBot(seed, time_budget=think_seconds)
