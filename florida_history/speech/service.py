"""The voice: pyttsx3 in one worker thread (speech engines want the thread that made them),
word boundaries put on a queue the window polls with ``after``, so speaking never blocks it.

Two ways to speak, one way to make sound:
- ``save`` renders text to a WAV file (pyttsx3 ``save_to_file``, which every driver supports).
- ``speak`` on eSpeak NG (Linux) renders the same way to a temporary file and plays it with the
  system's player, timing the reported words over the audio: pyttsx3's eSpeak driver reports
  words while it renders, not while the sound plays, and plays through a program it cannot
  stop. Owning the player makes Stop immediate. With no player or no sound device the words are
  still lit at reading speed, with a plain message.
- ``speak`` on Windows (SAPI 5) and macOS plays through pyttsx3 ``say``; those drivers report
  each word as it is heard.

Without pyttsx3, or without a speech engine, ``problem`` says why in one plain sentence and the
rest of the app is unchanged."""

from __future__ import annotations

import contextlib
import importlib
import io
import os
import queue
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import wave
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from florida_history.words import N_, _

# Words per minute for the speed setting (pyttsx3's "rate" on every driver).
RATES = {"slow": 130, "normal": 175}
SPEEDS = tuple(RATES)
# Players tried in turn for eSpeak's audio (PipeWire, PulseAudio, ALSA, FFmpeg).
PLAYERS: tuple[tuple[str, ...], ...] = (
    ("pw-play",),
    ("paplay",),
    ("aplay", "-q"),
    ("ffplay", "-nodisp", "-autoexit", "-loglevel", "quiet"),
)
# How voices name their language (matched in a voice's name; never shown).
LANGUAGE_NAMES = {"en": "English", "es": "Spanish"}
# Said when a language has no voice: a whole sentence each.
NO_VOICE = {
    "en": N_("This computer has no English voice to read with."),
    "es": N_("This computer has no Spanish voice to read with."),
}
NO_VOICE_OTHER = N_("This computer has no voice for this language to read with.")


class SpeechError(Exception):
    """Speaking or saving failed; the message is one plain sentence."""


@dataclass(frozen=True)
class SpeechEvent:
    """What the worker reports. ``kind``: "word" (``start``/``length`` in the spoken text),
    "done", "stopped" or "problem" (``message``; the words may still be lit)."""

    utterance: int
    kind: str
    start: int = 0
    length: int = 0
    message: str = ""


@dataclass
class _Job:
    utterance: int
    text: str
    language: str
    speed: str
    path: Path | None = None  # save here instead of speaking
    finished: threading.Event = field(default_factory=threading.Event)
    error: str = ""


def driver_for_platform(platform: str = sys.platform) -> str:
    if platform == "win32":
        return "sapi5"
    if platform == "darwin":
        return "nsss"
    return "espeak"


def find_player() -> tuple[str, ...] | None:
    for command in PLAYERS:
        if shutil.which(command[0]):
            return command
    return None


def wav_seconds(path: Path) -> float:
    with wave.open(str(path), "rb") as w:
        return w.getnframes() / float(w.getframerate() or 1)


class Speaker:
    """One per process (``shared()``). ``engine_factory(driver)`` makes the pyttsx3 engine
    (tests and other drivers may pass their own); ``player`` plays a WAV file on eSpeak."""

    def __init__(
        self,
        driver: str | None = None,
        engine_factory: Callable[[str], Any] | None = None,
        player: Sequence[str] | None = None,
    ) -> None:
        self.driver = driver or driver_for_platform()
        self._engine_factory = engine_factory
        self._player = tuple(player) if player is not None else None
        self.events: queue.Queue[SpeechEvent] = queue.Queue()
        self._jobs: queue.Queue[_Job] = queue.Queue()
        self._lock = threading.Lock()
        self._next_id = 0
        self._cancelled = 0  # every utterance up to this id is cancelled
        self._wake = threading.Event()  # set by stop(): the worker looks at once
        self._process: subprocess.Popen[bytes] | None = None
        self._thread: threading.Thread | None = None
        self._problem: str | None = None
        self._checked = False
        self._voices: list[Any] = []

    # --- availability ----------------------------------------------------------------------

    @property
    def problem(self) -> str | None:
        """Why nothing can be spoken here (one plain sentence), or None when a voice is ready.
        Cheap after the first call; never raises."""
        if not self._checked:
            self._checked = True
            self._problem = self._check()
        return self._problem

    @property
    def available(self) -> bool:
        return self.problem is None

    def _check(self) -> str | None:
        if self._engine_factory is not None:
            return None
        try:
            importlib.import_module("pyttsx3")
        except ImportError:
            return _("Read aloud is off: pyttsx3 is not installed (see the README).")
        if self.driver == "espeak":
            try:
                importlib.import_module("pyttsx3.drivers._espeak")
            except (ImportError, OSError, RuntimeError):
                return _("Read aloud is off: no voice; install eSpeak NG (see the README).")
        return None

    # --- asking ----------------------------------------------------------------------------

    def speak(self, text: str, language: str = "en", speed: str = "normal") -> int:
        """Start speaking ``text`` (anything already speaking stops). Returns the utterance's
        id: its events carry it. Never blocks."""
        with self._lock:
            self._next_id += 1
            ident = self._next_id
            self._cancelled = ident - 1
        self._wake.set()
        self._kill_player()
        self._submit(_Job(ident, text, language, speed))
        return ident

    def stop(self) -> None:
        """Stop at once: the player is killed now; a word reported later is ignored."""
        with self._lock:
            self._cancelled = self._next_id
        self._wake.set()
        self._kill_player()

    def save(self, text: str, path: Path, language: str = "en", speed: str = "normal") -> None:
        """Render ``text`` to the WAV file ``path`` (waits). Raises SpeechError."""
        problem = self.problem
        if problem:
            raise SpeechError(problem)
        with self._lock:
            self._next_id += 1
            ident = self._next_id
        job = _Job(ident, text, language, speed, path=Path(path))
        self._submit(job)
        if not job.finished.wait(60 + len(text) / 5):
            raise SpeechError(_("The voice took too long to read the text."))
        if job.error:
            raise SpeechError(job.error)

    def cancelled(self, utterance: int) -> bool:
        with self._lock:
            return utterance <= self._cancelled

    def _submit(self, job: _Job) -> None:
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._work, name="read-aloud", daemon=True)
            self._thread.start()
        self._jobs.put(job)

    def _kill_player(self) -> None:
        process = self._process
        if process is not None and process.poll() is None:
            with contextlib.suppress(OSError):
                process.kill()

    # --- the worker thread -----------------------------------------------------------------

    def _work(self) -> None:
        engine = None
        while True:
            job = self._jobs.get()
            if job.path is None and self.cancelled(job.utterance):
                continue
            if engine is None:
                try:
                    engine = self._make_engine()
                except Exception as exc:  # noqa: BLE001 - any engine failure is said plainly
                    self._problem = _(
                        "The computer's speech engine did not start ({problem})."
                    ).format(problem=exc)
                    job.error = self._problem
                    job.finished.set()
                    self.events.put(SpeechEvent(job.utterance, "problem", message=job.error))
                    continue
            try:
                if job.path is not None:
                    self._render(engine, job, job.path)
                elif self.driver == "espeak":
                    self._speak_rendered(engine, job)
                else:
                    self._speak_live(engine, job)
            except Exception as exc:  # noqa: BLE001 - the window hears of it, never crashes
                job.error = _("The voice stopped with a problem ({problem}).").format(problem=exc)
                self.events.put(SpeechEvent(job.utterance, "problem", message=job.error))
            finally:
                job.finished.set()

    def _make_engine(self) -> Any:
        if self._engine_factory is not None:
            engine = self._engine_factory(self.driver)
        else:
            if self.driver == "sapi5":  # SAPI 5 is COM: this worker thread must join COM first
                with contextlib.suppress(Exception):
                    importlib.import_module("comtypes").CoInitialize()
            import pyttsx3  # type: ignore[import-not-found,import-untyped,unused-ignore]

            engine = pyttsx3.init(self.driver)
        self._voices = list(engine.getProperty("voices") or [])
        return engine

    def _voice_for(self, language: str) -> str | None:
        """The id of a voice for ``language`` ("en", "es"), or None."""
        for voice in self._voices:
            langs = [
                lang.decode(errors="ignore") if isinstance(lang, bytes) else str(lang)
                for lang in (getattr(voice, "languages", None) or [])
            ]
            ident = str(getattr(voice, "id", "")).lower()
            name = str(getattr(voice, "name", "")).lower()
            if any(lang.lower().replace("_", "-").split("-")[0] == language for lang in langs):
                return str(voice.id)
            if ident.rsplit("/", 1)[-1] == language:
                return str(voice.id)
            if LANGUAGE_NAMES.get(language, "?").lower() in name:
                return str(voice.id)
        return None

    def _prepare(self, engine: Any, job: _Job) -> None:
        """Voice and speed for ``job``; raises SpeechError when the language has no voice."""
        voice = self._voice_for(job.language)
        if voice is None and job.language != "en":  # English: the system's own voice
            raise SpeechError(_(NO_VOICE.get(job.language, NO_VOICE_OTHER)))
        if voice is not None:
            engine.setProperty("voice", voice)
        engine.setProperty("rate", RATES.get(job.speed, RATES["normal"]))

    def _location(self, location: int) -> int:
        """pyttsx3's eSpeak driver counts characters from 1; SAPI and macOS from 0."""
        return location - 1 if self.driver == "espeak" else location

    def _render(self, engine: Any, job: _Job, path: Path) -> list[tuple[int, int]]:
        """``job.text`` into the WAV file ``path``; the words the engine reported (start and
        length in ``job.text``)."""
        try:
            self._prepare(engine, job)
        except SpeechError as exc:
            job.error = str(exc)
            self.events.put(SpeechEvent(job.utterance, "problem", message=job.error))
            return []
        # eSpeak: the speed goes in the text as an embedded command. pyttsx3's eSpeak driver
        # cancels eSpeak between utterances, and eSpeak's cancel puts back the speed of the
        # utterance before, so a speed set as a property was lost about every other time.
        prefix = f"\x01{RATES.get(job.speed, RATES['normal'])}S" if self.driver == "espeak" else ""
        for _attempt in range(3):  # eSpeak's lost utterance (see _render_once) is rare
            words = self._render_once(engine, prefix, job.text, path)
            if words is not None:
                return words
        job.error = _("The voice made no sound for this text.")
        return []

    def _render_once(
        self, engine: Any, prefix: str, text: str, path: Path
    ) -> list[tuple[int, int]] | None:
        """One try at ``prefix + text`` into ``path``: the words, or None if no whole file."""
        words: list[tuple[int, int]] = []
        outcome: list[bool] = []
        finished = threading.Event()

        def on_word(name: object = None, location: int = 0, length: int = 0) -> None:
            start = self._location(location) - len(prefix)
            if start < 0:  # the first word carries the embedded command
                start, length = 0, length + start
            if length > 0:
                words.append((start, length))

        def on_finished(name: object = None, completed: bool = True) -> None:
            outcome.append(bool(completed))
            finished.set()

        with contextlib.suppress(OSError):
            path.unlink()
        tokens = [
            engine.connect("started-word", on_word),
            engine.connect("finished-utterance", on_finished),
        ]
        try:
            with contextlib.redirect_stdout(io.StringIO()):  # the driver prints "Audio saved"
                engine.save_to_file(prefix + text, str(path))
                engine.runAndWait()
                # pyttsx3's eSpeak loop can return while eSpeak still renders (on eSpeak's own
                # thread), or after cancelling it: the file is whole when the utterance has
                # finished, and finished complete.
                finished.wait(30 + len(text) / 10)
        finally:
            for token in tokens:
                engine.disconnect(token)
        if outcome and outcome[0] and path.exists() and path.stat().st_size > 44:
            return words
        return None

    def _speak_rendered(self, engine: Any, job: _Job) -> None:
        fd, name = tempfile.mkstemp(prefix="florida-history-voice-", suffix=".wav")
        os.close(fd)
        path = Path(name)
        try:
            words = self._render(engine, job, path)
            if job.error or self.cancelled(job.utterance):
                if not job.error:
                    self.events.put(SpeechEvent(job.utterance, "stopped"))
                return
            self._play(job, path, words)
        finally:
            with contextlib.suppress(OSError):
                path.unlink()

    def _play(self, job: _Job, path: Path, words: list[tuple[int, int]]) -> None:
        """Play ``path`` and report each word when it is heard (its place in the text over
        the audio's length: eSpeak reads at an even pace, pausing at full stops)."""
        seconds = wav_seconds(path)
        player = self._player if self._player is not None else find_player()
        message = ""
        if player is None:
            message = _("No sound player (aplay, paplay, pw-play): words lit only.")
        else:
            try:
                self._process = subprocess.Popen(
                    [*player, str(path)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
                )
            except OSError as exc:
                message = _("No sound ({problem}): words lit only.").format(problem=exc)
        if message:
            self.events.put(SpeechEvent(job.utterance, "problem", message=message))
        total = max(1, len(job.text))
        began = time.monotonic()
        schedule = [(seconds * start / total, start, length) for start, length in words]
        self._wake.clear()
        for due, start, length in [*schedule, (seconds, -1, 0)]:
            while not self.cancelled(job.utterance):
                left = began + due - time.monotonic()
                if left <= 0:
                    break
                self._wake.wait(min(left, 0.1))
            if self.cancelled(job.utterance):
                self._kill_player()
                self.events.put(SpeechEvent(job.utterance, "stopped"))
                return
            if start >= 0:
                self.events.put(SpeechEvent(job.utterance, "word", start, length))
        process = self._process
        while process is not None and process.poll() is None:
            if self.cancelled(job.utterance):
                self._kill_player()
                self.events.put(SpeechEvent(job.utterance, "stopped"))
                return
            self._wake.wait(0.05)
        if process is not None and process.returncode not in (0, None) and not message:
            self.events.put(
                SpeechEvent(
                    job.utterance,
                    "problem",
                    message=_("No sound device: words lit only."),
                )
            )
        self.events.put(SpeechEvent(job.utterance, "done"))

    def _speak_live(self, engine: Any, job: _Job) -> None:
        """SAPI 5 and macOS: the driver plays and reports each word as it is heard."""
        try:
            self._prepare(engine, job)
        except SpeechError as exc:
            self.events.put(SpeechEvent(job.utterance, "problem", message=str(exc)))
            return

        def on_word(name: object = None, location: int = 0, length: int = 0) -> None:
            if self.cancelled(job.utterance):
                engine.stop()  # the drivers' documented place to stop: in a callback
            elif length > 0:
                self.events.put(
                    SpeechEvent(job.utterance, "word", self._location(location), length)
                )

        token = engine.connect("started-word", on_word)
        try:
            engine.say(job.text)
            engine.runAndWait()
        finally:
            engine.disconnect(token)
        kind = "stopped" if self.cancelled(job.utterance) else "done"
        self.events.put(SpeechEvent(job.utterance, kind))


_shared: Speaker | None = None


def shared() -> Speaker:
    """The process's speaker (one engine and one worker for every window)."""
    global _shared
    if _shared is None:
        _shared = Speaker()
    return _shared


def set_shared(speaker: Speaker | None) -> None:
    """Replace the process's speaker (tests; None makes a fresh one at the next ``shared``)."""
    global _shared
    if _shared is not None:
        _shared.stop()
    _shared = speaker
