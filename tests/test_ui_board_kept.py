"""The board keeps its canvas items: redraws move and re-font them, and what it shows is the
same as a board drawn from nothing (under Xvfb)."""

from __future__ import annotations

from florida_history.games.colonial_florida.engine import Game, GameConfig
from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.ui.board_view import BoardView
from florida_history.games.colonial_florida.viewmodel import BoardModel
from florida_history.ui.theme import Theme


def _model(seed: int = 3) -> BoardModel:
    game = Game.new(GameConfig(seating=("spanish", "british", "french"), seed=seed))
    return BoardModel.from_state(game.state)


def _busy(model: BoardModel) -> BoardModel:
    """Owners, card lists, Raze markers and hazards: every kind of item on the board."""
    for space, owner in ((3, "spanish"), (12, "french"), (33, "british")):
        model.apply_event(ev.SettlementFounded(owner, space))
        for card in (1, 2, 3):
            model.apply_event(ev.CardDrawn(owner, space, card + space))
    model.apply_event(ev.RazeMarkersPlaced(12, 4, 4, "hurricane"))
    return model


def _board(root, size: int) -> BoardView:
    board = BoardView(root)
    board.place(x=0, y=0)
    board.redraw_all(size)
    return board


def _font(board: BoardView, item: int) -> tuple[str, ...]:
    return tuple(board.tk.splitlist(board.tk.call("font", "actual", board.itemcget(item, "font"))))


def snapshot(board: BoardView) -> list[tuple]:
    """Every item bottom to top, as it looks: kind, place, colours, text and real font."""
    out = []
    for item in board.find_all():
        kind = board.type(item)
        looks = [kind, tuple(round(c, 1) for c in board.coords(item)), board.gettags(item)]
        for option in ("fill", "outline", "width", "stipple", "dash", "text", "anchor"):
            try:
                looks.append(board.itemcget(item, option))
            except Exception:  # noqa: BLE001 - not every kind of item has every option
                looks.append(None)
        looks.append(_font(board, item) if kind == "text" else None)
        out.append(tuple(looks))
    return out


def test_a_moved_pawn_redraws_only_its_two_spaces(tk_root):
    Theme(tk_root)
    board = _board(tk_root, 660)
    model = _busy(_model())
    board.set_model(model)
    tk_root.update_idletasks()
    before = board.find_all()
    start = model.pawns["spanish"]
    touched = set(board.find_withtag(f"dyn{start}")) | set(board.find_withtag("dyn9"))
    model.apply_event(ev.PawnMoved("spanish", start, 9, (9,), 8))
    board.update_spaces({start, 9})
    after = board.find_all()
    assert len(after) == len(before)  # the pawn's two items left one space for the other
    # Everything else is the same items, untouched, in the same stacking order.
    assert [i for i in after if i in before] == [i for i in before if i not in touched]
    redrawn = set(board.find_withtag(f"dyn{start}")) | set(board.find_withtag("dyn9"))
    assert set(after) - set(before) == redrawn
    x, y = board.pixel_of_marker("pawn:spanish")
    x0, y0, x1, y1 = board.rects[9]
    assert x0 < x < x1 and y0 < y < y1
    sx0, sy0, sx1, sy1 = board.rects[start]
    assert not (sx0 < x < sx1 and sy0 < y < sy1)


def test_a_redraw_at_the_same_size_creates_nothing(tk_root):
    Theme(tk_root)
    board = _board(tk_root, 660)
    board.set_model(_busy(_model()))
    board.highlight({3, 4})
    board.redraw_all()
    items = board.find_all()
    board.redraw_all()
    assert board.find_all() == items  # the same items in the same stacking order


def test_ctrl_plus_refonts_the_kept_items(tk_root):
    theme = Theme(tk_root)
    board = _board(tk_root, 660)
    board.set_model(_busy(_model()))
    names = {n: board.find_withtag(f"name{n}")[0] for n in board.rects}
    old_px = {n: board.name_fit[n].px for n in names}
    theme.set_scale(1.5)
    board.redraw_all()
    grew = 0
    for n, item in names.items():
        assert board.find_withtag(f"name{n}") == (item,)  # the same item, re-fonted
        px = board.name_fit[n].px
        assert _font(board, item) == _font_of(board, px, board.name_fit[n].bold)
        grew += px > old_px[n]
    assert grew > 20  # most names are bigger at 150% text
    theme.set_scale(1.0)


def _font_of(board: BoardView, px: int, bold: bool) -> tuple[str, ...]:
    return tuple(board.tk.splitlist(board.tk.call("font", "actual", board.measure.font(px, bold))))


def test_kept_board_looks_the_same_as_one_drawn_from_nothing(tk_root):
    """Resized, re-sized text, pawns and hazards moved, a card list selected: the kept items
    show exactly what a new board drawn at the end shows, stacked in the same order."""
    theme = Theme(tk_root)
    kept = _board(tk_root, 600)
    model = _busy(_model())
    kept.set_model(model)
    kept.set_current("spanish")
    kept.redraw_all(700)
    theme.set_scale(1.5)
    kept.redraw_all()
    start = model.pawns["british"]
    model.apply_event(ev.PawnMoved("british", start, 3, (3,), 2))
    kept.update_spaces({start, 3})
    kept.set_current("british")
    model.apply_event(ev.SettlementFounded("french", 6))
    kept.update_spaces({6})
    kept.selected = 33
    kept.cycle_card(1)
    kept.highlight({9, 15})
    kept.set_banner("Round 2")
    try:
        fresh = _board(tk_root, 700)
        fresh.set_model(model)
        fresh.set_current("british")
        fresh.selected, fresh.selected_card = kept.selected, kept.selected_card
        fresh.highlight({9, 15})
        fresh.set_banner("Round 2")
        fresh.redraw_all()
        assert snapshot(kept) == snapshot(fresh)
    finally:
        theme.set_scale(1.0)
