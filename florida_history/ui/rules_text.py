"""Help → Rules: the rules of Colonial Florida in the app's own words, in the order of the
rules reference (R1-R24), plus how to play with the mouse and the keyboard."""

from __future__ import annotations

RULES: list[tuple[str, str]] = [
    (
        "The goal",
        "Spain, Britain and France compete for Florida between 1513 and 1821. Found "
        "settlements, grow them with cards, and collect gold. The first player to reach the "
        "target gold (50 unless you chose otherwise) at the end of an Income phase wins. If "
        "you set a round limit, the richest player wins when it runs out.",
    ),
    (
        "The board (R1, R2)",
        "36 spaces form a ring. Every third space is a settlement: 12 in all. Pawns move "
        "clockwise (space numbers go up); the four hazard markers move the other way. The "
        "settlements next to a settlement are the ones three spaces away on each side.",
    ),
    (
        "Setting up (R3-R5)",
        "All pawns and the Hurricane, Pirate, Raid and Disease markers start on space 1, the "
        "Gulf Stream. Each player has 12 control markers and no gold. The card deck is "
        "shuffled using the game number, so the same number always deals the same game.",
    ),
    (
        "A round has 7 phases",
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
        "7 Action: each player takes a turn.",
    ),
    (
        "Income (R11-R13)",
        "A settlement pays 1 gold, plus 1 for each income card (a Provincial Capitol counts "
        "2), plus 1 if it has a Labor card and another income card, plus 1 for every two "
        "cards with the same type letter, minus 1 for each Cutthroats & Thieves. It never "
        "pays less than 0.",
    ),
    (
        "Raids (R15)",
        "The raiders roll one die more than their number; the settlement rolls 2 dice plus "
        "one for every combatant card there. Ties roll again. If the raiders win, the "
        "settlement loses its combatants (not Fortresses) and gets Raze markers. If the "
        "settlement wins, it may still lose one combatant on a roll of 1-3.",
    ),
    (
        "Attacking (R16)",
        "You can attack if you hold a settlement next to it with a combatant that can fight "
        "(any C or M card except a Fortress). Commit one or more of them. You roll 1 die plus "
        "one per combatant; the defender rolls 2 dice plus one per combatant card there "
        "(Fortresses count). Ties roll again. The loser loses every combatant that fought "
        "(Fortresses never fall). The winner may lose one fighter on a roll of 1-3. If you win, "
        "the settlement and all its cards become yours, and one of your fighters may move in. "
        "The game shows your chances in words before you decide.",
    ),
    (
        "Your turn (R17-R19)",
        "If your pawn starts on a space with a hazard marker, you skip your turn. Otherwise "
        "roll two dice, choose ONE of them, and move that many spaces clockwise. Then:\n"
        "• an empty settlement: you found it and place a control marker;\n"
        "• your own settlement: clear up to 1 die of Raze markers; if none are left, draw a "
        "card and attach it there;\n"
        "• another player's settlement: you may attack it.",
    ),
    (
        "Fortresses and moving fighters (R20-R22)",
        "Fortresses are never destroyed and never attack, but they defend. "
        "After your landing, each of your movable (M) combatants may move once to a "
        "neighbouring settlement you hold. Pawns may share spaces; a pawn on someone else's "
        "settlement stops it paying income.",
    ),
    (
        "Card names (R23)",
        "Five cards are shown with respectful classroom names (for example Enslaved "
        "Laborers); the original name is in the card's lesson. You can switch this in the "
        "View menu.",
    ),
    (
        "Game length (R24)",
        "Choose the gold needed to win (20-100) and an optional round limit. The New game "
        "screen estimates how many minutes that takes.",
    ),
    (
        "Playing with the mouse or keyboard",
        "Every choice is a big button with its key on it: R rolls, 1 or 2 picks a die, A "
        "attacks, D declines, E ends the turn. When a lesson opens, the game waits while you "
        "read it: Space (Continue) plays on, and L shows the next lesson if more came up at "
        "once. Click any "
        "space or card on the board to read its lesson, or press B to reach the board and "
        "use the arrow keys (Left/Right for spaces, Up/Down for cards) and Enter "
        "(Esc leaves the board). C shows or hides the settlements' card lists on the map. "
        "Ctrl + and Ctrl − change the text size, Ctrl 0 resets it. The game saves itself "
        "after every decision.",
    ),
]


def rules_plain_text() -> str:
    return "\n\n".join(f"{title}\n{body}" for title, body in RULES)
