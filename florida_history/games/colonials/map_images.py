"""Colonials' map pictures of eastern North America (names start with ``col-``).

``maps/catalog.py`` joins every game's pictures into the one catalogue
``florida-history images build`` draws.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PIL import Image

from florida_history.maps import col_places, col_scenes

Draw = Callable[[str], Image.Image]  # takes the image name (it seeds the paper texture)


def map_images() -> dict[str, Draw]:
    """The two overviews, a locator for every colony site and the topic maps."""
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
