"""What a card says, in plain words for students: its name (classroom or original, C38), its
type and its effect. Pure text, so the cards, the detail line and the tests agree."""

from __future__ import annotations

from florida_history import i18n
from florida_history.games.colonials import names
from florida_history.games.colonials.engine.cards import DECK, Card
from florida_history.games.colonials.words import _


def _leader_words(effect: str) -> str:
    return {
        "town": _("Free to play. Counts as a Town Improvement."),
        "combatant": _("Free to play. Counts as a Combatant: 1 Gold upkeep, 1 die in a raid."),
        "resource": _("Free to play. Counts as a Resource: +1 Gold at Revenue."),
        "population": _("Free to play. +1 Population every Growth."),
        "diplomat": _("Free to play. Anyone who raids you pays 2 Gold first."),
        "dissident": _("Free to play. Clears Oppression off you and keeps it off."),
    }[effect]


def _event_words(effect: str) -> str:
    return {
        "draw3": _("Draw 3 cards."),
        "fire": _("Remove any one card in play."),
        "peace": _("Play when raided: the raid is called off."),
    }[effect]


def _type_words(card_type: str) -> str:
    return {
        "R": _("Costs 1 Gold. +1 Gold at every Revenue."),
        "S": _("Play in Growth: gain 1 to 6 Population (one die)."),
        "H": _("Play on an opponent: they lose 1 to 6 Population."),
        "O": _("Free. Put it on an opponent: they lose 1 Gold every Revenue."),
        "T": _("Costs 2 Gold. Counts toward the Town Improvements target."),
        "B": _("In your raid: roll one more die (one per Combatant)."),
        "C": _("Costs 1 Gold, then 1 Gold upkeep a turn. Rolls 1 die in a raid."),
        "F": _("Costs 3 Gold. Cancels one casualty when you are raided."),
    }[card_type]


def card(number: int) -> Card:
    return DECK[number]


def name(number: int, classroom: bool = True) -> str:
    return names.card(number, classroom)


def type_line(number: int) -> str:
    """ "Resource · Sea", "Leader", "Town Improvement"."""
    c = DECK[number]
    if c.resource_type:
        return f"{names.card_type(c.type)} \u00b7 {names.resource_type(c.resource_type)}"
    return names.card_type(c.type)


def effect(number: int) -> str:
    c = DECK[number]
    if c.leader_effect:
        return _leader_words(c.leader_effect)
    if c.event_effect:
        return _event_words(c.event_effect)
    return _type_words(c.type)


def other_names(number: int, classroom: bool = True) -> str:
    """The card's names besides the one shown: the other C38 name, and in a translation the
    English names of the card list (so a class can find the card in English sources)."""
    shown = names.card(number, classroom)
    other = names.card(number, not classroom)
    parts = []
    if other != shown:
        if classroom:
            parts.append(
                _("original name on the card list: \u201c%(name)s\u201d") % {"name": other}
            )
        else:
            parts.append(_("classroom name: \u201c%(name)s\u201d") % {"name": other})
    if i18n.language() != i18n.DEFAULT_LANGUAGE:
        english = names.english_card(number, classroom)
        original = names.english_card(number, False)
        if english != shown:
            parts.append(_("in English: \u201c%(name)s\u201d") % {"name": english})
        if original not in (english, other, shown) and classroom:
            parts.append(_("original English name: \u201c%(name)s\u201d") % {"name": original})
    return "; ".join(parts)


def detail(number: int, classroom: bool = True) -> str:
    """The card's full detail: shown name, its other names, type, effect."""
    shown = names.card(number, classroom)
    others = other_names(number, classroom)
    title = f"{shown} ({others})" if others else shown
    return f"{title} \u2014 {type_line(number)}. {effect(number)}"
