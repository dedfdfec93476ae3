"""A virtual screen for the screenshot and benchmark scripts when no display is set."""

from __future__ import annotations

import os
import subprocess


def ensure_display() -> subprocess.Popen | None:
    """Start Xvfb on a free display (it picks one and reports it) unless $DISPLAY is set."""
    if os.environ.get("DISPLAY"):
        return None
    r, w = os.pipe()
    proc = subprocess.Popen(
        [
            "Xvfb",
            "-displayfd",
            str(w),
            "-screen",
            "0",
            "1920x1200x24",
            "-dpi",
            "96",
            "-nolisten",
            "tcp",
            "-noreset",
        ],
        pass_fds=(w,),
        stderr=subprocess.DEVNULL,
    )
    os.close(w)
    with os.fdopen(r) as fh:
        os.environ["DISPLAY"] = ":" + fh.readline().strip()
    return proc
