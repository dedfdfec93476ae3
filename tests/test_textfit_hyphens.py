"""Board names split at a syllable when that makes them clearly bigger (issue #22 §3)."""

from __future__ import annotations

import pytest

from florida_history.ui.textfit import syllable_breaks


@pytest.mark.parametrize(
    ("word", "first"),
    [
        ("Augustine", "Augus-tine"),
        ("Canaveral", "Cana-veral"),
        ("Tallahassee", "Talla-hassee"),
        ("Pensacola", "Pensa-cola"),
        ("Agustín", "Agus-tín"),
        ("Intracoastal", "Intra-coastal"),
    ],
)
def test_a_long_name_splits_at_the_syllable_nearest_its_middle(word: str, first: str) -> None:
    at = syllable_breaks(word)[0]
    assert f"{word[:at]}-{word[at:]}" == first


@pytest.mark.parametrize("word", ["Smyrna", "Loreto", "Unexplored", "Everglades", "Marsh"])
def test_no_split_that_leaves_a_stub_or_a_silent_ending(word: str) -> None:
    assert syllable_breaks(word) == []
