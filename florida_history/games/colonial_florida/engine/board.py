"""The 36-space ring of Colonial Florida (rules: Components, R1, R2).

Spaces are numbered 1-36 clockwise; every third space is a settlement. Each space has a slug,
its id: it names its lesson (``space-<slug>``), its map image and its name on screen
(``games/colonial_florida/names.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

SpaceNumber = int

RING_SIZE = 36
START_SPACE: SpaceNumber = 1


@dataclass(frozen=True, slots=True)
class Space:
    number: SpaceNumber
    slug: str

    @property
    def is_settlement(self) -> bool:
        return self.number % 3 == 0

    @property
    def lesson_id(self) -> str:
        return f"space-{self.slug}"


_SLUGS: tuple[str, ...] = (
    "gulf-stream",
    "intracoastal-waterways",
    "st-augustine",
    "mangrove-swamps",
    "unexplored-wilderness",
    "cowford",
    "paynes-prairie",
    "indian-trails",
    "new-smyrna",
    "hardwood-hammock",
    "barrier-islands",
    "fort-caroline",
    "pond-apple-slough",
    "kings-road",
    "fort-matanzas",
    "cypress-stand",
    "lakes",
    "fort-picolata",
    "st-johns-river",
    "wild-coast",
    "cape-canaveral",
    "beaches-and-sandbars",
    "wetlands-and-estuaries",
    "santa-maria-de-loreto",
    "everglades",
    "old-spanish-road",
    "san-luis",
    "sawgrass",
    "quagmire",
    "san-marcos",
    "coral-reefs-and-seagrass-beds",
    "sand-hills",
    "pensacola",
    "pine-barrens-and-flatwoods",
    "sinkholes-and-limestone-springs",
    "tallahassee",
)

SPACES: tuple[Space, ...] = tuple(Space(number=i + 1, slug=slug) for i, slug in enumerate(_SLUGS))
SETTLEMENTS: tuple[SpaceNumber, ...] = tuple(s.number for s in SPACES if s.is_settlement)


def space(number: SpaceNumber) -> Space:
    """The space with this number (1-36)."""
    if not 1 <= number <= RING_SIZE:
        raise ValueError(f"no space {number}: spaces are numbered 1-{RING_SIZE}")
    return SPACES[number - 1]


def is_settlement(number: SpaceNumber) -> bool:
    return number % 3 == 0


def clockwise(start: SpaceNumber, steps: int) -> SpaceNumber:
    """R1: clockwise is increasing number, 36 wraps to 1."""
    return (start - 1 + steps) % RING_SIZE + 1


def counterclockwise(start: SpaceNumber, steps: int) -> SpaceNumber:
    """R1: counterclockwise is decreasing number, 1 wraps to 36."""
    return (start - 1 - steps) % RING_SIZE + 1


def path_clockwise(start: SpaceNumber, steps: int) -> list[SpaceNumber]:
    """Every space entered, in order, moving ``steps`` clockwise (for animation)."""
    return [clockwise(start, i) for i in range(1, steps + 1)]


def path_counterclockwise(start: SpaceNumber, steps: int) -> list[SpaceNumber]:
    return [counterclockwise(start, i) for i in range(1, steps + 1)]


def adjacent_settlements(settlement: SpaceNumber) -> tuple[SpaceNumber, SpaceNumber]:
    """R2: the settlements three spaces either side on the ring (3 is next to 36 and 6)."""
    if not is_settlement(settlement):
        raise ValueError(f"space {settlement} is not a settlement")
    return (counterclockwise(settlement, 3), clockwise(settlement, 3))
