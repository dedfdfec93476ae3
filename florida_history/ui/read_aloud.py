"""The Read aloud [V] button for a text widget: speaks a tagged part of the text through the
shared speaker (speech/service.py), lights each word as it is heard, and offers the next part
(the lesson's short text, then its Game vs. History note). The window polls the speaker's queue
with ``after``: speaking never blocks it. Where no voice can speak, the button is disabled and
the line beside it says why."""

from __future__ import annotations

import queue
import tkinter as tk
from collections.abc import Callable, Sequence
from pathlib import Path

from florida_history.i18n import language as app_language
from florida_history.speech import service as speech
from florida_history.speech.normalize import Spoken, normalize
from florida_history.ui import theme as th
from florida_history.words import N_, _

POLL_MS = 40
HIGHLIGHT = "speaking"  # the text widget's tag on the word being spoken


class ReadAloud:
    """``parts`` are (text tag, button label) in reading order: V reads the first part, and
    after each part the button offers the next one. ``speed()`` and ``language()`` are asked
    at each start, so a settings change applies to the next reading."""

    def __init__(
        self,
        text: tk.Text,
        button: tk.Button,
        status: tk.Label,
        parts: Sequence[tuple[str, str]],
        speed: Callable[[], str] = lambda: "normal",
        language: Callable[[], str] = app_language,
        speaker: Callable[[], speech.Speaker] = speech.shared,
        on_status: Callable[[str], None] | None = None,
    ) -> None:
        self.on_status = on_status  # told each new status line ("" when there is none)
        self.text = text
        self.button = button
        self.status = status
        self.parts = list(parts)
        self.speed = speed
        self.language = language
        self.speaker = speaker
        self.utterance = 0  # the one being spoken; 0 when silent
        self.next_part = 0  # the part V reads next (the one stopped, or the one after)
        self.reading_part = 0
        self.spoken: Spoken | None = None
        self.start_index = "1.0"  # where the part being read starts in the text widget
        self.lit: tuple[str, str] | None = None  # the highlight's range, for tests
        self._poll_id: str | None = None
        text.tag_configure(HIGHLIGHT, background=th.YELLOW, underline=True)
        button.configure(command=self.toggle)
        button.bind("<Destroy>", lambda e: self.stop(), add="+")
        self.refresh()

    @property
    def speaking(self) -> bool:
        return self.utterance != 0

    def refresh(self) -> None:
        """The button as things are: disabled with its reason when no voice can speak."""
        problem = self.speaker().problem
        if problem:
            self.button.configure(text=_("Read aloud [V]"), state="disabled")
            self._say(problem)
            return
        self.button.configure(state="normal")
        if self.speaking:
            self.button.configure(text=_("Stop [V]"))
        elif 0 < self.next_part < len(self.parts) and self._range(self.parts[self.next_part][0]):
            self.button.configure(text=self.parts[self.next_part][1])
        else:
            self.button.configure(text=self.parts[0][1] if self.parts else _("Read aloud [V]"))

    def reset(self) -> None:
        """New text in the widget: silence, and V starts from the first part again."""
        self.stop()
        self.next_part = 0
        self._say("")
        self.refresh()

    def toggle(self) -> None:
        """The V key and the button: stop when speaking, else read the part on offer."""
        if self.speaking:
            self.stop()
        else:
            self.start()

    def start(self, part: int | None = None) -> bool:
        """Read a part (the one on offer by default); False when there is nothing to read or
        no voice."""
        speaker = self.speaker()
        if speaker.problem:
            self.refresh()
            return False
        prepared = self.prepare(part)
        if prepared is None:
            return False
        at, spoken, language = prepared
        self.spoken = spoken
        self._drain(speaker)
        self.utterance = speaker.speak(spoken.text, language, self.speed())
        self.reading_part = at
        self._say("")
        self.refresh()
        self._schedule()
        return True

    def save(self, path: Path, part: int = 0) -> Spoken | None:
        """What ``start(part)`` would say, into the WAV file ``path`` instead (the same text,
        language, speed and rendering). Raises speech.SpeechError."""
        prepared = self.prepare(part)
        if prepared is None:
            return None
        _at, spoken, language = prepared
        self.speaker().save(spoken.text, path, language, self.speed())
        return spoken

    def prepare(self, part: int | None = None) -> tuple[int, Spoken, str] | None:
        """The part to read (its number), its words as the voice should say them, and the
        language; None when the text has nothing to read. Sets ``start_index``."""
        at = self.next_part if part is None else part
        if not 0 <= at < len(self.parts):
            at = 0
        span = self._range(self.parts[at][0])
        if span is None:
            at, span = 0, self._range(self.parts[0][0]) if self.parts else None
        if span is None:
            return None
        self.start_index = span[0]
        language = self.language()
        return at, normalize(self.text.get(*span), language), language

    def stop(self) -> None:
        """Stop at once (V, Stop, Continue, a new lesson)."""
        if self.utterance:
            self.utterance = 0
            self.speaker().stop()
        self._unlight()
        if self._poll_id is not None:
            try:
                self.text.after_cancel(self._poll_id)
            except tk.TclError:
                pass
            self._poll_id = None
        try:
            self.refresh()
        except tk.TclError:
            pass  # the window is closing

    # --- following the voice ---------------------------------------------------------------

    def _range(self, tag: str) -> tuple[str, str] | None:
        ranges = self.text.tag_ranges(tag)
        if len(ranges) < 2:
            return None
        first, last = str(ranges[0]), str(ranges[-1])
        if not self.text.get(first, last).strip():
            return None
        return first, last

    def _schedule(self) -> None:
        if self._poll_id is None:
            self._poll_id = self.text.after(POLL_MS, self._poll)

    def _drain(self, speaker: speech.Speaker) -> None:
        while True:
            try:
                speaker.events.get_nowait()
            except queue.Empty:
                return

    def _poll(self) -> None:
        self._poll_id = None
        if not self.utterance:
            return
        speaker = self.speaker()
        if speaker.cancelled(self.utterance):  # another reading (a caption) took the voice
            self.utterance = 0
            self._unlight()
            self.refresh()
            return
        events = speaker.events
        while True:
            try:
                event = events.get_nowait()
            except queue.Empty:
                break
            if event.utterance != self.utterance:
                continue
            if event.kind == "word":
                self._light(event.start, event.length)
            elif event.kind == "problem":
                self._say(event.message)
            else:  # done or stopped
                self.utterance = 0
                self._unlight()
                if event.kind == "done":  # offer the next part (Stop offers this one again)
                    after = self.reading_part + 1
                    self.next_part = after if after < len(self.parts) else 0
                if self.next_part:
                    self._say(_("Press V to hear the next part."))
                self.refresh()
                return
        self._schedule()

    def _light(self, start: int, length: int) -> None:
        if self.spoken is None:
            return
        first, last = self.spoken.word_at(start, length)
        a = f"{self.start_index} + {first} chars"
        b = f"{self.start_index} + {last} chars"
        t = self.text
        t.tag_remove(HIGHLIGHT, "1.0", "end")
        t.tag_add(HIGHLIGHT, a, b)
        t.see(a)
        self.lit = (t.index(a), t.index(b))

    def _unlight(self) -> None:
        try:
            self.text.tag_remove(HIGHLIGHT, "1.0", "end")
        except tk.TclError:
            pass
        self.lit = None

    def _say(self, message: str) -> None:
        try:
            if self.status.cget("text") != message:
                self.status.configure(text=message)
                if self.on_status is not None:
                    self.on_status(message)
        except tk.TclError:
            pass


class CaptionVoice:
    """Demonstration mode's "Read caption [F9]": reads what the band says (``text()``) for a
    projector class; the button becomes "Stop [F9]" while speaking. Nothing is lit (the caption
    is in labels); without a voice the button is disabled."""

    LABEL = N_("Read caption [F9]")

    def __init__(
        self,
        button: tk.Button,
        text: Callable[[], str],
        speed: Callable[[], str] = lambda: "normal",
        speaker: Callable[[], speech.Speaker] = speech.shared,
    ) -> None:
        self.button = button
        self.text = text
        self.speed = speed
        self.speaker = speaker
        self.utterance = 0
        button.configure(text=_(self.LABEL), command=self.toggle)
        button.bind("<Destroy>", lambda e: self.stop(), add="+")
        if speaker().problem:
            button.configure(state="disabled")

    def toggle(self) -> None:
        if self.utterance:
            self.stop()
            return
        speaker = self.speaker()
        words = " ".join(self.text().split())
        if speaker.problem or not words:
            return
        # The caption is in the language chosen for the app: the voice speaks that language.
        code = app_language()
        self.utterance = speaker.speak(normalize(words, code).text, code, self.speed())
        self.button.configure(text=_("Stop [F9]"))
        self.button.after(POLL_MS, self._poll)

    def stop(self) -> None:
        if self.utterance:
            self.utterance = 0
            self.speaker().stop()
        try:
            self.button.configure(text=_(self.LABEL))
        except tk.TclError:
            pass  # the band is closing

    def _poll(self) -> None:
        if not self.utterance:
            return
        speaker = self.speaker()
        finished = speaker.cancelled(self.utterance)  # Stop, or the lesson panel's V
        while not finished:
            try:
                event = speaker.events.get_nowait()
            except queue.Empty:
                break
            finished = event.utterance == self.utterance and event.kind in ("done", "stopped")
        if finished:
            self.utterance = 0
            self.stop()
            return
        self.button.after(POLL_MS, self._poll)
