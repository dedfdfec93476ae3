"""What the New game dialog remembers between games (kept in the user's settings JSON): the
game chosen last, and each game's own setup choices under its id (each game's setup form
cleans its part: a damaged part is simply forgotten).

Settings written before the second game held Colonial Florida's choices at the top level;
they are read as Colonial Florida's."""

from __future__ import annotations

import json
from typing import Any

from florida_history.app.games import DEFAULT_GAME_ID
from florida_history.i18n import N_

# A game's remembered setup is small (seats, names, a length); more is not a setup.
MAX_GAME_MEMORY_CHARS = 20_000
MAX_GAMES = 16
# Keys Colonial Florida's setup wrote at the top level before the second game existed.
LEGACY_KEYS = ("seats", "target_gold", "round_limit", "turn_order")


def clean(data: Any) -> dict[str, Any]:
    """``{"game": id, "games": {id: {...}}}`` with only the well-formed parts kept."""
    if not isinstance(data, dict):
        return {}
    out: dict[str, Any] = {}
    game = data.get("game")
    if isinstance(game, str) and 0 < len(game) <= 64:
        out["game"] = game
    games: dict[str, Any] = {}
    raw = data.get("games")
    if isinstance(raw, dict):
        for game_id, memory in list(raw.items())[:MAX_GAMES]:
            if isinstance(game_id, str) and _small_json(memory):
                games[game_id] = memory
    legacy = {k: data[k] for k in LEGACY_KEYS if k in data}
    if legacy and DEFAULT_GAME_ID not in games and _small_json(legacy):
        games[DEFAULT_GAME_ID] = legacy
    if games:
        out["games"] = games
    return out


# Said on the New game screen when a game's form could not use what it remembered.
SET_ASIDE = N_(
    "The choices remembered from last time could not be used, so they were set aside; choose again."
)


def forget(data: Any, game_id: str) -> dict[str, Any]:
    """``data`` without ``game_id``'s remembered setup."""
    out = clean(data)
    out.get("games", {}).pop(game_id, None)
    return clean(out)


def game_memory(data: Any, game_id: str) -> dict[str, Any]:
    """One game's remembered setup (uncleaned: its setup form cleans it)."""
    memory = clean(data).get("games", {}).get(game_id, {})
    return memory if isinstance(memory, dict) else {}


def last_game(data: Any) -> str | None:
    """The game chosen last time, if any."""
    game = clean(data).get("game")
    return game if isinstance(game, str) else None


def remember(data: Any, game_id: str, memory: dict[str, Any]) -> dict[str, Any]:
    """``data`` with ``game_id`` chosen last and its setup ``memory`` kept."""
    out = clean(data)
    out["game"] = game_id
    out.setdefault("games", {})[game_id] = memory
    return clean(out)


def _small_json(value: Any) -> bool:
    if not isinstance(value, dict):
        return False
    try:
        return len(json.dumps(value)) <= MAX_GAME_MEMORY_CHARS
    except (TypeError, ValueError):
        return False
