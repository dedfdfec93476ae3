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
    mine = [t for c in player.in_play if (t := RESOURCE_TYPE[c]) is not None]
    if not mine:  # the usual case early on: no typed Resource, no majority to count
        return ()
    others = [
        [RESOURCE_TYPE[c] for c in p.in_play] for p in state.players if p.alive and p is not player
    ]
    most: list[str] = []
    for t in RESOURCE_TYPES:
        n = mine.count(t)
        if not n:
            continue
        for other in others:
            if other.count(t) >= n:
                break
        else:
            most.append(t)
    return tuple(most)


def breakdown(state: GameState, player: PlayerState) -> Breakdown:
    return Breakdown(1, resources(player), majorities(state, player), len(player.oppression))


def enter(state: GameState, out: list[ev.Event]) -> None:
    player = state.players[state.active]
    # ``breakdown``'s sum, without building the record (once per turn in every game)
    paid = resources(player)
    most = majorities(state, player)
    oppression = len(player.oppression)
    total = 1 + paid + len(most) - oppression
    before = player.gold
    player.gold = max(0, before + total)
    out.append(ev.RevenueCollected(player.power, 1, paid, most, oppression, total, player.gold))
    if player.gold != before:
        out.append(ev.GoldChanged(player.power, player.gold - before, player.gold, "revenue"))
