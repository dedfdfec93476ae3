"""What the app states must be true and read well (issues #9 §2 and #11 §4), without Tk:
the odds sentence, why a landing brings no attack, how an attack is built, battle dice,
plurals, computer players' names, and a rules text with no rule codes."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
from engine_helpers import at_turn, card, give, make_game, script

from florida_history.games.colonial_florida import bots, wording
from florida_history.games.colonial_florida.ai import words
from florida_history.games.colonial_florida.ai.heuristic import HeuristicBot
from florida_history.games.colonial_florida.ai.odds import (
    attack_odds,
    chance_phrase,
    raid_defence_odds,
)
from florida_history.games.colonial_florida.describe import Describer, raze_markers
from florida_history.games.colonial_florida.engine import ChooseDie, LaunchAttack, Roll
from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.engine.state import FAIR_ORDER
from florida_history.games.colonial_florida.rules_text import RULE_IDS, RULES, rules_plain_text
from florida_history.games.colonial_florida.session import PlayerSetup, Session

# --- the odds sentence ------------------------------------------------------------------

_PHRASE = re.compile(r"about (\d+) times? in (\d+)")


def _stated(phrase: str) -> Fraction:
    """The chance a phrase states."""
    fixed = {"never": 0, "almost never": 0, "every time": 1, "almost every time": 1}
    if phrase in fixed:
        return Fraction(fixed[phrase])
    m = _PHRASE.fullmatch(phrase)
    assert m, phrase
    return Fraction(int(m.group(1)), int(m.group(2)))


def test_odds_96_percent_is_about_24_times_in_25_never_10_times_in_10() -> None:
    # 3 fighters against an empty settlement: 4 dice against 2.
    assert chance_phrase(attack_odds(3, 0)) == "about 24 times in 25"
    assert chance_phrase(0.96) == "about 24 times in 25"
    assert chance_phrase(1 - attack_odds(3, 0)) == "about 1 time in 25"  # the other end
    assert chance_phrase(0.7) == "about 7 times in 10"
    assert chance_phrase(0.2) == "about 1 time in 5"
    assert chance_phrase(0.995) == "almost every time"
    assert chance_phrase(0.005) == "almost never"
    assert (chance_phrase(0), chance_phrase(1)) == ("never", "every time")


def test_odds_halves_always_round_up() -> None:
    assert chance_phrase(0.35) == "about 4 times in 10"
    assert chance_phrase(0.45) == "about 5 times in 10"
    assert chance_phrase(0.55) == "about 6 times in 10"
    assert chance_phrase(0.65) == "about 7 times in 10"
    assert chance_phrase(Fraction(13, 20)) == "about 7 times in 10"


def test_odds_sentence_is_true_within_5_points_and_grows_with_the_chance() -> None:
    grid = [Fraction(i, 2000) for i in range(2001)]
    battles = [
        Fraction(attack_odds(x, y)).limit_denominator(10**9)
        for x in range(1, 13)
        for y in range(13)
    ]
    raids = [
        Fraction(raid_defence_odds(r, y)).limit_denominator(10**9)
        for r in (1, 2, 3)
        for y in range(13)
    ]
    previous = Fraction(0)
    for p in grid:
        phrase = chance_phrase(p)
        stated = _stated(phrase)
        assert stated >= previous, (p, phrase)  # never says less for a bigger chance
        previous = stated
    for p in grid + battles + raids:
        phrase = chance_phrase(p)
        assert abs(_stated(phrase) - p) <= Fraction(1, 20), (float(p), phrase)
        m = _PHRASE.fullmatch(phrase)
        if m:
            times, out_of = int(m.group(1)), int(m.group(2))
            assert 1 <= times < out_of, phrase  # never "10 times in 10" or "0 times in 5"
            assert phrase.startswith("about 1 time ") == (times == 1)  # "1 time", "2 times"


def test_the_ui_the_bots_and_the_attack_help_use_the_one_wording() -> None:
    for x, y in ((1, 0), (3, 0), (1, 2), (4, 3)):
        words = chance_phrase(attack_odds(x, y))
        assert bots.attack_chance(x, y) == (attack_odds(x, y), words)
        assert f"you win {words}." in wording.attack_help(x, y)
    game = make_game()
    soldiers = [card("soldiers", i) for i in range(3)]
    give(game, 3, "spanish", *soldiers)
    give(game, 6, "british")
    from florida_history.games.colonial_florida.engine.state import ATTACK, Pending

    game.state.phase = "action"
    game.state.pending = Pending(ATTACK, "spanish", space=6, committed=tuple(soldiers))
    choice = HeuristicBot(1).choose(game)
    assert choice.action == LaunchAttack()
    assert choice.reason == ("I attack Cowford: 4 dice against 2 dice win about 24 times in 25.")


# --- attacks: why not, and in steps ------------------------------------------------------------


def _landing_session(cards_at_st_augustine: tuple[int, ...], own_st_augustine: bool = True):
    game = make_game()
    give(game, 6, "british", card("militia", 1))  # Cowford, the rival's settlement
    if own_st_augustine:
        give(game, 3, "spanish", *cards_at_st_augustine)
    at_turn(game, "spanish")
    script(game, 5, 4)  # pawn on 1: the 5 reaches Cowford (6)
    players = [PlayerSetup("spanish", "Ana"), PlayerSetup("british", "Ben")]
    session = Session(game, players)
    session.autosave = False
    session.apply(Roll())
    session.apply(ChooseDie(5))
    return session


def test_landing_on_a_rival_without_fighters_next_door_says_why() -> None:
    session = _landing_session(())
    texts = [e.text for e in session.log]
    moved = texts.index("Ana (Spanish) moves 5 spaces to Cowford.")
    assert texts[moved + 1] == (
        "You can't attack Cowford: none of your settlements next to it has fighters."
    )


def test_landing_on_a_rival_with_only_a_fortress_next_door_says_it_only_defends() -> None:
    session = _landing_session((card("fortress"),))
    assert any(
        e.text == "You can't attack Cowford: none of your settlements next to it has fighters "
        "that can attack (a Fortress only defends)."
        for e in session.log
    )


def test_landing_on_a_rival_with_no_settlement_next_door_says_why() -> None:
    session = _landing_session((), own_st_augustine=False)
    assert any(
        e.text == "You can't attack Cowford: you hold no settlement next to it."
        for e in session.log
    )


def test_a_computer_landing_names_the_computer_and_an_attack_says_nothing_extra() -> None:
    game = make_game()
    give(game, 6, "british")
    give(game, 3, "spanish")
    assert wording.why_no_attack(game, "spanish", 6, "Isabel") == (
        "Isabel can't attack Cowford: none of Isabel's settlements next to it has fighters."
    )
    give(game, 3, "spanish", card("soldiers"))
    assert wording.why_no_attack(game, "spanish", 6) is None  # an attack is offered instead
    assert wording.why_no_attack(game, "british", 6) is None  # one's own settlement


def test_the_decision_panel_explains_an_attack_is_built_in_steps() -> None:
    assert wording.attack_help(0, 1) == (
        "An attack is built in steps: first add a fighter (press 1, or the number on its "
        "button), add more for more dice, then press A to attack. Or press D to leave it. "
        "With one fighter you roll 2 dice, they roll 3: you would win about 1 time in 6."
    )
    assert wording.attack_help(2, 1) == (
        "You roll 3 dice, they roll 3: you win about 5 times in 10. "
        "Each fighter you add rolls one more die. Press A to attack now."
    )


# --- dice, plurals, names ----------------------------------------------------------------


def test_combat_dice_are_written_as_sums() -> None:
    assert wording.combat_dice_line((5, 1), (3, 2, 6)) == (
        "Attackers: 5 + 1 = 6   Defenders: 3 + 2 + 6 = 11"
    )


def test_plurals_in_the_log() -> None:
    d = Describer({"spanish": "Ana"})
    assert d.describe(ev.PawnMoved("spanish", 2, 3, (3,), 1)) == (
        "Ana (Spanish) moves 1 space to St Augustine."
    )
    assert d.describe(ev.HazardMoved("disease", 4, 3, (3,), (1,), True)) == (
        "Disease moves 1 space (dice 1) to St Augustine and strikes the settlement!"
    )
    assert raze_markers(1) == "1 Raze marker"
    assert raze_markers(0) == "0 Raze markers"
    assert words.dice(1) == "1 die" and words.dice(3) == "3 dice"


def test_the_winner_of_a_raid_or_battle_never_loses_its_last_fighter_in_the_log() -> None:
    line = Describer({}).describe(ev.DiceRolled("winner-loss", (2,), "spanish", 3))
    assert line == (
        "The winner rolls 2 (1-3 costs a fighter): it loses one, unless that would be its last."
    )


def test_computer_players_have_names_never_computer() -> None:
    players = [
        PlayerSetup("spanish", "Ana"),
        PlayerSetup("french", "Computer", "computer", "heuristic"),  # an older save
    ]
    session = Session.new(players, 30, 9, seed=3, turn_order=FAIR_ORDER)
    assert session.name_of("french") == "Marie"
    assert wording.winner_line([session.name_of("french")]) == "Marie wins the game!"
    assert wording.winner_line(["Ana", "Marie"]) == "Ana and Marie win the game!"
    assert session.describer.who("french") == "Marie (French)"
    assert session.log[0].text == (
        "New game number 3: first to 30 gold or the richest after round 9. "
        "Fair turn order: the order changes every round."
    )
    assert not any("Computer" in e.text for e in session.log)
    while session.game.state.phase != "action":
        session.apply(session.game.legal_actions()[0])
    # Game number 3 with 2 players: Marie (the second in the list) starts round 1.
    assert "Turn order this round: Marie, Ana." in [e.text for e in session.log]


def test_default_names_follow_a_seat_switched_between_human_and_computer() -> None:
    assert wording.default_name("british", computer=True) == "Thomas"
    assert wording.default_name("british", computer=False) == "Player 2"
    assert wording.is_default_name("Player 2") and wording.is_default_name("Computer")
    assert not wording.is_default_name("Ben")


# --- the rules text ---------------------------------------------------------------------


def test_rules_text_shows_no_rule_codes_to_students() -> None:
    text = rules_plain_text()
    assert not re.search(r"\bR\d+\b", text)
    assert "rule R" not in text
    assert [title for title, _ in RULES] == list(RULE_IDS)


def test_rules_text_labor_bonus_needs_a_non_labor_income_card_r11() -> None:
    income = dict(RULES)["Income"]
    assert "a Labor card and also an income card that is not a Labor card" in income


def test_rules_text_raid_and_attack_winner_never_loses_its_last_combatant_r15_r16() -> None:
    rules = dict(RULES)
    assert "on 1-3 it loses one combatant, but never its last one" in rules["Raids"]
    assert "on 1-3 it loses one fighter that fought, but never its last one" in rules["Attacking"]
    assert "An attack is built in steps" in rules["Attacking"]


def test_rules_text_explains_the_fair_turn_order_with_a_game_vs_history_note() -> None:
    order = dict(RULES)["Turn order"]
    assert "A-B-C, then C-B-A, then B-C-A" in order and "two players take turns" in order
    assert "Game vs. History: the original game always starts with the same player." in order


@pytest.mark.parametrize(
    "text",
    [body for _, body in RULES]
    + [wording.FAIR_ORDER_LABEL, wording.FAIR_ORDER_HELP, wording.attack_help(0, 2)],
)
def test_us_spelling_in_what_students_read(text: str) -> None:
    assert not re.search(
        r"defence|honour|colour|neighbour|favour|centre|labour|behaviour", text, re.IGNORECASE
    )
