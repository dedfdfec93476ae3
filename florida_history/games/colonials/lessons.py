"""Which lesson Colonials opens when something happens: the game's one event → lesson mapper.

Every card of the 146 maps to a lesson (cards of one kind share one: Peace Pact, Peace Treaty
and Armistice all open "Colonial treaties"); each power's first turn opens that power's
colonies; a raid opens the lesson on the rivalry of the two powers involved. The lesson files
live in ``lessons/colonials/`` (see ``docs/LESSON-FORMAT.md``). Pure: no files, no Tk.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import assert_never

from florida_history.games.colonials.engine import events as ev
from florida_history.games.colonials.engine.cards import DECK
from florida_history.games.colonials.engine.state import POWERS

# Lesson id -> the card ids (C1) it covers.
_COVERS: dict[str, tuple[str, ...]] = {
    # Resources
    "col-cod-fishing": ("cod-fishing", "fishery"),
    "col-whaling": ("whaling",),
    "col-shellfish": ("shellfish",),
    "col-three-sisters": ("subsistence-crops", "corn-crops", "squash-pumpkins"),
    "col-grain": ("wheat-barley", "oats-rye", "brewery"),
    "col-livestock": ("cattle", "livestock", "dairy-farming"),
    "col-orchards": ("apple-groves",),
    "col-tobacco": ("tobacco", "cash-crop"),
    "col-plantations": ("plantations",),
    "col-rice-indigo": ("rice-indigo",),
    "col-lumber-naval-stores": ("lumber",),
    "col-iron": ("iron-works", "industrialist"),
    "col-shipbuilding": ("shipbuilding",),
    "col-textiles": ("textiles", "wool"),
    "col-fur-trade": ("trappers", "furs-skins", "hunting", "trading-post"),
    "col-river-boats": ("river-boats",),
    "col-merchants-ports": ("farmers-market", "merchants", "port"),
    "col-smuggling": ("smuggling",),
    # Settlements
    "col-pilgrims": ("pilgrims",),
    "col-puritans": ("puritan-migration",),
    "col-catholics-maryland": ("catholics",),
    "col-quakers": ("quakers",),
    "col-baptists-rhode-island": ("baptists",),
    "col-lutherans": ("lutherans",),
    "col-huguenots": ("protestants",),
    "col-havens-and-sects": ("religious-sect", "haven"),
    "col-exiles": ("exiles",),
    "col-convicts": ("prisoners",),
    "col-enslaved-africans": ("slaves",),
    "col-jamestown-settlers": ("colonists-settlement", "settlers"),
    "col-immigrants": ("immigrants",),
    "col-charters": ("company-charter", "royal-charter", "sponsor"),
    # Hardships
    "col-smallpox": ("smallpox",),
    "col-epidemics": ("epidemic", "disease"),
    "col-sickness": ("sickness",),
    "col-starving-time": ("starvation", "hunger", "food-shortage"),
    "col-long-winter": ("long-winter", "frontier-conditions"),
    "col-religious-intolerance": ("religious-intolerance", "religious-heresy"),
    "col-witch-trials": ("witch-hunt",),
    "col-frontier-raids": ("indian-raids",),
    "col-wars-with-native-nations": ("indian-war",),
    # Oppression
    "col-navigation-acts": ("navigation-acts",),
    "col-sugar-act": ("taxation",),
    "col-stamp-act": ("stamp-act",),
    "col-townshend-duties": ("import-duties",),
    "col-coercive-acts": ("coercive-acts",),
    # Events
    "col-mayflower-compact": ("mayflower-compact",),
    "col-poor-richards-almanack": ("poor-richards-almanac",),
    "col-great-awakening": ("the-great-awakening",),
    "col-confederation": ("confederation",),
    "col-self-government": ("self-government",),
    "col-self-sufficiency": ("self-sufficiency",),
    "col-free-land": ("free-land",),
    "col-european-wars": ("european-war",),
    "col-treaties": ("peace-pact", "peace-treaty", "armistice"),
    "col-fire": ("fire",),
    # Town Improvements
    "col-meetinghouse": ("meetinghouse", "church"),
    "col-town-meeting": ("town-government",),
    "col-legislative-assembly": ("legislative-assembly",),
    "col-common": ("common-area",),
    "col-grammar-school": ("grammar-school",),
    "col-colleges": ("college",),
    "col-printing-press": ("printing-press",),
    "col-newspapers": ("newspaper",),
    "col-subscription-library": ("public-library",),
    "col-hospital": ("general-hospital",),
    "col-post-office": ("post-office",),
    # Battle cards, Combatants and Forts
    "col-colonial-warfare": (
        "ambush",
        "night-attack",
        "surprise-attack",
        "raid",
        "counterattack",
        "long-march",
        "skirmish",
        "hostilities",
    ),
    "col-sieges": ("siege",),
    "col-naval-blockade": ("naval-blockade", "fleet", "warships", "ship-squadrons"),
    "col-massacres": ("massacre",),
    "col-militia": ("militia", "colonists-combatant", "colonials", "volunteers"),
    "col-rangers": ("indian-fighters", "frontiersmen", "irregulars", "raiding-party"),
    "col-native-allies": ("native-american-allies", "indian-allies"),
    "col-regular-soldiers": (
        "royal-troops",
        "imperial-force",
        "soldiers",
        "infantry",
        "reinforcements",
        "contingent",
        "punitive-expedition",
    ),
    "col-artillery": ("cannons", "artillery"),
    "col-forts": ("garrison", "fortifications", "earthworks", "entrenchments", "outpost"),
    # Leaders
    "col-governors": ("governor",),
    "col-generals-captains": ("general", "captain"),
    "col-merchant-adventurers": ("entrepreneur",),
    "col-preachers": ("preacher", "minister"),
    "col-proprietors-promoters": ("proprietor", "promoter"),
    "col-diplomats": ("diplomat",),
    "col-directors": ("director",),
    "col-dissidents": ("dissident",),
    "col-revolutionaries": ("revolutionary",),
    "col-natural-philosophers": ("scientist",),
    "col-privateers": ("privateer",),
}

CARD_LESSON: dict[str, str] = {card: lesson for lesson, cards in _COVERS.items() for card in cards}

POWER_LESSON: dict[str, str] = {
    "english": "col-england",
    "french": "col-france",
    "spanish": "col-spain",
    "dutch": "col-netherlands",
}

_RIVALRY: dict[frozenset[str], str] = {
    frozenset({"english", "french"}): "col-rivals-england-france",
    frozenset({"english", "spanish"}): "col-rivals-england-spain",
    frozenset({"english", "dutch"}): "col-rivals-england-netherlands",
    frozenset({"french", "spanish"}): "col-rivals-france-spain",
    frozenset({"french", "dutch"}): "col-rivals-netherlands-others",
    frozenset({"spanish", "dutch"}): "col-rivals-netherlands-others",
}


def rivalry_lesson(a: str, b: str) -> str:
    """The lesson on the wars between two powers (a raid between them opens it)."""
    return _RIVALRY[frozenset({a, b})]


def card_lesson(card_number: int) -> str:
    return CARD_LESSON[DECK[card_number].id]


def lessons_for_event(event: ev.Event) -> list[str]:
    """The lessons one event opens, most specific first (may be empty)."""
    e = ev.as_any(event)
    match e:
        case ev.TurnStarted():
            return [POWER_LESSON[e.player]]
        case ev.RaidDeclared():
            return [rivalry_lesson(e.raider, e.target)]
        case (
            ev.SettlementPlayed()
            | ev.HardshipPlayed()
            | ev.PermanentPlayed()
            | ev.OppressionPlayed()
            | ev.EventPlayed()
            | ev.PeacePlayed()
            | ev.BattleCardPlayed()
        ):
            return [card_lesson(e.card)]
        case (
            ev.GameStarted()
            | ev.RoundStarted()
            | ev.PhaseStarted()
            | ev.PhasePassed()
            | ev.PhaseEnded()
            | ev.TurnEnded()
            | ev.DeckReshuffled()
            | ev.CardsDrawn()
            | ev.NoCardToDraw()
            | ev.CardDiscarded()
            | ev.DiceRolled()
            | ev.PopulationChanged()
            | ev.GoldChanged()
            | ev.RevenueCollected()
            | ev.UpkeepPaid()
            | ev.CombatantDismissed()
            | ev.OppressionRemoved()
            | ev.CardBurned()
            | ev.TradeProposed()
            | ev.TradeAnswered()
            | ev.PeaceDeclined()
            | ev.DiplomatFeePaid()
            | ev.RaidRolled()
            | ev.CasualtyTaken()
            | ev.RaidEnded()
            | ev.PlayerEliminated()
            | ev.GameWon()
        ):
            return []
        case _:
            assert_never(e)


def lessons_for_events(events: Iterable[ev.Event], seen: set[str] | None = None) -> list[str]:
    """Each lesson a batch of events opens, once, in order; a power's lesson only on its
    first turn (``seen`` holds the lessons already opened this game and is updated)."""
    seen = set() if seen is None else seen
    out: list[str] = []
    for event in events:
        for lesson in lessons_for_event(event):
            if isinstance(event, ev.TurnStarted) and lesson in seen:
                continue
            if lesson not in out:
                out.append(lesson)
            seen.add(lesson)
    return out


def required_lessons() -> list[str]:
    """Every lesson Colonials can open: the cards', the powers' and the rivalries'."""
    ids = list(_COVERS) + [POWER_LESSON[p] for p in POWERS] + list(dict.fromkeys(_RIVALRY.values()))
    return list(dict.fromkeys(ids))


_POWER_LESSONS = frozenset(POWER_LESSON.values())
_RIVALRY_LESSONS = frozenset(_RIVALRY.values())


def lesson_rank(lesson_id: str) -> int:
    """Which lessons matter most when several arrive together (0 first): a colony's own
    lesson at its first turn, then a card's lesson, then the rivalry a raid brings up (raids
    between the same two powers come again and again)."""
    if lesson_id in _POWER_LESSONS:
        return 0
    if lesson_id in _RIVALRY_LESSONS:
        return 2
    return 1
