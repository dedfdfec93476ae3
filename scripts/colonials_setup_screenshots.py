"""Screenshots of the New game dialog with Colonials chosen (its setup form) on 1280x720 and
1920x1080 screens, 100% and 200% text: 4 players, 2 people and 2 computers, and the Custom
goals with a message. Each size gets its own Xvfb screen of exactly that size, so the dialog
fits (or scrolls) as it would on a real one.

Run: .venv/bin/python scripts/colonials_setup_screenshots.py [OUT_DIR]
(default docs/screenshots/colonials/)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from _display import ensure_display  # noqa: E402

SIZES = ((1280, 720), (1920, 1080))
SCALES = (1.0, 2.0)


def pump(root, seconds: float = 0.3) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        root.update()
        time.sleep(0.01)


def grab(root, path: Path, w: int, h: int) -> None:
    from PIL import Image, ImageGrab

    pump(root)
    img = ImageGrab.grab(bbox=(0, 0, w, h), xdisplay=os.environ["DISPLAY"])
    img.convert("RGB").quantize(256, method=Image.Quantize.MEDIANCUT).save(path, optimize=True)
    print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)


def shots(out: Path, w: int, h: int, scale: float) -> None:
    import tkinter as tk

    from florida_history.app.games import Services
    from florida_history.app.settings import Settings
    from florida_history.games.colonial_florida.definition import DEFINITION as FLORIDA
    from florida_history.games.colonial_florida.ui.window import FloridaWindow
    from florida_history.games.colonials.definition import DEFINITION as COLONIALS

    root = tk.Tk()
    root.tk.call("tk", "scaling", 96 / 72)
    root.geometry(f"{w}x{h}+0+0")
    settings = Settings(animation_speed="instant", text_scale=scale)
    app = FloridaWindow(root, services=Services(settings, None, [FLORIDA, COLONIALS]))
    pump(root)
    tag = f"{w}x{h}-{round(scale * 100)}pct"
    dialog = app.new_game_dialog()
    dialog.cards["colonials"].radio.invoke()
    form = dialog.form
    form.player_radios[4].invoke()
    for seat, kind in enumerate(("Human", "Computer", "Human", "Computer")):
        form.kind_vars[seat].set(kind)
    form.name_vars[0].set("Ana")
    form.name_vars[2].set("Ben")
    form.strength_vars[3].set("Hard")
    form.seed_var.set("4821")
    dialog.geometry("+0+0")
    pump(root)
    grab(root, out / f"setup-{tag}-1-four-players.png", w, h)
    form.length_radios["custom"].invoke()
    form.target_vars["target_gold"].set("99")
    dialog.start_button.invoke()
    dialog.scroller.canvas.yview_moveto(1.0)  # the goals row, where the message points
    grab(root, out / f"setup-{tag}-2-custom-message.png", w, h)
    app.stop()
    root.destroy()


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots" / "colonials"
    out.mkdir(parents=True, exist_ok=True)
    if len(sys.argv) < 3:  # one process per screen: Tk cannot move to a second X server
        for w, h in SIZES:
            subprocess.run([sys.executable, __file__, str(out), f"{w}x{h}"], check=True)
        return 0
    w, h = (int(n) for n in sys.argv[2].split("x"))
    xvfb = ensure_display(f"{w}x{h}", force=True)
    try:
        for scale in SCALES:
            shots(out, w, h, scale)
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
