"""Build a Colonial Florida position from a plain description, for tests and teachers' scenarios.

A description is JSON-shaped data (what ``json.load`` gives), so a scenario can live in a file
as well as in a test::

    {"seating": ["spanish", "british"], "round": 6, "turn": "spanish",
     "players": {"spanish": {"gold": 18, "pawn": 3}},
     "settlements": {"3": {"owner": "spanish", "cards": ["soldiers", "cannons"]}},
     "hazards": {"hurricane": 25}, "dice": [3, 5]}

Cards are named by kind (``soldiers``); each takes the lowest-numbered card of that kind still
in the deck. ``turn`` puts the game at that power's Action-phase roll; ``phase`` (instead)
at the start of an automatic phase. Everything is checked with exact types and the state's
invariants, and a mistake raises ``StateError`` naming the field, so a scenario is either a
position the pieces allow or a clear message. (A position built this way has no move history,
so it cannot be saved; play continues from it as from any other.)
"""

from __future__ import annotations

from typing import Any

from florida_history.games.colonial_florida.engine.board import SETTLEMENTS, SPACES
from florida_history.games.colonial_florida.engine.cards import DECK
from florida_history.games.colonial_florida.engine.game import Game
from florida_history.games.colonial_florida.engine.state import (
    HAZARDS,
    PHASE,
    PHASES,
    POWERS,
    ROLL,
    GameConfig,
    Pending,
    StateError,
)
from florida_history.kernel.dice import ScriptedDice

KEYS = frozenset(
    {
        "seating",
        "target_gold",
        "round_limit",
        "seed",
        "round",
        "turn",
        "phase",
        "players",
        "settlements",
        "hazards",
        "dice",
    }
)
PLAYER_KEYS = frozenset({"gold", "pawn"})
SETTLEMENT_KEYS = frozenset({"owner", "cards", "raze"})


def build_position(spec: Any) -> Game:
    """The game the description ``spec`` sets out (see the module's docstring)."""
    if not isinstance(spec, dict):
        raise StateError("a position is an object of named fields")
    _no_unknown(spec, KEYS, "the position")
    config = GameConfig(
        seating=tuple(_names(spec.get("seating", list(POWERS)), "seating")),
        target_gold=_int(spec.get("target_gold", 50), "target_gold", 1, 1000),
        round_limit=(
            None
            if spec.get("round_limit") is None
            else _int(spec["round_limit"], "round_limit", 1, 1000)
        ),
        seed=_int(spec.get("seed", 0), "seed", 0, 2**31),
    )
    config.validate()
    faces = spec.get("dice")
    dice = None
    if faces is not None:
        if not isinstance(faces, list):
            raise StateError("'dice' must be a list of die faces 1 to 6")
        dice = ScriptedDice([_int(f, "dice", 1, 6) for f in faces])
    game = Game.new(config, dice=dice)
    state = game.state
    state.round = _int(spec.get("round", 1), "round", 1, 1000)
    _place_players(game, spec.get("players", {}))
    _place_settlements(game, spec.get("settlements", {}))
    _place_hazards(game, spec.get("hazards", {}))
    if "turn" in spec and "phase" in spec:
        raise StateError("give 'turn' (an Action-phase roll) or 'phase', not both")
    if "turn" in spec:
        power = _power(spec["turn"], "turn", config.seating)
        state.phase = "action"
        state.turn = list(config.seating).index(power)
        state.pending = Pending(ROLL, power)
    else:
        phase = spec.get("phase", PHASES[0])
        if phase not in PHASES:
            raise StateError(f"'phase' must be one of {', '.join(PHASES)}")
        state.phase = phase
        state.pending = Pending(PHASE)
    state.check_invariants()
    return game


def card_of_kind(game: Game, slug: str) -> int:
    """The lowest-numbered card of kind ``slug`` still in the deck."""
    if not any(k.slug == slug for k in DECK):
        raise StateError(f"there is no card kind {slug!r}")
    for cid in sorted(game.state.deck):
        if DECK[cid].slug == slug:
            return cid
    raise StateError(f"no {slug!r} card is left in the deck")


def _place_players(game: Game, players: Any) -> None:
    if not isinstance(players, dict):
        raise StateError("'players' must be an object: power -> {gold, pawn}")
    for power, fields in players.items():
        _power(power, "players", game.state.config.seating)
        if not isinstance(fields, dict):
            raise StateError(f"players.{power} must be an object with gold and pawn")
        _no_unknown(fields, PLAYER_KEYS, f"players.{power}")
        player = game.state.player(power)
        if "gold" in fields:
            player.gold = _int(fields["gold"], f"players.{power}.gold", 0, 10_000)
        if "pawn" in fields:
            player.pawn = _int(fields["pawn"], f"players.{power}.pawn", 1, len(SPACES))


def _place_settlements(game: Game, settlements: Any) -> None:
    if not isinstance(settlements, dict):
        raise StateError("'settlements' must be an object: space number -> {owner, cards}")
    state = game.state
    for key, fields in settlements.items():
        if not (isinstance(key, str) and key.isdigit()) or int(key) not in SETTLEMENTS:
            raise StateError(f"settlements: {key!r} is not a settlement's space number")
        if not isinstance(fields, dict):
            raise StateError(f"settlements.{key} must be an object with owner and cards")
        _no_unknown(fields, SETTLEMENT_KEYS, f"settlements.{key}")
        space = int(key)
        owner = fields.get("owner")
        if owner is not None:
            _power(owner, f"settlements.{key}.owner", state.config.seating)
        site = state.settlements[space]
        site.owner = owner
        if owner is not None:
            state.player(owner).markers -= 1
            if state.player(owner).markers < 0:
                raise StateError(f"{owner} has no control marker left for space {space}")
        cards = fields.get("cards", [])
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            raise StateError(f"settlements.{key}.cards must be a list of card kinds")
        for slug in cards:
            cid = card_of_kind(game, slug)
            state.deck.remove(cid)
            site.cards.append(cid)
        site.raze = _int(fields.get("raze", 0), f"settlements.{key}.raze", 0, 99)


def _place_hazards(game: Game, hazards: Any) -> None:
    if not isinstance(hazards, dict):
        raise StateError("'hazards' must be an object: hazard -> space number")
    for hazard, space in hazards.items():
        if hazard not in HAZARDS:
            raise StateError(f"hazards: {hazard!r} is not one of {', '.join(HAZARDS)}")
        game.state.hazards[hazard] = _int(space, f"hazards.{hazard}", 1, len(SPACES))


def _no_unknown(data: dict[str, Any], known: frozenset[str], where: str) -> None:
    unknown = sorted(set(data) - known)
    if unknown:
        raise StateError(f"{where} has fields it does not know: {', '.join(unknown)}")


def _int(value: Any, name: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:  # exact: no True, no 1.0
        raise StateError(f"{name!r} must be a whole number from {low} to {high}")
    return value


def _names(value: Any, name: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise StateError(f"{name!r} must be a list of powers")
    return list(value)


def _power(value: Any, name: str, seating: tuple[str, ...]) -> str:
    if not isinstance(value, str) or value not in seating:
        raise StateError(f"{name}: {value!r} is not a power in this game ({', '.join(seating)})")
    return value
