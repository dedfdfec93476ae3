"""Invariants over many seeded Colonials games with 2, 3 and 4 players, checked after every
action: all 146 cards accounted for, Population and Gold never negative, the Resource cap
respected whenever a Resource is played, every game ends. Plus: a computer player's choice does
not change when the cards it cannot see are dealt differently; saves replay at random points
and continue identically; damaged saves give one clear error; a golden game number.

CI plays a few hundred games; ``COLONIALS_PROPERTY_GAMES=2400 pytest
tests/test_colonials_properties.py`` runs the full count locally.
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
from typing import Any

import pytest

from florida_history.games.colonials.ai import make_bot
from florida_history.games.colonials.ai.easy import random_proposal
from florida_history.games.colonials.ai.hard import HardBot
from florida_history.games.colonials.engine import (
    POWERS,
    Action,
    Game,
    GameConfig,
    action_from_dict,
    event_from_dict,
    preset,
)
from florida_history.games.colonials.engine.cards import DECK_SIZE, IS_RESOURCE
from florida_history.games.colonials.engine.events import PermanentPlayed
from florida_history.games.colonials.engine.save import SaveError, load_game, save_game

GAMES = int(os.environ.get("COLONIALS_PROPERTY_GAMES", "300"))
MAX_TURNS = 400  # far beyond any real game: reaching it means a game that does not end
PRESETS = ("class-period", "full", "short")


def random_action(game: Game, rng: random.Random) -> Action:
    """Any legal action, trade proposals included now and then."""
    opts = game.trade_options()
    if opts is not None and opts.partners and rng.random() < 0.3:
        proposal = random_proposal(opts, rng)
        if rng.random() < 0.5:  # people may add a promise (C26)
            proposal = dataclasses.replace(proposal, promise="I won't raid you next turn")
        if game.is_legal(proposal):
            return proposal
    legal = game.legal_actions()
    return legal[int(rng.random() * len(legal))]


def config_for(seed: int) -> GameConfig:
    players = 2 + seed % 3
    name = PRESETS[(seed // 3) % 3]
    settings = preset(name, players, defenders_fight_back=seed % 7 == 0)
    return GameConfig(seating=POWERS[:players], settings=settings, seed=seed)


def check(game: Game, events: list[Any]) -> None:
    state = game.state
    cards = state.all_cards()
    assert len(cards) == DECK_SIZE and len(set(cards)) == DECK_SIZE
    for p in state.players:
        assert p.pop >= 0 and p.gold >= 0
        assert p.alive or (p.pop == 0 and not p.hand and not p.in_play)
    for e in events:
        if isinstance(e, PermanentPlayed) and IS_RESOURCE[e.card]:
            player = state.player(e.player)
            assert sum(1 for c in player.in_play if IS_RESOURCE[c]) <= player.pop // 3
    assert game.is_over == (game.legal_actions() == [])


def test_invariants_hold_after_every_action() -> None:
    endings: dict[str | None, int] = {}
    for seed in range(GAMES):
        game = Game.new(config_for(seed), record=False)
        check(game, game.start_events)
        rng = random.Random(seed * 7919 + 1)
        while not game.is_over:
            check(game, game.apply_action(random_action(game, rng)))
            assert game.state.turns <= MAX_TURNS, f"game {seed} did not end"
        assert game.state.winners
        endings[game.state.win_reason] = endings.get(game.state.win_reason, 0) + 1
    assert set(endings) <= {"targets", "last-colony-standing", "round-limit"}


def test_bot_games_end_and_keep_the_invariants() -> None:
    for seed in range(GAMES // 3):
        game = Game.new(config_for(seed), record=False)
        seats = game.state.config.seating
        bots = {
            p: make_bot("medium" if i % 2 else "easy", seed * 8 + i) for i, p in enumerate(seats)
        }
        while not game.is_over:
            who = game.current_player
            assert who is not None
            check(game, game.apply_action(bots[who].choose(game).action))
            assert game.state.turns <= MAX_TURNS
        assert game.state.winners


def redeal_hidden(game: Game, seat: str, rng: random.Random) -> Game:
    """The same game with every card ``seat`` cannot see dealt again at random."""
    twin = game.clone()
    state = twin.state
    view = game.view(seat)
    hidden = view.unseen()
    rng.shuffle(hidden)
    for p in state.players:
        if p.power != seat:
            p.hand, hidden = hidden[: len(p.hand)], hidden[len(p.hand) :]
    state.deck = hidden
    return twin


@pytest.mark.parametrize("bot", ["easy", "medium", "hard"])
def test_bot_choice_ignores_cards_it_cannot_see(bot: str) -> None:
    checked = 0
    for seed in range(max(6, GAMES // 60) if bot == "hard" else GAMES // 7):
        game = Game.new(config_for(seed), record=False)
        rng = random.Random(seed)
        steps = 0
        while not game.is_over and steps < 300:
            who = game.current_player
            assert who is not None
            if rng.random() < 0.15 and len(game.legal_actions()) > 1:
                twin = redeal_hidden(game, who, random.Random(seed + steps))
                if bot == "hard":
                    a = HardBot(steps, time_budget=None, worlds=2).choose(game).action
                    b = HardBot(steps, time_budget=None, worlds=2).choose(twin).action
                else:
                    a = make_bot(bot, steps).choose(game).action
                    b = make_bot(bot, steps).choose(twin).action
                assert a == b, f"game {seed} step {steps}"
                checked += 1
            game.apply_action(random_action(game, rng))
            steps += 1
    assert checked > (5 if bot == "hard" else 20)


def test_clone_equals_original() -> None:
    for seed in range(30):
        game = Game.new(config_for(seed))
        rng = random.Random(seed)
        for _ in range(int(rng.random() * 200)):
            if game.is_over:
                break
            game.apply_action(random_action(game, rng))
        before = game.state.to_dict(), game.dice.to_dict()
        twin = game.clone()
        assert (twin.state.to_dict(), twin.dice.to_dict()) == before
        # Playing the copy on leaves the original untouched; the same moves then give the
        # original the same events and the same position.
        played = []
        for _ in range(30):
            if twin.is_over:
                break
            action = random_action(twin, rng)
            played.append((action, [e.to_dict() for e in twin.apply_action(action)]))
        assert (game.state.to_dict(), game.dice.to_dict()) == before
        for action, events in played:
            assert [e.to_dict() for e in game.apply_action(action)] == events
        assert game.state.to_dict() == twin.state.to_dict()


def test_save_and_load_at_random_points_continues_identically() -> None:
    for seed in range(GAMES // 5):
        game = Game.new(config_for(seed))
        rng = random.Random(seed)
        for _ in range(int(rng.random() * 250)):
            if game.is_over:
                break
            game.apply_action(random_action(game, rng))
        copy = load_game(json.loads(json.dumps(save_game(game))))
        assert copy.state.to_dict() == game.state.to_dict()
        follow, follow_copy = random.Random(seed + 1), random.Random(seed + 1)
        for _ in range(150):
            if game.is_over:
                assert copy.is_over
                break
            a, b = random_action(game, follow), random_action(copy, follow_copy)
            assert a == b
            assert [e.to_dict() for e in game.apply_action(a)] == [
                e.to_dict() for e in copy.apply_action(b)
            ]


def test_actions_and_events_round_trip_through_json() -> None:
    for seed in range(6):
        game = Game.new(config_for(seed))
        rng = random.Random(seed)
        while not game.is_over:
            action = random_action(game, rng)
            assert action_from_dict(json.loads(json.dumps(action.to_dict()))) == action
            for event in game.apply_action(action):
                assert event_from_dict(json.loads(json.dumps(event.to_dict()))) == event


def _saved() -> dict[str, Any]:
    game = Game.new(config_for(4))
    rng = random.Random(4)
    for _ in range(60):
        game.apply_action(random_action(game, rng))
    data: dict[str, Any] = json.loads(json.dumps(save_game(game)))
    return data


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda d: d.update(format="x"), "not a saved Colonials game"),
        (lambda d: d.update(version=9), "version 9"),
        (lambda d: d.pop("actions"), "list of moves is missing"),
        (lambda d: d["actions"].pop(3), "damaged"),
        (lambda d: d["actions"][5].update(type="Cheat"), "move 6 cannot be replayed"),
        (lambda d: d["actions"][5].update(card="ten"), "move 6 cannot be replayed"),
        (lambda d: d.update(digest="0" * 64), "does not give the saved game"),
        (lambda d: d["setup"].update(seating=["english", "english"]), "distinct"),
        (lambda d: d["setup"]["settings"].update(target_pop=99), "Population target"),
        (lambda d: d["setup"]["settings"].update(protected="yes"), "true or false"),
        (lambda d: d["setup"].update(seed="abc"), "whole number"),
        (lambda d: d.pop("setup"), "setup must be a JSON object"),
    ],
)
def test_damaged_saves_give_one_clear_error(damage: Any, message: str) -> None:
    data = _saved()
    damage(data)
    with pytest.raises(SaveError, match=message):
        load_game(data)


@pytest.mark.parametrize("data", [None, [], "text", 5, {}])
def test_something_that_is_not_a_save(data: Any) -> None:
    with pytest.raises(SaveError):
        load_game(data)


def golden_game() -> Game:
    config = GameConfig(seating=("english", "french", "spanish"), seed=1565)
    game = Game.new(config)
    bots = {p: make_bot("medium", i) for i, p in enumerate(config.seating)}
    while not game.is_over:
        who = game.current_player
        assert who is not None
        game.apply_action(bots[who].choose(game).action)
    return game


def test_golden_game_number_1565() -> None:
    """Pins game number 1565: if this changes, class game numbers stop replaying."""
    game = golden_game()
    start = game.start_events
    assert start[0].to_dict() == GOLDEN_START
    first_draw = [e for e in start if e.type == "CardsDrawn"][0]
    assert (first_draw.player, first_draw.cards) == ("french", (145, 87))  # Privateer, Newspaper
    assert game.state.deck[-5:] == GOLDEN_DECK_TOP
    assert (game.state.winners, game.state.win_reason, game.state.turns) == GOLDEN_END
    assert len(game.actions) == GOLDEN_ACTIONS


GOLDEN_START: dict[str, Any] = {
    "type": "GameStarted",
    "seating": ["english", "french", "spanish"],
    "first_player": "french",
    "first_roll": 2,
}
GOLDEN_DECK_TOP = [74, 72, 130, 3, 69]
GOLDEN_END = (("spanish",), "targets", 29)
GOLDEN_ACTIONS = 251
