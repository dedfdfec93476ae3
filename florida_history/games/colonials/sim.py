"""Headless Colonials games between computer players, and the figures ``florida-history
simulate --game colonials`` prints: win rates by bot, power and turn-order seat, player-turns
and rounds per game, how games end, eliminations and games per second.

Minutes for people come from the one classroom pace model (``pace.py``, reading included),
the figure the setup screen shows.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from florida_history.games.colonials.ai.choice import Bot
from florida_history.games.colonials.ai.registry import BOT_NAMES, bot_key, make_bot
from florida_history.games.colonials.engine.actions import DeclareRaid, ProposeTrade
from florida_history.games.colonials.engine.game import Game
from florida_history.games.colonials.engine.settings import Settings, SettingsError, preset
from florida_history.games.colonials.engine.state import (
    ENDINGS,
    GAME_OVER,
    POWERS,
    GameConfig,
)
from florida_history.games.colonials.names import power_label, settings_problem
from florida_history.games.colonials.pace import estimate_minutes

SAFETY_TURNS = 1000  # games without a round limit stop here (none has needed it)
_ORDINALS = ("1st", "2nd", "3rd", "4th")


@dataclass(frozen=True, slots=True)
class GameResult:
    seed: int
    seating: tuple[str, ...]
    bots: dict[str, str]  # power -> bot name
    first_player: str
    winners: tuple[str, ...]
    reason: str | None
    rounds: int
    turns: int  # player-turns
    eliminated: tuple[str, ...]
    events: dict[str, int] = field(default_factory=dict)  # raids and trade proposals made

    def share(self, power: str) -> float:
        return 1.0 / len(self.winners) if power in self.winners else 0.0

    def turn_position(self, power: str) -> int:
        """0 for the first player, 1 for the next in seat order, …"""
        n = len(self.seating)
        return (self.seating.index(power) - self.seating.index(self.first_player)) % n


def play_game(config: GameConfig, bots: dict[str, Bot]) -> GameResult:
    game = Game.new(config, record=False)
    state = game.state
    counts: Counter[str] = Counter()
    choose = {power: bot.choose for power, bot in bots.items()}  # looked up once, not per move
    apply = game.apply_action
    while state.pending.kind != GAME_OVER and state.turns <= SAFETY_TURNS:
        who = state.pending.player
        assert who is not None
        action = choose[who](game).action
        kind = type(action)
        if kind is DeclareRaid or kind is ProposeTrade:
            counts[kind.__name__] += 1
        apply(action)
    return GameResult(
        seed=config.seed,
        seating=config.seating,
        bots={p: b.name for p, b in bots.items()},
        first_player=state.players[state.first_seat].power,
        winners=state.winners,
        reason=state.win_reason,
        rounds=state.round,
        turns=state.turns,
        eliminated=tuple(state.eliminated),
        events=dict(counts),
    )


@dataclass(frozen=True, slots=True)
class MatchSpec:
    bots: tuple[str, ...]  # one per seat, in seat order before rotation
    preset: str = "class-period"
    seed: int = 1  # game i uses game number seed + i
    rotate_seats: bool = False
    defenders_fight_back: bool = False
    think_seconds: float | None = 0.25
    round_limit: int | None = None  # None: the preset's; 0: no round limit
    fair_order: bool | None = None  # None: the preset's (C7a)

    def settings(self) -> Settings:
        """The preset with this match's changes (raises SettingsError for impossible ones)."""
        changes: dict[str, Any] = {"defenders_fight_back": self.defenders_fight_back}
        if self.round_limit is not None:
            changes["round_limit"] = self.round_limit or None
        if self.fair_order is not None:
            changes["fair_order"] = self.fair_order
        return preset(self.preset, self.players, **changes)

    @property
    def players(self) -> int:
        return len(self.bots)

    def slots(self, index: int) -> dict[str, int]:
        shift = index % self.players if self.rotate_seats else 0
        seating = POWERS[: self.players]
        return {seating[(slot + shift) % self.players]: slot for slot in range(self.players)}

    def play(self, index: int) -> tuple[GameResult, dict[str, int]]:
        seed = self.seed + index
        config = GameConfig(seating=POWERS[: self.players], settings=self.settings(), seed=seed)
        slots = self.slots(index)
        bots = {
            p: make_bot(self.bots[slot], seed * 16 + slot, self.think_seconds)
            for p, slot in slots.items()
        }
        return play_game(config, bots), slots


def run_match(spec: MatchSpec, games: int) -> tuple[list[tuple[GameResult, dict[str, int]]], float]:
    for name in spec.bots:
        bot_key(name)
    started = time.process_time()  # CPU time: one core's speed even on a busy machine
    played = [spec.play(i) for i in range(games)]
    return played, time.process_time() - started


def summary_lines(
    spec: MatchSpec, played: list[tuple[GameResult, dict[str, int]]], seconds: float
) -> list[str]:
    n = len(played)
    if n == 0:
        raise ValueError("no games to summarize")
    slot_wins = [0.0] * spec.players
    power_wins: dict[str, float] = dict.fromkeys(POWERS, 0.0)
    position_wins = [0.0] * spec.players
    endings: Counter[str | None] = Counter()
    with_elimination = 0
    eliminations = 0
    for result, seats in played:
        for power in result.winners:
            share = result.share(power)
            slot_wins[seats[power]] += share
            power_wins[power] += share
            position_wins[result.turn_position(power)] += share
        endings[result.reason] += 1
        eliminations += len(result.eliminated)
        with_elimination += bool(result.eliminated)
    turns = sorted(r.turns for r, _ in played)
    rounds = [r.rounds for r, _ in played]
    deciles = statistics.quantiles(turns, n=10, method="inclusive") if n > 1 else [turns[0]] * 9

    def pct(x: float) -> str:
        return f"{100 * x:.1f}%"

    by_bot = []
    for name in dict.fromkeys(spec.bots):
        mine = [i for i, b in enumerate(spec.bots) if b == name]
        rate = sum(slot_wins[i] for i in mine) / (n * len(mine))
        by_bot.append(f"{name} {pct(rate)}" + (f" (each of {len(mine)})" if len(mine) > 1 else ""))
    raids = sum(r.events.get("DeclareRaid", 0) for r, _ in played)
    return [
        "Win rate by player:   "
        + "  ".join(f"{b} #{i + 1} {pct(slot_wins[i] / n)}" for i, b in enumerate(spec.bots)),
        "Win rate by bot:      " + "  ".join(by_bot),
        "Win rate by power:    "
        + "  ".join(f"{power_label(p)} {pct(power_wins[p] / n)}" for p in POWERS[: spec.players]),
        "Win rate by turn order (1st = the player drawn to start): "
        + "  ".join(f"{_ORDINALS[i]} {pct(position_wins[i] / n)}" for i in range(spec.players)),
        "Endings:              "
        + "  ".join(f"{e} {pct(endings[e] / n)}" for e in ENDINGS)
        + (f"  unfinished {endings[None]}" if endings[None] else ""),
        f"Eliminations:         {eliminations} in all; games with one: {pct(with_elimination / n)}",
        f"Player-turns a game:  median {statistics.median(turns):g} (p10 {deciles[0]:g}, "
        f"p90 {deciles[-1]:g}, longest {turns[-1]}); rounds median "
        f"{statistics.median(rounds):g}",
        "Minutes for people:   about "
        f"{estimate_minutes(preset(spec.preset, spec.players), spec.players):.0f} "
        "(the classroom pace model with reading, measured: scripts/measure_pace.py)",
        f"Raids per turn:       {raids / max(1, sum(turns)):.2f}",
        f"Speed:                {n / seconds if seconds > 0 else float('inf'):.1f} games per "
        f"second of one core's time ({seconds:.1f} CPU seconds in all)",
    ]


def bot_names() -> str:
    """The computer players ``--bots`` may name, for the command's help."""
    return ", ".join(BOT_NAMES) + " (or random, heuristic, strongest)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Colonials' own options (the shared ones are in ``florida_history/sim/cli.py``)."""
    group = parser.add_argument_group("Colonials")
    group.add_argument(
        "--preset",
        choices=("class-period", "full", "short"),
        default="class-period",
        help="the game-length preset (default class-period)",
    )
    group.add_argument(
        "--defenders-fight-back",
        action="store_true",
        help="the variant where raided colonies roll too",
    )


def run(args: argparse.Namespace) -> int:
    """``florida-history simulate --game colonials`` (the options are parsed by sim/cli.py)."""
    return run_cli(args)


def run_cli(args: Any) -> int:
    """Play the games ``args`` ask for and print the summary; 2 for impossible options."""
    bots = tuple(b.strip() for b in args.bots.split(",") if b.strip())
    if len(bots) == 1:
        bots = bots * args.players
    if len(bots) != args.players:
        print(f"error: --bots names {len(bots)} players but --players is {args.players}")
        return 2
    try:
        bots = tuple(bot_key(b) for b in bots)
    except ValueError as exc:
        print(f"error: {exc}")
        return 2
    if args.games < 1:
        print("error: --games must be at least 1")
        return 2
    if getattr(args, "target", None) is not None:
        print(
            "error: --target is Colonial Florida's gold target; Colonials has four targets "
            "(Population, Gold, Resources, Town Improvements): choose them with --preset"
        )
        return 2
    order = getattr(args, "turn_order", None)
    spec = MatchSpec(
        bots=bots,
        preset=args.preset,
        seed=args.seed,
        rotate_seats=args.rotate_seats,
        defenders_fight_back=args.defenders_fight_back,
        think_seconds=args.think_ms / 1000 if args.think_ms > 0 else None,
        round_limit=getattr(args, "round_limit", None),
        fair_order=None if order is None else order != "fixed",
    )
    try:
        settings = spec.settings()
    except SettingsError as exc:
        print(f"error: {settings_problem(exc)}")
        return 2
    limit = f"round limit {settings.round_limit}" if settings.round_limit else "no round limit"
    print(
        f"Simulating {args.games} Colonials games: {args.players} players, preset {args.preset}"
        f", {limit}, {'fair' if settings.fair_order else 'fixed'} turn order"
        f", game numbers {args.seed}-{args.seed + args.games - 1}"
        + (", seats rotated" if args.rotate_seats else "")
        + (", defenders fight back" if args.defenders_fight_back else "")
    )
    print("Computer players:     " + ", ".join(bots))
    played, seconds = run_match(spec, args.games)
    for line in summary_lines(spec, played, seconds):
        print(line)
    return 0
