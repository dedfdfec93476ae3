"""The lesson-pacing rules (``kernel/reading.py``), shared by both games: exact cases."""

from __future__ import annotations

from florida_history.app.lessons import arrival_line
from florida_history.kernel.reading import (
    Arrival,
    ReadingBudget,
    ReadingPacer,
    spread_over_rounds,
)


def _rank(lesson_id: str) -> int:
    return {"place": 0, "card": 0, "nation": 1}.get(lesson_id.split("-")[0], 2)


def _pacer(stops: int = 100, rounds: int = 10, **kw: int) -> ReadingPacer:
    return ReadingPacer(budget=ReadingBudget(stops, rounds, **kw), rank=_rank)


def test_a_lesson_stops_play_only_the_first_time_and_a_repeat_is_one_line() -> None:
    p = _pacer()
    assert p.arrive(["place-cowford"], turn=1) == Arrival("place-cowford")
    again = p.arrive(["place-cowford"], turn=2)
    assert again == Arrival(None, (), ("place-cowford",))
    assert arrival_line(again, lambda i: "Cowford") == "seen before: Cowford — open it again [L]"
    assert p.stops == ["place-cowford"] and p.repeats_stopped == 0


def test_several_at_once_one_stops_and_the_others_wait_unread_until_opened() -> None:
    p = _pacer()
    a = p.arrive(["hazard-hurricane", "place-cowford", "card-fort"], turn=1)
    assert a.stop == "place-cowford"  # the settlement's own lesson before the hurricane
    assert a.also == ("card-fort", "hazard-hurricane")  # most important first
    assert arrival_line(a, str) == "also: card-fort, hazard-hurricane [L]"
    assert set(p.read) == {"place-cowford"}
    assert p.not_read == ["card-fort", "hazard-hurricane"]
    p.mark_read("card-fort", 1)  # opened with [L] and left on screen
    assert set(p.read) == {"place-cowford", "card-fort"} and p.not_read == ["hazard-hurricane"]


def test_one_player_turn_holds_at_most_two_stops_and_the_next_turn_starts_again() -> None:
    p = _pacer(per_turn=2)
    assert p.arrive(["place-a"], turn=1).stop == "place-a"
    assert p.arrive(["place-b"], turn=1).stop == "place-b"
    third = p.arrive(["place-c"], turn=1)
    assert third.stop is None and third.also == ("place-c",)
    assert p.arrive(["place-d"], turn=2).stop == "place-d"
    assert p.arrive(["place-c"], turn=2).stop == "place-c"  # waited unread: may stop later


def test_a_computer_players_turn_stops_once_and_only_for_the_most_important_kinds() -> None:
    p = _pacer(per_computer_turn=1, computer_max_rank=0)
    assert p.arrive(["nation-calusa"], turn=1, by_computer=True).stop is None
    assert p.arrive(["card-fort"], turn=1, by_computer=True).stop == "card-fort"
    assert p.arrive(["place-x"], turn=1, by_computer=True).stop is None  # one per turn
    # With no people at the table (a demonstration), the computers' lessons are the class's.
    q = _pacer(per_computer_turn=1)
    assert q.arrive(["nation-calusa"], turn=1, by_computer=True, with_people=False).stop


def test_the_budget_is_spread_over_the_rounds_and_never_exceeded() -> None:
    b = ReadingBudget(stops=16, rounds=12, head_start=2)
    assert [b.allowed_by(r) for r in (1, 2, 6, 11, 12, 20)] == [4, 5, 10, 16, 16, 16]
    p = ReadingPacer(budget=b, rank=_rank)
    stops_round_1 = [p.arrive([f"place-{t}"], turn=t, round_number=1).stop for t in range(8)]
    assert sum(s is not None for s in stops_round_1) == 4  # round 1 cannot spend it all
    for r in range(2, 30):
        for t in range(3):
            p.arrive([f"card-{r}-{t}"], turn=(r, t), round_number=r)
    assert len(p.stops) == 16


def test_first_time_mode_has_no_budget_and_always_mode_stops_repeats() -> None:
    first = ReadingPacer(mode="first", budget=ReadingBudget(1, 1), rank=_rank)
    assert [first.arrive([f"place-{i}"], turn=0).stop for i in range(4)] == [
        "place-0",
        "place-1",
        "place-2",
        "place-3",
    ]
    assert first.arrive(["place-0"], turn=0).stop is None
    always = ReadingPacer(mode="always")
    assert always.arrive(["place-0", "card-1"], turn=0) == Arrival("place-0", ("card-1",))
    assert always.arrive(["place-0"], turn=0).stop == "place-0"
    assert always.repeats_stopped == 1
    off = ReadingPacer(mode="off")
    assert off.arrive(["place-0"], turn=0) == Arrival()


def test_a_resumed_game_counts_what_was_read_before() -> None:
    p = _pacer()
    p.arrive(["place-a", "card-b"], turn=1)
    p.new_game(["place-a"], {"place-a": 3})
    assert p.read == {"place-a": 3} and p.not_read == [] and p.stops == ["place-a"]
    assert p.arrive(["place-a"], turn=9).stop is None


def test_the_exit_tickets_lessons_are_spread_over_the_whole_game() -> None:
    read = [f"l{i}" for i in range(12)]
    rounds = {f"l{i}": r for i, r in enumerate([1, 1, 1, 1, 1, 2, 3, 4, 5, 7, 8, 9])}
    picked = spread_over_rounds(read, rounds, 5)
    assert [rounds[i] for i in picked] == [1, 3, 5, 7, 9]
    assert spread_over_rounds(read[:3], rounds, 5) == ["l0", "l1", "l2"]  # all there is
    two_rounds = spread_over_rounds(read[:7], rounds, 5)  # rounds 1, 2, 3: round-robin
    assert sorted(rounds[i] for i in two_rounds) == [1, 1, 1, 2, 3]


def test_each_games_length_picks_its_reading_budget() -> None:
    from florida_history.games.colonial_florida.minutes import reading_budget as florida
    from florida_history.games.colonials.engine.settings import preset
    from florida_history.games.colonials.pace import reading_budget as colonials

    assert (florida(9).stops, florida(12).stops, florida(None).stops) == (9, 16, 30)
    assert florida(12).rounds == 12 and florida(None).rounds == 20
    assert [colonials(preset(name, 3), 3).stops for name in ("short", "class-period", "full")] == [
        6,
        12,
        30,
    ]
    assert colonials(preset("class-period", 4), 4).rounds == 5  # spread over its 5 rounds


def test_the_games_rank_their_own_lessons_first() -> None:
    from florida_history.games.colonial_florida.lessons import lesson_rank as florida
    from florida_history.games.colonials.lessons import lesson_rank as colonials

    assert florida("space-cowford") == florida("card-fortress") == 0
    assert florida("space-cowford") < florida("nation-calusa") < florida("hazard-hurricane")
    assert (
        colonials("col-england")
        < colonials("col-pilgrims")
        < colonials("col-rivals-england-france")
    )


def test_a_class_period_game_of_both_games_never_stops_for_a_repeat() -> None:
    """Whole games on the clock, computer players standing in for students."""
    from florida_history.games.colonial_florida.ai.heuristic import HeuristicBot
    from florida_history.games.colonial_florida.engine import GameConfig
    from florida_history.games.colonial_florida.pace import timed_game

    bots = {p: HeuristicBot(i) for i, p in enumerate(("spanish", "british", "french"))}
    config = GameConfig(seating=tuple(bots), target_gold=40, round_limit=12, seed=3)
    timing = timed_game(config, lambda g: bots[g.state.pending.player or ""].choose_action(g))
    assert timing.repeats_stopped == 0 and timing.stops == timing.met <= 16
    always = timed_game(
        config, lambda g: bots[g.state.pending.player or ""].choose_action(g), mode="always"
    )
    assert always.repeats_stopped > 0 and always.minutes > timing.minutes
