"""``florida-history`` with no arguments: open the app, the New game dialog as early as it can
come, the game's window, lessons and map after (``Launcher``).

The entry point (``play_command.py``) hands ``run`` the games this copy has; the window of the
game chosen last (or of the save given with ``--open``) opens first. Only argparse and the
games' cards are imported at module level so ``florida-history --help`` and the CLI stay
fast; tkinter and the games' windows load inside ``run``.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # types only: tkinter and the windows load inside ``run``
    from florida_history.app.games import GameDefinition, GameWindow
    from florida_history.ui.shell import Shell


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
    # For the tests: quit once fully ready (the whole start-up ran).
    parser.add_argument("--quit-after-idle", action="store_true", help=argparse.SUPPRESS)


def run(args: argparse.Namespace, games: Sequence[GameDefinition]) -> int:
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

    from florida_history.app.settings import clamp_text_scale
    from florida_history.classroom.settings_store import load_settings
    from florida_history.i18n import set_language

    loaded = load_settings()  # built-in < school defaults < this user's settings (issue #6)
    settings = loaded.settings
    set_language(settings.language)  # every word from here on (issue #27)
    if args.text_size:
        settings.text_scale = clamp_text_scale(args.text_size)
    if args.speed:
        settings.animation_speed = args.speed
    definition = first_game(games, settings.new_game, args.open_path)
    launcher = Launcher(root, args, list(games), loaded, definition)
    if launcher.dialog_first():
        launcher.show_dialog_first()
    else:
        launcher.build_window()
        root.after(1, launcher.after_first_frame)
    root.mainloop()
    return 0


class Launcher:
    """The start-up steps, in the order the class sees them.

    Usually (no file to open, no autosave the game would offer, normal colours) the New game
    dialog comes first: it needs only the games' cards and the chosen game's setup form, not
    the game's window with its rules engine, board and side panel. The window is built once
    the dialog is usable, then the lessons (a worker thread) and the board's first layout with
    the map; a button pressed in the dialog before that builds the window at once. Otherwise
    the window comes first and its ``startup`` shows the dialog (with the resume offer)."""

    def __init__(
        self,
        root: Any,
        args: argparse.Namespace,
        games: list[GameDefinition],
        loaded: Any,
        definition: GameDefinition,
    ) -> None:
        self.root = root
        self.args = args
        self.games = games
        self.loaded = loaded
        self.settings = loaded.settings
        self.definition = definition
        self.app: Shell | None = None  # the game window shown now (a new one after a switch)
        self.first_app: Shell | None = None
        self.dialog: Any = None  # the dialog shown before the window, while it is open
        self.menu_placeholder: Any = None
        self.theme: Any = None
        self.usable = False
        self.rest_loaded = False

    # --- which way -------------------------------------------------------------------------

    def dialog_first(self) -> bool:
        """The dialog can come before the window: no file to open, nothing the window would
        offer to resume (a game says which files it resumes from), and normal colours (high
        contrast recolours the window as it is built)."""
        names = self.definition.info.autosaves
        if self.args.open_path or self.settings.high_contrast or names is None:
            return False
        if self.args.no_resume:
            return True
        from florida_history.app import saves

        home = saves.data_home()
        return not any((home / name).exists() for name in names)

    # --- the dialog first -------------------------------------------------------------------

    def show_dialog_first(self) -> None:
        import tkinter as tk

        from florida_history.ui import theme as th
        from florida_history.ui.new_game_dialog import NewGameDialog, place_dialog

        # The named fonts the dialog uses. The theme must stay alive: a Font object that made
        # a named font deletes it when collected (the window's theme finds these by name).
        self.theme = th.Theme(self.root, self.settings.text_scale)
        # The window's menu bar as it will be (its menus come with the window): the dialog is
        # placed below it, where it stays when the window is built.
        from florida_history.words import _

        bar = tk.Menu(self.root)
        for label in (_("Game"), _("View"), _("Help")):
            bar.add_cascade(label=label, menu=tk.Menu(bar, tearoff=False))
        self.root.configure(menu=bar)
        self.menu_placeholder = bar
        self.dialog = NewGameDialog(
            self.root,
            self.games,
            on_start=lambda game_id, choice: self.window()._start_chosen(game_id, choice),
            chosen=self.definition.info.id,
            on_open=lambda: self.window().open_dialog(),
            can_cancel=False,
            remembered=self.settings.new_game,
            on_remember=lambda memory: self.window()._remember_new_game(memory),
            on_language=lambda code: self.window().choose_language(code),
        )
        place_dialog(self.dialog, self.root)
        self._when_usable(self.dialog)

    def window(self) -> Shell:
        """The game's window (built now if a button of the dialog is pressed before it was)."""
        return self.app if self.app is not None else self.build_window()

    # --- the window ---------------------------------------------------------------------------

    def build_window(self) -> Shell:
        from florida_history.app.games import Services
        from florida_history.app.lessons import LessonService
        from florida_history.ui.classroom import ClassroomFeatures
        from florida_history.ui.shell import shell_of

        loaded = self.loaded

        def attach(opened: GameWindow) -> None:
            window = shell_of(opened)
            window.classroom = ClassroomFeatures(window)  # library, demo, recap, settings (#6)
            window.classroom.loaded(loaded)
            self.app = window

        settings = self.settings
        services = Services(settings, LessonService(mode=settings.lesson_mode), list(self.games))
        services.on_window.append(attach)
        focus = self.root.focus_get() if self.dialog is not None else None
        window = shell_of(self.definition.open_window(self.root, services))
        self.first_app = window
        attach(window)
        if self.menu_placeholder is not None:
            self.menu_placeholder.destroy()
            self.menu_placeholder = None
        dialog = self.dialog
        if dialog is not None and dialog.winfo_exists():
            window.adopt_dialog(dialog)
            if focus is not None and focus.winfo_exists() and self.root.focus_get() is not focus:
                focus.focus_set()  # the keys still go to the dialog
        return window

    def after_first_frame(self) -> None:
        """The window came first: it shows the dialog (or the file asked for)."""
        app = self.window()
        if not self.args.open_path:
            app.defer_drawing()  # drawn once the dialog is up
        if self.args.open_path:
            from pathlib import Path

            if not app.open_file(Path(self.args.open_path)):
                # The file could not be opened: the class's autosaved game is still offered.
                app.startup(offer_resume=not self.args.no_resume)
        else:
            app.startup(offer_resume=not self.args.no_resume)
        dialog = getattr(app, "dialog", None)
        if dialog is not None and dialog.winfo_exists():
            self._when_usable(dialog)
        else:
            self.root.after_idle(self._usable)

    # --- usable, then the rest ----------------------------------------------------------------

    def _when_usable(self, dialog: Any) -> None:
        """Call ``_usable`` once the dialog and its Start button are on screen (every widget
        of the dialog is mapped before the dialog itself is) and Tk has drawn them."""

        def mapped(_event: Any) -> None:
            if self.usable or not dialog.winfo_exists():
                return
            if dialog.winfo_viewable() and dialog.start_button.winfo_viewable():
                self.usable = True
                self.root.after_idle(drawn)

        def drawn() -> None:
            self.root.update_idletasks()  # Tk's pending redraws
            self.root.winfo_pointerxy()  # a round trip: the X server has drawn them too
            self._usable()

        def gone(event: Any) -> None:  # closed before it was drawn: the rest loads anyway
            if event.widget is dialog and not self.usable:
                self.usable = True
                self.root.after_idle(self._usable)

        dialog.bind("<Map>", mapped, add="+")
        dialog.bind("<Destroy>", gone, add="+")
        self.root.after_idle(mapped, None)  # it may be on screen already (laid out when built)

    def _usable(self) -> None:
        # Lessons (a worker thread), the window if the dialog came first, and the map wait
        # until the New game dialog can be used: they all compete with it for the one
        # interpreter lock, so starting them earlier only delays the first thing the class
        # can use.
        self.usable = True
        _report_interactive()
        self.root.after(1, self._load_rest)

    def _load_rest(self) -> None:
        if self.rest_loaded:
            return
        self.rest_loaded = True
        if self.app is None:
            self.window().defer_drawing()  # the board's first layout comes with the map below
            if not self.args.no_resume:
                from florida_history.app import saves

                saves.remove_stale_temp_files(saves.data_home())  # as the resume check does
                saves.remove_stale_temp_files(saves.saves_dir())
        pending = {"lessons", "map"}

        def one_done(what: str) -> None:
            pending.discard(what)
            if not pending:
                self.root.after_idle(self._ready)

        self.window().lessons.load_in_background(self.root, lambda: one_done("lessons"))

        def load_map() -> None:
            app = self.app
            if app is not None and app is self.first_app:  # a window opened since loaded its own
                app.finish_loading()
            one_done("map")

        self.root.after(1, load_map)

    def _ready(self) -> None:
        self.root.update_idletasks()
        self.root.winfo_pointerxy()
        _report_ready()
        if self.args.quit_after_idle:
            self.root.after_idle(self.window().quit)


def first_game(
    games: Sequence[GameDefinition], remembered: Any, open_path: str | None
) -> GameDefinition:
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
    """For scripts/bench_ui.py: lessons, map and the board's first layout done, and Tk idle
    again (fully ready)."""
    _note("ready")


def _note(what: str) -> None:
    """The moment (wall clock) and this process's CPU seconds so far, for the benchmark."""
    import os
    import time

    path = os.environ.get("FLORIDA_HISTORY_BENCH_FILE")
    if path:
        with open(path, "a", encoding="utf-8") as fh:
            fh.write(f"{what} {time.time():.6f} {time.process_time():.6f}\n")
