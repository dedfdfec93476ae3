"""Which language the app speaks, and one gettext catalog per words module.

English is the source language: every player-facing string is written in English inside a
``_()``/``ngettext()`` call of a words module, and ``locale/<lang>/LC_MESSAGES/<domain>.mo``
(compiled from the ``.po`` beside it by ``scripts/catalogs.py``) says it in another language.
The language can change while the app runs (Settings, the New game screen), so a catalog looks
the language up at every call instead of binding ``_`` once at import. Standard library only.
"""

from __future__ import annotations

import gettext
from pathlib import Path

LANGUAGES: tuple[str, ...] = ("en", "es")
DEFAULT_LANGUAGE = "en"
# Each language's name written in that language, so a reader finds their own.
LANGUAGE_NAMES: dict[str, str] = {"en": "English", "es": "Español"}
LOCALE_DIR = Path(__file__).resolve().parent / "locale"

_current = [DEFAULT_LANGUAGE]


def set_language(code: str) -> None:
    """Speak ``code`` from now on; an unknown code means English (a bad settings file)."""
    _current[0] = code if code in LANGUAGES else DEFAULT_LANGUAGE


def language() -> str:
    """The language the app speaks now ("en" or "es")."""
    return _current[0]


def N_(message: str) -> str:  # noqa: N802 - the standard gettext marker name
    """Mark a module-level string for the catalog; translate it with ``_()`` where it is shown."""
    return message


class Catalog:
    """One words module's messages in every language (gettext ``domain`` = the module's name)."""

    def __init__(self, domain: str, locale_dir: Path = LOCALE_DIR) -> None:
        self.domain = domain
        self._locale_dir = locale_dir
        self._loaded: dict[str, gettext.NullTranslations] = {}

    def translations(self, code: str | None = None) -> gettext.NullTranslations:
        """The catalog for ``code`` (default: the current language); English is the identity."""
        code = code or language()
        found = self._loaded.get(code)
        if found is None:
            if code == DEFAULT_LANGUAGE:
                found = gettext.NullTranslations()
            else:
                found = gettext.translation(
                    self.domain, self._locale_dir, languages=[code], fallback=True
                )
            self._loaded[code] = found
        return found

    def gettext(self, message: str) -> str:
        return self.translations().gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self.translations().ngettext(singular, plural, n)

    def pgettext(self, context: str, message: str) -> str:
        return self.translations().pgettext(context, message)

    def gettext_in(self, code: str, message: str) -> str:
        """``message`` in ``code`` whatever the app speaks (the lesson panel's EN/ES key)."""
        return self.translations(code).gettext(message)
