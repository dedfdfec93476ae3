"""The New game form's "Fair turn order" box under Xvfb (C7a): ticked by the Class period and
Short lengths, clear for Full (the sheet's rules), and what it shows is what the game plays."""

from __future__ import annotations

from typing import Any

import pytest

from florida_history.app.games import Services
from florida_history.app.settings import Settings
from florida_history.games.colonial_florida.definition import DEFINITION as FLORIDA
from florida_history.games.colonials.definition import DEFINITION as COLONIALS
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


def test_c7a_the_fair_turn_order_box_follows_the_length_and_reaches_the_game(app, tk_root):
    dialog = app.new_game_dialog()
    dialog.cards["colonials"].radio.invoke()
    tk_root.update()
    form = dialog.form
    assert isinstance(form, ColonialsSetupForm)
    box = form.option_checks["fair_order"]
    assert box.cget("text") == "Fair turn order"
    assert form.option_vars["fair_order"].get() is True  # Class period, the first length
    form.length_radios["full"].invoke()
    assert form.option_vars["fair_order"].get() is False
    form.length_radios["short"].invoke()
    assert form.option_vars["fair_order"].get() is True
    form.length_radios["class-period"].invoke()
    dialog.start_button.invoke()
    tk_root.update()
    settings = app.opened[-1].session.game.state.config.settings
    assert settings.fair_order and settings.preset == "class-period"
    again = app.opened[-1].new_game_dialog()
    tk_root.update()
    form = again.form
    assert isinstance(form, ColonialsSetupForm)
    form.option_checks["fair_order"].invoke()  # off: the fixed order, a Custom game
    again.start_button.invoke()
    tk_root.update()
    settings = app.opened[-1].session.game.state.config.settings
    assert not settings.fair_order and settings.preset == "custom"
