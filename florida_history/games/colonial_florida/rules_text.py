"""Help → Rules: the rules of Colonial Florida in the app's own words, in the order of the
rules reference (R1-R25), plus how to play with the mouse and the keyboard.

Students see only the titles and texts: the rule ids (R1 …) are for developers and live in
``RULE_IDS`` (title -> the rules a section explains), which the tests use."""

from __future__ import annotations

from florida_history.games.colonial_florida.words import N_, _

# The usual target as the rules say it; a game's window names its own target instead.
USUAL_TARGET = N_("50 unless you chose otherwise")

RULES: list[tuple[str, str]] = [
    (
        N_("The goal"),
        N_(
            "Spain, Britain and France compete for Florida between 1513 and 1821. Found "
            "settlements, grow them with cards, and collect gold. The first player to reach the "
            "target gold (50 unless you chose otherwise) at the end of an Income phase wins. If "
            "you set a round limit, the richest player wins when it runs out."
        ),
    ),
    (
        N_("The board"),
        N_(
            "36 spaces form a ring. Every third space is a settlement: 12 in all. Pawns move "
            "clockwise (space numbers go up); the four hazard markers move the other way. The "
            "settlements next to a settlement are the ones three spaces away on each side."
        ),
    ),
    (
        N_("Setting up"),
        N_(
            "All pawns and the Hurricane, Pirate, Raid and Disease markers start on space 1, the "
            "Gulf Stream. Each player has 12 control markers and no gold. The card deck is "
            "shuffled using the game number, so the same number always deals the same game."
        ),
    ),
    (
        N_("Turn order"),
        N_(
            "In the original game, players always take their turns in the same order: the first "
            "player in the list starts every round. With the fair turn order (used by the Short "
            "and Class period lengths, and a choice on the New game screen), the game number "
            "picks who starts round 1, and the order changes every round. With three players A, B "
            "and C it goes A-B-C, then C-B-A, then B-C-A, and again from the start; two players "
            "take turns going first. The log shows each round's order.\n"
            "Game vs. History: the original game always starts with the same player. That player "
            "reaches the empty settlements first every round. In tests with identical computer "
            "players, the first player won almost half of all 3-player games. With the fair turn "
            "order, each player wins about a third."
        ),
    ),
    (
        N_("A round has 7 phases"),
        N_(
            "1 Rebuild: every razed settlement removes one Raze marker.\n"
            "2 Hurricane: roll 3 dice and move the Hurricane back that many spaces. If it lands "
            "on a settlement, the settlement gets 1 die of Raze markers and each card there is "
            "destroyed on a roll of 1 (never a Fortress).\n"
            "3 Pirate: roll 2 dice and move the Pirate marker back. On a settlement, 1 to 3 "
            "raiders attack it.\n"
            "4 Raid: roll 1 die and move the Raid marker back. On a settlement, 1 to 3 raiders "
            "attack it. The lesson tells which Native nation lived there.\n"
            "5 Disease: roll 1 die and move the Disease marker back. On a settlement: 1 die of "
            "Raze markers, and each combatant card there dies on a roll of 1 or 2 (never a "
            "Fortress).\n"
            "6 Income: every settlement you hold pays you, unless it is razed or another "
            "player's pawn stands on it.\n"
            "7 Action: each player takes a turn."
        ),
    ),
    (
        N_("Income"),
        N_(
            "A settlement pays 1 gold, plus 1 for each income card (a Provincial Capitol counts "
            "2), plus 1 if it has a Labor card and also an income card that is not a Labor card, "
            "plus 1 for every two "
            "cards with the same type letter, minus 1 for each Cutthroats & Thieves. It never "
            "pays less than 0."
        ),
    ),
    (
        N_("Raids"),
        N_(
            "The raiders roll one die more than their number; the settlement rolls 2 dice plus "
            "one for every combatant card there. Ties roll again. If the raiders win, the "
            "settlement loses its combatants (not Fortresses) and gets Raze markers. If the "
            "settlement wins, it rolls 1 die: on 1-3 it loses one combatant, but never its last "
            "one."
        ),
    ),
    (
        N_("Attacking"),
        N_(
            "You can attack if you hold a settlement next to it with a combatant that can fight "
            "(any C or M card except a Fortress). Commit one or more of them. You roll 1 die plus "
            "one per combatant; the defender rolls 2 dice plus one per combatant card there "
            "(Fortresses count). Ties roll again. The loser loses every combatant that fought "
            "(Fortresses never fall). The winner rolls 1 die: on 1-3 it loses one fighter that "
            "fought, but never its last one. If you win, the settlement and all its cards become "
            "yours, and one of your fighters may move in.\n"
            "An attack is built in steps: add a fighter (press 1, or the number on its button), "
            "add more if you like (each one rolls one more die), then press A to attack or D to "
            "leave it. The game shows your chances in words before you decide. If none of your "
            "settlements next to it has fighters, you cannot attack, and the game tells you why."
        ),
    ),
    (
        N_("Your turn"),
        N_(
            "If your pawn starts on a space with a hazard marker, you skip your turn. Otherwise "
            "roll two dice, choose ONE of them, and move that many spaces clockwise. Then:\n"
            "• an empty settlement: you found it and place a control marker;\n"
            "• your own settlement: clear up to 1 die of Raze markers; if none are left, draw a "
            "card and attach it there;\n"
            "• another player's settlement: you may attack it, if one of your settlements next to "
            "it has a fighter that can attack."
        ),
    ),
    (
        N_("Fortresses and moving fighters"),
        N_(
            "Fortresses are never destroyed and never attack, but they defend. "
            "After your landing, each of your movable (M) combatants may move once to a "
            "neighboring settlement you hold. Pawns may share spaces; a pawn on someone else's "
            "settlement stops it paying income."
        ),
    ),
    (
        N_("Card names"),
        N_(
            "Five cards are shown with respectful classroom names (for example Enslaved "
            "Laborers); the original name is in the card's lesson. You can switch this in the "
            "View menu."
        ),
    ),
    (
        N_("Game length"),
        N_(
            "Choose the gold needed to win (20-100) and an optional round limit, or one of the "
            "lengths Short, Class period and Full game. The New game screen estimates how many "
            "minutes that takes."
        ),
    ),
    (
        N_("Head start and Founder's card"),
        N_(
            "Two extra rules you can switch on in New game. They bring cards and battles into a "
            "game that must fit in one lesson. Neither changes a card or a phase.\n"
            "• Head start: before round 1, each power begins with its first real colony and one "
            "card there: Spain with St Augustine (founded 1565), France with Fort Caroline (1564) "
            "and Britain with New Smyrna (1768). You read about each colony before anyone rolls.\n"
            "• Founder's card: when you found a settlement, you also draw a card for it.\n"
            "A card is attached even if it is a fighter or Cutthroats & Thieves. If the deck is "
            "empty, the used cards are shuffled into a new deck.\n"
            "The Short and Class period lengths use Founder's card. The Full game uses neither, "
            "like the original game.\n"
            "Why: we tested thousands of games with computer players. A Class period game without "
            "these rules drew no card at all in most games. With Founder's card it drew about 11, "
            "and someone could attack in almost half of the games. With Head start, Spain won "
            "more often, because St Augustine is next to the start: in Short games, 38 of every "
            "100 (France 29). Starting Britain at Cowford instead did not help, so Head start "
            "keeps the real first colonies and the lengths leave it off."
        ),
    ),
    (
        N_("Playing with the mouse or keyboard"),
        N_(
            "Every choice is a big button with its key on it: R rolls, 1 or 2 picks a die, A "
            "attacks, D declines, E ends the turn. When a lesson opens, the game waits while you "
            "read it: Space (Continue) plays on, and L shows the next lesson if more came up at "
            "once. Click any "
            "space or card on the board to read its lesson, or press B to reach the board and "
            "use the arrow keys (Left/Right for spaces, Up/Down for cards) and Enter "
            "(Esc leaves the board). C shows or hides the settlements' card lists on the map. "
            "Ctrl + and Ctrl − change the text size, Ctrl 0 resets it. The game saves itself "
            "after every decision."
        ),
    ),
]


# Developers' map from each section to the rules it explains (never shown to students).
RULE_IDS: dict[str, tuple[str, ...]] = {
    "The goal": ("R14", "R24"),
    "The board": ("R1", "R2"),
    "Setting up": ("R3", "R5"),
    "Turn order": ("R4",),
    "A round has 7 phases": ("R6", "R7", "R8", "R9", "R10", "R11"),
    "Income": ("R11", "R12", "R13"),
    "Raids": ("R15",),
    "Attacking": ("R16",),
    "Your turn": ("R17", "R18", "R19"),
    "Fortresses and moving fighters": ("R20", "R21", "R22"),
    "Card names": ("R23",),
    "Game length": ("R24",),
    "Head start and Founder's card": ("R25",),
    "Playing with the mouse or keyboard": (),
}


def rules() -> list[tuple[str, str]]:
    """The rules' (title, text) in the language the app speaks."""
    return [(_(title), _(body)) for title, body in RULES]


def rules_for_target(target: int) -> list[tuple[str, str]]:
    """The rules with this game's gold target where they name the usual one."""
    usual = _(USUAL_TARGET)
    here = _("{gold} in this game").format(gold=target)
    return [(title, body.replace(usual, here)) for title, body in rules()]


def rules_plain_text() -> str:
    return "\n\n".join(f"{title}\n{body}" for title, body in rules())
