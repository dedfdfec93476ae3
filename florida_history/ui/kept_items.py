"""Canvas items kept between drawings: a drawing describes its items, and only what differs
from last time reaches Tk.

Deleting and creating a board's ~250 items on every redraw was most of a redraw (and of
Ctrl+plus): Tk parses every option again and repaints the whole canvas. Here each group of
items (one space's markers, one card list) is compared with the group drawn last time. The
same shape (the same kinds of item with the same option names, in the same order) keeps its
items: only changed coordinates and options are sent, so an unchanged space costs nothing in
Tk and a moved pawn is one ``coords`` call. A different shape is drawn again as a whole, so
the items of a group always stack in the order they are described.
"""

from __future__ import annotations

import tkinter as tk
from typing import Any, NamedTuple


class Spec(NamedTuple):
    """One canvas item as a drawing describes it."""

    kind: str  # "rectangle", "text", "oval", "polygon", "image", "line"
    coords: tuple[float, ...]
    options: dict[str, Any]


class KeptItems:
    """The items a canvas keeps, by group name; ``sync`` brings a group up to a description."""

    def __init__(self, canvas: tk.Canvas) -> None:
        self.canvas = canvas
        self._groups: dict[str, tuple[list[int], list[Spec]]] = {}
        self.created: set[str] = set()  # groups created since cleared (to stack them)

    def __contains__(self, group: str) -> bool:
        return group in self._groups

    def groups(self) -> list[str]:
        return list(self._groups)

    def ids(self, group: str) -> list[int]:
        got = self._groups.get(group)
        return list(got[0]) if got else []

    def sync(self, group: str, specs: list[Spec]) -> list[int]:
        """Make ``group`` show ``specs``; returns its item ids, in the order of ``specs``."""
        canvas = self.canvas
        old = self._groups.get(group)
        if old is not None and _same_shape(old[1], specs):
            ids, before = old
            for item, was, now in zip(ids, before, specs, strict=True):
                if was.coords != now.coords:
                    canvas.coords(item, *now.coords)
                changed = {k: v for k, v in now.options.items() if was.options[k] != v}
                if changed:
                    canvas.itemconfigure(item, **changed)
            self._groups[group] = (ids, specs)
            return ids
        if old is not None:
            canvas.delete(*old[0])
        ids = [canvas._create(s.kind, s.coords, s.options) for s in specs]  # type: ignore[attr-defined]
        self._groups[group] = (ids, specs)
        if ids:
            self.created.add(group)
        return ids

    def drop(self, group: str) -> None:
        """Delete a group's items (a card list no longer shown)."""
        old = self._groups.pop(group, None)
        if old is not None and old[0]:
            self.canvas.delete(*old[0])

    def forget_all(self) -> None:
        """The canvas was cleared by someone else: start again from nothing."""
        self._groups.clear()


def _same_shape(a: list[Spec], b: list[Spec]) -> bool:
    if len(a) != len(b):
        return False
    for x, y in zip(a, b, strict=True):
        if (
            x.kind != y.kind
            or len(x.coords) != len(y.coords)
            or x.options.keys() != y.options.keys()
        ):
            return False
    return True


class Recorder:
    """Collects the items a drawing function describes (``put``) for one group."""

    __slots__ = ("specs",)

    def __init__(self) -> None:
        self.specs: list[Spec] = []

    def put(self, kind: str, *coords: float, **options: Any) -> None:
        self.specs.append(Spec(kind, tuple(coords), options))


def configure_changed(widget: tk.Misc, **options: Any) -> None:
    """Configure only the options whose value differs from the widget's own: a label
    configured with the same text still makes Tk measure and lay it out again (the side
    panel's refresh after every action was mostly that). Asking is cheap, and the widget's
    own value counts (high contrast recolours widgets behind everyone's back)."""
    changed = {k: v for k, v in options.items() if str(widget.cget(k)) != str(v)}
    if changed:
        widget.configure(**changed)
