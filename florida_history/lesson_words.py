"""The words around a lesson's text (headings, category names, the language key), said in the
lesson's own language rather than the app's: with the lesson panel's EN/ES key a group can read
one lesson in English while the rest of the screen speaks Spanish, and the other way round.
Marked with ``N_`` so the shell's catalog (``locale/<lang>/LC_MESSAGES/florida_history.po``)
holds them; ``say(language, message)`` translates one."""

from __future__ import annotations

from florida_history.i18n import LANGUAGE_NAMES
from florida_history.words import CATALOG, N_

# Every lesson category (the values of ``category`` in the lesson files), marked for the catalog.
# The loader (content/lessons.py) takes its lists from here: one list, in one place.
FLORIDA_CATEGORIES: tuple[str, ...] = (
    N_("Settlements"),
    N_("Places"),
    N_("Cards"),
    N_("Hazards"),
    N_("Native Nations"),
    N_("Diseases"),
    N_("Powers"),
    N_("Topics"),
)
# Colonials (the second game) groups its lessons by what a card stands for.
COLONIALS_CATEGORIES: tuple[str, ...] = (
    N_("Colonies"),
    N_("Settlers"),
    N_("Hardships"),
    N_("Laws and Taxes"),
    N_("Events"),
    N_("Town Life"),
    N_("Resources"),
    N_("Warfare"),
    N_("Leaders"),
)
CATEGORY_NAMES: tuple[str, ...] = FLORIDA_CATEGORIES + COLONIALS_CATEGORIES

GAME_VS_HISTORY = N_("Game vs. History")
KEY_TERMS = N_("Key terms")
RELATED_LESSONS = N_("Related lessons")
SOURCES = N_("Sources")
READ_MORE = N_("Read more")
REVIEW_QUESTIONS = N_("Review questions")
ANSWER = N_("Answer")
ALL_LESSONS = N_("All lessons")
GLOSSARY = N_("Glossary")
TIMELINE = N_("Timeline")
ORIGINAL_NAME = N_("Name on the original game card: {name}")
ORIGINAL_CARD_NAME = N_("original card name: “{name}”")
READ_MORE_LINK = N_("Read more ▼")
SHOW_LESS_LINK = N_("Show less ▲")
MAP = N_("[Map: {description}]")
LANGUAGE_KEY = "k"  # free in both games' key maps and the shell's (see ui/keyboard.py)


def say(language: str, message: str) -> str:
    """``message`` (marked above) in ``language``, whatever language the app speaks."""
    return CATALOG.gettext_in(language, message)


def category_name(category: str, language: str) -> str:
    """A lesson category's name in ``language`` ("Native Nations" -> "Naciones indígenas")."""
    return say(language, category) if category in CATEGORY_NAMES else category


def language_key_label(language: str) -> str:
    """The EN/ES key's label: the language it switches to, named in that language (the same
    words whatever the app speaks: "Español [K]", "English [K]")."""
    return f"{LANGUAGE_NAMES.get(language, language)} [{LANGUAGE_KEY.upper()}]"
