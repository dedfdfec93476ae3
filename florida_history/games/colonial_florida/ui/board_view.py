"""The board: a Canvas with the ring of 36 named spaces around the Florida map.

Static things (cells, names, the map) are laid out once per size; dynamic things (owner, Raze
badge, pawns, hazard markers) are drawn per space under the tags ``dyn<n>``, so an event
redraws only the spaces it touched; the settlements' card lists (``tray``) are placed
together, as one growing list may push its neighbour along. The canvas items are kept
(``kept_items``): a redraw, a new size or a new text size moves and re-fonts them rather than
creating ~250 items again, so a full redraw sends Tk only what changed.
"""

from __future__ import annotations

import functools
import tkinter as tk
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from florida_history.games.colonial_florida.engine.board import SETTLEMENTS, SPACES
from florida_history.games.colonial_florida.engine.cards import DECK
from florida_history.games.colonial_florida.engine.state import HAZARDS
from florida_history.games.colonial_florida.names import (
    card_name,
    hazard_label,
    hazard_letter,
    original_card_name,
    power_initial,
    power_name,
    space_name,
)
from florida_history.games.colonial_florida.viewmodel import BoardModel
from florida_history.games.colonial_florida.words import _, ngettext
from florida_history.i18n import language
from florida_history.ui import textfit
from florida_history.ui import theme as th
from florida_history.ui.kept_items import KeptItems, Recorder

if TYPE_CHECKING:  # Pillow is imported when the map is first drawn, not at start-up
    from PIL import Image, ImageTk

Rect = tuple[float, float, float, float]
SETTLEMENT_DEPTH = 1.3  # settlements reach further in: clearly bigger than other spaces
MIN_MARKER = 12.0  # pawns and hazard markers shrink to this size at most to share a space
SETTLEMENT_SET = frozenset(SETTLEMENTS)
TRAY_ORDER = (3, 6, 9, 21, 24, 27, 12, 15, 18, 30, 33, 36)  # rows first: sides give way
TRAY_LINES = 4  # card lines in a list before "+N more" (all of them when it is selected)


# The named fonts the board sizes itself, and their size as a share of a cell.
BOARD_FONTS = {"fh-board": 0.15, "fh-board-bold": 0.15, "fh-marker": 0.2, "fh-badge": 0.15}
MAP_SIZES_KEPT = 4  # scaled maps kept ready (a few MB each at most)
DETAIL_GRID = 48  # the map's detail is weighed on a grid of this many cells a side


def map_detail(image: object) -> list[list[int]]:
    """A summed-area table of how much the map shows in each cell of a grid over it: edges
    (names, coasts, rivers, settlement signs) count, plain sea and parchment do not. A card
    list then covers as little of it as it can (``BoardView._detail_under``)."""
    from PIL import Image, ImageFilter

    g = DETAIL_GRID
    edges = image.convert("L").filter(ImageFilter.FIND_EDGES)  # type: ignore[attr-defined]
    cells = edges.resize((g, g), Image.Resampling.BOX).tobytes()
    table = [[0] * (g + 1) for _ in range(g + 1)]
    for y in range(g):
        row = 0
        for x in range(g):
            row += cells[y * g + x]
            table[y + 1][x + 1] = table[y][x + 1] + row
    return table


def _overlaps(a: Rect, b: Rect) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


@functools.lru_cache(maxsize=8)
def _offsets(reach: int, step: int) -> list[tuple[int, int]]:
    """Moves within ``reach`` pixels on a ``step`` grid, the shortest first."""
    span = range(-reach, reach + 1, step)
    return sorted(((dx, dy) for dx in span for dy in span), key=lambda d: abs(d[0]) + abs(d[1]))


def _text_on(colour: str) -> str:
    """Black or white, whichever reads better on ``colour`` (a "#RRGGBB" fill)."""
    try:
        r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    except ValueError:
        return "#FFFFFF"
    return th.BLACK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "#FFFFFF"


def board_family(widget: tk.Misc) -> str:
    """The narrow cut of the theme's font where the computer has it: the spaces are narrow,
    so a condensed face lets their names be bigger (projectors, 200% text)."""
    import tkinter.font as tkfont

    family = th.FONT_SPECS["fh-board"][0]
    condensed = f"{family} Condensed"
    sample = space_name("intracoastal-waterways")  # the longest name of the ring in English
    try:  # Tk does not list condensed faces: ask for one and see whether it is narrower
        narrow = tkfont.Font(root=widget, family=condensed, size=-40).measure(sample)
        wide = tkfont.Font(root=widget, family=family, size=-40).measure(sample)
    except tk.TclError:
        return family
    return condensed if narrow < 0.97 * wide else family


def th_scale(widget: tk.Misc) -> float:
    """The app's text scale (stored on the root by Theme), 1.0 if none."""
    return float(getattr(widget.winfo_toplevel(), "fh_text_scale", 1.0))


# The smallest size a space's name asks for at 100% text (fh-small's): it shrinks only to fit.
NAME_PX_AT_100 = 12


class BoardView(tk.Canvas):
    """Draws a ``BoardModel``; reports clicks on spaces and cards through ``on_open``."""

    def __init__(
        self,
        master: tk.Misc,
        on_open: Callable[[str, int], None] | None = None,
        map_path: Path | None = None,
        classroom_names: bool = True,
        show_card_lists: bool = True,
    ) -> None:
        super().__init__(
            master,
            background=th.BG,
            highlightthickness=2,
            highlightcolor=th.BLUE,
            takefocus=True,
            cursor="hand2",
            width=700,
            height=700,
        )
        self.on_open = on_open
        self.map_path = map_path
        self.classroom_names = classroom_names
        self.model: BoardModel | None = None
        self.board_size = 0  # the side of the square drawn, in pixels (0: not laid out yet)
        self.rects: dict[int, Rect] = {}
        self.name_bottom: dict[int, float] = {}
        self.measure = textfit.Measurer(self, board_family(self))
        # The board sizes its named fonts itself (``_size_fonts``): the theme leaves them be.
        sized: set[str] = th.root_of(self).__dict__.setdefault("fh_fonts_sized_by_widgets", set())
        sized.update(BOARD_FONTS)
        self._label_px = self._board_px = textfit.MIN_PX
        self.trays: dict[int, Rect] = {}  # the card lists drawn now, by settlement
        self.show_card_lists = show_card_lists
        self.highlighted: set[int] = set()
        self.selected: int | None = None
        self.selected_card: int | None = None
        self.banner: str | None = None
        self.current_power: str | None = None  # whose turn: that pawn gets a halo
        self._map_source: tk.PhotoImage | None = None
        self._map_image: ImageTk.PhotoImage | None = None
        self._map_loaded = False
        self.hold_drawing = False  # see start_drawing
        self._held_size = 0
        self._map_pil: Image.Image | None = None  # the decoded map, kept for resizing
        self._map_sizes: dict[tuple[int, int], ImageTk.PhotoImage] = {}  # scaled maps by size
        # Named fonts' measurements by (font, (family, px), text); their (family, px) now.
        self._named_width: dict[tuple[str, tuple[str, int], str], int] = {}
        self._named_line: dict[tuple[str, tuple[str, int]], int] = {}
        self._named_px: dict[str, tuple[str, int]] = {}
        self._map_detail: list[list[int]] | None = None  # where the map has names and coasts
        self._map_rect: Rect | None = None
        self.kept = KeptItems(self)  # the board's items, kept between drawings
        self._recorder = Recorder()
        self.bind("<Configure>", self._on_configure)
        self.bind("<Button-1>", self._on_click)
        self.bind("<Left>", lambda e: self.move_selection(-1))
        self.bind("<Right>", lambda e: self.move_selection(1))
        self.bind("<Up>", lambda e: self.cycle_card(-1))
        self.bind("<Down>", lambda e: self.cycle_card(1))
        # Enter opens the chosen lesson; Space stays the game's Continue (the window's key).
        self.bind("<Return>", lambda e: self.open_selection())
        self.bind("<Escape>", lambda e: self.winfo_toplevel().focus_set())
        self.bind("<Motion>", self._on_motion)
        self.bind("<Leave>", lambda e: self._hide_tip())
        self._tip_space: int | None = None
        self._flash_boxes: dict[int, Rect] = {}  # flashes on the board now, by space
        self._flash_timers: dict[int, str] = {}  # the after() that ends each flash
        self._tip_after: str | None = None

    # --- geometry ----------------------------------------------------------------------------

    def geometry_for(self, size: int) -> None:
        s = float(size)
        w = s / 10.8
        c = 1.4 * w
        self.cell, self.corner = w, c
        self._size_fonts(w)
        rects: dict[int, Rect] = {}
        deep = c * SETTLEMENT_DEPTH
        for sp in SPACES:
            i = sp.number - 1
            side, k = divmod(i, 9)
            d = deep if sp.is_settlement else c
            r: Rect
            if side == 0:
                r = (0, 0, c, c) if k == 0 else (c + (k - 1) * w, 0, c + k * w, d)
            elif side == 1:
                r = (s - c, 0, s, c) if k == 0 else (s - d, c + (k - 1) * w, s, c + k * w)
            elif side == 2:
                x1 = s - c - (k - 1) * w
                r = (s - c, s - c, s, s) if k == 0 else (x1 - w, s - d, x1, s)
            else:
                y1 = s - c - (k - 1) * w
                r = (0, s - c, c, s) if k == 0 else (0, y1 - w, d, y1)
            rects[sp.number] = r
        self.rects = rects
        self._layout_cells(deep)
        self.interior = (c + 2, c + 2, s - c - 2, s - c - 2)

    def _layout_cells(self, deep: float) -> None:
        """Where each space's parts go: the owner band (along the bottom, or along the inner
        edge on the left and right columns, whose cells are wide and low), the number, the
        name fitted at spaces only (shrunk if a word is too long), and the room for markers."""
        w = self.cell
        m = self.measure
        self.band_px = max(14.0, min(round(deep * 0.22), 34.0))
        self.marker_px = max(MIN_MARKER, w / 3.3)  # grows with the board (4K screens too)
        badge_h = self._linespace("fh-badge")
        name_px = self._label_px
        self.bands, self.mains, self.name_fit, self.name_at, self.name_box = {}, {}, {}, {}, {}
        for sp in SPACES:
            n = sp.number
            x0, y0, x1, y1 = self.rects[n]
            side = (n - 1) // 9
            band = None
            if sp.is_settlement:
                pad, bt = 4.0, self.band_px  # inside the 3-pixel owner ring
                if side == 3:  # left column: band on the right (inner) edge
                    band = (x1 - bt - 2, y0 + 2, x1 - 2, y1 - 2)
                    main = (x0 + pad, y0 + pad, band[0] - 2, y1 - pad)
                elif side == 1:  # right column: band on the left (inner) edge
                    band = (x0 + 2, y0 + 2, x0 + bt + 2, y1 - 2)
                    main = (band[2] + 2, y0 + pad, x1 - pad, y1 - pad)
                else:
                    band = (x0 + 2, y1 - bt - 2, x1 - 2, y1 - 2)
                    main = (x0 + pad, y0 + pad, x1 - pad, band[1] - 1)
            else:
                main = (x0 + 1, y0 + 2, x1 - 1, y1 - 2)  # glyphs keep their own margin
            self.bands[n], self.mains[n] = band, main
            mx0, my0, mx1, my1 = main
            num_w = self._measure_named("fh-badge", str(n))
            room = self.marker_px * 0.75 + 3  # keep at least a row of (smaller) markers free
            bold = sp.is_settlement
            # Two places for the name: below the number, or beside it from the top.
            below = (mx0, my0 + badge_h - 1, mx1, my1 - room)
            beside = (mx0 + num_w + 4, my0, mx1, my1 - room)
            best = None
            for box in (below, beside):
                bw, bh = box[2] - box[0], box[3] - box[1]
                fit = m.fit(space_name(sp.slug), bw, bh, name_px, bold, hyphenate=True)
                if bold:  # plain letters when bold would have to be much smaller
                    plain = m.fit(space_name(sp.slug), bw, bh, name_px, False, hyphenate=True)
                    if (plain.fits, plain.px) > (fit.fits, fit.px + 1):
                        fit = plain
                score = (fit.fits, fit.px, -(box[1] + fit.height))
                if best is None or score > best[0]:
                    best = (score, box, fit)
            assert best is not None
            _score, box, fit = best
            cx = (box[0] + box[2]) / 2
            self.name_fit[n] = fit
            self.name_at[n] = (cx, box[1])
            self.name_box[n] = (cx - fit.width / 2, box[1], cx + fit.width / 2, box[1] + fit.height)
            self.name_bottom[n] = box[1] + fit.height

    def _linespace(self, font: str) -> int:
        # Cached per font size: asking Tk for every space on every redraw was a third of it.
        key = (font, self._named_px.get(font, ("", 0)))
        h = self._named_line.get(key)
        if h is None:
            h = self._named_line[key] = int(self.tk.call("font", "metrics", font, "-linespace"))
        return h

    def _measure_named(self, font: str, text: str) -> int:
        key = (font, self._named_px.get(font, ("", 0)), text)
        w = self._named_width.get(key)
        if w is None:
            w = self._named_width[key] = int(self.tk.call("font", "measure", font, text))
        return w

    def _size_fonts(self, cell: float) -> None:
        """Board text follows the board's size and the text size setting. Names ask for the
        full text size (at 200% twice as big) and each shrinks only as far as its own space
        needs (``textfit``); the card lists and space numbers grow more gently, as they share
        the map and the corner of a space with other things."""
        import tkinter.font as tkfont

        scale = th_scale(self)
        gentle = 1 + (scale - 1) * 0.6
        # Names ask for at least the app's small text (12 px at 100%) so a 1280x720 board's
        # narrow spaces do not print them at 9 px; each shrinks (or splits at a syllable) only
        # as far as its own space needs.
        wanted = max(cell * 0.15, NAME_PX_AT_100) * scale
        self._label_px = max(textfit.MIN_PX, min(round(wanted), round(cell * 0.3)))
        self._board_px = max(textfit.MIN_PX, min(round(cell * 0.15 * gentle), round(cell * 0.23)))
        for name, k in BOARD_FONTS.items():
            px = -max(textfit.MIN_PX, min(round(cell * k * gentle), round(cell * (k + 0.06))))
            try:
                font = tkfont.nametofont(name, root=self)
                if font.cget("size") != px:
                    font.configure(size=px)
                self._named_px[name] = (str(font.cget("family")), px)
            except tk.TclError:
                self._named_px.pop(name, None)

    def _letter_font(self, box: float) -> object:
        """A bold font for a letter inside a marker ``box`` pixels across: the letter always
        fits its marker, from a 1280x720 board to a 4K one."""
        return self.measure.font(max(7, round(box * 0.62)), True)

    def centre(self, n: int) -> tuple[float, float]:
        x0, y0, x1, y1 = self.rects[n]
        return (x0 + x1) / 2, (y0 + y1) / 2

    # --- drawing -----------------------------------------------------------------------------

    def _on_configure(self, event: tk.Event) -> None:
        size = max(300, min(event.width, event.height) - 4)
        if self.hold_drawing:
            self._held_size = size
        elif size != self.board_size:
            self.redraw_all(size)

    def start_drawing(self) -> None:
        """End ``hold_drawing``: decode the map and lay out and draw the whole board.

        At launch the board's first layout (fonts measured for every space) waits until the
        New game dialog is on screen, as the class cannot use the board before that anyway."""
        self.hold_drawing = False
        self._map_loaded = True
        size = self._held_size or self.board_size
        if size or self.winfo_width() > 1:
            self.redraw_all(size or None)

    def redraw_all(self, size: int | None = None) -> None:
        if size is not None:
            self.board_size = size
        if not self.board_size:
            self.board_size = max(300, min(self.winfo_width(), self.winfo_height()) - 4)
        # The items are kept: a redraw moves and re-fonts them (see ``kept_items``). What was
        # only for the moment (flashes, the hover tip) goes, as a whole redraw always did.
        self.delete("flash", "tip")
        self._flash_boxes.clear()
        self.geometry_for(self.board_size)
        self._draw_map()
        for sp in SPACES:
            self._draw_static(sp.number)
        if self.model is not None:
            self.update_spaces(range(1, 37))
        self._draw_highlights()
        self._draw_banner()
        self._restack()

    def _put(self, kind: str, *coords: float, **options: object) -> None:
        """Describe one item of the group being drawn (``_sync``)."""
        self._recorder.put(kind, *coords, **options)

    def _sync(self, group: str, draw: Callable[[], object]) -> list[int]:
        """Run ``draw`` (which describes its items with ``_put``) and bring ``group`` up to it."""
        self._recorder = Recorder()
        draw()
        return self.kept.sync(group, self._recorder.specs)

    def _restack(self) -> None:
        """Layers bottom to top, as a drawing from nothing stacks them: the map, the spaces,
        their markers, the card lists, highlights, flashes, the banner, the hover tip. Only
        needed when items were created (kept items keep their place)."""
        created = self.kept.created
        if not created:
            return
        self.tag_lower("map")
        self.tag_raise("static")
        self.tag_raise("dyn")
        # A space's markers drawn again are on top of the others: the spaces after it go
        # back above it, in order (a halo may reach over a neighbour's edge).
        first = min((n for n in range(1, 37) if f"dyn{n}" in created), default=37)
        for n in range(first, 37):
            self.tag_raise(f"dyn{n}")
        self.tag_raise("tray")
        trays = [n for n in TRAY_ORDER if f"tray{n}" in created]
        for n in TRAY_ORDER[TRAY_ORDER.index(trays[0]) :] if trays else ():
            self.tag_raise(f"tray{n}")
        for layer in ("hl", "flash", "banner", "tip"):
            self.tag_raise(layer)
        created.clear()

    def _draw_map(self) -> None:
        self._sync("map", self._describe_map)

    def _describe_map(self) -> None:
        x0, y0, x1, y1 = self.interior
        self._put("rectangle", x0, y0, x1, y1, fill=th.MAP_BG, outline="", tags=("map",))
        image = self._scaled_map(int(x1 - x0), int(y1 - y0))
        self._map_rect = None
        if image is not None:
            cx, cy, iw, ih = (x0 + x1) / 2, (y0 + y1) / 2, image.width(), image.height()
            self._put("image", cx, cy, image=image, tags=("map",))
            self._map_rect = (cx - iw / 2, cy - ih / 2, cx + iw / 2, cy + ih / 2)
        else:
            self._put(
                "text",
                (x0 + x1) / 2,
                (y0 + y1) / 2,
                text=_("Colonial Florida") + "\n1513 – 1821",
                font="fh-title",
                fill=th.MAP_TEXT,
                justify="center",
                tags=("map",),
            )

    def _scaled_map(self, w: int, h: int) -> ImageTk.PhotoImage | None:
        """The map image fitted to the interior; None (a parchment square) if it is missing."""
        if self.map_path is None or not self._map_loaded:
            return None
        try:
            from PIL import Image, ImageTk

            if self._map_pil is None:  # decode once; later sizes only resize
                with Image.open(self.map_path) as opened:
                    self._map_pil = opened.convert("RGB")
                self._map_detail = map_detail(self._map_pil)
            img = self._map_pil
            scale = min(w / img.width, h / img.height)
            size = (max(1, int(img.width * scale)), max(1, int(img.height * scale)))
            # Resizing was a fifth of a full redraw: keep the last few sizes (Ctrl+plus and
            # back, the window resized and back) ready as Tk images.
            cached = self._map_sizes.pop(size, None)
            if cached is None:
                cached = ImageTk.PhotoImage(img.resize(size), master=self)
            self._map_sizes[size] = cached  # most recent last
            while len(self._map_sizes) > MAP_SIZES_KEPT:
                self._map_sizes.pop(next(iter(self._map_sizes)))
            self._map_image = cached
            return self._map_image
        except Exception:  # noqa: BLE001 - a missing or broken image never crashes the board
            self.map_path = None
            return None

    def load_map(self) -> None:
        """Called after the window is up: decoding the map must not delay the first frame."""
        self._map_loaded = True
        if self.map_path is None or not self.map_path.exists():
            self.map_path = None  # a parchment square instead
            return
        if self.board_size:  # else the board's first layout draws it (a window just opened)
            self._draw_map()
            self._draw_trays()  # now they can keep clear of the map's names and coasts
            self._restack()

    def _draw_static(self, n: int) -> None:
        self._sync(f"static{n}", lambda: self._describe_static(n))

    def _describe_static(self, n: int) -> None:
        sp = SPACES[n - 1]
        x0, y0, x1, y1 = self.rects[n]
        fill = th.SETTLEMENT_FILL if sp.is_settlement else th.SPACE_FILL
        width = 3 if sp.is_settlement else (2 if th.PALETTE.high_contrast else 1)
        self._put(
            "rectangle",
            x0,
            y0,
            x1,
            y1,
            fill=fill,
            outline=th.OUTLINE,
            width=width,
            tags=("cell", f"space:{n}", f"cell{n}", "static"),
        )
        mx0, my0, _mx1, _my1 = self.mains[n]
        self._put(
            "text",
            mx0,
            my0 - 1,
            text=str(n),
            anchor="nw",
            font="fh-badge",
            fill=th.MUTED,
            tags=(f"space:{n}", "number", "static"),
        )
        fit = self.name_fit[n]
        cx, top = self.name_at[n]
        self._put(
            "text",
            cx,
            top,
            text=fit.text,  # already wrapped at spaces: Tk must not wrap it again
            anchor="n",
            font=self.measure.font(fit.px, fit.bold),
            fill=th.TEXT,
            justify="center",
            tags=(f"space:{n}", "name", f"name{n}", "static"),
        )

    def set_model(self, model: BoardModel) -> None:
        self.model = model
        if self.board_size:
            self.update_spaces(range(1, 37))

    def update_spaces(self, spaces: Iterable[int]) -> None:
        if self.model is None or not self.rects:
            return
        changed = set(spaces)
        for n in sorted(changed):
            self._sync(f"dyn{n}", functools.partial(self._draw_dynamic, n))
        if changed & SETTLEMENT_SET:
            self._draw_trays()  # one list growing may move its neighbour
        self._restack()  # what just happened (flashes) stays on top of the card lists

    def set_show_card_lists(self, show: bool) -> None:
        """The View menu's "Show card lists": off leaves the map clear (the card stack on each
        settlement still counts them, and the hover tip lists them)."""
        self.show_card_lists = show
        self._draw_trays()

    def _draw_dynamic(self, n: int) -> None:
        m = self.model
        assert m is not None
        x0, y0, x1, y1 = self.rects[n]
        tag = (f"dyn{n}", f"space:{n}", "dyn")
        st = m.settlements.get(n)
        band = self.bands.get(n)
        if st is not None and st.owner is not None and band is not None:
            colour = th.POWER_COLOURS[st.owner]
            # Owner shown three ways: colour, pattern (stipple) and the owner's initial.
            self._put(
                "rectangle",
                x0 + 2.5,
                y0 + 2.5,
                x1 - 2.5,
                y1 - 2.5,
                outline=colour,
                width=3,
                tags=tag,
            )
            self._put("rectangle", *band, fill=colour, outline=th.OUTLINE, tags=tag)
            stipple = th.POWER_STIPPLE[st.owner]
            if stipple:
                self._put(
                    "rectangle",
                    *band,
                    fill="#FFFFFF",
                    stipple=stipple,
                    outline="",
                    tags=(*tag, "stipple"),
                )
        if st is not None and band is not None and (st.owner is not None or st.cards):
            self._draw_band_marks(n, st.owner, len(st.cards), band, tag)
        blocked: Rect | None = None
        if st is not None and st.raze:
            mx0, my0, mx1, my1 = self.mains[n]
            r = max(7.0, self.cell * 0.15)
            cx, cy = mx1 - r - 1, my1 - r - 1  # bottom corner of the space, clear of the name
            blocked = (cx - r - 2, cy - r - 2, cx + r + 2, cy + r + 2)
            self._put("oval", cx - r, cy - r, cx + r, cy + r, fill=th.RAZE, outline="", tags=tag)
            self._put(
                "text",
                cx,
                cy,
                text=f"{st.raze}",
                font=self._letter_font(2 * r),
                fill="#FFFFFF",
                tags=tag,
            )
        # Markers: pawns first, then hazards, in rows below the name.
        items: list[tuple[str, str]] = [("pawn", p) for p, at in m.pawns.items() if at == n]
        items += [("hazard", h) for h in HAZARDS if m.hazards.get(h) == n]
        if not items:
            return
        mx0, _my0, mx1, my1 = self.mains[n]
        area = (mx0, self.name_bottom[n] + 2, mx1, my1)
        size, spots = self._marker_spots(len(items), area, blocked)
        for (kind, who), (cx, cy) in zip(items, spots, strict=True):
            if kind == "pawn":
                self._draw_pawn(cx, cy, size, who, tag)
            else:
                self._draw_hazard(cx, cy, size, who, tag)

    def _marker_spots(
        self, count: int, area: Rect, blocked: Rect | None
    ) -> tuple[float, list[tuple[float, float]]]:
        """Centres for ``count`` markers in rows inside ``area``, the biggest size (from the
        board's marker size down to MIN_MARKER) that fits there without covering ``blocked``."""
        ax0, ay0, ax1, ay1 = area
        size = float(self.marker_px)
        spots: list[tuple[float, float]] = []
        while True:
            step = size + 2
            cols = max(1, int((ax1 - ax0 + 2) // step))
            spots = []
            for j in range(count):
                r_, c_ = divmod(j, cols)
                row_w = min(cols, count - r_ * cols) * step
                cx = (ax0 + ax1) / 2 - row_w / 2 + c_ * step + step / 2
                spots.append((cx, ay0 + r_ * step + size / 2))
            rows = (count - 1) // cols + 1
            fits = ay0 + rows * step - 2 <= ay1
            if fits and blocked is not None:
                bx0, by0, bx1, by1 = blocked
                h = size / 2
                fits = not any(
                    cx + h > bx0 and cx - h < bx1 and cy + h > by0 and cy - h < by1
                    for cx, cy in spots
                )
            if fits or size <= MIN_MARKER:
                return size, spots
            size = max(MIN_MARKER, size - 1)

    def _draw_band_marks(
        self, n: int, owner: str | None, cards: int, band: Rect, tag: tuple[str, ...]
    ) -> None:
        """On the owner's band: a white box with the owner's initial and, when the settlement
        holds cards, a little stack of cards with their number on it."""
        bx0, by0, bx1, by1 = band
        vertical = (by1 - by0) > (bx1 - bx0)
        thick = (bx1 - bx0) if vertical else (by1 - by0)
        r = max(5.0, thick / 2 - 2)  # half the initial box's height
        card_h, card_w = 2 * r, max(9.0, 1.5 * r)
        spots: list[tuple[str, float, float]] = []
        mid_x, mid_y = (bx0 + bx1) / 2, (by0 + by1) / 2
        if owner is not None and cards:
            if vertical:
                spots = [("owner", mid_x, by0 + r + 3), ("cards", mid_x, by1 - r - 3)]
            else:
                spots = [("owner", bx0 + r + 5, mid_y), ("cards", bx1 - card_w / 2 - 5, mid_y)]
        elif owner is not None:
            spots = [("owner", mid_x, mid_y)]
        else:
            spots = [("cards", mid_x, mid_y)]
        for kind, cx, cy in spots:
            if kind == "owner" and owner is not None:
                self._put(
                    "rectangle",
                    cx - r - 2,
                    cy - r,
                    cx + r + 2,
                    cy + r,
                    fill="#FFFFFF",
                    outline=th.BLACK,
                    tags=tag,
                )
                self._put(
                    "text",
                    cx,
                    cy,
                    text=power_initial(owner),
                    font=self._letter_font(2 * r),
                    fill=th.BLACK,
                    tags=tag,
                )
            elif kind == "cards":
                hw, hh = card_w / 2, card_h / 2
                self._put(
                    "rectangle",  # the card behind: a stack, not a box
                    cx - hw + 2,
                    cy - hh - 1,
                    cx + hw + 2,
                    cy + hh - 1,
                    fill="#FFFFFF",
                    outline=th.BLACK,
                    tags=tag,
                )
                self._put(
                    "rectangle",
                    cx - hw,
                    cy - hh + 1,
                    cx + hw,
                    cy + hh + 1,
                    fill="#FFFFFF",
                    outline=th.BLACK,
                    tags=(*tag, f"cardcount{n}"),
                )
                self._put(
                    "text",
                    cx,
                    cy + 1,
                    text=str(cards),
                    font=self._letter_font(min(card_h, card_w * 1.2)),
                    fill=th.BLACK,
                    tags=(*tag, f"cardcount{n}"),
                )

    def _draw_pawn(
        self, cx: float, cy: float, size: float, power: str, tag: tuple[str, ...]
    ) -> None:
        r = size / 2
        if power == self.current_power:
            h = r + max(4.0, r * 0.25)
            self._put(
                "oval",
                cx - h,
                cy - h,
                cx + h,
                cy + h,
                fill=th.YELLOW,
                outline=th.BLACK,
                width=2,
                tags=(*tag, f"halo:{power}"),
            )
        self._put(
            "oval",
            cx - r,
            cy - r,
            cx + r,
            cy + r,
            fill=th.POWER_COLOURS[power],
            outline=th.BLACK,
            width=2,
            tags=(*tag, f"pawn:{power}"),
        )
        self._put(
            "text",
            cx,
            cy,
            text=power_initial(power),
            font=self._letter_font(size),
            fill=th.POWER_TEXT[power],
            tags=(*tag, f"pawn:{power}"),
        )

    def _draw_hazard(
        self, cx: float, cy: float, size: float, hazard: str, tag: tuple[str, ...]
    ) -> None:
        colour, _letter, shape, _label = th.HAZARD_STYLE[hazard]
        letter = hazard_letter(hazard)
        r = size / 2
        tags = (*tag, f"hazard:{hazard}")
        if shape == "circle":
            self._put(
                "oval",
                cx - r,
                cy - r,
                cx + r,
                cy + r,
                fill=colour,
                outline=th.BLACK,
                width=2,
                dash=(3, 1),
                tags=tags,
            )
        elif shape == "triangle":
            self._put(
                "polygon",
                cx - r,
                cy + r,
                cx + r,
                cy + r,
                cx,
                cy - r - 1,
                fill=colour,
                outline=th.BLACK,
                tags=tags,
            )
        elif shape == "diamond":
            self._put(
                "polygon",
                cx,
                cy - r - 1,
                cx + r + 1,
                cy,
                cx,
                cy + r + 1,
                cx - r - 1,
                cy,
                fill=colour,
                outline=th.BLACK,
                width=1,
                tags=tags,
            )
        else:
            self._put(
                "rectangle",
                cx - r + 1,
                cy - r + 1,
                cx + r - 1,
                cy + r - 1,
                fill=colour,
                outline=th.BLACK,
                tags=tags,
            )
        dy = r * 0.2 if shape == "triangle" else 0
        self._put(
            "text",
            cx,
            cy + dy,
            text=letter,
            font=self._letter_font(size * (0.8 if shape == "triangle" else 0.95)),
            fill=th.HAZARD_TEXT[hazard],
            tags=tags,
        )

    def _draw_trays(self) -> None:
        """The settlements' card lists inside the ring, each as small as its cards allow and
        placed against its own settlement, so most of the map stays in view."""
        self.trays = {}
        if self.model is not None and self.rects:
            placed: list[Rect] = []
            for n in TRAY_ORDER:
                st = self.model.settlements[n]
                if not st.cards or not (self.show_card_lists or self.selected == n):
                    continue
                lines, width, height = self._tray_content(n)
                rect = self._place_tray(n, width, height, placed)
                placed.append(rect)
                self.trays[n] = rect
                self._sync(f"tray{n}", functools.partial(self._draw_tray, n, rect, lines))
        for n in TRAY_ORDER:
            if n not in self.trays:
                self.kept.drop(f"tray{n}")
        self._restack()

    def _tray_px(self) -> int:
        return self._board_px

    def _tray_content(self, n: int) -> tuple[list[tuple[str, int | None]], float, float]:
        """(text, card id or None) per line after the heading, and the list's size."""
        m = self.model
        assert m is not None
        st = m.settlements[n]
        px = self._tray_px()
        room = 3 * self.cell - 8  # never wider than the settlement's stretch of the ring
        pad = 8
        cards = list(st.cards)
        if len(cards) > TRAY_LINES and self.selected != n:
            shown: list[int | None] = [*cards[: TRAY_LINES - 1], None]
        else:
            shown = list(cards)
        lines: list[tuple[str, int | None]] = []
        for card in shown:
            if card is None:
                more = len(cards) - (TRAY_LINES - 1)
                text = _("+{n} more…").format(n=more)
            else:
                kind = DECK[card]
                text = f"{kind.type_label}  {card_name(kind.slug, self.classroom_names)}"
            lines.append((self.measure.ellipsize(text, room - pad, px), card))
        head = self.measure.ellipsize(space_name(SPACES[n - 1].slug), room - pad, px, True)
        widest = max(
            [self.measure.width(head, px, True)] + [self.measure.width(t, px) for t, _c in lines]
        )
        line_h = self.measure.line(px)
        width = min(room, widest + pad)
        height = (len(lines) + 1) * line_h + 6
        return [(head, None), *lines], width, height

    def _place_tray(self, n: int, w: float, h: float, placed: list[Rect]) -> Rect:
        """Against the settlement's inner edge, near it: of the spots up to a space and a half
        along the ring either way, the one covering the least of the map's names and coasts
        (a little distance counts against a spot), never over a list already placed."""
        x0, y0, x1, y1 = self.rects[n]
        ix0, iy0, ix1, iy1 = self.interior
        side = (n - 1) // 9
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        if side == 0:
            home = (cx - w / 2, y1 + 3, cx + w / 2, y1 + 3 + h)
        elif side == 2:
            home = (cx - w / 2, y0 - 3 - h, cx + w / 2, y0 - 3)
        elif side == 1:
            home = (x0 - 3 - w, cy - h / 2, x0 - 3, cy + h / 2)
        else:
            home = (x1 + 3, cy - h / 2, x1 + 3 + w, cy + h / 2)
        along = 0 if side in (0, 2) else 1  # the axis it may slide on
        low, high = (ix0 + 2, ix1 - 2) if along == 0 else (iy0 + 2, iy1 - 2)

        def moved(shift: float) -> Rect:
            r = list(home)
            size = r[along + 2] - r[along]
            start = max(low, min(high - size, r[along] + shift))
            r[along], r[along + 2] = start, start + size
            return (r[0], r[1], r[2], r[3])

        def clear(r: Rect) -> bool:
            grown = (r[0] - 2, r[1] - 2, r[2] + 2, r[3] + 2)
            return not any(_overlaps(grown, p) for p in placed)

        step = self.cell / 4
        best: tuple[float, Rect] | None = None
        for k in range(-6, 7):
            r = moved(k * step)
            if not clear(r):
                continue
            cost = self._detail_under(r) + abs(k) * 0.08
            if best is None or cost < best[0]:
                best = (cost, r)
        if best is not None:
            return best[1]
        # Crowded (many cards on neighbours): slide on until clear of the others.
        r = moved(0)
        for _step in range(len(placed) + 1):
            hits = [p for p in placed if _overlaps(r, p)]
            if not hits:
                break
            if r[along] + r[along + 2] < low + high:
                r = moved(max(p[along + 2] for p in hits) + 3 - home[along])
            else:
                r = moved(min(p[along] for p in hits) - 3 - home[along + 2])
        return r

    def _detail_under(self, rect: Rect) -> float:
        """How much of the map's detail ``rect`` would hide (0 without a map picture)."""
        table, box = self._map_detail, self._map_rect
        if table is None or box is None:
            return 0.0
        g = DETAIL_GRID
        bx0, by0, bx1, by1 = box
        sx, sy = g / max(1.0, bx1 - bx0), g / max(1.0, by1 - by0)
        gx0 = max(0, min(g, int((rect[0] - bx0) * sx)))
        gy0 = max(0, min(g, int((rect[1] - by0) * sy)))
        gx1 = max(0, min(g, int((rect[2] - bx0) * sx + 0.999)))
        gy1 = max(0, min(g, int((rect[3] - by0) * sy + 0.999)))
        total = table[gy1][gx1] - table[gy0][gx1] - table[gy1][gx0] + table[gy0][gx0]
        return total / 255.0

    def _draw_tray(self, n: int, rect: Rect, lines: list[tuple[str, int | None]]) -> None:
        m = self.model
        assert m is not None
        st = m.settlements[n]
        x0, y0, x1, y1 = rect
        tag = (f"tray{n}", "tray")
        colour = th.POWER_COLOURS[st.owner] if st.owner else th.MUTED
        selected = self.selected == n
        self._put(
            "rectangle",
            x0,
            y0,
            x1,
            y1,
            fill=th.PANEL_BG,
            outline=th.BLACK if selected else colour,
            width=3 if selected else 2,
            tags=(*tag, f"space:{n}"),
        )
        px = self._tray_px()
        line_h = self.measure.line(px)
        head_font = self.measure.font(px, True)
        font = self.measure.font(px)
        self._put(
            "rectangle",
            x0,
            y0,
            x1,
            y0 + line_h + 2,
            fill=colour,
            outline="",
            tags=(*tag, f"space:{n}"),
        )
        head, _none = lines[0]
        self._put(
            "text",
            x0 + 4,
            y0 + 1,
            anchor="nw",
            text=head,
            font=head_font,
            fill=th.POWER_TEXT[st.owner] if st.owner else "#FFFFFF",
            tags=(*tag, f"space:{n}"),
        )
        y = y0 + line_h + 4
        for text, card in lines[1:]:
            chosen = card is not None and card == self.selected_card
            self._put(
                "text",
                x0 + 4,
                y,
                anchor="nw",
                text=text,
                font=font,
                fill=th.BLUE if chosen else (th.BLACK if card is not None else th.MUTED),
                tags=(*tag, f"card:{card}" if card is not None else f"space:{n}"),
            )
            if chosen:
                self._put(
                    "rectangle", x0 + 1, y, x1 - 1, y + line_h, outline=th.BLUE, width=2, tags=tag
                )
            y += line_h

    # --- highlights, selection, banner ------------------------------------------------------

    def highlight(self, spaces: Iterable[int]) -> None:
        self.highlighted = set(spaces)
        self._draw_highlights()

    def _draw_highlights(self) -> None:
        self._sync("hl", self._describe_highlights)
        self._restack()

    def _describe_highlights(self) -> None:
        for n in sorted(self.highlighted):
            if n in self.rects:
                x0, y0, x1, y1 = self.rects[n]
                self._put(
                    "rectangle",
                    x0 + 2,
                    y0 + 2,
                    x1 - 2,
                    y1 - 2,
                    outline=th.HIGHLIGHT,
                    width=6,
                    tags=("hl",),
                )
        if self.selected is not None and self.selected in self.rects:
            x0, y0, x1, y1 = self.rects[self.selected]
            self._put(
                "rectangle",
                x0 + 1,
                y0 + 1,
                x1 - 1,
                y1 - 1,
                outline=th.SELECT,
                width=4,
                dash=(6, 3),
                tags=("hl",),
            )

    def move_selection(self, step: int) -> str:
        n = self.selected or (1 if step > 0 else 2)
        self.selected = (n - 1 + step) % 36 + 1 if self.selected else n
        old_card, self.selected_card = self.selected_card, None
        self._draw_highlights()
        if old_card is not None or self.selected in SETTLEMENT_SET or self.trays:
            self._draw_trays()
        return "break"

    def cycle_card(self, step: int) -> str:
        if self.model is None or self.selected not in SETTLEMENT_SET:
            return "break"
        cards = self.model.settlements[self.selected].cards
        if not cards:
            return "break"
        if self.selected_card not in cards:
            self.selected_card = cards[0 if step > 0 else -1]
        else:
            i = cards.index(self.selected_card) + step
            self.selected_card = cards[i] if 0 <= i < len(cards) else None
        self._draw_trays()
        return "break"

    def open_selection(self) -> str:
        if self.on_open is None:
            return "break"
        if self.selected_card is not None:
            self.on_open("card", self.selected_card)
        elif self.selected is not None:
            self.on_open("space", self.selected)
        return "break"

    def _on_click(self, event: tk.Event) -> None:
        self.focus_set()
        for item in reversed(self.find_overlapping(event.x, event.y, event.x, event.y)):
            for tag in self.gettags(item):
                kind, _, value = tag.partition(":")
                if kind in ("card", "space") and value.isdigit() and self.on_open:
                    if kind == "space":
                        self.selected, self.selected_card = int(value), None
                        self._draw_highlights()
                    self.on_open(kind, int(value))
                    return

    def flash_box(
        self, space: int, width: float, height: float, avoid: Iterable[Rect] = ()
    ) -> Rect:
        """Where a flash of ``width`` x ``height`` goes: on the map against the space's inner
        edge, centred on the space, kept inside the ring. It never covers a space's name (nor
        any other space, nor the flashes in ``avoid``); a corner's flash sits in the map's
        corner."""
        x0, y0, x1, y1 = self.rects[space]
        ix0, iy0, ix1, iy1 = self.interior
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        side, k = divmod(space - 1, 9)
        if k == 0:  # a corner: straight into the map's corner
            left = side in (0, 3)
            top = side in (0, 1)
            bx = ix0 + 3 if left else ix1 - 3 - width
            by = iy0 + 3 if top else iy1 - 3 - height
        elif side == 0:
            bx, by = cx - width / 2, iy0 + 3
        elif side == 2:
            bx, by = cx - width / 2, iy1 - 3 - height
        elif side == 1:
            bx, by = ix1 - 3 - width, cy - height / 2
        else:
            bx, by = ix0 + 3, cy - height / 2
        # Settlements reach further in than the interior's edge: start past their own edge.
        if side == 0 and k:
            by = max(by, y1 + 3)
        elif side == 2 and k:
            by = min(by, y0 - 3 - height)
        elif side == 1 and k:
            bx = min(bx, x0 - 3 - width)
        elif side == 3 and k:
            bx = max(bx, x1 + 3)

        def clamped(x: float, y: float) -> Rect:
            x = max(ix0 + 2, min(ix1 - 2 - width, x))
            y = max(iy0 + 2, min(iy1 - 2 - height, y))
            return (x, y, x + width, y + height)

        # The nearest spot to that one that is clear of every space (settlements reach into
        # the map further than the ring's inner edge, so a neighbour may be in the way).
        blocks = [*self.rects.values(), *avoid]
        for dx, dy in _offsets(int(self.cell * 3), 6):
            box = clamped(bx + dx, by + dy)
            if not any(_overlaps(box, r) for r in blocks):
                return box
        return clamped(bx, by)

    def flash(self, space: int, text: str, colour: str, ms: int = 1500) -> None:
        """Show what just happened at a space for a moment (income, raze, raid result…): a
        label on the map beside the space, in words that fit two short lines at most."""
        if space not in self.rects:
            return
        tag = f"flash{space}"
        self.delete(tag)
        px = max(textfit.MIN_PX + 2, round(self._board_px * 1.25))
        fit = self.measure.fit(text, 2.4 * self.cell, 2.2 * self.measure.line(px, True), px, True)
        pad_x, pad_y = 6, 3
        others = [b for n, b in self._flash_boxes.items() if n != space]
        box = self.flash_box(space, fit.width + 2 * pad_x, fit.height + 2 * pad_y, others)
        self._flash_boxes[space] = box
        bx0, by0, bx1, by1 = box
        self.create_rectangle(
            bx0, by0, bx1, by1, fill=colour, outline=th.BLACK, width=2, tags=(tag, "flash")
        )
        self.create_text(
            (bx0 + bx1) / 2,
            by0 + pad_y,
            text=fit.text,
            anchor="n",
            font=self.measure.font(fit.px, True),
            fill=_text_on(colour),
            justify="center",
            tags=(tag, "flash"),
        )
        self.tag_raise(tag)
        old = self._flash_timers.pop(space, None)
        if old is not None:
            th.root_of(self).after_cancel(old)
        self._flash_timers[space] = th.root_of(self).after(ms, lambda: self._end_flash(space, box))

    def _end_flash(self, space: int, box: Rect) -> None:
        self._flash_timers.pop(space, None)
        if not self.winfo_exists():
            return
        if self._flash_boxes.get(space) == box:  # not replaced by a newer flash meanwhile
            del self._flash_boxes[space]
            self.delete(f"flash{space}")

    def cancel_timers(self) -> None:
        """Stop the flashes' and the hover tip's timers (the board is about to go: a switch
        to the other game destroys it while they wait)."""
        for timer in self._flash_timers.values():
            th.root_of(self).after_cancel(timer)
        self._flash_timers.clear()
        if self._tip_after is not None:
            th.root_of(self).after_cancel(self._tip_after)
            self._tip_after = None

    # --- hover details ------------------------------------------------------------------------

    def describe_space(self, n: int) -> str:
        """Everything about a space in a few lines (the hover tip)."""
        sp = SPACES[n - 1]
        name = space_name(sp.slug)
        if sp.is_settlement:
            lines = [_("{n}. {name} (settlement)").format(n=n, name=name)]
        else:
            lines = [f"{n}. {name}"]
        m = self.model
        if m is not None:
            st = m.settlements.get(n)
            if st is not None:
                owner = power_name(st.owner) if st.owner else _("nobody")
                if st.raze:
                    lines.append(
                        ngettext(
                            "Owner: {owner} · %(n)d Raze marker",
                            "Owner: {owner} · %(n)d Raze markers",
                            st.raze,
                        )
                        % {"n": st.raze}
                    )
                    lines[-1] = lines[-1].format(owner=owner)
                else:
                    lines.append(_("Owner: {owner}").format(owner=owner))
                for card in st.cards:
                    lines.append(self._card_detail(card))
            here = [
                _("{power} pawn").format(power=power_name(p))
                for p, at in m.pawns.items()
                if at == n
            ]
            here += [hazard_label(h) for h in HAZARDS if m.hazards.get(h) == n]
            if here:
                lines.append(_("Here: {things}").format(things=", ".join(here)))
        lines.append(_("Click (or Enter) to read its lesson."))
        return "\n".join(lines)

    def _card_detail(self, card: int) -> str:
        """A card's line in a space's details: its type letters and name, and in another
        language the name on the original (English) card too."""
        kind = DECK[card]
        name = card_name(kind.slug, self.classroom_names)
        line = f"  {kind.type_label}  {name}"
        if language() != "en":
            line += f" ({original_card_name(kind.slug)})"
        return line

    def _on_motion(self, event: tk.Event) -> None:
        space = None
        for item in reversed(self.find_overlapping(event.x, event.y, event.x, event.y)):
            for tag in self.gettags(item):
                kind, _, value = tag.partition(":")
                if kind == "space" and value.isdigit():
                    space = int(value)
                    break
            if space is not None:
                break
        if space == self._tip_space:
            return
        self._hide_tip()
        self._tip_space = space
        if space is not None:
            x, y = event.x, event.y
            self._tip_after = th.root_of(self).after(350, lambda: self._show_tip(space, x, y))

    def _show_tip(self, n: int, x: float, y: float) -> None:
        self._tip_after = None
        self.delete("tip")
        item = self.create_text(
            x + 16,
            y + 16,
            text=self.describe_space(n),
            anchor="nw",
            font="fh-board",
            fill=th.BLACK,
            tags=("tip",),
        )
        x0, y0, x1, y1 = self.bbox(item)
        dx = min(0, self.board_size - 4 - x1)  # keep the tip on the board
        dy: float = min(0, self.board_size - 4 - y1)
        if dy < 0:
            dy = min(dy, (y - 8) - y1)
        self.move(item, dx, dy)
        x0, y0, x1, y1 = self.bbox(item)
        back = self.create_rectangle(
            x0 - 5,
            y0 - 4,
            x1 + 5,
            y1 + 4,
            fill=th.TIP_BG,
            outline=th.BLACK,
            width=2 if th.PALETTE.high_contrast else 1,
            tags=("tip",),
        )
        self.tag_lower(back, item)
        self.tag_raise("tip")

    def _hide_tip(self) -> None:
        if self._tip_after is not None:
            th.root_of(self).after_cancel(self._tip_after)
            self._tip_after = None
        self._tip_space = None
        self.delete("tip")

    def set_current(self, power: str | None) -> None:
        """Give the pawn of the player whose turn it is a halo."""
        if power == self.current_power or self.model is None:
            return
        old, self.current_power = self.current_power, power
        spaces = {self.model.pawns[p] for p in (old, power) if p in self.model.pawns}
        self.update_spaces(spaces)

    def set_banner(self, text: str | None) -> None:
        self.banner = text
        self._draw_banner()

    def _draw_banner(self) -> None:
        self.delete("banner")
        if not self.banner or not self.rects:
            return
        x0, y0, x1, y1 = self.interior
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        item = self.create_text(
            cx,
            cy,
            text=self.banner,
            font="fh-title",
            fill=th.TEXT,
            width=(x1 - x0) * 0.8,
            justify="center",
            tags=("banner",),
        )
        bx0, by0, bx1, by1 = self.bbox(item)
        rect = self.create_rectangle(
            bx0 - 16,
            by0 - 12,
            bx1 + 16,
            by1 + 12,
            fill=th.YELLOW,
            outline=th.BLACK,
            width=3,
            tags=("banner",),
        )
        self.tag_lower(rect, item)
        self.tag_raise("banner")

    def pixel_of_marker(self, key: str) -> tuple[float, float] | None:
        """Centre of a pawn/hazard marker on screen (for tests)."""
        items = self.find_withtag(key)
        if not items:
            return None
        x0, y0, x1, y1 = self.bbox(items[0])
        return (x0 + x1) / 2, (y0 + y1) / 2
