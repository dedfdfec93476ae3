"""The one model of how long a game takes people at a classroom pace, shared by every game.

A ``Pace`` prices what a group of students does or watches, in seconds: each decision by its
kind, the mouse passing to the next student, each lesson read (the first time in a game it is
read; after that a glance), and a flat time per player-turn for a game priced only by its
turns. A ``Clock`` adds those seconds up while a game is played (the simulator, the
measurements behind the New game screen's minutes and the classroom presets all run one), so
every minute the app shows comes from the same prices.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Pace:
    """Seconds per thing people do (see the module docstring)."""

    automatic: float = 0.0  # a phase nobody decides: watch it and read its log line
    decisions: Mapping[str, float] = field(default_factory=dict)  # decision kind -> seconds
    other_decision: float = 0.0  # a decision kind not in ``decisions``
    handover: float = 0.0  # the next student takes the mouse
    lesson_new: float = 0.0  # a lesson seen for the first time this game: read it
    lesson_again: float = 0.0  # a lesson seen before: a glance, then Next
    player_turn: float = 0.0  # a flat price per player-turn (games priced by turns alone)

    def minutes_for_turns(self, player_turns: float) -> float:
        """Minutes for a game of this many player-turns, at the flat per-turn price."""
        return player_turns * self.player_turn / 60.0


class Clock:
    """Adds up the seconds of one game at ``pace`` as it is played."""

    def __init__(self, pace: Pace) -> None:
        self.pace = pace
        self.seconds = 0.0
        self._last_player: str | None = None
        self._read: set[str] = set()

    @property
    def minutes(self) -> float:
        return self.seconds / 60.0

    def automatic(self) -> None:
        """A phase played without a decision."""
        self.seconds += self.pace.automatic

    def decision(self, kind: str, player: str | None) -> None:
        """A player decides; a different player from the last one first takes the mouse."""
        if player != self._last_player:
            self.seconds += self.pace.handover
            self._last_player = player
        self.seconds += self.pace.decisions.get(kind, self.pace.other_decision)

    def lessons(self, lesson_ids: Iterable[str]) -> None:
        """Lessons opened: read in full the first time in this game, glanced at after."""
        for lesson_id in lesson_ids:
            self.seconds += (
                self.pace.lesson_again if lesson_id in self._read else self.pace.lesson_new
            )
            self._read.add(lesson_id)

    def player_turn(self) -> None:
        self.seconds += self.pace.player_turn
