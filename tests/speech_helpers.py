"""Shared by the Read aloud tests: the real voice (failing, not skipping, on CI without it),
a scripted pyttsx3 engine, and reading WAV files with the standard ``wave`` module."""

from __future__ import annotations

import array
import math
import os
import re
import wave
from dataclasses import dataclass
from pathlib import Path

import pytest

from florida_history.speech import service as speech


def on_ci() -> bool:
    return os.environ.get("CI", "").lower() in ("1", "true", "yes")


def real_voice() -> speech.Speaker:
    """The process's speaker with a real engine; fails on CI when pyttsx3 or eSpeak NG is
    missing (CI installs both), skips elsewhere."""
    speaker = speech.shared()
    if speaker.problem:
        message = f"no voice here: {speaker.problem}"
        if on_ci():
            pytest.fail(f"{message} (CI installs pyttsx3 and espeak-ng)", pytrace=False)
        pytest.skip(message)
    return speaker


@dataclass
class Audio:
    seconds: float
    rms: float  # of the 16-bit samples, 0-32767
    loud_share: float  # the share of 10 ms windows louder than -40 dB


def read_wav(path: Path) -> Audio:
    with wave.open(str(path), "rb") as w:
        assert w.getsampwidth() == 2 and w.getnchannels() == 1
        rate = w.getframerate()
        samples = array.array("h", w.readframes(w.getnframes()))
    rms = math.sqrt(sum(s * s for s in samples) / max(1, len(samples)))
    window = max(1, rate // 100)
    loud = 0
    chunks = range(0, len(samples), window)
    for i in chunks:
        chunk = samples[i : i + window]
        if max((abs(s) for s in chunk), default=0) > 327:
            loud += 1
    return Audio(len(samples) / rate, rms, loud / max(1, len(chunks)))


@dataclass
class FakeVoice:
    id: str
    name: str
    languages: list[str]


class FakeEngine:
    """Scripted pyttsx3 engine: reports each word as eSpeak does (from 1, during rendering)
    and writes ``seconds_per_char`` of a tone per character."""

    def __init__(self, voices: list[FakeVoice] | None = None, seconds_per_char: float = 0.02):
        self.voices = voices if voices is not None else [FakeVoice("gmw/en", "English", ["en"])]
        self.seconds_per_char = seconds_per_char
        self.props: dict[str, object] = {}
        self.callbacks: dict[str, list] = {}
        self.pending: tuple[str, str | None] | None = None
        self.rendered: list[str] = []

    def connect(self, topic, callback):
        self.callbacks.setdefault(topic, []).append(callback)
        return (topic, callback)

    def disconnect(self, token):
        self.callbacks[token[0]].remove(token[1])

    def setProperty(self, name, value):  # noqa: N802 - pyttsx3's name
        self.props[name] = value

    def getProperty(self, name):  # noqa: N802 - pyttsx3's name
        return self.voices if name == "voices" else self.props.get(name)

    def save_to_file(self, text, filename):
        self.pending = (text, filename)

    def say(self, text):
        self.pending = (text, None)

    def stop(self):
        pass

    def runAndWait(self):  # noqa: N802 - pyttsx3's name
        assert self.pending is not None
        text, filename = self.pending
        self.rendered.append(text)
        for m in re.finditer(r"\S+", text):
            for callback in self.callbacks.get("started-word", []):
                callback(name=m.group(), location=m.start() + 1, length=len(m.group()))
        if filename:
            rate = 8000
            frames = int(len(text) * self.seconds_per_char * rate)
            tone = array.array("h", (int(8000 * math.sin(i / 5)) for i in range(frames)))
            with wave.open(filename, "wb") as w:
                w.setnchannels(1)
                w.setsampwidth(2)
                w.setframerate(rate)
                w.writeframes(tone.tobytes())
        for callback in self.callbacks.get("finished-utterance", []):
            callback(name=None, completed=True)
