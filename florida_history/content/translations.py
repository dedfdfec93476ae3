"""Lessons in another language (``lessons/es/``, issue #27): only the words a reader sees.

A translation file sits at the English lesson's path under ``lessons/<language>/`` and holds its
title, years, image description, texts, key terms and questions; everything else (category,
picture, related lessons, sources, claims) is the English lesson's, shared. A translation that
cannot be read, or whose terms or questions do not line up with the English ones, is reported
like any other lesson problem and the English lesson is shown instead: a bad file never stops
the app. ``english`` records a fingerprint of the English text that was translated, so
``lessons check`` can say when the English changed after the translation (stale).
The format is documented at the end of ``docs/LESSON-FORMAT.md``.
"""

from __future__ import annotations

import dataclasses
import hashlib
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from florida_history.content.lessons import (
    TRANSLATION_FOLDERS,
    WRONG_ANSWERS,
    Lesson,
    LessonLibrary,
    LessonProblem,
    ParseCache,
    Question,
    Term,
    TimelineEvent,
    _line_of,
    file_name_problem,
    fold,
    read_toml,
)
from florida_history.plain import clip
from florida_history.words import _

REQUIRED_TEXT = ("id", "title", "years", "short", "long", "game_vs_history")
FINGERPRINT_LENGTH = 12


@dataclass(frozen=True, slots=True)
class Translation:
    """One lesson's words in ``language``, as its file gives them (checked against the
    English lesson: same number of terms and questions, discussion questions in place)."""

    lesson_id: str
    language: str
    path: Path
    english: str  # the fingerprint of the English text translated ("" before es-sync)
    translated: str
    title: str
    years: str
    image_alt: str
    short: str
    long: str
    game_vs_history: str
    terms: tuple[tuple[str, str], ...]
    questions: tuple[Question, ...]
    back_translation: str = ""  # "date checker: N errors" once someone else compared it


def fingerprint(lesson: Lesson) -> str:
    """A short hash of the English lesson's translatable words. Spacing and line breaks do
    not count (re-wrapping a paragraph changes no fact); any word, number or answer does."""
    parts = [lesson.title, lesson.years, lesson.image_alt, lesson.short, lesson.long]
    parts.append(lesson.game_vs_history)
    for term in lesson.terms:
        parts += [term.term, term.definition]
    for q in lesson.questions:
        parts += [q.question, q.answer, *q.wrong, "discussion" if q.discussion else "graded"]
    text = "\x1f".join(" ".join(p.split()) for p in parts)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:FINGERPRINT_LENGTH]


def translation_files(lessons_dir: Path, language: str) -> list[Path]:
    """The translated lesson files of ``language`` (not its timeline)."""
    folder = lessons_dir / language
    if not folder.is_dir():
        return []
    return [p for p in sorted(folder.rglob("*.toml")) if p.name != "timeline.toml"]


def load_translations(
    lessons_dir: Path, library: LessonLibrary, parsed: ParseCache | None = None
) -> None:
    """Read every translation folder into ``library`` (``translations`` and
    ``translated_timelines``); problems go to ``library.problems``."""
    for language in TRANSLATION_FOLDERS:
        found: dict[str, Translation] = {}
        for path in translation_files(lessons_dir, language):
            translation = _load_one(path, language, lessons_dir, library, parsed)
            if translation is None:
                continue
            if translation.lesson_id in found:
                library.problems.append(
                    LessonProblem(
                        path,
                        _(
                            "the lesson '{id}' is already translated in {file}; this file was "
                            "skipped"
                        ).format(id=translation.lesson_id, file=found[translation.lesson_id].path),
                        "id",
                    )
                )
                continue
            found[translation.lesson_id] = translation
        library.translations[language] = found
        timeline = lessons_dir / language / "timeline.toml"
        if timeline.is_file():
            library.translated_timelines[language] = _load_timeline(timeline, library, parsed)


def _load_one(
    path: Path,
    language: str,
    lessons_dir: Path,
    library: LessonLibrary,
    parsed: ParseCache | None,
) -> Translation | None:
    read = read_toml(path, library.problems, parsed)
    if read is None:
        return None
    text, data = read
    found: list[LessonProblem] = []
    try:
        translation = _translation_from(path, language, text, data, library, found)
    except (TypeError, ValueError, AttributeError, KeyError, IndexError, RecursionError):
        found.append(
            LessonProblem(
                path,
                _(
                    "a value has the wrong type (text, a list or a table); the English lesson "
                    "is shown instead"
                ),
            )
        )
        translation = None
    library.problems.extend(found)
    if translation is not None:
        english = library.lessons[translation.lesson_id]
        if english.path is not None:
            try:
                expected = lessons_dir / language / english.path.relative_to(lessons_dir)
            except ValueError:
                expected = path
            if expected != path:
                library.problems.append(
                    LessonProblem(
                        path,
                        _(
                            "should be at {path} (the English lesson's path under "
                            "lessons/{language}/)"
                        ).format(path=expected, language=language),
                        "id",
                        fatal=False,
                    )
                )
    return translation


def _translation_from(
    path: Path,
    language: str,
    text: str,
    data: dict[str, Any],
    library: LessonLibrary,
    problems: list[LessonProblem],
) -> Translation | None:
    def fail(field_name: str, message: str) -> None:
        problems.append(
            LessonProblem(
                path,
                _("{problem}; the English lesson is shown instead").format(problem=message),
                field_name,
                _line_of(text, field_name),
            )
        )

    for key in REQUIRED_TEXT:
        value = data.get(key)
        if not isinstance(value, str) or not value.strip():
            fail(key, _("is missing or empty (it must be text)"))
            return None
    lesson_id = data["id"].strip()
    english = library.lessons.get(lesson_id)
    if english is None:
        fail("id", _("there is no English lesson '{id}' to translate").format(id=clip(lesson_id)))
        return None
    if (problem := file_name_problem(path, lesson_id)) is not None:
        fail("id", problem)
        return None
    stamp, when = data.get("english", ""), data.get("translated", "")
    if not isinstance(stamp, str) or not isinstance(when, str):
        fail("english", _("'english' and 'translated' must be text"))
        return None
    image_alt = data.get("image_alt", "")
    if not isinstance(image_alt, str) or (english.image and not image_alt.strip()):
        fail("image_alt", _("must describe the English lesson's picture in words"))
        return None
    terms = _terms(data.get("terms"), english, fail)
    questions = _questions(data.get("questions"), english, fail)
    if terms is None or questions is None:
        return None
    checked = ""
    back = data.get("back_translation")
    if back is not None:
        value = back.get("checked", "") if isinstance(back, dict) else None
        if not isinstance(value, str):
            fail("back_translation", _('must be a table with checked = "date name: N errors"'))
            return None
        checked = value.strip()
    return Translation(
        lesson_id=lesson_id,
        language=language,
        path=path,
        english=stamp.strip(),
        translated=when.strip(),
        title=data["title"].strip(),
        years=data["years"].strip(),
        image_alt=image_alt.strip(),
        short=data["short"].strip(),
        long=data["long"].strip(),
        game_vs_history=data["game_vs_history"].strip(),
        terms=terms,
        questions=questions,
        back_translation=checked,
    )


def _terms(raw: Any, english: Lesson, fail: Any) -> tuple[tuple[str, str], ...] | None:
    """The translated terms, one for each English term in the same order."""
    if not isinstance(raw, list) or not all(isinstance(t, dict) for t in raw):
        fail("terms", _("needs [[terms]] entries with term and definition"))
        return None
    out = []
    for i, item in enumerate(raw, 1):
        term, definition = item.get("term"), item.get("definition")
        if not isinstance(term, str) or not term.strip():
            fail("terms", _("entry {n} has no '{field}'").format(n=i, field="term"))
            return None
        if not isinstance(definition, str) or not definition.strip():
            fail("terms", _("entry {n} has no '{field}'").format(n=i, field="definition"))
            return None
        out.append((term.strip(), definition.strip()))
    if len(out) != len(english.terms):
        fail(
            "terms",
            _(
                "has {count} terms but the English lesson has {english} (the same terms, in "
                "the same order)"
            ).format(count=len(out), english=len(english.terms)),
        )
        return None
    # A term written the same in both languages (a name, "Presidio") must be in its place.
    english_terms = [fold(t.term) for t in english.terms]
    for i, (term, _definition) in enumerate(out):
        folded = fold(term)
        if folded in english_terms and english_terms[i] != folded:
            fail(
                "terms",
                _(
                    "'{term}' is term {here} here but term {there} in English (keep the "
                    "English order)"
                ).format(term=clip(term), here=i + 1, there=english_terms.index(folded) + 1),
            )
            return None
    return tuple(out)


def _questions(raw: Any, english: Lesson, fail: Any) -> tuple[Question, ...] | None:
    """The translated questions, one for each English question in the same order; a
    discussion question where the English has one (no wrong answers, answer optional)."""
    if not isinstance(raw, list) or not all(isinstance(q, dict) for q in raw):
        fail("questions", _("needs [[questions]] entries"))
        return None
    if len(raw) != len(english.questions):
        fail(
            "questions",
            _(
                "has {count} questions but the English lesson has {english} (the same "
                "questions, in the same order)"
            ).format(count=len(raw), english=len(english.questions)),
        )
        return None
    out = []
    for i, (item, source) in enumerate(zip(raw, english.questions, strict=True), 1):
        question, answer, wrong = item.get("question"), item.get("answer", ""), item.get("wrong")
        if not isinstance(question, str) or not question.strip():
            fail("questions", _("question {n} has no '{field}'").format(n=i, field="question"))
            return None
        if not isinstance(answer, str):
            fail("questions", _("question {n}: 'answer' must be text").format(n=i))
            return None
        if source.discussion:
            if wrong:
                fail(
                    "questions",
                    _(
                        "question {n} is a discussion question in English: it takes no wrong "
                        "answers (the questions must be in the English order)"
                    ).format(n=i),
                )
                return None
            if source.answer.strip() and not answer.strip():
                fail(
                    "questions",
                    _(
                        "question {n} is a discussion question whose English gives sample "
                        'answers: give them here too (answer = "…")'
                    ).format(n=i),
                )
                return None
            out.append(Question(question.strip(), answer.strip(), (), True))
            continue
        if not answer.strip():
            fail("questions", _("question {n} has no '{field}'").format(n=i, field="answer"))
            return None
        if (
            not isinstance(wrong, list)
            or not all(isinstance(w, str) and w.strip() for w in wrong)
            or len({w.strip() for w in wrong}) != WRONG_ANSWERS
            or len(wrong) != WRONG_ANSWERS
            or answer.strip() in {w.strip() for w in wrong}
        ):
            fail(
                "questions",
                _(
                    "question {n} needs {count} different wrong answers "
                    '(wrong = ["…", "…", "…"]), none the same as the right answer'
                ).format(n=i, count=WRONG_ANSWERS),
            )
            return None
        out.append(Question(question.strip(), answer.strip(), tuple(w.strip() for w in wrong)))
    return tuple(out)


def _load_timeline(
    path: Path, library: LessonLibrary, parsed: ParseCache | None
) -> list[TimelineEvent]:
    """The translated timeline: the English events (matched by year and lesson, in order)
    with the translated titles and dates; an English event without a match keeps its
    English words, and a translated event matching none is reported."""
    read = read_toml(path, library.problems, parsed)
    if read is None:
        return list(library.timeline)
    _text, data = read
    raw = data.get("events")
    if not isinstance(raw, list):
        library.problems.append(LessonProblem(path, _("needs [[events]] entries"), "events"))
        return list(library.timeline)
    wanted: dict[tuple[int, str, int], int] = {}
    seen: dict[tuple[int, str], int] = {}
    for index, event in enumerate(library.timeline):
        pair = (event.year, event.lesson)
        wanted[(*pair, seen.get(pair, 0))] = index
        seen[pair] = seen.get(pair, 0) + 1
    out = list(library.timeline)
    seen = {}
    for i, item in enumerate(raw, 1):
        year = item.get("year") if isinstance(item, dict) else None
        lesson = item.get("lesson") if isinstance(item, dict) else None
        title = item.get("title") if isinstance(item, dict) else None
        date = item.get("date", "") if isinstance(item, dict) else ""
        if type(year) is not int or not isinstance(lesson, str) or not isinstance(title, str):
            library.problems.append(
                LessonProblem(
                    path,
                    _("event {n} needs a year (number), title and lesson").format(n=i),
                    "events",
                )
            )
            continue
        pair = (year, lesson)
        place = wanted.get((*pair, seen.get(pair, 0)))
        seen[pair] = seen.get(pair, 0) + 1
        if place is None:
            library.problems.append(
                LessonProblem(
                    path,
                    _(
                        "event {n} ({year}, {id}) is not in the English timeline (same year "
                        "and lesson, in the same order)"
                    ).format(n=i, year=year, id=clip(lesson)),
                    "events",
                    fatal=False,
                )
            )
            continue
        english = out[place]
        out[place] = dataclasses.replace(
            english,
            title=title.strip() or english.title,
            date=date.strip() if isinstance(date, str) and english.date else english.date,
        )
    return out


def localized(lesson: Lesson, translation: Translation) -> Lesson:
    """``lesson`` with the translated words; everything else shared."""
    lid = lesson.id
    return dataclasses.replace(
        lesson,
        title=translation.title,
        years=translation.years,
        image_alt=translation.image_alt or lesson.image_alt,
        short=translation.short,
        long=translation.long,
        game_vs_history=translation.game_vs_history,
        terms=tuple(Term(term, definition, lid) for term, definition in translation.terms),
        questions=translation.questions,
        language=translation.language,
    )


def library_in(base: LessonLibrary, language: str) -> LessonLibrary:
    """The library as a reader of ``language`` sees it: each translated lesson in that
    language, the others in English, the translated timeline; the problems are shared."""
    found = base.translations.get(language, {})
    lessons = {
        lid: localized(lesson, found[lid]) if lid in found else lesson
        for lid, lesson in base.lessons.items()
    }
    return LessonLibrary(
        lessons=lessons,
        problems=base.problems,
        timeline=base.translated_timelines.get(language, base.timeline),
        images_dir=base.images_dir,
        folder=base.folder,
        translations=base.translations,
        translated_timelines=base.translated_timelines,
        language=language,
        base=base,
    )


_STAMP_LINE = re.compile(r'^(english[ \t]*=[ \t]*)"[^"\n]*"', re.MULTILINE)


def sync_file(path: Path, stamp: str) -> bool:
    """Write ``english = "<stamp>"`` into a translation file (the line is added after ``id``
    when missing); True when the file changed. Only that line changes."""
    text = path.read_text(encoding="utf-8-sig")
    if _STAMP_LINE.search(text):
        new = _STAMP_LINE.sub(lambda m: f'{m.group(1)}"{stamp}"', text, count=1)
    else:
        new = re.sub(r"^(id[ \t]*=.*)$", rf'\1\nenglish = "{stamp}"', text, count=1, flags=re.M)
    if new == text:
        return False
    path.write_text(new, encoding="utf-8")
    return True


@dataclass(frozen=True, slots=True)
class TranslationStatus:
    """Where one language's lessons stand, for ``lessons check`` (lesson ids, sorted)."""

    language: str
    translated: tuple[str, ...]
    missing: tuple[str, ...]  # an English lesson with no translation file that loads
    stale: tuple[str, ...]  # the English text changed after it was translated
    not_synced: tuple[str, ...]  # ``english = ""``: es-sync has not recorded it yet
    not_back_translated: tuple[str, ...]  # no independent back-translation yet
    broken: tuple[Path, ...]  # translation files skipped (the English lesson shows)


def translation_status(library: LessonLibrary, language: str) -> TranslationStatus:
    base = library.base or library
    found = base.translations.get(language, {})
    folder = (base.folder or Path("lessons")) / language
    broken = sorted(
        {
            p.path
            for p in base.problems
            if p.fatal
            and p.path.is_relative_to(folder)
            and p.path.name != "timeline.toml"
            and p.path.stem not in found
        }
    )
    stale, unsynced = [], []
    for lid, translation in found.items():
        if not translation.english:
            unsynced.append(lid)
        elif translation.english != fingerprint(base.lessons[lid]):
            stale.append(lid)
    return TranslationStatus(
        language=language,
        translated=tuple(sorted(found)),
        missing=tuple(sorted(lid for lid in base.lessons if lid not in found)),
        stale=tuple(sorted(stale)),
        not_synced=tuple(sorted(unsynced)),
        not_back_translated=tuple(
            sorted(lid for lid, t in found.items() if not t.back_translation)
        ),
        broken=tuple(broken),
    )


def folder_of(lesson: Lesson, lessons_dir: Path | None = None) -> str:
    """The lesson's folder under ``lessons/`` ("nations", "colonials/events"), for reports."""
    if lesson.path is None:
        return lesson.category
    parent = lesson.path.parent
    if lessons_dir is not None:
        try:
            return parent.relative_to(lessons_dir).as_posix()
        except ValueError:
            pass
    return parent.name
