"""Colonials game lengths on the classroom clock (``pace.COLONIALS_PACE``, reading
included).

Written by: scripts/measure_pace.py --preset-games 100 (do not edit by hand).
"""

# preset -> players -> (median minutes with reading, median player-turns)
MEASURED: dict[str, dict[int, tuple[float, float]]] = {
    "short": {2: (20.3, 14.0), 3: (21.5, 15.0), 4: (26.8, 20.0)},
    "class-period": {2: (32.3, 18.5), 3: (31.4, 18.0), 4: (33.1, 20.0)},
    "full": {2: (57.3, 24.0), 3: (73.7, 37.0), 4: (91.2, 51.5)},
}
