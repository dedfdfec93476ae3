"""R25 Classroom variants: R25a Head start and R25b Founder's card, exact outcomes with scripted
dice (the deck stays in id order, so the top card is the highest id), saves and replays."""

from __future__ import annotations

import json
import random

import pytest

from florida_history.games.colonial_florida.engine import (
    ChooseDie,
    Continue,
    Game,
    GameConfig,
    Roll,
    ScriptedDice,
    StateError,
)
from florida_history.games.colonial_florida.engine.cards import DECK_SIZE
from florida_history.games.colonial_florida.engine.replay import digest
from florida_history.games.colonial_florida.engine.state import (
    FAIR_ORDER,
    HEAD_START_SETTLEMENTS,
    PHASE,
)
from florida_history.games.colonial_florida.lessons import (
    lesson_for_card,
    lesson_for_space,
    lessons_for_events,
)
from tests.engine_helpers import at_turn, card, find, give, types

TOP, SECOND, THIRD = DECK_SIZE - 1, DECK_SIZE - 2, DECK_SIZE - 3


def _game(
    seating: tuple[str, ...] = ("spanish", "british", "french"),
    faces: list[int] | None = None,
    **switches: object,
) -> Game:
    config = GameConfig(seating=seating, **switches)  # type: ignore[arg-type]
    return Game.new(config, dice=ScriptedDice(faces or []))


def test_r25a_head_start_founds_each_colony_then_draws_in_turn_order_before_any_roll() -> None:
    game = _game(head_start=True)  # no dice at all: nothing is rolled before round 1
    events = game.apply_action(Continue())
    assert types(events)[:7] == ["HeadStartFounded"] * 3 + ["CardDrawn"] * 3 + ["RoundStarted"]
    founded = [(e.player, e.space) for e in find(events, "HeadStartFounded")]
    assert founded == [("spanish", 3), ("british", 9), ("french", 12)]
    drawn = [(e.player, e.space, e.card) for e in find(events, "CardDrawn")]
    assert drawn == [("spanish", 3, TOP), ("british", 9, SECOND), ("french", 12, THIRD)]
    s = game.state
    assert {n: (st.owner, st.cards) for n, st in s.settlements.items() if st.owner} == {
        3: ("spanish", [TOP]),
        9: ("british", [SECOND]),
        12: ("french", [THIRD]),
    }
    assert [p.markers for p in s.players] == [11, 11, 11]
    assert [p.pawn for p in s.players] == [1, 1, 1]  # the pawns stay on the Gulf Stream
    assert len(s.deck) == DECK_SIZE - 3 and s.round == 1 and s.pending.kind == PHASE
    s.check_invariants()


def test_r25a_each_founding_and_card_opens_its_lesson_before_the_first_roll() -> None:
    game = _game(head_start=True)
    events = game.apply_action(Continue())
    assert lessons_for_events(events) == [
        lesson_for_space(3),
        lesson_for_space(9),
        lesson_for_space(12),
        "card-provincial-units",  # the top two cards are both Provincial Units: one lesson
        "card-privateers",
    ]
    assert lesson_for_card(TOP) == lesson_for_card(SECOND) == "card-provincial-units"
    assert lesson_for_space(3) == "space-st-augustine"


def test_r25a_is_played_once_only_on_round_ones_first_step() -> None:
    game = _game(head_start=True, faces=[1] * 20)
    game.apply_action(Continue())  # head start and rebuild
    events = game.apply_action(Continue())  # the hurricane: no second head start
    assert not find(events, "HeadStartFounded") and not find(events, "CardDrawn")
    assert sum(1 for st in game.state.settlements.values() if st.owner) == 3


def test_r25a_fair_order_draws_in_round_ones_order_and_two_players_found_two() -> None:
    game = Game.new(
        GameConfig(seed=1, turn_order=FAIR_ORDER, head_start=True), dice=ScriptedDice([])
    )
    events = game.apply_action(Continue())  # game number 1: the British start round 1
    assert [e.player for e in find(events, "HeadStartFounded")] == ["british", "french", "spanish"]
    assert [(e.player, e.card) for e in find(events, "CardDrawn")] == [
        ("british", TOP),
        ("french", SECOND),
        ("spanish", THIRD),
    ]
    game = _game(seating=("french", "spanish"), head_start=True)
    events = game.apply_action(Continue())
    assert [(e.player, e.space) for e in find(events, "HeadStartFounded")] == [
        ("french", 12),
        ("spanish", 3),
    ]
    assert game.state.settlements[9].owner is None


def test_r25a_r19_a_combatant_or_cutthroats_card_is_attached_all_the_same() -> None:
    game = _game(seating=("spanish", "british"), head_start=True)
    deck = game.state.deck
    for c in (card("cutthroats-and-thieves"), card("soldiers")):
        deck.remove(c)
        deck.append(c)  # soldiers on top, then cutthroats
    game.apply_action(Continue())
    assert game.state.settlements[3].cards == [card("soldiers")]
    assert game.state.settlements[9].cards == [card("cutthroats-and-thieves")]


def test_r25a_r5_reshuffles_the_discards_and_draws_nothing_when_both_piles_are_empty() -> None:
    game = _game(seating=("spanish", "british"), head_start=True)
    s = game.state
    s.discard, s.deck = s.deck[:-1], [s.deck[-1]]  # one card left, the rest discarded
    events = game.apply_action(Continue())
    assert types(events)[:5] == [
        "HeadStartFounded",
        "HeadStartFounded",
        "CardDrawn",
        "DeckReshuffled",
        "CardDrawn",
    ]
    game = _game(seating=("spanish", "british"), head_start=True)
    s = game.state
    parked = s.deck
    s.deck = []
    for n, c in zip((15, 18, 21), (parked[:20], parked[20:40], parked[40:]), strict=True):
        give(game, n, "spanish")
        s.settlements[n].cards = list(c)
    events = game.apply_action(Continue())
    empty = find(events, "NoCardDrawn")
    assert [(e.player, e.space, e.reason) for e in empty] == [
        ("spanish", 3, "deck-empty"),
        ("british", 9, "deck-empty"),
    ]
    assert s.settlements[3].owner == "spanish" and s.settlements[3].cards == []


def test_r25b_founding_a_settlement_draws_a_card_for_it() -> None:
    game = at_turn(_game(faces=[2, 4], founders_card=True), "spanish")
    game.apply_action(Roll())
    events = game.apply_action(ChooseDie(2))
    assert types(events)[1:3] == ["SettlementFounded", "CardDrawn"]
    drawn = find(events, "CardDrawn")[0]
    assert (drawn.player, drawn.space, drawn.card) == ("spanish", 3, TOP)
    assert game.state.settlements[3].cards == [TOP]
    assert lessons_for_events(events) == [lesson_for_space(3), lesson_for_card(TOP)]


def test_r25b_is_off_by_default_and_needs_a_founding() -> None:
    game = at_turn(_game(faces=[2, 4]), "spanish")
    game.apply_action(Roll())
    events = game.apply_action(ChooseDie(2))
    assert find(events, "SettlementFounded") and not find(events, "CardDrawn")
    game = at_turn(_game(faces=[2, 4], founders_card=True), "spanish")
    game.state.player("spanish").markers = 0  # no marker left: no founding, no card
    game.apply_action(Roll())
    events = game.apply_action(ChooseDie(2))
    assert find(events, "FoundingFailed") and not find(events, "CardDrawn")


def test_r25b_r19_r5_attaches_any_card_and_draws_nothing_from_empty_piles() -> None:
    game = at_turn(_game(faces=[2, 4], founders_card=True), "spanish")
    game.state.deck.remove(card("fortress"))
    game.state.deck.append(card("fortress"))
    game.apply_action(Roll())
    game.apply_action(ChooseDie(2))
    assert game.state.settlements[3].cards == [card("fortress")]
    game = at_turn(_game(faces=[2, 4], founders_card=True), "spanish")
    s = game.state
    give(game, 15, "british", *s.deck[:])
    events = game.apply_action(Roll()) + game.apply_action(ChooseDie(2))
    assert [(e.space, e.reason) for e in find(events, "NoCardDrawn")] == [(3, "deck-empty")]
    assert s.settlements[3].owner == "spanish"


def test_r25b_with_head_start_the_head_start_draws_one_card_per_colony_not_two() -> None:
    game = _game(head_start=True, founders_card=True)
    events = game.apply_action(Continue())
    assert len(find(events, "CardDrawn")) == 3


def _play(config: GameConfig, moves: int) -> Game:
    game = Game.new(config)
    chooser = random.Random(config.seed)
    for _ in range(moves):
        if game.is_over:
            break
        legal = game.legal_actions()
        game.apply_action(legal[int(chooser.random() * len(legal))])
    return game


@pytest.mark.parametrize("switches", [{"head_start": True}, {"founders_card": True}])
def test_r25a_r25b_switches_are_saved_and_a_save_replays_to_the_same_game(
    switches: dict[str, bool],
) -> None:
    config = GameConfig(seed=77, target_gold=40, round_limit=12, turn_order=FAIR_ORDER, **switches)
    game = _play(config, 400)
    data = json.loads(json.dumps(game.to_dict()))
    assert {k: data["setup"]["config"][k] for k in switches} == switches
    back = Game.from_dict(data)
    assert back.state.config == config
    assert digest(back) == digest(game) == data["digest"]
    assert back.state.to_dict() == game.state.to_dict()
    # Both games go on identically (the dice were saved too).
    later = [_play_on(g, 60) for g in (game, back)]
    assert later[0] == later[1]


def _play_on(game: Game, moves: int) -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    for _ in range(moves):
        if game.is_over:
            break
        out.extend(e.to_dict() for e in game.apply_action(game.legal_actions()[0]))
    return out


def test_r25a_r25b_old_saves_without_the_switches_open_with_both_off() -> None:
    game = _play(GameConfig(seed=5), 150)
    data = json.loads(json.dumps(game.to_dict()))
    assert "head_start" not in data["setup"]["config"]  # off: not written, digest as before
    assert "founders_card" not in data["setup"]["config"]
    back = Game.from_dict(data)
    assert (back.state.config.head_start, back.state.config.founders_card) == (False, False)
    assert digest(back) == data["digest"]


def test_r25a_r25b_switches_must_be_true_or_false() -> None:
    with pytest.raises(StateError, match="'head_start' must be true or false"):
        GameConfig.from_dict({"head_start": 1})
    with pytest.raises(StateError, match="'founders_card' must be true or false"):
        GameConfig.from_dict({"founders_card": "yes"})


def test_r25a_head_start_settlements_are_the_three_first_colonies() -> None:
    assert HEAD_START_SETTLEMENTS == {"spanish": 3, "british": 9, "french": 12}


def test_r25a_r25b_full_game_is_the_sheets_game_and_the_classroom_lengths_are_as_measured() -> None:
    from florida_history.games.colonial_florida.presets import matching, preset

    full, short, period = preset("full"), preset("short"), preset("period")
    assert (full.head_start, full.founders_card) == (False, False)
    assert (full.target_gold, full.round_limit) == (50, None)
    # scripts/measure_class_presets.py: Founder's card only (Head start favoured Spain).
    assert (short.target_gold, short.round_limit, short.head_start, short.founders_card) == (
        25,
        9,
        False,
        True,
    )
    assert (period.target_gold, period.round_limit, period.head_start, period.founders_card) == (
        40,
        12,
        False,
        True,
    )
    assert matching(40, 12, False, True) is period and matching(40, 12, True, True) is None
    assert matching(50, None) is full
