"""Plain-language captions for the teacher's demonstration: one per phase of a round, each
saying what the rule does and why it is in the game (the history behind it), checked against
rules/colonial-florida.md (R6-R22) and history/facts.md. Short enough to read aloud."""

from __future__ import annotations

from dataclasses import dataclass

from florida_history.games.colonial_florida.engine.state import PHASES
from florida_history.games.colonial_florida.words import N_


@dataclass(frozen=True, slots=True)
class Caption:
    phase: str
    # English msgids (``N_``): the demonstration band says them with ``_()``.
    title: str
    rule: str  # what happens, in the game's terms
    history: str  # why: what really happened in Florida
    lesson_id: str  # the lesson to open for more


CAPTIONS: dict[str, Caption] = {
    "rebuild": Caption(
        "rebuild",
        N_("Phase 1 of 7 — Rebuild"),
        N_(
            "Every settlement that was razed (has Raze markers) takes one away. A razed "
            "settlement pays no income until all its Raze markers are gone."
        ),
        N_(
            "Colonial towns were burned or wrecked again and again, and rebuilding took years. "
            "Drake burned St Augustine in 1586; hurricanes damaged its houses in 1597, 1622, "
            "1638 and 1674. Each time, people rebuilt."
        ),
        "space-st-augustine",
    ),
    "hurricane": Caption(
        "hurricane",
        N_("Phase 2 of 7 — Hurricane"),
        N_(
            "Roll 3 dice and move the Hurricane back that many spaces. If it lands on a "
            "settlement, the settlement gets Raze markers, and each card there is destroyed "
            "on a roll of 1 (a Fortress never is)."
        ),
        N_(
            "Florida sits in the path of Atlantic hurricanes. A hurricane wrecked Luna's fleet "
            "at Pensacola in 1559, and another sank 11 of the 12 ships of the Spanish silver "
            "fleet on the east coast in 1715."
        ),
        "hazard-hurricane",
    ),
    "pirate": Caption(
        "pirate",
        N_("Phase 3 of 7 — Pirates"),
        N_(
            "Roll 2 dice and move the Pirate marker back. If it lands on a settlement, 1 to 3 "
            "raiders attack. The settlement rolls 2 dice plus one for each combatant card there."
        ),
        N_(
            "Spanish treasure ships sailed past Florida, so raiders came for them and for the "
            "towns that guarded them. Francis Drake burned St Augustine in 1586, and the "
            "buccaneer Robert Searle raided it in 1668. That raid led Spain to build the stone "
            "Castillo de San Marcos."
        ),
        "hazard-pirates",
    ),
    "native_raid": Caption(
        "native_raid",
        N_("Phase 4 of 7 — Raid"),
        N_(
            "Roll 1 die and move the Raid marker back. If it lands on a settlement, 1 to 3 "
            "raiders attack it. The lesson names the Native nation of that region."
        ),
        N_(
            "Florida was the homeland of Native nations such as the Timucua, Apalachee and "
            "Calusa, later the Seminole and Miccosukee. They fought to defend their land and "
            "people, and made alliances with or against the Europeans. Raids were warfare and "
            "resistance. In 1704 a Carolina and Creek force destroyed most of the Apalachee "
            "missions."
        ),
        "hazard-native-raid",
    ),
    "disease": Caption(
        "disease",
        N_("Phase 5 of 7 — Disease"),
        N_(
            "Roll 1 die and move the Disease marker back. If it lands on a settlement, it gets "
            "Raze markers, and each combatant card there dies on a roll of 1 or 2 (never a "
            "Fortress)."
        ),
        N_(
            "Diseases brought from Europe and Africa, such as smallpox and measles, killed huge "
            "numbers of Native people. Friars reported that nearly half the Timucua died in the "
            "epidemics of 1614 to 1617. Soldiers and settlers fell ill too."
        ),
        "hazard-disease",
    ),
    "income": Caption(
        "income",
        N_("Phase 6 of 7 — Income"),
        N_(
            "Each settlement pays its owner 1 gold, plus 1 for each income card, plus bonuses "
            "for Labor with other cards and for pairs of the same type. A razed settlement, or "
            "one with another player's pawn on it, pays nothing. Reach the target gold to win."
        ),
        N_(
            "Where did a colony's money come from? Spanish Florida did not pay for itself: it "
            "lived on the situado, a yearly payment of money and supplies from New Spain. "
            "British East Florida exported indigo, naval stores, timber and oranges, much of it "
            "grown by enslaved people on plantations."
        ),
        "card-provincial-capitol",
    ),
    "action": Caption(
        "action",
        N_("Phase 7 of 7 — Action"),
        N_(
            "Each player in turn rolls 2 dice, picks ONE of them and moves that many spaces "
            "clockwise. Landing on an empty settlement founds it; on your own settlement you "
            "clear Raze markers and draw a card; on a rival's you may attack it."
        ),
        N_(
            "Spain, Britain and France competed for Florida. France built Fort Caroline in 1564; "
            "in 1565 Spain founded St Augustine and captured the French fort. Britain held "
            "Florida from 1763 to 1783, and Spain held it again until the United States took "
            "over in 1821."
        ),
        "topic-changes-of-flag",
    ),
}

GAME_OVER_CAPTION = Caption(
    "game_over",
    N_("The game is over"),
    N_(
        "The first player to reach the target gold at the end of an Income phase wins (or the "
        "richest when the round limit runs out)."
    ),
    N_(
        "In real history Florida changed flags several times: Spain until 1763, Britain until "
        "1783, Spain again, and then the United States in 1821 under the Adams-Onís Treaty."
    ),
    "topic-changes-of-flag",
)


def caption_for(phase: str) -> Caption:
    """The caption for a phase name from ``state.PHASES`` (or "game_over")."""
    if phase == "game_over":
        return GAME_OVER_CAPTION
    return CAPTIONS[phase]


assert tuple(CAPTIONS) == PHASES, "one caption per phase, in the rules' order"
