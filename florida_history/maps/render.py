"""The map canvas: base map (sea, land, rivers, graticule), areas, lines, symbols and labels.

Geometry is drawn at ``SUPERSAMPLE`` times the final size and scaled down, which gives smooth
coastlines without an anti-aliasing library. Text is drawn afterwards at the final size, where
FreeType's own anti-aliasing keeps it crisp. Nothing here depends on the clock or on global
random state, so the same scene always gives the same pixels.
"""

from __future__ import annotations

import math
import random
import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont

from florida_history.maps import geodata, style, texture
from florida_history.maps.geodata import LonLat, Polygon, Ring
from florida_history.maps.labels import (
    Label,
    LabelPlacer,
    Placement,
    Side,
    TextLine,
    boxes_overlap,
    measure,
)
from florida_history.maps.language import drawn
from florida_history.maps.projection import Bounds, Box, Pixel, Projection, ring_area
from florida_history.maps.style import RGB, AreaStyle, Face, Hatch, LineStyle, Symbol
from florida_history.words import pgettext

SS = style.SUPERSAMPLE
STRICT = True  # a map whose required labels do not fit is an error (False while designing)


@dataclass(frozen=True, slots=True)
class Area:
    """A shaded area: lon/lat rings, how it looks, and what it is clipped to."""

    rings: tuple[Ring, ...]
    look: AreaStyle
    clip: str = "land"  # "land", "sea", "coast" (a strip along the shore) or "none"
    smooth: bool = True  # round off hand-drawn corners (approximate areas look drawn)


@dataclass(slots=True)
class _Text:
    xy: Pixel
    text: str
    font: ImageFont.FreeTypeFont
    fill: RGB
    halo: RGB | None
    halo_width: int
    anchor: str


def chaikin(points: Sequence[LonLat], closed: bool, rounds: int = 2) -> list[LonLat]:
    """Corner-cutting smoothing: softens the 1:50m data's straight runs into a drawn coast."""
    pts = list(points)
    if closed and len(pts) > 1 and pts[0] == pts[-1]:
        pts = pts[:-1]
    for _ in range(rounds):
        if len(pts) < 3:
            break
        out: list[LonLat] = [] if closed else [pts[0]]
        count = len(pts) if closed else len(pts) - 1
        for i in range(count):
            (x1, y1), (x2, y2) = pts[i], pts[(i + 1) % len(pts)]
            out.append((0.75 * x1 + 0.25 * x2, 0.75 * y1 + 0.25 * y2))
            out.append((0.25 * x1 + 0.75 * x2, 0.25 * y1 + 0.75 * y2))
        if not closed:
            out.append(pts[-1])
        pts = out
    return pts


@cache
def smooth_polygon(polygon: Polygon) -> Polygon:
    return Polygon(
        tuple(chaikin(polygon.outer, closed=True)),
        tuple(tuple(chaikin(h, closed=True)) for h in polygon.holes),
    )


@cache
def drawn_state(postal: str) -> tuple[Polygon, ...]:
    """A state's outline as drawn on every map (smoothed); tests check places against it."""
    return tuple(smooth_polygon(p) for p in geodata.load().state(postal).polygons)


@cache
def drawn_lake() -> Polygon:
    return smooth_polygon(geodata.load().lake)


@cache
def east_land() -> tuple[Polygon, ...]:
    """Every land polygon of the east-coast data as drawn (tests check places against it)."""
    return tuple(smooth_polygon(p) for c in geodata.load_east().countries for p in c.polygons)


@dataclass(frozen=True, slots=True)
class Basemap:
    """What a canvas draws under everything else: land, lakes, dashed borders, rivers.

    Polygons are already smoothed. ``fills`` are painted in order, each in its colour; the
    land is their union less the lakes. Florida's maps and the east coast's differ only here.
    """

    fills: tuple[tuple[tuple[Polygon, ...], RGB], ...]
    lakes: tuple[Polygon, ...]
    borders: tuple[tuple[Polygon, ...], ...]
    rivers: tuple[geodata.Line, ...]
    clip_borders: bool = False  # keep dashes on land (state and country coasts differ)


@cache
def florida_basemap() -> Basemap:
    """Colonial Florida's maps: Florida warm, its neighbours greyer, Lake Okeechobee."""
    data = geodata.load()
    fills = tuple(
        (drawn_state(s.postal), style.LAND_FLORIDA if s.postal == "FL" else style.LAND_OTHER)
        for s in data.states
    )
    borders = tuple(drawn_state(s.postal) for s in data.states if not s.approximate)
    rivers = tuple(line for river in data.rivers for line in river.lines)
    return Basemap(fills, (drawn_lake(),), borders, rivers)


@cache
def east_basemap(state_lines: bool = False) -> Basemap:
    """Eastern North America: countries as one land, the lakes, and (only if asked) the
    modern state and province lines, which are not colonial borders (maps that draw them
    say so)."""
    data = geodata.load_east()
    land = east_land()
    lakes = tuple(smooth_polygon(p) for p in data.lakes)
    borders = (
        tuple(tuple(smooth_polygon(p) for p in s.polygons) for s in data.states)
        if state_lines
        else ()
    )
    # Only the named rivers: the unnamed Natural Earth lines are far-northern headwaters
    # that no colonial map needs (and every line costs bytes in the PNG).
    rivers = tuple(line for river in data.rivers if river.name for line in river.lines)
    return Basemap(((land, style.LAND_EAST),), lakes, borders, rivers, clip_borders=True)


def dash_segments(points: Sequence[Pixel], pattern: Sequence[float]) -> list[list[Pixel]]:
    """Split a polyline into the 'on' pieces of a dash pattern (lengths alternate on/off)."""
    pieces: list[list[Pixel]] = []
    if len(points) < 2 or not pattern:
        return [list(points)]
    index, remaining, on = 0, pattern[0], True
    current: list[Pixel] = [points[0]]
    for (x1, y1), (x2, y2) in zip(points, points[1:], strict=False):
        seg = math.hypot(x2 - x1, y2 - y1)
        pos = 0.0
        while seg - pos > remaining:
            pos += remaining
            t = pos / seg
            point = (x1 + (x2 - x1) * t, y1 + (y2 - y1) * t)
            if on:
                current.append(point)
                pieces.append(current)
            current = [point]
            on = not on
            index = (index + 1) % len(pattern)
            remaining = pattern[index]
        remaining -= seg - pos
        if on:
            current.append((x2, y2))
    if on and len(current) > 1:
        pieces.append(current)
    return pieces


def points_along(points: Sequence[Pixel], spacing: float) -> list[Pixel]:
    """Evenly spaced points along a polyline (for dotted lines and arrowheads)."""
    result: list[Pixel] = []
    carry = spacing / 2
    for (x1, y1), (x2, y2) in zip(points, points[1:], strict=False):
        seg = math.hypot(x2 - x1, y2 - y1)
        pos = carry
        while pos <= seg:
            t = pos / seg
            result.append((x1 + (x2 - x1) * t, y1 + (y2 - y1) * t))
            pos += spacing
        carry = pos - seg
    return result


class MapCanvas:
    """One map image. Scenes call its methods; ``finish()`` returns the final image."""

    def __init__(
        self,
        size: tuple[int, int],
        bounds: Bounds,
        *,
        seed: int,
        margin: int = 30,
        framed: bool = True,
        graticule: float | None = 1.0,
        fit_margin: int = 0,
        label_bleed: int = 0,
        basemap: Basemap | None = None,
    ) -> None:
        self.size = size
        self.basemap = basemap or florida_basemap()
        self.seed = seed
        self.framed = framed
        self.margin = margin if framed else 0
        width, height = size
        m = self.margin
        self.frame: Box = (m, m, width - m, height - m)
        # ``bounds`` fit inside the frame less ``fit_margin``: an unframed map fades out at
        # its edges, and labels and panels stay inside the part that does not fade.
        f = fit_margin
        self.content: Box = (m + f, m + f, width - m - f, height - m - f)
        self.proj = Projection.fit(bounds, self.content)
        self.label_bleed = label_bleed
        self.hi = self.proj.scaled(SS)
        self.graticule_step = graticule
        self.image = Image.new("RGB", (width * SS, height * SS), style.PARCHMENT)
        self.draw = ImageDraw.Draw(self.image)
        self.texts: list[_Text] = []
        self.labels: list[Label] = []
        self.placer = LabelPlacer(self._inner_frame())
        self.rng = random.Random(seed)
        self._land: Image.Image | None = None
        self._lake: Image.Image | None = None
        self._land_small: _Sums | None = None
        self._coast_small: _Sums | None = None
        self._important = Image.new("L", (width // 8, height // 8), 0)

    # --- coordinates -----------------------------------------------------------------
    def _inner_frame(self) -> Box:
        left, top, right, bottom = self.content
        b = 2 - self.label_bleed  # labels may reach a little into a fading edge
        return (left + b, top + b, right - b, bottom - b)

    def px(self, point: LonLat) -> Pixel:
        """Final-image pixel of a lon/lat point."""
        return self.proj.to_px(point)

    def hpx(self, point: LonLat) -> Pixel:
        """Supersampled pixel of a lon/lat point."""
        return self.hi.to_px(point)

    def visible(self, point: LonLat, inset: float = 0) -> bool:
        x, y = self.px(point)
        left, top, right, bottom = self.frame
        return left + inset <= x <= right - inset and top + inset <= y <= bottom - inset

    @property
    def bounds(self) -> Bounds:
        return self.proj.bounds_of(self.frame)

    def _hring(self, ring: Sequence[LonLat]) -> list[Pixel]:
        return [self.hi.to_px(p) for p in ring]

    # --- masks -----------------------------------------------------------------------
    def _mask(self) -> Image.Image:
        return Image.new("L", self.image.size, 0)

    def _fill_polygons(self, mask: Image.Image, polygons: Sequence[Polygon], value: int) -> None:
        draw = ImageDraw.Draw(mask)
        for polygon in polygons:
            outer = self._hring(polygon.outer)
            if abs(ring_area(outer)) < 4:
                continue
            draw.polygon(outer, fill=value)
            for hole in polygon.holes:
                draw.polygon(self._hring(hole), fill=255 - value)

    def land_mask(self) -> Image.Image:
        """255 on land (lakes excluded), 0 on water."""
        if self._land is None:
            mask = self._mask()
            for polygons, _ in self.basemap.fills:
                self._fill_polygons(mask, polygons, 255)
            self._fill_polygons(mask, self.basemap.lakes, 0)
            self._land = mask
        return self._land

    def rings_mask(
        self, rings: Sequence[Ring], clip: str = "none", smooth: bool = False
    ) -> Image.Image:
        mask = self._mask()
        draw = ImageDraw.Draw(mask)
        for ring in rings:
            points = chaikin(ring, closed=True, rounds=3) if smooth else ring
            draw.polygon(self._hring(points), fill=255)
        if clip == "land":
            mask = ImageChops.multiply(mask, self.land_mask())
        elif clip == "sea":
            mask = ImageChops.subtract(mask, self.land_mask())
        elif clip == "coast":
            mask = ImageChops.multiply(mask, self.coast_band())
        return mask

    def coast_band(self, width: float = 13.0) -> Image.Image:
        """Land within about ``width`` final pixels of the sea (beaches, lagoons, islands);
        the lake shore does not count."""
        land = self.land_mask()
        solid = ImageChops.lighter(land, self.lake_mask())
        inner = solid.filter(ImageFilter.GaussianBlur(width * SS * 0.6))
        inner = inner.point(lambda v: 255 if v >= 235 else 0)
        return ImageChops.subtract(land, inner)

    def lake_mask(self) -> Image.Image:
        if self._lake is None:
            self._lake = self._mask()
            self._fill_polygons(self._lake, self.basemap.lakes, 255)
        return self._lake

    def _paint(self, colour: RGB, mask: Image.Image, alpha: float = 1.0) -> None:
        """Lay ``colour`` through ``mask`` (only over the mask's bounding box: faster)."""
        box = mask.getbbox()
        if box is None:
            return
        region = mask.crop(box)
        if alpha < 1.0:
            region = region.point(lambda v: int(v * alpha))
        self.image.paste(colour, box, region)

    def _smooth_small(self, mask: Image.Image, radius: float) -> Image.Image:
        """A wide blur computed at a quarter of the size (wide blurs are smooth anyway)."""
        w, h = mask.size
        small = mask.resize((w // 4, h // 4), Image.Resampling.BOX)
        return small.filter(ImageFilter.GaussianBlur(radius / 4)).resize(
            mask.size, Image.Resampling.BILINEAR
        )

    # --- base map ----------------------------------------------------------------------
    def draw_base(self, areas: Sequence[Area] = ()) -> None:
        """Sea, land, water-lining, areas, coast, borders, rivers and the graticule."""
        land = self.land_mask()
        width, height = self.image.size
        # Sea: a little deeper in tone away from the shore.
        self.draw.rectangle((0, 0, width, height), fill=style.SEA_DEEP)
        near = self._smooth_small(land, 60 * SS).point(lambda v: min(255, v * 6))
        self._paint(style.SEA, near)
        # Land: on Florida's maps, Florida warmer than its neighbours.
        for polygons, colour in self.basemap.fills:
            mask = self._mask()
            self._fill_polygons(mask, polygons, 255)
            self._paint(colour, mask)
        self._paint(style.LAKE, self.lake_mask())
        # A soft darker band just inside the coast, like hand-coloured old maps.
        rim = land.filter(ImageFilter.GaussianBlur(5 * SS))
        rim = ImageChops.subtract(land, rim).point(lambda v: min(255, v * 2))
        self._paint((196, 170, 120), rim, 0.55)
        area_masks = [self.rings_mask(a.rings, a.clip, a.smooth) for a in areas]
        for mask in area_masks:  # what panels should not hide
            self._important = ImageChops.lighter(
                self._important, mask.resize(self._important.size, Image.Resampling.BOX)
            )
        for area, mask in zip(areas, area_masks, strict=True):
            self._paint(area.look.colour, mask, area.look.fill_alpha)
        self._water_lining(land)
        self._wave_marks(land)
        for area, mask in zip(areas, area_masks, strict=True):
            self._hatch(area.look, mask)
        for area, mask in zip(areas, area_masks, strict=True):
            self._outline(area.look, mask)
        self._borders()
        self._coast()
        self._rivers()
        if self.graticule_step:
            self._graticule(self.graticule_step)

    def _water_lining(self, land: Image.Image) -> None:
        """Concentric lines offshore, the engraver's way of drawing water.

        Worked out at the final size, where a one-pixel contour is exactly the line wanted,
        then scaled up (four times less work than at the supersampled size)."""
        size = self.size
        small = land.resize(size, Image.Resampling.BOX)
        blurred = small.filter(ImageFilter.GaussianBlur(12))
        water = ImageChops.lighter(land, self.lake_mask()).resize(size, Image.Resampling.BOX)
        sea = water.point(lambda v: 255 if v < 8 else 0)  # open sea, not the lake
        for threshold, alpha in ((104, 0.8), (70, 0.66), (41, 0.52), (18, 0.4), (6, 0.28)):
            band = blurred.point(lambda v, t=threshold: 255 if v >= t else 0)
            edge = ImageChops.multiply(band.filter(ImageFilter.FIND_EDGES), sea)
            self._paint(
                style.SEA_LINE, edge.resize(self.image.size, Image.Resampling.NEAREST), alpha
            )

    def _wave_marks(self, land: Image.Image) -> None:
        """Sparse little wave strokes out at sea (positions from the seeded RNG)."""
        far = self._smooth_small(land, 26 * SS)
        step = 64
        width, height = self.size
        for gy in range(step // 2, height, step):
            for gx in range(step // 2, width, step):
                x = gx + (self.rng.random() - 0.5) * step * 0.6
                y = gy + (self.rng.random() - 0.5) * step * 0.6
                hx, hy = int(x * SS), int(y * SS)
                if not (0 <= hx < far.width and 0 <= hy < far.height) or far.getpixel((hx, hy)):
                    continue
                w = 9 * SS
                for k in (0, 1):
                    ox = hx + k * w
                    self.draw.arc(
                        (ox - w / 2, hy - w / 3, ox + w / 2, hy + w / 3),
                        200,
                        340,
                        fill=style.SEA_LINE,
                        width=SS,
                    )

    def _hatch(self, look: AreaStyle, mask: Image.Image) -> None:
        if look.hatch is Hatch.NONE:
            return
        pattern = hatch_pattern(look.hatch, look.spacing, self.image.size)
        self._paint(look.colour, ImageChops.multiply(pattern, mask), look.hatch_alpha)

    def _outline(self, look: AreaStyle, mask: Image.Image) -> None:
        # The outline follows the area as clipped (an area's edge along the coast is the coast).
        if look.outline_width <= 0:
            return
        # The inner rim of the area: where a light blur of the mask falls below full.
        # (A blur is much faster than a max filter of the same width.) Worked on the
        # area's bounding box only.
        box = mask.getbbox()
        if box is None:
            return
        pad = int(look.outline_width * SS * 3) + 2
        box = (
            max(0, box[0] - pad),
            max(0, box[1] - pad),
            min(mask.width, box[2] + pad),
            min(mask.height, box[3] + pad),
        )
        part = mask.crop(box)
        blurred = part.filter(ImageFilter.GaussianBlur(look.outline_width * SS * 0.8))
        rim = ImageChops.multiply(blurred.point(lambda v: 255 if v < 235 else 0), part)
        edge = Image.new("L", mask.size, 0)
        edge.paste(rim, box[:2])
        if look.outline_dash is not None:
            # Break the outline into dashes with a coarse checkerboard of on/off cells.
            edge = ImageChops.multiply(edge, _dash_cells(look.outline_dash, self.image.size))
        self._paint(style.shade(look.colour, 0.62), edge, 0.95)

    def _borders(self) -> None:
        # State lines, dashed: only the parts that are not coast.
        if self.basemap.clip_borders:
            mask = self._mask()
            draw = ImageDraw.Draw(mask)
            for polygons in self.basemap.borders:
                for polygon in polygons:
                    ring = self._hring(polygon.outer)
                    for piece in dash_segments(ring + ring[:1], (7 * SS, 5 * SS)):
                        draw.line(piece, fill=255, width=int(1.6 * SS), joint="curve")
            inland = self.land_mask().filter(ImageFilter.MinFilter(2 * SS + 1))
            self._paint(style.BORDER, ImageChops.multiply(mask, inland))
            return
        for polygons in self.basemap.borders:
            for polygon in polygons:
                ring = self._hring(polygon.outer)
                self.dashed(ring + ring[:1], (7 * SS, 5 * SS), style.BORDER, int(1.6 * SS))

    def _coast(self) -> None:
        self._paint(style.COAST, _thick_edge(self.land_mask()))
        self._paint(style.RIVER, _thick_edge(self.lake_mask()))

    def _rivers(self) -> None:
        for line in self.basemap.rivers:
            points = self._hring(chaikin(line, closed=False))
            self.draw.line(points, fill=style.RIVER, width=int(2.2 * SS), joint="curve")

    def _graticule(self, step: float) -> None:
        b = self.bounds
        colour = (150, 130, 100)
        left, top, right, bottom = self.frame
        k = math.ceil(b.west / step - 1e-9)
        while k * step <= b.east:
            lon = k * step
            x = self.hpx((lon, b.south))[0]
            self.dashed([(x, top * SS), (x, bottom * SS)], (3 * SS, 6 * SS), colour, SS)
            if self.framed and left + 40 < x / SS < right - 40:
                self.text(
                    (x / SS, top - 4),
                    _degrees(lon, "W"),
                    Face.SERIF,
                    18,
                    style.INK_SOFT,
                    anchor="md",
                    halo=None,
                )
            k += 1
        k = math.ceil(b.south / step - 1e-9)
        while k * step <= b.north:
            lat = k * step
            y = self.hpx((b.west, lat))[1]
            self.dashed([(left * SS, y), (right * SS, y)], (3 * SS, 6 * SS), colour, SS)
            if self.framed and top + 40 < y / SS < bottom - 40:
                self._vertical_text((left - 6, y / SS), _degrees(lat, "N"))
            k += 1

    def _vertical_text(self, xy: Pixel, text: str) -> None:
        # Latitude labels run up the left margin, as on printed maps.
        self.texts.append(
            _Text(xy, text, style.font(Face.SERIF, 18), style.INK_SOFT, None, 0, "rotate90")
        )

    # --- lines ---------------------------------------------------------------------
    def dashed(
        self, points: Sequence[Pixel], pattern: Sequence[float], colour: RGB, width: int
    ) -> None:
        for piece in dash_segments(points, pattern):
            self.draw.line(piece, fill=colour, width=width, joint="curve")

    def line(self, points: Sequence[LonLat], look: LineStyle, smooth: bool = True) -> None:
        """A road, route or boundary, with a light casing so it reads on any background."""
        pts = chaikin(points, closed=False) if smooth else list(points)
        hpts = self._hring(pts)
        width = look.width * SS
        ImageDraw.Draw(self._important).line(
            [(x / SS / 8, y / SS / 8) for x, y in hpts], fill=255, width=2
        )
        if look.casing is not None:
            self.draw.line(
                hpts, fill=look.casing, width=int(width + look.casing_width * SS), joint="curve"
            )
        if look.dots and look.dash:
            for x, y in points_along(hpts, look.dash[0] * SS):
                r = width / 2
                self.draw.ellipse((x - r, y - r, x + r, y + r), fill=look.colour)
        elif look.dash:
            self.dashed(hpts, [d * SS for d in look.dash], look.colour, int(width))
        else:
            self.draw.line(hpts, fill=look.colour, width=int(width), joint="curve")

    def arrow(
        self, points: Sequence[LonLat], colour: RGB, width: float = 7, smooth: bool = True
    ) -> None:
        """A broad flow arrow (currents, migrations) with a head at the end."""
        pts = self._hring(chaikin(points, closed=False) if smooth else points)
        w = width * SS
        self.draw.line(pts, fill=style.HALO, width=int(w + 5 * SS), joint="curve")
        (x1, y1), (x2, y2) = pts[-2], pts[-1]
        angle = math.atan2(y2 - y1, x2 - x1)
        head = w * 2.6
        base = (x2 - math.cos(angle) * head, y2 - math.sin(angle) * head)
        shaft = [*pts[:-1], base]
        self.draw.line(shaft, fill=colour, width=int(w), joint="curve")
        left = (
            base[0] + math.cos(angle + math.pi / 2) * head * 0.7,
            base[1] + math.sin(angle + math.pi / 2) * head * 0.7,
        )
        right = (
            base[0] + math.cos(angle - math.pi / 2) * head * 0.7,
            base[1] + math.sin(angle - math.pi / 2) * head * 0.7,
        )
        self.draw.polygon([left, (x2, y2), right], fill=colour, outline=style.HALO)

    # --- symbols ---------------------------------------------------------------------
    def symbol(
        self,
        point: LonLat,
        kind: Symbol,
        *,
        size: float = 7.0,
        fill: RGB = style.INK,
        ring: RGB = style.HALO,
    ) -> Pixel:
        """Draw a site symbol; returns its final-pixel centre (also blocked for labels)."""
        return self.symbol_px(self.px(point), kind, size=size, fill=fill, ring=ring)

    def symbol_px(
        self,
        xy: Pixel,
        kind: Symbol,
        *,
        size: float = 7.0,
        fill: RGB = style.INK,
        ring: RGB = style.HALO,
    ) -> Pixel:
        """A symbol at a final-pixel position (after displacement of crowded symbols)."""
        x, y = xy
        draw_symbol(self.draw, (x * SS, y * SS), kind, size * SS, fill, ring)
        r = size * 1.4 + 2
        self.placer.block((x - r, y - r, x + r, y + r), owner=(x, y))
        return (x, y)

    def highlight_ring(self, xy: Pixel, radius: float = 17) -> None:
        """Two rings round the site a map is about: shape, not only colour, marks it."""
        x, y = xy
        hx, hy = x * SS, y * SS
        for r, width, colour in (
            (radius, 5, style.HALO),
            (radius, 3, style.HIGHLIGHT),
            (radius + 6, 2, style.HIGHLIGHT),
        ):
            rr = r * SS
            self.draw.ellipse(
                (hx - rr, hy - rr, hx + rr, hy + rr), outline=colour, width=int(width * SS)
            )

    def highlight_ellipse(self, ring: Sequence[LonLat], pad: float = 10) -> None:
        """Ring a small area (an island) that would be hard to see on a whole-state map.
        Drawn round the part of ``ring`` that is land (or the whole ring if none is)."""
        mask = ImageChops.multiply(self.rings_mask([tuple(ring)]), self.land_mask())
        box = mask.getbbox() or self.rings_mask([tuple(ring)]).getbbox()
        if box is None:
            return
        x0, y0, x1, y1 = (v / SS for v in box)
        x0, y0, x1, y1 = x0 - pad, y0 - pad, x1 + pad, y1 + pad
        for width, colour in ((6, style.HALO), (3, style.HIGHLIGHT)):
            self.draw.ellipse(
                (x0 * SS, y0 * SS, x1 * SS, y1 * SS), outline=colour, width=width * SS
            )

    # --- text --------------------------------------------------------------------------
    def text(
        self,
        xy: Pixel,
        text: str,
        face: Face,
        size: int,
        fill: RGB,
        *,
        anchor: str = "la",
        halo: RGB | None = style.HALO,
        halo_width: int = 3,
    ) -> None:
        """Queue text to draw at final resolution (after the geometry is scaled down)."""
        self.texts.append(_Text(xy, text, style.font(face, size), fill, halo, halo_width, anchor))

    def label(
        self,
        point: LonLat | Pixel,
        lines: Sequence[tuple[str, Face, int, RGB]],
        *,
        gap: float = 9,
        prefer: Sequence[Side] = (),
        priority: int = 0,
        optional: bool = False,
        leader: bool = True,
        lonlat: bool = True,
        rotate: int = 0,
        alternatives: Sequence[LonLat] = (),
        reach: float = 140.0,
        only_preferred: bool = False,
    ) -> None:
        """Queue a label for the placer; ``lines`` are (text, face, size, colour)."""
        anchor = self.px(point) if lonlat else point
        # A translation may break a line where its longer words need it ("\n" in the catalog).
        text_lines = [
            TextLine(part, style.font(f, s), c)
            for t, f, s, c in lines
            for part in drawn(t).split("\n")
        ]
        others = [self.px(p) for p in alternatives]
        self.labels.append(
            Label(
                text_lines,
                anchor,
                gap,
                tuple(prefer),
                priority,
                optional,
                leader,
                rotate=rotate,
                alternatives=others,
                reach=reach,
                only_preferred=only_preferred,
            )
        )

    def water_label(
        self, text: str, candidates: Sequence[LonLat], size: int = style.SIZE_WATER
    ) -> None:
        """A sea's name: italic spaced capitals, on the first candidate point whose box is
        open water; upright if it fits, else running up a narrow strip of sea."""
        spaced = " ".join(drawn(text).upper())
        line = [(spaced, Face.SERIF_ITALIC, size, style.SEA_TEXT)]
        width, height = text_size([(spaced, Face.SERIF_ITALIC, size)])
        for rotate in (0, 90):
            w, h = (height, width) if rotate else (width, height)
            spots = [p for p in candidates if self._open_water(self.px(p), w + 20, h + 20)]
            if spots:
                step = max(1, len(spots) // 40)
                self.label(
                    spots[0],
                    line,
                    prefer=(Side.CENTER,),
                    priority=-5,
                    optional=True,
                    leader=False,
                    gap=0,
                    rotate=rotate,
                    alternatives=spots[1::step],
                    only_preferred=True,
                )
                return

    def _open_water(self, centre: Pixel, width: float, height: float) -> bool:
        """Is the box round ``centre`` open sea, inside the map and clear of the panels?"""
        x, y = centre
        box = (x - width / 2, y - height / 2, x + width / 2, y + height / 2)
        left, top, right, bottom = self.content
        if box[0] < left or box[1] < top or box[2] > right or box[3] > bottom:
            return False
        if not self.placer.is_free(box):
            return False
        land, coast = self.cover(box)
        return land < 0.002 and coast == 0

    def reserve(self, box: Box) -> None:
        self.placer.block(box)

    # --- furniture helpers --------------------------------------------------------------
    def cover(self, box: Box) -> tuple[float, float]:
        """How much of ``box`` is land, and how much is coastline (both 0..1)."""
        if self._land_small is None or self._coast_small is None:
            small = self.land_mask().resize(
                (self.size[0] // 8, self.size[1] // 8), Image.Resampling.BOX
            )
            edges = small.point(lambda v: 255 if v > 127 else 0).filter(ImageFilter.FIND_EDGES)
            self._land_small = _Sums(small)
            self._coast_small = _Sums(edges.filter(ImageFilter.MaxFilter(3)))
        return self._land_small.mean(box), self._coast_small.mean(box)

    def find_box(
        self,
        size: tuple[int, int],
        avoid: Sequence[LonLat] = (),
        order: Sequence[str] = ("sw", "se", "nw", "ne", "s", "n", "w", "e"),
        pad: int = 10,
        near: LonLat | None = None,
    ) -> Box:
        """A free spot for a panel of ``size``.

        With ``near`` (a lon/lat point): the free spot closest to it. Otherwise the cheapest of
        the corners, edge middles and a coarse grid, where open sea is cheapest, plain land
        next, and coastline (which a panel would hide) dearest. Panels never cover a point
        in ``avoid``, a symbol, or another panel.
        """
        width, height = size
        left, top, right, bottom = self.content
        lo_x, hi_x = left + pad, right - pad - width
        lo_y, hi_y = top + pad, bottom - pad - height
        if hi_x < lo_x or hi_y < lo_y:
            raise ValueError(f"a {width}x{height} panel is larger than the map")
        spots = {
            "nw": (lo_x, lo_y),
            "ne": (hi_x, lo_y),
            "sw": (lo_x, hi_y),
            "se": (hi_x, hi_y),
            "n": ((lo_x + hi_x) / 2, lo_y),
            "s": ((lo_x + hi_x) / 2, hi_y),
            "w": (lo_x, (lo_y + hi_y) / 2),
            "e": (hi_x, (lo_y + hi_y) / 2),
        }
        avoid_px = [self.px(p) for p in avoid]

        def usable(box: Box) -> bool:
            if any(boxes_overlap(box, other) for other in self.placer.occupied):
                return False
            return not any(
                box[0] - 14 <= x <= box[2] + 14 and box[1] - 14 <= y <= box[3] + 14
                for x, y in avoid_px
            )

        if near is not None:
            # Rings of spots around the requested centre, nearest first.
            cx, cy = self.px(near)
            for radius in range(0, 301, 10):
                count = max(1, radius // 3)
                for k in range(count):
                    angle = 2 * math.pi * k / count
                    x = min(max(cx + radius * math.cos(angle) - width / 2, lo_x), hi_x)
                    y = min(max(cy + radius * math.sin(angle) - height / 2, lo_y), hi_y)
                    box = (x, y, x + width, y + height)
                    if usable(box):
                        return box
        named = [spots[name] for name in order]
        grid = [
            (float(x), float(y))
            for y in range(int(lo_y), int(hi_y) + 1, 24)
            for x in range(int(lo_x), int(hi_x) + 1, 24)
        ]
        best: tuple[float, Box] | None = None
        importance = _Sums(self._important)
        for rank, (x, y) in enumerate([*named, *grid]):
            box = (x, y, x + width, y + height)
            if not usable(box):
                continue
            land, coast = self.cover(box)
            important = importance.mean(box)
            # Crowding: keep clear of the things the map is about, so their labels fit.
            crowd = sum(
                1
                for x, y in avoid_px
                if box[0] - 150 <= x <= box[2] + 150 and box[1] - 70 <= y <= box[3] + 70
            )
            order_cost = rank * 0.02 if rank < len(named) else 0.25
            cost = 0.3 * land + 6 * coast + 0.8 * crowd + 12 * important + order_cost
            if best is None or cost < best[0]:
                best = (cost, box)
        if best is None:
            raise ValueError(f"no room for a {width}x{height} panel on this map")
        return best[1]

    def panel(self, box: Box, *, double: bool = True) -> None:
        """A light parchment panel with an ink border (cartouche, legend, inset frame)."""
        hb = tuple(v * SS for v in box)
        shadow = (hb[0] + 4 * SS, hb[1] + 4 * SS, hb[2] + 4 * SS, hb[3] + 4 * SS)
        self.draw.rectangle(shadow, fill=(150, 128, 96))
        self.draw.rectangle(hb, fill=style.PARCHMENT_LIGHT, outline=style.INK, width=2 * SS)
        if double:
            inner = (hb[0] + 5 * SS, hb[1] + 5 * SS, hb[2] - 5 * SS, hb[3] - 5 * SS)
            self.draw.rectangle(inner, outline=style.INK_SOFT, width=SS)
        self.placer.block((box[0] - 2, box[1] - 2, box[2] + 6, box[3] + 6))

    # --- finishing --------------------------------------------------------------------
    def finish(self, colours: int = 128) -> Image.Image:
        """Place labels, age the paper, scale down, draw text, and quantize."""
        placements = self.placer.place_all(self.labels)
        required = [lb for lb in self.placer.dropped if not lb.optional]
        if required:
            names = ", ".join(lb.lines[0].text for lb in required)
            if STRICT:
                raise ValueError(f"no room for the labels: {names}")
            warnings.warn(f"no room for the labels: {names}", stacklevel=2)
        for placement in placements:
            if placement.leader:
                self._leader(placement)
        if self.framed:
            self._margins()
        aged = texture.age(self.image, self.seed)
        final = aged.resize(self.size, Image.Resampling.LANCZOS)
        draw = ImageDraw.Draw(final)
        for placement in placements:
            _draw_label(final, draw, placement)
        for item in self.texts:
            _draw_text(final, draw, item)
        return quantize(final, colours)

    def _leader(self, placement: Placement) -> None:
        (ax, ay), (bx, by) = placement.leader or ((0, 0), (0, 0))
        length = math.hypot(bx - ax, by - ay) or 1
        start = placement.label.gap * 0.7
        sx, sy = ax + (bx - ax) * start / length, ay + (by - ay) * start / length
        self.draw.line([(sx * SS, sy * SS), (bx * SS, by * SS)], fill=style.HALO, width=int(4 * SS))
        self.draw.line(
            [(sx * SS, sy * SS), (bx * SS, by * SS)], fill=style.INK_SOFT, width=int(1.6 * SS)
        )

    def _margins(self) -> None:
        width, height = self.image.size
        left, top, right, bottom = (v * SS for v in self.frame)
        for box in (
            (0, 0, width, top),
            (0, bottom, width, height),
            (0, 0, left, height),
            (right, 0, width, height),
        ):
            self.draw.rectangle(box, fill=style.PARCHMENT)
        self.draw.rectangle((left, top, right, bottom), outline=style.INK, width=int(2.5 * SS))
        o = 7 * SS
        self.draw.rectangle(
            (left - o, top - o, right + o, bottom + o), outline=style.INK_SOFT, width=SS
        )


def quantize(image: Image.Image, colours: int = 128) -> Image.Image:
    """A palette image (small PNGs). Octree keeps small saturated marks, such as the
    vermillion highlight, that median cut would merge into the browns around them."""
    return image.convert("RGB").quantize(
        colours, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE
    )


class _Sums:
    """A summed-area table of an eighth-size mask: the mean over any box in O(1), for
    weighing hundreds of candidate panel spots quickly."""

    def __init__(self, image: Image.Image) -> None:
        width, height = image.size
        data = image.tobytes()
        rows = [[0] * (width + 1)]
        for y in range(height):
            above, run, row = rows[-1], 0, [0]
            for x in range(width):
                run += data[y * width + x]
                row.append(above[x + 1] + run)
            rows.append(row)
        self.rows, self.width, self.height = rows, width, height

    def mean(self, box: Box) -> float:
        """Mean value (0..1) over ``box``, given in final-image pixels."""
        x0, y0, x1, y1 = (int(v / 8) for v in box)
        x0, x1 = max(0, min(x0, self.width)), max(0, min(x1, self.width))
        y0, y1 = max(0, min(y0, self.height)), max(0, min(y1, self.height))
        area = (x1 - x0) * (y1 - y0)
        if area <= 0:
            return 0.0
        r = self.rows
        return (r[y1][x1] - r[y0][x1] - r[y1][x0] + r[y0][x0]) / (255 * area)


def _degrees(value: float, positive_suffix: str) -> str:
    """30°N, 81°15′W: degrees and minutes, as printed on old maps (west is "O" in Spanish)."""
    if positive_suffix == "W":
        value = -value
        suffix = pgettext("map edge: degrees west", "W")
    else:
        suffix = pgettext("map edge: degrees north", "N")
    minutes_total = round(abs(value) * 60)
    degrees, minutes = divmod(minutes_total, 60)
    text = f"{degrees}°" if minutes == 0 else f"{degrees}°{minutes:02d}′"
    return f"{text}{suffix}"


def _draw_label(image: Image.Image, draw: ImageDraw.ImageDraw, placement: Placement) -> None:
    label = placement.label
    left, top, right, bottom = placement.box
    if label.rotate:
        # Draw upright on a transparent tile, then turn it to read bottom to top.
        tile = Image.new("RGBA", (int(bottom - top), int(right - left)), (0, 0, 0, 0))
        flat = Placement(label, (0, 0, tile.width, tile.height), "center")
        flat.label = Label(label.lines, label.anchor)
        _draw_label(tile, ImageDraw.Draw(tile), flat)
        turned = tile.rotate(90, expand=True)
        image.paste(turned, (int(left), int(top)), turned)
        return
    pad = 3
    y = top + pad
    width = right - left - 2 * pad
    for line in label.lines:
        line_width = line.font.getlength(line.text)
        if placement.align == "left":
            x = left + pad
        elif placement.align == "right":
            x = left + pad + width - line_width
        else:
            x = left + pad + (width - line_width) / 2
        draw.text(
            (x, y),
            line.text,
            font=line.font,
            fill=line.fill,
            stroke_width=3,
            stroke_fill=style.HALO,
        )
        ascent, descent = line.font.getmetrics()
        y += ascent + descent + 1


def _draw_text(image: Image.Image, draw: ImageDraw.ImageDraw, item: _Text) -> None:
    if item.anchor == "rotate90":
        width = int(item.font.getlength(item.text)) + 4
        ascent, descent = item.font.getmetrics()
        tile = Image.new("L", (width, ascent + descent), 0)
        ImageDraw.Draw(tile).text((2, 0), item.text, font=item.font, fill=255)
        tile = tile.rotate(90, expand=True)
        x, y = item.xy
        pos = (int(x - tile.width), int(y - tile.height / 2))
        image.paste(item.fill, pos, tile)
        return
    kwargs: dict[str, Any] = {}
    if item.halo is not None:
        kwargs = {"stroke_width": item.halo_width, "stroke_fill": item.halo}
    draw.text(item.xy, item.text, font=item.font, fill=item.fill, anchor=item.anchor, **kwargs)


def draw_symbol(
    draw: ImageDraw.ImageDraw, centre: Pixel, kind: Symbol, size: float, fill: RGB, ring: RGB
) -> None:
    """One site symbol at ``centre`` (supersampled pixels), ``size`` = half its width."""
    x, y = centre
    s = size
    rim = max(2.0, s * 0.28)
    if kind is Symbol.TOWN:
        draw.ellipse((x - s - rim, y - s - rim, x + s + rim, y + s + rim), fill=ring)
        draw.ellipse((x - s, y - s, x + s, y + s), fill=fill)
        d = s * 0.38
        draw.ellipse((x - d, y - d, x + d, y + d), fill=ring)
    elif kind is Symbol.LATER_TOWN:
        # Always hollow: the open middle is what says "not yet a town in colonial times".
        draw.ellipse((x - s - rim, y - s - rim, x + s + rim, y + s + rim), fill=ring)
        draw.ellipse(
            (x - s, y - s, x + s, y + s), fill=style.HALO, outline=fill, width=int(s * 0.45)
        )
    elif kind is Symbol.FORT:
        q = s * 0.9
        draw.rectangle((x - q - rim, y - q - rim, x + q + rim, y + q + rim), fill=ring)
        draw.rectangle((x - q, y - q, x + q, y + q), fill=fill)
    elif kind is Symbol.CROSSING:
        q = s * 1.2
        outer = q + rim * 1.4
        draw.polygon([(x, y - outer), (x + outer, y), (x, y + outer), (x - outer, y)], fill=ring)
        draw.polygon([(x, y - q), (x + q, y), (x, y + q), (x - q, y)], fill=fill)
    elif kind is Symbol.LANDMARK:
        q = s * 1.25
        outer = q + rim * 1.6
        draw.polygon(
            [(x, y - outer), (x + outer, y + outer * 0.75), (x - outer, y + outer * 0.75)],
            fill=ring,
        )
        draw.polygon([(x, y - q), (x + q, y + q * 0.75), (x - q, y + q * 0.75)], fill=fill)
    elif kind is Symbol.MISSION:
        arm, bar = s * 1.3, s * 0.36
        beams = (
            (-bar, -arm, bar, arm * 1.1),  # upright
            (-arm * 0.75, -arm * 0.45, arm * 0.75, -arm * 0.45 + 2 * bar),
        )  # cross-bar
        for dx0, dy0, dx1, dy1 in beams:
            draw.rectangle((x + dx0 - rim, y + dy0 - rim, x + dx1 + rim, y + dy1 + rim), fill=ring)
        for dx0, dy0, dx1, dy1 in beams:
            draw.rectangle((x + dx0, y + dy0, x + dx1, y + dy1), fill=fill)
    elif kind is Symbol.POINT:
        q = s * 0.75
        draw.ellipse((x - q - rim, y - q - rim, x + q + rim, y + q + rim), fill=ring)
        draw.ellipse((x - q, y - q, x + q, y + q), fill=fill)
    elif kind is Symbol.HURRICANE:
        _hurricane(draw, x, y, s * 1.5, fill, ring)
    elif kind is Symbol.RAID:
        _swords(draw, x, y, s * 1.4, fill, ring)
    elif kind is Symbol.WRECK:
        _wreck(draw, x, y, s * 1.4, fill, ring)


def _hurricane(
    draw: ImageDraw.ImageDraw, x: float, y: float, s: float, fill: RGB, ring: RGB
) -> None:
    # The weather-map sign: a ring (the eye) with two tails curling counterclockwise.
    eye = s * 0.5
    width = max(2.0, s * 0.34)
    arms = []
    for start in (90.0, 270.0):
        arm = []
        for k in range(13):
            t = k / 12
            angle = math.radians(start + 110 * t)
            radius = eye + s * 0.95 * t
            arm.append((x + math.cos(angle) * radius, y - math.sin(angle) * radius))
        arms.append(arm)
    for colour, extra in ((ring, width * 0.9), (fill, 0.0)):
        for arm in arms:
            draw.line(arm, fill=colour, width=int(width + extra), joint="curve")
        r = eye + width / 2 + extra / 2
        draw.ellipse((x - r, y - r, x + r, y + r), fill=colour)
    r = eye * 0.45
    draw.ellipse((x - r, y - r, x + r, y + r), fill=ring)


def _swords(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, fill: RGB, ring: RGB) -> None:
    width = max(2, int(s * 0.28))
    for colour, extra in ((ring, width * 2), (fill, 0)):
        draw.line([(x - s, y - s), (x + s, y + s)], fill=colour, width=width + extra)
        draw.line([(x + s, y - s), (x - s, y + s)], fill=colour, width=width + extra)
        g = s * 0.45
        draw.line(
            [
                (x - s * 0.55 - g * 0.5, y + s * 0.55 - g * 0.5),
                (x - s * 0.55 + g * 0.5, y + s * 0.55 + g * 0.5),
            ],
            fill=colour,
            width=width + extra,
        )
        draw.line(
            [
                (x + s * 0.55 + g * 0.5, y + s * 0.55 - g * 0.5),
                (x + s * 0.55 - g * 0.5, y + s * 0.55 + g * 0.5),
            ],
            fill=colour,
            width=width + extra,
        )


def _wreck(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, fill: RGB, ring: RGB) -> None:
    # A ship heeled over: a curved hull, a tilted mast and a scrap of sail.
    width = max(2, int(s * 0.22))
    hull = [
        (x - s * 1.1, y),
        (x + s * 1.1, y - s * 0.35),
        (x + s * 0.75, y + s * 0.55),
        (x - s * 0.6, y + s * 0.6),
    ]
    mast = [(x - s * 0.05, y - s * 0.1), (x + s * 0.55, y - s * 1.35)]
    sail = [(x + s * 0.45, y - s * 1.1), (x + s * 0.1, y - s * 0.35), (x + s * 0.95, y - s * 0.5)]
    draw.line(mast, fill=ring, width=width * 3)
    draw.polygon(hull, fill=ring)
    draw.polygon(sail, fill=ring)
    draw.line(mast, fill=fill, width=width)
    inner = [(px + (x - px) * 0.18, py + (y + s * 0.2 - py) * 0.18) for px, py in hull]
    draw.polygon(inner, fill=fill)
    sail_inner = [
        (px + (x + s * 0.5 - px) * 0.2, py + (y - s * 0.65 - py) * 0.2) for px, py in sail
    ]
    draw.polygon(sail_inner, fill=fill)


def _thick_edge(mask: Image.Image) -> Image.Image:
    """The mask's outline, three supersampled pixels wide (on its bounding box only)."""
    edge = Image.new("L", mask.size, 0)
    box = mask.getbbox()
    if box is None:
        return edge
    box = (
        max(0, box[0] - 2),
        max(0, box[1] - 2),
        min(mask.width, box[2] + 2),
        min(mask.height, box[3] + 2),
    )
    part = mask.crop(box).filter(ImageFilter.FIND_EDGES).filter(ImageFilter.MaxFilter(3))
    edge.paste(part, box[:2])
    return edge


@lru_cache(maxsize=8)
def _dash_cells(dash: tuple[int, int], size: tuple[int, int]) -> Image.Image:
    """A checkerboard of on/off cells; multiplied with an outline it makes dashes."""
    on, off = (v * SS for v in dash)
    cell = on + off
    strip = Image.new("L", (size[0] + cell, cell), 0)
    draw = ImageDraw.Draw(strip)
    for x in range(0, size[0] + cell, cell):
        draw.rectangle((x, 0, x + on - 1, on - 1), fill=255)
        draw.rectangle((x + on, on, x + cell - 1, cell - 1), fill=255)
    mask = Image.new("L", size, 0)
    for y in range(0, size[1], cell):
        mask.paste(strip, (0, y))
    return mask


def hatch_pattern(kind: Hatch, spacing: int, size: tuple[int, int]) -> Image.Image:
    """A full-size 'L' mask of the hatch (255 on the strokes)."""
    return _hatch_pattern(kind, spacing, size)


@lru_cache(maxsize=32)
def _hatch_pattern(kind: Hatch, spacing: int, size: tuple[int, int]) -> Image.Image:
    width, height = size
    mask = Image.new("L", size, 0)
    draw = ImageDraw.Draw(mask)
    step = spacing * SS
    line_w = max(1, int(1.4 * SS))
    if kind in (Hatch.DIAGONAL, Hatch.DIAGONAL_CROSS):
        for k in range(-height, width, step):
            draw.line([(k, height), (k + height, 0)], fill=255, width=line_w)
    if kind in (Hatch.BACK_DIAGONAL, Hatch.DIAGONAL_CROSS):
        for k in range(-height, width, step):
            draw.line([(k, 0), (k + height, height)], fill=255, width=line_w)
    if kind in (Hatch.HORIZONTAL, Hatch.CROSS):
        for k in range(0, height, step):
            draw.line([(0, k), (width, k)], fill=255, width=line_w)
    if kind in (Hatch.VERTICAL, Hatch.CROSS):
        for k in range(0, width, step):
            draw.line([(k, 0), (k, height)], fill=255, width=line_w)
    if kind is Hatch.DOTS:
        r = 1.6 * SS
        for row, yk in enumerate(range(0, height, step)):
            offset = step / 2 if row % 2 else 0
            for xk in range(0, width + step, step):
                draw.ellipse((xk + offset - r, yk - r, xk + offset + r, yk + r), fill=255)
    if kind is Hatch.RINGS:
        r = 2.6 * SS
        for row, yk in enumerate(range(0, height, step)):
            offset = step / 2 if row % 2 else 0
            for xk in range(0, width + step, step):
                draw.ellipse(
                    (xk + offset - r, yk - r, xk + offset + r, yk + r), outline=255, width=SS
                )
    if kind is Hatch.TICKS:
        h = step * 0.45
        for row, yk in enumerate(range(0, height, step)):
            offset = step / 2 if row % 2 else 0
            for xk in range(0, width + step, step):
                cx = xk + offset
                draw.line([(cx, yk - h / 2), (cx, yk + h / 2)], fill=255, width=line_w)
                draw.line([(cx - h * 0.35, yk - h / 3), (cx, yk + h / 2)], fill=255, width=line_w)
                draw.line([(cx + h * 0.35, yk - h / 3), (cx, yk + h / 2)], fill=255, width=line_w)
    if kind is Hatch.TREES:
        # Scattered, irregular crowns; the jitter comes from a fixed seed (reproducible).
        jitter = random.Random(7)
        for row, yk in enumerate(range(0, height, step)):
            offset = step / 2 if row % 2 else 0
            for xk in range(0, width + step, step):
                cx = xk + offset + (jitter.random() - 0.5) * step * 0.7
                cy = yk + (jitter.random() - 0.5) * step * 0.7
                r = step * (0.18 + 0.16 * jitter.random())
                draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=255)
    return mask


def text_size(lines: Sequence[tuple[str, Face, int]]) -> tuple[int, int]:
    """Width and height of stacked text lines (for sizing panels)."""
    return measure([TextLine(t, style.font(f, s), style.INK) for t, f, s in lines])
