"""The corrections registers: every fix made to a lesson's facts, so a rewrite cannot quietly
undo it (issue #25).

``lessons/registers/corrections-*.toml`` hold ``[[corrections]]`` tables: the lesson id, the
``wrong`` wording that must never come back in that lesson (case-insensitive), a ``right``
fragment that must stay in it, ``why`` and the date it was ``fixed``. The loader skips this
folder; the tests and ``lessons check`` enforce every register found there.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from florida_history.content.lessons import REGISTERS_FOLDER

if TYPE_CHECKING:
    from florida_history.content.lessons import Lesson, LessonLibrary

FIELDS = ("lesson", "wrong", "right", "why", "fixed")
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


@dataclass(frozen=True, slots=True)
class Correction:
    lesson: str
    wrong: str
    right: str
    why: str
    fixed: str
    register: Path


def register_files(lessons_dir: Path) -> list[Path]:
    return sorted((lessons_dir / REGISTERS_FOLDER).glob("corrections-*.toml"))


def load_corrections(path: Path) -> tuple[list[Correction], list[str]]:
    """The corrections of one register file, and what is wrong with the file or an entry."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        return [], [f"{path}: cannot be read as TOML ({exc})"]
    raw = data.get("corrections")
    if not isinstance(raw, list) or not raw:
        return [], [f"{path}: needs [[corrections]] entries"]
    out: list[Correction] = []
    problems: list[str] = []
    for i, item in enumerate(raw, 1):
        values = [item.get(f) if isinstance(item, dict) else None for f in FIELDS]
        if not all(isinstance(v, str) and v.strip() for v in values):
            problems.append(f"{path}: correction {i} needs {', '.join(FIELDS)} (text)")
            continue
        lesson, wrong, right, why, fixed = (str(v).strip() for v in values)
        if not _DATE.match(fixed):
            problems.append(f"{path}: correction {i} ('{lesson}'): 'fixed' must be YYYY-MM-DD")
            continue
        out.append(Correction(lesson, wrong, right, why, fixed, path))
    return out, problems


def _words(lesson: Lesson) -> str:
    parts = [lesson.title, lesson.short, lesson.long, lesson.game_vs_history]
    for q in lesson.questions:
        parts += [q.question, q.answer, *q.wrong]
    parts += [t.term + " " + t.definition for t in lesson.terms]
    parts += [s.title + " " + s.url for s in lesson.sources]
    return " ".join(" ".join(parts).split())


def violations(library: LessonLibrary, corrections: list[Correction]) -> list[str]:
    """Corrections a lesson no longer keeps: its wrong wording is back, its right fragment is
    gone, or the lesson itself is gone."""
    out = []
    for c in corrections:
        lesson = library.get(c.lesson)
        if lesson is None:
            out.append(f"{c.register.name}: lesson '{c.lesson}' (corrected {c.fixed}) is missing")
            continue
        text = _words(lesson).casefold()
        if " ".join(c.wrong.split()).casefold() in text:
            out.append(f"{c.lesson}: the corrected wording '{c.wrong}' is back ({c.why})")
        if " ".join(c.right.split()).casefold() not in text:
            out.append(f"{c.lesson}: the correction '{c.right}' is gone ({c.why})")
    return out


def check_registers(library: LessonLibrary, lessons_dir: Path) -> list[str]:
    """Every problem with every corrections register under ``lessons_dir`` and every
    correction a lesson no longer keeps."""
    problems: list[str] = []
    for path in register_files(lessons_dir):
        corrections, found = load_corrections(path)
        problems += found + violations(library, corrections)
    return problems
