"""The main window: menus, the board, the side panel and the wiring between them.

Flow: ``advance()`` looks at what the game waits for. An automatic phase is played after a
short pause; a computer player thinks on a worker thread (``BotRunner``); a human gets big
buttons. Every decision goes through ``Session.apply`` (the engine's one door), then the events
are played onto the board by the ``Animator``, the lessons they bring up open in the panel, and
``advance()`` runs again. In a game with people at the computer, a lesson that just opened
holds the game ("Read it, then Continue") until they go on, and the automatic steps wait while
a help or library window is in use.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from pathlib import Path
from tkinter import ttk
from typing import Any

from florida_history import __version__
from florida_history.app import saves
from florida_history.app.lessons import LessonService
from florida_history.app.settings import (
    ANIMATION_SPEEDS,
    LESSON_MODE_NAMES,
    LESSON_MODES,
    TEXT_SCALES,
    Settings,
)
from florida_history.games.colonial_florida import bots, wording
from florida_history.games.colonial_florida.describe import card_name, place
from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.engine.actions import (
    Action,
    ChooseDie,
    ChooseLoss,
    CommitCombatant,
    Continue,
    DeclineAttack,
    EndTurn,
    LaunchAttack,
    MoveCombatant,
    NoTransfer,
    Roll,
    TransferCombatant,
)
from florida_history.games.colonial_florida.engine.board import SPACES, clockwise
from florida_history.games.colonial_florida.engine.cards import DECK
from florida_history.games.colonial_florida.engine.state import PHASE_NAMES, POWER_NAMES
from florida_history.games.colonial_florida.flashes import board_flash
from florida_history.games.colonial_florida.rules_text import RULES
from florida_history.games.colonial_florida.session import WHAT_TO_DO, Session, find_autosave
from florida_history.games.colonial_florida.ui.animation import Animator
from florida_history.games.colonial_florida.ui.board_view import BoardView
from florida_history.games.colonial_florida.ui.side_panel import (
    FittedLabel,
    LogView,
    PhaseTracker,
    PlayersView,
    Steady,
    TurnBanner,
    dice_text,
    last_dice_text,
)
from florida_history.games.colonial_florida.viewmodel import BoardModel
from florida_history.resources import images_dir, notices_dir
from florida_history.ui import theme as th
from florida_history.ui.bot_runner import BotRunner
from florida_history.ui.contrast import PALETTE_CHANGED
from florida_history.ui.decision_panel import DecisionPanel, Option
from florida_history.ui.lesson_panel import LessonPanel
from florida_history.ui.menus import MenuTable
from florida_history.ui.new_game_dialog import GameChoice, NewGameDialog
from florida_history.ui.scroll import ScrollFrame

MIN_W, MIN_H = 1024, 640
# A lesson counts as met once it has been on screen this long (a glance is not a lesson met).
MET_AFTER_MS = 3000
# How often a game paused for a help window looks whether the players came back.
HELP_POLL_MS = 300


class App:
    def __init__(
        self,
        root: tk.Tk,
        settings: Settings | None = None,
        lessons: LessonService | None = None,
        map_path: Path | None = None,
    ) -> None:
        self.root = root
        self.settings = settings or Settings()
        self.theme = th.Theme(root, self.settings.text_scale)
        self.lessons = lessons or LessonService(mode=self.settings.lesson_mode)
        self.lessons.mode = self.settings.lesson_mode
        self.session: Session | None = None
        self.resume_offer: Session | None = None  # the autosaved game offered at start
        self.resume_note = ""  # why it is the backup that is offered, if it is
        self.model: BoardModel | None = None
        self.bots: dict[str, Any] = {}
        self.busy = False
        self._pending_after: str | None = None
        self.dialog: NewGameDialog | None = None
        self.lesson_window: tk.Toplevel | None = None
        self.lesson_overlay: tk.Frame | None = None
        self._laid_out: tuple[int, int, float] = (0, 0, 0.0)
        self.base_highlight: list[int] = []  # e.g. the settlement an attack decision is about
        self.lesson_place = "tab"  # "tab", "overlay" (over the side panel) or "window"
        self.lesson_wait = False  # lessons just opened: the game waits for Continue
        self.lesson_batches = 0  # how many times play has opened lessons (demo mode pauses)
        self.met_after_ms = MET_AFTER_MS
        self._met_timers: dict[str, str] = {}  # where a lesson is shown -> its after() id
        self._help_after: str | None = None
        # Extension points (classroom features register here instead of patching the App):
        # called after the game-over panel is shown, and before the window closes.
        self.on_game_over: list[Callable[[], None]] = []
        self.on_quit: list[Callable[[], None]] = []
        root.title("Florida History — Colonial Florida")
        root.configure(background=th.BG)
        root.minsize(MIN_W, MIN_H)
        root.protocol("WM_DELETE_WINDOW", self.quit)
        self._build_menus()
        self._build_layout(map_path)
        self.bot_runner = BotRunner(root)
        self.animator: Animator | None = None
        self._bind_keys()
        self.show_idle()

    # --- building ------------------------------------------------------------------------

    def _build_menus(self) -> None:
        r = self.root
        bar = tk.Menu(r)
        game = tk.Menu(bar, tearoff=False)
        game.add_command(label="New game…", accelerator="Ctrl+N", command=self.new_game_dialog)
        game.add_command(label="Open…", accelerator="Ctrl+O", command=self.open_dialog)
        game.add_command(label="Save", accelerator="Ctrl+S", command=self.save)
        game.add_command(label="Save as…", accelerator="Ctrl+Shift+S", command=self.save_as)
        game.add_separator()
        game.add_command(label="Quit", accelerator="Ctrl+Q", command=self.quit)
        bar.add_cascade(label="Game", menu=game)
        view = tk.Menu(bar, tearoff=False)
        view.add_command(
            label="Bigger text", accelerator="Ctrl++", command=lambda: self.change_text_size(1)
        )
        view.add_command(
            label="Smaller text", accelerator="Ctrl+−", command=lambda: self.change_text_size(-1)
        )
        view.add_command(
            label="Normal text size", accelerator="Ctrl+0", command=lambda: self.set_text_scale(1.0)
        )
        view.add_separator()
        self.lesson_mode_var = tk.StringVar(value=self.settings.lesson_mode)
        lessons = tk.Menu(view, tearoff=False)
        for mode in LESSON_MODES:
            lessons.add_radiobutton(
                label=LESSON_MODE_NAMES[mode],
                value=mode,
                variable=self.lesson_mode_var,
                command=self._lesson_mode_changed,
            )
        view.add_cascade(label="Open lessons automatically", menu=lessons)
        self.docked_var = tk.BooleanVar(value=self.settings.lesson_docked)
        view.add_checkbutton(
            label="Lesson panel beside the board",
            variable=self.docked_var,
            command=self._dock_changed,
        )
        self.speed_var = tk.StringVar(value=self.settings.animation_speed)
        speed = tk.Menu(view, tearoff=False)
        for s in ANIMATION_SPEEDS:
            speed.add_radiobutton(
                label=s.capitalize(), value=s, variable=self.speed_var, command=self._speed_changed
            )
        view.add_cascade(label="Animation speed", menu=speed)
        self.classroom_var = tk.BooleanVar(value=self.settings.classroom_card_names)
        view.add_checkbutton(
            label="Classroom card names",
            variable=self.classroom_var,
            command=self._classroom_changed,
        )
        self.card_lists_var = tk.BooleanVar(value=self.settings.show_card_lists)
        view.add_checkbutton(
            label="Show card lists",
            accelerator="C",
            variable=self.card_lists_var,
            command=self._card_lists_changed,
        )
        bar.add_cascade(label="View", menu=view)
        helpm = tk.Menu(bar, tearoff=False)
        helpm.add_command(label="Rules and keys", accelerator="F1", command=self.show_rules)
        helpm.add_command(label="About", command=self.show_about)
        bar.add_cascade(label="Help", menu=helpm)
        r.configure(menu=bar)
        self.menubar = bar
        self.menus = MenuTable(game, view)

    def _build_layout(self, map_path: Path | None) -> None:
        main = tk.Frame(self.root, background=th.BG)
        main.pack(fill="both", expand=True)
        self.main = main
        if map_path is None:
            map_path = images_dir() / "board-map.png"
        self.board = BoardView(
            main,
            on_open=self.open_board_lesson,
            map_path=map_path,
            classroom_names=self.settings.classroom_card_names,
            show_card_lists=self.settings.show_card_lists,
        )
        self.board.grid(row=0, column=0, sticky="nw", padx=(4, 2), pady=4)
        # Beside the board, top to bottom: the demonstration band (when on), the panel that
        # scrolls when large text on a small screen leaves it too little room (turn, players,
        # phases, dice, log and lesson), and the decision at hand, always in view. The board
        # never shares its height with anything, so it keeps one size in every mode.
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
        # The turn banner keeps its tallest height of the game: a shorter turn text does not
        # pull the tabs below it up under the pointer.
        self.banner_slot = Steady(side, background=th.PANEL_BG)
        self.banner_slot.pack(fill="x")
        self.banner = TurnBanner(self.banner_slot)
        self.banner_slot.hold(self.banner)
        self.info = tk.Label(
            side,
            text="",
            font="fh-small",
            anchor="w",
            background=th.PANEL_BG,
            foreground=th.MUTED,
            padx=8,
            justify="left",
        )
        self.info.pack(fill="x")
        side.bind(
            "<Configure>",
            lambda e: self.info.configure(wraplength=max(150, e.width - 20)),
            add="+",
        )
        self.players_view = PlayersView(side)
        self.players_view.pack(fill="x", padx=4, pady=(2, 4))
        self.phases = PhaseTracker(side)
        self.phases.pack(fill="x", padx=4, pady=2)
        # The dice (one line, smaller type when long) and the latest thing that happened (two
        # lines, "…" past them; the log has it all): fixed heights, so the tabs never move.
        self.status_slot = Steady(side, background=th.PANEL_BG)
        self.status_slot.pack(fill="x")
        status = tk.Frame(self.status_slot, background=th.PANEL_BG)
        self.status_slot.hold(status)
        self.dice_label = FittedLabel(
            status, lines=1, fonts=("fh-bold", "fh-small"), background=th.PANEL_BG, padx=8
        )
        self.dice_label.pack(fill="x")
        self.ticker = FittedLabel(
            status, lines=2, fonts=("fh-small",), background=th.PANEL_BG, foreground=th.TEXT, padx=8
        )
        self.ticker.pack(fill="x")
        # A small natural height (the tallest tab would otherwise set it): the log and the
        # lesson take whatever room is left, and the panel scrolls only for the rest.
        self.notebook = ttk.Notebook(side, height=self._log_height())
        self.notebook.pack(fill="both", expand=True, padx=2, pady=2)
        style = ttk.Style(self.root)
        style.configure("TNotebook.Tab", font="fh-bold", padding=(10, 3))
        self.log_view = LogView(self.notebook)
        self.notebook.add(self.log_view, text="Game log")
        self.lesson_holder = tk.Frame(self.notebook, background=th.PANEL_BG)
        self.notebook.add(self.lesson_holder, text="Lesson")
        self.lesson_panel = self._make_lesson_panel(self.lesson_holder)
        self.decision = DecisionPanel(column, on_hover=self.board_highlight)
        self.decision.configure(borderwidth=1, relief="solid")
        self.decision.grid(row=2, column=0, sticky="ew", pady=(4, 0))
        self.decision.bind("<Configure>", self._decision_resized, add="+")
        main.bind("<Configure>", self._on_resize)
        self.side_scroll.watch()

    def _log_height(self) -> int:
        """Four lines of the log: the notebook's natural height."""
        return 4 * int(self.root.tk.call("font", "metrics", "fh-log", "-linespace")) + 12

    def _make_lesson_panel(self, parent: tk.Misc) -> LessonPanel:
        panel = LessonPanel(
            parent, self.lessons, on_toggle_dock=self.toggle_dock, on_opened=self._lesson_opened
        )
        panel.pack(fill="both", expand=True)
        panel.dock_button.configure(
            text="Dock beside board" if isinstance(parent, tk.Toplevel) else "Pop out"
        )
        panel.next_button.configure(command=self.next_lesson)
        if self.lessons.current:
            panel._show_current()
        return panel

    def _bind_keys(self) -> None:
        r = self.root
        r.bind("<Key>", self._on_key)
        for seq in ("<Control-plus>", "<Control-equal>", "<Control-KP_Add>"):
            r.bind_all(seq, lambda e: self.change_text_size(1))
        for seq in ("<Control-minus>", "<Control-KP_Subtract>"):
            r.bind_all(seq, lambda e: self.change_text_size(-1))
        r.bind_all("<Control-0>", lambda e: self.set_text_scale(1.0))
        r.bind_all("<Control-KP_0>", lambda e: self.set_text_scale(1.0))
        r.bind("<Control-n>", lambda e: self.new_game_dialog())
        r.bind("<Control-o>", lambda e: self.open_dialog())
        r.bind("<Control-s>", lambda e: self.save())
        r.bind("<Control-S>", lambda e: self.save_as())
        r.bind("<Control-q>", lambda e: self.quit())
        r.bind("<F1>", lambda e: self.show_rules())
        r.bind(PALETTE_CHANGED, lambda e: self._palette_changed())

    def _on_key(self, event: tk.Event) -> None:
        if event.state & 0x4:  # Control held: menu shortcuts, not decisions
            return
        if isinstance(event.widget, tk.Entry | tk.Spinbox):
            return
        key = (event.keysym or "").lower()
        if key in ("space", "return", "kp_enter") and isinstance(
            event.widget, tk.Button | tk.Canvas
        ):
            return  # the focused button pressed itself (the board opened a lesson): no more
        if key == "b" and not isinstance(event.widget, tk.Canvas):
            self.focus_board()
            return
        if key == "h" and self.lesson_overlay is not None and self.lesson_overlay.winfo_manager():
            self._hide_lesson_overlay()
            return
        if key == "c" and self.session is not None:
            self.toggle_card_lists()
            return
        # Every key printed on a decision button works whenever the button is shown: the
        # welcome and game-over screens, a lesson to read, a person's decision.
        if not self.busy and self.decision.handle_key(key):
            return
        if key == "l" and self.lessons.queue:
            self.next_lesson()

    def _on_resize(self, event: tk.Event) -> None:
        if event.widget is self.main:
            self.layout()

    def layout(self) -> None:
        w = max(self.main.winfo_width(), 600)
        h = max(self.main.winfo_height(), 400)
        # The side panel grows with the text size, but never below a board of the window's
        # height on a 1280x720 screen: with large text the panel scrolls, the board stays big.
        side_min = int(min(0.47 * w, max(430, 450 * self.theme.scale)))
        size = max(320, min(h - 14, w - side_min - 12))
        if abs(int(self.board.cget("width")) - size) > 2:
            self.board.configure(width=size, height=size)
        self.phases.set_wrap(max(200, w - size - 30))
        if (w, h, self.theme.scale) != self._laid_out:
            self._laid_out = (w, h, self.theme.scale)
            for slot in (self.banner_slot, self.status_slot, self.band_slot):
                slot.reset()
        if self._wanted_lesson_place() != self.lesson_place:
            self._relocate_lesson()

    # --- notices ---------------------------------------------------------------------------

    def show_notice(self, text: str) -> None:
        """A message that never blocks (damaged file, could not save): click to hide."""
        self.notice.configure(text=text + "   ✕")
        self.notice.configure(wraplength=max(200, self.side.winfo_width() - 20))
        self.notice.pack(fill="x", before=self.banner_slot)

    def add_notice(self, text: str) -> None:
        """Show ``text`` after the notice already on screen (several files can be damaged)."""
        shown = self.notice_text.removesuffix("   ✕")
        self.show_notice(f"{shown} {text}" if shown else text)

    def hide_notice(self) -> None:
        self.notice.pack_forget()

    @property
    def notice_text(self) -> str:
        return str(self.notice.cget("text")) if self.notice.winfo_manager() else ""

    # --- starting games --------------------------------------------------------------------

    def show_idle(self) -> None:
        self.banner.show("Welcome to Colonial Florida! Start a new game (Ctrl+N).", None)
        self.decision.show(
            "No game yet.",
            [
                Option("New game [N]", "n", self.new_game_dialog, primary=True, stays=True),
            ],
        )

    def startup(self, offer_resume: bool = True) -> None:
        """What the window shows first: the New game dialog, offering to resume if it can."""
        resume, problem = find_autosave() if offer_resume else (None, None)
        if problem:
            self.add_notice(problem)
        self.resume_offer = resume
        # Said in the dialog too (it may cover the notice at large text sizes).
        self.resume_note = (
            "\n(the last autosave was damaged:\nthis is the one before it)"
            if (problem and resume is not None)
            else ""
        )
        self.new_game_dialog(resume=resume)

    def new_game_dialog(self, resume: Session | None = None) -> NewGameDialog:
        """The New game dialog; until a game is running it keeps offering the autosaved game
        (also after a file chosen with Open could not be opened)."""
        if self.dialog is not None and self.dialog.winfo_exists():
            self.dialog.destroy()
        if resume is None and self.session is None:
            resume = self.resume_offer
        on_resume = None
        text = ""
        if resume is not None:
            s = resume
            names = ", ".join(s.name_of(p.power) for p in s.players)
            text = f"game number {s.seed}, round {s.game.state.round}: {names}"
            if s is self.resume_offer:
                text += self.resume_note
            on_resume = lambda: self.set_session(s)  # noqa: E731
        self.dialog = NewGameDialog(
            self.root,
            on_start=self.start_game,
            on_resume=on_resume,
            resume_text=text,
            on_open=self.open_dialog,
            can_cancel=self.session is not None,
            remembered=self.settings.new_game,
            on_remember=self._remember_new_game,
        )
        self.dialog.update_idletasks()
        # Near the top left of the window, moved left when large text makes it wide.
        room = self.root.winfo_width() - self.dialog.winfo_reqwidth()
        x = max(0, min(60, room // 2)) if room > 0 else 0
        self.dialog.geometry(f"+{self.root.winfo_rootx() + x}+{self.root.winfo_rooty() + 40}")
        return self.dialog

    def _remember_new_game(self, memory: dict[str, Any]) -> None:
        """The New game dialog's choices, offered again next time (user settings JSON)."""
        self.settings.new_game = memory
        classroom = getattr(self, "classroom", None)
        if classroom is not None:
            classroom.save()

    def start_game(self, choice: GameChoice, dice: Any = None) -> None:
        session = Session.new(
            choice.players,
            choice.target_gold,
            choice.round_limit,
            choice.seed,
            dice=dice,
            turn_order=choice.turn_order,
        )
        self.set_session(session, fresh=True)

    def set_session(self, session: Session, fresh: bool = False) -> None:
        self.stop()
        self.resume_offer = None
        session.classroom_names = self.settings.classroom_card_names
        self.session = session
        self.bots = {
            p.power: bots.make_bot(p.strength, session.seed * 7 + i)
            for i, p in enumerate(session.players)
            if p.is_computer
        }
        self.model = BoardModel.from_state(session.game.state)
        self.animator = Animator(self.root, self.model, self.board.update_spaces, self._on_event)
        self.board.set_banner(None)
        self.board.delete("flash")  # the last game's "+1 gold" and such are not this game's
        self.board.set_model(self.model)
        self.players_view.setup(
            [(p.power, session.name_of(p.power), p.is_computer) for p in session.players]
        )
        self.log_view.set_all(session.log)
        self.dice_label.configure(text=last_dice_text(session.history))
        self.ticker.configure(text=session.log[-1].text if session.log else "")
        for slot in (self.banner_slot, self.status_slot, self.band_slot):
            slot.reset()
        self.lessons.new_game(session.lessons_opened)
        self.lesson_panel.reset()
        self._hide_lesson_overlay()
        self.lesson_wait = False
        self.hide_notice()
        if session.load_warning:
            self.show_notice(session.load_warning)
        if fresh:
            session.save_autosave()
        self.refresh()
        self.advance()

    def stop(self) -> None:
        """Stop whatever is running (animation, a thinking bot, a scheduled step)."""
        self.bot_runner.cancel()
        if self.animator is not None:
            self.animator.cancel()
        if self._pending_after is not None:
            self.root.after_cancel(self._pending_after)
            self._pending_after = None
        if self._help_after is not None:
            self.root.after_cancel(self._help_after)
            self._help_after = None
        self.busy = False

    # --- the flow of play ------------------------------------------------------------------

    def advance(self) -> None:
        s = self.session
        if s is None or self.busy:
            return
        game = s.game
        pend = game.pending
        self.refresh()
        if pend.kind == "game_over":
            self.show_game_over()
            return
        if self.lesson_wait:
            self.show_lesson_wait()
            return
        automatic = pend.kind == "phase" or s.current_is_computer
        if automatic and self.has_humans:
            window = self._help_window_in_use()
            if window:
                self._pause_for_help(window)
                return
        if pend.kind == "phase":
            self.decision.clear(f"Playing the {PHASE_NAMES[game.state.phase]} phase…")
            self._schedule(self.settings.bot_pause_ms // 2, lambda: self.apply(Continue()))
            return
        if s.current_is_computer:
            power = pend.player
            assert power is not None
            self.decision.clear(f"{s.name_of(power)} (computer) is thinking…")
            self.busy = True
            bot = self.bots.get(power) or bots.make_bot("", 0)
            self.bot_runner.think(bot, game, self._bot_done, self._bot_failed)
            return
        self.show_human_decision()

    def _schedule(self, delay: int, fn: Any) -> None:
        self.busy = True

        def run() -> None:
            self._pending_after = None
            self.busy = False
            fn()

        self._pending_after = self.root.after(max(0, delay), run)

    def _bot_done(self, choice: Any) -> None:
        self.busy = False
        s = self.session
        if s is None:
            return
        action = getattr(choice, "action", None)
        reason = getattr(choice, "reason", None)
        if action not in s.game.legal_actions():
            action, reason = s.game.legal_actions()[-1], "(my first idea was not allowed)"
        if isinstance(action, Roll | Continue):
            reason = None  # rolling is no decision: keep the log for real choices
        if reason:
            self.decision.clear(f"{s.name_of(s.game.pending.player)}: “{reason}”")
        self._schedule(self.settings.bot_pause_ms, lambda: self.apply(action, reason))

    def _bot_failed(self, exc: BaseException) -> None:
        self.busy = False
        s = self.session
        if s is None:
            return
        self.show_notice(f"A computer player had a problem ({exc}); it plays a safe move.")
        options = s.game.legal_actions()
        safe = next(
            (a for a in options if isinstance(a, EndTurn | DeclineAttack | NoTransfer)), options[0]
        )
        self.apply(safe, "I could not decide, so I played it safe.")

    def apply(self, action: Action, reason: str | None = None) -> None:
        """Send one decision to the engine (through the session) and play what happened."""
        s = self.session
        if s is None or self.busy:
            return
        self.base_highlight = []
        self.board_highlight([])
        before = len(s.log)
        events = s.apply(action, reason)
        if reason:
            self.log_view.append(s.log[before].text, "reason")
        if s.last_error:
            self.show_notice(s.last_error)
        self.busy = True
        self.decision.clear("")
        assert self.animator is not None
        self.animator.play(events, self.settings.step_ms, lambda: self._played(events))

    def _on_event(self, e: ev.Event) -> None:
        s = self.session
        if s is None:
            return
        line = s.describer.describe(e)
        if line:
            kind = "event"
            if isinstance(e, ev.RoundStarted):
                kind = "round"
            elif isinstance(e, ev.TurnStarted):
                kind = "turn"
            elif isinstance(e, ev.GameWon):
                kind = "win"
            self.log_view.append(line, kind)
            self.ticker.configure(text=line)
        extra = s.said_after(e)  # "You can't attack Cowford: …", "Turn order this round: …"
        if extra:
            self.log_view.append(extra, "event")
            self.ticker.configure(text=extra)
        dice = dice_text(e)
        if dice is not None:
            self.dice_label.configure(text=dice)
        if isinstance(e, ev.PhaseStarted):
            self.phases.show(e.phase)
            self.dice_label.configure(text="")  # no old hurricane dice in the pirate phase
        if isinstance(e, ev.GoldChanged | ev.SettlementFounded | ev.SettlementConquered):
            self._refresh_players()
        flash = board_flash(e)
        if flash is not None:
            space, text, colour = flash
            self.board.flash(space, text, colour, max(1500, self.settings.step_ms * 12))

    def _played(self, events: list[ev.Event]) -> None:
        s = self.session
        self.busy = False
        if s is None:
            return
        self.model = BoardModel.from_state(s.game.state)
        assert self.animator is not None
        self.animator.model = self.model
        self.board.set_model(self.model)
        ids = self.lessons.triggered(events, s.game.state)
        if ids:
            self.lesson_panel.present(ids, s.game.state.round)
            self._show_lesson_tab()
            self.lesson_batches += 1
            # People read before play goes on; a game of computer players alone never stalls
            # (demonstration mode holds it at lessons itself).
            self.lesson_wait = self.has_humans and not s.game.is_over
        self.advance()

    @property
    def has_humans(self) -> bool:
        s = self.session
        return s is not None and any(not p.is_computer for p in s.players)

    # --- waiting for the players -----------------------------------------------------------

    def show_lesson_wait(self) -> None:
        """The decision area while a lesson is read: Continue, and the next lesson if more
        came up at once."""
        lessons = self.lessons
        title = lessons.title_of(lessons.current) if lessons.current else ""
        more = len(lessons.queue)
        options = []
        if more:
            options.append(
                Option(f"Next lesson ({more} more) [L]", "l", self.next_lesson, primary=True)
            )
        options.append(
            Option("Continue [Space]", "space", self.continue_after_lesson, primary=not more)
        )
        self.banner.show(f"Lesson: {title}", None)
        self.decision.show(f"New lesson: “{title}”. Read it, then Continue [Space].", options)

    def next_lesson(self) -> None:
        """The next lesson waiting (the [L] key, or the button in the panel or decision area)."""
        self.lesson_panel.show_next()
        self._show_lesson_tab()
        if self.lesson_wait and not self.busy:
            self.show_lesson_wait()

    def continue_after_lesson(self) -> None:
        self.lesson_wait = False
        self.advance()

    def _help_window_in_use(self) -> str:
        """The title of the help or library window that has the keyboard focus, if one has."""
        try:
            widget = self.root.focus_get()
        except (KeyError, tk.TclError):  # focus in a widget Tk cannot name (a menu)
            return ""
        if widget is None:
            return ""
        top = widget.winfo_toplevel()
        return str(top.title()) if getattr(top, "pauses_game", False) else ""

    def _pause_for_help(self, window: str) -> None:
        self.decision.clear(
            f"The game waits while you use “{window}”. Click the game window to go on."
        )
        if self._help_after is not None:
            self.root.after_cancel(self._help_after)

        def again() -> None:
            self._help_after = None
            self.advance()

        self._help_after = self.root.after(HELP_POLL_MS, again)

    # --- showing state ---------------------------------------------------------------------

    def refresh(self) -> None:
        s = self.session
        if s is None:
            return
        st = s.game.state
        pend = s.game.pending
        limit = f" · ends after round {st.config.round_limit}" if st.config.round_limit else ""
        self.info.configure(
            text=f"Game number {st.config.seed} · Round {st.round} · first to "
            f"{st.config.target_gold} gold wins{limit}"
        )
        self.phases.show(st.phase if pend.kind != "game_over" else None)
        self._refresh_players()
        who = pend.player
        name = s.name_of(who)
        self.board.set_current(who)
        if pend.kind == "game_over":
            self.banner.show(self._winner_text(), st.winners[0] if len(st.winners) == 1 else None)
        elif pend.kind == "phase":
            self.banner.show(f"Round {st.round}: {PHASE_NAMES[st.phase]} phase", None)
        elif s.current_is_computer:
            self.banner.show(f"{name} ({POWER_NAMES[who or '']}, computer) is playing", who)
        else:
            what = {
                "roll": "roll the dice",
                "choose_die": "choose a die",
                "attack": f"attack {place(pend.space or 3)}?",
                "choose_loss": "choose which fighter to lose",
                "transfer": "move a fighter in?",
                "move": "move fighters or end your turn",
            }.get(pend.kind, "")
            self.banner.show(f"Your turn, {name}: {what}", who)

    def _refresh_players(self) -> None:
        s = self.session
        if s is None or self.model is None:
            return
        self.players_view.update_from(
            self.model, s.game.state.config.target_gold, s.game.pending.player
        )

    def _winner_text(self) -> str:
        s = self.session
        assert s is not None
        st = s.game.state
        return wording.winner_line([s.name_of(w) for w in st.winners])

    def focus_board(self) -> None:
        """Keyboard reading of the board: arrows choose spaces and cards, Enter opens."""
        self.board.focus_set()
        if self.board.selected is None:
            who = self.session.game.pending.player if self.session else None
            start = self.model.pawns.get(who, 1) if (self.model and who) else 1
            self.board.selected = start
            self.board.highlight(self.board.highlighted)

    def board_highlight(self, spaces: list[int]) -> None:
        """Light spaces on the board; with none, fall back to what the decision is about."""
        self.board.highlight(spaces or self.base_highlight)

    # --- human decisions -------------------------------------------------------------------

    def show_human_decision(self) -> None:
        s = self.session
        assert s is not None
        game = s.game
        pend = game.pending
        power = pend.player
        assert power is not None
        name = s.name_of(power)
        legal = game.legal_actions()
        opts: list[Option] = []
        detail = ""
        n = 0

        def numbered(
            label: str, action: Action, hover: list[int] | None = None, primary: bool = False
        ) -> None:
            nonlocal n
            n += 1
            key = str(n) if n <= 9 else ""
            text = f"{label} [{key}]" if key else label
            opts.append(Option(text, key, lambda: self.apply(action), hover or [], primary))

        cn = self.settings.classroom_card_names
        if pend.kind == "roll":
            opts.append(Option("Roll dice [R]", "r", lambda: self.apply(Roll()), primary=True))
            prompt = f"{name}, roll the two dice. You will move by ONE of them."
        elif pend.kind == "choose_die":
            pawn = game.state.player(power).pawn
            for a in legal:
                assert isinstance(a, ChooseDie)
                dest = clockwise(pawn, a.value)
                numbered(
                    f"Move {a.value} → {place(dest)}{self._landing_hint(power, dest)}", a, [dest]
                )
            prompt = f"You rolled {pend.dice[0]} and {pend.dice[1]}. Which die do you use?"
        elif pend.kind == "attack":
            space = pend.space
            assert space is not None
            defender = game.state.settlements[space].owner
            x, y = len(pend.committed), len(game.defenders(space))
            for a in legal:
                if isinstance(a, CommitCombatant):
                    where = game.card_location(a.card) or 0
                    numbered(f"Add {card_name(a.card, cn)} from {place(where)}", a, [where])
            if x:
                sent = ", ".join(card_name(c, cn) for c in pend.committed)
                detail = f"Sending: {sent}. " + wording.attack_help(x, y)
                opts.append(
                    Option(
                        f"Attack with {x} [A]",
                        "a",
                        lambda: self.apply(LaunchAttack()),
                        [space],
                        primary=True,
                    )
                )
            else:
                detail = wording.attack_help(0, y)
            opts.append(Option("Don't attack [D]", "d", lambda: self.apply(DeclineAttack())))
            prompt = (
                f"{place(space)} belongs to {s.name_of(defender)}. Attack it with "
                "fighters from your settlements next to it?"
            )
        elif pend.kind == "choose_loss":
            for a in legal:
                assert isinstance(a, ChooseLoss)
                where = game.card_location(a.card) or 0
                numbered(f"Lose {card_name(a.card, cn)} at {place(where)}", a, [where])
            prompt = "You won, but you lose one fighter. Which one?"
        elif pend.kind == "transfer":
            for a in legal:
                if isinstance(a, TransferCombatant):
                    where = game.card_location(a.card) or 0
                    numbered(
                        f"Move {card_name(a.card, cn)} into {place(pend.space or 3)}",
                        a,
                        [pend.space or 3],
                    )
            opts.append(
                Option(
                    "Keep them where they are [N]",
                    "n",
                    lambda: self.apply(NoTransfer()),
                    primary=True,
                )
            )
            prompt = f"You conquered {place(pend.space or 3)}! Move one fighter into it?"
        elif pend.kind == "move":
            for a in legal:
                if isinstance(a, MoveCombatant):
                    where = game.card_location(a.card) or 0
                    numbered(
                        f"Move {card_name(a.card, cn)}: {place(where)} → {place(a.to_space)}",
                        a,
                        [a.to_space],
                    )
            opts.append(Option("End turn [E]", "e", lambda: self.apply(EndTurn()), primary=True))
            prompt = "You may move each movable fighter (M) once to a neighboring settlement."
        else:
            prompt = ""
        self.base_highlight = (
            [pend.space] if pend.kind in ("attack", "transfer") and pend.space else []
        )
        self.board_highlight([])
        self.decision.show(prompt, opts, detail)

    def _landing_hint(self, power: str, dest: int) -> str:
        s = self.session
        assert s is not None
        if dest % 3:
            return ""
        st = s.game.state.settlements[dest]
        if st.owner is None:
            return " (found it)"
        if st.owner == power:
            return " (yours: draw a card)" if st.raze == 0 else " (yours: clear Raze markers)"
        if s.game.can_attack(power, dest):
            return " (attack?)"
        return f" ({s.name_of(st.owner)}'s)"

    def show_game_over(self) -> None:
        s = self.session
        assert s is not None
        self.board.set_banner(self._winner_text())
        rows = []
        for i, (power, gold, held) in enumerate(s.standings()):
            rows.append(
                f"{i + 1}. {s.name_of(power)} ({POWER_NAMES[power]}): {gold} gold, "
                f"{held} settlement{'s' if held != 1 else ''}"
            )
        self.decision.show(
            self._winner_text(),
            [
                Option("New game [N]", "n", self.new_game_dialog, primary=True, stays=True),
            ],
            "Final standings:\n" + "\n".join(rows),
        )
        for hook in self.on_game_over:
            hook()

    # --- lessons ---------------------------------------------------------------------------

    def open_board_lesson(self, kind: str, value: int) -> None:
        if kind == "space":
            lesson_id = SPACES[value - 1].lesson_id
        else:
            lesson_id = DECK[value].lesson_id
        self.lesson_panel.open(lesson_id)
        self._show_lesson_tab()

    def _show_lesson_tab(self) -> None:
        """Bring the lesson into view wherever it lives (tab, over the board, or a window)."""
        if self.lesson_window is not None:
            return
        if self.lesson_place == "overlay":
            self._place_lesson_overlay()
        else:
            self.notebook.select(self.lesson_holder)

    def _lesson_opened(self, lesson_id: str) -> None:
        self.watch_shown(
            "panel",
            lesson_id,
            lambda: self.lessons.current == lesson_id and self._lesson_visible(),
        )

    def _lesson_visible(self) -> bool:
        if self.lesson_window is not None:
            return bool(self.lesson_window.winfo_viewable())
        if self.lesson_place == "overlay":
            return self.lesson_overlay is not None and bool(self.lesson_overlay.winfo_manager())
        return self.notebook.select() == str(self.lesson_holder)

    def watch_shown(self, where: str, lesson_id: str, still_shown: Any) -> None:
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

        self._met_timers[where] = self.root.after(self.met_after_ms, check)

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
            "window": "The lesson is in its own window.",
            "overlay": "Lessons open over this panel (the text is large): H hides one.",
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
            win.title("Lesson — Florida History")
            win.geometry("560x680")
            win.protocol("WM_DELETE_WINDOW", self.toggle_dock)
            win.bind("<Key>", self._on_key)  # L and Space work while the class reads here
            self.lesson_window = win
            self.lesson_panel = self._make_lesson_panel(win)
        else:
            frame = tk.Frame(self.side_column, background=th.BLACK, padx=2, pady=2)
            self.lesson_overlay = frame
            hide = tk.Button(
                frame,
                text="Hide lesson: turn, players and log [H]",
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
        view."""
        if self.lesson_overlay is None:
            return
        below = self.decision.winfo_height() + 4 if self.decision.winfo_ismapped() else 0
        # A tall decision (an attack at 200% text) lets the lesson cover its question, never
        # its buttons' last row: the lesson keeps at least 55% of the height.
        below = min(below, int(self.side_column.winfo_height() * 0.45))
        self.lesson_overlay.place(
            in_=self.side_column, x=0, y=0, relwidth=1, relheight=1, height=-below
        )
        self.lesson_overlay.lift()

    def _decision_resized(self, _event: tk.Event) -> None:
        if self.lesson_overlay is not None and self.lesson_overlay.winfo_manager():
            self._place_lesson_overlay()

    def _hide_lesson_overlay(self) -> None:
        if self.lesson_overlay is not None:
            self.lesson_overlay.place_forget()

    # --- settings --------------------------------------------------------------------------

    def set_text_scale(self, scale: float) -> None:
        self.settings.text_scale = scale
        self.theme.set_scale(scale)
        self.notebook.configure(height=self._log_height())
        self.layout()
        self.root.update_idletasks()
        self.board.redraw_all()
        self._refresh_players()

    def _palette_changed(self) -> None:
        """High contrast on or off: everything that draws itself from the theme draws again."""
        self.board.redraw_all()
        self.refresh()
        if self.session is None:
            self.show_idle()
        self.lesson_panel.apply_palette()
        self.log_view.apply_palette()

    def change_text_size(self, step: int) -> None:
        cur = self.settings.text_scale
        scales = list(TEXT_SCALES)
        idx = min(range(len(scales)), key=lambda i: abs(scales[i] - cur))
        idx = max(0, min(len(scales) - 1, idx + step))
        self.set_text_scale(scales[idx])

    def _lesson_mode_changed(self) -> None:
        self.settings.lesson_mode = self.lesson_mode_var.get()
        self.lessons.mode = self.settings.lesson_mode

    def _speed_changed(self) -> None:
        self.settings.animation_speed = self.speed_var.get()
        if self.settings.animation_speed == "instant" and self.animator is not None:
            self.animator.skip()

    def _card_lists_changed(self) -> None:
        self.settings.show_card_lists = bool(self.card_lists_var.get())
        self.board.set_show_card_lists(self.settings.show_card_lists)

    def toggle_card_lists(self) -> None:
        self.card_lists_var.set(not self.card_lists_var.get())
        self._card_lists_changed()

    def _classroom_changed(self) -> None:
        self.settings.classroom_card_names = bool(self.classroom_var.get())
        self.board.classroom_names = self.settings.classroom_card_names
        if self.session is not None:
            self.session.classroom_names = self.settings.classroom_card_names
        self.board.redraw_all()

    # --- files -----------------------------------------------------------------------------

    def save(self) -> None:
        if self.session is None:
            return
        if self.session.path is None:
            self.save_as()
            return
        self.save_to(self.session.path)

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
                initialfile=f"game-{self.session.seed}.json",
                filetypes=[("Florida History games", "*.json")],
            )
            if not chosen:
                return
            path = chosen
        self.save_to(Path(path))

    def save_to(self, path: Path) -> None:
        assert self.session is not None
        try:
            self.session.save_to(path)
        except saves.SaveError as exc:
            self.show_notice(str(exc))
            return
        self.ticker.configure(text=f"Saved as {Path(path).name}.")

    def open_dialog(self) -> None:
        from tkinter import filedialog

        folder = saves.saves_dir()
        folder.mkdir(parents=True, exist_ok=True)
        chosen = filedialog.askopenfilename(
            parent=self.root, initialdir=folder, filetypes=[("Florida History games", "*.json")]
        )
        if chosen:
            self.open_file(Path(chosen))
        elif self.session is None:
            self.new_game_dialog()

    def open_file(self, path: Path) -> bool:
        try:
            session = Session.load(path)
        except saves.SaveError as exc:
            if self.session is not None:
                self.show_notice(f"{exc} Your current game goes on.")
            else:
                self.show_notice(f"{exc} {WHAT_TO_DO}")
                self.new_game_dialog()
            return False
        self.set_session(session)
        self.ticker.configure(text=f"Opened {Path(path).name}.")
        return True

    # --- help ------------------------------------------------------------------------------

    def _text_window(self, title: str, chunks: list[tuple[str, str]]) -> tk.Toplevel:
        win = tk.Toplevel(self.root)
        win.title(title)
        win.geometry("760x640")
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
        tk.Button(win, text="Close [Esc]", font="fh-button", command=win.destroy).pack(pady=6)
        win.bind("<Escape>", lambda e: win.destroy())
        win.text = text  # type: ignore[attr-defined]
        win.pauses_game = True  # type: ignore[attr-defined]
        text.focus_set()  # the keys scroll it and Esc closes it at once
        return win

    def show_rules(self) -> tk.Toplevel:
        return self._text_window("Rules — Colonial Florida", RULES)

    def show_about(self) -> tk.Toplevel:
        notices = ""
        path = notices_dir() / "THIRD-PARTY.md"
        try:
            notices = path.read_text(encoding="utf-8")
        except OSError:
            notices = "Third-party notices are in notices/THIRD-PARTY.md."
        problems = self.lessons.problems
        chunks = [
            (
                "Florida History",
                f"Version {__version__}. A classroom game about Colonial "
                "Florida, 1513–1821. Free software under the MIT license.",
            ),
            ("Saved games", f"Autosave and saved games live in {saves.data_home()}."),
            ("Third-party notices", notices),
        ]
        if problems:
            chunks.append(("Lesson files with problems", "\n".join(problems)))
        return self._text_window("About Florida History", chunks)

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
        for timer in self._met_timers.values():
            self.root.after_cancel(timer)
        self._met_timers.clear()
        try:
            self.root.destroy()
        except tk.TclError:
            pass
