"""Choose Colonial Florida's classroom presets by measurement (issue #22, rule R25).

    .venv/bin/python scripts/measure_class_presets.py [--games 1000] [--players 3]
        [--variants none,a,b,ab] [--gold 30,40] [--limits 9,12] [--british-at 9]

Every option tried (R25 variants x gold target x round limit) plays ``--games`` games of the real
engine with identical Medium computer players standing in for the students, in the fair turn
order (game numbers 1000, 1001, ...: the game number draws round 1's starter), and prints:

* cards: the median number of cards drawn in a game (every ``CardDrawn``, head start included);
* attack: the share of games in which someone faced an attack decision (R16);
* target: the share of games won by reaching the gold target before the round limit;
* by power and by start: each power's and each place in round 1's order's share of the wins (a
  shared win counts as a part win); the worst gap from an equal share, in points (aim ±3). The
  seating is Spanish, British, French, so a power is also a seat of the New game list;
* minutes: the median minutes with reading on the classroom clock (``pace.timed_game``: the
  pace model of the lesson-pacing issue, lessons read at 150 words a minute within the reading
  budget of the game's length, the computer players priced as the students they stand for).

``--british-at`` moves the British head start (R25a) to another settlement for the run only, to
measure the historically grounded alternative R25 allows (Cowford, 6). Targets for the 3-player
Class period preset: cards >= 5, attack >= 30%, target >= 25%, every gap <= 3, minutes <= 35.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from florida_history.games.colonial_florida.ai.registry import make_bot  # noqa: E402
from florida_history.games.colonial_florida.engine import Game, GameConfig  # noqa: E402
from florida_history.games.colonial_florida.engine import events as ev  # noqa: E402
from florida_history.games.colonial_florida.engine import state as engine_state  # noqa: E402
from florida_history.games.colonial_florida.engine.actions import Action  # noqa: E402
from florida_history.games.colonial_florida.engine.state import FAIR_ORDER, POWERS  # noqa: E402
from florida_history.games.colonial_florida.pace import lessons_opened, timed_game  # noqa: E402

VARIANTS: dict[str, tuple[bool, bool]] = {  # name -> (R25a head start, R25b founder's card)
    "none": (False, False),
    "a": (True, False),
    "b": (False, True),
    "ab": (True, True),
}
VARIANT_WORDS = {"none": "no variant", "a": "R25a", "b": "R25b", "ab": "R25a+R25b"}
FIRST_SEED = 1000
AIM_POINTS = 3.0


@dataclass
class GameFigures:
    cards: int
    attack: bool
    target_win: bool
    shares: dict[str, float]  # power -> part of the win
    starter: int  # round 1's first seat
    minutes: float
    rounds: int


def play(config: GameConfig) -> GameFigures:
    """One game with Medium bots making every decision, timed by ``pace.timed_game`` (the
    lesson-pacing issue's clock: reading at 150 words a minute within the reading budget of
    the game's length, the bots priced as students); its events are tallied on the way."""
    # Bot seeds as ``florida-history simulate`` and scripts/measure_turn_order.py give them.
    bots = {p: make_bot("heuristic", config.seed * 16 + i) for i, p in enumerate(POWERS)}
    tally = {"cards": 0, "attack": False}
    won: list[ev.GameWon] = []

    def choose(game: Game) -> Action:
        return bots[game.state.pending.player or ""].choose_action(game)

    def lessons_for(events: list[ev.AnyEvent], round_number: int) -> list[str]:
        for e in events:
            if type(e) is ev.CardDrawn:
                tally["cards"] += 1
            elif type(e) is ev.AttackAvailable:
                tally["attack"] = True
            elif type(e) is ev.GameWon:
                won.append(e)
        return lessons_opened(events, round_number)

    timing = timed_game(config, choose, lessons_for=lessons_for)
    winners = won[0].winners if won else ()
    shares = {p: (1 / len(winners) if p in winners else 0.0) for p in config.seating}
    return GameFigures(
        int(tally["cards"]),
        bool(tally["attack"]),
        bool(won) and won[0].reason == "target",
        shares,
        config.first_seat(1),
        timing.minutes,
        timing.rounds,
    )


@dataclass
class Row:
    variant: str
    gold: int
    limit: int | None
    games: int
    cards: float
    attack: float
    target: float
    by_power: list[float]
    by_start: list[float]
    minutes: float
    minutes_p80: float
    rounds: float

    @property
    def worst_gap(self) -> float:
        equal = 100 / len(self.by_power)
        return max(abs(r - equal) for r in (*self.by_power, *self.by_start))


def measure(variant: str, gold: int, limit: int | None, players: int, games: int) -> Row:
    head_start, founders_card = VARIANTS[variant]
    seating = POWERS[:players]
    figures = [
        play(
            GameConfig(
                seating=seating,
                target_gold=gold,
                round_limit=limit,
                seed=seed,
                turn_order=FAIR_ORDER,
                head_start=head_start,
                founders_card=founders_card,
            )
        )
        for seed in range(FIRST_SEED, FIRST_SEED + games)
    ]
    by_power = [100 * sum(f.shares[p] for f in figures) / games for p in seating]
    by_start = [0.0] * players
    for f in figures:
        for seat, power in enumerate(seating):
            by_start[(seat - f.starter) % players] += 100 * f.shares[power] / games
    minutes = sorted(f.minutes for f in figures)
    return Row(
        variant,
        gold,
        limit,
        games,
        statistics.median(f.cards for f in figures),
        100 * sum(f.attack for f in figures) / games,
        100 * sum(f.target_win for f in figures) / games,
        by_power,
        by_start,
        statistics.median(minutes),
        minutes[int(0.8 * (games - 1))],
        statistics.median(f.rounds for f in figures),
    )


HEADER = (
    "| Variant | Gold | Limit | Cards (median) | Attack decision | Won on target | "
    "By power S/B/F | By start 1st/2nd/3rd | Worst gap | Minutes (median, 80%) | Rounds |"
)


def render(row: Row) -> str:
    powers = " / ".join(f"{r:.1f}" for r in row.by_power)
    starts = " / ".join(f"{r:.1f}" for r in row.by_start)
    return (
        f"| {VARIANT_WORDS[row.variant]} | {row.gold} | {row.limit or '-'} | {row.cards:g} | "
        f"{row.attack:.0f}% | {row.target:.0f}% | {powers} | {starts} | {row.worst_gap:.1f} | "
        f"{row.minutes:.1f} ({row.minutes_p80:.1f}) | {row.rounds:g} |"
    )


def meets_class_period(row: Row) -> bool:
    return (
        row.cards >= 5
        and row.attack >= 30
        and row.target >= 25
        and row.worst_gap <= AIM_POINTS
        and row.minutes <= 35
    )


def _ints(text: str) -> list[int | None]:
    return [None if part in ("-", "none", "0") else int(part) for part in text.split(",")]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games per option")
    parser.add_argument("--players", type=int, default=3, choices=(2, 3))
    parser.add_argument("--variants", default="none,a,b,ab")
    parser.add_argument("--gold", default="30,40")
    parser.add_argument("--limits", default="9,12", help="round limits; '-' for none")
    parser.add_argument(
        "--british-at", type=int, default=None, help="R25a: the British head start (default 9)"
    )
    args = parser.parse_args()
    if args.british_at is not None:
        engine_state.HEAD_START_SETTLEMENTS["british"] = args.british_at
    where = ", ".join(f"{p} {s}" for p, s in engine_state.HEAD_START_SETTLEMENTS.items())
    print(
        f"{args.players} players, Medium bots, fair turn order, {args.games} games per option "
        f"(game numbers {FIRST_SEED}-{FIRST_SEED + args.games - 1}); head start at {where}; "
        "minutes: pace.timed_game with reading (paced lesson mode)"
    )
    print(HEADER)
    print("|" + "---|" * 11)
    started = time.perf_counter()
    for variant in args.variants.split(","):
        for gold in _ints(args.gold):
            for limit in _ints(args.limits):
                assert gold is not None
                row = measure(variant, gold, limit, args.players, args.games)
                mark = " ✓" if args.players == 3 and meets_class_period(row) else ""
                print(render(row) + mark, flush=True)
    print(f"({time.perf_counter() - started:.0f} s; ✓ meets every Class period target)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
