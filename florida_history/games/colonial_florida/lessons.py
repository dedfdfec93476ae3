"""Which lessons an engine event should open.

Landing on a settlement opens that settlement; a drawn card opens its card; a hurricane striking
a settlement opens the hurricane lesson; a pirate raid opens the kind of sea raider that fits that
place; a Native raid opens the nation whose homeland the settlement lay in; an epidemic opens a
disease that struck that place (cholera's lesson explains that it is an anachronism). Where a
place fits more than one nation or disease (different periods), the game's round picks among
them, so a class meets several over a game and a game number always picks the same ones.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import assert_never

from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.engine.board import SPACES, is_settlement
from florida_history.games.colonial_florida.engine.board import space as board_space
from florida_history.games.colonial_florida.engine.cards import KINDS, kind_of
from florida_history.games.colonial_florida.engine.state import GameState

HURRICANE_LESSON = "hazard-hurricane"
PIRATES_LESSON = "hazard-pirates"
NATIVE_RAID_LESSON = "hazard-native-raid"
DISEASE_LESSON = "hazard-disease"

# Native homelands by settlement (fact sheet section C): earlier peoples first, then the
# Creek/Seminole towns of the 1700s. Cape Canaveral was Ais country; the Ais are not among the
# nations the rules name, so the overview of Florida's Native peoples opens there.
NATIONS_BY_SETTLEMENT: dict[int, tuple[str, ...]] = {
    3: ("nation-timucua", "nation-seminole"),  # St Augustine
    6: ("nation-timucua", "nation-seminole"),  # Cowford, lower St Johns
    9: ("nation-timucua", "nation-seminole"),  # New Smyrna (Mosquito Lagoon remnants)
    12: ("nation-timucua",),  # Fort Caroline (Saturiwa chiefdom)
    15: ("nation-timucua", "nation-seminole"),  # Fort Matanzas
    18: ("nation-timucua", "nation-seminole"),  # Fort Picolata (Picolata treaty 1765)
    21: ("topic-native-peoples",),  # Cape Canaveral (Ais)
    24: ("nation-tequesta", "nation-calusa"),  # Santa Maria de Loreto (Biscayne Bay)
    27: ("nation-apalachee", "nation-seminole"),  # San Luis
    30: ("nation-apalachee", "nation-miccosukee"),  # San Marcos
    33: ("nation-seminole", "nation-choctaw"),  # Pensacola (Creek siege 1707; Choctaw, W. Fla.)
    36: ("nation-apalachee", "nation-miccosukee"),  # Tallahassee
}

# Sea raiders that fit each place (fact sheet section E).
PIRATES_BY_SETTLEMENT: dict[int, tuple[str, ...]] = {
    3: ("pirates-buccaneers", "pirates-corsairs"),  # Searle 1668, Drake 1586
    6: ("pirates-outlaws", "pirates-bandits"),  # Amelia Island smugglers nearby, 1807-1817
    9: ("pirates-wreckers", "pirates-corsairs"),
    12: ("pirates-corsairs", "pirates-outlaws"),  # French deserters turned pirate, 1564-65
    15: ("pirates-corsairs", "pirates-buccaneers"),
    18: ("pirates-bandits", "pirates-outlaws"),
    21: ("pirates-wreckers", "pirates-corsairs"),  # wrecks off the cape
    24: ("pirates-wreckers", "pirates-slavers"),  # reef wreckers; slave raids on the south
    27: ("pirates-slavers", "pirates-bandits"),  # 1704 raids on Apalachee
    30: ("pirates-buccaneers", "pirates-outlaws"),  # pirates burned the fort 1682; Bowles 1800
    33: ("pirates-corsairs", "pirates-buccaneers"),
    36: ("pirates-slavers", "pirates-outlaws"),
}

# Diseases that fit each place (fact sheet section D). Cholera is in the rules' list but never
# reached colonial Florida; it appears now and then so its lesson can say so.
DISEASES_BY_SETTLEMENT: dict[int, tuple[str, ...]] = {
    3: ("disease-yellow-fever", "disease-typhus", "disease-native-epidemics"),
    6: ("disease-native-epidemics", "disease-cholera"),
    9: ("disease-malaria", "disease-yellow-fever"),  # New Smyrna's insect-borne diseases
    12: ("disease-native-epidemics", "disease-typhus"),
    15: ("disease-yellow-fever", "disease-cholera"),
    18: ("disease-native-epidemics", "disease-malaria"),
    21: ("disease-native-epidemics", "disease-cholera"),
    24: ("disease-native-epidemics", "disease-yellow-fever"),
    27: ("disease-native-epidemics", "disease-typhus"),
    30: ("disease-yellow-fever", "disease-malaria"),
    33: ("disease-yellow-fever", "disease-malaria"),  # 1764-65 fever; "graveyard for Britons"
    36: ("disease-native-epidemics", "disease-cholera"),
}


def lesson_for_space(number: int) -> str:
    lesson = _SPACE_LESSONS.get(number)
    return lesson if lesson is not None else board_space(number).lesson_id  # raises: no space


# Every space's lesson id, made once (simulations ask for one at every landing).
_SPACE_LESSONS: dict[int, str] = {s.number: s.lesson_id for s in SPACES}


def lesson_for_card(card: int) -> str:
    return kind_of(card).lesson_id


def _pick(options: tuple[str, ...], round_number: int) -> str:
    return options[(max(round_number, 1) - 1) % len(options)]


def nation_for_raid(space: int, round_number: int) -> str:
    return _pick(NATIONS_BY_SETTLEMENT.get(space, (NATIVE_RAID_LESSON,)), round_number)


def pirates_for_raid(space: int, round_number: int) -> str:
    return _pick(PIRATES_BY_SETTLEMENT.get(space, (PIRATES_LESSON,)), round_number)


def disease_for_epidemic(space: int, round_number: int) -> str:
    return _pick(DISEASES_BY_SETTLEMENT.get(space, (DISEASE_LESSON,)), round_number)


# The only events that can open a lesson: ``lessons_for_event`` gives no lesson for any other
# (a test checks), so a caller pricing every event of many games skips the rest by their type.
OPENING_EVENTS: frozenset[type[ev.Event]] = frozenset(
    {ev.PawnMoved, ev.HeadStartFounded, ev.CardDrawn, ev.HazardMoved, ev.RaidStarted}
)


def lessons_for_event(event: ev.AnyEvent, round_number: int = 1) -> list[str]:
    """The lesson ids one event opens (often none)."""
    match event:
        case ev.PawnMoved():
            if is_settlement(event.to_space):
                return [lesson_for_space(event.to_space)]
            return []
        case ev.HeadStartFounded():  # R25a: the class meets each colony before the first roll
            return [lesson_for_space(event.space)]
        case ev.CardDrawn():
            return [lesson_for_card(event.card)]
        case ev.HazardMoved():
            if not event.struck_settlement:
                return []
            if event.hazard == "hurricane":
                return [HURRICANE_LESSON]
            if event.hazard == "disease":
                return [disease_for_epidemic(event.to_space, round_number)]
            return []  # a raid hazard: its RaidStarted opens the lesson
        case ev.RaidStarted():
            if event.hazard == "pirate":
                return [pirates_for_raid(event.space, round_number)]
            return [nation_for_raid(event.space, round_number)]
        case (
            ev.RoundStarted()
            | ev.PhaseStarted()
            | ev.DiceRolled()
            | ev.RazeMarkersRemoved()
            | ev.RazeMarkersPlaced()
            | ev.CardChecked()
            | ev.CardDestroyed()
            | ev.CombatantKilled()
            | ev.CombatRolled()
            | ev.RaidResolved()
            | ev.IncomePaid()
            | ev.IncomeWithheld()
            | ev.GoldChanged()
            | ev.GameWon()
            | ev.TurnStarted()
            | ev.TurnSkipped()
            | ev.MoveDiceRolled()
            | ev.SettlementFounded()
            | ev.FoundingFailed()
            | ev.DeckReshuffled()
            | ev.NoCardDrawn()
            | ev.AttackAvailable()
            | ev.CombatantCommitted()
            | ev.AttackDeclined()
            | ev.AttackStarted()
            | ev.AttackResolved()
            | ev.SettlementConquered()
            | ev.CombatantTransferred()
            | ev.CombatantMoved()
            | ev.TurnEnded()
        ):
            return []
        case _:
            assert_never(event)


def lessons_for_events(events: Iterable[ev.AnyEvent], state: GameState | None = None) -> list[str]:
    """Lesson ids for a batch of events, in order, each once."""
    round_number = state.round if state is not None else 1
    out: list[str] = []
    for event in events:
        for lesson_id in lessons_for_event(event, round_number):
            if lesson_id not in out:
                out.append(lesson_id)
    return out


def lesson_rank(lesson_id: str) -> int:
    """Which lessons matter most when several arrive together (0 first): a settlement's or a
    card's own lesson, then the Native nation or sea raiders met in a raid, then hazards and
    diseases (the hurricane and the fevers come back again and again)."""
    if lesson_id.startswith(("space-", "card-", "settlement-", "power-")):
        return 0
    if lesson_id.startswith(("nation-", "pirates-")):
        return 1
    return 2


# Lessons the curriculum promises beyond the spaces, card kinds and raid/epidemic tables.
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
    """Every lesson id the game can open or the curriculum promises (``lessons check``)."""
    ids = [s.lesson_id for s in SPACES] + [k.lesson_id for k in KINDS] + list(EXTRA_REQUIRED)
    for table in (NATIONS_BY_SETTLEMENT, PIRATES_BY_SETTLEMENT, DISEASES_BY_SETTLEMENT):
        for options in table.values():
            ids.extend(options)
    return list(dict.fromkeys(ids))
