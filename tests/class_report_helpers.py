"""Real games at classroom tables for the class report's tests: each table's game is played
to the end by computer players through the game's own session, its lessons read as the reading
pacer of its length lets them stop play (``record_lesson``, as the window does), its exit
ticket built from them and answered by a known pattern, so every figure can be counted by
hand from the answers alone."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Any

from florida_history.classroom import results
from florida_history.classroom.exit_ticket import ExitTicket, build_ticket


@dataclass
class Table:
    """One table's finished game and ticket."""

    facts: results.GameFacts
    ticket: ExitTicket
    session: Any


def _answer(ticket: ExitTicket, wrong_every: int, offset: int) -> None:
    """Question i is answered wrong when (i + offset) % wrong_every == 0 (the first wrong
    choice), else right; with wrong_every 0 every answer is right."""
    for i, q in enumerate(ticket.questions):
        if wrong_every and (i + offset) % wrong_every == 0:
            ticket.answer(i, next(j for j in range(len(q.choices)) if j != q.correct))
        else:
            ticket.answer(i, q.correct)


def florida_table(library: Any, seed: int, length: str = "short") -> Table:
    from florida_history.games.colonial_florida import bots
    from florida_history.games.colonial_florida.engine import Continue
    from florida_history.games.colonial_florida.engine.state import GAME_OVER, PHASE
    from florida_history.games.colonial_florida.pace import lessons_opened, new_pacer, turn_of
    from florida_history.games.colonial_florida.presets import preset
    from florida_history.games.colonial_florida.seating import PlayerSetup
    from florida_history.games.colonial_florida.session import Session

    p = preset(length)
    players = [
        PlayerSetup(power, name, "computer", "heuristic")
        for power, name in (("spanish", "Spain"), ("british", "Britain"), ("french", "France"))
    ]
    s = Session.new(players, p.target_gold, p.round_limit, seed=seed, turn_order=p.turn_order)
    s.autosave = False
    chooser = {pl.power: bots.make_bot("heuristic", seed * 7 + i) for i, pl in enumerate(players)}
    pacer = new_pacer(p.round_limit)
    brought_up: list[str] = []
    state = s.game.state
    while state.pending.kind != GAME_OVER and state.round < 200:
        who = state.pending.player
        action = Continue() if state.pending.kind == PHASE else chooser[who].choose_action(s.game)
        turn = turn_of(s.game)
        events = s.apply(action)
        ids = lessons_opened(events, state.round)
        brought_up += [i for i in ids if i not in brought_up]
        arrival = pacer.arrive(ids, round_number=state.round, turn=turn, with_people=False)
        if arrival.stop:
            s.record_lesson(arrival.stop)
    met = list(dict.fromkeys(s.lessons_opened))
    not_read = [i for i in pacer.not_read if i not in met]
    ticket = build_ticket(library, met, seed, from_events=brought_up, rounds=s.lesson_rounds)
    winners = " and ".join(s.name_of(w) for w in state.winners)
    facts = results.GameFacts(
        "colonial-florida",
        "Colonial Florida",
        seed,
        tuple(met),
        tuple(not_read),
        {i: library.get(i).title for i in [*met, *not_read]},
        p.key,
        p.label.split(" (")[0],
        state.round,
        f"{winners} won." if winners else "Not finished.",
        bool(state.winners),
    )
    return Table(facts, ticket, s)


def colonials_table(library: Any, seed: int, players: int = 3) -> Table:
    from florida_history.games.colonials.engine.settings import preset
    from florida_history.games.colonials.engine.state import GAME_OVER
    from florida_history.games.colonials.lessons import lessons_for_events
    from florida_history.games.colonials.pace import new_pacer
    from florida_history.games.colonials.session import ColonialsSession, Seat

    powers = ("english", "french", "spanish", "dutch")[:players]
    settings = preset("short", players)
    s = ColonialsSession.new(
        [Seat(pw, pw.title(), "computer", "easy") for pw in powers], settings, seed=seed
    )
    s.autosave = False
    chooser = s.make_bots(think_seconds=None)
    pacer = new_pacer(settings, players)
    seen: set[str] = set()
    brought_up: list[str] = []
    state = s.game.state
    while state.pending.kind != GAME_OVER and state.turns < 2000:
        who = state.pending.player
        assert who is not None
        events = s.apply(chooser[who].choose(s.game).action)
        ids = lessons_for_events(events, seen)
        brought_up += [i for i in ids if i not in brought_up]
        arrival = pacer.arrive(
            ids, round_number=state.round, turn=(state.round, who), with_people=False
        )
        if arrival.stop:
            s.record_lesson(arrival.stop)
    met = list(dict.fromkeys(s.lessons_opened))
    not_read = [i for i in pacer.not_read if i not in met]
    ticket = build_ticket(library, met, seed, from_events=brought_up, rounds=s.lesson_rounds)
    facts = results.GameFacts(
        "colonials",
        "Colonials",
        seed,
        tuple(met),
        tuple(not_read),
        {i: library.get(i).title for i in [*met, *not_read] if library.get(i)},
        "short",
        "Short",
        state.round,
        s.winner_words() if state.winners else "Not finished.",
        bool(state.winners),
    )
    return Table(facts, ticket, s)


def finish(
    table: Table, students: str, wrong_every: int, offset: int, name: str, when: dt.datetime
) -> results.Result:
    """The group types its names and answers (a known pattern); the ticket's Result."""
    table.ticket.student = students
    table.ticket.answers.clear()
    _answer(table.ticket, wrong_every, offset)
    return results.from_ticket(table.ticket, table.facts, when, table=name)
