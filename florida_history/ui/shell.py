"""The game-neutral main window every game's play window is built on.

The shell owns what is the same in every game: the root window, the Game / View / Help menus
(with a :class:`MenuTable` features add to, and the ``on_game_over`` / ``on_quit`` hooks),
notices, the lesson panel (a tab beside the log, an overlay over the side panel when large
text leaves the tab too little room, or its own window) and the "read it, then Continue"
wait, lessons counted as met once on screen long enough, text size (Ctrl +/−/0), the high
contrast palette, pausing while a help window is in use, Save / Open / Save as and Quit.
It imports no game.

A game's window subclasses :class:`Shell` and fills in the parts marked *game hook* below.
The API a game window uses (kept small and stable; see docs/ARCHITECTURE.md):

Layout — the shell builds, left to right: the game area (``build_game_area(main)``, gridded
at row 0, column 0 of ``main``), then a column with ``band_slot`` (demonstration captions), the
scrolled side panel ``side`` (a notice line on top, ``build_side(side)``, then ``notebook``:
``build_tabs(notebook)`` adds tabs before the shell's "Lesson" tab) and ``decision`` (a
:class:`DecisionPanel`, always in view). ``fit_game_area(width, height)`` resizes the game area
when the window changes size; ``steady_slots()`` lists the :class:`Steady` slots to measure
again after a new game or a new text size.

Play loop — ``self.play`` is the Tk-free ``app.play.PlayLoop`` (scheduled with Tk's ``after``,
computer players thinking on a worker thread): ``advance()`` and ``apply(action, reason)`` go
to it. The window is its ``View``: a game fills in the hooks under "the play loop's view"
(``show_decision``, ``show_thinking``, ``animate``, ``show_game_over``...) and hands the loop
its game's ``GameFlow`` with ``self.play.start(flow, budget, rounds)`` when it shows a session;
``stop()`` (extend it; call ``super().stop()``) stops the loop too. The lessons a move brings up
open through the loop (``present_lessons``) and, in a game with people, hold it until the
players press Continue. ``help_window_in_use()`` / ``pause_for_help(title)`` hold automatic
steps while a help or library window has the keyboard.

Lessons — the class attribute ``game_lessons`` (``app.lessons.GameLessons``) is the game's one
event -> lesson mapper; the shell hands it to the shared lesson service.

Session — ``self.session`` is the game's own session object, or ``None`` before a game. The
shell only uses what ``app.games.GameSession`` lists (lessons met, the lesson on screen, the
autosave). ``has_humans`` says whether people play (lessons then hold the game).

Games — a window's class sets ``definition`` (its game's ``DEFINITION``) and is built with
``Game(root, services=services)`` from the definition's ``open_window(root, services)``.
``services`` (``app.games.Services``) carries the shared settings and lesson service, every
game's definition, and what to show first (``session``, ``length``...). The New game dialog
shows every game; Start calls ``start_game(choice)`` with this game's setup form's choice, or
opens the other game's window (``switch_game``). ``startup()`` is what shows first;
``defer_drawing()`` / ``finish_loading()`` let the launcher load pictures after the dialog.

Files — ``save_data()`` returns the JSON-able save (a dict with ``"game"``: the game's id);
``saved_to(path)`` remembers where; ``save_path()`` is where Save writes (``None``: ask);
``open_file(path)`` opens a save (a game implements ``load_file``).

Words — ``say(text)`` shows a short status line (the game's ticker); ``show_banner(text)``
the heading while a lesson is read; ``show_notice(text)`` a message that never blocks.

Game over — a game shows its final panel in ``decision`` and then calls
``run_game_over_hooks()``.

Classroom features (``ui/classroom.py``) ask the window for ``rules_chunks()`` (Help and the
library's Rules tab), ``lessons_brought_up()`` (for the exit ticket), ``open_recap(met,
ticket, open_lesson)``, ``make_demo()`` and ``start_demo_game()``; the defaults say the game
has none.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from tkinter import ttk
from typing import TYPE_CHECKING, Any

from florida_history import __version__, i18n
from florida_history.app import new_game_memory, saves
from florida_history.app.games import (
    GameDefinition,
    GameSession,
    GameWindow,
    Services,
    by_id,
    game_of_save,
)
from florida_history.app.lessons import GameLessons, LessonService
from florida_history.app.play import PlayLoop, Step
from florida_history.app.settings import (
    ANIMATION_SPEED_NAMES,
    ANIMATION_SPEEDS,
    LESSON_MODE_NAMES,
    LESSON_MODES,
    TEXT_SCALES,
    Settings,
)
from florida_history.kernel.reading import ReadingBudget
from florida_history.lesson_words import LANGUAGE_KEY
from florida_history.resources import notices_dir
from florida_history.ui import theme as th
from florida_history.ui.bot_runner import BotRunner
from florida_history.ui.contrast import PALETTE_CHANGED
from florida_history.ui.decision_panel import DecisionPanel, Option
from florida_history.ui.lesson_panel import LessonPanel
from florida_history.ui.menus import MenuTable
from florida_history.ui.new_game_dialog import NewGameDialog, place_dialog
from florida_history.ui.scheduler import TkScheduler
from florida_history.ui.scroll import ScrollFrame
from florida_history.ui.steady import Steady
from florida_history.ui.tk_typed import show_tab, shown_tab
from florida_history.ui.wrapping import window_size
from florida_history.words import N_, _

if TYPE_CHECKING:  # types only: the launcher loads the classroom features after the window
    from florida_history.ui.classroom import ClassroomFeatures

MIN_W, MIN_H = 1024, 640
# A lesson counts as met once it has been on screen this long (a glance is not a lesson met).
MET_AFTER_MS = 3000
# ...and shown with at least this many lines of its text (not squeezed to its title).
MET_LINES = 3
# A lesson opened below the demonstration band gets at least this many lines of room (the
# band's caption folds away for it).
LESSON_ROOM_LINES = 18
# How often a game paused for a help window looks whether the players came back.
HELP_POLL_MS = 300
# Said after a file that could not be opened when no game is running.
WHAT_TO_DO = N_("Open another saved game or start a new one.")
# The View menu's dock entry and the lesson panel's dock button, by what the game area is
# called (``Shell.game_area_name``): whole sentences, so each language can say them its way.
DOCK_MENU_LABELS = {
    "board": N_("Lesson panel beside the board"),
    "table": N_("Lesson panel beside the table"),
}
DOCK_BUTTON_LABELS = {"board": N_("Dock beside board"), "table": N_("Dock beside table")}


def _presses_itself(widget: tk.Misc, key: str) -> bool:
    """A key the focused widget acts on itself: Space or Enter on a button in view, Enter on
    the board (it opens the chosen lesson). Space on the board is the game's (Continue), and
    a button out of view (the demonstration band after F5) presses nothing."""
    if isinstance(widget, tk.Button):
        return bool(widget.winfo_viewable())
    return isinstance(widget, tk.Canvas) and key != "space"


class NoDemo:
    """Demonstration mode for a game that has none yet: turning it on says so."""

    active = False

    def __init__(self, window: Shell) -> None:
        self.window = window

    def toggle(self) -> None:
        self.window.show_notice(_("This game has no demonstration mode yet."))

    def fit_band(self) -> None:
        """Nothing to fit: there is no caption band."""


class Shell:
    """The main window without a game's board: see the module docstring for the hooks."""

    # Shown through _(): a game's own title (its words module's) passes through unchanged.
    window_title = N_("Florida History")
    rules_title = N_("Rules")
    # What the game area is called in the View menu and on the lesson panel's dock button
    # ("Lesson panel beside the board"): a card game says "table".
    game_area_name = "board"
    definition: GameDefinition  # the game this window plays (a class attribute of the game's)
    game_lessons: GameLessons | None = None  # the game's event -> lesson mapper and titles
    # The classroom features (ui/classroom.py) the launcher attaches to each window it opens
    # (not set in a window built without them, as the tests build many).
    classroom: ClassroomFeatures

    def __init__(
        self,
        root: tk.Tk,
        settings: Settings | None = None,
        lessons: LessonService | None = None,
        services: Services | None = None,
    ) -> None:
        self.root = root
        if services is not None:
            settings = settings or services.settings
            lessons = lessons or services.lessons
        self.settings = settings or Settings()
        # The window speaks the settings' language; ``ensure_language`` builds it again in
        # another one chosen later (Settings, the New game screen).
        i18n.set_language(self.settings.language)
        self.language_built = i18n.language()
        self.closed = False  # torn down (another window took the root)
        self.theme = th.Theme(root, self.settings.text_scale)
        self.lessons = lessons or LessonService(mode=self.settings.lesson_mode)
        self.lessons.mode = self.settings.lesson_mode
        self.lessons.game = self.game_lessons
        # The next game's window shares these settings and lessons (one library).
        games = (services.games if services is not None else None) or [self.definition]
        base = services if services is not None else Services()
        self.services = replace(base, settings=self.settings, lessons=self.lessons, games=games)
        self.session: GameSession | None = None
        # The play loop (no Tk): this window is its view; computer players think on a thread.
        self.bot_runner = BotRunner(root)
        self.play = PlayLoop(self, TkScheduler(root), self.bot_runner, self.lessons, self.settings)
        self.dialog: Any = None  # the New game dialog, while it is open
        self.lesson_window: tk.Toplevel | None = None
        self.lesson_overlay: tk.Frame | None = None
        self._laid_out: tuple[int, int, float] = (0, 0, 0.0)
        self.lesson_place = "tab"  # "tab", "overlay" (over the side panel) or "window"
        # The overlay lies over the game area (large text on a short screen), not the panel.
        self.lesson_over_game = False
        self.met_after_ms = MET_AFTER_MS
        self._met_timers: dict[str, str] = {}  # where a lesson is shown -> its after() id
        self._help_after: str | None = None
        self._reshow_after: str | None = None  # a resumed game's lesson waiting for the library
        self._text_steps_waiting = 0  # Ctrl+plus / Ctrl+minus presses not yet applied
        self._text_size_job: str | None = None
        # Extension points (classroom features register here instead of patching the window):
        # called after the game-over panel is shown, and before the window closes.
        self.on_game_over: list[Callable[[], None]] = []
        self.on_quit: list[Callable[[], None]] = []
        # Called when a game starts or is opened (the last game's recap steps aside).
        self.on_new_game: list[Callable[[], None]] = []
        # Called with True when a lesson opens below the demonstration band with too little
        # room (the band folds its caption away), with False when the lesson goes.
        self.lesson_over_band: list[Callable[[bool], None]] = []
        # Settings shown as menu check marks / radio buttons: a change is saved (remembered),
        # and the Settings dialog sets those listed in ``settings_vars`` live.
        self.remembered_vars: list[tk.Variable] = []
        self.settings_vars: list[tuple[tk.Variable, str, Callable[[], None]]] = []
        root.title(_(self.window_title))
        root.configure(background=th.BG)
        root.minsize(MIN_W, MIN_H)
        root.protocol("WM_DELETE_WINDOW", self.quit)
        self._build_menus()
        self._build_layout()
        self._bind_keys()

    # --- game hooks (a game's window overrides these) -------------------------------------

    def build_game_area(self, main: tk.Frame) -> None:
        """Create the board (or table) and grid it at row 0, column 0 of ``main``."""

    def build_side(self, side: tk.Frame) -> None:
        """Create what the side panel shows above the tabs (turn, players, dice...)."""

    def build_tabs(self, notebook: ttk.Notebook) -> None:
        """Add the tabs shown before the Lesson tab (the game log)."""

    def add_view_items(self, view: tk.Menu) -> None:
        """Add the game's own entries at the end of the View menu."""

    def fit_game_area(self, width: int, height: int) -> None:
        """The window is ``width`` × ``height``: size the game area to it."""

    def steady_slots(self) -> list[Steady]:
        """Slots that keep their tallest height; measured again after a resize or new game."""
        return [self.band_slot]

    def game_key(self, key: str, event: tk.Event) -> bool:
        """A key only this game knows (before the decision's keys); True if handled."""
        return False

    def advance(self) -> None:
        """Look at what the game waits for and show it (the play loop's one step)."""
        self.play.advance()

    def apply(self, action: Any, reason: str | None = None) -> None:
        """Send one decision to the engine (through the session) and play what happened."""
        self.play.apply(action, reason)

    # The play loop's state, read and set by the shell, the games and their demonstrations.

    @property
    def busy(self) -> bool:
        """A step is running (animation, a computer player thinking, a scheduled move)."""
        return self.play.busy

    @busy.setter
    def busy(self, value: bool) -> None:
        self.play.busy = value

    @property
    def lesson_wait(self) -> bool:
        """Lessons just opened: the game waits for Continue."""
        return self.play.lesson_wait

    @lesson_wait.setter
    def lesson_wait(self, value: bool) -> None:
        self.play.lesson_wait = value

    @property
    def lesson_batches(self) -> int:
        """How many times play has opened lessons (demonstration mode pauses at a new one)."""
        return self.play.lesson_batches

    @property
    def bots(self) -> dict[str, Any]:
        """The computer players of the game shown, by seat."""
        flow = self.play.flow
        return flow.bots if flow is not None else {}

    @bots.setter
    def bots(self, players: dict[str, Any]) -> None:
        if self.play.flow is not None:
            self.play.flow.bots = players

    @property
    def lesson_line(self) -> str:
        """What came up without stopping play ("also: …", "seen before: …")."""
        return self.play.lesson_line

    # --- the play loop's view (app.play.View): a game fills in what it shows ---------------

    def refresh(self) -> None:
        """Show the position (turn, players) before the loop's next step."""

    def holds_play(self) -> bool:
        """A screen of the game's own holds play (show it and return True)."""
        return False

    def show_step(self, step: Step) -> None:
        """A move nobody decides is coming (a phase playing itself)."""

    def show_thinking(self, player: str | None) -> None:
        """A computer player is thinking."""

    def show_bot_reason(self, player: str | None, reason: str) -> None:
        """What a computer player says about the move it is about to play."""

    def show_decision(self) -> None:
        """A person decides: show the buttons."""

    def show_game_over(self) -> None:
        """The final panel; a game calls ``run_game_over_hooks()`` after showing it."""

    def before_move(self) -> None:
        """A decision is about to be applied."""

    def after_move(self, events: list[Any], log_from: int, reason: str | None) -> None:
        """A decision was applied: show its log lines (from ``log_from`` in the session's log)."""

    def animate(self, events: list[Any], done: Callable[[], None]) -> None:
        """Play ``events`` on the game area, then call ``done`` (at once by default)."""
        done()

    def show_idle(self) -> None:
        """The window before any game."""

    def start_game(self, choice: object) -> None:
        """Start a new game from this game's setup form's ``choice()``."""

    def lessons_brought_up(self) -> list[str]:
        """Lessons this game's events have brought up so far (read or not), in order."""
        return []

    def open_recap(
        self, met: list[str], ticket: Any, open_lesson: Callable[[str], Any]
    ) -> tk.Toplevel | None:
        """The game's end-of-game recap window around the exit ``ticket`` (``met``: the
        lessons met, in order; ``open_lesson(id)`` shows one in the library)."""
        return None

    def make_demo(self) -> Any:
        """The game's demonstration mode (``active``, ``toggle()``, ``fit_band()``)."""
        return NoDemo(self)

    def start_demo_game(self) -> None:
        """Start a game of computer players for a demonstration (the teacher steps it)."""

    def startup(self, offer_resume: bool = True) -> None:
        """What the window shows first (a game may offer its autosave here)."""
        self.new_game_dialog()

    def defer_drawing(self) -> None:
        """At launch: draw the game area only once ``finish_loading`` runs (the New game
        dialog comes up first on a slow computer)."""

    def finish_loading(self) -> None:
        """Load what was deferred (the map pictures)."""

    @property
    def has_humans(self) -> bool:
        """People play this game (lessons then hold the game until they go on)."""
        return False

    def say(self, text: str) -> None:
        """A short status line ("Saved as game-12.json.")."""
        self.show_notice(text)

    def show_banner(self, text: str) -> None:
        """The heading while a lesson is read."""

    def rules_chunks(self) -> Sequence[tuple[str, str]]:
        """The game's rules as (heading, text) pairs, for Help → Rules and keys."""
        return []

    def text_scale_changing(self) -> None:
        """Fonts are changing size and Tk has not laid anything out yet: re-size here the fonts
        a widget sizes itself (the board's), so Tk lays out every font change in one pass."""

    def text_scale_changed(self) -> None:
        """Fonts changed size and the window is laid out: redraw what draws itself."""

    def palette_changed(self) -> None:
        """High contrast on or off: redraw what draws itself from the theme."""

    def speed_changed(self) -> None:
        """The animation speed setting changed."""

    def save_data(self) -> dict[str, Any]:
        """The current game as JSON-able data, with ``"game"`` (this game's id). Raises
        ``saves.SaveError`` with a sentence for the players when it cannot be saved."""
        raise saves.SaveError(_("There is no game to save."))

    def saved_to(self, path: Path) -> None:
        """The game was written to ``path`` (Save writes there next time)."""

    def save_path(self) -> Path | None:
        """Where Save writes without asking (``None``: ask, as Save as does)."""
        return None

    def default_save_name(self) -> str:
        return "game.json"

    def load_file(self, path: Path) -> bool:
        """Open the save at ``path``; say what went wrong (a notice) and return False if not."""
        return False

    # --- building ------------------------------------------------------------------------

    def _build_menus(self) -> None:
        r = self.root
        bar = tk.Menu(r)
        game = tk.Menu(bar, tearoff=False)
        game.add_command(label=_("New game…"), accelerator="Ctrl+N", command=self.new_game_dialog)
        game.add_command(label=_("Open…"), accelerator="Ctrl+O", command=self.open_dialog)
        game.add_command(label=_("Save"), accelerator="Ctrl+S", command=self.save)
        game.add_command(label=_("Save as…"), accelerator="Ctrl+Shift+S", command=self.save_as)
        game.add_separator()
        game.add_command(label=_("Quit"), accelerator="Ctrl+Q", command=self.quit)
        bar.add_cascade(label=_("Game"), menu=game)
        view = tk.Menu(bar, tearoff=False)
        view.add_command(
            label=_("Bigger text"), accelerator="Ctrl++", command=lambda: self.change_text_size(1)
        )
        view.add_command(
            label=_("Smaller text"), accelerator="Ctrl+−", command=lambda: self.change_text_size(-1)
        )
        view.add_command(
            label=_("Normal text size"),
            accelerator="Ctrl+0",
            command=lambda: self.set_text_scale(1.0),
        )
        view.add_separator()
        self.lesson_mode_var = tk.StringVar(value=self.settings.lesson_mode)
        lessons = tk.Menu(view, tearoff=False)
        for mode in LESSON_MODES:
            lessons.add_radiobutton(
                label=_(LESSON_MODE_NAMES[mode]),
                value=mode,
                variable=self.lesson_mode_var,
                command=self._lesson_mode_changed,
            )
        view.add_cascade(label=_("Open lessons automatically"), menu=lessons)
        self.docked_var = tk.BooleanVar(value=self.settings.lesson_docked)
        view.add_checkbutton(
            label=_(DOCK_MENU_LABELS.get(self.game_area_name, DOCK_MENU_LABELS["board"])),
            variable=self.docked_var,
            command=self._dock_changed,
        )
        self.speed_var = tk.StringVar(value=self.settings.animation_speed)
        speed = tk.Menu(view, tearoff=False)
        for s in ANIMATION_SPEEDS:
            speed.add_radiobutton(
                label=_(ANIMATION_SPEED_NAMES[s]),
                value=s,
                variable=self.speed_var,
                command=self._speed_changed,
            )
        view.add_cascade(label=_("Animation speed"), menu=speed)
        self.remembered_vars += [self.lesson_mode_var, self.speed_var, self.docked_var]
        self.settings_vars += [
            (self.lesson_mode_var, "lesson_mode", self._lesson_mode_changed),
            (self.speed_var, "animation_speed", self._speed_changed),
        ]
        self.add_view_items(view)
        bar.add_cascade(label=_("View"), menu=view)
        helpm = tk.Menu(bar, tearoff=False)
        helpm.add_command(label=_("Rules and keys"), accelerator="F1", command=self.show_rules)
        helpm.add_command(label=_("About"), command=self.show_about)
        bar.add_cascade(label=_("Help"), menu=helpm)
        r.configure(menu=bar)
        self.menubar = bar
        self.menus = MenuTable(game, view)

    def _build_layout(self) -> None:
        main = tk.Frame(self.root, background=th.BG)
        main.pack(fill="both", expand=True)
        self.main = main
        self.build_game_area(main)
        # Beside the game area, top to bottom: the demonstration band (when on), the panel
        # that scrolls when large text on a small screen leaves it too little room, and the
        # decision at hand, always in view. The game area never shares its height with
        # anything, so it keeps one size in every mode.
        column = tk.Frame(main, background=th.BG)
        column.grid(row=0, column=1, sticky="nsew", padx=(2, 4), pady=4)
        column.columnconfigure(0, weight=1)
        column.rowconfigure(1, weight=1)
        self.side_column = column
        self.band_slot = Steady(column, background=th.BG)  # demo_mode shows its band here
        self.band_slot.grid(row=0, column=0, sticky="ew")
        self.side_scroll = ScrollFrame(
            column, background=th.PANEL_BG, borderwidth=1, relief="solid"
        )
        self.side_scroll.grid(row=1, column=0, sticky="nsew")
        side = self.side_scroll.body
        main.columnconfigure(1, weight=1)
        main.rowconfigure(0, weight=1)
        self.side = side
        self.notice = tk.Label(
            side,
            text="",
            font="fh-bold",
            background=th.YELLOW,
            anchor="w",
            justify="left",
            padx=8,
            pady=4,
            cursor="hand2",
        )
        self.notice.bind("<Button-1>", lambda e: self.hide_notice())
        self.build_side(side)
        # A small natural height (the tallest tab would otherwise set it): the log and the
        # lesson take whatever room is left, and the panel scrolls only for the rest.
        self.notebook = ttk.Notebook(side, height=self._log_height())
        self.notebook.pack(fill="both", expand=True, padx=2, pady=2)
        style = ttk.Style(self.root)
        style.configure("TNotebook.Tab", font="fh-bold", padding=(10, 3))
        self.build_tabs(self.notebook)
        self.lesson_holder = tk.Frame(self.notebook, background=th.PANEL_BG)
        self.notebook.add(self.lesson_holder, text=_("Lesson"))
        self.lesson_panel = self._make_lesson_panel(self.lesson_holder)
        self.decision = DecisionPanel(column, on_hover=self.board_highlight)
        self.decision.configure(borderwidth=1, relief="solid")
        self.decision.grid(row=2, column=0, sticky="ew", pady=(4, 0))
        self.decision.bind("<Configure>", self._decision_resized, add="+")
        self.band_slot.bind("<Configure>", self._decision_resized, add="+")
        main.bind("<Configure>", self._on_resize)
        self.side_scroll.watch()

    @property
    def game_id(self) -> str:
        return self.definition.info.id

    def board_highlight(self, spaces: list[int]) -> None:
        """A decision button is under the pointer: light what it is about (game hook)."""

    def _log_height(self) -> int:
        """Four lines of the log: the notebook's natural height."""
        return 4 * int(self.root.tk.call("font", "metrics", "fh-log", "-linespace")) + 12

    def _make_lesson_panel(self, parent: tk.Misc) -> LessonPanel:
        panel = LessonPanel(
            parent,
            self.lessons,
            on_toggle_dock=self.toggle_dock,
            on_opened=self._lesson_opened,
            settings=self.settings,
        )
        panel.pack(fill="both", expand=True)
        panel.dock_button.configure(
            text=_(DOCK_BUTTON_LABELS.get(self.game_area_name, DOCK_BUTTON_LABELS["board"]))
            if isinstance(parent, tk.Toplevel)
            else _("Pop out")
        )
        panel.next_button.configure(command=self.next_lesson)
        if self.lessons.current:
            panel._show_current()
        return panel

    def _bind_keys(self) -> None:
        r = self.root
        r.bind("<Key>", self._on_key)
        for seq in ("<Control-plus>", "<Control-equal>", "<Control-KP_Add>"):
            r.bind_all(seq, lambda e: self._text_size_key(1))
        for seq in ("<Control-minus>", "<Control-KP_Subtract>"):
            r.bind_all(seq, lambda e: self._text_size_key(-1))
        r.bind_all("<Control-0>", lambda e: self._normal_text_size_key())
        r.bind_all("<Control-KP_0>", lambda e: self._normal_text_size_key())
        r.bind("<Control-n>", lambda e: self.new_game_dialog())
        r.bind("<Control-o>", lambda e: self.open_dialog())
        r.bind("<Control-s>", lambda e: self.save())
        r.bind("<Control-S>", lambda e: self.save_as())
        r.bind("<Control-q>", lambda e: self.quit())
        r.bind("<F1>", lambda e: self.show_rules())
        r.bind("<Escape>", lambda e: self.recover_focus(force=True))
        r.bind(PALETTE_CHANGED, lambda e: self._palette_changed())

    def _on_key(self, event: tk.Event) -> None:
        if isinstance(event.state, int) and event.state & 0x4:  # Control: menu shortcuts
            return
        if isinstance(event.widget, tk.Entry | tk.Spinbox):
            return
        key = (event.keysym or "").lower()
        if key in ("space", "return", "kp_enter") and _presses_itself(event.widget, key):
            return  # the focused button pressed itself (the board opened a lesson): no more
        if self.game_key(key, event):
            return
        if self._scroll_lesson_key(key, event.widget):
            return
        if key == "h" and self.lesson_overlay is not None and self.lesson_overlay.winfo_manager():
            self._hide_lesson_overlay()
            return
        # Every key printed on a decision button works whenever the button is shown: the
        # welcome and game-over screens, a lesson to read, a person's decision.
        if not self.busy and self.decision.handle_key(key):
            return
        if key == "l" and self.lessons.queue:
            self.next_lesson()
        elif key == "v":
            self.lesson_panel.read_aloud()  # Read aloud [V] / Stop [V]
        elif key == LANGUAGE_KEY:
            self.lesson_panel.toggle_language()  # this lesson in English / Spanish [K]

    def _scroll_lesson_key(self, key: str, widget: tk.Misc) -> bool:
        """Page Down / Page Up (and Down / Up off the board and out of a text) scroll the
        lesson on screen: at 200% it shows a few lines at a time."""
        steps = {"next": (1, "pages"), "prior": (-1, "pages"), "down": (3, "units")}
        steps["up"] = (-3, "units")
        if key not in steps or isinstance(widget, tk.Text | tk.Canvas | tk.Listbox):
            return False
        if key in ("down", "up") and isinstance(widget, ttk.Treeview):
            return False
        if self.lesson_window is None and not self._lesson_visible():
            return False
        amount, what = steps[key]
        self.lesson_panel.text.yview_scroll(amount, what)  # type: ignore[call-overload]
        return True

    def recover_focus(self, force: bool = False) -> None:
        """Give the keyboard back to the window when it sits on a widget out of view (a button
        of the demonstration band after F5) or, with ``force`` (Esc), anywhere in the window
        but a text field: Space, Enter and the decision's letters work again."""
        try:
            widget = self.root.focus_get()
        except (KeyError, tk.TclError):  # focus in a widget Tk cannot name (a menu)
            widget = None
        if widget is not None and widget.winfo_toplevel() is not self.root:
            return  # another window (the library, a dialog) keeps its keyboard
        if widget is None or not widget.winfo_viewable():
            self.root.focus_set()
        elif force and not isinstance(widget, tk.Entry | tk.Spinbox | tk.Text):
            self.root.focus_set()

    def _on_resize(self, event: tk.Event) -> None:
        if event.widget is self.main:
            self.layout()

    def layout(self) -> None:
        w = max(self.main.winfo_width(), 600)
        h = max(self.main.winfo_height(), 400)
        self.fit_game_area(w, h)
        if (w, h, self.theme.scale) != self._laid_out:
            self._laid_out = (w, h, self.theme.scale)
            for slot in self.steady_slots():
                slot.reset()
        if self._wanted_lesson_place() != self.lesson_place:
            self._relocate_lesson()

    # --- notices ---------------------------------------------------------------------------

    def show_notice(self, text: str) -> None:
        """A message that never blocks (damaged file, could not save): click to hide."""
        self.notice.configure(text=text + "   ✕")
        self.notice.configure(wraplength=max(200, self.side.winfo_width() - 20))
        first = [w for w in self.side.pack_slaves() if w is not self.notice]
        if first:
            self.notice.pack(fill="x", before=first[0])
        else:
            self.notice.pack(fill="x")

    def add_notice(self, text: str) -> None:
        """Show ``text`` after the notice already on screen (several files can be damaged)."""
        shown = self.notice_text.removesuffix("   ✕")
        self.show_notice(f"{shown} {text}" if shown else text)

    def hide_notice(self) -> None:
        self.notice.pack_forget()

    @property
    def notice_text(self) -> str:
        return str(self.notice.cget("text")) if self.notice.winfo_manager() else ""

    # --- stopping --------------------------------------------------------------------------

    def stop(self) -> None:
        """Stop whatever is running (a thinking computer player, a scheduled step); a game
        extends this (animation)."""
        self.play.stop()
        if self._help_after is not None:
            self.root.after_cancel(self._help_after)
            self._help_after = None
        if self._text_size_job is not None:
            self.root.after_cancel(self._text_size_job)
            self._text_size_job = None
            self._text_steps_waiting = 0
        self.busy = False

    def run_game_over_hooks(self) -> None:
        """The game has shown its game-over panel: let the features add theirs (the recap)."""
        for hook in self.on_game_over:
            hook()

    # --- lessons ---------------------------------------------------------------------------

    def present_lessons(
        self,
        events: Iterable[Any],
        state: Any,
        round_no: int,
        wait: bool,
        turn: Hashable = None,
        by_computer: bool = False,
    ) -> bool:
        """Bring up the lessons ``events`` bring up (the play loop's ``present_lessons``:
        one lesson stops play and, with ``wait``, holds it until Continue). True if one
        stopped play."""
        return self.play.present_lessons(events, state, round_no, wait, turn, by_computer)

    def show_lesson(self) -> None:
        """A lesson stopped play: open it where it is read."""
        self.lesson_panel.show_current()
        self.show_lesson_tab()

    def lesson_in_view(self) -> bool:
        """The lesson just opened is on screen, laid out, several lines of it."""
        self.root.update_idletasks()  # laid out: is several lines of it on screen?
        return self._lesson_visible()

    def show_lesson_line(self, line: str) -> None:
        """Lessons came up without stopping play: the panel's [L] and one line."""
        self.lesson_panel.refresh_buttons()
        self.note_lesson_line(line)

    def present_lesson_ids(self, ids: list[str], round_number: int) -> None:
        """A demonstration's lessons: the first shown, the others waiting under [L]."""
        self.lesson_panel.present(ids, round_number)
        self.show_lesson_tab()

    def note_lesson_line(self, line: str) -> None:
        """Say what came up without stopping play ("seen before: … [L]"); a game puts it in
        its log too, where it stays while play goes on."""
        self.say(line)

    def reset_lessons(
        self,
        opened: Iterable[str],
        budget: ReadingBudget | None = None,
        rounds: Mapping[str, int] | None = None,
    ) -> None:
        """A game starts or is opened: these lessons were met in it already (in these
        rounds); ``budget`` is the reading budget of its length."""
        self.play.reset_lessons(opened, budget, rounds)

    def lessons_reset(self) -> None:
        """The lessons start again for a game: nothing of the last game's on screen."""
        self.lesson_panel.reset()
        self._hide_lesson_overlay()
        self.recover_focus()
        for hook in self.on_new_game:
            hook()

    def open_lesson(self, lesson_id: str) -> None:
        """Show one lesson in the panel (a click on the board)."""
        self.lesson_panel.open(lesson_id)
        self.show_lesson_tab()

    def show_lesson_tab(self) -> None:
        """Bring the lesson into view wherever it lives (tab, over the board, or a window)."""
        if self.lesson_window is not None:
            return
        if self.lesson_place == "overlay":
            self._place_lesson_overlay()
        else:
            show_tab(self.notebook, self.lesson_holder)

    def _lesson_opened(self, lesson_id: str) -> None:
        self._remember_open_lesson(lesson_id)
        if self.lesson_wait:  # the heading names the lesson on screen (one opened from the board)
            self.show_banner(_("Lesson: {title}").format(title=self.lessons.title_of(lesson_id)))
        self.watch_shown(
            "panel",
            lesson_id,
            lambda: self.lessons.current == lesson_id and self._lesson_visible(),
        )

    def _lesson_visible(self) -> bool:
        """The lesson's text is on screen, several lines of it: a lesson squeezed to its title
        (the Lesson tab under the demonstration band) or scrolled out of the side panel is
        not a lesson met."""
        if self.lesson_window is not None:
            return bool(self.lesson_window.winfo_viewable())
        if self.lesson_place == "overlay":
            if self.lesson_overlay is None or not self.lesson_overlay.winfo_manager():
                return False
        elif shown_tab(self.notebook) != str(self.lesson_holder):
            return False
        line = int(self.root.tk.call("font", "metrics", "fh-body", "-linespace"))
        return self.lesson_text_shown() >= MET_LINES * line

    def lesson_text_shown(self) -> int:
        """How many pixels of the docked lesson's text are on screen (0 when hidden)."""
        text = self.lesson_panel.text
        try:
            if not text.winfo_viewable():
                return 0
            top, bottom = text.winfo_rooty(), text.winfo_rooty() + text.winfo_height()
            clips: list[tk.Misc] = [self.root]
            if self.lesson_place == "tab":
                clips.append(self.side_scroll.canvas)  # the side panel scrolls
            for clip in clips:
                top = max(top, clip.winfo_rooty())
                bottom = min(bottom, clip.winfo_rooty() + clip.winfo_height())
        except tk.TclError:
            return 0
        return max(0, bottom - top)

    def watch_shown(self, where: str, lesson_id: str, still_shown: Callable[[], bool]) -> None:
        """Count ``lesson_id`` as met in this game if it is still on screen (``still_shown()``)
        after ``met_after_ms``. ``where`` names the place (the panel, the library): a lesson
        opened there replaces the one being watched there."""
        old = self._met_timers.pop(where, None)
        if old is not None:
            self.root.after_cancel(old)
        session = self.session

        def check() -> None:
            self._met_timers.pop(where, None)
            if session is None or session is not self.session or not still_shown():
                return
            if lesson_id not in session.lessons_opened:
                session.record_lesson(lesson_id)
            self.lessons.mark_read(lesson_id)

        self._met_timers[where] = self.root.after(self.met_after_ms, check)

    def show_lesson_wait(self) -> None:
        """The decision area while a lesson is read: Continue; the lessons that came up with
        it wait under [L] (opening one is the class's choice, not a stop)."""
        lessons = self.lessons
        title = lessons.title_of(lessons.current) if lessons.current else ""
        options = [Option(_("Continue [Space]"), "space", self.continue_after_lesson, primary=True)]
        if lessons.queue:
            waiting = lessons.title_of(lessons.queue[0])
            more = len(lessons.queue) - 1
            if more:
                label = _("Also: {title} (+{more}) [L]").format(title=waiting, more=more)
            else:
                label = _("Also: {title} [L]").format(title=waiting)
            options.append(Option(label, "l", self.next_lesson))
        self.show_banner(_("Lesson: {title}").format(title=title))
        self.decision.show(
            _("New lesson: “{title}”. Read it, then Continue [Space].").format(title=title),
            options,
            getattr(self, "lesson_line", ""),
        )

    def next_lesson(self) -> None:
        """The next lesson waiting (the [L] key, or the button in the panel or decision area)."""
        self.lesson_panel.show_next()
        self.show_lesson_tab()
        if self.lesson_wait and not self.busy:
            self.show_lesson_wait()

    def continue_after_lesson(self) -> None:
        self.lesson_panel.stop_reading()  # Continue stops the voice
        self.lesson_wait = False
        if self.lesson_over_game:  # the lesson lay over the board or table: give it back
            self._hide_lesson_overlay()
        self._remember_open_lesson(None)
        self.advance()

    def _remember_open_lesson(self, lesson_id: str | None) -> None:
        """The lesson on screen is kept in the autosave (a session's ``lesson_open``), so a
        window closed while it is read (Ctrl+Q, a crash) shows it again on resume."""
        session = self.session
        if session is None or not hasattr(session, "lesson_open"):
            return
        if session.lesson_open == lesson_id:
            return
        session.lesson_open = lesson_id
        if session.autosave and not session.is_over:
            session.save_autosave()

    def reshow_lesson(self) -> None:
        """A resumed game shows the lesson that was being read when the window closed (once
        the lessons are loaded: they load after the window at start-up)."""
        session = self.session
        lesson_id = getattr(session, "lesson_open", None)
        if not lesson_id:
            return

        def show(tries: int = 0) -> None:
            self._reshow_after = None
            if self.session is not session or not self.lesson_panel.winfo_exists():
                return
            if self.lessons.library is None and tries < 100:
                self._reshow_after = self.root.after(100, show, tries + 1)
                return
            self.open_lesson(lesson_id)

        show()

    def _cancel_reshow(self) -> None:
        """The window goes: a lesson still waiting for the library is not shown."""
        if self._reshow_after is not None:
            self.root.after_cancel(self._reshow_after)
            self._reshow_after = None

    def toggle_dock(self) -> None:
        self.docked_var.set(self.lesson_window is not None)
        self._dock_changed()

    def _dock_changed(self) -> None:
        self.settings.lesson_docked = bool(self.docked_var.get())
        self._relocate_lesson()

    def _wanted_lesson_place(self) -> str:
        """Docked lessons sit in a tab beside the log; when large text leaves that tab too little
        room (a projector at 150% on 720 lines), they cover the side panel above the decision
        (turn, players, dice and log, one key away), never the map."""
        if not self.settings.lesson_docked:
            return "window"
        if self.demo_band_shown():
            return "overlay"
        height = max(self.main.winfo_height(), 400)
        return "overlay" if height < 560 * self.theme.scale else "tab"

    def _relocate_lesson(self) -> None:
        place = self._wanted_lesson_place()
        if place == self.lesson_place and self.lesson_panel.winfo_exists():
            return
        self.lesson_panel.destroy()
        for child in self.lesson_holder.winfo_children():
            child.destroy()
        if self.lesson_window is not None:
            self.lesson_window.destroy()
            self.lesson_window = None
        if self.lesson_overlay is not None:
            self.lesson_overlay.destroy()
            self.lesson_overlay = None
        self.lesson_place = place
        if place == "tab":
            self.lesson_panel = self._make_lesson_panel(self.lesson_holder)
            return
        note = {
            "window": _("The lesson is in its own window."),
            "overlay": _("Lessons open over this panel (the text is large): H hides one."),
        }[place]
        tk.Label(
            self.lesson_holder,
            text=note,
            font="fh-body",
            background=th.PANEL_BG,
            wraplength=300,
            justify="left",
        ).pack(pady=20, padx=10)
        if place == "window":
            win = tk.Toplevel(self.root)
            win.title(_("Lesson — Florida History"))
            win.geometry("560x680")
            win.protocol("WM_DELETE_WINDOW", self.toggle_dock)
            win.bind("<Key>", self._on_key)  # L and Space work while the class reads here
            self.lesson_window = win
            self.lesson_panel = self._make_lesson_panel(win)
        else:
            # A child of the whole area, so it can lie over the side panel or, when large
            # text leaves that too little room, over the game area.
            frame = tk.Frame(self.main, background=th.BLACK, padx=2, pady=2)
            self.lesson_overlay = frame
            hide = tk.Button(
                frame,
                text=_("Hide lesson [H]"),  # whole at 200% text in a narrow column
                font="fh-small",
                command=self._hide_lesson_overlay,
            )
            hide.pack(side="bottom", fill="x")
            self.lesson_panel = self._make_lesson_panel(frame)
            if self.lessons.current:
                self._place_lesson_overlay()

    def _place_lesson_overlay(self) -> None:
        """Over everything beside the board except the decision at hand (the demonstration
        band and the side panel, one key away): the map and the decision's buttons stay in
        view. When that leaves fewer than ``LESSON_ROOM_LINES`` lines (200% text on a 720-line
        projector, a tall decision), the lesson takes the game area's place instead while it
        is read: the game waits for it, and H gives the board back (issues 22 and 23)."""
        if self.lesson_overlay is None:
            return
        game_area = self._game_area_widget()
        if game_area is not None and self._side_room_for_lesson() < self._lesson_room_px():
            for fold in self.lesson_over_band:
                fold(False)
            self.lesson_over_game = True
            # Forgotten first: place() keeps options not given again (the side panel's height).
            self.lesson_overlay.place_forget()
            self.lesson_overlay.place(in_=game_area, x=0, y=0, relwidth=1, relheight=1)
            self.lesson_overlay.lift()
            self._refit_lesson_after_layout()
            return
        self.lesson_over_game = False
        below = self.decision.winfo_height() + 4 if self.decision.winfo_ismapped() else 0
        # A tall decision (an attack at 200% text) lets the lesson cover its question, never
        # its buttons' last row: the lesson keeps at least 55% of the height.
        below = min(below, int(self.side_column.winfo_height() * 0.45))
        # In demonstration mode the lesson opens below the band: the teacher's Next and F6
        # stay in view (at 150% the lesson used to cover them).
        top = 0
        if self.demo_band_shown():
            top = self.band_slot.winfo_height() + 2
            line = int(self.root.tk.call("font", "metrics", "fh-body", "-linespace"))
            if self.side_column.winfo_height() - top - below < LESSON_ROOM_LINES * line:
                for fold in self.lesson_over_band:
                    fold(True)  # the band gets shorter (laid out at once)
                self.root.update_idletasks()
                top = self.band_slot.winfo_height() + 2  # the folded band's
        self.lesson_overlay.place_forget()
        self.lesson_overlay.place(
            in_=self.side_column, x=0, y=top, relwidth=1, relheight=1, height=-(below + top)
        )
        self.lesson_overlay.lift()
        self._refit_lesson_after_layout()

    def _refit_lesson_after_layout(self) -> None:
        """The lesson's picture sized for where the lesson now lies, once Tk has laid it out."""
        self.root.update_idletasks()
        self.lesson_panel.refit_picture()

    def _game_area_widget(self) -> tk.Misc | None:
        """The board or table (the main area's first column), or None before it is built."""
        found = self.main.grid_slaves(row=0, column=0)
        return found[0] if found else None

    def _lesson_room_px(self) -> int:
        line = int(self.root.tk.call("font", "metrics", "fh-body", "-linespace"))
        return LESSON_ROOM_LINES * line

    def _side_room_for_lesson(self) -> int:
        """The height a lesson over the side panel would get (band and decision left out)."""
        self.root.update_idletasks()
        height = self.side_column.winfo_height()
        below = self.decision.winfo_height() + 4 if self.decision.winfo_ismapped() else 0
        below = min(below, int(height * 0.45))
        top = self.band_slot.winfo_height() + 2 if self.demo_band_shown() else 0
        return height - top - below

    def demo_band_shown(self) -> bool:
        """The demonstration band is beside the game area (it holds the ``band_slot``)."""
        return bool(self.band_slot.grid_slaves())

    def band_changed(self) -> None:
        """The demonstration band came or went: lessons go where they can be read (over the
        side panel below the band while it is shown: the Lesson tab was left a few pixels)."""
        self.root.update_idletasks()
        if self._wanted_lesson_place() != self.lesson_place:
            self._relocate_lesson()
        elif self.lesson_overlay is not None and self.lesson_overlay.winfo_manager():
            self._place_lesson_overlay()

    def _decision_resized(self, _event: tk.Event) -> None:
        if self.lesson_overlay is not None and self.lesson_overlay.winfo_manager():
            self._place_lesson_overlay()

    def _hide_lesson_overlay(self) -> None:
        if self.lesson_overlay is not None:
            self.lesson_overlay.place_forget()
        for fold in self.lesson_over_band:
            fold(False)

    # --- waiting while a help window is in use ---------------------------------------------

    def help_window_in_use(self) -> str:
        """The title of the help or library window that has the keyboard focus, if one has."""
        try:
            widget = self.root.focus_get()
        except (KeyError, tk.TclError):  # focus in a widget Tk cannot name (a menu)
            return ""
        if widget is None:
            return ""
        top = widget.winfo_toplevel()
        return str(top.title()) if getattr(top, "pauses_game", False) else ""

    def pause_for_help(self, window: str) -> None:
        """Hold the game while ``window`` is in use; look again shortly (then ``advance()``)."""
        self.decision.clear(
            _("The game waits while you use “{window}”. Click the game window to go on.").format(
                window=window
            )
        )
        if self._help_after is not None:
            self.root.after_cancel(self._help_after)

        def again() -> None:
            self._help_after = None
            self.advance()

        self._help_after = self.root.after(HELP_POLL_MS, again)

    # --- settings --------------------------------------------------------------------------

    def set_text_scale(self, scale: float) -> None:
        self.settings.text_scale = scale
        self.theme.set_scale(scale)
        self.notebook.configure(height=self._log_height())
        self.layout()
        # Each named font change makes Tk walk every widget of the window and lay it out again
        # once Tk is idle; changes made before that walk share it.
        self.text_scale_changing()
        self.root.update_idletasks()
        self.text_scale_changed()
        if self.lesson_overlay is not None and self.lesson_overlay.winfo_manager():
            self._place_lesson_overlay()  # the room it needs changed with the text
        self.root.update_idletasks()
        self.lesson_panel.refit_picture()

    def _palette_changed(self) -> None:
        """High contrast on or off: everything that draws itself from the theme draws again."""
        self.palette_changed()
        self.lesson_panel.apply_palette()

    def change_text_size(self, step: int) -> None:
        cur = self.settings.text_scale
        scales = list(TEXT_SCALES)
        idx = min(range(len(scales)), key=lambda i: abs(scales[i] - cur))
        idx = max(0, min(len(scales) - 1, idx + step))
        self.set_text_scale(scales[idx])

    def _text_size_key(self, step: int) -> None:
        """Ctrl+plus / Ctrl+minus pressed. A key held down repeats faster than an old computer
        lays the window out again, and each press used to wait for the one before: the text
        went on growing after the key was let go. The presses that came in meanwhile are now
        added up and done as one change once Tk has read them all (an idle callback runs
        only when no event is waiting)."""
        self._text_steps_waiting += step
        if self._text_size_job is None:
            self._text_size_job = self.root.after_idle(self._apply_text_size_keys)

    def _normal_text_size_key(self) -> None:
        """Ctrl+0: normal text size now; steps pressed before it no longer count."""
        self._text_steps_waiting = 0
        self.set_text_scale(1.0)

    def _apply_text_size_keys(self) -> None:
        self._text_size_job = None
        step, self._text_steps_waiting = self._text_steps_waiting, 0
        if step:
            self.change_text_size(step)

    def _lesson_mode_changed(self) -> None:
        self.settings.lesson_mode = self.lesson_mode_var.get()
        self.lessons.mode = self.settings.lesson_mode
        self.lessons.game = self.game_lessons

    def _speed_changed(self) -> None:
        self.settings.animation_speed = self.speed_var.get()
        self.speed_changed()

    # --- files -----------------------------------------------------------------------------

    def save(self) -> None:
        if self.session is None:
            return
        path = self.save_path()
        if path is None:
            self.save_as()
            return
        self.save_to(path)

    def save_as(self, path: Path | str | None = None) -> None:
        if self.session is None:
            return
        if path is None:
            from tkinter import filedialog

            folder = saves.saves_dir()
            folder.mkdir(parents=True, exist_ok=True)
            chosen = filedialog.asksaveasfilename(
                parent=self.root,
                initialdir=folder,
                defaultextension=".json",
                initialfile=self.default_save_name(),
                filetypes=[(_("Florida History games"), "*.json")],
            )
            if not chosen:
                return
            path = chosen
        self.save_to(Path(path))

    def save_to(self, path: Path) -> None:
        try:
            saves.write_json_atomic(Path(path), self.save_data())
        except saves.SaveError as exc:
            self.show_notice(str(exc))
            return
        self.saved_to(Path(path))
        self.say(_("Saved as {file}.").format(file=Path(path).name))

    def open_dialog(self) -> None:
        if not self.closed and self.language_built != i18n.language():
            self.ensure_language().open_dialog()  # the new window opens the file
            return
        from tkinter import filedialog

        folder = saves.saves_dir()
        folder.mkdir(parents=True, exist_ok=True)
        chosen = filedialog.askopenfilename(
            parent=self.root, initialdir=folder, filetypes=[(_("Florida History games"), "*.json")]
        )
        if chosen:
            self.open_file(Path(chosen))
        elif self.session is None:
            self.new_game_dialog()

    def open_file(self, path: Path) -> bool:
        """Open a saved game in the window of the game it belongs to; a file that cannot be
        opened leaves a notice and loses nothing."""
        path = Path(path)
        try:
            game_id = game_of_save(saves.read_json(path))
        except saves.SaveError as exc:
            self.cannot_open(str(exc))
            return False
        if game_id != self.game_id:
            try:
                definition = by_id(self.services.games, game_id)
            except KeyError as exc:
                self.cannot_open(f"{exc.args[0]}.")
                return False
            # Checked whole before this window goes: a file that cannot be opened leaves the
            # game on the screen (and its autosave) as it was.
            try:
                session = definition.load_save(path)
            except saves.SaveError as exc:
                self.cannot_open(str(exc))
                return False
            self.switch_game(game_id, session=session).say(
                _("Opened {file}.").format(file=path.name)
            )
            return True
        if not self.load_file(path):
            return False
        self.say(_("Opened {file}.").format(file=path.name))
        return True

    def cannot_open(self, why: str) -> None:
        """A file could not be opened: say so; without a game, offer a new one."""
        if self.session is not None:
            self.show_notice(_("{problem} Your current game goes on.").format(problem=why))
        else:
            self.show_notice(
                _("{problem} {what_to_do}").format(problem=why, what_to_do=_(WHAT_TO_DO))
            )
            self.new_game_dialog()

    # --- new games and other games -----------------------------------------------------------

    def new_game_dialog(self) -> NewGameDialog:
        """The New game dialog: every game side by side, this one chosen."""
        return self.open_new_game_dialog()

    def open_new_game_dialog(
        self, on_resume: Callable[[], None] | None = None, resume_text: str = ""
    ) -> NewGameDialog:
        """The New game dialog; ``on_resume`` offers the autosaved game of this window's game."""
        if self.dialog is not None and self.dialog.winfo_exists():
            self.dialog.destroy()
        self.dialog = NewGameDialog(
            self.root,
            self.services.games,
            on_start=self._start_chosen,
            chosen=self.game_id,
            on_resume=on_resume,
            resume_text=resume_text,
            on_open=self.open_dialog,
            can_cancel=self.session is not None,
            remembered=self.settings.new_game,
            on_remember=self._remember_new_game,
            on_language=self.choose_language,
        )
        self._dialog_closed(self.dialog)
        place_dialog(self.dialog, self.root)
        dialog: NewGameDialog = self.dialog
        return dialog

    def adopt_dialog(self, dialog: NewGameDialog) -> None:
        """The New game dialog the launcher showed before this window was built (its buttons
        already reach this window) is this window's own from now on."""
        self.dialog = dialog
        self._dialog_closed(dialog)

    # --- the language ----------------------------------------------------------------------

    def choose_language(self, code: str) -> None:
        """The players chose a language (the New game screen, Settings): the words speak it
        from now on and the choice is saved. The window itself is built again in it by
        ``ensure_language`` once the dialog that chose it closes."""
        i18n.set_language(code)
        self.settings.language = i18n.language()
        classroom = getattr(self, "classroom", None)
        if classroom is not None:
            classroom.save()

    def ensure_language(self) -> Shell:
        """This window again in the language chosen since it was built (a window built in
        English keeps its labels otherwise): the same game and session in a new window, as
        opening a save does. Returns the window on screen."""
        if self.closed or self.language_built == i18n.language():
            return self
        return self.switch_game(self.game_id, session=self.session)

    def _dialog_closed(self, dialog: tk.Misc) -> None:
        """The New game dialog closed (Start, Resume, Open, Cancel): a language chosen in it
        re-labels the window behind (Start already opened a new window in it)."""

        def closed(event: tk.Event) -> None:
            if event.widget is dialog:
                self.root.after_idle(self.ensure_language)

        dialog.bind("<Destroy>", closed, add="+")

    def _remember_new_game(self, memory: dict[str, Any]) -> None:
        """The New game dialog's choices, offered again next time (user settings JSON)."""
        self.settings.new_game = new_game_memory.clean(memory)
        classroom = getattr(self, "classroom", None)
        if classroom is not None:
            classroom.save()

    def _start_chosen(self, game_id: str, choice: object) -> None:
        if game_id == self.game_id and self.language_built == i18n.language():
            self.start_game(choice)
            return
        if isinstance(choice, dict) and set(choice) <= {"length"}:  # the shell's preset form
            self.switch_game(game_id, length=choice.get("length"))
            return
        window = self.switch_game(game_id)  # a game's own form: its window starts the choice
        window.start_game(choice)

    def switch_game(
        self,
        game_id: str,
        session: GameSession | None = None,
        length: str | None = None,
        seed: int | None = None,
    ) -> Shell:
        """Close this game's window (its ``on_quit`` hooks run: settings and lessons met are
        kept) and open ``game_id``'s in the same root window, showing ``session`` or a new
        game of ``length`` (the services' per-window fields). Returns the new window."""
        definition = by_id(self.services.games, game_id)
        try:
            for hook in self.on_quit:
                hook()
        finally:
            self._tear_down()
        # What the last window was opened to show is not the next one's to show.
        show = replace(self.services, session=session, seats=None, length=length, seed=seed)
        window = definition.open_window(self.root, show)
        for attach in self.services.on_window:
            attach(window)
        window.finish_loading()
        return shell_of(window)

    def _tear_down(self) -> None:
        """Everything this window put into the root window goes (the root stays)."""
        self.closed = True
        self.stop()
        self._cancel_reshow()
        for timer in self._met_timers.values():
            self.root.after_cancel(timer)
        self._met_timers.clear()
        for sequence in self.root.bind():
            self.root.unbind(sequence)
        for child in self.root.winfo_children():
            child.destroy()

    # --- help ------------------------------------------------------------------------------

    def text_window(self, title: str, chunks: Sequence[tuple[str, str]]) -> tk.Toplevel:
        """A help window (rules, about): the game waits while it has the keyboard."""
        win = tk.Toplevel(self.root)
        win.title(title)
        win.geometry(window_size(win, 760, 640))  # larger with big text, within the screen
        # Packed first, at the bottom: at 200% text the rules would push it out of the window.
        close = tk.Button(win, text=_("Close [Esc]"), font="fh-button", command=win.destroy)
        close.pack(side="bottom", pady=6)
        text = tk.Text(win, font="fh-body", wrap="word", padx=14, pady=10)
        scroll = tk.Scrollbar(win, command=text.yview)
        text.configure(yscrollcommand=scroll.set)
        scroll.pack(side="right", fill="y")
        text.pack(fill="both", expand=True)
        text.tag_configure("h", font="fh-big", spacing1=12, spacing3=4)
        for head, body in chunks:
            text.insert("end", head + "\n", ("h",))
            text.insert("end", body + "\n")
        text.configure(state="disabled")
        win.bind("<Escape>", lambda e: win.destroy())
        win.text = text  # type: ignore[attr-defined]
        win.pauses_game = True  # type: ignore[attr-defined]
        text.focus_set()  # the keys scroll it and Esc closes it at once
        return win

    def show_rules(self) -> tk.Toplevel:
        return self.text_window(_(self.rules_title), list(self.rules_chunks()))

    def show_about(self) -> tk.Toplevel:
        notices = ""
        path = notices_dir() / "THIRD-PARTY.md"
        try:
            notices = path.read_text(encoding="utf-8")
        except OSError:
            notices = _("Third-party notices are in notices/THIRD-PARTY.md.")
        problems = self.lessons.problems
        chunks = [
            (
                _("Florida History"),
                _(
                    "Version {version}. A classroom game about Colonial Florida, 1513–1821. "
                    "Free software under the MIT license."
                ).format(version=__version__),
            ),
            (
                _("Saved games"),
                _("Autosave and saved games live in {folder}.").format(folder=saves.data_home()),
            ),
            (_("Third-party notices"), notices),
        ]
        if problems:
            chunks.append((_("Lesson files with problems"), "\n".join(problems)))
        return self.text_window(_("About Florida History"), chunks)

    def quit(self) -> None:
        """Close the window, however it is closed (menu, Ctrl+Q, the window's close button);
        the ``on_quit`` hooks run first, and a failing hook never keeps the window open."""
        try:
            for hook in self.on_quit:
                hook()
        finally:
            self._close()

    def _close(self) -> None:
        self.stop()
        self._cancel_reshow()
        for timer in self._met_timers.values():
            self.root.after_cancel(timer)
        self._met_timers.clear()
        try:
            # Nothing still waiting (a text size step, a flash, a poll) may run against a
            # window half destroyed: at large text sizes more of them are pending at close.
            for pending in self.root.tk.splitlist(self.root.tk.call("after", "info")):
                self.root.after_cancel(pending)
            self.root.destroy()
        except tk.TclError:
            pass


def shell_of(window: GameWindow) -> Shell:
    """A game's window as the shell it is built on (every game's window subclasses Shell)."""
    if not isinstance(window, Shell):
        raise TypeError(f"a game's window is built on the shell, not {window!r}")
    return window
