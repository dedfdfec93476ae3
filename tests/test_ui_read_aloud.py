"""Read aloud [V] in the real window under Xvfb (issue 29): a lesson spoken to a WAV file by
the button's own code path; V lights the words one after another and V stops; Continue stops
the voice; without pyttsx3 the app starts and the button says why it is off."""

from __future__ import annotations

import sys
import tkinter as tk

import pytest
from speech_helpers import read_wav, real_voice
from tkhelpers import pump_for, wait_until

from florida_history.app.settings import Settings
from florida_history.speech import service as speech
from florida_history.ui.read_aloud import HIGHLIGHT

LESSON = "space-st-augustine"


@pytest.fixture
def app(tk_root, tmp_path, monkeypatch):
    monkeypatch.setenv("FLORIDA_HISTORY_CONFIG", str(tmp_path / "cfg"))
    monkeypatch.setenv("FLORIDA_HISTORY_SCHOOL_DEFAULTS", str(tmp_path / "school.json"))
    from florida_history.games.colonial_florida.ui.window import FloridaWindow

    a = FloridaWindow(tk_root, Settings(animation_speed="instant"))
    a.lessons.load()
    tk_root.update()
    yield a
    a.lesson_panel.stop_reading()
    a.stop()


@pytest.fixture
def no_pyttsx3(monkeypatch):
    """As on a computer without pyttsx3: ``import pyttsx3`` fails, the app's speaker is new."""
    monkeypatch.setitem(sys.modules, "pyttsx3", None)
    kept = speech._shared
    speech._shared = speech.Speaker()
    yield
    speech._shared = kept


def key(root, keysym: str) -> None:
    root.focus_force()
    root.update()
    root.event_generate(f"<KeyPress-{keysym}>")
    root.update()


def lit(panel) -> tuple[str, ...]:
    return tuple(str(i) for i in panel.text.tag_ranges(HIGHLIGHT))


def test_a_lesson_spoken_to_a_wav_by_the_buttons_code_path(app, tmp_path):
    real_voice()
    panel = app.lesson_panel
    panel.open(LESSON)
    path = tmp_path / "lesson.wav"
    spoken = panel.reader.save(path)  # what V would say, at the speed set, to a file
    assert spoken is not None
    assert spoken.shown == panel.view.short
    assert "St Augustine" in spoken.shown and "Saint Augustine" in spoken.text
    audio = read_wav(path)
    words = len(spoken.text.split())
    predicted = words / speech.RATES[app.settings.speech_speed] * 60
    assert audio.loud_share > 0.5  # speech, not silence
    assert audio.rms > 300
    assert 0.8 * predicted <= audio.seconds <= 1.4 * predicted, (audio, predicted)


def test_v_lights_word_after_word_and_v_stops(app):
    real_voice()
    panel, root = app.lesson_panel, app.root
    panel.open(LESSON)
    root.update()
    assert panel.read_button.cget("text") == "Read aloud [V]"
    key(root, "v")
    assert panel.read_button.cget("text") == "Stop [V]"
    seen: list[tuple[str, ...]] = []

    def moved() -> bool:
        now = lit(panel)
        if now and (not seen or seen[-1] != now):
            seen.append(now)
        return len(seen) >= 3

    wait_until(root, moved, timeout=20)
    # The lit words are the lesson's words, in reading order.
    words = [panel.text.get(a, b) for a, b in seen]
    assert all(w.strip() and w in panel.view.short for w in words), words
    assert panel.text.compare(seen[0][0], "<", seen[2][0])
    key(root, "v")
    assert lit(panel) == ()
    assert panel.read_button.cget("text") == "Read aloud [V]"
    pump_for(root, 0.4)
    assert lit(panel) == ()  # no word lit after Stop
    assert not panel.reader.speaking


def test_continue_stops_the_voice(app, monkeypatch):
    real_voice()
    panel = app.lesson_panel
    panel.open(LESSON)
    key(app.root, "v")
    wait_until(app.root, lambda: lit(panel), timeout=20)
    monkeypatch.setattr(app, "advance", lambda: None)  # the game's next step is not the test
    app.continue_after_lesson()
    assert not panel.reader.speaking and lit(panel) == ()
    assert speech.shared().cancelled(panel.reader.utterance or speech.shared()._next_id)


def test_without_pyttsx3_the_app_starts_and_the_button_says_why(no_pyttsx3, tk_root, app):
    panel = app.lesson_panel
    panel.open(LESSON)
    app.show_lesson_tab()
    tk_root.update()
    assert str(panel.read_button.cget("state")) == "disabled"
    assert panel.read_status.cget("text") == (
        "Read aloud is off: pyttsx3 is not installed (see the README)."
    )
    assert panel.read_status.winfo_ismapped()
    key(tk_root, "v")  # nothing to do, and nothing goes wrong
    assert not panel.reader.speaking
    assert panel.title.cget("text") == "St Augustine"


@pytest.fixture
def quick_voice():
    """A scripted engine (a few ms per letter, no player): the reading flow, fast."""
    from speech_helpers import FakeEngine

    kept = speech._shared
    speech._shared = speech.Speaker(
        "espeak", engine_factory=lambda d: FakeEngine(seconds_per_char=0.002), player=("true",)
    )
    yield speech._shared
    speech._shared.stop()
    speech._shared = kept


def test_after_the_short_text_v_offers_the_game_vs_history_note(quick_voice, app):
    panel, root = app.lesson_panel, app.root
    panel.open(LESSON)
    assert panel.view.game_vs_history
    key(root, "v")
    wait_until(root, lambda: not panel.reader.speaking, timeout=20)
    assert panel.read_button.cget("text") == "Read Game vs. History [V]"
    assert panel.read_status.cget("text") == "Press V to hear the next part."
    words: list[str] = []

    def note_read() -> bool:
        if lit(panel):
            words.append(panel.text.get(*lit(panel)))
        return not panel.reader.speaking

    key(root, "v")
    wait_until(root, note_read, timeout=20)
    assert words and all(w in panel.view.game_vs_history for w in words)
    assert panel.read_button.cget("text") == "Read aloud [V]"  # back to the start


def test_each_new_lesson_read_aloud_when_the_group_asks(quick_voice, app):
    panel = app.lesson_panel
    assert not app.settings.read_lessons_aloud  # off unless the school or group turns it on
    panel.present([LESSON], 1)
    assert panel.title.cget("text") == "St Augustine" and not panel.reader.speaking
    app.settings.read_lessons_aloud = True  # as the Settings dialog's check box sets it
    panel.show_current()  # the lesson that stops play, as the App shows it
    assert panel.reader.speaking


def test_demonstration_reads_its_caption_aloud_with_f9(quick_voice, app, tk_root):
    from florida_history.games.colonial_florida.session import PlayerSetup
    from florida_history.games.colonial_florida.ui.setup_form import GameChoice
    from florida_history.ui.classroom import ClassroomFeatures

    app.classroom = ClassroomFeatures(app)
    demo = app.classroom.demo
    app.classroom.toggle_demo()
    players = [PlayerSetup(p, p.title(), "computer", "random") for p in ("spanish", "british")]
    app.start_game(GameChoice(players, 50, None, 4321))
    wait_until(tk_root, lambda: demo.waiting)
    assert demo.read_button.cget("text") == "Read caption [F9]"
    said: list[str] = []
    real_speak = quick_voice.speak
    quick_voice.speak = lambda text, *a: said.append(text) or real_speak(text, *a)
    key(tk_root, "F9")
    assert demo.read_button.cget("text") == "Stop [F9]"
    assert said and demo.rule.cget("text").split()[0] in said[0]
    key(tk_root, "F9")
    assert demo.read_button.cget("text") == "Read caption [F9]"
    assert quick_voice.cancelled(demo.voice.utterance or quick_voice._next_id)


def test_settings_dialog_sets_the_voice_speed_and_reading_each_lesson(tk_root):
    from florida_history.ui.settings_dialog import SettingsDialog
    from florida_history.ui.theme import Theme

    Theme(tk_root)
    changed: list[Settings] = []
    dialog = SettingsDialog(tk_root, Settings(), changed.append, Settings)
    tk_root.update()
    buttons = {}
    stack = [dialog]
    while stack:
        w = stack.pop()
        stack.extend(w.winfo_children())
        if isinstance(w, tk.Radiobutton | tk.Checkbutton):
            buttons[w.cget("text")] = w
    buttons["Slow voice"].invoke()
    buttons["Read each new lesson aloud"].invoke()
    assert changed[-1].speech_speed == "slow" and changed[-1].read_lessons_aloud
    buttons["Normal voice"].invoke()
    assert changed[-1].speech_speed == "normal"
    dialog.close()
