"""The Tk app driven through its real widgets under Xvfb (see conftest.py)."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from tkhelpers import wait_until

from florida_history.app.settings import Settings
from florida_history.games.colonial_florida.engine import Game, GameConfig, ScriptedDice
from florida_history.games.colonial_florida.engine.cards import DECK
from florida_history.games.colonial_florida.engine.state import ROLL, Pending
from florida_history.games.colonial_florida.names import card_name
from florida_history.games.colonial_florida.session import PlayerSetup, Session, unfinished_autosave
from florida_history.games.colonial_florida.ui.setup_form import GameChoice

# Round 1 with no hazard striking a settlement: hurricane 1+1+1 -> 34, pirate 1+1 -> 35,
# raid 2 -> 35, disease 2 -> 35; then the Spanish roll 2 and 5.
ROUND_ONE = [1, 1, 1, 1, 1, 2, 2]


def card_id(slug: str, n: int = 0) -> int:
    return [i for i, k in enumerate(DECK) if k.slug == slug][n]


@pytest.fixture
def app(tk_root):
    from florida_history.games.colonial_florida.ui.window import FloridaWindow as App

    application = App(tk_root, Settings(animation_speed="instant"))
    application.lessons.load()
    tk_root.update()
    yield application
    application.stop()


def humans(n: int = 2) -> list[PlayerSetup]:
    return [
        PlayerSetup("spanish", "María"),
        PlayerSetup("british", "Ben"),
        PlayerSetup("french", "Chloé"),
    ][:n]


def waiting_for(app, kind: str):
    """Until a person's ``kind`` decision is shown; lessons on the way are read and continued
    past with Continue (test_ui_lesson_flow.py is about them)."""

    def ready() -> bool:
        if app.session is None or app.busy:
            return False
        if app.lesson_wait:
            app.decision.button_for("space").invoke()
            return False
        return app.session.game.pending.kind == kind and app.session.waiting_for_human

    return ready


def play_on(app, cond):
    """Until ``cond()`` holds once play has stopped, continuing past lessons as a group would."""

    def ready() -> bool:
        if app.session is None or app.busy:
            return False
        if app.lesson_wait:
            app.decision.button_for("space").invoke()
            return False
        return cond()

    return ready


def test_full_game_by_computer_players(app, tk_root):
    players = [
        PlayerSetup("spanish", "Ana", "computer", "random"),
        PlayerSetup("british", "Ben", "computer", "random"),
        PlayerSetup("french", "Cy", "computer", "random"),
    ]
    app.start_game(GameChoice(players, 20, None, 7))
    wait_until(tk_root, lambda: app.session.game.is_over and not app.busy, timeout=45)
    assert "win" in app.board.banner
    assert "GAME OVER" in app.log_view.content()
    assert app.decision.button_for("n") is not None  # "New game [N]"
    assert "thinks:" in app.log_view.content()  # the computer players' reasons are logged
    assert app.model is not None and app.model.same_as(app.session.game.state)


def test_human_turn_with_scripted_dice_opens_st_augustine(app, tk_root):
    dice = ScriptedDice([*ROUND_ONE, 2, 5])
    app.start_game(GameChoice(humans(), 50, None, 1), dice=dice)
    wait_until(tk_root, waiting_for(app, "roll"))
    assert "Your turn, María" in app.banner.label.cget("text")
    roll = app.decision.button_for("r")
    assert roll is not None and "Roll dice [R]" in roll.cget("text")
    roll.invoke()
    wait_until(tk_root, waiting_for(app, "choose_die"))
    one = app.decision.button_for("1")
    assert one is not None and "St Augustine" in one.cget("text")
    # hovering the button lights the destination space
    tk_root.update()
    one.event_generate("<Enter>", x=5, y=5)
    tk_root.update()
    assert app.board.highlighted == {3}
    app.met_after_ms = 50
    one.invoke()
    # The lesson opens at once and the game waits for the players to read it.
    wait_until(tk_root, lambda: not app.busy and app.lesson_wait)
    assert app.lesson_panel.title.cget("text") == "St Augustine"
    assert app.decision.button_for("space").cget("text") == "Continue [Space]"
    wait_until(tk_root, lambda: "space-st-augustine" in app.session.lessons_opened, timeout=5)
    app.decision.button_for("space").invoke()
    wait_until(tk_root, lambda: not app.busy and app.session.game.pending.player == "british")
    assert app.session.game.state.player("spanish").pawn == 3
    assert app.model.pawns["spanish"] == 3
    assert app.model.settlements[3].owner == "spanish"
    assert app.board.find_withtag("pawn:spanish")
    x0, y0, x1, y1 = app.board.rects[3]
    px, py = app.board.pixel_of_marker("pawn:spanish")
    assert x0 <= px <= x1 and y0 <= py <= y1
    log = app.log_view.content()
    assert "María (Spanish) moves 2 spaces to St Augustine." in log
    assert "María (Spanish) founds St Augustine!" in log
    assert app.lesson_panel.title.cget("text") == "St Augustine"
    assert "space-st-augustine" in app.session.lessons_opened
    flashes = [
        app.board.itemcget(i, "text")
        for i in app.board.find_withtag("flash3")
        if app.board.type(i) == "text"
    ]
    assert flashes == ["founded!"]  # shown on the board for a moment


def crafted(faces: list[int]) -> Session:
    """Spanish to move from 3 with St Augustine (3) and Cowford (6) held and Soldiers at 3."""
    game = Game.new(GameConfig(seating=("spanish", "british"), seed=5), dice=ScriptedDice(faces))
    s = game.state
    soldiers = card_id("soldiers")
    s.deck.remove(soldiers)
    for n in (3, 6):
        s.settlements[n].owner = "spanish"
        s.player("spanish").markers -= 1
    s.settlements[3].cards.append(soldiers)
    s.player("spanish").pawn = 3
    s.hazards = dict.fromkeys(s.hazards, 20)  # nobody skips a turn (R17)
    s.phase, s.turn, s.round = "action", 0, 1
    s.pending = Pending(ROLL, "spanish")
    return Session(game, humans())


def test_card_draw_opens_that_cards_lesson(app, tk_root):
    app.set_session(crafted([3, 3]))
    wait_until(tk_root, waiting_for(app, "roll"))
    app.decision.button_for("r").invoke()
    wait_until(tk_root, waiting_for(app, "choose_die"))
    app.decision.button_for("1").invoke()  # 3 -> Cowford, the Spanish settlement: draw a card
    wait_until(tk_root, lambda: not app.busy and app.session.game.pending.kind == "move")
    drawn = DECK[-1]  # scripted dice leave the deck in id order: the last card is drawn
    assert app.session.game.state.settlements[6].cards == [len(DECK) - 1]
    assert app.lessons.current == drawn.lesson_id or drawn.lesson_id in app.lessons.queue
    if app.lessons.current != drawn.lesson_id:
        app.lesson_panel.show_next()
    assert app.lesson_panel.title.cget("text") == app.lessons.title_of(drawn.lesson_id)
    assert card_name(drawn.slug) in app.log_view.content()
    # the card shows in Cowford's tray on the board, and clicking it opens its lesson
    items = app.board.find_withtag(f"card:{len(DECK) - 1}")
    assert items
    assert card_name(drawn.slug) in app.board.itemcget(items[0], "text")


def test_keyboard_only_full_turn(app, tk_root):
    app.set_session(crafted([3, 3]))
    wait_until(tk_root, waiting_for(app, "roll"))

    def key(k: str) -> None:
        tk_root.focus_force()
        tk_root.update()
        tk_root.event_generate(f"<Key-{k}>")
        tk_root.update()

    key("r")
    wait_until(tk_root, waiting_for(app, "choose_die"))
    key("1")
    wait_until(tk_root, waiting_for(app, "move"))
    labels = [o.label for o in app.decision.options]
    assert any(lab.startswith("Move Soldiers") and lab.endswith("[1]") for lab in labels)
    assert "End turn [E]" in labels
    key("1")  # move the Soldiers to a neighbouring settlement
    wait_until(tk_root, lambda: not app.busy and app.session.game.pending.player == "british")
    s = app.session.game.state
    soldiers = card_id("soldiers")
    assert soldiers in s.settlements[6].cards
    assert "moves Soldiers" in app.log_view.content()
    assert "Your turn, Ben" in app.banner.label.cget("text")


def test_keyboard_end_turn(app, tk_root):
    app.set_session(crafted([3, 3]))
    wait_until(tk_root, waiting_for(app, "roll"))
    # Cowford's lesson and the drawn card's open: L shows the second, Space goes on.
    for k in ("r", "1", "l", "space", "e"):
        tk_root.focus_force()
        tk_root.event_generate(f"<Key-{k}>")
        wait_until(tk_root, lambda: not app.busy)
    assert app.session.game.pending.player == "british"


def drive_first_choice(app, tk_root, steps: int) -> list[str]:
    """Make ``steps`` human decisions, always the first option; return the log lines made."""
    out = []
    for _ in range(steps):
        wait_until(
            tk_root,
            play_on(app, lambda: app.session.waiting_for_human or app.session.game.is_over),
        )
        if app.session.game.is_over:
            break
        before = len(app.session.log)
        app.decision.buttons[0].invoke()
        wait_until(tk_root, lambda: not app.busy)
        out += [e.text for e in app.session.log[before:]]
    return out


def test_save_and_reopen_continues_identically(app, tk_root, tmp_path):
    app.start_game(GameChoice(humans(3), 50, None, 2024))
    drive_first_choice(app, tk_root, 12)
    path = tmp_path / "class-game.json"
    app.save_as(path)
    assert path.exists()
    first = drive_first_choice(app, tk_root, 15)
    state_after = app.session.game.to_dict()
    assert app.open_file(path)
    assert app.session.path == path
    second = drive_first_choice(app, tk_root, 15)
    assert second == first
    assert app.session.game.to_dict() == state_after


def test_damaged_save_gives_a_message_and_the_game_goes_on(app, tk_root, tmp_path):
    app.start_game(GameChoice(humans(), 50, None, 3))
    wait_until(tk_root, lambda: not app.busy)
    bad = tmp_path / "broken.json"
    bad.write_text('{"format": "florida-history-save", "version": 1, "game": {', "utf-8")
    before = app.session
    assert not app.open_file(bad)
    assert "damaged" in app.notice_text
    assert app.session is before
    app.decision.buttons[0].invoke()  # still playable
    wait_until(tk_root, lambda: not app.busy)


def test_autosave_offers_resume(app, tk_root, data_home):
    app.start_game(GameChoice(humans(), 50, None, 11))
    drive_first_choice(app, tk_root, 3)
    assert (data_home / "autosave.json").exists()
    seed_round = (app.session.seed, app.session.game.state.round)
    dialog = app.new_game_dialog(resume=unfinished_autosave())
    dialog.resume_button.invoke()
    wait_until(tk_root, lambda: not app.busy)
    assert (app.session.seed, app.session.game.state.round) == seed_round


def test_new_game_dialog_starts_a_game(app, tk_root):
    dialog = app.new_game_dialog()
    dialog.form.kind_vars["french"].set("Not playing")
    dialog.form.name_vars["spanish"].set("María")
    dialog.form.seed_var.set("4242")
    dialog.form.target_var.set("30")
    assert "30 gold" in dialog.form.estimate.cget("text")
    from florida_history.games.colonial_florida import bots

    labels = bots.bot_labels()
    dialog.form.kind_vars["british"].set("Computer")
    dialog.form.strength_vars["british"].set(list(labels.values())[-1])  # the strongest, by label
    dialog.start_button.invoke()
    wait_until(tk_root, lambda: app.session is not None)
    assert app.session.players[1].strength == list(labels)[-1]  # stored by bot name
    assert app.session.seed == 4242
    assert [p.power for p in app.session.players] == ["spanish", "british"]
    assert "Game number 4242" in app.info.cget("text")


def test_new_game_dialog_refuses_one_player(app, tk_root):
    dialog = app.new_game_dialog()
    dialog.form.kind_vars["british"].set("Not playing")
    dialog.form.kind_vars["french"].set("Not playing")
    dialog.start_button.invoke()
    assert "at least 2" in dialog.error.get()
    assert app.session is None
    dialog.destroy()


def test_text_size_changes_live(app, tk_root):
    import tkinter.font as tkfont

    app.start_game(GameChoice(humans(), 50, None, 9))
    wait_until(tk_root, waiting_for(app, "roll"))
    body = tkfont.nametofont("fh-body", root=tk_root)
    normal = abs(body.cget("size"))
    tk_root.focus_force()
    tk_root.event_generate("<Control-plus>")
    tk_root.update()
    assert abs(body.cget("size")) > normal
    for _ in range(3):
        tk_root.event_generate("<Control-plus>")
    tk_root.update()
    assert app.settings.text_scale >= 1.5
    # nothing clipped at 150%+: the decision button is fully inside the window
    button = app.decision.button_for("r")
    bottom = button.winfo_rooty() + button.winfo_height()
    assert bottom <= tk_root.winfo_rooty() + tk_root.winfo_height()
    assert button.winfo_reqwidth() <= button.winfo_width() + 2
    tk_root.event_generate("<Control-0>")
    tk_root.update()
    assert abs(body.cget("size")) == normal


def test_text_size_keys_waiting_together_make_one_change(app, tk_root, monkeypatch):
    """A key held down: the presses queued while the window was being laid out are added up
    into one change; Ctrl+0 drops the steps pressed before it."""
    from florida_history.app.settings import TEXT_SCALES

    tk_root.focus_force()
    tk_root.update()
    changes: list[float] = []
    real = app.set_text_scale
    monkeypatch.setattr(app, "set_text_scale", lambda s: (changes.append(s), real(s)))
    start = TEXT_SCALES.index(1.0)
    for _ in range(3):
        tk_root.event_generate("<Control-plus>", when="tail")
    tk_root.event_generate("<Control-minus>", when="tail")
    tk_root.update()
    assert changes == [TEXT_SCALES[start + 2]]
    assert app.settings.text_scale == TEXT_SCALES[start + 2]
    changes.clear()
    for seq in ("<Control-plus>", "<Control-plus>", "<Control-0>", "<Control-minus>"):
        tk_root.event_generate(seq, when="tail")
    tk_root.update()
    assert changes == [1.0, TEXT_SCALES[start - 1]]
    assert app.settings.text_scale == TEXT_SCALES[start - 1]
    app.set_text_scale(1.0)


def test_clicking_a_space_opens_its_lesson(app, tk_root):
    app.start_game(GameChoice(humans(), 50, None, 9))
    wait_until(tk_root, waiting_for(app, "roll"))
    x0, y0, x1, y1 = app.board.rects[33]
    app.board.event_generate("<Button-1>", x=int(x0 + 5), y=int(y1 - 5))
    tk_root.update()
    assert app.lesson_panel.title.cget("text") == app.lessons.title_of("space-pensacola")
    # keyboard: B reaches the board, arrows select a space, Enter opens its lesson
    tk_root.focus_force()
    tk_root.update()
    tk_root.event_generate("<Key-b>")
    tk_root.update()
    assert tk_root.focus_get() is app.board
    app.board.selected = 33
    app.board.event_generate("<Right>")
    app.board.event_generate("<Return>")
    tk_root.update()
    assert app.lessons.current == "space-pine-barrens-and-flatwoods"  # space 34


def test_rules_and_about_windows(app, tk_root):
    rules = app.show_rules()
    text = rules.text.get("1.0", "end")
    assert "Attacking\n" in text and "Turn order\n" in text
    assert "R16" not in text and "rule R" not in text  # rule codes are for developers
    about = app.show_about()
    assert "Version" in about.text.get("1.0", "end")
    rules.destroy()
    about.destroy()


def test_lesson_panel_pops_out_and_docks(app, tk_root):
    app.open_board_lesson("space", 3)
    app.toggle_dock()
    tk_root.update()
    assert app.lesson_window is not None
    assert app.lesson_panel.title.cget("text") == "St Augustine"
    app.toggle_dock()
    tk_root.update()
    assert app.lesson_window is None
    assert app.lesson_panel.title.cget("text") == "St Augustine"


def test_missing_map_image_draws_parchment(tk_root):
    from florida_history.games.colonial_florida.ui.board_view import BoardView

    board = BoardView(tk_root, map_path=Path("/nonexistent/board-map.png"))
    board.pack()
    tk_root.update()
    board.load_map()
    tk_root.update()
    assert board.find_withtag("map")


def test_animated_play_and_bots_never_freeze_the_window(app, tk_root):
    """At a visible speed, markers walk space by space; a slow bot thinks off the Tk thread."""
    from florida_history.games.colonial_florida import bots

    class SlowBot:
        def __init__(self):
            self.inner = bots.FallbackBot(1)

        def choose(self, game):
            time.sleep(0.6)
            return self.inner.choose(game)

    app.settings.animation_speed = "fast"
    players = [
        PlayerSetup("spanish", "Ana", "computer", "random"),
        PlayerSetup("british", "Ben", "computer", "random"),
    ]
    app.start_game(GameChoice(players, 50, None, 5))
    app.bots = {"spanish": SlowBot(), "british": SlowBot()}
    ticks = []

    def tick():
        ticks.append(time.monotonic())
        tk_root.after(20, tick)

    tick()
    wait_until(tk_root, lambda: app.session.game.state.round >= 2, timeout=40)
    app.stop()
    gaps = [b - a for a, b in zip(ticks, ticks[1:], strict=False)]
    assert max(gaps) < 0.45  # the event loop kept running while each bot thought 0.6 s
    assert any("moves" in e.text for e in app.session.log)  # pawns and hazards moved


def test_large_text_on_a_small_window_opens_lessons_over_the_side_panel_not_the_map(app, tk_root):
    app.start_game(GameChoice(humans(), 50, None, 9))
    wait_until(tk_root, waiting_for(app, "roll"))
    app.set_text_scale(1.5)
    tk_root.update()
    assert app.lesson_place == "overlay"
    app.open_board_lesson("space", 3)
    tk_root.update()
    overlay = app.lesson_overlay
    assert overlay is not None and overlay.winfo_ismapped()
    assert app.lesson_panel.title.cget("text") == "St Augustine"
    assert app.lesson_panel.text.winfo_height() > 150  # room to read
    board_right = app.board.winfo_rootx() + app.board.winfo_width()
    assert overlay.winfo_rootx() >= board_right  # the map stays in view
    roll = app.decision.button_for("r")  # and so does the decision, below the lesson
    assert roll.winfo_ismapped()
    assert roll.winfo_rooty() >= overlay.winfo_rooty() + overlay.winfo_height()
    tk_root.focus_force()
    tk_root.event_generate("<Key-h>")
    tk_root.update()
    assert not overlay.winfo_ismapped()
    app.set_text_scale(1.0)
    tk_root.update()
    assert app.lesson_place == "tab"
    assert app.lesson_panel.title.cget("text") == "St Augustine"


def test_window_resizes_from_720p_to_1080p(app, tk_root):
    app.start_game(GameChoice(humans(), 50, None, 9))
    wait_until(tk_root, waiting_for(app, "roll"))
    small = app.board.board_size
    tk_root.geometry("1920x1050+0+0")
    for _ in range(5):
        tk_root.update()
    assert app.board.board_size > small + 200
    button = app.decision.button_for("r")
    assert button.winfo_rootx() + button.winfo_width() <= tk_root.winfo_rootx() + 1920
    tk_root.geometry("1280x690+0+0")
    for _ in range(5):
        tk_root.update()
    assert abs(app.board.board_size - small) < 40


def test_damaged_autosave_on_start_gives_a_message(app, tk_root, data_home):
    data_home.mkdir(parents=True, exist_ok=True)
    (data_home / "autosave.json").write_text('{"format": ', "utf-8")
    app.startup()
    tk_root.update()
    assert "autosave.json cannot be opened: it is damaged" in app.notice_text
    assert app.dialog is not None and app.dialog.winfo_exists()  # the app goes on
    app.dialog.start_button.invoke()
    wait_until(tk_root, lambda: app.session is not None and not app.busy)


def _finished_short_game(players: int = 2, seed: int = 3) -> Session:
    """A Short game (30 gold, 9 rounds) played to its end by the first legal choices."""
    from florida_history.games.colonial_florida.presets import preset

    short = preset("short")
    s = Session.new(humans(players), short.target_gold, short.round_limit, seed=seed)
    s.autosave = False
    while not s.game.is_over:
        s.apply(s.game.legal_actions()[0])
    return s


def test_finished_short_game_reopens_on_its_game_over_screen(app, tk_root, tmp_path):
    """Finding 1: a game ended by its round limit wrote a save nobody could open."""
    s = _finished_short_game()
    assert s.game.state.win_reason == "round-limit"
    path = tmp_path / "short.json"
    s.save_to(path)
    assert app.open_file(path)
    wait_until(tk_root, lambda: not app.busy)
    assert app.notice_text == ""
    assert app.session.game.is_over and app.session.game.to_dict() == s.game.to_dict()
    texts = [b.cget("text") for b in app.decision.buttons]
    assert texts == ["New game [N]"]
    assert "Final standings" in app.decision.detail.cget("text")


def _dialog_text(widget) -> str:
    texts = []
    for child in widget.winfo_children():
        if child.winfo_class() == "Label":
            texts.append(str(child.cget("text")))
        texts.append(_dialog_text(child))
    return " ".join(texts)


def test_damaged_autosave_offers_the_backup_and_a_bad_open_keeps_the_offer(
    app, tk_root, data_home, tmp_path
):
    """Finding 2 and issue 9: a damaged autosave with a good backup offers the backup; a bad
    file chosen with Open from the start dialog says what to do and keeps the offer."""
    s = Session.new(humans(), 50, None, seed=21)
    for _ in range(6):
        s.apply(s.game.legal_actions()[0])
    backup = data_home / "autosave.previous.json"
    good = backup.read_bytes()
    (data_home / "autosave.json").write_text('{"a": ' + "1" * 5000 + "}", "utf-8")
    app.startup()
    tk_root.update()
    assert "autosave.json cannot be opened" in app.notice_text
    assert "You can resume the game saved before it" in app.notice_text
    assert "codec" not in app.notice_text and "Error" not in app.notice_text
    assert app.dialog.resume_button is not None
    assert "last autosave was damaged" in _dialog_text(app.dialog)
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\xff\xfe\x00garbage")
    assert not app.open_file(bad)
    tk_root.update()
    assert "bad.json cannot be opened" in app.notice_text
    assert "Open another saved game or start a new one" in app.notice_text
    assert app.dialog is not None and app.dialog.winfo_exists()
    app.dialog.resume_button.invoke()
    wait_until(tk_root, lambda: app.session is not None and not app.busy)
    assert app.session.seed == 21
    assert backup.read_bytes() == good or json.loads(backup.read_text("utf-8"))["version"] == 2
    assert list(data_home.glob("autosave.damaged-*.json"))


def _visible_in(widget, frame):
    """The widget's whole height lies inside the frame's box on screen."""
    top, bottom = widget.winfo_rooty(), widget.winfo_rooty() + widget.winfo_height()
    return (
        frame.winfo_rooty() - 1 <= top and bottom <= frame.winfo_rooty() + frame.winfo_height() + 1
    )


@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
def test_large_text_on_720p_scrolls_the_side_panel_and_keeps_the_decision_in_view(
    app, tk_root, scale
):
    app.set_text_scale(scale)
    app.start_game(GameChoice(humans(3), 50, None, 9))
    wait_until(tk_root, waiting_for(app, "roll"))
    for _ in range(3):
        tk_root.update()
    side = app.side_scroll
    if scale >= 2.0:
        assert side.scrolling  # 200% on 1280x720: the panel scrolls rather than cut
    button = app.decision.button_for("r")  # the decision sits below the panel, always seen
    assert _visible_in(button, tk_root)
    assert button.winfo_rootx() + button.winfo_width() <= side.winfo_rootx() + side.winfo_width()
    assert not app.phases.compact or scale > 1.0  # phase names shorten only for large text
    for lab in app.phases.labels.values():  # no phase name is cut inside a word
        assert lab.winfo_reqwidth() <= lab.winfo_width() + 2 or not lab.cget("wraplength")
    # The board stays big (at least the window's height less the menu, on 720p).
    assert app.board.board_size >= 600
    # Wheel scrolling over the panel moves it; the decision comes back with the next change.
    if side.scrolling:
        side.canvas.yview_moveto(1.0)
        tk_root.update()
        before = side.canvas.yview()[0]
        app.players_view.event_generate("<Button-4>", x=5, y=5)
        tk_root.update()
        assert side.canvas.yview()[0] < before


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_new_game_dialog_fits_the_window_at_any_text_size(app, tk_root, scale):
    app.set_text_scale(scale)
    tk_root.update()
    dialog = app.new_game_dialog()
    for _ in range(3):
        tk_root.update()
    bottom = dialog.winfo_rooty() + dialog.winfo_height()
    assert bottom <= tk_root.winfo_rooty() + tk_root.winfo_height() + 2
    assert dialog.winfo_rootx() + dialog.winfo_width() <= tk_root.winfo_rootx() + 1280 + 2
    start = dialog.start_button
    assert start.winfo_ismapped()
    assert start.winfo_rooty() + start.winfo_height() <= bottom
    assert dialog.scroller.scrolling == (scale >= 2.0)
    dialog.destroy()


def test_high_contrast_reaches_board_panels_lesson_and_dialogs_and_goes_back(app, tk_root):
    from tkinter import ttk

    from florida_history.ui import theme as th
    from florida_history.ui.contrast import set_high_contrast

    normal_settlement, normal_panel = th.SETTLEMENT_FILL, th.PANEL_BG
    app.start_game(GameChoice(humans(), 50, None, 9))
    wait_until(tk_root, waiting_for(app, "roll"))
    app.open_board_lesson("space", 3)
    tk_root.update()
    lit = app.phases.labels[app.phases.current]
    lit_bg = lit.cget("background")
    roll_bg = app.decision.button_for("r").cget("background")

    def settlement_fill():
        cell = app.board.find_withtag("cell3")[0]
        return app.board.itemcget(cell, "fill").upper()

    try:
        set_high_contrast(tk_root, True)
        tk_root.update()
        assert settlement_fill() == "#FFFFFF"  # the board draws from the theme again
        plain = app.board.find_withtag("cell2")[0]
        assert float(app.board.itemcget(plain, "width")) >= 2  # thicker outlines
        assert app.side.cget("background").upper() == "#FFFFFF"
        assert app.decision.prompt.cget("foreground").upper() == "#000000"
        assert app.lesson_panel.text.tag_cget("gvh", "background").upper() == "#FFFF00"
        assert ttk.Style(tk_root).lookup("TNotebook.Tab", "background", ["selected"]) == "#000000"
        dialog = app.new_game_dialog()  # a dialog opened now is high contrast too
        assert dialog.cget("background").upper() == "#FFFFFF"
        dialog.destroy()
    finally:
        set_high_contrast(tk_root, False)
    tk_root.update()
    assert th.SETTLEMENT_FILL == normal_settlement and th.PANEL_BG == normal_panel
    assert settlement_fill() == normal_settlement.upper()
    assert app.side.cget("background").upper() == normal_panel.upper()
    assert lit.cget("background") == lit_bg  # the lit phase stays lit
    assert app.decision.button_for("r").cget("background") == roll_bg
    assert app.lesson_panel.text.tag_cget("gvh", "background").upper() == th.GVH_BG.upper()


def test_recap_of_a_reopened_game_lists_events_from_before_it_was_saved(app, tk_root, tmp_path):
    import json

    from test_ui_session import play_to_a_conquest_and_a_hurricane

    from florida_history.ui.classroom import ClassroomFeatures

    session = play_to_a_conquest_and_a_hurricane()
    path = tmp_path / "class-game.json"
    session.save_to(path)
    features = ClassroomFeatures(app)
    assert app.open_file(path)
    wait_until(tk_root, lambda: not app.busy)
    assert app.notice_text == ""
    recap = features.open_recap()
    text = recap.events_text.get("1.0", "end")
    assert "hurricane struck" in text.lower() and "conquered" in text.lower()
    recap.destroy()
    # A damaged list of lessons met: the game still opens, with a message.
    data = json.loads(path.read_text("utf-8"))
    data["lessons_opened"] = {"no": "list"}
    path.write_text(json.dumps(data), "utf-8")
    assert app.open_file(path)
    wait_until(tk_root, lambda: not app.busy)
    assert "left out" in app.notice_text
    assert app.session.game.to_dict() == session.game.to_dict()
    tk_root.update()  # let pending idle layouts run before the window closes


def test_card_lists_can_be_hidden_from_the_view_menu_or_with_c(app, tk_root):
    from florida_history.games.colonial_florida.engine import events as ev

    app.start_game(GameChoice(humans(), 50, None, 9))
    wait_until(tk_root, waiting_for(app, "roll"))
    model = app.board.model
    model.apply_event(ev.SettlementFounded("spanish", 3))
    model.apply_event(ev.CardDrawn("spanish", 3, 5))
    app.board.update_spaces([3])
    assert set(app.board.trays) == {3}
    labels = []
    view = app.menus.view
    for i in range(int(view.index("end")) + 1):
        if view.type(i) not in ("separator", "tearoff"):
            labels.append(view.entrycget(i, "label"))
    assert "Show card lists" in labels
    tk_root.focus_force()
    tk_root.update()
    tk_root.event_generate("<Key-c>")
    tk_root.update()
    assert app.settings.show_card_lists is False and not app.board.trays
    assert app.board.find_withtag("cardcount3")  # the count still shows on the settlement
    app.board.selected = 3  # reading the board by keyboard still lists that settlement's cards
    app.board.cycle_card(1)
    assert set(app.board.trays) == {3}
    app.board.selected = None
    app.toggle_card_lists()
    assert app.settings.show_card_lists is True and set(app.board.trays) == {3}
