"""Longitude/latitude to pixels, and the small geometry the maps need.

An equirectangular projection with x squeezed by cos(latitude of the map centre): over a map
the size of Florida it keeps shapes and distances true to about 3 %, needs no library, and is
exact to reverse, which the tests use.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from florida_history.maps.geodata import LonLat, Polygon, Ring

Pixel = tuple[float, float]
Box = tuple[float, float, float, float]  # left, top, right, bottom in pixels

EARTH_RADIUS_KM = 6371.0
KM_PER_MILE = 1.609344
MILES_PER_DEGREE_LAT = 2 * math.pi * EARTH_RADIUS_KM / 360 / KM_PER_MILE  # about 69.1


@dataclass(frozen=True, slots=True)
class Bounds:
    """A lon/lat box: west, south, east, north (degrees, west and south negative)."""

    west: float
    south: float
    east: float
    north: float

    @property
    def center(self) -> LonLat:
        return ((self.west + self.east) / 2, (self.south + self.north) / 2)

    def contains(self, point: LonLat) -> bool:
        lon, lat = point
        return self.west <= lon <= self.east and self.south <= lat <= self.north


@dataclass(frozen=True, slots=True)
class Projection:
    """Maps lon/lat to pixels of one image: ``scale`` pixels per degree of latitude."""

    center_lon: float
    center_lat: float
    scale: float
    origin_x: float  # pixel position of the centre
    origin_y: float

    @property
    def x_factor(self) -> float:
        return self.scale * math.cos(math.radians(self.center_lat))

    @classmethod
    def fit(cls, bounds: Bounds, box: Box) -> Projection:
        """The largest projection that shows all of ``bounds`` inside the pixel ``box``."""
        left, top, right, bottom = box
        lon0, lat0 = bounds.center
        cos_lat = math.cos(math.radians(lat0))
        scale = min(
            (right - left) / ((bounds.east - bounds.west) * cos_lat),
            (bottom - top) / (bounds.north - bounds.south),
        )
        return cls(lon0, lat0, scale, (left + right) / 2, (top + bottom) / 2)

    def scaled(self, factor: float) -> Projection:
        """The same map on an image ``factor`` times larger (for supersampled drawing)."""
        return Projection(
            self.center_lon,
            self.center_lat,
            self.scale * factor,
            self.origin_x * factor,
            self.origin_y * factor,
        )

    def to_px(self, point: LonLat) -> Pixel:
        lon, lat = point
        return (
            self.origin_x + (lon - self.center_lon) * self.x_factor,
            self.origin_y - (lat - self.center_lat) * self.scale,
        )

    def to_lonlat(self, pixel: Pixel) -> LonLat:
        x, y = pixel
        return (
            self.center_lon + (x - self.origin_x) / self.x_factor,
            self.center_lat - (y - self.origin_y) / self.scale,
        )

    def bounds_of(self, box: Box) -> Bounds:
        """The lon/lat box seen through the pixel ``box``."""
        west, north = self.to_lonlat((box[0], box[1]))
        east, south = self.to_lonlat((box[2], box[3]))
        return Bounds(west, south, east, north)

    def pixels_per_mile(self) -> float:
        return self.scale / MILES_PER_DEGREE_LAT


def point_in_ring(point: Sequence[float], ring: Sequence[Sequence[float]]) -> bool:
    """Even-odd ray casting; works the same on lon/lat or pixel coordinates."""
    x, y = point[0], point[1]
    inside = False
    count = len(ring)
    for i in range(count):
        x1, y1 = ring[i]
        x2, y2 = ring[(i + 1) % count]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def point_in_polygon(point: LonLat, polygon: Polygon) -> bool:
    if not point_in_ring(point, polygon.outer):
        return False
    return not any(point_in_ring(point, hole) for hole in polygon.holes)


def point_in_any(point: LonLat, polygons: Iterable[Polygon]) -> bool:
    return any(point_in_polygon(point, polygon) for polygon in polygons)


def distance_km(a: LonLat, b: LonLat) -> float:
    """Great-circle distance (haversine), for scale bars and 'nearest place' arrows."""
    lon1, lat1, lon2, lat2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = (
        math.sin((lat2 - lat1) / 2) ** 2
        + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    )
    return 2 * EARTH_RADIUS_KM * math.asin(math.sqrt(h))


def nearest_on_ring(point: LonLat, ring: Ring) -> LonLat:
    """The point of ``ring``'s boundary closest to ``point`` (in locally flat degrees)."""
    k = math.cos(math.radians(point[1]))
    px, py = point[0] * k, point[1]
    best: tuple[float, LonLat] = (math.inf, ring[0])
    for i in range(len(ring)):
        ax, ay = ring[i][0] * k, ring[i][1]
        bx, by = ring[(i + 1) % len(ring)][0] * k, ring[(i + 1) % len(ring)][1]
        dx, dy = bx - ax, by - ay
        length2 = dx * dx + dy * dy
        t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length2))
        qx, qy = ax + t * dx, ay + t * dy
        d2 = (px - qx) ** 2 + (py - qy) ** 2
        if d2 < best[0]:
            best = (d2, (qx / k, qy))
    return best[1]


def onto_land(point: LonLat, polygons: Sequence[Polygon], inset_km: float = 0.6) -> LonLat:
    """``point`` itself if it is on land, else the nearest land just inside the coast.

    The 1:50m coastline is a few km off in places, so a few true sites (Pensacola's historic
    district, the tip of Cape Canaveral) fall just offshore; their symbols are nudged onto
    land rather than drawn in the water. The nudge is always small (tested).
    """
    if point_in_any(point, polygons):
        return point
    candidates = [nearest_on_ring(point, p.outer) for p in polygons]
    shore = min(candidates, key=lambda c: distance_km(point, c))
    dx, dy = shore[0] - point[0], shore[1] - point[1]
    length_km = max(distance_km(point, shore), 1e-6)
    step = inset_km / length_km
    for _ in range(20):
        moved = (shore[0] + dx * step, shore[1] + dy * step)
        if point_in_any(moved, polygons):
            return moved
        step *= 1.5
    return shore


def ring_area(ring: Sequence[Pixel]) -> float:
    """Signed shoelace area (pixels), to skip shapes too small to see."""
    total = 0.0
    for i in range(len(ring)):
        x1, y1 = ring[i]
        x2, y2 = ring[(i + 1) % len(ring)]
        total += x1 * y2 - x2 * y1
    return total / 2
