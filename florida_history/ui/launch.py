"""``florida-history`` with no arguments: open the app, window first, lessons and map after.

Only argparse is imported at module level so ``florida-history --help`` and the CLI stay fast;
tkinter and the app load inside ``run``.
"""

from __future__ import annotations

import argparse


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


def run(args: argparse.Namespace) -> int:
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
    _preload_in_background()

    from florida_history.classroom.settings_store import load_settings
    from florida_history.ui.app import App
    from florida_history.ui.classroom import ClassroomFeatures

    loaded = load_settings()  # built-in < school defaults < this user's settings (issue #6)
    settings = loaded.settings
    if args.text_size:
        settings.text_scale = args.text_size
    if args.speed:
        settings.animation_speed = args.speed
    app = App(root, settings)
    app.classroom = ClassroomFeatures(app)  # library, demo mode, recap, settings (issue #6)
    app.classroom.loaded(loaded)

    def after_first_frame() -> None:
        # Loaded after the window is on screen: a slow disk must not delay the first frame.
        app.lessons.load_in_background(root, _report_ready)
        root.after(200, app.board.load_map)
        if args.open_path:
            from pathlib import Path

            if not app.open_file(Path(args.open_path)):
                app.startup(offer_resume=False)
        else:
            app.startup(offer_resume=not args.no_resume)
        if args.quit_after_idle:
            root.after_idle(app.quit)

    root.after_idle(_report_interactive)
    root.after(1, after_first_frame)
    root.mainloop()
    return 0


def _preload_in_background() -> None:
    """Import the computer players and the pace table (needed by the New game dialog) on a
    worker thread while the main thread builds the window; Tk calls release the GIL, so the
    two overlap on a school computer's second core."""
    import threading

    def work() -> None:
        try:
            import florida_history.ai  # noqa: F401
            import florida_history.sim.pace  # noqa: F401
        except Exception:  # noqa: BLE001 - the dialog has fallbacks
            pass

    threading.Thread(target=work, name="preload", daemon=True).start()


def _report_interactive() -> None:
    """For scripts/bench_ui.py: when the built app is idle (buttons work), note the time."""
    _note("interactive")


def _report_ready() -> None:
    _note("lessons-loaded")


def _note(what: str) -> None:
    import os
    import time

    path = os.environ.get("FLORIDA_HISTORY_BENCH_FILE")
    if path:
        with open(path, "a", encoding="utf-8") as fh:
            fh.write(f"{what} {time.time():.6f}\n")
