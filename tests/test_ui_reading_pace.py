"""Issue #21 in the real window (Xvfb): the exit ticket asks about lessons read across the
whole of a 9-round game, not the first five met. (The repeat that does not stop play and the
second lesson waiting under [L] are in test_ui_lesson_flow.py.)"""

from __future__ import annotations

import pytest
from tkhelpers import florida_classroom_window, isolate_settings, wait_until

from florida_history.games.colonial_florida.session import PlayerSetup, Session


@pytest.fixture
def app(tk_root, tmp_path, monkeypatch):
    isolate_settings(tmp_path, monkeypatch)
    a = florida_classroom_window(tk_root)
    yield a
    a.stop()


def test_the_exit_ticket_asks_about_lessons_from_three_rounds_of_a_9_round_game(app, tk_root):
    app.met_after_ms = 1  # a lesson on screen at all counts: the computers do not wait
    players = [
        PlayerSetup("spanish", "", "computer", "heuristic"),
        PlayerSetup("british", "", "computer", "heuristic"),
    ]
    app.set_session(Session.new(players, target_gold=200, round_limit=9, seed=21))
    wait_until(tk_root, lambda: app.session.game.is_over, timeout=120)
    s = app.session
    assert s.game.state.round == 9
    met = s.lessons_opened
    assert len(met) > 5 and len({s.lesson_rounds[i] for i in met}) >= 3
    first_five_rounds = {s.lesson_rounds[i] for i in met[:5]}
    recap = app.classroom.open_recap()
    asked = [q.lesson_id for q in recap.ticket.questions if not q.from_events]
    assert len(asked) == 5 and set(asked) <= set(met)
    rounds = {s.lesson_rounds[i] for i in asked}
    assert len(rounds) >= 3 and len(rounds) > len(first_five_rounds)
    assert max(rounds) >= 7  # the end of the game is asked about, too
    recap.destroy()
