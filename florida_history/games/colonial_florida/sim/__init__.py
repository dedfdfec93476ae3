"""Headless simulation: computer players play many games so we can measure the game itself
(length, balance, turn order) and the players (who beats whom).

``play_game`` plays one game; ``summarize`` turns many results into the figures the
``florida-history simulate`` command prints; ``minutes_for`` tells how long a played game would
take people and ``estimate_minutes`` how long a game of a given length takes, both on the one
classroom clock (``games/colonial_florida/pace.py``).
"""

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from florida_history.games.colonial_florida.pace import estimate_minutes
    from florida_history.games.colonial_florida.sim.play import GameResult, minutes_for, play_game
    from florida_history.games.colonial_florida.sim.summary import Summary, summarize

# Names are imported on first use (PEP 562), so importing the package loads neither the
# simulator's bots nor multiprocessing.
_WHERE = {
    "estimate_minutes": "florida_history.games.colonial_florida.pace",
    "minutes_for": "play",
    "GameResult": "play",
    "play_game": "play",
    "Summary": "summary",
    "summarize": "summary",
}


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(module if "." in module else f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


__all__ = ["GameResult", "Summary", "estimate_minutes", "minutes_for", "play_game", "summarize"]
