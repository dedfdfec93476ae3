"""Choosing a computer player by name: what the new-game dialog and the simulator offer."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from florida_history.games.colonial_florida.words import N_

if TYPE_CHECKING:
    from florida_history.games.colonial_florida.ai.choice import Bot

# name -> display name (difficulty, an English msgid), weakest first, as the new-game dialog
# lists them.
BOT_NAMES: dict[str, str] = {
    "random": N_("Easy"),
    "heuristic": N_("Medium"),
    "strongest": N_("Hard"),
}


def _bot_class(key: str) -> Callable[[int], Bot]:
    """The class behind a bot name (made from its seed), imported on first use: the New game
    dialog lists the names at start-up without loading every computer player."""
    if key == "random":
        from florida_history.games.colonial_florida.ai.random_bot import RandomBot

        return RandomBot
    if key == "heuristic":
        from florida_history.games.colonial_florida.ai.heuristic import HeuristicBot

        return HeuristicBot
    from florida_history.games.colonial_florida.ai.lookahead import LookaheadBot

    return LookaheadBot


def bot_key(name: str) -> str:
    """The name of the computer player called ``name`` ("Hard" or "strongest" -> "strongest");
    ValueError for a name that is neither."""
    key = name.strip().lower()
    by_display = {display.lower(): n for n, display in BOT_NAMES.items()}
    key = by_display.get(key, key)
    if key not in BOT_NAMES:
        known = ", ".join(f"{n} ({d})" for n, d in BOT_NAMES.items())
        raise ValueError(f"unknown computer player {name!r}; choose one of {known}")
    return key


def make_bot(name: str, seed: int) -> Bot:
    """A fresh computer player ``name`` ("random", "heuristic" or "strongest") with its own
    generator seeded by ``seed``; the display names ("Easy", "Medium", "Hard") work too."""
    return _bot_class(bot_key(name))(seed)
