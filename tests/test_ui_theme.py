"""Named fonts follow one scale factor; colours are paired with letters and shapes."""

from __future__ import annotations

import tkinter.font as tkfont

from florida_history.ui import theme as th


def test_scale_changes_every_text_font(tk_root):
    theme = th.Theme(tk_root)
    body = tkfont.nametofont("fh-body", root=tk_root)
    before = abs(body.cget("size"))
    theme.set_scale(2.0)
    assert abs(body.cget("size")) == 2 * before
    theme.set_scale(1.0)
    assert abs(body.cget("size")) == before


def test_every_power_and_hazard_has_a_letter_and_distinct_colour():
    assert len(set(th.POWER_COLOURS.values())) == 3
    assert len(set(th.POWER_INITIAL.values())) == 3
    assert len({c for c, _l, _s, _n in th.HAZARD_STYLE.values()}) == 4
