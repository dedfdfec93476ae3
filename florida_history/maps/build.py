"""Write the map PNGs: ``build_all(out_dir)`` for everything, ``build_one(name)`` for one,
each in a language (English by default; Spanish pictures go to ``images/es/``).

Output is reproducible: the same code, data and Pillow give the same pixels and bytes (no
time stamps, seeded randomness only). Builds can run in parallel processes; each image is
independent, so the result does not depend on the number of workers.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import PIL
from PIL import Image, PngImagePlugin

from florida_history import i18n
from florida_history.maps import catalog
from florida_history.maps.language import LANGUAGES, SOURCE

MAX_BYTES = 300 * 1024  # each image must stay small enough to ship and load fast
GENERATOR = f"florida-history maps (Pillow {PIL.__version__})"


@dataclass(frozen=True, slots=True)
class Built:
    name: str
    path: Path
    size: tuple[int, int]
    bytes: int
    seconds: float


def build_one(name: str, language: str = SOURCE) -> Image.Image:
    """The image called ``name`` in ``language``, as the generator draws it (a palette image)."""
    before = i18n.language()
    i18n.set_language(language)
    try:
        return catalog.draw(name)
    finally:
        i18n.set_language(before)


def save_png(image: Image.Image, path: Path) -> None:
    """Save without anything that changes between runs; replace the old file atomically."""
    info = PngImagePlugin.PngInfo()
    info.add_text("Software", GENERATOR)
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(path.name + ".part")
    image.save(partial, format="PNG", optimize=True, pnginfo=info)
    os.replace(partial, path)


def _build_to(name: str, out_dir: str, language: str) -> Built:
    start = time.perf_counter()
    image = build_one(name, language)
    path = Path(out_dir) / name
    save_png(image, path)
    return Built(name, path, image.size, path.stat().st_size, time.perf_counter() - start)


def build_all(
    out_dir: Path | str,
    names: Iterable[str] | None = None,
    jobs: int = 1,
    language: str = SOURCE,
) -> list[Built]:
    """Build ``names`` (default: every catalog image) in ``language`` into ``out_dir`` (the
    language's own folder: ``language.folder``); returns what was built.

    Raises KeyError for an unknown name or language before drawing anything.
    """
    if language not in LANGUAGES:
        raise KeyError(f"no language {language!r}; known: {', '.join(LANGUAGES)}")
    wanted: Sequence[str] = list(catalog.names() if names is None else names)
    unknown = [n for n in wanted if n not in catalog.CATALOG]
    if unknown:
        raise KeyError(f"no map image called {', '.join(unknown)}")
    out = str(out_dir)
    if jobs <= 1 or len(wanted) <= 1:
        return [_build_to(name, out, language) for name in wanted]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(_build_to, wanted, [out] * len(wanted), [language] * len(wanted)))
