"""The board canvas: geometry, markers told apart, redraw speed (under Xvfb)."""

from __future__ import annotations

import time

import pytest

from florida_history.games.colonial_florida.engine import Game, GameConfig
from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.names import space_name
from florida_history.games.colonial_florida.ui.board_view import BoardView
from florida_history.games.colonial_florida.viewmodel import BoardModel
from florida_history.ui.textfit import syllable_breaks
from florida_history.ui.theme import HAZARD_STYLE, Theme


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


def _inside(box, rect, slack=1.0):
    return (
        box[0] >= rect[0] - slack
        and box[1] >= rect[1] - slack
        and box[2] <= rect[2] + slack
        and box[3] <= rect[3] + slack
    )


def _overlap(a, b):
    """Boxes overlap by more than the one pixel Tk adds around every bbox."""
    return (
        a[0] + 1 < b[2] - 1 and b[0] + 1 < a[2] - 1 and a[1] + 1 < b[3] - 1 and b[1] + 1 < a[3] - 1
    )


@pytest.mark.parametrize("size", [552, 628, 666, 1008])
@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
def test_names_wrap_only_at_spaces_and_stay_in_their_space(tk_root, size, scale):
    """No "St Augustin/e": every line is whole words (or a word split at a syllable with a
    hyphen, "Augus-/tine"), and the name sits inside its space."""
    from florida_history.games.colonial_florida.engine.board import SPACES

    theme = Theme(tk_root)
    board = BoardView(tk_root)
    board.pack()
    theme.set_scale(scale)
    board.redraw_all(size)
    for sp in SPACES:
        n = sp.number
        (item,) = board.find_withtag(f"name{n}")
        text = board.itemcget(item, "text")
        assert text.split("\n") == board.name_fit[n].lines
        # Lines are whole words, or a word split once at a syllable with a hyphen.
        rebuilt = ""
        for line in text.split("\n"):
            rebuilt += line[:-1] if line.endswith("-") else line + " "
        assert rebuilt.strip() == " ".join(space_name(sp.slug).split()), (n, text)
        for line in text.split("\n"):
            if line.endswith("-"):
                word = line.split()[-1][:-1]
                whole = next(
                    w for w in space_name(sp.slug).split() if w.startswith(word) and w != word
                )
                assert len(word) in syllable_breaks(whole), (n, text)
        box = board.bbox(item)
        assert _inside(box, board.rects[n]), (n, text, box, board.rects[n])
        (number,) = [i for i in board.find_withtag(f"space:{n}") if "number" in board.gettags(i)]
        assert not _overlap(board.bbox(number), box), (n, text)
        assert board.name_fit[n].px >= 8


def test_markers_raze_badge_and_card_stack_never_cover_the_name(tk_root):
    board, model = make_board(tk_root)
    for space, owner in ((3, "spanish"), (12, "french"), (33, "british")):
        model.apply_event(ev.SettlementFounded(owner, space))
        for card in (1, 2, 3):
            model.apply_event(ev.CardDrawn(owner, space, card + space))
        model.apply_event(ev.RazeMarkersPlaced(space, 6, 6, "hurricane"))
    model.pawns.update({"spanish": 12, "british": 12, "french": 3})
    model.hazards.update({"hurricane": 12, "pirate": 12, "native_raid": 3, "disease": 33})
    for size in (560, 666, 1008):
        board.redraw_all(size)
        tk_root.update_idletasks()
        for n in (3, 12, 33):
            name = board.bbox(board.find_withtag(f"name{n}")[0])
            for item in board.find_withtag(f"dyn{n}"):
                tags = board.gettags(item)
                box = board.bbox(item)
                assert _inside(box, board.rects[n], slack=2), (n, tags, box)
                if board.type(item) == "text":
                    continue  # a letter's box is its line height; the shape around it counts
                if any(t.startswith(("pawn:", "hazard:", "halo:", "cardcount")) for t in tags):
                    assert not _overlap(box, name), (n, tags, box, name)
            assert board.find_withtag(f"cardcount{n}")
            texts = {
                board.itemcget(i, "text")
                for i in board.find_withtag(f"cardcount{n}")
                if board.type(i) == "text"
            }
            assert texts == {"3"}


def test_label_fits_are_measured_once(tk_root):
    from florida_history.ui.textfit import Measurer

    m = Measurer(tk_root)
    first = m.fit("Unexplored Wilderness", 50, 40, 12)
    assert first.lines == ["Unexplored", "Wilderness"] and first.fits
    assert m.fit("Unexplored Wilderness", 50, 40, 12) is first
    tiny = m.fit("Intracoastal", 10, 40, 12)  # cannot fit: smallest size, still one word
    assert not tiny.fits and tiny.lines == ["Intracoastal"] and tiny.px == 8


def _board_with_cards(tk_root, map_path=None, counts=None):
    Theme(tk_root)
    board = BoardView(tk_root, map_path=map_path)
    board.pack()
    board.configure(width=680, height=680)
    tk_root.update()
    game = Game.new(GameConfig(seating=("spanish", "british", "french"), seed=3))
    model = BoardModel.from_state(game.state)
    owners = ("spanish", "british", "french")
    card = 0
    for i, n in enumerate(range(3, 37, 3)):
        model.apply_event(ev.SettlementFounded(owners[i % 3], n))
        for _ in range((counts or {}).get(n, 1 + i % 5)):
            model.apply_event(ev.CardDrawn(owners[i % 3], n, card))
            card += 1
    board.set_model(model)
    if map_path is not None:
        board.load_map()
    tk_root.update()
    return board, model


def test_card_lists_are_compact_near_their_settlement_and_apart(tk_root):
    board, model = _board_with_cards(tk_root)
    assert set(board.trays) == set(range(3, 37, 3))
    ix0, iy0, ix1, iy1 = board.interior
    rects = list(board.trays.items())
    for n, (x0, y0, x1, y1) in rects:
        assert ix0 <= x0 and x1 <= ix1 and iy0 <= y0 and y1 <= iy1
        # as small as its lines: a heading, then one line per card (at most 4 shown)
        line = board.measure.line(board._tray_px())
        lines = min(4, len(model.settlements[n].cards)) + 1
        assert abs((y1 - y0) - (lines * line + 6)) < 1
        assert x1 - x0 <= 3 * board.cell
        # against its own settlement: touching the ring beside it, at most 1.5 spaces along
        sx0, sy0, sx1, sy1 = board.rects[n]
        side = (n - 1) // 9
        if side in (0, 2):
            assert min(abs(y0 - sy1), abs(y1 - sy0)) <= 4
            assert abs((x0 + x1) / 2 - (sx0 + sx1) / 2) <= 1.5 * board.cell + 3 * board.cell / 2
        else:
            assert min(abs(x0 - sx1), abs(x1 - sx0)) <= 4
            assert abs((y0 + y1) / 2 - (sy0 + sy1) / 2) <= 1.5 * board.cell + 2 * board.cell
    for i, (_n, a) in enumerate(rects):
        for _m, b in rects[i + 1 :]:
            assert not (a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3])
    # a selected settlement shows all its cards
    board.redraw_all(board.board_size)
    many = max(board.trays, key=lambda n: len(model.settlements[n].cards))
    board.selected = many
    board.cycle_card(1)
    items = board.find_withtag(f"tray{many}")
    texts = [board.itemcget(i, "text") for i in items if board.type(i) == "text"]
    assert not any("more…" in t for t in texts)


def test_card_lists_keep_clear_of_the_maps_detail(tk_root, tmp_path):
    from PIL import Image, ImageDraw

    img = Image.new("RGB", (400, 400), "#E8DCC0")
    draw = ImageDraw.Draw(img)
    for x in range(0, 170, 6):  # busy lines (names, coasts) on the left, plain on the right
        draw.line([(x, 0), (x, 399)], fill="#000000", width=2)
    path = tmp_path / "map.png"
    img.save(path)
    board, _model = _board_with_cards(tk_root, map_path=path, counts={3: 2})
    x0, _y0, x1, _y1 = board.rects[3]
    tx0, _ty0, tx1, _ty1 = board.trays[3]
    assert (tx0 + tx1) / 2 > (x0 + x1) / 2 + board.cell  # slid right, off the busy part
