"""``florida-history`` with no arguments: open the app, window first, lessons and map after.

The entry point (``registry.py``) hands ``run`` the games this copy has; the window of the
game chosen last (or of the save given with ``--open``) opens first. Only argparse and the
games' cards are imported at module level so ``florida-history --help`` and the CLI stay
fast; tkinter and the games' windows load inside ``run``.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--text-size",
        type=float,
        default=None,
        metavar="SCALE",
        help="text size, e.g. 1.5 for a projector (Ctrl +/- in the app)",
    )
    parser.add_argument("--geometry", default=None, help="window size, e.g. 1280x720")
    parser.add_argument(
        "--no-resume", action="store_true", help="do not offer to resume the autosaved game"
    )
    parser.add_argument(
        "--open", dest="open_path", default=None, metavar="FILE", help="open a saved game"
    )
    parser.add_argument(
        "--speed",
        choices=("slow", "normal", "fast", "instant"),
        default=None,
        help="animation speed",
    )
    parser.add_argument("--quit-after-idle", action="store_true", help=argparse.SUPPRESS)


def run(args: argparse.Namespace, games: Sequence[Any]) -> int:
    import tkinter as tk

    # The window comes up first (parchment and title), then the app is imported and built
    # into it: on a slow school computer the class sees something at once.
    root = tk.Tk(className="FloridaHistory")
    root.title("Florida History — Colonial Florida")
    root.configure(background="#F4EBD6")
    width, height = root.winfo_screenwidth(), root.winfo_screenheight()
    geometry = args.geometry or f"{min(width, 1600)}x{min(height - 60, 960)}"
    root.geometry(geometry + "+0+0")
    root.update()

    from florida_history.app.games import Services
    from florida_history.app.lessons import LessonService
    from florida_history.classroom.settings_store import load_settings
    from florida_history.ui.classroom import ClassroomFeatures

    loaded = load_settings()  # built-in < school defaults < this user's settings (issue #6)
    settings = loaded.settings
    if args.text_size:
        settings.text_scale = args.text_size
    if args.speed:
        settings.animation_speed = args.speed

    def attach(window: Any) -> None:
        window.classroom = ClassroomFeatures(window)  # library, demo, recap, settings (#6)
        window.classroom.loaded(loaded)

    services = Services(settings, LessonService(mode=settings.lesson_mode), list(games))
    services.on_window.append(attach)
    definition = first_game(games, settings.new_game, args.open_path)
    app = definition.open_window(root, services)
    attach(app)

    def after_first_frame() -> None:
        if not args.open_path:
            app.defer_drawing()  # drawn once the dialog is up
        if args.open_path:
            from pathlib import Path

            if not app.open_file(Path(args.open_path)):
                app.startup(offer_resume=False)
        else:
            app.startup(offer_resume=not args.no_resume)
        dialog = getattr(app, "dialog", None)
        if dialog is not None and dialog.winfo_exists() and not dialog.winfo_ismapped():
            # The dialog is usable once it is on screen; only then does the rest load.
            dialog.bind("<Map>", lambda _e: root.after_idle(after_dialog), add="+")
        else:
            root.after_idle(after_dialog)
        if args.quit_after_idle:
            root.after_idle(app.quit)

    started: list[bool] = []

    def after_dialog() -> None:
        # Lessons (a worker thread) and the map wait until the New game dialog is drawn: both
        # compete with it for the one interpreter lock, so starting them earlier only delays
        # the first thing the class can use.
        if started:
            return
        started.append(True)
        _report_interactive()
        pending = {"lessons", "map"}

        def one_done(what: str) -> None:
            pending.discard(what)
            if not pending:
                root.after_idle(_report_ready)

        app.lessons.load_in_background(root, lambda: one_done("lessons"))

        def load_map() -> None:
            app.finish_loading()
            one_done("map")

        root.after(1, load_map)

    root.after(1, after_first_frame)
    root.mainloop()
    return 0


def first_game(games: Sequence[Any], remembered: Any, open_path: str | None) -> Any:
    """The game whose window opens first: the save's (when one is opened and this copy has its
    game), else the one chosen last on the New game screen, else the first listed."""
    from pathlib import Path

    from florida_history.app import new_game_memory, saves
    from florida_history.app.games import by_id, game_of_save

    wanted = new_game_memory.last_game(remembered)
    if open_path:
        try:
            wanted = game_of_save(saves.read_json(Path(open_path)))
        except saves.SaveError:
            pass  # the first game's window says what is wrong with the file
    try:
        return by_id(games, wanted or "")
    except KeyError:
        return games[0]


def _report_interactive() -> None:
    """For scripts/bench_ui.py: the New game dialog is mapped and Tk is idle (it can be used)."""
    _note("interactive")


def _report_ready() -> None:
    """For scripts/bench_ui.py: lessons and map loaded, and Tk idle again (fully ready)."""
    _note("ready")


def _note(what: str) -> None:
    import os
    import time

    path = os.environ.get("FLORIDA_HISTORY_BENCH_FILE")
    if path:
        with open(path, "a", encoding="utf-8") as fh:
            fh.write(f"{what} {time.time():.6f}\n")
