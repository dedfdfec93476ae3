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

from florida_history.content.words import short_text_words
from florida_history.games.colonial_florida.engine import Continue, Game, GameConfig
from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.engine.actions import Action
from florida_history.games.colonial_florida.engine.state import FIXED_ORDER, PHASE
from florida_history.games.colonial_florida.lessons import (
    OPENING_EVENTS,
    lesson_rank,
    lessons_for_event,
)
from florida_history.games.colonial_florida.minutes import estimate_minutes as estimate_minutes
from florida_history.games.colonial_florida.minutes import measured_minutes as measured_minutes
from florida_history.games.colonial_florida.minutes import reading_budget as reading_budget
from florida_history.kernel.pace import Clock, GameTiming, Pace
from florida_history.kernel.reading import PACED, ReadingPacer

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
    computer_decision=1.0,  # a computer player's decision: the window's pause, then the move
)

Chooser = Callable[[Game], Action]
LessonsFor = Callable[[list[ev.AnyEvent], int], list[str]]


def lessons_opened(events: Iterable[ev.AnyEvent], round_number: int) -> list[str]:
    """Every lesson the events bring up, in order (the reading budget decides which stops)."""
    return [
        lesson
        for e in events
        if type(e) in OPENING_EVENTS
        for lesson in lessons_for_event(e, round_number)
    ]


def new_pacer(round_limit: int | None, mode: str = PACED) -> ReadingPacer:
    """The reading rules of one Colonial Florida game (its budget and lesson ranks)."""
    return ReadingPacer(mode=mode, budget=reading_budget(round_limit), rank=lesson_rank)


def turn_of(game: Game) -> tuple[int, str, int]:
    """The player-turn (or the round's hazard phase) a step belongs to, for the per-turn cap."""
    st = game.state
    return (st.round, st.phase, st.turn if st.phase == "action" else -1)


def step(clock: Clock, game: Game, computers: frozenset[str] = frozenset()) -> None:
    """Price the decision ``game`` waits for, before it is made."""
    pending = game.state.pending
    if pending.kind == PHASE:
        clock.automatic()
    else:
        clock.decision(pending.kind, pending.player, pending.player in computers)


def timed_game(
    config: GameConfig,
    choose: Chooser,
    mode: str = PACED,
    computers: frozenset[str] = frozenset(),
    lessons_for: LessonsFor | None = lessons_opened,
) -> GameTiming:
    """Play one game with ``choose`` making every decision, on the classroom clock: the
    seats in ``computers`` are priced as computer players (the others as students), lessons
    go through the reading budget of ``mode``. ``lessons_for=None`` leaves reading out."""
    game = Game.new(config)
    with_people = len(computers) < len(config.seating)
    clock = Clock(FLORIDA_PACE, new_pacer(config.round_limit, mode), short_text_words())
    cont = Continue()
    while not game.is_over and game.state.round <= 200:
        step(clock, game, computers)
        pending = game.state.pending
        turn = turn_of(game)
        action = cont if pending.kind == PHASE else choose(game)
        events = game.apply_action(action)
        if lessons_for is not None:
            ids = lessons_for(events, game.state.round)
            if ids:
                by_computer = pending.player in computers if pending.player else False
                clock.lessons(ids, game.state.round, turn, by_computer, with_people)
    return clock.timing(game.state.round)


def seconds_for_game(
    config: GameConfig, choose: Chooser, lessons_for: LessonsFor | None = lessons_opened
) -> tuple[float, int]:
    """(seconds at the classroom pace, rounds played) for one game (see ``timed_game``)."""
    timing = timed_game(config, choose, lessons_for=lessons_for)
    return timing.seconds, timing.rounds


def measure_games(
    configs: Iterable[GameConfig],
    make_choose: Callable[[int], dict[str, Chooser]],
    mode: str = PACED,
) -> list[GameTiming]:
    """Each game of ``configs`` played by ``make_choose(seed)``'s players, on the clock (the
    classroom presets' measurement: computer players standing in for students)."""
    out = []
    for config in configs:
        choosers = make_choose(config.seed)

        def choose(g: Game, choosers: dict[str, Chooser] = choosers) -> Action:
            return choosers[g.state.pending.player or ""](g)

        out.append(timed_game(config, choose, mode))
    return out


def measure(
    target_gold: int,
    round_limit: int | None,
    players: int,
    games: int,
    make_choose: Callable[[int], dict[str, Chooser]],
    lessons_for: LessonsFor | None = lessons_opened,
    first_seed: int = 1000,
    turn_order: str = FIXED_ORDER,
    head_start: bool = False,
    founders_card: bool = False,
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
            head_start=head_start,  # R25, as the preset measured plays it
            founders_card=founders_card,
        )
        choosers = make_choose(seed)

        def choose(g: Game, choosers: dict[str, Chooser] = choosers) -> Action:
            return choosers[g.state.pending.player or ""](g)

        timing = timed_game(config, choose, lessons_for=lessons_for)
        minutes.append(timing.minutes)
        rounds.append(timing.rounds)
    minutes.sort()
    dec = statistics.quantiles(minutes, n=10) if len(minutes) >= 2 else [minutes[0]] * 9
    return statistics.median(minutes), dec[0], dec[-1], statistics.median(rounds)


# --- the answer the New game screen and the presets read ---------------------------------------
