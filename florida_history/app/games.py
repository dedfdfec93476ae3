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
from pathlib import Path
from typing import TYPE_CHECKING, Literal, Protocol, TypeAlias, runtime_checkable

from florida_history.plain import clip
from florida_history.words import _

if TYPE_CHECKING:  # types only: settings and lessons import this module (DEFAULT_GAME_ID)
    from PIL.Image import Image

    from florida_history.app.lessons import LessonService
    from florida_history.app.settings import Settings

# A save written before the second game existed has no "game" field: it is Colonial Florida.
DEFAULT_GAME_ID = "colonial-florida"

# What a setup form remembers between games (kept in the user's settings file): JSON, so each
# value is checked where it is read (``app/new_game_memory.py``, the forms).
Memory: TypeAlias = dict[str, object]


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


class GameSession(Protocol):
    """What the shell reads of a game's session: the game on screen, or one opened from a file
    (``load_save``) and handed to the game's window through ``Services.session``. Both games'
    sessions (``app.session_base.SessionBase`` with the game's rules) have it."""

    path: Path | None  # where Save writes (None until Save as / Open)
    lessons_opened: list[str]  # the lessons met in this game
    lesson_open: str | None  # the lesson on screen (shown again on resume)
    last_error: str | None  # why the last autosave failed
    autosave: bool  # saved after every move (a demonstration's game is not)

    @property
    def is_over(self) -> bool: ...

    def record_lesson(self, lesson_id: str) -> None: ...

    def save_autosave(self) -> None:
        """Write the autosave; a failure is kept in ``last_error``, never raised."""
        ...

    def save_data(self) -> dict[str, object]:
        """The JSON-able save (with ``"game"``: the game's id)."""
        ...


class GameWindow(Protocol):
    """What the shell and the launcher ask of a game's play window once ``open_window`` built
    it. Every game's window is built on ``ui.shell.Shell``, which has all of these."""

    def start_game(self, choice: object) -> None:
        """A new game from the game's setup form's ``choice()`` (only the game reads it)."""
        ...

    def startup(self, offer_resume: bool = True) -> None:
        """What shows first: the New game screen, offering the autosaved game to resume."""
        ...

    def open_file(self, path: Path) -> bool:
        """Open a save (in another game's window if it is that game's); False if it failed."""
        ...

    def say(self, text: str) -> None: ...

    def defer_drawing(self) -> None: ...

    def finish_loading(self) -> None: ...

    def stop(self) -> None: ...


class GameDefinition(Protocol):
    """Everything the shell needs from one game. A Tk object that crosses here (the root
    window, a form's parent) is an ``object``: ``app/`` names no toolkit, and the game's own
    window module checks what it was given (``ui.tk_typed``)."""

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

    def open_window(self, root: object, services: Services) -> GameWindow:
        """Build the game's play window inside ``root`` (the Tk root window; the game's Tk
        code is imported lazily); ``services.session`` (from ``load_save``) is shown at once."""
        ...

    def load_save(self, path: Path) -> GameSession:
        """The game's session from a save file, checked whole (every move replayed), or
        ``app.saves.SaveError`` in plain words: Game → Open asks this before it switches."""
        ...

    def simulator(self) -> Simulator:
        """The game's headless simulator, for ``florida-history simulate --game ID``."""
        ...

    def required_lessons(self) -> list[str]:
        """Every lesson id the game can open or its curriculum promises (``lessons check``)."""
        ...

    def map_images(self) -> dict[str, Callable[[str], Image]]:
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


class TextVariable(Protocol):
    """A line of text the New game screen shows (Tk's ``StringVar``): a form writes into it
    why its choice cannot start a game."""

    def get(self) -> str: ...

    def set(self, value: str) -> None: ...


class SetupForm(Protocol):
    """A game's form on the New game screen: a Tk frame (the dialog packs and destroys it)."""

    # Called when what the form shows changes (the dialog sets it: the minutes on the cards).
    on_change: Callable[[], None] | None

    def choice(self) -> object | None:
        """What the game's window's ``start_game`` gets, or None after writing why into the
        ``error`` variable."""
        ...

    def memory(self) -> Memory:
        """What to offer again next time (JSON-able), as ``remembered``."""
        ...

    def preset_id(self) -> str:
        """The length chosen (for the minutes on the game's card)."""
        ...

    def players(self) -> int: ...

    def pack(self, *, fill: Literal["none", "x", "y", "both"] = ...) -> None: ...

    def destroy(self) -> None: ...


@runtime_checkable
class HasSetupForm(Protocol):
    """A game whose New game screen has its own form below the game cards (players, names,
    length...). A game without one gets the shell's form: its presets, one button each."""

    def setup_form(self, master: object, remembered: Memory, error: TextVariable) -> SetupForm:
        """The form inside ``master`` (a Tk frame of the dialog), filled from ``remembered``;
        it writes why a choice cannot start into ``error``."""
        ...


@dataclass
class Services:
    """What the shell hands every game window it opens (``open_window(root, services)``).

    The first four are the app's; the rest say what to show in the window just opened (a
    copy of the services carries them): an opened save's ``session``, or a new game from the
    shell's preset form (``length`` = a preset id, ``seed``)."""

    settings: Settings | None = None
    lessons: LessonService | None = None  # shared by every game (one library)
    games: Sequence[GameDefinition] = ()  # every game this copy has, as the registry lists them
    # Called with each new window (the classroom features attach to it).
    on_window: list[Callable[[GameWindow], None]] = field(default_factory=list)
    session: GameSession | None = None
    # A game's own seat records for a new game (only that game's window reads them).
    seats: Sequence[object] | None = None
    length: str | None = None
    seed: int | None = None


def game_of_save(data: object) -> str:
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
