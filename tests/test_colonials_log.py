"""The plain-words log: each seat reads "drew 3 cards" for others' draws (C4, C39)."""

from __future__ import annotations

import random

from florida_history.games.colonials.engine import Game, GameConfig
from florida_history.games.colonials.engine.events import CardsDrawn, TradeProposed
from florida_history.games.colonials.log import log_line


def test_others_read_a_count_the_drawer_reads_names() -> None:
    drawn = CardsDrawn("english", 3, (12, 40, 100), "draw")
    assert log_line(drawn, "french") == "The English drew 3 cards."
    assert (
        log_line(drawn, "english")
        == "The English drew Squash & Pumpkins, Settlers, All-Out Assault."
    )
    assert log_line(drawn, None) == "The English drew 3 cards."


def test_trade_cards_only_named_to_the_two_sides() -> None:
    offer = TradeProposed("english", "french", (12,), 1, 2, 0, 0, 1, "I won't raid you")
    assert "Squash & Pumpkins" in (log_line(offer, "french") or "")
    line = log_line(offer, "spanish") or ""
    assert "1 card and 2 Gold for 1 Population" in line and "I won't raid you" in line


def test_classroom_and_original_names() -> None:
    drawn = CardsDrawn("dutch", 1, (35,), "event")
    assert log_line(drawn, "dutch") == "The Dutch drew Enslaved Africans."
    assert log_line(drawn, "dutch", classroom=False) == "The Dutch drew Slaves."


def test_every_event_of_a_game_has_words_or_is_bookkeeping() -> None:
    game = Game.new(GameConfig(seed=31))
    rng = random.Random(2)
    silent = {"PhasePassed", "PhaseEnded", "TurnEnded", "RaidEnded"}
    while not game.is_over:
        legal = game.legal_actions()
        for event in game.apply_action(legal[int(rng.random() * len(legal))]):
            line = log_line(event, "english")
            assert (line is None) == (event.type in silent), event
            assert line is None or "C1" not in line
