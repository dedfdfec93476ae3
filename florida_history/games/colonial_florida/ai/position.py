"""Reading a position the way a careful player would: income, danger, and how long is left.

Everything here is a cheap estimate in "gold" units so the heuristic bot (and the look-ahead
bot's thousands of play-outs) can compare very different things (a card, a settlement, a risky
battle, a skipped turn) on one scale. All numbers are public information: nothing here looks at
the order of the deck or at future dice.
"""

from __future__ import annotations

from functools import cache

from florida_history.games.colonial_florida.ai.odds import raid_defence_odds, sum_counts
from florida_history.games.colonial_florida.engine import Game
from florida_history.games.colonial_florida.engine.board import RING_SIZE, adjacent_settlements
from florida_history.games.colonial_florida.engine.cards import DECK
from florida_history.games.colonial_florida.engine.game import HAZARD_MOVE_DICE
from florida_history.games.colonial_florida.engine.income import cached_income
from florida_history.games.colonial_florida.engine.state import GameState, Hazard

IS_COMBATANT = tuple(k.is_combatant for k in DECK)
CAN_ATTACK = tuple(k.can_attack for k in DECK)
IS_MOVABLE = tuple(k.is_movable for k in DECK)

ADJACENT: dict[int, tuple[int, int]] = {s: adjacent_settlements(s) for s in range(3, 37, 3)}


def _step_chances(dice: int) -> tuple[float, ...]:
    """Chance that ``dice`` d6 move a marker exactly k spaces, for k = 0..35 (totals <= 18)."""
    counts = sum_counts(dice)
    total = 6**dice
    return tuple(counts[k] / total if k < len(counts) else 0.0 for k in range(RING_SIZE))


_STEP = {hazard: _step_chances(n) for hazard, n in HAZARD_MOVE_DICE.items()}
_HURRICANE, _PIRATE, _NATIVE_RAID, _DISEASE = (
    _STEP["hurricane"],
    _STEP["pirate"],
    _STEP["native_raid"],
    _STEP["disease"],
)
# P(at least one of two movement dice shows d) for d = 1..6: 11/36.
ONE_OF_TWO = 11 / 36


@cache
def raid_hold() -> tuple[float, ...]:
    """Average raid over 1D3 raiders: chance a settlement with y combatants holds (R15), for
    y = 0..30. Worked out on first use, not at import: the exact odds take ~20 ms, and the
    New game dialog imports this module without needing them."""
    return tuple(sum(raid_defence_odds(r, y) for r in (1, 2, 3)) / 3 for y in range(31))


# --- income ------------------------------------------------------------------------------------


# Income totals per hand of cards: the bots ask for the total alone, many times a decision.
_TOTALS: dict[tuple[int, ...], int] = {}
_TOTALS_LIMIT = 20_000


def _total(hand: tuple[int, ...]) -> int:
    if len(_TOTALS) >= _TOTALS_LIMIT:
        _TOTALS.clear()
    total = _TOTALS[hand] = cached_income(hand).total
    return total


def income_of(cards: list[int]) -> int:
    """R11-R13 income of a settlement holding ``cards`` (remembered per hand)."""
    hand = tuple(cards)
    total = _TOTALS.get(hand)
    return _total(hand) if total is None else total


_BARE = income_of([])  # a settlement with no card pays its base alone (R11)


def _average_card_gain() -> float:
    """Average income one random card adds to an empty settlement (about 0.6 gold a round)."""
    return sum(income_of([c]) - 1 for c in range(len(DECK))) / len(DECK)


CARD_GAIN = _average_card_gain()


def rounds_left(game: Game) -> float:
    """Estimated rounds until someone wins: the fastest player at today's income, 1 to 30.

    This is the horizon over which a new settlement or card keeps paying. Asked at every die
    decision, so it reads the totals cache directly (same numbers as ``income_of``).
    """
    s = game.state
    rates = dict.fromkeys(s.config.seating, 0)
    totals = _TOTALS.get
    for st in s.settlements.values():
        owner = st.owner
        if owner is None:
            continue
        if not st.cards:  # most settlements hold no card: no tuple, no look-up
            rates[owner] += _BARE
            continue
        hand = tuple(st.cards)
        total = totals(hand)
        rates[owner] += _total(hand) if total is None else total
    target = s.config.target_gold
    best = 30.0
    for p in s.players:
        rate = rates[p.power]
        left = (target - p.gold) / (rate if rate > 1 else 1)
        if left < best:
            best = left
    limit = s.config.round_limit
    if limit is not None:
        best = min(best, limit - s.round + 1)
    return max(1.0, best)


# --- danger ------------------------------------------------------------------------------------


def hazard_lands(state: GameState, hazard: Hazard, space: int) -> float:
    """Chance ``hazard`` ends on ``space`` when it moves next (it moves counterclockwise)."""
    return _STEP[hazard][(state.hazards[hazard] - space) % RING_SIZE]


def skip_risk(state: GameState, space: int) -> float:
    """R17: chance a hazard marker ends next round on ``space``, which would skip my next turn.

    Hazards always move before the Action phase, so the marker standing there now does not
    matter; the one that may arrive does.
    """
    # hazard_lands for each hazard, multiplied out in _STEP's order: this runs twice a die
    # decision of every simulated game.
    h = state.hazards
    return 1.0 - (
        (1.0 - _HURRICANE[(h["hurricane"] - space) % RING_SIZE])
        * (1.0 - _PIRATE[(h["pirate"] - space) % RING_SIZE])
        * (1.0 - _NATIVE_RAID[(h["native_raid"] - space) % RING_SIZE])
        * (1.0 - _DISEASE[(h["disease"] - space) % RING_SIZE])
    )


def raid_risk(state: GameState, settlement: int) -> float:
    """Chance that the Pirate or the Indian Raid marker strikes ``settlement`` next round."""
    return hazard_lands(state, "pirate", settlement) + hazard_lands(
        state, "native_raid", settlement
    )


def rival_attackers(state: GameState, settlement: int, power: str) -> int:
    """Combatants that opponents of ``power`` could send against ``settlement`` (R16)."""
    n = 0
    for adj in ADJACENT[settlement]:
        st = state.settlements[adj]
        if st.owner is not None and st.owner != power:
            n += sum(1 for c in st.cards if CAN_ATTACK[c])
    return n


def danger(state: GameState, settlement: int, power: str) -> float:
    """How much a settlement needs guards: raids coming, rivals next door, and a base worry."""
    rivals = rival_attackers(state, settlement, power)
    rival_next_door = any(
        state.settlements[a].owner not in (None, power) for a in ADJACENT[settlement]
    )
    return 0.1 + 2.0 * raid_risk(state, settlement) + 0.15 * rivals + 0.15 * rival_next_door


def stake(state: GameState, settlement: int) -> float:
    """What losing this settlement's guards would cost: its income and the cards on it."""
    st = state.settlements[settlement]
    return income_of(st.cards) + 0.3 * len(st.cards) + 1.0


def guard_value(state: GameState, settlement: int, power: str, guards: int) -> float:
    """Worth of having ``guards`` combatants at a settlement; each extra guard adds less."""
    hold = raid_hold()[min(guards, 30)]
    # typeshed types ``**`` with a float exponent as Any (a negative base gives a complex).
    root: float = guards**0.5
    return stake(state, settlement) * danger(state, settlement, power) * (3.0 * hold + root)
