"""``florida-history lessons check`` and ``lessons export --html DIR`` for teachers."""

from __future__ import annotations

import argparse
from pathlib import Path

from florida_history.content.coverage import missing_lessons
from florida_history.content.html_export import export_html
from florida_history.content.lessons import load_library


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="lessons_command", required=True)
    check = sub.add_parser("check", help="check every lesson file and print a short report")
    check.add_argument("--dir", type=Path, default=None, help="lessons folder (default: built in)")
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
        skipped = [p for p in library.problems if p.fatal]
        if skipped:
            print(f"{len(skipped)} file(s) or entries were skipped: fix them and export again.")
            return 1
        return 0
    return report(library)


def report(library) -> int:  # type: ignore[no-untyped-def]
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
    for lesson_id in missing:
        print(f"MISSING no lesson for '{lesson_id}' (the game will open nothing there)")
    if errors or warnings or missing:
        print(f"{len(errors)} error(s), {len(warnings)} warning(s), {len(missing)} missing.")
        return 1
    print("All lessons are fine.")
    return 0
