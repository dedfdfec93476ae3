"""The one model of how long a game takes people at a classroom pace, shared by both games.

A ``Pace`` prices what a group of students does or watches, in seconds: each decision by its
kind (as watched in real games), the mouse passing to the next student, each automatic phase
as the window animates it, a computer player's decision as the window shows it, and every
lesson that stops play read aloud at ``reading_wpm`` (150 words a minute: the short text),
plus opening it. Which lessons stop is the reading budget's to say (``kernel/reading.py``):
a repeat or a lesson waiting under [L] costs no reading.

A ``Clock`` adds those seconds up while a game is played: the simulator, the measurements
behind the New game screen's minutes and the classroom presets all run one, so every minute
the app shows comes from the same prices. ``GameTiming`` is what one game measured.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping
from dataclasses import dataclass, field

from florida_history.kernel.reading import Arrival, ReadingPacer

READING_WPM = 150.0  # words a minute, a class reading a short text aloud together
DEFAULT_WORDS = 120  # a lesson whose text is not known (a missing file): a typical short text


@dataclass(frozen=True, slots=True)
class Pace:
    """Seconds per thing people do (see the module docstring)."""

    automatic: float = 0.0  # a phase nobody decides: watch it animate and read its log line
    decisions: Mapping[str, float] = field(default_factory=dict)  # decision kind -> seconds
    other_decision: float = 0.0  # a decision kind not in ``decisions``
    handover: float = 0.0  # the next student takes the mouse
    computer_decision: float = 1.0  # a computer player's decision, shown with a short pause
    turn_start: float = 0.0  # the steps every player-turn plays by itself (drawn, collected)
    reading_wpm: float = READING_WPM
    lesson_open: float = 6.0  # a lesson opens: its title and map, then Continue
    seen_line: float = 0.0  # "seen before: … [L]" — play goes on

    def reading_seconds(self, words: int) -> float:
        """One lesson stop: opened, its short text read aloud, then Continue."""
        return self.lesson_open + words * 60.0 / self.reading_wpm


@dataclass(frozen=True, slots=True)
class GameTiming:
    """One game on the clock: its minutes and what its reading was."""

    seconds: float
    rounds: int
    stops: int  # lesson stops (play waited while a lesson was read)
    met: int  # different lessons read
    repeats_stopped: int  # stops of a lesson read before in the game (0 unless "always")
    reading_seconds: float
    not_read: int = 0  # lessons that waited under [L] and were never opened

    @property
    def minutes(self) -> float:
        return self.seconds / 60.0


class Clock:
    """Adds up the seconds of one game at ``pace`` as it is played; lessons go through
    ``pacer`` (the reading budget) and each stop is read at ``words[lesson]`` words."""

    def __init__(
        self,
        pace: Pace,
        pacer: ReadingPacer | None = None,
        words: Mapping[str, int] | None = None,
    ) -> None:
        self.pace = pace
        self.pacer = pacer if pacer is not None else ReadingPacer()
        self.words: Mapping[str, int] = words or {}
        self.seconds = 0.0
        self.reading = 0.0
        self._last_player: str | None = None

    @property
    def minutes(self) -> float:
        return self.seconds / 60.0

    def automatic(self) -> None:
        """A phase played without a decision."""
        self.seconds += self.pace.automatic

    def turn_start(self) -> None:
        """A player-turn begins: the steps it plays by itself."""
        self.seconds += self.pace.turn_start

    def decision(self, kind: str, player: str | None, by_computer: bool = False) -> None:
        """A player decides; a different person from the last one first takes the mouse."""
        if by_computer:
            self.seconds += self.pace.computer_decision
            return
        if player != self._last_player:
            self.seconds += self.pace.handover
            self._last_player = player
        self.seconds += self.pace.decisions.get(kind, self.pace.other_decision)

    def lessons(
        self,
        lesson_ids: Iterable[str],
        round_number: int = 1,
        turn: Hashable = None,
        by_computer: bool = False,
        with_people: bool = True,
    ) -> Arrival:
        """Lessons brought up: the pacer says which stops; that one is read in full."""
        arrival = self.pacer.arrive(
            lesson_ids,
            round_number=round_number,
            turn=turn,
            by_computer=by_computer,
            with_people=with_people,
        )
        if arrival.stop is not None:
            read = self.pace.reading_seconds(self.words.get(arrival.stop, DEFAULT_WORDS))
            self.seconds += read
            self.reading += read
        if arrival.seen_before:
            self.seconds += self.pace.seen_line
        return arrival

    def timing(self, rounds: int) -> GameTiming:
        p = self.pacer
        return GameTiming(
            seconds=self.seconds,
            rounds=rounds,
            stops=len(p.stops),
            met=len(p.read),
            repeats_stopped=p.repeats_stopped,
            reading_seconds=self.reading,
            not_read=len(p.not_read),
        )
