"""The progress view model (issue 23 item 3): the score shown is the engine's C35 score, the
words say what each target still needs (C33, C34), and a colony at all four targets is said
plainly. Pure: no window."""

from __future__ import annotations

from fractions import Fraction

from florida_history.games.colonials.ai.registry import make_bot
from florida_history.games.colonials.engine.game import Game
from florida_history.games.colonials.engine.settings import preset
from florida_history.games.colonials.engine.state import POWERS, GameConfig
from florida_history.games.colonials.engine.victory import progress_score
from florida_history.games.colonials.progress import (
    Progress,
    Target,
    progress_of,
    round_words,
    winning_words,
)
from florida_history.kernel.dice import SeededDice
from tests.colonials_helpers import enter, give, table


def test_c35_score_shown_is_the_engines_score_in_many_seeded_games():
    checked = 0
    for seed in range(6):
        config = GameConfig(POWERS[:4], preset("class-period", 4), seed)
        game = Game.new(config, SeededDice(seed))
        bots = {p: make_bot("medium", i) for i, p in enumerate(POWERS[:4])}
        for _ in range(300):
            if game.is_over:
                break
            game.apply_action(bots[game.current_player].choose(game).action)
            view = game.view(game.state.active_player.power)
            for public in view.players:
                shown = progress_of(view, public)
                assert shown.score == progress_score(game.state, game.state.player(public.power))
                checked += 1
    assert checked > 1000


def test_c35_percent_rounds_halves_up_and_to_go_uses_plurals():
    p = Progress(
        "english",
        (
            Target("pop", 20, 21),
            Target("gold", 7, 14),
            Target("resources", 6, 7),
            Target("towns", 1, 2),
        ),
    )
    assert p.score == Fraction(20, 21) + Fraction(1, 2) + Fraction(6, 7) + Fraction(1, 2)
    assert p.percent == 70  # 2.8095 of 4 = 70.2%
    assert p.to_go() == "1 Population, 7 Gold, 1 Resource, 1 Town Improvement to go"
    half = Progress("english", (Target("gold", 1, 8),) * 1)
    assert half.percent == 3  # 3.125 -> 3; a half would go up
    assert Progress("english", (Target("gold", 1, 2),)).percent == 13  # 12.5 -> 13


def test_c33_all_four_targets_said_plainly_for_the_player_whose_turn_it_is():
    game = table(3)
    s = game.state.config.settings
    give(game, "english", play=("meetinghouse", "church", "lumber", "cattle", "tobacco"))
    give(game, "english", play=("whaling", "port", "fishery", "trappers"))
    ana = game.state.player("english")
    ana.pop, ana.gold = s.target_pop, s.target_gold
    enter(game, "trade")
    view = game.view("english")
    assert progress_of(view, view.player("english")).reached_all
    assert winning_words(view, {"english": "Ana"}) == (
        "Ana has reached all four targets: Ana wins at the end of this turn if all four still "
        "hold then."
    )
    view = game.view("french")
    assert winning_words(view).startswith(
        "The English colony has reached all four targets: the English colony wins"
    )  # no name known
    enter(game, "trade", "french")
    assert "at the end of Ben's turn" in winning_words(
        game.view("french"), {"english": "Ana", "french": "Ben"}
    )


def test_c35_round_words_show_the_limit():
    game = table(4)
    limit = game.state.config.settings.round_limit
    assert limit and round_words(game.view("english")) == f"Round 1 of {limit}"
    game = table(4, round_limit=None)
    assert round_words(game.view("english")) == "Round 1"
