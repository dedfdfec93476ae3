"""The teacher demonstration band both games show beside their board or table (Colonial
Florida's ``ui/demo_mode.py``, Colonials' ``ui/demo.py``): a title, the caption in a box of
bounded height (the rule, the history on yellow, a computer player's reason in blue, and any
rows a game adds), a row of buttons (Next [Space], a run-on button [F6], the lesson [F7],
History [F8], Read caption [F9], Leave [F5]) and a status line. The band owns its layout, its
fit to the window, the compact band on short screens, folding under a lesson, the history
toggle, reading aloud and the keyboard; a game gives it its words and commands (``BandSpec``)
and fills in the captions as it steps. So a projector shows the same caption sizes in both
games and a fix reaches both."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from florida_history.ui import theme as th
from florida_history.ui.keyboard import make_keyboard_ready
from florida_history.ui.read_aloud import CaptionVoice
from florida_history.ui.scroll import ScrollFrame
from florida_history.ui.steady import FittedLabel, Steady
from florida_history.ui.wrapping import FlowRow, follow_width

# Below this many window pixels of height per unit of text size (720 at 150% and 200%, for
# instance), the band is compact: the history paragraph waits behind its button (F8), the
# words are body-sized, so the board or table keeps its room.
COMPACT_BELOW = 560

# Projector-sized captions (read from the back row: the body's 15 px were too small), body
# sized on a compact band. Keys: the band's parts.
FULL_FONTS = {
    "title": "fh-big",
    "caption": "fh-caption",  # the rule, the history, what happened
    "reason": "fh-caption-bold",  # a computer player's reason
    "status": "fh-caption-bold",
    "button": "fh-button",
}
COMPACT_FONTS = {
    "title": "fh-bold",
    "caption": "fh-body",
    "reason": "fh-bold",
    "status": "fh-bold",
    "button": "fh-bold",
}

WHITE = "#FFFFFF"
HISTORY_BACKGROUND = "#FFF4C2"
# The keys the band answers while it is shown (Space and F5 stay the game's: Next steps the
# game's own way, F5 is the window's switch).
BAND_KEYS = ("<F6>", "<F7>", "<F8>", "<F9>")

# A label in the game's own words module, looked up when it is shown (the language can change
# while the app runs): ``lambda: _("Lesson [F7]")``.
Words = Callable[[], str]


def band_fonts(compact: bool) -> dict[str, str]:
    """The named font of each part of a demonstration band."""
    return COMPACT_FONTS if compact else FULL_FONTS


def is_compact(window_height: int, text_scale: float) -> bool:
    """A short window for its text size (see COMPACT_BELOW); unknown (1 px) is not."""
    return window_height > 1 and window_height / text_scale < COMPACT_BELOW


@dataclass(frozen=True)
class BandButton:
    """One of the band's buttons: its words (shorter ones on a compact band, if any) and what
    it does."""

    words: Words
    command: Callable[[], object]
    compact: Words | None = None

    def label(self, compact: bool) -> str:
        short = self.compact if compact else None
        return (short or self.words)()


@dataclass(frozen=True)
class BandRow:
    """A caption row a game adds below the history, always shown (Colonials: the computer
    players' reasons, what happened); its font follows the band's ``part``."""

    part: Literal["caption", "reason"]
    foreground: str = th.BLACK


@dataclass(frozen=True)
class BandSpec:
    """A game's band: its buttons' words and commands, and how its caption box takes room.

    ``steady``: the band keeps one height whatever its caption says (a box of nine caption
    lines, three on a compact band, room for two lines of title, the status in two fitted
    lines), and the slot beside the board measures it again when that height changes;
    otherwise the box is as tall as its words and takes any room the slot keeps.
    ``share``: the most of the side column the band may take (the rest: a lesson below).
    ``next_shrinks``: Next takes the compact band's smaller button font too."""

    next: BandButton
    run_on: BandButton  # F6
    lesson: BandButton  # F7
    leave: BandButton  # F5
    history_shown: Words  # F8 while the history paragraph shows ("History ▴ [F8]")
    history_hidden: Words  # F8 while it waits behind the button ("History ▾ [F8]")
    speech_speed: Callable[[], str]
    rows: tuple[BandRow, ...] = ()
    steady: bool = True
    share: float = 0.55
    next_shrinks: bool = False


def _text(master: tk.Misc, font: str, **kw: Any) -> tk.Label:
    """A caption line that wraps at its own width, at any text size and window width."""
    kw.setdefault("background", WHITE)
    kw.setdefault("foreground", th.BLACK)
    label = tk.Label(master, text="", font=font, anchor="w", justify="left", wraplength=400)
    label.configure(**kw)
    return follow_width(label)


class DemoBand(tk.Frame):
    """The caption band: the title, then the caption in a box of bounded height (it scrolls
    when long), then the buttons and the status, always in view."""

    def __init__(
        self,
        master: tk.Misc,
        spec: BandSpec,
        column_height: Callable[[], int] | None = None,
        window_resized: Callable[[], None] | None = None,
        on_compact: Callable[[], None] | None = None,
    ) -> None:
        """``column_height``: the height the band shares with what is below it (its master's
        by default); ``window_resized`` runs when the window itself changes size (``fit_band``
        by default); ``on_compact`` after the band turns compact or full."""
        super().__init__(
            master, background=WHITE, highlightthickness=3, highlightbackground=th.BLACK
        )
        self.spec = spec
        # A child of a slot that keeps the tallest height (beside the board): measured again
        # when the band's own height changes.
        self.slot = master if isinstance(master, Steady) else None
        self.column_height = column_height or master.winfo_height
        self.on_compact = on_compact
        self.compact = False
        self.folded = False
        self.history_shown = True
        self._fit_pending = False
        self._asked = False  # a fit asked for since the last look
        self._need = 0
        self._saved_keys: dict[str, str] = {}
        fonts = band_fonts(False)
        self.title = _text(self, fonts["title"])
        # The rule, the history, a reason and the game's rows scroll in a box of bounded
        # height: a long caption never pushes the buttons out of sight.
        self.caption_box = ScrollFrame(self, background=WHITE, always_bar=True)
        self.caption_box.canvas.configure(height=40)  # fit() sets the real height
        body = self.caption_box.body
        self.rule = _text(body, fonts["caption"])
        self.rule.pack(fill="x", padx=10)
        self.history = _text(body, fonts["caption"], background=HISTORY_BACKGROUND, padx=6, pady=4)
        self.history.pack(fill="x", padx=10, pady=4)
        # A computer player's reason, first in the box while there is one (show_reason).
        self.reason = _text(body, fonts["reason"], foreground=th.BLUE)
        self.rows = tuple(
            _text(body, fonts[row.part], foreground=row.foreground) for row in spec.rows
        )
        for label in self.rows:
            label.pack(fill="x", padx=10)
        self.caption_box.watch(self.rule, self.history, self.reason, *self.rows)
        self.buttons = FlowRow(self, background=WHITE)
        self.next_button = self._button(spec.next, background=th.YELLOW, padx=14)
        self.run_button = self._button(spec.run_on)
        self.lesson_button = self._button(spec.lesson)
        self.history_button = tk.Button(
            self.buttons, text=spec.history_hidden(), font="fh-button", command=self.toggle_history
        )
        self.leave_button = self._button(spec.leave, font="fh-small")
        self.read_button = tk.Button(self.buttons, font="fh-button")
        self.voice = CaptionVoice(
            self.read_button,
            lambda: f"{self.rule.cget('text')} {self.history.cget('text')}",
            speed=spec.speech_speed,
        )
        self.buttons.add(
            self.next_button,
            self.run_button,
            self.lesson_button,
            self.read_button,
            self.leave_button,
        )
        self.status: tk.Label
        if spec.steady:
            # Two lines always (smaller type, then "…" when longer): the band keeps its height.
            self.status = FittedLabel(
                self, lines=2, fonts=self._status_fonts(), background=WHITE, padx=10
            )
            self.title.pack(fill="x", padx=10, pady=(4, 0))
            self.caption_box.pack(fill="x")
            self.buttons.pack(fill="x", padx=6, pady=(4, 0))
            self.status.pack(fill="x", pady=(2, 4))
        else:
            self.status = _text(self, fonts["status"])
            self.title.pack(side="top", fill="x", padx=10, pady=(4, 0))
            self.status.pack(side="bottom", fill="x", padx=10, pady=(2, 6))
            self.buttons.pack(side="bottom", fill="x", padx=6, pady=(4, 0))
            self.caption_box.pack(side="top", fill="both", expand=True)  # any room the slot keeps
        for label in (self.title, self.rule, self.history, self.reason, *self.rows):
            label.bind("<Configure>", lambda e: self.fit(), add="+")
        if not spec.steady:  # its box follows the room the slot keeps; a steady one, the window
            master.bind("<Configure>", lambda e: self.fit(), add="+")
        self._follow_window(window_resized or self.fit_band)
        make_keyboard_ready(self)  # focus rings; Enter presses the focused button

    def _button(self, spec: BandButton, font: str = "fh-button", **kw: Any) -> tk.Button:
        return tk.Button(self.buttons, text=spec.words(), font=font, command=spec.command, **kw)

    def _status_fonts(self) -> tuple[str, ...]:
        return (band_fonts(self.compact)["status"], "fh-bold", "fh-small")

    def _follow_window(self, resized: Callable[[], None]) -> None:
        """The window's own <Configure> only: bound on the window itself it ran for every
        widget inside it too (a toplevel is in each child's bindtags), ~100 times a text size
        step. The tag goes with the band."""
        window = self.winfo_toplevel()
        tag = f"FhWindowResized{id(self)}"

        def changed(event: tk.Event[tk.Misc]) -> None:
            if event.widget is window:
                resized()

        def gone(event: tk.Event[tk.Misc]) -> None:
            if event.widget is self:
                try:
                    window.bindtags(tuple(t for t in window.bindtags() if t != tag))
                except tk.TclError:  # the window went first
                    pass

        window.bind_class(tag, "<Configure>", changed)
        window.bindtags((tag, *window.bindtags()))
        self.bind("<Destroy>", gone, add="+")

    # --- keys --------------------------------------------------------------------------------

    def bind_keys(self, window: tk.Misc) -> None:
        """F6, F7, F8 and F9 on ``window`` while the band is shown; the window's own bindings
        of them come back with ``unbind_keys``."""
        self._saved_keys = {seq: window.bind(seq) for seq in BAND_KEYS}
        window.bind("<F6>", lambda e: self.spec.run_on.command())
        window.bind("<F7>", lambda e: self.spec.lesson.command())
        window.bind("<F8>", lambda e: self.toggle_history())
        window.bind("<F9>", lambda e: self.voice.toggle())  # read the caption aloud

    def unbind_keys(self, window: tk.Misc) -> None:
        self.voice.stop()
        for seq in BAND_KEYS:
            window.unbind(seq)
            if self._saved_keys.get(seq):
                window.bind(seq, self._saved_keys[seq])
        self._saved_keys = {}

    # --- compact band on short screens -------------------------------------------------------

    def fit_band(self) -> None:
        """Compact on a short window with large text (see COMPACT_BELOW), full otherwise (a
        change fits the caption again)."""
        root = self.winfo_toplevel()
        self.set_compact(
            is_compact(root.winfo_height(), float(getattr(root, "fh_text_scale", 1.0)))
        )

    def set_compact(self, compact: bool) -> None:
        """On a short window with big text the history waits behind its button (F8), the
        button words get shorter and the words body-sized: the buttons stay in view."""
        if compact == self.compact:
            return
        self.compact = compact
        fonts = band_fonts(compact)
        self.title.configure(font=fonts["title"])
        self.reason.configure(font=fonts["reason"])
        for label in (self.rule, self.history):
            label.configure(font=fonts["caption"])
        for label, row in zip(self.rows, self.spec.rows, strict=True):
            label.configure(font=fonts[row.part])
        if isinstance(self.status, FittedLabel):
            self.status.fonts = self._status_fonts()
            self.status.configure(text=self.status.full)  # fitted again in the new fonts
        else:
            self.status.configure(font=fonts["status"])
        spec = self.spec
        for button, words in (
            (self.next_button, spec.next),
            (self.run_button, spec.run_on),
            (self.lesson_button, spec.lesson),
            (self.leave_button, spec.leave),
        ):
            button.configure(text=words.label(compact))
        shrinking = [self.run_button, self.lesson_button, self.history_button]
        for button in [self.next_button, *shrinking] if spec.next_shrinks else shrinking:
            button.configure(font=fonts["button"])
        if self.on_compact is not None:
            self.on_compact()
        self._arrange_buttons()
        self.show_history(not compact)
        if spec.steady and self.slot is not None:
            self.slot.reset()

    def fit(self) -> None:
        """Fit the caption box when Tk is idle (once however many ask), and look once more
        a moment later (see _fit)."""
        self._asked = True
        self._look_again()

    def _look_again(self) -> None:
        if not self._fit_pending:
            self._fit_pending = True
            self.after_idle(self._fit)

    def _fit(self) -> None:
        """A steady box keeps one height whatever the caption says (nine lines, three when
        compact); any other is as tall as its words. Either way the whole band takes at most
        its share of the side column: a long caption scrolls, the buttons never leave the
        screen, and nothing below a steady band jumps."""
        self._fit_pending = False
        try:
            root = self.winfo_toplevel()
            window = root.winfo_height()
            self.set_compact(is_compact(window, float(getattr(root, "fh_text_scale", 1.0))))
            column = self.column_height()
            if column <= 1:
                column = window
            box = self.caption_box
            line = self._linespace(self.rule)
            others = self.winfo_reqheight() - box.winfo_reqheight()
            need = box.body.winfo_reqheight()
            if self.spec.steady:
                # Room for two lines of title whatever this one needs: the box's height does
                # not follow the title's length (nor, then, the band's).
                others += 2 * self._linespace(self.title) - self.title.winfo_reqheight()
                want = (3 if self.compact else 9) * line + 12
            else:
                want = need
            limit = max(2 * line + 8, int(column * self.spec.share) - others)
            height = max(1, min(want, limit))
            if int(box.canvas.cget("height")) != height:
                box.canvas.configure(height=height)
                if self.spec.steady and self.slot is not None:
                    self.slot.reset()  # measured again at the band's new height
            box.refresh()
            # Wrapped labels settle over a few idle rounds (each follows its width): look
            # again until the caption's natural height stops changing. And once after each
            # ask: a fit already waiting when a label changed measured the caption before Tk
            # laid it out again (also when idle), and found nothing new, left the box shorter
            # than its words (the first line cut off).
            if need != self._need or self._asked:
                self._asked = need != self._need and self._asked
                self._need = need
                self.after(40, self._look_again)
        except tk.TclError:  # the window is closing
            pass

    def _linespace(self, label: tk.Label) -> int:
        return int(self.tk.call("font", "metrics", label.cget("font"), "-linespace"))

    # --- folding, history, reason ------------------------------------------------------------

    def fold(self, folded: bool) -> None:
        """A lesson is read below the band on a short screen: the caption box steps aside
        (the title, the buttons and the status stay), so the lesson gets the room."""
        if folded == self.folded:
            return
        self.folded = folded
        if folded:
            self.caption_box.pack_forget()
            self.status.pack_forget()  # the lesson below shows its own title
        elif self.spec.steady:
            self.caption_box.pack(fill="x", after=self.title)
            self.status.pack(fill="x", pady=(2, 4), after=self.buttons)
        else:  # as first packed: the buttons and status before the box, which gives way first
            self.status.pack(side="bottom", fill="x", padx=10, pady=(2, 6), after=self.title)
            self.caption_box.pack(side="top", fill="both", expand=True, after=self.buttons)
        self._arrange_buttons()
        if self.slot is not None:
            self.update_idletasks()  # the band's new height first: the slot keeps the tallest
            self.slot.reset()

    def _arrange_buttons(self) -> None:
        """Next, F6, the lesson, History (compact band only) and Leave, always last; with the
        caption folded for a lesson, F7 and F8 (keys still) give their room."""
        for button in (self.run_button, self.lesson_button, self.history_button, self.leave_button):
            self.buttons.remove(button)
        shown = [self.run_button]
        if not self.folded:
            shown.append(self.lesson_button)
            if self.compact:
                shown.append(self.history_button)
        self.buttons.add(*shown, self.leave_button)

    def toggle_history(self) -> None:
        """F8: show or hide the history paragraph (hidden at first on a compact band)."""
        self.show_history(not self.history_shown)

    def show_history(self, shown: bool) -> None:
        self.history_shown = shown
        if shown:
            self.history.pack(fill="x", padx=10, pady=4, after=self.rule)
        else:
            self.history.pack_forget()
        words = self.spec.history_shown if shown else self.spec.history_hidden
        self.history_button.configure(text=words())
        self.fit()

    def show_reason(self, text: str) -> None:
        """A computer player's reason in large text, first in the box: what it just did is the
        news (none: the row goes)."""
        self.reason.configure(text=text)
        if text:
            self.reason.pack(fill="x", padx=10, before=self.rule)
            self.caption_box.canvas.yview_moveto(0)
        else:
            self.reason.pack_forget()
        self.fit()

    def set_status(self, text: str, can_step: bool, focus: bool = True) -> None:
        """The status line, and Next ready (with the keyboard, if ``focus``) or not."""
        self.status.configure(text=text)
        self.next_button.configure(state="normal" if can_step else "disabled")
        if can_step and focus:
            self.next_button.focus_set()

    @property
    def turn_button(self) -> tk.Button:
        """The run-on button (F6) by the name Colonials' code and tests know it."""
        return self.run_button
