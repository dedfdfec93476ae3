"""Plays a batch of engine events onto the board step by step with after(), at the chosen
speed; "instant" plays everything at once (and is what the tests use)."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable

from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.viewmodel import BoardModel

# Events worth a short pause so a class can see what happened.
PAUSE_AFTER = (
    ev.RazeMarkersPlaced,
    ev.CardDestroyed,
    ev.CombatantKilled,
    ev.RaidResolved,
    ev.IncomePaid,
    ev.SettlementFounded,
    ev.HeadStartFounded,
    ev.CardDrawn,
    ev.AttackResolved,
    ev.SettlementConquered,
    ev.MoveDiceRolled,
    ev.CombatRolled,
)


class Animator:
    def __init__(
        self,
        widget: tk.Misc,
        model: BoardModel,
        on_changed: Callable[[set[int]], None],
        on_event: Callable[[ev.AnyEvent], None],
    ) -> None:
        self.widget = widget
        self.model = model
        self.on_changed = on_changed
        self.on_event = on_event
        self.step_ms = 0
        self.queue: list[ev.AnyEvent] = []
        self.done: Callable[[], None] | None = None
        self._after: str | None = None
        self.running = False

    def play(self, events: list[ev.AnyEvent], step_ms: int, done: Callable[[], None]) -> None:
        self.queue = list(events)
        self.step_ms = step_ms
        self.done = done
        self.running = True
        if step_ms <= 0:
            for e in self.queue:
                self._apply(e)
            self.queue = []
            self._finish()
        else:
            self._next()

    def _apply(self, e: ev.AnyEvent) -> None:
        changed = self.model.apply_event(e)
        self.on_event(e)
        if changed:
            self.on_changed(changed)

    def _next(self) -> None:
        self._after = None
        if not self.queue:
            self._finish()
            return
        e = self.queue.pop(0)
        if isinstance(e, ev.HazardMoved | ev.PawnMoved) and len(e.path) > 1:
            self._walk(e, 0)
            return
        self._apply(e)
        delay = self.step_ms * 3 if isinstance(e, PAUSE_AFTER) else 0
        self._after = self.widget.after(delay, self._next)

    def _walk(self, e: ev.HazardMoved | ev.PawnMoved, i: int) -> None:
        """Move the marker one space at a time along its path."""
        self._after = None
        if i >= len(e.path) - 1:
            if isinstance(e, ev.HazardMoved):
                cur = self.model.hazards[e.hazard]
            else:
                cur = self.model.pawns[e.player]
            self._apply(e)
            self.on_changed({cur, e.to_space})
            self._after = self.widget.after(self.step_ms * 2, self._next)
            return
        here = e.path[i]
        if isinstance(e, ev.HazardMoved):
            before = self.model.hazards[e.hazard]
            self.model.hazards[e.hazard] = here
        else:
            before = self.model.pawns[e.player]
            self.model.pawns[e.player] = here
        self.on_changed({before, here})
        self._after = self.widget.after(self.step_ms, lambda: self._walk(e, i + 1))

    def skip(self) -> None:
        """Finish the current batch at once (e.g. speed set to instant, or a new game)."""
        if self._after is not None:
            try:
                self.widget.after_cancel(self._after)
            except tk.TclError:
                pass
            self._after = None
        if self.running:
            for e in self.queue:
                self._apply(e)
            self.queue = []
            self._finish()

    def cancel(self) -> None:
        if self._after is not None:
            try:
                self.widget.after_cancel(self._after)
            except tk.TclError:
                pass
            self._after = None
        self.queue = []
        self.running = False
        self.done = None

    def _finish(self) -> None:
        self.running = False
        done, self.done = self.done, None
        if done:
            done()
