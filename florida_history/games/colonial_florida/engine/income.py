"""Income of one settlement (R11-R13), as numbers per rule so the UI can explain it."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from florida_history.games.colonial_florida.engine.cards import DECK, INCOME_TYPES

_INCOME_VALUE = tuple(k.income_value for k in DECK)
_IS_INCOME = tuple(k.is_income for k in DECK)
_IS_LABOR = tuple(k.is_labor for k in DECK)
_IS_CUTTHROATS = tuple(k.is_cutthroats for k in DECK)
_INCOME_TYPES_OF = tuple(tuple(t for t in k.types if t in INCOME_TYPES) for k in DECK)


@dataclass(frozen=True, slots=True)
class IncomeBreakdown:
    base: int
    cards: int  # R11: 1 per income card, Provincial Capitol 2
    labor_bonus: int  # R11: a Labor card and a non-Labor income card
    pair_bonus: int  # R11/R12: per type letter, 1 for every two income cards of that type
    cutthroats: int  # R11: minus 1 per Cutthroats & Thieves
    total: int  # R13: never below 0


def settlement_income(cards: Iterable[int]) -> IncomeBreakdown:
    card_gold = 0
    has_labor = False
    has_other_income = False
    cutthroats = 0
    type_counts: dict[str, int] = {}
    for card in cards:
        if _IS_CUTTHROATS[card]:
            cutthroats += 1
        if not _IS_INCOME[card]:
            continue
        card_gold += _INCOME_VALUE[card]
        if _IS_LABOR[card]:
            has_labor = True
        else:
            has_other_income = True
        for letter in _INCOME_TYPES_OF[card]:
            type_counts[letter] = type_counts.get(letter, 0) + 1
    labor_bonus = 1 if has_labor and has_other_income else 0
    pair_bonus = sum(n // 2 for n in type_counts.values())
    raw = 1 + card_gold + labor_bonus + pair_bonus - cutthroats
    return IncomeBreakdown(1, card_gold, labor_bonus, pair_bonus, cutthroats, max(0, raw))


_CACHE: dict[tuple[int, ...], IncomeBreakdown] = {}
_CACHE_LIMIT = 20_000


def cached_income(cards: list[int] | tuple[int, ...]) -> IncomeBreakdown:
    """``settlement_income`` remembered per hand of cards: the same hands recur every round,
    and simulations and the look-ahead bot ask millions of times."""
    key = tuple(cards)
    found = _CACHE.get(key)
    if found is None:
        if len(_CACHE) >= _CACHE_LIMIT:
            _CACHE.clear()
        found = _CACHE[key] = settlement_income(key)
    return found
