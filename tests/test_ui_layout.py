"""The window's layout on classroom screens (issue #9), driven through real widgets under Xvfb:
1280x720 and 1920x1080, 100% to 200% text, with and without demonstration mode."""

from __future__ import annotations

import random
import tkinter as tk
import tkinter.font as tkfont

import pytest
from tkhelpers import pump_for, wait_until

from florida_history.games.colonial_florida.engine import Continue
from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.session import PlayerSetup, Session
from florida_history.games.colonial_florida.ui.setup_form import GameChoice
from florida_history.games.colonial_florida.ui.side_panel import last_dice_text
from florida_history.ui.steady import FittedLabel

LONG_REASON = "I attack the weakest settlement next to me because it has no fort. " * 3
LONG_STATUS = "New lesson: “Native Raids: Warfare and Resistance”. Talk it over, then press Next."


@pytest.fixture
def app(tk_root, tmp_path, monkeypatch):
    from florida_history.app.settings import Settings
    from florida_history.games.colonial_florida.ui.window import FloridaWindow as App
    from florida_history.ui.classroom import ClassroomFeatures

    monkeypatch.setenv("FLORIDA_HISTORY_CONFIG", str(tmp_path / "cfg"))
    # Lessons off: layout tests drive the game straight to its decisions (the lesson flow has
    # its own tests in test_ui_lesson_flow.py).
    a = App(tk_root, Settings(animation_speed="instant", lesson_mode="off"))
    a.lessons.load()
    a.classroom = ClassroomFeatures(a)
    tk_root.update()
    yield a
    a.stop()


def resize(app, root, w: int, h: int, scale: float) -> None:
    root.geometry(f"{w}x{h}+0+0")
    app.set_text_scale(scale)
    app.classroom.demo.fit_band()
    pump_for(root, 0.3)


def box(w) -> tuple[int, int, int, int]:
    x, y = w.winfo_rootx(), w.winfo_rooty()
    return x, y, x + w.winfo_width(), y + w.winfo_height()


def overlaps(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def clipped(top) -> list[str]:
    """Labels and buttons narrower or shorter than their text needs, or past the right edge."""
    out: list[str] = []
    right = top.winfo_rootx() + top.winfo_width()
    stack = [top]
    while stack:
        w = stack.pop()
        stack.extend(c for c in w.winfo_children() if not isinstance(c, tk.Toplevel))
        if not isinstance(w, tk.Label | tk.Button) or not str(w.cget("text")):
            continue
        if not w.winfo_viewable():
            continue
        name = f"{w.winfo_class()} {str(w.cget('text'))[:30]!r}"
        if w.winfo_width() + 1 < w.winfo_reqwidth():
            out.append(f"{name}: {w.winfo_width()} wide, needs {w.winfo_reqwidth()}")
        if w.winfo_height() + 1 < w.winfo_reqheight():
            out.append(f"{name}: {w.winfo_height()} high, needs {w.winfo_reqheight()}")
        if w.winfo_rootx() + w.winfo_width() > right + 1:
            out.append(f"{name}: past the right edge")
    return out


def computer_players():
    return [
        PlayerSetup(p, p.title(), "computer", "random") for p in ("spanish", "british", "french")
    ]


def humans():
    return [PlayerSetup("spanish", "Ana"), PlayerSetup("british", "Ben")]


@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
def test_demonstration_at_720p_keeps_the_board_big_and_steady(app, tk_root, scale):
    """The caption band sits beside the board: the board is as big as without it, and a long
    caption, reason or status scrolls or shrinks in the band instead of moving anything."""
    resize(app, tk_root, 1280, 720, scale)
    app.start_game(GameChoice(computer_players(), 30, 9, 5))
    pump_for(tk_root, 0.15)
    normal = app.board.board_size
    demo = app.classroom.demo
    app.classroom.toggle_demo()
    pump_for(tk_root, 0.3)
    assert app.board.board_size == normal and normal >= 600
    sizes: set[int] = set()
    bands: list[int] = []
    for _cycle in range(2):
        for phase in ("rebuild", "hurricane", "native_raid", "action"):
            demo._show_caption(phase)
            demo.show_reason(LONG_REASON if phase == "action" else "")
            demo._set_status(LONG_STATUS if phase != "rebuild" else "Press Next.", True)
            pump_for(tk_root, 0.25)
            sizes.add(app.board.board_size)
            bands.append(demo.band.winfo_height())
            assert not clipped(demo.band), clipped(demo.band)
            assert demo.next_button.winfo_viewable()
            assert box(demo.band)[3] <= box(app.decision)[1]  # the decision stays in view
    assert sizes == {normal}
    # The band never shrinks under the pointer, and once every caption has been shown its
    # height no longer follows its text.
    assert bands == sorted(bands)
    assert len(set(bands[4:])) == 1, bands
    # The board's names are as readable as outside the mode: none overlaps another.
    names = [app.board.bbox(app.board.find_withtag(f"name{n}")[0]) for n in range(1, 37)]
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            assert not overlaps(a, b)


def test_demonstration_band_follows_the_window_size_but_not_its_widgets(app, tk_root, monkeypatch):
    """Resizing the window turns the band compact and back by itself (its <Configure>), while
    a widget inside the window changing size does not ask the band again."""
    demo = app.classroom.demo
    app.set_text_scale(1.5)  # compact below 560 pixels a text size: 720 / 1.5, not 1080 / 1.5
    tk_root.geometry("1920x1080+0+0")
    pump_for(tk_root, 0.3)
    assert not demo.compact
    tk_root.geometry("1280x720+0+0")
    pump_for(tk_root, 0.3)
    assert demo.compact
    tk_root.geometry("1920x1080+0+0")
    pump_for(tk_root, 0.3)
    assert not demo.compact
    asked: list[object] = []
    monkeypatch.setattr(demo, "fit_band", lambda: asked.append(1))
    app.ticker.configure(text=LONG_STATUS)
    app.decision.configure(height=app.decision.winfo_height() + 40)
    pump_for(tk_root, 0.3)
    assert asked == []
    tk_root.geometry("1280x720+0+0")
    pump_for(tk_root, 0.3)
    assert asked


@pytest.mark.parametrize(
    ("w", "h", "scale"), [(1280, 720, 1.0), (1280, 720, 2.0), (1920, 1080, 1.0), (1920, 1080, 2.0)]
)
def test_side_panel_has_no_clipped_text_and_whole_phase_names(app, tk_root, w, h, scale):
    resize(app, tk_root, w, h, scale)
    app.start_game(GameChoice(humans(), 50, None, 9))
    wait_until(tk_root, lambda: app.session.waiting_for_human and not app.busy)
    pump_for(tk_root, 0.3)
    assert not app.phases.compact  # "1 Rebuild … 7 Action", never "1 … 7"
    for i, lab in enumerate(app.phases.labels.values()):
        assert lab.cget("text").split()[0] == str(i + 1) and len(lab.cget("text").split()) > 1
        assert lab.winfo_reqwidth() <= lab.winfo_width() + 2, lab.cget("text")
    problems = clipped(app.side_column)
    assert not problems, problems
    roll = app.decision.button_for("r")
    assert roll.winfo_viewable()
    assert box(roll)[3] <= tk_root.winfo_rooty() + tk_root.winfo_height() + 1


def _lesson_is_readable_beside_the_decision(app) -> None:
    """Over the side panel (never the map) or, when that leaves too little room, exactly over
    the board while it is read; either way many lines show and the decision stays in view."""
    overlay = app.lesson_overlay
    assert overlay is not None and overlay.winfo_viewable()
    if app.lesson_over_game:
        assert box(overlay) == box(app.board)
    else:
        assert not overlaps(box(overlay), box(app.board))
    line = tkfont.nametofont("fh-body").metrics("linespace")
    assert app.lesson_panel.text.winfo_height() > 6 * line
    for button in app.decision.buttons:
        if button.winfo_viewable():
            assert not overlaps(box(overlay), box(button)), button.cget("text")


@pytest.mark.parametrize("scale", [1.5, 2.0])
def test_docked_lesson_on_a_short_screen_is_readable_and_keeps_the_decision(app, tk_root, scale):
    resize(app, tk_root, 1280, 720, scale)
    app.start_game(GameChoice(humans(), 50, None, 9))
    wait_until(tk_root, lambda: app.session.waiting_for_human and not app.busy)
    app.open_board_lesson("space", 3)
    pump_for(tk_root, 0.3)
    _lesson_is_readable_beside_the_decision(app)
    if scale == 2.0:  # 200% on 720 lines: the side panel's room is too small (issue #22)
        assert app.lesson_over_game
    # The whole bar stays readable: "Next lesson (n waiting)" is never cut off.
    app.lesson_panel.present(["space-cowford", "space-pensacola", "card-militia"])
    pump_for(tk_root, 0.2)
    assert app.lesson_panel.next_button.winfo_viewable()
    assert not clipped(app.lesson_panel.bar), clipped(app.lesson_panel.bar)
    # H gives the board back.
    tk_root.focus_force()
    tk_root.event_generate("<Key-h>")
    pump_for(tk_root, 0.2)
    assert not app.lesson_overlay.winfo_ismapped() and app.board.winfo_viewable()
    # In demonstration mode too: the band's Next stays in view.
    app.classroom.toggle_demo()
    pump_for(tk_root, 0.3)
    app.open_board_lesson("space", 6)
    pump_for(tk_root, 0.5)
    _lesson_is_readable_beside_the_decision(app)


def test_the_lesson_picture_follows_the_text_size_without_a_new_lesson(app, tk_root):
    """Before, the lesson's map kept its size until the next lesson opened (issue #22 §3)."""
    resize(app, tk_root, 1920, 1080, 1.0)
    app.start_game(GameChoice(humans(), 50, None, 9))
    wait_until(tk_root, lambda: app.session.waiting_for_human and not app.busy)
    app.open_board_lesson("space", 3)
    pump_for(tk_root, 0.3)
    small = app.lesson_panel._image.width()
    app.set_text_scale(1.5)
    pump_for(tk_root, 0.3)
    assert app.lesson_panel.title.cget("text") == "St Augustine"
    assert app.lesson_panel._image.width() > small


def test_settlement_names_on_a_1280_board_are_readable(app, tk_root):
    """At 1280x720 settlement names were 9 px (100%) and 10 px (200%) tall: now they ask for
    the small text size and split at a syllable rather than shrink (issue #22 §3)."""
    from florida_history.games.colonial_florida.engine.board import SPACES

    for scale, least in ((1.0, 12), (2.0, 12)):
        resize(app, tk_root, 1280, 720, scale)
        sizes = {sp.slug: app.board.name_fit[sp.number].px for sp in SPACES if sp.is_settlement}
        assert min(sizes.values()) >= least - (1 if scale == 2.0 else 0), sizes
        lines = app.board.name_fit[next(s.number for s in SPACES if s.slug == "st-augustine")]
        # Split only at a space or a syllable: "St / Augus- / tine", never "Augustin / e".
        assert "".join(x.removesuffix("-") for x in lines.lines) == "StAugustine"
        assert all(len(x) >= 2 for x in lines.lines)


def test_tab_row_stays_put_while_the_turn_text_and_ticker_change(app, tk_root):
    """A click aimed at "Game log" lands on it: nothing above the tabs changes height."""
    resize(app, tk_root, 1280, 720, 1.5)
    app.start_game(GameChoice(humans(), 50, None, 9))
    wait_until(tk_root, lambda: app.session.waiting_for_human and not app.busy)
    pump_for(tk_root, 0.15)
    app.banner.show("Computer Ben (British, computer) is playing and thinking hard", "british")
    app.ticker.configure(text=LONG_REASON)
    pump_for(tk_root, 0.15)
    top = app.notebook.winfo_rooty()
    for text, ticker in (("Your turn", "Ana rolls 3 and 4."), ("Round 2: Pirate phase", "")):
        app.banner.show(text, "spanish")
        app.ticker.configure(text=ticker)
        pump_for(tk_root, 0.15)
        assert app.notebook.winfo_rooty() == top


def test_ticker_keeps_two_lines_and_never_runs_off_the_right(tk_root):
    from florida_history.ui.theme import Theme

    theme = Theme(tk_root, 2.0)
    label = FittedLabel(tk_root, lines=2, fonts=("fh-small",))
    label.theme = theme
    label.place(x=0, y=0, width=400)
    label.configure(text="A hurricane struck St Augustine and destroyed the Fortress there " * 2)
    pump_for(tk_root, 0.15)
    lines = label.cget("text").split("\n")
    assert len(lines) == 2 and lines[-1].endswith("…")
    font = tkfont.nametofont("fh-small", root=tk_root)
    assert all(font.measure(x) <= 400 for x in lines)
    assert label.full.startswith("A hurricane")


def test_dice_clear_on_a_new_phase_and_come_back_on_resume(app, tk_root, tmp_path):
    app.start_game(GameChoice(humans(), 50, None, 9))
    wait_until(tk_root, lambda: app.session.waiting_for_human and not app.busy)
    app.decision.button_for("r").invoke()
    wait_until(tk_root, lambda: app.session.waiting_for_human and not app.busy)
    rolled = app.dice_label.full
    assert rolled.startswith("Dice: [")
    app._on_event(ev.PhaseStarted(2, "pirate"))
    assert app.dice_label.full == ""  # no old dice in the next phase
    path = tmp_path / "game.json"
    app.save_to(path)
    app.set_session(Session.load(path))
    pump_for(tk_root, 0.15)
    assert app.dice_label.full == rolled == last_dice_text(app.session.history)


def finished_session(seed: int) -> Session:
    s = Session.new(
        [PlayerSetup("spanish", "Ana"), PlayerSetup("british", "Ben"), PlayerSetup("french", "Cy")],
        target_gold=30,
        seed=seed,
    )
    s.autosave = False
    rng = random.Random(seed)
    while not s.game.is_over:
        legal = s.game.legal_actions()
        pending = s.game.pending.kind
        s.apply(Continue() if pending == "phase" else legal[int(rng.random() * len(legal))])
    for lesson in ("space-st-augustine", "hazard-hurricane", "space-cowford"):
        s.record_lesson(lesson)
    return s


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_recap_tabs_standings_and_chart_labels_fit(app, tk_root, scale):
    app.set_text_scale(scale)
    app.set_session(finished_session(7))
    wait_until(tk_root, lambda: app.classroom.recap_window is not None)
    w = app.classroom.recap_window
    font = tkfont.nametofont("fh-bold", root=tk_root)
    for width in (900, 1240):  # a narrow window shortens the tabs' names, a wide one not
        w.geometry(f"{width}x640+0+0")
        pump_for(tk_root, 0.4)
        # Every tab whole on the row: the tabs' texts fit the notebook's width.
        tabs = [w.notebook.tab(t, "text") for t in w.notebook.tabs()]
        assert sum(font.measure(t) + 32 for t in tabs) <= w.notebook.winfo_width(), tabs
    assert tabs[0] == "Gold and settlements" or scale > 1.0
    # The standings show every place (the third one too).
    shown = w.standings.count("1.0", "end-1c", "displaylines")
    shown = shown[0] if isinstance(shown, tuple) else shown
    assert shown <= int(w.standings.cget("height"))
    # The chart's "Gold" title and the target's label do not overlap.
    c = w.chart
    title, target = c.bbox("title"), c.bbox("target")
    assert title and target and not overlaps(title, target)
    w.destroy()


def test_glossary_lists_each_term_once_with_its_lessons(app, tk_root):
    lib = app.classroom.open_library()
    pump_for(tk_root, 0.15)
    names = [e.term.lower() for e in lib.terms]
    assert len(names) == len(set(names))
    entry = next(e for e in lib.terms if e.term == "Anachronism")
    assert len(entry.lesson_ids) >= 2
    i = lib.terms.index(entry)
    children = lib.glossary.get_children(f"g{i}")
    assert len(children) == len(entry.lesson_ids)
    lib.glossary.focus(children[-1])
    lib.glossary.selection_set(children[-1])
    pump_for(tk_root, 0.15)
    assert f"In {len(entry.lesson_ids)} lessons" in lib.definition.cget("text")
    lib._term_open()
    assert lib.service.current == entry.lesson_ids[-1]  # the lesson of the row chosen
    lib.destroy()


def test_library_empty_pane_speaks_of_the_library(app, tk_root):
    lib = app.classroom.open_library()
    pump_for(tk_root, 0.15)
    hint = lib.panel.years.cget("text")
    assert "board" not in hint.lower() and "list" in hint.lower()
    lib.destroy()


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_new_game_at_720p_stays_above_the_taskbar_with_its_game_number_row(
    app, tk_root, monkeypatch, scale
):
    """Issue #22 section 3: on a 1280x720 screen the Colonial Florida form's last row (Game
    number) and the Start button were placed under the taskbar. The whole dialog now sits
    between its title bar and a taskbar; at 100% the row shows without scrolling."""
    from florida_history.ui.new_game_dialog import TASKBAR, TITLE_BAR, NewGameDialog

    monkeypatch.setattr(NewGameDialog, "winfo_screenwidth", lambda self: 1280)
    monkeypatch.setattr(NewGameDialog, "winfo_screenheight", lambda self: 720)
    resize(app, tk_root, 1280, 720, scale)
    dialog = app.new_game_dialog()
    pump_for(tk_root, 0.3)
    lowest = 720 - TASKBAR
    assert dialog.winfo_rooty() >= TITLE_BAR
    assert dialog.winfo_rooty() + dialog.winfo_height() <= lowest
    start = dialog.start_button
    assert start.winfo_rooty() + start.winfo_height() <= lowest
    number = next(
        w
        for w in _descendants(dialog.scroller.body)
        if isinstance(w, tk.Entry) and str(w.cget("textvariable")) == str(dialog.form.seed_var)
    )
    if scale == 1.0:
        view = dialog.scroller.canvas
        bottom = view.winfo_rooty() + view.winfo_height()
        assert number.winfo_rooty() + number.winfo_height() <= min(bottom, lowest)
    dialog.destroy()


def _descendants(w: tk.Misc) -> list[tk.Misc]:
    out = []
    for child in w.winfo_children():
        out += [child, *_descendants(child)]
    return out


def test_lesson_map_grows_with_the_text_size_within_the_panel(app, tk_root):
    """Issue #22 section 3: the lesson's map stayed 360 px wide at 200% text on a projector.
    It now grows with the text size while the panel has room: within its width, and leaving
    the words room below it."""
    widths = {}
    for scale in (1.0, 2.0):
        resize(app, tk_root, 1920, 1080, scale)
        app.open_lesson("space-cowford")  # the lesson tab shown and laid out at this size
        pump_for(tk_root, 0.2)
        app.open_lesson("space-new-smyrna")
        pump_for(tk_root, 0.3)
        panel = app.lesson_panel
        photo = panel._image
        assert photo is not None
        widths[scale] = photo.width()
        assert widths[scale] <= panel.winfo_width() - 60
        if scale == 2.0:  # the words still show below it
            assert photo.height() <= 0.6 * panel.text.winfo_height() + 1
    assert widths[1.0] == 360
    assert widths[2.0] >= 1.25 * widths[1.0]


@pytest.mark.parametrize("seed", [7, 11])
def test_recap_chart_end_labels_stay_apart_and_above_the_round_axis(app, tk_root, seed):
    """Issue #22 section 3: at 200% text the players' end labels were pushed down past the
    bottom of the plot, over the round numbers. They stay apart, inside the plot's height."""
    app.set_text_scale(2.0)
    app.set_session(finished_session(seed))
    wait_until(tk_root, lambda: app.classroom.recap_window is not None)
    w = app.classroom.recap_window
    w.geometry("1240x640+0+0")
    pump_for(tk_root, 0.4)
    w.draw_chart()
    c = w.chart
    zero = next(
        i
        for i in c.find_all()
        if c.type(i) == "text" and c.itemcget(i, "anchor") == "e" and c.itemcget(i, "text") == "0"
    )
    bottom = c.coords(zero)[1]  # the plot's bottom edge, where gold is 0
    boxes = [c.bbox(f"label-{p}") for p in ("spanish", "british", "french")]
    for i, a in enumerate(boxes):
        assert (a[1] + a[3]) / 2 <= bottom + 1, (a, bottom)
        for b in boxes[i + 1 :]:
            assert not overlaps(a, b), (a, b)
    w.destroy()


def test_picture_width_leaves_room_for_the_words_at_any_size():
    from florida_history.ui.lesson_panel import PICTURE_PX, PICTURE_SHARE, picture_width

    least, most = PICTURE_PX
    # A 1280x720 side panel at 100%: 584 px wide, 270 px of lesson text in view.
    width = picture_width(584, 1.0, 270)
    assert width * 3 / 4 <= 270 * PICTURE_SHARE + 1  # the first words show under the map
    assert picture_width(900, 1.0, 600) == most  # room enough: the full size
    assert picture_width(900, 2.0, 900) == 720  # grows with the text where it fits
    assert picture_width(584, 1.0, 1) == min(most, 584 - 60)  # not laid out: the width alone
    assert picture_width(200, 1.0, 100) == least  # never below the smallest size


def test_a_lesson_opened_before_layout_gets_its_picture_fitted_after(app, tk_root):
    """At 1280x720 the first lesson's map was drawn before the panel was laid out and kept that
    size: 360 px, filling the whole lesson (or 160 px on a wide screen)."""
    from florida_history.ui.lesson_panel import picture_width

    resize(app, tk_root, 1280, 720, 1.0)
    app.open_board_lesson("space", 9)
    pump_for(tk_root, 0.4)
    panel = app.lesson_panel
    want = picture_width(panel.winfo_width(), 1.0, panel.text.winfo_height())
    assert panel._image is not None and panel._image.width() in (want - 1, want)
    assert panel._image.height() < panel.text.winfo_height() * 0.7  # words show below it
    panel.text.update_idletasks()
    assert panel.text.bbox("read-short.first") is not None  # the lesson's first words in view
