"""The map pictures follow the words on screen (#27), in the real window under Xvfb: with
Spanish chosen a lesson shows its map drawn in Spanish (images/es/), K shows that lesson and
its map in English and back, an English window shows the English maps, and Colonial
Florida's board is the Spanish board in a Spanish window."""

from __future__ import annotations

from pathlib import Path

import pytest
from tkhelpers import florida_classroom_window, isolate_settings

from florida_history.i18n import language, set_language

IMAGES = Path(__file__).resolve().parent.parent / "images"
LESSON = "space-st-augustine"  # translated, with a locator map
PICTURE = "locator-st-augustine.png"


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


def shown_picture(panel) -> Path:
    """The file of the picture the panel drew last (its cache key names the file)."""
    assert panel._image is not None, "no picture on the panel"
    (key,) = [k for k, photo in panel._images.items() if photo is panel._image]
    return Path(key[0])


def key(root, keysym: str) -> None:
    root.focus_force()
    root.update()
    root.event_generate(f"<KeyPress-{keysym}>")
    root.update()


def test_spanish_lesson_shows_the_spanish_map_and_k_switches_it_with_the_text(spanish, app):
    panel, root = app.lesson_panel, app.root
    panel.open(LESSON)
    app.show_lesson_tab()
    root.update()
    assert panel.title.cget("text") == "San Agustín"
    assert shown_picture(panel) == IMAGES / "es" / PICTURE

    key(root, "k")
    assert panel.title.cget("text") == "St Augustine"
    assert shown_picture(panel) == IMAGES / PICTURE

    key(root, "k")
    assert panel.title.cget("text") == "San Agustín"
    assert shown_picture(panel) == IMAGES / "es" / PICTURE


def test_english_window_shows_the_english_map(app):
    assert language() == "en"
    panel, root = app.lesson_panel, app.root
    panel.open(LESSON)
    app.show_lesson_tab()
    root.update()
    assert panel.title.cget("text") == "St Augustine"
    assert shown_picture(panel) == IMAGES / PICTURE


def test_the_board_is_drawn_in_the_window_language(spanish, app):
    assert app.board.map_path == IMAGES / "es" / "board-map.png"


def test_an_english_window_has_the_english_board(app):
    assert app.board.map_path == IMAGES / "board-map.png"
