"""Saved games (C39): the setup and every action, replayed on load and checked against a
digest of the final state, so a save can never hold an impossible game. Any damage gives one
``SaveError`` with a sentence meant for the players. Pure: turning the dict into a file is the
app's job.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from florida_history.games.colonials.engine.actions import action_from_dict
from florida_history.games.colonials.engine.game import Game, IllegalActionError
from florida_history.games.colonials.engine.settings import SettingsError
from florida_history.games.colonials.engine.state import GameConfig, GameState, StateError

SAVE_FORMAT = "florida-history-colonials"
SAVE_VERSION = 1


class SaveError(ValueError):
    """A saved Colonials game cannot be opened; the message says why in plain words."""


def state_digest(state: GameState) -> str:
    """SHA-256 of the state's canonical JSON: equal digests mean equal games."""
    text = json.dumps(state.to_dict(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def save_game(game: Game) -> dict[str, Any]:
    """The JSON-ready save of a game played with seeded dice from its game number."""
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "game": "colonials",
        "setup": game.state.config.to_dict(),
        "actions": [a.to_dict() for a in game.actions],
        "digest": state_digest(game.state),
    }


def load_game(data: Any) -> Game:
    """Replay a save; raise SaveError if it is not a Colonials save, is damaged, or does not
    lead to the state it recorded."""
    if not isinstance(data, dict):
        raise SaveError("This file is not a saved game.")
    if data.get("format") != SAVE_FORMAT:
        raise SaveError("This file is not a saved Colonials game.")
    if data.get("version") != SAVE_VERSION:
        raise SaveError(
            f"This save has format version {data.get('version')!r}; this program reads "
            f"version {SAVE_VERSION}."
        )
    actions = data.get("actions")
    if not isinstance(actions, list):
        raise SaveError("The saved game is damaged: its list of moves is missing.")
    try:
        game = Game.new(GameConfig.from_dict(data.get("setup")))
        for number, raw in enumerate(actions, start=1):
            try:
                game.apply_action(action_from_dict(raw))
            except (IllegalActionError, ValueError, TypeError) as exc:
                raise SaveError(
                    f"The saved game is damaged: move {number} cannot be replayed ({exc})."
                ) from None
    except (StateError, SettingsError) as exc:
        raise SaveError(f"The saved game is damaged: {exc}") from None
    if data.get("digest") != state_digest(game.state):
        raise SaveError("The saved game is damaged: replaying it does not give the saved game.")
    return game
