"""The aged-paper look: a shade map that darkens the page in soft blotches and at the edges.

Everything random comes from ``random.Random(seed).random()``, whose sequence Python promises
to keep across versions, so every rebuild makes the same pixels. The noise is smooth and
low-contrast on purpose: fine grain would bloat the PNGs and fight the labels.
"""

from __future__ import annotations

import random
from functools import lru_cache

from PIL import Image, ImageChops, ImageFilter


def _noise(rng: random.Random, cells: tuple[int, int], low: int, high: int) -> Image.Image:
    values = bytes(int(low + (high - low) * rng.random()) for _ in range(cells[0] * cells[1]))
    return Image.frombytes("L", cells, values)


@lru_cache(maxsize=8)
def shade_map(size: tuple[int, int], seed: int, vignette: float = 0.16) -> Image.Image:
    """An 'L' image, 255 = untouched paper, lower = darker (multiply the page by it)."""
    width, height = size
    rng = random.Random(seed)
    # Broad mottling: a coarse random grid blown up smoothly.
    broad = _noise(rng, (9, 7), 228, 255).resize(size, Image.Resampling.BICUBIC)
    # Smaller stains, softer.
    stains = _noise(rng, (31, 23), 236, 255).resize(size, Image.Resampling.BICUBIC)
    shade = ImageChops.multiply(broad, stains)
    # Edge darkening, as on handled paper.
    edge = max(8, int(min(size) * 0.10))
    frame = Image.new("L", size, 255 - int(255 * vignette))
    inner = Image.new("L", (max(1, width - 2 * edge), max(1, height - 2 * edge)), 255)
    frame.paste(inner, (edge, edge))
    frame = frame.filter(ImageFilter.GaussianBlur(edge * 0.8))
    shade = ImageChops.multiply(shade, frame)
    return shade.point(lambda v: 120 + v * 135 // 255)  # keep it gentle: 0.47..1.0


def age(image: Image.Image, seed: int) -> Image.Image:
    """``image`` multiplied by the paper's shade map (same size, RGB)."""
    shade = shade_map(image.size, seed).convert("RGB")
    return ImageChops.multiply(image, shade)
