"""Colonial Florida's side of the play loop (``app/play.py``), with no Tk: a phase plays
itself after a short pause, a computer player moves from its own seat's bot, and a choice the
rules do not allow (or a bot that fails) gives way to a safe move."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, cast

from florida_history.app.play import GameFlow, Step
from florida_history.games.colonial_florida import bots as bot_players
from florida_history.games.colonial_florida.ai.choice import Bot
from florida_history.games.colonial_florida.engine.actions import (
    Continue,
    DeclineAttack,
    EndTurn,
    NoTransfer,
    Roll,
)
from florida_history.games.colonial_florida.pace import turn_of
from florida_history.games.colonial_florida.session import Session
from florida_history.games.colonial_florida.words import _


def make_bots(session: Session) -> dict[str, Bot]:
    """A computer player for every computer seat (seeded from the game number)."""
    return {
        p.power: bot_players.make_bot(p.strength, session.seed * 7 + i)
        for i, p in enumerate(session.players)
        if p.is_computer
    }


@dataclass
class FloridaFlow:
    """What the play loop asks Colonial Florida (``app.play.GameFlow``)."""

    session: Session
    bots: dict[str, Bot] = field(default_factory=dict)

    @property
    def has_humans(self) -> bool:
        return any(not p.is_computer for p in self.session.players)

    def automatic(self, bot_pause_ms: int) -> Step | None:
        """A phase (hurricanes, pirates, income…) plays itself after half a computer's pause."""
        if self.session.game.pending.kind == "phase":
            return Step(Continue(), None, bot_pause_ms // 2)
        return None

    def bot(self) -> Bot | None:
        if not self.session.current_is_computer:
            return None
        power = self.session.game.pending.player
        return self.bots.get(power or "") or bot_players.make_bot("", 0)

    def checked(self, choice: Any) -> tuple[Any, str | None]:
        legal = self.session.game.legal_actions()
        action = getattr(choice, "action", None)
        reason = getattr(choice, "reason", None)
        if action not in legal:
            action, reason = legal[-1], _("(my first idea was not allowed)")
        if isinstance(action, Roll | Continue):
            reason = None  # rolling is no decision: keep the log for real choices
        return action, reason

    def safe_move(self) -> tuple[Any, str]:
        options = self.session.game.legal_actions()
        safe = next(
            (a for a in options if isinstance(a, EndTurn | DeclineAttack | NoTransfer)), options[0]
        )
        return safe, _("I could not decide, so I played it safe.")

    def lesson_turn(self) -> Hashable:
        return turn_of(self.session.game)

    def lessons_wait(self) -> bool:
        """People read before play goes on, the winning move's lesson too (the recap waits for
        Continue); a game of computer players alone never stalls."""
        return self.has_humans

    def lesson_place(self) -> tuple[Any, int]:
        state = self.session.game.state
        return state, state.round


if TYPE_CHECKING:  # mypy checks that the flow is what the play loop asks for, and that the
    # game's computer players are what the shell runs (kernel/contract.py's Bot of this game)
    from florida_history.games.colonial_florida.engine import Game
    from florida_history.kernel import contract

    _FLOW: GameFlow = FloridaFlow(cast(Session, None))
    _BOT: contract.Bot[Game] = cast(Bot, None)
