"""The lesson panel's EN/ES key and the library in Spanish, in the real window under Xvfb
(issue #27): with Spanish chosen a translated lesson opens in Spanish with its headings in
Spanish; K (or the "English [K]" button) shows only that lesson in English, and back; a lesson
not yet translated opens in English with no key; Read aloud reads the language on screen; the
library's list, search, glossary and timeline speak Spanish."""

from __future__ import annotations

import pytest
from tkhelpers import florida_classroom_window, isolate_settings, wait_until

from florida_history.games.colonials.ui.options import FREE_KEYS
from florida_history.i18n import language, set_language
from florida_history.lesson_words import LANGUAGE_KEY

SPANISH_LESSON = "power-spain"  # translated in lessons/es/powers/
RELATED = "topic-changes-of-flag"  # translated too, and linked from it
ENGLISH_ONLY = "card-cannons"  # its translation is set aside in the test


@pytest.fixture
def spanish():
    before = language()
    set_language("es")
    yield
    set_language(before)


@pytest.fixture
def app(tk_root, tmp_path, monkeypatch):
    isolate_settings(tmp_path, monkeypatch)
    a = florida_classroom_window(tk_root)
    yield a
    a.lesson_panel.stop_reading()
    a.stop()


def key(root, keysym: str) -> None:
    root.focus_force()
    root.update()
    root.event_generate(f"<KeyPress-{keysym}>")
    root.update()


def test_k_shows_one_lesson_in_the_other_language_and_back(spanish, app):
    panel, root = app.lesson_panel, app.root
    panel.open(SPANISH_LESSON)
    app.show_lesson_tab()
    root.update()
    assert panel.title.cget("text") == "España en la Florida"
    body = panel.body_text()
    assert "Palabras clave" in body and "Juego vs. historia" in body and "Leer más ▼" in body
    assert "Potencias" in panel.years.cget("text")
    button = panel.language_button
    assert button.winfo_ismapped() and button.cget("text") == "English [K]"
    assert panel.reader.prepare(0)[2] == "es"  # Read aloud speaks Spanish

    key(root, "k")
    assert panel.title.cget("text") == "Spain in Florida"
    assert "Key terms" in panel.body_text() and "Palabras clave" not in panel.body_text()
    assert button.cget("text") == "Español [K]"
    assert panel.reader.prepare(0)[2] == "en"

    # Only that lesson changed: a related lesson still opens in Spanish, and back is English.
    panel.open(RELATED)
    assert panel.title.cget("text") == "Los cambios de bandera de la Florida"
    panel.back()
    assert panel.title.cget("text") == "Spain in Florida"
    button.invoke()  # the printed button does what K does
    assert panel.title.cget("text") == "España en la Florida"


def test_read_more_stays_open_across_the_switch(spanish, app):
    panel = app.lesson_panel
    panel.open(SPANISH_LESSON)
    panel._toggle_more()
    assert "Mostrar menos ▲" in panel.body_text()
    panel.toggle_language()
    assert panel.expanded and "Show less ▲" in panel.body_text()
    assert "Treaty of Paris" in panel.body_text()  # the long text, in English


def test_a_lesson_not_yet_translated_opens_in_english_without_the_key(spanish, app, monkeypatch):
    library = app.lessons.library
    kept = {k: v for k, v in library.translations["es"].items() if k != ENGLISH_ONLY}
    monkeypatch.setitem(library.translations, "es", kept)  # as before its translation came
    library.views.clear()
    panel, root = app.lesson_panel, app.root
    panel.open(ENGLISH_ONLY)
    app.show_lesson_tab()
    root.update()
    title = app.lessons.library.get(ENGLISH_ONLY).title
    assert panel.title.cget("text") == title
    assert "Key terms" in panel.body_text()
    assert not panel.language_button.winfo_ismapped()
    key(root, "k")  # nothing to switch to: nothing happens
    assert panel.title.cget("text") == title


def test_in_english_the_key_offers_spanish(app):
    panel, root = app.lesson_panel, app.root
    assert language() == "en"
    panel.open(SPANISH_LESSON)
    root.update()
    assert panel.title.cget("text") == "Spain in Florida"
    assert panel.language_button.cget("text") == "Español [K]"
    key(root, "k")
    assert panel.title.cget("text") == "España en la Florida"
    assert panel.reader.prepare(0)[2] == "es"


def test_the_choice_survives_the_panel_moving(spanish, app):
    """Popping the lesson out builds a new panel; the lesson keeps the language chosen."""
    app.lesson_panel.open(SPANISH_LESSON)
    app.lesson_panel.toggle_language()
    app.toggle_dock()
    app.root.update()
    assert app.lesson_panel.title.cget("text") == "Spain in Florida"
    app.toggle_dock()


def test_k_is_free_in_both_games():
    """Colonials gives its cards letter keys: K is not one of them (the shell's K wins)."""
    assert LANGUAGE_KEY == "k" and LANGUAGE_KEY not in FREE_KEYS


def test_the_library_speaks_spanish(spanish, app):
    window = app.classroom.open_library()
    window.update()
    categories = [window.tree.item(node, "text") for node in window.tree.get_children()]
    assert any(text.startswith("Potencias") for text in categories), categories
    assert any(text.startswith("Naciones indígenas") for text in categories), categories
    window.search_var.set("agustin")  # without the accent
    ids = window.result_ids()
    assert "topic-menendez" in ids and "power-spain" in ids
    window.open_first_result()
    window.update()
    assert window.panel.view is not None and window.panel.view.id == ids[0]
    terms = {entry.term for entry in window.terms}
    assert {"Flota del tesoro", "Cacicazgo"} <= terms
    window.notebook.select(window.timeline_tab)
    wait_until(window, lambda: getattr(window, "timeline_items", None))
    titles = {event.title for event, _item in window.timeline_items}
    assert "Pedro Menéndez de Avilés funda San Agustín" in titles
    assert window.panel.dock_button not in window.panel.bar.items  # nothing to pop out of
    window.notebook.select(window.lessons_tab)
    window.open_lesson(SPANISH_LESSON)
    window.update()
    assert window.panel.title.cget("text") == "España en la Florida"
    window.tree.focus_set()
    window.update()
    window.tree.event_generate(f"<KeyPress-{LANGUAGE_KEY}>")
    window.update()
    assert window.panel.title.cget("text") == "Spain in Florida"
    window.close()


def test_the_library_is_built_again_when_the_language_changed(app):
    first = app.classroom.open_library()
    first.close()
    set_language("es")
    try:
        again = app.classroom.open_library()
        assert again is not first and again.language == "es"
        again.close()
    finally:
        set_language("en")


def test_a_lesson_on_screen_follows_a_change_of_the_apps_language(app):
    panel = app.lesson_panel
    panel.open(SPANISH_LESSON)
    assert panel.title.cget("text") == "Spain in Florida"
    set_language("es")
    try:
        panel.language_changed()  # what the settings call when the language changes
        assert panel.title.cget("text") == "España en la Florida"
        assert panel.language_button.cget("text") == "English [K]"
    finally:
        set_language("en")
    panel.language_changed()
    assert panel.title.cget("text") == "Spain in Florida"


def _all_keys(choices) -> set[str]:  # type: ignore[no-untyped-def]
    keys: set[str] = set()
    for choice in choices:
        keys.add(choice.key)
        keys |= _all_keys(choice.submenu)
    return keys


def test_no_colonials_decision_takes_a_lesson_key_over_many_games():
    """The lesson keys (K other language, L next lesson, V Read aloud, H board back) work
    while a person decides; no card or menu of any decision may sit on one, or a student
    asking to hear the lesson would play a card. Every decision of 60 seeded 4-player games."""
    from florida_history.games.colonials.ai.registry import make_bot
    from florida_history.games.colonials.engine.game import Game
    from florida_history.games.colonials.engine.settings import preset
    from florida_history.games.colonials.engine.state import POWERS, GameConfig
    from florida_history.games.colonials.ui.options import SHELL_KEYS, decision

    assert SHELL_KEYS == {"h", "k", "l", "v"} and not SHELL_KEYS & set(FREE_KEYS)
    decisions = 0
    largest = 0
    for seed in range(60):
        game = Game.new(GameConfig(POWERS[:4], preset("short", 4), seed))
        bot = make_bot("medium", seed)
        while not game.is_over:
            choices = decision(game, True).choices
            keys = _all_keys(choices)
            assert not keys & SHELL_KEYS, (seed, sorted(keys & SHELL_KEYS))
            decisions += 1
            largest = max(largest, len(choices))
            game.apply_action(bot.choose(game).action)
    assert decisions > 3000 and largest > 10
