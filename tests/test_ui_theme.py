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
    from florida_history.games.colonial_florida.names import power_initial

    assert len({power_initial(p) for p in th.POWER_COLOURS}) == 3
    assert len({c for c, _l, _s, _n in th.HAZARD_STYLE.values()}) == 4


def test_high_contrast_switches_the_palette_object_and_never_rewrites_the_theme_module(tk_root):
    from florida_history.ui.contrast import set_high_contrast

    module_before = dict(vars(th))
    assert "BG" not in module_before  # a colour views read comes from the palette
    try:
        set_high_contrast(tk_root, True)
        assert th.PALETTE.high_contrast is True
        assert (th.BG, th.TEXT, th.GVH_BG) == ("#FFFFFF", "#000000", "#FFFF00")
        assert th.PALETTE.colours == th.HIGH_CONTRAST_COLOURS
    finally:
        set_high_contrast(tk_root, False)
    assert th.PALETTE.high_contrast is False
    assert (
        (th.BG, th.TEXT)
        == (th.NORMAL_COLOURS.bg, th.NORMAL_COLOURS.text)
        == (
            "#F4EBD6",
            "#1E1A14",
        )
    )
    assert dict(vars(th)) == module_before


def test_one_text_size_range_for_the_theme_the_settings_files_and_the_size_steps(tk_root):
    from florida_history.app.settings import (
        TEXT_SCALE_MAX,
        TEXT_SCALE_MIN,
        TEXT_SCALES,
        Settings,
    )
    from florida_history.classroom.settings_store import valid_values
    from florida_history.ui.settings_dialog import TEXT_SIZES

    assert (TEXT_SCALE_MIN, TEXT_SCALE_MAX) == (0.8, 2.0)
    theme = th.Theme(tk_root)
    try:
        theme.set_scale(3.0)
        assert theme.scale == TEXT_SCALE_MAX
        theme.set_scale(0.5)
        assert theme.scale == TEXT_SCALE_MIN
    finally:
        theme.set_scale(1.0)
    assert Settings.from_dict({"text_scale": 3.0}).text_scale == TEXT_SCALE_MAX
    assert Settings.from_dict({"text_scale": 0.5}).text_scale == TEXT_SCALE_MIN
    assert valid_values({"text_scale": 3.0})[0] == {"text_scale": TEXT_SCALE_MAX}
    assert valid_values({"text_scale": 0.5})[0] == {"text_scale": TEXT_SCALE_MIN}
    assert (TEXT_SCALES[0], TEXT_SCALES[-1]) == (TEXT_SCALE_MIN, TEXT_SCALE_MAX)
    assert all(TEXT_SCALE_MIN <= size <= TEXT_SCALE_MAX for size in TEXT_SIZES)
