"""Colonial Florida's side of the lesson service (``app/lessons.py``): its one event -> lesson
mapper (``lessons.py``), the lessons a whole game brought up, and the names to show when a
lesson file is missing (the space or card as the board names it)."""

from __future__ import annotations

from collections.abc import Iterable

from florida_history.app.lessons import GameLessons
from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.engine.board import SPACES
from florida_history.games.colonial_florida.engine.cards import KINDS
from florida_history.games.colonial_florida.lessons import (
    lesson_rank,
    lessons_for_event,
    lessons_for_events,
)


def _fallback_titles() -> dict[str, str]:
    titles = {s.lesson_id: s.name for s in SPACES}
    for k in KINDS:
        titles[k.lesson_id] = k.display_name(True)
    titles.update(
        {
            "hazard-hurricane": "Hurricanes",
            "hazard-pirates": "Pirates",
            "hazard-native-raid": "Native raids",
            "hazard-disease": "Disease",
        }
    )
    return titles


FALLBACK_TITLES = _fallback_titles()
# A card's original name, for the lessons of cards the classroom names differently.
ORIGINAL_NAMES = {k.lesson_id: k.name for k in KINDS if k.classroom_name}


def lessons_from_history(history: Iterable[ev.AnyEvent]) -> list[str]:
    """Lesson ids the game's events brought up, in order, each once (the round is tracked so
    the picker names the same Native nation or disease as it did during play)."""
    out: list[str] = []
    round_number = 1
    for event in history:
        if isinstance(event, ev.RoundStarted):
            round_number = event.round
        for lesson_id in lessons_for_event(event, round_number):
            if lesson_id not in out:
                out.append(lesson_id)
    return out


LESSONS = GameLessons(
    for_events=lessons_for_events,
    for_history=lessons_from_history,
    titles=FALLBACK_TITLES,
    original_names=ORIGINAL_NAMES,
    rank=lesson_rank,
)
