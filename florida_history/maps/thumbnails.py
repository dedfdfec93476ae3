"""The games' pictures on the New game screen, ready-made at the sizes the screen shows.

Decoding and scaling two full-size maps (and importing Pillow to do it) was about half of
building the New game dialog, the first thing a class waits for. ``florida-history images
build`` therefore writes each game's picture scaled to the card's height at every text size
the View menu offers, as small PNG files Tk reads by itself (``images/thumbnails/``,
committed). The dialog uses a ready-made file when there is one for its height and otherwise
scales the full picture with Pillow exactly as the builder does (``scaled``), so both ways
give the same pixels; a test keeps the committed files equal to their source.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

THUMB_HEIGHT = 96  # a game's picture on its card, in pixels at 100% text
FOLDER = "thumbnails"  # under images/
# The games' card pictures (a test checks every game in the registry is listed).
PICTURES = ("board-map.png", "col-overview-1650.png")
# The text sizes the View menu steps through (app.settings.TEXT_SCALES); the card's picture
# grows with text up to 200% and never shrinks below 100%.
READY_SCALES = (1.0, 1.15, 1.3, 1.5, 1.75, 2.0)


def height_for(scale: float) -> int:
    """The card picture's height in pixels at text ``scale``."""
    return int(THUMB_HEIGHT * max(1.0, min(scale, 2.0)))


def ready_heights() -> list[int]:
    return sorted({height_for(s) for s in READY_SCALES})


def ready_path(images: Path, picture: str, height: int) -> Path:
    """Where the ready-made ``picture`` at ``height`` lives (it may be missing)."""
    return images / FOLDER / f"{Path(picture).stem}-{height}.png"


def scaled(source: Path, height: int) -> Any:
    """``source`` scaled to ``height`` (aspect kept), as an RGB Pillow image: the one way the
    card picture is made, ready-made or not."""
    from PIL import Image

    with Image.open(source) as img:
        width = max(1, round(img.width * height / img.height))
        return img.convert("RGB").resize((width, height))


def write_ready(images: Path, out: Path | None = None) -> list[Path]:
    """Write every picture at every ready height into the folder ``out`` (default: the
    thumbnails folder under ``images``); returns the files written. A picture not in
    ``images`` (``images build --out`` with ``--only``) is left out."""
    folder = out if out is not None else images / FOLDER
    written = []
    for picture in PICTURES:
        if not (images / picture).is_file():
            continue
        folder.mkdir(parents=True, exist_ok=True)
        for height in ready_heights():
            path = folder / ready_path(images, picture, height).name
            scaled(images / picture, height).save(path, optimize=True)
            written.append(path)
    return written
