"""The fair turn order (issue #9 §3) next to the sheet's fixed order (R4).

Fixed: "Turn order in the Action Phase: Spanish, British, French" — the first seat starts every
round. Fair: the game number draws who starts round 1, then the order changes each round (2
players alternate; 3 play A-B-C, C-B-A, B-C-A). The fixed order's games must stay identical to
the games before the setting existed.
"""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from florida_history.games.colonial_florida.engine import Continue, Game, GameConfig, StateError
from florida_history.games.colonial_florida.engine.replay import digest
from florida_history.games.colonial_florida.engine.state import FAIR_ORDER, FIXED_ORDER, PHASE


def _action_order(game: Game, rounds: int) -> list[list[str]]:
    """Who took (or skipped) a turn, round by round, playing the first legal action."""
    order: list[list[str]] = []
    while not game.is_over and game.state.round <= rounds:
        for e in game.apply_action(game.legal_actions()[0]):
            if e.type == "RoundStarted":
                order.append([])
            elif e.type == "TurnStarted":
                order[-1].append(e.player)
    return order[:rounds]


def test_r4_fixed_order_spanish_british_french_start_every_round() -> None:
    game = Game.new(GameConfig(seed=5))
    assert _action_order(game, 4) == [["spanish", "british", "french"]] * 4


def test_fair_turn_order_3_players_play_abc_cba_bca_then_again() -> None:
    game = Game.new(GameConfig(seed=3, turn_order=FAIR_ORDER))  # 3 % 3: Spanish starts round 1
    assert _action_order(game, 4) == [
        ["spanish", "british", "french"],
        ["french", "british", "spanish"],
        ["british", "french", "spanish"],
        ["spanish", "british", "french"],
    ]


def test_fair_turn_order_a_different_player_starts_each_round_and_each_starts_as_often() -> None:
    config = GameConfig(seed=10, turn_order=FAIR_ORDER)
    starters = [config.first_seat(r) for r in range(1, 7)]
    assert starters == [1, 0, 2, 1, 0, 2]  # the game number 10 draws the British for round 1
    assert all(sorted(config.round_order(r)) == [0, 1, 2] for r in range(1, 10))


def test_fair_turn_order_the_game_number_draws_who_starts_round_one() -> None:
    starters = {
        seed: _action_order(Game.new(GameConfig(seed=seed, turn_order=FAIR_ORDER)), 1)[0][0]
        for seed in (6, 7, 8)
    }
    assert starters == {6: "spanish", 7: "british", 8: "french"}


def test_fair_turn_order_with_two_players_alternates_who_starts() -> None:
    config = GameConfig(seating=("british", "french"), seed=11, turn_order=FAIR_ORDER)
    assert _action_order(Game.new(config), 3) == [
        ["french", "british"],
        ["british", "french"],
        ["french", "british"],
    ]


def test_fair_turn_order_every_player_has_exactly_one_turn_per_round() -> None:
    for seed in range(40):
        seating = ("spanish", "british", "french")[: 2 + seed % 2]
        game = Game.new(GameConfig(seating=seating, seed=seed, turn_order=FAIR_ORDER))
        chooser = random.Random(seed)
        turns: list[str] = []
        while not game.is_over:
            legal = game.legal_actions()
            if game.pending.kind == PHASE and game.state.phase == "rebuild" and turns:
                assert sorted(turns) == sorted(seating), (seed, game.state.round, turns)
                turns = []
            for e in game.apply_action(legal[int(chooser.random() * len(legal))]):
                if e.type == "TurnStarted":
                    turns.append(e.player)


def test_fair_turn_order_skipped_turn_r17_still_passes_the_turn_on() -> None:
    game = Game.new(GameConfig(seed=1, turn_order=FAIR_ORDER))  # British start round 1
    state = game.state
    state.hazards["hurricane"] = 1  # every pawn is on space 1: all three turns are skipped
    state.phase = "income"
    events = game.apply_action(Continue())
    skipped = [e.player for e in events if e.type == "TurnSkipped"]
    assert skipped == ["british", "french", "spanish"]  # round 1 from the drawn starter
    assert state.round == 2 and state.pending.kind == PHASE


def _digest(seed: int, seating: tuple[str, ...]) -> str:
    game = Game.new(GameConfig(seed=seed, seating=seating))
    chooser = random.Random(seed)
    h = hashlib.sha256()
    while not game.is_over:
        legal = game.legal_actions()
        for e in game.apply_action(legal[int(chooser.random() * len(legal))]):
            h.update(json.dumps(e.to_dict(), sort_keys=True).encode())
    state = game.snapshot()["state"]
    state["config"].pop("turn_order")
    h.update(json.dumps(state, sort_keys=True).encode())
    return h.hexdigest()[:16]


def test_golden_fixed_order_games_are_identical_to_before_the_setting() -> None:
    """Whole games (every event and the final state) recorded before the fair order existed."""
    assert _digest(1513, ("spanish", "british", "french")) == "8f249a71a5049e68"
    assert _digest(7, ("british", "french")) == "a55887aa94fa6316"
    assert _digest(42, ("french", "spanish", "british")) == "acfd561e3d2743e5"


def test_turn_order_is_saved_and_old_saves_play_the_fixed_order() -> None:
    game = Game.new(GameConfig(seed=9, turn_order=FAIR_ORDER))
    data = json.loads(json.dumps(game.to_dict()))
    assert data["setup"]["config"]["turn_order"] == FAIR_ORDER
    assert Game.from_dict(data).state.config.turn_order == FAIR_ORDER
    del data["setup"]["config"]["turn_order"]
    data["digest"] = digest(Game.new(GameConfig(seed=9)))  # the same moves (none), fixed order
    assert Game.from_dict(data).state.config.turn_order == FIXED_ORDER
    assert (
        GameConfig.from_dict(
            {"seating": ["spanish", "british"], "target_gold": 30, "seed": 1}
        ).turn_order
        == FIXED_ORDER
    )


def test_unknown_turn_order_is_refused_with_a_clear_message() -> None:
    with pytest.raises(StateError, match="turn order must be one of fixed, rotate"):
        GameConfig(turn_order="random").validate()


def test_fair_turn_order_evens_out_the_seats_in_simulated_games(capsys) -> None:
    """A quick version of scripts/measure_turn_order.py (5,000 games there): identical Medium
    players, the Short length, 3 players; game numbers fixed, so the figures never change."""
    from florida_history.cli import main
    from florida_history.games.colonial_florida.sim.batch import MatchSpec, play_many
    from florida_history.games.colonial_florida.sim.summary import summarize

    def seats(order: str) -> list[float]:
        spec = MatchSpec(
            bots=("heuristic",) * 3, target_gold=30, round_limit=9, seed=1, turn_order=order
        )
        return [100 * r for _, r in summarize(spec, play_many(spec, 600), 1.0).by_seat]

    fixed, fair = seats(FIXED_ORDER), seats(FAIR_ORDER)
    assert fixed[0] > 40 and fixed[2] < 27  # the sheet's order: the first seat wins far more
    assert max(abs(r - 100 / 3) for r in fair) < 5
    assert main(["simulate", "--games", "3", "--turn-order", "rotate"]) == 0
    assert ", fair turn order" in capsys.readouterr().out


@pytest.mark.parametrize("order", [FIXED_ORDER, FAIR_ORDER])
def test_a_game_ended_by_the_round_limit_r24_saves_and_opens_again(order: str) -> None:
    """Short and Class period end by the round limit: their finished saves must open."""
    game = Game.new(GameConfig(seed=3, round_limit=2, turn_order=order))
    chooser = random.Random(1)
    while not game.is_over:
        legal = game.legal_actions()
        game.apply_action(legal[int(chooser.random() * len(legal))])
    assert game.state.win_reason == "round-limit"
    again = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert again.is_over and again.state.winners == game.state.winners
