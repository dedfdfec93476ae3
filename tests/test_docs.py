"""The pages inside the repository stay true: the rules page matches the in-app rules text, and
the README links to pages that exist in the repository (not outside it)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from florida_history.games.colonial_florida.rules_text import RULE_IDS, RULES

ROOT = Path(__file__).resolve().parent.parent


def _plain(line: str) -> str:
    """A rules-text line as the page writes it: list markers and numbers dropped."""
    return re.sub(r"^(• |- |\d\.? )", "", line.strip())


def test_colonial_florida_rules_page_matches_the_in_app_rules() -> None:
    page = (ROOT / "docs" / "rules" / "colonial-florida.md").read_text(encoding="utf-8")
    lines = {_plain(line) for line in page.splitlines()}
    for title, body in RULES:
        assert f"## {title}" in page, title
        if RULE_IDS[title]:
            assert f"*Rules: {', '.join(RULE_IDS[title])}*" in page, title
        for line in body.split("\n"):
            assert _plain(line) in lines, line


def test_readme_links_only_to_pages_in_the_repository() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "../shared" not in readme
    links = re.findall(r"\]\(([^)#]+)\)", readme)
    for page in ("docs/rules/colonial-florida.md", "docs/rules/colonials.md"):
        assert page in links
    for link in links:
        assert (ROOT / link).exists(), link


def test_architecture_page_names_every_unit_of_the_import_contracts() -> None:
    """Every package an import-linter contract (pyproject.toml) constrains is on the page."""
    page = (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    names = {"ui": "`ui/`", "sim": "`sim/`"}
    units = {m for c in contracts for m in c.get("source_modules", [])}
    assert len(units) >= 12
    for module in units:
        unit = module.removeprefix("florida_history.")
        if unit.startswith("games.*."):
            word = "`games/<g>/" + unit.removeprefix("games.*.")
        else:
            word = names.get(unit, unit)
        assert word in page, unit
