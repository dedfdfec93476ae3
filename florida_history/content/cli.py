"""``florida-history lessons check``, ``lessons export --html DIR [--lang es]`` and
``lessons es-sync`` (translations, issue #27) for teachers and writers."""

from __future__ import annotations

import argparse
from pathlib import Path

from florida_history.content.claims import misplaced, unchecked, unclaimed
from florida_history.content.corrections import check_registers
from florida_history.content.coverage import missing_lessons
from florida_history.content.html_export import export_html
from florida_history.content.lessons import TRANSLATION_FOLDERS, LessonLibrary, load_library
from florida_history.content.readability import (
    MAX_SENTENCE_WORDS,
    SHORT_MAX_NUMBERS,
    median_grade,
    problems_of,
    reading_of,
)
from florida_history.content.readability_es import (
    SHORT_MIN_EASE,
    SpanishReading,
    median_ease,
    spanish_problems,
    spanish_reading,
)
from florida_history.content.sources import untrusted_reason
from florida_history.content.translations import (
    fingerprint,
    folder_of,
    sync_file,
    translation_status,
)
from florida_history.i18n import LANGUAGES
from florida_history.registry import GAMES
from florida_history.resources import lessons_dir


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="lessons_command", required=True)
    check = sub.add_parser("check", help="check every lesson file and print a short report")
    check.add_argument("--dir", type=Path, default=None, help="lessons folder (default: built in)")
    check.add_argument(
        "--reading",
        action="store_true",
        help="also report each lesson's reading grade and its hardest sentences",
    )
    export = sub.add_parser("export", help="write every lesson as HTML pages")
    export.add_argument("--html", type=Path, required=True, metavar="DIR", help="output folder")
    export.add_argument("--dir", type=Path, default=None, help="lessons folder (default: built in)")
    export.add_argument(
        "--lang",
        choices=LANGUAGES,
        default="en",
        help="the lessons' language (a lesson not yet translated is written in English)",
    )
    sync = sub.add_parser(
        "es-sync",
        help="record which English text each new or revised Spanish lesson translates",
        description='Fill english = "" in lessons/es/ files with the fingerprint of the '
        "English lesson they translate. Name files to record them again after a revision.",
    )
    sync.add_argument("files", nargs="*", type=Path, help="Spanish lesson files to record again")
    sync.add_argument("--dir", type=Path, default=None, help="lessons folder (default: built in)")


def run(args: argparse.Namespace) -> int:
    library = load_library(args.dir)
    if args.lessons_command == "es-sync":
        return es_sync(library, args.files)
    if args.lessons_command == "export":
        pages = export_html(library.in_language(getattr(args, "lang", "en")), args.html)
        print(f"Wrote {pages} pages to {args.html} (open index.html in a browser).")
        for problem in library.problems:
            print(f"  skipped or incomplete: {problem}")
        skipped = [p for p in library.problems if p.fatal]
        if skipped:
            print(f"{len(skipped)} file(s) or entries were skipped: fix them and export again.")
            return 1
        return 0
    status = report(library)
    status = max(status, corrections_report(library, args.dir or lessons_dir()))
    claims_report(library)
    for language in TRANSLATION_FOLDERS:
        translations_report(library, language)
    if getattr(args, "reading", False):
        status = max(status, reading_report(library))
        for language in TRANSLATION_FOLDERS:
            status = max(status, spanish_reading_report(library, language))
    return status


def es_sync(library: LessonLibrary, files: list[Path]) -> int:
    """Record the English fingerprint in Spanish files that have none yet (``english = ""``)
    and in the files named (revised after the English changed)."""
    named = {path.resolve() for path in files}
    changed = 0
    found = library.translations.get("es", {})
    for lid, translation in sorted(found.items()):
        stamp = fingerprint(library.lessons[lid])
        if translation.english == stamp:
            continue
        if translation.english and translation.path.resolve() not in named:
            continue  # stale: revise the translation, then name the file
        if sync_file(translation.path, stamp):
            changed += 1
            print(f"recorded {stamp} in {translation.path}")
    unknown = named - {t.path.resolve() for t in found.values()}
    for path in sorted(unknown):
        print(f"not recorded: {path} is not a Spanish lesson that loads (lessons check says why)")
    print(f"{changed} Spanish lesson(s) recorded.")
    return 1 if unknown else 0


def translations_report(library: LessonLibrary, language: str) -> None:
    """Where the lessons in ``language`` stand: missing, stale (the English changed after the
    translation), not yet recorded by es-sync, not back-translated, and unreadable files
    (those are also errors above; the English lesson is shown instead)."""
    status = translation_status(library, language)
    print()
    total = len(library.lessons)
    print(f"Lessons in '{language}': {len(status.translated)} of {total} translated.")
    by_folder: dict[str, list[str]] = {}
    for lid in status.missing:
        by_folder.setdefault(folder_of(library.lessons[lid], library.folder), []).append(lid)
    for folder, ids in sorted(by_folder.items()):
        print(f"MISSING {language} {folder}: {len(ids)} ({', '.join(ids)})")
    for path in status.broken:
        print(f"UNREADABLE {language} {path} (the English lesson is shown; see the errors above)")
    for lid in status.stale:
        print(f"STALE   {language} {lid}: the English lesson changed after it was translated")
    for lid in status.not_synced:
        print(f'UNSYNCED {language} {lid}: english = "" (run: florida-history lessons es-sync)')
    if status.not_back_translated:
        print(
            f"BACK-TRANSLATION {language}: {len(status.not_back_translated)} lesson(s) not yet "
            f"checked: {', '.join(status.not_back_translated)}"
        )
    timeline = library.translated_timelines.get(language)
    if timeline is None:
        print(f"MISSING {language} timeline.toml (the timeline is shown in English)")
    else:
        left = sum(
            1 for mine, english in zip(timeline, library.timeline, strict=True) if mine is english
        )
        if left:
            print(f"MISSING {language} timeline: {left} event(s) not translated")
    print(
        f"{language}: {len(status.missing)} missing, {len(status.broken)} unreadable, "
        f"{len(status.stale)} stale, {len(status.not_synced)} not synced, "
        f"{len(status.not_back_translated)} not back-translated."
    )


def spanish_reading_report(library: LessonLibrary, language: str) -> int:
    """Fernández-Huerta reading ease of every Spanish short text, by folder (see
    ``readability_es``); 1 when a lesson breaks the standard."""
    found = library.translations.get(language, {})
    if language != "es" or not found:
        return 0
    print()
    print(
        f"Spanish reading ease (Fernández-Huerta, numbers counted as spoken in Spanish; short "
        f"text at least {SHORT_MIN_EASE:g}, at most {SHORT_MAX_NUMBERS} numbers and dates, no "
        f"sentence over {MAX_SENTENCE_WORDS} words):"
    )
    failing = 0
    by_folder: dict[str, list[SpanishReading]] = {}
    for lid, translation in sorted(found.items()):
        reading = spanish_reading(lid, translation.short, translation.long)
        folder = folder_of(library.lessons[lid], library.folder)
        by_folder.setdefault(folder, []).append(reading)
        problems = spanish_problems(reading)
        mark = "TOO HARD" if problems else "ok      "
        print(
            f"  {mark} {lid}: short {reading.short.ease:5.1f}, long {reading.long.ease:5.1f}, "
            f"{reading.short_numbers} numbers, longest sentence "
            f"{reading.short.longest_sentence}/{reading.long.longest_sentence} words"
        )
        if problems:
            failing += 1
            for line in problems:
                print(f"           - {line}")
            for sentence in reading.short.hardest(2):
                print(f"           hardest: ({sentence.ease:.1f}) {sentence.text}")
    for folder, readings in sorted(by_folder.items()):
        worst = min(r.short.ease for r in readings)
        print(
            f"  {folder}: {len(readings)} lesson(s), median short-text ease "
            f"{median_ease(readings):.1f}, worst {worst:.1f}"
        )
    print(f"{failing} Spanish lesson(s) too hard.")
    return 1 if failing else 0


def reading_report(library: LessonLibrary) -> int:
    """Flesch–Kincaid grade of every lesson's short and long text (see ``readability``)."""
    readings = [
        reading_of(lesson.id, lesson.short, lesson.long)
        for lesson in sorted(library.lessons.values(), key=lambda x: x.id)
    ]
    failing = 0
    print()
    print("Reading level (Flesch–Kincaid grade, numbers counted as spoken; short text at most 7")
    print(f"with at most {SHORT_MAX_NUMBERS} numbers and dates, long text at most 9, no sentence")
    print("over 25 words):")
    for reading in readings:
        found = problems_of(reading)
        mark = "TOO HARD" if found else "ok      "
        print(
            f"  {mark} {reading.lesson_id}: short {reading.short.grade:4.1f}, "
            f"long {reading.long.grade:4.1f}, longest sentence {reading.short.longest_sentence}"
            f"/{reading.long.longest_sentence} words"
        )
        if found:
            failing += 1
            for line in found:
                print(f"           - {line}")
            for sentence in reading.short.hardest(2):
                print(f"           hardest: (grade {sentence.grade:.1f}) {sentence.text}")
    grades = sorted(r.short.grade for r in readings)
    print(
        f"Short texts: median grade {median_grade(readings):.1f}, "
        f"hardest {grades[-1] if grades else 0:.1f}; {failing} lesson(s) too hard."
    )
    for game in sorted({lesson.game for lesson in library.lessons.values()}):
        ids = {lesson.id for lesson in library.lessons.values() if lesson.game == game}
        mine = [r for r in readings if r.lesson_id in ids]
        over = sum(1 for r in mine if r.short_numbers > SHORT_MAX_NUMBERS)
        print(
            f"  {game}: median short-text grade {median_grade(mine):.1f}; "
            f"{over} short text(s) with more than {SHORT_MAX_NUMBERS} numbers and dates."
        )
    return 1 if failing else 0


def corrections_report(library: LessonLibrary, folder: Path) -> int:
    """Corrections a lesson no longer keeps (``lessons/registers/``): an error."""
    found = check_registers(library, folder)
    for line in found:
        print(f"CORRECTION {line}")
    return 1 if found else 0


def claims_report(library: LessonLibrary) -> None:
    """Claims registers: numbers without a claim, and claims no independent checker has
    marked yet. A report for the checkers, not an error (issue #25)."""
    lessons = sorted(library.lessons.values(), key=lambda x: x.id)
    waiting = unchecked(lessons)
    print()
    for lesson in lessons:
        missing = unclaimed(lesson)
        gone = misplaced(lesson)
        if missing:
            items = ", ".join(f"{item} ({where})" for where, item in missing[:6])
            more = f" and {len(missing) - 6} more" if len(missing) > 6 else ""
            print(f"CLAIMS  {lesson.id}: no claim for {items}{more}")
        for claim in gone:
            print(f"CLAIMS  {lesson.id}: '{claim.claim}' is no longer in its {claim.where}")
    for game in sorted({lesson.game for lesson in lessons}):
        mine = [x for x in lessons if x.game == game]
        with_claims = [x for x in mine if x.claims]
        total = sum(len(x.claims) for x in mine)
        checked = sum(1 for x in mine for c in x.claims if c.checked)
        not_done = sum(1 for x in mine if x.id in waiting)
        print(
            f"{game}: {len(with_claims)} of {len(mine)} lessons have claims; {checked} of "
            f"{total} claims checked; {not_done} lesson(s) not yet checked."
        )


def source_warnings(library: LessonLibrary) -> list[str]:
    """Sources a teacher cannot trust (mirrors, scrapers, AI-written sites, blogs)."""
    out = []
    for lesson in sorted(library.lessons.values(), key=lambda x: x.id):
        for source in lesson.sources:
            reason = untrusted_reason(source.url)
            if reason:
                out.append(f"{lesson.path}: source '{source.title}': {reason}")
    return out


def report(library: LessonLibrary) -> int:
    words = sum(lesson.word_count for lesson in library.lessons.values())
    print(
        f"{len(library)} lessons loaded ({words:,} words), {len(library.timeline)} timeline events."
    )
    for category, lessons in library.by_category().items():
        print(f"  {category}: {len(lessons)}")
    missing = missing_lessons(library, GAMES)
    errors = [p for p in library.problems if p.fatal]
    warnings = [p for p in library.problems if not p.fatal]
    for problem in errors:
        print(f"ERROR   {problem}")
    for problem in warnings:
        print(f"WARNING {problem}")
    untrusted = source_warnings(library)
    for line in untrusted:
        print(f"SOURCE  {line}")
    for lesson_id in missing:
        print(f"MISSING no lesson for '{lesson_id}' (the game will open nothing there)")
    if errors or warnings or missing or untrusted:
        print(
            f"{len(errors)} error(s), {len(warnings)} warning(s), {len(missing)} missing, "
            f"{len(untrusted)} untrusted source(s)."
        )
        return 1
    print("All lessons are fine.")
    return 0
