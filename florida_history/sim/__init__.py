"""Headless simulation: computer players play many games so we can measure the game itself
(length, balance, turn order) and the players (who beats whom).

``play_game`` plays one game; ``summarize`` turns many results into the figures the
``florida-history simulate`` command prints; ``estimate_minutes`` (pace.py) tells the new-game
dialog how long a game of a given length takes people.
"""

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from florida_history.sim.pace import estimate_minutes, minutes_for
    from florida_history.sim.play import GameResult, play_game
    from florida_history.sim.summary import Summary, summarize

# Names are imported on first use (PEP 562): the New game dialog reads the pace table through
# ``sim.pace`` without loading the simulator, its bots and multiprocessing.
_WHERE = {
    "estimate_minutes": "pace",
    "minutes_for": "pace",
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

    value = getattr(import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


__all__ = ["GameResult", "Summary", "estimate_minutes", "minutes_for", "play_game", "summarize"]
