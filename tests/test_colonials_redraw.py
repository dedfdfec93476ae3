"""The Colonials table keeps its widgets between redraws (colony rows, one card canvas a hand
slot, the decision buttons, the whole table on a text size step) and gives them the new
content: every test here reads what the widgets on screen show and compares it with what the
game says, so a kept widget left with old content fails. A text size step done in place must
lay the window out exactly as a table built anew at that size."""

from __future__ import annotations

import tkinter as tk

import pytest

from florida_history.app.lessons import LessonService
from florida_history.app.settings import Settings
from florida_history.games.colonials.ai.registry import make_bot
from florida_history.games.colonials.engine import PlayCard
from florida_history.games.colonials.engine.game import Game
from florida_history.games.colonials.engine.settings import preset
from florida_history.games.colonials.engine.state import RESOURCES, TRADE
from florida_history.games.colonials.session import ColonialsSession
from florida_history.games.colonials.ui import cardtext
from florida_history.games.colonials.ui.card_view import BASE_W, CardView
from florida_history.games.colonials.ui.options import decision
from florida_history.games.colonials.ui.palette import TYPE_STYLE
from florida_history.games.colonials.ui.table import ColonialsTable
from florida_history.games.colonials.ui.table_view import ColonyArea, grouped_cards
from florida_history.games.colonials.ui.window import ColonialsWindow, default_seats
from florida_history.ui.theme import Theme
from tests.colonials_helpers import c, enter, give, table


def _make(tk_root, game: Game, humans, bots=None) -> ColonialsTable:
    tk_root.fh_theme = Theme(tk_root)
    t = ColonialsTable(tk_root, game, humans, bots or {})
    t.pack(fill="both", expand=True)
    tk_root.update()
    return t


def _rows_on_screen(area: ColonyArea) -> list[tuple[str, str]]:
    """(letter, line) of each row of cards in play as the widgets show them, in pack order
    (a row without a letter label gives "")."""
    out = []
    for row in area.cards.pack_slaves():
        labels = row.pack_slaves()
        letter = str(labels[0].cget("text")) if len(labels) == 2 else ""
        if letter:  # the letter's colours are the type's
            band, ink, _icon = TYPE_STYLE[letter]
            assert (str(labels[0].cget("background")), str(labels[0].cget("foreground"))) == (
                band,
                ink,
            )
        out.append((letter, str(labels[-1].cget("text"))))
    return out


def _expected_rows(game: Game, power: str) -> list[tuple[str, str]]:
    player = game.view(power).player(power)
    return grouped_cards(player, True) or [("", "No cards in play yet.")]


def _card_texts(cv: CardView) -> list[str]:
    return [cv.itemcget(i, "text") for i in cv.find_all() if cv.type(i) == "text"]


def test_kept_colony_rows_show_each_new_group_of_cards(tk_root):
    """Rows appear, change their words and letter, and go as the cards in play change; the
    row widgets are the same ones where a row stays."""
    game = table(3)
    enter(game, RESOURCES)
    t = _make(tk_root, game, humans=("english",), bots={"french": None, "spanish": None})
    area = t.view.areas["english"]
    player = game.state.player("english")
    steps = [
        lambda: None,  # no cards in play: one line without a letter
        lambda: give(game, "english", play=("cod-fishing",)),  # the line gets a letter
        lambda: give(game, "english", play=("governor",)),  # a second row
        lambda: give(game, "english", play=("cattle",)),  # the first row's words change
        lambda: player.in_play.remove(c("cod-fishing")) or player.in_play.remove(c("cattle")),
        lambda: player.in_play.clear(),  # back to no letter
    ]
    first_row = None
    for step in steps:
        step()
        game.refresh()
        t.refresh()
        tk_root.update()
        assert _rows_on_screen(area) == _expected_rows(game, "english")
        row = area.cards.pack_slaves()[0]
        if first_row is not None:
            assert row is first_row  # kept, not made anew
        first_row = row
    assert [str(lab.cget("text")) for lab in area.card_lines] == ["No cards in play yet."]


def test_kept_card_faces_show_the_new_hand_in_order_at_the_new_size(tk_root):
    """A hand that changes keeps its canvases: a card still in the hand keeps its face, a
    new card is drawn on the canvas of one that went, every face shows its own card's name
    and effect at the new hand's size, left to right in the hand's order, and no canvas is
    left over."""
    game = table(3)
    give(game, "english", hand=("pilgrims", "cattle"))
    enter(game, RESOURCES)
    t = _make(tk_root, game, humans=("english",), bots={"french": None, "spanish": None})
    pilgrims = next(cv for cv in t.view.hand_cards if cv.number == c("pilgrims"))
    for hand in (
        ("tobacco", "fire", "church", "militia", "governor", "smallpox", "pilgrims"),
        ("tobacco", "fire", "church", "militia", "governor", "pilgrims"),
        ("fire",),
        ("church", "tobacco"),
    ):
        player = game.state.player("english")
        game.state.deck.extend(player.hand)
        player.hand.clear()
        give(game, "english", hand=hand)
        t.refresh()
        tk_root.update()
        cards = t.view.hand_cards
        assert t.view.hand_row.pack_slaves() == cards
        assert len(t.view.hand_row.winfo_children()) == len(cards)
        order = sorted(player.hand, key=lambda n: ("RSHOETBCFL".index(cardtext.card(n).type), n))
        assert [cv.number for cv in cards] == order
        size = t.view.shown_hand[2]
        for cv in cards:
            texts = _card_texts(cv)
            assert cardtext.name(cv.number, True) in texts
            assert cardtext.effect(cv.number) in texts
            assert int(cv.cget("width")) == round(BASE_W * size) == cv.winfo_reqwidth() - 6
        if "pilgrims" in hand:
            assert pilgrims in cards  # still in the hand: the same face
    assert not pilgrims.winfo_exists()  # gone from the hand, and no canvas to spare


def test_a_focused_card_or_button_given_new_content_loses_the_focus_as_before(tk_root):
    """Tab can put the focus on a card or a decision button. When the hand or the choices
    change, the focus goes to the window (as when they were all made anew), so Return or
    Space never act on a different card or choice than the one focused."""
    game = table(3)
    give(game, "english", hand=("pilgrims", "cattle"), play=("cod-fishing",))
    enter(game, RESOURCES)
    t = _make(tk_root, game, humans=("english",), bots={"french": None, "spanish": None})
    card = next(cv for cv in t.view.hand_cards if cv.number == c("pilgrims"))
    card.focus_force()
    tk_root.update()
    t.refresh()  # nothing changed: the focus stays
    tk_root.update()
    assert tk_root.focus_get() is card
    t.apply(PlayCard(c("cattle")))
    tk_root.update()
    assert card in t.view.hand_cards and tk_root.focus_get() is not card
    button = t.panel.buttons[0]
    button.focus_force()
    tk_root.update()
    enter(game, TRADE)
    t.refresh()
    tk_root.update()
    assert button in t.panel.buttons and tk_root.focus_get() is not button


def test_kept_decision_buttons_take_the_new_choices(tk_root):
    """From one decision to the next the buttons are kept: each shows its new choice's words
    and state, and pressing it (or its key) makes that choice, not the old one."""
    game = table(3)
    give(game, "english", hand=("pilgrims", "cattle", "church"), play=("cod-fishing",))
    game.state.player("english").gold = 9
    enter(game, RESOURCES)
    t = _make(tk_root, game, humans=("english",), bots={"french": None, "spanish": None})
    chosen = []
    t.panel.on_action = chosen.append
    before = list(t.panel.buttons)
    enter(game, TRADE)
    t.refresh()
    tk_root.update()
    want = decision(game, True).choices
    shown = t.panel.buttons_frame.pack_slaves()
    assert shown == t.panel.buttons and len(shown) == len(want)
    assert any(b is before[0] for b in shown)
    for b, choice in zip(shown, want, strict=True):
        assert str(b.cget("text")).startswith(choice.label)
        assert str(b.cget("state")) == ("normal" if choice.enabled else "disabled")
    enabled = [(b, ch) for b, ch in zip(shown, want, strict=True) if ch.enabled and ch.action]
    b, choice = enabled[-1]
    b.invoke()
    assert chosen == [choice.action]


def _window(tk_root, scale: float) -> ColonialsWindow:
    session = ColonialsSession.new(default_seats(4, 1), preset("class-period", 4), 12)
    session.autosave = False
    settings = Settings(text_scale=scale, animation_speed="instant", lesson_mode="off")
    win = ColonialsWindow(tk_root, session, settings, LessonService(mode="off"), think_seconds=None)
    win.stop()
    me = make_bot("medium", 3)
    game = session.game
    while not (game.current_player == "english" and game.state.round >= 4):
        seat = game.current_player
        win.apply((win.bots.get(seat) or me).choose(game).action)
        win.stop()
    win.advance()
    _pump(tk_root)
    return win


def _pump(root: tk.Misc) -> None:
    for _ in range(4):
        root.update_idletasks()
        root.update()


def _box(w: tk.Misc) -> tuple[int, int, int, int] | None:
    """Where ``w`` is on screen; None when it is not shown (grid unmaps a widget it has no
    room for, leaving its last size behind)."""
    if not w.winfo_ismapped():
        return None
    return w.winfo_rootx(), w.winfo_rooty(), w.winfo_width(), w.winfo_height()


def _layout(win: ColonialsWindow) -> dict[str, object]:
    """Where everything of the table is and what it shows, read from the widgets."""
    view = win.table.view
    body = view.colonies_scroll.body
    return {
        "compact": view.compact,
        "columns": [body.grid_columnconfigure(i) for i in range(2)],
        "areas": [
            (
                a.compact,
                a.grid_info()["row"],
                a.grid_info()["column"],
                _box(a),
                _box(a.badge),
                [_box(b) for b in a.bar_canvases],
                [str(lab.cget("text")) for lab in a.bar_labels],
                _rows_on_screen(a) if not a.compact else len(a.card_lines),
            )
            for a in view.areas.values()
        ],
        "hand": [(cv.number, _box(cv)) for cv in view.hand_cards],
        "buttons": [(str(b.cget("text")), _box(b)) for b in win.table.panel.buttons],
        "tracker": (view.tracker.two_rows, _box(view.tracker)),
        "scrolling": [
            (str(f.canvas.cget("scrollregion")), f.canvas.yview())
            for f in (view.colonies_scroll, win.table.side_scroll)
        ],
        "pass": (win.table.pass_screen.badge_size, str(win.table.pass_screen.title.cget("font"))),
    }


@pytest.mark.parametrize("screen", ["1280x720", "1920x1080"])
def test_ctrl_plus_and_minus_keep_the_table_laid_out_as_a_new_one(tk_root, screen):
    """Each text size step from 100% to 200% and back: the table is kept (not rebuilt), and
    it is laid out exactly as a table built anew at that size would be (the window's
    rebuild, done after to compare): one colony a row and compact mode at 200%, two colonies
    a row again at 100%. On the wide screen the phase tracker's width changes with the text
    size: it must fit the width after the step's layout."""
    tk_root.geometry(f"{screen}+0+0")
    win = _window(tk_root, 1.0)
    table_widget = win.table
    assert win.table.view.columns == 2 and not win.table.view.compact
    seen_compact = False
    for step in [1] * 5 + [-1] * 5:
        win.change_text_size(step)
        _pump(tk_root)
        assert win.table is table_widget  # kept
        kept = _layout(win)
        seen_compact = seen_compact or bool(kept["compact"])
        win._redraw()  # the old way: a new table at this size
        _pump(tk_root)
        # A new table fits its phase tracker before it is laid out (on one row whatever the
        # width) and fits it again at the next decision: compare with that.
        win.advance()
        _pump(tk_root)
        assert win.table is not table_widget
        assert kept == _layout(win), win.settings.text_scale
        table_widget = win.table
    assert seen_compact
    assert win.settings.text_scale == 1.0
    assert win.table.view.columns == 2 and not win.table.view.compact


def test_a_text_size_step_resizes_the_kept_table_before_the_window_is_laid_out(tk_root):
    """The kept table takes its new sizes in the shell's hook before Tk's layout pass (after
    it, the table was laid out twice a step), and the phase tracker fits after that pass."""
    tk_root.geometry("1280x720+0+0")
    win = _window(tk_root, 1.0)
    area = next(iter(win.table.view.areas.values()))
    seen: list[tuple[float, bool]] = []
    layout = win.root.update_idletasks

    def recording_layout() -> None:
        seen.append((area.scale, win.table.view.tracker.held))
        layout()

    win.root.update_idletasks = recording_layout  # type: ignore[method-assign]
    try:
        win.change_text_size(1)
    finally:
        del win.root.update_idletasks
    assert seen[0] == (win.settings.text_scale, True)  # re-sized, the tracker waiting
    assert win.settings.text_scale > 1.0
    assert not win.table.view.tracker.held


def _bar_fill(area: ColonyArea, i: int) -> float:
    """How far bar ``i`` is filled, read from its drawn rectangles (0 when only the frame)."""
    bar = area.bar_canvases[i]
    rects = [bar.coords(r) for r in bar.find_all() if bar.type(r) == "rectangle"]
    frame_width = rects[0][2] - rects[0][0]
    return (rects[1][2] - rects[1][0]) / frame_width if len(rects) == 2 else 0.0


def test_a_kept_bar_is_drawn_again_when_its_number_or_width_changes(tk_root):
    """The bars are drawn again only when their number or size changes: a colony's new Gold
    shows on its bar at once, and a wider window widens the drawing."""
    game = table(3)
    enter(game, RESOURCES)
    t = _make(tk_root, game, humans=("english",), bots={"french": None, "spanish": None})
    area = t.view.areas["english"]
    target = game.state.config.settings.target_gold
    for gold in (0, target // 2, target, target + 3):
        game.state.player("english").gold = gold
        t.refresh()
        tk_root.update()
        assert abs(_bar_fill(area, 1) - min(1.0, gold / target)) < 0.05, gold
        bar = area.bar_canvases[1]
        assert bar.coords(bar.find_all()[0])[2] == bar.winfo_width() - 1
    tk_root.geometry("1600x900+0+0")
    tk_root.update()
    tk_root.update()
    bar = area.bar_canvases[1]
    assert bar.coords(bar.find_all()[0])[2] == bar.winfo_width() - 1
    assert abs(_bar_fill(area, 1) - 1.0) < 0.05


def test_kept_and_new_lines_wrap_to_the_width_of_now(tk_root):
    """Lines are told their wrap length again only when it changes: after the window is
    made narrower, kept and new decision buttons and colony rows all wrap to the new width."""
    game = table(3)
    give(game, "english", hand=("pilgrims", "cattle", "church"), play=("cod-fishing",))
    game.state.player("english").gold = 9
    enter(game, RESOURCES)
    t = _make(tk_root, game, humans=("english",), bots={"french": None, "spanish": None})
    for size, phase in (("1280x720", TRADE), ("900x720", RESOURCES)):
        tk_root.geometry(f"{size}+0+0")
        tk_root.update()
        if phase == TRADE:
            give(game, "english", play=("governor",))  # a new row of cards in play
        enter(game, phase)
        t.refresh()
        tk_root.update()
        tk_root.update()
        panel = t.panel
        width = max(150, panel.winfo_width() - 16)
        assert int(panel.prompt.cget("wraplength")) == width
        assert {int(b.cget("wraplength")) for b in panel.buttons} == {width - 24}
        area = t.view.areas["english"]
        line = max(120, area.winfo_width() - 60)
        assert {int(lab.cget("wraplength")) for lab in area.card_lines} == {line}
        assert int(area.counts.cget("wraplength")) == line


def test_the_phase_tracker_marks_only_the_phase_of_now(tk_root):
    """Only the labels of the phase left and the phase now are told again: through every
    phase and back, exactly one label is marked (arrow, bold, yellow), and it is this one."""
    from florida_history.games.colonials.engine.state import PHASES, RAID
    from florida_history.games.colonials.names import phase as phase_name

    game = table(3)
    enter(game, RESOURCES)
    t = _make(tk_root, game, humans=("english",), bots={"french": None, "spanish": None})
    tracker = t.view.tracker
    for phase in (TRADE, RAID, RESOURCES, TRADE):
        game.state.phase = phase
        t.view.show(game.view("english"), reveal_hand=True)
        tk_root.update()
        for p in PHASES:
            lab = tracker.labels[p]
            marked = p == phase
            assert str(lab.cget("text")) == ("\u25b6 " if marked else "") + phase_name(p)
            assert str(lab.cget("font")) == ("fh-bold" if marked else "fh-small")
            assert (str(lab.cget("relief")) == "solid") == marked


def test_a_card_name_fitted_once_is_fitted_alike_at_each_width(tk_root):
    """The name's font size is kept per text, width, size and lines: asked again, each width
    gets what measuring gives it (a narrow card a smaller font than a wide one)."""
    from florida_history.games.colonials.ui.card_view import _fit_font, _fitting_size

    tk_root.fh_theme = Theme(tk_root)
    cv = CardView(tk_root, c("pilgrims"))
    title = "Subscription Library and Legislative Assembly"
    sizes = {}
    for width in (300.0, 90.0, 300.0, 140.0, 90.0):
        got = _fit_font(cv, title, width, 21, 3)
        assert -int(got.cget("size")) == _fitting_size(cv, title, width, 21, 3)
        sizes[width] = -int(got.cget("size"))
    assert sizes[90.0] <= sizes[140.0] <= sizes[300.0] == 21
    assert sizes[90.0] < 21


def test_ctrl_plus_closes_an_open_trade_offer_and_covers_again_as_a_new_table(tk_root):
    """As with the table rebuilt before: a text size step takes away an open trade offer
    (the keys go to the window again, not to its hidden entry) and the pass screen, which
    covers the table again at its new size when the next person must be asked."""
    from florida_history.games.colonials.engine.state import TRADE

    session = ColonialsSession.new(default_seats(4, 2), preset("class-period", 4), 5)
    session.autosave = False
    settings = Settings(animation_speed="instant", lesson_mode="off")
    win = ColonialsWindow(tk_root, session, settings, LessonService(mode="off"), think_seconds=None)
    win.stop()
    game = session.game
    me = make_bot("medium", 3)
    for _ in range(400):
        if win.table.pass_screen.covering:
            break
        win.apply((win.bots.get(game.current_player) or me).choose(game).action)
        win.stop()
    _pump(tk_root)
    cover = win.table.pass_screen
    assert cover.covering and cover.badge_size == 72
    win.change_text_size(1)
    win.change_text_size(1)
    win.change_text_size(1)  # 150%: the smaller badge and title of big text
    _pump(tk_root)
    assert win.table.pass_screen is cover and cover.covering
    assert cover.badge_size == round(40 * 1.5) and str(cover.title.cget("font")) == "fh-big"
    assert cover.winfo_ismapped()
    cover.ready()
    _pump(tk_root)
    seat = game.current_player
    enter(game, TRADE, seat)
    win.advance()
    _pump(tk_root)
    win.table.panel.handle_key("t")
    _pump(tk_root)
    trade = win.table.trade
    assert trade.is_open
    entry = next(w for w in _descendants(trade) if isinstance(w, tk.Entry))
    entry.focus_force()
    _pump(tk_root)
    win.change_text_size(-1)
    _pump(tk_root)
    assert not trade.is_open and not trade.winfo_ismapped()
    assert tk_root.focus_get() is not entry
    assert any(ch.key == "t" for ch in win.table.panel.choices)  # the offer can be made again


def _descendants(w: tk.Misc) -> list[tk.Misc]:
    out = []
    for child in w.winfo_children():
        out += [child, *_descendants(child)]
    return out
