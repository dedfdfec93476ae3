"""Colonials demonstration captions, the phase-by-phase demonstration play and the recap data,
without Tk: a caption for every phase and moment in plain, short words (grade 7 or below,
sentences under 25 words, no rule codes); a computer-only game handed out one phase at a time
to its end; the recap's per-turn Population and Gold equal to the engine's, its notable events
and headline exact for scripted events; the exit ticket from Colonials lessons met."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from florida_history.classroom.exit_ticket import build_ticket, to_html
from florida_history.content.lessons import load_library
from florida_history.content.readability import measure, split_sentences
from florida_history.games.colonials.ai.registry import make_bot
from florida_history.games.colonials.captions import (
    EVENT_CAPTIONS,
    EVENT_KINDS,
    PHASE_CAPTIONS,
    caption_for,
    caption_for_events,
)
from florida_history.games.colonials.demo_play import DemoPlay
from florida_history.games.colonials.engine import events as ev
from florida_history.games.colonials.engine.game import Game
from florida_history.games.colonials.engine.settings import preset
from florida_history.games.colonials.engine.state import PHASES, GameConfig
from florida_history.games.colonials.lessons import required_lessons
from florida_history.games.colonials.recap import build_recap, turn_snapshots

ROOT = Path(__file__).resolve().parents[1]
ALL_CAPTIONS = [*PHASE_CAPTIONS.values(), *EVENT_CAPTIONS.values()]


@pytest.fixture(scope="module")
def library():
    return load_library(ROOT / "lessons")


def _demo(seed: int = 7, players: int = 3) -> tuple[Game, DemoPlay]:
    seating = ("english", "french", "spanish", "dutch")[:players]
    config = GameConfig(seating=seating, settings=preset("class-period", players), seed=seed)
    game = Game.new(config)
    bots = {p: make_bot("medium", i, None) for i, p in enumerate(seating)}
    return game, DemoPlay(game, bots)


# --- captions -----------------------------------------------------------------------------------


def test_a_caption_for_every_phase_and_every_moment():
    assert tuple(PHASE_CAPTIONS) == PHASES
    assert {"raid", "trade", "hardship", "event", "victory"} <= set(EVENT_KINDS)
    for phase in PHASES:
        c = caption_for(phase)
        assert c.title == f"Phase {PHASES.index(phase) + 1} of 8 — {c.title.split('— ')[1]}"
    for kind in EVENT_KINDS:
        assert caption_for(kind).kind == kind
    titles = [c.title for c in ALL_CAPTIONS]
    assert len(set(titles)) == len(titles)


@pytest.mark.parametrize("caption", ALL_CAPTIONS, ids=lambda c: c.kind)
def test_captions_are_plain_short_and_readable(caption):
    for text in (caption.rule, caption.history):
        assert measure(text).grade <= 7.0, text
        for sentence in split_sentences(text):
            assert len(sentence.split()) < 25, sentence
        assert not re.search(r"\bC\d+\b", text), text  # no rule codes for students
        assert "slave" not in text.lower() or "enslaved" in text.lower()


def test_every_caption_opens_a_colonials_lesson_that_exists(library):
    for c in ALL_CAPTIONS:
        assert library.get(c.lesson_id) is not None, c.lesson_id
        assert c.lesson_id.startswith("col-")


def test_the_biggest_moment_wins_the_caption():
    phase = [ev.PhaseStarted("english", "raid")]
    assert caption_for_events(phase).kind == "raid"  # the phase
    proposed = ev.TradeProposed("english", "french", (), 1, 0, 0, 2, 0, "")
    assert caption_for_events([*phase, proposed]).kind == "trade"
    rolled = ev.RaidRolled("english", "french", (1, 4), (), 1, 0, 0)
    assert caption_for_events([proposed, rolled]).title == "A raid"
    out = ev.PlayerEliminated("french", "casualty")
    assert caption_for_events([rolled, out]).kind == "elimination"
    won = ev.GameWon(("english",), "last-colony-standing")
    assert caption_for_events([rolled, out, won]).kind == "victory"
    assert caption_for_events([], "upkeep").kind == "upkeep"


# --- the demonstration, phase by phase ----------------------------------------------------------


def test_a_computer_game_is_handed_out_one_phase_at_a_time_to_its_end():
    game, demo = _demo(7)
    beats = []
    while (beat := demo.next_beat()) is not None:
        beats.append(beat)
        starts = [e for e in beat.events if isinstance(e, ev.PhaseStarted)]
        assert len(starts) <= 1, "one phase per step"
    assert game.is_over and demo.finished and beats[-1].game_over
    assert beats[-1].caption.kind == "victory"
    assert not any(b.game_over for b in beats[:-1])
    # Every phase of the first turn is its own step, in order, with its caption.
    first = beats[:8]
    assert [b.phase for b in first] == list(PHASES)
    assert first[0].caption.kind == "draw"
    # Everything the engine did was shown, once, in order.
    assert demo.shown == [e for b in beats for e in b.events]
    assert sum(isinstance(e, ev.TurnStarted) for e in demo.shown) == game.state.turns
    # Each lesson is met once, on the step that brought it up; the first turn's power first.
    met = [lesson for b in beats for lesson in b.lessons]
    assert met == demo.lessons_met and len(met) == len(set(met))
    power_lesson = {"english": "col-england", "french": "col-france", "spanish": "col-spain"}
    assert beats[0].lessons[0] == power_lesson[beats[0].player]
    assert set(met) <= set(required_lessons())
    # Computer players' reasons appear, in plain words.
    assert any("(computer): “" in r for b in beats for r in b.reasons)


def test_the_demonstration_refuses_a_seat_without_a_computer_player():
    config = GameConfig(seating=("english", "french"), settings=preset("class-period", 2))
    game = Game.new(config)
    with pytest.raises(ValueError, match="french"):
        DemoPlay(game, {"english": make_bot("easy", 1)})


def test_a_raid_step_opens_the_two_powers_lesson():
    for seed in range(1, 12):
        game, demo = _demo(seed, 4)
        while (beat := demo.next_beat()) is not None:
            if beat.caption.kind == "raid":
                rolled = next(e for e in beat.events if isinstance(e, ev.RaidRolled))
                assert beat.lesson_id.startswith("col-rivals-")
                assert beat.lesson_id != beat.caption.lesson_id
                assert rolled.raider != rolled.target
                return
    pytest.fail("no raid in 11 four-player games")


# --- the recap ---------------------------------------------------------------------------------


def test_recap_series_follow_the_engine_turn_by_turn():
    game, demo = _demo(3)
    seen: list[dict[str, tuple[int, int]]] = []
    while (beat := demo.next_beat()) is not None:
        if any(isinstance(e, ev.TurnEnded) for e in beat.events):
            seen.append(turn_snapshots(game.state.config.seating, demo.shown)[-1])
    recap = build_recap(game.state, demo.shown, {"english": "Ana"}, demo.lessons_met)
    assert recap.turns == game.state.turns
    for p in game.state.players:
        assert recap.pop_series[p.power][0] == 10 and recap.gold_series[p.power][0] == 5
        assert recap.final_pop[p.power] == p.pop
        assert recap.final_gold[p.power] == p.gold
        assert len(recap.pop_series[p.power]) == game.state.turns + 1
    assert [
        {p: (recap.pop_series[p][i + 1], recap.gold_series[p][i + 1]) for p in recap.seating}
        for i in range(len(seen))
    ] == seen
    assert recap.winners == game.state.winners
    assert recap.headline.startswith("Ana (English)" if game.state.winners == ("english",) else "")
    assert recap.lessons_met == demo.lessons_met
    assert len([recap.colony_line(p) for p in recap.seating]) == 3


def test_recap_notables_from_scripted_events():
    config = GameConfig(
        seating=("english", "french", "spanish"), settings=preset("class-period", 3)
    )
    game = Game.new(config)
    history = [
        ev.RoundStarted(1),
        ev.TurnStarted("english", 1),
        ev.GoldChanged("english", 3, 8, "revenue"),
        ev.TradeProposed("english", "french", (), 2, 1, 0, 0, 3, ""),
        ev.TradeAnswered("english", "french", True),
        ev.RaidRolled("english", "spanish", (1, 1, 5), (), 2, 0, 0),
        ev.CasualtyTaken("spanish", -1, "population", 2),
        ev.PopulationChanged("spanish", -2, 1, "casualty"),
        ev.CasualtyTaken("spanish", -1, "population", 1),
        ev.PopulationChanged("spanish", -1, 0, "casualty"),
        ev.PlayerEliminated("spanish", "casualty"),
        ev.RaidEnded("english", "spanish"),
        ev.TurnEnded("english"),
        ev.TurnStarted("french", 1),
        ev.HardshipPlayed("french", 0, "english", 6, 6),
        ev.PopulationChanged("english", -6, 4, "hardship"),
        ev.TurnEnded("french"),
    ]
    recap = build_recap(game.state, history, {"french": "Bo"})
    texts = [(n.turn, n.kind, n.text) for n in recap.notables]
    assert texts[0] == (
        1,
        "trade",
        "English and Bo (French) agreed a trade: 2 cards and 1 Gold for 3 Population.",
    )
    assert texts[1][:2] == (1, "raid")
    assert texts[1][2].startswith("English raided Spanish: Spanish lost 2 Population; ")
    assert texts[2] == (
        1,
        "elimination",
        "Spanish ran out of people after a raid and is out of the game.",
    )
    assert texts[3][:2] == (2, "hardship") and "English, who lost 6 Population" in texts[3][2]
    assert recap.eliminated == ("spanish",)
    assert recap.pop_series == {
        "english": [10, 10, 4],
        "french": [10, 10, 10],
        "spanish": [10, 0, 0],
    }
    assert recap.gold_series["english"] == [5, 8, 8]
    assert recap.colony_line("spanish") == "Spanish: 0 Population, 0 Gold. Out of the game."
    assert recap.headline == "The game is not over yet (round 1)."


# --- the exit ticket from Colonials lessons -----------------------------------------------------


def test_exit_ticket_from_colonials_lessons_uses_their_written_wrong_answers(library):
    met = ["col-england", "col-smallpox", "col-colonial-warfare", "col-fur-trade", "col-fire"]
    ticket = build_ticket(library, met, game_number=42)
    assert len(ticket.questions) == 5 and ticket.note == ""
    for q in ticket.questions:
        lesson = library.get(q.lesson_id)
        asked = next(x for x in lesson.questions if x.question == q.question)
        assert set(q.choices) == {asked.answer, *asked.wrong}
        assert q.choices[q.correct] == asked.answer
    page = to_html(ticket, game_title="Colonials")
    assert "<h1>Colonials — exit ticket</h1>" in page
