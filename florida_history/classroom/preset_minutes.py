"""Written by scripts/measure_presets.py: median minutes per preset and player count."""

# 100 simulated games per row at presets.PACE_SECONDS:
#   short  2 players: median 16.5 min (80% of games 14.5-18.2), 9 rounds, rotate turn order
#   short  3 players: median 20.0 min (80% of games 18.3-21.8), 9 rounds, rotate turn order
#   period 2 players: median 21.0 min (80% of games 18.9-22.8), 12 rounds, rotate turn order
#   period 3 players: median 25.7 min (80% of games 23.8-27.6), 12 rounds, rotate turn order
#   full   2 players: median 30.7 min (80% of games 25.6-35.4), 18 rounds, fixed turn order
#   full   3 players: median 38.7 min (80% of games 32.6-47.0), 20 rounds, fixed turn order

MEASURED: dict[str, dict[str, float]] = {
    "short": {"2": 16.5, "3": 20.0},
    "period": {"2": 21.0, "3": 25.7},
    "full": {"2": 30.7, "3": 38.7},
}
