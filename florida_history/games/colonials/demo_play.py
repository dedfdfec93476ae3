"""The teacher's demonstration without Tk: computer players play a Colonials game, and the
game is shown one phase at a time ("beats"), each with its caption, the log lines of what
happened, the computer players' reasons and the lessons it brings up.

The engine plays on by itself until somebody must decide (several phases may pass in one
action), so the events are cut at each phase's start and handed out one phase per beat.
Everything shown so far is kept (``shown``) for the recap: the per-turn Population and Gold
come from it (see ``recap.turn_snapshots``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from florida_history.games.colonials.ai.choice import Bot
from florida_history.games.colonials.captions import Caption, caption_for_events, moment_of
from florida_history.games.colonials.engine import events as ev
from florida_history.games.colonials.engine.actions import Action
from florida_history.games.colonials.engine.game import Game
from florida_history.games.colonials.lessons import lessons_for_events, rivalry_lesson
from florida_history.games.colonials.log import log_line
from florida_history.games.colonials.names import power_label
from florida_history.games.colonials.words import _

SAFETY_ACTIONS = 20_000  # no game needs this many decisions; a stuck bot stops here


@dataclass(frozen=True, slots=True)
class Said:
    """A computer player's reason, kept in the stream just before its action's events."""

    player: str
    text: str


@dataclass
class Beat:
    """One step of the demonstration: one phase of one colony's turn (or the end)."""

    round: int
    player: str | None  # whose turn it is
    phase: str | None
    events: list[ev.Event]
    caption: Caption
    lesson_id: str  # the caption's lesson (the raid's rivalry, the card's own lesson)
    lines: list[str] = field(default_factory=list)  # the log, in plain words
    reasons: list[str] = field(default_factory=list)  # "English: I buy a fort because…"
    lessons: list[str] = field(default_factory=list)  # lessons met for the first time here
    game_over: bool = False


def _starts_segment(event: object) -> bool:
    return isinstance(event, ev.RoundStarted | ev.TurnStarted | ev.PhaseStarted)


class DemoPlay:
    """``apply`` sends a move to the game (default: the engine itself; a play window passes
    its session's door, so its log, history and chart stay whole); ``lessons_for`` says which
    lessons a step's events open (default: each lesson the first time it comes up)."""

    def __init__(
        self,
        game: Game,
        bots: Mapping[str, Bot],
        classroom: bool = True,
        apply: Callable[[Action, str], list[ev.Event]] | None = None,
        lessons_for: Callable[[list[ev.Event]], list[str]] | None = None,
    ) -> None:
        missing = [p for p in game.state.config.seating if p not in bots]
        if missing:
            raise ValueError(f"no computer player for {', '.join(missing)}")
        self.game = game
        self.bots = dict(bots)
        self.classroom = classroom
        self._apply = apply or (lambda action, _reason: game.apply_action(action))
        self._lessons_for = lessons_for
        self._stream: list[ev.Event | Said] = list(game.start_events)
        self.shown: list[ev.Event] = []  # every event handed out so far, in order
        self.lessons_met: list[str] = []
        self._seen: set[str] = set()
        self._round = 0
        self._player: str | None = None
        self._phase: str | None = None
        self.beats = 0
        self.actions = 0

    @property
    def finished(self) -> bool:
        """True once the last beat (the game's end) has been handed out."""
        return self.game.is_over and not self._stream

    def _complete_segment(self) -> int | None:
        """Where the first whole phase in the stream ends (index of the next phase's start)."""
        seen_phase = False
        for i, item in enumerate(self._stream):
            if _starts_segment(item) and seen_phase:
                return i
            if isinstance(item, ev.PhaseStarted):
                seen_phase = True
        return None

    def _play_one(self) -> None:
        who = self.game.current_player
        if who is None:
            return
        choice = self.bots[who].choose(self.game)
        self._stream.append(Said(who, choice.reason))
        self._stream.extend(self._apply(choice.action, choice.reason))
        self.actions += 1
        if self.actions > SAFETY_ACTIONS:
            raise RuntimeError("the demonstration game did not end")

    def next_beat(self) -> Beat | None:
        """Play on until one phase is whole, and hand it out (None once finished)."""
        if self.finished:
            return None
        end = self._complete_segment()
        while end is None and not self.game.is_over:
            self._play_one()
            end = self._complete_segment()
        if end is None:
            end = len(self._stream)
        items, self._stream = self._stream[:end], self._stream[end:]
        return self._beat(items)

    def _beat(self, items: list[ev.Event | Said]) -> Beat:
        events = [i for i in items if not isinstance(i, Said)]
        reasons = [
            _("%(power)s (computer): \u201c%(reason)s\u201d")
            % {"power": power_label(i.player), "reason": i.text}
            for i in items
            if isinstance(i, Said)
        ]
        for e in events:
            if isinstance(e, ev.RoundStarted):
                self._round = e.round
            elif isinstance(e, ev.TurnStarted):
                self._player = e.player
            elif isinstance(e, ev.PhaseStarted):
                self._phase = e.phase
        self.shown.extend(events)
        if self._lessons_for is not None:
            new = self._lessons_for(events)
        else:
            new = lessons_for_events(events, self._seen)
        new = [lesson for lesson in new if lesson not in self.lessons_met]
        self.lessons_met.extend(new)
        caption = caption_for_events(events, self._phase)
        lines = [line for e in events if (line := log_line(e, None, self.classroom))]
        self.beats += 1
        return Beat(
            round=self._round,
            player=self._player,
            phase=self._phase,
            events=events,
            caption=caption,
            lesson_id=self._lesson_of(caption, events),
            lines=lines,
            reasons=reasons,
            lessons=new,
            game_over=self.finished,
        )

    def _lesson_of(self, caption: Caption, events: list[ev.Event]) -> str:
        """The most fitting lesson for the caption: the raid's two powers, the card's own."""
        for e in events:
            if moment_of(e) != caption.kind:
                continue
            if isinstance(e, ev.RaidRolled):
                return rivalry_lesson(e.raider, e.target)
            card_lessons = lessons_for_events([e])
            if card_lessons and caption.kind in ("hardship", "oppression", "event", "fire"):
                return card_lessons[0]
        return caption.lesson_id
