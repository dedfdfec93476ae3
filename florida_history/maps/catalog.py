"""Every map image the app ships, by file name, and the function that draws it.

Each game lists its own pictures (``GameDefinition.map_images``, in the game's
``map_images.py``); this module joins them and names no game.

The names are fixed by ``docs/IDS.md`` (lesson writers reference them); ``tests/test_maps.py``
checks that this catalog, the IDS list and the files in ``images/`` agree.
"""

from __future__ import annotations

from collections.abc import Callable

from PIL import Image

from florida_history.registry import GAMES

Draw = Callable[[str], Image.Image]  # takes the image name (it seeds the paper texture)


def _catalog() -> dict[str, Draw]:
    """Every game's pictures, in game order (``registry.GAMES``)."""
    images: dict[str, Draw] = {}
    for game in GAMES:
        images.update(game.map_images())
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
