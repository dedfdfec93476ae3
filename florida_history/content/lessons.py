"""Load and validate the lesson files a teacher can edit (TOML, one lesson per file).

A broken file never stops the program: it becomes a ``LessonProblem`` naming the file, the line
where possible and the field, and the other lessons load as usual. The format is documented in
``docs/LESSON-FORMAT.md``.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import tomllib
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from florida_history.content.claims import Claim, parse_claims
from florida_history.jsonfile import (
    JsonFileError,
    Limits,
    NotAFile,
    read_json_file,
    read_regular_file,
)
from florida_history.lesson_words import COLONIALS_CATEGORIES, FLORIDA_CATEGORIES
from florida_history.plain import clip
from florida_history.resources import images_dir as default_images_dir
from florida_history.resources import lessons_dir as default_lessons_dir
from florida_history.resources import picture_path
from florida_history.words import _

# Shown through the words module's _() (they are also the ids the lesson files use); the
# lists live with the lesson headings' words (lesson_words), which name every category once.
CATEGORIES: tuple[str, ...] = FLORIDA_CATEGORIES
# Which game a lesson belongs to; "shared" lessons serve both. Files without a ``game`` line
# are Colonial Florida's (the first game's files predate the field).
GAMES: dict[str, tuple[str, ...]] = {
    "colonial-florida": CATEGORIES,
    "colonials": COLONIALS_CATEGORIES,
    "shared": CATEGORIES + COLONIALS_CATEGORIES,
}
DEFAULT_GAME = "colonial-florida"
ID_PATTERN = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
# An image is a plain file name inside images/ (no folders, no "..", no drive or root).
# (Matched with ``fullmatch``: ``$`` would let a name end in a line break.)
IMAGE_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*\.png")
MAX_FILE_BYTES = 200_000  # the longest shipped lesson is under 8 KB
MAX_NESTING = 32  # arrays and inline tables inside each other; lessons need 2
REQUIRED_TEXT = ("id", "title", "category", "years", "short", "long", "game_vs_history")
# Registers kept beside the lessons (corrections that must not come back): not lessons.
REGISTERS_FOLDER = "registers"
# Translations of the lessons, one folder per language (``lessons/es/``): loaded by
# ``content.translations``, never as lessons of their own.
TRANSLATION_FOLDERS: tuple[str, ...] = ("es",)
MAX_QUESTIONS = 3
WRONG_ANSWERS = 3


@dataclass(frozen=True, slots=True)
class Term:
    term: str
    definition: str
    lesson_id: str


@dataclass(frozen=True, slots=True)
class Source:
    title: str
    url: str


@dataclass(frozen=True, slots=True)
class Question:
    """A review question. ``wrong`` holds the three wrong answers written for it; a
    ``discussion`` question is for class talk and is never graded on an exit ticket."""

    question: str
    answer: str
    wrong: tuple[str, ...] = ()
    discussion: bool = False


@dataclass(frozen=True, slots=True)
class Lesson:
    id: str
    title: str
    category: str
    years: str
    short: str
    long: str
    game_vs_history: str
    terms: tuple[Term, ...]
    sources: tuple[Source, ...]
    related: tuple[str, ...]
    questions: tuple[Question, ...]
    image: str | None = None
    image_alt: str = ""
    original_name: str | None = None
    path: Path | None = None
    game: str = DEFAULT_GAME
    # The claims register (issue #25): only checks read it, never play.
    claims: tuple[Claim, ...] = ()
    # The language of the words above: "en", or a translation's (``content.translations``).
    language: str = "en"

    @property
    def paragraphs(self) -> list[str]:
        """The long text split into paragraphs (blank-line separated)."""
        return [p.strip() for p in re.split(r"\n\s*\n", self.long) if p.strip()]

    @property
    def word_count(self) -> int:
        return len(self.short.split()) + len(self.long.split()) + len(self.game_vs_history.split())


@dataclass(frozen=True, slots=True)
class TimelineEvent:
    year: int
    title: str
    lesson: str
    date: str = ""


@dataclass(frozen=True, slots=True)
class LessonProblem:
    """One thing wrong with one file, said so a teacher can find and fix it."""

    path: Path
    message: str
    field: str | None = None
    line: int | None = None
    fatal: bool = True  # the file (or timeline entry) was skipped

    def __str__(self) -> str:
        if self.line is not None and self.field:
            where = _("{file}, line {line}, field '{field}'")
        elif self.line is not None:
            where = _("{file}, line {line}")
        elif self.field:
            where = _("{file}, field '{field}'")
        else:
            where = "{file}"
        where = where.format(file=self.path, line=self.line, field=self.field)
        return _("{where}: {problem}").format(where=where, problem=self.message)


@dataclass(slots=True)
class LessonLibrary:
    lessons: dict[str, Lesson] = field(default_factory=dict)
    problems: list[LessonProblem] = field(default_factory=list)
    timeline: list[TimelineEvent] = field(default_factory=list)
    images_dir: Path | None = None
    # Translations (``lessons/es/``): language -> lesson id -> Translation, and each
    # language's timeline; ``in_language`` gives the library as its readers see it.
    translations: dict[str, dict[str, Any]] = field(default_factory=dict)
    translated_timelines: dict[str, list[TimelineEvent]] = field(default_factory=dict)
    language: str = "en"
    folder: Path | None = None  # the lessons folder it was loaded from
    base: LessonLibrary | None = None  # the English library a language's view was made from
    views: dict[str, LessonLibrary] = field(default_factory=dict, repr=False)

    def get(self, lesson_id: str) -> Lesson | None:
        return self.lessons.get(lesson_id)

    def in_language(self, language: str) -> LessonLibrary:
        """This library as a reader of ``language`` sees it: translated lessons, glossary,
        search and timeline in that language, every other lesson in English. Made once per
        language and kept."""
        base = self.base or self
        if language == base.language:
            return base
        view = base.views.get(language)
        if view is None:
            from florida_history.content.translations import library_in

            view = base.views[language] = library_in(base, language)
        return view

    def translated(self, lesson_id: str, language: str) -> bool:
        """Whether ``lesson_id`` has a readable translation in ``language``."""
        base = self.base or self
        return language == base.language or lesson_id in base.translations.get(language, {})

    def __contains__(self, lesson_id: object) -> bool:
        return lesson_id in self.lessons

    def __len__(self) -> int:
        return len(self.lessons)

    def by_category(self) -> dict[str, list[Lesson]]:
        """Every category (in the standard order) with its lessons sorted by title."""
        out: dict[str, list[Lesson]] = {c: [] for c in CATEGORIES + COLONIALS_CATEGORIES}
        for lesson in self.lessons.values():
            out.setdefault(lesson.category, []).append(lesson)
        for items in out.values():
            items.sort(key=lambda lesson: fold(lesson.title))
        # Colonial Florida's categories always show; the second game's only once it has lessons.
        return {c: items for c, items in out.items() if items or c in CATEGORIES}

    def game_of(self, lesson_id: str) -> str | None:
        lesson = self.lessons.get(lesson_id)
        return lesson.game if lesson else None

    def timeline_for(self, game: str) -> list[TimelineEvent]:
        """The timeline events of one game: those whose lesson belongs to it (or to both)."""
        return [e for e in self.timeline if self.game_of(e.lesson) in (game, "shared")]

    def glossary(self) -> list[Term]:
        """Every key term from every lesson, alphabetically (a term in several lessons appears
        once per lesson so each can link back)."""
        terms = [t for lesson in self.lessons.values() for t in lesson.terms]
        return sorted(terms, key=lambda t: (fold(t.term), t.lesson_id))

    def search(self, text: str) -> list[Lesson]:
        """Lessons containing every word of ``text``; title matches first."""
        words = [fold(w) for w in text.split() if w]
        if not words:
            return []
        hits: list[tuple[int, str, Lesson]] = []
        for lesson in self.lessons.values():
            title = fold(lesson.title)
            body = " ".join(
                [
                    title,
                    lesson.short,
                    lesson.long,
                    lesson.game_vs_history,
                    lesson.original_name or "",
                    " ".join(t.term + " " + t.definition for t in lesson.terms),
                ]
            )
            body = fold(body)
            if all(w in body for w in words):
                rank = 0 if all(w in title for w in words) else 1
                hits.append((rank, title, lesson))
        return [lesson for _, _, lesson in sorted(hits, key=lambda h: (h[0], h[1]))]

    def image_path(self, lesson: Lesson, language: str | None = None) -> Path | None:
        """The lesson's picture as drawn in ``language`` (default: the lesson's own, so a
        Spanish lesson shows the map with Spanish words, ``images/es/``, when there is one),
        or None if it has none or the file is missing."""
        if not lesson.image or self.images_dir is None or not IMAGE_NAME.fullmatch(lesson.image):
            return None
        path = picture_path(lesson.image, language or lesson.language, self.images_dir)
        return path if path.is_file() else None


def fold(text: str) -> str:
    """Lower case without accents, to search and sort by: "Agustín" is found by "agustin"
    and sorts among the a's."""
    decomposed = unicodedata.normalize("NFD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


class ParseCache:
    """TOML already parsed, by the SHA-256 of the file's bytes, kept in a JSON file.

    Parsing 200 lessons with ``tomllib`` was most of the app's time to be fully ready; a file
    whose bytes are unchanged gives the same data, so the app keeps the results between runs.
    Each entry carries a fingerprint of itself and its key, so a damaged entry is parsed again.
    Only data that survives a JSON round trip exactly is kept; a missing or damaged cache file
    is simply rebuilt. Entries not used by a load are dropped when it is saved."""

    VERSION = 3  # 3: each entry begins with its fingerprint (``check``)
    MAX_BYTES = 20_000_000

    def __init__(self, path: Path) -> None:
        self.path = path
        self.old: dict[str, Any] = {}
        self.used: dict[str, str] = {}
        self.last_hit: str | None = None  # the key of the last entry ``read_toml`` used
        self.changed = False
        try:
            data = read_json_file(path, Limits(max_bytes=self.MAX_BYTES, max_depth=4))
        except JsonFileError as exc:
            self.changed = not exc.missing  # damaged: written again from the TOML files
            return
        if not isinstance(data, dict) or data.get("version") != self.VERSION:
            self.changed = True
            return
        entries = data.get("entries")
        if not isinstance(entries, dict):
            self.changed = True
        else:
            self.old = {k: v for k, v in entries.items() if isinstance(v, str)}
            self.changed = len(self.old) != len(entries)

    @staticmethod
    def key(raw: bytes) -> str:
        return hashlib.sha256(raw).hexdigest()

    @staticmethod
    def check(key: str, text: str) -> str:
        """A short fingerprint of an entry with its key: an entry damaged or edited by hand
        (still JSON, still a lesson, but not what its file says) is not used."""
        return hashlib.sha256(f"{key}\n{text}".encode()).hexdigest()[:16]

    def get(self, key: str) -> dict[str, Any] | None:
        entry = self.old.get(key)  # each entry is JSON text: every load gets fresh objects
        if not isinstance(entry, str):
            return None
        fingerprint, text = entry[:16], entry[16:]
        if fingerprint != self.check(key, text):
            self.changed = True  # parsed again from the file and replaced
            return None
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            self.changed = True  # a damaged entry: parsed again from the file and replaced
            return None
        if not isinstance(data, dict):
            self.changed = True
            return None
        self.used[key] = entry
        return data

    def forget(self, key: str) -> None:
        """An entry whose data did not make a lesson: the file is parsed again (a cache never
        decides what a lesson says)."""
        self.old.pop(key, None)
        self.used.pop(key, None)
        self.changed = True

    def put(self, key: str, data: dict[str, Any]) -> None:
        try:
            text = json.dumps(data, ensure_ascii=False, allow_nan=False)
        except (TypeError, ValueError):  # dates, times or odd numbers: parse them each time
            return
        if json.loads(text) == data:
            self.used[key] = self.check(key, text) + text
            self.changed = True

    def save(self) -> None:
        if not self.changed and len(self.used) == len(self.old):
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.path.with_name(self.path.name + f".{os.getpid()}.tmp")
            tmp.write_text(
                json.dumps({"version": self.VERSION, "entries": self.used}, ensure_ascii=False),
                encoding="utf-8",
            )
            os.replace(tmp, self.path)
        except OSError:
            pass  # a read-only home folder only means parsing again next time


def load_library(
    lessons_dir: Path | None = None,
    images_dir: Path | None = None,
    cache_file: Path | None = None,
) -> LessonLibrary:
    """Read every ``*.toml`` lesson under ``lessons_dir`` and ``timeline.toml``; never raises
    for a bad file (problems are collected instead). With ``cache_file`` (the app's), files
    parsed before are not parsed again (``ParseCache``)."""
    parsed = ParseCache(cache_file) if cache_file is not None else None
    lessons_dir = lessons_dir or default_lessons_dir()
    images_dir = images_dir or default_images_dir()
    library = LessonLibrary(images_dir=images_dir, folder=lessons_dir)
    if not lessons_dir.is_dir():
        library.problems.append(LessonProblem(lessons_dir, _("the lessons folder is missing")))
        return library
    for path in lesson_files(lessons_dir):
        lesson = _load_lesson(path, library.problems, parsed)
        if lesson is None:
            continue
        if lesson.id in library.lessons:
            first = library.lessons[lesson.id].path
            library.problems.append(
                LessonProblem(
                    path,
                    _("the id '{id}' is already used by {file}; this file was skipped").format(
                        id=lesson.id, file=first
                    ),
                    "id",
                    _line_of(path.read_text(encoding="utf-8", errors="replace"), "id"),
                )
            )
            continue
        library.lessons[lesson.id] = lesson
    _check_links(library, images_dir)
    timeline_path = lessons_dir / "timeline.toml"
    if timeline_path.is_file():
        library.timeline = _load_timeline(timeline_path, library, parsed)
    else:
        library.problems.append(LessonProblem(timeline_path, _("the timeline file is missing")))
    from florida_history.content.translations import load_translations

    load_translations(lessons_dir, library, parsed)
    if parsed is not None:
        parsed.save()
    return library


def lesson_files(lessons_dir: Path) -> list[Path]:
    """The English lesson files under ``lessons_dir``, sorted: not the timeline, the registers
    or the translations' folders."""
    return [
        path
        for path in sorted(lessons_dir.rglob("*.toml"))
        if path.name != "timeline.toml"
        and not is_register(lessons_dir, path)
        and not is_translation(lessons_dir, path)
    ]


def is_translation(lessons_dir: Path, path: Path) -> bool:
    """Whether ``path`` is in a translation's folder (``lessons/es/``)."""
    try:
        return path.relative_to(lessons_dir).parts[0] in TRANSLATION_FOLDERS
    except (ValueError, IndexError):
        return False


def is_register(lessons_dir: Path, path: Path) -> bool:
    """Whether ``path`` is in ``lessons/registers/`` (a register, not a lesson)."""
    try:
        return path.relative_to(lessons_dir).parts[0] == REGISTERS_FOLDER
    except (ValueError, IndexError):
        return False


def _line_of(text: str, key: str) -> int | None:
    match = re.search(rf"^[ \t]*{re.escape(key)}\s*=", text, re.MULTILINE)
    if match is None:
        match = re.search(rf"^[ \t]*\[\[\s*{re.escape(key)}\s*\]\]", text, re.MULTILINE)
    return text.count("\n", 0, match.start()) + 1 if match else None


def lesson_id_or_none(value: Any) -> str | None:
    """``value`` if it is a well-formed lesson id (as a save keeps the lesson on screen)."""
    if isinstance(value, str) and len(value) <= 100 and ID_PATTERN.fullmatch(value):
        return value
    return None


def read_toml(
    path: Path, problems: list[LessonProblem], parsed: ParseCache | None = None
) -> tuple[str, dict[str, Any]] | None:
    """A lesson or timeline file's text and TOML data, or None with the problem recorded
    (too big, not UTF-8, nested too deeply, not TOML): never an exception. ``parsed`` gives
    the data of bytes parsed before (they passed every check then)."""
    try:
        raw = read_regular_file(path, MAX_FILE_BYTES + 1)
    except NotAFile:
        problems.append(LessonProblem(path, _("it is not an ordinary file, so it was skipped")))
        return None
    except OSError as exc:
        problems.append(
            LessonProblem(path, _("the file cannot be read ({reason})").format(reason=exc.strerror))
        )
        return None
    if len(raw) > MAX_FILE_BYTES:
        problems.append(
            LessonProblem(
                path,
                _(
                    "the file is too big (more than {size} KB; a lesson is a few KB), so it was "
                    "skipped"
                ).format(size=MAX_FILE_BYTES // 1000),
            )
        )
        return None
    try:
        text = raw.decode("utf-8-sig")  # a byte order mark at the start is fine
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        problems.append(
            LessonProblem(path, _("the file is not UTF-8 text; save it as UTF-8"), line=line)
        )
        return None
    if "\ufeff" in text:
        problems.append(
            LessonProblem(
                path,
                _(
                    "the file has a byte order mark (an invisible character) in the middle; "
                    "delete it or save the file again as UTF-8"
                ),
                line=text.count("\n", 0, text.index("\ufeff")) + 1,
            )
        )
        return None
    key = ParseCache.key(raw) if parsed is not None else ""
    if parsed is not None:
        known = parsed.get(key)
        parsed.last_hit = key if known is not None else None
        if known is not None:
            return text, known
    depth, deep_line = toml_nesting(text)
    if depth > MAX_NESTING:
        problems.append(
            LessonProblem(
                path,
                _(
                    "lists or tables are nested {depth} levels deep here (a lesson needs 2), so "
                    "the file cannot be read"
                ).format(depth=depth),
                line=deep_line,
            )
        )
        return None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        found = re.search(r"line (\d+)", str(exc))
        problems.append(
            LessonProblem(
                path,
                _("this is not valid TOML: {problem}").format(problem=exc),
                line=int(found.group(1)) if found else None,
            )
        )
        return None
    except (RecursionError, ValueError, MemoryError):
        problems.append(
            LessonProblem(path, _("the file is too deeply nested or too large to read"))
        )
        return None
    if parsed is not None:
        parsed.put(key, data)
    return text, data


def toml_nesting(text: str) -> tuple[int, int | None]:
    """The deepest nesting of [ and { in values (outside strings and comments) and the line it
    is on; tomllib would recurse once per level. Cheap when there are few brackets."""
    if text.count("[") + text.count("{") <= MAX_NESTING:
        return 0, None
    depth = deepest = 0
    where: int | None = None
    line = 1
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch == "\n":
            line += 1
        elif ch == "#":
            end = text.find("\n", i)
            i = n if end < 0 else end
            continue
        elif ch in "\"'":
            triple = text.startswith(ch * 3, i)
            close = ch * 3 if triple else ch
            j = i + len(close)
            while j < n and not text.startswith(close, j):
                if ch == '"' and text[j] == "\\":
                    j += 1
                elif text[j] == "\n" and not triple:
                    break  # an unclosed one-line string: TOML reports it; count on
                j += 1
            line += text.count("\n", i, j)
            i = j + len(close) if text.startswith(close, j) else j
            continue
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest, where = depth, line
        elif ch in "]}":
            depth = max(0, depth - 1)
        i += 1
    return deepest, where


def _load_lesson(
    path: Path, problems: list[LessonProblem], parsed: ParseCache | None = None
) -> Lesson | None:
    """One lesson file, or None with its problems recorded: a wrong value costs only this
    lesson. Data from the cache that does not make a lesson is parsed again from the file."""
    read = read_toml(path, problems, parsed)
    if read is None:
        return None
    found: list[LessonProblem] = []
    lesson = _checked_lesson(path, *read, found)
    if lesson is None and parsed is not None and parsed.last_hit is not None:
        parsed.forget(parsed.last_hit)
        read = read_toml(path, problems, parsed)
        if read is None:
            return None
        found = []
        lesson = _checked_lesson(path, *read, found)
    problems.extend(found)
    return lesson


def _checked_lesson(
    path: Path, text: str, data: dict[str, Any], problems: list[LessonProblem]
) -> Lesson | None:
    try:
        return _lesson_from(path, text, data, problems)
    except (TypeError, ValueError, AttributeError, KeyError, IndexError, RecursionError):
        # Every field is checked by type below; this is the net under those checks.
        problems.append(
            LessonProblem(
                path,
                _(
                    "a value has the wrong type (text, a list or a table), so the lesson was "
                    "skipped"
                ),
            )
        )
        return None


def file_name_problem(path: Path, lesson_id: str) -> str | None:
    """Why a lesson file's name does not fit its id (English and Spanish files alike), or
    None: a teacher finds a lesson by its file."""
    if path.stem == lesson_id:
        return None
    return _("'{id}' must match the file name ('{name}.toml')").format(
        id=clip(lesson_id), name=path.stem
    )


def _lesson_from(
    path: Path, text: str, data: dict[str, Any], problems: list[LessonProblem]
) -> Lesson | None:
    def fail(field_name: str, message: str) -> None:
        problems.append(LessonProblem(path, message, field_name, _line_of(text, field_name)))

    def warn(field_name: str, message: str) -> None:
        line = _line_of(text, field_name)
        problems.append(LessonProblem(path, message, field_name, line, fatal=False))

    ok = True
    for key in REQUIRED_TEXT:
        value = data.get(key)
        if not isinstance(value, str) or not value.strip():
            fail(key, _("is missing or empty (it must be text)"))
            ok = False
    if not ok:
        return None
    lesson_id = data["id"].strip()
    if not ID_PATTERN.match(lesson_id):
        fail(
            "id",
            _("'{id}' must be lowercase letters, digits and hyphens").format(id=clip(lesson_id)),
        )
        return None
    if (problem := file_name_problem(path, lesson_id)) is not None:
        fail("id", problem)
        return None
    game = data.get("game", DEFAULT_GAME)
    if not isinstance(game, str):
        fail("game", _("must be text, one of: {choices}").format(choices=", ".join(GAMES)))
        return None
    if game not in GAMES:
        fail(
            "game",
            _("'{value}' is not one of: {choices}").format(
                value=clip(game), choices=", ".join(GAMES)
            ),
        )
        return None
    if data["category"] not in GAMES[game]:
        fail(
            "category",
            _("'{value}' is not one of: {choices}").format(
                value=clip(data["category"]), choices=", ".join(GAMES[game])
            ),
        )
        return None
    terms = _records(data, "terms", ("term", "definition"), fail)
    sources = _records(data, "sources", ("title", "url"), fail)
    questions = _records(data, "questions", ("question", "answer"), fail)
    if terms is None or sources is None or questions is None:
        return None
    for key, records, field_name in (
        ("terms", terms, "term"),
        ("sources", sources, "url"),
        ("questions", questions, "question"),
    ):
        _report_repeats(key, [r[field_name] for r in records], warn)
    if len(questions) > MAX_QUESTIONS:
        fail(
            "questions",
            _("has {count} questions; at most {most} are allowed").format(
                count=len(questions), most=MAX_QUESTIONS
            ),
        )
        return None
    parsed_questions = _questions(data["questions"], questions, fail)
    if parsed_questions is None:
        return None
    for src in sources:
        if not src["url"].startswith(("http://", "https://")):
            fail(
                "sources",
                _("the address '{url}' must start with http:// or https://").format(url=src["url"]),
            )
            return None
    related = data.get("related")
    if not isinstance(related, list) or not related or not all(isinstance(r, str) for r in related):
        fail("related", _("must be a list of at least one lesson id"))
        return None
    image = data.get("image")
    if image is not None and (not isinstance(image, str) or not IMAGE_NAME.fullmatch(image)):
        fail("image", _("must be the plain name of a .png file in images/, like 'map-cowford.png'"))
        return None
    image_alt = data.get("image_alt", "")
    if image and (not isinstance(image_alt, str) or not image_alt.strip()):
        fail("image_alt", _("must describe the image in words for screen readers"))
        return None
    original = data.get("original_name")
    if original is not None and not isinstance(original, str):
        fail("original_name", _("must be text"))
        return None
    claims, claim_problems = parse_claims(data.get("claims"), len(sources))
    for message in claim_problems:
        warn("claims", message)  # reported by checks; the lesson still plays
    return Lesson(
        id=lesson_id,
        title=data["title"].strip(),
        category=data["category"],
        game=game,
        years=data["years"].strip(),
        short=data["short"].strip(),
        long=data["long"].strip(),
        game_vs_history=data["game_vs_history"].strip(),
        terms=tuple(Term(t["term"], t["definition"], lesson_id) for t in terms),
        sources=tuple(Source(s["title"], s["url"]) for s in sources),
        related=tuple(related),
        questions=parsed_questions,
        image=image,
        image_alt=image_alt.strip() if isinstance(image_alt, str) else "",
        original_name=original,
        path=path,
        claims=claims,
    )


def _questions(
    raw: list[dict[str, Any]], checked: list[dict[str, str]], fail: Any
) -> tuple[Question, ...] | None:
    """Questions with their written wrong answers: exactly WRONG_ANSWERS different ones,
    none equal to the right answer; a discussion question has none."""
    out = []
    for i, (item, q) in enumerate(zip(raw, checked, strict=True), 1):
        discussion = item.get("discussion", False)
        if not isinstance(discussion, bool):
            fail("questions", _("question {n}: 'discussion' must be true or false").format(n=i))
            return None
        wrong = item.get("wrong", [])
        if not isinstance(wrong, list) or not all(isinstance(w, str) and w.strip() for w in wrong):
            fail(
                "questions",
                _("question {n}: 'wrong' must be a list of wrong answers (text)").format(n=i),
            )
            return None
        wrong = [w.strip() for w in wrong]
        if discussion and wrong:
            fail(
                "questions",
                _("question {n} is a discussion question: it takes no wrong answers").format(n=i),
            )
            return None
        if not discussion and (
            len(wrong) != WRONG_ANSWERS or len(set(wrong)) != WRONG_ANSWERS or q["answer"] in wrong
        ):
            fail(
                "questions",
                _(
                    "question {n} needs {count} different wrong answers "
                    '(wrong = ["…", "…", "…"]), none the same as the right answer; a question '
                    "for class talk says discussion = true instead"
                ).format(n=i, count=WRONG_ANSWERS),
            )
            return None
        out.append(Question(q["question"], q["answer"], tuple(wrong), discussion))
    return tuple(out)


def _report_repeats(key: str, values: list[str], warn: Any) -> None:
    """A repeated entry would be shown twice to students: reported (the lesson still opens)."""
    seen: set[str] = set()
    for value in values:
        folded = value.casefold()
        if folded in seen:
            warn(key, _("'{value}' is listed more than once").format(value=clip(value)))
        seen.add(folded)


def _records(
    data: dict[str, Any], key: str, fields: tuple[str, ...], fail: Any
) -> list[dict[str, str]] | None:
    value = data.get(key)
    if not isinstance(value, list) or not value:
        fail(
            key,
            _("needs at least one [[{key}]] entry with {fields}").format(
                key=key, fields=_(" and ").join(fields)
            ),
        )
        return None
    for i, item in enumerate(value, 1):
        if not isinstance(item, dict):
            fail(key, _("entry {n} must be a table").format(n=i))
            return None
        for f in fields:
            text = item.get(f)
            if not isinstance(text, str) or not text.strip():
                fail(key, _("entry {n} has no '{field}'").format(n=i, field=f))
                return None
    return [{f: item[f].strip() for f in fields} for item in value]


def _check_links(library: LessonLibrary, images_dir: Path) -> None:
    """Related ids must exist; images must exist. These are reported but the lesson stays."""
    for lesson in library.lessons.values():
        assert lesson.path is not None
        try:
            text = lesson.path.read_text(encoding="utf-8-sig", errors="replace")
        except OSError:
            text = ""
        for rel in lesson.related:
            if rel not in library.lessons:
                library.problems.append(
                    LessonProblem(
                        lesson.path,
                        _("the related lesson '{id}' does not exist").format(id=rel),
                        "related",
                        _line_of(text, "related"),
                        fatal=False,
                    )
                )
        if lesson.image and not (images_dir / lesson.image).is_file():
            library.problems.append(
                LessonProblem(
                    lesson.path,
                    _("the image '{image}' is not in {folder}").format(
                        image=lesson.image, folder=images_dir
                    ),
                    "image",
                    _line_of(text, "image"),
                    fatal=False,
                )
            )


def _load_timeline(
    path: Path, library: LessonLibrary, parsed: ParseCache | None = None
) -> list[TimelineEvent]:
    read = read_toml(path, library.problems, parsed)
    if read is None:
        return []
    text, data = read
    headers = [
        text.count("\n", 0, m.start()) + 1
        for m in re.finditer(r"^[ \t]*\[\[\s*events\s*\]\]", text, re.MULTILINE)
    ]

    def line_of_event(i: int) -> int | None:
        return headers[i - 1] if i <= len(headers) else None

    events = []
    raw_events = data.get("events")
    if not isinstance(raw_events, list):
        library.problems.append(LessonProblem(path, _("needs [[events]] entries"), "events"))
        return []
    for i, raw in enumerate(raw_events, 1):
        if not isinstance(raw, dict):
            library.problems.append(
                LessonProblem(
                    path, _("event {n} must be a table").format(n=i), "events", line_of_event(i)
                )
            )
            continue
        year, title, lesson = raw.get("year"), raw.get("title"), raw.get("lesson")
        if type(year) is not int or not isinstance(title, str) or not isinstance(lesson, str):
            library.problems.append(
                LessonProblem(
                    path,
                    _("event {n} needs a year (number), title and lesson").format(n=i),
                    "events",
                    line_of_event(i),
                )
            )
            continue
        if lesson not in library.lessons:
            library.problems.append(
                LessonProblem(
                    path,
                    _("event {n} ({year}) links to unknown lesson '{id}'").format(
                        n=i, year=year, id=lesson
                    ),
                    "lesson",
                    line_of_event(i),
                )
            )
            continue
        date = raw.get("date", "")
        events.append(TimelineEvent(year, title, lesson, date if isinstance(date, str) else ""))
    events.sort(key=lambda e: e.year)
    return events
