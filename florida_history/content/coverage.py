"""Which lessons the games need: each game's definition lists the ones it can open.

The games are passed in (``registry.GAMES`` from the command), so this module names no game.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from florida_history.content.lessons import LessonLibrary


class NeedsLessons(Protocol):
    """A game definition, as far as lesson coverage cares."""

    def required_lessons(self) -> list[str]: ...


def required_lessons(games: Iterable[NeedsLessons]) -> list[str]:
    """Every lesson id any of ``games`` can open or promises, in game order, once each."""
    return list(dict.fromkeys(i for game in games for i in game.required_lessons()))


def missing_lessons(library: LessonLibrary, games: Iterable[NeedsLessons]) -> list[str]:
    """Lessons any of ``games`` can open that are not in the library."""
    return [lesson_id for lesson_id in required_lessons(games) if lesson_id not in library]
