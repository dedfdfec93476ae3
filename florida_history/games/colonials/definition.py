"""Colonials as the shell knows it: its card on the New game screen, its lengths with their
estimated minutes (from ``pace.py``, the project's one pace model), and its play window
(imported only when a game is opened, so the New game screen stays quick)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from florida_history.app.games import (
    GameDefinition,
    GameInfo,
    GameWindow,
    HasSetupForm,
    Memory,
    PresetInfo,
    Services,
    SetupForm,
    Simulator,
    TextVariable,
)
from florida_history.games.colonials.words import N_, _, pgettext

if TYPE_CHECKING:  # types only: the New game screen imports this module before the game's code
    from PIL.Image import Image

    from florida_history.games.colonials.engine.state import GameConfig
    from florida_history.games.colonials.session import ColonialsSession

INFO = GameInfo(
    id="colonials",
    title="Colonials",
    tagline=N_("Grow a colony in North America: settle, trade, build towns and defend it."),
    min_players=2,
    max_players=4,
    picture="col-overview-1650.png",
    lesson_game="colonials",
    autosaves=("colonials-autosave.json", "colonials-autosave.previous.json"),  # the session's
)

# Names and lines as catalog msgids; ``presets()`` and ``info`` say them in the app's language.
PRESETS = (
    PresetInfo(
        "class-period", N_("Class period"), N_("Fits one class: smaller goals and a last round.")
    ),
    PresetInfo("short", N_("Short"), N_("A quick game to learn the cards.")),
    PresetInfo("full", N_("Full"), N_("The whole game: bigger goals for a long session.")),
)


class ColonialsDefinition:
    _info = INFO

    @property
    def info(self) -> GameInfo:
        """The New game screen's card, its name and line in the language the app speaks now
        (the name is the catalog's "game name": Colonos in Spanish)."""
        title = pgettext("game name", self._info.title)
        return replace(self._info, title=title, tagline=_(self._info.tagline))

    @info.setter
    def info(self, value: GameInfo) -> None:
        self._info = value

    def presets(self) -> Sequence[PresetInfo]:
        return tuple(PresetInfo(p.id, _(p.name), _(p.blurb)) for p in PRESETS)

    def length_of(self, config: GameConfig) -> str:
        """The length preset a game was set up with (for the class report)."""
        return str(config.settings.preset)

    def minutes(self, preset_id: str, players: int) -> int:
        # The presets' minutes come straight from the measured table: working them out at
        # start-up imported the whole rules engine before the dialog could be used.
        from florida_history.games.colonials.pace_table import MEASURED

        known = MEASURED.get(preset_id, {}).get(players)
        if known is not None:
            return round(known[0])
        from florida_history.games.colonials.engine.settings import preset
        from florida_history.games.colonials.pace import estimate_minutes

        return round(estimate_minutes(preset(preset_id, players), players))

    def setup_form(self, master: object, remembered: Memory, error: TextVariable) -> SetupForm:
        from florida_history.games.colonials.ui.setup_form import setup_form

        return setup_form(master, remembered, error)

    def load_save(self, path: Path) -> ColonialsSession:
        from florida_history.games.colonials.ui.window import load_save

        return load_save(path)

    def open_window(self, root: object, services: Services) -> GameWindow:
        """The play window in ``root``. ``services`` may carry ``settings`` (app Settings),
        ``lessons`` (the LessonService), ``session`` (a ColonialsSession to show, e.g. an
        opened save), and ``seats``/``length``/``seed`` for a new game."""
        from florida_history.games.colonials.ui.window import open_window

        return open_window(root, services)

    def simulator(self) -> Simulator:
        from florida_history.games.colonials import sim as simulator

        return simulator

    def required_lessons(self) -> list[str]:
        from florida_history.games.colonials.lessons import required_lessons

        return required_lessons()

    def map_images(self) -> dict[str, Callable[[str], Image]]:
        from florida_history.games.colonials.map_images import map_images

        return dict(map_images())


DEFINITION = ColonialsDefinition()
# The shell's contract (app/games.py), checked by mypy: a changed signature fails the check.
_AS_GAME: GameDefinition = DEFINITION
_AS_FORM_GAME: HasSetupForm = DEFINITION
