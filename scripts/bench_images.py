"""Time a full rebuild of the map images (``florida-history images build``).

Usage: python scripts/bench_images.py [--jobs N] [--out DIR]
Builds every image into a temporary folder (or DIR) and prints the wall time, the slowest
images and the file sizes, so a change to the generator can be weighed before it lands.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from florida_history.maps import build, catalog  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--out", help="folder to write to (default: a temporary folder)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        out = Path(args.out or scratch)
        start = time.perf_counter()
        results = build.build_all(out, jobs=max(1, args.jobs))
        wall = time.perf_counter() - start
    sizes = [r.bytes for r in results]
    print(
        f"{len(results)} images ({len(catalog.names())} in the catalog) in {wall:.1f} s "
        f"wall time with {args.jobs} process(es); "
        f"{sum(r.seconds for r in results):.1f} s of drawing in all"
    )
    print(f"sizes: max {max(sizes) / 1024:.0f} KB, total {sum(sizes) / 1024:.0f} KB")
    # One line per game: Colonials' east-coast maps are named col-*.
    for game, mine in (
        ("Colonial Florida", [r for r in results if not r.name.startswith("col-")]),
        ("Colonials", [r for r in results if r.name.startswith("col-")]),
    ):
        if mine:
            print(
                f"{game}: {len(mine)} images, {sum(r.seconds for r in mine):.1f} s of drawing, "
                f"max {max(r.bytes for r in mine) / 1024:.0f} KB"
            )
    print("slowest:")
    for r in sorted(results, key=lambda r: -r.seconds)[:5]:
        print(f"  {r.name:45} {r.seconds:5.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
