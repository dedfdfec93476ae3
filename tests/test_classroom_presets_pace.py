"""Custom game lengths in the New game dialog use the same clock as the measured presets."""

from __future__ import annotations

from florida_history.games.colonial_florida import bots
from florida_history.games.colonial_florida.presets import preset
from florida_history.games.colonial_florida.ui.setup_form import _classroom_pace


def test_custom_lengths_match_the_full_game_preset_and_grow_with_the_target() -> None:
    full = preset("full")
    simulated = bots.estimate_minutes(full.target_gold, full.round_limit, 3)
    assert simulated is not None
    assert _classroom_pace(simulated, 3) == round(full.minutes(3))
    minutes = [_classroom_pace(bots.estimate_minutes(t, None, 3), 3) for t in (20, 40, 60, 80, 100)]
    assert minutes == sorted(minutes) and minutes[0] < minutes[-1]
