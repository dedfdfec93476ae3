"""Colonials' event → lesson mapping (issue 15): every one of the 146 cards opens a lesson
that exists, each power's first turn opens its colonies, a raid opens the two powers' rivalry."""

from __future__ import annotations

import pytest

from florida_history.content import load_library
from florida_history.content.coverage import missing_lessons
from florida_history.games.colonials.engine import events as ev
from florida_history.games.colonials.engine.cards import DECK, card_number
from florida_history.games.colonials.lessons import (
    CARD_LESSON,
    POWER_LESSON,
    lessons_for_event,
    lessons_for_events,
    required_lessons,
    rivalry_lesson,
)
from florida_history.registry import GAMES


@pytest.fixture(scope="module")
def library():
    return load_library()


def test_every_card_maps_to_a_colonials_lesson_that_exists(library) -> None:
    assert sorted(CARD_LESSON) == sorted(card.id for card in DECK)  # all 146, none extra
    for card_id, lesson_id in CARD_LESSON.items():
        lesson = library.get(lesson_id)
        assert lesson is not None and lesson.game == "colonials", (card_id, lesson_id)
    assert [x for x in required_lessons() if x not in library] == []
    assert missing_lessons(library, GAMES) == []


def test_cards_of_one_kind_share_a_lesson_and_classroom_named_cards_show_both_names(library):
    peace = {CARD_LESSON[c] for c in ("peace-pact", "peace-treaty", "armistice")}
    assert peace == {"col-treaties"}
    assert CARD_LESSON["slaves"] == "col-enslaved-africans"
    assert library.get("col-enslaved-africans").original_name == "Slaves"
    assert library.get("col-subscription-library").original_name == "Public Library"
    # The eight "draw 3" Events each have their own lesson.
    draw3 = (
        "free-land",
        "self-government",
        "self-sufficiency",
        "confederation",
        "european-war",
        "mayflower-compact",
        "poor-richards-almanac",
        "the-great-awakening",
    )
    assert len({CARD_LESSON[c] for c in draw3}) == 8


def test_events_open_the_lesson_of_the_card_played_the_power_and_the_rivalry() -> None:
    smallpox = card_number("smallpox")
    played = ev.HardshipPlayed(player="english", card=smallpox, target="french", roll=4, lost=4)
    assert lessons_for_event(played) == ["col-smallpox"]
    assert lessons_for_event(ev.TurnStarted(player="dutch", round=1)) == ["col-netherlands"]
    raid = ev.RaidDeclared(raider="french", target="english", combatants=2)
    assert lessons_for_event(raid) == ["col-rivals-england-france"]
    assert rivalry_lesson("spanish", "english") == "col-rivals-england-spain"
    assert set(POWER_LESSON) == {"english", "french", "spanish", "dutch"}


def test_a_power_lesson_opens_only_on_its_first_turn() -> None:
    seen: set[str] = set()
    first = lessons_for_events([ev.TurnStarted(player="english", round=1)], seen)
    again = lessons_for_events([ev.TurnStarted(player="english", round=1)], seen)
    assert first == ["col-england"] and again == []
