"""The Colonials play window: the table (colonies, phase tracker, the deciding person's hand
behind the pass screen), the decision buttons with a key on each, the game log, lessons that
open as cards are played, computer players thinking on the worker thread, saves, and the
game-over panel.

Flow: ``advance()`` looks at what the game waits for. A computer player thinks on a worker
thread (``BotRunner``) and its move is applied after a short pause, its reason in the log; a
person decides with the buttons (the pass screen first when the person at the screen
changes). Every decision goes through ``apply`` (the session's one door); the lessons the
events bring up open over the colonies, and in a game with people the game waits for
Continue [Space] while they read. A game of computers alone never waits.

For other features (demonstration mode, the recap, the exit ticket) the API is small:
``window.session`` (the ``ColonialsSession``), ``window.apply(action, reason)``, the
``on_game_over`` and ``on_applied`` hook lists, and ``window.lesson_batches``.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from pathlib import Path
from tkinter import filedialog
from typing import Any

from florida_history.app import saves
from florida_history.app.lessons import LessonService
from florida_history.app.settings import LESSON_MODE_NAMES, LESSON_MODES, TEXT_SCALES, Settings
from florida_history.games.colonials.ai.choice import Bot
from florida_history.games.colonials.engine.actions import (
    Action,
    DeclinePeace,
    EndPhase,
    PayUpkeep,
    RefuseTrade,
    RollRaid,
)
from florida_history.games.colonials.engine.settings import preset
from florida_history.games.colonials.engine.state import POWERS
from florida_history.games.colonials.session import ColonialsSession, Seat
from florida_history.games.colonials.ui import classroom
from florida_history.games.colonials.ui.options import Choice, Decision
from florida_history.games.colonials.ui.table import ColonialsTable
from florida_history.ui import theme as th
from florida_history.ui.bot_runner import BotRunner
from florida_history.ui.contrast import set_high_contrast
from florida_history.ui.lesson_panel import LessonPanel

MIN_W, MIN_H = 1024, 640
MET_AFTER_MS = 3000  # a lesson counts as met once it has been on screen this long
CONTINUE = "continue"  # decision-panel choices the window handles itself (``Choice.opens``)
NEXT_LESSON = "next-lesson"
NEW_GAME = "new-game"
HIDE_LESSON = "hide-lesson"
LOG_LINES = 4


class PlayTable(ColonialsTable):
    """The table, with every decision sent to the window (log, lessons, autosave) instead of
    straight to the engine, and the window's own buttons (Continue, Next lesson)."""

    def __init__(self, master: tk.Misc, window: ColonialsWindow, **kw: Any) -> None:
        self.window = window
        super().__init__(master, **kw)

    def apply(self, action: Action) -> None:
        self.window.apply(action)

    def _open(self, choice: Choice) -> None:
        if choice.opens in (CONTINUE, NEXT_LESSON, NEW_GAME, HIDE_LESSON):
            self.window.window_choice(choice.opens)
        else:
            super()._open(choice)

    def refresh(self) -> None:
        self.window.advance()

    def _key(self, event: tk.Event) -> None:
        if event.state & 0x4:  # Control held: menu shortcuts, not decisions
            return
        if self.window.busy and not self.pass_screen.covering and not self.trade.is_open:
            return
        super()._key(event)


class ColonialsWindow:
    def __init__(
        self,
        root: tk.Tk,
        session: ColonialsSession,
        settings: Settings | None = None,
        lessons: LessonService | None = None,
        think_seconds: float | None = 0.25,
        on_new_game: Callable[[], None] | None = None,
    ) -> None:
        self.root = root
        self.settings = settings or Settings()
        self.theme = th.Theme(root, self.settings.text_scale)
        root.fh_theme = self.theme  # type: ignore[attr-defined]  # fonts live as long as it
        self.lessons = lessons or LessonService(mode=self.settings.lesson_mode)
        self.lessons.mode = self.settings.lesson_mode
        self.think_seconds = think_seconds
        self.on_new_game = on_new_game
        self.busy = False
        self.lesson_wait = False
        self.lesson_batches = 0  # how many times play opened lessons (demo mode counts them)
        self.met_after_ms = MET_AFTER_MS
        self._met_after: str | None = None
        self._pending_after: str | None = None
        self.lesson_window: tk.Toplevel | None = None
        # Hooks for other features: after each applied move (with its events), at game over.
        self.on_applied: list[Callable[[list[Any]], None]] = []
        self.on_game_over: list[Callable[[], None]] = []
        self.on_quit: list[Callable[[], None]] = []
        self.notice_text = ""
        root.title("Florida History \u2014 Colonials")
        root.configure(background=th.BG)
        root.minsize(MIN_W, MIN_H)
        root.protocol("WM_DELETE_WINDOW", self.quit)
        self.bot_runner = BotRunner(root)
        self.main = tk.Frame(root, background=th.BG)
        self.main.pack(fill="both", expand=True)
        self._build_menus()
        self.session = session
        self.bots: dict[str, Bot] = {}
        self.table: PlayTable | None = None
        self._bind_keys()
        self.set_session(session)
        classroom.install(self)  # demonstration (F5), recap and exit ticket (F3)

    # --- building --------------------------------------------------------------------------

    def _build_menus(self) -> None:
        bar = tk.Menu(self.root)
        game = tk.Menu(bar, tearoff=False)
        game.add_command(label="New game", accelerator="Ctrl+N", command=self.new_game)
        game.add_command(label="Open\u2026", accelerator="Ctrl+O", command=self.open_dialog)
        game.add_command(label="Save", accelerator="Ctrl+S", command=self.save)
        game.add_command(label="Save as\u2026", accelerator="Ctrl+Shift+S", command=self.save_as)
        game.add_separator()
        game.add_command(label="Quit", accelerator="Ctrl+Q", command=self.quit)
        bar.add_cascade(label="Game", menu=game)
        lessons = tk.Menu(bar, tearoff=False)
        self.mode_var = tk.StringVar(self.root, self.settings.lesson_mode)
        for mode in LESSON_MODES:
            lessons.add_radiobutton(
                label=f"Open lessons: {LESSON_MODE_NAMES[mode]}",
                value=mode,
                variable=self.mode_var,
                command=self._mode_changed,
            )
        lessons.add_separator()
        self.docked_var = tk.BooleanVar(self.root, self.settings.lesson_docked)
        lessons.add_checkbutton(
            label="Lessons over the table (off: in their own window)",
            variable=self.docked_var,
            command=self._dock_changed,
        )
        bar.add_cascade(label="Lessons", menu=lessons)
        view = tk.Menu(bar, tearoff=False)
        view.add_command(label="Bigger text", accelerator="Ctrl++", command=lambda: self.text(1))
        view.add_command(label="Smaller text", accelerator="Ctrl+-", command=lambda: self.text(-1))
        self.contrast_var = tk.BooleanVar(self.root, self.settings.high_contrast)
        view.add_checkbutton(
            label="High contrast", variable=self.contrast_var, command=self._contrast_changed
        )
        bar.add_cascade(label="View", menu=view)
        self.root.configure(menu=bar)
        self.menubar = bar

    def _build_table(self) -> None:
        if self.table is not None:
            old, self.table = self.table, None  # the new table's first refresh must not see it
            old.destroy()
        s = self.session
        self.table = PlayTable(
            self.main,
            self,
            game=s.game,
            humans=s.humans,
            bots=self.bots,
            classroom=self.settings.classroom_card_names,
        )
        self.table.pack(fill="both", expand=True)
        view = self.table.view
        side = view.side
        self.notice = tk.Label(
            side,
            font="fh-bold",
            background=th.YELLOW,
            anchor="w",
            justify="left",
            padx=6,
            pady=3,
            cursor="hand2",
        )
        self.notice.bind("<Button-1>", lambda e: self.hide_notice())
        log_frame = tk.Frame(side, background=th.PANEL_BG)
        log_frame.pack(side="bottom", fill="x", before=self.table.side_scroll)
        self.log = tk.Text(
            log_frame,
            font="fh-small",
            height=LOG_LINES if self.theme.scale < 1.5 else 2,
            wrap="word",
            background="#FFFFFF",
            foreground=th.TEXT,
            relief="flat",
            padx=6,
            pady=2,
            takefocus=False,
        )
        bar = tk.Scrollbar(log_frame, command=self.log.yview)
        self.log.configure(yscrollcommand=bar.set)
        bar.pack(side="right", fill="y")
        self.log.pack(side="left", fill="x", expand=True)
        self.log.tag_configure("reason", foreground=th.BLUE)
        self.log.tag_configure("turn", font="fh-bold")
        self.log.tag_configure("round", font="fh-bold")
        self.log.tag_configure("win", font="fh-bold", background=th.YELLOW)
        self.log.tag_configure("raid", foreground="#8B0000")
        # The lesson sits over the colonies (the decision buttons stay in view), or in its own
        # window when "Lessons over the table" is off.
        self.lesson_overlay = tk.Frame(
            view, background=th.PANEL_BG, highlightthickness=4, highlightbackground="#000000"
        )
        if self.lesson_window is None:
            self.lesson_panel = self._make_lesson_panel(self.lesson_overlay)
        # One key handler for the window (the table's own binding is replaced): the pass
        # screen, the trade dialog, then the keys printed on the decision buttons.
        self.root.bind("<Key>", self._on_key)

    def _on_key(self, event: tk.Event) -> None:
        if self.table is not None and self.table.winfo_exists():
            self.table._key(event)

    def _make_lesson_panel(self, parent: tk.Misc) -> LessonPanel:
        panel = LessonPanel(
            parent, self.lessons, on_toggle_dock=self.toggle_dock, on_opened=self._lesson_opened
        )
        panel.pack(fill="both", expand=True)
        panel.dock_button.configure(
            text="Over the table" if isinstance(parent, tk.Toplevel) else "Pop out"
        )
        panel.next_button.configure(command=self.next_lesson)
        if self.lessons.current:
            panel._show_current()
        return panel

    def _bind_keys(self) -> None:
        r = self.root
        r.bind("<Control-n>", lambda e: self.new_game())
        r.bind("<Control-o>", lambda e: self.open_dialog())
        r.bind("<Control-s>", lambda e: self.save())
        r.bind("<Control-S>", lambda e: self.save_as())
        r.bind("<Control-q>", lambda e: self.quit())
        for seq in ("<Control-plus>", "<Control-equal>", "<Control-KP_Add>"):
            r.bind(seq, lambda e: self.text(1))
        for seq in ("<Control-minus>", "<Control-KP_Subtract>"):
            r.bind(seq, lambda e: self.text(-1))

    # --- a game ----------------------------------------------------------------------------

    def set_session(self, session: ColonialsSession) -> None:
        """Show ``session`` (new, opened or resumed) and play on."""
        self.stop()
        session.classroom_names = self.settings.classroom_card_names
        self.session = session
        self.bots = session.make_bots(self.think_seconds)
        self._build_table()
        self.log.configure(state="normal")
        self.log.delete("1.0", "end")
        for entry in session.log:
            self.log.insert("end", entry.text + "\n", entry.kind)
        self.log.see("end")
        self.log.configure(state="disabled")
        self.lessons.new_game(session.lessons_opened)
        self.lesson_panel.reset()
        self.hide_lesson()
        self.lesson_wait = False
        if session.load_warning:
            self.show_notice(session.load_warning)
        if self.settings.high_contrast:
            set_high_contrast(self.root, True)
        self.advance()

    def start(
        self, seats: list[Seat], length: str = "class-period", seed: int = 0, dice: Any = None
    ) -> None:
        session = ColonialsSession.new(seats, preset(length, len(seats)), seed, dice)
        session.save_autosave()
        self.set_session(session)

    def stop(self) -> None:
        """Stop whatever is running (a thinking computer player, a scheduled move)."""
        self.bot_runner.cancel()
        if self._pending_after is not None:
            self.root.after_cancel(self._pending_after)
            self._pending_after = None
        self.busy = False

    # --- the flow of play ------------------------------------------------------------------

    @property
    def has_humans(self) -> bool:
        return self.session.has_humans

    def advance(self) -> None:
        t = self.table
        if t is None or self.busy:
            return
        game = self.session.game
        if game.is_over:
            t.revealed = None  # the standings matter now, not a hand
            t.view.show(game.view(game.state.active_player.power), reveal_hand=False)
            self.show_game_over()
            return
        if self.lesson_wait:
            self.show_lesson_wait()
            return
        seat = game.current_player
        if seat in self.bots:
            if len(t.humans) != 1:
                t.revealed = None
            t._draw(None)
            t.panel.clear(f"{self.session.name_of(seat)} is thinking\u2026")
            self.busy = True
            self.bot_runner.think(self.bots[seat], game, self._bot_done, self._bot_failed)
            return
        ColonialsTable.refresh(t)  # a person: the pass screen if needed, then the buttons

    def _bot_done(self, choice: Any) -> None:
        self.busy = False
        game = self.session.game
        action = getattr(choice, "action", None)
        reason = getattr(choice, "reason", None)
        if action is None or not game.is_legal(action):
            action, reason = self._safe_move(), "My first idea was not allowed, so I play safe."
        seat = game.current_player
        if reason and self.table is not None:
            self.table.panel.clear(f"{self.session.name_of(seat)}: \u201c{reason}\u201d")
        self._schedule(self.settings.bot_pause_ms, lambda: self.apply(action, reason))

    def _bot_failed(self, exc: BaseException) -> None:
        self.busy = False
        self.show_notice(f"A computer player had a problem ({exc}); it plays a safe move.")
        self.apply(self._safe_move(), "I could not decide, so I play it safe.")

    def _safe_move(self) -> Action:
        legal = self.session.game.legal_actions()
        safe = (EndPhase, PayUpkeep, RefuseTrade, DeclinePeace, RollRaid)
        return next((a for a in legal if isinstance(a, safe)), legal[0])

    def _schedule(self, delay: int, fn: Callable[[], None]) -> None:
        self.busy = True

        def run() -> None:
            self._pending_after = None
            self.busy = False
            fn()

        self._pending_after = self.root.after(max(0, delay), run)

    def apply(self, action: Action, reason: str | None = None) -> None:
        """Send one decision to the engine (through the session), log it, open the lessons
        it brings up, and play on."""
        s = self.session
        if self.busy or s.game.is_over:
            return
        before = len(s.log)
        events = s.apply(action, reason)
        self.log.configure(state="normal")
        for entry in s.log[before:]:
            self.log.insert("end", entry.text + "\n", entry.kind)
        self.log.see("end")
        self.log.configure(state="disabled")
        if s.last_error:
            self.show_notice(s.last_error)
        ids = s.lessons_to_open(events, self.lessons.mode)
        if ids:
            self.lesson_panel.present(ids, s.game.state.round)
            self.show_lesson()
            self.lesson_batches += 1
            # People read before play goes on; computers alone never wait.
            self.lesson_wait = self.has_humans and not s.game.is_over
        for hook in self.on_applied:
            hook(events)
        self.advance()

    # --- lessons ---------------------------------------------------------------------------

    def show_lesson_wait(self) -> None:
        """The decision area while a lesson is read: Continue, and the next lesson waiting.
        The hand stays hidden unless the person reading is the one who decides next."""
        t = self.table
        assert t is not None
        nxt = self.session.game.current_player
        if len(t.humans) != 1 and t.revealed != nxt:
            t.revealed = None
        t._draw(None)
        title = self.lessons.title_of(self.lessons.current) if self.lessons.current else ""
        more = len(self.lessons.queue)
        choices = []
        if more:
            choices.append(Choice(f"Next lesson ({more} more) [L]", "l", opens=NEXT_LESSON))
        choices.append(Choice("Continue [Space]", "space", opens=CONTINUE, primary=not more))
        t.panel.show(
            Decision(None, f"New lesson: \u201c{title}\u201d. Read it, then Continue.", choices)
        )

    def window_choice(self, what: str) -> None:
        if what == CONTINUE:
            self.continue_after_lesson()
        elif what == NEXT_LESSON:
            self.next_lesson()
        elif what == NEW_GAME:
            self.new_game()

    def continue_after_lesson(self) -> None:
        self.lesson_wait = False
        self.hide_lesson()
        self.advance()

    def next_lesson(self) -> None:
        self.lesson_panel.show_next()
        self.show_lesson()
        if self.lesson_wait and not self.busy:
            self.show_lesson_wait()

    def show_lesson(self) -> None:
        """Bring the lesson into view: over the colonies, or in its own window."""
        if not self.settings.lesson_docked:
            if self.lesson_window is None:
                self._pop_out()
            return
        t = self.table
        assert t is not None
        self.lesson_overlay.place(
            in_=t.view.colonies_scroll, relx=0, rely=0, relwidth=1, relheight=1
        )
        self.lesson_overlay.lift()
        if t.pass_screen.covering:
            t.pass_screen.lift()

    def hide_lesson(self) -> None:
        if self.table is not None and self.lesson_overlay.winfo_manager():
            self.lesson_overlay.place_forget()

    @property
    def lesson_visible(self) -> bool:
        if self.lesson_window is not None:
            return bool(self.lesson_window.winfo_exists())
        return bool(self.table is not None and self.lesson_overlay.winfo_manager())

    def _lesson_opened(self, lesson_id: str) -> None:
        """Count a lesson as met once it has been on screen for ``met_after_ms``."""
        if self._met_after is not None:
            self.root.after_cancel(self._met_after)
        session = self.session

        def check() -> None:
            self._met_after = None
            if (
                session is self.session
                and self.lessons.current == lesson_id
                and self.lesson_visible
            ):
                session.record_lesson(lesson_id)

        self._met_after = self.root.after(self.met_after_ms, check)

    def toggle_dock(self) -> None:
        self.docked_var.set(self.lesson_window is not None)
        self._dock_changed()

    def _dock_changed(self) -> None:
        self.settings.lesson_docked = bool(self.docked_var.get())
        if self.settings.lesson_docked:
            if self.lesson_window is not None:
                self.lesson_window.destroy()
                self.lesson_window = None
            self.lesson_panel = self._make_lesson_panel(self.lesson_overlay)
            if self.lessons.current:
                self.show_lesson()
        else:
            self.hide_lesson()
            for w in self.lesson_overlay.winfo_children():
                w.destroy()
            self._pop_out()

    def _pop_out(self) -> None:
        top = tk.Toplevel(self.root)
        top.title("Colonials \u2014 Lesson")
        top.geometry("640x560")
        top.protocol("WM_DELETE_WINDOW", self._dock_again)
        self.lesson_window = top
        self.lesson_panel = self._make_lesson_panel(top)

    def _dock_again(self) -> None:
        self.docked_var.set(True)
        self._dock_changed()

    def _mode_changed(self) -> None:
        self.settings.lesson_mode = self.mode_var.get()
        self.lessons.mode = self.settings.lesson_mode

    # --- the end ---------------------------------------------------------------------------

    def show_game_over(self) -> None:
        t = self.table
        assert t is not None
        s = self.session
        rows = [
            f"{i + 1}. {s.name_of(p)}: {pop} Population, {gold} Gold, {res} Resources, "
            f"{tw} Town Improvements"
            for i, (p, pop, gold, res, tw) in enumerate(s.standings())
        ]
        t.panel.show(
            Decision(
                None,
                "Game over. " + s.winner_words(),
                [Choice("New game [N]", "n", opens=NEW_GAME, primary=True)],
                "Final standings:\n" + "\n".join(rows),
            )
        )
        # The winner and why, big, over the colonies (the lesson gives way).
        self.hide_lesson()
        over = tk.Frame(
            t.view, background=th.PANEL_BG, highlightthickness=5, highlightbackground="#000000"
        )
        tk.Label(
            over,
            text=s.winner_words(),
            font="fh-title",
            background=th.YELLOW,
            foreground="#000000",
            justify="left",
            anchor="w",
            padx=12,
            pady=8,
        ).pack(fill="x")
        tk.Label(
            over,
            text="\n".join(rows),
            font="fh-big",
            background=th.PANEL_BG,
            foreground=th.TEXT,
            justify="left",
            anchor="nw",
            padx=12,
            pady=8,
        ).pack(fill="both", expand=True)
        over.bind(
            "<Configure>",
            lambda e: [
                w.configure(wraplength=max(200, e.width - 30)) for w in over.winfo_children()
            ],
        )
        over.place(in_=t.view.colonies_scroll, relx=0, rely=0, relwidth=1, relheight=1)
        self.game_over_panel = over
        for hook in self.on_game_over:
            hook()

    # --- notices, text size, contrast -------------------------------------------------------

    def show_notice(self, text: str) -> None:
        """A message that never blocks (a damaged file, could not save): click to hide."""
        self.notice_text = text
        width = max(200, self.notice.master.winfo_width() - 16)
        self.notice.configure(text=text + "   \u2715", wraplength=width)
        assert self.table is not None
        self.notice.pack(side="top", fill="x", before=self.table.side_scroll)

    def hide_notice(self) -> None:
        self.notice_text = ""
        self.notice.pack_forget()

    def text(self, step: int) -> None:
        scales = list(TEXT_SCALES)
        now = min(range(len(scales)), key=lambda i: abs(scales[i] - self.theme.scale))
        self.set_text_scale(scales[max(0, min(len(scales) - 1, now + step))])

    def set_text_scale(self, scale: float) -> None:
        self.settings.text_scale = scale
        self.theme.set_scale(scale)
        self._redraw()

    def _contrast_changed(self) -> None:
        self.settings.high_contrast = bool(self.contrast_var.get())
        set_high_contrast(self.root, self.settings.high_contrast)
        self._redraw()

    def _redraw(self) -> None:
        """Rebuild the table at the new size or palette, keeping whose hand is shown."""
        if self.table is None:
            return
        revealed = self.table.revealed
        was_waiting = self.lesson_wait
        self.stop()
        self._build_table()
        self.table.revealed = revealed
        for entry in self.session.log:
            self.log.configure(state="normal")
            self.log.insert("end", entry.text + "\n", entry.kind)
        self.log.see("end")
        self.log.configure(state="disabled")
        if self.lessons.current and self.settings.lesson_docked:
            self.lesson_panel._show_current()
            if was_waiting:
                self.show_lesson()
        self.lesson_wait = was_waiting
        if self.settings.high_contrast:
            set_high_contrast(self.root, True)
        self.advance()

    # --- files -----------------------------------------------------------------------------

    def save(self) -> None:
        if self.session.path is None:
            self.save_as()
        else:
            self.save_to(self.session.path)

    def save_as(self, path: Path | str | None = None) -> None:
        if path is None:
            saves.saves_dir().mkdir(parents=True, exist_ok=True)
            chosen = filedialog.asksaveasfilename(
                parent=self.root,
                initialdir=str(saves.saves_dir()),
                defaultextension=".json",
                filetypes=[("Saved games", "*.json")],
            )
            if not chosen:
                return
            path = chosen
        self.save_to(Path(path))

    def save_to(self, path: Path) -> None:
        try:
            self.session.save_to(path)
        except saves.SaveError as exc:
            self.show_notice(str(exc))
            return
        self.show_notice(f"Saved as {Path(path).name}.")

    def open_dialog(self) -> None:
        chosen = filedialog.askopenfilename(
            parent=self.root,
            initialdir=str(saves.saves_dir()),
            filetypes=[("Saved games", "*.json")],
        )
        if chosen:
            self.open_file(Path(chosen))

    def open_file(self, path: Path) -> bool:
        """Open a saved Colonials game; a damaged file leaves this game as it was, with one
        sentence saying why."""
        try:
            session = ColonialsSession.load(path)
        except saves.SaveError as exc:
            self.show_notice(f"{exc} This game goes on.")
            return False
        self.set_session(session)
        return True

    def new_game(self) -> None:
        if self.on_new_game is not None:
            self.on_new_game()
            return
        s = self.session
        self.start(
            [Seat(x.power, x.name, x.kind, x.level) for x in s.seats],
            s.game.state.config.settings.preset or "class-period",
            s.seed + 1,
        )

    def quit(self) -> None:
        for hook in self.on_quit:
            hook()
        self.stop()
        if self._met_after is not None:
            self.root.after_cancel(self._met_after)
        self.root.destroy()


def default_seats(players: int = 4, humans: int = 1, level: str = "medium") -> list[Seat]:
    """People first, computers after: ``humans`` people and the rest computer players."""
    return [
        Seat(p, "", "human" if i < humans else "computer", level)
        for i, p in enumerate(POWERS[:players])
    ]


def open_window(root: tk.Tk, services: Any) -> ColonialsWindow:
    """Build the play window from what the shell hands over (see ``definition.py``)."""
    session = getattr(services, "session", None)
    if session is None:
        seats = getattr(services, "seats", None) or default_seats()
        length = getattr(services, "length", None) or "class-period"
        seed = int(getattr(services, "seed", 0) or 0)
        session = ColonialsSession.new(seats, preset(length, len(seats)), seed)
        session.save_autosave()
    return ColonialsWindow(
        root,
        session,
        settings=getattr(services, "settings", None),
        lessons=getattr(services, "lessons", None),
        on_new_game=getattr(services, "on_new_game", None),
    )
