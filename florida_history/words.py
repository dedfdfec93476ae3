"""The shell's player-facing words (menus, dialogs, library, classroom, settings), via gettext.

Every string a player or teacher sees on screen outside the two games' rooms goes through
``_``/``ngettext`` here, so ``locale/es/LC_MESSAGES/florida_history.po`` can say it in Spanish.
Each game has its own words module (``games/<name>/words.py``) with its own catalog.
"""

from __future__ import annotations

from florida_history.i18n import N_, Catalog

CATALOG = Catalog("florida_history")
_ = CATALOG.gettext
ngettext = CATALOG.ngettext
pgettext = CATALOG.pgettext

__all__ = ["CATALOG", "N_", "_", "ngettext", "pgettext"]
