"""Choosing Spanish (issue #27) under Xvfb: the shell's menus, the New game dialog, Settings,
the library's tabs and the exit ticket say it; a choice on the New game screen or in Settings
builds the window again in the language chosen, and is saved."""

from __future__ import annotations

import json

import pytest
from test_ui_classroom import finished_session
from tkhelpers import wait_until

from florida_history import i18n


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


@pytest.fixture
def cfg(tmp_path, monkeypatch):
    monkeypatch.setenv("FLORIDA_HISTORY_CONFIG", str(tmp_path / "cfg"))
    monkeypatch.setenv("FLORIDA_HISTORY_SCHOOL_DEFAULTS", str(tmp_path / "school.json"))
    return tmp_path


def window(tk_root, language: str = "en"):
    """A Colonial Florida window with the classroom features, as the launcher builds it; the
    windows built after it (another language, another game) get them too."""
    from florida_history.app.settings import Settings
    from florida_history.games.colonial_florida.ui.window import FloridaWindow
    from florida_history.ui.classroom import ClassroomFeatures

    def attach(w):
        w.classroom = ClassroomFeatures(w)
        w.classroom.persist = True
        built.append(w)

    built: list = []
    app = FloridaWindow(tk_root, Settings(animation_speed="instant", language=language))
    app.lessons.load()
    attach(app)
    app.services.on_window.append(attach)
    tk_root.update()
    return app, built


def menu_labels(menu) -> list[str]:
    end = menu.index("end")
    return [
        str(menu.entrycget(i, "label"))
        for i in range(int(end) + 1)
        if menu.type(i) not in ("separator", "tearoff")
    ]


def test_with_spanish_chosen_the_shell_speaks_spanish(tk_root, cfg):
    app, _built = window(tk_root, "es")
    bar = app.menubar
    assert menu_labels(bar) == ["Partida", "Ver", "Ayuda"]
    game = menu_labels(app.menus.game)
    assert game[:4] == ["Nueva partida…", "Abrir…", "Guardar", "Guardar como…"]
    assert "Modo demostración (docente)" in game and game[-1] == "Salir"
    view = menu_labels(app.menus.view)
    assert view[0] == "Biblioteca de lecciones" and view[-1] == "Ajustes…"
    assert "Texto más grande" in view and "Panel de lecciones junto al tablero" in view
    assert app.notebook.tab(app.lesson_holder, "text") == "Lección"
    assert app.lesson_panel.lesson_language() == "es"  # Read aloud picks a Spanish voice

    dialog = app.new_game_dialog()
    assert dialog.title() == "Nueva partida — Historia de la Florida"
    assert dialog.start_button.cget("text") == "Empezar la partida [Enter]"
    assert dialog.language_var.get() == "es"
    assert [b.cget("text") for b in dialog.language_buttons.values()] == ["English", "Español"]
    dialog.destroy()

    settings = app.classroom.open_settings()
    assert settings.title() == "Ajustes — Historia de la Florida"
    assert settings.close_button.cget("text") == "Cerrar [Esc]"
    assert settings.reset_button.cget("text") == "Restablecer la pantalla"
    assert settings.language_var.get() == "es"
    settings.destroy()

    library = app.classroom.open_library()
    assert library.title() == "Biblioteca de lecciones — Historia de la Florida"
    tabs = [library.notebook.tab(t, "text") for t in library.notebook.tabs()]
    assert tabs[0] == "Lecciones" and tabs[2] == "Glosario" and tabs[3] == "Reglas"
    assert tabs[1].startswith("Línea de tiempo ")
    assert library.game_buttons["all"].cget("text") == "Los dos juegos"
    app.stop()


def test_spanish_chosen_on_the_new_game_screen_labels_the_dialog_and_the_next_window(tk_root, cfg):
    app, built = window(tk_root)
    assert menu_labels(app.menubar) == ["Game", "View", "Help"]
    dialog = app.new_game_dialog()
    assert dialog.start_button.cget("text") == "Start game [Enter]"
    dialog.language_buttons["es"].invoke()
    # The same dialog, built again in Spanish; the choice is spoken and saved at once.
    assert dialog.winfo_exists() and dialog.title() == "Nueva partida — Historia de la Florida"
    assert dialog.start_button.cget("text") == "Empezar la partida [Enter]"
    assert i18n.language() == "es" and app.settings.language == "es"
    saved = json.loads((cfg / "cfg" / "settings.json").read_text(encoding="utf-8"))
    assert saved["language"] == "es"
    dialog.start_button.invoke()
    wait_until(tk_root, lambda: len(built) == 2)
    new = built[-1]
    assert new is not app and new.session is not None  # the game started in the new window
    assert menu_labels(new.menubar) == ["Partida", "Ver", "Ayuda"]
    assert tk_root.title() == new.window_title
    new.stop()


def test_closing_the_new_game_screen_after_choosing_spanish_relabels_the_window(tk_root, cfg):
    app, built = window(tk_root)
    app.set_session(finished_session(5))  # a game on the screen: the dialog can be cancelled
    wait_until(tk_root, lambda: app.classroom.recap_window is not None, timeout=10)
    dialog = app.new_game_dialog()
    dialog.language_buttons["es"].invoke()
    dialog.destroy()  # Cancel [Esc]
    wait_until(tk_root, lambda: len(built) == 2)
    new = built[-1]
    assert new.session is app.session  # the same game, now in Spanish
    assert menu_labels(new.menubar) == ["Partida", "Ver", "Ayuda"]
    new.stop()


def test_spanish_chosen_in_settings_rebuilds_the_window_with_settings_open(tk_root, cfg):
    app, built = window(tk_root)
    settings = app.classroom.open_settings()
    assert settings.language_var.get() == "en"
    spanish = [b for b in settings.language_row.winfo_children() if b.cget("text") == "Español"]
    spanish[0].invoke()
    wait_until(tk_root, lambda: len(built) == 2)
    new = built[-1]
    assert menu_labels(new.menubar) == ["Partida", "Ver", "Ayuda"]
    reopened = new.classroom.settings_dialog
    assert reopened is not None and reopened.winfo_exists()
    assert reopened.title() == "Ajustes — Historia de la Florida"
    saved = json.loads((cfg / "cfg" / "settings.json").read_text(encoding="utf-8"))
    assert saved["language"] == "es"
    # And back: English again, in one more window.
    english = [b for b in reopened.language_row.winfo_children() if b.cget("text") == "English"]
    english[0].invoke()
    wait_until(tk_root, lambda: len(built) == 3)
    assert menu_labels(built[-1].menubar) == ["Game", "View", "Help"]
    assert i18n.language() == "en"
    built[-1].stop()


def test_each_student_chooses_the_exit_tickets_language(tk_root, cfg, tmp_path):
    app, _built = window(tk_root)
    app.set_session(finished_session(9))
    wait_until(tk_root, lambda: app.classroom.recap_window is not None, timeout=10)
    recap = app.classroom.recap_window
    assert recap.check_button.cget("text") == "Check my answers"
    english = [recap.question_heads[i].cget("text") for i in range(len(recap.marks))]
    spanish = [b for b in recap.ticket_language_buttons if b.cget("text") == "Español"]
    spanish[0].invoke()
    assert recap.ticket.language == "es"
    # The questions of translated lessons are asked in Spanish, the same choices in order.
    in_spanish = app.lessons.library.in_language("es")
    changed = 0
    for i, q in enumerate(recap.ticket.built):
        head = recap.question_heads[i].cget("text")
        if app.lessons.library.translated(q.lesson_id, "es"):
            asked = in_spanish.get(q.lesson_id).questions[q.number].question
            assert head == f"{i + 1}. {asked}" and head != english[i]
            changed += 1
        else:
            assert head == english[i]
    assert changed >= 1
    assert recap.check_button.cget("text") == "Revisar mis respuestas"
    assert recap.export_button.cget("text") == "Exportar HTML…"
    assert recap.ticket_name_label.cget("text") == "Tu nombre (o nombres):"
    recap.name_var.set("Ana")
    recap.check()
    assert recap.score_label.cget("text").startswith("Puntaje: 0 de ")
    assert all(m.cget("text") == "— Todavía sin responder." for m in recap.marks)
    page = recap.export(tmp_path / "ticket.html")
    assert page is not None
    html = page.read_text(encoding="utf-8")
    assert '<html lang="es">' in html and "<strong>Puntaje:</strong>" in html
    # The rest of the app stays in English.
    assert i18n.language() == "en" and menu_labels(app.menubar)[0] == "Game"
    app.stop()


def test_spanish_chosen_in_the_first_dialog_at_start_up(tk_root, cfg):
    """The launcher's dialog comes before the window: choosing Español there builds the
    window, says the dialog again in Spanish, and Start plays in a Spanish window."""
    import argparse

    from florida_history.classroom.settings_store import load_settings
    from florida_history.registry import GAMES
    from florida_history.ui import launch

    parser = argparse.ArgumentParser()
    launch.add_arguments(parser)
    loaded = load_settings()
    loaded.settings.animation_speed = "instant"
    first = launch.first_game(GAMES, loaded.settings.new_game, None)
    launcher = launch.Launcher(tk_root, parser.parse_args([]), list(GAMES), loaded, first)
    launcher.show_dialog_first()
    dialog = launcher.dialog
    tk_root.update_idletasks()
    assert menu_labels(tk_root.nametowidget(tk_root.cget("menu"))) == ["Game", "View", "Help"]
    dialog.language_buttons["es"].invoke()
    assert dialog.title() == "Nueva partida — Historia de la Florida"
    assert launcher.app is not None and launcher.app.settings.language == "es"
    dialog.form.kind_vars["spanish"].set("Computer")
    dialog.form.kind_vars["british"].set("Computer")
    dialog.start_button.invoke()
    wait_until(tk_root, lambda: launcher.app.session is not None)
    app = launcher.app
    assert menu_labels(app.menubar) == ["Partida", "Ver", "Ayuda"]
    assert tk_root.cget("menu") == str(app.menubar)
    assert store_language(cfg) == "es"
    wait_until(tk_root, lambda: launcher.rest_loaded)
    app.stop()


def store_language(cfg) -> str:
    return json.loads((cfg / "cfg" / "settings.json").read_text(encoding="utf-8"))["language"]
