"""Colonial Florida game lengths on the classroom clock (``pace.FLORIDA_PACE``).

Written by: scripts/measure_pace.py --preset-games 100 --table-games 300 (do not edit by hand).
"""

# Each preset on its own, 100 games per row:
#   short  2 players: median 16.5 min (80% of games 14.5-18.2), 9 rounds, rotate turn order
#   short  3 players: median 20.0 min (80% of games 18.3-21.8), 9 rounds, rotate turn order
#   period 2 players: median 21.0 min (80% of games 18.9-22.8), 12 rounds, rotate turn order
#   period 3 players: median 25.7 min (80% of games 23.8-27.6), 12 rounds, rotate turn order
#   full   2 players: median 30.7 min (80% of games 25.6-35.4), 18 rounds, fixed turn order
#   full   3 players: median 38.7 min (80% of games 32.6-47.0), 20 rounds, fixed turn order
# (target gold, round limit) -> players -> median minutes
MEASURED_LENGTHS: dict[tuple[int, int | None], dict[int, float]] = {
    (30, 9): {2: 16.5, 3: 20.0},
    (40, 12): {2: 21.0, 3: 25.7},
    (50, None): {2: 30.7, 3: 38.7},
}

# Any other length, 300 games per cell (fixed turn order):
# players -> target gold -> (seconds per round, quantiles of the number of rounds:
# 5th, 15th, ..., 95th percentile)
TABLE: dict[int, dict[int, tuple[float, tuple[float, ...]]]] = {
    2: {
        20: (104.2, (9.0, 9.0, 10.0, 11.0, 11.0, 11.0, 12.0, 12.0, 13.0, 15.0)),
        30: (102.4, (11.0, 12.0, 12.0, 13.0, 14.0, 14.0, 15.0, 16.0, 16.0, 19.0)),
        40: (100.9, (13.0, 14.0, 15.0, 15.0, 16.0, 17.0, 17.0, 18.0, 19.0, 21.0)),
        50: (99.8, (15.0, 16.0, 17.0, 18.0, 18.0, 19.0, 20.0, 20.0, 21.0, 24.0)),
        60: (98.8, (16.0, 18.0, 19.0, 20.0, 20.0, 21.0, 22.0, 22.0, 24.0, 26.05)),
        70: (97.9, (18.0, 20.0, 21.0, 22.0, 22.0, 23.0, 24.0, 25.0, 26.0, 28.05)),
        80: (97.0, (19.0, 22.0, 23.0, 24.0, 24.0, 25.0, 26.0, 26.0, 28.0, 31.0)),
        90: (96.3, (21.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 33.0)),
        100: (95.9, (23.0, 24.0, 26.0, 27.0, 28.0, 29.0, 30.0, 30.25, 32.0, 35.0)),
    },
    3: {
        20: (126.7, (9.0, 10.0, 10.0, 11.0, 11.0, 12.0, 12.0, 13.0, 13.0, 15.0)),
        30: (123.6, (11.0, 12.0, 13.0, 13.0, 14.0, 15.0, 15.0, 16.0, 17.0, 18.0)),
        40: (121.8, (13.0, 15.0, 15.0, 16.0, 17.0, 17.0, 18.0, 19.0, 20.0, 22.0)),
        50: (119.9, (15.95, 17.0, 18.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 25.0)),
        60: (118.6, (17.0, 19.0, 20.0, 21.0, 21.0, 22.0, 23.0, 24.0, 25.0, 28.0)),
        70: (117.4, (19.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 31.0)),
        80: (116.4, (21.0, 22.85, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.15, 33.05)),
        90: (115.7, (22.0, 24.0, 25.0, 27.0, 28.0, 29.0, 30.0, 31.0, 33.0, 37.0)),
        100: (115.1, (24.0, 26.0, 27.0, 28.0, 29.55, 31.0, 32.0, 33.0, 35.0, 39.0)),
    },
}
