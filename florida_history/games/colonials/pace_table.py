"""Colonials game lengths on the classroom clock (``pace.COLONIALS_PACE``, reading
included).

Written by: scripts/measure_pace.py --preset-games 20 (do not edit by hand).
"""

# preset -> players -> (median minutes with reading, median player-turns)
MEASURED: dict[str, dict[int, tuple[float, float]]] = {
    "short": {2: (27.5, 17.0), 3: (33.4, 22.0), 4: (42.2, 30.0)},
    "class-period": {2: (36.8, 18.5), 3: (46.4, 27.5), 4: (56.2, 37.5)},
    "full": {2: (57.1, 23.5), 3: (75.4, 39.0), 4: (94.2, 55.0)},
}
