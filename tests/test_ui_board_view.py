"""The board canvas: geometry, markers told apart, redraw speed (under Xvfb)."""

from __future__ import annotations

import time

from florida_history.engine import Game, GameConfig
from florida_history.engine import events as ev
from florida_history.ui.board_view import BoardView
from florida_history.ui.theme import HAZARD_STYLE, Theme
from florida_history.ui.viewmodel import BoardModel


def make_board(tk_root):
    Theme(tk_root)
    board = BoardView(tk_root)
    board.pack()
    board.configure(width=680, height=680)
    tk_root.update()
    game = Game.new(GameConfig(seating=("spanish", "british", "french"), seed=3))
    model = BoardModel.from_state(game.state)
    board.set_model(model)
    tk_root.update()
    return board, model


def test_settlements_are_bigger_than_other_spaces(tk_root):
    board, _ = make_board(tk_root)

    def area(n):
        x0, y0, x1, y1 = board.rects[n]
        return (x1 - x0) * (y1 - y0)

    assert area(3) > 1.2 * area(2)
    assert len(board.rects) == 36


def test_hazards_differ_by_shape_and_letter(tk_root):
    board, model = make_board(tk_root)
    shapes = {HAZARD_STYLE[h][2] for h in HAZARD_STYLE}
    letters = {HAZARD_STYLE[h][1] for h in HAZARD_STYLE}
    assert len(shapes) == 4 and len(letters) == 4
    for hazard in HAZARD_STYLE:
        texts = [
            board.itemcget(i, "text")
            for i in board.find_withtag(f"hazard:{hazard}")
            if board.type(i) == "text"
        ]
        assert texts == [HAZARD_STYLE[hazard][1]]


def test_redraw_after_an_event_is_under_16_ms(tk_root):
    board, model = make_board(tk_root)
    times = []
    for i in range(30):
        to = (i % 36) + 1
        e = ev.PawnMoved("spanish", model.pawns["spanish"], to, (to,), 1)
        t0 = time.perf_counter()
        board.update_spaces(model.apply_event(e))
        tk_root.update_idletasks()
        times.append(time.perf_counter() - t0)
    times.sort()
    assert times[len(times) // 2] < 0.016


def test_raze_badge_and_owner_initial(tk_root):
    board, model = make_board(tk_root)
    model.apply_event(ev.SettlementFounded("british", 6))
    board.update_spaces(model.apply_event(ev.RazeMarkersPlaced(6, 4, 4, "hurricane")))
    texts = {
        board.itemcget(i, "text") for i in board.find_withtag("dyn6") if board.type(i) == "text"
    }
    assert {"B", "4"} <= texts


def test_hover_tip_tells_owner_cards_and_markers(tk_root):
    board, model = make_board(tk_root)
    model.apply_event(ev.SettlementFounded("british", 6))
    model.apply_event(ev.CardDrawn("british", 6, 5))  # card 5: Busy Port (T/S)
    model.apply_event(ev.PawnMoved("spanish", 1, 6, (6,), 5))
    board.update_spaces({1, 6})
    text = board.describe_space(6)
    assert "6. Cowford (settlement)" in text
    assert "Owner: British" in text and "T/S  Busy Port" in text and "Spanish pawn" in text
    x0, y0, x1, y1 = board.rects[6]
    board.event_generate("<Motion>", x=int(x0 + 5), y=int(y0 + 5))
    deadline = time.monotonic() + 3
    while not board.find_withtag("tip") and time.monotonic() < deadline:
        tk_root.update()
        time.sleep(0.01)
    assert board.find_withtag("tip")
    board.event_generate("<Leave>")
    tk_root.update()
    assert not board.find_withtag("tip")
