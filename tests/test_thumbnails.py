"""The New game screen's ready-made card pictures (``maps/thumbnails.py``): every game has
them, they are exactly what scaling the full picture gives (a stale file fails), the dialog
shows them without Pillow, and falls back to scaling the full picture when one is missing."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from florida_history.app.settings import TEXT_SCALES
from florida_history.maps import thumbnails
from florida_history.registry import GAMES
from florida_history.resources import images_dir

ROOT = Path(__file__).resolve().parent.parent


def test_every_game_picture_is_made_ready_for_every_text_size():
    assert {g.info.picture for g in GAMES} <= set(thumbnails.PICTURES)
    assert {thumbnails.height_for(s) for s in TEXT_SCALES} == set(thumbnails.ready_heights())
    for picture in thumbnails.PICTURES:
        for height in thumbnails.ready_heights():
            assert thumbnails.ready_path(images_dir(), picture, height).is_file(), (
                f"{picture} at {height} px: run `florida-history images build`"
            )


@pytest.mark.parametrize("picture", thumbnails.PICTURES)
def test_the_ready_made_pictures_are_the_full_picture_scaled(picture):
    """A picture redrawn without its card pictures made again fails here."""
    from PIL import Image, ImageChops

    for height in thumbnails.ready_heights():
        with Image.open(thumbnails.ready_path(images_dir(), picture, height)) as ready:
            made = thumbnails.scaled(images_dir() / picture, height)
            assert ready.mode == "RGB" and ready.size == made.size, (picture, height)
            assert ImageChops.difference(ready, made).getbbox() is None, (picture, height)


def test_write_ready_makes_the_same_files(tmp_path):
    written = thumbnails.write_ready(images_dir(), tmp_path)
    assert len(written) == len(thumbnails.PICTURES) * len(thumbnails.ready_heights())
    for path in written:
        committed = images_dir() / thumbnails.FOLDER / path.name
        from PIL import Image, ImageChops

        with Image.open(path) as new, Image.open(committed) as old:
            assert ImageChops.difference(new.convert("RGB"), old).getbbox() is None


def _pixels(root, photo, step: int = 7) -> list[str]:
    w, h = photo.width(), photo.height()
    return [
        str(root.tk.call(str(photo), "get", x, y))
        for x in range(0, w, step)
        for y in range(0, h, step)
    ]


def test_a_missing_ready_made_picture_is_scaled_from_the_full_one(tk_root, tmp_path, monkeypatch):
    from florida_history.ui import new_game_dialog as ngd

    picture = "board-map.png"
    ready = ngd._thumbnail(tk_root, picture)
    assert ready is not None and ready.height() == 96
    # Only the full picture here: the dialog scales it, to the same pixels.
    (tmp_path / "images").mkdir()
    shutil.copy(images_dir() / picture, tmp_path / "images" / picture)
    monkeypatch.setattr(ngd, "images_dir", lambda: tmp_path / "images")
    scaled = ngd._thumbnail(tk_root, picture)
    assert scaled is not None and type(scaled) is not type(ready)
    assert (scaled.width(), scaled.height()) == (ready.width(), ready.height())
    assert _pixels(tk_root, scaled) == _pixels(tk_root, ready)
    # A text size with no ready-made file: scaled too, at its own height.
    tk_root.fh_text_scale = 1.4
    assert ngd._thumbnail(tk_root, picture).height() == int(96 * 1.4)
    tk_root.fh_text_scale = 1.0
    # Neither file: no picture (the card shows its words only).
    assert ngd._thumbnail(tk_root, "no-such-picture.png") is None


def test_the_new_game_dialog_needs_no_pillow(display, tmp_path):
    """Importing Pillow and decoding the full maps was most of the dialog's own time."""
    code = (
        "import sys, tkinter as tk\n"
        "from florida_history.registry import GAMES\n"
        "from florida_history.ui import theme as th\n"
        "from florida_history.ui.new_game_dialog import NewGameDialog\n"
        "root = tk.Tk(); th.Theme(root, 1.0)\n"
        "d = NewGameDialog(root, GAMES, on_start=lambda *a: None)\n"
        "root.update()\n"
        "assert all(c.photo is not None for c in d.cards.values())\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'PIL'))\n"
    )
    env = dict(os.environ, FLORIDA_HISTORY_HOME=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
