"""Screenshots of the Colonials play window in Spanish (issue #27): the same moments as
``colonials_screenshots.py --window`` (table early and late, a lesson, a hand of 7, the trade
dialog, the raid preview, the pass screen, the game over) and the setup-form-free table shots of
``colonials_table_screenshots.py`` (progress, raid result, all targets), at 1280x720 and
1920x1080, 100% and 200% text, to check that the longer Spanish words are not cut off.

Run: .venv/bin/python scripts/colonials_spanish_screenshots.py OUT_DIR [WxH ...]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import colonials_screenshots as shots  # noqa: E402
import colonials_table_screenshots as table  # noqa: E402
from _display import ensure_display  # noqa: E402


def main() -> int:
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    from florida_history import i18n

    shots.OUT = Path(sys.argv[1])
    shots.LANGUAGE = "es"  # the windows' settings speak Spanish
    i18n.set_language("es")  # and the sessions made before each window
    proc = ensure_display("1920x1200")
    try:
        sizes = [(int(a), int(b)) for a, b in (x.split("x") for x in sys.argv[2:])]
        for w, h in sizes or [(1280, 720), (1920, 1080)]:
            for scale in (1.0, 2.0):
                shots.window_shots(w, h, scale, False)
                table.table_shots(w, h, scale)
    finally:
        if proc is not None:
            proc.terminate()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
