"""``florida-history play`` (the default command): open the app with the games this copy has.

Kept apart from ``registry.py`` so that the list of games imports no Tk shell: ``sim/``,
``maps/`` and the lesson check iterate the definitions without reaching the shell.
"""

from __future__ import annotations

import argparse

from florida_history.registry import GAMES


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from florida_history.ui import launch

    launch.add_arguments(parser)


def run(args: argparse.Namespace) -> int:
    from florida_history.ui import launch

    return launch.run(args, GAMES)
