"""What a colony counts as (C21, C23, C34): Resources, Town Improvements, Combatants, Forts,
the Resource cap. Read by every rule module, the bots and the odds panel."""

from __future__ import annotations

from florida_history.games.colonials.engine.cards import (
    IS_COMBATANT,
    IS_FORT,
    IS_RESOURCE,
    IS_TOWN,
    LEADER,
)
from florida_history.games.colonials.engine.state import PlayerState

# Counting loops are written out: on Python 3.11 ``sum(map(TABLE.__getitem__, cards))`` takes
# about three times as long as a plain loop over a colony's few cards (indexing a tuple in a loop
# is a specialised instruction; calling ``__getitem__`` through ``map`` is not).

# Card numbers by what they are, for "has any?" questions asked at every phase: a set answers
# them without a Python-level loop over the cards in play.
_COMBATANTS = frozenset(c for c, flag in enumerate(IS_COMBATANT) if flag)
_LEADERS: dict[str | None, frozenset[int]] = {
    effect: frozenset(c for c, e in enumerate(LEADER) if e == effect) for effect in set(LEADER)
}
_POPULATION_LEADER = tuple(e == "population" for e in LEADER)


def resources(player: PlayerState) -> int:
    """C34: Resource cards in play plus Leaders counting as Resources."""
    n = 0
    for c in player.in_play:
        if IS_RESOURCE[c]:
            n += 1
    return n


def towns(player: PlayerState) -> int:
    """C34: Town Improvement cards plus Leaders counting as Town Improvements."""
    n = 0
    for c in player.in_play:
        if IS_TOWN[c]:
            n += 1
    return n


def combatants(player: PlayerState) -> list[int]:
    """C18/C21: Combatant cards and Combatant Leaders in play."""
    return [c for c in player.in_play if IS_COMBATANT[c]]


def forts(player: PlayerState) -> int:
    n = 0
    for c in player.in_play:
        if IS_FORT[c]:
            n += 1
    return n


def resource_cap(player: PlayerState) -> int:
    """C23: at most one Resource for every 3 Population."""
    return player.pop // 3


def has_combatant(player: PlayerState) -> bool:
    return not _COMBATANTS.isdisjoint(player.in_play)


def room_for_resource(player: PlayerState) -> bool:
    """C23: one more Resource would still be within the cap."""
    return resources(player) + 1 <= player.pop // 3


def has_leader(player: PlayerState, effect: str) -> bool:
    cards = _LEADERS.get(effect)
    return cards is not None and not cards.isdisjoint(player.in_play)


def population_leaders(player: PlayerState) -> int:
    """C12/C22: Preacher, Minister, Proprietor, Promoter in play."""
    n = 0
    for c in player.in_play:
        if _POPULATION_LEADER[c]:
            n += 1
    return n
