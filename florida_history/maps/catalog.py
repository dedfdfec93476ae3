"""Every map image the app ships, by file name, and the function that draws it.

The names are fixed by ``docs/IDS.md`` (lesson writers reference them); ``tests/test_maps.py``
checks that this catalog, the IDS list and the files in ``images/`` agree.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PIL import Image

from florida_history.games.colonial_florida.engine.board import SPACES
from florida_history.maps import col_places, col_scenes, place_scenes, regions, scenes

Draw = Callable[[str], Image.Image]  # takes the image name (it seeds the paper texture)


def _catalog() -> dict[str, Draw]:
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
    images.update(colonials_images())
    return images


def colonials_images() -> dict[str, Draw]:
    """Colonials' maps of eastern North America (names start with ``col-``)."""
    images: dict[str, Draw] = {
        "col-overview-1650.png": col_scenes.overview_1650,
        "col-overview-1750.png": col_scenes.overview_1750,
    }
    for place in col_places.LOCATOR_SITES:
        images[f"col-locator-{place.slug}.png"] = partial(col_scenes.locator, slug=place.slug)
    images.update(
        {
            "col-resources.png": col_scenes.resources,
            "col-fur-trade.png": col_scenes.fur_trade,
            "col-native-nations-1650.png": col_scenes.native_nations_1650,
            "col-wars.png": col_scenes.wars,
            "col-post-road.png": col_scenes.post_road,
            "col-triangular-trade.png": col_scenes.triangular_trade,
        }
    )
    return images


CATALOG: dict[str, Draw] = _catalog()


def names() -> list[str]:
    """All image names, in catalog order."""
    return list(CATALOG)


def draw(name: str) -> Image.Image:
    """Draw one image by name; raises KeyError for a name not in the catalog."""
    try:
        function = CATALOG[name]
    except KeyError:
        raise KeyError(f"no map image called {name!r}; known: {', '.join(CATALOG)}") from None
    return function(name)
