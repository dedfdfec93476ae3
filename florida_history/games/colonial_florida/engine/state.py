"""The game state: plain data that serialises to JSON, with whose decision is pending.

Rules live in ``game.py``; this module only holds and checks data. A saved game is never read
back as a state: a save holds the configuration and the actions, and loading replays them
through the rules (``engine/replay.py``), so no file can describe a state the rules cannot reach.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, Final, Literal, TypeAlias

from florida_history.games.colonial_florida.engine.board import SETTLEMENTS, START_SPACE
from florida_history.games.colonial_florida.engine.cards import DECK_SIZE

# The names the rules use for hazards, phases and decisions. Typed as ``Literal`` so the type
# checker rejects a misspelt one ("native-raid") and lists every ``match`` to extend when one is
# added; the tuples below are the same names in board order, for code that loops over them.
Hazard: TypeAlias = Literal["hurricane", "pirate", "native_raid", "disease"]
Phase: TypeAlias = Literal[
    "rebuild", "hurricane", "pirate", "native_raid", "disease", "income", "action"
]
DecisionKind: TypeAlias = Literal[
    "phase", "roll", "choose_die", "attack", "choose_loss", "transfer", "move", "game_over"
]

# Ids only: what players read for them is in ``games/colonial_florida/names.py``.
POWERS: tuple[str, ...] = ("spanish", "british", "french")
HAZARDS: tuple[Hazard, ...] = ("hurricane", "pirate", "native_raid", "disease")
PHASES: tuple[Phase, ...] = (
    "rebuild",
    "hurricane",
    "pirate",
    "native_raid",
    "disease",
    "income",
    "action",
)
MARKERS_PER_PLAYER = 12
DEFAULT_TARGET_GOLD = 50

# R25a Head start: the settlement each power holds before round 1 (its first lasting colony in
# the game's Florida). Spanish St Augustine (1565), French Fort Caroline (1564), British New
# Smyrna (1768); the power balance this gives is measured by scripts/measure_class_presets.py.
HEAD_START_SETTLEMENTS: dict[str, int] = {"spanish": 3, "british": 9, "french": 12}
# Switches added after games were saved: written to a save only when on, so a save made before
# they existed keeps its digest (and opens with them off).
_SAVED_ONLY_WHEN_ON = ("head_start", "founders_card")

# Turn orders (``GameConfig.turn_order``). "fixed" is the sheet's R4: the first seat starts every
# Action phase. "rotate" is the fair turn order: the game number draws who starts round 1 and the
# order changes each round (``FAIR_CYCLES``), so no seat always picks the unowned settlements
# first (measured: scripts/measure_turn_order.py, docs/turn-order.md).
FIXED_ORDER = "fixed"
FAIR_ORDER = "rotate"
TURN_ORDERS: tuple[str, ...] = (FIXED_ORDER, FAIR_ORDER)
# The fair order's rounds, repeating, by place in the list counted from round 1's starter:
# 2 players alternate; 3 play A-B-C, C-B-A, B-C-A. Of the cycles measured, this one gives every
# place in round 1's order an equal share of the wins (the plain rotation A-B-C, B-C-A, C-A-B
# left round 1's last player about 4 points behind in the classroom lengths).
FAIR_CYCLES: dict[int, tuple[tuple[int, ...], ...]] = {
    2: ((0, 1), (1, 0)),
    3: ((0, 1, 2), (2, 1, 0), (1, 2, 0)),
}

# Decision kinds (``Pending.kind``).
PHASE: Final = "phase"  # nobody decides: Continue plays the next automatic phase
ROLL: Final = "roll"
CHOOSE_DIE: Final = "choose_die"
ATTACK: Final = "attack"
CHOOSE_LOSS: Final = "choose_loss"
TRANSFER: Final = "transfer"
MOVE: Final = "move"
GAME_OVER: Final = "game_over"
DECISION_KINDS: tuple[DecisionKind, ...] = (
    PHASE,
    ROLL,
    CHOOSE_DIE,
    ATTACK,
    CHOOSE_LOSS,
    TRANSFER,
    MOVE,
    GAME_OVER,
)


class StateError(ValueError):
    """A state (usually from a save file) breaks the game's invariants."""


@dataclass(slots=True)
class GameConfig:
    seating: tuple[str, ...] = ("spanish", "british", "french")  # R4: turn order
    target_gold: int = DEFAULT_TARGET_GOLD  # R14, R24
    round_limit: int | None = None  # R24
    seed: int = 0  # the game number
    turn_order: str = FIXED_ORDER  # FIXED_ORDER (R4 as on the sheet) or FAIR_ORDER
    head_start: bool = False  # R25a: each power begins holding its first settlement, one card
    founders_card: bool = False  # R25b: founding a settlement also draws a card

    def validate(self) -> None:
        if not 2 <= len(self.seating) <= 3:
            raise StateError("a game has 2 or 3 players")
        if len(set(self.seating)) != len(self.seating) or any(
            p not in POWERS for p in self.seating
        ):
            raise StateError(f"players must be distinct powers from {', '.join(POWERS)}")
        if not 1 <= self.target_gold <= 1000:
            raise StateError("target gold must be between 1 and 1000")
        if self.round_limit is not None and not 1 <= self.round_limit <= 1000:
            raise StateError("the round limit must be between 1 and 1000")
        if self.turn_order not in TURN_ORDERS:
            raise StateError(f"the turn order must be one of {', '.join(TURN_ORDERS)}")

    def round_order(self, round_number: int) -> tuple[int, ...]:
        """The seats (indexes into the seating) in the order they play this round's Action
        phase. Fixed: the seating's order every round. Fair: the game number draws round 1's
        starter (every seat equally likely; no dice used, so a game number still replays
        identically), then the rounds follow ``FAIR_CYCLES``."""
        n = len(self.seating)
        if self.turn_order != FAIR_ORDER:
            return tuple(range(n))
        cycle = FAIR_CYCLES[n]
        starter = self.seed % n
        return tuple((starter + place) % n for place in cycle[(round_number - 1) % len(cycle)])

    def first_seat(self, round_number: int) -> int:
        """The seat that takes the first turn of this round's Action phase."""
        return self.round_order(round_number)[0]

    def to_dict(self) -> dict[str, Any]:
        """Every field (a new option is saved without touching this); the R25 switches only
        when on (``_SAVED_ONLY_WHEN_ON``)."""
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name in _SAVED_ONLY_WHEN_ON and value is False:
                continue
            out[f.name] = list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def from_dict(cls, data: Any) -> GameConfig:
        """Every field read by its declared type; a missing key keeps its default (so a save
        from before a new option opens) and an unknown key is ignored."""
        if not isinstance(data, dict):
            raise StateError("'config' is missing or is not an object")
        values: dict[str, Any] = {}
        for f in fields(cls):
            if f.name in data:
                values[f.name] = _config_value(f.name, str(f.type), data[f.name])
        config = cls(**values)
        config.validate()
        return config


def _config_value(name: str, kind: str, value: Any) -> Any:
    """One configuration value checked against its field's type (exact types: no bool for int)."""
    if value is None and "None" in kind:
        return None
    if kind.startswith("tuple"):
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise StateError(f"{name!r} must be a list of names")
        return tuple(value)
    expected = {"int": int, "bool": bool, "str": str, "float": float}
    for word, typ in expected.items():
        if kind.split(" ")[0] == word:
            if type(value) is not typ:
                raise StateError(f"{name!r} must be {_TYPE_WORDS[word]}")
            return value
    if isinstance(value, (str, int, float, bool)):
        return value
    raise StateError(f"{name!r} has a value of the wrong kind")


_TYPE_WORDS = {"int": "a whole number", "bool": "true or false", "str": "text", "float": "a number"}


@dataclass(slots=True)
class PlayerState:
    power: str
    pawn: int = START_SPACE
    gold: int = 0
    markers: int = MARKERS_PER_PLAYER  # control markers still in supply

    def to_dict(self) -> dict[str, Any]:
        return {"power": self.power, "pawn": self.pawn, "gold": self.gold, "markers": self.markers}


@dataclass(slots=True)
class SettlementState:
    owner: str | None = None
    raze: int = 0
    cards: list[int] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"owner": self.owner, "raze": self.raze, "cards": list(self.cards)}


@dataclass(slots=True)
class Pending:
    """The decision the game waits for, and what that decision needs to remember."""

    kind: DecisionKind
    player: str | None = None
    dice: tuple[int, ...] = ()  # CHOOSE_DIE: the two movement dice
    space: int | None = None  # ATTACK/CHOOSE_LOSS/TRANSFER: the attacked settlement
    committed: tuple[int, ...] = ()  # ATTACK: cards committed so far; later: survivors
    candidates: tuple[int, ...] = ()  # CHOOSE_LOSS: cards that may be lost
    attacker_won: bool = False  # CHOOSE_LOSS: so the conquest can follow the choice

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "player": self.player,
            "dice": list(self.dice),
            "space": self.space,
            "committed": list(self.committed),
            "candidates": list(self.candidates),
            "attacker_won": self.attacker_won,
        }


@dataclass(slots=True)
class GameState:
    config: GameConfig
    players: list[PlayerState]
    settlements: dict[int, SettlementState]
    hazards: dict[Hazard, int]
    deck: list[int]
    discard: list[int]
    round: int = 0
    phase: Phase = "rebuild"  # the phase being played, or about to be played when pending is PHASE
    turn: int = 0  # index into players during the Action phase
    pending: Pending = field(default_factory=lambda: Pending(PHASE))
    moved: list[int] = field(default_factory=list)  # R21: M cards moved this turn
    winners: tuple[str, ...] = ()
    win_reason: str | None = None
    gold_history: list[list[int]] = field(default_factory=list)  # gold after each round

    # --- queries -------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.pending.kind == GAME_OVER

    def player(self, power: str) -> PlayerState:
        for p in self.players:
            if p.power == power:
                return p
        raise KeyError(power)

    @property
    def current_player(self) -> str | None:
        """Whose decision is pending (None for automatic phases and game over)."""
        return self.pending.player

    def owned_by(self, power: str) -> list[int]:
        return [s for s, st in self.settlements.items() if st.owner == power]

    # --- JSON --------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "config": self.config.to_dict(),
            "players": [p.to_dict() for p in self.players],
            "settlements": {str(s): st.to_dict() for s, st in self.settlements.items()},
            "hazards": dict(self.hazards),
            "deck": list(self.deck),
            "discard": list(self.discard),
            "round": self.round,
            "phase": self.phase,
            "turn": self.turn,
            "pending": self.pending.to_dict(),
            "moved": list(self.moved),
            "winners": list(self.winners),
            "win_reason": self.win_reason,
            "gold_history": [list(row) for row in self.gold_history],
        }

    def check_invariants(self) -> None:
        """Raise StateError if cards, markers or pieces are not all accounted for."""
        all_cards = list(self.deck) + list(self.discard)
        for st in self.settlements.values():
            all_cards.extend(st.cards)
        if sorted(all_cards) != list(range(DECK_SIZE)):
            raise StateError(
                f"cards are not all accounted for: {len(all_cards)} found, each of the "
                f"{DECK_SIZE} cards must be in the deck, the discard pile or a settlement once"
            )
        for p in self.players:
            placed = sum(1 for st in self.settlements.values() if st.owner == p.power)
            if placed + p.markers != MARKERS_PER_PLAYER:
                raise StateError(
                    f"{p.power} has {p.markers} control markers in supply and {placed} on the "
                    f"board; they must add up to {MARKERS_PER_PLAYER}"
                )
        for s, st in self.settlements.items():
            if st.owner is None and st.cards:
                raise StateError(f"settlement {s} has cards but no owner")


def new_state(config: GameConfig) -> GameState:
    """R3: pawns and hazards on space 1, no gold, 12 markers each, deck in id order (unshuffled:
    ``Game.new`` shuffles it with the game's dice, R5)."""
    config.validate()
    return GameState(
        config=config,
        players=[PlayerState(power=p) for p in config.seating],
        settlements={s: SettlementState() for s in SETTLEMENTS},
        hazards={h: START_SPACE for h in HAZARDS},
        deck=list(range(DECK_SIZE)),
        discard=[],
    )
