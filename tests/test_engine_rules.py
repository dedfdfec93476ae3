"""One or more tests per settled rule R1-R24 of rules/colonial-florida.md (R25 in
tests/test_engine_r25.py), with scripted dice and exact outcomes (gold, positions, cards,
events)."""

from __future__ import annotations

import pytest
from engine_helpers import at_phase, at_turn, card, find, give, make_game, types

from florida_history.games.colonial_florida.engine import (
    ChooseDie,
    ChooseLoss,
    CommitCombatant,
    Continue,
    DeclineAttack,
    EndTurn,
    Game,
    GameConfig,
    IllegalActionError,
    LaunchAttack,
    MoveCombatant,
    NoTransfer,
    Roll,
    SeededDice,
    TransferCombatant,
)
from florida_history.games.colonial_florida.engine.board import (
    SETTLEMENTS,
    SPACES,
    adjacent_settlements,
    clockwise,
    counterclockwise,
    space,
)
from florida_history.games.colonial_florida.engine.cards import DECK, KINDS
from florida_history.games.colonial_florida.engine.income import settlement_income
from florida_history.games.colonial_florida.names import card_name, space_name


def test_board_has_36_named_spaces_and_12_settlements() -> None:
    assert len(SPACES) == 36
    assert SETTLEMENTS == (3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36)
    assert space(3).slug == "st-augustine" and space(36).slug == "tallahassee"
    assert space_name(space(3).slug) == "St Augustine"
    assert space_name(space(31).slug) == "Coral Reefs & Seagrass Beds"


def test_deck_has_67_cards_of_43_kinds_with_sheet_counts() -> None:
    assert len(KINDS) == 43 and len(DECK) == 67
    counts = {k.slug: k.count for k in KINDS}
    assert counts["busy-port"] == 4 and counts["fortress"] == 6 and counts["soldiers"] == 4
    assert sum(k.count for k in KINDS if k.is_income) == 35
    assert sum(k.count for k in KINDS if "C" in k.types) == 19
    assert sum(k.count for k in KINDS if "M" in k.types) == 11


def test_r1_clockwise_increases_and_wraps() -> None:
    assert clockwise(35, 3) == 2
    assert counterclockwise(2, 3) == 35
    game = at_turn(make_game([5, 2]), "spanish")
    game.state.player("spanish").pawn = 35
    game.apply_action(Roll())
    events = game.apply_action(ChooseDie(2))
    moved = find(events, "PawnMoved")[0]
    assert moved.path == (36, 1) and game.state.player("spanish").pawn == 1


def test_r1_hazards_move_counterclockwise() -> None:
    game = at_phase(make_game([1, 1, 2, 3]), "hurricane")  # 3D6 = 4, then 1D6 Raze = 3
    events = game.apply_action(Continue())
    moved = find(events, "HazardMoved")[0]
    assert moved.from_space == 1 and moved.to_space == 33 and moved.path == (36, 35, 34, 33)


def test_r2_adjacent_settlements_wrap() -> None:
    assert adjacent_settlements(3) == (36, 6)
    assert adjacent_settlements(36) == (33, 3)
    with pytest.raises(ValueError):
        adjacent_settlements(4)


def test_r3_setup_puts_everything_on_gulf_stream() -> None:
    game = Game.new(GameConfig(seed=7))
    state = game.state
    assert all(p.pawn == 1 and p.gold == 0 and p.markers == 12 for p in state.players)
    assert set(state.hazards.values()) == {1}
    assert state.round == 1 and state.phase == "rebuild" and game.pending.kind == "phase"


def test_r4_default_turn_order_and_chosen_seating() -> None:
    game = Game.new(GameConfig(seed=1))
    assert [p.power for p in game.state.players] == ["spanish", "british", "french"]
    game = Game.new(GameConfig(seating=("french", "spanish"), seed=1))
    while game.pending.kind == "phase":
        events = game.apply_action(Continue())
    assert find(events, "TurnStarted")[0].player == "french"


def test_r5_deck_shuffled_by_game_number() -> None:
    a = Game.new(GameConfig(seed=11)).state.deck
    b = Game.new(GameConfig(seed=11)).state.deck
    c = Game.new(GameConfig(seed=12)).state.deck
    assert a == b and a != c and sorted(a) == list(range(67))


def test_r5_empty_deck_reshuffles_discard_pile() -> None:
    game = at_turn(make_game([2, 6]), "spanish")
    give(game, 3, "spanish")
    state = game.state
    state.discard = list(state.deck)
    state.deck = []
    game.apply_action(Roll())
    events = game.apply_action(ChooseDie(2))
    assert types(events)[:4] == ["PawnMoved", "DeckReshuffled", "CardDrawn", "TurnEnded"]
    assert find(events, "DeckReshuffled")[0].cards == 67
    assert state.discard == [] and len(state.deck) == 66


def test_r5_no_card_when_deck_and_discard_are_empty() -> None:
    game = at_turn(make_game([2, 5]), "spanish")
    give(game, 3, "spanish", *list(game.state.deck))
    game.apply_action(Roll())
    events = game.apply_action(ChooseDie(2))
    assert find(events, "NoCardDrawn")[0].reason == "deck-empty"


def test_r6_rebuild_removes_exactly_one_raze_marker() -> None:
    game = at_phase(make_game(), "rebuild")
    give(game, 3, "spanish", raze=4)
    give(game, 6, None, raze=1)
    events = game.apply_action(Continue())
    assert game.state.settlements[3].raze == 3 and game.state.settlements[6].raze == 0
    assert [(e.space, e.remaining) for e in find(events, "RazeMarkersRemoved")] == [(3, 3), (6, 0)]
    assert game.state.phase == "hurricane"


def test_r7_hurricane_razes_and_destroys_cards_on_a_one() -> None:
    busy, militia = card("busy-port"), card("militia")
    # 3D6 = 1+1+2 moves 1 -> 33 (Pensacola); raze 1D6 = 5; card checks: busy 1 (lost), militia 4.
    game = at_phase(make_game([1, 1, 2, 5, 1, 4]), "hurricane")
    give(game, 33, "british", busy, militia)
    events = game.apply_action(Continue())
    st = game.state.settlements[33]
    assert st.raze == 5 and st.cards == [militia]
    assert game.state.discard == [busy]
    assert [(e.card, e.cause) for e in find(events, "CardDestroyed")] == [(busy, "hurricane")]
    assert game.state.hazards["hurricane"] == 33


def test_r7_hurricane_off_settlement_does_nothing_else() -> None:
    game = at_phase(make_game([1, 1, 1]), "hurricane")  # 1 -> 34, not a settlement
    events = game.apply_action(Continue())
    assert (
        types(events) == ["PhaseStarted", "HazardMoved"] and game.state.hazards["hurricane"] == 34
    )


def test_r8_pirates_move_2d6_and_raid_with_1d3() -> None:
    # 2D6 = 1+2 -> space 34? no: 1 -3 = 34; use 2+2 = 4 -> 33. raiders 2: raiders roll 3 dice,
    # settlement (no combatants) rolls 2: 6,6,6 vs 1,1 -> raiders win, raze 1D6 = 2.
    game = at_phase(make_game([2, 2, 2, 6, 6, 6, 1, 1, 2]), "pirate")
    give(game, 33, "british", card("busy-port"))
    events = game.apply_action(Continue())
    raid = find(events, "RaidStarted")[0]
    assert (raid.space, raid.raiders, raid.defenders) == (33, 2, 0)
    assert find(events, "CombatRolled")[0].attacker_dice == (6, 6, 6)
    assert game.state.settlements[33].raze == 2
    assert game.state.settlements[33].cards == [card("busy-port")]  # only combatants are lost
    assert find(events, "RaidResolved")[0].settlement_won is False


def test_r9_native_raid_moves_1d6() -> None:
    # 1D6 = 4 -> 33; raiders 1 (2 dice) vs settlement 2 dice + 1 militia = 3 dice: 1,1 vs 2,2,2.
    # The settlement wins; winner-loss roll 5: nothing lost.
    game = at_phase(make_game([4, 1, 1, 1, 2, 2, 2, 5]), "native_raid")
    give(game, 33, "french", card("militia"))
    events = game.apply_action(Continue())
    assert game.state.hazards["native_raid"] == 33
    assert find(events, "RaidResolved")[0].settlement_won is True
    assert (
        game.state.settlements[33].cards == [card("militia")]
        and game.state.settlements[33].raze == 0
    )


def test_r10_disease_kills_combatants_on_one_or_two_but_not_fortresses() -> None:
    militia, soldiers, fortress, farms = (
        card("militia"),
        card("soldiers"),
        card("fortress"),
        card("farms"),
    )
    # 1D6 = 3 -> 34? 1-3 = 34 (not a settlement). Start the marker at 6 instead: 6-3 = 3.
    game = at_phase(make_game([3, 4, 2, 5, 1]), "disease")
    game.state.hazards["disease"] = 6
    give(game, 3, "spanish", militia, farms, soldiers, fortress)
    events = game.apply_action(Continue())
    st = game.state.settlements[3]
    assert st.raze == 4
    # rolls: militia 2 (killed), soldiers 5 (lives), fortress 1 (saved); farms is not rolled for.
    assert st.cards == [farms, soldiers, fortress]
    checks = [(e.card, e.roll, e.lost, e.saved_by_fortress) for e in find(events, "CardChecked")]
    assert checks == [
        (militia, 2, True, False),
        (soldiers, 5, False, False),
        (fortress, 1, False, True),
    ]
    assert [e.card for e in find(events, "CombatantKilled")] == [militia]


def test_r11_income_example_from_the_rules_pays_six() -> None:
    cards = [card("busy-port"), card("fishing"), card("slaves")]
    b = settlement_income(cards)
    assert (b.base, b.cards, b.labor_bonus, b.pair_bonus, b.total) == (1, 3, 1, 1, 6)


def test_r11_income_phase_pays_owners_and_skips_razed_and_occupied() -> None:
    game = at_phase(make_game(), "income")
    give(game, 3, "spanish", card("busy-port"), card("fishing"), card("slaves"))  # 6
    give(game, 6, "spanish", raze=1)  # razed: 0
    give(game, 9, "british", card("farms"))  # 2, but a Spanish pawn stands there
    give(game, 12, "british", card("provincial-capitol"))  # R11: capitol counts 2 -> 3
    game.state.player("spanish").pawn = 9
    events = game.apply_action(Continue())
    assert game.state.player("spanish").gold == 6
    assert game.state.player("british").gold == 3
    withheld = [(e.space, e.reason) for e in find(events, "IncomeWithheld")]
    assert withheld == [(6, "razed"), (9, "occupied")]
    assert game.state.phase == "action" and game.pending.kind == "roll"


def test_r11_labor_bonus_needs_a_non_labor_income_card() -> None:
    assert settlement_income([card("scots"), card("cubans")]).total == 1 + 2 + 0 + 1  # L pair
    assert settlement_income([card("scots"), card("timber")]).total == 1 + 2 + 1


def test_r11_provincial_capitol_counts_double() -> None:
    assert settlement_income([card("provincial-capitol")]).total == 3
    two = settlement_income([card("provincial-capitol", 0), card("provincial-capitol", 1)])
    assert (two.cards, two.pair_bonus, two.total) == (4, 1, 6)


def test_r12_dual_type_cards_count_for_both() -> None:
    # Busy Port (T/S) + Importers (T/S): T pair + S pair = 2 bonus.
    b = settlement_income([card("busy-port"), card("importers")])
    assert (b.cards, b.pair_bonus, b.total) == (2, 2, 5)
    # Naval Stores (W/S) + Timber (W) + Fishing (A/S): W pair, S pair.
    b = settlement_income([card("naval-stores"), card("timber"), card("fishing")])
    assert (b.pair_bonus, b.total) == (2, 6)


def test_r13_cutthroats_cost_one_but_never_below_zero() -> None:
    one = settlement_income([card("farms"), card("cutthroats-and-thieves")])
    assert (one.cutthroats, one.total) == (1, 1)
    both = settlement_income([card("cutthroats-and-thieves", 0), card("cutthroats-and-thieves", 1)])
    assert both.total == 0


def test_r14_victory_at_target_most_gold_wins() -> None:
    game = at_phase(make_game(target_gold=10), "income")
    game.state.player("spanish").gold = 9
    game.state.player("british").gold = 9
    give(game, 3, "spanish", card("farms"))  # +2 -> 11
    give(game, 6, "british")  # +1 -> 10
    events = game.apply_action(Continue())
    won = find(events, "GameWon")[0]
    assert won.winners == ("spanish",) and won.reason == "target"
    assert game.is_over and game.legal_actions() == []


def test_r14_exact_tie_is_a_shared_win() -> None:
    game = at_phase(make_game(target_gold=10), "income")
    game.state.player("spanish").gold = 9
    game.state.player("french").gold = 9
    give(game, 3, "spanish")
    give(game, 6, "french")
    events = game.apply_action(Continue())
    assert find(events, "GameWon")[0].winners == ("spanish", "french")


def test_r15_raid_lost_removes_combatants_but_not_fortress_and_razes() -> None:
    fortress, militia = card("fortress"), card("militia")
    # pirate 2+2 -> 33; raiders 3 (4 dice): 6,6,6,6 = 24 vs 2+2 = 4 dice: 1,1,1,1; raze 6.
    game = at_phase(make_game([2, 2, 3, 6, 6, 6, 6, 1, 1, 1, 1, 6]), "pirate")
    give(game, 33, "british", fortress, militia)
    events = game.apply_action(Continue())
    st = game.state.settlements[33]
    assert st.cards == [fortress] and st.raze == 6 and game.state.discard == [militia]
    assert find(events, "CombatantKilled")[0].cause == "raid"


def test_r15_ties_are_rerolled() -> None:
    # 2+2 -> 33; raiders 1 (2 dice) vs 2 dice: 3,3 vs 2,4 tie; then 1,1 vs 5,5; loss roll 6.
    game = at_phase(make_game([2, 2, 1, 3, 3, 2, 4, 1, 1, 5, 5, 6]), "pirate")
    give(game, 33, "british")
    events = game.apply_action(Continue())
    rolls = find(events, "CombatRolled")
    assert [r.tie for r in rolls] == [True, False]
    assert find(events, "RaidResolved")[0].settlement_won is True


def test_r15_raid_won_loses_one_combatant_on_1_to_3_unless_last() -> None:
    militia, garrison = card("militia"), card("garrison")
    # 2+2 -> 33; raiders 1: 1,1 vs 4 dice 6,6,6,6; loss roll 2 -> loses one (the last attached).
    game = at_phase(make_game([2, 2, 1, 1, 1, 6, 6, 6, 6, 2]), "pirate")
    give(game, 33, "british", militia, garrison)
    game.apply_action(Continue())
    assert game.state.settlements[33].cards == [militia]
    # Only one combatant: it is never lost after a win.
    game = at_phase(make_game([2, 2, 1, 1, 1, 6, 6, 6, 1]), "pirate")
    give(game, 33, "british", militia)
    game.apply_action(Continue())
    assert game.state.settlements[33].cards == [militia]


def test_r15_unowned_settlements_are_raided_and_keep_raze_markers() -> None:
    game = at_phase(make_game([2, 2, 1, 6, 6, 1, 1, 3]), "pirate")
    events = game.apply_action(Continue())
    assert find(events, "RaidStarted")[0].owner is None
    assert game.state.settlements[33].raze == 3


def _attack_position(faces: list[int]) -> Game:
    """Spanish at 3 with combatants; British at 6 (adjacent to 3); Spanish pawn lands on 6."""
    game = at_turn(make_game(faces), "spanish")
    give(game, 3, "spanish", card("soldiers", 0), card("soldiers", 1), card("fortress", 0))
    give(game, 6, "british", card("militia"), card("farms"))
    game.state.player("spanish").pawn = 1
    return game


def test_r16_attack_offered_only_with_an_adjacent_combatant() -> None:
    game = _attack_position([5, 1])
    game.apply_action(Roll())
    events = game.apply_action(ChooseDie(5))
    assert find(events, "AttackAvailable") and game.pending.kind == "attack"
    legal = game.legal_actions()
    assert DeclineAttack() in legal and LaunchAttack() not in legal
    # Fortress (R20) is never offered; the two Soldiers are one choice (same kind, same place).
    assert [a for a in legal if isinstance(a, CommitCombatant)] == [
        CommitCombatant(card("soldiers", 0))
    ]
    # Without an adjacent combatant there is no attack.
    game = at_turn(make_game([5, 1]), "spanish")
    give(game, 3, "spanish", card("fortress"))
    give(game, 6, "british")
    game.apply_action(Roll())
    events = game.apply_action(ChooseDie(5))
    assert not find(events, "AttackAvailable") and "TurnEnded" in types(events)


def test_r16_attacker_wins_conquers_and_may_transfer() -> None:
    s0, s1, militia = card("soldiers", 0), card("soldiers", 1), card("militia")
    # attacker 1+2 = 3 dice: 6,6,6; defender 2+1 = 3 dice: 1,1,1; winner-loss roll 4 (none).
    game = _attack_position([5, 1, 6, 6, 6, 1, 1, 1, 4])
    game.apply_action(Roll())
    game.apply_action(ChooseDie(5))
    game.apply_action(CommitCombatant(s0))
    game.apply_action(CommitCombatant(s1))
    events = game.apply_action(LaunchAttack())
    st = game.state.settlements[6]
    assert st.owner == "spanish" and st.cards == [card("farms")]
    assert game.state.discard == [militia]
    assert game.state.player("british").markers == 12 and game.state.player("spanish").markers == 10
    assert find(events, "SettlementConquered")[0].to_player == "spanish"
    assert game.pending.kind == "transfer"
    events = game.apply_action(TransferCombatant(s0))
    assert game.state.settlements[6].cards == [card("farms"), s0]
    assert game.state.settlements[3].cards == [s1, card("fortress")]


def test_r16_winner_chooses_a_loss_on_1_to_3() -> None:
    s0, s1 = card("soldiers", 0), card("soldiers", 1)
    game = at_turn(make_game([5, 1, 6, 6, 6, 1, 1, 1, 2]), "spanish")
    give(game, 3, "spanish", s0)
    give(game, 9, "spanish", s1)  # 9 is also adjacent to 6
    give(game, 6, "british", card("militia"))
    game.apply_action(Roll())
    game.apply_action(ChooseDie(5))
    game.apply_action(CommitCombatant(s0))
    game.apply_action(CommitCombatant(s1))
    game.apply_action(LaunchAttack())
    assert game.pending.kind == "choose_loss" and game.pending.player == "spanish"
    assert game.legal_actions() == [ChooseLoss(s0), ChooseLoss(s1)]
    game.apply_action(ChooseLoss(s1))
    assert s1 in game.state.discard and game.pending.kind == "transfer"
    game.apply_action(NoTransfer())
    assert game.state.settlements[3].cards == [s0]


def test_r16_attacker_loses_all_committed_and_nothing_else_happens() -> None:
    s0 = card("soldiers", 0)
    # attacker 2 dice 1,1 vs defender 2 + 2 = 4 dice 6,6,6,6 (the fortress counts, R20).
    # The defender's loss roll is 1: militia and fortress fought, so it loses the militia.
    game = at_turn(make_game([5, 1, 1, 1, 6, 6, 6, 6, 1]), "spanish")
    give(game, 3, "spanish", s0)
    give(game, 6, "british", card("militia"), card("fortress"))
    game.apply_action(Roll())
    game.apply_action(ChooseDie(5))
    game.apply_action(CommitCombatant(s0))
    events = game.apply_action(LaunchAttack())
    assert game.state.settlements[6].owner == "british"
    assert game.state.settlements[3].cards == []
    assert game.state.settlements[6].cards == [card("fortress")]  # R20: fortress stays
    assert sorted(game.state.discard) == sorted([s0, card("militia")])
    assert find(events, "AttackResolved")[0].attacker_won is False
    assert "TurnEnded" in types(events)


def test_r16_declining_keeps_everything() -> None:
    game = _attack_position([5, 1])
    game.apply_action(Roll())
    game.apply_action(ChooseDie(5))
    game.apply_action(CommitCombatant(card("soldiers", 0)))
    events = game.apply_action(DeclineAttack())
    assert find(events, "AttackDeclined") and game.state.settlements[6].owner == "british"
    assert len(game.state.settlements[3].cards) == 3


def test_r17_pawn_on_a_hazard_skips_the_whole_turn() -> None:
    game = at_phase(make_game(), "income")
    game.state.hazards.update(hurricane=30, pirate=20, native_raid=30, disease=30)
    game.state.player("spanish").pawn = 20
    events = game.apply_action(Continue())
    skipped = find(events, "TurnSkipped")[0]
    assert skipped.player == "spanish" and skipped.hazards == ("pirate",)
    assert game.pending.player == "british"


def test_r18_founding_an_unowned_settlement() -> None:
    game = at_turn(make_game([2, 4]), "spanish")
    game.apply_action(Roll())
    assert game.legal_actions() == [ChooseDie(2), ChooseDie(4)]
    events = game.apply_action(ChooseDie(2))
    assert find(events, "SettlementFounded")[0].space == 3
    assert game.state.settlements[3].owner == "spanish"
    assert game.state.player("spanish").markers == 11


def test_r18_own_settlement_clears_raze_then_draws_only_if_clear() -> None:
    game = at_turn(make_game([2, 6, 3]), "spanish")
    give(game, 3, "spanish", raze=5)
    game.apply_action(Roll())
    events = game.apply_action(ChooseDie(2))
    assert game.state.settlements[3].raze == 2
    assert find(events, "NoCardDrawn")[0].reason == "razed"
    top = game.state.deck[-1]
    game = at_turn(make_game([2, 6, 4]), "spanish")
    give(game, 3, "spanish", raze=3)
    game.apply_action(Roll())
    events = game.apply_action(ChooseDie(2))
    assert game.state.settlements[3].raze == 0
    assert find(events, "CardDrawn")[0].card == top == game.state.settlements[3].cards[0]


def test_r19_combatants_and_cutthroats_are_attached_when_drawn() -> None:
    game = at_turn(make_game([2, 6]), "spanish")
    give(game, 3, "spanish")
    cutthroats = card("cutthroats-and-thieves")
    game.state.deck.remove(cutthroats)
    game.state.deck.append(cutthroats)
    game.apply_action(Roll())
    game.apply_action(ChooseDie(2))
    assert game.state.settlements[3].cards == [cutthroats]


def test_r20_fortress_never_destroyed_by_hurricane_and_never_committed() -> None:
    fortress = card("fortress")
    game = at_phase(make_game([1, 1, 2, 2, 1]), "hurricane")
    give(game, 33, "british", fortress)
    events = game.apply_action(Continue())
    assert game.state.settlements[33].cards == [fortress]
    assert find(events, "CardChecked")[0].saved_by_fortress is True
    assert not any(k.can_attack for k in DECK if k.is_fortress)


def test_r20_fortress_counts_as_defender() -> None:
    game = at_turn(make_game(), "spanish")
    give(game, 6, "british", card("fortress", 0), card("fortress", 1), card("farms"))
    assert len(game.defenders(6)) == 2


def test_r21_movable_combatants_move_once_to_adjacent_controlled_settlement() -> None:
    warship = card("warship")
    game = at_turn(make_game([1, 1]), "spanish")  # lands on 2: nothing happens
    game.state.hazards.update(hurricane=30, pirate=30, native_raid=30, disease=30)
    give(game, 3, "spanish", warship)
    give(game, 6, "spanish")
    give(game, 36, "british")
    game.apply_action(Roll())
    game.apply_action(ChooseDie(1))
    assert game.pending.kind == "move"
    assert game.legal_actions() == [MoveCombatant(warship, 6), EndTurn()]
    events = game.apply_action(MoveCombatant(warship, 6))
    assert game.state.settlements[6].cards == [warship]
    # It moved once this turn: no more moves, so the turn ended.
    assert "TurnEnded" in types(events) and game.pending.player == "british"


def test_r21_move_to_an_uncontrolled_settlement_is_illegal_and_changes_nothing() -> None:
    warship = card("warship")
    game = at_turn(make_game([1, 1]), "spanish")
    give(game, 3, "spanish", warship)
    give(game, 6, "spanish")
    game.apply_action(Roll())
    game.apply_action(ChooseDie(1))
    before = game.to_dict()
    with pytest.raises(IllegalActionError, match="not allowed now"):
        game.apply_action(MoveCombatant(warship, 36))
    assert game.to_dict() == before


def test_r22_pawns_share_spaces_and_block_income_of_opponents() -> None:
    game = at_turn(make_game([2, 2]), "spanish")
    give(game, 3, "british")
    game.state.player("british").pawn = 3
    game.apply_action(Roll())
    game.apply_action(ChooseDie(2))
    assert game.state.player("spanish").pawn == game.state.player("british").pawn == 3
    game = at_phase(make_game(), "income")
    give(game, 3, "british")
    game.state.player("british").pawn = 3  # own pawn: still pays
    game.apply_action(Continue())
    assert game.state.player("british").gold == 1


def test_r23_classroom_names_change_display_only() -> None:
    assert card_name("slaves") == "Enslaved Laborers"
    assert card_name("slaves", classroom=False) == "Slaves"
    assert card_name("indian-allies") == "Native Allies"
    assert card_name("armed-black-slaves") == "Black Militia"
    assert card_name("indian-labor") == "Native Labor"
    assert card_name("indian-labor", classroom=False) == "Indian Labor"
    assert settlement_income([card("slaves"), card("farms")]).total == 4


def test_r24_round_limit_richest_wins() -> None:
    game = Game.new(GameConfig(seed=5, round_limit=2, target_gold=100))
    game.state.player("british").gold = 3
    rng = SeededDice(99)
    while not game.is_over:
        legal = game.legal_actions()
        events = game.apply_action(legal[int(rng.roll(len(legal))) - 1])
    won = find(events, "GameWon")[0]
    assert won.reason == "round-limit" and game.state.round == 2
    gold = {p.power: p.gold for p in game.state.players}
    assert set(won.winners) == {p for p, g in gold.items() if g == max(gold.values())}


def test_illegal_action_raises_clear_error_and_changes_nothing() -> None:
    game = Game.new(GameConfig(seed=3))
    before = game.to_dict()
    with pytest.raises(IllegalActionError, match="waiting for a 'phase' decision"):
        game.apply_action(Roll())
    assert game.to_dict() == before
