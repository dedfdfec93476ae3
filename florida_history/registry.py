"""The games this copy of Florida History offers, in the order the New game screen shows them.

The shell gets this list from ``play_command.py`` (the default command) and knows a game only
by its definition (``app/games.py``); ``florida-history simulate``, ``lessons check`` and
``images build`` iterate it too, so they name no game. A game plugs in by adding its
``DEFINITION`` to ``GAMES``."""

from __future__ import annotations

from florida_history.app.games import GameDefinition
from florida_history.games.colonial_florida.definition import DEFINITION as COLONIAL_FLORIDA
from florida_history.games.colonials.definition import DEFINITION as COLONIALS

GAMES: list[GameDefinition] = [
    COLONIAL_FLORIDA,
    COLONIALS,
]
