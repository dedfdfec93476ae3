"""Colonials' setup form on the real New game dialog under Xvfb: seats, names, computer
strengths, length and options chosen through the widgets open the Colonials window with exactly
that game; a bad Custom goal is refused in the rules' words; the choices come back next time."""

from __future__ import annotations

import json
import tkinter as tk
from typing import Any

import pytest

from florida_history.app import new_game_memory
from florida_history.app.games import Services
from florida_history.app.settings import Settings
from florida_history.games.colonial_florida.definition import DEFINITION as FLORIDA
from florida_history.games.colonials.definition import DEFINITION as COLONIALS
from florida_history.games.colonials.engine.settings import preset
from florida_history.games.colonials.session import Seat
from florida_history.games.colonials.ui.setup_form import ColonialsSetupForm


@pytest.fixture
def app(tk_root, data_home):
    from florida_history.games.colonial_florida.ui.window import FloridaWindow

    settings = Settings(animation_speed="instant", lesson_mode="off")
    opened: list[Any] = []
    services = Services(settings, None, [FLORIDA, COLONIALS], on_window=[opened.append])
    window = FloridaWindow(tk_root, services=services)
    window.opened = opened  # type: ignore[attr-defined]
    tk_root.update()
    yield window
    for w in [window, *opened]:
        w.stop()


def pick(menu: tk.OptionMenu, label: str) -> None:
    """Choose ``label`` in an option menu the way a click does: invoke its entry."""
    entries = menu["menu"]
    index = next(
        i for i in range(entries.index("end") + 1) if entries.entrycget(i, "label") == label
    )
    entries.invoke(index)


def type_into(entry: tk.Entry, text: str) -> None:
    entry.delete(0, "end")
    entry.insert(0, text)


def colonials_form(app, tk_root) -> tuple[Any, ColonialsSetupForm]:
    dialog = app.new_game_dialog()
    dialog.cards["colonials"].radio.invoke()
    tk_root.update()
    assert isinstance(dialog.form, ColonialsSetupForm)
    return dialog, dialog.form


def seat_menus(form: ColonialsSetupForm, seat: int) -> tuple[tk.OptionMenu, tk.OptionMenu]:
    _badge, power_menu, kind_menu, _entry, _strength = form.seat_widgets[seat]
    return power_menu, kind_menu  # type: ignore[return-value]


def test_four_players_two_people_two_computers_open_the_colonials_window_with_them(app, tk_root):
    dialog, form = colonials_form(app, tk_root)
    form.player_radios[4].invoke()
    assert [w.winfo_ismapped() for w in form.badges] == [True] * 4
    kinds = [seat_menus(form, i)[1] for i in range(4)]
    pick(kinds[0], "Human")
    pick(kinds[1], "Computer")
    pick(kinds[2], "Human")
    pick(kinds[3], "Computer")
    # A name nobody typed follows who plays the seat.
    assert [v.get() for v in form.name_vars] == ["Player 1", "Marie", "Player 3", "Pieter"]
    pick(seat_menus(form, 2)[0], "Dutch")
    pick(seat_menus(form, 3)[0], "Spanish")
    assert form.name_vars[3].get() == "Isabel"  # the Spanish computer's own name
    assert form.badges[2].cget("text") == "D" and form.badges[3].cget("text") == "S"
    type_into(form.name_entries[0], "Ana")
    type_into(form.name_entries[2], "Ben")
    pick(form.strength_menus[1], "Easy")
    pick(form.strength_menus[3], "Hard")
    assert str(form.strength_menus[0].cget("state")) == "disabled"  # people have no strength
    assert str(form.strength_menus[1].cget("state")) == "normal"
    form.length_radios["short"].invoke()
    form.option_checks["defenders_fight_back"].invoke()
    type_into(form.name_entries[1], "Marie")
    form.seed_var.set("4821")
    minutes = COLONIALS.minutes("short", 4)
    assert form.length_radios["short"].cget("text") == f"Short · {minutes} min"
    assert dialog.cards["colonials"].facts.cget("text") == (
        f"2–4 players · Short: about {minutes} minutes"
    )
    dialog.start_button.invoke()
    tk_root.update()
    assert tk_root.title().endswith("Colonials")
    window = app.opened[-1]
    session = window.session
    assert session.seats == [
        Seat("english", "Ana", "human", "medium"),
        Seat("french", "Marie", "computer", "easy"),
        Seat("dutch", "Ben", "human", "medium"),
        Seat("spanish", "Isabel", "computer", "hard"),
    ]
    assert session.name_of("french") == "Marie (French computer, Easy)"
    settings = session.game.state.config.settings
    assert settings == preset("short", 4, defenders_fight_back=True, classroom_names=True)
    assert settings.preset == "short" and settings.defenders_fight_back
    assert session.game.state.config.seed == 4821
    memory = app.settings.new_game
    assert new_game_memory.last_game(memory) == "colonials"
    json.dumps(memory)  # the settings file holds JSON only


def test_custom_goals_reach_the_game_and_a_bad_goal_starts_nothing(app, tk_root):
    dialog, form = colonials_form(app, tk_root)
    form.player_radios[3].invoke()
    assert [w.winfo_ismapped() for w in form.badges] == [True, True, True, False]
    assert str(form.target_entries[0].cget("state")) == "disabled"  # a preset's goals are shown
    form.length_radios["custom"].invoke()
    assert str(form.target_entries[0].cget("state")) == "normal"
    type_into(form.target_entries[1], "99")  # Gold
    tk_root.update()
    message = "The Gold target must be a whole number from 5 to 30."
    assert dialog.error.get() == message
    dialog.start_button.invoke()
    tk_root.update()
    assert dialog.winfo_exists() and app.opened == []  # nothing started
    assert dialog.error.get() == message
    type_into(form.target_entries[1], "12")
    type_into(form.target_entries[4], "abc")  # the last round
    dialog.start_button.invoke()
    assert dialog.error.get() == "The round limit must be off or a whole number from 5 to 40."
    assert app.opened == []
    type_into(form.target_entries[4], "9")
    form.option_checks["protected"].invoke()  # off
    form.option_checks["classroom_names"].invoke()  # the original card names
    dialog.start_button.invoke()
    tk_root.update()
    settings = app.opened[-1].session.game.state.config.settings
    assert (settings.target_pop, settings.target_gold, settings.round_limit) == (21, 12, 9)
    assert settings.preset == "custom" and not settings.protected
    assert not settings.classroom_names and not app.settings.classroom_card_names
    assert len(app.opened[-1].session.seats) == 3


def test_the_last_choices_come_back_next_time(app, tk_root):
    dialog, form = colonials_form(app, tk_root)
    form.player_radios[2].invoke()
    pick(seat_menus(form, 1)[1], "Human")
    type_into(form.name_entries[1], "Cleo")
    pick(seat_menus(form, 0)[0], "French")
    pick(seat_menus(form, 1)[0], "English")
    form.length_radios["custom"].invoke()
    type_into(form.target_entries[0], "25")
    form.option_checks["defenders_fight_back"].invoke()
    dialog.start_button.invoke()  # the choices are kept in the settings (JSON) as it starts
    tk_root.update()
    app.settings.new_game = json.loads(json.dumps(app.settings.new_game))
    again = app.opened[-1].new_game_dialog()
    tk_root.update()
    assert again.game_var.get() == "colonials"
    form = again.form
    assert isinstance(form, ColonialsSetupForm)
    assert form.players() == 2 and form.preset_id() == "custom"
    assert [form.power_vars[i].get() for i in range(2)] == ["French", "English"]
    assert [form.kind_vars[i].get() for i in range(2)] == ["Human", "Human"]
    assert form.name_vars[1].get() == "Cleo"
    assert form.target_vars["target_pop"].get() == "25"
    assert form.option_vars["defenders_fight_back"].get()
    choice = form.choice()
    assert choice is not None and choice["target_pop"] == 25
    again.destroy()


def test_two_seats_with_one_power_are_refused(tk_root):
    error = tk.StringVar(master=tk_root)
    from florida_history.ui.theme import Theme

    tk_root.fh_theme = Theme(tk_root)
    form = ColonialsSetupForm(tk_root, {}, error)
    form.pack()
    pick(form.seat_widgets[1][1], "English")  # type: ignore[arg-type]
    assert form.choice() is None
    assert error.get() == "Each power can be played by only one player: choose another power."


def test_damaged_memory_is_forgotten_not_trusted(tk_root):
    from florida_history.ui.theme import Theme

    tk_root.fh_theme = Theme(tk_root)
    bad = {"players": 9, "length": "forever", "seats": [{"power": "martian"}], "protected": "yes"}
    form = ColonialsSetupForm(tk_root, bad, tk.StringVar(master=tk_root))
    assert form.players() == 4 and form.preset_id() == "class-period"
    assert [v.get() for v in form.power_vars] == ["English", "French", "Spanish", "Dutch"]
    assert form.option_vars["protected"].get() is True


def test_the_colonials_card_tells_the_minutes_of_the_setup_its_form_offers(app, tk_root):
    """Issue #21: the card said 19 minutes before Colonials was chosen (2 players) and 37 once
    its form (4 players) was shown; it tells the setup actually offered, reading included."""
    dialog = app.new_game_dialog()
    tk_root.update()
    card = dialog.cards["colonials"]
    before = str(card.facts.cget("text"))
    card.radio.invoke()
    tk_root.update()
    players = dialog.form.players()
    assert str(card.facts.cget("text")) == before
    assert before.endswith(f"about {COLONIALS.minutes('class-period', players)} minutes")
    dialog.destroy()
