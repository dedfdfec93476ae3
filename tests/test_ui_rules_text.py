"""Help → Rules follows the rules reference's order (R1 … R24)."""

from __future__ import annotations

import re

from florida_history.ui.rules_text import RULES, rules_plain_text


def test_rule_ids_appear_in_order():
    ids = [int(n) for title, _ in RULES for n in re.findall(r"R(\d+)", title)]
    assert ids == sorted(ids)
    assert "R24" in rules_plain_text() and "Ctrl" in rules_plain_text()
