"""Invariants over thousands of seeded games, checked after every action: all 67 cards
accounted for, 12 control markers per player, gold and Raze markers never negative, pieces on
real spaces, every game ends. Plus JSON save/load round trips at random decision points."""

from __future__ import annotations

import json
import random

import pytest

from florida_history.games.colonial_florida.engine import Game, GameConfig, StateError
from florida_history.games.colonial_florida.engine.actions import action_from_dict
from florida_history.games.colonial_florida.engine.events import event_from_dict

GAMES = 2000
MAX_ROUNDS = 400


def _check(game: Game) -> None:
    state = game.state
    state.check_invariants()  # 67 cards once each; markers on board + supply == 12
    for p in state.players:
        assert p.gold >= 0 and 1 <= p.pawn <= 36 and 0 <= p.markers <= 12
    for n, st in state.settlements.items():
        assert st.raze >= 0, n
    assert all(1 <= at <= 36 for at in state.hazards.values())
    legal = game.legal_actions()
    assert game.is_over == (legal == [])


def _play(seed: int, players: int) -> Game:
    seating = ("spanish", "british", "french")[:players]
    game = Game.new(GameConfig(seating=seating, seed=seed))
    chooser = random.Random(seed * 7919 + players)
    while not game.is_over:
        legal = game.legal_actions()
        game.apply_action(legal[int(chooser.random() * len(legal))])
        _check(game)
        assert game.state.round <= MAX_ROUNDS, f"game {seed} did not end"
    return game


@pytest.mark.parametrize("part", range(4))  # four quarters, so the test workers share them
def test_invariants_hold_after_every_action_in_2000_games(part: int) -> None:
    rounds = []
    for seed in range(part * GAMES // 4, (part + 1) * GAMES // 4):
        game = _play(seed, 2 + seed % 2)
        assert game.state.winners
        rounds.append(game.state.round)
    assert max(rounds) < MAX_ROUNDS


def test_clone_equals_the_original_and_plays_on_alone() -> None:
    """Game.clone copies every field by hand: at many positions the copy's snapshot (state and
    dice) equals the original's, playing the copy on leaves the original untouched, and the
    same moves then give the original the same events and the same position."""
    positions = 0
    for seed in range(60):
        seating = ("spanish", "british", "french")[: 2 + seed % 2]
        game = Game.new(GameConfig(seating=seating, seed=seed))
        chooser = random.Random(seed)
        while not game.is_over:
            if chooser.random() < 0.1:
                before = game.snapshot()
                twin = game.clone()
                assert twin.snapshot() == before
                played = []
                for _ in range(20):
                    if twin.is_over:
                        break
                    legal = twin.legal_actions()
                    action = legal[int(chooser.random() * len(legal))]
                    played.append((action, [e.to_dict() for e in twin.apply_action(action)]))
                assert game.snapshot() == before
                for action, events in played:
                    assert [e.to_dict() for e in game.apply_action(action)] == events
                assert game.snapshot() == twin.snapshot()
                positions += 1
                continue
            legal = game.legal_actions()
            game.apply_action(legal[int(chooser.random() * len(legal))])
    assert positions > 300


def test_same_game_number_replays_identically() -> None:
    def run(seed: int) -> list[dict]:
        game = Game.new(GameConfig(seed=seed))
        chooser = random.Random(1)
        log = []
        while not game.is_over:
            legal = game.legal_actions()
            log.extend(
                e.to_dict() for e in game.apply_action(legal[int(chooser.random() * len(legal))])
            )
        return log

    assert run(2024) == run(2024)


def test_golden_first_events_of_game_number_1513() -> None:
    """Pins the dice of game number 1513: if this changes, class game numbers stop replaying."""
    game = Game.new(GameConfig(seed=1513))
    assert game.state.deck[-3:] == [6, 19, 36]
    events = []
    while game.pending.kind == "phase":
        events.extend(game.apply_action(game.legal_actions()[0]))
    moved = [(e.hazard, e.dice, e.to_space) for e in events if e.type == "HazardMoved"]
    assert moved == [
        ("hurricane", (6, 2, 5), 24),
        ("pirate", (2, 5), 30),
        ("native_raid", (2,), 35),
        ("disease", (3,), 34),
    ]
    assert [e.type for e in events[:4]] == [
        "RoundStarted",
        "PhaseStarted",
        "PhaseStarted",
        "HazardMoved",
    ]


def test_save_and_load_at_random_points_continues_identically() -> None:
    for seed in range(60):
        game = Game.new(GameConfig(seed=seed, seating=("british", "french", "spanish")))
        chooser = random.Random(seed)
        stop = int(chooser.random() * 200)
        steps = 0
        while not game.is_over and steps < stop:
            legal = game.legal_actions()
            game.apply_action(legal[int(chooser.random() * len(legal))])
            steps += 1
        saved = json.dumps(game.to_dict())
        copy = Game.from_dict(json.loads(saved))
        assert copy.to_dict() == game.to_dict()
        follow = random.Random(seed + 1)
        follow_copy = random.Random(seed + 1)
        for _ in range(150):
            if game.is_over:
                assert copy.is_over
                break
            a = game.legal_actions()[int(follow.random() * len(game.legal_actions()))]
            b = copy.legal_actions()[int(follow_copy.random() * len(copy.legal_actions()))]
            assert a == b
            assert [e.to_dict() for e in game.apply_action(a)] == [
                e.to_dict() for e in copy.apply_action(b)
            ]


def test_actions_and_events_round_trip_through_json() -> None:
    game = Game.new(GameConfig(seed=8))
    chooser = random.Random(8)
    while not game.is_over:
        legal = game.legal_actions()
        action = legal[int(chooser.random() * len(legal))]
        assert action_from_dict(json.loads(json.dumps(action.to_dict()))) == action
        for event in game.apply_action(action):
            assert event_from_dict(json.loads(json.dumps(event.to_dict()))) == event


def _saved(seed: int = 4) -> dict:
    game = Game.new(GameConfig(seed=seed))
    for _ in range(40):
        game.apply_action(game.legal_actions()[0])
    return json.loads(json.dumps(game.to_dict()))


def _first(d: dict, kind: str) -> dict:
    return next(a for a in d["actions"] if a["type"] == kind)


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda d: d.update(format="something-else"), "not a Florida History saved game"),
        (lambda d: d.update(version=99), "another version"),
        (lambda d: d.update(version=1), "older version"),
        (lambda d: d["actions"].pop(), "do not lead to the position"),
        (lambda d: d["actions"].pop(0), "not allowed at that point"),
        (lambda d: d["actions"].append({"type": "Roll"}), "not allowed at that point"),
        (lambda d: d.update(digest="0" * 64), "do not lead to the position"),
        (lambda d: _first(d, "ChooseDie").update(value=3.0), "needs a whole number"),
        (lambda d: _first(d, "ChooseDie").update(value=True), "needs a whole number"),
        (lambda d: d["actions"].append({"type": "Dance"}), "unknown action type"),
        (lambda d: d["actions"].append([1, 2]), "must be a JSON object"),
        (lambda d: d.update(actions={"a": 1}), "list of moves"),
        (lambda d: d["setup"]["config"].update(seating=["spanish", "spanish"]), "distinct"),
        (lambda d: d["setup"]["config"].update(target_gold=50.0), "whole number"),
        (lambda d: d["setup"]["config"].update(seed=5), "do not lead"),
        (lambda d: d["setup"]["dice"].update(kind="loaded"), "unknown dice kind"),
        (lambda d: d["setup"]["dice"].update(seed="7"), "dice seed"),
        (lambda d: d["setup"]["dice"].update(state=[3, [0] * 625, None]), "all zeros"),
        (lambda d: d["setup"]["dice"].update(state=[3, [1, 2], None]), "625"),
        (lambda d: d["setup"].update(dice={"kind": "scripted", "faces": []}), "ran out"),
        (lambda d: d.pop("setup"), "setup is missing"),
    ],
)
def test_loading_a_damaged_save_gives_one_clear_error(damage, message) -> None:
    data = _saved()
    damage(data)
    with pytest.raises(StateError, match=message):
        Game.from_dict(data)


@pytest.mark.parametrize("data", [None, [], "text", 5, {}])
def test_loading_something_that_is_not_a_save(data) -> None:
    with pytest.raises(StateError):
        Game.from_dict(data)
