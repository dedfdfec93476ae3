"""Help → Rules follows the rules reference's order (R1 … R25); the ids stay out of sight."""

from __future__ import annotations

from florida_history.games.colonial_florida.rules_text import RULE_IDS, RULES, rules_plain_text


def test_rule_ids_appear_in_order():
    firsts = [int(ids[0][1:]) for ids in RULE_IDS.values() if ids]
    # "The goal" explains R14/R24 up front; from the board on, sections follow the reference.
    assert firsts[1:] == sorted(firsts[1:])
    covered = {int(i[1:]) for ids in RULE_IDS.values() for i in ids}
    assert covered == set(range(1, 26))  # every rule is explained somewhere
    assert [t for t, _ in RULES] == list(RULE_IDS)
    assert "R24" not in rules_plain_text() and "Ctrl" in rules_plain_text()
