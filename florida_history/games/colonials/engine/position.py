"""Build a Colonials position from a plain description, for tests and teachers' scenarios.

A description is JSON-shaped data (what ``json.load`` gives)::

    {"seating": ["english", "french", "spanish"], "preset": "class-period", "round": 2,
     "active": "english", "phase": "raid",
     "players": {"english": {"pop": 12, "gold": 7, "hand": ["tobacco"],
                             "play": ["cod-fishing", "militia"]},
                 "french": {"play": ["garrison"]}},
     "dice": [5, 1]}

Cards are named by their text ids; each is taken from the deck. The game then enters
``phase`` for ``active`` and plays on to the first decision, exactly as a turn would
(``start_events`` holds what happened on the way). Everything is checked with exact types and
the state's invariants; a mistake raises ``StateError`` naming the field. (A position built
this way has no move history before it, so it cannot be saved as a game from the start.)
"""

from __future__ import annotations

from typing import Any

from florida_history.games.colonials.engine import turn
from florida_history.games.colonials.engine.cards import BY_ID
from florida_history.games.colonials.engine.events import Event
from florida_history.games.colonials.engine.game import Game
from florida_history.games.colonials.engine.settings import SettingsError, preset
from florida_history.games.colonials.engine.state import (
    PHASES,
    POWERS,
    GameConfig,
    StateError,
    new_state,
)
from florida_history.kernel.dice import Dice, ScriptedDice, SeededDice

KEYS = frozenset({"seating", "preset", "seed", "round", "active", "phase", "players", "dice"})
PLAYER_KEYS = frozenset({"pop", "gold", "hand", "play", "oppression"})
ZONES = (("hand", "hand"), ("play", "in_play"), ("oppression", "oppression"))


def build_position(spec: Any) -> Game:
    """The game the description ``spec`` sets out (see the module's docstring)."""
    if not isinstance(spec, dict):
        raise StateError("a position is an object of named fields")
    unknown = sorted(set(spec) - KEYS)
    if unknown:
        raise StateError(f"the position has fields it does not know: {', '.join(unknown)}")
    seating = spec.get("seating", list(POWERS[:3]))
    if not isinstance(seating, list) or not all(isinstance(p, str) for p in seating):
        raise StateError("'seating' must be a list of powers")
    name = spec.get("preset", "class-period")
    if not isinstance(name, str):
        raise StateError("'preset' must be the name of a game length")
    try:
        settings = preset(name, len(seating))
    except SettingsError as exc:
        raise StateError(str(exc)) from exc
    seed = _int(spec.get("seed", 0), "seed", 0, 2**31)
    config = GameConfig(seating=tuple(seating), settings=settings, seed=seed)
    config.validate()
    faces = spec.get("dice")
    dice: Dice
    if faces is None:
        dice = SeededDice(seed)
    elif isinstance(faces, list):
        dice = ScriptedDice([_int(f, "dice", 1, 6) for f in faces])
    else:
        raise StateError("'dice' must be a list of die faces 1 to 6")
    state = new_state(config)
    game = Game(state, dice)
    state.first_draw_done = True
    state.round = _int(spec.get("round", 1), "round", 1, 1000)
    state.turns = 1
    _place_players(game, spec.get("players", {}))
    active = spec.get("active", seating[0])
    if not isinstance(active, str) or active not in seating:
        raise StateError(f"'active': {active!r} is not a power in this game")
    phase = spec.get("phase", PHASES[0])
    if phase not in PHASES:
        raise StateError(f"'phase' must be one of {', '.join(PHASES)}")
    state.active = seating.index(active)
    state.phase = phase
    state.check_invariants()
    out: list[Event] = []
    turn.run(state, game.dice, out, enter=True)
    game.start_events = out
    game.refresh()
    return game


def _place_players(game: Game, players: Any) -> None:
    if not isinstance(players, dict):
        raise StateError("'players' must be an object: power -> {pop, gold, hand, play}")
    state = game.state
    for power, fields in players.items():
        if power not in state.config.seating:
            raise StateError(f"players: {power!r} is not a power in this game")
        if not isinstance(fields, dict):
            raise StateError(f"players.{power} must be an object")
        unknown = sorted(set(fields) - PLAYER_KEYS)
        if unknown:
            raise StateError(f"players.{power} has fields it does not know: {', '.join(unknown)}")
        player = state.player(power)
        if "pop" in fields:
            player.pop = _int(fields["pop"], f"players.{power}.pop", 0, 1000)
        if "gold" in fields:
            player.gold = _int(fields["gold"], f"players.{power}.gold", 0, 1000)
        for key, zone in ZONES:
            ids = fields.get(key, [])
            if not isinstance(ids, list) or not all(isinstance(c, str) for c in ids):
                raise StateError(f"players.{power}.{key} must be a list of card ids")
            for card_id in ids:
                card = BY_ID.get(card_id)
                if card is None:
                    raise StateError(f"players.{power}.{key}: there is no card {card_id!r}")
                if card.number not in state.deck:
                    raise StateError(f"players.{power}.{key}: {card_id!r} is already placed")
                state.deck.remove(card.number)
                getattr(player, zone).append(card.number)


def _int(value: Any, name: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:  # exact: no True, no 1.0
        raise StateError(f"{name!r} must be a whole number from {low} to {high}")
    return value
