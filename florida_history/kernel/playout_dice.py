"""Dice for the look-ahead bot's imagined games: fresh luck, the same luck for every option.

Play-out number i of every option uses the same seed. With ordinary dice that is not enough:
once two options consume a different number of rolls (a card check here, a battle there),
every later roll differs and the comparison drowns in luck. ``KeyedDice`` keeps one stream per
moment of the game (round, phase, seat): the Hurricane of round 5 and a player's movement
dice in round 6 come out the same whatever was chosen before, so the options are compared
under the same weather and the same rolls.

The numbers come from SplitMix64, a small, well-tested integer generator: plain integer
arithmetic, so it is fast in Python and gives the same results on every Python version.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import Any

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_SCALE = 1.0 / (1 << 53)


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


class KeyedDice:
    """Engine ``Dice`` whose stream is chosen by ``select(key)`` before each moment of play."""

    kind = "keyed"

    def __init__(self, seed: int) -> None:
        self.seed = seed & _MASK
        self.rolls = 0
        self._state = _mix(self.seed)

    def select(self, key: int) -> None:
        """Switch to the stream for ``key`` (same seed and key: same numbers)."""
        self._state = _mix(self.seed ^ ((key + 1) * _GOLDEN & _MASK))

    def random(self) -> float:
        self._state = (self._state + _GOLDEN) & _MASK
        return (_mix(self._state) >> 11) * _SCALE

    def roll(self, sides: int) -> int:
        self.rolls += 1
        return int(self.random() * sides) + 1

    def shuffle(self, items: MutableSequence[Any]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = int(self.random() * (i + 1))
            items[i], items[j] = items[j], items[i]

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "seed": self.seed, "rolls": self.rolls}

    def clone(self) -> KeyedDice:
        twin = KeyedDice(self.seed)
        twin._state, twin.rolls = self._state, self.rolls
        return twin
