"""Game-length presets for a class period, with minutes MEASURED by simulated games played at a
human pace (``scripts/measure_presets.py`` writes ``preset_minutes.py``), not guessed.

The human pace: each thing students do or watch costs the seconds below, chosen from watching
the hot-seat flow (roll, talk over which die, move, read the log) — a class of 12-year-olds, not
a speed run. The simulator plays the real engine with the medium computer player standing in
for the students' choices, and adds up these seconds for every step of the game.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable
from dataclasses import dataclass

from florida_history.games.colonial_florida.engine import Continue, Game, GameConfig
from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.engine.state import FAIR_ORDER, FIXED_ORDER, PHASE

# Seconds per step at a classroom pace.
PACE_SECONDS: dict[str, float] = {
    "phase": 4.0,  # an automatic phase: the marker moves, the log line is read
    "roll": 4.0,  # press Roll
    "choose_die": 10.0,  # talk over which of the two dice to use
    "attack": 12.0,  # decide whether and with what to attack (the odds are shown)
    "choose_loss": 6.0,
    "transfer": 6.0,
    "move": 8.0,  # move a fighter or end the turn
    "handover": 5.0,  # the next student takes the mouse
    "lesson_new": 30.0,  # a lesson seen for the first time this game: read the short text
    "lesson_again": 3.0,  # a lesson seen before: a glance, then Next
}


@dataclass(frozen=True, slots=True)
class Preset:
    key: str
    label: str
    target_gold: int
    round_limit: int | None
    intent: str  # what it is for, for the setup screen
    # The classroom presets play the fair turn order (issue #9: the sheet's fixed order lets
    # the first seat win 46% of 3-player games); "Full game" keeps the sheet's order.
    turn_order: str = FAIR_ORDER

    def minutes(self, players: int = 3) -> float | None:
        """The measured median minutes for this many players (None if not measured)."""
        from florida_history.classroom.preset_minutes import MEASURED

        row = MEASURED.get(self.key, {})
        value = row.get(str(players))
        return float(value) if value is not None else None

    def describe(self, players: int = 3) -> str:
        m = self.minutes(players)
        if m is None:
            return f"{self.label}: first to {self.target_gold} gold."
        limit = f", or the richest after round {self.round_limit}" if self.round_limit else ""
        return (
            f"{self.label}: first to {self.target_gold} gold{limit}. Measured: about "
            f"{round(m)} minutes with {players} players at a classroom pace."
        )


PRESETS: tuple[Preset, ...] = (
    Preset("short", "Short (about 20 minutes)", 30, 9, "a demonstration or half a lesson"),
    # About 26 minutes of play (3 players; 80% of games under 28) leaves a 40-minute period
    # time to start, to talk over a lesson and for the exit ticket.
    Preset("period", "Class period (about 26 minutes)", 40, 12, "a 40-minute class period"),
    Preset(
        "full",
        "Full game (first to 50 gold)",
        50,
        None,
        "the full game, no round limit, in the original game's turn order",
        FIXED_ORDER,
    ),
)


def preset(key: str) -> Preset:
    for p in PRESETS:
        if p.key == key:
            return p
    raise KeyError(key)


def seconds_for_game(
    config: GameConfig,
    choose: Callable[[Game], object],
    lessons_for: Callable[[list[ev.Event], int], list[str]] | None = None,
) -> tuple[float, int]:
    """Play one game with ``choose`` making every decision; return (seconds at the human pace,
    rounds played)."""
    game = Game.new(config)
    seen: set[str] = set()
    seconds = 0.0
    last_player: str | None = None
    cont = Continue()
    while not game.is_over and game.state.round <= 200:
        pending = game.state.pending
        if pending.kind == PHASE:
            action = cont
            seconds += PACE_SECONDS["phase"]
        else:
            if pending.player != last_player:
                seconds += PACE_SECONDS["handover"]
                last_player = pending.player
            seconds += PACE_SECONDS.get(pending.kind, 6.0)
            action = choose(game)
        events = game.apply_action(action)  # type: ignore[arg-type]
        if lessons_for is not None:
            for lesson_id in lessons_for(events, game.state.round):
                seconds += PACE_SECONDS["lesson_again" if lesson_id in seen else "lesson_new"]
                seen.add(lesson_id)
    return seconds, game.state.round


def measure(
    target_gold: int,
    round_limit: int | None,
    players: int,
    games: int,
    make_choose: Callable[[int], dict[str, Callable[[Game], object]]],
    lessons_for: Callable[[list[ev.Event], int], list[str]] | None = None,
    first_seed: int = 1000,
    turn_order: str = FIXED_ORDER,
) -> tuple[float, float, float, float]:
    """(median minutes, 10th percentile, 90th percentile, median rounds) over ``games``."""
    seating = ("spanish", "british", "french")[:players]
    minutes, rounds = [], []
    for seed in range(first_seed, first_seed + games):
        config = GameConfig(
            seating=seating,
            target_gold=target_gold,
            round_limit=round_limit,
            seed=seed,
            turn_order=turn_order,
        )
        choosers = make_choose(seed)

        def choose(g: Game, choosers: dict[str, Callable[[Game], object]] = choosers) -> object:
            return choosers[g.state.pending.player or ""](g)

        secs, rnd = seconds_for_game(config, choose, lessons_for)
        minutes.append(secs / 60)
        rounds.append(rnd)
    minutes.sort()
    dec = statistics.quantiles(minutes, n=10) if len(minutes) >= 2 else [minutes[0]] * 9
    return statistics.median(minutes), dec[0], dec[-1], statistics.median(rounds)


def matching(target_gold: int | None, round_limit: int | None) -> Preset | None:
    """The preset with exactly this gold target and round limit, if any (a typed length that
    matches none selects no preset button)."""
    return next(
        (p for p in PRESETS if p.target_gold == target_gold and p.round_limit == round_limit),
        None,
    )
