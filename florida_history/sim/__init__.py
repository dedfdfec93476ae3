"""Headless simulation: computer players play many games so we can measure the game itself
(length, balance, turn order) and the players (who beats whom).

``play_game`` plays one game; ``summarize`` turns many results into the figures the
``florida-history simulate`` command prints; ``estimate_minutes`` (pace.py) tells the new-game
dialog how long a game of a given length takes people.
"""

from florida_history.sim.pace import estimate_minutes, minutes_for
from florida_history.sim.play import GameResult, play_game
from florida_history.sim.summary import Summary, summarize

__all__ = ["GameResult", "Summary", "estimate_minutes", "minutes_for", "play_game", "summarize"]
