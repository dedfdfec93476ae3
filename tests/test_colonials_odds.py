"""The chances the rules page lists (its last section), computed exactly by the odds module."""

from __future__ import annotations

from fractions import Fraction

import pytest
from colonials_helpers import c, give, table

from florida_history.games.colonials.odds import (
    casualty_distribution,
    chance_at_least,
    draw_chance,
    elimination_risk,
    expected_casualties,
    percent,
    raid_odds,
    revenue_preview,
)


@pytest.mark.parametrize(
    ("dice", "expected", "one", "two", "after_one_fort", "after_two_forts"),
    [
        (1, 0.17, "17%", "0%", 0.00, 0.00),
        (2, 0.33, "31%", "3%", 0.03, 0.00),
        (5, 0.83, "60%", "20%", 0.24, 0.04),
        (6, 1.00, "67%", "26%", 0.33, 0.07),
        (12, 2.00, "89%", "62%", 1.11, 0.49),
    ],
)
def test_casualty_table_matches_the_rules_page(
    dice: int, expected: float, one: str, two: str, after_one_fort: float, after_two_forts: float
) -> None:
    assert round(float(expected_casualties(dice)), 2) == expected
    assert percent(chance_at_least(dice, 1)) == one
    assert percent(chance_at_least(dice, 2)) == two
    assert round(float(expected_casualties(dice, 1)), 2) == after_one_fort
    assert round(float(expected_casualties(dice, 2)), 2) == after_two_forts


def test_distribution_is_exact_and_sums_to_one() -> None:
    dist = casualty_distribution(3, 1)
    assert sum(dist) == 1
    assert dist[0] == Fraction(125, 216) + 3 * Fraction(25, 216)


def test_elimination_risk_from_hardships() -> None:
    assert [elimination_risk(p) for p in (6, 5, 4, 3, 2, 1)] == [
        Fraction(k, 6) for k in (1, 2, 3, 4, 5, 6)
    ]
    assert percent(elimination_risk(10, 2)) == "17%"
    assert percent(elimination_risk(10, 3)) == "63%"  # 62.5%: the page rounds halves up
    assert percent(elimination_risk(10, 4)) == "90%"
    assert elimination_risk(1, 3, protected=True) == 0


def test_draw_odds_for_three_cards_from_the_full_deck() -> None:
    got = {t: percent(draw_chance(t)) for t in ("R", "C", "S", "L", "H", "E", "T", "B", "O", "F")}
    assert got == {
        "R": "53%", "C": "39%", "S": "33%", "L": "28%", "H": "26%",
        "E": "23%", "T": "23%", "B": "21%", "O": "10%", "F": "10%",
    }  # fmt: skip


def test_raid_preview_with_forts_fee_and_next_loss() -> None:
    game = table(defenders_fight_back=True)
    give(game, "english", play=("militia", "soldiers", "general"))
    give(game, "french", play=("garrison", "diplomat", "fleet", "wool"))
    odds = raid_odds(game.state, "english", "french", battle_cards=5)
    assert (odds.dice, odds.battle_cards, odds.forts, odds.fee) == (6, 3, 1, 2)
    assert odds.expected == expected_casualties(6, 1)
    assert odds.defender_dice == 1 and odds.expected_back == Fraction(1, 6)
    assert odds.at_least_one_back == Fraction(1, 6)
    assert odds.next_loss == "combatant"


def test_revenue_preview_shows_each_part() -> None:
    game = table()
    give(game, "english", play=("cattle", "wool"), oppression=("taxation",))
    parts, gold = revenue_preview(game.state, "english")
    assert (parts.base, parts.resources, parts.majorities, parts.oppression) == (
        1,
        2,
        ("Animals",),
        1,
    )
    assert gold == 5 + 3


@pytest.mark.parametrize(
    ("chance", "shown"),
    [
        (Fraction(5, 8), "63%"),  # 62.5%: Python's round() would say 62%
        (Fraction(1, 8), "13%"),  # 12.5%
        (Fraction(3, 8), "38%"),  # 37.5%
        (Fraction(49, 200), "25%"),  # 24.5%
        (Fraction(199, 200), "100%"),  # 99.5%
        (Fraction(1, 216), "<1%"),  # three 1s on three dice: the table's "<1%"
        (Fraction(0), "0%"),
        (Fraction(1), "100%"),
    ],
)
def test_c27_percent_rounds_halves_up_as_the_odds_table_does(chance: Fraction, shown: str) -> None:
    assert percent(chance) == shown


def test_c28_raid_preview_gives_the_defenders_chance_of_at_least_one_loss() -> None:
    """The rules page's example: "They roll 2 dice: you expect to lose 0.33 Combatants (31%
    chance of at least one)"."""
    from florida_history.games.colonials.ui.options import raid_preview

    game = table(2, defenders_fight_back=True)
    give(game, "english", play=("militia", "soldiers", "colonials"))
    give(game, "french", play=("fleet", "warships"))
    odds = raid_odds(game.state, "english", "french")
    assert odds.at_least_one_back == 1 - Fraction(5, 6) ** 2
    text = raid_preview(game, "english", "french")
    assert "They roll 2 dice back: you expect to lose 0.3 Combatants" in text
    assert "(31% chance of at least one)" in text
    game.state.player("french").in_play.remove(c("warships"))
    assert "They roll 1 die back: you expect to lose 0.2 Combatants (17% chance" in raid_preview(
        game, "english", "french"
    )
