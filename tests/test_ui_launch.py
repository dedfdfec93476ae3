"""``florida-history`` opens the app: arguments parse, and the window starts and quits."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

from florida_history.ui import launch


def test_arguments():
    parser = argparse.ArgumentParser()
    launch.add_arguments(parser)
    args = parser.parse_args(["--text-size", "1.5", "--no-resume", "--speed", "fast"])
    assert args.text_size == 1.5 and args.no_resume and args.speed == "fast"


def test_app_starts_and_quits(display, tmp_path):
    env = dict(
        os.environ,
        FLORIDA_HISTORY_HOME=str(tmp_path),
        FLORIDA_HISTORY_BENCH_FILE=str(tmp_path / "marks.txt"),
    )
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run(
        [sys.executable, "-m", "florida_history", "play", "--no-resume", "--quit-after-idle"],
        cwd=root,
        env=env,
        timeout=60,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    assert "interactive" in (tmp_path / "marks.txt").read_text()
