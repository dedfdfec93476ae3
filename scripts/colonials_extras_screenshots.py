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
    """Through the real play window: F5 starts the demonstration, Next steps it, F3 opens the
    recap at the end, its last tab is the exit ticket."""
    import tkinter as tk

    from florida_history.app.lessons import LessonService
    from florida_history.app.settings import Settings
    from florida_history.games.colonials.engine.settings import preset
    from florida_history.games.colonials.session import ColonialsSession
    from florida_history.games.colonials.ui.window import ColonialsWindow, default_seats
    from florida_history.ui.classroom import ClassroomFeatures

    root = tk.Tk()
    root.tk.call("tk", "scaling", 96 / 72)
    root.geometry(f"{w}x{h}+0+0")
    session = ColonialsSession.new(default_seats(3, 1), preset("class-period", 3), 7)
    session.autosave = False
    settings = Settings(text_scale=scale, high_contrast=high_contrast, animation_speed="instant")
    win = ColonialsWindow(
        root, session, settings=settings, lessons=LessonService(library), think_seconds=None
    )
    win.classroom = ClassroomFeatures(win)  # as the launcher attaches them
    win.stop()
    pump(root)
    tag = f"{w}x{h}-{int(scale * 100)}" + ("-hc" if high_contrast else "")
    win.demo_mode.seed = 7
    demo = win.demo_mode.start_game()
    pump(root)
    grab(root, f"demo-0-start-{tag}", w, h)
    # On to a raid, a Hardship or an Event after the first round: a moment's caption.
    for _ in range(400):
        demo.next_step()
        beat = demo.beat
        if beat and beat.caption.kind in ("hardship", "raid", "event") and beat.round >= 2:
            break
    pump(root, 0.6)
    grab(root, f"demo-1-moment-{tag}", w, h)
    demo.next_step()
    while demo.beat is not None and demo.beat.lessons:
        demo.next_step()  # a plain phase: the lesson gives way
    pump(root, 0.4)
    grab(root, f"demo-2-phase-{tag}", w, h)
    while not demo.play.finished:
        demo.next_step()
    demo.next_step()  # the end screen
    pump(root, 0.4)
    grab(root, f"demo-3-end-{tag}", w, h)
    recap = win.classroom.open_recap()
    recap.geometry(f"{w}x{h}+0+0")
    pump(root, 0.8)
    grab(root, f"recap-1-charts-{tag}", w, h)
    recap.notebook.select(1)
    pump(root, 0.4)
    grab(root, f"recap-2-events-{tag}", w, h)
    recap.notebook.select(3)
    for i in range(min(3, len(recap.choice_vars))):
        recap.radio_buttons[i][i % 4].invoke()
    recap.check()
    pump(root, 0.4)
    grab(root, f"recap-3-exit-ticket-{tag}", w, h)
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
