"""``florida-history simulate``: computer players play many games; print what we learn.

Example: ``florida-history simulate --games 1000 --players 3 --seed 1
--bots heuristic,heuristic,random --rotate-seats``

The options every game shares are here; each game adds its own (in a group named after it)
and runs the games (``GameDefinition.simulator()``). The first game of ``registry.GAMES`` is
the default.
"""

from __future__ import annotations

import argparse

from florida_history.app.games import GameDefinition
from florida_history.registry import GAMES


def _by_id() -> dict[str, GameDefinition]:
    return {game.info.id: game for game in GAMES}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    games = _by_id()
    default = GAMES[0].info.id
    low = min(g.info.min_players for g in GAMES)
    high = max(g.info.max_players for g in GAMES)
    names = "; ".join(f"{g.info.title}: {g.simulator().bot_names()}" for g in GAMES)
    parser.add_argument("--games", type=int, default=100, help="how many games (default 100)")
    parser.add_argument(
        "--game",
        choices=tuple(games),
        default=default,
        help=f"which game to simulate (default {default})",
    )
    parser.add_argument("--players", type=int, choices=tuple(range(low, high + 1)), default=3)
    parser.add_argument("--seed", type=int, default=1, help="game i uses game number SEED + i")
    parser.add_argument(
        "--bots",
        default="heuristic",
        help=f"comma-separated computer players in seat order, one per player or one for all "
        f"({names}; default heuristic)",
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
        choices=("fixed", "rotate"),
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
    for game in GAMES:
        game.simulator().add_arguments(parser)


def run(args: argparse.Namespace) -> int:
    return _by_id()[args.game].simulator().run(args)
