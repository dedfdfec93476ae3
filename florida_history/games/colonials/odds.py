"""Exact chances the UI shows before a risky choice and the bots weigh (the rules page's last
section): raid casualties with Forts (C24, C28, C29), elimination by Hardships (C13, C14,
C36), Revenue by part (C15-C17), draw odds (C10). Exact fractions; ``percent`` for display.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from math import comb, floor

from florida_history.games.colonials.engine.cards import DECK, DECK_SIZE
from florida_history.games.colonials.engine.raid import DIPLOMAT_FEE, casualty_candidates
from florida_history.games.colonials.engine.revenue import Breakdown, breakdown
from florida_history.games.colonials.engine.state import GameState
from florida_history.games.colonials.engine.tally import combatants, forts, has_leader

HIT = Fraction(1, 6)  # every die inflicts a casualty on a 1 (C28)


@lru_cache(maxsize=256)
def casualty_distribution(dice: int, forts_: int = 0) -> tuple[Fraction, ...]:
    """P(exactly k casualties after Forts) for k = 0..dice: C(n,k)(1/6)^k(5/6)^(n-k), then each
    Fort cancels one (C24)."""
    if dice < 0 or forts_ < 0:
        raise ValueError("dice and Forts are counts, 0 or more")
    raw = [comb(dice, k) * HIT**k * (1 - HIT) ** (dice - k) for k in range(dice + 1)]
    out = [Fraction(0)] * (dice + 1)
    for k, p in enumerate(raw):
        out[max(0, k - forts_)] += p
    return tuple(out)


@lru_cache(maxsize=1024)
def expected_casualties(dice: int, forts_: int = 0) -> Fraction:
    return sum((k * p for k, p in enumerate(casualty_distribution(dice, forts_))), Fraction(0))


@lru_cache(maxsize=1024)
def chance_at_least(dice: int, k: int, forts_: int = 0) -> Fraction:
    return sum(casualty_distribution(dice, forts_)[k:], Fraction(0))


@lru_cache(maxsize=256)
def _sum_at_least(dice: int, total: int) -> Fraction:
    """P(the sum of ``dice`` D6 is at least ``total``)."""
    ways = [1]
    for _ in range(dice):
        nxt = [0] * (len(ways) + 6)
        for s, w in enumerate(ways):
            for face in range(1, 7):
                nxt[s + face] += w
        ways = nxt
    hits = sum(w for s, w in enumerate(ways) if s >= total)
    return Fraction(hits, 6**dice)


@lru_cache(maxsize=1024)
def elimination_risk(pop: int, hardships: int = 1, protected: bool = False) -> Fraction:
    """Chance that ``hardships`` Hardship cards (1D6 Pop each) take a colony of ``pop`` to 0
    (C13, C14); nil with protected colonies (C36). One Hardship: (7 - pop)/6 for pop <= 6."""
    if protected or hardships <= 0:
        return Fraction(0)
    if pop <= 0:
        return Fraction(1)
    return _sum_at_least(hardships, pop)


SETTLEMENT_AVERAGE = Fraction(7, 2)  # C12: 1D6 averages 3.5


@dataclass(frozen=True, slots=True)
class RaidOdds:
    """The raid preview (C27-C29): the dice, what Forts cancel, the fee, the next loss."""

    dice: int  # the raider's: Combatants + Battle cards
    combatants: int
    battle_cards: int
    forts: int
    fee: int  # Diplomat (C22)
    expected: Fraction  # casualties on the defender after Forts
    at_least_one: Fraction
    defender_dice: int  # C28 variant, else 0
    expected_back: Fraction  # casualties on the raider (variant)
    at_least_one_back: Fraction  # chance the raider loses at least one Combatant (variant)
    next_loss: str  # "combatant" | "resource" | "town" | "population"


def raid_odds(state: GameState, raider: str, target: str, battle_cards: int = 0) -> RaidOdds:
    attacker = state.player(raider)
    defender = state.player(target)
    army = len(combatants(attacker))
    dice = army + min(battle_cards, army)
    walls = forts(defender)
    back = len(combatants(defender)) if state.config.settings.defenders_fight_back else 0
    return RaidOdds(
        dice=dice,
        combatants=army,
        battle_cards=min(battle_cards, army),
        forts=walls,
        fee=DIPLOMAT_FEE if has_leader(defender, "diplomat") else 0,
        expected=expected_casualties(dice, walls),
        at_least_one=chance_at_least(dice, 1, walls),
        defender_dice=back,
        expected_back=expected_casualties(back),
        at_least_one_back=chance_at_least(back, 1),
        next_loss=casualty_candidates(defender)[1],
    )


def revenue_preview(state: GameState, power: str) -> tuple[Breakdown, int]:
    """C15-C17: the Revenue parts and the Gold the player would have after it (never < 0)."""
    player = state.player(power)
    parts = breakdown(state, player)
    return parts, max(0, player.gold + parts.total)


def draw_chance(
    card_type: str, draws: int = 3, deck: int = DECK_SIZE, of_type: int = -1
) -> Fraction:
    """Chance that ``draws`` cards from a deck of ``deck`` hold at least one of ``card_type``
    (full deck by default: Resource 53%, Combatant 39%, ...)."""
    if of_type < 0:
        of_type = sum(1 for c in DECK if c.type == card_type)
    if draws > deck:
        draws = deck
    return 1 - Fraction(comb(deck - of_type, draws), comb(deck, draws))


def percent(p: Fraction) -> str:
    """A chance for the screen: "60%", "<1%" for tiny non-zero chances. Halves round up, as in
    the rules page's odds table (62.5% is "63%"); Python's own rounding would send them to the
    even neighbour ("62%")."""
    value = Fraction(p) * 100
    if 0 < value < 1:
        return "<1%"
    return f"{floor(value + Fraction(1, 2))}%"
