"""Colonials as the shell knows it: its card on the New game screen, its lengths with their
estimated minutes (from ``pace.py``, the project's one pace model), and its play window
(imported only when a game is opened, so the New game screen stays quick)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from florida_history.app.games import GameInfo, PresetInfo, Simulator
from florida_history.games.colonials.words import N_, _

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
        """The New game screen's card, its line in the language the app speaks now."""
        return replace(self._info, tagline=_(self._info.tagline))

    @info.setter
    def info(self, value: GameInfo) -> None:
        self._info = value

    def presets(self) -> Sequence[PresetInfo]:
        return tuple(PresetInfo(p.id, _(p.name), _(p.blurb)) for p in PRESETS)

    def length_of(self, config: Any) -> str:
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

    def setup_form(self, master: Any, remembered: dict[str, Any], error: Any) -> Any:
        from florida_history.games.colonials.ui.setup_form import ColonialsSetupForm

        return ColonialsSetupForm(master, remembered, error)

    def load_save(self, path: Any) -> Any:
        from florida_history.games.colonials.ui.window import load_save

        return load_save(path)

    def open_window(self, root: Any, services: Any) -> Any:
        """The play window in ``root``. ``services`` may carry ``settings`` (app Settings),
        ``lessons`` (the LessonService), ``session`` (a ColonialsSession to show, e.g. an
        opened save), ``seats``/``length``/``seed`` for a new game, and ``on_new_game``."""
        from florida_history.games.colonials.ui.window import open_window

        return open_window(root, services)

    def simulator(self) -> Simulator:
        from florida_history.games.colonials import sim as simulator

        return simulator

    def required_lessons(self) -> list[str]:
        from florida_history.games.colonials.lessons import required_lessons

        return required_lessons()

    def map_images(self) -> dict[str, Callable[[str], Any]]:
        from florida_history.games.colonials.map_images import map_images

        return dict(map_images())


DEFINITION = ColonialsDefinition()
