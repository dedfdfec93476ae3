"""The Medium computer player: sensible rules of thumb, priced in gold.

Every decision compares its options on one scale (gold over the rounds that are probably left):
founding a settlement, drawing a card, clearing ruins, standing on a rival's settlement to stop
its income, a battle's expected gain against the fighters it may cost, the chance a hazard
lands on the pawn and skips its next turn, where guards help most.

The numbers live in a ``Judgement``. ``MEDIUM`` judges only the space a die lands on;
``HARD`` also looks one roll ahead (the settlements the next roll can reach, discounted when a
rival is likely to found them first). The look-ahead bot plays its play-outs with ``HARD``, so
this module is written to be quick and builds its reason sentence only when asked to.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from florida_history.games.colonial_florida.ai import words
from florida_history.games.colonial_florida.ai.choice import Choice
from florida_history.games.colonial_florida.ai.odds import attack_odds, chance_phrase
from florida_history.games.colonial_florida.ai.position import (
    ADJACENT,
    CARD_GAIN,
    IS_COMBATANT,
    IS_MOVABLE,
    ONE_OF_TWO,
    guard_value,
    income_of,
    rounds_left,
    skip_risk,
)
from florida_history.games.colonial_florida.engine import (
    Action,
    ChooseDie,
    ChooseLoss,
    CommitCombatant,
    DeclineAttack,
    EndTurn,
    Game,
    LaunchAttack,
    MoveCombatant,
    NoTransfer,
    Roll,
    TransferCombatant,
)
from florida_history.games.colonial_florida.engine.board import RING_SIZE, clockwise
from florida_history.games.colonial_florida.engine.state import (
    ATTACK,
    CHOOSE_DIE,
    CHOOSE_LOSS,
    MOVE,
    ROLL,
    TRANSFER,
    GameState,
)
from florida_history.games.colonial_florida.words import _, ngettext

Reason = Callable[[], str]

_ROLL = Roll()

MOVE_MARGIN = 0.05  # a guard moves only for a real gain (no pointless shuffling)


@dataclass(frozen=True, slots=True)
class Judgement:
    """The rules of thumb as numbers, in gold (``horizon`` = rounds probably left)."""

    found_per_round: float = 1.3  # a new settlement pays 1 a round and is a place to draw
    found_flat: float = 1.0
    card_per_round: float = CARD_GAIN  # a random card's average income (about 0.6)
    card_flat: float = 1.0  # ... plus a little for guarding
    block_share: float = 0.6  # standing on a rival's settlement (3 players; 2 players: 1.0)
    skip_share: float = 0.5  # a skipped turn costs this share of a card
    next_turn: float = 0.6  # how much the settlements reachable next turn count
    contest: float = ONE_OF_TWO  # chance a rival 1-6 spaces behind founds a target first
    min_attack_odds: float = 0.5  # attack only when more likely to win than to lose
    fighter_flat: float = 1.5
    fighter_per_round: float = 0.1
    horizon_scale: float = 1.0


# Medium plays by the rules of thumb alone; Hard also looks one roll ahead (which settlements
# the next roll can reach, and whether a rival is likely to found them first): measured over
# thousands of games, that look ahead is worth about 4-5 points of win rate.
MEDIUM = Judgement(next_turn=0.0)
HARD = Judgement()


@dataclass(frozen=True, slots=True)
class AttackPlan:
    """How many combatants to send against a settlement, and what that is worth."""

    size: int  # 0: do not attack
    value: float
    best_odds: float  # with every available combatant (to explain a refusal)
    max_size: int


@dataclass(frozen=True, slots=True)
class DieOption:
    """One die's move, priced: what the landing brings, the skip risk, the next roll's reach."""

    action: ChooseDie
    to: int
    land: Landing
    risk: float
    ahead: float  # already weighted
    total: float


@dataclass(slots=True)
class Landing:
    """What landing on a space would bring (``tag`` names it for the reason sentence)."""

    value: float
    tag: str  # found | draw | clear | attack | block | plain


_PLAIN = Landing(0.0, "plain")  # never changed once made: every plain landing shares it
_NO_PLAN = AttackPlan(0, 0.0, 0.0, 0)  # no combatant next door: most rival landings


class HeuristicBot:
    name = "heuristic"

    def __init__(self, seed: int = 0, judgement: Judgement = MEDIUM) -> None:
        self.rng = random.Random(seed)
        self.j = judgement

    # --- the Bot interface -----------------------------------------------------------------

    def choose(self, game: Game) -> Choice:
        action, reason = self.decide(game, explain=True)
        assert reason is not None
        return Choice(action, reason())

    def choose_action(self, game: Game) -> Action:
        """The same choice without words (fast, for play-outs)."""
        if game.state.pending.kind == ROLL:  # the commonest decision, answered at once
            return _ROLL
        return self.decide(game, explain=False)[0]

    def decide(self, game: Game, explain: bool) -> tuple[Action, Reason | None]:
        kind = game.pending.kind
        if kind == ROLL:  # the commonest decision has one answer
            return _ROLL, lambda: _("I roll the dice to start my turn.")
        legal = game.legal_actions()
        if not legal:
            raise ValueError("the game is over: there is nothing to choose")
        if len(legal) == 1:
            only = legal[0]
            if kind == CHOOSE_DIE:
                return only, lambda: _one_die(game, only)
            return only, lambda: words.only_choice(only)
        if kind == CHOOSE_DIE:
            return self._choose_die(game, legal, explain)
        if kind == ATTACK:
            return self._attack(game, legal)
        if kind == CHOOSE_LOSS:
            return self._choose_loss(game, legal)
        if kind == TRANSFER:
            return self._transfer(game, legal)
        if kind == MOVE:
            return self._move(game, legal)
        action = legal[0]
        return action, lambda: words.i_do(action)

    # --- values ------------------------------------------------------------------------------

    def card_value(self, horizon: float) -> float:
        """A drawn card: its average income for the rounds left, plus a little for guarding."""
        return self.j.card_per_round * horizon + self.j.card_flat

    def found_value(self, horizon: float) -> float:
        """A new settlement: 1 gold a round, and a new place to draw cards later."""
        return self.j.found_per_round * horizon + self.j.found_flat

    def fighter_value(self, horizon: float) -> float:
        return self.j.fighter_flat + self.j.fighter_per_round * horizon

    def horizon(self, game: Game) -> float:
        return rounds_left(game) * self.j.horizon_scale

    def landing(self, game: Game, power: str, space: int, horizon: float) -> Landing:
        """Gold-like value of ending a move on ``space`` (R18), before any look further on."""
        if space % 3:
            return _PLAIN
        s = game.state
        st = s.settlements[space]
        if st.owner is None:
            if s.player(power).markers > 0:  # a razed one pays only once its ruins are gone
                return Landing(self.found_value(max(0.0, horizon - st.raze)), "found")
            return _PLAIN
        if st.owner == power:
            card = self.card_value(horizon)
            if st.raze == 0:
                return Landing(card, "draw")
            income = income_of(st.cards)
            value = 0.0
            for roll in range(1, 7):
                cleared = min(roll, st.raze)
                value += min(cleared, horizon) * income + (card if roll >= st.raze else 0.0)
            return Landing(value / 6, "clear" if st.raze > 1 else "draw")
        # An opposing settlement: standing there stops its income for a round (R11, R22).
        weight = 1.0 if len(s.players) == 2 else self.j.block_share
        block = 0.0 if st.raze else income_of(st.cards) * weight
        plan = self.plan_attack(game, power, space, (), horizon)
        if plan.size and plan.value > block:
            return Landing(plan.value, "attack")
        return Landing(block, "block")

    def plan_attack(
        self, game: Game, power: str, target: int, committed: tuple[int, ...], horizon: float
    ) -> AttackPlan:
        """R16: pick X to maximise p*gain - (1-p)*X*fighter - p*(losing one on a 1-3)."""
        s = game.state
        pool = game.attack_pool(power, target)
        max_size = len(pool)
        if max_size == 0:
            return _NO_PLAN
        st = s.settlements[target]
        y = sum(1 for c in st.cards if IS_COMBATANT[c])
        weight = 1.0 if len(s.players) == 2 else 0.5
        paying = max(0.0, horizon - st.raze)
        gain = income_of(st.cards) * paying * (1.0 + weight) + 0.5 * len(st.cards) + 2.0
        fighter = self.fighter_value(horizon)
        best = AttackPlan(0, 0.0, attack_odds(max_size, y), max_size)
        for x in range(max(1, len(committed)), max_size + 1):
            p = attack_odds(x, y)
            ev = p * gain - (1 - p) * x * fighter - (p * 0.5 * fighter if x >= 2 else 0.0)
            if p >= self.j.min_attack_odds and ev > best.value:
                best = AttackPlan(x, ev, best.best_odds, max_size)
        return best

    def _guard_change(self, game: Game, power: str, settlement: int, delta: int) -> float:
        """Change in guard value at ``settlement`` if it gains (+1) or loses (-1) a combatant."""
        s = game.state
        g = sum(1 for c in s.settlements[settlement].cards if IS_COMBATANT[c])
        before = guard_value(s, settlement, power, g)
        after = guard_value(s, settlement, power, max(0, g + delta))
        return after - before

    # --- choosing a die (R18) ----------------------------------------------------------------

    def _choose_die(
        self, game: Game, legal: list[Action], explain: bool
    ) -> tuple[Action, Reason | None]:
        power = game.pending.player
        assert power is not None
        s = game.state
        start = s.player(power).pawn
        horizon = self.horizon(game)
        turn_value = self.j.skip_share * self.card_value(horizon)
        next_turn, contest = self.j.next_turn, self.j.contest
        if next_turn:  # the next roll's reach asks for landings again: remember them
            cache: dict[int, Landing] = {}

            def landing(space: int) -> Landing:
                land = cache.get(space)
                if land is None:
                    land = cache[space] = self.landing(game, power, space, horizon)
                return land

            rivals = tuple(p.pawn for p in s.players if p.power != power)
        else:  # each die lands somewhere else: nothing to remember

            def landing(space: int) -> Landing:
                return self.landing(game, power, space, horizon)

            rivals = ()
        # Plain tuples while pricing (this runs at every die decision of every simulated game);
        # DieOption records only when a reason is wanted.
        options: list[tuple[float, ChooseDie, int, Landing, float, float]] = []
        for action in legal:
            assert isinstance(action, ChooseDie)
            to = (start - 1 + action.value) % RING_SIZE + 1  # clockwise, inlined
            land = landing(to)
            risk = skip_risk(s, to) * turn_value
            ahead = next_turn * _next_turn(s, to, landing, rivals, contest) if next_turn else 0.0
            options.append((land.value - risk + ahead, action, to, land, risk, ahead))
        top = max([o[0] for o in options])  # a list: a generator would re-enter Python per item
        ties = [i for i, o in enumerate(options) if top - o[0] < 1e-9]
        pick = ties[int(self.rng.random() * len(ties))] if len(ties) > 1 else ties[0]
        if not explain:
            return options[pick][1], None
        priced = [
            DieOption(a, to, land, risk, ahead, total)
            for total, a, to, land, risk, ahead in options
        ]
        best = priced[pick]
        others = [o for i, o in enumerate(priced) if i != pick]
        return best.action, lambda: _die_reason(game, best, others)

    # --- battles (R16) -----------------------------------------------------------------------

    def _attack(self, game: Game, legal: list[Action]) -> tuple[Action, Reason | None]:
        p = game.pending
        power, target = p.player, p.space
        assert power is not None and target is not None
        horizon = self.horizon(game)
        plan = self.plan_attack(game, power, target, p.committed, horizon)
        y = len(game.defenders(target))
        owner = game.state.settlements[target].owner
        if plan.size > len(p.committed):
            options = [a for a in legal if isinstance(a, CommitCombatant)]
            if options:
                action = min(options, key=lambda a: self._commit_cost(game, power, a.card))
                return action, lambda: _commit_reason(game, action.card, target)
        if p.committed and plan.size:
            x = len(p.committed)
            return (
                LaunchAttack(),
                lambda: _("I attack {place}: {my_dice} against {their_dice} win {chance}.").format(
                    place=words.place(target),
                    my_dice=words.dice(1 + x),
                    their_dice=words.dice(2 + y),
                    chance=chance_phrase(attack_odds(x, y)),
                ),
            )
        return DeclineAttack(), lambda: _decline_reason(plan, target, owner, y, self.j)

    def _commit_cost(self, game: Game, power: str, card: int) -> float:
        """Cheapest to send: a fighter whose home can best spare it; keep movable ones home."""
        home = game.card_location(card)
        assert home is not None
        return -self._guard_change(game, power, home, -1) + (0.5 if IS_MOVABLE[card] else 0.0)

    def _choose_loss(self, game: Game, legal: list[Action]) -> tuple[Action, Reason | None]:
        power = game.pending.player
        assert power is not None

        def cost(action: Action) -> float:
            assert isinstance(action, ChooseLoss)
            return self._commit_cost(game, power, action.card)

        action = min(legal, key=cost)
        assert isinstance(action, ChooseLoss)
        home = game.card_location(action.card)
        assert home is not None
        return (
            action,
            lambda: _(
                "I give up my {card} at {place} because it is the fighter I can best spare."
            ).format(card=words.card(action.card), place=words.place(home)),
        )

    def _transfer(self, game: Game, legal: list[Action]) -> tuple[Action, Reason | None]:
        p = game.pending
        power, new = p.player, p.space
        assert power is not None and new is not None
        best: Action = NoTransfer()
        best_gain = 0.0
        for action in legal:
            if not isinstance(action, TransferCombatant):
                continue
            home = game.card_location(action.card)
            assert home is not None
            gain = self._guard_change(game, power, new, +1) + self._guard_change(
                game, power, home, -1
            )
            if gain > best_gain:
                best, best_gain = action, gain
        if isinstance(best, TransferCombatant):
            chosen = best
            return (
                chosen,
                lambda: _("I move my {card} into {place} to guard my new settlement.").format(
                    card=words.card(chosen.card), place=words.place(new)
                ),
            )
        return (
            best,
            lambda: _(
                "I keep my fighters at home because they guard it better than {place}."
            ).format(place=words.place(new)),
        )

    # --- moving guards (R21) -----------------------------------------------------------------

    def _move(self, game: Game, legal: list[Action]) -> tuple[Action, Reason | None]:
        power = game.pending.player
        assert power is not None
        best: Action = EndTurn()
        best_gain = MOVE_MARGIN
        for action in legal:
            if not isinstance(action, MoveCombatant):
                continue
            home = game.card_location(action.card)
            assert home is not None
            gain = (
                self._guard_change(game, power, action.to_space, +1)
                + self._guard_change(game, power, home, -1)
                + 0.2 * (_reach(game, power, action.to_space) - _reach(game, power, home))
            )
            if gain > best_gain:
                best, best_gain = action, gain
        if isinstance(best, MoveCombatant):
            move = best
            home = game.card_location(move.card)
            assert home is not None
            return (
                move,
                lambda: _(
                    "I move my {card} from {home} to {place}, where it is needed more."
                ).format(
                    card=words.card(move.card),
                    home=words.place(home),
                    place=words.place(move.to_space),
                ),
            )
        return (
            best,
            lambda: _(
                "I end my turn because my fighters already stand where they are needed most."
            ),
        )


def _next_turn(
    state: GameState,
    at: int,
    landing: Callable[[int], Landing],
    rivals: tuple[int, ...],
    contest: float,
) -> float:
    """What the next roll could reach from ``at``: each of the two settlements 1-6 spaces
    ahead is reachable with chance 11/36, both with 2/36 (then only the better counts).

    A settlement nobody owns may be founded first by a rival whose pawn is 1-6 spaces behind
    it (chance 11/36 each): being ahead of the other pawns in the race matters."""
    first = 3 - (at % 3)  # distance to the next settlement: 1, 2 or 3
    values = []
    for target in (clockwise(at, first), clockwise(at, first + 3)):
        value = landing(target).value
        if state.settlements[target].owner is None:
            for pawn in rivals:
                if 1 <= (target - pawn) % RING_SIZE <= 6:
                    value *= 1.0 - contest
        values.append(value)
    a, b = values
    return ONE_OF_TWO * (a + b) - (2 / 36) * min(a, b)


def _reach(game: Game, power: str, settlement: int) -> float:
    """Rival income a fighter here could attack (it may join attacks on next-door rivals)."""
    total = 0.0
    for adj in ADJACENT[settlement]:
        st = game.state.settlements[adj]
        if st.owner is not None and st.owner != power:
            total += income_of(st.cards) + 1.0
    return total


# --- reason sentences ------------------------------------------------------------------------


def _one_die(game: Game, action: Action) -> str:
    assert isinstance(action, ChooseDie)
    # The English words stay as they always were ("move 1 spaces" too): the event-stream
    # digest (scripts/event_streams.py) hashes the computer players' reasons.
    n = action.value
    text = ngettext(
        "Both dice show %(n)d, so I move %(n)d spaces.",
        "Both dice show %(n)d, so I move %(n)d spaces.",
        n,
    )
    return text % {"n": n}


def _die_reason(game: Game, best: DieOption, others: list[DieOption]) -> str:
    d = best.action.value
    name = words.place(best.to)
    tag = best.land.tag
    owner = game.state.settlements[best.to].owner if best.to % 3 == 0 else None
    if tag == "found":
        return _(
            "I pick the {die} so I land on {place}, which nobody owns yet, and found it."
        ).format(die=d, place=name)
    if tag == "draw":
        return _("I pick the {die} so I land on my own {place} and draw a card.").format(
            die=d, place=name
        )
    if tag == "clear":
        return _("I pick the {die} so I land on my own {place} and clear away its ruins.").format(
            die=d, place=name
        )
    if tag == "attack":
        return _("I pick the {die} so I land on {place} and can attack {power} there.").format(
            die=d, place=name, power=words.power(owner)
        )
    if tag == "block" and best.land.value > 0:
        return _(
            "I pick the {die} so I stand on {power} settlement {place} and stop its gold for a "
            "round."
        ).format(die=d, place=name, power=words.power(owner))
    if others and best.risk < min(o.risk for o in others):
        # Did the danger of a skipped turn (R17) decide it?
        if any(o.land.value + o.ahead >= best.land.value + best.ahead for o in others):
            return _(
                "I pick the {die} because with the other die a storm or raid may land on me and "
                "make me skip my next turn."
            ).format(die=d)
    if others and best.ahead > max(o.ahead for o in others):
        target = _next_settlement(best.to)
        return _("I pick the {die} so my next roll can reach {place}.").format(
            die=d, place=words.place(target)
        )
    return _("Neither die takes me anywhere useful, so I pick the {die}.").format(die=d)


def _next_settlement(at: int) -> int:
    for d in range(1, RING_SIZE + 1):
        to = clockwise(at, d)
        if to % 3 == 0:
            return to
    raise AssertionError("the ring always has a settlement")


def _commit_reason(game: Game, card: int, target: int) -> str:
    home = game.card_location(card)
    assert home is not None
    return _("I add my {card} from {home} to the attack on {place} so I roll one more die.").format(
        card=words.card(card), home=words.place(home), place=words.place(target)
    )


def _decline_reason(
    plan: AttackPlan, target: int, owner: str | None, y: int, judgement: Judgement
) -> str:
    name = words.place(target)
    if plan.best_odds < judgement.min_attack_odds:
        return _(
            "I do not attack {place}: {my_dice} against {their_dice} would win {chance}."
        ).format(
            place=name,
            my_dice=words.dice(1 + plan.max_size),
            their_dice=words.dice(2 + y),
            chance=chance_phrase(plan.best_odds, only=True),
        )
    return _(
        "I do not attack {power} at {place} because winning it is not worth the fighters I could "
        "lose."
    ).format(power=words.power(owner), place=name)
