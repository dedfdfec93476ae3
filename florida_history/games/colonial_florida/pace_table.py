"""Colonial Florida game lengths on the classroom clock (``pace.FLORIDA_PACE``).

Written by: scripts/measure_pace.py --preset-games 100 --table-games 300 (do not edit by hand).
"""

# Each preset on its own, 100 games per row:
#   short  2 players: median 17.3 min (80% of games 15.1-18.3), 9 rounds, rotate order, R25b
#   short  3 players: median 19.9 min (80% of games 18.7-21.0), 9 rounds, rotate order, R25b
#   period 2 players: median 26.7 min (80% of games 23.0-28.3), 12 rounds, rotate order, R25b
#   period 3 players: median 30.7 min (80% of games 28.0-32.2), 12 rounds, rotate order, R25b
#   full   2 players: median 41.5 min (80% of games 34.6-47.8), 18 rounds, fixed order
#   full   3 players: median 49.6 min (80% of games 41.9-59.8), 20 rounds, fixed order
# (target gold, round limit) -> players -> median minutes
MEASURED_LENGTHS: dict[tuple[int, int | None], dict[int, float]] = {
    (25, 9): {2: 17.3, 3: 19.9},
    (40, 12): {2: 26.7, 3: 30.7},
    (50, None): {2: 41.5, 3: 49.6},
}

# A lesson stop, on average over the table's games (opened, read at 150 words a minute):
SECONDS_PER_STOP = 60.7

# Any other length, 300 games per cell (fixed turn order):
# players -> target gold -> (seconds of play per round, first-time lesson stops per
# round, quantiles of the number of rounds: 5th, 15th, ..., 95th percentile)
TABLE: dict[int, dict[int, tuple[float, float, tuple[float, ...]]]] = {
    2: {
        20: (55.5, 1.55, (9.0, 9.0, 10.0, 11.0, 11.0, 11.0, 12.0, 12.0, 13.0, 15.0)),
        30: (55.9, 1.47, (11.0, 12.0, 12.0, 13.0, 14.0, 14.0, 15.0, 16.0, 16.0, 19.0)),
        40: (56.2, 1.39, (13.0, 14.0, 15.0, 15.0, 16.0, 17.0, 17.0, 18.0, 19.0, 21.0)),
        50: (56.6, 1.33, (15.0, 16.0, 17.0, 18.0, 18.0, 19.0, 20.0, 20.0, 21.0, 24.0)),
        60: (57.0, 1.28, (16.0, 18.0, 19.0, 20.0, 20.0, 21.0, 22.0, 22.0, 24.0, 26.05)),
        70: (57.2, 1.24, (18.0, 20.0, 21.0, 22.0, 22.0, 23.0, 24.0, 25.0, 26.0, 28.05)),
        80: (57.5, 1.19, (19.0, 22.0, 23.0, 24.0, 24.0, 25.0, 26.0, 26.0, 28.0, 31.0)),
        90: (57.7, 1.16, (21.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 33.0)),
        100: (58.1, 1.12, (23.0, 24.0, 26.0, 27.0, 28.0, 29.0, 30.0, 30.25, 32.0, 35.0)),
    },
    3: {
        20: (71.7, 1.73, (9.0, 10.0, 10.0, 11.0, 11.0, 12.0, 12.0, 13.0, 13.0, 15.0)),
        30: (72.6, 1.58, (11.0, 12.0, 13.0, 13.0, 14.0, 15.0, 15.0, 16.0, 17.0, 18.0)),
        40: (73.4, 1.48, (13.0, 15.0, 15.0, 16.0, 17.0, 17.0, 18.0, 19.0, 20.0, 22.0)),
        50: (73.9, 1.38, (15.95, 17.0, 18.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 25.0)),
        60: (74.4, 1.31, (17.0, 19.0, 20.0, 21.0, 21.0, 22.0, 23.0, 24.0, 25.0, 28.0)),
        70: (74.9, 1.25, (19.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 31.0)),
        80: (75.2, 1.20, (21.0, 22.85, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.15, 33.05)),
        90: (75.6, 1.16, (22.0, 24.0, 25.0, 27.0, 28.0, 29.0, 30.0, 31.0, 33.0, 37.0)),
        100: (75.9, 1.12, (24.0, 26.0, 27.0, 28.0, 29.55, 31.0, 32.0, 33.0, 35.0, 39.0)),
    },
}
