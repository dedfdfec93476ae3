"""How long a Colonials game takes people: the project's one pace model (``kernel/pace.py``)
with C35's price of about one minute per player-turn, applied to player-turn counts measured
with Medium computer players (``python scripts/colonials_report.py --games 500``, seed 1).

The setup screen shows ``estimate_minutes``; a Custom game borrows the preset nearest to its
targets (C35), capped by its own round limit.
"""

from __future__ import annotations

from florida_history.games.colonials.engine.settings import Settings, preset
from florida_history.kernel.pace import Pace

COLONIALS_PACE = Pace(player_turn=60.0)  # C35: about one minute per player-turn

# preset -> players -> median player-turns (500 games each, Medium players).
MEASURED_TURNS: dict[str, dict[int, float]] = {
    "class-period": {2: 19, 3: 28, 4: 37},
    "full": {2: 24, 3: 37, 4: 55},
    "short": {2: 15, 3: 22, 4: 29},
}


def nearest_preset(settings: Settings, players: int) -> str:
    """The measured preset whose targets are closest to ``settings``' (relative distance)."""

    def distance(name: str) -> float:
        p = preset(name, players)
        pairs = (
            (settings.target_pop, p.target_pop),
            (settings.target_gold, p.target_gold),
            (settings.target_resources, p.target_resources),
            (settings.target_towns, p.target_towns),
        )
        return sum(abs(a - b) / b for a, b in pairs)

    return min(MEASURED_TURNS, key=distance)


def estimate_minutes(settings: Settings, players: int) -> float:
    """About how many minutes a game with these settings takes (instant: a table look-up)."""
    name = (
        settings.preset if settings.preset in MEASURED_TURNS else nearest_preset(settings, players)
    )
    turns = MEASURED_TURNS[name][players]
    if settings.round_limit is not None:
        turns = min(turns, settings.round_limit * players)
    return COLONIALS_PACE.minutes_for_turns(turns)
