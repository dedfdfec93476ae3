"""Teacher demonstration mode: the game waits for the teacher's Next (space bar) before every
automatic phase and every computer player's move; a caption band above the board explains each
phase's rule and its history in plain words; computer players' reasons are shown in large
text; a new lesson pauses the demonstration; "Run to the end of this round" plays on without
stopping until the next round begins (or a lesson or a human's decision comes up).

It wraps the App's ``advance`` and ``apply`` on the instance, so the App's own flow is unchanged
when the mode is off."""

from __future__ import annotations

import tkinter as tk
from typing import Any

from florida_history.classroom.captions import caption_for
from florida_history.engine.state import POWER_NAMES
from florida_history.ui import theme as th
from florida_history.ui.keyboard import make_keyboard_ready
from florida_history.ui.wrapping import FlowRow, follow_width

# Below this many window pixels of height per unit of text size (720 at 150% and 200%, for
# instance), the band is compact: the history paragraph waits behind its button (F8) and the
# reason is in bold body text instead of large type, so the board keeps its room.
COMPACT_BELOW = 560


class DemoController:
    def __init__(self, app: Any) -> None:
        self.app = app
        self.active = False
        self.waiting = False  # a step is ready and waits for Next
        self.run_to_round_end = False
        self.run_round = -1
        self.lesson_pause = False
        self._seen_lessons = 0
        self._orig_advance = app.advance
        self._orig_apply = app.apply
        app.advance = self.advance
        app.apply = self.apply
        self.band = self._build_band(app.root)

    # --- the caption band ------------------------------------------------------------------

    def _build_band(self, root: tk.Misc) -> tk.Frame:
        band = tk.Frame(
            root, background="#FFFFFF", highlightthickness=3, highlightbackground=th.BLACK
        )

        # Every text wraps at its own width (follow_width), at any text size and window width.
        def text(master: tk.Misc, font: str, **kw: object) -> tk.Label:
            kw.setdefault("background", "#FFFFFF")
            return follow_width(
                tk.Label(
                    master,
                    text="",
                    font=font,
                    anchor="w",  # type: ignore[arg-type]
                    justify="left",
                    wraplength=400,
                    **kw,
                )
            )

        row = tk.Frame(band, background="#FFFFFF")
        row.pack(fill="x")
        row.columnconfigure(0, weight=1)
        self.title = text(row, "fh-big")
        self.title.grid(row=0, column=0, sticky="ew", padx=10, pady=(4, 0))
        self.leave_button = tk.Button(
            row, text="Leave demonstration [F5]", font="fh-small", command=self.stop
        )
        self.leave_button.grid(row=0, column=1, sticky="ne", padx=6, pady=4)
        self.rule = text(band, "fh-body")
        self.rule.pack(fill="x", padx=10)
        self.history = text(band, "fh-body", background="#FFF4C2", padx=6, pady=4)
        self.history.pack(fill="x", padx=10, pady=4)
        # The computer player's reason, in large text (packed only while there is one).
        self.reason = text(band, "fh-big", foreground=th.BLUE)
        buttons = FlowRow(band, background="#FFFFFF")
        buttons.pack(fill="x", padx=6, pady=(4, 0))
        self.buttons = buttons
        self.next_button = tk.Button(
            buttons,
            text="Next ▶ [Space]",
            font="fh-button",
            background=th.YELLOW,
            command=self.next_step,
            padx=14,
        )
        self.round_button = tk.Button(
            buttons, text="To end of round ▶▶ [F6]", font="fh-button", command=self.run_round_end
        )
        self.lesson_button = tk.Button(
            buttons, text="Phase lesson [F7]", font="fh-button", command=self.open_phase_lesson
        )
        self.history_button = tk.Button(
            buttons, text="History ▾ [F8]", font="fh-button", command=self.toggle_history
        )
        buttons.add(self.next_button, self.round_button, self.lesson_button)
        self.status = text(band, "fh-bold")
        self.status.pack(fill="x", padx=10, pady=(2, 4))
        self.compact = False
        self.history_shown = True
        root.bind("<Configure>", self._root_resized, add="+")
        make_keyboard_ready(band)  # focus rings; Enter presses the focused button
        return band

    # --- compact band on short screens ---------------------------------------------------------

    def _root_resized(self, event: tk.Event) -> None:
        if event.widget is self.app.root:
            self.fit_band()

    def fit_band(self) -> None:
        """Compact on a short window with large text (see COMPACT_BELOW), full otherwise."""
        root = self.app.root
        scale = float(getattr(root, "fh_text_scale", 1.0))
        height = root.winfo_height()
        compact = height > 1 and height / scale < COMPACT_BELOW
        if compact == self.compact:
            return
        self.compact = compact
        self.reason.configure(font="fh-bold" if compact else "fh-big")
        # Shorter button words, so the buttons keep to one line.
        for button, full, short in (
            (self.round_button, "To end of round ▶▶ [F6]", "Round ▶▶ [F6]"),
            (self.lesson_button, "Phase lesson [F7]", "Lesson [F7]"),
        ):
            button.configure(text=short if compact else full)
        if compact:
            self.buttons.add(self.history_button)
        else:
            self.buttons.remove(self.history_button)
        self._show_history(not compact)

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
        self.history_button.configure(text="History ▴ [F8]" if shown else "History ▾ [F8]")

    # --- on and off ------------------------------------------------------------------------

    def start(self) -> None:
        if self.active:
            return
        self.active = True
        self.run_to_round_end = False
        self.band.pack(fill="x", before=self.app.main)
        root = self.app.root
        root.bind("<space>", self._space)
        root.bind("<F6>", lambda e: self.run_round_end())
        root.bind("<F7>", lambda e: self.open_phase_lesson())
        root.bind("<F8>", lambda e: self.toggle_history())
        self.fit_band()
        self._seen_lessons = self._lesson_count()
        self.app.stop()
        self.advance()

    def stop(self) -> None:
        if not self.active:
            return
        self.active = False
        self.waiting = False
        self.band.pack_forget()
        for seq in ("<space>", "<F6>", "<F7>", "<F8>"):
            self.app.root.unbind(seq)
        self.advance()

    def toggle(self) -> None:
        self.stop() if self.active else self.start()

    def _space(self, event: tk.Event) -> str | None:
        if isinstance(event.widget, tk.Entry | tk.Text | tk.Spinbox):
            return None
        self.next_step()
        return "break"

    # --- stepping ----------------------------------------------------------------------------

    def _lesson_count(self) -> int:
        lessons = self.app.lessons
        return len(lessons.history) + len(lessons.queue)

    def _round_over(self) -> bool:
        s = self.app.session
        return s is not None and (s.game.state.round > self.run_round or s.game.is_over)

    def advance(self) -> None:
        """Called instead of App.advance: hold every automatic step until Next."""
        app = self.app
        if not self.active:
            self._orig_advance()
            return
        s = app.session
        if s is None or app.busy:
            return
        new_lessons = self._lesson_count() > self._seen_lessons
        self._seen_lessons = self._lesson_count()
        pend = s.game.pending
        state = s.game.state
        phase = "game_over" if pend.kind == "game_over" else state.phase
        self._show_caption(phase)
        if pend.kind == "game_over":
            self.run_to_round_end = False
            self._set_status(
                "The game is over. The recap shows the gold chart and the exit ticket.",
                can_step=False,
            )
            self._orig_advance()
            return
        if new_lessons:
            self.lesson_pause = True
            self.run_to_round_end = False
        automatic = pend.kind == "phase" or s.current_is_computer
        if not automatic:  # a person decides: the App shows the buttons
            self.run_to_round_end = self.run_to_round_end and not new_lessons
            who = s.name_of(pend.player)
            self._set_status(
                f"Waiting for {who} ({POWER_NAMES.get(pend.player or '', '')}) to choose below.",
                can_step=False,
            )
            self._orig_advance()
            return
        if self.run_to_round_end and not self._round_over():
            self._set_status("Running to the end of the round…", can_step=False)
            self._orig_advance()
            return
        self.run_to_round_end = False
        app.refresh()
        self.waiting = True
        if self.lesson_pause:
            lessons = app.lessons
            newest = lessons.queue[-1] if lessons.queue else lessons.current
            title = lessons.title_of(newest) if newest else ""
            self._set_status(f"New lesson: “{title}”. Talk it over, then press Next.", True)
        elif pend.kind == "phase":
            self._set_status("Press Next to play this phase.", True)
        else:
            self._set_status(f"Press Next to let {s.name_of(pend.player)} (computer) move.", True)
        app.decision.clear("Demonstration: the teacher presses Next (space bar).")

    def next_step(self) -> None:
        if not self.active or not self.waiting or self.app.busy:
            return
        self.waiting = False
        self.lesson_pause = False
        self.show_reason("")
        self._orig_advance()

    def show_reason(self, text: str) -> None:
        self.reason.configure(text=text)
        if text:
            self.reason.pack(fill="x", padx=10, before=self.buttons)
        else:
            self.reason.pack_forget()

    def run_round_end(self) -> None:
        s = self.app.session
        if not self.active or s is None or s.game.is_over:
            return
        self.run_to_round_end = True
        self.run_round = s.game.state.round
        self.lesson_pause = False
        if self.waiting:
            self.waiting = False
            self._orig_advance()

    def apply(self, action: Any, reason: str | None = None) -> None:
        """Called instead of App.apply: show a computer player's reason in large text."""
        s = self.app.session
        if self.active and reason and s is not None:
            who = s.name_of(s.game.pending.player)
            self.show_reason(f"{who} (computer): “{reason}”")
        self._orig_apply(action, reason)

    # --- captions ------------------------------------------------------------------------------

    def _show_caption(self, phase: str) -> None:
        c = caption_for(phase)
        s = self.app.session
        rnd = f"Round {s.game.state.round} · " if s is not None and phase != "game_over" else ""
        self.title.configure(text=rnd + c.title)
        self.rule.configure(text=c.rule)
        self.history.configure(text="History: " + c.history)
        self.caption = c

    def _set_status(self, text: str, can_step: bool) -> None:
        self.status.configure(text=text)
        self.next_button.configure(state="normal" if can_step else "disabled")
        if can_step:
            self.next_button.focus_set()

    def open_phase_lesson(self) -> None:
        c = getattr(self, "caption", None)
        if c is not None and self.active:
            self.app.lesson_panel.open(c.lesson_id)
            self.app._show_lesson_tab()
