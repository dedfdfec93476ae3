"""Screenshots of the Colonials demonstration, recap and exit ticket at 1280x720 and 1920x1080,
100% and 200% text (and high contrast at 1280x720), driven through the real widgets.

Run: .venv/bin/python scripts/colonials_extras_screenshots.py [OUT_DIR]  (starts its own Xvfb).
The PNGs go to docs/screenshots/colonials/ unless OUT_DIR is given.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from _display import ensure_display  # noqa: E402

OUT = ROOT / "docs" / "screenshots" / "colonials"
SIZES = ((1280, 720), (1920, 1080))
SCALES = (1.0, 2.0)


def pump(root, seconds: float = 0.3) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        root.update()
        time.sleep(0.005)


def grab(root, name: str, w: int, h: int) -> None:
    from PIL import Image, ImageGrab

    pump(root)
    img = ImageGrab.grab(bbox=(0, 0, w, h), xdisplay=os.environ["DISPLAY"])
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / f"{name}.png"
    img.convert("RGB").quantize(256, method=Image.Quantize.MEDIANCUT).save(path, optimize=True)
    print(path)


def shoot(library, w: int, h: int, scale: float, high_contrast: bool = False) -> None:
    import tkinter as tk

    from florida_history.games.colonials.ui.demo_window import build

    root = tk.Tk()
    root.tk.call("tk", "scaling", 96 / 72)
    root.geometry(f"{w}x{h}+0+0")
    root.fh_text_scale = scale
    screen = build(
        root, seed=7, players=3, scale=scale, high_contrast=high_contrast, library=library
    )
    tag = f"{w}x{h}-{int(scale * 100)}" + ("-hc" if high_contrast else "")
    demo = screen.demo
    # A step with a raid or a Hardship shows a moment's caption; play on to one.
    for _ in range(400):
        demo.next_step()
        if (
            demo.beat
            and demo.beat.caption.kind in ("hardship", "raid", "event")
            and (demo.beat.round >= 2)
        ):
            break
    pump(root, 0.6)
    grab(root, f"demo-{tag}", w, h)
    while not demo.play.finished:
        demo.next_step()
    demo.next_step()  # the end screen
    pump(root, 0.4)
    grab(root, f"demo-end-{tag}", w, h)
    recap = demo.open_recap()
    recap.geometry(f"{w}x{h}+0+0")
    pump(root, 0.8)
    grab(root, f"recap-{tag}", w, h)
    recap.notebook.select(1)
    pump(root, 0.4)
    grab(root, f"recap-events-{tag}", w, h)
    recap.notebook.select(3)
    for i in range(min(3, len(recap.choice_vars))):
        recap.radio_buttons[i][i % 4].invoke()
    recap.check()
    pump(root, 0.4)
    grab(root, f"exit-ticket-{tag}", w, h)
    recap.destroy()
    root.destroy()


def main() -> None:
    global OUT
    if len(sys.argv) > 1:
        OUT = Path(sys.argv[1])
    proc = ensure_display("1920x1200")
    try:
        from florida_history.content import load_library

        library = load_library()
        for w, h in SIZES:
            for scale in SCALES:
                shoot(library, w, h, scale)
        shoot(library, 1280, 720, 1.0, high_contrast=True)
    finally:
        if proc is not None:
            proc.terminate()


if __name__ == "__main__":
    main()
