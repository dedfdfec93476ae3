"""How long a game takes real people, from what happened in a simulated game.

The model (``Pace``) prices each thing that happens at a realistic classroom pace. Its
assumptions, in seconds, for students playing hot-seat at one school computer:

* ``setup`` 60: choosing powers and names and starting (the design asks for under a minute).
* ``phase`` 3 for each automatic phase (Rebuild, Hurricane, Pirate, Indian Raid, Disease,
  Income): click Continue and watch the marker move.
* ``strike`` 6 more when a hazard hits a settlement (a raid, or Raze markers placed): the
  animation and a look at the log.
* ``turn`` 12 for each turn a player takes: roll, think, pick a die, watch the pawn move.
* ``skip`` 3 for a turn skipped because a hazard stands on the pawn (R17).
* ``card`` 6 for each card drawn: read its name and what it does.
* ``attack`` 25 for each battle: choose fighters, roll, see who won.
* ``guard_move`` 5 for each movable combatant moved (R21).
* ``lesson`` 50 for reading a history lesson, and ``lesson_chance`` 0.2: about one turn in
  five opens a lesson someone actually reads (the others are closed after a glance, counted in
  ``turn``). A teacher who stops to discuss a lesson adds to this; we do not guess that time.

``minutes_for`` applies the model to one ``GameResult``. ``estimate_minutes`` answers the
new-game dialog instantly from ``pace_table.TABLE``, which ``python -m
florida_history.sim.measure_pace`` measured with the simulator (heuristic players, who play
sensibly like most students); it never simulates live.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # only the annotations: the dialog's look-up must not load the simulator
    from florida_history.sim.play import GameResult

AUTOMATIC_PHASES = 6  # Rebuild, Hurricane, Pirate, Indian Raid, Disease, Income


@dataclass(frozen=True, slots=True)
class Pace:
    setup: float = 60.0
    phase: float = 3.0
    strike: float = 6.0
    turn: float = 12.0
    skip: float = 3.0
    card: float = 6.0
    attack: float = 25.0
    guard_move: float = 5.0
    lesson: float = 50.0
    lesson_chance: float = 0.2


DEFAULT_PACE = Pace()


def play_seconds(result: GameResult, pace: Pace = DEFAULT_PACE) -> float:
    """Seconds of play (no setup) that people would spend on the game in ``result``."""
    e = result.events
    turns = e.get("TurnStarted", 0) - e.get("TurnSkipped", 0)
    seconds = AUTOMATIC_PHASES * pace.phase * result.rounds
    seconds += pace.strike * (e.get("RaidStarted", 0) + e.get("RazeMarkersPlaced", 0))
    seconds += turns * (pace.turn + pace.lesson_chance * pace.lesson)
    seconds += pace.skip * e.get("TurnSkipped", 0)
    seconds += pace.card * e.get("CardDrawn", 0)
    seconds += pace.attack * e.get("AttackStarted", 0)
    seconds += pace.guard_move * (e.get("CombatantMoved", 0) + e.get("CombatantTransferred", 0))
    return seconds


def minutes_for(result: GameResult, pace: Pace = DEFAULT_PACE) -> float:
    """Minutes people would take for the game in ``result``, setting up included."""
    return (pace.setup + play_seconds(result, pace)) / 60.0


# --- the table the new-game dialog reads ------------------------------------------------------


def estimate_minutes(target_gold: int, round_limit: int | None, players: int) -> float:
    """About how many minutes a game with these settings takes people (instant: a table look-up).

    Rounds are taken from the measured spread of game lengths for this target (interpolated
    between measured targets); a round limit cuts off the long games.
    """
    from florida_history.sim.pace_table import SETUP_SECONDS, TABLE

    if players not in TABLE:
        raise ValueError(f"a game has 2 or 3 players, not {players}")
    rows = TABLE[players]  # target -> (seconds per round, round-count quantiles)
    targets = sorted(rows)
    lo, hi = _bracket(targets, target_gold)
    weight = 0.0 if hi == lo else (target_gold - lo) / (hi - lo)
    per_round = _lerp(rows[lo][0], rows[hi][0], weight)
    quantiles = [
        max(1.0, _lerp(a, b, weight)) for a, b in zip(rows[lo][1], rows[hi][1], strict=True)
    ]
    if round_limit is not None:
        quantiles = [min(q, float(round_limit)) for q in quantiles]
    rounds = sum(quantiles) / len(quantiles)
    return (SETUP_SECONDS + per_round * rounds) / 60.0


def _bracket(targets: list[int], target: int) -> tuple[int, int]:
    """The two measured targets around ``target`` (the last two to extrapolate beyond)."""
    if target <= targets[0]:
        return targets[0], targets[1]
    for lo, hi in zip(targets, targets[1:], strict=False):
        if target <= hi:
            return lo, hi
    return targets[-2], targets[-1]


def _lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t
