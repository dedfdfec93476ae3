"""A table's results file: what one group answered on its exit ticket, written when the group
presses "Check my answers" with every question answered, for the teacher's class report
(``classroom/class_report.py``) to gather from many computers.

The file is small JSON (never pickle), schema-versioned, written atomically. It goes to the
results folder a school (or the user's own settings) names, for example a shared drive the
teacher can read, else to "results" in the user's data folder. A named folder that is missing
is never created here: a shared drive that is not connected would otherwise collect files on
the wrong computer. Every problem is one plain sentence; the ticket still shows its score.

Reading goes through one path (``read_result``): a file gives a ``Result`` or a sentence saying
why it was refused, never an exception.
"""

from __future__ import annotations

import datetime as dt
import platform
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from florida_history.app.saves import SaveError, data_home, write_json_atomic
from florida_history.classroom.exit_ticket import ExitTicket
from florida_history.jsonfile import JsonFileError, Limits, read_json_file
from florida_history.words import N_, _

# Why a JSON file in the results folder is not counted (the class report lists it apart).
NOT_RESULTS = N_("it is not a Florida History results file")

KIND = "florida-history-exit-ticket-results"
VERSION = 1
RESULTS_LIMITS = Limits(max_bytes=256_000, max_depth=6, max_int_digits=12)
MAX_TEXT = 2_000  # characters in any one text of a results file
MAX_ITEMS = 400  # questions, lessons or choices in one list


class ResultsError(Exception):
    """The results file could not be written; the message is meant for the class."""


@dataclass(frozen=True, slots=True)
class AnsweredQuestion:
    lesson_id: str
    lesson_title: str
    question: str
    choices: tuple[str, ...]
    correct: int
    chosen: int | None  # None: left unanswered
    from_events: bool = False

    @property
    def right(self) -> bool:
        return self.chosen == self.correct


@dataclass(frozen=True, slots=True)
class Result:
    """One table's exit ticket at one time (see ``to_dict`` for the file's keys)."""

    game: str  # the game's id ("colonial-florida", "colonials")
    game_title: str
    game_number: int
    finished_at: dt.datetime  # local time, to the second
    table: str  # the computer's name
    students: str  # as typed
    questions: tuple[AnsweredQuestion, ...]
    lessons_met: tuple[str, ...]
    lessons_not_read: tuple[str, ...]  # offered in play, never opened
    lesson_titles: Mapping[str, str]
    length: str  # the length preset's id ("period", "class-period", "custom")
    length_name: str
    rounds: int
    outcome: str  # the recap's headline
    game_over: bool

    @property
    def score(self) -> int:
        return sum(1 for q in self.questions if q.right)

    def title_of(self, lesson_id: str) -> str:
        return self.lesson_titles.get(lesson_id, lesson_id)

    def identity(self) -> tuple[Any, ...]:
        """Same table, game, time and answers: the same file copied twice."""
        answers = tuple((q.lesson_id, q.question, q.chosen) for q in self.questions)
        return (self.game, self.game_number, self.table, self.finished_at, answers)

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": KIND,
            "version": VERSION,
            "game": self.game,
            "game_title": self.game_title,
            "game_number": self.game_number,
            "finished_at": self.finished_at.isoformat(timespec="seconds"),
            "table": self.table,
            "students": self.students,
            "questions": [
                {
                    "lesson_id": q.lesson_id,
                    "lesson_title": q.lesson_title,
                    "question": q.question,
                    "choices": list(q.choices),
                    "correct": q.correct,
                    "chosen": q.chosen,
                    "right": q.right,
                    "from_events": q.from_events,
                }
                for q in self.questions
            ],
            "score": self.score,
            "lessons_met": list(self.lessons_met),
            "lessons_not_read": list(self.lessons_not_read),
            "lesson_titles": dict(self.lesson_titles),
            "length": self.length,
            "length_name": self.length_name,
            "rounds": self.rounds,
            "outcome": self.outcome,
            "game_over": self.game_over,
        }


@dataclass(frozen=True, slots=True)
class GameFacts:
    """What the results file says about the game itself (the window knows these)."""

    game: str
    game_title: str
    game_number: int
    lessons_met: tuple[str, ...]
    lessons_not_read: tuple[str, ...]
    lesson_titles: Mapping[str, str]
    length: str
    length_name: str
    rounds: int
    outcome: str
    game_over: bool


def table_name() -> str:
    """This computer's name (the table's, in a classroom of numbered computers)."""
    return platform.node().strip()[:80] or _("this computer")


def from_ticket(
    ticket: ExitTicket, facts: GameFacts, when: dt.datetime, table: str | None = None
) -> Result:
    questions = tuple(
        AnsweredQuestion(
            q.lesson_id,
            q.lesson_title,
            q.question,
            tuple(q.choices),
            q.correct,
            ticket.answers.get(i),
            q.from_events,
        )
        # As built (the lessons' own language): a class report counts the same question
        # together whatever language each student read it in.
        for i, q in enumerate(ticket.built)
    )
    titles = dict(facts.lesson_titles)
    for q in ticket.built:
        titles.setdefault(q.lesson_id, q.lesson_title)
    return Result(
        facts.game,
        facts.game_title,
        facts.game_number,
        when.replace(microsecond=0, tzinfo=None),
        table if table is not None else table_name(),
        ticket.student.strip()[:MAX_TEXT],
        questions,
        facts.lessons_met,
        facts.lessons_not_read,
        titles,
        facts.length,
        facts.length_name,
        facts.rounds,
        facts.outcome,
        facts.game_over,
    )


def default_folder() -> Path:
    return data_home() / "results"


def results_folder(setting: str) -> tuple[Path, bool]:
    """The folder to write to and whether a school or user chose it (then it must exist)."""
    chosen = setting.strip()
    if chosen:
        return Path(chosen).expanduser(), True
    return default_folder(), False


def file_name(result: Result) -> str:
    slug = re.sub(r"[^A-Za-z0-9]+", "-", result.table).strip("-")[:40] or "table"
    stamp = result.finished_at.strftime("%Y%m%d-%H%M%S")
    return f"{result.game}-game-{result.game_number}-{slug}-{stamp}.json"


def write_result(result: Result, folder: Path, chosen: bool) -> Path:
    """Write the file atomically into ``folder``; a file of the same name gets a number
    (two groups on one computer in the same second). ResultsError says what went wrong."""
    folder = Path(folder)
    if chosen and not folder.is_dir():
        raise ResultsError(
            _(
                "The results folder {folder} was not found (is the shared drive connected?), "
                "so this ticket's results were not saved for the teacher. The score is shown "
                "here."
            ).format(folder=folder)
        )
    name = file_name(result)
    path = folder / name
    n = 2
    while path.exists():
        path = folder / name.replace(".json", f"-{n}.json")
        n += 1
    try:
        write_json_atomic(path, result.to_dict())
    except SaveError as exc:
        raise ResultsError(
            _(
                "This ticket's results could not be saved for the teacher in {folder} "
                "({problem}). The score is shown here."
            ).format(folder=folder, problem=_why(exc))
        ) from None
    return path


def _why(exc: SaveError) -> str:
    text = str(exc)
    return text.split(": ", 1)[1] if ": " in text else text


# --- reading: one validation path ----------------------------------------------------------


def read_result(path: Path) -> Result | str:
    """The file's ``Result``, or a plain sentence saying why it is not one."""
    try:
        data = read_json_file(path, RESULTS_LIMITS)
    except JsonFileError as exc:
        return _("it could not be read: {problem}").format(problem=exc.problem)
    return parse_result(data)


class _Refused(ValueError):
    pass


def parse_result(data: Any) -> Result | str:
    """A results file's JSON value checked key by key (exact types: ``True`` is not 1)."""
    if not isinstance(data, dict) or data.get("kind") != KIND:
        return _(NOT_RESULTS)
    version = data.get("version")
    if type(version) is not int or version > VERSION or version < 1:
        return _("it was written by a newer version of Florida History")
    try:
        return _parse(data)
    except _Refused as exc:
        return _("it is damaged ({reason})").format(reason=exc)


def _text(data: Mapping[str, Any], key: str, allow_empty: bool = False) -> str:
    value = data.get(key)
    if not isinstance(value, str) or len(value) > MAX_TEXT or (not value and not allow_empty):
        raise _Refused(f"its {key.replace('_', ' ')} is missing or not text")
    return value


def _int(data: Mapping[str, Any], key: str, low: int = 0) -> int:
    value = data.get(key)
    if type(value) is not int or value < low:
        raise _Refused(f"its {key.replace('_', ' ')} is not a whole number")
    return value


def _bool(data: Mapping[str, Any], key: str) -> bool:
    value = data.get(key)
    if type(value) is not bool:
        raise _Refused(f"its {key.replace('_', ' ')} is not yes or no")
    return value


def _texts(data: Mapping[str, Any], key: str) -> tuple[str, ...]:
    value = data.get(key)
    if not isinstance(value, list) or len(value) > MAX_ITEMS:
        raise _Refused(f"its {key.replace('_', ' ')} is not a list")
    if not all(isinstance(v, str) and 0 < len(v) <= MAX_TEXT for v in value):
        raise _Refused(f"its {key.replace('_', ' ')} holds something that is not text")
    return tuple(value)


def _question(raw: Any) -> AnsweredQuestion:
    if not isinstance(raw, dict):
        raise _Refused("a question is not a question")
    choices = _texts(raw, "choices")
    correct = _int(raw, "correct")
    chosen = raw.get("chosen")
    if len(choices) < 2 or correct >= len(choices):
        raise _Refused("a question's choices do not fit its answer")
    if chosen is not None and (type(chosen) is not int or not 0 <= chosen < len(choices)):
        raise _Refused("a question's chosen answer is not one of its choices")
    question = AnsweredQuestion(
        _text(raw, "lesson_id"),
        _text(raw, "lesson_title"),
        _text(raw, "question"),
        choices,
        correct,
        chosen,
        _bool(raw, "from_events"),
    )
    if _bool(raw, "right") != question.right:
        raise _Refused("a question is marked right or wrong against its own answer")
    return question


def _parse(data: Mapping[str, Any]) -> Result:
    try:
        when = dt.datetime.fromisoformat(_text(data, "finished_at"))
    except ValueError:
        raise _Refused("its date and time are not a date and time") from None
    raw_questions = data.get("questions")
    if not isinstance(raw_questions, list) or len(raw_questions) > MAX_ITEMS:
        raise _Refused("its questions are not a list")
    questions = tuple(_question(q) for q in raw_questions)
    titles = data.get("lesson_titles")
    if not isinstance(titles, dict) or len(titles) > MAX_ITEMS:
        raise _Refused("its lesson titles are not a table")
    if not all(isinstance(v, str) and len(v) <= MAX_TEXT for v in titles.values()):
        raise _Refused("its lesson titles are not text")
    result = Result(
        _text(data, "game"),
        _text(data, "game_title"),
        _int(data, "game_number"),
        when.replace(tzinfo=None, microsecond=0),
        _text(data, "table"),
        _text(data, "students", allow_empty=True),
        questions,
        _texts(data, "lessons_met"),
        _texts(data, "lessons_not_read"),
        dict(titles),
        _text(data, "length"),
        _text(data, "length_name"),
        _int(data, "rounds"),
        _text(data, "outcome", allow_empty=True),
        _bool(data, "game_over"),
    )
    if _int(data, "score") != result.score:
        raise _Refused("its score does not match its answers")
    return result


def student_names(typed: str) -> list[str]:
    """The names a group typed in one box ("Ana, Ben and Cy"), one by one."""
    parts = re.split(r"\s*(?:,|;|/|&|\+|\band\b)\s*", typed.strip())
    return [p for p in (" ".join(part.split()) for part in parts) if p]
