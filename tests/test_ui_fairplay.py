"""The New game dialog and the game window under Xvfb (issue #9 §2-3): the fair turn order,
remembered settings, preset buttons, names of computer players, no rule codes in Settings,
and what the window says when a landing brings no attack or an attack is being built."""

from __future__ import annotations

import tkinter as tk

import pytest
from tkhelpers import florida_classroom_window, wait_until

from florida_history.games.colonial_florida.engine import Game, GameConfig, ScriptedDice
from florida_history.games.colonial_florida.engine.cards import DECK
from florida_history.games.colonial_florida.engine.state import (
    FAIR_ORDER,
    FIXED_ORDER,
    ROLL,
    Pending,
)
from florida_history.games.colonial_florida.presets import preset
from florida_history.games.colonial_florida.session import PlayerSetup, Session


@pytest.fixture
def cfg(tmp_path, monkeypatch):
    monkeypatch.setenv("FLORIDA_HISTORY_CONFIG", str(tmp_path / "cfg"))
    monkeypatch.setenv("FLORIDA_HISTORY_SCHOOL_DEFAULTS", str(tmp_path / "school.json"))
    return tmp_path


def _make_app(tk_root, settings=None):
    from florida_history.app.settings import Settings

    # Lessons off: these tests are about the setup and wording, not the lesson flow.
    off = Settings(animation_speed="instant", lesson_mode="off")
    return florida_classroom_window(tk_root, settings or off, persist=True)


@pytest.fixture
def app(tk_root, cfg):
    a = _make_app(tk_root)
    yield a
    a.stop()


def _radios(dialog) -> list[tk.Radiobutton]:
    found, stack = [], [dialog]
    while stack:
        w = stack.pop()
        stack.extend(w.winfo_children())
        if isinstance(w, tk.Radiobutton) and str(w.cget("variable")) == str(dialog.form.preset_var):
            found.append(w)
    return found


def _looks_chosen(dialog, rb: tk.Radiobutton) -> bool:
    """Tk draws a radio button chosen when the variable holds its value, and half-chosen (the
    look of "all three selected") when the variable holds its tristate value."""
    value = dialog.form.preset_var.get()
    return value in (str(rb.cget("value")), str(rb.cget("tristatevalue")))


def test_first_dialog_offers_a_class_period_with_the_fair_turn_order(app, tk_root):
    dialog = app.new_game_dialog()
    assert (dialog.form.target_var.get(), dialog.form.limit_var.get()) == ("40", "12")
    assert dialog.form.preset_var.get() == "period" and dialog.form.fair_var.get() is True
    assert dialog.form.fair_check.cget("text") == ("Fair turn order: the order changes every round")
    assert "The original game always starts with the same player" in dialog.form.fair_help.cget(
        "text"
    )
    minutes = round(preset("period").minutes(3))
    assert f"Class period · {minutes} min" in [rb.cget("text") for rb in _radios(dialog)]
    dialog.destroy()


def test_presets_set_the_turn_order_full_game_keeps_the_original(app, tk_root):
    dialog = app.new_game_dialog()
    by_key = {str(rb.cget("value")): rb for rb in _radios(dialog)}
    by_key["full"].invoke()
    assert dialog.form.fair_var.get() is False and dialog.form.target_var.get() == "50"
    by_key["short"].invoke()
    assert dialog.form.fair_var.get() is True and dialog.form.limit_var.get() == "9"
    assert dialog.form.founders_var.get() is True  # R25b, as measured for the Short length
    dialog.form.seed_var.set("77")
    dialog.start_button.invoke()
    wait_until(tk_root, lambda: app.session is not None)
    config = app.session.game.state.config
    assert (config.target_gold, config.round_limit, config.turn_order) == (25, 9, FAIR_ORDER)
    assert (config.head_start, config.founders_card) == (False, True)
    assert "Fair turn order: the order changes every round." in app.log_view.content()


def test_a_typed_gold_target_leaves_no_length_button_looking_chosen(app, tk_root):
    dialog = app.new_game_dialog()
    dialog.form.target_spin.delete(0, "end")
    dialog.form.target_spin.insert(0, "35")
    tk_root.update()
    assert [rb for rb in _radios(dialog) if _looks_chosen(dialog, rb)] == []
    dialog.form.target_var.set("40")  # back to the Class period's length: its button is chosen
    assert [str(rb.cget("value")) for rb in _radios(dialog) if _looks_chosen(dialog, rb)] == [
        "period"
    ]
    dialog.destroy()


def test_switching_a_seat_to_computer_gives_it_a_name_and_back(app, tk_root):
    dialog = app.new_game_dialog()
    names = dialog.form.name_vars
    assert names["french"].get() == "Marie"  # never "Computer"
    dialog.form.kind_vars["british"].set("Computer")
    assert names["british"].get() == "Thomas"  # not "Player 2"
    dialog.form.kind_vars["british"].set("Human")
    assert names["british"].get() == "Player 2"
    names["british"].set("Ben")
    dialog.form.kind_vars["british"].set("Computer")
    assert names["british"].get() == "Ben"  # a typed name is kept
    dialog.destroy()


def test_the_dialog_remembers_the_last_settings_in_the_users_settings_file(app, tk_root, cfg):
    from florida_history.classroom import settings_store as store

    dialog = app.new_game_dialog()
    dialog.form.kind_vars["british"].set("Computer")
    dialog.form.strength_vars["british"].set(dialog.form.bot_labels["strongest"])
    dialog.form.name_vars["spanish"].set("María")
    dialog.form.kind_vars["french"].set("Not playing")
    dialog.form.target_var.set("35")
    dialog.form.limit_var.set("10")
    dialog.form.fair_var.set(False)
    dialog.start_button.invoke()
    wait_until(tk_root, lambda: app.session is not None)
    assert app.session.game.state.config.turn_order == FIXED_ORDER
    remembered = store.load_settings().settings.new_game  # read back from the JSON file
    assert remembered["game"] == "colonial-florida"
    saved = remembered["games"]["colonial-florida"]
    assert saved["target_gold"] == 35 and saved["round_limit"] == 10
    assert saved["turn_order"] == FIXED_ORDER
    assert saved["seats"]["british"] == {
        "kind": "Computer",
        "name": "Thomas",
        "strength": "strongest",
    }
    app.stop()
    fresh = _make_app(tk_root, store.load_settings().settings)  # the next lesson's launch
    try:
        again = fresh.new_game_dialog()
        assert again.form.kind_vars["british"].get() == "Computer"
        assert again.form.strength_vars["british"].get() == again.form.bot_labels["strongest"]
        assert again.form.name_vars["spanish"].get() == "María"
        assert again.form.kind_vars["french"].get() == "Not playing"
        assert (again.form.target_var.get(), again.form.limit_var.get()) == ("35", "10")
        assert again.form.fair_var.get() is False
        assert not any(_looks_chosen(again, rb) for rb in _radios(again))
        again.destroy()
    finally:
        fresh.stop()


def test_settings_window_shows_no_rule_codes_and_us_spelling(app, tk_root):
    dialog = app.classroom.open_settings()
    tk_root.update()
    texts, stack = [], [dialog]
    while stack:
        w = stack.pop()
        stack.extend(w.winfo_children())
        try:
            texts.append(str(w.cget("text")))
        except tk.TclError:
            pass
    joined = " ".join(texts)
    assert "Card names" in joined and "Colors" in joined
    assert "R23" not in joined and "rule R" not in joined and "Colour" not in joined
    dialog.destroy()


# --- in the game window -----------------------------------------------------------------------


def _soldiers() -> int:
    return next(i for i, k in enumerate(DECK) if k.slug == "soldiers")


def _session(faces: list[int], spanish_cards: tuple[int, ...]) -> Session:
    """María (Spanish) on space 1 to move; she holds St Augustine (3), Ben holds Cowford (6)."""
    game = Game.new(GameConfig(seating=("spanish", "british"), seed=5), dice=ScriptedDice(faces))
    s = game.state
    for space, owner in ((3, "spanish"), (6, "british")):
        s.settlements[space].owner = owner
        s.player(owner).markers -= 1
    for c in spanish_cards:
        s.deck.remove(c)
        s.settlements[3].cards.append(c)
    s.hazards = dict.fromkeys(s.hazards, 20)  # nobody skips a turn (R17)
    s.phase, s.turn, s.round = "action", 0, 1
    s.pending = Pending(ROLL, "spanish")
    players = [PlayerSetup("spanish", "María"), PlayerSetup("british", "Ben")]
    return Session(game, players)


def _land_on_cowford(app, tk_root, spanish_cards: tuple[int, ...]) -> None:
    app.set_session(_session([5, 4], spanish_cards))
    wait_until(tk_root, lambda: not app.busy and app.session.game.pending.kind == "roll")
    app.decision.button_for("r").invoke()
    wait_until(tk_root, lambda: not app.busy and app.session.game.pending.kind == "choose_die")
    app.decision.button_for("2").invoke()  # the 5: from space 1 to Cowford


def test_landing_on_a_rival_without_fighters_says_why_in_the_log(app, tk_root):
    _land_on_cowford(app, tk_root, ())
    wait_until(tk_root, lambda: not app.busy and app.session.game.pending.player == "british")
    log = app.log_view.content()
    assert "María (Spanish) moves 5 spaces to Cowford." in log
    assert "You can't attack Cowford: none of your settlements next to it has fighters." in log


def test_the_attack_decision_explains_the_steps_and_shows_dice_sums(app, tk_root):
    _land_on_cowford(app, tk_root, (_soldiers(),))
    wait_until(tk_root, lambda: not app.busy and app.session.game.pending.kind == "attack")
    detail = app.decision.detail.cget("text")
    assert detail.startswith("An attack is built in steps: first add a fighter (press 1")
    assert "then press A to attack" in detail
    assert app.decision.prompt.cget("text").startswith("Cowford belongs to Ben.")
    app.decision.button_for("1").invoke()  # add the Soldiers
    wait_until(tk_root, lambda: not app.busy and app.session.game.pending.committed)
    assert "You roll 2 dice, they roll 2: you win about 5 times in 10." in (
        app.decision.detail.cget("text")
    )
    app.session.game.dice.push(6, 5, 1, 1, 6)  # attackers 6 + 5, defenders 1 + 1; winner's roll
    app.decision.button_for("a").invoke()
    wait_until(tk_root, lambda: not app.busy)
    shown = " ".join(str(app.dice_label.cget("text")).split())  # the fitted label folds spaces
    assert shown == "Attackers: 6 + 5 = 11 Defenders: 1 + 1 = 2"
