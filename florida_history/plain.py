"""Small checks shared by every reader of files a class or a teacher can damage or edit (saves,
settings, remembered setup choices, lessons): values a message repeats are clipped, and a
choice or a number is checked by its exact type (``1.0 == 1``, ``True == 1`` and an
unhashable list in ``value in some_dict`` must never pass or crash)."""

from __future__ import annotations

import re
from collections.abc import Collection
from typing import Any

# Characters of a file's value a message repeats: enough to recognise it, never a page.
MAX_ECHO = 40


def clip(value: Any, limit: int = MAX_ECHO) -> str:
    """``value`` as text of at most ``limit`` characters (``…`` marks a cut), one line."""
    text = value if isinstance(value, str) else repr(value)
    if len(text) > limit * 4:  # repr of a huge value: cut before replacing characters
        text = text[: limit * 4]
    text = "".join(ch if ch.isprintable() else " " for ch in text)
    return text if len(text) <= limit else text[: limit - 1] + "…"


_ESCAPES = re.compile(r"\\(?:x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8})")


def without_escapes(text: str) -> str:
    """``text`` with the ``\x0c``-style escapes a ``repr`` writes for control characters
    shown as "?": a message repeating a damaged value says it in plain words."""
    return _ESCAPES.sub("?", text)


def is_text_choice(value: Any, choices: Collection[str]) -> bool:
    """``value`` is one of the text ``choices`` (never raises, whatever ``value`` is)."""
    return isinstance(value, str) and value in choices


def is_int(value: Any) -> bool:
    """A whole number that is not True/False or a float."""
    return type(value) is int


def is_int_choice(value: Any, choices: Collection[int]) -> bool:
    return type(value) is int and value in choices
