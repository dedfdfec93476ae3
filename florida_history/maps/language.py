"""The language a map is drawn in, and where each language's pictures live.

Every picture is drawn once per language (``florida-history images build --lang``): English
into ``images/``, Spanish into ``images/es/`` under the same file name. The text drawn into a
picture is translated where it is drawn (``MapCanvas.label`` and ``water_label``, and the
ornaments: cartouche, legend, inset, scale bar, edge pointers) through the shell's catalog
(``florida_history/words.py``); the scene modules mark their literals with ``N_()`` and format
their few templates with ``_()``. Place and people's names are in the catalog too, drawn as the
game's Spanish names them (San Agustín, Fuerte Caroline) or as they are (Pensacola, Timucua).
"""

from __future__ import annotations

from pathlib import Path

from florida_history import i18n
from florida_history.words import _

LANGUAGES: tuple[str, ...] = i18n.LANGUAGES
SOURCE = i18n.DEFAULT_LANGUAGE  # English pictures sit in images/ itself


def drawn(text: str) -> str:
    """``text`` in the language being drawn (an empty string stays empty: ``_("")`` would be
    the catalog's header)."""
    return _(text) if text else text


def folder(images: Path, language: str) -> Path:
    """Where the pictures in ``language`` are: ``images/`` for English, ``images/es/``..."""
    return images if language == SOURCE else images / language
