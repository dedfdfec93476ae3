"""History content: lessons, glossary and timeline loaded from ``lessons/``, and the choice of
which lesson an engine event should open."""

from florida_history.content.lessons import (
    CATEGORIES,
    Lesson,
    LessonLibrary,
    LessonProblem,
    Question,
    Source,
    Term,
    TimelineEvent,
    load_library,
)

__all__ = [
    "CATEGORIES",
    "Lesson",
    "LessonLibrary",
    "LessonProblem",
    "Question",
    "Source",
    "Term",
    "TimelineEvent",
    "load_library",
]
