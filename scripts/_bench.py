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


def print_floor_and_digest(cpu: dict[str, list[float]], actions: int, results: list[Any]) -> None:
    """The dice floor per action, the engine's ratios to it (same run's pair) and the digest:
    the closing lines both engine benchmarks print."""
    floor = [1e6 * c / actions for c in cpu["floor"]]
    print(f"  dice floor: {spread(floor, '{:.2f}')} microseconds per action")
    ratios = [e / f for e, f in zip(cpu["engine"], cpu["floor"], strict=True)]
    print(f"  engine alone / dice floor: {spread(ratios, '{:.1f}')}x (same run's pair)")
    ratios = [e / f for e, f in zip(cpu["full"], cpu["floor"], strict=True)]
    print(f"  engine + bots / dice floor: {spread(ratios, '{:.1f}')}x")
    print(f"  results digest: {digest(results)}")
