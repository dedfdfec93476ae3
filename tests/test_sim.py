"""The simulator and the game-length estimate the new-game dialog shows."""

from __future__ import annotations

import subprocess
import sys

import pytest

from florida_history.cli import main
from florida_history.games.colonial_florida.pace_table import TABLE
from florida_history.games.colonial_florida.sim import estimate_minutes, minutes_for, play_game
from florida_history.games.colonial_florida.sim.batch import MatchSpec, play_many

SIM_ARGS = ["--games", "6", "--players", "3", "--seed", "3", "--bots", "heuristic,heuristic,random"]


def test_simulate_prints_the_summary(capsys) -> None:
    assert main(["simulate", *SIM_ARGS, "--rotate-seats"]) == 0
    out = capsys.readouterr().out
    for field in (
        "Win rate by player:",
        "Win rate by bot:",
        "Win rate by power:",
        "Win rate by seat:",
        "Rounds per game:      mean",
        "median",
        "Dice rolled per game:",
        "games per second",
        "Minutes for people:",
        "New game screen says: about",
    ):
        assert field in out
    assert "Spanish" in out and "3rd" in out


def test_simulate_results_are_reproducible_for_a_seed(capsys) -> None:
    def summary() -> list[str]:
        main(["simulate", *SIM_ARGS])
        lines = capsys.readouterr().out.splitlines()
        return [line for line in lines if not line.startswith("Speed")]

    assert summary() == summary()


def test_play_many_repeats_games_exactly() -> None:
    spec = MatchSpec(bots=("heuristic", "random"), seed=21, target_gold=30, rotate_seats=True)
    first = [p.result for p in play_many(spec, 4)]
    again = [p.result for p in play_many(spec, 4)]
    assert first == again
    assert all(r.winners and r.rounds >= 1 and r.dice_rolled > 0 for r in first)


def test_rotating_seats_puts_each_bot_in_each_seat() -> None:
    spec = MatchSpec(bots=("heuristic", "random", "random"), rotate_seats=True)
    seats = {spec.slots(i)[power] for i in range(3) for power in ("spanish",)}
    assert seats == {0, 1, 2}
    assert MatchSpec(bots=("heuristic", "random")).slots(1) == {"spanish": 0, "british": 1}


def test_simulate_runs_through_python_dash_m() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "florida_history", "simulate", "--games", "2", "--players", "2"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "Win rate by seat:" in done.stdout


def test_simulate_refuses_unknown_bots_and_wrong_counts(capsys) -> None:
    assert main(["simulate", "--games", "1", "--bots", "grandmaster"]) == 2
    assert main(["simulate", "--games", "1", "--players", "2", "--bots", "random,random,random"])
    assert "error" in capsys.readouterr().out


def test_play_game_counts_what_happened() -> None:
    from florida_history.games.colonial_florida.ai import HeuristicBot
    from florida_history.games.colonial_florida.engine import GameConfig

    config = GameConfig(seating=("spanish", "british"), seed=9, round_limit=5)
    result = play_game(config, {"spanish": HeuristicBot(1), "british": HeuristicBot(2)})
    assert result.rounds == 5 and result.win_reason == "round-limit"
    assert result.events["RoundStarted"] == 5
    assert result.actions > result.decisions > 0
    assert 1 < minutes_for(result) < 30


def test_estimate_minutes_grows_with_target_gold() -> None:
    for players in (2, 3):
        minutes = [estimate_minutes(t, None, players) for t in range(20, 101, 5)]
        # A preset's own measured median sits among the table's estimates: within sampling.
        assert all(b >= a - 0.5 for a, b in zip(minutes, minutes[1:], strict=False))
        assert minutes[0] < minutes[-1]


def test_a_round_limit_shortens_the_estimate() -> None:
    assert estimate_minutes(50, 5, 3) < estimate_minutes(50, 15, 3) < estimate_minutes(50, None, 3)
    assert estimate_minutes(50, None, 2) < estimate_minutes(50, None, 3)


def test_estimate_minutes_is_sane() -> None:
    """(That it is instant, from the stored table, is measured in scripts/bench_clocks.py.)"""
    default = estimate_minutes(50, None, 3)
    assert 15 < default < 90
    assert sorted(TABLE) == [2, 3]
    with pytest.raises(ValueError):
        estimate_minutes(50, None, 4)
