"""Screenshots of Read aloud [V] (issue 29): the lesson panel with a word lit while the voice
reads, at 1280x720 and 1920x1080, 100% and 200% text; and the library's panel.

Run: .venv/bin/python scripts/screenshots_read_aloud.py [OUT_DIR]  (starts its own Xvfb; needs
pyttsx3 and a voice, e.g. espeak-ng). The PNGs go to OUT_DIR (default: a temporary folder);
they are for looking at, not committed."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import screenshots as shots  # noqa: E402
from _display import ensure_display  # noqa: E402

LESSON = "space-st-augustine"


def lit_words(panel, count: int) -> None:
    """Wait until the voice has lit ``count`` different words."""
    seen: list[tuple[str, ...]] = []

    def enough() -> bool:
        now = tuple(str(i) for i in panel.text.tag_ranges("speaking"))
        if now and (not seen or seen[-1] != now):
            seen.append(now)
        return len(seen) >= count

    shots.pump(panel, enough, timeout=30)


def main() -> None:
    shots.OUT = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp("-read-aloud"))
    display = ensure_display()
    try:
        for w, h in shots.SIZES:
            for scale in shots.SCALES:
                root, app = shots.make_app(w, h, scale)
                app.lesson_panel.open(LESSON)
                app.show_lesson_tab()
                root.update()
                app.lesson_panel.read_aloud()
                lit_words(app.lesson_panel, 6)
                shots.grab(root, f"read-aloud-{w}x{h}-{round(scale * 100)}", w, h)
                if (w, h, scale) == (1280, 720, 1.0):
                    library = app.classroom.open_library(LESSON)
                    library.geometry(f"{w}x{h}+0+0")
                    root.update()
                    library.panel.read_aloud()
                    lit_words(library.panel, 4)
                    shots.grab(root, f"read-aloud-library-{w}x{h}", w, h)
                    library.panel.stop_reading()
                app.lesson_panel.stop_reading()
                root.destroy()
    finally:
        if display is not None:
            display.terminate()


if __name__ == "__main__":
    main()
