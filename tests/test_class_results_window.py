"""In a real window (Xvfb): a group that answers every exit ticket question and presses
"Check my answers" leaves its table's results file for the class report; a results folder that
is missing is said in plain words and the score stays on screen; the teacher's menu item
makes the report and offers to open it."""

from __future__ import annotations

import json

import pytest
from class_report_helpers import florida_table
from tkhelpers import florida_classroom_window, isolate_settings, wait_until

from florida_history.classroom import results


@pytest.fixture
def app(tk_root, tmp_path, monkeypatch):
    isolate_settings(tmp_path, monkeypatch)
    a = florida_classroom_window(tk_root)
    yield a
    a.stop()


def _recap_of_a_finished_game(app, tk_root, seed: int = 7):
    table = florida_table(app.lessons.library, seed)
    app.set_session(table.session)
    wait_until(tk_root, lambda: app.classroom.recap_window is not None, timeout=10)
    w = app.classroom.recap_window
    w.notebook.select(w.ticket_tab)
    tk_root.update()
    return w, table


def _answer_all(w, wrong: set[int]) -> None:
    for i, q in enumerate(w.ticket.questions):
        pick = (q.correct + 1) % len(q.choices) if i in wrong else q.correct
        w.radio_buttons[i][pick].invoke()


def test_finishing_the_ticket_writes_the_tables_results_file(app, tk_root):
    w, table = _recap_of_a_finished_game(app, tk_root)
    folder = results.default_folder()
    w.name_var.set("Ana, Ben")
    n = len(w.ticket.questions)
    assert n == 5
    _answer_all(w, wrong={0})
    w.radio_buttons[4][0].deselect()  # one question left unanswered: not finished yet
    del w.ticket.answers[4]
    w.check_button.invoke()
    assert not folder.exists() or not list(folder.glob("*.json"))
    _answer_all(w, wrong={0})
    w.check_button.invoke()
    files = list(folder.glob("*.json"))
    assert len(files) == 1
    text = w.score_label.cget("text")
    assert text == f"Score: 4 of 5. Results saved for the teacher's class report ({files[0].name})."
    r = results.read_result(files[0])
    assert isinstance(r, results.Result)
    assert (r.game, r.game_title, r.game_number) == ("colonial-florida", "Colonial Florida", 7)
    assert r.students == "Ana, Ben" and r.score == 4 and r.table == results.table_name()
    assert [q.question for q in r.questions] == [q.question for q in table.ticket.questions]
    assert [q.right for q in r.questions] == [False, True, True, True, True]
    assert list(r.lessons_met) == list(dict.fromkeys(table.session.lessons_opened))
    assert (r.length, r.length_name) == ("short", "Short")
    assert r.rounds == table.session.game.state.round and r.game_over
    assert r.outcome == w.recap.headline
    # Checking again with the same answers writes nothing more; a changed answer does.
    w.check_button.invoke()
    assert len(list(folder.glob("*.json"))) == 1
    w.radio_buttons[0][w.ticket.questions[0].correct].invoke()
    w.check_button.invoke()
    assert len(list(folder.glob("*.json"))) == 2


def test_a_missing_results_folder_is_said_and_the_score_stays(app, tk_root, tmp_path):
    missing = tmp_path / "shared-drive"
    app.settings.results_folder = str(missing)
    w, _table = _recap_of_a_finished_game(app, tk_root)
    _answer_all(w, wrong={1, 2})
    w.check_button.invoke()
    text = w.score_label.cget("text")
    assert text.startswith(f"Score: 3 of 5. The results folder {missing} was not found")
    assert text.endswith("The score is shown here.") and not missing.exists()
    assert w.marks[1].cget("text").startswith("✗") and w.marks[0].cget("text").startswith("✓")
    # The drive is connected again: the next check writes the file.
    missing.mkdir()
    w.check_button.invoke()
    assert len(list(missing.glob("*.json"))) == 1
    assert "Results saved for the teacher's class report" in w.score_label.cget("text")


def test_the_teacher_menu_makes_the_report_and_offers_to_open_it(app, tk_root, tmp_path):
    from florida_history.ui import class_results

    w, _table = _recap_of_a_finished_game(app, tk_root)
    _answer_all(w, wrong=set())
    w.name_var.set("Eve")
    w.check_button.invoke()
    folder = results.default_folder()
    (folder / "broken.json").write_text("{", encoding="utf-8")
    asked, opened = [], []
    written = class_results.make_class_report(
        app, folder, lambda text: asked.append(text) or True, opened.append
    )
    assert written is not None and written.html.parent == folder
    assert opened == [written.html.as_uri()]
    assert asked[0].startswith("Class report made from 1 exit ticket (1 file left out")
    assert asked[0].endswith("Open it now?")
    page = written.html.read_text(encoding="utf-8")
    assert '<th scope="row">Eve</th>' in page
    data = json.loads(next(folder.glob("colonial-florida-*.json")).read_text(encoding="utf-8"))
    assert data["students"] == "Eve"
    # A folder that is not there is said, nothing else happens.
    assert (
        class_results.make_class_report(app, tmp_path / "no", lambda t: True, opened.append) is None
    )
    assert len(opened) == 1
    # The menu entry is in the Game menu, beside the recap.
    labels = [
        app.menus.game.entrycget(i, "label")
        for i in range(int(app.menus.game.index("end")) + 1)
        if app.menus.game.type(i) == "command"
    ]
    assert "Class report from results files (teacher)…" in labels


def test_a_colonials_ticket_writes_its_results_file_too(tk_root, tmp_path, monkeypatch, library):
    from class_report_helpers import colonials_table

    from florida_history.app.lessons import LessonService
    from florida_history.app.settings import Settings
    from florida_history.games.colonials.ui.window import ColonialsWindow
    from florida_history.ui.classroom import ClassroomFeatures

    monkeypatch.setenv("FLORIDA_HISTORY_CONFIG", str(tmp_path / "cfg"))
    table = colonials_table(library, 9)
    lessons = LessonService(mode="always")
    lessons.load()
    w = ColonialsWindow(
        tk_root,
        table.session,
        settings=Settings(animation_speed="instant", lesson_mode="always"),
        lessons=lessons,
        think_seconds=None,
    )
    w.classroom = ClassroomFeatures(w)
    try:
        recap = w.classroom.open_recap()
        recap.notebook.select(recap.ticket_tab)
        tk_root.update()
        _answer_all(recap, wrong={0, 1})
        recap.name_var.set("Finn and Gus")
        recap.check_button.invoke()
        (path,) = results.default_folder().glob("colonials-game-9-*.json")
        r = results.read_result(path)
        assert isinstance(r, results.Result)
        assert (r.game, r.game_title, r.length, r.length_name) == (
            "colonials",
            "Colonials",
            "short",
            "Short",
        )
        assert r.score == len(r.questions) - 2 and r.students == "Finn and Gus"
        assert list(r.lessons_met) == list(table.facts.lessons_met)
        assert r.outcome == recap.recap.headline and r.game_over
        assert recap.score_label.cget("text").endswith(f"class report ({path.name}).")
    finally:
        w.stop()


@pytest.fixture(scope="module")
def library():
    from florida_history.content import load_library

    return load_library()
