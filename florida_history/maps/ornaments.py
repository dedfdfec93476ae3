"""Map furniture: title cartouche, legend, compass rose, scale bar, inset map, edge pointers.

Each piece finds itself a free spot (``MapCanvas.find_box``), draws its geometry at the
supersampled size and queues its text, and reserves its box so no label lands on it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from PIL import ImageDraw

from florida_history.maps import style
from florida_history.maps.geodata import LonLat
from florida_history.maps.language import drawn
from florida_history.maps.projection import (
    Bounds,
    Box,
    Pixel,
    Projection,
    distance_km,
    ring_area,
)
from florida_history.maps.render import (
    SS,
    MapCanvas,
    draw_symbol,
    drawn_lake,
    drawn_state,
    east_basemap,
    hatch_pattern,
    text_size,
)
from florida_history.maps.style import AreaStyle, Face, LineStyle, Symbol
from florida_history.words import N_, _, ngettext

KM_PER_MILE = 1.609344

# The whole of Florida, for inset maps.
FLORIDA_BOUNDS = Bounds(-87.7, 24.4, -79.9, 31.1)


def _where(order: Sequence[str] | None, near: LonLat | None) -> dict[str, Any]:
    where: dict[str, Any] = {"near": near}
    if order:
        where["order"] = order
    return where


def wrap(text: str, face: Face, size: int, width: int) -> list[str]:
    """Greedy word wrap to ``width`` pixels."""
    font = style.font(face, size)
    lines: list[str] = []
    current = ""
    for word in text.split():
        trial = f"{current} {word}".strip()
        if current and font.getlength(trial) > width:
            lines.append(current)
            current = word
        else:
            current = trial
    if current:
        lines.append(current)
    return lines


def cartouche(
    canvas: MapCanvas,
    title: str,
    subtitle: str = "",
    *,
    avoid: Sequence[LonLat] = (),
    order: Sequence[str] | None = None,
    near: LonLat | None = None,
    max_width: int = 430,
    title_size: int = style.SIZE_TITLE,
) -> Box:
    """The title panel: name in bold capitals-and-lowercase, then an italic line or two."""
    title_lines = wrap(drawn(title), Face.SERIF_BOLD, title_size, max_width)
    sub_lines = wrap(drawn(subtitle), Face.SERIF_ITALIC, style.SIZE_SUBTITLE, max_width)
    tw, th = text_size([(t, Face.SERIF_BOLD, title_size) for t in title_lines])
    sw, sh = (
        text_size([(t, Face.SERIF_ITALIC, style.SIZE_SUBTITLE) for t in sub_lines])
        if (sub_lines)
        else (0, 0)
    )
    pad_x, pad_y, rule = 22, 14, 14 if sub_lines else 0
    width = max(tw, sw) + 2 * pad_x
    height = th + sh + rule + 2 * pad_y
    box = canvas.find_box((width, height), avoid, **_where(order, near))
    canvas.panel(box)
    left, top, right, _ = box
    cx = (left + right) / 2
    y = top + pad_y
    title_font = style.font(Face.SERIF_BOLD, title_size)
    for line in title_lines:
        canvas.text((cx, y), line, Face.SERIF_BOLD, title_size, style.INK, anchor="ma", halo=None)
        ascent, descent = title_font.getmetrics()
        y += ascent + descent + 1
    if sub_lines:
        y += rule / 2
        hy = y * SS
        canvas.draw.line(
            [
                ((cx - min(width / 2 - pad_x, 120)) * SS, hy - 2 * SS),
                ((cx + min(width / 2 - pad_x, 120)) * SS, hy - 2 * SS),
            ],
            fill=style.INK_SOFT,
            width=SS,
        )
        _diamond(canvas.draw, (cx * SS, hy - 2 * SS), 4 * SS)
        y += rule / 2
        sub_font = style.font(Face.SERIF_ITALIC, style.SIZE_SUBTITLE)
        for line in sub_lines:
            canvas.text(
                (cx, y),
                line,
                Face.SERIF_ITALIC,
                style.SIZE_SUBTITLE,
                style.INK,
                anchor="ma",
                halo=None,
            )
            ascent, descent = sub_font.getmetrics()
            y += ascent + descent + 1
    return box


def _diamond(draw: ImageDraw.ImageDraw, centre: Pixel, r: float) -> None:
    x, y = centre
    draw.polygon([(x, y - r), (x + r, y), (x, y + r), (x - r, y)], fill=style.INK_SOFT)


Swatch = AreaStyle | LineStyle | Symbol


@dataclass(frozen=True, slots=True)
class LegendEntry:
    swatch: Swatch
    text: str
    note: str = ""  # a second, italic line (e.g. the period of a homeland)


def legend(
    canvas: MapCanvas,
    entries: Sequence[LegendEntry],
    *,
    title: str = "",
    footnote: str = "",
    avoid: Sequence[LonLat] = (),
    order: Sequence[str] | None = None,
    near: LonLat | None = None,
    columns: int = 1,
) -> Box:
    """A key to the map's symbols, areas and lines, in a panel."""
    size = style.SIZE_LABEL_SMALL
    swatch_w, gap, pad = 40, 10, 14
    title, footnote = drawn(title), drawn(footnote)
    entries = [replace(e, text=drawn(e.text), note=drawn(e.note)) for e in entries]
    rows: list[tuple[LegendEntry, int]] = []
    for entry in entries:
        lines = [(entry.text, Face.SERIF, size)]
        if entry.note:
            lines.append((entry.note, Face.SERIF_ITALIC, size))
        rows.append((entry, text_size(lines)[1]))
    per_col = math.ceil(len(rows) / columns)
    col_widths = []
    for c in range(columns):
        chunk = entries[c * per_col : (c + 1) * per_col]
        widths = [text_size([(e.text, Face.SERIF, size)])[0] for e in chunk]
        widths += [text_size([(e.note, Face.SERIF_ITALIC, size)])[0] for e in chunk if e.note]
        col_widths.append(swatch_w + gap + max(widths or [0]))
    row_h = [max(h, 26) + 6 for _, h in rows]
    col_heights = [sum(row_h[c * per_col : (c + 1) * per_col]) for c in range(columns)]
    title_h = text_size([(title, Face.SERIF_BOLD, 20)])[1] + 8 if title else 0
    foot_lines = (
        wrap(footnote, Face.SERIF_ITALIC, size, max(sum(col_widths), 240)) if footnote else []
    )
    foot_h = (
        (text_size([(t, Face.SERIF_ITALIC, size) for t in foot_lines])[1] + 8) if foot_lines else 0
    )
    inner_w = max(
        sum(col_widths) + 24 * (columns - 1),
        text_size([(title, Face.SERIF_BOLD, 20)])[0] if title else 0,
        max((text_size([(t, Face.SERIF_ITALIC, size)])[0] for t in foot_lines), default=0),
    )
    width = inner_w + 2 * pad
    height = title_h + max(col_heights) + foot_h + 2 * pad
    box = canvas.find_box((width, height), avoid, **_where(order, near))
    canvas.panel(box)
    left, top = box[0] + pad, box[1] + pad
    if title:
        canvas.text((left, top), title, Face.SERIF_BOLD, 20, style.INK, halo=None)
    for c in range(columns):
        x = left + sum(col_widths[:c]) + 24 * c
        y = top + title_h
        for i in range(c * per_col, min(len(rows), (c + 1) * per_col)):
            entry, _ = rows[i]
            _swatch(canvas, entry.swatch, (x, y + 2, x + swatch_w, y + 26))
            canvas.text(
                (x + swatch_w + gap, y + 2), entry.text, Face.SERIF, size, style.INK, halo=None
            )
            if entry.note:
                line_h = text_size([(entry.text, Face.SERIF, size)])[1]
                canvas.text(
                    (x + swatch_w + gap, y + 2 + line_h),
                    entry.note,
                    Face.SERIF_ITALIC,
                    size,
                    style.INK_SOFT,
                    halo=None,
                )
            y += row_h[i]
    if foot_lines:
        y = box[3] - pad - foot_h + 8
        for line in foot_lines:
            canvas.text((left, y), line, Face.SERIF_ITALIC, size, style.INK_SOFT, halo=None)
            y += text_size([(line, Face.SERIF_ITALIC, size)])[1]
    return box


def _swatch(canvas: MapCanvas, swatch: Swatch, box: Box) -> None:
    hb = (int(box[0] * SS), int(box[1] * SS), int(box[2] * SS), int(box[3] * SS))
    draw = canvas.draw
    if isinstance(swatch, AreaStyle):
        tint = tuple(int(255 - (255 - c) * swatch.fill_alpha) for c in swatch.colour)
        draw.rectangle(hb, fill=tint)
        if swatch.hatch is not style.Hatch.NONE:
            pattern = hatch_pattern(swatch.hatch, swatch.spacing, canvas.image.size).crop(hb)
            region = canvas.image.crop(hb)
            region.paste(swatch.colour, (0, 0), pattern.point(lambda v: int(v * 0.9)))
            canvas.image.paste(region, hb[:2])
        darker = style.shade(swatch.colour, 0.62)
        draw.rectangle(hb, outline=darker, width=int(2 * SS))
    elif isinstance(swatch, LineStyle):
        y = (hb[1] + hb[3]) / 2
        points = [(hb[0], y), (hb[2], y)]
        if swatch.casing is not None:
            draw.line(
                points, fill=swatch.casing, width=int((swatch.width + swatch.casing_width) * SS)
            )
        if swatch.dots and swatch.dash:
            step = swatch.dash[0] * SS
            x = hb[0] + step / 2
            r = swatch.width * SS / 2
            while x < hb[2]:
                draw.ellipse((x - r, y - r, x + r, y + r), fill=swatch.colour)
                x += step
        elif swatch.dash:
            canvas.dashed(
                points, [d * SS for d in swatch.dash], swatch.colour, int(swatch.width * SS)
            )
        else:
            draw.line(points, fill=swatch.colour, width=int(swatch.width * SS))
    else:
        cx, cy = (hb[0] + hb[2]) / 2, (hb[1] + hb[3]) / 2
        draw_symbol(draw, (cx, cy), swatch, 7 * SS, style.INK, style.HALO)


def compass_rose(
    canvas: MapCanvas,
    *,
    radius: int = 44,
    avoid: Sequence[LonLat] = (),
    order: Sequence[str] | None = None,
    near: LonLat | None = None,
) -> Box:
    """An eight-point compass rose with a north mark."""
    size = (2 * radius + 16, 2 * radius + 40)
    box = canvas.find_box(size, avoid, **_where(order, near))
    canvas.reserve(box)
    cx = (box[0] + box[2]) / 2
    cy = box[3] - 8 - radius
    x, y, r = cx * SS, cy * SS, radius * SS
    draw = canvas.draw
    draw.ellipse(
        (x - r * 0.72, y - r * 0.72, x + r * 0.72, y + r * 0.72),
        outline=style.INK,
        width=SS,
        fill=style.PARCHMENT_LIGHT,
    )
    draw.ellipse(
        (x - r * 0.62, y - r * 0.62, x + r * 0.62, y + r * 0.62), outline=style.INK_SOFT, width=SS
    )
    for k in range(8):
        angle = math.radians(k * 45 + 22.5 * 0)
        long = k % 2 == 0
        length = r if long else r * 0.58
        half = r * (0.16 if long else 0.12)
        tip = (x + math.sin(angle) * length, y - math.cos(angle) * length)
        left = (x + math.sin(angle - math.pi / 2) * half, y - math.cos(angle - math.pi / 2) * half)
        right = (x + math.sin(angle + math.pi / 2) * half, y - math.cos(angle + math.pi / 2) * half)
        draw.polygon([(x, y), left, tip], fill=style.INK if long else style.INK_SOFT)
        draw.polygon([(x, y), tip, right], fill=style.PARCHMENT_LIGHT, outline=style.INK)
    rr = r * 0.08
    draw.ellipse((x - rr, y - rr, x + rr, y + rr), fill=style.INK)
    canvas.text((cx, cy - radius - 4), "N", Face.SERIF_BOLD, 22, style.INK, anchor="md")
    return box


def scale_bar(
    canvas: MapCanvas,
    *,
    max_px: int = 200,
    avoid: Sequence[LonLat] = (),
    order: Sequence[str] | None = None,
    near: LonLat | None = None,
) -> Box:
    """A bar in miles (the unit US classrooms use), with round numbers."""
    per_mile = canvas.proj.pixels_per_mile()
    miles = next(
        (m for m in (200, 150, 100, 50, 40, 30, 20, 10, 5, 2, 1) if m * per_mile <= max_px), 1
    )
    length = miles * per_mile
    label = ngettext("%(n)d mile", "%(n)d miles", miles) % {"n": miles}
    size = (int(length) + 60, 56)
    box = canvas.find_box(size, avoid, **_where(order, near))
    canvas.reserve(box)
    x0 = box[0] + 12
    y0 = box[1] + 30
    draw = canvas.draw
    draw.rectangle(
        ((x0 - 3) * SS, (y0 - 3) * SS, (x0 + length + 3) * SS, (y0 + 11) * SS), fill=style.HALO
    )
    for i in range(4):
        a = x0 + length * i / 4
        b = x0 + length * (i + 1) / 4
        draw.rectangle(
            (a * SS, y0 * SS, b * SS, (y0 + 8) * SS),
            fill=style.INK if i % 2 == 0 else style.PARCHMENT_LIGHT,
            outline=style.INK,
            width=SS,
        )
    canvas.text((x0, y0 - 4), "0", Face.SERIF, 18, style.INK, anchor="md")
    canvas.text((x0 + length, y0 - 4), label, Face.SERIF, 18, style.INK, anchor="md")
    return box


def _florida_inset_land(draw: ImageDraw.ImageDraw, proj: Projection, hb: Box) -> None:
    for postal in ("AL", "GA", "FL"):
        colour = style.LAND_FLORIDA if postal == "FL" else style.LAND_OTHER
        for polygon in drawn_state(postal):
            ring = [proj.to_px(p) for p in polygon.outer]
            if abs(ring_area(ring)) < 2:
                continue
            ring = [(min(max(x, hb[0]), hb[2]), min(max(y, hb[1]), hb[3])) for x, y in ring]
            draw.polygon(ring, fill=colour, outline=style.COAST, width=SS)
    lake = [proj.to_px(p) for p in drawn_lake().outer]
    draw.polygon(lake, fill=style.LAKE)


# The east-coast inset of Colonials' locators: Louisiana to Newfoundland, Florida to Quebec.
EAST_INSET_BOUNDS = Bounds(-91.5, 24.5, -58.0, 49.5)


def _east_inset_land(draw: ImageDraw.ImageDraw, proj: Projection, hb: Box) -> None:
    basemap = east_basemap()
    for polygons, colour in basemap.fills:
        for polygon in polygons:
            ring = [proj.to_px(p) for p in polygon.outer]
            if abs(ring_area(ring)) < 40:
                continue
            ring = [(min(max(x, hb[0]), hb[2]), min(max(y, hb[1]), hb[3])) for x, y in ring]
            draw.polygon(ring, fill=colour, outline=style.COAST, width=SS)
    for lake in basemap.lakes:
        ring = [proj.to_px(p) for p in lake.outer]
        if abs(ring_area(ring)) >= 40:
            draw.polygon(ring, fill=style.LAKE)


@dataclass(frozen=True, slots=True)
class InsetArea:
    """What an inset map shows: its lon/lat box, how to draw its land, and its name."""

    bounds: Bounds
    land: Callable[[ImageDraw.ImageDraw, Projection, Box], None]
    title: str
    size: tuple[int, int]


FLORIDA_INSET = InsetArea(FLORIDA_BOUNDS, _florida_inset_land, N_("Florida"), (210, 190))
EAST_INSET = InsetArea(EAST_INSET_BOUNDS, _east_inset_land, N_("East coast"), (200, 196))


def inset(
    canvas: MapCanvas,
    *,
    size: tuple[int, int] | None = None,
    avoid: Sequence[LonLat] = (),
    order: Sequence[str] | None = None,
    near: LonLat | None = None,
    marker: LonLat | None = None,
    area: InsetArea = FLORIDA_INSET,
) -> Box:
    """A small map of the whole region with a box showing where the main map is."""
    box = canvas.find_box(size or area.size, avoid, **_where(order, near))
    canvas.panel(box, double=False)
    inner = (box[0] + 6, box[1] + 6, box[2] - 6, box[3] - 6)
    proj = Projection.fit(area.bounds, inner).scaled(SS)
    draw = canvas.draw
    hb = (inner[0] * SS, inner[1] * SS, inner[2] * SS, inner[3] * SS)
    draw.rectangle(hb, fill=style.SEA)
    area.land(draw, proj, hb)
    view = canvas.bounds
    x0, y0 = proj.to_px((view.west, view.north))
    x1, y1 = proj.to_px((view.east, view.south))
    x0, x1 = max(x0, hb[0]), min(x1, hb[2])
    y0, y1 = max(y0, hb[1]), min(y1, hb[3])
    if x1 - x0 < 10 * SS:
        mid = (x0 + x1) / 2
        x0, x1 = mid - 5 * SS, mid + 5 * SS
    if y1 - y0 < 10 * SS:
        mid = (y0 + y1) / 2
        y0, y1 = mid - 5 * SS, mid + 5 * SS
    draw.rectangle((x0, y0, x1, y1), outline=style.HALO, width=5 * SS)
    draw.rectangle((x0, y0, x1, y1), outline=style.HIGHLIGHT, width=3 * SS)
    if marker is not None:
        mx, my = proj.to_px(marker)
        r = 4 * SS
        draw.ellipse(
            (mx - r, my - r, mx + r, my + r), fill=style.HIGHLIGHT, outline=style.HALO, width=SS
        )
    draw.rectangle(hb, outline=style.INK, width=SS)
    canvas.text((box[0] + 12, box[1] + 10), drawn(area.title), Face.SERIF_ITALIC, 18, style.INK)
    return box


def east_inset(canvas: MapCanvas, **kwargs: Any) -> Box:
    return inset(canvas, area=EAST_INSET, **kwargs)


def edge_pointer(
    canvas: MapCanvas, origin: LonLat, target: LonLat, name: str, distance: bool = True
) -> bool:
    """For a place beyond the map's edge: an arrow at the edge, its name and distance.

    Drawn before the panels, and only where arrow and text both fit clear of the symbols
    (beside another site the text would read as that site's). Returns whether it was drawn.
    """
    ox, oy = canvas.px(origin)
    tx, ty = canvas.px(target)
    left, top, right, bottom = canvas.content
    margin = 26
    dx, dy = tx - ox, ty - oy
    # Follow the line from the origin toward the target until just inside the frame.
    t_edge = 1.0
    for edge, delta, start in (
        (left + margin, dx, ox),
        (right - margin, dx, ox),
        (top + margin, dy, oy),
        (bottom - margin, dy, oy),
    ):
        if delta:
            t = (edge - start) / delta
            if 0 < t < t_edge:
                t_edge = t
    ax, ay = ox + dx * t_edge, oy + dy * t_edge
    angle = math.atan2(dy, dx)
    length, head = 34, 12
    bx, by = ax - math.cos(angle) * length, ay - math.sin(angle) * length
    if any(math.hypot(x - bx, y - by) < 90 for x, y in canvas.placer.owners.values()):
        return False
    miles = distance_km(origin, target) / KM_PER_MILE
    rounded = round(miles / 5) * 5
    text = (
        # Translators: a place beyond the map's edge and its distance ("San Marcos, 175 miles").
        _("{place}, {miles} miles").format(place=drawn(name), miles=rounded)
        if distance
        else drawn(name)
    )
    face, size = Face.SERIF_ITALIC, style.SIZE_LABEL_SMALL
    width, height = text_size([(text, face, size)])
    # The text sits behind the arrow's tail, on the map side, kept inside the frame.
    if abs(dx) >= abs(dy):
        tx0 = bx - 6 - width if dx > 0 else bx + 6
        ty0 = by - height / 2
    else:
        tx0 = bx - width / 2
        ty0 = by + 6 if dy < 0 else by - 6 - height
    tx0 = min(max(tx0, left + 4), right - 4 - width)
    ty0 = min(max(ty0, top + 4), bottom - 4 - height)
    text_box = (tx0 - 3, ty0 - 3, tx0 + width + 3, ty0 + height + 3)
    arrow_box = (min(ax, bx) - 8, min(ay, by) - 8, max(ax, bx) + 8, max(ay, by) + 8)
    if not (canvas.placer.is_free(text_box) and canvas.placer.is_free(arrow_box)):
        return False
    draw = canvas.draw
    draw.line([(bx * SS, by * SS), (ax * SS, ay * SS)], fill=style.HALO, width=8 * SS)
    draw.line([(bx * SS, by * SS), (ax * SS, ay * SS)], fill=style.INK, width=3 * SS)
    tip = [(ax + math.cos(angle) * 4, ay + math.sin(angle) * 4)]
    for side in (1, -1):
        tip.append(
            (ax - math.cos(angle + side * 0.5) * head, ay - math.sin(angle + side * 0.5) * head)
        )
    draw.polygon([(x * SS, y * SS) for x, y in tip], fill=style.INK, outline=style.HALO)
    canvas.reserve(arrow_box)
    canvas.reserve(text_box)
    canvas.text((tx0, ty0), text, face, size, style.INK)
    return True
