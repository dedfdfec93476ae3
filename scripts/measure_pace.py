"""Measure both games' lengths on the one classroom clock, print the figures per game, preset
and number of players, and write the tables the New game screen reads:
florida_history/games/colonial_florida/pace_table.py and games/colonials/pace_table.py.

    .venv/bin/python scripts/measure_pace.py [--preset-games 100] [--table-games 300]
    .venv/bin/python scripts/measure_pace.py --report-only [--preset-games 100]

Every game is the real engine with computer players making the students' choices (heuristic
in Colonial Florida, Medium in Colonials), priced by the game's ``Pace``: decisions as watched,
automatic phases as animated, and every lesson stop read at 150 words a minute, with the
reading budget of the game's length (``kernel/reading.py``) deciding which lessons stop. Each
preset's median is measured on its own; Colonial Florida's table gives, for each gold target,
the seconds per round and the spread of round counts, for any other length.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from florida_history.games.colonial_florida.ai.heuristic import HeuristicBot  # noqa: E402
from florida_history.games.colonial_florida.engine import Game, GameConfig  # noqa: E402
from florida_history.games.colonial_florida.engine.actions import Action  # noqa: E402
from florida_history.games.colonial_florida.engine.state import POWERS  # noqa: E402
from florida_history.games.colonial_florida.pace import (  # noqa: E402
    Chooser,
    measure,
    measure_games,
    timed_game,
)
from florida_history.games.colonial_florida.presets import PRESETS, preset  # noqa: E402
from florida_history.games.colonials.ai.registry import make_bot  # noqa: E402
from florida_history.games.colonials.engine.settings import preset as col_preset  # noqa: E402
from florida_history.games.colonials.engine.state import POWERS as COL_POWERS  # noqa: E402
from florida_history.games.colonials.engine.state import GameConfig as ColConfig  # noqa: E402
from florida_history.games.colonials.pace import timed_game as col_timed_game  # noqa: E402
from florida_history.kernel.pace import GameTiming  # noqa: E402

OUT = ROOT / "florida_history" / "games" / "colonial_florida" / "pace_table.py"
TABLE_TARGETS = (20, 30, 40, 50, 60, 70, 80, 90, 100)
QUANTILES = 10  # the 5th, 15th, ... 95th percentiles of the number of rounds


def preset_choosers(seed: int) -> dict[str, Chooser]:
    bots = {p: HeuristicBot(seed * 7 + i) for i, p in enumerate(POWERS)}
    return {p: b.choose_action for p, b in bots.items()}


def measure_presets(games: int) -> tuple[dict[tuple[int, int | None], dict[int, float]], list[str]]:
    lengths: dict[tuple[int, int | None], dict[int, float]] = {}
    notes = []
    for p in PRESETS:
        row = lengths.setdefault((p.target_gold, p.round_limit), {})
        for players in (2, 3):
            med, lo, hi, rounds = measure(
                p.target_gold,
                p.round_limit,
                players,
                games,
                preset_choosers,
                turn_order=p.turn_order,
                head_start=p.head_start,
                founders_card=p.founders_card,
            )
            row[players] = round(med, 1)
            notes.append(
                f"{p.key:6} {players} players: median {med:4.1f} min "
                f"(80% of games {lo:4.1f}-{hi:4.1f}), {rounds:.0f} rounds, "
                f"{p.turn_order} order"
                + (", R25a" if p.head_start else "")
                + (", R25b" if p.founders_card else "")
            )
            print(notes[-1], flush=True)
    return lengths, notes


def measure_row(players: int, target: int, games: int, seed: int = 1) -> tuple[float, float, tuple]:
    """(seconds of play per round, first-time lesson stops per round, round-count quantiles)
    over ``games`` heuristic-player games with no round limit; every lesson's first time
    stops (the reading budget of a length is applied when the table is read)."""
    seating = POWERS[:players]
    play_seconds = 0.0
    stops = 0
    rounds = []
    for i in range(games):
        bots = {p: HeuristicBot((seed + i) * 10 + k) for k, p in enumerate(seating)}

        def choose(g: Game, bots: dict[str, HeuristicBot] = bots) -> Action:
            return bots[g.state.pending.player or ""].choose_action(g)

        config = GameConfig(seating=seating, target_gold=target, seed=seed + i)
        timing = timed_game(config, choose, mode="first")
        play_seconds += timing.seconds - timing.reading_seconds
        stops += timing.stops
        READING[0] += timing.reading_seconds
        READING[1] += timing.stops
        rounds.append(timing.rounds)
    cuts = statistics.quantiles(sorted(rounds), n=2 * QUANTILES, method="inclusive")
    quantiles = tuple(round(cuts[2 * k], 2) for k in range(QUANTILES))
    return play_seconds / sum(rounds), stops / sum(rounds), quantiles


READING = [0.0, 0]  # seconds read and lesson stops over every table game


def measure_table(games: int) -> dict[int, dict[int, tuple[float, float, tuple]]]:
    table: dict[int, dict[int, tuple[float, float, tuple]]] = {}
    for players in (2, 3):
        rows = {}
        previous: tuple | None = None
        for target in TABLE_TARGETS:
            per_round, stops, qs = measure_row(players, target, games)
            if previous is not None:  # longer targets never give shorter games (sampling noise)
                qs = tuple(max(q, p) for q, p in zip(qs, previous, strict=True))
            rows[target] = (per_round, stops, qs)
            previous = qs
            print(f"table {players} players, {target} gold: {per_round:.1f} s/round", flush=True)
        table[players] = rows
    return table


def render(preset_games: int, table_games: int) -> str:
    lengths, notes = measure_presets(preset_games)
    table = measure_table(table_games)
    lines = [
        '"""Colonial Florida game lengths on the classroom clock (``pace.FLORIDA_PACE``).',
        "",
        f"Written by: scripts/measure_pace.py --preset-games {preset_games} "
        f"--table-games {table_games} (do not edit by hand).",
        '"""',
        "",
        f"# Each preset on its own, {preset_games} games per row:",
        *(f"#   {note}" for note in notes),
        "# (target gold, round limit) -> players -> median minutes",
        "MEASURED_LENGTHS: dict[tuple[int, int | None], dict[int, float]] = {",
        *(f"    {key!r}: {row!r}," for key, row in lengths.items()),
        "}",
        "",
        "# A lesson stop, on average over the table's games (opened, read at 150 words a minute):",
        f"SECONDS_PER_STOP = {READING[0] / max(1, READING[1]):.1f}",
        "",
        f"# Any other length, {table_games} games per cell (fixed turn order):",
        "# players -> target gold -> (seconds of play per round, first-time lesson stops per",
        "# round, quantiles of the number of rounds: 5th, 15th, ..., 95th percentile)",
        "TABLE: dict[int, dict[int, tuple[float, float, tuple[float, ...]]]] = {",
    ]
    for players, rows in table.items():
        lines.append(f"    {players}: {{")
        for target, (per_round, stops, qs) in rows.items():
            lines.append(
                f"        {target}: ({per_round:.1f}, {stops:.2f}, "
                f"{tuple(float(q) for q in qs)!r}),"
            )
        lines.append("    },")
    lines.append("}")
    return "\n".join(lines) + "\n"


# --- the figures: per game, preset and players --------------------------------------------------

COL_OUT = ROOT / "florida_history" / "games" / "colonials" / "pace_table.py"
COL_PRESETS = ("short", "class-period", "full")


def florida_timings(key: str, players: int, games: int) -> list[GameTiming]:
    p = preset(key)
    configs = [
        GameConfig(
            seating=POWERS[:players],
            target_gold=p.target_gold,
            round_limit=p.round_limit,
            seed=1000 + i,
            turn_order=p.turn_order,
            head_start=p.head_start,
            founders_card=p.founders_card,
        )
        for i in range(games)
    ]
    return measure_games(configs, preset_choosers)


def colonials_timings(name: str, players: int, games: int) -> list[GameTiming]:
    out = []
    for seed in range(1, games + 1):
        config = ColConfig(COL_POWERS[:players], col_preset(name, players), seed)
        bots = {p: make_bot("medium", seed * 16 + i, None) for i, p in enumerate(config.seating)}
        out.append(col_timed_game(config, bots))
    return out


def p90(values: list[float]) -> float:
    return statistics.quantiles(sorted(values), n=10)[-1] if len(values) > 1 else values[0]


def figure_row(game: str, name: str, players: int, timings: list[GameTiming]) -> str:
    minutes = [t.minutes for t in timings]
    stops = [float(t.stops) for t in timings]
    return (
        f"| {game} | {name} | {players} | {statistics.median(minutes):.1f} | {p90(minutes):.1f} "
        f"| {statistics.median(stops):g} | {p90(stops):g} "
        f"| {statistics.median(t.met for t in timings):g} "
        f"| {sum(t.repeats_stopped for t in timings)} "
        f"| {statistics.median(t.rounds for t in timings):g} |"
    )


FIGURES_HEAD = (
    "| game | preset | players | median min (with reading) | p90 min | stops median | stops p90 "
    "| different lessons met | repeats shown as stops (all games) | rounds |\n"
    "|---|---|---|---|---|---|---|---|---|---|"
)


def colonials_table(games: int) -> dict[str, dict[int, tuple[float, float]]]:
    table: dict[str, dict[int, tuple[float, float]]] = {}
    for name in COL_PRESETS:
        for players in (2, 3, 4):
            timings = colonials_timings(name, players, games)
            print(figure_row("Colonials", name, players, timings), flush=True)
            turns = statistics.median(_player_turns(name, players, games))
            table.setdefault(name, {})[players] = (
                round(statistics.median(t.minutes for t in timings), 1),
                float(turns),
            )
    return table


def _player_turns(name: str, players: int, games: int) -> list[int]:
    from florida_history.games.colonials.sim import play_game as col_play

    out = []
    for seed in range(1, games + 1):
        config = ColConfig(COL_POWERS[:players], col_preset(name, players), seed)
        bots = {p: make_bot("medium", seed * 16 + i, None) for i, p in enumerate(config.seating)}
        out.append(col_play(config, bots).turns)
    return out


def render_colonials(games: int) -> str:
    table = colonials_table(games)
    lines = [
        '"""Colonials game lengths on the classroom clock (``pace.COLONIALS_PACE``, reading',
        "included).",
        "",
        f"Written by: scripts/measure_pace.py --preset-games {games} (do not edit by hand).",
        '"""',
        "",
        "# preset -> players -> (median minutes with reading, median player-turns)",
        "MEASURED: dict[str, dict[int, tuple[float, float]]] = {",
        *(f'    "{name}": {row!r},' for name, row in table.items()),
        "}",
    ]
    return "\n".join(lines) + "\n"


def florida_figures(games: int) -> None:
    for p in PRESETS:
        for players in (2, 3):
            print(
                figure_row(
                    "Colonial Florida", p.key, players, florida_timings(p.key, players, games)
                ),
                flush=True,
            )


# --- the model against the real games of issue #21 ---------------------------------------------

# What the issue measured in two real games through the window (lesson mode "always").
REAL_COLONIALS = {"stops": 127, "met": 78, "repeats": 49, "rounds": 9, "reading": 133.0}
REAL_FLORIDA = {"stops": 39, "met": 25, "repeats": 14, "rounds": 12, "reading": 41.0}


def _vs(model: float, real: float, compare: bool) -> str:
    """A figure, and in the "always" mode (as the real games were played) its error."""
    if not compare:
        return f"{model:g}"
    return f"{model:g} (real {real:g}, {100 * (model - real) / real:+.0f}%)"


def _replay_line(mode: str, real: dict[str, float], timings: list[GameTiming]) -> str:
    always = mode == "always"
    stops = statistics.median(t.stops for t in timings)
    repeats = statistics.median(t.repeats_stopped for t in timings)
    reading = round(statistics.median(t.reading_seconds for t in timings) / 60, 1)
    per_stop = sum(t.reading_seconds for t in timings) / max(1, sum(t.stops for t in timings))
    return (
        f"  {mode:6}: {statistics.median(t.minutes for t in timings):5.1f} min in all; "
        f"stops {_vs(stops, real['stops'], always)}, different lessons "
        f"{_vs(statistics.median(t.met for t in timings), real['met'], always)}, repeats "
        f"stopped {_vs(repeats, real['repeats'], always)}, "
        f"reading {_vs(reading, real['reading'], always)} min "
        f"({per_stop:.0f} s a stop; real {60 * real['reading'] / real['stops']:.0f} s)"
    )


def replays() -> None:
    """Colonials game number 40204 replayed (2 people + 2 computers, the Class period it was
    played at, Medium players standing in for the people) and 100 Colonial Florida Class-period
    games of 2 people + 1 computer (the real game's number is not known), each in every lesson
    mode; in "always" (how the real games were played) against the issue's counts and its
    reading time at 150 words a minute."""
    from florida_history.games.colonials.engine.settings import Settings as ColSettings

    old_period = ColSettings(21, 14, 7, 2, 10, True, True, preset="class-period")
    print("\nColonials game 40204, 2 people + 2 computers, the Class period as played:")
    for mode in ("always", "first", "paced"):
        config = ColConfig(COL_POWERS, old_period, 40204)
        bots = {p: make_bot("medium", 40204 * 7 + i, None) for i, p in enumerate(COL_POWERS)}
        timing = col_timed_game(config, bots, mode, computers=frozenset(COL_POWERS[2:]))
        print(_replay_line(mode, REAL_COLONIALS, [timing]) + f", {timing.rounds} rounds")
    print("Colonial Florida Class period, 2 people + 1 computer, 100 games (medians):")
    p = preset("period")
    for mode in ("always", "first", "paced"):
        timings = []
        for seed in range(1, 101):
            choosers = preset_choosers(seed)
            config = GameConfig(
                seating=POWERS,
                target_gold=p.target_gold,
                round_limit=p.round_limit,
                seed=seed,
                turn_order=p.turn_order,
            )
            timings.append(
                timed_game(
                    config,
                    lambda g, c=choosers: c[g.state.pending.player or ""](g),
                    mode,
                    computers=frozenset({"french"}),
                )
            )
        print(_replay_line(mode, REAL_FLORIDA, timings))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preset-games", type=int, default=100)
    parser.add_argument("--table-games", type=int, default=300)
    parser.add_argument(
        "--report-only", action="store_true", help="print the figures, write no table"
    )
    parser.add_argument(
        "--replays", action="store_true", help="only check the model against issue #21's games"
    )
    args = parser.parse_args()
    if args.replays:
        replays()
        return 0
    print(FIGURES_HEAD)
    florida_figures(args.preset_games)
    if args.report_only:
        colonials_table(args.preset_games)
        replays()
        return 0
    COL_OUT.write_text(render_colonials(args.preset_games), encoding="utf-8")
    OUT.write_text(render(args.preset_games, args.table_games), encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)} and {COL_OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
