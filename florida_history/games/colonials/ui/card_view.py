"""A card drawn on a Tk canvas so it looks like a card: a rounded face, a colour band with the
type's drawn icon and its name in words (colour is never the only cue), the card's name large
and bold, and its effect in plain words. Sizes follow the theme's text scale, so the name stays
readable from the back of a room at 150%."""

from __future__ import annotations

import tkinter as tk
import tkinter.font as tkfont
from collections.abc import Callable
from typing import Literal

from florida_history.games.colonials.ui import cardtext
from florida_history.games.colonials.ui.palette import CARD_FACE, CARD_FACE_HC, TYPE_STYLE
from florida_history.games.colonials.words import _
from florida_history.ui import theme as th

BASE_W = 176  # card size in pixels at text scale 1
BASE_H = 236


def text_scale(widget: tk.Misc) -> float:
    """The window's text size (1.0 = 100%), as the theme last set it."""
    return float(getattr(widget.winfo_toplevel(), "fh_text_scale", 1.0))


def draw_icon(canvas: tk.Canvas, icon: str, cx: float, cy: float, r: float, ink: str) -> None:
    """Small pictures per card type, drawn (no image files)."""
    w = max(1, round(r / 5))
    if icon == "wheat":  # a stalk with grains
        canvas.create_line(cx, cy + r, cx, cy - r, fill=ink, width=w)
        for dy in (-0.6, -0.2, 0.2):
            y = cy + dy * r
            canvas.create_oval(cx - r * 0.55, y - r * 0.2, cx - 0.05 * r, y + r * 0.2, fill=ink)
            canvas.create_oval(cx + 0.05 * r, y - r * 0.2, cx + r * 0.55, y + r * 0.2, fill=ink)
    elif icon == "house":
        canvas.create_polygon(cx - r, cy, cx, cy - r, cx + r, cy, fill=ink, outline=ink)
        canvas.create_rectangle(cx - r * 0.7, cy, cx + r * 0.7, cy + r, fill=ink, outline=ink)
    elif icon == "skull":  # a storm cloud with a lightning bolt: hardship
        canvas.create_oval(cx - r, cy - r * 0.7, cx + r * 0.2, cy + r * 0.2, fill=ink, outline=ink)
        canvas.create_oval(cx - r * 0.3, cy - r, cx + r, cy + r * 0.2, fill=ink, outline=ink)
        bolt = [
            (cx, cy + r * 0.1),
            (cx - r * 0.3, cy + r * 0.6),
            (cx + r * 0.1, cy + r * 0.6),
            (cx - r * 0.2, cy + r),
        ]
        canvas.create_line(bolt, fill=ink, width=w)
    elif icon == "chain":
        for i in (-1, 0, 1):
            x = cx + i * r * 0.6
            canvas.create_oval(
                x - r * 0.45, cy - r * 0.3, x + r * 0.45, cy + r * 0.3, outline=ink, width=w
            )
    elif icon == "star":
        import math

        pts = []
        for i in range(10):
            rr = r if i % 2 == 0 else r * 0.45
            a = -math.pi / 2 + i * math.pi / 5
            pts += [cx + rr * math.cos(a), cy + rr * math.sin(a)]
        canvas.create_polygon(*pts, fill=ink, outline=ink)
    elif icon == "tower":  # a church with a steeple: town improvement
        canvas.create_rectangle(cx - r * 0.8, cy, cx + r * 0.8, cy + r, fill=ink, outline=ink)
        canvas.create_polygon(cx - r * 0.35, cy, cx, cy - r, cx + r * 0.35, cy, fill=ink)
    elif icon == "flag":
        canvas.create_line(cx - r * 0.6, cy + r, cx - r * 0.6, cy - r, fill=ink, width=w)
        canvas.create_polygon(
            cx - r * 0.6, cy - r, cx + r, cy - r * 0.5, cx - r * 0.6, cy, fill=ink, outline=ink
        )
    elif icon == "swords":
        canvas.create_line(cx - r, cy - r, cx + r, cy + r, fill=ink, width=w + 1)
        canvas.create_line(cx + r, cy - r, cx - r, cy + r, fill=ink, width=w + 1)
        canvas.create_line(
            cx - r * 0.9, cy + r * 0.4, cx - r * 0.4, cy + r * 0.9, fill=ink, width=w
        )
        canvas.create_line(
            cx + r * 0.9, cy + r * 0.4, cx + r * 0.4, cy + r * 0.9, fill=ink, width=w
        )
    elif icon == "fort":  # a wall with battlements
        canvas.create_rectangle(cx - r, cy - r * 0.2, cx + r, cy + r, fill=ink, outline=ink)
        for i in (-1, 0, 1):
            x = cx + i * r * 0.7
            canvas.create_rectangle(
                x - r * 0.25, cy - r * 0.7, x + r * 0.25, cy - r * 0.2, fill=ink, outline=ink
            )
    elif icon == "crown":
        canvas.create_polygon(
            cx - r,
            cy + r * 0.6,
            cx - r,
            cy - r * 0.6,
            cx - r * 0.5,
            cy,
            cx,
            cy - r,
            cx + r * 0.5,
            cy,
            cx + r,
            cy - r * 0.6,
            cx + r,
            cy + r * 0.6,
            fill=ink,
            outline=ink,
        )


def rounded_rect(
    canvas: tk.Canvas,
    x0: float,
    y0: float,
    x1: float,
    y1: float,
    r: float,
    *,
    fill: str,
    outline: str,
    width: float = 1,
) -> int:
    pts = [
        x0 + r,
        y0,
        x1 - r,
        y0,
        x1,
        y0,
        x1,
        y0 + r,
        x1,
        y1 - r,
        x1,
        y1,
        x1 - r,
        y1,
        x0 + r,
        y1,
        x0,
        y1,
        x0,
        y1 - r,
        x0,
        y0 + r,
        x0,
        y0,
    ]
    return canvas.create_polygon(pts, smooth=True, fill=fill, outline=outline, width=width)


def font(widget: tk.Misc, px: int, weight: Literal["normal", "bold"] = "normal") -> tkfont.Font:
    """One shared Font per window, size and weight (kept on the root: fonts are costly)."""
    root = th.root_of(widget)
    cache: dict[tuple[int, str], tkfont.Font] = root.__dict__.setdefault("_colonials_fonts", {})
    f = cache.get((px, weight))
    if f is None:
        f = tkfont.Font(root=widget, family="DejaVu Sans", size=-px, weight=weight)
        cache[(px, weight)] = f
    return f


def _fit_font(canvas: tk.Canvas, text: str, width: float, px: int, lines: int) -> tkfont.Font:
    """The largest bold font (down to 60% of ``px``) in which ``text`` wraps into ``lines``.
    Kept per window, text, width, size and lines: measuring the words was a quarter of
    drawing a card, and a hand's cards are drawn again at each new size."""
    root = th.root_of(canvas)
    fitted: dict[tuple[str, float, int, int], int] = root.__dict__.setdefault(
        "_colonials_fitted", {}
    )
    key = (text, width, px, lines)
    size = fitted.get(key)
    if size is None:
        if len(fitted) > 4000:  # many window sizes seen: start again rather than grow
            fitted.clear()
        size = fitted[key] = _fitting_size(canvas, text, width, px, lines)
    return font(canvas, size, "bold")


def _fitting_size(canvas: tk.Canvas, text: str, width: float, px: int, lines: int) -> int:
    size = px
    while True:
        font_ = font(canvas, size, "bold")
        words, rows, row = text.split(), 1, ""
        for word in words:
            trial = f"{row} {word}".strip()
            if font_.measure(trial) <= width:
                row = trial
            else:
                rows, row = rows + 1, word
                if font_.measure(word) > width:
                    rows += 1
        # A word wider than the card would be broken inside ("Meetinghou/se"): smaller still.
        whole = all(font_.measure(word) <= width for word in words)
        if (whole and (rows <= lines or size <= px * 0.6)) or size <= max(6, px * 0.35):
            return size
        size -= 1


class CardView(tk.Canvas):
    """One card face. ``on_pick`` runs on a click or Return (to show the card's detail)."""

    def __init__(
        self,
        master: tk.Misc,
        number: int,
        classroom: bool = True,
        small: bool = False,
        on_pick: Callable[[int], object] | None = None,
        size: float | None = None,
    ) -> None:
        self.card_scale = size if size is not None else text_scale(master) * (0.8 if small else 1.0)
        self.w = round(BASE_W * self.card_scale)
        self.h = round(BASE_H * self.card_scale)
        super().__init__(
            master,
            width=self.w,
            height=self.h,
            highlightthickness=3,
            highlightcolor=th.BLUE,
            background=th.PANEL_BG,
            borderwidth=0,
            takefocus=True,
        )
        self.number = number
        self.classroom = classroom
        self.on_pick = on_pick
        self.fonts: list[tkfont.Font] = []
        self.drawn: tuple[int, float, bool] | None = None  # (card, size, high contrast)
        self.draw()
        self.bind("<Button-1>", lambda e: self.pick())
        self.bind("<Return>", lambda e: self.pick())

    def show(self, number: int, size: float) -> None:
        """Show card ``number`` at ``size`` on this canvas (a hand keeps its canvases:
        redrawing the items is cheaper than a new canvas); nothing to do when it shows that
        card at that size in these colors already."""
        if self.drawn == (number, size, th.PALETTE.high_contrast):
            return
        self.number = number
        self.card_scale = size
        w, h = round(BASE_W * size), round(BASE_H * size)
        if (w, h) != (self.w, self.h):
            self.w, self.h = w, h
            self.configure(width=w, height=h)
        self.draw()

    def pick(self) -> None:
        if self.on_pick is not None:
            self.on_pick(self.number)

    def draw(self) -> None:
        self.delete("all")
        self.fonts = []
        self.drawn = (self.number, self.card_scale, th.PALETTE.high_contrast)
        s = self.card_scale
        card = cardtext.card(self.number)
        band, band_text, icon = TYPE_STYLE[card.type]
        face = CARD_FACE_HC if th.PALETTE.high_contrast else CARD_FACE
        edge = "#000000" if th.PALETTE.high_contrast else th.OUTLINE
        pad = 4 * s
        rounded_rect(
            self,
            pad,
            pad,
            self.w - pad,
            self.h - pad,
            14 * s,
            fill=face,
            outline=edge,
            width=max(2, round(3 * s)),
        )
        band_h = 40 * s
        rounded_rect(
            self, pad + 3, pad + 3, self.w - pad - 3, pad + band_h, 10 * s, fill=band, outline=band
        )
        draw_icon(self, icon, pad + 24 * s, pad + band_h / 2 + 2, 13 * s, band_text)
        type_font = font(self, round(13 * s), "bold")
        self.fonts.append(type_font)
        self.create_text(
            pad + 44 * s,
            pad + band_h / 2 + 2,
            text=cardtext.type_line(self.number),
            anchor="w",
            fill=band_text,
            font=type_font,
            width=self.w - pad * 2 - 48 * s,
        )
        inner = self.w - 2 * pad - 16 * s
        title = cardtext.name(self.number, self.classroom)
        name_font = _fit_font(self, title, inner, round(21 * s), 3)
        self.fonts.append(name_font)
        top = pad + band_h + 8 * s
        self.create_text(
            self.w / 2,
            top,
            text=title,
            anchor="n",
            justify="center",
            font=name_font,
            fill="#000000",
            width=inner,
        )
        body_font = font(self, round(13 * s))
        self.fonts.append(body_font)
        rule_y = top + name_font.metrics("linespace") * 3 + 4 * s
        self.create_line(pad + 10 * s, rule_y, self.w - pad - 10 * s, rule_y, fill=edge)
        self.create_text(
            self.w / 2,
            rule_y + 6 * s,
            text=cardtext.effect(self.number),
            anchor="n",
            justify="center",
            font=body_font,
            fill="#000000",
            width=inner,
        )
        if card.has_classroom_name and self.classroom:
            # A mark that this card has another name on the original list (shown in detail):
            # an "i" in a drawn circle (DejaVu has no circled-i glyph: it showed an empty box).
            right, bottom = self.w - pad - 8 * s, self.h - pad - 6 * s
            word = self.create_text(
                right, bottom, text=_("name"), anchor="se", font=type_font, fill=th.MUTED
            )
            x0, y0, _x1, y1 = self.bbox(word)
            r = (y1 - y0) * 0.4
            cx, cy = x0 - r - 3 * s, (y0 + y1) / 2
            self.create_oval(
                cx - r,
                cy - r,
                cx + r,
                cy + r,
                outline=th.MUTED,
                width=max(1, round(s)),
                tags="info-mark",
            )
            self.create_text(cx, cy, text="i", font=type_font, fill=th.MUTED, tags="info-mark")
        # the type letter in a corner, for colour-blind readers and black-and-white prints
        self.create_text(
            pad + 10 * s,
            self.h - pad - 6 * s,
            text=card.type,
            anchor="sw",
            font=type_font,
            fill=edge,
        )
