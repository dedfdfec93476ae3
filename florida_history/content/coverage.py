"""Which lessons the game needs: every space, card kind, hazard, nation, disease and power."""

from __future__ import annotations

from florida_history.content.lessons import LessonLibrary
from florida_history.games.colonial_florida import lessons as picking
from florida_history.games.colonial_florida.engine.board import SPACES
from florida_history.games.colonial_florida.engine.cards import KINDS

EXTRA_REQUIRED: tuple[str, ...] = (
    "hazard-hurricane",
    "hazard-pirates",
    "hazard-native-raid",
    "hazard-disease",
    "pirates-bandits",
    "pirates-outlaws",
    "pirates-corsairs",
    "pirates-slavers",
    "pirates-wreckers",
    "pirates-buccaneers",
    "nation-seminole",
    "nation-miccosukee",
    "nation-tequesta",
    "nation-tocobaga",
    "nation-timucua",
    "nation-apalachee",
    "nation-calusa",
    "nation-choctaw",
    "disease-yellow-fever",
    "disease-malaria",
    "disease-typhus",
    "disease-cholera",
    "disease-native-epidemics",
    "power-spain",
    "power-britain",
    "power-france",
    "topic-changes-of-flag",
    "topic-native-peoples",
    "topic-fort-mose",
)


def required_lessons() -> list[str]:
    """Every lesson id the game can open or the curriculum promises."""
    ids = [s.lesson_id for s in SPACES] + [k.lesson_id for k in KINDS] + list(EXTRA_REQUIRED)
    for table in (
        picking.NATIONS_BY_SETTLEMENT,
        picking.PIRATES_BY_SETTLEMENT,
        picking.DISEASES_BY_SETTLEMENT,
    ):
        for options in table.values():
            ids.extend(options)
    return list(dict.fromkeys(ids))


def missing_lessons(library: LessonLibrary) -> list[str]:
    """Lessons either game can open that are not in the library (Colonials' come from its
    own card → lesson table)."""
    from florida_history.games.colonials.lessons import required_lessons as colonials_required

    wanted = required_lessons() + colonials_required()
    return [lesson_id for lesson_id in dict.fromkeys(wanted) if lesson_id not in library]
