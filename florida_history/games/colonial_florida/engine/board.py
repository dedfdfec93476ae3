"""The 36-space ring of Colonial Florida (rules: Components, R1, R2).

Spaces are numbered 1-36 clockwise; every third space is a settlement. Each space has a slug,
used to name its lesson (``space-<slug>``) and its map image.
"""

from __future__ import annotations

from dataclasses import dataclass

SpaceNumber = int

RING_SIZE = 36
START_SPACE: SpaceNumber = 1


@dataclass(frozen=True, slots=True)
class Space:
    number: SpaceNumber
    name: str
    slug: str

    @property
    def is_settlement(self) -> bool:
        return self.number % 3 == 0

    @property
    def lesson_id(self) -> str:
        return f"space-{self.slug}"


_NAMES: tuple[tuple[str, str], ...] = (
    ("Gulf Stream", "gulf-stream"),
    ("Intracoastal Waterways", "intracoastal-waterways"),
    ("St Augustine", "st-augustine"),
    ("Mangrove Swamps", "mangrove-swamps"),
    ("Unexplored Wilderness", "unexplored-wilderness"),
    ("Cowford", "cowford"),
    ("Payne's Prairie", "paynes-prairie"),
    ("Indian Trails", "indian-trails"),
    ("New Smyrna", "new-smyrna"),
    ("Hardwood Hammock", "hardwood-hammock"),
    ("Barrier Islands", "barrier-islands"),
    ("Fort Caroline", "fort-caroline"),
    ("Pond Apple Slough", "pond-apple-slough"),
    ("King's Road", "kings-road"),
    ("Fort Matanzas", "fort-matanzas"),
    ("Cypress Stand", "cypress-stand"),
    ("Lakes", "lakes"),
    ("Fort Picolata", "fort-picolata"),
    ("St. Johns River", "st-johns-river"),
    ("Wild Coast", "wild-coast"),
    ("Cape Canaveral", "cape-canaveral"),
    ("Beaches & Sandbars", "beaches-and-sandbars"),
    ("Wetlands & Estuaries", "wetlands-and-estuaries"),
    ("Santa Maria de Loreto", "santa-maria-de-loreto"),
    ("Everglades", "everglades"),
    ("Old Spanish Road", "old-spanish-road"),
    ("San Luis", "san-luis"),
    ("Sawgrass", "sawgrass"),
    ("Quagmire", "quagmire"),
    ("San Marcos", "san-marcos"),
    ("Coral Reefs & Seagrass Beds", "coral-reefs-and-seagrass-beds"),
    ("Sand Hills", "sand-hills"),
    ("Pensacola", "pensacola"),
    ("Pine Barrens & Flatwoods", "pine-barrens-and-flatwoods"),
    ("Sinkholes & Limestone Springs", "sinkholes-and-limestone-springs"),
    ("Tallahassee", "tallahassee"),
)

SPACES: tuple[Space, ...] = tuple(
    Space(number=i + 1, name=name, slug=slug) for i, (name, slug) in enumerate(_NAMES)
)
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
