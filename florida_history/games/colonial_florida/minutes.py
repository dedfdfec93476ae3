"""Minutes for a game length, from the table ``pace.py``'s measurements wrote
(``pace_table.py``): table look-ups only, so the New game screen answers at once without
loading the rules engine (``pace.py`` imports it to measure, and re-exports these)."""

from __future__ import annotations

from florida_history.kernel.reading import (
    CLASS_PERIOD_STOPS,
    FULL_STOPS,
    SHORT_STOPS,
    ReadingBudget,
)

EXPECTED_FULL_ROUNDS = 20  # the median length of a game with no round limit (3 players)


def reading_budget(round_limit: int | None) -> ReadingBudget:
    """The lesson stops a game of this length holds (decided from the length: a Short game,
    a Class period, or a longer game up to the Full game's budget)."""
    if round_limit is None:
        return ReadingBudget(FULL_STOPS, EXPECTED_FULL_ROUNDS)
    if round_limit <= 9:
        return ReadingBudget(SHORT_STOPS, round_limit)
    if round_limit <= 14:
        return ReadingBudget(CLASS_PERIOD_STOPS, round_limit)
    return ReadingBudget(min(FULL_STOPS, round_limit + 4), round_limit)


def measured_minutes(target_gold: int, round_limit: int | None, players: int) -> float | None:
    """The median minutes measured for exactly this length (the presets), if it was measured."""
    from florida_history.games.colonial_florida.pace_table import MEASURED_LENGTHS

    return MEASURED_LENGTHS.get((target_gold, round_limit), {}).get(players)


def estimate_minutes(target_gold: int, round_limit: int | None, players: int) -> float:
    """About how many minutes a game of this length takes people (instant: table look-ups).

    A length measured on its own (every preset) gives its measured median. Any other length
    takes the measured spread of game lengths for its target (interpolated between measured
    targets) at the measured seconds of play per round; a round limit cuts off the long
    games; and the lessons that stop play, as many as come up for the first time in that many
    rounds but no more than the length's reading budget, each at the measured reading time.
    """
    from florida_history.games.colonial_florida.pace_table import SECONDS_PER_STOP, TABLE

    if players not in TABLE:
        raise ValueError(f"a game has 2 or 3 players, not {players}")
    measured = measured_minutes(target_gold, round_limit, players)
    if measured is not None:
        return measured
    rows = TABLE[players]  # target -> (play seconds per round, stops per round, quantiles)
    targets = sorted(rows)
    lo, hi = _bracket(targets, target_gold)
    weight = 0.0 if hi == lo else (target_gold - lo) / (hi - lo)
    per_round = _lerp(rows[lo][0], rows[hi][0], weight)
    stops_per_round = _lerp(rows[lo][1], rows[hi][1], weight)
    quantiles = [
        max(1.0, _lerp(a, b, weight)) for a, b in zip(rows[lo][2], rows[hi][2], strict=True)
    ]
    if round_limit is not None:
        quantiles = [min(q, float(round_limit)) for q in quantiles]
    rounds = sum(quantiles) / len(quantiles)
    budget = reading_budget(round_limit)
    stops = min(stops_per_round * rounds, budget.allowed_by(round(rounds)))
    return (per_round * rounds + stops * SECONDS_PER_STOP) / 60.0


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
