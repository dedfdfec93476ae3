"""Colonials' Help → Rules (F1) and the library's Rules tab (issue 23, item 8): every rule a
newcomer needs, in the order a first turn meets them, in words a 12-year-old reads, with the
engine's own numbers."""

from __future__ import annotations

import re

import pytest

from florida_history.content.readability import measure
from florida_history.games.colonials.engine import preset
from florida_history.games.colonials.engine.cards import COST, DECK
from florida_history.games.colonials.engine.state import HAND_LIMIT
from florida_history.games.colonials.rules_text import RULE_IDS, RULES, rules_for

TITLES = [title for title, _ in RULES]
TEXT = dict(RULES)


def section_of(pattern: str) -> int:
    """The index of the first section whose title or text matches ``pattern``."""
    for i, (title, text) in enumerate(RULES):
        if re.search(pattern, f"{title}\n{text}"):
            return i
    raise AssertionError(f"no section explains {pattern!r}")


def test_c9_the_phases_come_in_the_order_of_a_turn() -> None:
    phases = ["1 Draw", "2 Growth", "3 Hardships", "4 Revenue", "5 Upkeep", "6 Resources"]
    phases += ["7 Trade", "8 Raid"]
    places = [next(i for i, t in enumerate(TITLES) if t.startswith(p)) for p in phases]
    assert places == sorted(places)


# Each topic the issue lists, where a newcomer meets it: (what to find, the phase section it
# must come at or after, the phase section it must come before; None: the end).
TOPICS = [
    (r"more than 7 cards", "1 Draw", "2 Growth"),  # C11 hand limit
    (r"Majority bonus", "4 Revenue", "5 Upkeep"),  # C17
    (r"Fort: 3 Gold", "6 Resources", "7 Trade"),  # C19 costs
    (r"1 Resource in play for every 3 people", "6 Resources", "7 Trade"),  # C23 cap
    (r"takes 1 Gold from them at each of their Revenue", "6 Resources", "7 Trade"),  # C20
    (r"Leaders cost nothing", "6 Resources", "7 Trade"),  # C21, C22
    (r"they lose, in this order: a Combatant", "8 Raid", None),  # C29 casualty order
    (r"Each Fort cancels 1 casualty", "8 Raid", None),  # C24
    (r"Play Event cards", "8 Raid", None),  # C31
    (r"checks for a winner at the end of every turn", "8 Raid", None),  # C33
    (r"stop after their last round", "8 Raid", None),  # C35
]


@pytest.mark.parametrize(("pattern", "after", "before"), TOPICS)
def test_c11_c17_c19_c20_c21_c23_c24_c29_c31_c33_c35_each_topic_where_a_turn_meets_it(
    pattern: str, after: str, before: str | None
) -> None:
    place = section_of(pattern)
    start = next(i for i, t in enumerate(TITLES) if t.startswith(after))
    end = (
        len(TITLES)
        if before is None
        else next(i for i, t in enumerate(TITLES) if t == before or t.startswith(before))
    )
    assert start <= place < end, (pattern, TITLES[place])


def test_c19_costs_and_limits_are_the_engines_own_numbers() -> None:
    costs = {card.type: COST[n] for n, card in enumerate(DECK) if card.type in "RCTFLO"}
    text = TEXT["6 Resources: what things cost"]
    assert f"Resource: {costs['R']} Gold" in text and f"Combatant: {costs['C']} Gold" in text
    assert f"Town Improvement: {costs['T']} Gold" in text and f"Fort: {costs['F']} Gold" in text
    assert costs["L"] == 0 and "Leader: free" in text and costs["O"] == 0
    assert f"more than {HAND_LIMIT} cards" in TEXT["1 Draw and the hand limit"]
    cap = TEXT["The Resource cap"]
    assert "With 10 people you may have 3 Resources" in cap and 10 // 3 == 3
    assert "With 21 people you may have 7" in cap and 21 // 3 == 7


def test_c35_the_goal_names_this_games_targets_and_last_round() -> None:
    class_period = preset("class-period", 4)
    goal = dict(rules_for(class_period, 4))["The goal"]
    assert "21 people, 14 Gold, 7 Resources and 2 Town Improvements" in goal
    assert f"ends after round {class_period.round_limit} " in goal and "Class period" in goal
    short = dict(rules_for(preset("short", 3), 3))["The goal"]
    assert "15 people, 10 Gold, 5 Resources" in short and "Short game" in short
    custom = preset("custom", 2, target_pop=30, round_limit=None)
    goal = dict(rules_for(custom, 2))["The goal"]
    assert "30 people" in goal and "no round limit" in goal
    assert [t for t, _ in rules_for(preset("full", 4), 4)] == TITLES


def test_rules_cover_the_rules_reference_and_hide_its_ids() -> None:
    assert list(RULE_IDS) == TITLES
    covered = {int(i[1:].rstrip("a")) for ids in RULE_IDS.values() for i in ids}
    # Not for players: card ids (C1, C40), powers and counters (C2, C3), the computer players
    # (C37), classroom names (C38, the cards show them), the log (C39), dice when protected
    # (C46).
    assert covered >= set(range(4, 37)) - {37}
    assert "C7a" in RULE_IDS["Fair turn order"]
    for _title, text in RULES:
        assert not re.search(r"\bC\d", text)


def test_rules_read_at_grade_7_or_below_in_short_sentences() -> None:
    whole = measure(" ".join(text for _title, text in RULES))
    assert whole.grade <= 7.0
    for title, text in RULES:
        for sentence in measure(text).sentences:
            assert sentence.words < 25, (title, sentence)


def test_the_fair_turn_order_section_has_a_game_vs_history_note() -> None:
    text = TEXT["Fair turn order"]
    assert "plays last in the last round" in text and "Game vs. History:" in text
