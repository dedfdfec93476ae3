"""The Read aloud service (issue 29) without Tk: words reported while the sound plays, Stop at
once, plain messages without pyttsx3 or without a voice for the language; then the real voice
(eSpeak NG on Linux): speed and language."""

from __future__ import annotations

import sys
import time

import pytest
from speech_helpers import FakeEngine, FakeVoice, read_wav, real_voice

from florida_history.speech import service as speech
from florida_history.speech.normalize import normalize

SLEEPING_PLAYER = (sys.executable, "-c", "import time; time.sleep(30)")


def collect(speaker, ident, until=("done", "stopped"), timeout=10.0):
    events = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            event = speaker.events.get(timeout=0.05)
        except Exception:  # queue.Empty
            continue
        if event.utterance == ident:
            events.append((time.monotonic(), event))
            if event.kind in until:
                return events
    raise AssertionError(f"no {until} event in {timeout} s: {events}")


def test_words_come_in_order_while_the_audio_plays_then_done():
    engine = FakeEngine(seconds_per_char=0.05)
    speaker = speech.Speaker("espeak", engine_factory=lambda d: engine, player=("true",))
    began = time.monotonic()
    ident = speaker.speak("one two three")  # 13 characters + the speed command: ~0.9 s
    events = collect(speaker, ident)
    words = [(e.start, e.length) for _t, e in events if e.kind == "word"]
    assert words == [(0, 3), (4, 3), (8, 5)]
    assert events[-1][1].kind == "done"
    # Paced to the sound, not all at once as eSpeak reports them while rendering.
    assert events[-1][0] - began >= 0.8
    word_times = [t for t, e in events if e.kind == "word"]
    assert word_times[2] - word_times[0] >= 0.3
    assert engine.rendered == ["\x01175Sone two three"]  # normal speed, said to eSpeak


def test_slow_speed_is_asked_of_the_voice():
    engine = FakeEngine(seconds_per_char=0.001)
    speaker = speech.Speaker("espeak", engine_factory=lambda d: engine, player=("true",))
    collect(speaker, speaker.speak("slowly", speed="slow"))
    assert engine.rendered == [f"\x01{speech.RATES['slow']}Sslowly"]


def test_stop_silences_the_player_at_once():
    engine = FakeEngine(seconds_per_char=0.2)
    speaker = speech.Speaker("espeak", engine_factory=lambda d: engine, player=SLEEPING_PLAYER)
    ident = speaker.speak("a long sentence that would take several seconds to say")
    deadline = time.monotonic() + 10
    while speaker._process is None and time.monotonic() < deadline:
        time.sleep(0.01)
    player = speaker._process
    assert player is not None and player.poll() is None
    pressed = time.monotonic()
    speaker.stop()
    events = collect(speaker, ident)
    assert events[-1][1].kind == "stopped"
    assert events[-1][0] - pressed < 0.5
    assert player.wait(timeout=2) is not None  # the sound is gone, not left playing


def test_a_new_reading_replaces_the_one_speaking():
    engine = FakeEngine(seconds_per_char=0.1)
    speaker = speech.Speaker("espeak", engine_factory=lambda d: engine, player=("true",))
    first = speaker.speak("the first lesson is rather long to read")
    second = speaker.speak("second")
    assert speaker.cancelled(first) and not speaker.cancelled(second)
    events = collect(speaker, second)
    assert [e.kind for _t, e in events][-1] == "done"


def test_a_language_without_a_voice_is_said_plainly():
    engine = FakeEngine(voices=[FakeVoice("gmw/en", "English", ["en"])])
    speaker = speech.Speaker("espeak", engine_factory=lambda d: engine, player=("true",))
    events = collect(speaker, speaker.speak("Hola", language="es"), until=("problem",))
    assert events[-1][1].message == "This computer has no Spanish voice to read with."
    with pytest.raises(speech.SpeechError, match="no Spanish voice"):
        speaker.save("Hola", speech.Path("/nonexistent/x.wav"), language="es")


def test_a_spanish_voice_is_chosen_when_the_computer_has_one(tmp_path):
    voices = [FakeVoice("gmw/en", "English", ["en"]), FakeVoice("roa/es", "Spanish", ["es"])]
    engine = FakeEngine(voices=voices, seconds_per_char=0.001)
    speaker = speech.Speaker("espeak", engine_factory=lambda d: engine)
    speaker.save("Hola", tmp_path / "es.wav", language="es")
    assert engine.props["voice"] == "roa/es"
    speaker.save("Hello", tmp_path / "en.wav")
    assert engine.props["voice"] == "gmw/en"


def test_without_pyttsx3_the_reason_is_one_plain_sentence(monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "pyttsx3", None)  # import pyttsx3 -> ImportError
    speaker = speech.Speaker()
    assert not speaker.available
    assert speaker.problem == ("Read aloud is off: pyttsx3 is not installed (see the README).")
    with pytest.raises(speech.SpeechError, match="pyttsx3"):
        speaker.save("text", tmp_path / "x.wav")


# --- the real voice (eSpeak NG here and in CI) ---------------------------------------------


def test_the_real_voice_reads_at_the_speed_chosen(tmp_path):
    speaker = real_voice()
    text = normalize(
        "Pedro Menéndez de Avilés founded St Augustine in 1565. It is the oldest city "
        "that Europeans built in what is now the United States."
    ).text
    words = len(text.split())
    lengths = {}
    for speed in ("normal", "slow", "normal"):  # twice normal: the speed does not stick
        path = tmp_path / f"{speed}.wav"
        speaker.save(text, path, speed=speed)
        audio = read_wav(path)
        assert audio.loud_share > 0.5, f"{speed}: mostly silent"
        predicted = words / speech.RATES[speed] * 60
        assert 0.8 * predicted <= audio.seconds <= 1.4 * predicted, (speed, audio, predicted)
        lengths.setdefault(speed, []).append(audio.seconds)
    assert abs(lengths["normal"][0] - lengths["normal"][1]) < 0.1
    ratio = lengths["slow"][0] / lengths["normal"][0]
    assert 1.2 <= ratio <= 1.5  # 175 / 130 = 1.35


def test_the_real_voice_reads_spanish_with_a_spanish_voice(tmp_path):
    speaker = real_voice()
    path = tmp_path / "es.wav"
    speaker.save(normalize("San Agustín fue fundada en 1565.", "es").text, path, "es")
    audio = read_wav(path)
    assert audio.seconds > 1.0 and audio.loud_share > 0.5
