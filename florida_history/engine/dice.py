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


class SeededDice:
    """Dice driven by a seeded Mersenne Twister; its full state saves and restores exactly."""

    kind = "seeded"

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._rng = random.Random(seed)
        self.rolls = 0

    def roll(self, sides: int) -> int:
        self.rolls += 1
        return int(self._rng.random() * sides) + 1

    def shuffle(self, items: MutableSequence[Any]) -> None:
        # Fisher-Yates on random() only (random.shuffle's algorithm may change between versions).
        rnd = self._rng.random
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

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SeededDice:
        dice = cls(int(data["seed"]))
        version, internal, gauss = data["state"]
        if not (isinstance(internal, list) and len(internal) == 625):
            raise ValueError("dice state must hold 625 numbers")
        if not all(isinstance(x, int) and 0 <= x < 2**32 for x in internal):
            raise ValueError("dice state numbers must be whole numbers below 2**32")
        dice._rng.setstate((int(version), tuple(internal), gauss))
        dice.rolls = int(data.get("rolls", 0))
        return dice

    def clone(self) -> SeededDice:
        twin = SeededDice(self.seed)
        twin._rng.setstate(self._rng.getstate())
        twin.rolls = self.rolls
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

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ScriptedDice:
        dice = cls([int(f) for f in data["faces"]])
        dice.rolls = int(data.get("rolls", 0))
        return dice

    def clone(self) -> ScriptedDice:
        twin = ScriptedDice(self.faces)
        twin.rolls = self.rolls
        return twin


def dice_from_dict(data: dict[str, Any]) -> SeededDice | ScriptedDice:
    kind = data.get("kind")
    if kind == "seeded":
        return SeededDice.from_dict(data)
    if kind == "scripted":
        return ScriptedDice.from_dict(data)
    raise ValueError(f"unknown dice kind {kind!r}")
