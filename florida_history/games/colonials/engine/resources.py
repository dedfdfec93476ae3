"""Phase 6, Resources (C19-C24): Oppression on opponents and Leaders for free; Resources
(within the cap, C23) and Combatants for 1 Gold, Town Improvements for 2, Forts for 3."""

from __future__ import annotations

from florida_history.games.colonials.engine import events as ev
from florida_history.games.colonials.engine.actions import PLAY_CARD, PLAY_OPPRESSION, Action
from florida_history.games.colonials.engine.cards import COST, IS_RESOURCE, LEADER, TYPE
from florida_history.games.colonials.engine.state import GameState, PlayerState
from florida_history.games.colonials.engine.tally import has_leader, room_for_resource

PERMANENT_PLAYS = frozenset("RCTFL")


def can_put_in_play(player: PlayerState, card: int) -> bool:
    """C19/C21/C23: affordable, and a Resource (card or Leader) only within the cap."""
    if TYPE[card] not in PERMANENT_PLAYS or player.gold < COST[card]:
        return False
    return not IS_RESOURCE[card] or room_for_resource(player)


def oppression_targets(state: GameState, power: str) -> list[str]:
    """C20/C22: surviving opponents without a Dissident in play."""
    return [p.power for p in state.opponents(power) if not has_leader(p, "dissident")]


def options(state: GameState) -> list[Action]:
    player = state.players[state.active]
    gold = player.gold
    opts: list[Action] = []
    targets: list[str] | None = None
    room: bool | None = None  # C23, counted once per listing (the hand does not change it)
    for c in player.hand:
        kind = TYPE[c]
        if kind == "O":
            if targets is None:
                targets = oppression_targets(state, player.power)
            aimed = PLAY_OPPRESSION[c]
            opts.extend([aimed[t] for t in targets])
        elif kind in PERMANENT_PLAYS and gold >= COST[c]:
            if IS_RESOURCE[c]:
                if room is None:
                    room = room_for_resource(player)
                if not room:
                    continue
            opts.append(PLAY_CARD[c])
    return opts


def any_option(state: GameState) -> bool:
    """Whether ``options`` would list anything (without building it)."""
    player = state.players[state.active]
    gold = player.gold
    room: bool | None = None
    for c in player.hand:
        kind = TYPE[c]
        if kind == "O":
            if oppression_targets(state, player.power):
                return True
        elif kind in PERMANENT_PLAYS and gold >= COST[c]:
            if not IS_RESOURCE[c]:
                return True
            if room is None:
                room = room_for_resource(player)
            if room:
                return True
    return False


def put_in_play(state: GameState, card: int, out: list[ev.Event]) -> None:
    player = state.active_player
    player.hand.remove(card)
    cost = COST[card]
    player.gold -= cost
    player.in_play.append(card)
    out.append(ev.PermanentPlayed(player.power, card, cost))
    if cost:
        out.append(ev.GoldChanged(player.power, -cost, player.gold, "purchase"))
    if LEADER[card] == "dissident":  # C22: every Oppression on you is discarded
        for o in player.oppression:
            state.discard.append(o)
            out.append(ev.OppressionRemoved(player.power, o, "dissident"))
        player.oppression = []


def play_oppression(state: GameState, card: int, target: str, out: list[ev.Event]) -> None:
    player = state.active_player
    player.hand.remove(card)
    state.player(target).oppression.append(card)
    out.append(ev.OppressionPlayed(player.power, card, target))
