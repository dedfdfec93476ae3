"""What every game's rules engine offers the code above it, as typed protocols.

The shell, the simulators and the computer players drive an engine only through these members,
so a third game plugs in by offering them too. Each engine states that it satisfies ``Rules``
at the end of its ``engine/game.py`` (a line mypy checks), so a renamed or retyped member fails
the type check, not a class in the middle of a lesson.

The names are the engines' own: ``legal_actions`` (the one query), ``apply_action`` (the one
door: an illegal action raises the engine's ``IllegalActionError`` and changes nothing),
``pending`` (the decision the game waits for), ``current_player``, ``is_over`` and ``clone``
(an independent copy for look-ahead). A game with hidden cards also offers ``view(seat)``:
what that seat may know (``SeatViews``).

A computer player (``Bot``) is generic over the rules it reads: it is handed a copy
(``Clonable``) of the game and returns a ``Choice``, the action and one sentence why. The
shell runs it on a worker thread (``ui/bot_runner.py``) knowing no more than this.
"""

from __future__ import annotations

from typing import Protocol, Self, TypeVar

ActionT = TypeVar("ActionT")
EventT = TypeVar("EventT")
PendingT_co = TypeVar("PendingT_co", bound="Decision", covariant=True)
ViewT_co = TypeVar("ViewT_co", covariant=True)
GameT_contra = TypeVar("GameT_contra", contravariant=True)


class Clonable(Protocol):
    """A position that can be copied for look-ahead (every ``Rules`` is one)."""

    def clone(self) -> Self:
        """An independent copy, dice included: playing on it changes nothing here."""
        ...


class Choice(Protocol):
    """A computer player's pick: the action (the game's own type) and ONE plain-words
    sentence that says why, for students watching a demonstration."""

    @property
    def action(self) -> object: ...

    @property
    def reason(self) -> str: ...


class Bot(Protocol[GameT_contra]):
    """A computer player of the game whose rules are ``GameT_contra``: pure (no tkinter, no
    I/O), so the shell can run it on a worker thread on a copy of the game."""

    def choose(self, game: GameT_contra) -> Choice:
        """Pick one of ``game.legal_actions()`` for the player whose decision is pending."""
        ...


class Decision(Protocol):
    """The decision a game waits for: its kind and who must make it (None once it is over)."""

    @property
    def kind(self) -> str: ...

    @property
    def player(self) -> str | None: ...


class Rules(Protocol[ActionT, EventT, PendingT_co]):
    """One game's rules: the legal actions now, the one door, and the position's queries."""

    def legal_actions(self) -> list[ActionT]:
        """Every action allowed now, in a stable order (bots and the UI both use it)."""
        ...

    def is_legal(self, action: ActionT) -> bool: ...

    def apply_action(self, action: ActionT) -> list[EventT]:
        """Apply a legal action and return what happened, in the past tense."""
        ...

    @property
    def pending(self) -> PendingT_co: ...

    @property
    def current_player(self) -> str | None: ...

    @property
    def is_over(self) -> bool: ...

    def clone(self) -> Self:
        """An independent copy, dice included: playing on it changes nothing here."""
        ...


class SeatViews(
    Rules[ActionT, EventT, PendingT_co], Protocol[ActionT, EventT, PendingT_co, ViewT_co]
):
    """Rules of a game with hidden information: ``view(seat)`` is what that seat may know."""

    def view(self, seat: str) -> ViewT_co: ...
