"""The Hard computer player: tries each choice many times in its head before choosing.

For a real choice (more than one legal action) it plays each option forward on copies of the
game to the end of the next full round, everyone following the heuristic policy with the Hard
judgement (which also looks one roll ahead), and judges where each play-out ends with the
fitted win-chance model (``value.py``). It keeps its rules-of-thumb choice unless another
option does clearly better over the same luck (``prior_z`` standard errors), because play-outs
are noisy and a noisy "best" is more often wrong than right.

The copies get fresh dice seeded from the bot's own generator and a reshuffled deck, so the
bot cannot see the real future dice or the order of the cards. Play-out i uses the same seed
for every option, and ``KeyedDice`` keeps the same weather and rolls for the same moment of
play whatever was chosen, so options are compared under the same luck.

Measured (see the simulator): against Medium players it wins clearly more often; most of the
edge comes from looking one roll ahead, the play-outs add the rest (end-game races, battles).
"""

from __future__ import annotations

import math
import random
import time

from florida_history.games.colonial_florida.ai import words
from florida_history.games.colonial_florida.ai.choice import Choice
from florida_history.games.colonial_florida.ai.heuristic import HARD, HeuristicBot
from florida_history.games.colonial_florida.ai.value import win_chances
from florida_history.games.colonial_florida.engine import Action, Continue, Game
from florida_history.games.colonial_florida.engine.state import PHASE, PHASES, GameState
from florida_history.games.colonial_florida.words import ngettext
from florida_history.kernel.playout_dice import KeyedDice

DEFAULT_TIME_BUDGET = 0.25  # seconds per decision
DEFAULT_MAX_PLAYOUTS = 40  # per option; with time to spare the bot stops here (repeatable)
DEFAULT_HORIZON_ROUNDS = 1  # play to the end of the next full round
DEFAULT_PRIOR_Z = 1.0  # leave the rules-of-thumb choice only when clearly beaten


class LookaheadBot:
    name = "strongest"

    def __init__(
        self,
        seed: int = 0,
        time_budget: float | None = DEFAULT_TIME_BUDGET,
        max_playouts: int = DEFAULT_MAX_PLAYOUTS,
        horizon_rounds: int = DEFAULT_HORIZON_ROUNDS,
        prior_z: float | None = DEFAULT_PRIOR_Z,
    ) -> None:
        """``time_budget`` None means no clock: exactly ``max_playouts`` per option, so the
        same seed always makes the same choices (tests, reproducible simulations)."""
        if max_playouts < 1 or horizon_rounds < 0:
            raise ValueError("need at least one play-out and a horizon of 0 or more rounds")
        self.rng = random.Random(seed)
        self.time_budget = time_budget
        self.max_playouts = max_playouts
        self.horizon_rounds = horizon_rounds
        self.prior_z = prior_z
        # The play-out policy and the explainer for forced moves; seeded from our generator.
        self.policy = HeuristicBot(int(self.rng.random() * 2**32), judgement=HARD)

    def choose(self, game: Game) -> Choice:
        return self._decide(game, explain=True)

    def choose_action(self, game: Game) -> Action:
        return self._decide(game, explain=False).action

    def _decide(self, game: Game, explain: bool) -> Choice:
        legal = game.legal_actions()
        if not legal:
            raise ValueError("the game is over: there is nothing to choose")
        if len(legal) == 1:  # nothing to think about
            action, reason = self.policy.decide(game, explain)
            return Choice(action, reason() if reason else "")
        power = game.pending.player
        assert power is not None
        scores: list[list[float]] = [[] for _ in legal]
        started = time.perf_counter()
        playouts = 0
        while playouts < self.max_playouts:
            seed = int(self.rng.random() * 2**32)
            deck = list(game.state.deck)
            KeyedDice(seed).shuffle(deck)  # the real deck order is hidden; same for each option
            for i, action in enumerate(legal):
                scores[i].append(self._playout(game, action, power, seed, deck))
            playouts += 1
            if self.time_budget is not None and time.perf_counter() - started >= self.time_budget:
                break
        best = max(range(len(legal)), key=lambda i: sum(scores[i]))
        first_idea, first_reason = self.policy.decide(game, explain)
        default = legal.index(first_idea)
        if self.prior_z is not None and not _clearly_better(
            scores[best], scores[default], self.prior_z
        ):
            best = default  # play-outs are noisy: keep the rules-of-thumb choice
        action = legal[best]
        if not explain:
            return Choice(action, "")
        if best == default and first_reason is not None:
            said = first_reason()
            if not said.startswith("I "):  # English "I" keeps its capital
                said = said[0].lower() + said[1:]
            text = ngettext(
                "After trying each choice %(n)d time in my head, {said}",
                "After trying each choice %(n)d times in my head, {said}",
                playouts,
            )
            return Choice(action, (text % {"n": playouts}).format(said=said))
        text = ngettext(
            "I tried each choice %(n)d time in my head, and {action} came out best.",
            "I tried each choice %(n)d times in my head, and {action} came out best.",
            playouts,
        )
        return Choice(action, (text % {"n": playouts}).format(action=words.describe_ing(action)))

    def _playout(self, game: Game, action: Action, power: str, seed: int, deck: list[int]) -> float:
        """Play ``action`` then everyone's heuristic policy to the horizon; judge the end."""
        copy = game.clone()
        dice = KeyedDice(seed)
        copy.dice = dice
        state = copy.state
        state.deck = list(deck)
        self.policy.rng.seed(seed)  # same tie-breaks in every option's play-out
        stop_round = state.round + self.horizon_rounds
        cont = Continue()
        policy = self.policy
        moment = _moment(state)
        dice.select(moment)
        copy.apply_action(action)
        while not copy.is_over and state.round <= stop_round:
            now = _moment(state)
            if now != moment:
                moment = now
                dice.select(now)
            if state.pending.kind == PHASE:
                copy.apply_action(cont)
            else:
                copy.apply_action(policy.choose_action(copy))
        return win_chances(copy)[power]


def _clearly_better(a: list[float], b: list[float], z: float) -> bool:
    """Paired comparison: is ``a`` ahead of ``b`` by more than ``z`` standard errors?"""
    n = len(a)
    diffs = [x - y for x, y in zip(a, b, strict=True)]
    mean = sum(diffs) / n
    if mean <= 0:
        return False
    if n < 2:
        return True
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return var == 0 or mean / math.sqrt(var / n) > z


_PHASE_INDEX = {phase: i for i, phase in enumerate(PHASES)}


def _moment(state: GameState) -> int:
    """A number for (round, phase, seat): each gets its own dice stream."""
    return (state.round * 8 + _PHASE_INDEX[state.phase]) * 4 + state.turn
