"""Exact battle odds for R15/R16: ``a`` d6 against ``d`` d6, ties thrown again.

Computed by convolving the sum distributions with whole numbers, so the answers are exact
fractions (2d6 against 2d6 is exactly 1/2). Results are cached: the bots ask the same few
questions thousands of times, and the UI uses ``chance_phrase`` to tell students their chances
("you win about 1 time in 5").
"""

from __future__ import annotations

import math
from fractions import Fraction
from functools import cache

from florida_history.games.colonial_florida.words import _, ngettext

MAX_DICE = 40  # far above any real battle (a settlement holds at most 30 combatants)


@cache
def sum_counts(dice: int) -> tuple[int, ...]:
    """Ways to throw each total with ``dice`` d6: index t is the number of ways to total t."""
    if not 0 <= dice <= MAX_DICE:
        raise ValueError(f"dice must be 0..{MAX_DICE}, not {dice}")
    counts = [1]  # zero dice: total 0 in one way
    for _die in range(dice):
        nxt = [0] * (len(counts) + 6)
        for total, ways in enumerate(counts):
            if ways:
                for face in range(1, 7):
                    nxt[total + face] += ways
        counts = nxt
    return tuple(counts)


@cache
def win_fraction(attack_dice: int, defend_dice: int) -> Fraction:
    """Chance that ``attack_dice`` d6 beat ``defend_dice`` d6 when ties are thrown again.

    A tie repeats the same throw, so the chance is P(higher) / (P(higher) + P(lower)).
    """
    if attack_dice < 1 or defend_dice < 1:
        raise ValueError("each side throws at least one die")
    a = sum_counts(attack_dice)
    d = sum_counts(defend_dice)
    # below[t] = ways the defender totals less than t
    below = [0] * (len(a) + 1)
    running = 0
    for t in range(len(a) + 1):
        below[t] = running
        if t < len(d):
            running += d[t]
    total_d = 6**defend_dice
    higher = sum(ways * below[t] for t, ways in enumerate(a))
    ties = sum(ways * d[t] for t, ways in enumerate(a) if t < len(d))
    lower = 6**attack_dice * total_d - higher - ties
    return Fraction(higher, higher + lower)


@cache
def win_probability(attack_dice: int, defend_dice: int) -> float:
    """``win_fraction`` as a float (what the bots use)."""
    return float(win_fraction(attack_dice, defend_dice))


def attack_odds(committed: int, defenders: int) -> float:
    """R16: X committed combatants roll (1 + X) d6 against (2 + Y) d6."""
    return win_probability(1 + committed, 2 + defenders)


def raid_defence_odds(raiders: int, defenders: int) -> float:
    """R15: chance the settlement beats ``raiders`` raiders ((1 + r) d6 against (2 + Y) d6)."""
    return 1.0 - win_probability(1 + raiders, 2 + defenders)


# "1 time in k" uses only these k: numbers a class knows from fractions and percents.
FRIENDLY_ONE_IN: tuple[int, ...] = (4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 100)


def _fraction(probability: float | Fraction) -> Fraction:
    """An exact value to round: a float is read as it prints (0.35 is 7/20, not a hair less),
    so a half always rounds the same way."""
    if isinstance(probability, Fraction):
        return probability
    return Fraction(repr(float(probability)))


def _round_half_up(value: Fraction) -> int:
    """Nearest whole number, halves always upwards (Python's round() sends 2.5 to 2)."""
    return math.floor(value + Fraction(1, 2))


def _one_in(p: Fraction) -> int:
    """The friendly k whose 1/k is nearest to ``p`` (a tie goes to the smaller k)."""
    return min(FRIENDLY_ONE_IN, key=lambda k: (abs(p - Fraction(1, k)), k))


def chance_phrase(probability: float | Fraction, only: bool = False) -> str:
    """How often something happens, in words for students; reads after "you win".

    The one wording for every chance the app states (decision panel, computer players'
    reasons, fallbacks), chosen so that it is always true (within 5 points) and never says
    "10 times in 10":
    * from 30% to 70%: tenths, "about 7 times in 10", halves rounded up (35% is 4 in 10);
    * below 30%: "about 1 time in 5", with k from ``FRIENDLY_ONE_IN``, the nearest;
    * above 70%: the mirror image, "about 4 times in 5", "about 24 times in 25" (96%);
    * rarer than 1 time in 100 either way: "almost never", "almost every time";
      exactly 0 or 1: "never", "every time".
    ``only``: an estimate reads "only about 3 times in 10" (a computer player turning down
    an attack).
    """
    p = _fraction(probability)
    if not 0 <= p <= 1:
        raise ValueError(f"a probability is between 0 and 1, not {probability}")
    if p == 0:
        return _("never")
    if p == 1:
        return _("every time")
    if Fraction(3, 10) <= p <= Fraction(7, 10):
        return _times_in(_round_half_up(p * 10), 10, only)
    if p < Fraction(3, 10):
        return _("almost never") if p < Fraction(1, 100) else _times_in(1, _one_in(p), only)
    q = 1 - p
    if q < Fraction(1, 100):
        return _("almost every time")
    k = _one_in(q)
    return _times_in(k - 1, k, only)


def _times_in(times: int, out_of: int, only: bool) -> str:
    """ "about 7 times in 10" ("only about ..." with ``only``)."""
    if only:
        text = ngettext(
            "only about %(times)d time in %(out_of)d",
            "only about %(times)d times in %(out_of)d",
            times,
        )
    else:
        text = ngettext(
            "about %(times)d time in %(out_of)d", "about %(times)d times in %(out_of)d", times
        )
    return text % {"times": times, "out_of": out_of}
