"""UI speed: launch-to-interactive time (compared with IDLE on this machine) and the time to
redraw the board after an event.

Run: .venv/bin/python scripts/bench_ui.py  (starts its own Xvfb when there is no display).

Launch: each program is started fresh and the clock stops when its main window is visible,
polled with ``xdotool search --onlyvisible`` every 20 ms (the same method for both programs).
Redraw: in-process, the board's update for the spaces one event touched, plus Tk's idle work
(the actual drawing), timed over a real game's events.
"""

from __future__ import annotations

import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from _display import ensure_display  # noqa: E402

PY = sys.executable
RUNS = 7


def time_to_window(
    cmd: list[str], title_regex: str, env: dict[str, str], then_wait: Path | None = None
) -> float:
    wall = time.time()
    env["FH_BENCH_T0"] = str(wall)
    start = time.perf_counter()
    proc = subprocess.Popen(
        cmd,
        env=env,
        cwd=ROOT,
        start_new_session=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = start + 30
        while time.perf_counter() < deadline:
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", title_regex],
                capture_output=True,
                text=True,
            )
            if found.stdout.strip():
                seen = time.perf_counter() - start
                while then_wait is not None and time.perf_counter() < deadline:
                    if then_wait.exists() and len(then_wait.read_text().splitlines()) >= 2:
                        break
                    time.sleep(0.02)
                return seen
            time.sleep(0.02)
        raise TimeoutError(f"no window for {cmd}")
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=10)


def bench_launch() -> dict[str, float]:
    env = dict(os.environ)
    env["FLORIDA_HISTORY_HOME"] = tempfile.mkdtemp(prefix="fh-bench-")
    marks = Path(env["FLORIDA_HISTORY_HOME"]) / "bench.txt"
    env["FLORIDA_HISTORY_BENCH_FILE"] = str(marks)
    out: dict[str, list[float]] = {"visible": [], "interactive": [], "lessons": [], "idle": []}
    for _ in range(RUNS):
        marks.unlink(missing_ok=True)
        out["visible"].append(
            time_to_window(
                [PY, "-m", "florida_history", "play", "--no-resume"], "^Florida History", env, marks
            )
        )
        t0 = float(env["FH_BENCH_T0"])
        for line in marks.read_text().splitlines():
            what, when = line.split()
            key = "interactive" if what == "interactive" else "lessons"
            out[key].append(float(when) - t0)
        out["idle"].append(time_to_window([PY, "-m", "idlelib"], "^IDLE Shell", env))
    return {k: statistics.median(v) for k, v in out.items() if v}


def bench_redraw() -> tuple[float, float, float]:
    import tkinter as tk

    from florida_history.engine import Continue, Game, GameConfig
    from florida_history.ui.board_view import BoardView
    from florida_history.ui.theme import Theme
    from florida_history.ui.viewmodel import BoardModel

    root = tk.Tk()
    root.geometry("1280x720+0+0")
    Theme(root)
    board = BoardView(root)
    board.pack()
    board.configure(width=680, height=680)
    root.update()
    game = Game.new(GameConfig(seating=("spanish", "british", "french"), seed=4, target_gold=60))
    model = BoardModel.from_state(game.state)
    board.set_model(model)
    root.update()
    times = []
    import random

    rng = random.Random(1)
    while not game.is_over:
        options = game.legal_actions()
        action = (
            options[0]
            if isinstance(options[0], Continue)
            else options[int(rng.random() * len(options))]
        )
        for e in game.apply_action(action):
            t0 = time.perf_counter()
            changed = model.apply_event(e)
            if changed:
                board.update_spaces(changed)
                root.update_idletasks()
                times.append(time.perf_counter() - t0)
    t0 = time.perf_counter()
    board.redraw_all()
    root.update_idletasks()
    full = time.perf_counter() - t0
    root.destroy()
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.95)], full


def main() -> int:
    xvfb = ensure_display()
    try:
        t = bench_launch()
        print(
            f"launch (median of {RUNS}): Florida History window visible "
            f"{t['visible'] * 1000:.0f} ms, interactive {t['interactive'] * 1000:.0f} ms, "
            f"lessons loaded {t['lessons'] * 1000:.0f} ms; IDLE shell visible "
            f"{t['idle'] * 1000:.0f} ms (target: interactive no slower than IDLE)"
        )
        median, p95, full = bench_redraw()
        print(
            f"board redraw after an event: median {median * 1000:.2f} ms, "
            f"95th percentile {p95 * 1000:.2f} ms (target < 16 ms); "
            f"full board redraw {full * 1000:.1f} ms"
        )
    finally:
        if xvfb is not None:
            xvfb.terminate()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
