"""Colonial Florida's side of the lesson service (``app/lessons.py``): its one event -> lesson
mapper (``lessons.py``), the lessons a whole game brought up, and the names to show when a
lesson file is missing (the space or card as the board names it)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping

from florida_history.app.lessons import GameLessons
from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.engine.board import SPACES
from florida_history.games.colonial_florida.engine.cards import KINDS
from florida_history.games.colonial_florida.lessons import (
    lesson_rank,
    lessons_for_event,
    lessons_for_events,
)
from florida_history.games.colonial_florida.names import (
    CARD_NAMES,
    HAZARD_LESSON_TITLES,
    SPACE_NAMES,
    TranslatedNames,
    original_card_name,
)
from florida_history.i18n import language


def _fallback_titles() -> dict[str, str]:
    """Lesson id -> its title as an English msgid (the space's or card's name)."""
    titles = {s.lesson_id: SPACE_NAMES[s.slug] for s in SPACES}
    for k in KINDS:
        name, classroom_name = CARD_NAMES[k.slug]
        titles[k.lesson_id] = classroom_name or name
    titles.update(HAZARD_LESSON_TITLES)
    return titles


# Said in the language of the moment, when a lesson file is missing.
FALLBACK_TITLES = TranslatedNames(_fallback_titles())


class OriginalNames(Mapping[str, str]):
    """A card lesson's name on the original card (in English): for the cards the classroom
    names differently, and in another language for every card (the card's detail shows the
    name on the card the class may hold)."""

    def _ids(self) -> list[str]:
        every = language() != "en"
        return [k.lesson_id for k in KINDS if every or CARD_NAMES[k.slug][1] is not None]

    def __getitem__(self, lesson_id: str) -> str:
        if lesson_id not in self._ids():
            raise KeyError(lesson_id)
        return original_card_name(lesson_id.removeprefix("card-"))

    def __iter__(self) -> Iterator[str]:
        return iter(self._ids())

    def __len__(self) -> int:
        return len(self._ids())


ORIGINAL_NAMES = OriginalNames()


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
