"""Wrapped texts share one measurement of what is not text per (class, font, borders...), and
every other kind of widget gets its own (a wrong share would clip or waste the text's room)."""

from __future__ import annotations

import tkinter as tk
import tkinter.font as tkfont

from florida_history.ui import wrapping
from florida_history.ui.wrapping import follow_width, overhead, shared_overheads


def _laid_out(root: tk.Misc, widgets: list[tk.Widget]) -> None:
    for w in widgets:
        w.pack(fill="x")
    root.update()


def test_same_kind_of_widget_is_measured_once(tk_root, monkeypatch):
    frame = tk.Frame(tk_root, width=500)
    frame.pack(fill="x")
    calls: list[tk.Widget] = []
    real = wrapping.overhead
    monkeypatch.setattr(wrapping, "overhead", lambda w: calls.append(w) or real(w))
    labels = [
        follow_width(tk.Label(frame, text=f"Question {i}: " + "word " * 30, font="TkDefaultFont"))
        for i in range(20)
    ]
    _laid_out(tk_root, labels)
    assert len(calls) == 1
    room = labels[0].winfo_width() - overhead(labels[0])
    assert all(int(str(w.cget("wraplength"))) == room for w in labels)


def test_other_font_border_ring_or_class_is_measured_on_its_own(tk_root):
    """Each wrap length equals the widget's width less its own fresh measurement: sharing one
    measurement between these widgets would give some of them a wrong wrap length."""
    big = tkfont.Font(root=tk_root, family="DejaVu Sans", size=24)
    frame = tk.Frame(tk_root)
    frame.pack(fill="x")
    text = "A long answer that has to wrap onto more than one line " * 3
    widgets: list[tk.Widget] = [
        tk.Label(frame, text=text, font="TkDefaultFont"),
        tk.Label(frame, text=text, font=big),
        tk.Label(frame, text=text, font="TkDefaultFont", borderwidth=9),
        tk.Label(frame, text=text, font="TkDefaultFont", padx=15),
        tk.Label(frame, text=text, font="TkDefaultFont", highlightthickness=6),
        tk.Radiobutton(frame, text=text, font="TkDefaultFont", value=1),
        tk.Radiobutton(frame, text=text, font=big, value=2),
        tk.Checkbutton(frame, text=text, font="TkDefaultFont", indicatoron=False),
    ]
    for w in widgets:
        follow_width(w)
    _laid_out(tk_root, widgets)
    spent = [overhead(w) for w in widgets]
    assert len(set(spent)) >= 5  # the borders, ring, padding and indicators really differ
    for w, s in zip(widgets, spent, strict=True):
        assert int(str(w.cget("wraplength"))) == w.winfo_width() - s, w
    assert len(shared_overheads(tk_root)) >= len(widgets)


def test_a_font_grown_in_place_is_measured_again(tk_root):
    """A text size change makes the named fonts bigger under the same name (and a radio
    button's indicator with them): the shared measurement must not be reused."""
    font = tkfont.Font(root=tk_root, family="DejaVu Sans", size=10)
    frame = tk.Frame(tk_root)
    frame.pack(fill="x")
    rb = follow_width(tk.Radiobutton(frame, text="An answer " * 20, font=font, value=1))
    _laid_out(tk_root, [rb])
    before = overhead(rb)
    font.configure(size=30)
    tk_root.update()
    wrapping.rewrap(tk_root)
    after = overhead(rb)
    assert after > before
    assert int(str(rb.cget("wraplength"))) == rb.winfo_width() - after
