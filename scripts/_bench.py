"""What the benchmark scripts share: timing one call in CPU and wall seconds, the median with
its spread (never best-of), and a short digest that shows a game's results did not change."""

from __future__ import annotations

import hashlib
import json
import statistics
import time
from collections.abc import Callable
from typing import Any


def timed(work: Callable[[], Any]) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of one call."""
    cpu, wall = time.process_time(), time.perf_counter()
    work()
    return time.process_time() - cpu, time.perf_counter() - wall


def spread(values: list[float], fmt: str = "{:.0f}") -> str:
    return (
        f"median {fmt.format(statistics.median(values))} "
        f"(min {fmt.format(min(values))}, max {fmt.format(max(values))})"
    )


def digest(rows: list[Any]) -> str:
    return hashlib.sha256(json.dumps(rows, sort_keys=True).encode()).hexdigest()[:16]
