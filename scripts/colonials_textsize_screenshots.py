"""Screenshots of the Colonials play window while the text size changes: a game played to
round 8 at 100% text, then each Ctrl+plus step up to 200% (the table switches to one colony a
row, and on a short screen to its compact layout, on the way), a move made at 200%, and each
Ctrl+minus step back to 100%. For comparing the window before and after a change to how the
table redraws (every picture should be the same).

Run: .venv/bin/python scripts/colonials_textsize_screenshots.py OUT_DIR  (starts its own Xvfb).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import colonials_screenshots as shots  # noqa: E402
from _display import ensure_display  # noqa: E402


def textsize_shots(w: int, h: int) -> None:
    from florida_history.games.colonials.ai.registry import make_bot

    me = make_bot("medium", 99)
    tag = f"textsize-{w}x{h}"

    def person_decides(win) -> bool:  # type: ignore[no-untyped-def]
        g = win.session.game
        return not win.lesson_wait and g.current_player == "english"

    root, win = shots.play_window(w, h, 1.0, False)
    shots.drive(win, lambda x: x.session.game.state.round >= 8 and person_decides(x), me)
    win.advance()
    shots.grab(root, f"{tag}-0-100pct", w, h)
    step = 0
    while win.settings.text_scale < 2.0:
        win.change_text_size(1)
        step += 1
        shots.grab(root, f"{tag}-up{step}-{round(win.settings.text_scale * 100)}pct", w, h)
    game = win.session.game
    choice = me.choose(game)
    win.apply(choice.action, choice.reason)
    shots.drive(win, person_decides, me)
    win.advance()
    shots.grab(root, f"{tag}-moved-200pct", w, h)
    step = 0
    while win.settings.text_scale > 1.0:
        win.change_text_size(-1)
        step += 1
        shots.grab(root, f"{tag}-down{step}-{round(win.settings.text_scale * 100)}pct", w, h)
    root.destroy()


def main() -> int:
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    shots.OUT = Path(sys.argv[1])
    proc = ensure_display("1920x1200")
    try:
        for w, h in ((1280, 720), (1920, 1080)):
            textsize_shots(w, h)
    finally:
        if proc is not None:
            proc.terminate()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
