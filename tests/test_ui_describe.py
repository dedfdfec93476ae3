"""Plain-words log lines (no Tk)."""

from __future__ import annotations

import random

from florida_history.games.colonial_florida.describe import Describer
from florida_history.games.colonial_florida.engine import Game, GameConfig
from florida_history.games.colonial_florida.engine import events as ev

D = Describer({"spanish": "María", "british": "Ben"})


def test_pawn_move_and_founding_in_plain_words():
    assert D.describe(ev.PawnMoved("spanish", 1, 3, (2, 3), 2)) == (
        "María (Spanish) moves 2 spaces to St Augustine."
    )
    assert D.describe(ev.SettlementFounded("spanish", 3)) == "María (Spanish) founds St Augustine!"


def test_hazard_strike_and_raid_lines():
    line = D.describe(ev.HazardMoved("hurricane", 1, 33, (36, 35, 34, 33), (1, 1, 2), True))
    assert line == (
        "The Hurricane moves 4 spaces (dice 1 + 1 + 2 = 4) to Pensacola and strikes the settlement!"
    )
    raid = D.describe(ev.RaidStarted(9, "native_raid", 2, "british", 1))
    assert "Ben (British)'s New Smyrna" in raid and "raiders roll 3 dice" in raid


def test_classroom_card_names_r23():
    slaves = [
        i
        for i, k in enumerate(
            __import__(
                "florida_history.games.colonial_florida.engine.cards", fromlist=["DECK"]
            ).DECK
        )
        if k.slug == "slaves"
    ][0]
    assert "Enslaved Laborers (L)" in D.describe(ev.CardDrawn("spanish", 3, slaves))
    original = Describer({"spanish": "María"}, classroom=False)
    assert "Slaves (L)" in original.describe(ev.CardDrawn("spanish", 3, slaves))


def test_every_event_of_random_games_is_described_without_error():
    rng = random.Random(3)
    for seed in range(4):
        game = Game.new(
            GameConfig(seating=("spanish", "british", "french"), target_gold=25, seed=seed)
        )
        d = Describer({"spanish": "A", "british": "B", "french": "C"})
        lines = 0
        while not game.is_over:
            options = game.legal_actions()
            for e in game.apply_action(options[int(rng.random() * len(options))]):
                line = d.describe(e)
                assert line is None or (line and "{" not in line and "None" not in line)
                lines += bool(line)
        assert lines > 50


def test_income_line_explains_the_sum_r11():
    e = ev.IncomePaid("spanish", 3, 6, 1, 3, 1, 1, 0, ())
    assert D.describe(e) == (
        "St Augustine pays María (Spanish) 6 gold (1 + 3 for cards + 1 labor bonus + 1 for pairs)."
    )
    plain = ev.IncomePaid("spanish", 3, 1, 1, 0, 0, 0, 0, ())
    assert D.describe(plain) == "St Augustine pays María (Spanish) 1 gold."
