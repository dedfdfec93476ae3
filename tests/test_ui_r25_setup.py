"""R25 on the New game screen and in the rules (issue #22 §1): the two classroom switches are
shown with plain words, each preset sets them as measured, "Full game" turns both off, the
game started carries them, the form remembers them, and F1's rules explain them."""

from __future__ import annotations

import tkinter as tk

import pytest
from tkhelpers import florida_classroom_window, wait_until

from florida_history.games.colonial_florida.presets import preset
from florida_history.games.colonial_florida.rules_text import RULE_IDS, RULES


@pytest.fixture
def cfg(tmp_path, monkeypatch):
    monkeypatch.setenv("FLORIDA_HISTORY_CONFIG", str(tmp_path / "cfg"))
    monkeypatch.setenv("FLORIDA_HISTORY_SCHOOL_DEFAULTS", str(tmp_path / "school.json"))
    return tmp_path


def _make_app(tk_root, settings=None):
    from florida_history.app.settings import Settings

    # Lessons off: these tests are about the setup and wording, not the lesson flow.
    off = Settings(animation_speed="instant", lesson_mode="off")
    return florida_classroom_window(tk_root, settings or off, persist=True)


@pytest.fixture
def app(tk_root, cfg):
    a = _make_app(tk_root)
    yield a
    a.stop()


def _preset_buttons(dialog) -> dict[str, tk.Radiobutton]:
    found, stack = {}, [dialog]
    while stack:
        w = stack.pop()
        stack.extend(w.winfo_children())
        if isinstance(w, tk.Radiobutton) and str(w.cget("variable")) == str(dialog.form.preset_var):
            found[str(w.cget("value"))] = w
    return found


def test_r25a_r25b_switches_are_on_the_setup_screen_with_plain_words(app, tk_root):
    dialog = app.new_game_dialog()
    form = dialog.form
    assert form.variant_checks["head_start"].cget("text") == (
        "Head start: your first colony and a card"
    )
    assert form.variant_checks["founders_card"].cget("text") == (
        "Founder's card: a card for each new settlement"
    )
    for check in form.variant_checks.values():
        assert check.winfo_ismapped()
    period = preset("period")  # the first length offered
    assert (form.head_start_var.get(), form.founders_var.get()) == (
        period.head_start,
        period.founders_card,
    )
    dialog.destroy()


def test_r25a_r25b_presets_set_the_switches_and_full_game_turns_both_off(app, tk_root):
    dialog = app.new_game_dialog()
    form = dialog.form
    buttons = _preset_buttons(dialog)
    buttons["full"].invoke()
    assert (form.head_start_var.get(), form.founders_var.get()) == (False, False)
    for key in ("short", "period"):
        buttons[key].invoke()
        p = preset(key)
        assert (form.head_start_var.get(), form.founders_var.get()) == (
            p.head_start,
            p.founders_card,
        )
        assert form.preset_var.get() == key
    # Changing a switch by hand is no longer that preset (its minutes were measured with it).
    form.variant_checks["head_start"].invoke()
    assert form.preset_var.get() != "period"
    dialog.destroy()


def test_r25a_r25b_the_started_game_carries_the_switches_and_the_form_remembers_them(
    app, tk_root, cfg
):
    from florida_history.classroom import settings_store as store

    dialog = app.new_game_dialog()
    form = dialog.form
    form.head_start_var.set(True)
    form.founders_var.set(True)
    form.seed_var.set("321")
    dialog.start_button.invoke()
    wait_until(tk_root, lambda: app.session is not None)
    config = app.session.game.state.config
    assert (config.head_start, config.founders_card, config.seed) == (True, True, 321)
    assert "Head start: each power begins with its first colony" in app.log_view.content()
    saved = store.load_settings().settings.new_game["games"]["colonial-florida"]
    assert (saved["head_start"], saved["founders_card"]) == (True, True)
    app.stop()
    fresh = _make_app(tk_root, store.load_settings().settings)
    try:
        again = fresh.new_game_dialog()
        assert (again.form.head_start_var.get(), again.form.founders_var.get()) == (True, True)
        again.destroy()
    finally:
        fresh.stop()


def test_r25a_r25b_the_rules_reference_explains_both_switches() -> None:
    titles = [t for t, ids in RULE_IDS.items() if "R25" in ids]
    assert len(titles) == 1
    text = dict(RULES)[titles[0]]
    for words in ("Head start", "Founder's card", "St Augustine", "Fort Caroline", "Full game"):
        assert words in text


def test_r25a_the_colonies_lessons_open_in_the_window_before_the_first_roll(app, tk_root):
    """A Head-start game in the real window: the first step founds the three colonies and the
    game stops on St Augustine's lesson, the other colonies and cards waiting under [L], before
    any hazard or pawn has moved."""
    from tkhelpers import pump_for

    from florida_history.games.colonial_florida.engine import ScriptedDice
    from florida_history.games.colonial_florida.session import PlayerSetup, Session

    app.lesson_mode_var.set("paced")
    app._lesson_mode_changed()
    players = [
        PlayerSetup("spanish", "Ana"),
        PlayerSetup("british", "Ben"),
        PlayerSetup("french", "Marie"),
    ]
    session = Session.new(players, 40, 12, seed=9, dice=ScriptedDice([1] * 40), head_start=True)
    app.set_session(session)
    wait_until(tk_root, lambda: app.session is not None and not app.busy and app.lesson_wait)
    state = app.session.game.state
    assert {n: st.owner for n, st in state.settlements.items() if st.owner} == {
        3: "spanish",
        9: "british",
        12: "french",
    }
    assert set(state.hazards.values()) == {1} and {p.pawn for p in state.players} == {1}
    assert app.lessons.current == "space-st-augustine"
    assert "St Augustine" in str(app.lesson_panel.title.cget("text"))
    also = str(app.decision.detail.cget("text"))
    for name in ("New Smyrna", "Fort Caroline"):
        assert name in also
    pump_for(tk_root, 0.3)
    assert app.lesson_wait and set(state.hazards.values()) == {1}  # still before any roll
    tk_root.focus_force()
    tk_root.event_generate("<KeyPress-l>")
    tk_root.update()
    assert app.lessons.current == "space-new-smyrna"
