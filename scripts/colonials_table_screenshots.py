"""Screenshots of the Colonials table for issue 23: a 4-player game (2 people, 2 Medium
computers) with each colony's progress score, a raid's result waiting for the players, and a
colony at all four targets, at 1280x720 and 1920x1080, 100% and 200% text.

Run: .venv/bin/python scripts/colonials_table_screenshots.py OUT_DIR [WxH ...]  (starts its own
Xvfb; 1280x720 and 1920x1080 unless sizes are given).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import colonials_screenshots as shots  # noqa: E402
from _display import ensure_display  # noqa: E402


def table_shots(w: int, h: int, scale: float) -> None:
    from florida_history.games.colonials.ai.registry import make_bot

    me = make_bot("medium", 99)
    tag = f"table-{w}x{h}-{round(scale * 100)}pct"
    root, win = shots.play_window(w, h, scale, False, humans=2, seed=40204)
    game = win.session.game

    def person_decides(x) -> bool:  # type: ignore[no-untyped-def]
        return not x.lesson_wait and x.session.game.current_player in x.table.humans

    shots.drive(win, lambda x: x.session.game.state.round >= 4 and person_decides(x), me)
    win.advance()
    if win.table.pass_screen.covering:
        shots.grab(root, f"{tag}-pass", w, h)
        win.table.pass_screen.ready()
    shots.grab(root, f"{tag}-game", w, h)
    shots.drive(win, lambda x: bool(x.raid_result), me)
    win.advance()
    shots.grab(root, f"{tag}-raid-result", w, h)
    win.raid_seen()
    shots.drive(win, person_decides, me)
    seat = game.current_player
    player = game.state.player(seat)
    s = game.state.config.settings
    shots.give(game, seat, play=("meetinghouse", "church", "lumber", "cattle", "tobacco"))
    shots.give(game, seat, play=("whaling", "port", "fishery", "trappers"))
    player.pop, player.gold = max(player.pop, s.target_pop), max(player.gold, s.target_gold)
    game.refresh()
    win.advance()
    if win.table.pass_screen.covering:
        win.table.pass_screen.ready()
    shots.grab(root, f"{tag}-all-targets", w, h)
    root.destroy()


def main() -> int:
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    shots.OUT = Path(sys.argv[1])
    proc = ensure_display("1920x1200")
    try:
        sizes = [(int(a), int(b)) for a, b in (x.split("x") for x in sys.argv[2:])]
        for w, h in sizes or [(1280, 720), (1920, 1080)]:
            for scale in (1.0, 2.0):
                table_shots(w, h, scale)
    finally:
        if proc is not None:
            proc.terminate()
    return 0


if __name__ == "__main__":
    sys.exit(main())
