"""Seeded fuzzing of every file kind the app reads (issue 10): mutated real saves, settings,
school defaults, lessons met and lesson files give only their documented error, never hang,
and a damaged autosave never costs the good backup (issue 24: Colonials saves, remembered
setup choices and the lessons cache too). ``scripts/fuzz_files.py`` runs the same
checks on thousands of files per kind."""

from __future__ import annotations

import fuzzing
import pytest

PER_KIND = {
    "save": 100,
    "colonials-save": 80,
    "settings": 150,
    "school": 150,
    "memory": 150,
    "met": 150,
    "lesson": 150,
    "cache": 60,
}


@pytest.mark.parametrize("kind", fuzzing.KINDS)
def test_mutated_files_give_only_the_documented_error(kind):
    tally = fuzzing.run(PER_KIND[kind], seed=2026, kinds=(kind,))[kind]
    assert tally.files == PER_KIND[kind]
    assert tally.unexpected == []
    assert tally.hangs == 0 and tally.lost_backups == 0
