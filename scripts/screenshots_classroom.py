"""Screenshots of the classroom screens at 100% and 200% text, for looking at by eye; the
demonstration band, the library and the exit ticket also on a 1280x720 screen (``-1280``).

    xvfb-run -a -s "-screen 0 1920x1080x24 -dpi 96" .venv/bin/python \
        scripts/screenshots_classroom.py [OUT_DIR]
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
os.environ.setdefault("FLORIDA_HISTORY_HOME", tempfile.mkdtemp(prefix="fh-shots-"))
os.environ.setdefault("FLORIDA_HISTORY_CONFIG", tempfile.mkdtemp(prefix="fh-cfg-"))

from PIL import ImageGrab  # noqa: E402

from florida_history.app.settings import Settings  # noqa: E402
from florida_history.games.colonial_florida.engine import Continue  # noqa: E402
from florida_history.games.colonial_florida.session import PlayerSetup, Session  # noqa: E402
from florida_history.games.colonial_florida.ui.setup_form import GameChoice  # noqa: E402
from florida_history.games.colonial_florida.ui.window import FloridaWindow as App  # noqa: E402
from florida_history.ui.classroom import ClassroomFeatures  # noqa: E402


def pump(root: tk.Misc, seconds: float = 0.4) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        root.update()
        time.sleep(0.01)


def shot(win: tk.Misc, path: Path) -> None:
    win.update()
    x, y, w, h = win.winfo_rootx(), win.winfo_rooty(), win.winfo_width(), win.winfo_height()
    ImageGrab.grab(bbox=(x, y, x + w, y + h), xdisplay=os.environ["DISPLAY"]).save(path)
    print(path)


def finished(seed: int) -> Session:
    s = Session.new(
        [PlayerSetup("spanish", "Ana"), PlayerSetup("british", "Ben"), PlayerSetup("french", "Cy")],
        target_gold=30,
        seed=seed,
    )
    s.autosave = False
    rng = random.Random(seed)
    while not s.game.is_over:
        legal = s.game.legal_actions()
        s.apply(
            Continue() if s.game.pending.kind == "phase" else legal[int(rng.random() * len(legal))]
        )
    for lesson in ("space-st-augustine", "hazard-hurricane", "topic-fort-mose"):
        s.record_lesson(lesson)
    return s


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/fh-shots")
    out.mkdir(parents=True, exist_ok=True)
    for scale in (1.0, 2.0):
        tag = f"{round(scale * 100)}"
        root = tk.Tk()
        root.tk.call("tk", "scaling", 96 / 72)
        root.geometry("1440x900+0+0")
        app = App(root, Settings(text_scale=scale, animation_speed="instant"))
        app.lessons.load()
        cf = ClassroomFeatures(app)
        pump(root)
        players = [
            PlayerSetup(p, n, "computer", "random")
            for p, n in (("spanish", "Spain"), ("british", "Britain"), ("french", "France"))
        ]
        cf.toggle_demo()
        app.start_game(GameChoice(players, 30, 9, 4821))
        for _ in range(2):
            pump(root, 0.3)
            cf.demo.next_step()
        pump(root, 0.5)
        shot(root, out / f"demo-{tag}.png")
        root.geometry("1280x720+0+0")
        pump(root)
        shot(root, out / f"demo-{tag}-1280.png")
        root.geometry("1440x900+0+0")
        pump(root)
        cf.toggle_demo()
        lib = cf.open_library("space-st-augustine")
        lib.geometry("1400x880+0+0")
        pump(root)
        shot(lib, out / f"library-{tag}.png")
        lib.notebook.select(lib.timeline_tab)
        lib.draw_timeline()
        pump(root)
        shot(lib, out / f"timeline-{tag}.png")
        lib.notebook.select(lib.lessons_tab)
        lib.geometry("1280x720+0+0")
        pump(root)
        shot(lib, out / f"library-{tag}-1280.png")
        lib.geometry("1400x880+0+0")
        lib.notebook.select(lib.glossary_tab)
        pump(root)
        shot(lib, out / f"glossary-{tag}.png")
        lib.destroy()
        d = cf.open_settings()
        d.geometry("+0+0")
        pump(root)
        shot(d, out / f"settings-{tag}.png")
        d.destroy()
        app.set_session(finished(7))
        pump(root, 1.5)
        w = cf.recap_window
        w.geometry("1400x880+0+0")
        pump(root)
        shot(w, out / f"recap-{tag}.png")
        w.notebook.select(w.ticket_tab)
        w.radio_buttons[0][w.ticket.questions[0].correct].invoke()
        w.radio_buttons[1][(w.ticket.questions[1].correct + 1) % 4].invoke()
        w.check()
        pump(root)
        shot(w, out / f"ticket-{tag}.png")
        w.geometry("1280x720+0+0")
        pump(root)
        shot(w, out / f"ticket-{tag}-1280.png")
        w.destroy()
        dlg = app.new_game_dialog()
        dlg.geometry("+0+0")
        pump(root)
        shot(dlg, out / f"newgame-{tag}.png")
        app.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
