"""Computer players for the UI: the ai package's bots, or a plain fallback while it is missing."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

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
        return FallbackChoice(action, "I picked one of my choices at random.")


def bot_names() -> list[str]:
    try:
        from florida_history.games.colonial_florida.ai import BOT_NAMES

        return list(BOT_NAMES)
    except Exception:  # noqa: BLE001
        pass
    try:
        from florida_history.games.colonial_florida.ai.heuristic import HeuristicBot  # noqa: F401

        return ["random", "heuristic"]
    except Exception:  # noqa: BLE001
        return ["random"]


def bot_labels() -> dict[str, str]:
    """Bot name -> what players see ("heuristic" -> "Medium") when the ai package says so."""
    try:
        from florida_history.games.colonial_florida.ai import BOT_NAMES

        if isinstance(BOT_NAMES, dict):
            return {str(k): str(v) for k, v in BOT_NAMES.items()}
    except Exception:  # noqa: BLE001
        pass
    return {n: n.capitalize() for n in bot_names()}


def default_bot_name() -> str:
    names = bot_names()
    for preferred in ("medium", "normal", "heuristic", "greedy", "steady"):
        if preferred in names:
            return preferred
    return names[len(names) // 2] if names else "random"


def make_bot(name: str, seed: int) -> Any:
    try:
        from florida_history.games.colonial_florida.ai import make_bot as ai_make_bot

        return ai_make_bot(name, seed)
    except Exception:  # noqa: BLE001
        pass
    if name != "random":
        try:
            from florida_history.games.colonial_florida.ai.heuristic import HeuristicBot

            return HeuristicBot(seed)
        except Exception:  # noqa: BLE001
            pass
    return FallbackBot(seed)


def estimate_minutes(target_gold: int, round_limit: int | None, players: int) -> int | None:
    """Whole minutes on the one classroom clock (``pace.py``); None for a player count the
    game does not have."""
    from florida_history.games.colonial_florida.pace import estimate_minutes as est

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
