"""The board at every screen and text size: names grow with the text size, flashes stay off
the spaces' names, pawn tokens stay whole on a 4K board (issue #9)."""

from __future__ import annotations

import statistics

import pytest

from florida_history.games.colonial_florida.engine import Game, GameConfig
from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.engine.board import SPACES
from florida_history.games.colonial_florida.ui.board_view import BoardView
from florida_history.games.colonial_florida.ui.flashes import board_flash
from florida_history.games.colonial_florida.viewmodel import BoardModel
from florida_history.ui.theme import Theme


def _board(tk_root, size: int, scale: float = 1.0):
    theme = Theme(tk_root, scale)
    board = BoardView(tk_root)
    board.theme = theme  # keep the named fonts alive for the board's lifetime
    board.pack()
    board.redraw_all(size)
    return board


def _inside(box, rect, slack=1.0):
    return (
        box[0] >= rect[0] - slack
        and box[1] >= rect[1] - slack
        and box[2] <= rect[2] + slack
        and box[3] <= rect[3] + slack
    )


def _overlap(a, b):
    return (
        a[0] + 1 < b[2] - 1 and b[0] + 1 < a[2] - 1 and a[1] + 1 < b[3] - 1 and b[1] + 1 < a[3] - 1
    )


@pytest.mark.parametrize(("size", "growth"), [(552, 1.0), (666, 1.25), (1008, 1.3)])
def test_space_names_grow_with_the_text_size(tk_root, size, growth):
    """Names are at least the small text size at 100% (11-12 px, where they were 8-10 px on
    the boards of 1280x720 and smaller screens) and grow with the text size as far as their
    spaces allow: on the smallest board (552 px) the 100% names already fill the spaces."""
    board = _board(tk_root, size, 1.0)
    normal = statistics.median(board.name_fit[sp.number].px for sp in SPACES)
    assert normal >= 11, normal
    board.winfo_toplevel().fh_text_scale = 2.0
    board.theme.set_scale(2.0)
    board.redraw_all(size)
    big = statistics.median(board.name_fit[sp.number].px for sp in SPACES)
    assert big >= growth * normal, (normal, big)
    for sp in SPACES:  # and the big names still fit their spaces
        (item,) = board.find_withtag(f"name{sp.number}")
        assert _inside(board.bbox(item), board.rects[sp.number]), sp.slug


@pytest.mark.parametrize("size", [552, 666, 1008])
@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_flashes_stay_on_the_map_and_never_hide_a_name(tk_root, size, scale):
    board = _board(tk_root, size, scale)
    x0, y0, x1, y1 = board.interior
    for sp in SPACES:
        n = sp.number
        board.flash(n, "no gold: an enemy pawn is here", "#5D5448", 60_000)
        items = board.find_withtag(f"flash{n}")
        assert items
        for item in items:
            box = board.bbox(item)
            assert _inside(box, (x0, y0, x1, y1), slack=2), (n, box)
            for other in SPACES:
                assert not _overlap(box, board.rects[other.number]), (n, other.number, box)
        board._end_flash(n, board._flash_boxes[n])


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_flashes_at_once_do_not_cover_each_other(tk_root, scale):
    """The income phase flashes every settlement at once: each label stays readable."""
    from florida_history.games.colonial_florida.engine.board import SETTLEMENTS

    board = _board(tk_root, 666, scale)
    for n in SETTLEMENTS:
        board.flash(n, "no gold: still rebuilding", "#5D5448", 60_000)
    boxes = [board.bbox(board.find_withtag(f"flash{n}")[0]) for n in SETTLEMENTS]
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            assert not _overlap(a, b), (a, b)


def test_flash_sits_beside_its_own_space(tk_root):
    board = _board(tk_root, 666)
    for n in (3, 12, 21, 30):
        board.flash(n, "+1 gold", "#E69F00", 60_000)
        box = board.bbox(board.find_withtag(f"flash{n}")[0])
        cx, cy = board.centre(n)
        mx, my = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
        assert abs(mx - cx) + abs(my - cy) < 2.5 * board.cell, (n, box)


def test_flash_words_are_plain():
    texts = [
        board_flash(ev.IncomeWithheld("spanish", 3, "occupied", "british")),
        board_flash(ev.IncomeWithheld("spanish", 3, "razed")),
        board_flash(ev.RazeMarkersPlaced(3, 2, 2, "hurricane")),
        board_flash(ev.TurnSkipped("spanish", 5, ("pirate",))),
    ]
    words = [t[1] for t in texts if t is not None]
    assert words[0] == "no gold: an enemy pawn is here"
    assert words[1].startswith("no gold:")
    assert all("0:" not in w for w in words)
    assert "Raze markers" in words[2]


@pytest.mark.parametrize("size", [666, 2100])
def test_pawn_and_hazard_letters_fit_their_tokens(tk_root, size):
    """On a 4K board (about 2100 pixels) the tokens grow with the spaces; every letter stays
    inside its own token."""
    tk_root.geometry("2200x2200+0+0")
    board = _board(tk_root, size)
    game = Game.new(GameConfig(seating=("spanish", "british", "french"), seed=3))
    model = BoardModel.from_state(game.state)
    model.pawns.update({"spanish": 2, "british": 14, "french": 14})
    model.hazards.update({"hurricane": 5, "pirate": 14, "native_raid": 23, "disease": 32})
    board.set_model(model)
    for key in ("pawn:spanish", "pawn:british", "hazard:hurricane", "hazard:native_raid"):
        shapes = [i for i in board.find_withtag(key) if board.type(i) != "text"]
        letters = [i for i in board.find_withtag(key) if board.type(i) == "text"]
        assert shapes and letters, key
        shape = board.bbox(shapes[0])
        assert shape[2] - shape[0] >= board.cell / 5, (key, shape)
        font = board.itemcget(letters[0], "font")
        ascent = int(board.tk.call("font", "metrics", font, "-ascent"))
        letter_w = int(board.tk.call("font", "measure", font, board.itemcget(letters[0], "text")))
        side = shape[2] - shape[0]
        assert letter_w < side and ascent < side, (key, letter_w, ascent, shape)
        assert ascent >= 0.4 * side, (key, ascent, shape)  # big enough to read
