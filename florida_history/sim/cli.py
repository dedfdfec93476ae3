"""``florida-history simulate``: computer players play many games; print what we learn.

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
    TURN_ORDERS,
)
from florida_history.games.colonial_florida.pace import estimate_minutes
from florida_history.sim.batch import MatchSpec, play_many
from florida_history.sim.summary import summarize


def add_arguments(parser: argparse.ArgumentParser) -> None:
    names = ", ".join(f"{n} ({d})" for n, d in BOT_NAMES.items())
    parser.add_argument("--games", type=int, default=100, help="how many games (default 100)")
    parser.add_argument(
        "--game",
        choices=("colonial-florida", "colonials"),
        default="colonial-florida",
        help="which game to simulate (default colonial-florida)",
    )
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=3)
    parser.add_argument("--seed", type=int, default=1, help="game i uses game number SEED + i")
    parser.add_argument(
        "--bots",
        default="heuristic",
        help=f"comma-separated computer players in seat order, one per player or one for all: "
        f"{names} (default heuristic)",
    )
    parser.add_argument(
        "--target",
        type=int,
        default=None,
        help=f"Colonial Florida only: gold to win (default {DEFAULT_TARGET_GOLD}); Colonials "
        "has four targets, set by --preset",
    )
    parser.add_argument(
        "--round-limit",
        type=int,
        default=None,
        help="the game ends after round R (Colonial Florida: the richest wins; Colonials: the "
        "best progress score, 5 to 40 or 0 for none, default the preset's)",
    )
    parser.add_argument(
        "--rotate-seats", action="store_true", help="move each bot one seat on every game"
    )
    parser.add_argument(
        "--turn-order",
        choices=TURN_ORDERS,
        default=None,
        help="fixed: the same seat starts every round, as on the sheet; rotate: the fair turn "
        "order, which changes every round. Default: fixed for Colonial Florida, the preset's "
        "for Colonials (fair in Class period and Short)",
    )
    parser.add_argument(
        "--think-ms",
        type=float,
        default=250.0,
        help="Hard (strongest) bots: thinking time per decision in ms; 0 means no clock, "
        "only --playouts (repeatable results). Default 250",
    )
    parser.add_argument(
        "--playouts",
        type=int,
        default=DEFAULT_MAX_PLAYOUTS,
        help=f"Hard bots: play-outs per option at most (default {DEFAULT_MAX_PLAYOUTS})",
    )
    parser.add_argument("--jobs", type=int, default=1, help="processes to use (default 1)")
    parser.add_argument(
        "--preset",
        choices=("class-period", "full", "short"),
        default="class-period",
        help="Colonials only: the game-length preset (default class-period)",
    )
    parser.add_argument(
        "--defenders-fight-back",
        action="store_true",
        help="Colonials only: the variant where raided colonies roll too",
    )


def run(args: argparse.Namespace) -> int:
    if args.game == "colonials":
        from florida_history.games.colonials.sim import run_cli

        return run_cli(args)
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
