"""What every Colonials computer player returns, and the method every one has."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from florida_history.games.colonials.engine.actions import Action
from florida_history.games.colonials.engine.game import Game


@dataclass(slots=True, unsafe_hash=True)  # never changed once built; not frozen: cheaper to build
class Choice:
    """An action plus ONE plain-words sentence that says why."""

    action: Action
    reason: str


class Bot(Protocol):
    """A computer player: pure (no tkinter, no I/O). It reads only ``game.view(seat)`` and
    ``game.legal_actions()`` for the seat whose decision is pending (C4)."""

    name: str

    def choose(self, game: Game) -> Choice: ...
