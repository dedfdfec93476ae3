"""Which lessons a class has met on this computer (a small JSON file in the user data folder, so
the library can mark with ✓ what this class has already seen, across games and days). In a
game, a lesson is met once it has been on screen long enough to read (the window records it in
the session); a lesson only brought up by an event is not met (each game's ``GameLessons``
lists those, for the exit ticket)."""

from __future__ import annotations

import datetime as _dt
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from florida_history.app import saves
from florida_history.jsonfile import JsonFileError, Limits, read_json_file
from florida_history.words import _

MET_FILE = "met_lessons.json"
MET_DAMAGED = "met_lessons.damaged.json"
MET_FORMAT = "florida-history-met-lessons"
MET_LIMITS = Limits(max_bytes=2_000_000, max_depth=6, max_int_digits=12)


def met_path() -> Path:
    return saves.data_home() / MET_FILE


class MetStore:
    """Lessons met on this computer: id -> {"count": n, "last": "YYYY-MM-DD"}. A damaged file
    is treated as empty, kept aside as ``met_lessons.damaged.json`` and named in ``error`` (one
    sentence for the players); it is never worth a crash."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or met_path()
        self.lessons: dict[str, dict[str, Any]] = {}
        self.error: str | None = None
        self.load()

    def load(self) -> None:
        self.lessons = {}
        try:
            data = read_json_file(self.path, MET_LIMITS)
        except JsonFileError as exc:
            if not exc.missing:
                self._set_aside(exc.problem)
            return
        raw = data.get("lessons") if isinstance(data, dict) else None
        if not isinstance(raw, dict):
            self._set_aside(_("it is not a list of lessons met"))
            return
        for key, value in raw.items():
            if isinstance(key, str) and isinstance(value, dict):
                count = value.get("count")
                last = value.get("last")
                self.lessons[key[:200]] = {
                    "count": count if type(count) is int and 0 < count < 10**9 else 1,
                    "last": last[:10] if isinstance(last, str) else "",
                }

    def _set_aside(self, problem: str) -> None:
        kept = self.path.with_name(MET_DAMAGED)
        try:
            os.replace(self.path, kept)
            self.error = _(
                "The list of lessons this computer has met ({file}) was ignored because "
                "{problem}; the library starts a new list. It was kept as {kept}."
            ).format(file=self.path.name, problem=problem, kept=kept.name)
        except OSError:
            self.error = _(
                "The list of lessons this computer has met ({file}) was ignored because "
                "{problem}; the library starts a new list."
            ).format(file=self.path.name, problem=problem)

    def __contains__(self, lesson_id: object) -> bool:
        return lesson_id in self.lessons

    @property
    def ids(self) -> set[str]:
        return set(self.lessons)

    def record(self, lesson_ids: Iterable[str], today: _dt.date | None = None) -> None:
        """Add lessons and write the file; a write failure is remembered, never raised."""
        day = (today or _dt.date.today()).isoformat()
        changed = False
        for lesson_id in lesson_ids:
            entry = self.lessons.setdefault(lesson_id, {"count": 0, "last": day})
            entry["count"] += 1
            entry["last"] = day
            changed = True
        if not changed:
            return
        try:
            saves.write_json_atomic(
                self.path, {"format": MET_FORMAT, "version": 1, "lessons": self.lessons}
            )
            self.error = None
        except saves.SaveError as exc:
            self.error = str(exc)

    def clear(self) -> None:
        """For a new class: forget what this computer has met."""
        self.lessons = {}
        try:
            saves.write_json_atomic(self.path, {"format": MET_FORMAT, "version": 1, "lessons": {}})
        except saves.SaveError as exc:
            self.error = str(exc)
