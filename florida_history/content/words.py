"""How many words each lesson's short text has: what a class reads aloud when a lesson stops
play (the pace model prices each stop at ``kernel.pace.READING_WPM``)."""

from __future__ import annotations

import functools


@functools.lru_cache(maxsize=1)
def short_text_words() -> dict[str, int]:
    """Lesson id -> words in its short text (the lesson files, read once per process; a lesson
    that cannot be read is left out and priced at ``kernel.pace.DEFAULT_WORDS``)."""
    from florida_history.content import load_library

    library = load_library()
    return {lesson.id: len(lesson.short.split()) for lesson in library.lessons.values()}
