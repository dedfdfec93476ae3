"""Keep the gettext catalogs in step with the code: extract, update, compile, check.

    python scripts/catalogs.py update    # new strings into every .po (translations kept)
    python scripts/catalogs.py compile   # .po -> .mo (the app reads only the .mo)
    python scripts/catalogs.py check     # exit 1 if a .po or .mo is out of step, or untranslated

One domain per words module: files under ``games/<name>/`` belong to that game's catalog, every
other file to ``florida_history``. The .po files carry no line numbers, so moving code does not
touch them. Babel (a development tool) does the extracting and compiling; the app itself only
needs the standard library's ``gettext`` to read the compiled .mo files.
"""

from __future__ import annotations

import io
import sys
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "florida_history"
LOCALE = PACKAGE / "locale"
TRANSLATED = ("es",)
DOMAINS = ("florida_history", "colonial_florida", "colonials")
KEYWORDS: dict[str, object] = {
    "_": None,
    "N_": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "gettext_in": (2,),
}
COMMENT_TAGS = ["Translators:"]


def domain_of(path: Path) -> str:
    """The catalog a source file's words belong to (its game's, or the shell's)."""
    parts = path.relative_to(PACKAGE).parts
    if len(parts) > 2 and parts[0] == "games" and parts[1] in DOMAINS:
        return parts[1]
    return "florida_history"


def source_files() -> Iterator[Path]:
    for path in sorted(PACKAGE.rglob("*.py")):
        if "locale" not in path.parts:
            yield path


def extract() -> dict[str, Catalog]:
    """Every marked string in the code, one template catalog per domain."""
    templates = {name: Catalog(domain=name, locale=None) for name in DOMAINS}
    for path in source_files():
        found = extract_from_file(
            "python",
            str(path),
            keywords=KEYWORDS,
            comment_tags=COMMENT_TAGS,
            strip_comment_tags=True,
        )
        where = str(path.relative_to(ROOT))
        for lineno, message, comments, context in found:
            templates[domain_of(path)].add(
                message, locations=[(where, lineno)], auto_comments=comments, context=context
            )
    return templates


def po_path(lang: str, domain: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{domain}.po"


def read(path: Path, lang: str, domain: str) -> Catalog:
    if not path.exists():
        return Catalog(locale=lang, domain=domain)
    with path.open("rb") as handle:
        return read_po(handle, locale=lang, domain=domain)


def po_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, no_location=True, omit_header=False, sort_output=True, width=100)
    return out.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def updated(lang: str, domain: str, template: Catalog) -> Catalog:
    catalog = read(po_path(lang, domain), lang, domain)
    catalog.update(template, no_fuzzy_matching=True)
    catalog.obsolete.clear()
    catalog.header_comment = (
        f"# {domain}: Florida History's words in {lang} (source language: English).\n"
        "# Edit the msgstr lines; after code changes run\n"
        "# `python scripts/catalogs.py update compile`."
    )
    catalog.project, catalog.version = "Florida History", "1"
    catalog.creation_date = catalog.revision_date = _FIXED_DATE
    catalog.msgid_bugs_address = ""
    catalog.fuzzy = False
    # Two forms, as Spanish and English grammar have (CLDR's third, for exact millions, is
    # never needed for counts of cards or rounds and would make every plural three lines).
    catalog._num_plurals, catalog._plural_expr = 2, "(n != 1)"
    catalog.last_translator = catalog.language_team = "Florida History"
    return catalog


# A fixed date keeps a re-run of `update` from changing files whose words did not change.
_FIXED_DATE = datetime(2026, 12, 1, tzinfo=UTC)


def problems() -> list[str]:
    """What is out of step: a .po `update` would change, a stale .mo, an untranslated string."""
    found: list[str] = []
    templates = extract()
    for lang in TRANSLATED:
        for domain, template in templates.items():
            path = po_path(lang, domain)
            catalog = updated(lang, domain, template)
            wanted = po_bytes(catalog)
            if not path.exists() or path.read_bytes() != wanted:
                found.append(f"{path.relative_to(ROOT)}: out of step with the code (run update)")
            mo = path.with_suffix(".mo")
            if not mo.exists() or mo.read_bytes() != mo_bytes(read(path, lang, domain)):
                found.append(f"{mo.relative_to(ROOT)}: not compiled from its .po (run compile)")
            for message in catalog:
                if not message.id:
                    continue
                strings = message.string if isinstance(message.string, tuple) else (message.string,)
                if message.fuzzy or not all(strings):
                    shown = message.id if isinstance(message.id, str) else message.id[0]
                    found.append(f"{path.relative_to(ROOT)}: untranslated: {shown!r}")
    return found


def main(argv: list[str]) -> int:
    commands = argv or ["check"]
    for command in commands:
        if command == "update":
            templates = extract()
            for lang in TRANSLATED:
                for domain, template in templates.items():
                    path = po_path(lang, domain)
                    path.parent.mkdir(parents=True, exist_ok=True)
                    path.write_bytes(po_bytes(updated(lang, domain, template)))
        elif command == "compile":
            for lang in TRANSLATED:
                for domain in DOMAINS:
                    path = po_path(lang, domain)
                    path.with_suffix(".mo").write_bytes(mo_bytes(read(path, lang, domain)))
        elif command == "check":
            found = problems()
            for line in found:
                print(line)
            if found:
                return 1
        else:
            print(f"unknown command {command!r}: update, compile or check", file=sys.stderr)
            return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
