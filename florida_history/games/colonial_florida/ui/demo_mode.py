"""Teacher demonstration mode: the game waits for the teacher's Next (space bar) before every
automatic phase and every computer player's move; a caption band above the board explains each
phase's rule and its history in plain words; computer players' reasons are shown in large
text; a new lesson pauses the demonstration; "Run to the end of this round" plays on without
stopping until the next round begins (or a lesson or a human's decision comes up).

The stepping itself is ``app.demonstration.DemoStepping`` (no Tk), the play loop's
``demonstration``: this band shows each moment it names (the caption, the status line) and
hears each move first (the loop's ``on_move``: a computer player's reason in large text), so
the game's own flow is unchanged when the mode is off."""

from __future__ import annotations

import tkinter as tk
from typing import Any

from florida_history.app import demonstration as moments
from florida_history.app.demonstration import DemoStepping
from florida_history.games.colonial_florida.captions import caption_for
from florida_history.games.colonial_florida.names import power_name
from florida_history.games.colonial_florida.words import _
from florida_history.ui.demo_band import BandButton, BandSpec, DemoBand


class DemoController:
    def __init__(self, app: Any) -> None:
        self.app = app
        self.stepping = DemoStepping(app.play, on_moment=self._show_moment)
        app.play.on_move.append(self.apply)
        self.band = self._build_band()
        app.lesson_over_band.append(self.fold)

    # The stepping's state, read by the band and the tests.

    @property
    def active(self) -> bool:
        return self.stepping.active

    @property
    def waiting(self) -> bool:
        """A step is ready and waits for Next."""
        return self.stepping.waiting

    @property
    def run_to_round_end(self) -> bool:
        return self.stepping.run_to_round_end

    @property
    def lesson_pause(self) -> bool:
        return self.stepping.lesson_pause

    # --- the caption band (ui/demo_band.py: its layout, fit, compact and fold) -------------

    def _build_band(self) -> DemoBand:
        # A child of its place beside the board, so a lesson opened over it covers it.
        band = DemoBand(
            self.app.band_slot,
            BandSpec(
                next=BandButton(lambda: _("Next ▶ [Space]"), self.next_step),
                run_on=BandButton(
                    lambda: _("To end of round ▶▶ [F6]"),
                    lambda: self.run_round_end(),
                    compact=lambda: _("Round ▶▶ [F6]"),
                ),
                lesson=BandButton(
                    lambda: _("Phase lesson [F7]"),
                    lambda: self.open_phase_lesson(),
                    compact=lambda: _("Lesson [F7]"),
                ),
                leave=BandButton(
                    lambda: _("Leave demonstration [F5]"),
                    lambda: self.stop(),
                    compact=lambda: _("Leave [F5]"),
                ),
                history_shown=lambda: _("History ▴ [F8]"),
                history_hidden=lambda: _("History ▾ [F8]"),
                speech_speed=lambda: str(self.app.settings.speech_speed),
            ),
            column_height=self.app.side_column.winfo_height,
            window_resized=lambda: self.fit_band(),
        )
        # The band's parts, by the names the window and the tests use.
        self.title, self.rule, self.reason = band.title, band.rule, band.reason
        self.history, self.status, self.caption_box = band.history, band.status, band.caption_box
        self.next_button, self.round_button = band.next_button, band.run_button
        self.lesson_button, self.read_button, self.voice = (
            band.lesson_button,
            band.read_button,
            band.voice,
        )
        return band

    @property
    def compact(self) -> bool:
        return self.band.compact

    @property
    def history_shown(self) -> bool:
        return self.band.history_shown

    def fit_band(self) -> None:
        """Compact on a short window with large text (see demo_band), full otherwise."""
        self.band.fit_band()

    def fold(self, folded: bool) -> None:
        """A lesson is read below the band on a short screen: the caption steps aside."""
        if self.active:
            self.band.fold(folded)

    # --- on and off ------------------------------------------------------------------------

    def start(self) -> None:
        if self.active:
            return
        self.stepping.start()
        # Above the side panel, beside the board: the board keeps its size in this mode.
        self.app.band_slot.hold(self.band)
        self.app.band_changed()
        root = self.app.root
        root.bind("<space>", self._space)
        self.band.bind_keys(root)  # F6, F7, F8 and F9 (read the caption aloud)
        self.fit_band()
        self.stepping.seen_lessons = self.app.lesson_batches
        self.app.stop()
        self.advance()

    def stop(self) -> None:
        if not self.active:
            return
        self.fold(False)
        self.stepping.stop()
        self.app.band_slot.release(self.band)
        self.band.unbind_keys(self.app.root)
        self.app.root.unbind("<space>")
        self.app.band_changed()
        self.app.recover_focus()  # the band's Next had the keyboard: the window takes it back
        self.advance()

    def toggle(self) -> None:
        self.stop() if self.active else self.start()

    def _space(self, event: tk.Event) -> str | None:
        if isinstance(event.widget, tk.Entry | tk.Text | tk.Spinbox):
            return None
        if isinstance(event.widget, tk.Button):
            return "break"  # the focused button pressed itself
        if self.waiting:
            self.next_step()
        elif not self.app.busy:
            self.app.decision.handle_key("space")  # e.g. Continue after a lesson
        return "break"

    # --- stepping ----------------------------------------------------------------------------

    def advance(self) -> None:
        """The next step of the play loop, through the stepping (held until Next)."""
        self.app.play.advance()

    def _show_moment(self, moment: str) -> None:
        """What the stepping decided for this step: the caption and the status line."""
        app = self.app
        s = app.session
        if moment in (moments.OFF, moments.BUSY) or s is None:
            return
        pend = s.game.pending
        self._show_caption("game_over" if moment == moments.OVER else s.game.state.phase)
        if moment == moments.OVER:
            self._set_status(
                _("The game is over. The recap shows the gold chart and the exit ticket."),
                can_step=False,
            )
        elif moment == moments.PERSON:  # a person decides: the window shows the buttons
            who = s.name_of(pend.player)
            self._set_status(
                _("Waiting for {name} ({power}) to choose below.").format(
                    name=who, power=power_name(pend.player)
                ),
                can_step=False,
            )
        elif moment == moments.RUNNING:
            self._set_status(_("Running to the end of the round…"), can_step=False)
        else:
            app.refresh()
            if moment == moments.LESSON:
                lessons = app.lessons  # the caption names the lesson the panel shows
                title = lessons.title_of(lessons.current) if lessons.current else ""
                more = len(lessons.queue)
                if more:
                    status = _(
                        "New lesson: “{title}” ({more} more: Next lesson [L]). Talk it over, "
                        "then press Next."
                    )
                else:
                    status = _("New lesson: “{title}”. Talk it over, then press Next.")
                self._set_status(status.format(title=title, more=more), True)
            elif moment == moments.PHASE:
                self._set_status(_("Press Next to play this phase."), True)
            else:
                self._set_status(
                    _("Press Next to let {name} (computer) move.").format(
                        name=s.name_of(pend.player)
                    ),
                    True,
                )
            app.decision.clear(_("Demonstration: the teacher presses Next (space bar)."))

    def next_step(self) -> None:
        self.stepping.next_step(before=self._step_said)

    def _step_said(self) -> None:
        self.show_reason("")
        self.app._hide_lesson_overlay()  # the lesson read gives the side panel back

    def show_reason(self, text: str) -> None:
        self.band.show_reason(text)

    def run_round_end(self) -> None:
        self.stepping.run_round_end()

    def apply(self, action: Any, reason: str | None = None) -> None:
        """Heard before each move is applied: show a computer player's reason in large text."""
        s = self.app.session
        if self.active and reason and s is not None:
            who = s.name_of(s.game.pending.player)
            self.show_reason(_("{name} (computer): “{reason}”").format(name=who, reason=reason))

    # --- captions ------------------------------------------------------------------------------

    def _show_caption(self, phase: str) -> None:
        c = caption_for(phase)
        s = self.app.session
        if s is not None and phase != "game_over":
            title = _("Round {round} · {title}").format(round=s.game.state.round, title=_(c.title))
        else:
            title = _(c.title)
        self.title.configure(text=title)
        self.rule.configure(text=_(c.rule))
        self.history.configure(text=_("History: {text}").format(text=_(c.history)))
        self.caption = c
        self.band.fit()

    def _set_status(self, text: str, can_step: bool) -> None:
        self.band.set_status(text, can_step)

    def open_phase_lesson(self) -> None:
        c = getattr(self, "caption", None)
        if c is not None and self.active:
            self.app.lesson_panel.open(c.lesson_id)
            self.app.show_lesson_tab()
