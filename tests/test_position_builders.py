"""The public position builders (issue #26): a plain description -> a game in that position,
with exact types and the pieces' invariants checked, for tests and teachers' scenarios."""

from __future__ import annotations

import json

import pytest

from florida_history.games.colonial_florida.engine import actions as cf_actions
from florida_history.games.colonial_florida.engine.cards import DECK as CF_DECK
from florida_history.games.colonial_florida.engine.position import (
    build_position as florida_position,
)
from florida_history.games.colonial_florida.engine.state import StateError as FloridaStateError
from florida_history.games.colonials.engine.actions import DeclareRaid, EndPhase
from florida_history.games.colonials.engine.cards import card_number
from florida_history.games.colonials.engine.position import build_position as colonials_position
from florida_history.games.colonials.engine.state import StateError as ColonialsStateError

FLORIDA = {
    "seating": ["spanish", "british", "french"],
    "round": 6,
    "turn": "spanish",
    "players": {"spanish": {"gold": 18, "pawn": 3}, "british": {"gold": 23, "pawn": 20}},
    "settlements": {
        "3": {"owner": "spanish", "cards": ["soldiers", "cannons"]},
        "6": {"owner": "british", "cards": ["fortress", "militia"], "raze": 1},
    },
    "hazards": {"hurricane": 25, "pirate": 30},
    "dice": [3, 5],
}


def test_a_florida_position_is_built_as_described_and_plays_on_with_its_dice() -> None:
    game = florida_position(json.loads(json.dumps(FLORIDA)))  # as read from a scenario file
    s = game.state
    assert (s.round, s.phase, game.pending.kind, game.current_player) == (
        6,
        "action",
        "roll",
        "spanish",
    )
    assert [CF_DECK[c].slug for c in s.settlements[3].cards] == ["soldiers", "cannons"]
    assert s.settlements[6].raze == 1 and s.player("british").markers == 11
    assert (s.player("spanish").gold, s.player("british").pawn) == (18, 20)
    assert s.hazards["hurricane"] == 25 and s.hazards["pirate"] == 30
    events = game.apply_action(cf_actions.Roll())
    assert game.pending.kind == "choose_die" and game.pending.dice == (3, 5)
    assert events


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"round": 6.0}, "'round' must be a whole number"),
        ({"round": True}, "'round' must be a whole number"),
        ({"turn": "dutch"}, "not a power in this game"),
        ({"settlements": {"4": {"owner": "spanish"}}}, "not a settlement"),
        ({"settlements": {"3": {"owner": "spanish", "cards": ["dragons"]}}}, "no card kind"),
        ({"players": {"spanish": {"gold": -1}}}, "'players.spanish.gold'"),
        ({"hazards": {"tornado": 3}}, "'tornado' is not one of"),
        ({"colour": "red"}, "does not know: colour"),
        ({"phase": "income"}, "not both"),
        ({"dice": [7]}, "'dice'"),
    ],
)
def test_a_florida_description_with_a_mistake_names_the_field(change, words) -> None:
    spec = {**FLORIDA, **change}
    with pytest.raises(FloridaStateError, match=words):
        florida_position(spec)


def test_florida_markers_run_out_as_on_the_table() -> None:
    spec = {
        "seating": ["spanish", "british"],
        "settlements": {
            str(n): {"owner": "spanish"} for n in (3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36)
        },
    }
    game = florida_position(spec)
    assert game.state.player("spanish").markers == 0
    assert game.pending.kind == "phase" and game.state.phase == "rebuild"


COLONIALS = {
    "seating": ["english", "french", "spanish", "dutch"],
    "active": "english",
    "phase": "raid",
    "players": {
        "english": {
            "pop": 12,
            "gold": 7,
            "hand": ["tobacco", "pilgrims"],
            "play": ["cod-fishing", "cattle", "colonials", "royal-troops", "volunteers"],
        },
        "french": {"play": ["garrison", "militia"]},
    },
    "dice": [5, 1, 1],
}


def test_a_colonials_position_enters_its_phase_and_waits_for_the_first_decision() -> None:
    game = colonials_position(json.loads(json.dumps(COLONIALS)))
    s = game.state
    assert (game.pending.kind, game.current_player) == ("raid", "english")
    assert s.player("english").hand == [card_number("tobacco"), card_number("pilgrims")]
    assert card_number("garrison") in s.player("french").in_play
    assert (s.player("english").pop, s.player("english").gold) == (12, 7)
    legal = game.legal_actions()
    assert EndPhase() in legal
    assert [a.target for a in legal if isinstance(a, DeclareRaid)] == ["french", "spanish", "dutch"]


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"players": {"english": {"pop": 12.0}}}, "'players.english.pop'"),
        ({"players": {"english": {"hand": ["tobacco", "tobacco"]}}}, "already placed"),
        ({"players": {"english": {"hand": ["rockets"]}}}, "no card 'rockets'"),
        ({"active": "swedish"}, "not a power"),
        ({"phase": "lunch"}, "'phase' must be one of"),
        ({"preset": "marathon"}, "preset"),
        ({"seating": ["english"]}, "2 to 4"),
    ],
)
def test_a_colonials_description_with_a_mistake_names_the_field(change, words) -> None:
    with pytest.raises(ColonialsStateError, match=words):
        colonials_position({**COLONIALS, **change})


@pytest.mark.parametrize("seed", range(40))
def test_games_played_on_from_built_positions_end_with_every_card_in_one_place(seed) -> None:
    """A property over seeded games: a described position is one the rules can play to the
    end (both games, computer players on every seat)."""
    from florida_history.games.colonial_florida.bots import make_bot as florida_bot
    from florida_history.games.colonials.ai.registry import make_bot

    spec = {key: value for key, value in COLONIALS.items() if key != "dice"} | {"seed": seed}
    game = colonials_position(spec)
    bots = {p: make_bot("medium", seed + i) for i, p in enumerate(spec["seating"])}
    for _ in range(3000):
        if game.is_over:
            break
        game.apply_action(bots[game.current_player].choose(game).action)
    assert game.is_over
    game.state.check_invariants()

    florida = florida_position(
        {key: value for key, value in FLORIDA.items() if key != "dice"}
        | {"seed": seed, "round_limit": 12, "target_gold": 40}
    )
    players = {p: florida_bot("heuristic", seed + i) for i, p in enumerate(FLORIDA["seating"])}
    for _ in range(5000):
        if florida.is_over:
            break
        who = florida.current_player
        if who is None:
            florida.apply_action(cf_actions.Continue())
        else:
            florida.apply_action(players[who].choose(florida).action)
    assert florida.is_over
    florida.state.check_invariants()
