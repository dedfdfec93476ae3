"""What the shell knows about a game: its card on the New game screen and how to open it.

The shell (``ui/`` and ``app/``) never imports a game's rules. Each game under ``games/`` has a
``definition.py`` with a ``DEFINITION`` object satisfying :class:`GameDefinition`; the entry
point (``florida_history/registry.py``) lists them and hands them to the shell. Saves carry
the game's id (``"game"`` at the top level of the file), so opening a save starts the right game.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from florida_history.plain import clip
from florida_history.words import _

# A save written before the second game existed has no "game" field: it is Colonial Florida.
DEFAULT_GAME_ID = "colonial-florida"


@dataclass(frozen=True)
class GameInfo:
    """One game's card on the New game screen."""

    id: str  # written into every save: "colonial-florida", "colonials"
    title: str  # "Colonial Florida"
    tagline: str  # one line a 12-year-old understands
    min_players: int
    max_players: int
    picture: str  # an image file name under images/
    lesson_game: str  # the ``game`` field of this game's lessons
    # The files (in the user's folder) from which the game's window offers to resume at start;
    # None: not said, so the launcher builds the window before the New game screen to ask it.
    autosaves: tuple[str, ...] | None = None


@dataclass(frozen=True)
class PresetInfo:
    """A length the New game screen offers: its id, its name and one line about it."""

    id: str
    name: str
    blurb: str


class GameDefinition(Protocol):
    """Everything the shell needs from one game. Tk objects are passed as ``Any`` so this
    module (and the rest of ``app/``) stays free of tkinter."""

    @property
    def info(self) -> GameInfo:
        """The game's card, in the language the app speaks when asked (a game may build it
        at each call)."""
        ...

    def presets(self) -> Sequence[PresetInfo]:
        """The lengths offered, the classroom default first."""
        ...

    def minutes(self, preset: str, players: int) -> int:
        """Estimated minutes for a game of this length, from the project's one pace model."""
        ...

    def open_window(self, root: Any, services: Any) -> Any:
        """Build the game's play window inside ``root`` (imports the game's Tk code lazily);
        ``services.session`` (from ``load_save``) is shown at once."""
        ...

    def load_save(self, path: Any) -> Any:
        """The game's session from a save file, checked whole (every move replayed), or
        ``app.saves.SaveError`` in plain words: Game → Open asks this before it switches."""
        ...

    def simulator(self) -> Simulator:
        """The game's headless simulator, for ``florida-history simulate --game ID``."""
        ...

    def required_lessons(self) -> list[str]:
        """Every lesson id the game can open or its curriculum promises (``lessons check``)."""
        ...

    def map_images(self) -> dict[str, Callable[[str], Any]]:
        """The map pictures the game's lessons and screens show: file name -> the function
        that draws it (given the name; returns a PIL image). ``maps/catalog.py`` joins them."""
        ...


class Simulator(Protocol):
    """One game's part of ``florida-history simulate`` (a module of the game's room)."""

    def bot_names(self) -> str:
        """The computer players ``--bots`` may name, for the help text."""
        ...

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        """Add the game's own options, in a group named after the game."""
        ...

    def run(self, args: argparse.Namespace) -> int:
        """Play the games and print the summary; 2 (with the reason printed) for bad options."""
        ...


@runtime_checkable
class HasSetupForm(Protocol):
    """A game whose New game screen has its own form below the game cards (players, names,
    length...). A game without one gets the shell's form: its presets, one button each."""

    def setup_form(self, master: Any, remembered: dict[str, Any], error: Any) -> Any:
        """A Tk frame inside ``master`` with ``choice()`` (what ``start_game`` gets, or None
        after writing why into the ``error`` StringVar), ``memory()`` (JSON-able, offered
        again next time as ``remembered``), ``preset_id()`` and ``players()`` (for the
        minutes on the game's card), and ``on_change`` (a callback the dialog sets)."""
        ...


@dataclass
class Services:
    """What the shell hands every game window it opens (``open_window(root, services)``).

    The first four are the app's; the rest say what to show in the window just opened (a
    copy of the services carries them): an opened save's ``session``, or a new game from the
    shell's preset form (``length`` = a preset id, ``seed``)."""

    settings: Any = None  # app.settings.Settings
    lessons: Any = None  # app.lessons.LessonService, shared by every game (one library)
    games: Sequence[Any] = ()  # every GameDefinition this copy has, as the registry lists them
    # Called with each new window (the classroom features attach to it).
    on_window: list[Callable[[Any], None]] = field(default_factory=list)
    session: Any = None
    seats: Any = None
    length: str | None = None
    seed: int | None = None
    on_new_game: Callable[[], Any] | None = None


def game_of_save(data: Any) -> str:
    """The id of the game a save file belongs to (older saves are Colonial Florida's)."""
    if isinstance(data, dict):
        game = data.get("game")
        if isinstance(game, str) and game:
            return game
    return DEFAULT_GAME_ID


def by_id(definitions: Sequence[GameDefinition], game_id: str) -> GameDefinition:
    """The definition with this id; a save from a game this copy does not have is refused in
    words the players understand."""
    for definition in definitions:
        if definition.info.id == game_id:
            return definition
    raise KeyError(
        _("This file is from a game this copy of Florida History does not have: {game}").format(
            game=clip(game_id)
        )
    )
