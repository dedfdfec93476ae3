"""Captions for the teacher's Colonials demonstration: for each of the eight phases of a turn
and for each kind of moment that matters (a raid, a Peace card, a trade, a Hardship, an
Oppression card, an Event, Fire, a colony knocked out, the end), one short line on what the
rule does and one on what it stood for in real colonies. Plain words, no rule codes, read
aloud in a few seconds; checked against rules/colonials.md and history/facts-colonials.md.

``caption_for_events`` picks the caption for one step of the demonstration: the biggest
moment among the step's events, or else the phase the step played. Pure: no Tk, no files.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from florida_history.games.colonials.engine import events as ev
from florida_history.games.colonials.engine.state import PHASES
from florida_history.games.colonials.names import phase as phase_name
from florida_history.games.colonials.words import N_, _, ngettext


@dataclass(frozen=True, slots=True)
class Caption:
    """One caption; its words are catalog msgids (English), said in the app's language when
    read (``title``, ``rule``, ``history``), as the language may change while the app runs."""

    kind: str  # a phase from state.PHASES, or one of EVENT_KINDS
    title_id: str
    rule_id: str  # what happens in the game, in plain words
    history_id: str  # what it stood for in real colonies
    lesson_id: str  # the lesson to open for more
    draw_count: int = 0  # a Draw caption for a draw of this many cards (C8), else 0
    phase_number: int = 0  # 1-8 for a phase's caption, 0 for a moment's

    @property
    def title(self) -> str:
        if self.phase_number:
            return _("Phase %(n)d of 8 \u2014 %(phase)s") % {
                "n": self.phase_number,
                "phase": phase_name(self.kind),
            }
        return _(self.title_id)

    @property
    def rule(self) -> str:
        if self.draw_count:
            return draw_rule(self.draw_count)
        return _(self.rule_id)

    @property
    def history(self) -> str:
        return _(self.history_id)


def _phase(n: int, phase: str, rule: str, history: str, lesson: str) -> Caption:
    return Caption(phase, phase, rule, history, lesson, phase_number=n)


DRAW_COUNT = 3  # cards drawn in a Draw phase (C10)


PHASE_CAPTIONS: dict[str, Caption] = {
    "draw": _phase(
        1,
        "draw",
        N_("The colony draws 3 cards. A hand of more than 7 cards must throw some away."),
        N_(
            "Money from Europe paid for the first colonies. A London company sent the ships. "
            "They began Jamestown in 1607."
        ),
        "col-charters",
    ),
    "growth": _phase(
        2,
        "growth",
        N_(
            "The colony gains 1 person. Each Settlement card played brings 1 to 6 more people, "
            "by a roll of the die."
        ),
        N_(
            "Colonies grew as new settlers came by ship. The Pilgrims came in 1620. Then 700 to "
            "1,000 Puritans came to New England in 1630."
        ),
        "col-puritans",
    ),
    "hardships": _phase(
        3,
        "hardships",
        N_(
            "The colony may play Hardship cards on rivals. Each one makes a rival lose 1 to 6 "
            "people, by a roll of the die."
        ),
        N_(
            "Hunger, sickness and cold killed many colonists. About 500 people were at Jamestown "
            "when the winter of 1609 began. By spring, about 60 were still alive."
        ),
        "col-starving-time",
    ),
    "revenue": _phase(
        4,
        "revenue",
        N_(
            "The colony earns 1 Gold, plus 1 for each Resource it has. It earns 1 more for each "
            "kind of Resource it has the most of."
        ),
        N_(
            "Colonies made money by selling goods to Europe. Virginia's tobacco made a profit by "
            "1619. New England grew rich on cod."
        ),
        "col-tobacco",
    ),
    "upkeep": _phase(
        5,
        "upkeep",
        N_(
            "The colony pays 1 Gold for each fighting card it keeps. A fighter it does not pay "
            "for is thrown away."
        ),
        N_(
            "Paid soldiers cost food, pay and guns. English towns relied on a militia of "
            "farmers and workers. In 1636 every man from 16 to 60 in Massachusetts had to keep "
            "arms."
        ),
        "col-militia",
    ),
    "resources": _phase(
        6,
        "resources",
        N_(
            "The colony spends Gold to put cards into play: farms and trades, fighters, town "
            "buildings and forts. Leaders cost nothing."
        ),
        N_(
            "Colonists built farms, shops, schools and forts. An ironworks began at Saugus, "
            "Massachusetts, in 1646. It was the first in North America to do each step of making "
            "iron."
        ),
        "col-iron",
    ),
    "trade": _phase(
        7,
        "trade",
        N_(
            "The colony may offer up to 3 deals. A deal can swap cards, Gold and people. The "
            "other side can say yes or turn it down."
        ),
        N_(
            "Colonies traded with Europe, with each other and with Native nations. The Dutch "
            "traded for furs at Fort Orange, which is now Albany, New York."
        ),
        "col-fur-trade",
    ),
    "raid": _phase(
        8,
        "raid",
        N_("The colony may raid one rival with its fighters. Then the next colony takes its turn."),
        N_(
            "Britain and France fought four wars in North America. They ran from 1689 to 1763. "
            "Colonists named some after rulers, like King William's War."
        ),
        "col-european-wars",
    ),
}

EVENT_CAPTIONS: dict[str, Caption] = {
    "raid": Caption(
        "raid",
        N_("A raid"),
        N_(
            "The raider rolls one die for each fighter. Each 1 is a loss for the other side, "
            "and each of their forts stops one loss."
        ),
        N_(
            "Raids were warfare on both sides. They hit homes and families. In 1704 French "
            "soldiers and their Native allies raided Deerfield, Massachusetts."
        ),
        "col-colonial-warfare",
    ),
    "peace": Caption(
        "peace",
        N_("A Peace card"),
        N_(
            "The raided colony plays a Peace card. The raid is off, and the raider may not raid "
            "again this turn."
        ),
        N_(
            "Wars often ended with a peace deal, called a treaty. The Treaty of Ryswick ended "
            "King William's War in 1697."
        ),
        "col-treaties",
    ),
    "trade": Caption(
        "trade",
        N_("A trade offer"),
        N_(
            "One colony offers a deal to another, who can say yes or turn it down. A promise can "
            "be added, but the game never makes anyone keep it."
        ),
        N_(
            "Merchants did not always follow the rules of trade. In the 1730s colonial traders "
            "smuggled in French molasses to avoid a tax."
        ),
        "col-smuggling",
    ),
    "hardship": Caption(
        "hardship",
        N_("A Hardship"),
        N_(
            "A Hardship card is played on a rival. A die is rolled, and the rival loses that "
            "many people."
        ),
        N_(
            "Hardship cards stand for real troubles. One was smallpox, which reached Boston in "
            "1721 and killed at least 800 people."
        ),
        "col-smallpox",
    ),
    "oppression": Caption(
        "oppression",
        N_("Oppression: a law from far away"),
        N_("The card stays on a rival. It takes 1 Gold from them each time they earn Gold."),
        N_(
            "Oppression cards stand for British laws, like the Stamp Act of 1765. It taxed "
            "printed paper to help pay for troops in America. Colonists protested."
        ),
        "col-stamp-act",
    ),
    "event": Caption(
        "event",
        N_("An Event card"),
        N_("The colony plays an Event card and draws 3 more cards at once."),
        N_(
            "Event cards stand for real moments. In 1620 the Pilgrims signed the Mayflower "
            "Compact and agreed to make their own laws."
        ),
        "col-mayflower-compact",
    ),
    "fire": Caption(
        "fire",
        N_("Fire!"),
        N_("Fire takes away one card in play, from any colony."),
        N_(
            "Boston was a town of wooden houses. It burned many times. In 1760 the Great "
            "Fire of Boston destroyed 349 buildings."
        ),
        "col-fire",
    ),
    "elimination": Caption(
        "elimination",
        N_("A colony is out"),
        N_("A colony with no people left is out of the game. Its cards go to the discard pile."),
        N_(
            "Some real colonies were lost. New Sweden fell to the Dutch in 1655, and New "
            "Netherland fell to the English in 1664."
        ),
        "col-netherlands",
    ),
    "victory": Caption(
        "victory",
        N_("The game is over"),
        N_(
            "A colony wins when it reaches all four targets at the end of its turn. It also wins "
            "if it is the last one left, or the closest when time runs out."
        ),
        N_(
            "In 1763 France gave Canada to Britain in a treaty. That year Spain "
            "gave Florida to Britain."
        ),
        "col-rivals-england-france",
    ),
}

EVENT_KINDS: tuple[str, ...] = tuple(EVENT_CAPTIONS)

# The biggest moment of a step wins its caption (most important first).
_PRIORITY: tuple[str, ...] = (
    "victory",
    "elimination",
    "raid",
    "peace",
    "hardship",
    "oppression",
    "fire",
    "event",
    "trade",
)


def caption_for(kind: str) -> Caption:
    """The caption for a phase (``state.PHASES``) or a moment (``EVENT_KINDS``)."""
    if kind in PHASE_CAPTIONS:
        return PHASE_CAPTIONS[kind]
    return EVENT_CAPTIONS[kind]


def moment_of(event: ev.Event) -> str | None:
    """The kind of moment one event is, or None for ordinary play."""
    if isinstance(event, ev.GameWon):
        return "victory"
    if isinstance(event, ev.PlayerEliminated):
        return "elimination"
    if isinstance(event, ev.RaidRolled):
        return "raid"
    if isinstance(event, ev.PeacePlayed):
        return "peace"
    if isinstance(event, ev.HardshipPlayed):
        return "hardship"
    if isinstance(event, ev.OppressionPlayed):
        return "oppression"
    if isinstance(event, ev.CardBurned):
        return "fire"
    if isinstance(event, ev.EventPlayed):
        return "event"
    if isinstance(event, ev.TradeProposed):
        return "trade"
    return None


def caption_for_events(events: Iterable[ev.Event], phase: str | None = None) -> Caption:
    """The caption for one step: its biggest moment, else the last phase it played (or
    ``phase`` when it played none)."""
    events = list(events)
    moments: set[str] = set()
    for event in events:
        kind = moment_of(event)
        if kind is not None:
            moments.add(kind)
        if isinstance(event, ev.PhaseStarted):
            phase = event.phase
    for kind in _PRIORITY:
        if kind in moments:
            return EVENT_CAPTIONS[kind]
    caption = PHASE_CAPTIONS[phase or PHASES[0]]
    drawn = [e.count for e in events if isinstance(e, ev.CardsDrawn) and e.reason == "draw"]
    if caption.kind == "draw" and drawn and drawn[-1] != DRAW_COUNT:
        caption = replace(caption, draw_count=drawn[-1])
    return caption


def draw_rule(count: int) -> str:
    """The Draw caption for a draw of ``count`` cards: the first colony's first draw is 2
    (C8, a fair start), and the caption says the number drawn, not the usual 3."""
    return ngettext(
        "The colony draws %(n)d card. The first colony draws one card fewer on its first turn, "
        "so starting first is no head start. A hand of more than 7 cards must throw some away.",
        "The colony draws %(n)d cards. The first colony draws one card fewer on its first turn, "
        "so starting first is no head start. A hand of more than 7 cards must throw some away.",
        count,
    ) % {"n": count}


assert tuple(PHASE_CAPTIONS) == PHASES, "one caption per phase, in the rules' order"
