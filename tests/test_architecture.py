"""Import directions between the packages.

The table of docs/ARCHITECTURE.md lives in pyproject.toml ``[tool.importlinter]`` and is
checked by import-linter (``lint-imports``, run here). This file keeps what the tool cannot
say: no import cycle between units, with each top-level module of a game a unit of its own,
and a game's top-level modules (session, lessons, sim, ...) staying off the shell. Imports are
read from the source with ``ast`` (no imports run); function-level and ``TYPE_CHECKING``
imports count like any other: a hidden import is still a dependency.
"""

from __future__ import annotations

import ast
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "florida_history"

# The subcommands florida_history/cli.py dispatches to: entry points too (each gets the games
# from registry.py and hands them to its package), each a unit of its own in the cycle check.
COMMANDS = {"content.cli", "maps.cli", "sim.cli", "classroom.report_cli"}

# A game's top-level modules (not its engine, ai, ui or definition) may not import these.
GAME_MODULES_FORBIDDEN = {"ui", "sim", "speech"}


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
    if ".".join(parts) in COMMANDS:
        return "cli", None
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


def internal_edges() -> list[tuple[str, str, int]]:
    return [(s, t, n) for s, t, n in all_imports() if t.startswith("florida_history.")]


def test_no_import_cycles_between_units() -> None:
    graph: dict[str, set[str]] = {}
    for source, target, _ in internal_edges():
        a, b = unit_key(source), unit_key(target)
        if lazy_plug(source, target):
            continue
        if a != b:
            graph.setdefault(a, set()).add(b)
    cycles = find_cycles(graph)
    assert cycles == [], "import cycles: " + "; ".join(" -> ".join(c) for c in cycles)


def lazy_plug(source: str, target: str) -> bool:
    """A game's definition reaching into its own room (function-level imports inside
    ``open_window``, ``setup_form``, ``simulator``, ``required_lessons``, ``map_images``): the
    edges the cycle check leaves out, since the room knows the game by its definition."""
    src, dst = unit_of(source), unit_of(target)
    return src[0] == "games.G.definition" and dst[1] == src[1] and dst[0] != "games.G.engine"


def unit_key(module: str) -> str:
    """Printable unit; a game's top-level modules are units of their own."""
    unit, game = unit_of(module)
    if unit in ("games.G.mod", "games.G.definition", "cli"):
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


def test_the_import_contracts_hold() -> None:
    """pyproject.toml's import-linter contracts: engines pure, only ui/ imports tkinter, the
    games apart, and each package importing only what docs/ARCHITECTURE.md's table allows."""
    exe = shutil.which("lint-imports", path=str(Path(sys.executable).parent)) or shutil.which(
        "lint-imports"
    )
    if exe is None:
        if os.environ.get("CI"):
            pytest.fail("import-linter is not installed: pip install -e '.[test]'")
        pytest.skip("import-linter is not installed: pip install -e '.[test]'")
    done = subprocess.run(
        [exe, "--no-cache"], cwd=PACKAGE.parent, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert " 0 broken" in done.stdout


def test_a_games_top_level_modules_stay_off_the_shell() -> None:
    """A game's session, lessons, simulator... reach the screen through the game's own ui/
    (and its definition), never the shell, and run nothing through sim/'s command."""
    wrong = [
        f"{source}:{line} imports {target}"
        for source, target, line in internal_edges()
        if unit_of(source)[0] == "games.G.mod"
        and unit_of(target)[0] in GAME_MODULES_FORBIDDEN | {"games.G.ui"}
    ]
    assert wrong == []


def test_the_package_runs_on_the_standard_library_and_pillow() -> None:
    """The wheel's one dependency is Pillow (and the optional Read aloud voice, pyttsx3, the
    ``speech`` extra); developer tools that need more (numpy for the value fit, the map fonts)
    live in scripts/ or stay out of the wheel."""
    wrong = [
        f"{source}:{line} imports {target}"
        for source, target, line in all_imports()
        if target.split(".")[0]
        not in {*sys.stdlib_module_names, "florida_history", "PIL", "pyttsx3"}
        and target != "__future__"
    ]
    assert wrong == []


def test_the_checker_sees_a_forbidden_import() -> None:
    """The checks above can fail: a cycle is found, imports are read, units are told apart."""
    assert find_cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == [["a", "b", "c", "a"]]
    assert find_cycles({"a": {"b"}, "b": set()}) == []
    events = PACKAGE / "games" / "colonials" / "engine" / "events.py"
    assert "florida_history.kernel.records" in {name for name, _ in imports_of(events)}
    assert unit_key("florida_history.games.colonials.ai.hard") == "games.colonials.ai"
    assert unit_of("florida_history.games.colonials.session") == ("games.G.mod", "colonials")
    assert unit_of("florida_history.sim.cli") == ("cli", None)
