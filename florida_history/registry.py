"""The games this copy of Florida History offers, in the order the New game screen shows them.

The entry point: ``florida-history play`` (the default command) comes here, and this module
hands the list to the shell (``ui/launch.py``), which knows a game only by its definition
(``app/games.py``). A second game plugs in by adding its ``DEFINITION`` to ``GAMES``."""

from __future__ import annotations

import argparse

from florida_history.app.games import GameDefinition
from florida_history.games.colonial_florida.definition import DEFINITION as COLONIAL_FLORIDA
from florida_history.games.colonials.definition import DEFINITION as COLONIALS

GAMES: list[GameDefinition] = [
    COLONIAL_FLORIDA,
    COLONIALS,
]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from florida_history.ui import launch

    launch.add_arguments(parser)


def run(args: argparse.Namespace) -> int:
    from florida_history.ui import launch

    return launch.run(args, GAMES)
