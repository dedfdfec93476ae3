"""Import directions between the packages, read from the source with ``ast`` (no imports run).

Every module belongs to a *unit* (a package, or one of a game's top-level modules); a unit may
import only the units ``ALLOWED`` lists for it. The same table is drawn in
docs/ARCHITECTURE.md; change both together. Function-level and ``TYPE_CHECKING`` imports count
like any other: a hidden import is still a dependency.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "florida_history"

# "G" stands for one game under games/ and means "the same game"; "*" means any game.
# "games.G.mod" is any top-level module of the game (session, words, lessons, odds, log, ...).
# The shell (ui/ and app/) knows no game's rules: it reaches a game through the definition the
# entry point (cli.py, registry.py) hands it.
BASE = {"kernel", "jsonfile", "plain", "resources"}
ALLOWED: dict[str, set[str]] = {
    "kernel": set(),
    "jsonfile": set(),
    "plain": set(),
    "resources": set(),
    "app": BASE | {"content"},  # Tk-free application layer: saves, settings, lesson service
    "content": BASE | {"games.*.engine", "games.*.mod"},  # coverage reads each game's tables
    "maps": BASE | {"games.*.engine"},  # the catalog places each board space
    "classroom": BASE | {"content", "app"},
    "sim": BASE | {"games.*.engine", "games.*.ai", "games.*.mod"},
    "speech": BASE,  # Read aloud's Tk-free voice and text normaliser (issue 29)
    "ui": BASE | {"app", "content", "classroom", "maps", "speech"},  # the shell
    "games.G.engine": {"kernel"},
    # games/<g>/definition.py: the game's card for the shell, which opens its Tk window lazily.
    "games.G.definition": BASE | {"app", "games.G.engine", "games.G.mod", "games.G.ui"},
    "games.G.ai": BASE | {"games.G.engine", "games.G.mod"},
    "games.G.mod": BASE
    | {
        "games.G.engine",
        "games.G.ai",
        "games.G.mod",
        "games.G.definition",
        "app",
        "content",
        "classroom",
        "sim",
    },
    "games.G.ui": BASE
    | {
        "games.G.engine",
        "games.G.ai",
        "games.G.mod",
        "games.G.definition",
        "ui",
        "app",
        "content",
        "classroom",
        "maps",
    },
}
ENTRY = {"cli", "__main__", "__init__", "registry"}  # may import anything

# Only these units may import tkinter.
TK_UNITS = {"ui", "games.G.ui"}
# Rules engines stay pure: no toolkit, no images, no higher layer (checked on top of ALLOWED,
# so the message names the rule even if someone widens the table by mistake).
RULES_UNITS = {"kernel", "games.G.engine"}
RULES_FORBIDDEN_EXTERNAL = {"tkinter", "_tkinter", "PIL"}
RULES_FORBIDDEN_UNITS = {"ui", "app", "content", "classroom", "sim", "maps", "games.G.ai"}

# Known exceptions, each with the reason. An exception that no longer occurs fails the test, so
# the list cannot go stale.
KNOWN_EXCEPTIONS: dict[tuple[str, str], str] = {}

# Shell modules that still reach into Colonial Florida (issue #12 emptied the list: the shell
# reaches a game only through its definition). An entry needs its reason; once the module
# imports nothing of the game, the staleness test fails and the entry must go.
STILL_REACHING_INTO_FLORIDA: dict[str, str] = {}
FLORIDA = "florida_history.games.colonial_florida"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def is_module(name: str) -> bool:
    rel = Path(*name.split(".")[1:]) if "." in name else Path()
    base = PACKAGE / rel
    return base.with_suffix(".py").is_file() or (base / "__init__.py").is_file()


def unit_of(module: str) -> tuple[str, str | None]:
    """(unit pattern, game) for a module of the package, e.g. ("games.G.ai", "colonials")."""
    parts = module.split(".")[1:]
    if not parts:
        return "__init__", None
    if parts[0] == "games" and len(parts) >= 2:
        game = parts[1]
        if len(parts) >= 3 and parts[2] in ("engine", "ai", "ui", "definition"):
            return f"games.G.{parts[2]}", game
        return "games.G.mod", game
    if parts[0] == "games":
        return "__init__", None
    return parts[0], None


def imports_of(path: Path) -> Iterator[tuple[str, int]]:
    """Every module name ``path`` imports (absolute), with its line."""
    module = module_name(path)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, node.lineno
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            # "from florida_history.ui import saves" imports the module ui.saves; a name that is
            # not a module (a class, a function) comes from ``target`` itself.
            inside = target.startswith("florida_history")
            for alias in node.names:
                if inside and is_module(f"{target}.{alias.name}"):
                    yield f"{target}.{alias.name}", node.lineno
                else:
                    yield target, node.lineno


def all_imports() -> list[tuple[str, str, int]]:
    """(importing module, imported module, line) for the whole package."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        source = module_name(path)
        for target, line in imports_of(path):
            found.append((source, target, line))
    return found


def allowed(src: tuple[str, str | None], dst: tuple[str, str | None]) -> bool:
    unit, game = src
    target, target_game = dst
    if unit in ENTRY or (unit, game) == (target, target_game) and unit != "games.G.mod":
        return True
    for pattern in ALLOWED[unit]:
        if pattern == target and not pattern.startswith("games."):
            return True
        if pattern.startswith("games.") and target == pattern.replace("*", "G"):
            if "*" in pattern or game == target_game:
                return True
    return False


def internal_edges() -> list[tuple[str, str, int]]:
    return [(s, t, n) for s, t, n in all_imports() if t.startswith("florida_history.")]


def test_every_unit_is_in_the_table() -> None:
    units = {unit_of(module_name(p))[0] for p in PACKAGE.rglob("*.py")}
    assert units - set(ALLOWED) - ENTRY == set()


def test_packages_import_only_in_the_allowed_directions() -> None:
    wrong = []
    for source, target, line in internal_edges():
        if (source, target) in KNOWN_EXCEPTIONS:
            continue
        if source in STILL_REACHING_INTO_FLORIDA and target.startswith(FLORIDA + "."):
            continue
        if not allowed(unit_of(source), unit_of(target)):
            wrong.append(f"{source}:{line} imports {target}")
    assert wrong == [], "imports against docs/ARCHITECTURE.md:\n" + "\n".join(wrong)


def test_known_exceptions_still_occur() -> None:
    present = {(s, t) for s, t, _ in internal_edges()}
    stale = [pair for pair in KNOWN_EXCEPTIONS if pair not in present]
    assert stale == [], f"fixed, so remove from KNOWN_EXCEPTIONS: {stale}"


def test_transitional_entries_still_occur() -> None:
    reaching = {s for s, t, _ in internal_edges() if t.startswith(FLORIDA + ".")}
    stale = sorted(set(STILL_REACHING_INTO_FLORIDA) - reaching)
    assert stale == [], f"no longer reaches into the game, so remove: {stale}"


def test_rules_engines_stay_pure() -> None:
    wrong = []
    for source, target, line in all_imports():
        unit = unit_of(source)[0]
        if unit not in RULES_UNITS:
            continue
        if target.split(".")[0] in RULES_FORBIDDEN_EXTERNAL:
            wrong.append(f"{source}:{line} imports {target}")
        elif target.startswith("florida_history.") and unit_of(target)[0] in RULES_FORBIDDEN_UNITS:
            wrong.append(f"{source}:{line} imports {target}")
    assert wrong == []


def test_only_the_ui_imports_tkinter() -> None:
    wrong = [
        f"{source}:{line} imports {target}"
        for source, target, line in all_imports()
        if target.split(".")[0] in ("tkinter", "_tkinter") and unit_of(source)[0] not in TK_UNITS
    ]
    assert wrong == []


def test_no_import_cycles_between_units() -> None:
    graph: dict[str, set[str]] = {}
    for source, target, _ in internal_edges():
        if (source, target) in KNOWN_EXCEPTIONS:
            continue
        if source in STILL_REACHING_INTO_FLORIDA and target.startswith(FLORIDA + "."):
            continue
        a, b = unit_key(source), unit_key(target)
        if lazy_plug(source, target):
            continue
        if a != b:
            graph.setdefault(a, set()).add(b)
    cycles = find_cycles(graph)
    assert cycles == [], "import cycles: " + "; ".join(" -> ".join(c) for c in cycles)


def lazy_plug(source: str, target: str) -> bool:
    """A game's definition opening the game's own Tk window (a function-level import inside
    ``open_window`` / ``setup_form``): the one edge the cycle check leaves out, since the window
    knows the game by its definition."""
    src, dst = unit_of(source), unit_of(target)
    return src[0] == "games.G.definition" and dst == ("games.G.ui", src[1])


def unit_key(module: str) -> str:
    """Printable unit; a game's top-level modules are units of their own."""
    unit, game = unit_of(module)
    if unit in ("games.G.mod", "games.G.definition"):
        return module.removeprefix("florida_history.")
    return unit.replace("G", game) if game else unit


def find_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One cycle per strongly connected group of units (depth-first search)."""
    cycles: list[list[str]] = []
    done: set[str] = set()

    def visit(node: str, stack: list[str]) -> None:
        if node in stack:
            cycle = stack[stack.index(node) :] + [node]
            if not any(set(cycle) <= set(c) for c in cycles):
                cycles.append(cycle)
            return
        if node in done:
            return
        for nxt in sorted(graph.get(node, ())):
            visit(nxt, stack + [node])
        done.add(node)

    for start in sorted(graph):
        visit(start, [])
    return cycles


def test_the_checker_sees_a_forbidden_import() -> None:
    """The rules above can fail: an engine importing the UI, a cycle, a cross-game import."""
    assert not allowed(("games.G.engine", "colonial_florida"), ("ui", None))
    assert not allowed(("ui", None), ("games.G.engine", "colonials"))
    assert not allowed(("games.G.engine", "colonials"), ("content", None))
    assert not allowed(("games.G.ai", "colonials"), ("games.G.engine", "other"))
    assert allowed(("ui", None), ("classroom", None))
    assert not allowed(("classroom", None), ("ui", None))
    assert find_cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == [["a", "b", "c", "a"]]
    assert find_cycles({"a": {"b"}, "b": set()}) == []
    events = PACKAGE / "games" / "colonials" / "engine" / "events.py"
    assert "florida_history.kernel.records" in {name for name, _ in imports_of(events)}
    assert unit_key("florida_history.games.colonials.ai.hard") == "games.colonials.ai"
