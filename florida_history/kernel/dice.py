"""Injected randomness: seeded dice for play, scripted dice for tests.

The engine never touches module-level ``random``. Every die and shuffle goes through a ``Dice``
object. ``SeededDice`` builds everything on ``random.Random.random()``, the one call whose
sequence Python promises to keep across versions, so a game number replays the same game on any
Python >= 3.11.
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence
from typing import Any, Protocol


class DiceError(ValueError):
    """Scripted dice ran out or were given an impossible face."""


class Dice(Protocol):
    def roll(self, sides: int) -> int:
        """One die with faces 1..sides."""
        ...

    def shuffle(self, items: MutableSequence[Any]) -> None:
        """Shuffle in place."""
        ...

    def to_dict(self) -> dict[str, Any]: ...

    def clone(self) -> Dice:
        """Independent dice in the same state: a look-ahead copy rolls what this one would."""
        ...


class SeededDice:
    """Dice driven by a seeded Mersenne Twister; its full state saves and restores exactly."""

    kind = "seeded"

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._rng = random.Random(seed)
        self.rolls = 0
        # Nothing drawn yet (a shuffle also draws): lets ``is_fresh`` answer without comparing
        # generator states, which was 3% of a simulated game (every game asks once).
        self._untouched = True

    def roll(self, sides: int) -> int:
        self.rolls += 1
        return int(self._rng.random() * sides) + 1

    def shuffle(self, items: MutableSequence[Any]) -> None:
        # Fisher-Yates on random() only (random.shuffle's algorithm may change between versions).
        rnd = self._rng.random
        if len(items) > 1:
            self._untouched = False
        for i in range(len(items) - 1, 0, -1):
            j = int(rnd() * (i + 1))
            items[i], items[j] = items[j], items[i]

    def to_dict(self) -> dict[str, Any]:
        version, internal, gauss = self._rng.getstate()
        return {
            "kind": self.kind,
            "seed": self.seed,
            "rolls": self.rolls,
            "state": [version, list(internal), gauss],
        }

    @property
    def is_fresh(self) -> bool:
        """True while nothing has been drawn: the seed alone then says everything."""
        return self.rolls == 0 and self._untouched

    def start_dict(self) -> dict[str, Any]:
        """What a save needs to rebuild these dice before the game's first shuffle."""
        if self.is_fresh:
            return {"kind": self.kind, "seed": self.seed}
        return self.to_dict()

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SeededDice:
        """Dice from ``to_dict`` (or from a bare seed); ValueError for anything impossible,
        including the all-zero generator state that would roll 1 for ever."""
        seed = data.get("seed")
        if type(seed) is not int:
            raise ValueError("dice seed must be a whole number")
        dice = cls(seed)
        if "state" not in data:
            return dice
        state = data["state"]
        if not (isinstance(state, list) and len(state) == 3):
            raise ValueError("dice state must be [version, 625 numbers, gauss]")
        version, internal, gauss = state
        if not (isinstance(internal, list) and len(internal) == 625):
            raise ValueError("dice state must hold 625 numbers")
        if not all(type(x) is int and 0 <= x < 2**32 for x in internal):
            raise ValueError("dice state numbers must be whole numbers below 2**32")
        if not any(internal[:624]):
            raise ValueError("dice state is all zeros (every roll would be the same)")
        if not 0 <= internal[624] <= 624:
            raise ValueError("dice state position must be 0..624")
        if gauss is not None and type(gauss) is not float:
            raise ValueError("dice state gauss must be a number or null")
        dice._rng.setstate((_whole(version, "version"), tuple(internal), gauss))
        dice.rolls = _whole(data.get("rolls", 0), "rolls")
        dice._untouched = dice._rng.getstate() == random.Random(seed).getstate()
        return dice

    def clone(self) -> SeededDice:
        twin = SeededDice(self.seed)
        twin._rng.setstate(self._rng.getstate())
        twin.rolls = self.rolls
        twin._untouched = self._untouched
        return twin


class ScriptedDice:
    """Dice that return the faces a test wrote down, in order; shuffles leave order unchanged."""

    kind = "scripted"

    def __init__(self, faces: list[int] | tuple[int, ...] = ()) -> None:
        self.faces = list(faces)
        self.rolls = 0

    def push(self, *faces: int) -> None:
        self.faces.extend(faces)

    def roll(self, sides: int) -> int:
        if not self.faces:
            raise DiceError(f"scripted dice ran out (roll #{self.rolls + 1}, a d{sides})")
        face = self.faces.pop(0)
        if not 1 <= face <= sides:
            raise DiceError(f"scripted face {face} is impossible on a d{sides}")
        self.rolls += 1
        return face

    def shuffle(self, items: MutableSequence[Any]) -> None:
        return None

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "faces": list(self.faces), "rolls": self.rolls}

    def start_dict(self) -> dict[str, Any]:
        return self.to_dict()

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ScriptedDice:
        faces = data.get("faces")
        if not isinstance(faces, list) or not all(type(f) is int and 1 <= f <= 6 for f in faces):
            raise ValueError("scripted dice faces must be a list of whole numbers 1..6")
        dice = cls(faces)
        dice.rolls = _whole(data.get("rolls", 0), "rolls")
        return dice

    def clone(self) -> ScriptedDice:
        twin = ScriptedDice(self.faces)
        twin.rolls = self.rolls
        return twin


def _whole(value: Any, name: str) -> int:
    if type(value) is not int or value < 0:
        raise ValueError(f"dice {name} must be a whole number")
    return value


def dice_start_dict(dice: Dice) -> dict[str, Any]:
    """The dice as they are before a game starts, for a save that replays the game."""
    start = getattr(dice, "start_dict", None)
    return start() if start is not None else dice.to_dict()


def dice_from_dict(data: Any) -> SeededDice | ScriptedDice:
    if not isinstance(data, dict):
        raise ValueError("dice must be a JSON object")
    kind = data.get("kind")
    if kind == "seeded":
        return SeededDice.from_dict(data)
    if kind == "scripted":
        return ScriptedDice.from_dict(data)
    raise ValueError("unknown dice kind")
