"""What every computer player returns, and the one method every computer player has."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from florida_history.games.colonial_florida.engine import Action, Game


@dataclass(frozen=True, slots=True)
class Choice:
    """An action plus ONE plain-words sentence that says why, for students watching a demo."""

    action: Action
    reason: str


class Bot(Protocol):
    """A computer player: pure (no tkinter, no I/O) so the UI can run it in a worker thread."""

    name: str

    def choose(self, game: Game) -> Choice:
        """Pick one of ``game.legal_actions()`` for the player whose decision is pending."""
        ...

    def choose_action(self, game: Game) -> Action:
        """The same pick as ``choose`` without building the sentence (for fast simulations)."""
        ...
