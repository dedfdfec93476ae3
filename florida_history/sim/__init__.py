"""``florida-history simulate``: computer players play many games of one game, headless.

This package names no game: it asks each game's definition (``registry.GAMES``) for its
simulator (``GameDefinition.simulator()``), which lives in the game's own room
(``games/colonial_florida/sim/``, ``games/colonials/sim.py``).
"""
