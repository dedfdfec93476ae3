"""Place labels so they never overlap each other, symbols, or the map's furniture.

Each label gets a list of candidate spots: the eight positions around its point (preferred
sides cheapest), then the same positions further out with a leader line back to the point.
Spots that hit a symbol, a panel or the frame are discarded. A short simulated annealing run
then picks one spot per label so that no two labels overlap and no leader line crosses a
label or another leader, keeping leaders short. Its random choices come from a fixed seed, so
the layout is the same on every build. A label that fits nowhere is dropped if it is
optional; a required one makes the map fail to build, never ship with text on text.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum

from PIL import ImageFont

from florida_history.maps.projection import Box, Pixel

RGB = tuple[int, int, int]


class Side(Enum):
    """Where a label sits relative to its point (compass directions on the image)."""

    E = (1, 0)
    W = (-1, 0)
    N = (0, -1)
    S = (0, 1)
    NE = (1, -1)
    NW = (-1, -1)
    SE = (1, 1)
    SW = (-1, 1)
    CENTER = (0, 0)  # on the point itself (area and water names)


ALL_SIDES: tuple[Side, ...] = (
    Side.E,
    Side.W,
    Side.NE,
    Side.SE,
    Side.NW,
    Side.SW,
    Side.N,
    Side.S,
)
LEADER_STEPS = (0.0, 12.0, 26.0, 42.0, 60.0, 82.0, 108.0, 140.0)
OVERLAP = 10_000.0  # cost of two labels overlapping: never acceptable
CROSSING = 400.0  # a leader line crossing another leader or a label


@dataclass(frozen=True, slots=True)
class TextLine:
    text: str
    font: ImageFont.FreeTypeFont
    fill: RGB


@dataclass(eq=False, slots=True)
class Label:
    lines: Sequence[TextLine]
    anchor: Pixel
    gap: float = 6.0  # clearance from the point (symbol radius + a little)
    prefer: Sequence[Side] = ()
    priority: int = 0  # higher matters more: kept first, placed closer
    optional: bool = False
    leader: bool = True  # may move away from its point with a leader line
    align: str = "auto"  # "left", "center", "right" or "auto" (by side)
    rotate: int = 0  # 90: reads bottom to top (for names along a coast)
    alternatives: Sequence[Pixel] = ()  # other points it may sit on instead (sea names)
    reach: float = 140.0  # the longest leader line allowed
    only_preferred: bool = False  # never try sides outside ``prefer`` (sea and area names)


@dataclass(slots=True)
class Placement:
    label: Label
    box: Box
    align: str
    leader: tuple[Pixel, Pixel] | None = None


@dataclass(frozen=True, slots=True)
class _Spot:
    box: Box
    side: Side
    cost: float
    leader: tuple[Pixel, Pixel] | None


def line_height(line: TextLine) -> int:
    ascent, descent = line.font.getmetrics()
    return ascent + descent


def measure(lines: Sequence[TextLine], spacing: int = 1) -> tuple[int, int]:
    width = max(math.ceil(line.font.getlength(line.text)) for line in lines)
    height = sum(line_height(line) for line in lines) + spacing * (len(lines) - 1)
    return width, height


def label_size(label: Label) -> tuple[int, int]:
    width, height = measure(label.lines)
    return (height, width) if label.rotate else (width, height)


def boxes_overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def box_inside(inner: Box, outer: Box) -> bool:
    return (
        inner[0] >= outer[0]
        and inner[1] >= outer[1]
        and inner[2] <= outer[2]
        and inner[3] <= outer[3]
    )


def segment_hits_box(a: Pixel, b: Pixel, box: Box) -> bool:
    """Liang-Barsky clipping: does the segment a-b pass through the box's interior?"""
    t0, t1 = 0.0, 1.0
    dx, dy = b[0] - a[0], b[1] - a[1]
    for p, q in (
        (-dx, a[0] - box[0]),
        (dx, box[2] - a[0]),
        (-dy, a[1] - box[1]),
        (dy, box[3] - a[1]),
    ):
        if p == 0:
            if q <= 0:
                return False
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 >= t1:
            return False
    return True


def segments_cross(a: Pixel, b: Pixel, c: Pixel, d: Pixel) -> bool:
    def orient(p: Pixel, q: Pixel, r: Pixel) -> float:
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])

    return (orient(a, b, c) * orient(a, b, d) < 0) and (orient(c, d, a) * orient(c, d, b) < 0)


def _nearest_point(box: Box, point: Pixel) -> Pixel:
    return (min(max(point[0], box[0]), box[2]), min(max(point[1], box[1]), box[3]))


@dataclass(slots=True)
class LabelPlacer:
    """Holds one map's obstacles and lays out all of its labels together."""

    frame: Box
    halo: int = 3  # the halo around text needs room too
    occupied: list[Box] = field(default_factory=list)
    owners: dict[int, Pixel] = field(default_factory=dict)
    placements: list[Placement] = field(default_factory=list)
    dropped: list[Label] = field(default_factory=list)

    def block(self, box: Box, owner: Pixel | None = None) -> None:
        """Reserve a box (a symbol, the legend, the compass...) so no label covers it.

        ``owner`` is the point of a symbol: that point's own label may touch its box.
        """
        self.occupied.append(box)
        if owner is not None:
            self.owners[len(self.occupied) - 1] = owner

    def _owned_by(self, index: int, point: Pixel) -> bool:
        owner = self.owners.get(index)
        return owner is not None and abs(owner[0] - point[0]) + abs(owner[1] - point[1]) < 0.5

    def is_free(self, box: Box, own: Pixel | None = None) -> bool:
        """Inside the frame and clear of every obstacle, except ``own`` point's symbol."""
        if not box_inside(box, self.frame):
            return False
        return not any(
            boxes_overlap(box, other)
            for index, other in enumerate(self.occupied)
            if own is None or not self._owned_by(index, own)
        )

    def _box_at(
        self,
        label: Label,
        side: Side,
        distance: float,
        size: tuple[int, int],
        anchor: Pixel | None = None,
    ) -> Box:
        width, height = size
        x, y = anchor or label.anchor
        dx, dy = side.value
        if side is Side.CENTER:
            left, top = x - width / 2, y - height / 2
        else:
            # Diagonal positions sit a little closer, as cartographers place them.
            reach = distance * (0.75 if dx and dy else 1.0)
            cx, cy = x + dx * reach, y + dy * reach
            left = cx if dx > 0 else cx - width if dx < 0 else cx - width / 2
            top = cy if dy > 0 else cy - height if dy < 0 else cy - height / 2
        pad = self.halo
        return (left - pad, top - pad, left + width + pad, top + height + pad)

    def _leader_clear(self, anchor: Pixel, end: Pixel, gap: float) -> bool:
        length = math.hypot(end[0] - anchor[0], end[1] - anchor[1]) or 1.0
        t = min(0.9, gap / length)
        start = (anchor[0] + (end[0] - anchor[0]) * t, anchor[1] + (end[1] - anchor[1]) * t)
        return not any(
            segment_hits_box(start, end, other)
            for index, other in enumerate(self.occupied)
            if not self._owned_by(index, anchor)
        )

    def _foreign_symbols_near(self, box: Box, own: Pixel, margin: float = 10.0) -> int:
        """Other sites' symbols just beside ``box``: a reader might take the label for theirs."""
        grown = (box[0] - margin, box[1] - margin, box[2] + margin, box[3] + margin)
        return sum(
            1
            for index, owner in self.owners.items()
            if not self._owned_by(index, own) and boxes_overlap(grown, self.occupied[index])
        )

    def spots(self, label: Label) -> list[_Spot]:
        """Every acceptable spot for ``label`` against the fixed obstacles, cheapest first."""
        size = label_size(label)
        sides = list(label.prefer)
        if not label.only_preferred:
            sides += [s for s in ALL_SIDES if s not in label.prefer]
        steps = [s for s in LEADER_STEPS if s <= label.reach] if label.leader else [0.0]
        found: list[_Spot] = []
        for rank, side in enumerate(sides):
            preferred = side in label.prefer or not label.prefer
            for step in steps:
                if side is Side.CENTER and step:
                    continue
                box = self._box_at(label, side, label.gap + step, size)
                if not self.is_free(box, label.anchor):
                    continue
                leader = None
                if step:
                    end = _nearest_point(box, label.anchor)
                    if not self._leader_clear(label.anchor, end, label.gap):
                        continue
                    leader = (label.anchor, end)
                cost = step * 1.2 + step * step / 60 + (0.0 if preferred else 30.0) + rank * 2.0
                cost += 35.0 * self._foreign_symbols_near(box, label.anchor)
                found.append(_Spot(box, side, cost, leader))
        for index, anchor in enumerate(label.alternatives, start=1):
            box = self._box_at(label, Side.CENTER, 0.0, size, anchor)
            if self.is_free(box):
                found.append(_Spot(box, Side.CENTER, 4.0 * index, None))
        found.sort(key=lambda s: s.cost)
        return found

    def place_all(self, labels: Sequence[Label], seed: int = 1) -> list[Placement]:
        """Lay out the labels: first the ones the map is about (priority >= 0), together;
        then the background names (seas, states, rivers) in the room that is left."""
        main = [label for label in labels if label.priority >= 0]
        background = [label for label in labels if label.priority < 0]
        placed = self._place_group(main, seed)
        dropped = list(self.dropped)
        for placement in placed:
            if placement.leader:  # later labels keep off the leader lines too
                (ax, ay), (bx, by) = placement.leader
                for t in (0.25, 0.5, 0.75):
                    x, y = ax + (bx - ax) * t, ay + (by - ay) * t
                    self.occupied.append((x - 2, y - 2, x + 2, y + 2))
        placed += self._place_group(background, seed)
        self.placements, self.dropped = placed, dropped + self.dropped
        return placed

    def _place_group(self, labels: Sequence[Label], seed: int) -> list[Placement]:
        """Choose a spot for every label of a group at once (see the module docstring)."""
        self.dropped = []
        if not labels:
            return []
        options = [self.spots(label) for label in labels]
        drop_cost = [
            (60.0 + 8.0 * max(label.priority, -6)) if label.optional else 1_000_000.0
            for label in labels
        ]
        weight = [1.0 + max(label.priority, 0) / 20 for label in labels]
        count = len(labels)
        choice = [0 if opts else -1 for opts in options]

        def spot(i: int, c: int) -> _Spot | None:
            return options[i][c] if c >= 0 else None

        def own_cost(i: int, c: int) -> float:
            s = spot(i, c)
            return drop_cost[i] if s is None else s.cost * weight[i]

        def pair_cost(a: _Spot | None, b: _Spot | None) -> float:
            if a is None or b is None:
                return 0.0
            total = OVERLAP if boxes_overlap(a.box, b.box) else 0.0
            if a.leader and segment_hits_box(*a.leader, b.box):
                total += CROSSING
            if b.leader and segment_hits_box(*b.leader, a.box):
                total += CROSSING
            if a.leader and b.leader and segments_cross(*a.leader, *b.leader):
                total += CROSSING
            return total

        def label_cost(i: int, c: int) -> float:
            s = spot(i, c)
            return own_cost(i, c) + sum(
                pair_cost(s, spot(j, choice[j])) for j in range(count) if j != i
            )

        rng = random.Random(seed)
        iterations = 600 + 250 * count
        temperature = 80.0
        cooling = (0.2 / temperature) ** (1 / max(1, iterations))
        for _ in range(iterations):
            i = int(rng.random() * count)
            opts = options[i]
            if not opts:
                continue
            # Mostly try cheap spots; sometimes any spot, or dropping an optional label.
            r = rng.random()
            if labels[i].optional and r < 0.05:
                new = -1
            else:
                limit = len(opts) if r > 0.7 else min(len(opts), 12)
                new = int(rng.random() * limit)
            old = choice[i]
            if new == old:
                continue
            delta = label_cost(i, new) - label_cost(i, old)
            if delta <= 0 or rng.random() < math.exp(-delta / temperature):
                choice[i] = new
            temperature *= cooling
        # Polish: every label in turn takes its best spot given the others, until stable.
        for _ in range(4):
            improved = False
            for i in range(count):
                current = label_cost(i, choice[i])
                for c in range(len(options[i])):
                    if c != choice[i] and (cost := label_cost(i, c)) < current - 1e-9:
                        choice[i], current, improved = c, cost, True
            if not improved:
                break
        # Clean up: any label still in conflict is dropped (optional) or reported.
        self.placements, self.dropped = [], []
        order = sorted(range(count), key=lambda i: -labels[i].priority)
        kept: list[_Spot] = []
        for i in order:
            s = spot(i, choice[i])
            if s is None or any(pair_cost(s, k) >= OVERLAP for k in kept):
                # One last chance: the cheapest spot that fits with everything kept.
                s = next(
                    (o for o in options[i] if all(pair_cost(o, k) < OVERLAP for k in kept)), None
                )
            if s is None:
                self.dropped.append(labels[i])
                continue
            kept.append(s)
            self.placements.append(self._placement(labels[i], s))
        for placement in self.placements:
            self.occupied.append(placement.box)
        return self.placements

    @staticmethod
    def _placement(label: Label, s: _Spot) -> Placement:
        align = label.align
        if align == "auto":
            dx = s.side.value[0]
            align = "left" if dx > 0 else "right" if dx < 0 else "center"
        return Placement(label, s.box, align, s.leader)
