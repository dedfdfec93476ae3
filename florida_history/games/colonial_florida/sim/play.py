"""Play one game between computer players, headless, and keep the numbers worth studying."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from florida_history.content.words import short_text_words
from florida_history.games.colonial_florida.ai.choice import Bot
from florida_history.games.colonial_florida.engine import Action, Continue, Game, GameConfig
from florida_history.games.colonial_florida.engine.state import GAME_OVER, PHASE
from florida_history.games.colonial_florida.lessons import OPENING_EVENTS
from florida_history.games.colonial_florida.pace import (
    FLORIDA_PACE,
    lessons_opened,
    new_pacer,
    turn_of,
)
from florida_history.kernel.pace import Clock

DEFAULT_MAX_ROUNDS = 500  # a safety net: real games end far sooner


@dataclass(frozen=True, slots=True)
class GameResult:
    seed: int
    seating: tuple[str, ...]  # powers in turn order
    bots: dict[str, str]  # power -> bot name
    winners: tuple[str, ...]  # empty if the safety net stopped the game
    win_reason: str | None
    rounds: int
    gold: dict[str, int]
    dice_rolled: int
    actions: int  # every action applied, automatic phases included
    decisions: int  # actions a player chose (not Continue)
    events: dict[str, int] = field(default_factory=dict)  # event type -> how many
    pace_seconds: float = 0.0  # how long people would take, on the one classroom clock

    @property
    def finished(self) -> bool:
        return bool(self.winners)

    def share(self, power: str) -> float:
        """This power's part of the win: 1, 1/2 or 1/3 for a shared win (R14), else 0."""
        return 1.0 / len(self.winners) if power in self.winners else 0.0


def play_game(
    config: GameConfig, bots: dict[str, Bot], max_rounds: int = DEFAULT_MAX_ROUNDS
) -> GameResult:
    """Play ``config`` to the end with ``bots`` (one per power in the seating)."""
    missing = [p for p in config.seating if p not in bots]
    if missing:
        raise ValueError(f"no computer player for {', '.join(missing)}")
    game = Game.new(config)
    state = game.state
    # Event types are kept and counted once at the end: counting after every action was ~6% of
    # a game. Only the types: keeping the events themselves alive made the garbage collector
    # walk them again and again (~8% of a game). Most actions tell no event that opens a
    # lesson (income, rebuild, turns): one set test in C skips them before any Python loop.
    seen: list[type] = []
    keep = seen.extend
    opening = OPENING_EVENTS
    apply = game.apply_action
    choose = {p: bot.choose_action for p, bot in bots.items()}
    actions = decisions = 0
    cont: Action = Continue()
    # Computer players stand in for students: every seat is priced as people, lessons through
    # the reading budget of the game's length.
    clock = Clock(FLORIDA_PACE, new_pacer(config.round_limit), short_text_words())
    automatic, decision = clock.automatic, clock.decision
    while state.round <= max_rounds:
        pending = state.pending
        kind = pending.kind
        if kind == GAME_OVER:
            break
        # The clock prices the decision before it is made, as ``pace.step`` does (its two cases,
        # inlined: a call per action; tests/test_pace.py checks both give the same seconds).
        if kind == PHASE:
            automatic()
            action = cont
        else:
            decision(kind, pending.player)
            action = choose[pending.player](game)  # type: ignore[index]
            decisions += 1
        turn = turn_of(game)
        events = apply(action)
        types = list(map(type, events))
        keep(types)
        if not opening.isdisjoint(types):
            clock.lessons(lessons_opened(events, state.round), state.round, turn)
        actions += 1
    counts = Counter(seen)
    return GameResult(
        seed=config.seed,
        seating=tuple(config.seating),
        bots={p: bots[p].name for p in config.seating},
        winners=tuple(state.winners),
        win_reason=state.win_reason,
        rounds=state.round,
        gold={p.power: p.gold for p in state.players},
        dice_rolled=getattr(game.dice, "rolls", 0),
        actions=actions,
        decisions=decisions,
        events={cls.__name__: n for cls, n in counts.items()},
        pace_seconds=clock.seconds,
    )


def minutes_for(result: GameResult) -> float:
    """Minutes people would take for the game in ``result`` (the classroom clock)."""
    return result.pace_seconds / 60.0
