"""Find string literals in the package that a player could see, outside the words modules.

Used by ``tests/test_words.py``. A literal counts as possibly visible when it has a word of two
letters or more and reads like text (a space between words, or a capitalised word); ids, Tk
options, event names, paths and format codes do not. Literals inside ``_()``, ``ngettext()``,
``pgettext()`` or ``N_()``, docstrings, exception messages (for developers), and the modules
that are tools rather than screens (command lines, the map builder, simulators) are skipped.
``tests/words_not_shown.txt`` lists the literals that look like text but are never shown.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "florida_history"
MARKERS = {"_", "N_", "ngettext", "pgettext", "gettext_in"}
# Tools for developers and teachers at a command line, not the app's screens.
NOT_SCREENS = (
    "i18n.py",
    "words.py",
    "cli.py",
    "__main__.py",
    "play_command.py",
    "maps/",
    "sim/",
    "games/colonials/sim.py",
    "games/colonial_florida/sim/",
    "classroom/report_cli.py",
    "locale/",
)
WORD = re.compile(r"[A-Za-z]{2,}")
TEXTLIKE = re.compile(r"[A-Za-z]{2,}[,.:;!?]? +[A-Za-z(\"'“‘]|^[A-Z][a-z]{2,}")
CODELIKE = re.compile(r"^[\w.\-/<>@%:#*+=\[\]{}()|\\]+$")


def module_files() -> Iterator[Path]:
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        if not any(
            rel == skip or rel.startswith(skip) or rel.endswith("/" + skip) for skip in NOT_SCREENS
        ):
            yield path


def _docstring_nodes(tree: ast.AST) -> set[int]:
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def _call_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _skipped_subtrees(tree: ast.AST) -> set[int]:
    """Nodes whose strings are already translated or are not shown (raise, logging, asserts)."""
    skipped: set[int] = set()

    def mark(node: ast.AST) -> None:
        for inner in ast.walk(node):
            skipped.add(id(inner))

    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _call_name(node) in MARKERS:
            mark(node)
        elif isinstance(node, ast.Raise) and node.exc is not None:
            mark(node.exc)
        elif isinstance(node, ast.Assert):
            mark(node)
        elif isinstance(node, ast.Call) and _call_name(node) in {
            "debug",
            "info",
            "warning",
            "error",
            "exception",
            "getLogger",
            "TypeVar",
        }:
            mark(node)
    return skipped


def looks_visible(text: str) -> bool:
    stripped = text.strip()
    if not WORD.search(stripped) or CODELIKE.match(stripped):
        return False
    return bool(TEXTLIKE.search(stripped))


def visible_literals(path: Path) -> Iterator[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = _docstring_nodes(tree)
    skipped = _skipped_subtrees(tree)
    for node in ast.walk(tree):
        if id(node) in skipped or id(node) in docstrings:
            continue
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if looks_visible(node.value):
                yield node.lineno, node.value


def found_literals() -> set[tuple[str, str]]:
    """(file relative to the package, literal) for every possibly visible literal."""
    found: set[tuple[str, str]] = set()
    for path in module_files():
        rel = path.relative_to(PACKAGE).as_posix()
        for _line, text in visible_literals(path):
            found.add((rel, text))
    return found


def read_list(path: Path) -> set[tuple[str, str]]:
    """The reviewed list: ``file<TAB>literal`` (literal as a Python string repr), # comments."""
    entries: set[tuple[str, str]] = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            rel, literal = line.split("\t", 1)
            entries.add((rel, ast.literal_eval(literal)))
    return entries


def write_list(path: Path, entries: set[tuple[str, str]], header: str) -> None:
    lines = [header.rstrip("\n")]
    lines += [f"{rel}\t{text!r}" for rel, text in sorted(entries)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
