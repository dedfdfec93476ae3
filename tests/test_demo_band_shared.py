"""The one demonstration band both games show (``ui/demo_band.DemoBand``, issue #26): both
games build it from the same class with their own words; on its own, under Xvfb, it turns
compact and back (fonts, shorter words, the history behind F8), folds under a lesson and
unfolds in the same order, toggles the history paragraph, shows a computer player's reason
first, and binds F6 to F9 while shown, giving the window's own bindings back afterwards."""

from __future__ import annotations

import tkinter as tk

import pytest
from tkhelpers import florida_classroom_window, pump_for

from florida_history.content.lessons import load_library
from florida_history.games.colonials.ui.demo_window import build
from florida_history.ui.demo_band import (
    BandButton,
    BandRow,
    BandSpec,
    DemoBand,
    band_fonts,
)
from florida_history.ui.steady import Steady
from florida_history.ui.theme import Theme


@pytest.fixture
def pressed() -> list[str]:
    return []


def _spec(pressed: list[str], steady: bool = True) -> BandSpec:
    def button(name: str, short: str | None = None) -> BandButton:
        return BandButton(
            lambda: f"{name} long",
            lambda: pressed.append(name),
            compact=(lambda: short) if short else None,
        )

    return BandSpec(
        next=button("next"),
        run_on=button("run", "run short"),
        lesson=button("lesson", "lesson short"),
        leave=button("leave", "leave short"),
        history_shown=lambda: "history up",
        history_hidden=lambda: "history down",
        speech_speed=lambda: "normal",
        rows=(BandRow("reason"), BandRow("caption")),
        steady=steady,
    )


def _band(tk_root: tk.Tk, pressed: list[str], steady: bool = True) -> DemoBand:
    tk_root.fh_theme = Theme(tk_root, 1.0)  # type: ignore[attr-defined]  # the fh- fonts
    tk_root.geometry("900x700+0+0")
    slot = Steady(tk_root, background="#FFFFFF")
    slot.pack(fill="both", expand=True)
    band = DemoBand(slot, _spec(pressed, steady))
    slot.hold(band)
    band.title.configure(text="A title")
    band.rule.configure(text="The rule of this phase.")
    band.history.configure(text="History: what it stood for.")
    pump_for(tk_root, 0.2)
    return band


def _compact(band: DemoBand, compact: bool) -> None:
    """Big text on this window's height (or normal text): the band's own rule decides."""
    root = band.winfo_toplevel()
    root.fh_text_scale = 2.0 if compact else 1.0  # type: ignore[attr-defined]
    band.fit_band()
    pump_for(root, 0.2)
    assert band.compact == compact


def _row(band: DemoBand) -> list[str]:
    """The buttons in the band's row, left to right and line by line."""
    shown = [b for b in band.buttons.winfo_children() if b.winfo_ismapped()]
    shown.sort(key=lambda b: (b.winfo_y(), b.winfo_x()))
    return [str(b.cget("text")) for b in shown]


def test_colonial_florida_shows_the_shared_band_with_its_words(tk_root):
    window = florida_classroom_window(tk_root)
    try:
        band = window.classroom.demo.band
        assert type(band) is DemoBand
        assert band.run_button.cget("text") == "To end of round ▶▶ [F6]"
        assert band.lesson_button.cget("text") == "Phase lesson [F7]"
        assert band.next_button.cget("text") == "Next ▶ [Space]"
        assert band.read_button.cget("text") == "Read caption [F9]"
    finally:
        window.stop()


def test_colonials_shows_the_same_band_with_its_words_and_rows(tk_root):
    screen = build(tk_root, seed=7, players=3, library=load_library())
    band = screen.demo.band
    assert type(band) is DemoBand
    assert band.run_button.cget("text") == "Play this turn ▶▶ [F6]"
    assert band.lesson_button.cget("text") == "Lesson [F7]"
    assert band.next_button.cget("text") == "Next ▶ [Space]"
    assert band.read_button.cget("text") == "Read caption [F9]"
    # Its own rows below the history: the computer players' reasons, what happened.
    assert [screen.demo.reasons, screen.demo.happened] == list(band.rows)
    screen.demo.next_step()
    pump_for(tk_root, 0.2)
    assert screen.demo.happened.cget("text")


def test_compact_band_shortens_the_words_hides_the_history_and_comes_back(tk_root, pressed):
    band = _band(tk_root, pressed)
    assert not band.compact and band.history.winfo_ismapped()
    assert _row(band) == ["next long", "run long", "lesson long", "Read caption [F9]", "leave long"]
    _compact(band, True)
    compact = band_fonts(True)
    assert band.rule.cget("font") == compact["caption"]
    assert band.title.cget("font") == compact["title"]
    assert band.rows[0].cget("font") == compact["reason"]
    assert band.rows[1].cget("font") == compact["caption"]
    assert band.run_button.cget("font") == compact["button"]
    assert band.next_button.cget("font") == "fh-button"  # Next keeps its size (next_shrinks)
    assert not band.history_shown and not band.history.winfo_ismapped()
    assert _row(band) == [
        "next long",  # no shorter words given: the same
        "Read caption [F9]",
        "run short",
        "lesson short",
        "history down",  # a compact band's history waits behind F8
        "leave short",
    ]
    _compact(band, False)
    assert band.rule.cget("font") == band_fonts(False)["caption"]
    assert band.history_shown and band.history.winfo_ismapped()
    assert "history down" not in _row(band) and "history up" not in _row(band)
    assert _row(band)[-1] == "leave long"


def test_fold_under_a_lesson_and_unfold_in_the_same_order(tk_root, pressed):
    for steady in (True, False):
        band = _band(tk_root, pressed, steady)
        before = band.pack_slaves()
        _compact(band, True)
        band.fold(True)
        pump_for(tk_root, 0.1)
        assert not band.caption_box.winfo_ismapped() and not band.status.winfo_ismapped()
        assert band.title.winfo_ismapped() and band.next_button.winfo_ismapped()
        # F7 and F8 give their room (their keys still work).
        assert "lesson short" not in _row(band) and "history down" not in _row(band)
        assert "run short" in _row(band) and _row(band)[-1] == "leave short"
        band.fold(False)
        pump_for(tk_root, 0.1)
        assert band.pack_slaves() == before
        assert band.caption_box.winfo_ismapped() and band.status.winfo_ismapped()
        assert "lesson short" in _row(band) and "history down" in _row(band)
        _compact(band, False)
        band.master.destroy()


def test_history_toggle_reason_first_and_the_keys(tk_root, pressed):
    band = _band(tk_root, pressed)
    band.toggle_history()
    pump_for(tk_root, 0.1)
    assert not band.history_shown and not band.history.winfo_ismapped()
    assert band.history_button.cget("text") == "history down"
    band.toggle_history()
    pump_for(tk_root, 0.1)
    assert band.history_shown and band.history.winfo_ismapped()
    assert band.history_button.cget("text") == "history up"
    # A computer player's reason goes first in the box while there is one.
    band.show_reason("Spain (computer): “I attack.”")
    pump_for(tk_root, 0.1)
    assert band.caption_box.body.pack_slaves()[0] is band.reason
    band.show_reason("")
    pump_for(tk_root, 0.1)
    assert band.reason not in band.caption_box.body.pack_slaves()
    # F6 and F7 run the game's commands, F8 toggles; the window's own F6 comes back.
    tk_root.bind("<F6>", lambda e: pressed.append("window F6"))
    band.bind_keys(tk_root)
    tk_root.focus_force()
    for key in ("F6", "F7", "F8"):
        tk_root.event_generate(f"<KeyPress-{key}>")
        tk_root.update()
    assert pressed == ["run", "lesson"] and not band.history_shown
    band.unbind_keys(tk_root)
    for key in ("F6", "F7"):
        tk_root.event_generate(f"<KeyPress-{key}>")
        tk_root.update()
    assert pressed == ["run", "lesson", "window F6"]
    # Next: the status line, and Next ready (or not).
    band.set_status("Press Next.", True)
    assert band.status.cget("text") == "Press Next." and band.next_button.cget("state") == "normal"
    band.set_status("Waiting.", False)
    assert band.next_button.cget("state") == "disabled"
