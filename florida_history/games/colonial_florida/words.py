"""This game's player-facing words (board, panels, prompts, log, rules, recap), via gettext.

Every string a player sees in this game goes through ``_``/``ngettext`` here, so
``locale/es/LC_MESSAGES/colonial_florida.po`` can say it in Spanish. The engine carries ids, never
display text; the shell's own words are in ``florida_history/words.py``.
"""

from __future__ import annotations

from florida_history.i18n import N_, Catalog

CATALOG = Catalog("colonial_florida")
_ = CATALOG.gettext
ngettext = CATALOG.ngettext
pgettext = CATALOG.pgettext

__all__ = ["CATALOG", "N_", "_", "ngettext", "pgettext"]
