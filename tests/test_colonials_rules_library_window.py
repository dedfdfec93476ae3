"""F1 and F2 in the real play windows under Xvfb (issue 23, item 8; issue 22, section 3): F1
shows Colonials' whole rules with this game's targets, F2 opens the lesson library on the game
being played (both games) with that game's rules, and a game's timeline spans its own years
with no year label over another at 100% and 200%."""

from __future__ import annotations

import pytest

from florida_history.app.lessons import LessonService
from florida_history.app.settings import Settings
from florida_history.games.colonials.engine.settings import preset
from florida_history.games.colonials.session import ColonialsSession, Seat
from florida_history.games.colonials.ui.window import ColonialsWindow
from florida_history.ui.classroom import ClassroomFeatures


@pytest.fixture
def cfg(tmp_path, monkeypatch):
    monkeypatch.setenv("FLORIDA_HISTORY_CONFIG", str(tmp_path / "cfg"))
    monkeypatch.setenv("FLORIDA_HISTORY_SCHOOL_DEFAULTS", str(tmp_path / "school.json"))
    return tmp_path


def colonials_window(tk_root) -> ColonialsWindow:
    seats = [Seat("english", "Ana"), *(Seat(p, kind="computer") for p in ("french", "dutch"))]
    seats.append(Seat("spanish", "Ben"))
    session = ColonialsSession.new(seats, preset("class-period", 4), 40204)
    session.autosave = False
    lessons = LessonService(mode="off")
    lessons.load()
    w = ColonialsWindow(
        tk_root,
        session,
        settings=Settings(animation_speed="instant", lesson_mode="off"),
        lessons=lessons,
        think_seconds=None,
    )
    w.classroom = ClassroomFeatures(w)
    tk_root.update()
    return w


def press(tk_root, key: str) -> None:
    tk_root.focus_force()
    tk_root.update()
    tk_root.event_generate(key, when="now")
    tk_root.update()


def test_f1_shows_the_whole_colonials_rules_with_this_games_targets(tk_root, cfg):
    w = colonials_window(tk_root)
    before = set(tk_root.winfo_children())
    press(tk_root, "<F1>")
    rules = next(x for x in tk_root.winfo_children() if x not in before and hasattr(x, "text"))
    text = rules.text.get("1.0", "end")
    for heading in (
        "The goal",
        "1 Draw and the hand limit",
        "4 Revenue and the majority bonus",
        "6 Resources: what things cost",
        "The Resource cap",
        "Oppression",
        "Leaders",
        "Casualties: what is lost first",
        "Forts",
        "Events",
        "When you win",
        "The round limit",
    ):
        assert f"\n{heading}\n" in f"\n{text}", heading
    assert "21 people, 14 Gold, 7 Resources and 2 Town Improvements" in text
    assert f"with 4 players ends after round {preset('class-period', 4).round_limit} " in text
    assert text.index("The Resource cap") < text.index("Casualties") < text.index("The round limit")
    rules.destroy()
    w.stop()


def _library_game(w, tk_root):
    lib = w.classroom.open_library()
    tk_root.update()
    return lib


def test_f2_opens_the_library_on_colonials_with_its_rules(tk_root, cfg):
    w = colonials_window(tk_root)
    press(tk_root, "<F2>")
    lib = w.classroom.library_window
    assert lib is not None and lib.winfo_exists()
    assert lib.game_var.get() == "colonials"
    categories = {str(lib.tree.item(n, "text")).split(" (")[0] for n in lib.tree.get_children()}
    assert "Colonies" in categories and "Settlements" not in categories
    lib.notebook.select(lib.rules_tab)
    tk_root.update()
    rules = lib.rules_text.get("1.0", "end")
    assert "The Resource cap" in rules and "ends after round " in rules
    assert lib.notebook.tab(lib.timeline_tab, "text") == "Timeline 1607–1774"
    # A class may look at both games; within the same game F2 keeps that choice.
    lib.game_buttons["all"].invoke()
    lib.close()
    press(tk_root, "<F2>")
    assert w.classroom.library_window is lib and lib.game_var.get() == "all"
    lib.destroy()
    w.stop()


def test_f2_opens_the_library_on_colonial_florida_in_a_florida_game(tk_root, cfg):
    from florida_history.games.colonial_florida.ui.window import FloridaWindow

    app = FloridaWindow(tk_root, Settings(animation_speed="instant"))
    app.lessons.load()
    app.classroom = ClassroomFeatures(app)
    tk_root.update()
    lib = app.classroom.open_library()
    tk_root.update()
    assert lib.game_var.get() == "colonial-florida"
    categories = {str(lib.tree.item(n, "text")).split(" (")[0] for n in lib.tree.get_children()}
    assert "Settlements" in categories and "Colonies" not in categories
    assert lib.notebook.tab(lib.timeline_tab, "text") == "Timeline 1513–1821"
    lib.notebook.select(lib.rules_tab)
    tk_root.update()
    assert "Turn order" in lib.rules_text.get("1.0", "end")
    lib.destroy()
    app.stop()


@pytest.mark.parametrize("scale", (1.0, 2.0))
def test_the_colonials_timeline_spans_its_own_years_and_no_labels_overlap(tk_root, scale):
    from florida_history.content import load_library
    from florida_history.ui.library_window import LibraryWindow
    from florida_history.ui.theme import Theme

    theme = Theme(tk_root, scale)  # noqa: F841 - keeps the named fonts alive
    w = LibraryWindow(tk_root, load_library(), game="colonials")
    w.notebook.select(w.timeline_tab)
    tk_root.update()
    c = w.timeline
    first_dot = min(c.coords(d)[0] + 4 for d in c.find_withtag("dot"))
    assert first_dot == 40  # the first event sits at the start of the axis: no empty century
    years = [c.itemcget(t, "text") for t in c.find_all() if c.type(t) == "text"]
    assert "1607" in years and "1513" not in years and "1550" not in years
    _x0, _y0, axis_end, _y1 = c.coords(c.find_all()[0])
    assert axis_end - 40 == pytest.approx((1774 - 1607) * max(6.0, 6.0 * _line(tk_root) / 15))
    texts = [c.bbox(t) for t in c.find_all() if c.type(t) == "text"]
    for i, a in enumerate(texts):  # year labels and event labels: no two texts overlap
        for b in texts[i + 1 :]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)
    w.destroy()


def _line(root) -> int:
    import tkinter.font as tkfont

    return int(tkfont.nametofont("fh-small", root=root).metrics("linespace"))
