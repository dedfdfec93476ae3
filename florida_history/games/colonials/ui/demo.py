"""Demonstration mode for Colonials (F5): computer players play, and the teacher steps the game
one phase at a time with Next (space bar). A caption band in the side column says what the
phase (or the raid, trade, Hardship, Event, the end) does by the rules and what it stood for in
real colonies; below it, what just happened and the computer players' reasons. A step that
brings up a new lesson opens it and the band names it: the class reads it, then Next goes on.
"Play this turn ▶▶" (F6) steps by itself until the turn ends or a lesson comes up. At the end a
screen names the winner and offers the recap (F3).

The band follows Colonial Florida's demonstration (``ui/demo_mode.py``): same fonts, colours
and keys. It sits on a ``ColonialsTable`` whose seats are all computer players; the table's own
decision buttons step aside while it runs.
"""

from __future__ import annotations

import dataclasses
import tkinter as tk
from collections.abc import Callable
from typing import Any

from florida_history.games.colonials.captions import Caption
from florida_history.games.colonials.demo_play import Beat, DemoPlay
from florida_history.games.colonials.engine.state import PHASES
from florida_history.games.colonials.names import gold, population, power_label, winners_fields
from florida_history.games.colonials.names import phase as phase_name
from florida_history.games.colonials.recap import turn_snapshots
from florida_history.games.colonials.ui.table import ColonialsTable
from florida_history.games.colonials.words import _, ngettext, pgettext
from florida_history.ui import theme as th
from florida_history.ui.demo_band import band_fonts, is_compact
from florida_history.ui.keyboard import make_keyboard_ready
from florida_history.ui.read_aloud import CaptionVoice
from florida_history.ui.scroll import ScrollFrame
from florida_history.ui.wrapping import FlowRow, follow_width

AUTO_STEP_MS = 700  # "Play this turn": one phase every so often, slow enough to follow
KEYS = ("<space>", "<F6>", "<F7>", "<F8>", "<F9>", "<F3>")


def _text(master: tk.Misc, font: str, **kw: Any) -> tk.Label:
    kw.setdefault("background", "#FFFFFF")
    kw.setdefault("foreground", th.BLACK)
    kw.setdefault("anchor", "w")
    kw.setdefault("justify", "left")
    return follow_width(  # type: ignore[return-value]
        tk.Label(master, text="", font=font, wraplength=400, **kw)
    )


class DemoBand(tk.Frame):
    """The caption band: title, then the rule, history, reasons and what happened in a box of
    bounded height (it scrolls when long), then the buttons and the status, always in view."""

    def __init__(self, master: tk.Misc, demo: ColonialsDemo) -> None:
        super().__init__(
            master, background="#FFFFFF", highlightthickness=3, highlightbackground=th.BLACK
        )
        self.demo = demo
        self.title = _text(self, "fh-big")
        self.title.pack(side="top", fill="x", padx=10, pady=(4, 0))
        fonts = band_fonts(False)
        self.status = _text(self, fonts["status"])
        self.status.pack(side="bottom", fill="x", padx=10, pady=(2, 6))
        buttons = FlowRow(self, background="#FFFFFF")
        buttons.pack(side="bottom", fill="x", padx=6, pady=(4, 0))
        self.box = ScrollFrame(self, background="#FFFFFF", always_bar=True)
        self.box.canvas.configure(height=60)  # fit() sets the real height
        self.box.pack(side="top", fill="both", expand=True)  # any room the slot keeps
        body = self.box.body
        self.rule = _text(body, fonts["caption"])
        self.rule.pack(fill="x", padx=10)
        self.history = _text(body, fonts["caption"], background="#FFF4C2", padx=6, pady=4)
        self.history.pack(fill="x", padx=10, pady=4)
        self.reason = _text(body, fonts["reason"], foreground=th.BLUE)
        self.reason.pack(fill="x", padx=10)
        self.happened = _text(body, fonts["caption"])
        self.happened.pack(fill="x", padx=10)
        self.box.watch(self.rule, self.history, self.reason, self.happened)
        self.next_button = tk.Button(
            buttons,
            text=_("Next ▶ [Space]"),
            font="fh-button",
            background=th.YELLOW,
            command=demo.next_step,
            padx=14,
        )
        self.turn_button = tk.Button(
            buttons, text=_("Play this turn ▶▶ [F6]"), font="fh-button", command=demo.play_turn
        )
        self.lesson_button = tk.Button(
            buttons, text=_("Lesson [F7]"), font="fh-button", command=demo.open_caption_lesson
        )
        self.history_button = tk.Button(
            buttons, text=_("History ▾ [F8]"), font="fh-button", command=self.toggle_history
        )
        self.leave_button = tk.Button(
            buttons, text=_("Leave demonstration [F5]"), font="fh-small", command=demo.stop
        )
        self.read_button = tk.Button(buttons, font="fh-button")
        self.voice = CaptionVoice(
            self.read_button,
            lambda: f"{self.rule.cget('text')} {self.history.cget('text')}",
            speed=lambda: demo.speech_speed(),
        )
        buttons.add(
            self.next_button,
            self.turn_button,
            self.lesson_button,
            self.read_button,
            self.leave_button,
        )
        self.buttons = buttons
        self.compact = False
        self.folded = False
        self.history_shown = True
        self._fit_pending = False
        self._need = 0
        for label in (self.title, self.rule, self.history, self.reason, self.happened):
            label.bind("<Configure>", lambda e: self.fit(), add="+")
        master.bind("<Configure>", lambda e: self.fit(), add="+")
        make_keyboard_ready(self)

    def set_compact(self, compact: bool) -> None:
        """On a short window with big text the history waits behind its button (F8), the
        button words get shorter, and the title is bold body text: the buttons stay in view."""
        if compact == self.compact:
            return
        self.compact = compact
        fonts = band_fonts(compact)
        self.title.configure(font=fonts["title"])
        for label in (self.rule, self.history, self.happened):
            label.configure(font=fonts["caption"])
        self.reason.configure(font=fonts["reason"])
        # Translators: the Next button on a narrow band (200% text on a small screen).
        short_next = pgettext("narrow band", "Next ▶ [Space]")
        self.next_button.configure(text=short_next if compact else _("Next ▶ [Space]"))
        self.turn_button.configure(text="▶▶ [F6]" if compact else _("Play this turn ▶▶ [F6]"))
        self.leave_button.configure(
            text=_("Leave [F5]") if compact else _("Leave demonstration [F5]")
        )
        self.status.configure(font=fonts["status"])
        self.demo.retitle()
        for button in (self.next_button, self.turn_button, self.lesson_button):
            button.configure(font=fonts["button"])
        self.history_button.configure(font=fonts["button"])
        self._arrange_buttons()
        self.show_history(not compact)

    def fold(self, folded: bool) -> None:
        """A lesson is read below the band on a short screen: the caption box steps aside
        (the title, the buttons and the status stay), so the lesson gets the room."""
        if folded == self.folded:
            return
        self.folded = folded
        if folded:
            self.box.pack_forget()
            self.status.pack_forget()  # the lesson below shows its own title
        else:
            self.status.pack(side="bottom", fill="x", padx=10, pady=(2, 6), before=self.buttons)
            self.box.pack(side="top", fill="both", expand=True, after=self.title)
        self._arrange_buttons()
        if self.demo.band_slot is not None:
            self.update_idletasks()  # the band's new height first: the slot keeps the tallest
            self.demo.band_slot.reset()

    def _arrange_buttons(self) -> None:
        """Next, F6, the lesson, History (compact band only) and Leave, always last; with the
        caption folded for a lesson, F7 and F8 (keys still) give their room."""
        for button in (self.turn_button, self.lesson_button, self.history_button):
            self.buttons.remove(button)
        self.buttons.remove(self.leave_button)
        shown = [self.turn_button]
        if not self.folded:
            shown.append(self.lesson_button)
            if self.compact:
                shown.append(self.history_button)
        self.buttons.add(*shown, self.leave_button)

    def toggle_history(self) -> None:
        self.show_history(not self.history_shown)

    def show_history(self, shown: bool) -> None:
        self.history_shown = shown
        if shown:
            self.history.pack(fill="x", padx=10, pady=4, after=self.rule)
        else:
            self.history.pack_forget()
        self.history_button.configure(text=_("History ▴ [F8]") if shown else _("History ▾ [F8]"))
        self.fit()

    def fit(self) -> None:
        if not self._fit_pending:
            self._fit_pending = True
            self.after_idle(self._fit)

    def _fit(self) -> None:
        """The caption box as tall as its words, but the whole band at most about 60% of the
        side column: a long caption scrolls, the buttons never leave the screen."""
        self._fit_pending = False
        try:
            root = self.winfo_toplevel()
            scale = float(getattr(root, "fh_text_scale", 1.0))
            height = root.winfo_height()
            self.set_compact(is_compact(height, scale))
            measure = self.demo.column_height
            column = measure() if measure is not None else self.master.winfo_height()
            if column <= 1:
                column = height
            box = self.box
            others = self.winfo_reqheight() - box.winfo_reqheight()
            line = int(box.tk.call("font", "metrics", self.rule.cget("font"), "-linespace"))
            need = box.body.winfo_reqheight()
            limit = max(2 * line + 8, int(column * self.demo.band_share) - others)
            want = max(1, min(need, limit))
            if int(box.canvas.cget("height")) != want:
                box.canvas.configure(height=want)
            box.refresh()
            if need != self._need:  # wrapped labels settle over a few idle rounds
                self._need = need
                self.after(40, self.fit)
        except tk.TclError:  # the window is closing
            pass


class EndScreen(tk.Frame):
    """Over the table at the end: who won and how, and the way to the recap."""

    def __init__(self, master: tk.Misc, demo: ColonialsDemo) -> None:
        super().__init__(
            master, background="#FFFFFF", highlightthickness=4, highlightbackground=th.BLACK
        )
        self.heading = tk.Label(
            self,
            text=_("The game is over"),
            font="fh-big",
            background="#FFFFFF",
            foreground=th.BLACK,
        )
        self.heading.pack(padx=20, pady=(16, 4))
        self.winner = _text(self, "fh-big", anchor="center", justify="center")
        self.winner.pack(fill="x", padx=20, pady=4)
        self.standings = _text(self, "fh-body", anchor="center", justify="center")
        self.standings.pack(fill="x", padx=20, pady=4)
        row = FlowRow(self, background="#FFFFFF")
        row.pack(pady=(8, 16))
        self.recap_button = tk.Button(
            row,
            text=_("Game recap [F3]"),
            font="fh-button",
            background=th.YELLOW,
            command=demo.open_recap,
        )
        self.leave_button = tk.Button(
            row, text=_("Leave demonstration [F5]"), font="fh-button", command=demo.stop
        )
        row.add(self.recap_button, self.leave_button)
        make_keyboard_ready(self)


class ColonialsDemo:
    def __init__(
        self,
        table: ColonialsTable,
        lesson_title: Callable[[str], str] | None = None,
        open_lesson: Callable[[str], None] | None = None,
        open_recap: Callable[[ColonialsDemo], object] | None = None,
        on_stop: Callable[[], None] | None = None,
        present_lessons: Callable[[list[str]], None] | None = None,
        play: DemoPlay | None = None,
        on_next: Callable[[], None] | None = None,
        on_beat: Callable[[Beat], None] | None = None,
        band_share: float = 0.62,
        keys: dict[str, Callable[[], object]] | None = None,
        band_slot: Any = None,
        column_height: Callable[[], int] | None = None,
        speech_speed: Callable[[], str] = lambda: "normal",
    ) -> None:
        """``present_lessons`` shows a step's new lessons (the first, the rest queued);
        ``play`` the demonstration to show (a new one on the table's game by default);
        ``on_next`` runs before each step (a window hides the lesson read), ``on_beat``
        after (a window writes its log). ``band_slot`` (a window's ``Steady`` beside the
        table, with ``hold``/``reset``): the band goes there and the table's own side column
        steps aside, so the colonies get its room; ``column_height`` is the height the band
        shares with what is below it. ``speech_speed``: Read caption [F9]'s voice speed."""
        self.speech_speed = speech_speed
        self.band_slot = band_slot
        self.column_height = column_height
        self.table = table
        self.lesson_title = lesson_title or (lambda lesson_id: lesson_id)
        self._open_lesson = open_lesson
        self._open_recap = open_recap
        self.on_stop = on_stop
        # A step's new lessons: the first is shown, the others wait in the panel's queue.
        self._present = present_lessons
        # The most of the side column the band may take (the rest: a lesson panel below).
        self.band_share = band_share
        self.keys = dict(keys or {})
        self.play = play or DemoPlay(table.game, table.bots, table.classroom)
        self.on_next = on_next
        self.on_beat = on_beat
        self.root = table.winfo_toplevel()
        self.band = DemoBand(band_slot if band_slot is not None else table.view.side, self)
        self.end_screen = EndScreen(table, self)
        self.active = False
        self.auto = False
        self.beat: Beat | None = None
        self.caption: Caption | None = None
        self.lesson_id = ""
        self.captions_seen: list[str] = []  # every caption title shown, in order
        self._drawn_players: tuple[object, ...] | None = None  # the colonies last drawn
        self._saved_keys: dict[str, str] = {}
        self._title_parts = ("", "")  # (round and colony, caption title) of the step shown

    # --- on and off --------------------------------------------------------------------------

    def start(self) -> None:
        if self.active:
            return
        self.active = True
        if self.band_slot is not None:
            self.band_slot.hold(self.band)
            self._side_column(False)
        else:
            self.table.side_scroll.pack_forget()  # the decision buttons step aside
            first = self._first_in_side()
            if first is None:
                self.band.pack(fill="x", side="top")
            else:
                self.band.pack(fill="x", side="top", before=first)
        self.table.panel.clear(_("Demonstration: the teacher presses Next (space bar)."))
        # The window's own bindings of these keys come back when the demonstration ends.
        self._saved_keys = {seq: self.root.bind(seq) for seq in (*KEYS, *self.keys)}
        for seq, command in self.keys.items():
            self.root.bind(seq, self._key_handler(command))
        self.root.bind("<space>", self._space)
        self.root.bind("<F6>", lambda e: self.play_turn())
        self.root.bind("<F7>", lambda e: self.open_caption_lesson())
        self.root.bind("<F8>", lambda e: self.band.toggle_history())
        self.root.bind("<F9>", lambda e: self.band.voice.toggle())  # read the caption aloud
        self.root.bind("<F3>", lambda e: self.open_recap())
        if self.play.finished:
            self._show_end()
        elif self.beat is not None:
            self._show_beat(self.beat, again=True)
        else:
            n = len(self.table.game.state.config.seating)
            self._show_caption(
                _("Demonstration"),
                _("%(n)d computer players play Colonials. Each press of Next plays one phase.")
                % {"n": n},
                _(
                    "Watch how each colony grows, earns Gold and fights, then talk about what "
                    "really happened in North America."
                ),
            )
            self._set_status(_("Press Next to begin."), True)

    @staticmethod
    def _key_handler(command: Callable[[], object]) -> Callable[[tk.Event], None]:
        def handle(event: tk.Event) -> None:
            command()

        return handle

    def stop(self) -> None:
        if not self.active:
            return
        self.active = False
        self.auto = False
        self.band.fold(False)
        self.end_screen.place_forget()
        if self.band_slot is not None:
            self.band_slot.release(self.band)
            self._side_column(True)
        else:
            self.band.pack_forget()
            self.table.side_scroll.pack(fill="both", expand=True)
        self.table.refresh()
        self.band.voice.stop()
        for seq in (*KEYS, *self.keys):
            self.root.unbind(seq)
            if self._saved_keys.get(seq):
                self.root.bind(seq, self._saved_keys[seq])
        if self.on_stop is not None:
            self.on_stop()

    def _side_column(self, shown: bool) -> None:
        """The table's own decision column, hidden while the band is beside the table."""
        self.table.view.show_side(shown)

    def _first_in_side(self) -> tk.Misc | None:
        """The band goes above anything else in the side column (a lesson panel, say)."""
        packed = [w for w in self.table.view.side.pack_slaves() if w is not self.band]
        return packed[0] if packed else None

    def toggle(self) -> None:
        self.stop() if self.active else self.start()

    def _space(self, event: tk.Event) -> str | None:
        if isinstance(event.widget, tk.Entry | tk.Text | tk.Spinbox):
            return None
        if isinstance(event.widget, tk.Button) and event.widget.winfo_toplevel() is self.root:
            return "break"  # the focused button pressed itself
        self.next_step()
        return "break"

    # --- stepping ------------------------------------------------------------------------------

    def next_step(self) -> None:
        """Play and show the next phase (or the end)."""
        if not self.active:
            return
        if self.on_next is not None:
            self.on_next()
        beat = self.play.next_beat()
        if beat is None:
            self.auto = False
            self._show_end()
            return
        self.beat = beat
        self._show_beat(beat)
        if self.on_beat is not None:
            self.on_beat(beat)

    def play_turn(self) -> None:
        """F6: step by itself until the turn ends, a lesson comes up or the game ends."""
        if not self.active or self.play.finished:
            return
        self.auto = True
        self._auto_step()

    def _auto_step(self) -> None:
        if not (self.auto and self.active):
            return
        self.next_step()
        beat = self.beat
        if beat is None or beat.lessons or beat.game_over or beat.phase == "raid":
            self.auto = False
            if beat is not None and not beat.game_over and not beat.lessons:
                self._set_status(_("The turn is over. Press Next for the next colony."), True)
            return
        self.root.after(AUTO_STEP_MS, self._auto_step)

    def _show_beat(self, beat: Beat, again: bool = False) -> None:
        c = beat.caption
        where = _("Round %(n)d") % {"n": beat.round} + " · "
        if beat.player:
            where += power_label(beat.player) + " · "
        self.caption = c
        self.lesson_id = beat.lesson_id
        self._title_parts = (where, c.title)
        self._show_caption(self._full_title(), c.rule, c.history)
        self.band.reason.configure(text="\n".join(beat.reasons[-2:]))
        phase_lines = {_("%(phase)s phase.") % {"phase": phase_name(p)} for p in PHASES}
        lines = [x for x in beat.lines if x not in phase_lines]
        more = len(lines) - 4
        shown = lines[:4] + ([_("… and %(n)d more.") % {"n": more}] if more > 0 else [])
        self.band.happened.configure(text="\n".join(shown))
        self.band.box.canvas.yview_moveto(0)
        self.band.fit()
        self._draw_table()
        if beat.lessons:
            first = beat.lessons[0]
            self.lesson_id = first
            if again:
                pass  # shown already; a rebuilt table only needs the words
            elif self._present is not None:
                self._present(list(beat.lessons))
            else:
                self._open(first)
            more_lessons = len(beat.lessons) - 1
            fields = {"title": self.lesson_title(first), "n": more_lessons}
            if more_lessons:
                status = ngettext(
                    "New lesson: “%(title)s” (%(n)d more waiting: Next lesson). Talk it over, "
                    "then press Next.",
                    "New lesson: “%(title)s” (%(n)d more waiting: Next lesson). Talk it over, "
                    "then press Next.",
                    more_lessons,
                )
            else:
                status = _("New lesson: “%(title)s”. Talk it over, then press Next.")
            self._set_status(status % fields, True)
        elif beat.game_over:
            self._set_status(_("The game is over. Press Next for the winner."), True)
        else:
            self._set_status(_("Press Next to play the next phase."), True)

    def _draw_table(self) -> None:
        """The table as it stands after this step: Population, Gold, turn and phase as the
        events shown so far left them (the engine may already be a few phases further)."""
        t, beat = self.table, self.beat
        seat = beat.player if beat and beat.player else t.game.state.active_player.power
        view = t.game.view(seat)
        seating = tuple(p.power for p in view.players)
        counts = turn_snapshots(seating, self.play.shown)[-1]  # ends with "now"
        players = tuple(
            dataclasses.replace(p, pop=counts[p.power][0], gold=counts[p.power][1])
            for p in view.players
        )
        view = dataclasses.replace(
            view,
            players=players,
            active=seat,
            round=beat.round if beat else view.round,
            phase=beat.phase if beat and beat.phase else view.phase,
        )
        if self._drawn_players == view.players:  # only the turn and phase moved on
            t.view.view = view
            t.view.tracker.show(view)
        else:
            t.view.show(view, reveal_hand=False)
            self._drawn_players = view.players
        # The colony playing: its cards in play as cards (the hands stay hidden).
        playing = next(p for p in view.players if p.power == seat)
        t.view.show_in_play(seat, playing.in_play)

    def _full_title(self) -> str:
        """With round and colony; on a compact band the phase tracker above says those."""
        where, what = self._title_parts
        return what if self.band.compact else where + what

    def retitle(self) -> None:
        if self._title_parts[1]:
            self.band.title.configure(text=self._full_title())

    def _show_caption(self, title: str, rule: str, history: str) -> None:
        self.band.title.configure(text=title)
        self.band.rule.configure(text=rule)
        self.band.history.configure(text=_("History: %(text)s") % {"text": history})
        self.captions_seen.append(title)

    def _set_status(self, text: str, can_step: bool) -> None:
        self.band.status.configure(text=text)
        self.band.next_button.configure(state="normal" if can_step else "disabled")
        if can_step and self.active:
            self.band.next_button.focus_set()

    def _show_end(self) -> None:
        game = self.table.game
        state = game.state
        # Translators: %(Winners)s is %(winners)s with a capital first letter.
        words = {
            "targets": _("%(Winners)s won: they reached all four targets!"),
            "last-colony-standing": _("%(Winners)s won: they are the last colony left!"),
            "round-limit": _("%(Winners)s won: they made the most progress by the last round!"),
        }
        if state.winners:
            how = words.get(state.win_reason or "", _("%(Winners)s won!"))
            winner = how % winners_fields(state.winners)
        else:
            winner = _("Nobody won.")
        self.end_screen.winner.configure(text=winner)
        self.end_screen.standings.configure(
            text="   ".join(
                f"{power_label(p.power)}: {population(p.pop)}, {gold(p.gold)}"
                for p in state.players
            )
        )
        self.end_screen.place(relx=0.5, rely=0.4, anchor="center", relwidth=0.8)
        self.end_screen.lift()
        self.end_screen.recap_button.focus_set()
        self.band.next_button.configure(state="disabled")
        self.band.status.configure(text=_("The game is over. The recap (F3) shows the charts."))

    # --- lessons and the recap -------------------------------------------------------------------

    def _open(self, lesson_id: str) -> None:
        if self._open_lesson is not None and lesson_id:
            self._open_lesson(lesson_id)

    def open_caption_lesson(self) -> None:
        """F7: the lesson behind the caption shown (the raid's two powers, the card's own)."""
        if self.active and self.caption is not None:
            self._open(self.lesson_id or self.caption.lesson_id)

    def open_recap(self) -> object:
        if self._open_recap is None:
            return None
        return self._open_recap(self)
