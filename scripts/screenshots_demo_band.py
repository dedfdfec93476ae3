"""Screenshots of both games' demonstration bands (the shared ``ui/demo_band.DemoBand``) at
1280x720 and 1920x1080, 100% and 200% text, in English and Spanish: Colonial Florida after a
few Next presses (with the history paragraph toggled, F8) and Colonials at its start, at a
lesson and after a plain phase. Saved losslessly, so two runs can be compared pixel by pixel:

    .venv/bin/python scripts/screenshots_demo_band.py OUT_DIR           (starts its own Xvfb)
    .venv/bin/python scripts/screenshots_demo_band.py --compare NEW_DIR OLD_DIR [OLD_DIR ...]
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import screenshots as shots  # noqa: E402
from _display import ensure_display  # noqa: E402

SIZES = ((1280, 720), (1920, 1080))
SCALES = (1.0, 2.0)


def pump(root: Any, seconds: float = 0.4) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        root.update()
        time.sleep(0.005)


def grab(root: Any, out: Path, name: str, w: int, h: int) -> None:
    from PIL import ImageGrab

    pump(root)
    img = ImageGrab.grab(bbox=(0, 0, w, h), xdisplay=os.environ["DISPLAY"])
    img.convert("RGB").save(out / f"{name}.png")
    print(name)


def florida(out: Path, w: int, h: int, scale: float, language: str) -> None:
    tag = f"cf-{language}-{w}x{h}-{round(scale * 100)}"
    os.environ["FLORIDA_HISTORY_HOME"] = home = tempfile.mkdtemp(prefix="fh-shots-")  # no old game
    root, app = shots.make_app(w, h, scale, language=language)
    shots.demo_state(app, root, steps=5)
    app._hide_lesson_overlay()
    grab(root, out, f"{tag}-1-steps", w, h)
    app.classroom.demo.band.toggle_history()
    grab(root, out, f"{tag}-2-history-toggled", w, h)
    app.classroom.demo.band.toggle_history()
    for _ in range(4):
        shots.pump(root, lambda: app.classroom.demo.waiting and not app.busy, timeout=30)
        app.classroom.demo.next_step()
    shots.pump(root, lambda: app.classroom.demo.waiting and not app.busy, timeout=30)
    grab(root, out, f"{tag}-3-more-steps", w, h)
    root.destroy()
    shutil.rmtree(home, ignore_errors=True)


def colonials(library: Any, out: Path, w: int, h: int, scale: float, language: str) -> None:
    import tkinter as tk

    from florida_history.app.lessons import LessonService
    from florida_history.app.settings import Settings
    from florida_history.games.colonials.engine.settings import preset
    from florida_history.games.colonials.session import ColonialsSession
    from florida_history.games.colonials.ui.window import ColonialsWindow, default_seats
    from florida_history.ui.classroom import ClassroomFeatures

    tag = f"col-{language}-{w}x{h}-{round(scale * 100)}"
    root = tk.Tk()
    root.tk.call("tk", "scaling", 96 / 72)
    root.geometry(f"{w}x{h}+0+0")
    session = ColonialsSession.new(default_seats(3, 1), preset("class-period", 3), 7)
    session.autosave = False
    settings = Settings(text_scale=scale, animation_speed="instant", language=language)
    win = ColonialsWindow(
        root, session, settings=settings, lessons=LessonService(library), think_seconds=None
    )
    win.classroom = ClassroomFeatures(win)
    win.stop()
    pump(root)
    win.demo_mode.seed = 7
    demo = win.demo_mode.start_game()
    grab(root, out, f"{tag}-1-start", w, h)
    while demo.beat is None or not demo.beat.lessons:
        demo.next_step()
    grab(root, out, f"{tag}-2-lesson", w, h)
    demo.next_step()
    while demo.beat is not None and demo.beat.lessons:
        demo.next_step()
    grab(root, out, f"{tag}-3-phase", w, h)
    demo.band.toggle_history()
    grab(root, out, f"{tag}-4-history-toggled", w, h)
    root.destroy()


def compare(new: Path, olds: list[Path]) -> int:
    """Each picture in ``new`` against the same picture in each of ``olds`` (runs of the old
    code: a few places, such as a side panel's banner, settle differently from run to run)."""
    from PIL import Image, ImageChops

    differing = 0
    pictures = sorted(new.glob("*.png"))
    for path in pictures:
        boxes = [
            ImageChops.difference(Image.open(path), Image.open(old / path.name)).getbbox()
            for old in olds
            if (old / path.name).exists()
        ]
        if None in boxes:
            continue
        print(f"{path.name}: differs from every old run, in {boxes}")
        differing += 1
    print(f"{differing} of {len(pictures)} differ from every old run")
    return 1 if differing else 0


def main() -> int:
    if sys.argv[1:2] == ["--compare"]:
        return compare(Path(sys.argv[2]), [Path(p) for p in sys.argv[3:]])
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots-demo-band").resolve()
    out.mkdir(parents=True, exist_ok=True)
    if len(sys.argv) > 2:  # one language per process: the sessions speak it from the start
        from florida_history import i18n
        from florida_history.content import load_library

        language = sys.argv[2]
        i18n.set_language(language)
        library = load_library()
        only = os.environ.get("SHOTS_ONLY", "")  # e.g. "cf-en-1280x720-100": those pictures
        for w, h in SIZES:
            for scale in SCALES:
                tag = f"{language}-{w}x{h}-{round(scale * 100)}"
                if f"cf-{tag}".startswith(only):
                    florida(out, w, h, scale, language)
                if f"col-{tag}".startswith(only):
                    colonials(library, out, w, h, scale, language)
        return 0
    os.environ["FLORIDA_HISTORY_CONFIG"] = config = tempfile.mkdtemp(prefix="fh-cfg-")
    xvfb = ensure_display("1920x1200")
    try:
        for language in ("en", "es"):
            subprocess.run([sys.executable, __file__, str(out), language], check=True)
    finally:
        shutil.rmtree(config, ignore_errors=True)
        if xvfb is not None:
            xvfb.terminate()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
