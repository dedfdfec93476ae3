"""Classroom screens under Xvfb: demonstration stepping, library search/navigation/timeline,
recap chart and exit ticket from a finished game, settings persistence, keyboard use."""

from __future__ import annotations

import dataclasses
import json
import random
import time
import tkinter.font as tkfont

import pytest
from tkhelpers import pump_for, wait_until

from florida_history.games.colonial_florida.captions import caption_for
from florida_history.games.colonial_florida.engine.state import PHASES


@pytest.fixture
def cfg(tmp_path, monkeypatch):
    monkeypatch.setenv("FLORIDA_HISTORY_CONFIG", str(tmp_path / "cfg"))
    monkeypatch.setenv("FLORIDA_HISTORY_SCHOOL_DEFAULTS", str(tmp_path / "school.json"))
    return tmp_path


@pytest.fixture
def app(tk_root, cfg):
    from florida_history.app.settings import Settings
    from florida_history.games.colonial_florida.ui.window import FloridaWindow as App
    from florida_history.ui.classroom import ClassroomFeatures

    a = App(tk_root, Settings(animation_speed="instant"))
    a.lessons.load()
    a.classroom = ClassroomFeatures(a)
    tk_root.update()
    yield a
    a.stop()


def computer_players():
    from florida_history.games.colonial_florida.session import PlayerSetup

    return [
        PlayerSetup(p, p.title(), "computer", "random") for p in ("spanish", "british", "french")
    ]


def test_demo_steps_a_round_phase_by_phase(app, tk_root):
    from florida_history.games.colonial_florida.ui.setup_form import GameChoice

    demo = app.classroom.demo
    assert not demo.band.winfo_ismapped()
    app.classroom.toggle_demo()
    tk_root.update()
    assert demo.active and demo.band.winfo_ismapped()
    app.start_game(GameChoice(computer_players(), 50, None, 4321))
    state = app.session.game.state
    for phase in PHASES[:6]:
        wait_until(tk_root, lambda: demo.waiting)
        pump_for(tk_root, 0.05)
        # Nothing moves on its own: the game waits for the teacher on this phase...
        assert state.phase == phase and app.session.game.pending.kind == "phase"
        assert caption_for(phase).title in demo.title.cget("text")
        assert demo.rule.cget("text") == caption_for(phase).rule
        # ...and Space is the teacher's Next.
        tk_root.focus_force()
        tk_root.update()
        tk_root.event_generate("<space>")
        wait_until(tk_root, lambda p=phase: state.phase != p or not demo.waiting)
    wait_until(tk_root, lambda: demo.waiting)
    assert state.phase == "action"
    # A computer player's move: Next, then its reason in large text.
    demo.next_step()
    wait_until(tk_root, lambda: demo.reason.cget("text") != "" or state.pending.kind != "roll")
    # Run to the end of the round: no more Next needed until round 2 begins.
    # It stops only where a new lesson comes up (a pause to discuss it).
    deadline = time.monotonic() + 30
    while not (state.round == 2 and demo.waiting):
        assert time.monotonic() < deadline, "the round did not end"
        if demo.waiting and state.round == 1:
            assert demo.lesson_pause or not demo.run_to_round_end
            demo.run_round_end()
        pump_for(tk_root, 0.01)
    assert state.phase == "rebuild" and app.session.game.pending.kind == "phase"
    app.classroom.toggle_demo()
    assert not demo.active


def test_library_search_navigation_and_met_marks(tk_root):
    from florida_history.content import load_library
    from florida_history.ui.library_window import MARK_COMPUTER, MARK_GAME, LibraryWindow
    from florida_history.ui.theme import Theme

    theme = Theme(tk_root)  # noqa: F841 - keeps the named fonts alive
    lib = load_library()
    w = LibraryWindow(
        tk_root, lib, met_game={"hazard-hurricane"}, met_computer={"space-st-augustine"}
    )
    tk_root.update()
    # Categories, with the met marks as symbols.
    cats = w.tree.get_children()
    assert len(cats) >= 6
    assert w.tree.item("l:hazard-hurricane", "text").startswith(MARK_GAME)
    assert w.tree.item("l:space-st-augustine", "text").startswith(MARK_COMPUTER)
    # Full-text search, keyboard only: type, Enter opens the first result.
    w.search_entry.focus_force()
    for ch in "menendez":
        w.search_entry.event_generate("<KeyPress>", keysym=ch)
    w.search_var.set("Castillo")
    tk_root.update()
    ids = w.result_ids()
    assert ids and all(lib.get(i) for i in ids)
    w.search_entry.event_generate("<Return>")
    tk_root.update()
    first = w.service.current
    assert first == ids[0] and w.panel.title.cget("text") == lib.get(first).title
    # Related link, then back and forward.
    related = lib.get(first).related[0]
    w.panel.open(related)
    assert w.service.current == related
    w.panel.back_button.invoke()
    assert w.service.current == first
    w.panel.forward_button.invoke()
    assert w.service.current == related
    # Glossary: a term opens its lesson.
    w.notebook.select(w.glossary_tab)
    w.glossary.focus("g0")
    w.glossary.selection_set("g0")
    tk_root.update()
    assert w.terms[0].term in w.definition.cget("text")
    w._term_open()
    assert w.service.current == w.terms[0].lesson_id
    w.destroy()


def test_library_shows_both_games_and_filters_by_game(tk_root):
    """The library holds both games' lessons and timelines; the Show choices narrow the list
    and the timeline to one game."""
    from florida_history.content import load_library
    from florida_history.ui.library_window import LibraryWindow
    from florida_history.ui.theme import Theme

    theme = Theme(tk_root)  # noqa: F841 - keeps the named fonts alive
    lib = load_library()
    w = LibraryWindow(tk_root, lib)
    tk_root.update()

    def categories() -> set[str]:
        return {str(w.tree.item(node, "text")).split(" (")[0] for node in w.tree.get_children()}

    def timeline_lessons() -> set[str]:
        return {event.lesson for event, _rect in w.timeline_items}

    assert {"Settlements", "Colonies", "Leaders"} <= categories()
    assert any(x.startswith("col-") for x in timeline_lessons())
    assert any(not x.startswith("col-") for x in timeline_lessons())
    w.game_buttons["colonials"].invoke()
    tk_root.update()
    assert "Settlements" not in categories() and "Colonies" in categories()
    assert all(x.startswith("col-") for x in timeline_lessons())
    assert len(w.timeline_items) == len(lib.timeline_for("colonials"))
    w.search_var.set("St Augustine")
    tk_root.update()
    assert w.result_ids() and all(x.startswith("col-") for x in w.result_ids())
    w.search_var.set("")
    w.game_buttons["colonial-florida"].invoke()
    tk_root.update()
    assert "Colonies" not in categories() and "Settlements" in categories()
    assert not any(x.startswith("col-") for x in timeline_lessons())
    w.destroy()


def test_timeline_click_opens_its_lesson(tk_root):
    from florida_history.content import load_library
    from florida_history.ui.library_window import LibraryWindow, timeline_layout
    from florida_history.ui.theme import Theme

    theme = Theme(tk_root)  # noqa: F841 - keeps the named fonts alive
    lib = load_library()
    w = LibraryWindow(tk_root, lib)
    w.notebook.select(w.timeline_tab)
    tk_root.update()
    event, rect = w.timeline_items[0]
    assert event.year >= 1513
    x0, y0, x1, y1 = w.timeline.bbox(rect)
    cx, cy = (x0 + x1) // 2, (y0 + y1) // 2
    w.timeline.event_generate(
        "<Button-1>", x=int(cx - w.timeline.canvasx(0)), y=int(cy - w.timeline.canvasy(0))
    )
    tk_root.update()
    assert w.service.current == event.lesson
    assert w.notebook.select() == str(w.lessons_tab)
    # Keyboard: → → Enter opens the second event.
    w.notebook.select(w.timeline_tab)
    w.timeline.focus_force()
    tk_root.update()
    w.timeline.event_generate("<Right>")
    w.timeline.event_generate("<Right>")
    w.timeline.event_generate("<Return>")
    tk_root.update()
    assert w.service.current == w.timeline_items[1][0].lesson
    # No two labels in one lane overlap.
    laid = timeline_layout(lib.timeline, 6.0, lambda e: 7 * len(e.title))
    lanes: dict[int, float] = {}
    for e, x, lane in sorted(laid, key=lambda t: t[1]):
        assert x >= lanes.get(lane, 0)
        lanes[lane] = x + 7 * len(e.title) + 16
    w.destroy()


def finished_session(seed: int = 11):
    from florida_history.games.colonial_florida.engine import Continue
    from florida_history.games.colonial_florida.session import PlayerSetup, Session

    s = Session.new(
        [PlayerSetup("spanish", "Ana"), PlayerSetup("british", "Ben"), PlayerSetup("french", "Cy")],
        target_gold=25,
        seed=seed,
    )
    s.autosave = False
    rng = random.Random(seed)
    while not s.game.is_over:
        legal = s.game.legal_actions()
        s.apply(
            Continue() if s.game.pending.kind == "phase" else legal[int(rng.random() * len(legal))]
        )
    s.record_lesson("topic-fort-mose")
    return s


def test_recap_chart_and_exit_ticket_from_a_finished_game(app, tk_root, tmp_path):
    from florida_history.classroom.exit_ticket import CHOICES
    from florida_history.games.colonial_florida.ui.recap_window import DASHES

    session = finished_session()
    app.set_session(session)
    wait_until(tk_root, lambda: app.classroom.recap_window is not None, timeout=10)
    w = app.classroom.recap_window
    tk_root.update()
    w.draw_chart()
    c = w.chart
    lines = c.find_withtag("line")
    assert len(lines) == 3
    dashes = {str(c.itemcget(i, "dash")) for i in lines}
    assert len(dashes) == 3  # not colour alone
    for power in ("spanish", "british", "french"):
        label = c.itemcget(c.find_withtag(f"label-{power}")[0], "text")
        assert str(session.game.state.player(power).gold) in label
        line = c.find_withtag(f"line-{power}")[0]
        assert len(c.coords(line)) // 2 == len(w.recap.gold_series[power])
    assert set(DASHES) == {"spanish", "british", "french"}
    # Seed 11 with random legal choices: Ben's British reach the 25-gold target first.
    assert session.game.state.winners == ("british",)
    assert w.recap.headline == "Ben (British) wins, reaching 25 gold, with 27 gold."
    assert "topic-fort-mose" in w.recap.lessons_met
    # Exit ticket: answer with the radio buttons, check, export.
    t = w.ticket
    assert t.questions
    w.radio_buttons[0][t.questions[0].correct].invoke()
    if len(t.questions) > 1:
        w.radio_buttons[1][(t.questions[1].correct + 1) % CHOICES].invoke()
    w.name_var.set("Ana <B>")
    w.check_button.invoke()
    assert w.marks[0].cget("text").startswith("✓")
    if len(t.questions) > 1:
        assert w.marks[1].cget("text").startswith("✗")
        assert t.questions[1].lesson_title in w.marks[1].cget("text")
    out = w.export(tmp_path / "ticket.html")
    page = out.read_text(encoding="utf-8")
    assert "Ana &lt;B&gt;" in page and f"Game number:</strong> {session.seed}" in page
    # The recap is also in the game-over decision panel.
    assert app.decision.options[0].key == "g"
    # Lessons met were recorded for this computer.
    assert "topic-fort-mose" in app.classroom.met.ids


def test_settings_saved_reloaded_reset_and_damaged(app, tk_root, cfg):
    from florida_history.classroom import settings_store as store

    cf = app.classroom
    cf.loaded(store.load_settings())
    d = cf.open_settings()
    tk_root.update()
    radios = [w for w in d.size_row.winfo_children()]
    radios[2].invoke()  # 150%
    assert app.theme.scale == 1.5
    d.contrast_var.set(True)
    d._changed()
    from florida_history.ui import theme as th

    assert th.PANEL_BG == "#FFFFFF"
    saved = json.loads(store.settings_path().read_text())
    assert saved["text_scale"] == 1.5 and saved["high_contrast"] is True
    assert store.load_settings().settings.text_scale == 1.5
    d.reset_button.invoke()
    assert app.theme.scale == 1.0 and app.settings.high_contrast is False
    assert th.PANEL_BG != "#FFFFFF"
    d.destroy()
    # A damaged file: defaults, and a message in the window.
    store.settings_path().write_text("{nope", encoding="utf-8")
    cf.loaded(store.load_settings())
    tk_root.update()
    assert "damaged" in app.notice_text


def test_school_defaults_reach_the_app(app, tk_root, cfg):
    from florida_history.classroom import settings_store as store

    (cfg / "school.json").write_text(json.dumps({"text_scale": 1.25, "lesson_mode": "first"}))
    result = store.load_settings()
    assert result.settings.text_scale == 1.25
    app.classroom.loaded(result)
    app.classroom.apply_settings(result.settings)
    assert app.theme.scale == 1.25 and app.lessons.mode == "first"


def test_keyboard_reaches_every_classroom_screen(app, tk_root):
    root = tk_root
    root.focus_force()
    root.update()
    root.event_generate("<F2>")
    root.update()
    lib = app.classroom.library_window
    assert lib is not None and lib.winfo_exists()
    assert root.focus_get() is lib.search_entry
    # Tab moves focus on to the lesson list; Tab order covers every control.
    nxt = lib.search_entry.tk_focusNext()
    assert nxt is not None
    lib.destroy()
    root.focus_force()
    root.update()
    root.event_generate("<Control-comma>")
    root.update()
    d = app.classroom.settings_dialog
    assert d is not None and d.winfo_exists()
    radio = d.size_row.winfo_children()[1]
    radio.focus_force()
    root.update()
    radio.event_generate("<space>")
    root.update()
    assert app.theme.scale == 1.25
    d.event_generate("<Escape>")
    root.update()
    assert not d.winfo_exists()
    root.focus_force()
    root.update()
    root.event_generate("<F5>")
    root.update()
    assert app.classroom.demo.active
    root.event_generate("<F5>")
    assert not app.classroom.demo.active
    # The recap window: Tab order reaches the ticket's answers; space picks one.
    app.set_session(finished_session(5))
    wait_until(root, lambda: app.classroom.recap_window is not None)
    w = app.classroom.recap_window
    w.notebook.select(w.ticket_tab)
    root.update()
    rb = w.radio_buttons[0][0]
    rb.focus_force()
    root.update()
    rb.event_generate("<space>")
    root.update()
    assert 0 in w.ticket.answers


# --- nothing clipped: every text size, every classroom window width ---------------------------

SCALES = (1.0, 1.25, 1.5, 1.75, 2.0)
SIZES = ((1280, 720), (1920, 1080))


def clipped(top) -> list[str]:
    """Text widgets narrower (or shorter) than their text needs, reaching past the window's
    right edge, or squeezed out of sight by their neighbours."""
    import tkinter as tk

    out: list[str] = []
    right = top.winfo_rootx() + top.winfo_width()
    stack = [top]
    while stack:
        w = stack.pop()
        kids = [c for c in w.winfo_children() if not isinstance(c, tk.Toplevel)]
        stack.extend(kids)
        if not isinstance(w, tk.Label | tk.Button | tk.Radiobutton | tk.Checkbutton):
            continue
        text = str(w.cget("text"))
        if not text:
            continue
        where = f"{w.winfo_class()} {text[:40]!r}"
        if w.winfo_manager() in ("pack", "grid") and not w.winfo_ismapped():
            if w.master.winfo_viewable():
                out.append(f"{where}: squeezed out")
            continue
        if not w.winfo_viewable():
            continue
        if w.winfo_width() + 1 < w.winfo_reqwidth():
            out.append(f"{where}: {w.winfo_width()} wide, needs {w.winfo_reqwidth()}")
        if w.winfo_height() + 1 < w.winfo_reqheight():
            out.append(f"{where}: {w.winfo_height()} high, needs {w.winfo_reqheight()}")
        if w.winfo_rootx() + w.winfo_width() > right + 1:
            out.append(f"{where}: past the window's right edge")
    return out


def settle(root) -> None:
    for _ in range(4):  # wraps follow <Configure>, which may ask for another layout pass
        root.update_idletasks()
        root.update()


@pytest.mark.parametrize("scale", SCALES)
def test_no_text_is_clipped_on_any_classroom_screen(app, tk_root, scale, tmp_path):
    from florida_history.app.settings import Settings

    cf = app.classroom
    app.set_session(finished_session(7))
    wait_until(tk_root, lambda: cf.recap_window is not None)
    cf.apply_settings(Settings(text_scale=scale, animation_speed="instant"))
    problems: list[str] = []
    for width, height in SIZES:
        # The demonstration caption band over the board, with a long reason and status.
        tk_root.geometry(f"{width}x{height}+0+0")
        demo = cf.demo
        cf.toggle_demo()
        demo._show_caption("action")
        demo.show_reason(
            "Spain (computer): “" + "I attack the weakest settlement next to me "
            "because it has no fort and my dice are good. " * 2 + "”"
        )
        demo._set_status(
            "New lesson: “Native Raids: Warfare and Resistance”. Talk it over, then press Next.",
            True,
        )
        settle(tk_root)
        problems += [f"demo {width}: {p}" for p in clipped(demo.band)]
        cf.toggle_demo()
        # The library: every tab, a long lesson open, a glossary term chosen.
        lib = cf.open_library("hazard-native-raid")
        lib.geometry(f"{width}x{height}+0+0")
        for tab in (lib.lessons_tab, lib.timeline_tab, lib.glossary_tab):
            lib.notebook.select(tab)
            if tab is lib.glossary_tab:
                longest = max(range(len(lib.terms)), key=lambda i: len(lib.terms[i].definition))
                lib.glossary.focus(f"g{longest}")
                lib.glossary.selection_set(f"g{longest}")
            settle(tk_root)
            problems += [f"library {width}: {p}" for p in clipped(lib)]
        lib.destroy()
        # The recap: every tab; the ticket checked, with a wrong answer's long mark and a save.
        w = cf.open_recap()
        w.geometry(f"{width}x{height}+0+0")
        for i, q in enumerate(w.ticket.questions):
            w.radio_buttons[i][(q.correct + i % 2) % len(q.choices)].invoke()
        w.export(tmp_path / "a-rather-long-folder-name-for-a-school-share" / "ticket.html")
        for tab in w.notebook.tabs():
            w.notebook.select(tab)
            settle(tk_root)
            problems += [f"recap {width}: {p}" for p in clipped(w)]
        w.destroy()
    # The lesson list and the glossary: every title fits its column or ends in "…".
    lib = cf.open_library()
    lib.geometry("1280x720+0+0")
    settle(tk_root)
    font = tkfont.nametofont("fh-body", root=tk_root)
    for tree, column, depth in (
        (lib.tree, "#0", 1),
        (lib.glossary, "#0", 0),
        (lib.glossary, "lesson", -1),
    ):
        width = int(tree.column(column, "width"))
        for node in tree.get_children():
            for item in tree.get_children(node) if depth == 1 else [node]:
                text = tree.item(item, "text") if column == "#0" else tree.set(item, column)
                indent = 20 * (depth + 1) if depth >= 0 else 0
                if font.measure(text) + indent > width:
                    problems.append(f"library list: {text!r} wider than its column ({width})")
    lib.destroy()
    # Dialogs: nothing clipped; the settings fit a 1280x720 screen (the New game dialog
    # scrolls its choices when they do not).
    for dialog in (cf.open_settings(), app.new_game_dialog()):
        settle(tk_root)
        problems += [f"{dialog.title()}: {p}" for p in clipped(dialog)]
        if dialog is cf.settings_dialog and (
            dialog.winfo_width() > 1280 or dialog.winfo_height() > 720
        ):
            problems.append(
                f"{dialog.title()}: {dialog.winfo_width()}x"
                f"{dialog.winfo_height()} does not fit 1280x720"
            )
        dialog.destroy()
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("scale", (1.0, 2.0))
def test_timeline_leader_lines_never_cross_a_label(tk_root, scale):
    """Every label sits in an opaque box stacked above every leader line, so no line shows
    through another event's words; each line ends at its own box; boxes never overlap."""
    from florida_history.content import load_library
    from florida_history.ui.library_window import LibraryWindow
    from florida_history.ui.theme import Theme

    theme = Theme(tk_root, scale)  # noqa: F841 - keeps the named fonts alive
    w = LibraryWindow(tk_root, load_library())
    w.notebook.select(w.timeline_tab)
    tk_root.update()
    c = w.timeline
    order = {item: i for i, item in enumerate(c.find_all())}  # bottom to top
    boxes = [(c.gettags(b)[0], b, c.coords(b)) for b in c.find_withtag("box")]
    assert len(boxes) == len(w.library.timeline)
    crossings = 0
    for line in c.find_withtag("leader"):
        tag = c.gettags(line)[0]
        x, y0, _x, y1 = c.coords(line)
        own = next(coords for t, _b, coords in boxes if t == tag)
        assert own[0] == x and own[1] == y1  # the line ends at its own box's top left corner
        for other, box, (bx0, by0, bx1, by1) in boxes:
            if other != tag and bx0 < x < bx1 and by0 < y1 and y0 < by1:
                crossings += 1
                assert order[box] > order[line], f"{tag}'s line shows through {other}'s label"
                assert c.itemcget(box, "fill")  # opaque
    assert crossings > 0  # the strip is dense enough that the stacking matters
    for text in c.find_withtag("label"):
        tag = c.gettags(text)[0]
        box = next(b for t, b, _coords in boxes if t == tag)
        assert order[text] > max(order[b] for _t, b, _c in boxes)
        tx0, ty0, tx1, ty1 = c.bbox(text)
        bx0, by0, bx1, by1 = c.coords(box)
        assert bx0 <= tx0 and tx1 <= bx1 + 1 and by0 <= ty0 and ty1 <= by1 + 1
    for i, (_t, _b, (ax0, ay0, ax1, ay1)) in enumerate(boxes):
        for _t2, _b2, (bx0, by0, bx1, by1) in boxes[i + 1 :]:
            assert ax1 <= bx0 or bx1 <= ax0 or ay1 <= by0 or by1 <= ay0, "boxes overlap"
    w.destroy()


def tab_stops(top, start, limit: int = 80) -> list:
    """The widgets Tab reaches in ``top`` from ``start``, once round."""
    stops, w = [], start
    for _ in range(limit):
        w = w.tk_focusNext()
        if w is None or w in stops:
            break
        stops.append(w)
    return stops


def assert_focus_visible(stops) -> None:
    """Every Tab stop shows its focus: a ring of 2+ pixels, or a ttk widget's own focus."""
    import tkinter as tk

    for w in stops:
        assert not isinstance(w, tk.Scrollbar), f"{w} is a Tab stop that shows no focus"
        if "highlightthickness" in w.keys():
            assert int(str(w.cget("highlightthickness"))) >= 2, f"{w}: thin focus ring"


def test_keyboard_only_library_recap_and_settings(app, tk_root):
    root = tk_root
    cf = app.classroom
    # --- the library: Tab order, lists show a selected row, links in the lesson by Tab/Enter.
    root.focus_force()
    root.update()
    root.event_generate("<F2>")
    root.update()
    lib = cf.library_window
    stops = tab_stops(lib, lib.search_entry)
    assert lib.tree in stops and lib.panel.text in stops and lib.notebook in stops
    assert_focus_visible(stops)
    lib.tree.focus_force()
    root.update()
    assert lib.tree.selection()  # a row is lit as soon as the list has the focus
    lib.open_lesson("space-st-augustine")
    text = lib.panel.text
    text.focus_force()
    root.update()
    text.event_generate("<Tab>")  # the first link: "Read more"
    assert text.tag_ranges("link-focus")
    text.event_generate("<Return>")
    assert lib.panel.expanded and text.tag_ranges("link-focus")  # "Show less", still lit
    related = lib.library.get("space-st-augustine").related[0]
    text.event_generate("<Tab>")  # the first related lesson
    text.event_generate("<Return>")
    assert lib.service.current == related
    # Ctrl+Tab changes tabs; the timeline takes the focus with a thick ring.
    lib.notebook.focus_force()
    root.update()
    lib.notebook.event_generate("<Control-Tab>")
    root.update()
    assert lib.notebook.select() == str(lib.timeline_tab)
    assert int(str(lib.timeline.cget("highlightthickness"))) >= 2
    lib.search_entry.focus_force()
    root.update()
    lib.search_entry.event_generate("<Escape>")
    root.update()
    # Closed: hidden and kept, so F2 shows it again at once; the keyboard is back home.
    assert not lib.winfo_viewable() and root.focus_get() is not None
    assert root.focus_get().winfo_toplevel() is root  # the focus is back in the main window
    # --- the settings: focus starts on the text size in use; Enter chooses; Escape closes.
    d = cf.open_settings()
    root.update()
    assert d.focus_lastfor() is d.size_row.winfo_children()[0]  # 100%, focused on arrival
    stops = tab_stops(d, d.focus_lastfor())
    assert d.close_button in stops and d.reset_button in stops
    assert_focus_visible(stops)
    radio = d.size_row.winfo_children()[2]
    radio.focus_force()
    root.update()
    radio.event_generate("<Return>")
    assert app.theme.scale == 1.5
    d.reset_button.focus_force()
    root.update()
    d.reset_button.event_generate("<KP_Enter>")
    assert app.theme.scale == 1.0
    d.event_generate("<Escape>")
    root.update()
    assert not d.winfo_exists()
    # --- the recap: Tab order on the ticket, Enter presses buttons and picks answers, a
    # question reached with Tab scrolls into view, Escape closes.
    app.set_session(finished_session(5))
    wait_until(root, lambda: cf.recap_window is not None)
    w = cf.recap_window
    w.notebook.select(w.ticket_tab)
    w.geometry("1280x600")
    settle(root)
    stops = tab_stops(w, w.notebook)
    assert w.check_button in stops and w.radio_buttons[-1][-1] in stops
    assert_focus_visible(stops)
    last = w.radio_buttons[-1][0]
    assert w.ticket_canvas.yview()[0] == 0.0
    last.focus_force()
    settle(root)
    assert w.ticket_canvas.yview()[0] > 0.0  # scrolled to the focused answer
    last.event_generate("<Return>")
    assert w.ticket.answers.get(len(w.ticket.questions) - 1) == 0
    w.check_button.focus_force()
    root.update()
    w.check_button.event_generate("<Return>")
    assert w.score_label.cget("text").startswith("Score:")
    # The lessons met list: a row lit on focus, Enter opens it in the library.
    w.notebook.select(2)
    w.lessons_list.focus_force()
    root.update()
    assert w.lessons_list.curselection() == (0,)
    w.lessons_list.event_generate("<Return>")
    root.update()
    assert cf.library_window.service.current == w.recap.lessons_met[0]
    cf.library_window.close()
    w.focus_force()
    root.update()
    w.event_generate("<Escape>")
    root.update()
    assert not w.winfo_viewable()  # hidden, kept for the next F3


# --- the App's extension points: menu table and hooks ------------------------------------------


def _labels(menu) -> list[str]:
    """Every entry of a menu, separators as "—"."""
    out = []
    for i in range(int(menu.index("end")) + 1):
        kind = menu.type(i)
        out.append("—" if kind == "separator" else str(menu.entrycget(i, "label")))
    return out


def test_classroom_menu_entries_survive_renamed_menus(tk_root, cfg):
    """The classroom adds its entries through the App's menu table, so renaming the menus
    (or translating them) cannot silently drop them."""
    from florida_history.app.settings import Settings
    from florida_history.games.colonial_florida.ui.window import FloridaWindow as App
    from florida_history.ui.classroom import ClassroomFeatures

    app = App(tk_root, Settings(animation_speed="instant"))
    app.lessons.load()
    bar = app.menubar
    for i in range(int(bar.index("end")) + 1):
        if bar.type(i) == "cascade":
            bar.entryconfigure(i, label=f"Menu {i}")
    app.classroom = ClassroomFeatures(app)
    try:
        game, view = _labels(app.menus.game), _labels(app.menus.view)
        assert game[-7:] == [
            "—",
            "Demonstration mode (teacher)",
            "Demonstration game: 3 computer players",
            "Game recap and exit ticket",
            "Class report from results files (teacher)…",
            "—",
            "Quit",
        ]
        assert game[0] == "New game…"
        assert view[:3] == ["Lesson library", "—", "Bigger text"]
        assert view[-2:] == ["—", "Settings…"]
        added = [item.label for _, item in app.menus.added if not item.is_separator]
        assert added == [
            "Demonstration mode (teacher)",
            "Demonstration game: 3 computer players",
            "Game recap and exit ticket",
            "Class report from results files (teacher)…",
            "Lesson library",
            "Settings…",
        ]
        # The entries work: the library opens from the View menu.
        app.menus.view.invoke(0)
        tk_root.update()
        assert app.classroom.library_window is not None
        assert app.classroom.library_window.winfo_exists()
    finally:
        app.stop()


def test_quit_runs_the_classroom_hook_then_closes_even_if_a_hook_fails(app):
    assert app.on_quit == [app.classroom.quit_hook]
    assert app.on_game_over == [app.classroom.show_game_over]
    calls: list[str] = []
    app._close = lambda: calls.append("closed")  # keep the test's Tk root alive
    app.on_quit[:] = [lambda: calls.append("classroom")]
    app.quit()
    assert calls == ["classroom", "closed"]

    def broken() -> None:
        raise RuntimeError("a feature's bug")

    calls.clear()
    app.on_quit[:] = [broken]
    with pytest.raises(RuntimeError):
        app.quit()
    assert calls == ["closed"]


def test_game_over_puts_the_recap_first(app, tk_root):
    from florida_history.ui.decision_panel import Option

    app.set_session(finished_session())
    wait_until(tk_root, lambda: app.classroom.recap_window is not None, timeout=10)
    labels = [o.label for o in app.decision.options]
    assert labels[:2] == ["Game recap and exit ticket [G]", "New game [N]"]
    assert all(isinstance(o, Option) for o in app.decision.options)


def _one_move_from_the_end(seed: int = 11):
    """``finished_session``'s game, replayed up to its last move, and that move."""
    from florida_history.games.colonial_florida.session import PlayerSetup, Session

    moves = list(finished_session(seed).game.actions or [])
    s = Session.new(
        [PlayerSetup("spanish", "Ana"), PlayerSetup("british", "Ben"), PlayerSetup("french", "Cy")],
        target_gold=25,
        seed=seed,
    )
    s.autosave = False
    for action in moves[:-1]:
        s.apply(action)
    assert not s.game.is_over
    return s, moves[-1]


def test_the_last_moves_lesson_is_read_before_the_recap_covers_it(app, tk_root, monkeypatch):
    """Issue #22 section 3: the lesson the winning move brings up waits for Continue, and
    only then does the recap open (it used to open on top of the lesson at once)."""
    from florida_history.games.colonial_florida.engine import Continue
    from florida_history.games.colonial_florida.engine import events as ev

    real = app.lessons.game.for_events
    monkeypatch.setattr(  # the winning move brings up a lesson (as a founding or card can)
        app.lessons,
        "game",
        dataclasses.replace(
            app.lessons.game,
            for_events=lambda events, state: (
                (["topic-fort-mose"] if any(isinstance(e, ev.GameWon) for e in events) else [])
                + real(events, state)
            ),
        ),
    )
    session, last = _one_move_from_the_end()
    app.set_session(session)
    if not isinstance(last, Continue):  # a phase's Continue the window plays itself
        wait_until(tk_root, lambda: not app.busy, timeout=10)
        app.apply(last)
    wait_until(tk_root, lambda: session.game.is_over and not app.busy, timeout=10)
    pump_for(tk_root, max(0.3, 3 * app.settings.bot_pause_ms / 1000))
    assert app.lessons.current == "topic-fort-mose"
    assert app.lesson_wait
    assert app.classroom.recap_window is None  # nothing covers the lesson
    assert app.decision.options[0].label == "Continue [Space]"
    app.decision.options[0].command()
    wait_until(tk_root, lambda: app.classroom.recap_window is not None, timeout=10)
    assert app.decision.options[0].label == "Game recap and exit ticket [G]"
    assert "topic-fort-mose" in app.classroom.lessons_met()


def test_recap_and_library_are_kept_when_closed_and_shown_again_at_once(app, tk_root):
    """F3 and F2 after a close show the same window again (nothing built twice); an answered
    exit ticket, or a game that went on, gets a new recap."""
    session = finished_session()
    app.set_session(session)
    wait_until(tk_root, lambda: app.classroom.recap_window is not None, timeout=10)
    w = app.classroom.recap_window
    tk_root.update()
    w.notebook.select(w.ticket_tab)
    w.close()
    tk_root.update()
    assert w.winfo_exists() and not w.winfo_viewable()
    assert app.classroom.open_recap() is w
    tk_root.update()
    assert w.winfo_viewable() and w.notebook.select() == w.notebook.tabs()[0]
    w.radio_buttons[0][0].invoke()  # an answer: the next opening starts a fresh ticket
    w.close()
    fresh = app.classroom.open_recap()
    assert fresh is not w and not w.winfo_exists()
    assert all(var.get() == -1 for var in fresh.choice_vars)
    session.record_lesson("space-cowford")  # a lesson met since: the recap lists it
    fresh.close()
    newer = app.classroom.open_recap()
    assert newer is not fresh and "space-cowford" in newer.recap.lessons_met
    newer.destroy()

    lib = app.classroom.open_library()
    tk_root.update()
    filled = []
    lib.fill_tree = lambda: filled.append(1)  # type: ignore[method-assign]
    lib.close()
    tk_root.update()
    assert lib.winfo_exists() and not lib.winfo_viewable()
    assert app.classroom.open_library() is lib
    tk_root.update()
    assert lib.winfo_viewable() and filled == []  # the rows stand: nothing met meanwhile
    session.record_lesson("space-pensacola")
    lib.close()
    assert app.classroom.open_library() is lib and filled == [1]  # a new mark: filled again
    lib.destroy()


def test_a_text_size_change_lets_the_hidden_windows_go(app, tk_root):
    """Hidden windows would be laid out again with the new fonts for nothing: they go, and the
    next F2 builds the library anew at the new size; an open one stays."""
    lib = app.classroom.open_library()
    tk_root.update()
    lib.close()
    tk_root.update()
    app.change_text_size(1)
    assert not lib.winfo_exists() and app.classroom.library_window is None
    shown = app.classroom.open_library()
    tk_root.update()
    app.change_text_size(-1)
    assert shown.winfo_exists() and shown.winfo_viewable()
    shown.destroy()


def _stops_described(top, start) -> list[tuple[str, str, int, bool]]:
    """Each Tab stop as (class, text, focus ring, Enter bound): what the keyboard meets."""
    out = []
    for w in tab_stops(top, start):
        text = str(w.cget("text")) if "text" in w.keys() else ""
        ring = int(str(w.cget("highlightthickness"))) if "highlightthickness" in w.keys() else -1
        out.append((w.winfo_class(), text, ring, bool(w.bind("<Return>"))))
    return out


def test_recap_tabs_are_built_when_first_shown_and_work_as_if_built_at_once(
    app, tk_root, monkeypatch
):
    """F3 builds only the tab it shows; Ctrl+Tab to another tab builds that one, with the same
    widgets, Tab order, focus rings and Enter keys as a window built whole."""
    monkeypatch.setattr("florida_history.ui.lazy_tabs.IDLE_BUILD", False)
    session = finished_session()
    app.set_session(session)
    wait_until(tk_root, lambda: app.classroom.recap_window is not None, timeout=10)
    w = app.classroom.recap_window
    tk_root.update()
    tabs = w.lazy_tabs
    assert not any(tabs.is_built(t) for t in (w.events_tab, w.lessons_tab, w.ticket_tab))
    assert not w.answered  # asking does not build the exit ticket
    assert not tabs.is_built(w.ticket_tab)
    from florida_history.ui.keyboard import make_keyboard_ready

    whole = type(w)(tk_root, w.recap, w.ticket, w.lesson_title, open_lesson=w.open_lesson)
    whole.lazy_tabs.build_all()
    make_keyboard_ready(whole)  # as the window was made ready when it was built whole
    tk_root.update()
    for i, tab in enumerate(("events_tab", "lessons_tab", "ticket_tab")):
        w.notebook.focus_set()
        w.notebook.event_generate("<Control-Tab>")
        tk_root.update()
        assert w.notebook.select() == str(getattr(w, tab)) and tabs.is_built(getattr(w, tab))
        whole.notebook.select(i + 1)
        tk_root.update()
        stops = _stops_described(w, w.notebook)
        assert len(stops) > 1 and stops == _stops_described(whole, whole.notebook), tab
        for kind, _text, ring, enter in stops:
            if kind in ("Button", "Radiobutton"):
                assert ring >= 2 and enter, (tab, kind, _text)
    assert w.radio_buttons and len(w.radio_buttons) == len(whole.radio_buttons)
    whole.destroy()


def test_library_tabs_built_when_first_shown_show_what_is_chosen_now(tk_root, monkeypatch):
    """The timeline built after the game filter changed shows that game's events; the
    glossary built late has the rows and column widths of one built at once."""
    monkeypatch.setattr("florida_history.ui.lazy_tabs.IDLE_BUILD", False)
    from florida_history.content import load_library
    from florida_history.ui.library_window import LibraryWindow
    from florida_history.ui.theme import Theme

    theme = Theme(tk_root)  # noqa: F841 - keeps the named fonts alive
    lib = load_library()
    w = LibraryWindow(tk_root, lib)
    whole = LibraryWindow(tk_root, lib)
    whole.lazy_tabs.build_all()
    tk_root.update()
    assert not w.lazy_tabs.is_built(w.timeline_tab) and not w.lazy_tabs.is_built(w.glossary_tab)
    w.game_buttons["colonials"].invoke()
    tk_root.update()
    w.notebook.select(w.timeline_tab)
    tk_root.update()
    assert w.lazy_tabs.is_built(w.timeline_tab)
    assert len(w.timeline_items) == len(lib.timeline_for("colonials"))
    w.notebook.select(w.glossary_tab)
    whole.notebook.select(whole.glossary_tab)
    tk_root.update()

    def rows(g) -> list[tuple[str, str, str]]:
        items = [i for top in g.get_children() for i in (top, *g.get_children(top))]
        return [(i, str(g.item(i, "text")), str(g.item(i, "values"))) for i in items]

    assert rows(w.glossary) == rows(whole.glossary) and len(rows(w.glossary)) > 100
    for column in ("#0", "lesson"):
        assert w.glossary.column(column, "width") == whole.glossary.column(column, "width")
    w.destroy()
    whole.destroy()


def _widgets_described(tab) -> list[tuple[str, str]]:
    """Every widget in ``tab``, depth first: (class, text)."""
    out, stack = [], list(reversed(tab.winfo_children()))
    while stack:
        w = stack.pop()
        text = str(w.cget("text")) if "text" in w.keys() else ""
        out.append((w.winfo_class(), text))
        stack.extend(reversed(w.winfo_children()))
    return out


def _one_piece_per_turn(monkeypatch) -> list[set[str]]:
    """Each idle turn runs a single piece; returns, for each turn, the tabs half built after
    it (so a test sees a tab built over several turns, whatever the event loop batches)."""
    from florida_history.ui.lazy_tabs import LazyTabs

    monkeypatch.setattr("florida_history.ui.lazy_tabs.BUDGET_S", 0.0)
    turns: list[set[str]] = []
    real = LazyTabs._idle_turn

    def turn(self) -> None:
        real(self)
        turns.append(set(self._running))

    monkeypatch.setattr(LazyTabs, "_idle_turn", turn)
    return turns


def test_recap_tabs_built_in_idle_pieces_equal_tabs_built_at_once(app, tk_root, monkeypatch):
    """After F3, the tabs not shown are built in idle time, the exit ticket one question per
    piece; each then has the widgets, texts and Tab stops of a window built whole, and
    clicking it builds nothing more."""
    turns = _one_piece_per_turn(monkeypatch)
    app.set_session(finished_session())
    wait_until(tk_root, lambda: app.classroom.recap_window is not None, timeout=10)
    w = app.classroom.recap_window
    tabs = w.lazy_tabs
    wait_until(tk_root, lambda: tabs.is_built(w.ticket_tab))
    half_built = sum(str(w.ticket_tab) in t for t in turns)
    assert half_built >= len(w.ticket.questions) > 1  # in pieces: a turn each
    assert all(tabs.is_built(t) for t in (w.events_tab, w.lessons_tab, w.ticket_tab))
    wait_until(tk_root, lambda: not tabs.idle_pending, timeout=5)
    from florida_history.ui.keyboard import make_keyboard_ready

    whole = type(w)(tk_root, w.recap, w.ticket, w.lesson_title, open_lesson=w.open_lesson)
    whole.lazy_tabs.build_all()
    make_keyboard_ready(whole)
    tk_root.update()
    for i, tab in enumerate(("events_tab", "lessons_tab", "ticket_tab")):
        w.notebook.select(i + 1)
        whole.notebook.select(i + 1)
        tk_root.update()
        mine, theirs = getattr(w, tab), getattr(whole, tab)
        assert _widgets_described(mine) == _widgets_described(theirs), tab
        assert len(_widgets_described(mine)) >= 2, tab
        stops = _stops_described(w, w.notebook)
        assert len(stops) > 1 and stops == _stops_described(whole, whole.notebook), tab
    assert [len(b) for b in w.radio_buttons] == [len(b) for b in whole.radio_buttons]
    w.radio_buttons[0][0].invoke()
    assert w.answered and w.choice_vars[0].get() == 0
    whole.destroy()


def _library(tk_root):
    from florida_history.content import load_library
    from florida_history.ui.library_window import LibraryWindow
    from florida_history.ui.theme import Theme

    if not hasattr(tk_root, "fh_test_theme"):
        tk_root.fh_test_theme = Theme(tk_root)  # keeps the named fonts alive
    lib = load_library()
    return lib, LibraryWindow, LibraryWindow(tk_root, lib)


def _canvas_items(c) -> list[tuple[str, list[float], str]]:
    return [
        (c.type(i), c.coords(i), c.itemcget(i, "text") if c.type(i) == "text" else "")
        for i in c.find_all()
    ]


def test_library_tabs_built_in_idle_pieces_equal_tabs_built_at_once(tk_root, monkeypatch):
    """The timeline (a dozen events a piece) and the glossary (rows in batches) built in idle
    time equal those built at once; a game chosen while the timeline is half built is the one
    it shows."""
    turns = _one_piece_per_turn(monkeypatch)
    lib, LibraryWindow, w = _library(tk_root)
    tabs = w.lazy_tabs

    def half_drawn() -> bool:
        frames = w.timeline_tab.winfo_children()
        canvases = [c for f in frames for c in f.winfo_children() if c.winfo_class() == "Canvas"]
        return tabs.is_partial(w.timeline_tab) and any(c.find_all() for c in canvases)

    wait_until(tk_root, half_drawn)
    w.game_buttons["colonials"].invoke()  # half drawn for all games: drawn again
    wait_until(tk_root, lambda: not tabs.idle_pending)
    assert sum(str(w.glossary_tab) in t for t in turns) >= 3
    assert all(tabs.is_built(t) for t in (w.timeline_tab, w.glossary_tab, w.rules_tab))
    whole = LibraryWindow(tk_root, lib, game="colonials")
    whole.lazy_tabs.build_all()
    tk_root.update()
    assert len(w.timeline_items) == len(lib.timeline_for("colonials"))
    assert _canvas_items(w.timeline) == _canvas_items(whole.timeline)

    def rows(g) -> list[tuple[str, str, str]]:
        items = [i for top in g.get_children() for i in (top, *g.get_children(top))]
        return [(i, str(g.item(i, "text")), str(g.item(i, "values"))) for i in items]

    assert rows(w.glossary) == rows(whole.glossary) and len(rows(w.glossary)) > 100
    for tab in ("timeline_tab", "glossary_tab", "rules_tab"):
        assert _widgets_described(getattr(w, tab)) == _widgets_described(getattr(whole, tab))
        w.notebook.select(getattr(w, tab))
        whole.notebook.select(getattr(whole, tab))
        tk_root.update()
        stops = _stops_described(w, w.notebook)
        assert len(stops) > 1 and stops == _stops_described(whole, whole.notebook), tab
    w.destroy()
    whole.destroy()


def test_closing_a_window_mid_build_leaves_no_error_and_no_pending_piece(tk_root, monkeypatch):
    """Hidden (F2 closes by hiding): no idle piece waits, and the half-built tab stays as it
    is until the window is shown again, then is finished. Destroyed mid-build: no piece
    waits and none fails (the fixture fails the test on any callback error)."""
    _one_piece_per_turn(monkeypatch)
    _lib, _cls, w = _library(tk_root)
    tabs = w.lazy_tabs

    def waiting() -> set[str]:
        return set(tk_root.tk.splitlist(tk_root.tk.call("after", "info")))

    wait_until(tk_root, lambda: tabs.is_partial(w.timeline_tab))
    timer = tabs._timer
    assert timer in waiting()
    w.close()
    pump_for(tk_root, 0.3)
    assert not tabs.idle_pending and timer not in waiting() and tabs.is_partial(w.timeline_tab)
    w.deiconify()
    wait_until(tk_root, lambda: tabs.is_built(w.rules_tab) and not tabs.idle_pending)
    w.destroy()
    _lib, _cls, w2 = _library(tk_root)
    wait_until(tk_root, lambda: w2.lazy_tabs.is_partial(w2.glossary_tab))
    timer = w2.lazy_tabs._timer
    w2.destroy()
    assert timer not in waiting()
    pump_for(tk_root, 0.3)


def test_exit_ticket_answer_circles_grow_with_the_text_size(app, tk_root):
    """Issue #22 section 3: Tk's radio indicator stayed ~8 px at 200% text. The answer
    circles are pictures as tall as most of a line of the answers' font, drawn again when the
    text size changes, the chosen one filled."""
    from florida_history.ui.answer_circles import circle_px

    app.set_text_scale(2.0)
    app.set_session(finished_session())
    wait_until(tk_root, lambda: app.classroom.recap_window is not None, timeout=10)
    w = app.classroom.recap_window
    w.notebook.select(w.ticket_tab)
    wait_until(tk_root, lambda: bool(getattr(w, "radio_buttons", None)), timeout=10)
    rb = w.radio_buttons[0][0]
    line = tkfont.nametofont("fh-body", root=tk_root).metrics("linespace")
    empty = int(tk_root.tk.call("image", "height", rb.cget("image")))
    assert line >= 30 and empty >= 0.75 * line  # was 0: Tk's own 8 px indicator
    assert not int(rb.cget("indicatoron"))
    assert rb.cget("selectimage") and rb.cget("selectimage") != rb.cget("image")
    rb.invoke()
    assert w.choice_vars[0].get() == 0
    app.set_text_scale(1.0)
    tk_root.update()
    small = int(tk_root.tk.call("image", "height", rb.cget("image")))
    assert small == circle_px(tk_root) < empty
