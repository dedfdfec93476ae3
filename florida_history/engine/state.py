"""The game state: plain data that serialises to JSON, with whose decision is pending.

Rules live in ``game.py``; this module only holds and checks data. ``GameState.from_dict``
validates everything it reads so that a hand-edited or damaged save is refused with one clear
message instead of producing an impossible game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from florida_history.engine.board import RING_SIZE, SETTLEMENTS, START_SPACE
from florida_history.engine.cards import DECK_SIZE

POWERS: tuple[str, ...] = ("spanish", "british", "french")
POWER_NAMES: dict[str, str] = {"spanish": "Spanish", "british": "British", "french": "French"}
HAZARDS: tuple[str, ...] = ("hurricane", "pirate", "native_raid", "disease")
HAZARD_NAMES: dict[str, str] = {
    "hurricane": "Hurricane",
    "pirate": "Pirate",
    "native_raid": "Native Raid",  # "Indian Raid" on the original sheet
    "disease": "Disease",
}
PHASES: tuple[str, ...] = (
    "rebuild",
    "hurricane",
    "pirate",
    "native_raid",
    "disease",
    "income",
    "action",
)
PHASE_NAMES: dict[str, str] = {
    "rebuild": "Rebuild",
    "hurricane": "Hurricane",
    "pirate": "Pirate",
    "native_raid": "Native Raid",  # "Indian Raid" on the original sheet
    "disease": "Disease",
    "income": "Income",
    "action": "Action",
}
MARKERS_PER_PLAYER = 12
DEFAULT_TARGET_GOLD = 50

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
PHASE = "phase"  # nobody decides: Continue plays the next automatic phase
ROLL = "roll"
CHOOSE_DIE = "choose_die"
ATTACK = "attack"
CHOOSE_LOSS = "choose_loss"
TRANSFER = "transfer"
MOVE = "move"
GAME_OVER = "game_over"
DECISION_KINDS = (PHASE, ROLL, CHOOSE_DIE, ATTACK, CHOOSE_LOSS, TRANSFER, MOVE, GAME_OVER)


class StateError(ValueError):
    """A state (usually from a save file) breaks the game's invariants."""


@dataclass(slots=True)
class GameConfig:
    seating: tuple[str, ...] = ("spanish", "british", "french")  # R4: turn order
    target_gold: int = DEFAULT_TARGET_GOLD  # R14, R24
    round_limit: int | None = None  # R24
    seed: int = 0  # the game number
    turn_order: str = FIXED_ORDER  # FIXED_ORDER (R4 as on the sheet) or FAIR_ORDER

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
        return {
            "seating": list(self.seating),
            "target_gold": self.target_gold,
            "round_limit": self.round_limit,
            "seed": self.seed,
            "turn_order": self.turn_order,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameConfig:
        config = cls(
            seating=tuple(_str_list(data, "seating")),
            target_gold=_int(data, "target_gold"),
            round_limit=None if data.get("round_limit") is None else _int(data, "round_limit"),
            seed=_int(data, "seed", lo=None),
            # Saves from before the setting existed played the sheet's fixed order.
            turn_order=str(data.get("turn_order", FIXED_ORDER)),
        )
        config.validate()
        return config


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

    kind: str
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

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Pending:
        kind = data.get("kind")
        if kind not in DECISION_KINDS:
            raise StateError(f"unknown decision kind {kind!r}")
        player = data.get("player")
        if player is not None and player not in POWERS:
            raise StateError(f"unknown player {player!r} in the pending decision")
        space = data.get("space")
        if space is not None and space not in SETTLEMENTS:
            raise StateError(f"pending decision names space {space!r}, not a settlement")
        return cls(
            kind=str(kind),
            player=player,
            dice=tuple(_int_list(data, "dice", 1, 6)),
            space=space,
            committed=tuple(_int_list(data, "committed", 0, DECK_SIZE - 1)),
            candidates=tuple(_int_list(data, "candidates", 0, DECK_SIZE - 1)),
            attacker_won=bool(data.get("attacker_won", False)),
        )


@dataclass(slots=True)
class GameState:
    config: GameConfig
    players: list[PlayerState]
    settlements: dict[int, SettlementState]
    hazards: dict[str, int]
    deck: list[int]
    discard: list[int]
    round: int = 0
    phase: str = "rebuild"  # the phase being played, or about to be played when pending is PHASE
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

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameState:
        if not isinstance(data, dict):
            raise StateError("the game state must be a JSON object")
        config = GameConfig.from_dict(_obj(data, "config"))
        players_raw = data.get("players")
        if not isinstance(players_raw, list) or len(players_raw) != len(config.seating):
            raise StateError("there must be one player entry per seat")
        players = []
        for seat, raw in zip(config.seating, players_raw, strict=True):
            if not isinstance(raw, dict) or raw.get("power") != seat:
                raise StateError(f"player entries must follow the seating ({seat} expected)")
            players.append(
                PlayerState(
                    power=seat,
                    pawn=_int(raw, "pawn", 1, RING_SIZE),
                    gold=_int(raw, "gold", 0, 100_000),
                    markers=_int(raw, "markers", 0, MARKERS_PER_PLAYER),
                )
            )
        settlements_raw = _obj(data, "settlements")
        if sorted(settlements_raw) != sorted(str(s) for s in SETTLEMENTS):
            raise StateError("settlements must list exactly the 12 settlement spaces")
        settlements: dict[int, SettlementState] = {}
        for s in SETTLEMENTS:
            raw = settlements_raw[str(s)]
            if not isinstance(raw, dict):
                raise StateError(f"settlement {s} must be an object")
            owner = raw.get("owner")
            if owner is not None and owner not in config.seating:
                raise StateError(f"settlement {s} is owned by {owner!r}, who is not playing")
            settlements[s] = SettlementState(
                owner=owner,
                raze=_int(raw, "raze", 0, 10_000),
                cards=_int_list(raw, "cards", 0, DECK_SIZE - 1),
            )
        hazards_raw = _obj(data, "hazards")
        if sorted(hazards_raw) != sorted(HAZARDS):
            raise StateError(f"hazards must be exactly {', '.join(HAZARDS)}")
        hazards = {h: _int(hazards_raw, h, 1, RING_SIZE) for h in HAZARDS}
        phase = data.get("phase")
        if phase not in PHASES:
            raise StateError(f"unknown phase {phase!r}")
        winners = tuple(_str_list(data, "winners"))
        if any(w not in config.seating for w in winners):
            raise StateError("a winner is not one of the players")
        history = data.get("gold_history", [])
        if not isinstance(history, list) or not all(
            isinstance(r, list) and all(isinstance(g, int) for g in r) for r in history
        ):
            raise StateError("gold_history must be a list of lists of whole numbers")
        pending = Pending.from_dict(_obj(data, "pending"))
        # A game ended by the round limit keeps "every seat has played" (turn = players).
        last_turn = len(players) if pending.kind == GAME_OVER else len(players) - 1
        state = cls(
            config=config,
            players=players,
            settlements=settlements,
            hazards=hazards,
            deck=_int_list(data, "deck", 0, DECK_SIZE - 1),
            discard=_int_list(data, "discard", 0, DECK_SIZE - 1),
            round=_int(data, "round", 0, 100_000),
            phase=str(phase),
            turn=_int(data, "turn", 0, last_turn),
            pending=pending,
            moved=_int_list(data, "moved", 0, DECK_SIZE - 1),
            winners=winners,
            win_reason=data.get("win_reason"),
            gold_history=history,
        )
        state.check_invariants()
        return state

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


def _obj(data: dict[str, Any], key: str) -> dict[str, Any]:
    value = data.get(key)
    if not isinstance(value, dict):
        raise StateError(f"{key!r} is missing or is not an object")
    return value


def _int(data: dict[str, Any], key: str, lo: int | None = 0, hi: int | None = None) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise StateError(f"{key!r} must be a whole number, found {value!r}")
    if lo is not None and value < lo or hi is not None and value > hi:
        raise StateError(f"{key!r} is {value}, outside {lo}..{hi}")
    return value


def _int_list(data: dict[str, Any], key: str, lo: int, hi: int) -> list[int]:
    value = data.get(key, [])
    if not isinstance(value, list):
        raise StateError(f"{key!r} must be a list")
    for v in value:
        if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
            raise StateError(f"{key!r} holds {v!r}; expected whole numbers {lo}..{hi}")
    return list(value)


def _str_list(data: dict[str, Any], key: str) -> list[str]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise StateError(f"{key!r} must be a list of names")
    return list(value)


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
