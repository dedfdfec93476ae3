"""Colonials' maps of eastern North America: the powers' colonies, locators and themes.

Drawn by the same kit as Colonial Florida's maps (``compose`` with the east-coast
``Region``). Areas and routes are approximate and hand-drawn (``col_places``); every map
that shows them says so, and every map that draws modern state lines says they are not
colonial borders.
"""

from __future__ import annotations

from PIL import Image

from florida_history.maps import col_places as cp
from florida_history.maps import style
from florida_history.maps.compose import AreaLabel, MapSpec, SiteMark, compose, frame_within
from florida_history.maps.east import (
    EAST_REGION,
    STATE_LINE,
    STATE_LINE_NOTE,
    STATE_LINE_TEXT,
    data_limits,
)
from florida_history.maps.labels import Side
from florida_history.maps.ornaments import LegendEntry
from florida_history.maps.places import display_point
from florida_history.maps.projection import Bounds
from florida_history.maps.render import Area
from florida_history.maps.scenes import pointers_to

APPROXIMATE = "All areas are approximate. Native nations held most of this land."
STATE_LINE_ENTRY = LegendEntry(STATE_LINE, STATE_LINE_TEXT, STATE_LINE_NOTE)


def _spec(title: str, subtitle: str, interest: Bounds, **kwargs) -> MapSpec:
    """A MapSpec on the east-coast region (no Florida context sites)."""
    kwargs.setdefault("context", False)
    kwargs.setdefault("state_lines", False)
    return MapSpec(title, subtitle, interest, region=EAST_REGION, florida_name=False,
                   **kwargs)


# --- the powers' colonies ----------------------------------------------------------------
OVERVIEW_VIEW = Bounds(-91.0, 26.0, -58.5, 49.5)


def overview_1650(name: str) -> Image.Image:
    marks = [SiteMark(s) for s in (
        cp.site("quebec"), cp.site("montreal"), cp.site("boston"),
        cp.renamed("new-york", "New Amsterdam"), cp.renamed("albany", "Fort Orange"),
        cp.site("jamestown"), cp.site("st-marys-city"), cp.site("st-augustine"))]
    areas = [Area(cp.NEW_FRANCE_1650, cp.FRANCE_LOOK), Area(cp.ENGLAND_1650, cp.ENGLAND_LOOK),
             Area(cp.NEW_NETHERLAND_1650, cp.NETHERLANDS_LOOK),
             Area(cp.SPAIN_1650, cp.SPAIN_LOOK)]
    labels = [
        AreaLabel((-73.0, 47.6), "NEW FRANCE", ("France",), colour=style.BLUE, size=20),
        AreaLabel((-69.3, 42.6), "NEW ENGLAND", ("England",), size=20,
                  sides=(Side.E, Side.SE, Side.NE)),
        AreaLabel((-74.0, 41.6), "NEW NETHERLAND", ("the Netherlands",), size=20,
                  sides=(Side.W, Side.SW, Side.NW)),
        AreaLabel((-76.6, 37.4), "VIRGINIA & MARYLAND", ("England",), size=20,
                  sides=(Side.W, Side.SW, Side.S)),
        AreaLabel((-83.0, 30.2), "SPANISH FLORIDA", ("Spain",), size=20,
                  sides=(Side.W, Side.NW, Side.SW, Side.S)),
    ]
    legend = [LegendEntry(cp.ENGLAND_LOOK, "England"),
              LegendEntry(cp.FRANCE_LOOK, "France"),
              LegendEntry(cp.NETHERLANDS_LOOK, "The Netherlands"),
              LegendEntry(cp.SPAIN_LOOK, "Spain")]
    spec = _spec("Colonies around 1650", "Four European powers held small colonies on the "
                 "coast and the rivers", OVERVIEW_VIEW, areas=areas, area_labels=labels,
                 marks=marks, legend=legend, legend_title="Colonies of",
                 legend_footnote=APPROXIMATE, second_names=False, inset=False,
                 river_names=False)
    return compose(name, spec)


def overview_1750(name: str) -> Image.Image:
    marks = [SiteMark(cp.site(s)) for s in (
        "quebec", "montreal", "louisbourg", "boston", "new-york", "philadelphia",
        "williamsburg", "charleston", "st-augustine", "new-orleans")]
    areas = [Area(cp.FRANCE_1750, cp.FRANCE_LOOK), Area(cp.BRITAIN_1750, cp.ENGLAND_LOOK),
             Area(cp.SPAIN_1750, cp.SPAIN_LOOK)]
    labels = [
        AreaLabel((-86.0, 44.0), "NEW FRANCE", ("France: Canada",), colour=style.BLUE,
                  size=20),
        AreaLabel((-90.3, 36.0), "LOUISIANA", ("France",), colour=style.BLUE, size=20),
        AreaLabel((-77.5, 38.2), "BRITISH", ("colonies",), size=20,
                  sides=(Side.CENTER, Side.W, Side.SW)),
        AreaLabel((-81.6, 28.6), "FLORIDA", ("Spain",), size=20),
    ]
    legend = [LegendEntry(cp.ENGLAND_LOOK, "Britain"),
              LegendEntry(cp.FRANCE_LOOK, "France"),
              LegendEntry(cp.SPAIN_LOOK, "Spain")]
    spec = _spec("Colonies around 1750", "Britain, France and Spain; the Dutch colony had "
                 "become English New York in 1664. Spain also held Texas, Mexico and Cuba.", OVERVIEW_VIEW, areas=areas,
                 area_labels=labels, marks=marks, legend=legend, legend_title="Colonies of",
                 legend_footnote="All areas are approximate. Claims reached further than "
                 "control; Native nations held most of this land.", second_names=False,
                 inset=False, river_names=False)
    return compose(name, spec)


# --- locators ----------------------------------------------------------------------------
LOCATOR_SPAN = (4.4, 3.0)  # degrees of longitude and latitude around the place


def locator(name: str, slug: str) -> Image.Image:
    """One place, highlighted, its neighbours named, modern state lines (said so), inset."""
    place = cp.SITE_BY_SLUG[slug]
    lon, lat = place.point
    span_lon, span_lat = LOCATOR_SPAN
    interest = Bounds(lon - span_lon / 2, lat - span_lat / 2, lon + span_lon / 2,
                      lat + span_lat / 2)
    _, view = frame_within(interest, data_limits())
    inner = Bounds(view.west + 0.08, view.south + 0.08, view.east - 0.08, view.north - 0.08)
    visible = {s.slug for s in cp.LOCATOR_SITES if inner.contains(display_point(s))}
    marks = [SiteMark(s, highlight=s.slug == slug) for s in cp.LOCATOR_SITES
             if s.slug in visible]
    marks += [SiteMark(s, muted=True) for s in cp.CONTEXT_SITES
              if inner.contains(display_point(s))]
    spec = _spec(place.name, place.caption, interest, marks=marks, inset=True,
                 inset_marker=place.point, state_lines=True,
                 pointers=pointers_to(place, visible, cp.LOCATOR_SITES),
                 legend=[STATE_LINE_ENTRY], second_names=frozenset({slug}))
    return compose(name, spec)

