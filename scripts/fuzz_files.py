"""Fuzz every file kind the app reads with thousands of mutated real files (issue 10).

    python scripts/fuzz_files.py --per-kind 5000 --seed 1
    python scripts/fuzz_files.py --kinds window-open --window-files 500   # the real window

Prints, per kind, how many files were tried and how many gave an unexpected exception, hung
or lost the good backup; exits non-zero if any did. The checks live in ``tests/fuzzing.py``
(the CI suite ``tests/test_fuzz_files.py`` runs a few hundred of the same).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import fuzzing  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--per-kind", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--kinds", nargs="*", default=list(fuzzing.KINDS), help="also: window-open (Tk, Xvfb)"
    )
    parser.add_argument("--window-files", type=int, default=None, help="files for window-open")
    args = parser.parse_args(argv)
    failed = False
    for kind in args.kinds:
        started = time.monotonic()
        if kind in fuzzing.WINDOW_KINDS:
            from _display import ensure_display

            display = ensure_display()
            try:
                tally = fuzzing.run_window_open(args.window_files or args.per_kind, args.seed)
            finally:
                if display is not None:
                    display.terminate()
        else:
            tally = fuzzing.run(args.per_kind, args.seed, (kind,))[kind]
        print(f"{tally.line(kind)}  ({time.monotonic() - started:.0f} s)", flush=True)
        for problem in tally.unexpected[:10]:
            print(f"    {problem}")
        failed = failed or bool(tally.unexpected or tally.hangs or tally.lost_backups)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
