"""``florida-history images build [--only NAME] [--out DIR] [--jobs N] [--lang L] [--check]``
and ``images list``.

Rebuilds the committed map PNGs after a change to the generator, its data or the Spanish
catalog, in every language (English in ``images/``, Spanish in ``images/es/``), then the New
game screen's small card pictures made from the English ones (``maps/thumbnails.py``).
``--check`` draws into a scratch folder and says which committed pictures differ. The app never
runs this: it only reads the PNGs.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

from florida_history import i18n, resources

LANGUAGES = i18n.LANGUAGES


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", required=True)
    build = sub.add_parser("build", help="draw the map images and write them as PNG files")
    build.add_argument(
        "--only",
        action="append",
        metavar="NAME",
        help="build only this image (repeat for several), e.g. overview.png",
    )
    build.add_argument(
        "--out", metavar="DIR", help="folder to write to (default: the app's images folder)"
    )
    build.add_argument(
        "--jobs",
        type=int,
        default=os.cpu_count() or 1,
        metavar="N",
        help="draw N images at a time (default: one per CPU)",
    )
    build.add_argument(
        "--lang",
        action="append",
        choices=LANGUAGES,
        help="draw only this language (repeat for several; default: every language)",
    )
    build.add_argument(
        "--check",
        action="store_true",
        help="write nothing: draw into a scratch folder and list the committed images that differ",
    )
    sub.add_parser("list", help="print the name of every map image")


def run(args: argparse.Namespace) -> int:
    # Imported here so that `florida-history --help` stays fast.
    from florida_history.maps import build, catalog, language

    if args.action == "list":
        for name in catalog.names():
            print(name)
        return 0
    from florida_history.maps.style import missing_fonts

    missing = missing_fonts()
    if missing:
        print(
            f"images build: the map fonts are not installed ({', '.join(missing)}). The "
            "installed app leaves them out; run this from a checkout of the source, where "
            "they are in florida_history/maps/fonts/."
        )
        return 2
    if args.check:
        return _check(args)
    out_dir = args.out or str(resources.images_dir())
    start = time.perf_counter()
    results = []
    try:
        for code in args.lang or LANGUAGES:
            folder = language.folder(Path(out_dir), code)
            results += build.build_all(folder, args.only, jobs=max(1, args.jobs), language=code)
    except (KeyError, ValueError) as error:
        print(f"images build: {error.args[0] if error.args else error}")
        return 2
    too_big = [r for r in results if r.bytes > build.MAX_BYTES]
    for r in results:
        flag = "  TOO BIG" if r in too_big else ""
        shown = str(r.path.relative_to(out_dir))
        print(
            f"{shown:45} {r.size[0]}x{r.size[1]} {r.bytes / 1024:6.0f} KB {r.seconds:5.1f} s{flag}"
        )
    total = sum(r.bytes for r in results)
    print(
        f"{len(results)} images, {total / 1024:.0f} KB, in {time.perf_counter() - start:.1f} s "
        f"-> {out_dir}"
    )
    # The New game screen's card pictures, from the pictures now in the folder.
    from florida_history.maps import thumbnails

    made = thumbnails.write_ready(Path(out_dir))
    if made:
        print(f"{len(made)} New game card pictures -> {made[0].parent}")
    return 1 if too_big else 0


def _check(args: argparse.Namespace) -> int:
    """Draw every wanted picture in every wanted language into a scratch folder; list the
    committed files (``--out`` or the app's images folder) that are missing or differ."""
    from florida_history.maps import build, language

    committed = Path(args.out or resources.images_dir())
    stale: list[str] = []
    checked = 0
    with tempfile.TemporaryDirectory() as scratch:
        for code in args.lang or LANGUAGES:
            folder = language.folder(Path(scratch), code)
            try:
                built = build.build_all(folder, args.only, jobs=max(1, args.jobs), language=code)
            except (KeyError, ValueError) as error:
                print(f"images build: {error.args[0] if error.args else error}")
                return 2
            for r in built:
                checked += 1
                old = language.folder(committed, code) / r.name
                if not old.is_file() or old.read_bytes() != r.path.read_bytes():
                    stale.append(str(old.relative_to(committed)))
    for name in stale:
        print(f"out of date: {name}")
    print(
        f"{checked} images checked, {len(stale)} out of date (run `florida-history images build`)"
    )
    return 1 if stale else 0
