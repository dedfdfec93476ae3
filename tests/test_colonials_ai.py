"""Colonials computer players: legal choices with one plain sentence each, sensible Medium
rules of thumb, Medium beating Easy, and Hard within its clock."""

from __future__ import annotations

import time

from colonials_helpers import c, enter, give, roll, table

from florida_history.games.colonials.ai import EasyBot, HardBot, MediumBot, hard, make_bot
from florida_history.games.colonials.ai.hard import imagine
from florida_history.games.colonials.engine import (
    POWERS,
    DeclareRaid,
    Game,
    GameConfig,
    PlayCard,
    PlayHardship,
    ProposeTrade,
    preset,
)
from florida_history.games.colonials.sim import MatchSpec, run_match


def test_every_bot_gives_a_legal_action_and_one_sentence() -> None:
    game = Game.new(GameConfig(seed=9))
    bots = [EasyBot(1), MediumBot(2), HardBot(3, time_budget=None, worlds=2)]
    for step in range(120):
        if game.is_over:
            break
        choice = bots[step % 3].choose(game)
        assert game.is_legal(choice.action)
        assert choice.reason.endswith(".") and choice.reason.count(". ") == 0
        assert "C1" not in choice.reason and choice.reason[0].isupper()
        game.apply_action(choice.action)


def test_medium_grows_first_and_aims_hardships_at_the_leader() -> None:
    game = table()
    give(game, "english", hand=("pilgrims", "disease"))
    give(game, "spanish", play=("church", "college", "cattle"))
    enter(game, "growth")
    choice = MediumBot(0).choose(game)
    assert choice.action == PlayCard(c("pilgrims"))
    roll(game, 3)
    game.apply_action(choice.action)
    choice = MediumBot(0).choose(game)
    assert choice.action == PlayHardship(c("disease"), "spanish")
    assert "closest to winning" in choice.reason


def test_medium_raids_the_leader_and_refuses_bad_trades() -> None:
    game = table()
    give(game, "english", play=("militia",))
    give(game, "french", play=("church", "college", "cattle", "wool"))
    enter(game, "raid")
    assert MediumBot(0).choose(game).action == DeclareRaid("french")
    game = table()
    enter(game, "trade")
    game.apply_action(ProposeTrade("french", ask_gold=3))
    assert MediumBot(0).choose(game).action.type == "RefuseTrade"


def test_hard_imagined_worlds_keep_what_the_seat_sees() -> None:
    game = Game.new(GameConfig(seed=4))
    seat = game.current_player
    assert seat is not None
    import random

    world = imagine(game, seat, random.Random(1))
    assert world.view(seat).hand == game.view(seat).hand
    for real, fake in zip(game.state.players, world.state.players, strict=True):
        assert len(real.hand) == len(fake.hand) and real.in_play == fake.in_play
    assert len(world.state.deck) == len(game.state.deck)
    world.state.check_invariants()


def test_hard_stops_imagining_worlds_when_its_clock_runs_out(monkeypatch) -> None:
    """A fake clock that jumps a second per reading: one world per decision, not the 64 it may
    use. (How long a real decision takes is measured in scripts/bench_clocks.py.)"""
    readings = iter(range(1_000_000))
    monkeypatch.setattr(time, "perf_counter", lambda: float(next(readings)))
    worlds: list[int] = []

    def counted(*args, **kwargs):  # type: ignore[no-untyped-def]
        worlds.append(1)
        return imagine(*args, **kwargs)

    monkeypatch.setattr(hard, "imagine", counted)
    game = Game.new(GameConfig(seed=21))
    bot = HardBot(5, time_budget=0.25, worlds=64)
    thought = 0
    for _ in range(40):
        if game.is_over:
            break
        before = len(worlds)
        game.apply_action(bot.choose(game).action)
        assert len(worlds) - before <= 1
        thought += len(worlds) - before
    assert thought > 0  # some decisions did look ahead


def test_medium_clearly_beats_easy() -> None:
    spec = MatchSpec(bots=("medium", "easy", "easy"), rotate_seats=True, seed=500)
    played, _ = run_match(spec, 90)
    medium = sum(r.share(p) for r, slots in played for p in r.winners if slots[p] == 0)
    assert medium / 90 > 0.5  # fair share is one third


def test_make_bot_names() -> None:
    assert make_bot("Easy", 1).name == "easy" and make_bot("heuristic", 1).name == "medium"
    assert make_bot("hard", 1).name == "hard"
    assert POWERS[0] == "english" and preset("short", 2).target_pop == 15


def test_reasons_follow_the_card_name_setting() -> None:
    for classroom, name in ((True, "Enslaved Africans"), (False, "Slaves")):
        game = table(classroom_names=classroom)
        give(game, "english", hand=("slaves",))
        enter(game, "growth")
        choice = MediumBot(0).choose(game)
        assert choice.action == PlayCard(c("slaves")) and name in choice.reason
