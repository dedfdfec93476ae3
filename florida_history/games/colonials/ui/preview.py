"""A developer's window onto the Colonials table: a 4-player game (computer players unless
``--humans`` names seats) stepped one decision at a time with N (or every ``--delay`` ms), so
the table can be watched and photographed.

    python -m florida_history.games.colonials.ui.preview --humans english,french --scale 1.5
"""

from __future__ import annotations

import argparse
import tkinter as tk

from florida_history.games.colonials.ai.registry import make_bot
from florida_history.games.colonials.engine.game import Game
from florida_history.games.colonials.engine.settings import preset
from florida_history.games.colonials.engine.state import POWERS, GameConfig
from florida_history.games.colonials.ui.table import ColonialsTable
from florida_history.ui.contrast import set_high_contrast
from florida_history.ui.theme import Theme


def build(
    root: tk.Misc,
    seed: int = 7,
    humans: tuple[str, ...] = (),
    players: int = 4,
    scale: float = 1.0,
    high_contrast: bool = False,
) -> ColonialsTable:
    """The table in ``root``: a new Class-period game, easy-medium bots for the other seats."""
    # Keep the theme alive: its named fonts are deleted with it.
    root.fh_theme = Theme(root, scale)  # type: ignore[attr-defined]
    seating = POWERS[:players]
    game = Game.new(GameConfig(seating, preset("class-period", players), seed))
    bots = {p: make_bot("medium", seed + i) for i, p in enumerate(seating) if p not in humans}
    table = ColonialsTable(root, game, humans, bots)
    table.pack(fill="both", expand=True)
    if high_contrast:
        set_high_contrast(root, True)
        table.refresh()
    return table


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--humans", default="", help="seats played by people, e.g. english,french")
    ap.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    ap.add_argument("--scale", type=float, default=1.0, help="text size, 1.0 = 100%%")
    ap.add_argument("--size", default="1280x720")
    ap.add_argument("--high-contrast", action="store_true")
    ap.add_argument("--delay", type=int, default=0, help="ms between computer moves (0: press N)")
    args = ap.parse_args(argv)
    root = tk.Tk()
    root.title("Colonials table preview")
    root.geometry(args.size)
    humans = tuple(h for h in args.humans.split(",") if h)
    table = build(root, args.seed, humans, args.players, args.scale, args.high_contrast)

    def tick() -> None:
        table.step()
        root.after(args.delay, tick)

    if args.delay > 0:
        root.after(args.delay, tick)
    root.bind("<Key-n>", lambda e: table.step(), add="+")
    root.mainloop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
