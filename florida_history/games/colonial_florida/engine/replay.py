"""Saved games as a setup and a list of actions, replayed through the rules on loading.

A save cannot describe a position the rules cannot reach: it holds the configuration, the dice
as they were before the first shuffle and every action taken, and loading applies those actions
through ``Game.apply_action`` (each one checked for legality, exact types included). A digest of
the position the game reached is stored too, so a file that was edited, or saved by a version
whose rules differ, is refused instead of silently becoming another game. The events are not
stored: the replay produces them again (``on_step``), for the log and the recap.

Version-1 saves (a snapshot of the position plus the events as JSON) are converted by
``convert_snapshot``: at every decision the one legal action whose events match the stored
history is taken, and the result must be the saved position exactly.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from typing import Any

from florida_history.games.colonial_florida.engine.actions import Action, action_from_dict
from florida_history.games.colonial_florida.engine.events import AnyEvent
from florida_history.games.colonial_florida.engine.game import Game, IllegalActionError
from florida_history.games.colonial_florida.engine.state import GameConfig, StateError
from florida_history.kernel.dice import DiceError, ScriptedDice, SeededDice, dice_from_dict

SAVE_FORMAT = "florida-history-game"
SAVE_VERSION = 2
OLD_SNAPSHOT_VERSION = 1
MAX_ACTIONS = 500_000  # far beyond any real game (a long one takes a few thousand)

Step = Callable[[Action, list[AnyEvent]], None]


def digest(game: Game) -> str:
    """A fingerprint of the whole position (state and dice)."""
    text = json.dumps(game.snapshot(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def save_game(game: Game) -> dict[str, Any]:
    if game.actions is None or game.start_dice is None:
        raise StateError("only a game started with Game.new can be saved")
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "setup": {"config": game.state.config.to_dict(), "dice": dict(game.start_dice)},
        "actions": [a.to_dict() for a in game.actions],
        "digest": digest(game),
    }


def load_game(
    data: Any, on_step: Step | None = None, on_start: Callable[[Game], None] | None = None
) -> Game:
    """Replay a save from ``save_game``; ``on_start(game)`` sees the new game before the first
    move (so a caller's log can look at the position as it grows) and ``on_step(action,
    events)`` sees every step."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise StateError("this is not a Florida History saved game")
    version = data.get("version")
    if version == OLD_SNAPSHOT_VERSION:
        raise StateError("this game was saved by an older version and holds no list of moves")
    if version != SAVE_VERSION:
        raise StateError("this save was made by another version of Florida History")
    game = start_game(data.get("setup"))
    if on_start is not None:
        on_start(game)
    raw_actions = data.get("actions")
    if not isinstance(raw_actions, list) or len(raw_actions) > MAX_ACTIONS:
        raise StateError("the list of moves is missing or damaged")
    for number, item in enumerate(raw_actions, 1):
        try:
            action = action_from_dict(item)
        except ValueError as exc:
            raise StateError(f"move {number} is damaged: {exc}") from None
        events = _apply(game, action, number)
        if on_step is not None:
            on_step(action, events)
    if data.get("digest") != digest(game):
        raise StateError(
            "the moves do not lead to the position that was saved: the file was changed, or "
            "saved by a version with different rules"
        )
    if isinstance(game.dice, ScriptedDice) and not game.dice.faces and not game.is_over:
        raise StateError("the saved dice have run out before the end of the game")
    return game


def start_game(setup: Any) -> Game:
    """A new game from a save's setup (configuration and starting dice)."""
    if not isinstance(setup, dict):
        raise StateError("the game's setup is missing or damaged")
    config = GameConfig.from_dict(setup.get("config"))
    try:
        dice = dice_from_dict(setup.get("dice"))
    except ValueError as exc:
        raise StateError(f"the saved dice are damaged: {exc}") from None
    try:
        return Game.new(config, dice)
    except DiceError as exc:
        raise StateError(f"the saved dice are damaged: {exc}") from None


def _apply(game: Game, action: Action, number: int) -> list[AnyEvent]:
    try:
        return game.apply_action(action)
    except IllegalActionError:
        raise StateError(f"move {number} is not allowed at that point of the game") from None
    except DiceError:
        raise StateError(f"the saved dice ran out at move {number}") from None


def convert_snapshot(
    legacy: Any,
    history: list[dict[str, Any]],
    on_step: Step | None = None,
    on_start: Callable[[Game], None] | None = None,
) -> Game:
    """Turn a version-1 engine save (``{"state", "dice"}``) and its event history into a game
    that remembers its actions; StateError if the history does not lead exactly there."""
    if not isinstance(legacy, dict) or not isinstance(legacy.get("state"), dict):
        raise StateError("this is not a Florida History saved game")
    dice_data = legacy.get("dice")
    if not isinstance(dice_data, dict) or dice_data.get("kind") != "seeded":
        raise StateError("this older save cannot be converted (its dice are not a game number)")
    seed = dice_data.get("seed")
    if type(seed) is not int:
        raise StateError("the saved dice are damaged")
    config = GameConfig.from_dict(legacy["state"].get("config"))
    game = Game.new(config, SeededDice(seed))
    if on_start is not None:
        on_start(game)
    target = _normalised({"state": legacy["state"], "dice": dice_data})
    position = 0
    silent = False  # the last action produced no events (only "no transfer" can)
    while not game.is_over and position < len(history):
        found = _matching_action(game, history, position, allow_silent=not silent)
        if found is None:
            break
        action, length = found
        events = game.apply_action(action)
        if on_step is not None:
            on_step(action, events)
        position += length
        silent = length == 0
    if position == len(history) and _normalised(game.snapshot()) != target and not silent:
        found = _matching_action(game, history, position, allow_silent=True)
        if found is not None and found[1] == 0:
            game.apply_action(found[0])
            if on_step is not None:
                on_step(found[0], [])
    if position != len(history) or _normalised(game.snapshot()) != target:
        raise StateError("the saved position does not follow from its history of events")
    return game


def _matching_action(
    game: Game, history: list[dict[str, Any]], position: int, allow_silent: bool
) -> tuple[Action, int] | None:
    """The legal action whose events are the next ones in ``history``; failing that, one that
    produces no events at all (if allowed)."""
    silent: Action | None = None
    for action in game.legal_actions():
        trial = game.clone()
        produced = [e.to_dict() for e in trial.apply_action(action)]
        if not produced:
            silent = action
        elif _normalised(produced) == history[position : position + len(produced)]:
            return action, len(produced)
    if silent is not None and allow_silent:
        return silent, 0
    return None


def _normalised(value: Any) -> Any:
    """As it reads back from JSON (tuples become lists, keys become text)."""
    return json.loads(json.dumps(value))
