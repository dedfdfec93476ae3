"""Colonials at 200% text on a 1280x720 screen (issue 23, item 7): with lessons waiting, every
button of the lesson panel's bar ("Waiting: N [L]", "Pop out", Back, Forward) and the overlay's
"Hide lesson [H]" is whole inside the side column."""

from __future__ import annotations

import tkinter as tk

from florida_history.app.lessons import LessonService
from florida_history.app.settings import Settings
from florida_history.content.lessons import load_library
from florida_history.games.colonials.engine.settings import preset
from florida_history.games.colonials.lesson_hooks import LESSONS
from florida_history.games.colonials.session import ColonialsSession
from florida_history.games.colonials.ui.window import ColonialsWindow, default_seats
from tests.tkhelpers import pump_for


def _box(widget: tk.Misc) -> tuple[int, int, int, int]:
    x, y = widget.winfo_rootx(), widget.winfo_rooty()
    return x, y, x + widget.winfo_width(), y + widget.winfo_height()


def test_lesson_bar_buttons_whole_at_200pct_on_1280x720(tk_root) -> None:
    tk_root.geometry("1280x720+0+0")
    session = ColonialsSession.new(default_seats(4, 2), preset("class-period", 4), 40204)
    session.autosave = False
    settings = Settings(text_scale=2.0, animation_speed="instant")
    service = LessonService(load_library())
    win = ColonialsWindow(tk_root, session, settings, service, think_seconds=None)
    win.stop()
    pump_for(tk_root, 0.2)
    ids = sorted(LESSONS.titles)[:4]  # Colonials lessons
    win.open_lesson(ids[0])
    service.queue[:] = ids[1:]
    win.lesson_panel.refresh_buttons()
    pump_for(tk_root, 0.4)
    panel = win.lesson_panel
    assert panel.next_button.winfo_ismapped()
    assert str(panel.next_button.cget("text")) == "Waiting: 3 [L]"
    column = _box(panel)
    buttons = [b for b in panel.bar.winfo_children() if b.winfo_ismapped()]
    assert panel.dock_button in buttons and panel.next_button in buttons
    for button in buttons:
        x0, y0, x1, y1 = _box(button)
        assert button.winfo_width() >= button.winfo_reqwidth(), button.cget("text")
        assert column[0] <= x0 and x1 <= column[2], button.cget("text")
    boxes = sorted(_box(b) for b in buttons)
    for a, b in zip(boxes, boxes[1:], strict=False):  # no two buttons overlap
        assert a[2] <= b[0] or a[3] <= b[1] or b[3] <= a[1]
    hide = [
        w
        for w in (win.lesson_overlay.winfo_children() if win.lesson_overlay else ())
        if isinstance(w, tk.Button)
    ]
    for button in hide:
        if button.winfo_ismapped():
            assert button.winfo_width() >= button.winfo_reqwidth(), button.cget("text")


def test_a_button_added_again_to_a_flow_row_is_watched_once(tk_root):
    """The lesson bar re-adds Pop out each time a lesson starts waiting: its size changes must
    still call for one layout, not one more each time (the bindings used to pile up)."""
    import tkinter as tk

    from florida_history.ui.wrapping import FlowRow

    row = FlowRow(tk_root)
    button = tk.Button(row, text="Pop out")
    for _ in range(5):
        row.add(button)
        row.remove(button)
    row.add(button)
    assert row.items == [button]
    assert button.bind("<Configure>").count("<lambda>") == 1  # one binding, not six
    row.destroy()
