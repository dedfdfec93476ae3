"""Phase 4, Revenue (C15-C17): 1 + Resources + majority bonuses - Oppression, applied at once,
Gold never below 0. ``breakdown`` is the same sum the preview and the bots show."""

from __future__ import annotations

from dataclasses import dataclass

from florida_history.games.colonials.engine import events as ev
from florida_history.games.colonials.engine.cards import RESOURCE_TYPE, RESOURCE_TYPES
from florida_history.games.colonials.engine.state import GameState, PlayerState
from florida_history.games.colonials.engine.tally import resources


@dataclass(frozen=True, slots=True)
class Breakdown:
    base: int
    resources: int
    majorities: tuple[str, ...]  # types where this player has strictly the most (C17)
    oppression: int

    @property
    def total(self) -> int:
        return self.base + self.resources + len(self.majorities) - self.oppression


def type_counts(player: PlayerState) -> dict[str, int]:
    counts: dict[str, int] = dict.fromkeys(RESOURCE_TYPES, 0)
    for c in player.in_play:
        kind = RESOURCE_TYPE[c]
        if kind is not None:
            counts[kind] += 1
    return counts


def majorities(state: GameState, player: PlayerState) -> tuple[str, ...]:
    """C17: types where ``player`` has at least one card and strictly more than every other
    surviving player (Resource Leaders have no type)."""
    mine = type_counts(player)
    others = [type_counts(p) for p in state.opponents(player.power)]
    return tuple(
        t for t in RESOURCE_TYPES if mine[t] > 0 and all(mine[t] > other[t] for other in others)
    )


def breakdown(state: GameState, player: PlayerState) -> Breakdown:
    return Breakdown(1, resources(player), majorities(state, player), len(player.oppression))


def enter(state: GameState, out: list[ev.Event]) -> None:
    player = state.active_player
    parts = breakdown(state, player)
    before = player.gold
    player.gold = max(0, player.gold + parts.total)
    out.append(
        ev.RevenueCollected(
            player.power,
            parts.base,
            parts.resources,
            parts.majorities,
            parts.oppression,
            parts.total,
            player.gold,
        )
    )
    if player.gold != before:
        out.append(ev.GoldChanged(player.power, player.gold - before, player.gold, "revenue"))
