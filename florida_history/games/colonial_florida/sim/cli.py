"""``florida-history simulate --game colonial-florida``: Colonial Florida's options and run.

Example: ``florida-history simulate --games 1000 --players 3 --seed 1
--bots heuristic,heuristic,random --rotate-seats``
"""

from __future__ import annotations

import argparse
import os
import time

from florida_history.games.colonial_florida.ai.lookahead import DEFAULT_MAX_PLAYOUTS
from florida_history.games.colonial_florida.ai.registry import BOT_NAMES, bot_key
from florida_history.games.colonial_florida.engine.state import (
    DEFAULT_TARGET_GOLD,
    FIXED_ORDER,
)
from florida_history.games.colonial_florida.pace import estimate_minutes
from florida_history.games.colonial_florida.sim.batch import MatchSpec, play_many
from florida_history.games.colonial_florida.sim.summary import summarize


def bot_names() -> str:
    """The computer players ``--bots`` may name, for the command's help."""
    return ", ".join(f"{n} ({d})" for n, d in BOT_NAMES.items())


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Colonial Florida's own options (the shared ones are in ``florida_history/sim/cli.py``)."""
    group = parser.add_argument_group("Colonial Florida")
    group.add_argument(
        "--target",
        type=int,
        default=None,
        help=f"gold to win (default {DEFAULT_TARGET_GOLD}); Colonials has four targets, set by "
        "--preset",
    )
    group.add_argument(
        "--playouts",
        type=int,
        default=DEFAULT_MAX_PLAYOUTS,
        help=f"Hard bots: play-outs per option at most (default {DEFAULT_MAX_PLAYOUTS})",
    )
    group.add_argument("--jobs", type=int, default=1, help="processes to use (default 1)")


def run(args: argparse.Namespace) -> int:
    if args.players == 4:
        print("error: Colonial Florida is for 2 or 3 players")
        return 2
    if args.target is None:
        args.target = DEFAULT_TARGET_GOLD
    if args.turn_order is None:
        args.turn_order = FIXED_ORDER
    bots = tuple(b.strip() for b in args.bots.split(",") if b.strip())
    if len(bots) == 1:
        bots = bots * args.players
    if len(bots) != args.players:
        print(f"error: --bots names {len(bots)} players but --players is {args.players}")
        return 2
    try:
        for name in bots:
            bot_key(name)
    except ValueError as exc:
        print(f"error: {exc}")
        return 2
    if args.games < 1:
        print("error: --games must be at least 1")
        return 2
    spec = MatchSpec(
        bots=bots,
        target_gold=args.target,
        round_limit=args.round_limit,
        seed=args.seed,
        rotate_seats=args.rotate_seats,
        think_seconds=args.think_ms / 1000 if args.think_ms > 0 else None,
        playouts=args.playouts,
        turn_order=args.turn_order,
    )
    limit = f"round limit {args.round_limit}" if args.round_limit else "no round limit"
    print(
        f"Simulating {args.games} games: {args.players} players, target {args.target} gold, "
        f"{limit}, game numbers {args.seed}-{args.seed + args.games - 1}"
        + (", seats rotated" if args.rotate_seats else "")
        + (", fair turn order" if args.turn_order != FIXED_ORDER else "")
    )
    print("Computer players:     " + ", ".join(bots))
    started = time.perf_counter()
    played = list(play_many(spec, args.games, jobs=max(1, args.jobs)))
    seconds = time.perf_counter() - started
    summary = summarize(spec, played, seconds)
    for line in summary.lines():
        print(line)
    table = estimate_minutes(args.target, args.round_limit, args.players)
    print(f"New game screen says: about {table:.0f} minutes (the same clock, measured beforehand)")
    if args.jobs > 1:
        print(f"(games ran on {args.jobs} processes of {os.cpu_count()} CPUs)")
    return 0
