"""How long a Colonials game takes people: the project's one pace model (``kernel/pace.py``)
with Colonials' prices, the reading budget of each game length, and the game lengths measured
with them (``scripts/measure_pace.py`` writes ``pace_table.py``; the setup screen reads it).

Prices, in seconds: each decision by its kind, the steps every player-turn plays by itself
(collect, draw: shown in the log), the mouse passing, and every lesson stop read at 150 words
a minute. With Medium computer players standing in for students they come to about the sheet's
one minute per player-turn (C35) before reading.
"""

from __future__ import annotations

from typing import Any

from florida_history.games.colonials.ai.choice import Bot
from florida_history.games.colonials.engine.settings import Settings, preset
from florida_history.games.colonials.engine.state import GameConfig
from florida_history.kernel.pace import Clock, GameTiming, Pace
from florida_history.kernel.reading import FULL_STOPS, PACED, ReadingBudget, ReadingPacer

COLONIALS_PACE = Pace(
    decisions={
        "resources": 6.0,  # put a card into play, or end the phase
        "growth": 8.0,  # play a Settlement (read the card, count Population)
        "hardships": 8.0,  # pick the card and the colony it hits
        "upkeep": 5.0,
        "trade": 5.0,  # most turns: no trade, end the phase
        "answer_trade": 8.0,
        "raid": 10.0,  # raid or not, and whom (the odds are shown)
        "peace": 5.0,
        "battle_cards": 5.0,  # add a Battle card or roll
        "casualty": 5.0,
        "discard": 5.0,
    },
    other_decision=6.0,
    handover=5.0,
    computer_decision=1.0,  # the window's pause after a computer player's decision
    turn_start=6.0,  # Revenue collected, cards drawn: the log lines are read
)

# Colonials' turns are longer than Colonial Florida's (about a minute a player-turn against
# 40 s): its Class period holds 12 lesson stops and its Short game 6, so that with reading
# they fit a period (measured: scripts/measure_pace.py).
SHORT_STOPS = 6
CLASS_PERIOD_STOPS = 12

# The rounds a game without a round limit lasts (median, Medium players; C35's table).
EXPECTED_ROUNDS = {"class-period": 9, "full": 13, "short": 7}


def reading_budget(settings: Settings, players: int) -> ReadingBudget:
    """The lesson stops a game of this length holds (Short, Class period, or Full's)."""
    name = settings.preset if settings.preset in EXPECTED_ROUNDS else "class-period"
    rounds = EXPECTED_ROUNDS[name]
    if settings.round_limit is not None:
        rounds = min(rounds, settings.round_limit)
    stops = {"short": SHORT_STOPS, "class-period": CLASS_PERIOD_STOPS, "full": FULL_STOPS}[name]
    return ReadingBudget(stops, rounds)


def new_pacer(settings: Settings, players: int, mode: str = PACED) -> ReadingPacer:
    """The reading rules of one Colonials game (its budget and lesson ranks)."""
    from florida_history.games.colonials.lessons import lesson_rank

    return ReadingPacer(mode=mode, budget=reading_budget(settings, players), rank=lesson_rank)


def nearest_preset(settings: Settings, players: int) -> str:
    """The measured preset whose targets are closest to ``settings``' (relative distance)."""

    def distance(name: str) -> float:
        p = preset(name, players)
        pairs = (
            (settings.target_pop, p.target_pop),
            (settings.target_gold, p.target_gold),
            (settings.target_resources, p.target_resources),
            (settings.target_towns, p.target_towns),
        )
        return sum(abs(a - b) / b for a, b in pairs)

    return min(EXPECTED_ROUNDS, key=distance)


def estimate_minutes(settings: Settings, players: int) -> float:
    """About how many minutes a game with these settings takes people, reading included
    (instant: the measured table; a Custom game borrows the nearest preset's seconds per
    player-turn and its own round limit)."""
    from florida_history.games.colonials.pace_table import MEASURED

    name = settings.preset if settings.preset in MEASURED else nearest_preset(settings, players)
    minutes, turns = MEASURED[name][players]
    if settings.preset in MEASURED and settings == preset(name, players, **_extras(settings)):
        return minutes
    limited = turns if settings.round_limit is None else min(turns, settings.round_limit * players)
    return minutes * limited / turns


def _extras(settings: Settings) -> dict[str, object]:
    """The settings a preset leaves free (offered in every preset)."""
    return {
        k: getattr(settings, k)
        for k in ("defenders_fight_back", "classroom_names")
        if hasattr(settings, k)
    }


def timed_game(
    config: GameConfig,
    bots: dict[str, Bot],
    mode: str = PACED,
    computers: frozenset[str] = frozenset(),
) -> GameTiming:
    """Play one game with ``bots`` making every decision, on the classroom clock: the seats
    in ``computers`` priced as computer players (the others as students), lessons through
    the reading budget of ``mode``."""
    from florida_history.content.words import short_text_words
    from florida_history.games.colonials.engine.game import Game
    from florida_history.games.colonials.engine.state import GAME_OVER
    from florida_history.games.colonials.lessons import lessons_for_events

    players = len(config.seating)
    game = Game.new(config, record=False)
    state = game.state
    clock = Clock(COLONIALS_PACE, new_pacer(config.settings, players, mode), short_text_words())
    with_people = len(computers) < players
    shown: set[str] = set()
    turn = 0

    def bring_up(events: list[Any], by_computer: bool) -> None:
        nonlocal turn
        for e in events:
            if type(e).__name__ == "TurnStarted":
                turn += 1
                clock.turn_start()
        ids = lessons_for_events(events, shown)
        if ids:
            clock.lessons(ids, state.round, turn, by_computer, with_people)

    first = state.players[state.first_seat].power
    bring_up(list(game.start_events), first in computers)
    while state.pending.kind != GAME_OVER and state.turns <= 1000:
        who = state.pending.player
        assert who is not None
        clock.decision(state.pending.kind, who, who in computers)
        events = game.apply_action(bots[who].choose(game).action)
        active = state.active_player.power
        bring_up(events, active in computers)
    return clock.timing(state.round)
