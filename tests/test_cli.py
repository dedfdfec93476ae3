"""The ``florida-history`` dispatcher: app by default, subcommands routed to their modules."""

from __future__ import annotations

import subprocess
import sys

import pytest

from florida_history import cli


def test_help_lists_every_subcommand(capsys) -> None:
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["--help"])
    assert exit_info.value.code == 0
    out = capsys.readouterr().out
    for name in ("play", "simulate", "lessons", "images"):
        assert name in out


def test_app_options_without_a_subcommand_go_to_the_app(monkeypatch) -> None:
    seen = {}

    class FakeLaunch:
        @staticmethod
        def add_arguments(parser) -> None:
            parser.add_argument("--no-resume", action="store_true")

        @staticmethod
        def run(args) -> int:
            seen["no_resume"] = args.no_resume
            return 0

    monkeypatch.setattr(cli.importlib, "import_module", lambda name: FakeLaunch)
    assert cli.main(["--no-resume"]) == 0 and seen == {"no_resume": True}
    assert cli.main([]) == 0 and seen == {"no_resume": False}


def test_lessons_check_runs_as_a_module() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "florida_history", "lessons", "check"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert "lessons loaded" in result.stdout
    assert result.returncode in (0, 1)
