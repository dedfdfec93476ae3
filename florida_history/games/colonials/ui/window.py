"""The Colonials play window, built on the shell (``ui/shell.py``): the table (colonies, phase
tracker, the deciding person's hand behind the pass screen, the decision buttons with a key on
each) as the game area; the shell's column beside it with the game log and the lesson
(docked, over the panel at big text sizes, or popped out), and the shell's decision area for
Continue [Space] / Next lesson [L] while a lesson is read and New game at the end.

Flow: the shell's play loop (``app/play.py``, with this game's ``play_flow.ColonialsFlow``)
looks at what the game waits for. A computer player thinks on a worker thread (``BotRunner``)
and its move is applied after a short pause, its reason in the log; a person decides with the
buttons (the pass screen first when the person at the screen changes). Every decision goes
through ``apply`` (the session's one door); the lessons the events bring up open through the
loop, which in a game with people holds play until they press Continue. A game of computers
alone never waits. This window only shows: it is the loop's ``View``.

For other features (demonstration mode, the recap, the exit ticket) the API is small:
``window.session`` (the ``ColonialsSession``), ``window.apply(action, reason)``, the
``on_applied`` (called with each move's events) and ``on_game_over`` hook lists, and
``window.lesson_batches``.
"""

from __future__ import annotations

import random
import tkinter as tk
from collections.abc import Callable, Sequence
from pathlib import Path
from tkinter import ttk
from typing import Any

from florida_history.app import saves
from florida_history.app.games import Services
from florida_history.app.lessons import LessonService
from florida_history.app.play import Step
from florida_history.app.settings import Settings
from florida_history.games.colonials.definition import DEFINITION
from florida_history.games.colonials.engine.actions import Action
from florida_history.games.colonials.engine.events import RaidDeclared
from florida_history.games.colonials.engine.settings import PRESETS, preset
from florida_history.games.colonials.engine.settings import Settings as GameSettings
from florida_history.games.colonials.engine.state import POWERS
from florida_history.games.colonials.lesson_hooks import LESSONS
from florida_history.games.colonials.names import gold as gold_words
from florida_history.games.colonials.names import population
from florida_history.games.colonials.pace import reading_budget
from florida_history.games.colonials.play_flow import ColonialsFlow
from florida_history.games.colonials.raid_report import raid_finished, raid_report
from florida_history.games.colonials.rules_text import rules_for
from florida_history.games.colonials.session import (
    ColonialsSession,
    Seat,
    autosave_path,
    find_autosave,
)
from florida_history.games.colonials.ui import classroom
from florida_history.games.colonials.ui.options import Choice, phase_over_words
from florida_history.games.colonials.ui.table import ColonialsTable
from florida_history.games.colonials.words import _, ngettext
from florida_history.ui import theme as th
from florida_history.ui.contrast import set_high_contrast
from florida_history.ui.decision_panel import Option
from florida_history.ui.shell import Shell
from florida_history.ui.tk_typed import tk_root

DEFAULT_LENGTH = "class-period"
RAID_SEEN = "raid-seen"  # the Go on button under a raid's result


class PlayTable(ColonialsTable):
    """The table, with every decision sent to the window (log, lessons, autosave) instead of
    straight to the engine."""

    def __init__(self, master: tk.Misc, window: ColonialsWindow, **kw: Any) -> None:
        self.window = window
        super().__init__(master, **kw)

    def apply(self, action: Action) -> None:
        self.window.apply(action)

    def refresh(self) -> None:
        self.window.advance()

    def _open(self, choice: Choice) -> None:
        if choice.opens == RAID_SEEN:
            self.window.raid_seen()
        else:
            super()._open(choice)


class ColonialsWindow(Shell):
    definition = DEFINITION
    game_lessons = LESSONS

    @property
    def window_title(self) -> str:  # type: ignore[override]
        """The title in the language the window is built in (the game's catalog says it)."""
        return _("Florida History \u2014 Colonials")

    @property
    def rules_title(self) -> str:  # type: ignore[override]
        return _("Rules \u2014 Colonials")

    game_area_name = "table"

    def __init__(
        self,
        root: tk.Tk,
        session: ColonialsSession | None = None,
        settings: Settings | None = None,
        lessons: LessonService | None = None,
        services: Services | None = None,
        think_seconds: float | None = 0.25,
    ) -> None:
        # Read by the shell's hooks while it builds the window.
        self.session: ColonialsSession | None = None
        self.table: PlayTable | None = None
        self._decided: tuple[str, str | None] = ("", None)  # the last decision: kind, who
        self.think_seconds = think_seconds
        self.game_over_panel: tk.Frame | None = None
        self._rescaled = False  # the kept table took a text size step before the layout
        self.resume_offer: ColonialsSession | None = None
        # The raid under way (its events so far) and the result of the last one, on screen
        # until the players go on.
        self.raid_events: list[Any] = []
        self.raid_result: list[str] = []
        super().__init__(root, settings, lessons, services)
        # Called after each applied move with its events (demonstration captions, the recap).
        self.on_applied: list[Callable[[list[Any]], None]] = self.play.on_applied
        if session is not None:
            self.set_session(session)
        else:
            self.show_idle()

    # --- the shell's hooks -----------------------------------------------------------------

    def build_game_area(self, main: tk.Frame) -> None:
        self.table_holder = tk.Frame(main, background=th.BG)
        self.table_holder.grid(row=0, column=0, sticky="nsew", padx=(4, 2), pady=4)
        main.columnconfigure(0, weight=1)
        self.idle_label = tk.Label(
            self.table_holder,
            text=_("Colonials: start a new game (Ctrl+N) or open a saved one (Ctrl+O)."),
            font="fh-big",
            background=th.BG,
            foreground=th.TEXT,
            wraplength=600,
            justify="left",
        )
        self.idle_label.pack(padx=20, pady=40, anchor="nw")

    def fit_game_area(self, width: int, height: int) -> None:
        """The table takes what the shell's column (log, lesson, Continue) leaves: that column
        grows with the text size so a lesson stays readable, up to 36% of the window."""
        side = int(min(0.36 * width, max(380, 0.22 * width, 330 * self.theme.scale)))
        if self.theme.scale >= 1.5 and height < 560 * self.theme.scale:
            # Big text on a small screen: the table's decisions need the width more.
            side = min(side, int(0.28 * width))
        self.main.columnconfigure(0, weight=1)
        self.main.columnconfigure(1, weight=0, minsize=side)
        # The column is as wide as said here, whatever its content asks for: a prompt that
        # wraps at the column's width and then asks for that width back made the column and
        # the table trade pixels forever (the Ctrl+plus freeze, issue 23).
        self.side_column.grid_propagate(False)
        self.side_column.configure(width=side)

    def build_tabs(self, notebook: ttk.Notebook) -> None:
        frame = tk.Frame(notebook, background=th.PANEL_BG)
        self.log = tk.Text(
            frame,
            font="fh-log",
            wrap="word",
            background="#FFFFFF",
            foreground=th.TEXT,
            relief="flat",
            padx=6,
            pady=2,
            height=4,
            takefocus=False,
        )
        bar = tk.Scrollbar(frame, command=self.log.yview)
        self.log.configure(yscrollcommand=bar.set, state="disabled")
        bar.pack(side="right", fill="y")
        self.log.pack(side="left", fill="both", expand=True)
        self.log.tag_configure("reason", foreground=th.BLUE)
        self.log.tag_configure("turn", font="fh-bold")
        self.log.tag_configure("round", font="fh-bold")
        self.log.tag_configure("win", font="fh-bold", background=th.YELLOW)
        self.log.tag_configure("raid", foreground="#8B0000")
        # Translators: a tab's title; keep it short (it shares the column with "Lesson").
        notebook.add(frame, text=_("Game log"))
        self.log_tab = frame

    def game_key(self, key: str, event: tk.Event) -> bool:
        """The pass screen, the trade dialog, then the keys printed on the table's buttons
        (the shell's decision area has Continue and Next lesson while a lesson is read)."""
        t = self.table
        if t is None or not t.winfo_exists():
            return False
        if t.pass_screen.covering:
            if key in ("space", "return", "kp_enter"):
                t.pass_screen.ready()
            return True
        if t.trade.is_open:
            return t.trade.handle_key(key)
        if self.busy or (self.lesson_wait and not self.raid_result):
            return False
        return t.panel.handle_key(key)

    @property
    def has_humans(self) -> bool:
        return self.session is not None and self.session.has_humans

    def show_banner(self, text: str) -> None:
        if self.table is not None:
            self.table.panel.clear(text)

    def rules_chunks(self) -> Sequence[tuple[str, str]]:
        """Help → Rules and the library's Rules tab; the goal names this game's targets."""
        session = self.session
        if session is None:
            return rules_for()
        state = session.game.state
        return rules_for(state.config.settings, len(state.players))

    def text_scale_changing(self) -> None:
        """The table is kept and re-sized in place (rebuilding it was 70% of a Ctrl+plus step),
        before Tk lays the window out at the new fonts: re-sized after that layout, it was laid
        out twice a step. The demonstration, which re-attaches to a new table, still gets one
        after the layout (``text_scale_changed``)."""
        self._rescaled = False
        demo = getattr(self, "demo_mode", None)
        if self.table is None or self.session is None or (demo is not None and demo.active):
            return
        self.stop()
        if self.game_over_panel is not None:
            self.game_over_panel.destroy()  # drawn again for the new size, as on a new table
            self.game_over_panel = None
        self.table.rescale()
        self.table.view.tracker.hold(True)  # fitted to the width the layout gives it
        self.advance()
        self._rescaled = True

    def text_scale_changed(self) -> None:
        if not self._rescaled:
            self._redraw()
        elif self.table is not None:
            self.table.view.tracker.hold(False)
        self._rescaled = False

    def palette_changed(self) -> None:
        self._redraw()

    def save_data(self) -> dict[str, Any]:
        if self.session is None:
            raise saves.SaveError(_("There is no game to save."))
        return self.session.to_dict()

    def saved_to(self, path: Path) -> None:
        if self.session is not None:
            self.session.path = Path(path)

    def save_path(self) -> Path | None:
        return self.session.path if self.session is not None else None

    def default_save_name(self) -> str:
        seed = self.session.seed if self.session is not None else 0
        return f"colonials-{seed}.json"

    def load_file(self, path: Path) -> bool:
        try:
            session = ColonialsSession.load(path)
        except saves.SaveError as exc:
            self.cannot_open(str(exc))
            return False
        self.set_session(session)
        return True

    def show_idle(self) -> None:
        self.decision.show(
            _("No game yet."),
            [Option(_("New game [N]"), "n", self.new_game_dialog, primary=True, stays=True)],
        )

    def startup(self, offer_resume: bool = True) -> None:
        """The New game dialog, offering the autosaved Colonials game if there is one."""
        resume, problem = find_autosave() if offer_resume else (None, None)
        if problem:
            self.add_notice(problem)
        self.resume_offer = resume
        if resume is None:
            self.new_game_dialog()
            return
        names = ", ".join(resume.name_of(s.power) for s in resume.seats)
        self.open_new_game_dialog(
            on_resume=lambda: self.set_session(resume),
            resume_text=_("game number %(seed)d, round %(round)d: %(names)s")
            % {"seed": resume.seed, "round": resume.game.state.round, "names": names},
        )

    def start_game(self, choice: Any) -> None:
        """A new game from the New game screen (its lengths form gives ``{"length": id}``;
        ``seats`` and ``seed`` may come too)."""
        data = choice if isinstance(choice, dict) else {}
        length = data.get("length") if data.get("length") in PRESETS else DEFAULT_LENGTH
        seats = data.get("seats") or default_seats()
        seed = data.get("seed")
        if not isinstance(seed, int):
            seed = random.randrange(1, 10_000)
        # The setup form's options and Custom goals: the settings that differ from the preset.
        overrides = {k: v for k, v in data.items() if k in GameSettings.__dataclass_fields__}
        if isinstance(overrides.get("classroom_names"), bool):
            self.settings.classroom_card_names = overrides["classroom_names"]
        self.start(seats, str(length), seed, overrides=overrides)

    # --- classroom features: demonstration, recap, exit ticket (see ui/classroom.py) -------

    def make_demo(self) -> Any:
        self.demo_mode = classroom.DemoMode(self)
        return self.demo_mode

    def start_demo_game(self) -> None:
        """Three computer players on the Short length, stepped by the teacher."""
        mode = getattr(self, "demo_mode", None) or self.make_demo()
        mode.start_game()

    def open_recap(self, met: list[str], ticket: Any, open_lesson: Callable[[str], Any]) -> Any:
        return classroom.open_recap(self, met, ticket, open_lesson)

    def lessons_brought_up(self) -> list[str]:
        return classroom.lessons_brought_up(self)

    # --- a game ----------------------------------------------------------------------------

    def start(
        self,
        seats: list[Seat],
        length: str = DEFAULT_LENGTH,
        seed: int = 0,
        dice: Any = None,
        overrides: dict[str, Any] | None = None,
    ) -> None:
        settings = preset(length, len(seats), **(overrides or {}))
        session = ColonialsSession.new(seats, settings, seed, dice)
        kept = saves.keep_unfinished(autosave_path())
        session.save_autosave()
        self.set_session(session)
        if kept is not None:
            self.show_notice(saves.kept_words(kept))

    def set_session(self, session: ColonialsSession) -> None:
        """Show ``session`` (new, opened or resumed) and let the play loop play it."""
        self.stop()
        if self.dialog is not None and self.dialog.winfo_exists():
            self.dialog.destroy()
        self.resume_offer = None
        session.classroom_names = self.settings.classroom_card_names
        self.session = session
        flow = ColonialsFlow(session, session.make_bots(self.think_seconds))
        self.play.flow = flow  # the table is built with its computer players
        self._build_table()
        self._fill_log()
        self.hide_notice()
        self.play.start(
            flow,
            reading_budget(session.game.state.config.settings, len(session.seats)),
            session.lesson_rounds,
        )

    def _build_table(self) -> None:
        s = self.session
        assert s is not None
        if self.table is not None:
            old, self.table = self.table, None  # the new table's first refresh must not see it
            old.destroy()
        self.game_over_panel = None
        self.idle_label.pack_forget()
        self.table = PlayTable(
            self.table_holder,
            self,
            game=s.game,
            humans=s.humans,
            bots=self.bots,
            classroom=self.settings.classroom_card_names,
            names={seat.power: s.name_of(seat.power) for seat in s.seats if not seat.is_computer},
        )
        self.table.pack(fill="both", expand=True)
        # The shell's one key handler stays (the table added its own: it goes).
        self.root.bind("<Key>", self._on_key)
        if self.settings.high_contrast:
            set_high_contrast(self.table, True)

    def note_lesson_line(self, line: str) -> None:
        """What came up without stopping play, in the log (not a notice to close each time)."""
        self.log.configure(state="normal")
        self.log.insert("end", line + "\n", "event")
        self.log.see("end")
        self.log.configure(state="disabled")

    def _fill_log(self) -> None:
        s = self.session
        assert s is not None
        self.log.configure(state="normal")
        self.log.delete("1.0", "end")
        for entry in s.log:
            self.log.insert("end", entry.text + "\n", entry.kind)
        self.log.see("end")
        self.log.configure(state="disabled")

    def _redraw(self) -> None:
        """Rebuild the table at the new text size or palette, keeping whose hand is shown."""
        if self.table is None or self.session is None:
            return
        revealed, at_screen = self.table.revealed, self.table.at_screen
        self.stop()
        self._build_table()
        self.table.revealed, self.table.at_screen = revealed, at_screen
        self.advance()

    # --- the play loop's view (app.play.View) -----------------------------------------------

    def holds_play(self) -> bool:
        """The result of the last raid stays until the players go on (never at the end)."""
        if self.table is None:
            return True  # nothing to show play on yet
        if self.session is not None and self.session.game.is_over:
            self.raid_result = []
            return False
        if self.raid_result:
            self.show_raid_result()
            return True
        return False

    def show_lesson_wait(self) -> None:
        t = self.table
        if t is not None and self.session is not None:
            # The hand stays hidden unless the person reading decides next.
            if len(t.humans) != 1 and t.revealed != self.session.game.current_player:
                t.revealed = None
            t._draw(None)
        super().show_lesson_wait()

    def show_step(self, step: Step) -> None:
        self.decision.clear("")

    def show_thinking(self, player: str | None) -> None:
        t, s = self.table, self.session
        assert t is not None and s is not None
        self.decision.clear("")
        if len(t.humans) != 1:
            t.revealed = None
        t._draw(None)
        t.panel.clear(_("%(name)s is thinking\u2026") % {"name": s.name_of(player)})

    def show_bot_reason(self, player: str | None, reason: str) -> None:
        if self.table is not None and self.session is not None:
            self.table.panel.clear(f"{self.session.name_of(player)}: \u201c{reason}\u201d")

    def show_decision(self) -> None:
        """A person: the pass screen if needed, then the buttons."""
        self.decision.clear("")
        if self.table is not None:
            ColonialsTable.refresh(self.table)

    def before_move(self) -> None:
        s = self.session
        assert s is not None
        self.raid_result = []  # a decision made: the players went on
        self._decided = (s.game.pending.kind, s.game.current_player)

    def after_move(self, events: list[Any], log_from: int, reason: str | None) -> None:
        s = self.session
        assert s is not None
        decided_in, decider = self._decided
        if self.table is not None:
            same = s.game.current_player == decider and decider in self.table.humans
            self.table.note = phase_over_words(s.game, events, decided_in) if same else ""
        self.log.configure(state="normal")
        for entry in s.log[log_from:]:
            self.log.insert("end", entry.text + "\n", entry.kind)
        self.log.see("end")
        self.log.configure(state="disabled")
        self._follow_raid(events)

    def _follow_raid(self, events: list[Any]) -> None:
        """Gather a raid's events; when it ends, keep its result for the screen (people only:
        a game of computers alone, or the demonstration, never waits)."""
        if self.raid_events or any(isinstance(e, RaidDeclared) for e in events):
            self.raid_events.extend(events)
        if self.raid_events and raid_finished(events):
            lines = raid_report(self.raid_events, self.settings.classroom_card_names)
            self.raid_events = []
            demo = getattr(self, "demo_mode", None)
            if self.has_humans and not (demo is not None and demo.active):
                self.raid_result = lines

    def show_raid_result(self) -> None:
        t = self.table
        assert t is not None and self.session is not None
        if len(t.humans) != 1:
            t.revealed = None  # the result is for everyone at the table: no hand
        if t.pass_screen.covering:  # asked again, if need be, once they go on
            t.pass_screen.seat = None
            t.pass_screen.place_forget()
        t._draw(None)
        go_on = Choice(_("Go on [Space]"), "space", opens=RAID_SEEN, primary=True)
        t.panel._show(_("Raid result"), [go_on], "\n".join(self.raid_result))
        self.decision.show(
            _("Raid result: read it, then Go on [Space]."),
            [Option(_("Go on [Space]"), "space", self.raid_seen, primary=True)],
        )

    def raid_seen(self) -> None:
        self.raid_result = []
        self.advance()

    @property
    def lesson_visible(self) -> bool:
        return self._lesson_visible()

    # --- the end ---------------------------------------------------------------------------

    def show_game_over(self) -> None:
        t = self.table
        s = self.session
        assert t is not None and s is not None
        game = s.game
        t.revealed = None  # the standings matter now, not a hand
        t.view.show(game.view(game.state.active_player.power), reveal_hand=False)
        rows = [
            _("%(place)d. %(name)s: %(pop)s, %(gold)s, %(resources)s, %(towns)s")
            % {
                "place": i + 1,
                "name": s.name_of(p),
                "pop": population(pop),
                "gold": gold_words(gold),
                "resources": ngettext("%d Resource", "%d Resources", res) % res,
                "towns": ngettext("%d Town Improvement", "%d Town Improvements", tw) % tw,
            }
            for i, (p, pop, gold, res, tw) in enumerate(s.standings())
        ]
        words = s.winner_words()
        said = _("Game over. %(winner)s") % {"winner": words}
        t.panel.clear(said)
        self.decision.show(
            said,
            [Option(_("New game [N]"), "n", self.new_game_dialog, primary=True, stays=True)],
        )
        # The winner and why, big, over the table.
        if self.game_over_panel is None or not self.game_over_panel.winfo_exists():
            over = tk.Frame(
                t.view, background=th.PANEL_BG, highlightthickness=5, highlightbackground="#000000"
            )
            tk.Label(
                over,
                text=words,
                font="fh-title" if self.theme.scale < 1.5 else "fh-big",
                background=th.YELLOW,
                foreground="#000000",
                justify="left",
                anchor="w",
                padx=12,
                pady=8,
            ).pack(fill="x")
            tk.Label(
                over,
                text=_("Final standings:") + "\n" + "\n".join(rows),
                font="fh-bold",  # four colonies fit under the winner at 200% text
                background=th.PANEL_BG,
                foreground=th.TEXT,
                justify="left",
                anchor="nw",
                padx=12,
                pady=8,
            ).pack(fill="both", expand=True)

            def fit(event: tk.Event) -> None:
                for label in over.winfo_children():
                    if isinstance(label, tk.Label):
                        label.configure(wraplength=max(200, event.width - 30))

            over.bind("<Configure>", fit)
            # Over the whole table: the hands are hidden now, the standings need the room.
            over.place(in_=t.view, relx=0, rely=0, relwidth=1, relheight=1)
            self.game_over_panel = over
            self.run_game_over_hooks()


def default_seats(players: int = 4, humans: int = 1, level: str = "medium") -> list[Seat]:
    """People first, computers after: ``humans`` people and the rest computer players."""
    return [
        Seat(p, "", "human" if i < humans else "computer", level)
        for i, p in enumerate(POWERS[:players])
    ]


def open_window(root: object, services: Services) -> ColonialsWindow:
    """Build the play window from what the shell hands over (see ``definition.py``)."""
    session = services.session
    if session is not None and not isinstance(session, ColonialsSession):
        raise TypeError(f"not a Colonials game: {session!r}")
    window = ColonialsWindow(tk_root(root), services=services)
    if session is not None:
        window.set_session(session)
    elif services.length or services.seats:
        seats = services.seats or default_seats()
        window.start_game({"length": services.length, "seats": seats, "seed": services.seed})
    return window


def load_save(path: Path) -> ColonialsSession:
    """A Colonials save checked whole (for Game → Open before a switch of games)."""
    return ColonialsSession.load(path)
