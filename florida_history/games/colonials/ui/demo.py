"""Demonstration mode for Colonials (F5): computer players play, and the teacher steps the game
one phase at a time with Next (space bar). A caption band in the side column says what the
phase (or the raid, trade, Hardship, Event, the end) does by the rules and what it stood for in
real colonies; below it, what just happened and the computer players' reasons. A step that
brings up a new lesson opens it and the band names it: the class reads it, then Next goes on.
"Play this turn ▶▶" (F6) steps by itself until the turn ends or a lesson comes up. At the end a
screen names the winner and offers the recap (F3).

The band is the one both games show (``ui/demo_band.DemoBand``: same fonts, colours, keys,
fit and compact band); this module gives it Colonials' words and rows. It sits on a
``ColonialsTable`` whose seats are all computer players; the table's own decision buttons step
aside while it runs.
"""

from __future__ import annotations

import dataclasses
import tkinter as tk
from collections.abc import Callable

from florida_history.games.colonials.captions import Caption
from florida_history.games.colonials.demo_play import Beat, DemoPlay
from florida_history.games.colonials.engine.state import PHASES
from florida_history.games.colonials.names import gold, population, power_label, winners_fields
from florida_history.games.colonials.names import phase as phase_name
from florida_history.games.colonials.recap import turn_snapshots
from florida_history.games.colonials.ui.table import ColonialsTable
from florida_history.games.colonials.words import _, ngettext, pgettext
from florida_history.ui import theme as th
from florida_history.ui.demo_band import BandButton, BandRow, BandSpec, DemoBand
from florida_history.ui.keyboard import make_keyboard_ready
from florida_history.ui.steady import Steady
from florida_history.ui.wrapping import FlowRow, follow_width

AUTO_STEP_MS = 700  # "Play this turn": one phase every so often, slow enough to follow
KEYS = ("<space>", "<F3>")  # and the band's own (F6 to F9)


def _centred(master: tk.Misc, font: str) -> tk.Label:
    label = tk.Label(
        master,
        text="",
        font=font,
        background="#FFFFFF",
        foreground=th.BLACK,
        anchor="center",
        justify="center",
        wraplength=400,
    )
    return follow_width(label)


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
        self.winner = _centred(self, "fh-big")
        self.winner.pack(fill="x", padx=20, pady=4)
        self.standings = _centred(self, "fh-body")
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
        band_slot: Steady | None = None,
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
        self.band_slot = band_slot
        self.table = table
        self.lesson_title = lesson_title or (lambda lesson_id: lesson_id)
        self._open_lesson = open_lesson
        self._open_recap = open_recap
        self.on_stop = on_stop
        # A step's new lessons: the first is shown, the others wait in the panel's queue.
        self._present = present_lessons
        self.keys = dict(keys or {})
        self.play = play or DemoPlay(table.game, table.bots, table.classroom)
        self.on_next = on_next
        self.on_beat = on_beat
        self.root = table.winfo_toplevel()
        self.band = DemoBand(
            band_slot if band_slot is not None else table.view.side,
            BandSpec(
                next=BandButton(
                    lambda: _("Next ▶ [Space]"),
                    self.next_step,
                    # Translators: the Next button on a narrow band (200% text on a small screen).
                    compact=lambda: pgettext("narrow band", "Next ▶ [Space]"),
                ),
                run_on=BandButton(
                    lambda: _("Play this turn ▶▶ [F6]"), self.play_turn, compact=lambda: "▶▶ [F6]"
                ),
                lesson=BandButton(lambda: _("Lesson [F7]"), self.open_caption_lesson),
                leave=BandButton(
                    lambda: _("Leave demonstration [F5]"),
                    self.stop,
                    compact=lambda: _("Leave [F5]"),
                ),
                history_shown=lambda: _("History ▴ [F8]"),
                history_hidden=lambda: _("History ▾ [F8]"),
                speech_speed=speech_speed,
                # The computer players' reasons, then what happened.
                rows=(BandRow("reason", th.BLUE), BandRow("caption")),
                steady=False,
                share=band_share,  # the most of the side column (the rest: a lesson below)
                next_shrinks=True,
            ),
            column_height=column_height,
            on_compact=self.retitle,
        )
        self.reasons, self.happened = self.band.rows
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
        self.band.bind_keys(self.root)  # F6, F7, F8 and F9 (read the caption aloud)
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
        self.band.unbind_keys(self.root)
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
        self.reasons.configure(text="\n".join(beat.reasons[-2:]))
        phase_lines = {_("%(phase)s phase.") % {"phase": phase_name(p)} for p in PHASES}
        lines = [x for x in beat.lines if x not in phase_lines]
        more = len(lines) - 4
        shown = lines[:4] + ([_("… and %(n)d more.") % {"n": more}] if more > 0 else [])
        self.happened.configure(text="\n".join(shown))
        self.band.caption_box.canvas.yview_moveto(0)
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
        self.band.set_status(text, can_step, focus=self.active)

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
