"""A Colonials demonstration on its own: a table of computer players, the caption band, a lesson
panel beside it, F5 to leave or come back, F3 for the recap at the end. Used by the tests and
screenshots, and by anyone who wants to show the game without starting one:

    python -m florida_history.games.colonials.ui.demo_window --players 3 --scale 1.5
"""

from __future__ import annotations

import argparse
import tkinter as tk
from dataclasses import dataclass
from typing import Any

from florida_history.app.lessons import LessonService
from florida_history.games.colonials.ai.registry import make_bot
from florida_history.games.colonials.engine.game import Game
from florida_history.games.colonials.engine.settings import preset
from florida_history.games.colonials.engine.state import POWERS, GameConfig
from florida_history.games.colonials.ui.demo import ColonialsDemo
from florida_history.games.colonials.ui.recap import ColonialsRecapWindow, open_recap
from florida_history.games.colonials.ui.table import ColonialsTable
from florida_history.games.colonials.words import _
from florida_history.ui.contrast import set_high_contrast
from florida_history.ui.lesson_panel import LessonPanel
from florida_history.ui.theme import Theme


@dataclass
class DemoScreen:
    table: ColonialsTable
    demo: ColonialsDemo
    lessons: LessonPanel
    service: LessonService
    recap: ColonialsRecapWindow | None = None


def build(
    root: tk.Misc,
    seed: int = 7,
    players: int = 3,
    scale: float = 1.0,
    high_contrast: bool = False,
    library: Any = None,
    bot: str = "medium",
    preset_name: str = "class-period",
) -> DemoScreen:
    """The demonstration in ``root``, started (the first Next plays the first phase)."""
    root.fh_theme = Theme(root, scale)  # type: ignore[attr-defined]  # kept alive: its fonts
    seating = POWERS[:players]
    game = Game.new(GameConfig(seating, preset(preset_name, players), seed))
    bots = {p: make_bot(bot, seed * 16 + i, None) for i, p in enumerate(seating)}
    table = ColonialsTable(root, game, (), bots)
    table.pack(fill="both", expand=True)
    service = LessonService(library)
    if library is None:
        service.load()
    panel = LessonPanel(table.view.side, service)
    panel.pack(fill="both", expand=True)
    screen: DemoScreen

    def recap(demo: ColonialsDemo) -> ColonialsRecapWindow:
        screen.recap = open_recap(
            root,
            game.state,
            demo.play.shown,
            service.library,
            service.title_of,
            demo.play.lessons_met,
            open_lesson=panel.open,
        )
        return screen.recap

    demo = ColonialsDemo(
        table, service.title_of, panel.open, recap, present_lessons=lambda ids: panel.present(ids)
    )
    screen = DemoScreen(table, demo, panel, service)
    root.bind("<F5>", lambda e: demo.toggle())
    if high_contrast:
        set_high_contrast(root, True)
    demo.start()
    return screen


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--players", type=int, default=3, choices=(2, 3, 4))
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--high-contrast", action="store_true")
    args = parser.parse_args()
    root = tk.Tk()
    root.title(_("Colonials — demonstration"))
    root.geometry("1280x720")
    build(root, args.seed, args.players, args.scale, args.high_contrast)
    root.mainloop()


if __name__ == "__main__":
    main()
