"""Colonials' side of the lesson service (``app/lessons.py``): its one event -> lesson mapper
(``lessons.py``), the lessons a whole game brought up (for the exit ticket), and the names to
show when a lesson file is missing (a card's name, or the power's colonies)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from florida_history.app.lessons import GameLessons
from florida_history.games.colonials import names
from florida_history.games.colonials.engine import events as ev
from florida_history.games.colonials.engine.cards import DECK
from florida_history.games.colonials.lessons import (
    CARD_LESSON,
    POWER_LESSON,
    lesson_rank,
    lessons_for_event,
    lessons_for_events,
)
from florida_history.games.colonials.words import _


class _Titles(Mapping[str, str]):
    """The titles in the language the app speaks when they are read (it may change)."""

    def __getitem__(self, lesson: str) -> str:
        return _titles()[lesson]

    def __iter__(self) -> Iterator[str]:
        return iter(_titles())

    def __len__(self) -> int:
        return len(_titles())


def _titles() -> dict[str, str]:
    titles: dict[str, str] = {}
    for card in DECK:
        titles.setdefault(CARD_LESSON[card.id], names.card(card.number, True))
    for power, lesson in POWER_LESSON.items():
        titles[lesson] = _("The %(power)s colonies") % {"power": names.power(power)}
    return titles


def for_events(events: list[Any], state: Any) -> list[str]:
    """The lessons a batch of events brings up; a power's own lesson only at its first turn
    (round 1), not at every turn."""
    out: list[str] = []
    for e in events:
        if isinstance(e, ev.TurnStarted) and e.round > 1:
            continue
        for lesson in lessons_for_event(e):
            if lesson not in out:
                out.append(lesson)
    return out


def for_history(events: list[Any]) -> list[str]:
    """Every lesson a whole game's events brought up, in order, each once."""
    return lessons_for_events(events, set())


LESSONS = GameLessons(
    for_events=for_events, for_history=for_history, titles=_Titles(), rank=lesson_rank
)
