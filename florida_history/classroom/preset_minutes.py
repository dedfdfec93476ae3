"""Written by scripts/measure_presets.py: median minutes per preset and player count."""

# 100 simulated games per row at presets.PACE_SECONDS:
#   short  2 players: median 16.8 min (80% of games 15.4-18.2), 9 rounds
#   short  3 players: median 20.5 min (80% of games 18.7-22.3), 9 rounds
#   period 2 players: median 28.9 min (80% of games 24.9-31.3), 17 rounds
#   period 3 players: median 35.8 min (80% of games 30.8-39.1), 18 rounds
#   full   2 players: median 31.1 min (80% of games 25.8-36.2), 18 rounds
#   full   3 players: median 38.9 min (80% of games 32.4-46.6), 19 rounds

MEASURED: dict[str, dict[str, float]] = {
    "short": {"2": 16.8, "3": 20.5},
    "period": {"2": 28.9, "3": 35.8},
    "full": {"2": 31.1, "3": 38.9},
}
