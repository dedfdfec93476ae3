"""The ``florida-history`` command: the app by default, plus tools for teachers and developers.

Each subcommand lives in the module that owns its job; this file only dispatches, so that
starting the app imports nothing the app does not need.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

# subcommand -> (module, help). Each module defines add_arguments(parser) and run(args) -> int.
SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "play": ("florida_history.play_command", "open the game window (the default)"),
    "simulate": ("florida_history.sim.cli", "play many computer games and print a summary"),
    "lessons": ("florida_history.content.cli", "check or export the history lessons"),
    "images": ("florida_history.maps.cli", "rebuild the map images"),
    "class-report": (
        "florida_history.classroom.report_cli",
        "one report for the teacher from a folder of exit ticket results files",
    ),
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="florida-history",
        description="Colonial Florida: a classroom history game. With no command, opens the app.",
    )
    sub = parser.add_subparsers(dest="command")
    for name, (module_name, help_text) in SUBCOMMANDS.items():
        sub_parser = sub.add_parser(name, help=help_text)
        module = importlib.import_module(module_name)
        module.add_arguments(sub_parser)
        sub_parser.set_defaults(_module=module)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    # No subcommand (or only the app's own options, e.g. --no-resume) means: open the app.
    if not args_list or (args_list[0] not in SUBCOMMANDS and args_list[0] not in ("-h", "--help")):
        args_list = ["play", *args_list]
    # Only import the chosen subcommand's module (fast start-up for the app).
    name = args_list[0]
    if name in SUBCOMMANDS:
        module = importlib.import_module(SUBCOMMANDS[name][0])
        parser = argparse.ArgumentParser(prog=f"florida-history {name}")
        module.add_arguments(parser)
        args = parser.parse_args(args_list[1:])
        return int(module.run(args) or 0)
    build_parser().parse_args(args_list)  # prints help / errors for unknown options
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
