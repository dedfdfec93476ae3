"""Screenshots of the lessons in Spanish (issue #27): the lesson panel with Spanish chosen,
showing a translated lesson and its "English [K]" key, the same lesson switched to English with
K, and the library in Spanish, at 1280x720 and 1920x1080, 100% and 200% text.

Run: .venv/bin/python scripts/screenshots_spanish_lessons.py [OUT_DIR]  (starts its own Xvfb).
The PNGs go to OUT_DIR (default: a temporary folder); they are for looking at, not committed."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import screenshots as shots  # noqa: E402
from _display import ensure_display  # noqa: E402

from florida_history.i18n import set_language  # noqa: E402

LESSON = "nation-timucua"


def main() -> None:
    shots.OUT = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp("-es-lessons"))
    display = ensure_display()
    set_language("es")
    try:
        for w, h in shots.SIZES:
            for scale in shots.SCALES:
                root, app = shots.make_app(w, h, scale)
                app.lesson_panel.open(LESSON)
                app.show_lesson_tab()
                root.update()
                shots.grab(root, f"lesson-es-{w}x{h}-{round(scale * 100)}", w, h)
                if scale == 1.0:
                    app.lesson_panel.toggle_language()
                    root.update()
                    shots.grab(root, f"lesson-es-switched-to-en-{w}x{h}", w, h)
                    library = app.classroom.open_library(LESSON)
                    library.geometry(f"{w}x{h}+0+0")
                    root.update()
                    shots.grab(root, f"library-es-{w}x{h}", w, h)
                    library.close()
                root.destroy()
    finally:
        set_language("en")
        if display is not None:
            display.terminate()


if __name__ == "__main__":
    main()
