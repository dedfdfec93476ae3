"""A virtual screen for the screenshot and benchmark scripts when no display is set."""

from __future__ import annotations

import os
import subprocess


def ensure_display(screen: str = "1920x1200", force: bool = False) -> subprocess.Popen | None:
    """Start Xvfb on a free display (it picks one and reports it) unless $DISPLAY is set
    (``force``: start one anyway, e.g. a 3840x2160 screen for 4K pictures)."""
    if os.environ.get("DISPLAY") and not force:
        return None
    r, w = os.pipe()
    proc = subprocess.Popen(
        [
            "Xvfb",
            "-displayfd",
            str(w),
            "-screen",
            "0",
            f"{screen}x24",
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
