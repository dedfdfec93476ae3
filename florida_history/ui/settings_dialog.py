"""Settings…: text size (100-200%), high contrast, lesson popups, animation speed, card names
and Read aloud (speed; read each new lesson automatically), each applied live and saved at
once; "Reset display settings" in one click. Every control is a radio button or check box, so
it all works from the keyboard (Tab, arrows, space) with Tk's focus ring visible."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable

from florida_history.app.settings import (
    ANIMATION_SPEED_NAMES,
    ANIMATION_SPEEDS,
    LESSON_MODE_NAMES,
    LESSON_MODES,
    SPEECH_SPEED_NAMES,
    SPEECH_SPEEDS,
    Settings,
)
from florida_history.i18n import LANGUAGE_NAMES, LANGUAGES
from florida_history.ui import theme as th
from florida_history.ui.keyboard import close_window, make_keyboard_ready
from florida_history.ui.wrapping import follow_width
from florida_history.words import _

TEXT_SIZES = (1.0, 1.25, 1.5, 1.75, 2.0)


class SettingsDialog(tk.Toplevel):
    """``on_change(settings)`` applies and saves; ``on_reset()`` returns the reset settings."""

    def __init__(
        self,
        master: tk.Misc,
        settings: Settings,
        on_change: Callable[[Settings], None],
        on_reset: Callable[[], Settings],
        note: str = "",
    ) -> None:
        super().__init__(master, background=th.PANEL_BG)
        self.title(_("Settings — Florida History"))
        self.transient(master.winfo_toplevel())
        self.settings = settings
        self.on_change = on_change
        self.on_reset = on_reset
        bg = th.PANEL_BG
        self.scale_var = tk.DoubleVar(value=self._nearest(settings.text_scale))
        self.contrast_var = tk.BooleanVar(value=settings.high_contrast)
        self.mode_var = tk.StringVar(value=settings.lesson_mode)
        self.speed_var = tk.StringVar(value=settings.animation_speed)
        self.names_var = tk.StringVar(
            value="classroom" if settings.classroom_card_names else "original"
        )
        self.voice_speed_var = tk.StringVar(value=settings.speech_speed)
        self.read_aloud_var = tk.BooleanVar(value=settings.read_lessons_aloud)
        self.language_var = tk.StringVar(value=settings.language)
        pad = {"padx": 10, "pady": 3}

        def heading(text: str) -> None:
            tk.Label(self, text=text, font="fh-bold", background=bg, anchor="w").pack(
                fill="x", padx=10, pady=(10, 0)
            )

        def radios(var: tk.Variable, items: list[tuple[str, object]], label: str = "") -> tk.Frame:
            """A row of choices; with ``label``, its heading at the start of the row (a line
            saved: the dialog fits 720 lines at 200%)."""
            row = tk.Frame(self, background=bg)
            row.pack(fill="x", **(pad if not label else {"padx": 10, "pady": (6, 0)}))
            if label:
                tk.Label(row, text=label, font="fh-bold", background=bg).pack(
                    side="left", padx=(0, 12)
                )
            for text, value in items:
                tk.Radiobutton(
                    row,
                    text=text,
                    value=value,
                    variable=var,
                    font="fh-body",
                    background=bg,
                    anchor="w",
                    command=self._changed,
                    highlightthickness=2,
                ).pack(side="left", padx=(0, 12))
            return row

        # Each language's name in that language, so a reader finds their own.
        self.language_row = radios(
            self.language_var, [(LANGUAGE_NAMES[c], c) for c in LANGUAGES], _("Language:")
        )
        heading(_("Text size (for projectors)"))
        self.size_row = radios(self.scale_var, [(f"{round(s * 100)}%", s) for s in TEXT_SIZES])
        colours = radios(self.contrast_var, [], _("Colors:"))
        tk.Checkbutton(
            colours,
            text=_("High contrast (black on white, thick outlines)"),
            variable=self.contrast_var,
            font="fh-body",
            background=bg,
            anchor="w",
            command=self._changed,
            highlightthickness=2,
        ).pack(side="left")
        heading(_("Open lessons automatically"))
        radios(self.mode_var, [(_(LESSON_MODE_NAMES[m]), m) for m in LESSON_MODES])
        heading(_("Animation speed"))
        radios(self.speed_var, [(_(ANIMATION_SPEED_NAMES[s]), s) for s in ANIMATION_SPEEDS])
        heading(_("Card names"))
        radios(
            self.names_var, [(_("Classroom names"), "classroom"), (_("Original names"), "original")]
        )
        # One row (the dialog fits 720 lines at 200%): the voice's speed, then whether each new
        # lesson is read aloud as it opens.
        heading(_("Read aloud [V]"))
        voice_row = radios(
            self.voice_speed_var, [(_(SPEECH_SPEED_NAMES[s]), s) for s in SPEECH_SPEEDS]
        )
        tk.Checkbutton(
            voice_row,
            text=_("Read each new lesson aloud"),
            variable=self.read_aloud_var,
            font="fh-body",
            background=bg,
            anchor="w",
            command=self._changed,
            highlightthickness=2,
        ).pack(side="left")
        self.note = follow_width(
            tk.Label(
                self,
                text=note,
                font="fh-small",
                background=bg,
                foreground=th.MUTED,
                anchor="w",
                justify="left",
                wraplength=560,  # at first; then the room it has (follow_width)
            )
        )
        self.note.pack(fill="x", padx=10, pady=(8, 0))
        buttons = tk.Frame(self, background=bg)
        buttons.pack(fill="x", padx=10, pady=10)
        self.reset_button = tk.Button(
            buttons, text=_("Reset display settings"), font="fh-button", command=self.reset
        )
        self.reset_button.pack(side="left")
        self.close_button = tk.Button(
            buttons,
            text=_("Close [Esc]"),
            font="fh-button",
            background=th.YELLOW,
            command=self.close,
        )
        self.close_button.pack(side="right")
        # Keyboard: Tab and Shift+Tab move (each control shows its focus), Space or Enter
        # chooses, Escape closes. The focus starts on the text size in use.
        make_keyboard_ready(self)
        self.bind("<Escape>", lambda e: self.close())
        self.protocol("WM_DELETE_WINDOW", self.close)
        size = self.scale_var.get()
        chosen = [r for r in self.size_row.winfo_children() if float(r.cget("value")) == size]
        (chosen[0] if chosen else self).focus_set()

    def close(self) -> None:
        close_window(self)

    @staticmethod
    def _nearest(scale: float) -> float:
        return min(TEXT_SIZES, key=lambda s: abs(s - scale))

    def _changed(self) -> None:
        s = self.settings
        s.text_scale = float(self.scale_var.get())
        s.high_contrast = bool(self.contrast_var.get())
        s.lesson_mode = self.mode_var.get()
        s.animation_speed = self.speed_var.get()
        s.classroom_card_names = self.names_var.get() == "classroom"
        s.speech_speed = self.voice_speed_var.get()
        s.read_lessons_aloud = bool(self.read_aloud_var.get())
        s.language = self.language_var.get()
        self.on_change(s)

    def reset(self) -> None:
        s = self.on_reset()
        self.settings = s
        self.scale_var.set(self._nearest(s.text_scale))
        self.contrast_var.set(s.high_contrast)
