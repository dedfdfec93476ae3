"""The turn (C7-C11, C45): first player, the order of play in each round (fixed, or the fair
order of C7a), the eight phases in order, what each phase asks of the active player, the end of
a turn (victory check, C33) and of a round (round limit, C35).

A phase is entered once (its automatic part runs: draw, growth, revenue) and then waits while
its decision has options; a phase with nothing (more) to do passes by itself (C9).
"""

from __future__ import annotations

from functools import lru_cache

from florida_history.games.colonials.engine import (
    event_cards,
    growth,
    raid,
    resources,
    revenue,
    trade,
    upkeep,
)
from florida_history.games.colonials.engine import events as ev
from florida_history.games.colonials.engine.cards import DECK_SIZE, TYPE
from florida_history.games.colonials.engine.deck import draw
from florida_history.games.colonials.engine.state import (
    DISCARD,
    DRAW_COUNT,
    GROWTH,
    HAND_LIMIT,
    HARDSHIPS,
    PHASES,
    POWERS,
    RAID,
    RESOURCES,
    TRADE,
    UPKEEP,
    GameState,
    Pending,
)
from florida_history.games.colonials.engine.victory import check_targets, finish_by_progress
from florida_history.kernel.dice import Dice

_PHASE_DECISION = {
    "growth": GROWTH,
    "hardships": HARDSHIPS,
    "upkeep": UPKEEP,
    "resources": RESOURCES,
    "trade": TRADE,
    "raid": RAID,
}
_NEXT_PHASE = dict(zip(PHASES, PHASES[1:], strict=False))

# Ready-made turn and phase events: an event never changes once built, so all games share one
# per power and phase instead of building about 450 a game (most of the events there are).
PHASE_STARTED = {p: {ph: ev.PhaseStarted(p, ph) for ph in PHASES} for p in POWERS}
PHASE_PASSED = {p: {ph: ev.PhasePassed(p, ph) for ph in PHASES} for p in POWERS}
PHASE_ENDED = {p: {ph: ev.PhaseEnded(p, ph) for ph in PHASES} for p in POWERS}
TURN_ENDED = {p: ev.TurnEnded(p) for p in POWERS}
# Likewise the phase decisions (a Pending is never changed either, only replaced).
PHASE_PENDING = {p: {ph: Pending(kind, p) for ph, kind in _PHASE_DECISION.items()} for p in POWERS}
UPKEEP_PENDING = {p: Pending(UPKEEP, p) for p in POWERS}
# The card numbers of each kind asked about at every Growth and Hardships phase: a set answers
# "any in this hand?" without a Python-level loop over the hand.
_SETTLEMENTS = frozenset(c for c in range(DECK_SIZE) if TYPE[c] == "S")
_HARDSHIPS = frozenset(c for c in range(DECK_SIZE) if TYPE[c] == "H")


# C7a, the fair turn order: each round's order by place counted from round 1's starter (drawn
# by the dice, C7). It replaces C8's short first draw: both make up for going first, and
# together they gave the second of two players 55% of the games.
#
# Without a round limit (or with one no preset uses) the rounds repeat ``FAIR_CYCLES``: 2
# players A-B, B-A, B-A, A-B (the fair-sharing sequence); 3 play Colonial Florida's A-B-C,
# C-B-A, B-C-A; 4 hold every place once a cycle.
#
# With a round limit the progress score decides most games, and whoever plays last in the last
# round takes no Hardship or raid after their final turn (fixed order, 4 players, 5 rounds:
# the places won 12 / 21 / 26 / 41%). So for the limits the presets use, ``FAIR_SCHEDULES``
# plays the whole game: round 1's starter plays last in the last round, and everyone is first
# and last as equally often as the rounds allow. Measured with identical computer players
# (scripts/colonials_seats.py, docs/turn-order.md): every place within 3 points of an equal
# share.
FAIR_CYCLES: dict[int, tuple[tuple[int, ...], ...]] = {
    2: ((0, 1), (1, 0), (1, 0), (0, 1)),
    3: ((0, 1, 2), (2, 1, 0), (1, 2, 0)),
    4: ((0, 1, 2, 3), (3, 2, 1, 0), (1, 3, 0, 2), (2, 0, 3, 1)),
}
# (players, round limit) -> every round's order (2 players: the cycle already ends B-A).
FAIR_SCHEDULES: dict[tuple[int, int], tuple[tuple[int, ...], ...]] = {
    (3, 5): ((0, 1, 2), (2, 0, 1), (1, 2, 0), (0, 1, 2), (2, 1, 0)),
    (3, 6): ((0, 1, 2), (2, 0, 1), (1, 2, 0), (0, 2, 1), (1, 0, 2), (2, 1, 0)),
    (4, 5): ((0, 1, 2, 3), (3, 2, 0, 1), (1, 3, 0, 2), (2, 0, 1, 3), (3, 2, 1, 0)),
}


@lru_cache(maxsize=64)
def _orders(fair: bool, n: int, limit: int | None, first: int) -> tuple[tuple[int, ...], ...]:
    """Every round order of a game as seat numbers, repeating (worked out once: it is asked
    at the end of every turn)."""
    if not fair:
        rows: tuple[tuple[int, ...], ...] = (tuple(range(n)),)
    else:
        rows = FAIR_SCHEDULES.get((n, limit or 0), FAIR_CYCLES[n])
    return tuple(tuple((first + place) % n for place in row) for row in rows)


def round_order(state: GameState, round_number: int) -> tuple[int, ...]:
    """The seats (indexes into the seating) in the order they play the round, eliminated ones
    included. Fixed (C7, C45): seat order from the first player, every round. Fair (C7a): the
    game's schedule, or the rows of ``FAIR_CYCLES`` in turn."""
    settings = state.config.settings
    orders = _orders(
        settings.fair_order, len(state.players), settings.round_limit, state.first_seat
    )
    return orders[(round_number - 1) % len(orders)]


def _living_order(state: GameState, round_number: int) -> tuple[int, ...]:
    players = state.players
    return tuple(i for i in round_order(state, round_number) if players[i].alive)


def _round_started(state: GameState, out: list[ev.Event]) -> None:
    order = _living_order(state, state.round)
    out.append(ev.RoundStarted(state.round, tuple(state.players[i].power for i in order)))


def start_game(state: GameState, dice: Dice, out: list[ev.Event]) -> None:
    """C6/C7: shuffle the deck, draw the first player with the game's dice."""
    dice.shuffle(state.deck)
    n = len(state.players)
    roll = dice.roll(n)
    state.first_seat = state.active = roll - 1
    out.append(
        ev.GameStarted(
            tuple(p.power for p in state.players), state.players[state.active].power, roll
        )
    )
    _round_started(state, out)
    _start_turn(state, out)
    run(state, dice, out, enter=True)


def _start_turn(state: GameState, out: list[ev.Event]) -> None:
    state.turns += 1
    state.phase = PHASES[0]
    state.proposals = 0
    state.raided = False
    out.append(ev.TurnStarted(state.active_player.power, state.round))


def decision(state: GameState) -> Pending | None:
    """What the active player must or may decide in the current phase (None: nothing)."""
    player = state.players[state.active]
    phase = state.phase
    if phase == "draw":
        extra = len(player.hand) - HAND_LIMIT
        return Pending(DISCARD, player.power, count=extra) if extra > 0 else None
    if phase == "revenue":
        return None
    if phase == "upkeep":
        return UPKEEP_PENDING[player.power] if upkeep.needed(state) else None
    if phase == "trade":
        can = trade.can_trade(state)
    elif phase == "growth":
        can = not _SETTLEMENTS.isdisjoint(player.hand)
    elif phase == "hardships":
        can = not _HARDSHIPS.isdisjoint(player.hand) and bool(state.opponents(player.power))
    elif phase == "resources":
        can = resources.any_option(state)
    else:
        can = bool(raid.targets(state))
    if can or event_cards.any_option(state):
        return PHASE_PENDING[player.power][phase]
    return None


def _enter(state: GameState, dice: Dice, out: list[ev.Event]) -> None:
    """The automatic part of the current phase."""
    player = state.players[state.active]
    phase = state.phase
    out.append(PHASE_STARTED[player.power][phase])
    if phase == "draw":
        count = DRAW_COUNT
        if not state.first_draw_done:  # C8: only the game's very first Draw phase
            state.first_draw_done = True
            settings = state.config.settings
            if settings.fair_start and not settings.fair_order:  # C7a replaces C8
                count = 2
        draw(state, dice, player.power, count, "draw", out)
    elif phase == "growth":
        growth.enter(state, out)
    elif phase == "revenue":
        revenue.enter(state, out)


def run(state: GameState, dice: Dice, out: list[ev.Event], enter: bool) -> None:
    """Play on from the current phase until someone must decide or the game ends."""
    while True:
        if enter:
            _enter(state, dice, out)
        pending = decision(state)
        if pending is not None:
            state.pending = pending
            return
        out.append(PHASE_PASSED[state.players[state.active].power][state.phase])
        if not _next_phase(state, dice, out):
            return
        enter = True


def end_phase(state: GameState, dice: Dice, out: list[ev.Event]) -> None:
    """The active player is done with this phase (EndPhase, or upkeep paid)."""
    if _next_phase(state, dice, out):
        run(state, dice, out, enter=True)


def _next_phase(state: GameState, dice: Dice, out: list[ev.Event]) -> bool:
    """Move to the next phase, or end the turn after the Raid phase. False if the game ended."""
    if state.phase != "raid":
        state.phase = _NEXT_PHASE[state.phase]
        return True
    return _end_turn(state, out)


def _end_turn(state: GameState, out: list[ev.Event]) -> bool:
    """C33 then C45/C35: check the targets, pass to the next surviving seat, count rounds."""
    out.append(TURN_ENDED[state.players[state.active].power])
    if check_targets(state, out):
        return False
    order = round_order(state, state.round)
    players = state.players
    nxt = None
    for i in order[order.index(state.active) + 1 :]:
        if players[i].alive:
            nxt = i
            break
    if nxt is None:  # everyone still in the game has played this round (C45)
        limit = state.config.settings.round_limit
        if limit is not None and state.round >= limit:
            finish_by_progress(state, out)
            return False
        state.round += 1
        nxt = _living_order(state, state.round)[0]
        _round_started(state, out)
    state.active = nxt
    _start_turn(state, out)
    return True
