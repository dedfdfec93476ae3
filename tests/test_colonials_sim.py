"""``florida-history simulate --game colonials`` prints the figures the issue asks for; the
default game stays Colonial Florida."""

from __future__ import annotations

import pytest

from florida_history.cli import main


def test_simulate_colonials_prints_the_figures(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        ["simulate", "--game", "colonials", "--players", "4", "--games", "6", "--seed", "3",
         "--bots", "medium,easy,medium,easy", "--rotate-seats", "--preset", "full"]
    )  # fmt: skip
    out = capsys.readouterr().out
    assert code == 0
    for label in (
        "Win rate by power:",
        "Win rate by turn order",
        "Endings:              targets",
        "last-colony-standing",
        "round-limit",
        "Eliminations:",
        "Player-turns a game:",
        "games per second",
    ):
        assert label in out
    assert "Dutch" in out


def test_simulate_defaults_to_colonial_florida(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "2", "--players", "2", "--bots", "random"]) == 0
    assert "target 50 gold" in capsys.readouterr().out
    assert main(["simulate", "--games", "1", "--players", "4"]) == 2


def test_simulate_colonials_rejects_unknown_bots(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", "colonials", "--bots", "wizard", "--games", "1"]) == 2
    assert "unknown computer player" in capsys.readouterr().out


def test_minutes_estimates_per_preset_and_custom() -> None:
    from florida_history.games.colonials.engine import preset
    from florida_history.games.colonials.pace import estimate_minutes
    from florida_history.games.colonials.pace_table import MEASURED

    for name, rows in MEASURED.items():
        for n, (minutes, _turns) in rows.items():
            assert estimate_minutes(preset(name, n), n) == minutes  # the measured median
    full, turns = MEASURED["full"][3]
    custom = preset("custom", 3, target_pop=28, target_gold=19, target_resources=9, round_limit=5)
    # The nearest preset is Full; its minutes are cut by the 5-round limit (15 player-turns).
    assert estimate_minutes(custom, 3) == pytest.approx(full * min(turns, 15) / turns)
