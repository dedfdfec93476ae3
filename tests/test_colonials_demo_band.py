"""The demonstration band in the Colonials play window (issue #23 item 5, shared with Colonial
Florida's: issue #22 section 2) under Xvfb at 1280x720: F5 on then off leaves no band and no
keyboard on its buttons; a lesson met in the demonstration is on screen, several lines of it,
below Next and F6; the captions are projector-sized; the Draw caption says the number drawn."""

from __future__ import annotations

from test_colonials_classroom_window import _window
from test_ui_demo_focus import SCREEN, body_lines, covers, press
from tkhelpers import pump_for, wait_until

from florida_history.games.colonials.captions import caption_for_events
from florida_history.games.colonials.engine import events as ev
from florida_history.ui.demo_band import band_fonts


def test_c8_draw_caption_says_the_two_cards_the_first_player_drew() -> None:
    first = [ev.PhaseStarted("english", "draw"), ev.CardsDrawn("english", 2, (), "draw")]
    assert "draws 2 cards" in caption_for_events(first).rule
    later = [ev.PhaseStarted("english", "draw"), ev.CardsDrawn("english", 3, (), "draw")]
    assert "draws 3 cards" in caption_for_events(later).rule
    # An Event's extra draw is no Draw phase: the phase's own words stay.
    event_draw = [ev.PhaseStarted("english", "draw"), ev.CardsDrawn("english", 3, (), "event")]
    assert caption_for_events(event_draw).rule == caption_for_events([], "draw").rule


def test_f5_on_and_off_in_colonials_leaves_no_band_and_a_lesson_shows_below_next(tk_root):
    tk_root.geometry(f"{SCREEN[0]}x{SCREEN[1]}+0+0")
    w = _window(tk_root)
    w.met_after_ms = 500
    w.demo_mode.seed = 13
    tk_root.focus_force()
    press(tk_root, "F5")
    demo = w.demo_mode.demo
    assert demo is not None and demo.active
    assert not w.decision.buttons  # Next is the band's; no "Continue [Space]" beside it
    # Projector-sized captions on a full band.
    assert demo.band.rule.cget("font") == band_fonts(False)["caption"]
    for _ in range(3):
        demo.next_step()
    w.open_lesson("col-charters")  # as a step's lesson opens: below the band
    pump_for(tk_root, 0.3)
    assert w.lesson_text_shown() >= 3 * body_lines(tk_root)
    panel = w.lesson_overlay if w.lesson_place == "overlay" else w.lesson_panel
    for button in (demo.band.next_button, demo.band.turn_button):
        assert button.winfo_viewable() and not covers(panel, button), button.cget("text")
    pump_for(tk_root, 0.3)
    wait_until(tk_root, lambda: "col-charters" in w.session.lessons_opened, timeout=5)
    press(tk_root, "F5")
    pump_for(tk_root, 0.3)
    assert not w.demo_mode.active
    assert w.band_slot.winfo_height() <= 2  # no thin strip or blank band is left
    focus = tk_root.focus_get()
    assert focus is None or focus.winfo_viewable()
    assert focus is None or not str(focus).startswith(str(demo.band))
    w.stop()
