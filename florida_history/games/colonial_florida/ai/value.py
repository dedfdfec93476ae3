"""Who is likely to win from here: a small model fitted to thousands of finished games.

Each player gets a strength score, a weighted sum of a few plain features (gold, income that
will be paid next, income when no ruins, settlements, ruins, guards, what the pawn can reach
next, the settlements nobody owns that this pawn is first in line for). Each feature also
appears multiplied by how far the game has gone (the leader's gold / target), so gold can
count more near the end and income more at the start. The chance of winning is the softmax of
the scores over the players, which works for 2 and 3 players alike.

``WEIGHTS`` were fitted (maximum likelihood) on heuristic self-play at round boundaries, the
moments where the look-ahead bot's play-outs stop;
``scripts/fit_value.py`` documents the data
and refits them.
"""

from __future__ import annotations

import math

from florida_history.games.colonial_florida.ai.position import IS_COMBATANT, ONE_OF_TWO, income_of
from florida_history.games.colonial_florida.engine import Game
from florida_history.games.colonial_florida.engine.board import RING_SIZE, clockwise
from florida_history.games.colonial_florida.engine.state import GameState

FEATURE_NAMES: tuple[str, ...] = (
    "gold",  # gold / target
    "next_income",  # what the next Income phase should pay / target (ruins <= 1, not occupied)
    "steady_income",  # income if nothing were razed / target
    "settlements",  # settlements held / 12
    "ruin_loss",  # income x Raze markers (at most 6) / target: gold the ruins will cost
    "guards",  # combatant cards / 10
    "reach_found",  # chance the next roll can found a settlement nobody owns
    "reach_draw",  # chance the next roll lands on an own settlement without ruins
    "first_in_line",  # settlements nobody owns for which this pawn is nearest behind / 12
    "finish",  # -(rounds still needed at steady income) / 10: the race to the target
    "finish_now",  # the same at the income the next Income phase should pay
)
BASE = len(FEATURE_NAMES)

# Fitted weights: the base features, then the same features times the game's progress.
WEIGHTS: tuple[float, ...] = (
    # gold, next_income, steady_income, settlements, ruin_loss, guards, reach_found,
    # reach_draw, first_in_line, finish, finish_now
    2.5652,
    0.7906,
    0.9999,
    2.6703,
    -0.3287,
    0.3707,
    0.8907,
    0.2696,
    0.2687,
    0.121,
    -0.0758,
    # the same, times progress
    1.8802,
    0.3683,
    0.373,
    0.8083,
    -0.3961,
    0.1565,
    -0.1611,
    0.1574,
    0.0972,
    3.5809,
    1.2039,
)


def features(state: GameState, power: str) -> list[float]:
    """The base features of ``power`` (see ``FEATURE_NAMES``), before the progress terms."""
    target = state.config.target_gold
    me = state.player(power)
    rival_pawns = [p.pawn for p in state.players if p.power != power]
    next_income = steady = ruin = 0.0
    settlements = guards = 0
    for n, st in state.settlements.items():
        if st.owner != power:
            continue
        settlements += 1
        income = income_of(st.cards)
        steady += income
        if st.raze <= 1 and n not in rival_pawns:
            next_income += income
        ruin += income * min(st.raze, 6)
        guards += sum(1 for c in st.cards if IS_COMBATANT[c])
    reach_found = reach_draw = 0.0
    first = 3 - (me.pawn % 3)  # the two settlements the next roll can reach
    for target_space in (clockwise(me.pawn, first), clockwise(me.pawn, first + 3)):
        st = state.settlements[target_space]
        if st.owner is None and me.markers > 0:
            reach_found += ONE_OF_TWO
        elif st.owner == power and st.raze <= 1:
            reach_draw += ONE_OF_TWO
    first_in_line = 0
    for n, st in state.settlements.items():
        if st.owner is None:
            mine = (n - me.pawn) % RING_SIZE or RING_SIZE
            if all(mine < ((n - q) % RING_SIZE or RING_SIZE) for q in rival_pawns):
                first_in_line += 1
    return [
        me.gold / target,
        next_income / target,
        steady / target,
        settlements / 12,
        ruin / target,
        guards / 10,
        reach_found,
        reach_draw,
        first_in_line / 12 if me.markers > 0 else 0.0,
        -max(0, target - me.gold) / max(steady, 0.5) / 10,
        -max(0, target - me.gold) / max(next_income, 0.5) / 10,
    ]


def progress(state: GameState) -> float:
    """How far the game has gone: the leader's gold as a share of the target (0 to 1)."""
    return min(1.0, max(p.gold for p in state.players) / state.config.target_gold)


def full_features(state: GameState, power: str, game_progress: float) -> list[float]:
    """The base features followed by the same features times the game's progress."""
    base = features(state, power)
    return base + [x * game_progress for x in base]


def win_chances(game: Game, weights: tuple[float, ...] = WEIGHTS) -> dict[str, float]:
    """Each player's chance to win from here (exact when the game is over)."""
    s = game.state
    if game.is_over:
        return {p.power: (1 / len(s.winners) if p.power in s.winners else 0.0) for p in s.players}
    t = progress(s)
    scores = {
        p.power: sum(w * x for w, x in zip(weights, full_features(s, p.power, t), strict=True))
        for p in s.players
    }
    top = max(scores.values())
    exp = {k: math.exp(v - top) for k, v in scores.items()}
    total = sum(exp.values())
    return {k: v / total for k, v in exp.items()}
