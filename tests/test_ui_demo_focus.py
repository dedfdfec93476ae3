"""Demonstration mode and the keyboard never break play (issue #22 section 2, issue #23 item 5),
in the real windows under Xvfb at a 1280x720 projector size: F5 on then off leaves no blank
band and the keys (R, the die's number, L, Enter, Space) reach the game; a lesson opened in
demonstration mode is on screen (several lines, below the band's Next and F6) and only then
counted as met; Space continues while the board has the keyboard; the heading names the
lesson on screen. Keys go to the widget that has the focus, as a real key press does."""

from __future__ import annotations

import pytest
from test_ui_lesson_flow import COWFORD, DRAWN, crafted, settled
from tkhelpers import pump_for, wait_until

from florida_history.app.settings import Settings

SCREEN = (1280, 688)  # 1280x720 less the menu bar


def press(root, keysym: str) -> None:
    """A key press where the keyboard is now (not forced onto the window)."""
    root.update()
    widget = root.focus_get() or root
    widget.event_generate(f"<KeyPress-{keysym}>")
    root.update()


def body_lines(root) -> int:
    return int(root.tk.call("font", "metrics", "fh-body", "-linespace"))


def covers(a, b) -> bool:
    """The on-screen rectangles of widgets ``a`` and ``b`` overlap."""
    ax, ay, bx, by = a.winfo_rootx(), a.winfo_rooty(), b.winfo_rootx(), b.winfo_rooty()
    return (
        ax < bx + b.winfo_width()
        and bx < ax + a.winfo_width()
        and ay < by + b.winfo_height()
        and by < ay + a.winfo_height()
    )


@pytest.fixture(params=[1.0, 2.0], ids=["100pct", "200pct"])
def app(request, tk_root, tmp_path, monkeypatch):
    monkeypatch.setenv("FLORIDA_HISTORY_CONFIG", str(tmp_path / "cfg"))
    monkeypatch.setenv("FLORIDA_HISTORY_SCHOOL_DEFAULTS", str(tmp_path / "school.json"))
    from florida_history.games.colonial_florida.ui.window import FloridaWindow
    from florida_history.ui.classroom import ClassroomFeatures

    tk_root.geometry(f"{SCREEN[0]}x{SCREEN[1]}+0+0")
    a = FloridaWindow(tk_root, Settings(animation_speed="instant", text_scale=request.param))
    a.lessons.load()
    a.classroom = ClassroomFeatures(a)
    a.met_after_ms = 200
    tk_root.update()
    yield a
    a.stop()


def test_f5_on_then_off_leaves_no_band_and_every_key_works(app, tk_root):
    root = tk_root
    app.set_session(crafted([3, 3]))
    wait_until(root, lambda: settled(app) and app.session.waiting_for_human)
    root.focus_force()
    press(root, "F5")
    assert app.classroom.demo.active
    press(root, "F5")
    pump_for(root, 0.2)
    assert not app.classroom.demo.active
    # No blank band is left above the side panel, and the keyboard is not on its buttons.
    assert app.band_slot.winfo_height() <= 2
    focus = root.focus_get()
    assert focus is not None and focus.winfo_viewable()
    assert not str(focus).startswith(str(app.classroom.demo.band))
    # R rolls, 1 picks the die: María lands on her Cowford and draws a card (two lessons).
    press(root, "r")
    wait_until(root, lambda: settled(app) and app.session.game.pending.kind == "choose_die")
    press(root, "1")
    wait_until(root, lambda: settled(app) and app.lesson_wait)
    # The new lesson shows in full (not its title over a blank band), the buttons on screen.
    assert app._lesson_visible()
    assert app.lesson_text_shown() >= 3 * body_lines(root)
    bottom = root.winfo_rooty() + root.winfo_height()
    for button in app.decision.buttons:
        assert button.winfo_rooty() + button.winfo_height() <= bottom, button.cget("text")
    first = app.lessons.current
    press(root, "l")  # the next lesson
    assert app.lessons.current != first and app.lessons.current in (COWFORD, DRAWN.lesson_id)
    assert (
        str(app.banner.label.cget("text")) == f"Lesson: {app.lessons.title_of(app.lessons.current)}"
    )
    press(root, "Return")  # Continue, the only primary button
    wait_until(root, lambda: settled(app) and not app.lesson_wait)


@pytest.mark.parametrize("way", ["Escape", "F5", "new game"])
def test_esc_f5_and_new_game_give_the_keyboard_back(app, tk_root, way):
    root = tk_root
    app.set_session(crafted([3, 3]))
    wait_until(root, lambda: settled(app) and app.session.waiting_for_human)
    hidden = app.classroom.demo.next_button
    hidden.focus_force()  # the keyboard left on a button out of view
    root.update()
    if way == "new game":
        app.set_session(crafted([3, 3]))
        wait_until(root, lambda: settled(app) and app.session.waiting_for_human)
    else:
        press(root, way)
        if way == "F5":
            press(root, "F5")
    assert root.focus_get() is not hidden
    press(root, "r")
    wait_until(root, lambda: settled(app) and app.session.game.pending.kind == "choose_die")


def test_a_lesson_in_demonstration_mode_is_on_screen_below_next_and_then_met(app, tk_root):
    from test_ui_classroom import computer_players

    from florida_history.games.colonial_florida.ui.setup_form import GameChoice

    root = tk_root
    demo = app.classroom.demo
    app.classroom.toggle_demo()
    app.start_game(GameChoice(computer_players(), 30, 9, 4821))
    wait_until(root, lambda: demo.waiting)
    app.open_board_lesson("space", 9)  # as a lesson from play opens: the panel, in view
    pump_for(root, 0.3)
    lesson = app.lessons.current
    assert app.lesson_text_shown() >= 3 * body_lines(root)
    panel = app.lesson_overlay if app.lesson_place == "overlay" else app.lesson_panel
    for button in (demo.next_button, demo.round_button):
        assert button.winfo_viewable() and not covers(panel, button), button.cget("text")
    wait_until(root, lambda: lesson in app.session.lessons_opened, timeout=5)
    # Next reads on: the lesson gives the side panel back and the band its caption.
    demo.next_step()
    pump_for(root, 0.2)
    assert demo.caption_box.winfo_ismapped()
    app.classroom.toggle_demo()


def test_space_continues_while_the_board_has_the_keyboard(app, tk_root):
    root = tk_root
    app.set_session(crafted([3, 3]))
    wait_until(root, lambda: settled(app) and app.session.waiting_for_human)
    root.focus_force()
    press(root, "r")
    wait_until(root, lambda: settled(app) and app.session.game.pending.kind == "choose_die")
    press(root, "1")
    wait_until(root, lambda: settled(app) and app.lesson_wait)
    press(root, "b")  # the board has the keyboard
    assert root.focus_get() is app.board
    before = app.lessons.current
    press(root, "Right")
    press(root, "Return")  # Enter opens the chosen space's lesson; the heading names it
    assert app.lessons.current and app.lessons.current != before
    shown = app.lessons.title_of(app.lessons.current)
    assert str(app.banner.label.cget("text")) == f"Lesson: {shown}"
    assert app.lesson_wait
    press(root, "space")  # Continue [Space], as the prompt says
    wait_until(root, lambda: not app.lesson_wait)


def test_doubles_say_the_move_and_f1_names_this_games_target(app, tk_root):
    """Issue #22 wording: no "Which die do you use?" over one button on doubles; the rules
    name the game's own gold target, not the usual 50."""
    root = tk_root
    session = crafted([2, 2])
    app.set_session(session)
    wait_until(root, lambda: settled(app) and app.session.waiting_for_human)
    root.focus_force()
    press(root, "r")
    wait_until(root, lambda: settled(app) and app.session.game.pending.kind == "choose_die")
    prompt = str(app.decision.prompt.cget("text"))
    assert "double 2s" in prompt and "Which die" not in prompt
    target = session.game.state.config.target_gold
    goal = dict(app.rules_chunks())["The goal"]
    assert f"({target} in this game)" in goal and "unless you chose" not in goal


def test_page_down_and_down_scroll_the_lesson_on_screen(app, tk_root):
    root = tk_root
    app.set_session(crafted([3, 3]))
    wait_until(root, lambda: settled(app) and app.session.waiting_for_human)
    app.open_lesson("nation-seminole")  # a long lesson
    pump_for(root, 0.2)
    text = app.lesson_panel.text
    text.yview_moveto(0)
    root.focus_force()
    press(root, "Next")  # Page Down
    assert text.yview()[0] > 0
    top = text.yview()[0]
    press(root, "Down")
    assert text.yview()[0] > top
    press(root, "Prior")  # Page Up
    assert text.yview()[0] < top


def test_a_click_in_a_name_field_selects_the_name_to_type_over(tk_root):
    import tkinter as tk

    from florida_history.ui.keyboard import replace_on_first_click
    from florida_history.ui.theme import Theme

    theme = Theme(tk_root)  # noqa: F841 - keeps the named fonts alive
    entry = replace_on_first_click(tk.Entry(tk_root, font="fh-body"))
    entry.insert(0, "Player 1")
    entry.pack()
    tk_root.update()
    entry.focus_force()
    entry.event_generate("<ButtonPress-1>", x=5, y=5)
    entry.event_generate("<ButtonRelease-1>", x=5, y=5)
    tk_root.update()
    assert entry.selection_present() and entry.selection_get() == "Player 1"
    entry.event_generate("<KeyPress>", keysym="A")
    tk_root.update()
    assert entry.get() == "A"  # the name replaced "Player 1", not "APlayer 1"
    entry.destroy()


def test_the_last_games_recap_steps_aside_when_a_game_is_opened(app, tk_root):
    root = tk_root
    app.set_session(crafted([3, 3]))
    wait_until(root, lambda: settled(app) and app.session.waiting_for_human)
    recap = app.classroom.open_recap()
    root.update()
    assert recap is not None and recap.winfo_viewable()
    app.set_session(crafted([3, 3]))  # as Ctrl+O opens a saved game
    root.update()
    assert not recap.winfo_viewable()
