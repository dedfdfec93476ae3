"""The ``AnyEvent`` union is what makes the type checker list every consumer to change when an
event is added: it must name every event class the engine can emit, and nothing else."""

from __future__ import annotations

import dataclasses
import inspect
from typing import get_args

from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.engine.state import (
    DECISION_KINDS,
    HAZARDS,
    PHASES,
    DecisionKind,
    Hazard,
    Phase,
)
from florida_history.games.colonial_florida.lessons import OPENING_EVENTS, lessons_for_event


def test_the_event_union_names_every_event_class_in_the_events_module() -> None:
    defined = {
        cls
        for _, cls in inspect.getmembers(ev, inspect.isclass)
        if issubclass(cls, ev.Event) and cls is not ev.Event
    }
    assert set(ev.EVENT_TYPES) == defined
    assert set(ev.Event.registry.values()) == defined


def test_an_event_read_back_from_json_is_a_member_of_the_union() -> None:
    e = ev.HazardMoved("pirate", 1, 4, (2, 3, 4), (3,), True)
    back = ev.event_from_dict(e.to_dict())
    assert back == e
    assert isinstance(back, ev.EVENT_TYPES)


def test_the_name_tuples_hold_exactly_the_literal_names_in_board_order() -> None:
    assert HAZARDS == get_args(Hazard)
    assert PHASES == get_args(Phase)
    assert DECISION_KINDS == get_args(DecisionKind)


def test_the_colonials_event_union_names_every_colonials_event_class() -> None:
    from florida_history.games.colonials.engine import events as cev

    defined = {
        cls
        for _, cls in inspect.getmembers(cev, inspect.isclass)
        if issubclass(cls, cev.Event) and cls is not cev.Event
    }
    assert set(cev.EVENT_TYPES) == defined
    assert set(cev.Event.registry.values()) == defined


def _an_instance(cls: type[ev.Event]) -> ev.AnyEvent:
    """Any well-typed instance of an event class (values only need the right kind)."""
    values: dict[str, object] = {}
    for f in dataclasses.fields(cls):
        kind = str(f.type)
        if kind.startswith("tuple"):
            values[f.name] = ()
        elif kind.startswith("dict"):
            values[f.name] = {}
        elif kind == "bool":
            values[f.name] = False
        elif kind.startswith("int"):
            values[f.name] = 3
        else:
            values[f.name] = "spanish"
    event = cls(**values)
    assert isinstance(event, ev.EVENT_TYPES)
    return event  # type: ignore[return-value]


def test_only_the_opening_events_can_open_a_lesson() -> None:
    for cls in ev.EVENT_TYPES:
        if cls not in OPENING_EVENTS:
            assert lessons_for_event(_an_instance(cls), round_number=2) == [], cls.__name__
    assert lessons_for_event(ev.CardDrawn("spanish", 3, 0)) != []
