"""The Colonials session (no Tk): seats and names, plain-words log lines, the per-turn chart
of Population and Gold, lessons by mode, and saves that replay to the same game or refuse a
damaged file with one clear sentence."""

from __future__ import annotations

import json

import pytest

from florida_history.app import saves
from florida_history.games.colonials.ai.registry import make_bot
from florida_history.games.colonials.engine import events as ev
from florida_history.games.colonials.engine.actions import EndPhase
from florida_history.games.colonials.engine.save import state_digest
from florida_history.games.colonials.engine.settings import preset
from florida_history.games.colonials.session import (
    AUTOSAVE_BACKUP,
    ColonialsSession,
    Seat,
    autosave_path,
    find_autosave,
)
from tests.colonials_helpers import enter, give, table

SEATS = [
    Seat("english", "Ana"),
    Seat("french", "Ben"),
    Seat("spanish", kind="computer", level="easy"),
    Seat("dutch", kind="computer", level="medium"),
]


def new_session(seed: int = 3, seats: list[Seat] | None = None) -> ColonialsSession:
    seats = seats or SEATS
    return ColonialsSession.new(seats, preset("short", len(seats)), seed)


def easy_bots(session: ColonialsSession) -> dict:
    return {s.power: make_bot("easy", i) for i, s in enumerate(session.seats)}


def play(session: ColonialsSession, moves: int = 10_000) -> None:
    """Every seat played by its (or a stand-in) computer player, through ``apply``."""
    bots = easy_bots(session)
    for _ in range(moves):
        if session.game.is_over:
            return
        seat = session.game.current_player
        assert seat is not None
        choice = bots[seat].choose(session.game)
        session.apply(choice.action, choice.reason)


def test_names_seats_and_start():
    s = new_session()
    assert [s.name_of(p) for p in ("english", "french", "spanish", "dutch")] == [
        "Ana (English)",
        "Ben (French)",
        "Spanish (computer, Easy)",
        "Dutch (computer, Medium)",
    ]
    assert s.humans == ["english", "french"]
    s.seats[2].name = "Isabel"  # a computer named on the New game screen
    assert s.name_of("spanish") == "Isabel (Spanish computer, Easy)"
    assert set(s.make_bots()) == {"spanish", "dutch"}
    assert s.chart[0].turn == 0
    assert s.chart[0].pop == {p: 10 for p in ("english", "french", "spanish", "dutch")}
    assert s.chart[0].gold == {p: 5 for p in ("english", "french", "spanish", "dutch")}
    assert s.log[0].text.startswith("New game number 3: the first colony to reach")
    assert any(e.text.startswith("The dice chose the ") for e in s.log)


def test_log_lines_in_plain_words():
    s = new_session()
    others_draw = ev.CardsDrawn("french", 3, (4, 5, 6), "draw")
    assert s.line_for(others_draw) == "The French drew 3 cards."
    raid = ev.DiceRolled("raid", (1, 4, 1), "english")
    assert s.line_for(raid) == (
        "The English rolled 1, 4, 1 for the raid (2 ones: every 1 is a casualty)."
    )
    revenue = ev.RevenueCollected("dutch", 1, 3, ("Fish",), 1, 4, 9)
    assert s.line_for(revenue) == (
        "Revenue for the Dutch: base 1, Resources 3; most Fish +1; Oppression -1 = +4 Gold."
    )
    lost = ev.CasualtyTaken("french", -1, "population", 4)
    assert s.line_for(lost) == "The French lost 4 Population in the raid."


def test_revenue_from_a_real_position_is_logged_by_part():
    game = table(2)
    give(game, "english", play=("cod-fishing", "whaling", "tobacco"))
    s = ColonialsSession(game, [Seat("english", "Ana"), Seat("french", "Ben")])
    events = enter(game, "revenue")
    lines = [s.line_for(e) for e in events if isinstance(e, ev.RevenueCollected)]
    assert lines == [
        "Revenue for the English: base 1, Resources 3; most Agriculture, Sea +2 = +6 Gold."
    ]
    assert game.state.player("english").gold == 11


def test_chart_follows_every_turn_and_ends_with_the_game():
    s = new_session(seed=5)
    s.autosave = False
    play(s)
    assert s.game.is_over
    turns = [p.turn for p in s.chart]
    assert turns == sorted(set(turns)) and turns[0] == 0
    assert len(s.chart) >= s.game.state.turns  # one point per finished turn, and the start
    last = s.chart[-1]
    state = s.game.state
    assert last.pop == {p.power: p.pop for p in state.players}
    assert last.gold == {p.power: p.gold for p in state.players}
    assert s.log[-1].kind == "win"
    assert s.winner_words().endswith("!")
    assert s.standings()[0][0] in state.winners


def test_chart_points_equal_the_state_at_each_turn_end():
    s = new_session(seed=9)
    s.autosave = False
    bots = easy_bots(s)
    checked = 0
    while not s.game.is_over and checked < 6:
        before = len(s.chart)
        seat = s.game.current_player
        s.apply(bots[seat].choose(s.game).action)  # type: ignore[index]
        if len(s.chart) > before and s.game.pending.kind == "growth":
            # A turn ended and the next one waits at its first choice: nothing changed the
            # counters in between except the new player's draw and Growth roll.
            point = s.chart[-1]
            state = s.game.state
            for p in state.players:
                if p.power != state.active_player.power:
                    assert point.pop[p.power] == p.pop
                    assert point.gold[p.power] == p.gold
            checked += 1
    assert checked == 6


def test_lessons_by_mode_through_the_one_lesson_service():
    """Colonials' lessons go through the shared reading rules (kernel/reading.py), as Colonial
    Florida's: one lesson service, no mode logic of its own."""
    from florida_history.app.lessons import LessonService
    from florida_history.games.colonials.lesson_hooks import LESSONS
    from florida_history.kernel.reading import Arrival

    svc = LessonService(mode="first", game=LESSONS)
    turn = ev.TurnStarted("english", 1)
    assert svc.arrive([turn], None, 1, turn=1).stop == "col-england"
    assert svc.arrive([ev.TurnStarted("english", 2)], None, 2, turn=5) == Arrival()  # first only
    card = ev.SettlementPlayed("french", 0, 3)
    first = svc.arrive([card], None, 2, turn=6).stop
    assert first is not None and svc.current == first
    again = svc.arrive([card], None, 2, turn=7)
    assert again.stop is None and again.seen_before == (first,)  # a repeat: one line
    assert svc.queue == [first]  # ... and one [L] away
    svc.mode = "always"
    assert svc.arrive([card], None, 2, turn=8).stop == first
    svc.mode = "off"
    assert svc.arrive([ev.TurnStarted("dutch", 1)], None, 1, turn=9) == Arrival()


def test_a_saved_game_keeps_the_rounds_its_lessons_were_read_in():
    s = new_session(seed=4)
    s.record_lesson("col-england")
    back = ColonialsSession.from_dict(s.to_dict())
    assert back.lesson_rounds == {"col-england": 1}
    data = s.to_dict()
    data["lesson_rounds"] = {"col-england": "one"}  # damaged: left out, the game opens
    assert ColonialsSession.from_dict(data).lesson_rounds == {}


def test_save_and_open_give_the_same_game(tmp_path):
    s = new_session(seed=4)
    play(s, moves=60)
    s.record_lesson("col-england")
    path = tmp_path / "game.json"
    s.save_to(path)
    data = json.loads(path.read_text())
    assert data["game"] == "colonials" and data["format"] == saves.SAVE_FORMAT
    back = ColonialsSession.load(path)
    assert state_digest(back.game.state) == state_digest(s.game.state)
    assert [e.text for e in back.log] == [e.text for e in s.log]
    assert back.chart == s.chart
    assert back.lessons_opened == ["col-england"]
    assert back.reasons == s.reasons
    assert [x.to_dict() for x in back.seats] == [x.to_dict() for x in s.seats]
    assert back.path == path


@pytest.mark.parametrize(
    ("damage", "words"),
    [
        (lambda d: d.update(game="colonial-florida"), "is not a saved Colonials game"),
        (lambda d: d["actions"].insert(0, {"type": "RollRaid"}), "move 1 cannot be replayed"),
        (lambda d: d.update(digest="0" * 64), "replaying it does not give the saved game"),
        (lambda d: d.update(seats=[]), "its list of players is missing"),
        (lambda d: d.update(format="other"), "is not a Florida History saved game"),
    ],
)
def test_damaged_saves_give_one_sentence(tmp_path, damage, words):
    s = new_session(seed=4)
    play(s, moves=20)
    data = s.to_dict()
    damage(data)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    with pytest.raises(saves.SaveError) as err:
        ColonialsSession.load(path)
    assert words in str(err.value)
    assert "bad.json" in str(err.value)


def test_truncated_file_is_refused(tmp_path):
    path = tmp_path / "cut.json"
    path.write_text(json.dumps(new_session().to_dict())[:50])
    with pytest.raises(saves.SaveError, match="cut.json cannot be opened"):
        ColonialsSession.load(path)


def test_autosave_after_each_move_and_resume():
    s = new_session(seed=6)
    play(s, moves=15)
    assert autosave_path().exists()
    resumed, problem = find_autosave()
    assert problem is None and resumed is not None
    assert state_digest(resumed.game.state) == state_digest(s.game.state)
    # A damaged autosave is set aside and the one before it is offered.
    autosave_path().write_text("{broken")
    resumed, problem = find_autosave()
    assert problem is not None and "It was kept as" in problem
    assert "colonials-autosave.json cannot be opened" in problem
    assert resumed is not None
    assert (saves.data_home() / AUTOSAVE_BACKUP).exists()


def test_illegal_action_changes_nothing():
    s = new_session()
    s.autosave = False
    before = (len(s.log), state_digest(s.game.state))
    from florida_history.games.colonials.engine.actions import RollRaid
    from florida_history.games.colonials.engine.game import IllegalActionError

    with pytest.raises(IllegalActionError):
        s.apply(RollRaid())
    assert (len(s.log), state_digest(s.game.state)) == before
    s.apply(EndPhase())
    assert len(s.game.actions) == 1
