"""Answer circles for radio buttons that grow with the text size.

Tk 8.6 draws a radio button's indicator at a fixed ~8 px on X11, whatever its font: at 200%
text on a projector the exit ticket's circles were specks beside 30 px answers. These are two
pictures (empty, chosen) drawn at the body text's height, shared by every radio button of a
window's root and redrawn in place when the text size changes (``Theme.set_scale`` calls the
root's ``fh_rescale_hooks``).
"""

from __future__ import annotations

import base64
import io
import tkinter as tk
from typing import Any

_KEY = "_fh_answer_circles"  # root attribute: [empty, chosen, px drawn]
SUPERSAMPLE = 4  # drawn this many times larger, then shrunk: smooth edges
INK = "#222222"
PAPER = "#FFFFFF"


def circle_px(widget: tk.Misc, font: str = "fh-body") -> int:
    """The circles' size: most of a line of ``font``, never below Tk's own 13 px."""
    line = int(widget.tk.call("font", "metrics", font, "-linespace"))
    return max(13, round(line * 0.8))


def _gap(px: int) -> int:
    """Clear room right of the circle, before the answer's text."""
    return max(4, round(px * 0.35))


def _png(px: int, chosen: bool) -> str:
    from PIL import Image, ImageDraw

    big = px * SUPERSAMPLE
    image = Image.new("RGBA", ((px + _gap(px)) * SUPERSAMPLE, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    ring = max(SUPERSAMPLE, round(big * 0.09))
    draw.ellipse((0, 0, big - 1, big - 1), fill=INK)
    draw.ellipse((ring, ring, big - 1 - ring, big - 1 - ring), fill=PAPER)
    if chosen:
        dot = round(big * 0.27)
        draw.ellipse((dot, dot, big - 1 - dot, big - 1 - dot), fill=INK)
    out = io.BytesIO()
    image.resize((px + _gap(px), px), Image.Resampling.LANCZOS).save(out, "PNG")
    return base64.b64encode(out.getvalue()).decode("ascii")


def _draw(pair: list[Any], px: int) -> None:
    if pair[2] == px:
        return
    for image, chosen in ((pair[0], False), (pair[1], True)):
        image.configure(width=px + _gap(px), height=px)
        image.blank()
        image.configure(data=_png(px, chosen))
    pair[2] = px


def answer_circles(widget: tk.Misc) -> tuple[tk.PhotoImage, tk.PhotoImage]:
    """The (empty, chosen) circle pictures for radio buttons under ``widget``'s root, at the
    current text size."""
    root = widget._root()  # type: ignore[attr-defined]
    pair: list[Any] | None = root.__dict__.get(_KEY)
    if pair is None:
        pair = [tk.PhotoImage(master=root), tk.PhotoImage(master=root), 0]
        root.__dict__[_KEY] = pair
        hooks: list[Any] = root.__dict__.setdefault("fh_rescale_hooks", [])
        hooks.append(lambda: _draw(pair, circle_px(root)))
    _draw(pair, circle_px(root))
    return pair[0], pair[1]


def circle_radio_options(widget: tk.Misc) -> dict[str, Any]:
    """Radio button options that show the answer circles instead of Tk's fixed indicator
    (the button stays flat and white when chosen: the filled circle says it)."""
    empty, chosen = answer_circles(widget)
    return {
        "indicatoron": False,
        "image": empty,
        "selectimage": chosen,
        "compound": "left",
        "relief": "flat",
        "offrelief": "flat",
        "overrelief": "",
        "selectcolor": PAPER,
        "padx": 4,
    }
