"""The exit ticket asks about the lessons met (shown on screen); with fewer than three, lessons
from the game's events fill it, each such question marked and the ticket saying why."""

from __future__ import annotations

import datetime as dt

import pytest

from florida_history.classroom import exit_ticket
from florida_history.classroom.exit_ticket import ENOUGH_MET, FROM_EVENTS, build_ticket, to_html
from florida_history.content import load_library

EVENTS = ["space-cowford", "hazard-hurricane", "nation-calusa", "space-st-augustine"]


@pytest.fixture(scope="module")
def lib():
    return load_library()


def test_with_enough_lessons_met_only_they_are_asked(lib):
    met = ["space-st-augustine", "hazard-hurricane", "nation-timucua"]
    assert len(met) == ENOUGH_MET
    t = build_ticket(lib, met, 12, from_events=EVENTS)
    assert {q.lesson_id for q in t.questions} <= set(met)
    assert not any(q.from_events for q in t.questions) and t.note == ""


def test_one_lesson_met_then_marked_questions_from_the_games_events(lib):
    t = build_ticket(lib, ["space-st-augustine"], 12, from_events=EVENTS)
    assert t.questions[0].lesson_id == "space-st-augustine" and not t.questions[0].from_events
    extra = [q for q in t.questions if q.from_events]
    assert extra and {q.lesson_id for q in extra} <= {
        "space-cowford",
        "hazard-hurricane",
        "nation-calusa",
    }
    assert all(q.lesson_id != "space-st-augustine" for q in extra)
    assert t.note.startswith("Only 1 lesson was read in this game, so some questions")
    assert FROM_EVENTS in t.note
    page = to_html(t, dt.datetime(2026, 3, 1, 10, 0))
    assert page.count(FROM_EVENTS.replace("'", "&#x27;")) == len(extra) + 1  # each, and the note


def test_no_lesson_met_asks_about_the_games_events_and_says_so(lib):
    t = build_ticket(lib, [], 12, from_events=EVENTS)
    assert t.questions and all(q.from_events for q in t.questions)
    assert t.note.startswith("No lesson was read in this game, so the questions are about")


def test_nothing_met_and_no_events_gives_an_empty_ticket_that_says_why(lib):
    t = build_ticket(lib, [], 12)
    assert t.questions == [] and t.note == "No lesson was read in this game."


def test_two_met_is_still_too_few(lib):
    t = exit_ticket.build_ticket(
        lib, ["space-st-augustine", "nation-calusa"], 5, from_events=EVENTS
    )
    assert t.note.startswith("Only 2 lessons were read")
