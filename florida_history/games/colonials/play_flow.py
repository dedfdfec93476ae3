"""Colonials' side of the play loop (``app/play.py``), with no Tk: a computer player moves
from its seat's bot, a Peace question for a person with no cards answers itself, and a choice
the rules do not allow (or a bot that fails) gives way to a safe move."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, cast

from florida_history.app.play import GameFlow, Step
from florida_history.games.colonials.ai.choice import Bot
from florida_history.games.colonials.engine.actions import (
    DECLINE_PEACE,
    Action,
    DeclinePeace,
    EndPhase,
    PayUpkeep,
    RefuseTrade,
    RollRaid,
)
from florida_history.games.colonials.engine.state import PEACE
from florida_history.games.colonials.session import ColonialsSession
from florida_history.games.colonials.words import _


@dataclass
class ColonialsFlow:
    """What the play loop asks Colonials (``app.play.GameFlow``)."""

    session: ColonialsSession
    bots: dict[str, Bot] = field(default_factory=dict)

    @property
    def has_humans(self) -> bool:
        return self.session.has_humans

    def automatic(self, bot_pause_ms: int) -> Step | None:
        """No cards, so surely no Peace card (the hand's size is public): nobody is called to
        the screen for a question with one answer."""
        game = self.session.game
        seat = game.current_player
        if seat is None or seat in self.bots or game.pending.kind != PEACE:
            return None
        if game.state.player(seat).hand:
            return None
        reason = _("No cards in hand, so no Peace card to play.")
        return Step(DECLINE_PEACE, reason, delay_ms=None, waits_for_help=False)

    def bot(self) -> Bot | None:
        return self.bots.get(self.session.game.current_player or "")

    def checked(self, choice: Any) -> tuple[Any, str | None]:
        action = getattr(choice, "action", None)
        reason = getattr(choice, "reason", None)
        if action is None or not self.session.game.is_legal(action):
            return self._safe(), _("My first idea was not allowed, so I play safe.")
        return action, reason

    def safe_move(self) -> tuple[Any, str]:
        return self._safe(), _("I could not decide, so I play it safe.")

    def _safe(self) -> Action:
        legal = self.session.game.legal_actions()
        safe = (EndPhase, PayUpkeep, RefuseTrade, DeclinePeace, RollRaid)
        return next((a for a in legal if isinstance(a, safe)), legal[0])

    def lesson_turn(self) -> Hashable:
        return self.session.game.state.turns

    def lessons_wait(self) -> bool:
        """People read before play goes on; computers alone never wait, nor does the end."""
        return self.session.has_humans and not self.session.game.is_over

    def lesson_place(self) -> tuple[Any, int]:
        state = self.session.game.state
        return state, state.round


if TYPE_CHECKING:  # mypy checks that the flow is what the play loop asks for, and that the
    # game's computer players are what the shell runs (kernel/contract.py's Bot of this game)
    from florida_history.games.colonials.engine.game import Game
    from florida_history.kernel import contract

    _FLOW: GameFlow = ColonialsFlow(cast(ColonialsSession, None))
    _BOT: contract.Bot[Game] = cast(Bot, None)
