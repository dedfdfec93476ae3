"""The Colonials demonstration, recap and exit ticket under Xvfb, driven through real widgets:
a 3-computer game stepped with the space bar from start to finish (captions change, lessons
open and are named, the end screen names the winner), F3 opens the recap with one line per
colony and a chart line per colony in each chart, and the exit ticket is answered, marked and
exported from it."""

from __future__ import annotations

import pytest

from florida_history.content.lessons import load_library
from florida_history.games.colonials.names import power_label
from florida_history.games.colonials.ui.card_view import CardView
from florida_history.games.colonials.ui.demo_window import build
from florida_history.games.colonials.ui.options import hand_order
from florida_history.games.colonials.ui.recap import label_places
from tests.tkhelpers import pump_for, wait_until


@pytest.fixture(scope="module")
def library():
    return load_library()


def _press(root, key: str) -> None:
    """A key press as the teacher makes it: to the widget with the focus (the Next button)."""
    if root.focus_get() is None:
        root.focus_force()
        root.update()
    target = root.focus_get() or root
    target.event_generate(key)
    root.update()


def test_a_three_computer_demonstration_runs_to_the_end_with_the_space_bar(tk_root, library):
    # Game 13 of the Short preset is a short game (96 phases): the test stays quick.
    screen = build(tk_root, seed=13, players=3, library=library, preset_name="short")
    demo, band = screen.demo, screen.demo.band
    tk_root.update()
    assert band.winfo_ismapped() and not screen.table.side_scroll.winfo_ismapped()
    assert band.title.cget("text") == "Demonstration"
    titles, lessons_named = set(), 0
    steps = 0
    while not demo.play.finished:
        before = demo.play.beats
        _press(tk_root, "<space>")  # the focused Next button flashes, then plays a phase
        wait_until(tk_root, lambda b=before: demo.play.beats > b, timeout=10)
        steps += 1
        assert demo.play.beats == before + 1, "one key press, one phase"
        titles.add(band.title.cget("text"))
        beat = demo.beat
        if beat.lessons:
            status = band.status.cget("text")
            title = screen.service.title_of(beat.lessons[0])
            assert status.startswith(f"New lesson: “{title}”")
            if len(beat.lessons) > 1:
                assert f"({len(beat.lessons) - 1} more waiting" in status
            assert screen.lessons.service.current == beat.lessons[0]  # the panel shows it
            assert set(beat.lessons[1:]) <= set(screen.service.queue)  # the rest wait
            lessons_named += len(beat.lessons)
        assert steps < 2000
    game = screen.table.game
    assert game.is_over and game.state.winners
    assert len(titles) > 20  # the captions changed as the game went on
    assert any("Phase 1 of 8 — Draw" in t for t in titles)
    assert any("Phase 8 of 8 — Raid" in t for t in titles)
    assert lessons_named == len(demo.play.lessons_met) > 5
    # The last phase's caption is the end; one more Next shows the end screen.
    assert "The game is over" in band.title.cget("text")
    _press(tk_root, "<space>")
    wait_until(tk_root, lambda: demo.end_screen.winfo_ismapped(), timeout=10)
    end = demo.end_screen
    assert end.winfo_ismapped()
    winner = power_label(game.state.winners[0])
    assert end.winner.cget("text").startswith(f"The {winner} won")
    assert str(band.next_button.cget("state")) == "disabled"
    # F3 opens the recap: one line per colony, the winner first, a line per colony per chart.
    tk_root.event_generate("<F3>")
    pump_for(tk_root, 0.3)
    recap = screen.recap
    assert recap is not None and recap.winfo_exists()
    assert len(recap.colony_lines) == 3
    assert recap.colony_lines[0].startswith(winner) and recap.colony_lines[0].endswith("Winner.")
    for chart in (recap.pop_chart, recap.gold_chart):
        assert len(chart.find_withtag("line")) == 3
        for power in game.state.config.seating:
            label = chart.find_withtag(f"label-{power}")
            assert len(label) == 1
            assert power_label(power) in chart.itemcget(label[0], "text")
    final = {p.power: p.gold for p in game.state.players}
    for power, gold in final.items():
        text = recap.gold_chart.itemcget(recap.gold_chart.find_withtag(f"label-{power}")[0], "text")
        assert text.endswith(f" {gold}")
    assert recap.lessons_list.size() == len(demo.play.lessons_met)
    recap.destroy()
    pump_for(tk_root, 0.2)  # the last pressed button's own timer runs out


def test_exit_ticket_from_the_recap_is_answered_marked_and_exported(tk_root, library, tmp_path):
    screen = build(tk_root, seed=9, players=3, library=library)
    demo = screen.demo
    for _ in range(40):  # part of a game is enough: the recap works on a game not yet over
        demo.next_step()
    recap = demo.open_recap()
    pump_for(tk_root, 0.2)
    assert recap.headline.cget("text").startswith("The game is not over yet")
    ticket = recap.ticket
    assert len(ticket.questions) >= 3
    assert {q.lesson_id for q in ticket.questions} <= set(demo.play.lessons_met)
    recap.notebook.select(3)
    right = ticket.questions[0].correct
    recap.radio_buttons[0][right].invoke()
    recap.radio_buttons[1][(ticket.questions[1].correct + 1) % 4].invoke()
    recap.check_button.invoke()
    assert recap.score_label.cget("text") == f"Score: 1 of {len(ticket.questions)}."
    assert recap.marks[0].cget("text") == "✓ Right!"
    assert recap.marks[1].cget("text").startswith("✗ Not yet.")
    recap.name_var.set("Ana & Bo")
    path = recap.export(tmp_path / "ticket.html")
    page = path.read_text(encoding="utf-8")
    assert "<h1>Colonials — exit ticket</h1>" in page and "Ana &amp; Bo" in page
    recap.destroy()
    pump_for(tk_root, 0.2)


def test_leaving_and_coming_back_with_f5(tk_root, library):
    screen = build(tk_root, seed=3, players=3, library=library)
    demo, table = screen.demo, screen.table
    demo.next_step()
    demo.next_step()
    tk_root.event_generate("<F5>")
    tk_root.update()
    assert not demo.active and not demo.band.winfo_ismapped()
    assert table.side_scroll.winfo_ismapped()  # the table's own panel is back
    beats = demo.play.beats
    tk_root.event_generate("<space>")
    tk_root.update()
    assert demo.play.beats == beats  # space does nothing while the mode is off
    tk_root.event_generate("<F5>")
    tk_root.update()
    assert demo.active and demo.band.winfo_ismapped()
    demo.next_step()
    assert demo.play.beats == beats + 1
    pump_for(tk_root, 0.2)


def test_play_this_turn_stops_at_a_lesson_or_the_turns_end(tk_root, library):
    screen = build(tk_root, seed=4, players=3, library=library)
    demo = screen.demo
    demo.next_step()  # the first phase brings up the first colony's lesson
    demo.band.turn_button.invoke()
    for _ in range(100):
        pump_for(tk_root, 0.05)
        if not demo.auto:
            break
    assert not demo.auto
    beat = demo.beat
    assert beat.lessons or beat.phase == "raid" or beat.game_over
    pump_for(tk_root, 0.2)


def test_big_text_on_a_short_screen_keeps_the_buttons_in_view(tk_root, library):
    tk_root.fh_text_scale = 2.0
    screen = build(tk_root, seed=7, players=3, scale=2.0, library=library)
    demo, band = screen.demo, screen.demo.band
    for _ in range(12):
        demo.next_step()
    pump_for(tk_root, 0.5)
    assert band.compact and not band.history_shown
    bottom = tk_root.winfo_rooty() + tk_root.winfo_height()
    for button in (band.next_button, band.history_button, band.leave_button):
        assert button.winfo_ismapped()
        assert button.winfo_rooty() + button.winfo_height() <= bottom
    tk_root.event_generate("<F8>")
    pump_for(tk_root, 0.2)
    assert band.history_shown and band.history.winfo_ismapped()
    pump_for(tk_root, 0.2)


def test_end_labels_keep_the_order_of_the_line_ends_and_never_overlap():
    ends = {"english": (500, 100.0), "spanish": (500, 104.0), "french": (500, 60.0)}
    places = label_places(ends, 20, 10, 300)
    assert sorted(places, key=places.get) == ["french", "english", "spanish"]
    ys = sorted(places.values())
    assert all(b - a >= 20 for a, b in zip(ys, ys[1:], strict=False))
    crowded = label_places({"a": (0, 295.0), "b": (0, 296.0), "c": (0, 297.0)}, 20, 10, 300)
    assert max(crowded.values()) <= 290 and min(crowded.values()) >= 10


def test_demo_shows_the_playing_colonys_cards_in_play_as_cards(tk_root, library):
    """Issue 23, item 5: the cards in play were only lines of names in the colony boxes; the
    demonstration now draws the playing colony's cards as card faces under the table."""
    screen = build(tk_root, seed=7, players=3, library=library)
    demo, view = screen.demo, screen.table.view
    for _ in range(60):
        demo.next_step()
        beat = demo.beat
        seat = beat.player if beat is not None else None
        players = screen.table.game.view(seat).players if seat else ()
        player = next((p for p in players if p.power == seat), None)
        if player is not None and len(player.in_play) >= 2:
            break
    pump_for(tk_root, 0.3)
    assert player is not None and len(player.in_play) >= 2
    faces = [cv for cv in view.hand_cards if isinstance(cv, CardView)]
    assert [cv.number for cv in faces] == hand_order(player.in_play)
    assert all(cv.winfo_ismapped() for cv in faces)
    name = power_label(beat.player)
    assert view.hand_title.cget("text").startswith(f"{name} cards in play: {len(faces)} cards")
    # Leaving the demonstration gives the row back to the hands.
    demo.stop()
    tk_root.update()
    assert "cards in play" not in view.hand_title.cget("text")
