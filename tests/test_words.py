"""Player-facing words go through a words module; the catalogs match the code (#26, #27)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from florida_history import i18n
from florida_history import words as shell_words
from florida_history.games.colonial_florida import words as cf_words
from florida_history.games.colonials import words as col_words
from tests import visible_literals

ROOT = Path(__file__).resolve().parents[1]
NOT_SHOWN = ROOT / "tests" / "words_not_shown.txt"


def _catalogs_module():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("catalogs", ROOT / "scripts" / "catalogs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["catalogs"] = module
    spec.loader.exec_module(module)
    return module


def test_no_new_visible_literal_outside_the_words_modules() -> None:
    found = visible_literals.found_literals()
    listed = visible_literals.read_list(NOT_SHOWN)
    new = sorted(found - listed)
    assert not new, (
        "text a player may see must go through the words module's _() or ngettext(); "
        "if it is never shown, add it to tests/words_not_shown.txt:\n"
        + "\n".join(f"{rel}: {text!r}" for rel, text in new[:40])
    )


def test_the_not_shown_list_names_only_literals_that_exist() -> None:
    stale = sorted(visible_literals.read_list(NOT_SHOWN) - visible_literals.found_literals())
    assert not stale, "remove from tests/words_not_shown.txt:\n" + "\n".join(
        f"{rel}\t{text!r}" for rel, text in stale[:40]
    )


def test_catalogs_are_in_step_with_the_code_and_fully_translated() -> None:
    assert _catalogs_module().problems() == []


@pytest.mark.parametrize("words", [cf_words, col_words, shell_words])
def test_each_words_module_speaks_the_chosen_language(words) -> None:  # type: ignore[no-untyped-def]
    try:
        i18n.set_language("es")
        assert i18n.language() == "es"
        assert words.ngettext("%d card", "%d cards", 2) in {"%d cards", "%d cartas"}
        i18n.set_language("xx")
        assert i18n.language() == "en"
        assert words._("Continue") == "Continue"
    finally:
        i18n.set_language("en")


def test_a_colonials_plural_is_spanish_when_spanish_is_chosen() -> None:
    try:
        i18n.set_language("es")
        assert col_words.ngettext("%d card", "%d cards", 3) % 3 == "3 cartas"
        assert col_words.ngettext("%d card", "%d cards", 1) % 1 == "1 carta"
        assert col_words.CATALOG.gettext_in("en", "%d card") == "%d card"
    finally:
        i18n.set_language("en")
