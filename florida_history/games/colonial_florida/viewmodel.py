"""What the board shows, rebuilt event by event so animations show each step in order.

The engine applies a whole decision at once; the board must show the hurricane arriving *before*
the Raze markers. ``BoardModel`` starts as a copy of the state before the decision and
``apply_event`` replays the events onto it; at the end it equals the engine's state again.
No Tk here, so it is tested on its own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import assert_never

from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.engine.state import GameState, Hazard, Phase


@dataclass
class SettlementView:
    owner: str | None = None
    raze: int = 0
    cards: list[int] = field(default_factory=list)


@dataclass
class BoardModel:
    pawns: dict[str, int]
    hazards: dict[Hazard, int]
    settlements: dict[int, SettlementView]
    gold: dict[str, int]
    markers: dict[str, int]
    round: int
    phase: Phase

    @classmethod
    def from_state(cls, s: GameState) -> BoardModel:
        return cls(
            pawns={p.power: p.pawn for p in s.players},
            hazards=dict(s.hazards),
            settlements={
                n: SettlementView(st.owner, st.raze, list(st.cards))
                for n, st in s.settlements.items()
            },
            gold={p.power: p.gold for p in s.players},
            markers={p.power: p.markers for p in s.players},
            round=s.round,
            phase=s.phase,
        )

    def apply_event(self, e: ev.AnyEvent) -> set[int]:  # noqa: C901 - one case per event type
        """Apply one event; return the spaces whose drawing changed."""
        st = self.settlements
        match e:
            case ev.RoundStarted():
                self.round = e.round
            case ev.PhaseStarted():
                self.round, self.phase = e.round, e.phase
            case ev.RazeMarkersRemoved():
                st[e.space].raze = e.remaining
                return {e.space}
            case ev.RazeMarkersPlaced():
                st[e.space].raze = e.total
                return {e.space}
            case ev.HazardMoved():
                self.hazards[e.hazard] = e.to_space
                return {e.from_space, e.to_space}
            case ev.PawnMoved():
                self.pawns[e.player] = e.to_space
                return {e.from_space, e.to_space}
            case ev.CardDestroyed() | ev.CombatantKilled():
                if e.card in st[e.space].cards:
                    st[e.space].cards.remove(e.card)
                return {e.space}
            case ev.CardDrawn():
                st[e.space].cards.append(e.card)
                return {e.space}
            case ev.SettlementFounded() | ev.HeadStartFounded():
                st[e.space].owner = e.player
                self.markers[e.player] -= 1
                return {e.space}
            case ev.SettlementConquered():
                st[e.space].owner = e.to_player
                self.markers[e.to_player] -= 1
                self.markers[e.from_player] += 1
                return {e.space}
            case ev.CombatantTransferred() | ev.CombatantMoved():
                if e.card in st[e.from_space].cards:
                    st[e.from_space].cards.remove(e.card)
                st[e.to_space].cards.append(e.card)
                return {e.from_space, e.to_space}
            case ev.GoldChanged():
                self.gold[e.player] = e.gold
            case (
                ev.DiceRolled()
                | ev.CardChecked()
                | ev.RaidStarted()
                | ev.CombatRolled()
                | ev.RaidResolved()
                | ev.IncomePaid()
                | ev.IncomeWithheld()
                | ev.GameWon()
                | ev.TurnStarted()
                | ev.TurnSkipped()
                | ev.MoveDiceRolled()
                | ev.FoundingFailed()
                | ev.DeckReshuffled()
                | ev.NoCardDrawn()
                | ev.AttackAvailable()
                | ev.CombatantCommitted()
                | ev.AttackDeclined()
                | ev.AttackStarted()
                | ev.AttackResolved()
                | ev.TurnEnded()
            ):
                pass  # nothing on the board changes (a later event carries the change)
            case _:
                assert_never(e)
        return set()

    def same_as(self, s: GameState) -> bool:
        other = BoardModel.from_state(s)
        mine = {n: (v.owner, v.raze, sorted(v.cards)) for n, v in self.settlements.items()}
        theirs = {n: (v.owner, v.raze, sorted(v.cards)) for n, v in other.settlements.items()}
        return (
            mine == theirs
            and self.pawns == other.pawns
            and self.hazards == other.hazards
            and self.gold == other.gold
            and self.markers == other.markers
        )
