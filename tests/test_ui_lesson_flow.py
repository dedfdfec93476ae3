"""Lessons reach the players during play (issue #9), driven through the real window under Xvfb:
keys on the root window and button presses, scripted dice for the situations.

- a human landing on a settlement, a drawn card and a hurricane striking each open that lesson
  in the panel at once, and the game waits for Continue;
- the reading rules (issue #21): a repeat never stops play (one line, "seen before: … [L]");
  of lessons that come up together one stops and the others wait under [L], never dropped and
  not read until opened; "always" stops for repeats too; "off" opens nothing;
- "lessons met" are the lessons shown on screen: the recap lists them and the exit ticket asks
  only about them (and says so, with marked questions, when fewer than three were met);
- the game waits while a help window is in use;
- a new game clears the last game's lesson.
"""

from __future__ import annotations

import time

import pytest
from florida_positions import COWFORD, DECK, DRAWN, QUIET_HAZARDS, crafted
from tkhelpers import florida_classroom_window, isolate_settings, pump_for, wait_until

from florida_history.classroom.exit_ticket import FROM_EVENTS
from florida_history.games.colonial_florida.lesson_hooks import lessons_from_history
from florida_history.games.colonial_florida.names import card_name
from florida_history.games.colonial_florida.session import PlayerSetup


@pytest.fixture
def app(tk_root, tmp_path, monkeypatch):
    isolate_settings(tmp_path, monkeypatch)
    a = florida_classroom_window(tk_root)
    yield a
    a.stop()


def key(root, keysym: str) -> None:
    root.focus_force()
    root.update()
    root.event_generate(f"<KeyPress-{keysym}>")
    root.update()


def set_mode(app, mode: str) -> None:
    app.lesson_mode_var.set(mode)
    app._lesson_mode_changed()


def settled(app) -> bool:
    return app.session is not None and not app.busy and app.animator is not None


def lesson_shown(app) -> str:
    """The title the lesson panel shows, checking that it is in view wherever it lives."""
    app.root.update()
    if app.lesson_place == "overlay":  # large text on a short window: over the side panel
        assert app.lesson_overlay is not None and app.lesson_overlay.winfo_ismapped()
    elif app.lesson_place == "tab":
        assert app.notebook.select() == str(app.lesson_holder), "the Game log is in front"
    assert app._lesson_visible()
    return str(app.lesson_panel.title.cget("text"))


def decision_labels(app) -> list[str]:
    return [str(b.cget("text")) for b in app.decision.buttons]


def land_on_cowford(app, tk_root) -> None:
    """María rolls 3 and 3 and moves to her own Cowford: the landing and a drawn card."""
    wait_until(tk_root, lambda: settled(app) and app.session.waiting_for_human)
    key(tk_root, "r")
    wait_until(tk_root, lambda: settled(app) and app.session.game.pending.kind == "choose_die")
    key(tk_root, "1")
    wait_until(tk_root, lambda: settled(app) and app.session.game.state.player("spanish").pawn == 6)


# --- lessons open and the game waits ------------------------------------------------------


def test_landing_and_card_open_their_lessons_and_the_game_waits_for_continue(app, tk_root):
    app.set_session(crafted([3, 3]))
    land_on_cowford(app, tk_root)
    assert app.session.game.state.settlements[6].cards == [len(DECK) - 1]
    # The landing's lesson is in the panel at once; the card's waits its turn.
    assert app.lesson_wait
    assert lesson_shown(app) == app.lessons.title_of(COWFORD)
    assert "Read it, then Continue [Space]" in str(app.decision.prompt.cget("text"))
    card = app.lessons.title_of(DRAWN.lesson_id)
    assert decision_labels(app) == ["Continue [Space]", f"Also: {card} [L]"]
    assert str(app.decision.detail.cget("text")) == f"also: {card} [L]"
    assert app.session.lessons_opened == [COWFORD]  # it stopped play: met; the card is not
    # Nothing goes on by itself: María's move decision waits behind the lesson.
    pump_for(tk_root, 0.4)
    assert app.lesson_wait and app.decision.button_for("e") is None
    key(tk_root, "l")
    assert lesson_shown(app) == app.lessons.title_of(DRAWN.lesson_id)
    assert decision_labels(app) == ["Continue [Space]"]
    key(tk_root, "space")
    wait_until(tk_root, lambda: settled(app) and app.decision.button_for("e") is not None)
    assert not app.lesson_wait
    assert app.session.game.pending.kind == "move"
    # The log is one click away and kept everything.
    app.notebook.select(app.log_view)
    assert "Cowford" in app.log_view.content()


def test_a_hurricane_striking_a_settlement_opens_its_lesson_and_waits(app, tk_root):
    # The hurricane moves 1+1+1 from 6 to St Augustine; raze 2; the Soldiers' check 6 (kept).
    faces = [1, 1, 1, 2, 6, *QUIET_HAZARDS[3:]]
    session = crafted(faces, phase="hurricane")
    session.game.state.hazards["hurricane"] = 6
    app.set_session(session)
    wait_until(tk_root, lambda: settled(app) and app.lesson_wait)
    state = app.session.game.state
    assert state.hazards["hurricane"] == 3 and state.settlements[3].raze == 2
    assert app.lessons.current == "hazard-hurricane"
    assert lesson_shown(app) == app.lessons.title_of("hazard-hurricane")
    pump_for(tk_root, 0.4)  # the Pirate phase waits for the players
    assert state.phase == "pirate" and state.hazards["pirate"] == 20
    assert app.phases.current == "hurricane"  # the phase of the lesson read (issue #22)
    key(tk_root, "space")
    wait_until(tk_root, lambda: settled(app) and app.session.waiting_for_human)
    assert state.hazards["pirate"] == 17 and state.phase == "action"


def test_a_computer_landing_opens_its_lesson_and_waits_in_a_game_with_people(app, tk_root):
    app.set_session(crafted([3, 3], kinds=("computer", "human")))
    wait_until(tk_root, lambda: settled(app) and app.lesson_wait)
    assert app.lessons.current == COWFORD
    assert lesson_shown(app) == app.lessons.title_of(COWFORD)
    assert app.decision.button_for("space") is not None


def test_computer_players_alone_are_not_held_by_lessons(app, tk_root, monkeypatch):
    held: list[str] = []
    think = app.bot_runner.think

    def only_spain(bot, game, done, error):  # Britain's turn is where the test looks
        if game.pending.player == "british":
            held.append("british")
        else:
            think(bot, game, done, error)

    monkeypatch.setattr(app.bot_runner, "think", only_spain)
    app.set_session(crafted([3, 3], kinds=("computer", "computer")))
    wait_until(tk_root, lambda: held == ["british"])
    app.stop()
    assert app.lessons.current in (COWFORD, DRAWN.lesson_id)  # opened all the same
    assert not app.lesson_wait


@pytest.mark.parametrize("mode", ["always", "first", "paced"])
def test_a_repeat_stops_play_only_in_always_mode(app, tk_root, mode):
    set_mode(app, mode)
    # María lands on Cowford; then Ben from 3 lands on it too (no fighters: no attack).
    app.set_session(crafted([3, 3, 3, 3, *QUIET_HAZARDS], british_pawn=3))
    land_on_cowford(app, tk_root)
    assert app.lesson_wait and app.lessons.current == COWFORD
    key(tk_root, "space")
    wait_until(tk_root, lambda: settled(app) and app.decision.button_for("e") is not None)
    key(tk_root, "e")
    wait_until(tk_root, lambda: settled(app) and app.session.game.pending.player == "british")
    key(tk_root, "r")
    wait_until(tk_root, lambda: settled(app) and app.session.game.pending.kind == "choose_die")
    key(tk_root, "1")
    wait_until(tk_root, lambda: settled(app) and app.session.game.state.player("british").pawn == 6)
    if mode == "always":
        assert app.lesson_wait and app.lessons.current == COWFORD
        key(tk_root, "space")
    else:  # one line, and play goes on
        assert not app.lesson_wait
        assert app.lesson_line == "seen before: Cowford — open it again [L]"
        assert app.lesson_line in app.log_view.content()  # it stays in the log
        assert COWFORD in app.lessons.queue  # one key away
    wait_until(tk_root, lambda: settled(app) and app.session.game.state.round == 2)
    wait_until(tk_root, lambda: settled(app) and app.session.waiting_for_human)
    assert not app.lesson_wait
    assert app.session.game.pending.player == "spanish"
    assert app.lessons.history.count(COWFORD) == (2 if mode == "always" else 1)


def test_off_opens_nothing_and_never_waits(app, tk_root):
    set_mode(app, "off")
    app.set_session(crafted([3, 3]))
    land_on_cowford(app, tk_root)
    wait_until(tk_root, lambda: settled(app) and app.decision.button_for("e") is not None)
    assert not app.lesson_wait and app.lessons.current is None
    assert app.lesson_panel.title.cget("text") == "Lessons"


def test_lessons_left_waiting_stay_until_read(app, tk_root):
    app.set_session(crafted([3, 3]))
    land_on_cowford(app, tk_root)
    key(tk_root, "space")  # go on without reading the card's lesson
    wait_until(tk_root, lambda: settled(app) and app.decision.button_for("e") is not None)
    assert app.lessons.queue == [DRAWN.lesson_id]
    button = app.lesson_panel.next_button
    assert button.winfo_manager() and button.cget("text") == "Waiting: 1 [L]"
    key(tk_root, "l")  # L works beside the move decision too
    assert lesson_shown(app) == app.lessons.title_of(DRAWN.lesson_id)
    assert not app.lessons.queue and not button.winfo_manager()
    assert app.decision.button_for("e") is not None  # the decision is still there


def test_a_new_game_clears_the_last_games_lesson(app, tk_root):
    app.set_session(crafted([3, 3]))
    land_on_cowford(app, tk_root)
    assert app.lessons.current == COWFORD
    assert app.board.find_withtag("flash6")  # "+ card" on Cowford, for a moment
    app.set_session(crafted([3, 3]))
    assert not app.board.find_withtag("flash")  # nor the last game's board messages
    assert app.lessons.current is None and not app.lessons.queue and not app.lesson_wait
    assert app.lesson_panel.title.cget("text") == "Lessons"
    assert app.lesson_panel.body_text() == ""


# --- lessons met and the exit ticket --------------------------------------------------------


def test_exit_ticket_asks_only_about_lessons_shown_on_screen(app, tk_root):
    app.met_after_ms = 150
    app.set_session(crafted([3, 3]))
    land_on_cowford(app, tk_root)
    pump_for(tk_root, 0.4)  # Cowford's lesson is read...
    key(tk_root, "space")  # ...the card's is never opened
    wait_until(tk_root, lambda: settled(app) and app.decision.button_for("e") is not None)
    pump_for(tk_root, 0.3)
    s = app.session
    assert s.lessons_opened == [COWFORD]
    events_lessons = lessons_from_history(s.history)
    assert DRAWN.lesson_id in events_lessons  # brought up by the game, never shown
    recap = app.classroom.open_recap()
    assert recap.recap.lessons_met == [COWFORD]
    ticket = recap.ticket
    asked = {q.lesson_id for q in ticket.questions if not q.from_events}
    assert asked == {COWFORD}
    extra = [q for q in ticket.questions if q.from_events]
    assert extra and all(q.lesson_id in events_lessons for q in extra)
    assert all(q.lesson_id != COWFORD for q in extra)
    assert ticket.note.startswith("Only 1 lesson was read in this game")
    assert recap.note_label.winfo_manager() and recap.note_label.cget("text") == ticket.note
    marks = [
        label
        for box in recap.questions_frame.winfo_children()
        for label in box.winfo_children()
        if str(label.cget("text")) == FROM_EVENTS
    ]
    assert len(marks) == len(extra)  # each such question says where it comes from
    recap.destroy()


def test_a_waiting_lesson_is_read_only_when_opened_and_left_on_screen(app, tk_root):
    app.met_after_ms = 400
    app.set_session(crafted([3, 3]))
    land_on_cowford(app, tk_root)  # Cowford stops play (met); the card's lesson waits
    assert app.session.lessons_opened == [COWFORD]
    assert app.lessons.not_read == [DRAWN.lesson_id]
    key(tk_root, "l")  # the card's lesson opened...
    app.notebook.select(app.log_view)  # ...and left at once: a glance
    pump_for(tk_root, 0.6)
    assert app.session.lessons_opened == [COWFORD]
    assert app.lessons.not_read == [DRAWN.lesson_id]
    # The recap lists it as not read yet, one click from the library.
    recap = app.classroom.open_recap()
    recap.notebook.select(recap.lessons_tab)
    tk_root.update()
    assert [b.cget("text") for b in recap.not_read_buttons] == [card_name(DRAWN.slug)]
    recap.not_read_buttons[0].invoke()
    library = app.classroom.library_window
    assert library.panel.service.current == DRAWN.lesson_id
    pump_for(tk_root, 0.6)  # read long enough this time
    assert app.session.lessons_opened == [COWFORD, DRAWN.lesson_id]
    assert app.classroom.lessons_met() == [COWFORD, DRAWN.lesson_id]
    assert app.lessons.not_read == []
    library.destroy()
    recap.destroy()


def test_a_lesson_read_in_the_library_counts_as_met(app, tk_root):
    app.met_after_ms = 150
    set_mode(app, "off")
    app.set_session(crafted([3, 3]))
    wait_until(tk_root, lambda: settled(app) and app.session.waiting_for_human)
    window = app.classroom.open_library("nation-calusa")
    pump_for(tk_root, 0.4)
    assert app.session.lessons_opened == ["nation-calusa"]
    window.destroy()


# --- help windows hold the computer players ---------------------------------------------------


@pytest.mark.parametrize("window", ["rules", "library"])
def test_computer_players_wait_while_a_help_window_is_in_use(app, tk_root, window):
    set_mode(app, "off")
    app.set_session(crafted([3, 3, 1, 2, *QUIET_HAZARDS], kinds=("human", "computer")))
    wait_until(tk_root, lambda: settled(app) and app.session.waiting_for_human)
    if window == "rules":
        rules = app.show_rules()
        rules.text.focus_force()
        title = str(rules.title())
    else:
        rules = app.classroom.open_library("space-pensacola")
        rules.search_entry.focus_force()
        title = str(rules.title())
        assert "Lesson library" in title
    tk_root.update()
    for k in ("r", "1", "e"):  # María plays her turn with the buttons
        wait_until(tk_root, lambda k=k: settled(app) and app.decision.button_for(k) is not None)
        app.decision.button_for(k).invoke()
    wait_until(tk_root, lambda: settled(app) and app.session.game.pending.player == "british")
    pump_for(tk_root, 0.5)
    game = app.session.game
    assert game.pending.player == "british" and game.pending.kind == "roll"
    assert f"waits while you use “{title}”" in str(app.decision.prompt.cget("text"))
    rules.focus_get().event_generate("<Escape>")  # Close [Esc]
    tk_root.focus_force()
    wait_until(tk_root, lambda: settled(app) and app.session.game.state.round == 2)
    wait_until(tk_root, lambda: settled(app) and app.session.waiting_for_human)
    assert not rules.winfo_exists() or not rules.winfo_viewable()  # the library is kept, hidden


# --- demonstration mode ---------------------------------------------------------------------


def test_demonstration_pauses_at_a_lesson_and_names_the_one_shown(app, tk_root):
    from florida_history.games.colonial_florida.ui.setup_form import GameChoice

    demo = app.classroom.demo
    app.classroom.toggle_demo()
    players = [PlayerSetup(p, p.title(), "computer", "random") for p in ("spanish", "british")]
    app.start_game(GameChoice(players, 50, None, 4321))
    deadline = time.monotonic() + 30
    while not (demo.waiting and demo.lesson_pause):
        assert time.monotonic() < deadline, "no lesson came up"
        if demo.waiting:
            key(tk_root, "F6")  # run to the end of the round: it stops at a lesson
        tk_root.update()
    status = str(demo.status.cget("text"))
    title = app.lessons.title_of(app.lessons.current)
    assert status.startswith(f"New lesson: “{title}”")
    assert lesson_shown(app) == title
    if app.lessons.queue:
        assert f"({len(app.lessons.queue)} more: Next lesson [L])" in status
    assert not app.lesson_wait  # the teacher's Next is the only wait
    # Clicking a lesson on the board is no new lesson from play: no pause for it.
    demo.next_step()
    wait_until(tk_root, lambda: demo.waiting)
    batches = app.lesson_batches
    app.open_board_lesson("space", 33)
    demo.next_step()
    wait_until(tk_root, lambda: demo.waiting)
    assert demo.lesson_pause == (app.lesson_batches > batches)
    app.classroom.toggle_demo()


def test_space_presses_only_the_focused_button_or_board_never_a_second_thing(app, tk_root):
    app.set_session(crafted([3, 3]))
    land_on_cowford(app, tk_root)
    # Tab to "Next lesson" and press Space: that button only, the game still waits.
    button = app.decision.button_for("l")
    button.focus_force()
    tk_root.update()
    button.event_generate("<KeyPress-space>")
    pump_for(tk_root, 0.3)  # Tk presses a button on Space after showing it pressed for a moment
    assert app.lessons.current == DRAWN.lesson_id and app.lesson_wait
    # On the board (B), Enter opens the chosen space's lesson and nothing else.
    key(tk_root, "b")
    app.board.focus_force()
    tk_root.update()
    app.board.event_generate("<KeyPress-Return>")
    tk_root.update()
    assert app.board.selected == 6  # María's pawn
    assert app.lessons.current == COWFORD and app.lesson_wait
