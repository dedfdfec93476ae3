"""The game-neutral shell (ui/shell.py) under Xvfb: the New game screen offers every game side
by side, starting or opening another game's file opens that game's window in the same root
window, and a save from a game this copy does not have is refused in plain words.

A small second game (a shell window with no board, the shell's preset form) stands in for
Colonials, so these tests need nothing of it."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from tkhelpers import wait_until

from florida_history.app import new_game_memory, saves
from florida_history.app.games import GameInfo, PresetInfo, Services
from florida_history.app.settings import Settings
from florida_history.games.colonial_florida.definition import DEFINITION as FLORIDA
from florida_history.ui.new_game_dialog import PresetForm
from florida_history.ui.shell import Shell

OTHER_INFO = GameInfo(
    id="other",
    title="Other Game",
    tagline="A second game for the tests.",
    min_players=2,
    max_players=4,
    picture="col-overview-1650.png",
    lesson_game="colonials",
)


class OtherWindow(Shell):
    window_title = "Florida History — Other Game"

    def __init__(self, root: Any, services: Services) -> None:
        self.opened: Path | None = None
        super().__init__(root, services=services)
        self.length = services.length
        if services.session is not None:
            self.session = services.session

    def load_file(self, path: Path) -> bool:
        self.opened = path
        self.session = saves.read_json(path)
        return True


class OtherDefinition:
    info = OTHER_INFO

    def presets(self) -> Sequence[PresetInfo]:
        return (
            PresetInfo("quick", "Quick", "Ten minutes."),
            PresetInfo("long", "Long", "All day."),
        )

    def minutes(self, preset: str, players: int) -> int:
        return {"quick": 10, "long": 90}[preset] + players

    def open_window(self, root: Any, services: Any) -> Any:
        return OtherWindow(root, services)

    def load_save(self, path: Path) -> Any:
        data = saves.read_json(path)
        if data.get("damaged"):
            raise saves.SaveError(f"The file {path.name} cannot be opened: it is damaged.")
        return data


OTHER = OtherDefinition()
OtherWindow.definition = OTHER


@pytest.fixture
def app(tk_root, data_home):
    from florida_history.games.colonial_florida.ui.window import FloridaWindow

    settings = Settings(animation_speed="instant", lesson_mode="off")
    services = Services(settings, None, [FLORIDA, OTHER])
    window = FloridaWindow(tk_root, services=services)
    tk_root.update()
    yield window
    window.stop()


def texts(widget: Any) -> list[str]:
    found, stack = [], [widget]
    while stack:
        w = stack.pop()
        stack.extend(w.winfo_children())
        try:
            found.append(str(w.cget("text")))
        except Exception:  # noqa: BLE001 - frames have no text
            pass
    return found


def test_the_new_game_screen_shows_both_games_side_by_side(app, tk_root):
    dialog = app.new_game_dialog()
    tk_root.update()
    florida, other = dialog.cards["colonial-florida"], dialog.cards["other"]
    assert dialog.game_var.get() == "colonial-florida"
    assert florida.photo is not None and other.photo is not None  # the scaled pictures
    assert florida.photo.height() == other.photo.height() == 96
    assert florida.winfo_y() == other.winfo_y() and florida.winfo_x() < other.winfo_x()
    assert florida.line.cget("text") == FLORIDA.info.tagline
    # Florida's form offers a class period first: the card says how long that is.
    minutes = FLORIDA.minutes("period", 3)
    assert florida.facts.cget("text") == f"2–3 players · Class period: about {minutes} minutes"
    # A game not chosen yet tells the minutes of the setup its form will offer (its most
    # seats, as every form starts), not of the fewest players (issue #21).
    assert other.facts.cget("text") == "2–4 players · Quick: about 14 minutes"
    assert "Players (seat order)" in texts(dialog)
    dialog.form.target_var.set("25")
    dialog.form.limit_var.set("9")  # the Short length
    short = FLORIDA.minutes("short", 3)
    assert florida.facts.cget("text") == f"2–3 players · Short: about {short} minutes"
    dialog.destroy()


def test_choosing_the_other_game_shows_its_form_and_keeps_what_was_typed(app, tk_root):
    dialog = app.new_game_dialog()
    dialog.form.name_vars["spanish"].set("Ana")
    dialog.cards["other"].radio.invoke()
    assert isinstance(dialog.form, PresetForm)
    assert "Players (seat order)" not in texts(dialog)
    dialog.form.preset_var.set("long")
    dialog.form._changed()
    assert dialog.cards["other"].facts.cget("text") == "2–4 players · Long: about 92 minutes"
    dialog.cards["colonial-florida"].radio.invoke()
    assert dialog.form.name_vars["spanish"].get() == "Ana"
    dialog.destroy()


def test_starting_the_other_game_opens_its_window_and_remembers_the_choice(app, tk_root):
    dialog = app.new_game_dialog()
    dialog.cards["other"].radio.invoke()
    dialog.form.preset_var.set("long")
    dialog.start_button.invoke()
    tk_root.update()
    assert tk_root.title() == "Florida History — Other Game"
    assert not app.board.winfo_exists()  # Colonial Florida's window is gone
    memory = app.settings.new_game
    assert new_game_memory.last_game(memory) == "other"
    assert new_game_memory.game_memory(memory, "other") == {"length": "long"}
    from florida_history.ui.launch import first_game

    assert first_game([FLORIDA, OTHER], memory, None) is OTHER
    assert first_game([FLORIDA, OTHER], {}, None) is FLORIDA


def test_opening_the_other_games_save_opens_its_window(app, tk_root, tmp_path):
    path = tmp_path / "other.json"
    path.write_text(json.dumps({"format": saves.SAVE_FORMAT, "version": 2, "game": "other"}))
    assert app.open_file(path)
    tk_root.update()
    assert tk_root.title() == "Florida History — Other Game"
    assert not app.board.winfo_exists()


def test_a_damaged_save_of_the_other_game_leaves_this_game_on_screen(app, tk_root, tmp_path):
    """Issue 24 item 2: the file is checked whole before the window switches."""
    from florida_history.games.colonial_florida.session import PlayerSetup, Session

    app.set_session(Session.new([PlayerSetup("spanish", "A"), PlayerSetup("french", "B")], seed=4))
    path = tmp_path / "other.json"
    data = {"format": saves.SAVE_FORMAT, "version": 2, "game": "other", "damaged": True}
    path.write_text(json.dumps(data))
    assert not app.open_file(path)
    tk_root.update()
    assert tk_root.title() == "Florida History — Colonial Florida" and app.board.winfo_exists()
    assert "it is damaged. Your current game goes on." in app.notice_text
    assert app.session is not None and app.session.seed == 4


def test_a_save_of_a_game_this_copy_does_not_have_is_refused_in_plain_words(app, tk_root, tmp_path):
    path = tmp_path / "chess.json"
    path.write_text(json.dumps({"format": saves.SAVE_FORMAT, "version": 2, "game": "chess"}))
    assert not app.open_file(path)
    tk_root.update()
    assert "a game this copy of Florida History does not have: chess" in app.notice_text
    assert app.board.winfo_exists() and tk_root.title() == "Florida History — Colonial Florida"
    wait_until(tk_root, lambda: app.dialog is not None and app.dialog.winfo_exists())
    app.dialog.destroy()


def test_remembered_choices_from_before_the_second_game_are_colonial_floridas():
    old = {"target_gold": 35, "round_limit": 10, "turn_order": "fixed"}
    assert new_game_memory.game_memory(old, "colonial-florida") == old
    assert new_game_memory.last_game(old) is None
    assert new_game_memory.clean({"games": {"x": "not a dict"}, "game": 5}) == {}


def test_switching_back_to_colonial_florida_draws_its_map(app, tk_root):
    """A window opened by a game switch is finished before its first layout: the map must wait
    for that layout, not be dropped (the board showed a bare square after switching games)."""
    other = app.switch_game("other")
    tk_root.update()
    florida = other.switch_game("colonial-florida")
    wait_until(tk_root, lambda: florida.board.board_size > 0)
    tk_root.update()
    board = florida.board
    images = [i for i in board.find_withtag("map") if board.type(i) == "image"]
    assert board.map_path is not None and len(images) == 1
    florida.stop()


def test_a_game_not_chosen_shows_its_classroom_length_on_its_card(app, tk_root):
    dialog = app.new_game_dialog()
    dialog.cards["other"].radio.invoke()
    minutes = FLORIDA.minutes("period", 3)  # the form's three seats (two people, a computer)
    text = dialog.cards["colonial-florida"].facts.cget("text")
    assert text == f"2–3 players · Class period: about {minutes} minutes"
    dialog.destroy()
