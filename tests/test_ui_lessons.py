"""Lesson triggers, modes, the queue and back/forward (no Tk)."""

from __future__ import annotations

import pytest
from tkhelpers import wait_until

from florida_history.app.lessons import MAX_QUEUE, LessonService
from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.lesson_hooks import LESSONS


def test_triggers_landing_card_and_hazards():
    svc = LessonService(game=LESSONS)
    svc.load()
    a = svc.arrive([ev.PawnMoved("spanish", 1, 3, (2, 3), 2)], None, 1, turn=1)
    assert a.stop == "space-st-augustine" and svc.current == a.stop
    assert svc.arrive([ev.CardDrawn("spanish", 3, 0)], None, 1, 2).stop == "card-provincial-capitol"
    hurricane = ev.HazardMoved("hurricane", 1, 33, (36, 35, 34, 33), (1, 1, 2), True)
    assert svc.arrive([hurricane], None, 1, 3).stop == "hazard-hurricane"
    assert svc.arrive([ev.PawnMoved("spanish", 1, 2, (2,), 1)], None, 1, 4).stop is None


def test_modes_first_time_and_off():
    svc = LessonService(mode="first", game=LESSONS)
    landing = [ev.PawnMoved("spanish", 1, 3, (2, 3), 2)]
    assert svc.arrive(landing, None, 1, 1).stop
    assert svc.arrive(landing, None, 1, 2).stop is None  # read: a repeat never stops
    svc.new_game()
    assert svc.arrive(landing, None, 1, 3).stop
    svc.new_game(["space-st-augustine"])  # a game opened with it read already
    assert svc.arrive(landing, None, 1, 4).seen_before == ("space-st-augustine",)
    svc.mode = "off"
    assert not svc.arrive(landing, None, 1, 5).waiting


def test_queue_and_history():
    svc = LessonService(game=LESSONS)
    svc.offer(["a", "b", "a"])
    assert svc.queue == ["a", "b"]
    svc.queue = ["x", "y"]
    assert svc.next_from_queue() == "x"
    assert svc.next_from_queue() == "y"
    assert svc.back() == "x" and svc.can_forward
    assert svc.forward() == "y"
    svc.back()
    svc.visit("z")  # visiting from the middle drops the forward history
    assert svc.history == ["x", "z"] and not svc.can_forward


def test_present_opens_the_first_at_once_and_queues_the_rest_in_front():
    svc = LessonService(game=LESSONS)
    svc.offer(["old"], round_number=1)
    assert svc.present(["hurricane", "disease", "pirates", "hurricane"], 2) == "hurricane"
    assert svc.current == "hurricane"
    assert svc.queue == ["disease", "pirates", "old"]  # this batch first, in order
    assert svc.present(["old"], 2) == "old"  # a waiting lesson that comes up again opens now
    assert svc.queue == ["disease", "pirates"]


def test_a_full_queue_never_drops_a_lesson_of_this_round():
    svc = LessonService(game=LESSONS)
    svc.offer([f"r1-{i}" for i in range(MAX_QUEUE)], round_number=1)
    this_round = [f"r2-{i}" for i in range(MAX_QUEUE + 3)]
    svc.present(["shown", *this_round], 2)
    assert svc.queue == this_round  # earlier rounds' lessons made room, none of round 2
    svc.present(["again", "r3-a"], 3)
    assert svc.queue[0] == "r3-a" and len(svc.queue) == MAX_QUEUE
    assert set(svc.queue) <= {"r3-a", *this_round}  # the oldest (round 2's last) went first


def test_new_game_clears_the_open_lesson_and_the_queue():
    svc = LessonService(game=LESSONS)
    svc.present(["a", "b"], 1)
    svc.new_game()
    assert svc.current is None and svc.queue == [] and svc.history == []


def test_missing_lesson_falls_back_to_a_plain_view():
    svc = LessonService(library=None, game=LESSONS)
    view = svc.view("space-pensacola")
    assert view.title == "Pensacola" and view.missing


def test_background_load_installs_the_library(tk_root):

    svc = LessonService(game=LESSONS)
    done = []
    svc.load_in_background(tk_root, lambda: done.append(True))
    wait_until(tk_root, lambda: done, timeout=20)
    assert svc.library is not None
    assert svc.view("space-st-augustine").title == "St Augustine"


def test_the_games_mapper_decides_and_a_bug_in_it_is_not_hidden():
    from florida_history.app.lessons import GameLessons

    landing = [ev.PawnMoved("spanish", 1, 3, (2, 3), 2)]
    assert LessonService().arrive(landing, None).stop is None  # no game: no lessons

    def broken(events, state):
        raise KeyError("space 99")

    svc = LessonService(game=GameLessons(for_events=broken, for_history=lambda h: []))
    with pytest.raises(KeyError):
        svc.arrive(landing, None)
