"""The games this copy of Florida History offers, in the order the New game screen shows them
(the entry point hands this list to the shell; see ``app/games.py``)."""

from __future__ import annotations

from florida_history.app.games import GameDefinition
from florida_history.games.colonials.definition import DEFINITION as COLONIALS

GAMES: list[GameDefinition] = [COLONIALS]
try:  # Colonial Florida's definition comes with the shell split (branch "shell")
    from florida_history.games.colonial_florida.definition import (  # type: ignore[import-not-found]
        DEFINITION as COLONIAL_FLORIDA,
    )
except ImportError:
    pass
else:
    GAMES.insert(0, COLONIAL_FLORIDA)
