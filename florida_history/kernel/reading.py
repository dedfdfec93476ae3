"""Which lessons stop play, for both games: the one place of the lesson-pacing rules (no Tk).

A class period holds only so much reading. When events bring lessons up, a ``ReadingPacer``
decides, by the lesson mode:

- ``paced`` (the classroom presets): a lesson stops play only the first time in a game; a
  repeat never stops (one line, "seen before: … [L]"); of several arriving together one stops
  and the others wait under [L] ("also: …"), reachable and not read until opened; one
  player-turn holds at most ``per_turn`` stops (``per_computer_turn`` on a computer player's
  turn in a game with people, and then only the most important kinds); and the game's whole
  ``stops`` budget is spread over its expected rounds, so round 1 cannot spend it all.
- ``first``: every first-time lesson stops (one at a time, the rest wait); repeats never stop.
- ``always``: every lesson stops, repeats too (one at a time, the rest wait).
- ``off``: nothing comes up.

Each game ranks its lesson kinds (``rank``: 0 matters most), so the lesson that stops is the
most important of those arriving (a settlement's or a card's own lesson before a rivalry
met again). "Read" means read: a lesson counts once it stopped play or was opened and stayed on
screen (the window calls ``mark_read``); lessons offered but never opened are ``not_read``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field

PACED = "paced"
LESSON_MODES = (PACED, "always", "first", "off")


@dataclass(frozen=True, slots=True)
class ReadingBudget:
    """How many lesson stops a game of one length holds, and how they are spread."""

    stops: int  # lesson stops in the whole game
    rounds: int  # the rounds the game is expected to last (the stops are spread over them)
    per_turn: int = 2  # stops one player-turn may hold (a person's turn)
    per_computer_turn: int = 1  # on a computer player's turn, in a game with people
    computer_max_rank: int = 0  # a computer's turn stops only for lessons ranked this or better
    head_start: int = 2  # stops allowed beyond the even spread (the first turns meet the most)

    def allowed_by(self, round_number: int) -> int:
        """Stops the game may have made by the end of ``round_number``."""
        share = math.ceil(self.stops * max(1, round_number) / max(1, self.rounds))
        return min(self.stops, share + self.head_start)


# The budgets the games' presets use: a 40-minute period leaves 15-20 minutes of reading.
SHORT_STOPS = 9
CLASS_PERIOD_STOPS = 16
FULL_STOPS = 30


@dataclass(frozen=True, slots=True)
class Arrival:
    """What one batch of lessons does: ``stop`` opens and holds play (None: play goes on);
    ``also`` wait under [L], new and unread; ``seen_before`` were read before (one line)."""

    stop: str | None = None
    also: tuple[str, ...] = ()
    seen_before: tuple[str, ...] = ()

    @property
    def waiting(self) -> tuple[str, ...]:
        """Everything reachable with [L] after the stop, new lessons first."""
        return self.also + self.seen_before


def _no_rank(_lesson_id: str) -> int:
    return 0


@dataclass
class ReadingPacer:
    """The reading rules of one game being played (see the module docstring)."""

    mode: str = PACED
    budget: ReadingBudget | None = None  # None: no total budget or spread (only the turn cap)
    rank: Callable[[str], int] = _no_rank
    read: dict[str, int] = field(default_factory=dict)  # lesson id -> the round it was read in
    offered: dict[str, int] = field(default_factory=dict)  # came up, not read: id -> round
    stops: list[str] = field(default_factory=list)  # the lessons that stopped play, in order
    repeats_stopped: int = 0  # stops of a lesson already read (only the "always" mode makes any)
    _turn: Hashable = None
    _stops_this_turn: int = 0

    def arrive(
        self,
        lesson_ids: Iterable[str],
        *,
        round_number: int = 1,
        turn: Hashable = None,
        by_computer: bool = False,
        with_people: bool = True,
    ) -> Arrival:
        """Lessons that just came up on ``turn`` (any value naming one player-turn), on a
        computer player's turn or a person's; returns which stops and which wait."""
        ids = list(dict.fromkeys(lesson_ids))
        if self.mode == "off" or not ids:
            return Arrival()
        if turn != self._turn:
            self._turn, self._stops_this_turn = turn, 0
        if self.mode == "always":
            self._stopped(ids[0], round_number)
            return self._offer(Arrival(ids[0], tuple(ids[1:]), ()), round_number)
        fresh = [i for i in ids if i not in self.read]
        seen = tuple(i for i in ids if i in self.read)
        if self.mode == PACED:
            fresh.sort(key=self.rank)  # stable: among equals, the order they happened
        stop: str | None = None
        if fresh and self._may_stop(fresh[0], round_number, by_computer and with_people):
            stop = fresh.pop(0)
            self._stopped(stop, round_number)
        return self._offer(Arrival(stop, tuple(fresh), seen), round_number)

    def _may_stop(self, lesson_id: str, round_number: int, computer_turn: bool) -> bool:
        if self.mode != PACED:
            return True
        b = self.budget or ReadingBudget(stops=10**9, rounds=1)
        cap = b.per_computer_turn if computer_turn else b.per_turn
        if self._stops_this_turn >= cap:
            return False
        if computer_turn and self.rank(lesson_id) > b.computer_max_rank:
            return False
        return len(self.stops) < b.allowed_by(round_number)

    def _stopped(self, lesson_id: str, round_number: int) -> None:
        if lesson_id in self.read:
            self.repeats_stopped += 1
        self.stops.append(lesson_id)
        self._stops_this_turn += 1
        self.mark_read(lesson_id, round_number)

    def _offer(self, arrival: Arrival, round_number: int) -> Arrival:
        for i in arrival.also:
            self.offered.setdefault(i, round_number)
        return arrival

    def mark_read(self, lesson_id: str, round_number: int = 0) -> None:
        """``lesson_id`` stopped play, or was opened and stayed on screen: it is read."""
        self.read.setdefault(lesson_id, round_number)
        self.offered.pop(lesson_id, None)

    @property
    def not_read(self) -> list[str]:
        """Lessons that came up and waited under [L] but were never opened, in order."""
        return list(self.offered)

    def new_game(self, read: Iterable[str] = (), rounds: dict[str, int] | None = None) -> None:
        """A game starts or is resumed: these lessons were already read in it."""
        self.read = {i: (rounds or {}).get(i, 0) for i in read}
        self.offered = {}
        self.stops = list(self.read)
        self.repeats_stopped = 0
        self._turn, self._stops_this_turn = None, 0


def spread_over_rounds(lesson_ids: Iterable[str], rounds: dict[str, int], count: int) -> list[str]:
    """Up to ``count`` of ``lesson_ids`` (in the order read) taken across the whole game: one
    from each round in turn, the rounds visited evenly from first to last, so an exit ticket
    asks about the start, the middle and the end of a game (not the first five lessons met)."""
    by_round: dict[int, list[str]] = {}
    for i in dict.fromkeys(lesson_ids):
        by_round.setdefault(rounds.get(i, 0), []).append(i)
    order = sorted(by_round)
    picked: list[str] = []
    while len(picked) < count and any(by_round.values()):
        live = [r for r in order if by_round[r]]
        need = count - len(picked)
        if need < len(live):  # evenly spaced rounds, first and last included
            step = (len(live) - 1) / max(1, need - 1)
            live = [live[round(k * step)] for k in range(need)] if need > 1 else [live[0]]
        for r in live:
            picked.append(by_round[r].pop(0))
    position = {i: n for n, i in enumerate(dict.fromkeys(lesson_ids))}
    return sorted(picked, key=position.__getitem__)


def rounds_from_save(raw: object, met: Iterable[str]) -> dict[str, int]:
    """The rounds the lessons ``met`` were read in, as a save holds them (anything damaged is
    left out: those lessons count as read in an unknown round 0)."""
    if not isinstance(raw, dict):
        return {}
    return {i: raw[i] for i in met if type(raw.get(i)) is int and 0 <= raw[i] <= 100_000}
