"""``florida-history simulate --game colonials`` never silently ignores an option (issue 23,
item 10): --round-limit and --turn-order are played, --target is refused with a reason."""

from __future__ import annotations

import re

import pytest

from florida_history.cli import main

BASE = ["simulate", "--game", "colonials", "--players", "4", "--bots", "medium", "--think-ms", "0"]


def test_target_is_refused_for_colonials(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*BASE, "--games", "1", "--target", "30"]) == 2
    out = capsys.readouterr().out
    assert "--target" in out and "--preset" in out and "Simulating" not in out


def test_round_limit_is_played(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*BASE, "--games", "20", "--round-limit", "5"]) == 0
    out = capsys.readouterr().out
    assert "round limit 5" in out
    longest = int(re.search(r"longest (\d+)\)", out).group(1))  # type: ignore[union-attr]
    assert longest <= 5 * 4  # no game outlived round 5
    assert re.search(r"round-limit [1-9]", out)  # and some ended there
    assert main([*BASE, "--games", "1", "--round-limit", "0"]) == 0
    assert "no round limit" in capsys.readouterr().out
    assert main([*BASE, "--games", "1", "--round-limit", "3"]) == 2
    assert "round limit must be off or a whole number from 5 to 40" in capsys.readouterr().out


def test_turn_order_is_played(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*BASE, "--games", "1"]) == 0
    assert "fair turn order" in capsys.readouterr().out  # Class period's own
    assert main([*BASE, "--games", "1", "--turn-order", "fixed"]) == 0
    assert "fixed turn order" in capsys.readouterr().out
    assert main([*BASE, "--games", "1", "--preset", "full", "--turn-order", "rotate"]) == 0
    assert "fair turn order" in capsys.readouterr().out


def test_the_turn_order_changes_who_wins(capsys: pytest.CaptureFixture[str]) -> None:
    """The option reaches the games: the same game numbers end differently."""
    main([*BASE, "--games", "40", "--turn-order", "fixed"])
    fixed = capsys.readouterr().out.split("Win rate by power:")[1].split("\n")[0]
    main([*BASE, "--games", "40", "--turn-order", "rotate"])
    fair = capsys.readouterr().out.split("Win rate by power:")[1].split("\n")[0]
    assert fixed != fair


def test_colonial_florida_keeps_its_defaults(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "1", "--players", "2", "--bots", "random"]) == 0
    out = capsys.readouterr().out
    assert "target 50 gold" in out and "fair turn order" not in out
