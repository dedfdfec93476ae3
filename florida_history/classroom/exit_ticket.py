"""The exit ticket: review questions drawn from the lessons this game met (shown on screen),
answered on screen and exported as an HTML page a teacher can collect or print. When fewer than
three lessons were met, lessons about the game's own events (that were never opened) fill the
ticket, each such question marked, and the ticket says so.

Marking: multiple choice, not free text. A keyword match on typed answers marks a right answer
wrong for a spelling slip or a synonym, and a teacher cannot trust a "wrong" that may be the
program's mistake. Each question's own answer (from the lesson file) is shown beside three
answers to OTHER lessons' questions, so every choice is a true sentence from the course and
only one answers this question.

The wrong choices are meant to make a student think, so they come first from lessons of the
same category or linked to this one (another settlement's story for a settlement question, not
a fact about cypress trees), then from the rest of the course. None may also answer this
question: an answer to the same question asked in another lesson, or one sharing many of its
words with the right answer (the same fact told again), is never used, nor two wrong choices
alike, nor an answer that is right elsewhere on the same ticket. The choices are drawn and
shuffled from the game number and the question: every table that played the same game gets the
same ticket.
"""

from __future__ import annotations

import datetime as _dt
import html
import random
import re
import zlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from florida_history.i18n import language as app_language
from florida_history.kernel.reading import spread_over_rounds
from florida_history.words import CATALOG, N_

DEFAULT_QUESTIONS = 5
CHOICES = 4
ENOUGH_MET = 3  # with fewer lessons met, the game's other events' lessons fill the ticket
FROM_EVENTS = N_("From this game's events (this lesson was not opened)")
_WORD = re.compile(r"[a-z0-9]+")
_STOP = {
    "the",
    "a",
    "an",
    "of",
    "and",
    "to",
    "in",
    "on",
    "it",
    "was",
    "were",
    "is",
    "for",
    "from",
    "by",
    "at",
    "as",
    "that",
    "with",
    "they",
    "their",
    "its",
    "be",
    "or",
}


def _text(words: str) -> str:
    """Words for the page's text (quotes stay as they are: not inside an attribute)."""
    return html.escape(words, quote=False)


@dataclass(frozen=True, slots=True)
class TicketQuestion:
    lesson_id: str
    lesson_title: str
    question: str
    choices: tuple[str, ...]
    correct: int  # index into choices
    from_events: bool = False  # from a lesson the game brought up but nobody opened
    # Which of the lesson's marked questions this is, and the order its answers were shuffled
    # into (indices into [answer, *wrong]): the same question in another language keeps the
    # same order, so an answer given stays the answer to the same choice.
    number: int = 0
    order: tuple[int, ...] = ()


@dataclass
class ExitTicket:
    questions: list[TicketQuestion]
    game_number: int
    answers: dict[int, int] = field(default_factory=dict)  # question index -> choice index
    student: str = ""
    # (lessons met, questions from lessons not opened): the note below says why some
    # questions are about lessons that were not opened.
    shortage: tuple[int, int] = (ENOUGH_MET, 0)
    # The language this student reads the ticket and its web page in ("": the app's).
    language: str = ""
    # The lessons in a language (``LessonLibrary.in_language``), when there are translations:
    # the questions are then shown in the language chosen. None: as built.
    library_in: Callable[[str], Any] | None = None
    built: list[TicketQuestion] = field(default_factory=list)  # as built (the results file's)

    def __post_init__(self) -> None:
        if not self.built:
            self.built = list(self.questions)

    def choose_language(self, code: str) -> None:
        """The student reads the ticket in ``code``: its words, and its questions where their
        lessons are translated (each answer given stays with the same choice)."""
        self.language = code
        if self.library_in is not None:
            self.questions = translated_questions(self.built, self.library_in(code))

    @property
    def lang(self) -> str:
        return self.language or app_language()

    @property
    def note(self) -> str:
        """Why some questions are about lessons that were not opened ("" if none are)."""
        return shortage_note(*self.shortage, code=self.lang)

    def answer(self, question: int, choice: int) -> None:
        self.answers[question] = choice

    def is_right(self, question: int) -> bool | None:
        """True/False once answered, None while unanswered."""
        if question not in self.answers:
            return None
        return self.answers[question] == self.questions[question].correct

    @property
    def score(self) -> int:
        return sum(1 for i in range(len(self.questions)) if self.is_right(i))

    @property
    def complete(self) -> bool:
        return len(self.answers) == len(self.questions)

    def to_reread(self) -> list[str]:
        """Titles of the lessons to read again (wrong or unanswered), each once."""
        out: list[str] = []
        for i, q in enumerate(self.questions):
            if not self.is_right(i) and q.lesson_title not in out:
                out.append(q.lesson_title)
        return out


def _words(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if w not in _STOP}


def _overlap(wa: set[str], wb: set[str]) -> float:
    """Shared words as a share of the shorter text's words."""
    return len(wa & wb) / max(1, min(len(wa), len(wb)))


def _similar(a: str, b: str) -> bool:
    return _overlap(_words(a), _words(b)) > 0.6


def _gradable(lesson: Any) -> tuple[Any, ...]:
    """A lesson's questions that can be marked right or wrong (not discussion questions)."""
    return tuple(q for q in lesson.questions if not getattr(q, "discussion", False))


def shortage_note(met: int, extra: int, code: str | None = None) -> str:
    """What the ticket says when fewer than ENOUGH_MET lessons were met (in ``code``, the
    student's language; default the app's)."""
    if met >= ENOUGH_MET:
        return ""
    code = code or app_language()
    words = CATALOG.translations(code)
    mark = CATALOG.gettext_in(code, FROM_EVENTS)
    if met == 0:
        if not extra:
            return CATALOG.gettext_in(code, "No lesson was read in this game.")
        return CATALOG.gettext_in(
            code,
            "No lesson was read in this game, so the questions are about lessons on this "
            "game's events that were not opened. They are marked “{mark}”.",
        ).format(mark=mark)
    if not extra:
        return words.ngettext(
            "Only {n} lesson was read in this game.",
            "Only {n} lessons were read in this game.",
            met,
        ).format(n=met)
    return words.ngettext(
        "Only {n} lesson was read in this game, so some questions are about lessons on this "
        "game's events that were not opened. They are marked “{mark}”.",
        "Only {n} lessons were read in this game, so some questions are about lessons on "
        "this game's events that were not opened. They are marked “{mark}”.",
        met,
    ).format(n=met, mark=mark)


def translated_questions(questions: Sequence[TicketQuestion], library: Any) -> list[TicketQuestion]:
    """``questions`` as ``library`` (the lessons in another language) words them: the same
    question of the same lesson, its answers in the same shuffled order. A question whose
    lesson is not translated, or whose translation does not line up, stays as it is."""
    out = []
    for q in questions:
        lesson = library.get(q.lesson_id) if library is not None else None
        asked = _gradable(lesson) if lesson is not None else ()
        if lesson is None or not q.order or q.number >= len(asked):
            out.append(q)
            continue
        same = asked[q.number]
        words = [same.answer, *same.wrong]
        if len(words) != len(q.order):
            out.append(q)
            continue
        choices = tuple(words[i] for i in q.order)
        out.append(replace(q, lesson_title=lesson.title, question=same.question, choices=choices))
    return out


def build_ticket(
    library: Any,
    lessons_met: Sequence[str],
    game_number: int,
    count: int = DEFAULT_QUESTIONS,
    from_events: Sequence[str] = (),
    rounds: Mapping[str, int] | None = None,
) -> ExitTicket:
    """Up to ``count`` questions, one per lesson met, then seconds. The lessons asked about
    first are spread over the whole game by the round each was read in (``rounds``), not the
    first ones met; without rounds, in the order met. With fewer than ENOUGH_MET lessons met,
    the lessons ``from_events`` (what the game's events brought up) join them, their
    questions marked."""

    def asks(i: str) -> bool:
        return bool(library.get(i) and _gradable(library.get(i)))

    met = [i for i in dict.fromkeys(lessons_met) if asks(i)]
    if rounds:
        spread = spread_over_rounds(met, dict(rounds), count)
        met = spread + [i for i in met if i not in spread]
    extra: list[str] = []
    if len(met) < ENOUGH_MET:
        extra = [i for i in dict.fromkeys(from_events) if i not in met and asks(i)]
    lessons = met + extra
    picked: list[tuple[str, Any, int]] = []
    round_no = 0
    while len(picked) < count and lessons:
        added = False
        for lesson_id in lessons:
            qs = _gradable(library.get(lesson_id))
            if round_no < len(qs) and len(picked) < count:
                added = True
                q = qs[round_no]
                if any(_similar(q.question, other.question) for _id, other, _n in picked):
                    continue  # two lessons asking the same thing: keep the first
                picked.append((lesson_id, q, round_no))
        if not added:
            break
        round_no += 1
    questions = []
    for lesson_id, q, number in picked:
        lesson = library.get(lesson_id)
        # One generator per question, from the game number and the question itself: the same
        # game gives the same choices at every table, whatever else each table's ticket holds.
        seed = game_number * 1_000_003 + zlib.crc32(f"{lesson_id}|{q.question}".encode())
        rng = random.Random(seed)
        # The three wrong answers written for this question by the lesson's author (the
        # lesson loader refuses a graded question without them).
        choices = [q.answer, *q.wrong]
        order = sorted(range(len(choices)), key=lambda _i: rng.random())
        shuffled = tuple(choices[i] for i in order)
        questions.append(
            TicketQuestion(
                lesson_id,
                lesson.title,
                q.question,
                shuffled,
                shuffled.index(q.answer),
                from_events=lesson_id in extra,
                number=number,
                order=tuple(order),
            )
        )
    used_extra = sum(1 for q in questions if q.from_events)
    return ExitTicket(questions, game_number, shortage=(len(met), used_extra))


def to_html(ticket: ExitTicket, when: _dt.datetime | None = None, game_title: str = "") -> str:
    """A self-contained, printable page in the student's language (``ticket.lang``). Every
    piece of text is escaped; right and wrong are shown in words and symbols, not only in
    colour. ``game_title`` names the game played (already in that language)."""
    code = ticket.lang
    when = when or _dt.datetime.now()
    e = html.escape
    name = ticket.student.strip() or CATALOG.gettext_in(code, "(no name given)")
    rows = []
    for i, q in enumerate(ticket.questions):
        chosen = ticket.answers.get(i)
        right = ticket.is_right(i)
        mark = (
            CATALOG.gettext_in(code, "✓ Right")
            if right
            else (
                CATALOG.gettext_in(code, "✗ Not yet")
                if right is False
                else CATALOG.gettext_in(code, "— Not answered")
            )
        )
        cls = "right" if right else "wrong"
        given = (
            e(q.choices[chosen])
            if chosen is not None
            else "<em>" + _text(CATALOG.gettext_in(code, "no answer")) + "</em>"
        )
        reread = (
            ""
            if right
            else '<p class="reread">'
            + CATALOG.gettext_in(code, "Read again: {title}").format(
                title=f"<strong>{e(q.lesson_title)}</strong>"
            )
            + "</p>"
        )
        correct = (
            ""
            if right
            else "<p>"
            + CATALOG.gettext_in(code, "The answer: {answer}").format(
                answer=e(q.choices[q.correct])
            )
            + "</p>"
        )
        origin = (
            f'<p class="origin">{e(CATALOG.gettext_in(code, FROM_EVENTS))}</p>'
            if q.from_events
            else ""
        )
        rows.append(
            f'<section class="q {cls}"><h2>{i + 1}. {e(q.question)}</h2>{origin}'
            + "<p>"
            + CATALOG.gettext_in(code, "Answer given: {answer}").format(answer=given)
            + "</p>"
            + f'<p class="mark">{mark}</p>{correct}{reread}'
            + '<p class="lesson">'
            + CATALOG.gettext_in(code, "From the lesson: {title}").format(title=e(q.lesson_title))
            + "</p></section>"
        )
    note = f'<p class="note">{e(ticket.note)}</p>' if ticket.note else ""
    reread_all = ticket.to_reread()
    summary = (
        "<p>"
        + e(
            CATALOG.gettext_in(code, "Lessons to read again: {titles}").format(
                titles=", ".join(reread_all)
            )
        )
        + "</p>"
        if reread_all
        else "<p>" + _text(CATALOG.gettext_in(code, "All answers right.")) + "</p>"
    )
    title = game_title or CATALOG.gettext_in(code, "Colonial Florida")
    score = CATALOG.gettext_in(code, "{right} of {questions}").format(
        right=ticket.score, questions=len(ticket.questions)
    )
    heading = CATALOG.gettext_in(code, "{game} — exit ticket").format(game=title)
    labels = [
        CATALOG.gettext_in(code, "Name:"),
        CATALOG.gettext_in(code, "Date:"),
        CATALOG.gettext_in(code, "Game number:"),
        CATALOG.gettext_in(code, "Score:"),
    ]
    return (
        f'<!DOCTYPE html>\n<html lang="{e(code)}"><head><meta charset="utf-8">'
        "<title>"
        + e(
            CATALOG.gettext_in(code, "Exit ticket — {name} — game {number}").format(
                name=name, number=ticket.game_number
            )
        )
        + "</title>"
        "<style>body{font-family:sans-serif;max-width:46em;margin:2em auto;line-height:1.4}"
        ".q{border:2px solid #000;padding:.5em 1em;margin:1em 0}"
        ".right{border-style:solid}.wrong{border-style:dashed}"
        ".mark{font-weight:bold;font-size:1.2em}.lesson{color:#444;font-size:.9em}"
        "@page{margin:15mm}@media print{body{margin:0;max-width:none}"
        ".q{break-inside:avoid;page-break-inside:avoid}}</style></head><body>"
        f"<h1>{e(heading)}</h1>"
        f"<p><strong>{e(labels[0])}</strong> {e(name)}<br>"
        f"<strong>{e(labels[1])}</strong> {e(when.strftime('%Y-%m-%d %H:%M'))}<br>"
        f"<strong>{e(labels[2])}</strong> {ticket.game_number}<br>"
        f"<strong>{e(labels[3])}</strong> {e(score)}</p>"
        f"{summary}{note}{''.join(rows)}</body></html>\n"
    )


def safe_filename(student: str, game_number: int) -> str:
    """exit-ticket-<name>-<game>.html with only letters, digits and dashes."""
    slug = re.sub(r"[^A-Za-z0-9]+", "-", student).strip("-")[:40] or "student"
    return f"exit-ticket-{slug}-game-{game_number}.html"


def questions_available(library: Any, lessons_met: Iterable[str]) -> int:
    return sum(len(library.get(i).questions) for i in set(lessons_met) if library.get(i))
