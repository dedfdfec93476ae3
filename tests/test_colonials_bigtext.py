"""Colonials at 200% text on a 1280x720 screen (issue 14): every button of a raid decision is
on screen without scrolling, and the shell's words name the table, not a board."""

from __future__ import annotations

import tkinter as tk

from florida_history.app.lessons import LessonService
from florida_history.app.settings import Settings
from florida_history.games.colonials.engine import turn
from florida_history.games.colonials.engine.cards import card_number
from florida_history.games.colonials.engine.settings import preset
from florida_history.games.colonials.engine.state import RAID
from florida_history.games.colonials.session import ColonialsSession
from florida_history.games.colonials.ui.window import ColonialsWindow, default_seats


def _give(game, power: str, hand=(), play=()) -> None:
    s = game.state
    player = s.player(power)
    for ids, zone in ((hand, player.hand), (play, player.in_play)):
        for cid in ids:
            n = card_number(cid)
            for pile in (s.deck, s.discard, *(p.hand for p in s.players)):
                if n in pile:
                    pile.remove(n)
                    break
            zone.append(n)


def _pump(root: tk.Misc) -> None:
    for _ in range(4):
        root.update_idletasks()
        root.update()


def _inside(widget: tk.Misc, box: tuple[int, int, int, int]) -> bool:
    x, y, right, bottom = _box(widget)
    x0, y0, x1, y1 = box
    return x >= x0 and y >= y0 and right <= x1 and bottom <= y1


def _box(widget: tk.Misc) -> tuple[int, int, int, int]:
    x, y = widget.winfo_rootx(), widget.winfo_rooty()
    return x, y, x + widget.winfo_width(), y + widget.winfo_height()


def test_raid_buttons_all_on_screen_at_200pct_on_1280x720(tk_root) -> None:
    tk_root.geometry("1280x720+0+0")
    session = ColonialsSession.new(default_seats(4, 1), preset("class-period", 4), 12)
    session.autosave = False
    settings = Settings(text_scale=2.0, animation_speed="instant")
    win = ColonialsWindow(tk_root, session, settings, LessonService(), think_seconds=None)
    win.stop()
    _pump(tk_root)
    game = session.game
    _give(
        game,
        "english",
        hand=("tobacco", "pilgrims", "smallpox", "fire", "church", "militia", "governor"),
        play=("cod-fishing", "cattle", "colonials", "royal-troops", "volunteers"),
    )
    _give(game, "french", play=("garrison", "militia"))
    s = game.state
    s.active = [p.power for p in s.players].index("english")
    s.phase = RAID
    turn.run(s, game.dice, [], enter=True)
    win.lesson_wait = False
    win._hide_lesson_overlay()
    win.advance()
    _pump(tk_root)
    panel = win.table.panel
    enabled = [b for b in panel.buttons if str(b.cget("state")) == "normal"]
    labels = [str(b.cget("text")) for b in enabled]
    # The raid on each opponent, with its odds, plus ending the turn and Fire.
    assert sum(t.startswith("Raid the ") for t in labels) == 3
    assert any("1 Fort: hit" in t for t in labels)  # the French Garrison counts
    assert len(enabled) == 5
    root_box = _box(tk_root)
    view_box = _box(win.table.side_scroll.canvas)  # what the decisions' scroll area shows
    for b in enabled:
        assert _inside(b, root_box), b.cget("text")
        assert _inside(b, view_box), b.cget("text")


def test_shell_words_name_the_table(tk_root) -> None:
    win = ColonialsWindow(tk_root, None, Settings(), LessonService(), think_seconds=None)
    view = win.menus.view if hasattr(win.menus, "view") else None
    labels = []
    menu = view or win.menubar.nametowidget(win.menubar.entrycget("View", "menu"))
    for i in range((menu.index("end") or 0) + 1):
        if menu.type(i) in ("command", "checkbutton", "cascade"):
            labels.append(menu.entrycget(i, "label"))
    assert "Lesson panel beside the table" in labels
    assert not any("board" in t for t in labels)


def test_a_lesson_at_200pct_on_1280x720_lies_over_the_table_and_continue_gives_it_back(
    tk_root,
) -> None:
    """Issue 23: the lesson was squeezed into the right column (a few lines) while the table
    in the centre waited for it. Now it takes the table's place while it is read."""
    tk_root.geometry("1280x720+0+0")
    session = ColonialsSession.new(default_seats(4, 1), preset("class-period", 4), 12)
    session.autosave = False
    settings = Settings(text_scale=2.0, animation_speed="instant")
    win = ColonialsWindow(tk_root, session, settings, LessonService(), think_seconds=None)
    win.stop()
    _pump(tk_root)
    win.lesson_wait = False
    win._hide_lesson_overlay()
    win.open_lesson("col-cod-fishing")
    win.lesson_wait = True
    win.show_lesson_wait()
    _pump(tk_root)
    assert win.lesson_place == "overlay" and win.lesson_over_game
    overlay = win.lesson_overlay
    assert overlay is not None
    # Over the table (clipped by the window's own area where the table runs past it).
    assert _box(overlay)[:3] == _box(win.table_holder)[:3]
    screen_bottom = tk_root.winfo_rooty() + tk_root.winfo_height()
    assert _box(overlay)[3] >= min(_box(win.table_holder)[3], screen_bottom) - 2
    line = int(tk_root.tk.call("font", "metrics", "fh-body", "-linespace"))
    assert win.lesson_panel.text.winfo_height() >= 8 * line
    cont = win.decision.button_for("space")
    assert cont is not None and cont.winfo_viewable()
    win.continue_after_lesson()
    win.stop()
    _pump(tk_root)
    assert not overlay.winfo_ismapped()
    assert win.table_holder.winfo_viewable()
