"""Colonial Florida as the shell knows it: its card on the New game screen, its lengths with
their measured minutes, its setup form and its play window (everything but the card is
imported only when asked for: the app's window comes up before the game's code loads)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
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
from florida_history.games.colonial_florida.words import N_, _

if TYPE_CHECKING:  # types only: the New game screen imports this module before the game's code
    from PIL.Image import Image

    from florida_history.games.colonial_florida.engine.state import GameConfig
    from florida_history.games.colonial_florida.session import Session

# Written into every save ("game"), so opening a file starts the right game.
GAME_ID = "colonial-florida"

TITLE = N_("Colonial Florida")
TAGLINE = N_("Spain, Britain and France race to build Florida, 1513–1821.")
INFO = GameInfo(
    id=GAME_ID,
    title=TITLE,
    tagline=TAGLINE,
    min_players=2,
    max_players=3,
    picture="board-map.png",
    lesson_game="colonial-florida",
    autosaves=("autosave.json", "autosave.previous.json"),  # app.saves' names (a test checks)
)


class ColonialFloridaDefinition:
    @property
    def info(self) -> GameInfo:
        """The game's card in the language the app speaks now."""
        return dataclasses.replace(INFO, title=_(TITLE), tagline=_(TAGLINE))

    def presets(self) -> Sequence[PresetInfo]:
        from florida_history.games.colonial_florida.presets import PRESETS

        # The classroom default first (the contract): the New game card of a game that is not
        # chosen shows this length's minutes.
        ordered = sorted(PRESETS, key=lambda p: p.key != "period")
        return tuple(PresetInfo(p.key, _(p.name), _(p.intent)) for p in ordered)

    def length_of(self, config: GameConfig) -> str:
        """The length preset a game was set up with, "custom" for a typed length (for the
        class report)."""
        from florida_history.games.colonial_florida.presets import matching

        found = matching(config.target_gold, config.round_limit)
        return found.key if found is not None else "custom"

    def minutes(self, preset_id: str, players: int) -> int:
        """Measured minutes for a preset; the simulator's estimate if it was not measured."""
        from florida_history.games.colonial_florida import bots
        from florida_history.games.colonial_florida.presets import preset

        p = preset(preset_id)
        measured = p.minutes(players)
        if measured is not None:
            return round(measured)
        return bots.estimate_minutes(p.target_gold, p.round_limit, players) or 0

    def setup_form(self, master: object, remembered: Memory, error: TextVariable) -> SetupForm:
        from florida_history.games.colonial_florida.ui.setup_form import setup_form

        return setup_form(master, remembered, error)

    def load_save(self, path: Path) -> Session:
        from florida_history.games.colonial_florida.ui.window import load_save

        return load_save(path)

    def open_window(self, root: object, services: Services) -> GameWindow:
        from florida_history.games.colonial_florida.ui.window import open_window

        return open_window(root, services)

    def simulator(self) -> Simulator:
        from florida_history.games.colonial_florida.sim import cli as simulator

        return simulator

    def required_lessons(self) -> list[str]:
        from florida_history.games.colonial_florida.lessons import required_lessons

        return required_lessons()

    def map_images(self) -> dict[str, Callable[[str], Image]]:
        from florida_history.games.colonial_florida.map_images import map_images

        return dict(map_images())


DEFINITION = ColonialFloridaDefinition()
# The shell's contract (app/games.py), checked by mypy: a changed signature fails the check.
_AS_GAME: GameDefinition = DEFINITION
_AS_FORM_GAME: HasSetupForm = DEFINITION
