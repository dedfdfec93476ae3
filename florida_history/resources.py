"""Where the app's content folders (lessons, images, notices) live at run time.

From a checkout they are the top-level folders beside the package; from an installed wheel they
were copied into ``florida_history/_data`` by ``setup.py``. Every caller asks here, so nothing
else needs to know which case applies.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
CHECKOUT_ROOT = PACKAGE_DIR.parent
INSTALLED_DATA = PACKAGE_DIR / "_data"


def content_dir(name: str) -> Path:
    """Return the folder ``name`` ("lessons", "images" or "notices"), checkout first."""
    for base in (CHECKOUT_ROOT, INSTALLED_DATA):
        candidate = base / name
        if candidate.is_dir():
            return candidate
    return CHECKOUT_ROOT / name


def lessons_dir() -> Path:
    return content_dir("lessons")


def images_dir() -> Path:
    return content_dir("images")


def notices_dir() -> Path:
    return content_dir("notices")


SOURCE_LANGUAGE = "en"  # pictures drawn in English sit in images/ itself


def picture_path(name: str, language: str, images: Path | None = None) -> Path:
    """The picture ``name`` as drawn in ``language``: its twin ``images/<language>/name`` when
    there is one (the maps drawn in Spanish, ``images/es/``), else the English ``images/name``.
    The one rule the lesson panel, the library, the HTML export and the board all use."""
    folder = images if images is not None else images_dir()
    if language != SOURCE_LANGUAGE:
        twin = folder / language / name
        if twin.is_file():
            return twin
    return folder / name
