"""The shell↔game contract at run time. mypy checks its types (each definition ends with
``_AS_GAME: GameDefinition = DEFINITION``, each play flow checks its bots against
``kernel.contract.Bot``); these tests check what mypy cannot: a Tk object or a session that
crosses ``app/`` as a plain ``object`` or a protocol is checked back into the game's own type,
with a clear error, before any window is built. No display needed."""

from __future__ import annotations

import pytest

from florida_history.app.games import Services
from florida_history.app.play import ThinkNow
from florida_history.games.colonial_florida import bots
from florida_history.games.colonial_florida.definition import DEFINITION as FLORIDA
from florida_history.games.colonial_florida.seating import PlayerSetup
from florida_history.games.colonial_florida.session import Session
from florida_history.games.colonials.definition import DEFINITION as COLONIALS
from florida_history.games.colonials.engine.settings import preset
from florida_history.games.colonials.session import ColonialsSession, Seat
from florida_history.kernel.contract import Choice
from florida_history.ui.tk_typed import tk_parent, tk_root


def florida_session() -> Session:
    players = [
        PlayerSetup(power, name, "computer", "heuristic")
        for power, name in (("spanish", "Spain"), ("british", "Britain"))
    ]
    session = Session.new(players, 30, 9, seed=3)
    session.autosave = False
    return session


def colonials_session() -> ColonialsSession:
    seats = [Seat(p, p.title(), "computer", "easy") for p in ("english", "french", "spanish")]
    session = ColonialsSession.new(seats, preset("short", 3), seed=77)
    session.autosave = False
    return session


def test_tk_objects_cross_app_as_object_and_are_checked_back_into_tk_types() -> None:
    with pytest.raises(TypeError, match="built in the Tk root window, not in 'a frame'"):
        tk_root("a frame")
    with pytest.raises(TypeError, match="built inside a Tk widget, not inside None"):
        tk_parent(None)


def test_a_window_refuses_another_games_save_before_it_is_built() -> None:
    # The session is checked first: the root given here would be refused next.
    with pytest.raises(TypeError, match="not a Colonial Florida game"):
        FLORIDA.open_window(object(), Services(session=colonials_session()))
    with pytest.raises(TypeError, match="not a Colonials game"):
        COLONIALS.open_window(object(), Services(session=florida_session()))
    with pytest.raises(TypeError, match="Tk root window"):
        FLORIDA.open_window(object(), Services(session=florida_session()))


def test_each_games_computer_player_answers_the_shell_with_a_choice_from_a_copy() -> None:
    florida = florida_session()
    colonials = colonials_session()
    who = colonials.game.current_player
    assert who is not None
    cases = [
        (florida, bots.make_bot("heuristic", 5)),
        (colonials, colonials.make_bots(think_seconds=None)[who]),
    ]
    for session, bot in cases:
        before = session.save_data()
        got: list[Choice] = []
        errors: list[BaseException] = []
        ThinkNow().think(bot, session.game, got.append, errors.append)
        assert errors == []
        [choice] = got
        assert choice.action in session.game.legal_actions()
        assert choice.reason.strip()
        assert session.save_data() == before  # the bot thought on a copy
