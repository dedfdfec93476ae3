"""The Colonials game state: plain data, whose decision is pending, and JSON for the digest.

Rules live in the rule modules (``turn``, ``growth``, ``hardships``, ``revenue``, ``upkeep``,
``resources``, ``trade``, ``raid``, ``victory``); this module only holds data and checks that
every one of the 146 cards is in exactly one place (C1, C4).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from florida_history.games.colonials.engine.cards import DECK_SIZE
from florida_history.games.colonials.engine.settings import Settings

POWERS: tuple[str, ...] = ("english", "french", "spanish", "dutch")  # C2/C7 sheet order
POWER_LETTERS: dict[str, str] = {"english": "E", "french": "F", "spanish": "S", "dutch": "D"}

PHASES: tuple[str, ...] = (
    "draw",
    "growth",
    "hardships",
    "revenue",
    "upkeep",
    "resources",
    "trade",
    "raid",
)  # C9

START_POP = 10  # C5
START_GOLD = 5
DRAW_COUNT = 3  # C10
HAND_LIMIT = 7  # C11
MAX_PROPOSALS = 3  # C25

# Decision kinds (``Pending.kind``): who must choose what.
DISCARD = "discard"  # C11: hand-limit discards, one card at a time
GROWTH = "growth"  # C12: Settlements (and Events, C31)
HARDSHIPS = "hardships"  # C13: Hardships on chosen opponents
UPKEEP = "upkeep"  # C18: dismiss Combatants, then pay for the rest
RESOURCES = "resources"  # C19: put cards into play
TRADE = "trade"  # C25: propose, or end the phase
ANSWER_TRADE = "answer_trade"  # C25: the receiver accepts or refuses (off-turn)
RAID = "raid"  # C27: declare a raid or not
PEACE = "peace"  # C32: the raided player may play a Peace card (off-turn)
BATTLE_CARDS = "battle_cards"  # C27 step 4: add Battle cards, then roll
CASUALTY = "casualty"  # C29: which card is lost
GAME_OVER = "game_over"
DECISION_KINDS: tuple[str, ...] = (
    DISCARD,
    GROWTH,
    HARDSHIPS,
    UPKEEP,
    RESOURCES,
    TRADE,
    ANSWER_TRADE,
    RAID,
    PEACE,
    BATTLE_CARDS,
    CASUALTY,
    GAME_OVER,
)
# Phase decisions where the active player may also play Events (C31; never inside a raid, C43).
EVENT_WINDOWS = frozenset({GROWTH, HARDSHIPS, UPKEEP, RESOURCES, TRADE, RAID})

# Endings (GameState.win_reason).
TARGETS = "targets"  # C33
LAST_STANDING = "last-colony-standing"  # C14
ROUND_LIMIT = "round-limit"  # C35
ENDINGS: tuple[str, ...] = (TARGETS, LAST_STANDING, ROUND_LIMIT)


class StateError(ValueError):
    """A state breaks the game's invariants (lost or doubled cards, negative counters)."""


@dataclass(frozen=True, slots=True)
class GameConfig:
    """What a game is set up with: seats in turn order, settings and the game number."""

    seating: tuple[str, ...] = ("english", "french", "spanish")
    settings: Settings = field(default_factory=Settings)
    seed: int = 0  # the game number (C6)

    def validate(self) -> None:
        if not 2 <= len(self.seating) <= 4:
            raise StateError("Colonials is for 2 to 4 players.")
        if len(set(self.seating)) != len(self.seating) or any(
            p not in POWERS for p in self.seating
        ):
            raise StateError(f"players must be distinct powers from {', '.join(POWERS)}")
        if not isinstance(self.seed, int) or isinstance(self.seed, bool):
            raise StateError("the game number must be a whole number")
        self.settings.validate()

    def to_dict(self) -> dict[str, Any]:
        return {
            "seating": list(self.seating),
            "settings": self.settings.to_dict(),
            "seed": self.seed,
        }

    @classmethod
    def from_dict(cls, data: Any) -> GameConfig:
        if not isinstance(data, dict):
            raise StateError("the game setup must be a JSON object")
        seating = data.get("seating")
        if not isinstance(seating, list) or not all(isinstance(p, str) for p in seating):
            raise StateError("'seating' must be a list of powers")
        config = cls(
            seating=tuple(seating),
            settings=Settings.from_dict(data.get("settings")),
            seed=data.get("seed"),  # type: ignore[arg-type]
        )
        config.validate()
        return config


@dataclass(slots=True)
class PlayerState:
    power: str
    pop: int = START_POP
    gold: int = START_GOLD
    hand: list[int] = field(default_factory=list)  # secret (C4)
    in_play: list[int] = field(default_factory=list)  # own permanents R, C, F, T, L
    oppression: list[int] = field(default_factory=list)  # O cards played on this player (C4)
    alive: bool = True

    def copy(self) -> PlayerState:
        return PlayerState(
            self.power,
            self.pop,
            self.gold,
            list(self.hand),
            list(self.in_play),
            list(self.oppression),
            self.alive,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "power": self.power,
            "pop": self.pop,
            "gold": self.gold,
            "hand": list(self.hand),
            "in_play": list(self.in_play),
            "oppression": list(self.oppression),
            "alive": self.alive,
        }


@dataclass(frozen=True, slots=True)
class TradeOffer:
    """A proposal waiting for its answer (C25, C41)."""

    proposer: str
    receiver: str
    give_cards: tuple[int, ...]
    give_gold: int
    give_pop: int
    ask_gold: int
    ask_pop: int
    promise: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "proposer": self.proposer,
            "receiver": self.receiver,
            "give_cards": list(self.give_cards),
            "give_gold": self.give_gold,
            "give_pop": self.give_pop,
            "ask_gold": self.ask_gold,
            "ask_pop": self.ask_pop,
            "promise": self.promise,
        }


@dataclass(slots=True)
class RaidState:
    """The raid being resolved (C27-C29)."""

    raider: str
    target: str
    battle_cards: list[int] = field(default_factory=list)
    # After the roll: casualties still to apply on each side (defender first, C29).
    defender_hits: int = 0
    raider_hits: int = 0

    def copy(self) -> RaidState:
        return RaidState(
            self.raider, self.target, list(self.battle_cards), self.defender_hits, self.raider_hits
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "raider": self.raider,
            "target": self.target,
            "battle_cards": list(self.battle_cards),
            "defender_hits": self.defender_hits,
            "raider_hits": self.raider_hits,
        }


@dataclass(slots=True, unsafe_hash=True)  # never changed once built; not frozen: cheaper to build
class Pending:
    """The decision the game waits for: its kind, who decides, and the cards it is about."""

    kind: str
    player: str | None = None
    candidates: tuple[int, ...] = ()  # CASUALTY: the cards that may be lost
    count: int = 0  # DISCARD: cards still to discard; CASUALTY: casualties still to take

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "player": self.player,
            "candidates": list(self.candidates),
            "count": self.count,
        }


@dataclass(slots=True)
class GameState:
    config: GameConfig
    players: list[PlayerState]
    deck: list[int]  # face down; the top is the end of the list
    discard: list[int]  # face up (C4)
    first_seat: int = 0  # C7: drawn by the game's dice
    active: int = 0  # seat index of the active player (C9)
    round: int = 1  # C45
    turns: int = 0  # player-turns started so far
    phase: str = "draw"
    pending: Pending = field(default_factory=lambda: Pending(GAME_OVER))
    first_draw_done: bool = False  # C8
    proposals: int = 0  # C25: made this turn
    raided: bool = False  # C47: this turn's raid is used (declared, even if cancelled)
    offer: TradeOffer | None = None
    raid: RaidState | None = None
    winners: tuple[str, ...] = ()
    win_reason: str | None = None
    eliminated: list[str] = field(default_factory=list)  # in order of elimination

    # --- queries ----------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.pending.kind == GAME_OVER

    def player(self, power: str) -> PlayerState:
        for p in self.players:
            if p.power == power:
                return p
        raise KeyError(power)

    @property
    def active_player(self) -> PlayerState:
        return self.players[self.active]

    def alive(self) -> list[PlayerState]:
        return [p for p in self.players if p.alive]

    def opponents(self, power: str) -> list[PlayerState]:
        """Surviving players other than ``power``, in seat order."""
        return [p for p in self.players if p.alive and p.power != power]

    def copy(self) -> GameState:
        return GameState(
            config=self.config,
            players=[p.copy() for p in self.players],
            deck=list(self.deck),
            discard=list(self.discard),
            first_seat=self.first_seat,
            active=self.active,
            round=self.round,
            turns=self.turns,
            phase=self.phase,
            pending=self.pending,
            first_draw_done=self.first_draw_done,
            proposals=self.proposals,
            raided=self.raided,
            offer=self.offer,
            raid=None if self.raid is None else self.raid.copy(),
            winners=self.winners,
            win_reason=self.win_reason,
            eliminated=list(self.eliminated),
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "config": self.config.to_dict(),
            "players": [p.to_dict() for p in self.players],
            "deck": list(self.deck),
            "discard": list(self.discard),
            "first_seat": self.first_seat,
            "active": self.active,
            "round": self.round,
            "turns": self.turns,
            "phase": self.phase,
            "pending": self.pending.to_dict(),
            "first_draw_done": self.first_draw_done,
            "proposals": self.proposals,
            "raided": self.raided,
            "offer": None if self.offer is None else self.offer.to_dict(),
            "raid": None if self.raid is None else self.raid.to_dict(),
            "winners": list(self.winners),
            "win_reason": self.win_reason,
            "eliminated": list(self.eliminated),
        }

    def all_cards(self) -> list[int]:
        cards = list(self.deck) + list(self.discard)
        for p in self.players:
            cards.extend(p.hand)
            cards.extend(p.in_play)
            cards.extend(p.oppression)
        return cards

    def check_invariants(self) -> None:
        """Raise StateError unless every card is in one place and no counter is negative."""
        cards = self.all_cards()
        if len(cards) != DECK_SIZE or len(set(cards)) != DECK_SIZE:
            raise StateError(
                f"cards are not all accounted for: {len(cards)} found, each of the "
                f"{DECK_SIZE} cards must be in the deck, the discard pile, a hand or in play once"
            )
        for p in self.players:
            if p.pop < 0 or p.gold < 0:
                raise StateError(f"{p.power} has {p.pop} Population and {p.gold} Gold")
            if not p.alive and (p.hand or p.in_play or p.oppression or p.pop or p.gold):
                raise StateError(f"{p.power} is out of the game but still holds cards or tokens")


def new_state(config: GameConfig) -> GameState:
    """C5: 10 Pop and 5 Gold each, empty hands, deck in card order (``Game.new`` shuffles)."""
    config.validate()
    return GameState(
        config=config,
        players=[PlayerState(power=p) for p in config.seating],
        deck=list(range(DECK_SIZE)),
        discard=[],
    )
