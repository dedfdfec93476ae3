"""The README's two commands (issue #22 §4): on a fresh machine one starts the game and one runs
the tests, each installing into .venv the first time; once installed, they never call pip (or
make a virtual environment) again, so an offline school computer starts the game. The commands
are run as written in the README, with stand-ins for python3, pip and the game that record
their calls and fail like an offline pip would."""

from __future__ import annotations

import re
import stat
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _readme_commands() -> dict[str, str]:
    """The README's Start section commands, by their comment's first words."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    start = readme[readme.index("## Start") : readme.index("## Playing")]
    blocks = re.findall(r"```bash\n(.*?)```", start, re.S)
    out = {}
    for block in blocks:
        lines = [line for line in block.splitlines() if line.strip()]
        comment = lines[0].lstrip("# ")
        command = " ".join(line for line in lines if not line.startswith("#"))
        out["start" if comment.startswith("Start") else "test"] = command
    assert set(out) == {"start", "test"}, "the README's Start section has its two commands"
    return out


def _tool(path: Path, body: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("#!/bin/sh\n" + body + "\n", encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IEXEC)


@pytest.fixture
def machine(tmp_path: Path) -> Path:
    """A folder with a ``calls`` log and a fake ``python3`` first on the PATH: making a venv
    writes a pip that installs the game (and pytest for '.[test]') by writing stand-ins."""
    bin_dir = tmp_path / "bin"
    calls = tmp_path / "calls"
    pip = (
        f'echo "pip $*" >> {calls}\n'
        f"[ -n \"$OFFLINE\" ] && {{ echo 'pip: no network' >&2; exit 1; }}\n"
        f"printf '#!/bin/sh\\necho game >> {calls}\\n' > .venv/bin/florida-history\n"
        "chmod +x .venv/bin/florida-history\n"
        'case "$*" in *test*) '
        f"printf '#!/bin/sh\\necho pytest >> {calls}\\n' > .venv/bin/pytest; "
        "chmod +x .venv/bin/pytest;; esac"
    )
    python = (
        f'echo "python3 $*" >> {calls}\n'
        'if [ "$1 $2" = "-m venv" ]; then mkdir -p "$3/bin"\n'
        f"  cat > \"$3/bin/pip\" <<'EOF'\n#!/bin/sh\n{pip}\nEOF\n"
        '  chmod +x "$3/bin/pip"\n'
        f'  printf \'#!/bin/sh\\necho "venv-python $*" >> {calls}\\n\' > "$3/bin/python"\n'
        '  chmod +x "$3/bin/python"\nfi'
    )
    _tool(bin_dir / "python3", python)
    (tmp_path / "work").mkdir()
    return tmp_path


def _run(machine: Path, command: str, offline: bool = False) -> list[str]:
    env = {"PATH": f"{machine / 'bin'}:/usr/bin:/bin", "HOME": str(machine)}
    if offline:
        env["OFFLINE"] = "1"
    calls = machine / "calls"
    if calls.exists():
        calls.unlink()
    subprocess.run(["bash", "-c", command], cwd=machine / "work", env=env, timeout=60)
    return calls.read_text(encoding="utf-8").splitlines() if calls.exists() else []


def test_start_installs_on_a_fresh_machine_then_starts_offline_without_pip(machine: Path) -> None:
    start = _readme_commands()["start"]
    first = _run(machine, start)
    assert first == ["python3 -m venv .venv", "pip install -q -e .", "game"]
    for _ in range(2):  # offline, any time: no python3 -m venv, no pip, the game starts
        assert _run(machine, start, offline=True) == ["game"]


def test_start_offline_before_any_install_does_not_start_a_broken_game(machine: Path) -> None:
    start = _readme_commands()["start"]
    calls = _run(machine, start, offline=True)
    assert calls == ["python3 -m venv .venv", "pip install -q -e ."]  # pip failed: no game
    online = _run(machine, start)  # online later: installs, then starts
    assert online == ["python3 -m venv .venv", "pip install -q -e .", "game"]


def test_tests_install_their_tools_once_then_run_offline(machine: Path) -> None:
    commands = _readme_commands()
    assert _run(machine, commands["start"])[-1] == "game"
    first = _run(machine, commands["test"])  # the game is installed, the test tools are not
    assert first == [
        "python3 -m venv .venv",
        "pip install -q -e .[test]",
        "venv-python -m pytest",
    ]
    assert _run(machine, commands["test"], offline=True) == ["venv-python -m pytest"]
    assert _run(machine, commands["start"], offline=True) == ["game"]


def test_ci_runs_the_readmes_test_command() -> None:
    test = _readme_commands()["test"]
    install, _, run = test.rpartition(" && ")
    ci = " ".join((ROOT / ".ci" / "run").read_text(encoding="utf-8").replace("\\\n", " ").split())
    assert " ".join(install.split()) in ci and run in ci


def test_the_start_command_names_no_network_step_after_install() -> None:
    start = _readme_commands()["start"]
    guard, _, launch = start.rpartition(" && ")
    assert launch == ".venv/bin/florida-history"
    assert guard.startswith("( [ -x .venv/bin/florida-history ] ||")
