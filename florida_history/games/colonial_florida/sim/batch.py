"""Many games from one description (who plays, how long, which game numbers), optionally on
several processes. Game i is the same game whatever the number of processes."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from florida_history.games.colonial_florida.ai.choice import Bot
from florida_history.games.colonial_florida.ai.lookahead import DEFAULT_MAX_PLAYOUTS, LookaheadBot
from florida_history.games.colonial_florida.ai.registry import bot_key, make_bot
from florida_history.games.colonial_florida.engine import GameConfig
from florida_history.games.colonial_florida.engine.state import FIXED_ORDER, POWERS
from florida_history.games.colonial_florida.sim.play import (
    DEFAULT_MAX_ROUNDS,
    GameResult,
    play_game,
)


@dataclass(frozen=True, slots=True)
class MatchSpec:
    bots: tuple[str, ...]  # one bot name per player, in seat order before any rotation
    target_gold: int = 50
    round_limit: int | None = None
    seed: int = 1  # game i uses game number seed + i
    rotate_seats: bool = False  # game i moves every bot i seats on, so each bot sits everywhere
    think_seconds: float | None = 0.25  # look-ahead bots: clock per decision (None: no clock)
    playouts: int = DEFAULT_MAX_PLAYOUTS  # look-ahead bots: play-outs per option at most
    max_rounds: int = DEFAULT_MAX_ROUNDS
    turn_order: str = FIXED_ORDER  # or FAIR_ORDER: the first seat moves on each round

    @property
    def players(self) -> int:
        return len(self.bots)

    @property
    def seating(self) -> tuple[str, ...]:
        """R4: default turn order (powers have no other effect on the rules)."""
        return POWERS[: self.players]

    def slots(self, index: int) -> dict[str, int]:
        """Power -> which of ``bots`` plays it in game ``index``."""
        shift = index % self.players if self.rotate_seats else 0
        return {self.seating[(slot + shift) % self.players]: slot for slot in range(self.players)}

    def build_bot(self, slot: int, game_seed: int) -> Bot:
        name = bot_key(self.bots[slot])
        seed = game_seed * 16 + slot
        if name == LookaheadBot.name:
            return LookaheadBot(seed, time_budget=self.think_seconds, max_playouts=self.playouts)
        return make_bot(name, seed)


@dataclass(frozen=True, slots=True)
class Played:
    result: GameResult
    slots: dict[str, int]  # power -> bot slot


def play_one(spec: MatchSpec, index: int) -> Played:
    seed = spec.seed + index
    slots = spec.slots(index)
    config = GameConfig(
        seating=spec.seating,
        target_gold=spec.target_gold,
        round_limit=spec.round_limit,
        seed=seed,
        turn_order=spec.turn_order,
    )
    bots = {power: spec.build_bot(slot, seed) for power, slot in slots.items()}
    return Played(play_game(config, bots, max_rounds=spec.max_rounds), slots)


def _play_chunk(args: tuple[MatchSpec, int, int]) -> list[Played]:
    spec, start, stop = args
    return [play_one(spec, i) for i in range(start, stop)]


def play_many(spec: MatchSpec, games: int, jobs: int = 1) -> Iterator[Played]:
    """Games 0..games-1 in order; ``jobs`` > 1 spreads them over processes."""
    for name in spec.bots:
        bot_key(name)  # unknown names fail here, before any work
    if jobs <= 1 or games < 2:
        for i in range(games):
            yield play_one(spec, i)
        return
    chunk = max(1, min(50, games // (jobs * 4)))
    tasks = [(spec, start, min(games, start + chunk)) for start in range(0, games, chunk)]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for batch in pool.map(_play_chunk, tasks):
            yield from batch
