"""Screenshots of Colonial Florida in Spanish at 1280x720 and 1920x1080, 100% and 200% text:
the game mid-way, the setup form, an attack decision, demonstration mode, the rules and the
recap, to check that the longer Spanish words fit (nothing cut off).

Run: .venv/bin/python scripts/screenshots_spanish.py OUT_DIR  (starts its own Xvfb). The same
scenes as ``screenshots.py``, with ``i18n.set_language("es")`` before the window is built.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import screenshots as shots  # noqa: E402
from _display import ensure_display  # noqa: E402


def spanish_shots(w: int, h: int, scale: float) -> None:
    tag = f"es-{w}x{h}-{round(scale * 100)}pct"
    # The window speaks its settings' language.
    root, app = shots.make_app(w, h, scale, language="es")
    dialog = app.new_game_dialog()
    root.update()
    shots.grab(root, f"{tag}-0-new-game", w, h)
    dialog.destroy()
    shots.mid_game(app, root, rounds=6)
    shots.grab(root, f"{tag}-1-mid-game", w, h)
    shots.attack_state(app, root)
    shots.grab(root, f"{tag}-3-attack", w, h)
    rules = app.show_rules()
    shots.grab(root, f"{tag}-4-rules", w, h)
    rules.destroy()
    shots.demo_state(app, root, steps=5)
    app._hide_lesson_overlay()
    shots.grab(root, f"{tag}-5-demo", w, h)
    app.classroom.toggle_demo()
    shots.game_over(app, root)
    shots.pump(root, lambda: app.classroom.recap_window is not None, timeout=60)
    recap = app.classroom.recap_window
    recap.geometry(f"{w - 40}x{h - 80}+20+30")
    shots.grab(root, f"{tag}-6-recap", w, h)
    recap.notebook.select(1)
    shots.grab(root, f"{tag}-7-recap-events", w, h)
    recap.destroy()
    root.destroy()


def main() -> int:
    from florida_history import i18n

    shots.OUT = Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots-es").resolve()
    os.environ["FLORIDA_HISTORY_HOME"] = home = tempfile.mkdtemp(prefix="fh-shots-")
    os.environ["FLORIDA_HISTORY_CONFIG"] = tempfile.mkdtemp(prefix="fh-cfg-")
    i18n.set_language("es")
    xvfb = ensure_display()
    try:
        for w, h in shots.SIZES:
            for scale in shots.SCALES:
                spanish_shots(w, h, scale)
    finally:
        shutil.rmtree(home, ignore_errors=True)
        if xvfb is not None:
            xvfb.terminate()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
