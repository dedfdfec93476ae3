"""How long a Colonial Florida game takes people: the project's one pace model
(``kernel/pace.py``) with Florida's prices, and the game lengths measured with it.

The prices, in seconds, come from watching the hot-seat flow (roll, talk over which die, move,
read the log): a class of 12-year-olds, not a speed run. The simulator plays the real engine
with the heuristic computer player standing in for the students' choices and runs a ``Clock``
over every step; ``scripts/measure_pace.py`` stores what it measured in ``pace_table.py``, so the
New game screen, the classroom presets and ``florida-history simulate`` all tell minutes on
this one clock, and the screen answers instantly from the table (it never simulates live).
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Iterable

from florida_history.games.colonial_florida.engine import Continue, Game, GameConfig
from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.engine.actions import Action
from florida_history.games.colonial_florida.engine.state import FIXED_ORDER, PHASE
from florida_history.games.colonial_florida.lessons import OPENING_EVENTS, lessons_for_event
from florida_history.games.colonial_florida.minutes import estimate_minutes as estimate_minutes
from florida_history.games.colonial_florida.minutes import measured_minutes as measured_minutes
from florida_history.kernel.pace import Clock, Pace

FLORIDA_PACE = Pace(
    automatic=4.0,  # an automatic phase: the marker moves, the log line is read
    decisions={
        "roll": 4.0,  # press Roll
        "choose_die": 10.0,  # talk over which of the two dice to use
        "attack": 12.0,  # decide whether and with what to attack (the odds are shown)
        "choose_loss": 6.0,
        "transfer": 6.0,
        "move": 8.0,  # move a fighter or end the turn
    },
    other_decision=6.0,
    handover=5.0,  # the next student takes the mouse
    lesson_new=30.0,  # a lesson seen for the first time this game: read the short text
    lesson_again=3.0,  # a lesson seen before: a glance, then Next
)

Chooser = Callable[[Game], Action]
LessonsFor = Callable[[list[ev.AnyEvent], int], list[str]]


def lessons_opened(events: Iterable[ev.AnyEvent], round_number: int) -> list[str]:
    """Every lesson the events open, in order (a lesson opened twice is read, then glanced at)."""
    return [
        lesson
        for e in events
        if type(e) in OPENING_EVENTS
        for lesson in lessons_for_event(e, round_number)
    ]


def step(clock: Clock, game: Game) -> None:
    """Price the decision ``game`` waits for, before it is made."""
    pending = game.state.pending
    if pending.kind == PHASE:
        clock.automatic()
    else:
        clock.decision(pending.kind, pending.player)


def seconds_for_game(
    config: GameConfig, choose: Chooser, lessons_for: LessonsFor | None = lessons_opened
) -> tuple[float, int]:
    """Play one game with ``choose`` making every decision; return (seconds at the classroom
    pace, rounds played). ``lessons_for=None`` leaves reading time out."""
    game = Game.new(config)
    clock = Clock(FLORIDA_PACE)
    cont = Continue()
    while not game.is_over and game.state.round <= 200:
        step(clock, game)
        action = cont if game.state.pending.kind == PHASE else choose(game)
        events = game.apply_action(action)
        if lessons_for is not None:
            clock.lessons(lessons_for(events, game.state.round))
    return clock.seconds, game.state.round


def measure(
    target_gold: int,
    round_limit: int | None,
    players: int,
    games: int,
    make_choose: Callable[[int], dict[str, Chooser]],
    lessons_for: LessonsFor | None = lessons_opened,
    first_seed: int = 1000,
    turn_order: str = FIXED_ORDER,
) -> tuple[float, float, float, float]:
    """(median minutes, 10th percentile, 90th percentile, median rounds) over ``games``."""
    seating = ("spanish", "british", "french")[:players]
    minutes, rounds = [], []
    for seed in range(first_seed, first_seed + games):
        config = GameConfig(
            seating=seating,
            target_gold=target_gold,
            round_limit=round_limit,
            seed=seed,
            turn_order=turn_order,
        )
        choosers = make_choose(seed)

        def choose(g: Game, choosers: dict[str, Chooser] = choosers) -> Action:
            return choosers[g.state.pending.player or ""](g)

        secs, rnd = seconds_for_game(config, choose, lessons_for)
        minutes.append(secs / 60)
        rounds.append(rnd)
    minutes.sort()
    dec = statistics.quantiles(minutes, n=10) if len(minutes) >= 2 else [minutes[0]] * 9
    return statistics.median(minutes), dec[0], dec[-1], statistics.median(rounds)


# --- the answer the New game screen and the presets read ---------------------------------------
