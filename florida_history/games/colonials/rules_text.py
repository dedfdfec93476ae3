"""Help → Rules (F1) and the library's Rules tab for Colonials: the rules in plain words, in
the order a newcomer meets them on a first turn, which is also the rules reference's order
(C5 … C36).

Students see only the titles and texts: the rule ids are for developers and live in
``RULE_IDS`` (title -> the rules a section explains), which the tests use. ``rules_for`` puts
this game's own targets and round limit into the first section."""

from __future__ import annotations

from florida_history.games.colonials.engine.settings import Settings
from florida_history.games.colonials.names import preset_short
from florida_history.games.colonials.words import N_, _, ngettext

GOAL = N_("The goal")

# (title, text) as catalog msgids (English); ``rules_for`` says them in the app's language.
RULES: tuple[tuple[str, str], ...] = (
    (
        GOAL,
        N_(
            "Each player runs a colony. Make it reach all four targets at the same time: "
            "people (Population), Gold, Resources and Town Improvements. The bars beside each "
            "colony show how close it is. In a Class period game you need 21 people, 14 Gold, 7 "
            "Resources and 2 Town Improvements."
        ),
    ),
    (
        N_("Setting up"),
        N_(
            "Every colony starts with 10 people, 5 Gold and no cards. The game number shuffles "
            "the deck, so the same number deals the same game. It also picks who goes first. "
            "Round 1 then goes around the table in seat order."
        ),
    ),
    (
        N_("Fair turn order"),
        N_(
            "Class period and Short games use a fair turn order. The order changes every round, "
            "so no one is always first or always last. The player who starts round 1 plays last "
            "in the last round. The log shows each round's order. Without this option, the same "
            "player starts every round.\n"
            "Game vs. History: the rules sheet does not say how turns go. We tested many games "
            "with four equal computer players and a fixed order. The first player won only about "
            "1 game in 8, and the last about 4 in 10. With the fair order, each wins about 1 in 4."
        ),
    ),
    (
        N_("A turn has 8 phases"),
        N_(
            "1 Draw, 2 Growth, 3 Hardships, 4 Revenue, 5 Upkeep, 6 Resources, 7 Trade, 8 Raid. "
            "Only the player whose turn it is acts. Others only answer a trade offer or stop a "
            "raid with a Peace card. A phase with nothing to do passes by itself."
        ),
    ),
    (
        N_("1 Draw and the hand limit"),
        N_(
            "Draw 3 cards. Going first helps. So if a Class period or Short game has no fair "
            "turn order, the very first player draws only 2 on the first turn.\n"
            "Hand limit: if you now hold more than 7 cards, pick cards to throw away until you "
            "have 7. The limit is checked only at the end of your Draw phase."
        ),
    ),
    (
        N_("2 Growth"),
        N_(
            "Gain 1 person, plus 1 for each Preacher, Minister, Proprietor or Promoter you have in "
            "play. Then play any Settlement cards you like. For each one, roll a die and gain that "
            "many people."
        ),
    ),
    (
        N_("3 Hardships"),
        N_(
            "Play any Hardship cards you like on your opponents. For each card, pick one "
            "opponent: they lose a die roll of people. You can never pick yourself."
        ),
    ),
    (
        N_("4 Revenue and the majority bonus"),
        N_(
            "Gain 1 Gold. Add 1 Gold for each Resource you have in play, and your majority "
            "bonuses. Take away 1 Gold for each Oppression card on you. Gold never goes below 0.\n"
            "Majority bonus: every Resource card has a type: Agriculture (farming), Animals, "
            "Trade, Sea or Manufacturing (making goods). Look at each type. If you have more "
            "cards of it in play than anyone else, gain 1 more Gold. A tie gives no one the "
            "bonus."
        ),
    ),
    (
        N_("5 Upkeep"),
        N_(
            "Pay 1 Gold for each Combatant you have in play. Leaders that count as Combatants "
            "need upkeep too. If you do not pay for one, it goes home: it is thrown away."
        ),
    ),
    (
        N_("6 Resources: what things cost"),
        N_(
            "Put cards from your hand into play, in any order, as often as your Gold allows:\n"
            "Resource: 1 Gold. It pays 1 Gold at every Revenue phase.\n"
            "Combatant: 1 Gold, plus 1 Gold upkeep each turn. It rolls a die when you raid.\n"
            "Town Improvement: 2 Gold.\n"
            "Fort: 3 Gold. No upkeep.\n"
            "Leader: free.\n"
            "Oppression: free, played on an opponent.\n"
            "Cards in play stay there from turn to turn."
        ),
    ),
    (
        N_("The Resource cap"),
        N_(
            "You may have 1 Resource in play for every 3 people. Divide your people by 3 and drop "
            "any part left over. With 10 people you may have 3 Resources. With 21 people you may "
            "have 7. If you lose people, you keep your Resources. But you cannot add one until "
            "you have enough people again."
        ),
    ),
    (
        N_("Oppression"),
        N_(
            "An Oppression card is played on an opponent for free. It stays in front of them and "
            "takes 1 Gold from them at each of their Revenue phases. Several add up. It goes away "
            "only by Fire, by that player's Dissident, or if that colony is knocked out."
        ),
    ),
    (
        N_("Leaders"),
        N_(
            "Leaders cost nothing to play. Some count as another kind of card for every rule:\n"
            "General, Revolutionary, Captain, Privateer: Combatants, so they need upkeep.\n"
            "Ironmaster (Industrialist), Merchant Adventurer (Entrepreneur), Director: Resources "
            "with no type.\n"
            "Governor, Natural Philosopher (Scientist): Town Improvements.\n"
            "Preacher, Minister, Proprietor, Promoter: 1 more person at each of your Growth "
            "phases.\n"
            "Diplomat: a player must pay 2 Gold to raid you.\n"
            "Dissident: it throws away every Oppression card on you. No new one can be played "
            "on you while it stays."
        ),
    ),
    (
        N_("7 Trade"),
        N_(
            "You may make up to 3 offers, each to one opponent. Say what you give (cards from your "
            "hand, Gold, people) and what you ask for (Gold and people only, because their hand "
            "is secret). They say yes or no. Everyone keeps at least 1 person. You may add a "
            "promise; the game shows it but never makes anyone keep it."
        ),
    ),
    (
        N_("8 Raid"),
        N_(
            "You may raid one opponent a turn if you have a Combatant. All your Combatants take "
            "part. First say whom you raid. They may play a Peace card: then the raid is off, and "
            "you cannot raid anyone else this turn. If they have a Diplomat, you pay 2 Gold. Next "
            "you may add Battle cards, at most one for each Combatant. Then roll one die for each "
            "Combatant and each Battle card. Every 1 is a casualty for them. Each die "
            "has a 1 in 6 chance.\n"
            "With the option Defenders fight back, they also roll one die for each of their "
            "Combatants. Each 1 costs you a Combatant."
        ),
    ),
    (
        N_("Casualties: what is lost first"),
        N_(
            "Their Forts cancel casualties first. For each casualty left, they lose, in this "
            "order: a Combatant. If they have none, a Resource. If none, a Town Improvement. If "
            "none, a die roll of people. They choose which card. Other Leaders, Forts and "
            "Oppression cards are never lost in a raid. The raider gains nothing but the damage."
        ),
    ),
    (
        N_("Forts"),
        N_(
            "Each Fort cancels 1 casualty against you in each turn. A Fort never rolls, needs no "
            "upkeep and is never lost as a casualty, but Fire can burn it. It protects only its "
            "owner, never a raider."
        ),
    ),
    (
        N_("Events"),
        N_(
            "Play Event cards in your own turn, after your Draw phase, one at a time, but not in "
            "the middle of a raid.\n"
            "Draw 3 cards (Free Land and seven others): draw 3 cards at once.\n"
            "Fire: throw away any one card in play, anyone's, even an Oppression card on you.\n"
            "Peace (Peace Pact, Peace Treaty, Armistice): play it only when someone raids you, to "
            "stop that raid."
        ),
    ),
    (
        N_("When you win"),
        N_(
            "The game checks for a winner at the end of every turn, after the Raid phase. A colony "
            "that has reached all four targets at once wins. If more than one has, the player "
            "whose turn it was wins if among them. Otherwise the one with more Gold wins, and an "
            "exact tie is shared."
        ),
    ),
    (
        N_("The round limit"),
        N_(
            "A round ends when every colony has had one turn. Class period, Short and Full games "
            "stop after their last round. Then the colony closest to its targets wins. "
            "Each target counts up to 100%, so the score goes from 0% to 400%. A tie goes to the "
            "most Gold; an exact tie is shared."
        ),
    ),
    (
        N_("Losing a colony"),
        N_(
            "A colony with 0 people is out of the game. When one colony is left, it wins. In "
            "Class period and Short games, colonies are protected: Hardships and raids never take "
            "a colony below 1 person."
        ),
    ),
    (
        N_("Keys"),
        N_(
            "Every button shows its key in brackets: press it. Space or Enter answers the "
            "\u201cPass to\u201d screen and goes on after a lesson. L shows the next lesson. "
            "T opens the trade offer. Esc goes back. Ctrl+S saves, Ctrl+O opens and Ctrl+N "
            "starts a new game. Ctrl+plus and Ctrl+minus change the text size. F1 shows these "
            "rules. F2 opens the lesson library."
        ),
    ),
    (
        N_("Secret hands"),
        N_(
            "When several people share the computer, the game asks you to pass it before a hand "
            "is shown. Everyone else looks away."
        ),
    ),
)

# Title -> the rules (rules/colonials.md) each section explains, in the reference's order.
RULE_IDS: dict[str, tuple[str, ...]] = {
    GOAL: ("C33", "C34", "C35"),
    "Setting up": ("C5", "C6", "C7"),
    "Fair turn order": ("C7a",),
    "A turn has 8 phases": ("C9",),
    "1 Draw and the hand limit": ("C8", "C10", "C11", "C42"),
    "2 Growth": ("C12",),
    "3 Hardships": ("C13",),
    "4 Revenue and the majority bonus": ("C15", "C16", "C17"),
    "5 Upkeep": ("C18",),
    "6 Resources: what things cost": ("C19",),
    "The Resource cap": ("C23",),
    "Oppression": ("C20",),
    "Leaders": ("C21", "C22"),
    "7 Trade": ("C25", "C26", "C41"),
    "8 Raid": ("C27", "C28", "C32", "C47"),
    "Casualties: what is lost first": ("C29", "C30"),
    "Forts": ("C24",),
    "Events": ("C31", "C32", "C43", "C44"),
    "When you win": ("C33",),
    "The round limit": ("C35", "C45"),
    "Losing a colony": ("C14", "C36"),
    "Keys": (),
    "Secret hands": ("C4",),
}


def _goal_for(settings: Settings, players: int) -> str:
    """The first section with this game's own numbers (any preset or Custom)."""
    s = settings
    text = _(
        "Each player runs a colony. Grow it until it reaches all four targets at the same "
        "time. In this game: %(pop)d people, %(gold)d Gold, %(resources)d Resources and "
        "%(towns)d Town Improvements. The bars beside each colony show how close it is."
    ) % {
        "pop": s.target_pop,
        "gold": s.target_gold,
        "resources": s.target_resources,
        "towns": s.target_towns,
    }
    fields = {"length": preset_short(s.preset), "players": players, "limit": s.round_limit}
    if s.round_limit is not None:
        text += (
            " "
            + ngettext(
                "This %(length)s game with %(players)d player ends after round %(limit)d if no "
                "one has won by then.",
                "This %(length)s game with %(players)d players ends after round %(limit)d if no "
                "one has won by then.",
                players,
            )
            % fields
        )
    else:
        text += " " + _("This %(length)s game has no round limit.") % fields
    return text


def rules_for(settings: Settings | None = None, players: int = 0) -> list[tuple[str, str]]:
    """The rules as (title, text) pairs; with a game's settings the goal gives its numbers."""
    out = [(_(title), _(text)) for title, text in RULES]
    if settings is not None and players:
        out[0] = (_(GOAL), _goal_for(settings, players))
    return out


def rules_plain_text() -> str:
    return "\n\n".join(f"{title}\n{text}" for title, text in rules_for())
