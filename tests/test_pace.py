"""The one pace model: a clock that prices what students do, the same for the simulator, the
New game screen and the classroom presets (and Colonials' minute per player-turn)."""

from __future__ import annotations

import random

import pytest

from florida_history.games.colonial_florida import bots
from florida_history.games.colonial_florida.ai.heuristic import HeuristicBot
from florida_history.games.colonial_florida.engine import Game, GameConfig
from florida_history.games.colonial_florida.pace import (
    FLORIDA_PACE,
    estimate_minutes,
    measure,
    seconds_for_game,
)
from florida_history.games.colonial_florida.presets import PRESETS, preset
from florida_history.games.colonial_florida.sim import minutes_for, play_game
from florida_history.games.colonials.pace import COLONIALS_PACE
from florida_history.kernel.pace import Clock, Pace
from florida_history.kernel.reading import ReadingPacer


def test_a_clock_prices_phases_decisions_handovers_and_reads_each_stop_at_150_words() -> None:
    pace = Pace(
        automatic=4,
        decisions={"roll": 4, "choose_die": 10},
        other_decision=6,
        handover=5,
        computer_decision=1,
        lesson_open=6,
    )
    clock = Clock(pace, ReadingPacer(mode="first"), {"space-st-augustine": 150, "card-fort": 75})
    clock.automatic()  # 4
    clock.decision("roll", "spanish")  # 5 + 4
    clock.decision("choose_die", "spanish")  # 10, same student
    clock.lessons(["space-st-augustine"], 1, "t1")  # 6 + 60 (150 words at 150 a minute)
    clock.decision("move", "british")  # 5 + 6 (a kind without its own price)
    clock.decision("move", "french", by_computer=True)  # 1: a computer player
    clock.lessons(["space-st-augustine", "card-fort"], 1, "t2")  # repeat free; 6 + 30
    assert clock.seconds == 4 + 9 + 10 + 66 + 11 + 1 + 36
    assert clock.minutes == pytest.approx(137 / 60)
    timing = clock.timing(1)
    assert (timing.stops, timing.met, timing.repeats_stopped) == (2, 2, 0)
    assert timing.reading_seconds == 66 + 36


def test_the_classroom_presets_fit_their_period_with_reading_on_the_classroom_clock() -> None:
    """Issue #21: a Class period leaves five minutes of a 40-minute period (median <= 35 with
    reading); Short is about 20 minutes."""
    for players in (2, 3):
        period, short = preset("period").minutes(players), preset("short").minutes(players)
        assert period is not None and short is not None
        assert period <= 35
        assert 12 <= short <= 25


def test_the_new_game_screen_gives_each_preset_its_measured_minutes() -> None:
    for p in PRESETS:
        for players in (2, 3):
            minutes = p.minutes(players)
            assert minutes is not None
            assert bots.estimate_minutes(p.target_gold, p.round_limit, players) == round(minutes)


def test_a_custom_length_next_to_a_preset_gets_about_the_presets_minutes() -> None:
    """The table for custom lengths is on the same clock: one gold more than a preset differs
    from the preset's measured minutes by sampling, turn order and mean-versus-median only,
    not by a second clock."""
    for p in PRESETS:
        for players in (2, 3):
            measured = p.minutes(players)
            assert measured is not None
            custom = estimate_minutes(p.target_gold + 1, p.round_limit, players)
            assert custom == pytest.approx(measured, rel=0.12)


def test_the_simulator_times_a_game_exactly_as_the_measurement_does() -> None:
    config = GameConfig(seating=("spanish", "british", "french"), target_gold=30, seed=11)
    powers = config.seating
    result = play_game(config, {p: HeuristicBot(40 + k) for k, p in enumerate(powers)})
    players = {p: HeuristicBot(40 + k) for k, p in enumerate(powers)}

    def choose(game: Game):  # type: ignore[no-untyped-def]
        return players[game.state.pending.player or ""].choose_action(game)

    seconds, rounds = seconds_for_game(config, choose)
    assert rounds == result.rounds
    assert result.pace_seconds == seconds > 0
    assert minutes_for(result) == seconds / 60


def test_reading_lessons_is_part_of_a_games_time() -> None:
    config = GameConfig(seating=("spanish", "british"), target_gold=20, seed=5)

    def first_legal(game: Game):  # type: ignore[no-untyped-def]
        return game.legal_actions()[0]

    with_reading, rounds = seconds_for_game(config, first_legal)
    without_reading, same_rounds = seconds_for_game(config, first_legal, lessons_for=None)
    assert rounds == same_rounds
    assert with_reading - without_reading >= FLORIDA_PACE.lesson_open  # at least one lesson read


def test_measuring_a_length_plays_the_real_engine() -> None:
    def choosers(seed: int):  # type: ignore[no-untyped-def]
        rng = random.Random(seed)

        def pick(game: Game):  # type: ignore[no-untyped-def]
            legal = game.legal_actions()
            return legal[int(rng.random() * len(legal))]

        return {p: pick for p in ("spanish", "british", "french")}

    med, lo, hi, rounds = measure(20, 4, 3, 3, choosers)
    assert rounds <= 4 and 0 < lo <= med <= hi


def test_colonials_is_priced_by_decision_on_the_same_model_about_a_minute_a_turn() -> None:
    """C35 estimates one minute per player-turn: the per-decision prices, before reading,
    come to about that with Medium players standing in for students."""
    from florida_history.games.colonials.ai.registry import make_bot
    from florida_history.games.colonials.engine.settings import preset as col_preset
    from florida_history.games.colonials.engine.state import POWERS as COL_POWERS
    from florida_history.games.colonials.engine.state import GameConfig as ColConfig
    from florida_history.games.colonials.pace import timed_game

    per_turn = []
    for seed in (1, 2, 3):
        config = ColConfig(COL_POWERS[:3], col_preset("class-period", 3), seed)
        bots = {p: make_bot("medium", seed * 16 + i, None) for i, p in enumerate(COL_POWERS[:3])}
        timing = timed_game(config, bots)
        assert timing.stops > 0 and timing.repeats_stopped == 0
        per_turn.append((timing.seconds - timing.reading_seconds) / (timing.rounds * 3))
    assert 45 <= sum(per_turn) / 3 <= 80
    assert COLONIALS_PACE.reading_wpm == 150


def test_colonials_card_minutes_are_the_pace_models_and_need_no_rules_at_start_up() -> None:
    import subprocess
    import sys

    from florida_history.games.colonials.definition import ColonialsDefinition
    from florida_history.games.colonials.engine.settings import preset as col_preset
    from florida_history.games.colonials.pace import estimate_minutes

    card = ColonialsDefinition()
    for name in ("class-period", "short", "full"):
        for players in (2, 3, 4):
            minutes = estimate_minutes(col_preset(name, players), players)
            assert card.minutes(name, players) == round(minutes)
    code = (
        "import sys, florida_history.registry; "
        "print('florida_history.games.colonials.engine' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
