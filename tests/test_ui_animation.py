"""Markers walk their path one space at a time; instant plays everything at once."""

from __future__ import annotations

from tkhelpers import wait_until

from florida_history.games.colonial_florida.engine import Game, GameConfig
from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.ui.animation import Animator
from florida_history.games.colonial_florida.viewmodel import BoardModel


def model():
    return BoardModel.from_state(Game.new(GameConfig(seating=("spanish", "british"))).state)


def test_walk_visits_every_space_then_finishes(tk_root):
    m = model()
    seen, done = [], []
    anim = Animator(tk_root, m, lambda spaces: seen.append(m.hazards["hurricane"]), lambda e: None)
    move = ev.HazardMoved("hurricane", 1, 33, (36, 35, 34, 33), (1, 1, 2), True)
    anim.play([move], 5, lambda: done.append(True))
    wait_until(tk_root, lambda: done, timeout=5)
    assert m.hazards["hurricane"] == 33
    assert [s for i, s in enumerate(seen) if i == 0 or seen[i - 1] != s] == [36, 35, 34, 33]


def test_instant_plays_synchronously(tk_root):
    m = model()
    done = []
    anim = Animator(tk_root, m, lambda s: None, lambda e: None)
    anim.play([ev.PawnMoved("spanish", 1, 4, (2, 3, 4), 3)], 0, lambda: done.append(True))
    assert done and m.pawns["spanish"] == 4
