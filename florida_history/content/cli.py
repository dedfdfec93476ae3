"""``florida-history lessons check`` and ``lessons export --html DIR`` for teachers."""

from __future__ import annotations

import argparse
from pathlib import Path

from florida_history.content.coverage import missing_lessons
from florida_history.content.html_export import export_html
from florida_history.content.lessons import LessonLibrary, load_library
from florida_history.content.readability import LessonReading, measure, median_grade, problems_of
from florida_history.content.sources import untrusted_reason


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


def run(args: argparse.Namespace) -> int:
    library = load_library(args.dir)
    if args.lessons_command == "export":
        pages = export_html(library, args.html)
        print(f"Wrote {pages} pages to {args.html} (open index.html in a browser).")
        for problem in library.problems:
            print(f"  skipped or incomplete: {problem}")
        return 0
    status = report(library)
    if getattr(args, "reading", False):
        status = max(status, reading_report(library))
    return status


def reading_report(library: LessonLibrary) -> int:
    """Flesch–Kincaid grade of every lesson's short and long text (see ``readability``)."""
    readings = [
        LessonReading(lesson.id, measure(lesson.short), measure(lesson.long))
        for lesson in sorted(library.lessons.values(), key=lambda x: x.id)
    ]
    failing = 0
    print()
    print("Reading level (Flesch–Kincaid grade; short text at most 7, long text at most 9,")
    print("no sentence over 25 words):")
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
    return 1 if failing else 0


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
    missing = missing_lessons(library)
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
