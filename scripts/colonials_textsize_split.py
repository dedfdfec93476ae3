"""Where a Colonials text size step's CPU time goes: the shell's parts of ``set_text_scale``
(the theme's font changes, ``layout``, the game's hooks, Tk's layout pass) and the final
``update``, each timed with the process's CPU clock over 30 steps 100% <-> 115% in the
benchmark's window (``bench_ui.build_colonials``). Medians in ms.

Run: .venv/bin/python scripts/colonials_textsize_split.py  (starts its own Xvfb).
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_ui  # noqa: E402
from _display import ensure_display  # noqa: E402


def main(steps: int = 30) -> int:
    xvfb = ensure_display()
    try:
        root, w = bench_ui.build_colonials()
        w.advance()
        root.update()
        times: dict[str, list[float]] = {}

        def timed(obj: Any, name: str, label: str) -> None:
            inner: Callable[..., Any] = getattr(obj, name)

            def run(*args: Any, **kw: Any) -> Any:
                c0 = time.process_time()
                result = inner(*args, **kw)
                times.setdefault(label, []).append(time.process_time() - c0)
                return result

            setattr(obj, name, run)

        timed(w.theme, "set_scale", "theme's font changes")
        timed(w, "layout", "shell layout()")
        timed(w, "text_scale_changing", "text_scale_changing")
        timed(w.root, "update_idletasks", "Tk's layout pass")
        timed(w, "text_scale_changed", "text_scale_changed")
        for i in range(steps):
            c0 = time.process_time()
            w.change_text_size(1 if i % 2 == 0 else -1)
            c1 = time.process_time()
            root.update()
            times.setdefault("final update", []).append(time.process_time() - c1)
            times.setdefault("step", []).append(time.process_time() - c0)
        root.destroy()
        for label, values in times.items():
            print(f"{label:24} {1000 * statistics.median(values):6.1f} ms  n={len(values)}")
    finally:
        if xvfb is not None:
            xvfb.terminate()
    return 0


if __name__ == "__main__":
    sys.exit(main())
