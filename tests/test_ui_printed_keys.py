"""Every key printed on a button works wherever that button is shown (issue #9): the welcome
and game-over screens, every kind of decision, a lesson to read, the lesson panel, the help
windows, the New game and Settings dialogs and the demonstration band. Driven with real key
events on the window that has the focus, under Xvfb.

Each screen is scanned for buttons with a key in brackets ("New game [N]"); the test presses
every key it finds and checks that the button's action ran, so a new printed key that does
nothing fails here."""

from __future__ import annotations

import re
import tkinter as tk

import pytest
from tkhelpers import florida_classroom_window, isolate_settings, wait_until

from florida_history.games.colonial_florida.engine import Game, GameConfig, ScriptedDice
from florida_history.games.colonial_florida.engine.cards import DECK
from florida_history.games.colonial_florida.engine.state import ROLL, Pending
from florida_history.games.colonial_florida.session import PlayerSetup, Session
from florida_history.games.colonial_florida.ui.setup_form import GameChoice

PRINTED = re.compile(r"\[([^\]]+)\]\s*$")
KEYSYMS = {"Space": "space", "Enter": "Return", "Esc": "Escape", "Ctrl+R": "Control-r"}


@pytest.fixture
def app(tk_root, tmp_path, monkeypatch):
    isolate_settings(tmp_path, monkeypatch)
    a = florida_classroom_window(tk_root)
    yield a
    a.stop()


def press(widget: tk.Misc, printed: str) -> None:
    """The key a button prints ("N", "Space", "Esc", "Ctrl+R"), typed where the focus is."""
    keysym = KEYSYMS.get(printed, printed.lower() if len(printed) == 1 else printed)
    widget.focus_force()
    widget.update()
    if keysym.startswith("Control-"):
        widget.event_generate(f"<Control-KeyPress-{keysym.split('-')[1]}>")
    else:
        widget.event_generate(f"<KeyPress-{keysym}>")
    widget.update()


def printed_buttons(top: tk.Misc) -> dict[str, tk.Button]:
    """The buttons shown in ``top`` (not in its other windows) with a key printed on them."""
    out: dict[str, tk.Button] = {}
    stack = [top]
    while stack:
        w = stack.pop()
        stack.extend(c for c in w.winfo_children() if not isinstance(c, tk.Toplevel))
        if isinstance(w, tk.Button) and w.winfo_ismapped():
            m = PRINTED.search(str(w.cget("text")))
            if m:
                out[m.group(1)] = w
    return out


def check_decision_keys(app, root) -> list[str]:
    """Press the key of every decision button shown; each must run that button's option."""
    pressed = []
    for option in list(app.decision.options):
        m = PRINTED.search(option.label)
        if not m:
            continue
        hits: list[str] = []
        original = option.command
        option.command = lambda hits=hits, label=option.label: hits.append(label)
        app.decision.enabled = True
        press(root, m.group(1))
        option.command = original
        assert hits == [option.label], f"[{m.group(1)}] did not press “{option.label}”"
        pressed.append(m.group(1))
    app.decision.enabled = True
    shown = set(printed_buttons(app.decision))
    assert shown <= set(pressed), f"printed but not pressed: {shown - set(pressed)}"
    return pressed


def test_new_game_key_on_the_welcome_screen(app, tk_root):
    assert check_decision_keys(app, tk_root) == ["N"]
    press(tk_root, "N")  # for real this time
    assert app.dialog is not None and app.dialog.winfo_exists()
    # The dialog's own keys: Enter starts, Esc cancels (with a game under way).
    assert set(printed_buttons(app.dialog)) == {"Enter"}
    press(app.dialog, "Enter")
    wait_until(tk_root, lambda: app.session is not None)
    dialog = app.new_game_dialog()
    tk_root.update()
    assert set(printed_buttons(dialog)) == {"Enter", "Esc"}
    press(dialog, "Esc")
    assert not dialog.winfo_exists()


def test_resume_key_in_the_new_game_dialog(app, tk_root):
    app.lesson_mode_var.set("off")
    app._lesson_mode_changed()
    app.start_game(
        GameChoice([PlayerSetup("spanish", "A"), PlayerSetup("british", "B")], 50, None, 3)
    )
    wait_until(tk_root, lambda: not app.busy and app.session.waiting_for_human)
    seed_round = (app.session.seed, app.session.game.state.round)
    from florida_history.games.colonial_florida.session import unfinished_autosave

    app.session = None
    dialog = app.new_game_dialog(resume=unfinished_autosave())
    tk_root.update()
    # Resuming is the default (issue 24): Enter resumes, Ctrl+Enter starts a new game.
    assert set(printed_buttons(dialog)) == {"Enter", "Ctrl+Enter"}
    press(dialog, "Enter")
    wait_until(tk_root, lambda: app.session is not None and not app.busy)
    assert (app.session.seed, app.session.game.state.round) == seed_round


def attack_game() -> Session:
    """María (St Augustine with Soldiers, pawn on 3) rolls 3 and 3 into Ben's Cowford."""
    game = Game.new(
        GameConfig(seating=("spanish", "british"), seed=5),
        dice=ScriptedDice([3, 3, 6, 6, 1, 1, 6, 6]),
    )
    s = game.state
    soldiers = next(i for i, k in enumerate(DECK) if k.slug == "soldiers")
    s.deck.remove(soldiers)
    s.settlements[3].owner, s.settlements[6].owner = "spanish", "british"
    s.player("spanish").markers -= 1
    s.player("british").markers -= 1
    s.settlements[3].cards.append(soldiers)
    s.player("spanish").pawn = 3
    s.hazards = dict.fromkeys(s.hazards, 20)
    s.phase, s.turn, s.round = "action", 0, 1
    s.pending = Pending(ROLL, "spanish")
    return Session(game, [PlayerSetup("spanish", "María"), PlayerSetup("british", "Ben")])


def test_every_decision_key_works_through_a_turn_with_an_attack(app, tk_root):
    app.set_session(attack_game())
    seen: dict[str, list[str]] = {}
    for _ in range(12):
        wait_until(
            tk_root, lambda: not app.busy and (app.lesson_wait or app.session.waiting_for_human)
        )
        game = app.session.game
        if game.pending.player != "spanish" and not app.lesson_wait:
            break
        screen = "lesson" if app.lesson_wait else game.pending.kind
        keys = check_decision_keys(app, tk_root)
        seen.setdefault(screen, []).extend(keys)
        # Go on as a class would: read, then continue; else attack with what there is.
        if screen == "lesson":
            if "L" in keys:
                press(tk_root, "L")
            press(tk_root, "Space")
        elif screen == "attack" and "A" in keys:
            press(tk_root, "A")
        else:
            press(tk_root, keys[0])
    assert seen["roll"] == ["R"]
    assert seen["choose_die"] == ["1"]  # 3 and 3: one place to go
    assert {"1", "A", "D"} <= set(seen["attack"])
    assert set(seen["lesson"]) <= {"L", "Space"} and "Space" in seen["lesson"]
    assert app.session.game.state.settlements[6].owner == "spanish"  # the attack was won
    assert "transfer" in seen and "N" in seen["transfer"]


def test_game_over_keys_recap_and_new_game(app, tk_root):
    players = [PlayerSetup(p, p.title(), "computer", "random") for p in ("spanish", "british")]
    app.start_game(GameChoice(players, 12, None, 7))
    wait_until(tk_root, lambda: app.session.game.is_over and not app.busy, timeout=60)
    wait_until(tk_root, lambda: app.classroom.recap_window is not None)  # opens by itself once
    app.classroom.recap_window.destroy()
    assert sorted(check_decision_keys(app, tk_root)) == ["G", "N"]
    press(tk_root, "G")
    recap = app.classroom.recap_window
    assert recap is not None and recap.winfo_exists()
    recap.destroy()
    press(tk_root, "G")  # again: the buttons keep working after one was used
    assert app.classroom.recap_window is not recap and app.classroom.recap_window.winfo_exists()
    app.classroom.recap_window.destroy()
    press(tk_root, "N")
    assert app.dialog is not None and app.dialog.winfo_exists()


def test_next_lesson_key_in_the_panel_and_close_keys_of_help_windows(app, tk_root):
    app.lesson_mode_var.set("off")
    app._lesson_mode_changed()
    app.start_game(
        GameChoice([PlayerSetup("spanish", "A"), PlayerSetup("british", "B")], 50, None, 3)
    )
    wait_until(tk_root, lambda: not app.busy and app.session.waiting_for_human)
    app.lesson_panel.present(["space-cowford", "hazard-hurricane"], 1)
    app.notebook.select(app.lesson_holder)
    tk_root.update()
    keys = printed_buttons(app.lesson_panel)
    # K shows the lesson in its other language when it has one (lessons/es/, issue #27).
    translated = app.lessons.other_language("space-cowford") is not None
    assert set(keys) == {"L", "V"} | ({"K"} if translated else set())
    if translated:
        press(tk_root, "K")
        assert app.lessons.language_of("space-cowford") == "es"
        press(tk_root, "K")
        assert app.lessons.language_of("space-cowford") == "en"
    reader = app.lesson_panel.reader
    press(tk_root, "V")  # Read aloud [V] (issue 29); with no voice here, off with its reason
    if str(keys["V"].cget("state")) == "normal":
        assert reader.speaking and keys["V"].cget("text") == "Stop [V]"
        press(tk_root, "V")
        assert not reader.speaking and keys["V"].cget("text") == "Read aloud [V]"
    else:
        assert not reader.speaking and app.lesson_panel.read_status.cget("text")
    press(tk_root, "L")
    assert app.lessons.current == "hazard-hurricane"
    translated = app.lessons.other_language("hazard-hurricane") is not None
    assert set(printed_buttons(app.lesson_panel)) == {"V"} | ({"K"} if translated else set())
    for window in (app.show_rules(), app.show_about()):
        tk_root.update()
        assert set(printed_buttons(window)) == {"Esc"}
        press(window.text, "Esc")
        assert not window.winfo_exists()
    settings = app.classroom.open_settings()
    tk_root.update()
    assert set(printed_buttons(settings)) == {"Esc"}
    press(settings, "Esc")
    assert not settings.winfo_exists()


def test_demonstration_band_keys(app, tk_root):
    demo = app.classroom.demo
    press(tk_root, "F5")
    assert demo.active
    players = [PlayerSetup(p, p.title(), "computer", "random") for p in ("spanish", "british")]
    app.start_game(GameChoice(players, 50, None, 4321))
    wait_until(tk_root, lambda: demo.waiting)
    demo.fit_band()
    tk_root.update()
    keys = printed_buttons(demo.band)
    assert {"Space", "F5", "F6", "F7"} <= set(keys)
    phase = app.session.game.state.phase
    press(tk_root, "Space")  # Next: the phase is played
    wait_until(tk_root, lambda: app.session.game.state.phase != phase or not demo.waiting)
    wait_until(tk_root, lambda: demo.waiting)
    press(tk_root, "F7")  # the phase's lesson, the one the caption names
    assert app.lessons.current == demo.caption.lesson_id
    shown = demo.history_shown
    press(tk_root, "F8")
    assert demo.history_shown != shown
    press(tk_root, "F6")
    assert demo.run_to_round_end or app.session.game.state.round > 1 or demo.lesson_pause
    press(tk_root, "F5")
    assert not demo.active


def test_lesson_keys_work_in_the_popped_out_lesson_window(app, tk_root):
    session = attack_game()
    session.game.state.settlements[6].owner = "spanish"  # her own Cowford: a card too
    app.set_session(session)
    app.toggle_dock()  # the lesson in its own window
    assert app.lesson_window is not None
    wait_until(tk_root, lambda: not app.busy and app.session.waiting_for_human)
    app.decision.button_for("r").invoke()
    wait_until(tk_root, lambda: not app.busy and app.session.game.pending.kind == "choose_die")
    app.decision.button_for("1").invoke()
    wait_until(tk_root, lambda: not app.busy and app.lesson_wait)
    window = app.lesson_window
    tk_root.update()
    assert window.winfo_ismapped()
    # V: Read aloud (issue 29); K: the lesson in its other language, when it has one (#27).
    current = app.lessons.current
    translated = current is not None and app.lessons.other_language(current) is not None
    assert set(printed_buttons(window)) == {"L", "V"} | ({"K"} if translated else set())
    if translated:
        language = app.lessons.language_of(current)
        press(app.lesson_panel.text, "K")  # typed while reading in the lesson window
        assert app.lessons.language_of(current) != language
    app.met_after_ms = 100
    press(app.lesson_panel.text, "L")  # typed while reading in the lesson window
    assert app.lessons.current == DECK[-1].lesson_id
    wait_until(tk_root, lambda: DECK[-1].lesson_id in app.session.lessons_opened, timeout=5)
    press(app.lesson_panel.text, "Space")
    wait_until(tk_root, lambda: not app.busy and not app.lesson_wait)
    assert app.decision.button_for("e") is not None
