"""The words for the engine's ids: powers, phases, card types, Resource kinds, presets and the
146 cards' names (C38: classroom or original), in the language the app speaks.

The engine carries ids (``english``, ``hardships``, ``cod-fishing``); this module says them. A
card's English name is its msgid, so the detail line can show the original English name beside
a translated one. Tables are built once per language (a redraw names many cards).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from florida_history import i18n
from florida_history.games.colonials.engine.actions import MAX_PROMISE
from florida_history.games.colonials.engine.cards import DECK
from florida_history.games.colonials.engine.settings import Settings, SettingsError
from florida_history.games.colonials.words import N_, _, ngettext, pgettext

# The sheet's names (C40: trimmed), by C1 id: each is the msgid of the card's name.
CARD_NAMES: dict[str, str] = {
    "cod-fishing": N_("Cod Fishing"),
    "subsistence-crops": N_("Subsistence Crops"),
    "dairy-farming": N_("Dairy Farming"),
    "cash-crop": N_("Cash Crop"),
    "tobacco": N_("Tobacco"),
    "corn-crops": N_("Corn Crops"),
    "lumber": N_("Lumber"),
    "iron-works": N_("Iron Works"),
    "cattle": N_("Cattle"),
    "trappers": N_("Trappers"),
    "fishery": N_("Fishery"),
    "apple-groves": N_("Apple Groves"),
    "squash-pumpkins": N_("Squash & Pumpkins"),
    "livestock": N_("Livestock"),
    "river-boats": N_("River Boats"),
    "wheat-barley": N_("Wheat & Barley"),
    "farmers-market": N_("Farmers Market"),
    "furs-skins": N_("Furs & Skins"),
    "trading-post": N_("Trading Post"),
    "plantations": N_("Plantations"),
    "textiles": N_("Textiles"),
    "oats-rye": N_("Oats & Rye"),
    "wool": N_("Wool"),
    "smuggling": N_("Smuggling"),
    "whaling": N_("Whaling"),
    "merchants": N_("Merchants"),
    "shipbuilding": N_("Shipbuilding"),
    "rice-indigo": N_("Rice & Indigo"),
    "port": N_("Port"),
    "shellfish": N_("Shellfish"),
    "hunting": N_("Hunting"),
    "brewery": N_("Brewery"),
    "religious-sect": N_("Religious Sect"),
    "exiles": N_("Exiles"),
    "protestants": N_("Protestants"),
    "slaves": N_("Slaves"),
    "pilgrims": N_("Pilgrims"),
    "colonists-settlement": N_("Colonists"),
    "puritan-migration": N_("Puritan Migration"),
    "catholics": N_("Catholics"),
    "settlers": N_("Settlers"),
    "haven": N_("Haven"),
    "sponsor": N_("Sponsor"),
    "lutherans": N_("Lutherans"),
    "prisoners": N_("Prisoners"),
    "baptists": N_("Baptists"),
    "company-charter": N_("Company Charter"),
    "royal-charter": N_("Royal Charter"),
    "immigrants": N_("Immigrants"),
    "quakers": N_("Quakers"),
    "disease": N_("Disease"),
    "sickness": N_("Sickness"),
    "starvation": N_("Starvation"),
    "hunger": N_("Hunger"),
    "food-shortage": N_("Food Shortage"),
    "smallpox": N_("Smallpox"),
    "frontier-conditions": N_("Frontier Conditions"),
    "epidemic": N_("Epidemic"),
    "long-winter": N_("Long Winter"),
    "religious-intolerance": N_("Religious Intolerance"),
    "religious-heresy": N_("Religious Heresy"),
    "indian-raids": N_("Indian Raids"),
    "indian-war": N_("Indian War"),
    "witch-hunt": N_("Witch Hunt"),
    "taxation": N_("Taxation"),
    "stamp-act": N_("Stamp Act"),
    "navigation-acts": N_("Navigation Acts"),
    "import-duties": N_("Import Duties"),
    "coercive-acts": N_("Coercive Acts"),
    "fire": N_("Fire"),
    "peace-pact": N_("Peace Pact"),
    "peace-treaty": N_("Peace Treaty"),
    "armistice": N_("Armistice"),
    "free-land": N_("Free Land"),
    "self-government": N_("Self Government"),
    "self-sufficiency": N_("Self Sufficiency"),
    "confederation": N_("Confederation"),
    "european-war": N_("European War"),
    "mayflower-compact": N_("Mayflower Compact"),
    "poor-richards-almanac": N_("Poor Richard’s Almanac"),
    "the-great-awakening": N_("The Great Awakening"),
    "meetinghouse": N_("Meetinghouse"),
    "church": N_("Church"),
    "common-area": N_("Common Area"),
    "town-government": N_("Town Government"),
    "legislative-assembly": N_("Legislative Assembly"),
    "grammar-school": N_("Grammar School"),
    "college": N_("College"),
    "public-library": N_("Public Library"),
    "printing-press": N_("Printing Press"),
    "newspaper": N_("Newspaper"),
    "post-office": N_("Post Office"),
    "general-hospital": N_("General Hospital"),
    "naval-blockade": N_("Naval Blockade"),
    "ambush": N_("Ambush"),
    "night-attack": N_("Night Attack"),
    "surprise-attack": N_("Surprise Attack"),
    "raid": N_("Raid"),
    "counterattack": N_("Counterattack"),
    "long-march": N_("Long March"),
    "massacre": N_("Massacre"),
    "siege": N_("Siege"),
    "skirmish": N_("Skirmish"),
    "hostilities": N_("Hostilities"),
    "militia": N_("Militia"),
    "colonists-combatant": N_("Colonists"),
    "colonials": N_("Colonials"),
    "royal-troops": N_("Royal Troops"),
    "indian-fighters": N_("Indian Fighters"),
    "volunteers": N_("Volunteers"),
    "irregulars": N_("Irregulars"),
    "native-american-allies": N_("Native American Allies"),
    "indian-allies": N_("Indian Allies"),
    "imperial-force": N_("Imperial Force"),
    "reinforcements": N_("Reinforcements"),
    "frontiersmen": N_("Frontiersmen"),
    "cannons": N_("Cannons"),
    "fleet": N_("Fleet"),
    "warships": N_("Warships"),
    "ship-squadrons": N_("Ship Squadrons"),
    "contingent": N_("Contingent"),
    "soldiers": N_("Soldiers"),
    "infantry": N_("Infantry"),
    "artillery": N_("Artillery"),
    "raiding-party": N_("Raiding Party"),
    "punitive-expedition": N_("Punitive Expedition"),
    "garrison": N_("Garrison"),
    "fortifications": N_("Fortifications"),
    "earthworks": N_("Earthworks"),
    "entrenchments": N_("Entrenchments"),
    "outpost": N_("Outpost"),
    "governor": N_("Governor"),
    "general": N_("General"),
    "industrialist": N_("Industrialist"),
    "entrepreneur": N_("Entrepreneur"),
    "preacher": N_("Preacher"),
    "minister": N_("Minister"),
    "proprietor": N_("Proprietor"),
    "promoter": N_("Promoter"),
    "diplomat": N_("Diplomat"),
    "director": N_("Director"),
    "dissident": N_("Dissident"),
    "revolutionary": N_("Revolutionary"),
    "scientist": N_("Scientist"),
    "captain": N_("Captain"),
    "privateer": N_("Privateer"),
}
# C38: classroom names (the original stays visible in the card's detail and lesson).
CLASSROOM_NAMES: dict[str, str] = {
    "slaves": N_("Enslaved Africans"),
    "indian-raids": N_("Frontier Raids"),
    "indian-war": N_("War with Native Nations"),
    "witch-hunt": N_("Witch Trials"),
    "religious-heresy": N_("Heresy Trials"),
    "massacre": N_("All-Out Assault"),
    "indian-fighters": N_("Frontier Rangers"),
    "indian-allies": N_("Native Allies"),
    "industrialist": N_("Ironmaster"),
    "entrepreneur": N_("Merchant Adventurer"),
    "scientist": N_("Natural Philosopher"),
    "general-hospital": N_("Hospital"),
    "public-library": N_("Subscription Library"),
    "poor-richards-almanac": N_("Poor Richard\u2019s Almanack"),
}


def english_card(number: int, classroom: bool = True) -> str:
    """The card's English name (classroom or original, C38), whatever the app speaks."""
    cid = DECK[number].id
    if classroom and cid in CLASSROOM_NAMES:
        return CLASSROOM_NAMES[cid]
    return CARD_NAMES[cid]


def card(number: int, classroom: bool = True) -> str:
    """The name shown on card ``number`` in the language the app speaks (C38 setting)."""
    return _cards(i18n.language(), classroom)[number]


@cache
def _cards(_language: str, classroom: bool) -> tuple[str, ...]:
    return tuple(_(english_card(n, classroom)) for n in range(len(DECK)))


@cache
def _powers(_language: str) -> tuple[dict[str, str], dict[str, str]]:
    # Translators: a colony's people inside a sentence ("The %(power)s began their turn."); in
    # Spanish a lower-case plural noun ("ingleses"), the sentence gives the article.
    in_sentence = {
        "english": pgettext("people", "English"),
        "french": pgettext("people", "French"),
        "spanish": pgettext("people", "Spanish"),
        "dutch": pgettext("people", "Dutch"),
    }
    # Translators: a colony's name alone, as a label or a choice ("Ingleses").
    label = {
        "english": pgettext("power", "English"),
        "french": pgettext("power", "French"),
        "spanish": pgettext("power", "Spanish"),
        "dutch": pgettext("power", "Dutch"),
    }
    return in_sentence, label


def power(power_id: str) -> str:
    """A colony's people inside a sentence: "English" / "ingleses"."""
    return _powers(i18n.language())[0][power_id]


def power_label(power_id: str) -> str:
    """A colony's name alone, as a label: "English" / "Ingleses"."""
    return _powers(i18n.language())[1][power_id]


def the_power(power_id: str) -> str:
    """ "the English" / "los ingleses", inside a sentence."""
    return _("the %(power)s") % {"power": power(power_id)}


def phase(phase_id: str) -> str:
    """A phase's name (C9): "Growth" / "Crecimiento"."""
    names = {
        "draw": pgettext("phase", "Draw"),
        "growth": pgettext("phase", "Growth"),
        "hardships": pgettext("phase", "Hardships"),
        "revenue": pgettext("phase", "Revenue"),
        "upkeep": pgettext("phase", "Upkeep"),
        "resources": pgettext("phase", "Resources"),
        "trade": pgettext("phase", "Trade"),
        "raid": pgettext("phase", "Raid"),
    }
    return names[phase_id]


def card_type(type_letter: str) -> str:
    """A card type's name: "Town Improvement" / "Mejora del pueblo"."""
    names = {
        "R": pgettext("card type", "Resource"),
        "S": pgettext("card type", "Settlement"),
        "H": pgettext("card type", "Hardship"),
        "O": pgettext("card type", "Oppression"),
        "E": pgettext("card type", "Event"),
        "T": pgettext("card type", "Town Improvement"),
        "B": pgettext("card type", "Battle"),
        "C": pgettext("card type", "Combatant"),
        "F": pgettext("card type", "Fort"),
        "L": pgettext("card type", "Leader"),
    }
    return names[type_letter]


def resource_type(type_id: str) -> str:
    """A Resource card's kind (C16): "Sea" / "Mar"."""
    names = {
        "Agriculture": pgettext("resource type", "Agriculture"),
        "Animals": pgettext("resource type", "Animals"),
        "Trade": pgettext("resource type", "Trade"),
        "Sea": pgettext("resource type", "Sea"),
        "Manufacturing": pgettext("resource type", "Manufacturing"),
    }
    return names.get(type_id, type_id)


def preset(preset_id: str) -> str:
    """A game length (C35) as the New game screen offers it."""
    names = {
        "class-period": _("Class period"),
        "full": _("Full (the original rules)"),
        "short": _("Short (demonstration)"),
        "custom": _("Custom"),
    }
    return names.get(preset_id, preset_id)


def preset_short(preset_id: str) -> str:
    """A game length without its explanation: "Full", "Short"."""
    names = {
        "class-period": _("Class period"),
        "full": _("Full"),
        "short": _("Short"),
        "custom": _("Custom"),
    }
    return names.get(preset_id, preset_id)


def settings_problem(problem: SettingsError) -> str:
    """Why settings cannot make a game, in one sentence for the teacher (the Custom screen)."""
    f = problem.fields
    if problem.kind == "target":
        template = {
            "target_pop": _("The Population target must be a whole number from %(lo)d to %(hi)d."),
            "target_gold": _("The Gold target must be a whole number from %(lo)d to %(hi)d."),
            "target_resources": _(
                "The Resources target must be a whole number from %(lo)d to %(hi)d."
            ),
            "target_towns": _(
                "The Town Improvements target must be a whole number from %(lo)d to %(hi)d."
            ),
        }[str(f["setting"])]
        return template % {"lo": f["lo"], "hi": f["hi"]}
    if problem.kind == "round-limit":
        return _("The round limit must be off or a whole number from %(lo)d to %(hi)d.") % f
    if problem.kind == "players":
        return _("Colonials is for 2 to 4 players.")
    return str(problem)


def settings_warnings(settings: Settings) -> list[str]:
    """C35: the Custom screen's warnings for legal but odd settings, in words."""
    out = []
    for warning in settings.warnings():
        if warning == "resource-cap":
            out.append(
                _(
                    "A colony may hold only 1 Resource for every 3 Population, so %(resources)d "
                    "Resources need at least %(pop_needed)d Population, more than the "
                    "Population target of %(pop)d."
                )
                % {
                    "resources": settings.target_resources,
                    "pop_needed": 3 * settings.target_resources,
                    "pop": settings.target_pop,
                }
            )
    return out


def trade_problem(problem: str) -> str:
    """Why a trade offer is not allowed yet (C25, C26, C41), from the engine's id."""
    texts = {
        "no-proposals-left": _("no more proposals this turn"),
        "not-an-opponent": _("that colony is not a surviving opponent"),
        "bad-amounts": _("amounts must be whole numbers, 0 or more"),
        "promise-too-long": _("a promise is a text of at most %(n)d characters")
        % {"n": MAX_PROMISE},
        "cards-not-in-hand": _("only cards from your own hand can be given, each once"),
        "nothing-offered": _("a proposal must give or ask for something"),
        "gold-missing": _("nobody can give Gold they do not have"),
        "population-too-low": _("each player must keep at least 1 Population after the trade"),
    }
    return texts.get(problem, problem)


def listed(items: list[str]) -> str:
    """ "A, B and C" / "A, B y C": a list inside a sentence."""
    if len(items) < 2:
        return "".join(items)
    # Translators: the end of a list: "Cattle, Port and Wool".
    return _("%(items)s and %(last)s") % {"items": ", ".join(items[:-1]), "last": items[-1]}


def winners_fields(winners: Iterable[str]) -> dict[str, str]:
    """``winners`` ("the English and the French") for a sentence, and ``Winners`` with a
    capital first letter for its start: a translation picks the one it needs."""
    text = listed([the_power(w) for w in winners])
    return {"winners": text, "Winners": text[:1].upper() + text[1:]}


def gold(n: int) -> str:
    """ "3 Gold" / "3 de oro"."""
    return ngettext("%(n)d Gold", "%(n)d Gold", n) % {"n": n}


def population(n: int) -> str:
    """ "3 Population" / "3 de población"."""
    return ngettext("%(n)d Population", "%(n)d Population", n) % {"n": n}


def cards(n: int) -> str:
    """ "3 cards" / "3 cartas"."""
    return ngettext("%d card", "%d cards", n) % n


def bot_level(level: str) -> str:
    """A computer player's strength as the New game screen offers it."""
    names = {
        "easy": pgettext("computer strength", "Easy"),
        "medium": pgettext("computer strength", "Medium"),
        "hard": pgettext("computer strength", "Hard"),
    }
    return names.get(level, level)
