"""Demonstration stepping, with no Tk: the teacher's Next (space bar) lets the play loop play
each automatic step (a phase, a computer player's move) one at a time; a new lesson pauses the
demonstration; "to the end of this round" plays on without stopping until the next round
begins (or a lesson or a person's decision comes up).

``DemoStepping`` installs itself as the loop's ``demonstration``: each step of the loop asks
``moment()`` what to do and the window shows it (``on_moment``: the caption and the status
line); the loop's ``step`` is played when the moment lets play go on and, for a held step,
when the teacher presses Next (``next_step``).
"""

from __future__ import annotations

from collections.abc import Callable

from florida_history.app.play import PlayLoop

# What the demonstration does at one step of the loop (``DemoStepping.moment``).
OFF = "off"  # not demonstrating: the loop plays as usual
BUSY = "busy"  # something runs already (an animation, a computer player thinking)
OVER = "over"  # the game is over: the loop shows the end
PERSON = "person"  # a person decides: the loop shows the buttons
RUNNING = "running"  # running to the end of the round: the loop plays on
LESSON = "lesson"  # held: a new lesson is talked over first
PHASE = "phase"  # held: a phase waits for Next
COMPUTER = "computer"  # held: a computer player's move waits for Next
PLAYS = (OFF, OVER, PERSON, RUNNING)  # the moments in which the loop goes on at once
HELD = (LESSON, PHASE, COMPUTER)


class DemoStepping:
    """The teacher's stepping of a game on ``loop`` (see the module docstring)."""

    def __init__(self, loop: PlayLoop, on_moment: Callable[[str], None] | None = None) -> None:
        self.loop = loop
        self.on_moment = on_moment  # the window shows the moment (caption, status)
        self.active = False
        self.waiting = False  # a step is ready and waits for Next
        self.run_to_round_end = False
        self.run_round = -1
        self.lesson_pause = False
        self.seen_lessons = 0
        loop.demonstration = self.hold

    def start(self) -> None:
        self.active = True
        self.run_to_round_end = False
        self.seen_lessons = self.loop.lesson_batches

    def stop(self) -> None:
        self.active = False
        self.waiting = False

    def hold(self, step: Callable[[], None]) -> None:
        """The loop's ``demonstration``: play ``step`` now or hold it until Next."""
        moment = self.moment()
        if self.on_moment is not None:
            self.on_moment(moment)
        if moment in PLAYS:
            step()

    def moment(self) -> str:
        """What this step of the loop is in the demonstration (one of the names above)."""
        loop = self.loop
        if not self.active:
            return OFF
        flow = loop.flow
        if flow is None or loop.busy:
            return BUSY
        new_lessons = loop.lesson_batches > self.seen_lessons
        self.seen_lessons = loop.lesson_batches
        if flow.session.game.is_over:
            self.run_to_round_end = False
            return OVER
        if new_lessons:
            self.lesson_pause = True
            self.run_to_round_end = False
        phase = flow.automatic(loop.settings.bot_pause_ms) is not None
        automatic = phase or flow.bot() is not None
        if new_lessons and automatic:
            loop.lesson_wait = False  # the teacher's Next is the Continue
        if not automatic:
            self.lesson_pause = False  # the game's own Continue holds it for the lesson
            return PERSON
        if self.run_to_round_end and not self.round_over():
            return RUNNING
        self.run_to_round_end = False
        self.waiting = True
        if self.lesson_pause:
            return LESSON
        return PHASE if phase else COMPUTER

    def round_over(self) -> bool:
        flow = self.loop.flow
        if flow is None:
            return False
        return flow.lesson_place()[1] > self.run_round or flow.session.game.is_over

    def next_step(self, before: Callable[[], None] | None = None) -> bool:
        """The teacher pressed Next: play the step held (True if one was), after ``before``
        (the window clears what the last step said)."""
        if not self.active or not self.waiting or self.loop.busy:
            return False
        self.waiting = False
        self.lesson_pause = False
        if before is not None:
            before()
        self.loop.step()
        return True

    def run_round_end(self) -> None:
        """Play on to the end of this round (stopping for a lesson or a person)."""
        flow = self.loop.flow
        if not self.active or flow is None or flow.session.game.is_over:
            return
        self.run_to_round_end = True
        self.run_round = flow.lesson_place()[1]
        self.lesson_pause = False
        if self.waiting:
            self.waiting = False
            self.loop.step()
