"""The Hard computer player: tries its options on imagined copies of the game.

For a real choice it builds a few "worlds" from what its seat can see (C4): its own hand and
everything public stay; the cards it cannot see (other hands, the deck) are dealt again at
random from the sorted list of unseen cards, so it never uses where they really are. In each
world it plays every candidate option forward to the end of the next round, everybody following
the Medium rules of thumb, with the same dice for every option, and scores where it ends
(winning, or progress toward the targets against the best rival). It keeps Medium's choice
unless another option does better by more than one standard error over the same worlds, since
play-outs are noisy. In the Trade phase it also tries a few proposals of its own (Medium makes
none). A clock (250 ms by default) bounds each decision.
"""

from __future__ import annotations

import random
import time

from florida_history.games.colonials.ai.choice import Choice
from florida_history.games.colonials.ai.medium import card_value, decide, progress
from florida_history.games.colonials.ai.words import describe, with_names
from florida_history.games.colonials.engine.actions import Action, ProposeTrade
from florida_history.games.colonials.engine.cards import IS_RESOURCE
from florida_history.games.colonials.engine.game import Game
from florida_history.games.colonials.engine.state import (
    ANSWER_TRADE,
    CASUALTY,
    GROWTH,
    HARDSHIPS,
    PHASES,
    RAID,
    RESOURCES,
    TRADE,
    UPKEEP,
)
from florida_history.games.colonials.engine.view import SeatView
from florida_history.games.colonials.words import _
from florida_history.kernel.playout_dice import KeyedDice

DEFAULT_TIME_BUDGET = 0.25
DEFAULT_WORLDS = 12
MAX_CANDIDATES = 6
DEFAULT_PRIOR_Z = 1.0  # play-outs are noisy: leave the rule of thumb only when clearly beaten
LOOKAHEAD_KINDS = frozenset(
    {GROWTH, HARDSHIPS, UPKEEP, RESOURCES, TRADE, RAID, ANSWER_TRADE, CASUALTY}
)
ROLLOUT_ACTION_CAP = 600
PHASE_INDEX = {p: i for i, p in enumerate(PHASES)}


class HardBot:
    name = "hard"

    def __init__(
        self,
        seed: int = 0,
        time_budget: float | None = DEFAULT_TIME_BUDGET,
        worlds: int = DEFAULT_WORLDS,
        prior_z: float = DEFAULT_PRIOR_Z,
    ) -> None:
        """``time_budget`` None means no clock: exactly ``worlds`` worlds (repeatable).
        ``prior_z``: how many standard errors an option must beat Medium's choice by."""
        self.rng = random.Random(seed)
        self.prior_z = prior_z
        self.time_budget = time_budget
        self.worlds = worlds

    def choose(self, game: Game) -> Choice:
        seat = game.current_player
        if seat is None:
            raise ValueError("the game is over: there is nothing to choose")
        view = game.view(seat)
        legal = game.legal_actions()
        if view.pending.kind == TRADE:
            legal = legal + proposals(view)
        base, why = decide(view, legal)
        classroom = view.settings.classroom_names
        rule_of_thumb = Choice(base, lambda: with_names(why(), base, classroom))
        if len(legal) < 2 or view.pending.kind not in LOOKAHEAD_KINDS:
            return rule_of_thumb
        candidates = self._candidates(legal, base)
        if len(candidates) < 2:
            return rule_of_thumb
        started = time.perf_counter()
        rows: list[list[float]] = []  # one row per world: each candidate's score
        slowest = 0.0
        for _world in range(self.worlds):
            world_started = time.perf_counter()
            if (
                self.time_budget is not None
                and rows
                and (world_started - started + slowest > 0.9 * self.time_budget)
            ):
                break  # another world would overrun the clock
            world_seed = int(self.rng.random() * 2**31)
            world = imagine(game, seat, random.Random(world_seed))
            rows.append([play_out(world, option, seat, world_seed) for option in candidates])
            slowest = max(slowest, time.perf_counter() - world_started)
        best = clearly_better(rows, self.prior_z)
        if best == 0:  # candidates[0] is Medium's choice
            return rule_of_thumb
        done = len(rows)
        action = candidates[best]
        return Choice(
            action,
            lambda: with_names(
                _("%(action)s because it came out best in %(n)d tries ahead.")
                % {"action": describe(action), "n": done},
                action,
                classroom,
            ),
        )

    def _candidates(self, legal: list[Action], base: Action) -> list[Action]:
        others = [a for a in legal if a != base]
        if len(others) > MAX_CANDIDATES - 1:
            self.rng.shuffle(others)
            others = others[: MAX_CANDIDATES - 1]
        return [base, *others]


def proposals(view: SeatView) -> list[Action]:
    """Trades worth trying (C25): one of its two least useful cards for 1 Gold or for 2
    Population, or 1 Gold for 1 Population, to the rival furthest from winning that can pay.
    Never a promise (C26); the look-ahead judges which, if any, is worth making."""
    if view.proposals >= 3:
        return []
    me = view.player(view.seat)
    players = view.players
    me_at = players.index(me)
    # Rivals counted from the seat after this one: a tie goes to the next seat, the same rule
    # from every seat (by power name, ties always went to the Dutch; C2).
    rivals = [p for p in players[me_at + 1 :] + players[:me_at] if p.alive and p.power != view.seat]
    if not rivals:
        return []
    partner = min(rivals, key=lambda p: progress(view, p))
    spare = sorted(view.hand, key=lambda c: (card_value(view, me, c), c))[:2]
    offers: list[Action] = []
    for c in spare:
        if partner.gold >= 1:
            offers.append(ProposeTrade(partner.power, (c,), ask_gold=1))
        if partner.pop >= 3:
            offers.append(ProposeTrade(partner.power, (c,), ask_pop=2))
    if me.gold >= 1 and partner.pop >= 2:
        offers.append(ProposeTrade(partner.power, give_gold=1, ask_pop=1))
    return offers


def clearly_better(rows: list[list[float]], z: float) -> int:
    """The candidate whose mean gain over candidate 0 (same worlds, same dice) is largest and
    more than ``z`` standard errors above nothing; 0 if none is."""
    n = len(rows)
    if n < 2:
        return 0
    best, best_gain = 0, 0.0
    for i in range(1, len(rows[0])):
        diffs = [row[i] - row[0] for row in rows]
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        if mean > best_gain and mean > z * (var / n) ** 0.5:
            best, best_gain = i, mean
    return best


def imagine(game: Game, seat: str, rng: random.Random) -> Game:
    """A copy of ``game`` where every card ``seat`` cannot see is dealt again by ``rng``."""
    view = game.view(seat)
    world = game.clone()
    state = world.state
    unseen = view.unseen()
    rng.shuffle(unseen)
    offer = state.offer
    for p in state.players:
        if p.power == seat:
            continue
        keep = (
            list(offer.give_cards)
            if offer and p.power == offer.proposer and seat == offer.receiver
            else []
        )
        need = len(p.hand) - len(keep)
        p.hand = keep + unseen[:need]
        unseen = unseen[need:]
    state.deck = unseen
    return world


def play_out(world: Game, option: Action, seat: str, dice_seed: int) -> float:
    """Apply ``option`` on a copy, let everyone play Medium to the end of the next round, score.

    The copy's dice keep one stream per moment of play (turn and phase), so every option meets
    the same rolls at the same moment even when options use different numbers of dice."""
    dice = KeyedDice(dice_seed)
    game = world.clone(dice=dice)
    state = game.state
    moment = -1
    stop = state.turns + len(state.players)
    action = option
    for _step in range(ROLLOUT_ACTION_CAP):
        key = state.turns * 16 + PHASE_INDEX[state.phase]
        if key != moment:
            dice.select(key)
            moment = key
        game.apply_action(action)
        if game.is_over or state.turns > stop:
            break
        legal = game.legal_actions()
        if len(legal) == 1:
            action = legal[0]
            continue
        who = state.pending.player
        assert who is not None
        action, _why = decide(game.view(who), legal)
    return score(game, seat)


def score(game: Game, seat: str) -> float:
    """1 for a win, 0 for a loss, else a value in between from progress against rivals."""
    state = game.state
    if game.is_over:
        if seat in state.winners:
            return 1.0 / len(state.winners) + 1.0
        return -1.0
    if not state.player(seat).alive:
        return -1.0
    view = game.view(seat)
    me = view.player(seat)
    mine = progress(view, me)
    rivals = [progress(view, p) for p in view.players if p.alive and p.power != seat]
    income = sum(1 for c in me.in_play if IS_RESOURCE[c])
    return 0.5 + 0.25 * (mine - max(rivals, default=0.0)) + 0.01 * income + 0.005 * len(view.hand)
