"""Demonstration mode, recap and exit ticket in the real Colonials play window under Xvfb: F5
starts a 3-computer demonstration game that the space bar steps phase by phase to the end
(captions change, the log follows the captions, the end screen names the winner), F3 opens
the recap with one line per colony, F5 goes back to the game that was on the table; the recap
of a people's game comes from the session's own per-turn chart."""

from __future__ import annotations

from florida_history.app.lessons import LessonService
from florida_history.app.settings import Settings
from florida_history.games.colonials.names import power_label
from florida_history.games.colonials.session import ColonialsSession, Seat
from florida_history.games.colonials.ui.window import ColonialsWindow
from florida_history.ui.classroom import ClassroomFeatures
from tests.tkhelpers import pump_for, wait_until

SEATS = [
    Seat("english", "Ana"),
    Seat("french", kind="computer", level="easy"),
    Seat("spanish", kind="computer", level="easy"),
]


def _window(tk_root) -> ColonialsWindow:
    from florida_history.games.colonials.engine.settings import preset

    session = ColonialsSession.new(SEATS, preset("class-period", 3), 4)
    lessons = LessonService(mode="always")
    lessons.load()
    w = ColonialsWindow(
        tk_root,
        session,
        settings=Settings(animation_speed="instant", lesson_mode="always"),
        lessons=lessons,
        think_seconds=None,
    )
    w.met_after_ms = 1
    w.classroom = ClassroomFeatures(w)  # as the launcher attaches them
    tk_root.update()
    return w


def _press_focused(root, key: str) -> None:
    if root.focus_get() is None:
        root.focus_force()
        root.update()
    (root.focus_get() or root).event_generate(key)
    root.update()


def test_f5_demonstration_in_the_play_window_runs_to_the_end_and_f5_goes_back(tk_root):
    w = _window(tk_root)
    people_game = w.session
    w.met_after_ms = 50  # laid out and on screen first (a lesson never seen is not met)
    w.demo_mode.seed = 13  # a short game, so the test stays quick
    tk_root.focus_force()
    tk_root.event_generate("<F5>")
    tk_root.update()
    demo = w.demo_mode.demo
    assert demo is not None and demo.active and demo.table is w.table
    assert w.session is not people_game and not w.session.has_humans
    assert len(w.session.seats) == 3 and w.session.autosave is False
    assert demo.band.winfo_ismapped() and demo.band.title.cget("text") == "Demonstration"
    assert demo.band.master is w.band_slot and not w.table.view.side.winfo_ismapped()
    titles = []
    log_before = w.log.get("1.0", "end")
    while not demo.play.finished:
        beats = demo.play.beats
        _press_focused(tk_root, "<space>")
        wait_until(tk_root, lambda b=beats: demo.play.beats > b, timeout=10)
        titles.append(demo.band.title.cget("text"))
        if demo.beat is not None and demo.beat.lessons and not w.session.lessons_opened:
            pump_for(tk_root, 0.2)  # the class reads it: met once on screen long enough
        assert not w.busy  # the window's own computer players never run meanwhile
        assert len(titles) < 2000
    game = w.session.game
    assert game.is_over and game.state.winners
    assert len(set(titles)) > 20 and titles[0] != titles[1]
    assert w.log.get("1.0", "end") != log_before  # the log followed the captions
    assert len(w.session.history) == len(demo.play.shown)  # every move went through the session
    assert len(w.session.chart) >= 2
    assert w.session.lessons_opened  # lessons the demonstration stopped at count as met
    _press_focused(tk_root, "<space>")
    wait_until(tk_root, lambda: demo.end_screen.winfo_ismapped(), timeout=10)
    winner = power_label(game.state.winners[0])
    assert demo.end_screen.winner.cget("text").startswith(f"The {winner} won")
    # F3: the recap of the demonstration game, one line per colony.
    tk_root.event_generate("<F3>")
    pump_for(tk_root, 0.3)
    recap = w.classroom.recap_window
    assert recap is not None and recap.winfo_exists()
    assert len(recap.colony_lines) == 3 and recap.colony_lines[0].startswith(winner)
    assert recap.col_recap.turns == game.state.turns
    recap.destroy()
    # F5 again (in the main window): back to the people's game, its own flow running again.
    tk_root.focus_force()
    tk_root.update()
    tk_root.event_generate("<F5>")
    pump_for(tk_root, 0.2)
    assert w.demo_mode.demo is None and w.session is people_game
    assert w.table.side_scroll.winfo_ismapped()
    tk_root.event_generate("<F3>")  # F3 still works after the demonstration let go of it
    pump_for(tk_root, 0.2)
    assert w.classroom.recap_window.col_recap.seating == ("english", "french", "spanish")
    w.classroom.recap_window.destroy()
    w.stop()
    pump_for(tk_root, 0.2)


def test_recap_of_a_people_game_uses_the_sessions_chart_and_names(tk_root):
    w = _window(tk_root)
    tk_root.focus_force()
    tk_root.event_generate("<F3>")
    pump_for(tk_root, 0.2)
    recap = w.classroom.recap_window
    r = recap.col_recap
    assert r.names["english"] == "Ana" and recap.colony_lines
    assert any(line.startswith("Ana (English): ") for line in recap.colony_lines)
    assert len(recap.colony_lines) == 3
    state = w.session.game.state
    for p in state.players:
        assert r.final_pop[p.power] == p.pop and r.final_gold[p.power] == p.gold
    assert r.pop_series["english"][0] == 10
    assert recap.tab_names()[3] == ("Exit ticket", "Ticket")
    recap.destroy()
    w.stop()
    pump_for(tk_root, 0.2)


def test_at_the_end_of_a_game_the_recap_and_its_exit_ticket_open(tk_root, tmp_path):
    from florida_history.games.colonials.engine.settings import preset
    from florida_history.games.colonials.ui.window import default_seats

    seats = default_seats(players=3, humans=0, level="easy")
    lessons = LessonService(mode="always")
    lessons.load()
    w = ColonialsWindow(
        tk_root,
        ColonialsSession.new(seats, preset("short", 3), 5),
        settings=Settings(animation_speed="instant", lesson_mode="always"),
        lessons=lessons,
        think_seconds=None,
    )
    w.met_after_ms = 1
    w.classroom = ClassroomFeatures(w)
    wait_until(tk_root, lambda: w.session.game.is_over, timeout=120)
    wait_until(tk_root, lambda: w.classroom.recap_window is not None, timeout=10)
    recap = w.classroom.recap_window
    pump_for(tk_root, 0.3)
    assert len(recap.colony_lines) == 3
    winner = power_label(w.session.game.state.winners[0])
    assert recap.colony_lines[0].startswith(winner) and recap.colony_lines[0].endswith("Winner.")
    assert recap.ticket.questions  # built from this game's lessons
    brought_up = set(w.lessons_brought_up())
    assert {q.lesson_id for q in recap.ticket.questions} <= brought_up
    path = recap.export(tmp_path / "t.html")
    assert "Colonials — exit ticket" in path.read_text(encoding="utf-8")
    recap.destroy()
    pump_for(tk_root, 0.2)


def test_the_menus_demonstration_game_and_f5_on_a_computers_game(tk_root, monkeypatch):
    from florida_history.ui import classroom as features

    asked: list[str] = []
    monkeypatch.setattr(features, "ask_yes_no", lambda _p, _t, q: asked.append(q) or True)
    w = _window(tk_root)
    people_game = w.session
    w.classroom.demo_game()  # Game ▸ Demonstration game: 3 computer players
    assert asked == [features.DEMO_QUESTION]  # a class's game on the table: asked first
    tk_root.update()
    demo_game = w.session
    assert w.demo_mode.active and demo_game is not people_game
    assert not demo_game.has_humans and len(demo_game.seats) == 3
    assert w.classroom.demo_var.get() is True
    w.demo_mode.demo.next_step()
    assert w.demo_mode.play.beats == 1 and demo_game.history
    w.classroom.toggle_demo()  # F5: leave, the people's game comes back
    tk_root.update()
    assert not w.demo_mode.active and w.session is people_game
    # On a game of computer players, F5 steps that very game.
    from florida_history.games.colonials.engine.settings import preset
    from florida_history.games.colonials.ui.window import default_seats

    w.stop()
    computers = ColonialsSession.new(default_seats(3, 0, "easy"), preset("short", 3), 2)
    w.set_session(computers)
    w.classroom.toggle_demo()
    tk_root.update()
    assert w.demo_mode.active and w.session is computers
    w.classroom.toggle_demo()
    pump_for(tk_root, 0.1)
    assert not w.demo_mode.active and w.session is computers
    w.stop()
    pump_for(tk_root, 0.2)
