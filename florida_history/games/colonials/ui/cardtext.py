"""What a card says, in plain words for students: its name (classroom or original, C38), its
type and its effect. Pure text, so the cards, the detail line and the tests agree."""

from __future__ import annotations

from florida_history.games.colonials.engine.cards import DECK, TYPE_NAMES, Card

_LEADER_WORDS = {
    "town": "Free to play. Counts as a Town Improvement.",
    "combatant": "Free to play. Counts as a Combatant: 1 Gold upkeep, 1 die in a raid.",
    "resource": "Free to play. Counts as a Resource: +1 Gold at Revenue.",
    "population": "Free to play. +1 Population every Growth.",
    "diplomat": "Free to play. Anyone who raids you pays 2 Gold first.",
    "dissident": "Free to play. Clears Oppression off you and keeps it off.",
}
_EVENT_WORDS = {
    "draw3": "Draw 3 cards.",
    "fire": "Remove any one card in play.",
    "peace": "Play when raided: the raid is called off.",
}
_TYPE_WORDS = {
    "R": "Costs 1 Gold. +1 Gold at every Revenue.",
    "S": "Play in Growth: gain 1 to 6 Population (one die).",
    "H": "Play on an opponent: they lose 1 to 6 Population.",
    "O": "Free. Put it on an opponent: they lose 1 Gold every Revenue.",
    "T": "Costs 2 Gold. Counts toward the Town Improvements target.",
    "B": "In your raid: roll one more die (one per Combatant).",
    "C": "Costs 1 Gold, then 1 Gold upkeep a turn. Rolls 1 die in a raid.",
    "F": "Costs 3 Gold. Cancels one casualty when you are raided.",
}


def card(number: int) -> Card:
    return DECK[number]


def name(number: int, classroom: bool = True) -> str:
    return DECK[number].display_name(classroom)


def type_line(number: int) -> str:
    """ "Resource · Sea", "Leader", "Town Improvement"."""
    c = DECK[number]
    if c.resource_type:
        return f"{TYPE_NAMES[c.type]} \u00b7 {c.resource_type}"
    return TYPE_NAMES[c.type]


def effect(number: int) -> str:
    c = DECK[number]
    if c.leader_effect:
        return _LEADER_WORDS[c.leader_effect]
    if c.event_effect:
        return _EVENT_WORDS[c.event_effect]
    return _TYPE_WORDS[c.type]


def detail(number: int, classroom: bool = True) -> str:
    """The card's full detail: shown name, the other name when they differ, type, effect."""
    c = DECK[number]
    shown = c.display_name(classroom)
    other = c.display_name(not classroom)
    names = shown
    if other != shown:
        which = "original name on the card list" if classroom else "classroom name"
        names = f"{shown} ({which}: \u201c{other}\u201d)"
    return f"{names} \u2014 {type_line(number)}. {effect(number)}"
