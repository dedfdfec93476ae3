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
from florida_history.ui import theme as th
from florida_history.ui.demo_band import band_fonts, is_compact
from florida_history.ui.keyboard import make_keyboard_ready
from florida_history.ui.read_aloud import CaptionVoice
from florida_history.ui.scroll import ScrollFrame
from florida_history.ui.steady import FittedLabel
from florida_history.ui.wrapping import FlowRow, follow_width


class DemoController:
    def __init__(self, app: Any) -> None:
        self.app = app
        self.stepping = DemoStepping(app.play, on_moment=self._show_moment)
        app.play.on_move.append(self.apply)
        self.band = self._build_band(app.root)
        self.folded = False
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

    # --- the caption band ------------------------------------------------------------------

    def _build_band(self, root: tk.Misc) -> tk.Frame:
        # A child of its place beside the board, so a lesson opened over it covers it.
        band = tk.Frame(
            self.app.band_slot,
            background="#FFFFFF",
            highlightthickness=3,
            highlightbackground=th.BLACK,
        )

        # Every text wraps at its own width (follow_width), at any text size and window width.
        def text(master: tk.Misc, font: str, **kw: Any) -> tk.Label:
            kw.setdefault("background", "#FFFFFF")
            return follow_width(
                tk.Label(
                    master,
                    text="",
                    font=font,
                    anchor="w",
                    justify="left",
                    wraplength=400,
                    **kw,
                )
            )

        self.title = text(band, "fh-big")
        self.title.pack(fill="x", padx=10, pady=(4, 0))
        # The rule, the history and a computer player's reason scroll in a box of bounded
        # height: a long caption never pushes the buttons out of sight nor the board smaller.
        self.caption_box = ScrollFrame(band, background="#FFFFFF", always_bar=True)
        self.caption_box.canvas.configure(height=40)  # fit_caption sets the real height
        self.caption_box.pack(fill="x")
        body = self.caption_box.body
        fonts = band_fonts(False)
        self.rule = text(body, fonts["caption"])
        self.rule.pack(fill="x", padx=10)
        self.history = text(body, fonts["caption"], background="#FFF4C2", padx=6, pady=4)
        self.history.pack(fill="x", padx=10, pady=4)
        # The computer player's reason, in large text (packed only while there is one).
        self.reason = text(body, fonts["reason"], foreground=th.BLUE)
        self.caption_box.watch(self.rule, self.history, self.reason)
        for label in (self.title, self.rule, self.history, self.reason):
            label.bind("<Configure>", lambda e: self.fit_caption(), add="+")
        buttons = FlowRow(band, background="#FFFFFF")
        buttons.pack(fill="x", padx=6, pady=(4, 0))
        self.buttons = buttons
        self.next_button = tk.Button(
            buttons,
            text=_("Next ▶ [Space]"),
            font="fh-button",
            background=th.YELLOW,
            command=self.next_step,
            padx=14,
        )
        self.round_button = tk.Button(
            buttons,
            text=_("To end of round ▶▶ [F6]"),
            font="fh-button",
            command=self.run_round_end,
        )
        self.lesson_button = tk.Button(
            buttons, text=_("Phase lesson [F7]"), font="fh-button", command=self.open_phase_lesson
        )
        self.history_button = tk.Button(
            buttons, text=_("History ▾ [F8]"), font="fh-button", command=self.toggle_history
        )
        self.leave_button = tk.Button(
            buttons, text=_("Leave demonstration [F5]"), font="fh-small", command=self.stop
        )
        self.read_button = tk.Button(buttons, font="fh-button")
        self.voice = CaptionVoice(
            self.read_button,
            lambda: f"{self.rule.cget('text')} {self.history.cget('text')}",
            speed=lambda: self.app.settings.speech_speed,
        )
        buttons.add(
            self.next_button,
            self.round_button,
            self.lesson_button,
            self.read_button,
            self.leave_button,
        )
        # Two lines always (smaller type, then "…" when longer): the band keeps its height.
        self.status = FittedLabel(
            band,
            lines=2,
            fonts=(fonts["status"], "fh-bold", "fh-small"),
            background="#FFFFFF",
            padx=10,
        )
        self.status.pack(fill="x", pady=(2, 4))
        self._fit_pending = False
        self._caption_need = 0
        self.compact = False
        self.history_shown = True
        # The window's own <Configure> only: bound on the root itself it ran for every widget
        # inside the window too (a toplevel is in each child's bindtags), ~100 times a text size
        # step.
        tag = f"FhWindowResized{id(self)}"
        root.bind_class(tag, "<Configure>", self._root_resized)
        root.bindtags((tag, *root.bindtags()))
        make_keyboard_ready(band)  # focus rings; Enter presses the focused button
        return band

    # --- compact band on short screens ---------------------------------------------------------

    def _root_resized(self, event: tk.Event) -> None:
        if event.widget is self.app.root:
            self.fit_band()

    def fit_band(self) -> None:
        """Compact on a short window with large text (see demo_band), full otherwise."""
        root = self.app.root
        compact = is_compact(root.winfo_height(), float(getattr(root, "fh_text_scale", 1.0)))
        if compact == self.compact:
            return
        self.compact = compact
        fonts = band_fonts(compact)
        self.reason.configure(font=fonts["reason"])
        self.title.configure(font=fonts["title"])
        self.rule.configure(font=fonts["caption"])
        self.history.configure(font=fonts["caption"])
        self.status.fonts = (fonts["status"], "fh-bold", "fh-small")
        self.status.configure(text=self.status.full)  # fitted again in the new fonts
        self.leave_button.configure(
            text=_("Leave [F5]") if compact else _("Leave demonstration [F5]")
        )
        # Shorter button words, so the buttons keep to one line.
        for button, full, short in (
            (self.round_button, _("To end of round ▶▶ [F6]"), _("Round ▶▶ [F6]")),
            (self.lesson_button, _("Phase lesson [F7]"), _("Lesson [F7]")),
        ):
            button.configure(text=short if compact else full)
        for button in (self.round_button, self.lesson_button, self.history_button):
            button.configure(font=fonts["button"])
        self._arrange_buttons()
        self._show_history(not compact)
        self.fit_caption()
        self.app.band_slot.reset()

    def fit_caption(self) -> None:
        """The caption box keeps one height whatever the caption says (nine lines, three when
        compact, and the whole band at most about half the height beside the board); a longer
        caption scrolls in it. So the band, and everything below it, never jumps."""
        if not self._fit_pending:
            self._fit_pending = True
            self.app.root.after_idle(self._fit_caption)

    def _fit_caption(self) -> None:
        self._fit_pending = False
        try:
            box, band = self.caption_box, self.band
            column = self.app.side_column.winfo_height()
            if column <= 1:
                column = self.app.root.winfo_height()
            # Room for two lines of title whatever this one needs: the box's height does not
            # follow the title's length (nor, then, the band's).
            title_line = int(box.tk.call("font", "metrics", self.title.cget("font"), "-linespace"))
            others = (
                band.winfo_reqheight()
                - box.winfo_reqheight()
                - self.title.winfo_reqheight()
                + 2 * title_line
            )
            caption_font = self.rule.cget("font")
            line = int(box.tk.call("font", "metrics", caption_font, "-linespace"))
            limit = max(2 * line + 8, int(column * 0.55) - others)
            target = (3 if self.compact else 9) * line + 12
            height = max(1, min(target, limit))
            if int(box.canvas.cget("height")) != height:
                box.canvas.configure(height=height)
                self.app.band_slot.reset()  # measured again at the band's new height
            # Wrapped labels settle over a few idle rounds (each follows its width): look
            # again until the caption's natural height stops changing.
            need = box.body.winfo_reqheight()
            box.refresh()
            if need != self._caption_need:
                self._caption_need = need
                self.app.root.after(40, self.fit_caption)
        except tk.TclError:  # the window is closing
            pass

    def fold(self, folded: bool) -> None:
        """A lesson is read below the band on a short screen: the caption steps aside (the
        title, Next, F6 and the status stay), so the lesson gets the room."""
        if folded == self.folded or not self.active:
            return
        self.folded = folded
        if folded:
            self.caption_box.pack_forget()
            self.status.pack_forget()  # the lesson below shows its own title
        else:
            self.caption_box.pack(fill="x", after=self.title)
            self.status.pack(fill="x", pady=(2, 4), after=self.buttons)
        self._arrange_buttons()
        self.band.update_idletasks()  # the band's new height first: the slot keeps the tallest
        self.app.band_slot.reset()

    def _arrange_buttons(self) -> None:
        """Next, F6, the phase lesson, History (compact band only) and Leave, always last;
        with the caption folded for a lesson, F7 and F8 (keys still) give their room."""
        for button in (self.round_button, self.lesson_button, self.history_button):
            self.buttons.remove(button)
        self.buttons.remove(self.leave_button)
        shown = [self.round_button]
        if not self.folded:
            shown.append(self.lesson_button)
            if self.compact:
                shown.append(self.history_button)
        self.buttons.add(*shown, self.leave_button)

    def toggle_history(self) -> None:
        """F8: show or hide the history paragraph (hidden at first in a compact band)."""
        if self.active:
            self._show_history(not self.history_shown)

    def _show_history(self, shown: bool) -> None:
        self.history_shown = shown
        if shown:
            self.history.pack(fill="x", padx=10, pady=4, after=self.rule)
        else:
            self.history.pack_forget()
        self.fit_caption()
        self.history_button.configure(text=_("History ▴ [F8]") if shown else _("History ▾ [F8]"))

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
        root.bind("<F6>", lambda e: self.run_round_end())
        root.bind("<F7>", lambda e: self.open_phase_lesson())
        root.bind("<F8>", lambda e: self.toggle_history())
        root.bind("<F9>", lambda e: self.voice.toggle())  # read the caption aloud
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
        self.voice.stop()
        for seq in ("<space>", "<F6>", "<F7>", "<F8>", "<F9>"):
            self.app.root.unbind(seq)
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
        self.reason.configure(text=text)
        if text:
            # First in the caption box: what the computer player just did is the news.
            self.reason.pack(fill="x", padx=10, before=self.rule)
            self.caption_box.canvas.yview_moveto(0)
        else:
            self.reason.pack_forget()
        self.fit_caption()

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
        self.fit_caption()

    def _set_status(self, text: str, can_step: bool) -> None:
        self.status.configure(text=text)
        self.next_button.configure(state="normal" if can_step else "disabled")
        if can_step:
            self.next_button.focus_set()

    def open_phase_lesson(self) -> None:
        c = getattr(self, "caption", None)
        if c is not None and self.active:
            self.app.lesson_panel.open(c.lesson_id)
            self.app.show_lesson_tab()
