"""Sentences students read about players, battles and the turn order (no Tk, so they are
tested directly): who a computer player is, why a landing brings no attack, how an attack is
built, the battle dice, and what the fair turn order means."""

from __future__ import annotations

from florida_history.games.colonial_florida.ai.odds import attack_odds, chance_phrase
from florida_history.games.colonial_florida.describe import join_names, place
from florida_history.games.colonial_florida.engine import Game
from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.engine.board import adjacent_settlements, is_settlement
from florida_history.games.colonial_florida.engine.cards import DECK
from florida_history.games.colonial_florida.engine.state import FAIR_ORDER
from florida_history.games.colonial_florida.names import power_name
from florida_history.games.colonial_florida.seating import (  # the seats' words live there
    COMPUTER_NAMES,
    OLD_COMPUTER_NAMES,
)
from florida_history.games.colonial_florida.seating import FAIR_ORDER_HELP as FAIR_ORDER_HELP
from florida_history.games.colonial_florida.seating import FAIR_ORDER_LABEL as FAIR_ORDER_LABEL
from florida_history.games.colonial_florida.seating import HUMAN_NAMES as HUMAN_NAMES
from florida_history.games.colonial_florida.seating import default_name as default_name
from florida_history.games.colonial_florida.seating import is_default_name as is_default_name
from florida_history.games.colonial_florida.words import _, ngettext


def shown_name(name: str, power: str, computer: bool) -> str:
    """The name to show for a seat: a computer saved as "Computer" gets its own name."""
    if computer and name.strip() in OLD_COMPUTER_NAMES:
        return COMPUTER_NAMES[power]
    return name.strip() or power_name(power)


def winner_line(names: list[str]) -> str:
    """ "Marie wins the game!", "Ana and Ben win the game!" """
    return ngettext("{names} wins the game!", "{names} win the game!", len(names)).format(
        names=join_names(names)
    )


def combat_dice_line(attacker_dice: tuple[int, ...], defender_dice: tuple[int, ...]) -> str:
    """The dice of one throw of a battle or raid: "Attackers: 5 + 1 = 6   Defenders: 3 + 2 = 5"."""

    def side(dice: tuple[int, ...]) -> str:
        return " + ".join(map(str, dice)) + f" = {sum(dice)}"

    return _("Attackers: {attackers}   Defenders: {defenders}").format(
        attackers=side(attacker_dice), defenders=side(defender_dice)
    )


# --- attacks ---------------------------------------------------------------------------------


def why_no_attack(game: Game, power: str, target: int, you: str = "you") -> str | None:
    """Why ``power``'s pawn on a rival's settlement brings no attack (R16), or None if it could
    attack or the settlement is not a rival's. ``you``: "you" for the player at the computer,
    or the player's name."""
    owner = game.state.settlements[target].owner
    if owner is None or owner == power or game.can_attack(power, target):
        return None
    mine = [n for n in adjacent_settlements(target) if game.state.settlements[n].owner == power]
    name = place(target)
    cards = [c for n in mine for c in game.state.settlements[n].cards]
    fortress = any(DECK[c].is_fortress for c in cards)
    if you == "you":
        if not mine:
            text = _("You can't attack {place}: you hold no settlement next to it.")
        elif fortress:
            text = _(
                "You can't attack {place}: none of your settlements next to it has fighters "
                "that can attack (a Fortress only defends)."
            )
        else:
            text = _("You can't attack {place}: none of your settlements next to it has fighters.")
    elif not mine:
        text = _("{name} can't attack {place}: {name} holds no settlement next to it.")
    elif fortress:
        text = _(
            "{name} can't attack {place}: none of {name}'s settlements next to it has fighters "
            "that can attack (a Fortress only defends)."
        )
    else:
        text = _(
            "{name} can't attack {place}: none of {name}'s settlements next to it has fighters."
        )
    return text.format(place=name, name=you)


def no_attack_notes(game: Game, events: list[ev.AnyEvent], names: dict[str, str]) -> dict[int, str]:
    """For every landing on a rival's settlement that brought no attack: the index of its
    PawnMoved event in ``events`` -> why. ``names``: power -> "you" or the player's name."""
    offered = {(e.player, e.space) for e in events if isinstance(e, ev.AttackAvailable)}
    notes = {}
    for i, e in enumerate(events):
        if isinstance(e, ev.PawnMoved) and (e.player, e.to_space) not in offered:
            if is_settlement(e.to_space):
                line = why_no_attack(game, e.player, e.to_space, names.get(e.player, "you"))
                if line:
                    notes[i] = line
    return notes


def attack_help(committed: int, defenders: int) -> str:
    """The decision panel's explanation while an attack is being put together (R16)."""
    if committed == 0:
        return _(
            "An attack is built in steps: first add a fighter (press 1, or the number on its "
            "button), add more for more dice, then press A to attack. Or press D to leave it. "
            "With one fighter you roll 2 dice, they roll {their_dice}: you would win {chance}."
        ).format(their_dice=2 + defenders, chance=chance_phrase(attack_odds(1, defenders)))
    return _(
        "You roll {your_dice} dice, they roll {their_dice}: you win {chance}. "
        "Each fighter you add rolls one more die. Press A to attack now."
    ).format(
        your_dice=1 + committed,
        their_dice=2 + defenders,
        chance=chance_phrase(attack_odds(committed, defenders)),
    )


# --- turn order --------------------------------------------------------------------------------


def order_words(turn_order: str) -> str:
    """How this game's turn order works, for the start of a game's log."""
    if turn_order == FAIR_ORDER:
        return _("Fair turn order: the order changes every round.")
    return _("Original turn order: the first player in the list starts every round.")


def variant_words(head_start: bool, founders_card: bool) -> list[str]:
    """The R25 classroom variants in play, a sentence each, for the start of a game's log."""
    parts = []
    if head_start:
        parts.append(_("Head start: each power begins with its first colony and one card."))
    if founders_card:
        parts.append(_("Founder's card: founding a settlement also draws a card."))
    return parts


def round_order_line(names: list[str]) -> str:
    """ "Turn order this round: Ben, Marie, Ana." (logged as each Action phase starts)."""
    return _("Turn order this round: {names}.").format(names=", ".join(names))
