"""Wires the classroom features into a game window: menus (Lesson library F2, Demonstration
mode F5, Game recap F3, Settings… Ctrl+,), settings saved per user and school defaults, the
recap and exit ticket at the end of a game, and lessons met on this computer. Game-neutral:
launch.py attaches one of these to every game window (also after the players switch games),
and it plugs in only through the shell's extension points (``window.menus``, the
``on_game_over`` / ``on_quit`` hook lists, ``remembered_vars`` / ``settings_vars``) and asks the
window for its game's parts (``open_recap``, ``make_demo``, ``start_demo_game``,
``lessons_brought_up``, ``rules_chunks``)."""

from __future__ import annotations

import tkinter as tk
from typing import Any

from florida_history import i18n
from florida_history.app.settings import Settings
from florida_history.classroom import settings_store as store
from florida_history.classroom.exit_ticket import build_ticket
from florida_history.classroom.met_lessons import MetStore
from florida_history.i18n import language
from florida_history.ui import class_results
from florida_history.ui.contrast import set_high_contrast
from florida_history.ui.keyboard import show_again
from florida_history.ui.menus import SEPARATOR, MenuItem
from florida_history.ui.tk_typed import shown_tab
from florida_history.ui.wrapping import rewrap
from florida_history.words import N_, _


class ClassroomFeatures:
    def __init__(self, app: Any) -> None:
        self.app = app
        self.persist = False  # only once loaded() says where settings come from
        self.baseline = Settings()
        self.met = MetStore()
        if self.met.error:
            app.add_notice(self.met.error)
        self.library_window: Any = None
        self.recap_window: Any = None
        self._recap_key: tuple[object, ...] = ()  # what the recap window shows (see open_recap)
        self._ticket_cache: tuple[Any, Any, Any, Any] | None = None  # see _ticket
        self.settings_dialog: Any = None
        self._recap_shown_for: int | None = None
        self.demo = app.make_demo()
        app.on_game_over.append(self.show_game_over)
        if hasattr(app, "on_new_game"):
            app.on_new_game.append(self.hide_old_recap)
        if hasattr(getattr(app, "theme", None), "before_rescale"):
            app.theme.before_rescale.append(self.drop_hidden_windows)
        self._add_menus()
        root = app.root
        root.bind("<F2>", lambda e: self.open_library())
        root.bind("<F3>", lambda e: self.open_recap())
        root.bind("<F5>", lambda e: self.toggle_demo())
        root.bind("<Control-comma>", lambda e: self.open_settings())
        for var in app.remembered_vars:
            var.trace_add("write", lambda *_: root.after_idle(self.save))
        if app.settings.high_contrast:
            self.apply_contrast()
        # Remember lessons met and settings when the window closes, however it is closed.
        app.on_quit.append(self.quit_hook)

    # --- menus -------------------------------------------------------------------------------

    def _add_menus(self) -> None:
        self.demo_var = tk.BooleanVar(value=False)
        menus = self.app.menus
        menus.add(
            "game",
            [
                SEPARATOR,
                MenuItem(
                    _("Demonstration mode (teacher)"),
                    self._demo_menu,
                    "F5",
                    variable=self.demo_var,
                ),
                MenuItem(_("Demonstration game: 3 computer players"), self.demo_game),
                MenuItem(_("Game recap and exit ticket"), self.open_recap, "F3"),
                MenuItem(_("Class report from results files (teacher)…"), self.class_report),
            ],
        )
        menus.add("view-top", [MenuItem(_("Lesson library"), self.open_library, "F2"), SEPARATOR])
        menus.add("view", [SEPARATOR, MenuItem(_("Settings…"), self.open_settings, "Ctrl+,")])

    # --- settings ------------------------------------------------------------------------------

    def loaded(self, result: store.LoadResult) -> None:
        """From the launcher: settings came from these files; say what went wrong, if anything."""
        self.persist = True
        self.baseline = result.baseline
        if result.messages:
            self.app.add_notice(" ".join(result.messages))

    def save(self) -> None:
        if not self.persist:
            return
        error = store.try_save(self.app.settings, self.baseline)
        if error:
            self.app.show_notice(error)

    def apply_settings(self, s: Settings) -> None:
        """Apply every setting live (text size, contrast, lesson mode, speed, card names); a
        new language builds the window again in it, with the Settings dialog open again."""
        app = self.app
        if s.language != getattr(app, "language_built", s.language):
            app.settings = s if app.settings is not s else app.settings
            app.choose_language(s.language)
            app.root.after_idle(self._relabel_window)
            return
        if abs(app.theme.scale - s.text_scale) > 1e-6:
            app.set_text_scale(s.text_scale)
        if bool(getattr(self, "_contrast_on", False)) != s.high_contrast:
            self.apply_contrast()
        app.settings = s if app.settings is not s else app.settings
        for var, name, changed in app.settings_vars:
            value = getattr(s, name)
            if var.get() != value:
                var.set(value)
                changed()
        for window in (self.library_window, self.recap_window):
            if window is not None and window.winfo_exists() and hasattr(window, "rescale"):
                window.rescale()
        # New fonts, same widths: every wrapped text measures its room again.
        rewrap(app.root)
        self.demo.fit_band()
        self.save()

    def _relabel_window(self) -> None:
        """The window (and its menus, side panel, tabs) again in the chosen language, with
        Settings open where the players left it."""
        window = self.app.ensure_language()
        if window is not self.app:
            classroom = getattr(window, "classroom", None)
            if classroom is not None:
                classroom.open_settings()

    def apply_contrast(self) -> None:
        on = self.app.settings.high_contrast
        self._contrast_on = on
        set_high_contrast(self.app.root, on)
        try:
            self.app.board.redraw_all()
        except (AttributeError, tk.TclError):
            pass

    def reset_display(self) -> Settings:
        s = store.reset_display(self.app.settings, self.baseline)
        self.app.settings.text_scale = s.text_scale
        self.app.settings.high_contrast = s.high_contrast
        self.apply_settings(self.app.settings)
        settings: Settings = self.app.settings
        return settings

    def open_settings(self) -> Any:
        from florida_history.ui.settings_dialog import SettingsDialog

        if self.settings_dialog is not None and self.settings_dialog.winfo_exists():
            self.settings_dialog.destroy()
        note = _("Saved for this user automatically.")
        if self.persist:
            note = _("Saved automatically in {file}.").format(file=store.settings_path())
        self.settings_dialog = SettingsDialog(
            self.app.root, self.app.settings, self.apply_settings, self.reset_display, note
        )
        return self.settings_dialog

    # --- lessons met, library, recap ------------------------------------------------------------

    def lessons_met(self) -> list[str]:
        """Lessons this game has shown on screen (in the panel or the library, long enough to
        read), in the order shown: what the recap lists and the exit ticket asks about."""
        s = self.app.session
        if s is None:
            return []
        return list(dict.fromkeys(s.lessons_opened))

    def drop_hidden_windows(self) -> None:
        """Let the kept (hidden) recap and library windows go before the text size changes:
        Tk would lay out their hundreds of widgets again with the new fonts although nobody
        sees them (Ctrl+plus three times slower); the next F2 or F3 builds them anew."""
        for name in ("library_window", "recap_window"):
            w = getattr(self, name)
            if w is not None and w.winfo_exists() and not w.winfo_viewable():
                w.destroy()
                setattr(self, name, None)

    def _library(self) -> Any:
        lessons = self.app.lessons
        if lessons.library is None:
            lessons.load()
        return lessons.library

    def open_library(self, lesson_id: str | None = None) -> Any:
        from florida_history.ui.library_window import LibraryWindow

        library = self._library()
        if library is None:
            self.app.show_notice(_("The lesson files could not be loaded."))
            return None
        w = self.library_window
        if w is not None and w.winfo_exists() and w.language != language():
            w.destroy()  # kept from before the language changed: built again in the new one
        if w is None or not w.winfo_exists():
            w = LibraryWindow(
                self.app.root,
                library,
                self.lessons_met(),
                self.met.ids,
                game=self.app.game_id,  # opens on the game being played
                rules=self.app.rules_chunks(),
                settings=getattr(self.app, "settings", None),
            )
            w.pauses_game = True  # computer players wait while the class reads in it
            self.library_window = w
            opened = w.panel.on_opened
            w.panel.on_opened = lambda lesson_id, w=w, opened=opened: self._library_opened(
                w, lesson_id, opened
            )
        else:
            game = self.app.game_id  # another game since: open on this one, with its rules
            w.show_game(game if w.shown_for != game else w.game_var.get(), self.app.rules_chunks())
            w.shown_for = game
            met_game, met_computer = set(self.lessons_met()), set(self.met.ids)
            if (met_game, met_computer) != (w.met_game, w.met_computer):
                w.met_game, w.met_computer = met_game, met_computer
                w.fill_tree()  # the marks of lessons met changed; else the rows stand
            show_again(w)
        if lesson_id:
            w.open_lesson(lesson_id)
        return w

    def _library_opened(self, window: Any, lesson_id: str, opened: Any) -> None:
        """A lesson read in the library during a game counts as met, as in the panel."""
        if opened is not None:
            opened(lesson_id)

        def still_shown() -> bool:
            return bool(
                window.winfo_exists()
                and window.winfo_viewable()
                and window.panel.service.current == lesson_id
                and shown_tab(window.notebook) == str(window.lessons_tab)
            )

        self.app.watch_shown("library", lesson_id, still_shown)

    def show_game_over(self) -> None:
        """After the App's game-over panel: put the recap first among its choices."""
        app, s = self.app, self.app.session
        if s is None:
            return
        from florida_history.ui.decision_panel import Option

        options = [
            Option(
                _("Game recap and exit ticket [G]"), "g", self.open_recap, primary=True, stays=True
            ),
            *[Option(o.label, o.key, o.command, stays=o.stays) for o in app.decision.options],
        ]
        app.decision.show(
            str(app.decision.prompt.cget("text")), options, str(app.decision.detail.cget("text"))
        )
        met = self.lessons_met()
        if self._recap_shown_for != id(s):
            self._recap_shown_for = id(s)
            self.met.record(met)
            app.root.after(max(50, app.settings.bot_pause_ms), self.open_recap)

    def hide_old_recap(self) -> None:
        """A game started or was opened (Ctrl+O): the last game's recap no longer stays on
        top of it."""
        w = self.recap_window
        if w is not None and w.winfo_exists() and w.winfo_viewable():
            w.withdraw()

    def open_recap(self) -> Any:
        """The game's recap window (its own: charts and events differ by game) with the exit
        ticket built here from the lessons met."""
        s = self.app.session
        if s is None:
            return None
        library = self._library()
        met = self.lessons_met()
        # Building the recap's widgets was 90% of F3: the window is kept (closing hides it) and
        # shown again while nothing it shows has changed and no answer was given.
        key = (
            id(s),
            len(getattr(s, "history", ())),
            len(getattr(s, "log", ())),
            tuple(met),
            tuple(self.app.lessons.not_read),
            self.app.settings.classroom_card_names,
        )
        w = self.recap_window
        if w is not None and w.winfo_exists():
            if self._recap_key == key and not getattr(w, "answered", True):
                notebook = getattr(w, "notebook", None)
                if notebook is not None:
                    notebook.select(0)  # as a new window opens
                show_again(w)
                (notebook or w).focus_set()
                return w
            w.destroy()
        ticket = self._ticket(library, s, met)
        self.recap_window = self.app.open_recap(met, ticket, self.open_library)
        if self.recap_window is not None:  # a finished ticket writes the table's results
            window = self.recap_window
            window.save_results = lambda t: class_results.save_results(
                self.app, getattr(window, "recap", None), met, t
            )
        set_not_read = getattr(self.recap_window, "set_not_read", None)
        if set_not_read is not None:
            set_not_read([i for i in self.app.lessons.not_read if i not in met])
        self._recap_key = key
        return self.recap_window

    def _ticket(self, library: Any, s: Any, met: list[str]) -> Any:
        """The exit ticket's questions, worked out once per (lessons met, game number, events
        so far): picking distractors was over a quarter of opening the recap. Each opening
        gets a fresh ticket (no answers yet) with the same questions."""
        from florida_history.classroom.exit_ticket import ExitTicket

        key = (s.seed, tuple(met), len(getattr(s, "history", ())))
        cached = self._ticket_cache
        if cached is None or cached[0] is not library or cached[1] is not s or cached[2] != key:
            if library is not None:
                built = build_ticket(
                    library,
                    met,
                    s.seed,
                    from_events=self.app.lessons_brought_up(),
                    rounds=getattr(s, "lesson_rounds", None),
                )
            else:
                built = build_ticket(_Empty(), [], s.seed)
            cached = self._ticket_cache = (library, s, key, built)
        built = cached[3]
        ticket = ExitTicket(
            list(built.questions),
            built.game_number,
            shortage=built.shortage,
            library_in=getattr(library, "in_language", None),
        )
        ticket.choose_language(i18n.language())  # the questions in the app's language
        return ticket

    def class_report(self) -> Any:
        return class_results.class_report_dialog(self.app)

    # --- demonstration ---------------------------------------------------------------------

    def _demo_menu(self) -> None:
        if bool(self.demo_var.get()) != self.demo.active:
            self.demo.toggle()

    def toggle_demo(self) -> None:
        self.demo.toggle()
        self.demo_var.set(self.demo.active)

    def demo_game(self) -> None:
        """A game of computer players, stepped by the teacher (the class's game number). With
        a class's unfinished game on the screen it asks first; the demonstration never writes
        the class's autosave (its game is resumed from there)."""
        app = self.app
        session = app.session
        if session is not None and app.has_humans and not session.game.is_over:
            if not ask_yes_no(app.root, _("Demonstration game"), _(DEMO_QUESTION)):
                return
        if not self.demo.active:
            self.toggle_demo()
        app.start_demo_game()

    def quit_hook(self) -> None:
        self.met.record([i for i in self.lessons_met() if i not in self.met])
        self.save()


DEMO_QUESTION = N_(
    "Start a demonstration game with 3 computer players?\n\n"
    "The class's game on the screen is kept in its autosave: it is offered again "
    "(Resume) at the next start."
)


def ask_yes_no(parent: tk.Misc, title: str, question: str) -> bool:
    """A Yes/No question (the tests answer it in place of the modal box)."""
    from tkinter import messagebox

    return bool(messagebox.askyesno(title, question, parent=parent))


class _Empty:
    lessons: dict[str, Any] = {}

    def get(self, _lesson_id: str) -> None:
        return None
