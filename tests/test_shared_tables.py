"""The tables and shared records the simulator's speed relies on give exactly what the plain
computation gives (issue #16): die choices and their Pending, space lessons, the bots' horizon
and skip risk."""

from __future__ import annotations

import pytest
from engine_helpers import at_turn, card, give, make_game

from florida_history.games.colonial_florida.ai.position import (
    hazard_lands,
    income_of,
    rounds_left,
    skip_risk,
)
from florida_history.games.colonial_florida.engine import ChooseDie, Roll
from florida_history.games.colonial_florida.engine.board import RING_SIZE, SETTLEMENTS
from florida_history.games.colonial_florida.engine.board import space as board_space
from florida_history.games.colonial_florida.engine.state import CHOOSE_DIE, HAZARDS, Pending
from florida_history.games.colonial_florida.lessons import lesson_for_space


@pytest.mark.parametrize(("a", "b", "offered"), [(3, 5, [3, 5]), (5, 3, [3, 5]), (4, 4, [4])])
def test_rolled_dice_give_their_own_choices(a: int, b: int, offered: list[int]) -> None:
    game = at_turn(make_game([a, b]), "british")
    game.apply_action(Roll())
    assert game.state.pending == Pending(CHOOSE_DIE, "british", (a, b))
    assert game.legal_actions() == [ChooseDie(v) for v in offered]


def test_a_shared_pending_is_not_changed_by_playing_on() -> None:
    first = at_turn(make_game([2, 6]), "spanish")
    first.apply_action(Roll())
    first.apply_action(ChooseDie(6))  # the turn goes on in the first game ...
    second = at_turn(make_game([2, 6]), "spanish")
    second.apply_action(Roll())  # ... and the same roll in another still offers both dice
    assert second.state.pending == Pending(CHOOSE_DIE, "spanish", (2, 6))
    assert second.legal_actions() == [ChooseDie(2), ChooseDie(6)]


def test_space_lessons_come_from_the_board() -> None:
    for number in range(1, RING_SIZE + 1):
        assert lesson_for_space(number) == board_space(number).lesson_id
    with pytest.raises(ValueError, match="no space 37"):
        lesson_for_space(37)


def test_rounds_left_adds_every_settlements_income() -> None:
    game = make_game(target_gold=40)
    state = game.state
    give(game, 3, "spanish")  # bare: its base alone
    give(game, 6, "spanish", card("cattle-ranches"), card("farms"))
    give(game, 9, "british", card("cutthroats-and-thieves"))  # pays nothing
    give(game, 12, "french", card("fortress"))
    state.player("spanish").gold = 10
    rates = {p.power: 0 for p in state.players}
    for n in SETTLEMENTS:
        st = state.settlements[n]
        if st.owner is not None:
            rates[st.owner] += income_of(st.cards)
    assert rates["spanish"] == 1 + income_of([card("cattle-ranches"), card("farms")])
    expected = min((40 - p.gold) / max(rates[p.power], 1) for p in state.players)
    assert rounds_left(game) == max(1.0, min(30.0, expected))


def test_skip_risk_is_one_minus_every_hazard_missing() -> None:
    game = make_game()
    for offset, hazard in enumerate(HAZARDS):
        game.state.hazards[hazard] = 5 + 7 * offset
    for space in range(1, RING_SIZE + 1):
        clear = 1.0
        for hazard in HAZARDS:
            clear *= 1.0 - hazard_lands(game.state, hazard, space)
        assert skip_risk(game.state, space) == 1.0 - clear
