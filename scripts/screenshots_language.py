"""Screenshots of the shell in another language (issue #27), for looking at by eye: the start
screen with the New game dialog, Settings, the lesson library and the exit ticket, on a
1280x720 and a 1920x1080 screen at 100% and 200% text. Spanish runs about 25% longer than
English: these show what it cuts off.

    python scripts/screenshots_language.py [OUT_DIR] [LANGUAGE] [WxH]  # /tmp/fh-lang es both
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
import tkinter as tk
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))
os.environ.setdefault("FLORIDA_HISTORY_HOME", tempfile.mkdtemp(prefix="fh-shots-"))
os.environ.setdefault("FLORIDA_HISTORY_CONFIG", tempfile.mkdtemp(prefix="fh-cfg-"))

from _display import ensure_display  # noqa: E402

SCREENS = ((1280, 720), (1920, 1080))
SCALES = (1.0, 2.0)


def pump(root: tk.Misc, seconds: float = 0.5) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        root.update()
        time.sleep(0.01)


def grab(root: tk.Misc, size: tuple[int, int], path: Path) -> None:
    """The whole screen (the window and the dialogs over it)."""
    from PIL import ImageGrab

    root.update()
    ImageGrab.grab(bbox=(0, 0, *size), xdisplay=os.environ["DISPLAY"]).save(path)
    print(path)


def finished_session(seed: int) -> object:
    from florida_history.games.colonial_florida.engine import Continue
    from florida_history.games.colonial_florida.session import PlayerSetup, Session

    s = Session.new(
        [PlayerSetup("spanish", "Ana"), PlayerSetup("british", "Ben"), PlayerSetup("french", "Cy")],
        target_gold=25,
        seed=seed,
    )
    s.autosave = False
    rng = random.Random(seed)
    while not s.game.is_over:
        legal = s.game.legal_actions()
        s.apply(
            Continue() if s.game.pending.kind == "phase" else legal[int(rng.random() * len(legal))]
        )
    s.record_lesson("topic-fort-mose")
    return s


def shots(out: Path, language: str, size: tuple[int, int], scale: float) -> None:
    from florida_history.app.settings import Settings
    from florida_history.games.colonial_florida.ui.window import FloridaWindow
    from florida_history.ui.classroom import ClassroomFeatures

    tag = f"{size[0]}x{size[1]}-{round(scale * 100)}"
    root = tk.Tk()
    root.tk.call("tk", "scaling", 96 / 72)
    root.geometry(f"{size[0]}x{size[1] - 40}+0+0")
    settings = Settings(text_scale=scale, animation_speed="instant", language=language)
    app = FloridaWindow(root, settings)
    app.lessons.load()
    app.classroom = ClassroomFeatures(app)
    pump(root)
    app.startup(offer_resume=False)  # the start screen: the window and the New game dialog
    pump(root, 1.0)
    grab(root, size, out / f"{language}-start-{tag}.png")
    if app.dialog is not None and app.dialog.winfo_exists():
        app.dialog.destroy()
    settings_dialog = app.classroom.open_settings()
    pump(root)
    grab(root, size, out / f"{language}-settings-{tag}.png")
    settings_dialog.destroy()
    library = app.classroom.open_library("space-st-augustine")
    library.geometry(f"{size[0] - 20}x{size[1] - 80}+0+0")
    pump(root)
    grab(root, size, out / f"{language}-library-{tag}.png")
    library.notebook.select(library.glossary_tab)
    pump(root, 1.0)
    grab(root, size, out / f"{language}-glossary-{tag}.png")
    library.withdraw()
    app.set_session(finished_session(11))
    end = time.monotonic() + 10
    while app.classroom.recap_window is None and time.monotonic() < end:
        pump(root, 0.1)
    recap = app.classroom.recap_window
    recap.geometry(f"{size[0] - 20}x{size[1] - 80}+0+0")
    recap.notebook.select(recap.ticket_tab)
    pump(root, 1.5)
    recap.check()
    pump(root)
    grab(root, size, out / f"{language}-ticket-{tag}.png")
    app.stop()
    root.destroy()


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/fh-lang")
    language = sys.argv[2] if len(sys.argv) > 2 else "es"
    out.mkdir(parents=True, exist_ok=True)
    screens = SCREENS
    if len(sys.argv) > 3:
        width, height = sys.argv[3].split("x")
        screens = ((int(width), int(height)),)
    for size in screens:
        os.environ.pop("DISPLAY", None)
        screen = ensure_display(f"{size[0]}x{size[1]}", force=True)
        try:
            for scale in SCALES:
                shots(out, language, size, scale)
        finally:
            if screen is not None:
                screen.terminate()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
