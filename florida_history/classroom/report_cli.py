"""``florida-history class-report FOLDER``: the class report from a folder of results files."""

from __future__ import annotations

import argparse
import datetime as dt
from pathlib import Path

from florida_history.classroom.class_report import Filters, problem_with_folder, write_report


def _date(text: str) -> dt.date:
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a date; write it as year-month-day, e.g. 2026-03-02"
        ) from None


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("folder", type=Path, metavar="FOLDER", help="the folder of results files")
    parser.add_argument(
        "--out", type=Path, default=None, metavar="DIR", help="where to write (default: FOLDER)"
    )
    parser.add_argument("--no-names", action="store_true", help="leave students' names out")
    parser.add_argument("--game", default=None, metavar="G", help="only this game (colonials…)")
    parser.add_argument("--game-number", type=int, default=None, metavar="N")
    parser.add_argument("--since", type=_date, default=None, metavar="DATE", help="YYYY-MM-DD")
    parser.add_argument("--until", type=_date, default=None, metavar="DATE", help="YYYY-MM-DD")


def run(args: argparse.Namespace) -> int:
    problem = problem_with_folder(args.folder)
    if problem:
        print(problem)
        return 2
    filters = Filters(args.game, args.game_number, args.since, args.until)
    try:
        written = write_report(args.folder, args.out, filters, names=not args.no_names)
    except OSError as exc:
        print(
            f"The report could not be written in {args.out or args.folder}: {exc.strerror or exc}."
        )
        return 1
    g = written.gathered
    print(f"Read {len(g.results)} exit ticket(s).")
    left = len(g.damaged) + len(g.foreign) + len(g.duplicates)
    if left or g.filtered_out:
        print(
            f"Left out: {len(g.damaged)} damaged, {len(g.foreign)} not results files, "
            f"{len(g.duplicates)} copied twice, {g.filtered_out} outside the filters."
        )
    print(f"Wrote {written.html}")
    print(f"Wrote {written.csv}")
    return 0
