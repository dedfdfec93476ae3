"""The session's event history in a save file: the events as JSON (``Event.to_dict``) read back
with ``events.event_from_dict``, each value checked against its field's type and range.

The history only feeds the recap and the lessons met; the game itself is checked by the
engine (``Game.from_dict``). So a damaged history never stops a game from opening: reading it
raises ``HistoryError`` and the caller drops it with a message.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from florida_history.engine import events as ev
from florida_history.engine.cards import DECK
from florida_history.engine.state import HAZARDS, PHASES, POWERS

SPACE_FIELDS = {"space", "to_space", "from_space"}
CARD_FIELDS = {"card", "committed"}


class HistoryError(ValueError):
    """A saved event history that cannot be trusted (for the recap)."""


def events_to_json(events: list[ev.Event]) -> list[dict[str, Any]]:
    return [e.to_dict() for e in events]


def events_from_json(items: Any) -> list[ev.Event]:
    """Rebuild the events; raise HistoryError naming the first one that is wrong."""
    if not isinstance(items, list):
        raise HistoryError("the event list is not a list")
    out: list[ev.Event] = []
    for i, item in enumerate(items):
        if not isinstance(item, dict):
            raise HistoryError(f"event {i + 1} is not an object")
        try:
            event = ev.event_from_dict(item)
        except (ValueError, KeyError, TypeError) as exc:
            raise HistoryError(f"event {i + 1} is damaged ({exc})") from None
        for f in dataclasses.fields(event):
            if not _valid(f.name, str(f.type), getattr(event, f.name)):
                raise HistoryError(f"event {i + 1} ({event.type}) has a wrong {f.name!r}")
        out.append(event)
    return out


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _valid(name: str, annotation: str, value: Any) -> bool:
    if annotation.endswith("| None"):
        if value is None:
            return True
        annotation = annotation[: -len("| None")].strip()
    if annotation == "int":
        if not _is_int(value):
            return False
        if name in SPACE_FIELDS:
            return 1 <= value <= 36
        if name in CARD_FIELDS:
            return 0 <= value < len(DECK)
        return True
    if annotation == "bool":
        return isinstance(value, bool)
    if annotation == "Power":
        return value in POWERS
    if annotation == "str":
        if name == "hazard":
            return value in HAZARDS
        if name == "phase":
            return value in PHASES
        return isinstance(value, str)
    if annotation.startswith("tuple["):
        if not isinstance(value, tuple):
            return False
        inner = annotation[len("tuple[") : -1].split(",")[0].strip()
        if annotation == "tuple[int, int]" and len(value) != 2:
            return False
        if inner == "str" and name != "hazards":  # e.g. an income breakdown: words or ids
            return all(isinstance(v, str) or _is_int(v) for v in value)
        item_name = {"committed": "card", "path": "space", "hazards": "hazard"}.get(name, name)
        return all(_valid(item_name, inner, v) for v in value)
    if annotation == "dict[str, int]":
        return isinstance(value, dict) and all(k in POWERS and _is_int(v) for k, v in value.items())
    return False  # a field type this reader does not know: better no recap than a wrong one
