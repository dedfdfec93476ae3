"""What every Colonials computer player returns, and the method every one has."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from florida_history.games.colonials.engine.actions import Action
from florida_history.games.colonials.engine.game import Game

# A reason not yet written: the sentence is built only when somebody reads it (the simulator
# and Hard's play-outs never do, and building thousands of sentences was a tenth of their time).
Why = Callable[[], str]


class Choice:
    """An action plus ONE plain-words sentence that says why.

    ``reason`` may be given as a ``Why`` (a function returning the sentence): it is then called
    once, the first time ``choice.reason`` is read. Never changed once built."""

    __slots__ = ("action", "_reason")

    def __init__(self, action: Action, reason: str | Why) -> None:
        self.action = action
        self._reason = reason

    @property
    def reason(self) -> str:
        reason = self._reason
        if not isinstance(reason, str):
            reason = self._reason = reason()
        return reason

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Choice):
            return NotImplemented
        return (self.action, self.reason) == (other.action, other.reason)

    def __hash__(self) -> int:
        return hash((self.action, self.reason))

    def __repr__(self) -> str:
        return f"Choice(action={self.action!r}, reason={self.reason!r})"


class Bot(Protocol):
    """A computer player: pure (no tkinter, no I/O). It reads only ``game.view(seat)`` and
    ``game.legal_actions()`` for the seat whose decision is pending (C4)."""

    name: str

    def choose(self, game: Game) -> Choice: ...
