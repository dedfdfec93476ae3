"""Colonial Florida's map pictures, by file name, and the functions that draw them.

The names are fixed by ``docs/IDS.md`` (lesson writers reference them); ``maps/catalog.py``
joins every game's pictures into the one catalogue ``florida-history images build`` draws.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PIL import Image

from florida_history.games.colonial_florida.engine.board import SPACES
from florida_history.maps import place_scenes, regions, scenes

Draw = Callable[[str], Image.Image]  # takes the image name (it seeds the paper texture)


def map_images() -> dict[str, Draw]:
    """The board, a locator or place map for every space, the homelands and the topic maps."""
    images: dict[str, Draw] = {
        "overview.png": scenes.overview,
        "board-map.png": scenes.board_map,
    }
    for space in SPACES:
        if space.is_settlement:
            images[f"locator-{space.slug}.png"] = partial(scenes.locator, slug=space.slug)
        else:
            images[f"place-{space.slug}.png"] = partial(place_scenes.place, slug=space.slug)
    for nation in regions.HOMELANDS:
        images[f"homeland-{nation.slug}.png"] = partial(scenes.homeland, slug=nation.slug)
    images.update(
        {
            "native-nations.png": scenes.native_nations,
            "camino-real.png": scenes.camino_real,
            "kings-road.png": scenes.kings_road,
            "east-west-florida-1763.png": scenes.east_west_florida,
            "wreck-coast-1715.png": scenes.wreck_coast,
            "matanzas-inlet-1565.png": scenes.matanzas_inlet,
            "hurricanes.png": scenes.hurricanes,
            "pirate-raids.png": scenes.pirate_raids,
            "fort-mose.png": scenes.fort_mose,
        }
    )
    return images
