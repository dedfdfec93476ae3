"""Each game's own room: its rules engine, computer players and simulator support.

Colonial Florida still lives in ``florida_history.engine`` / ``ai`` / ``sim`` until the
two-game restructuring moves it here; Colonials starts in ``games.colonials``.
"""
