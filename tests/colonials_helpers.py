"""Shared set-up for Colonials engine tests: scripted dice and positions built in the state."""

from __future__ import annotations

from typing import Any

from florida_history.games.colonials.engine import turn
from florida_history.games.colonials.engine.cards import card_number
from florida_history.games.colonials.engine.events import Event
from florida_history.games.colonials.engine.game import Game
from florida_history.games.colonials.engine.settings import Settings, preset
from florida_history.games.colonials.engine.state import POWERS, GameConfig, new_state
from florida_history.kernel.dice import ScriptedDice


def c(card_id: str) -> int:
    return card_number(card_id)


def table(players: int = 3, settings: Settings | None = None, **overrides: Any) -> Game:
    """A game before its first turn: seat 0 (English) active, deck in card order, dice
    scripted (push faces with ``roll``)."""
    settings = settings or preset("class-period", players, **overrides)
    config = GameConfig(seating=POWERS[:players], settings=settings, seed=0)
    game = Game(new_state(config), ScriptedDice())
    game.state.first_draw_done = True
    game.state.turns = 1
    return game


def give(
    game: Game,
    power: str,
    hand: tuple[str, ...] = (),
    play: tuple[str, ...] = (),
    oppression: tuple[str, ...] = (),
) -> None:
    """Move cards (by text id) from the deck to ``power``'s hand, play area or oppression."""
    state = game.state
    player = state.player(power)
    for ids, zone in ((hand, player.hand), (play, player.in_play), (oppression, player.oppression)):
        for cid in ids:
            n = c(cid)
            state.deck.remove(n)
            zone.append(n)
    game.refresh()


def roll(game: Game, *faces: int) -> None:
    game.dice.push(*faces)  # type: ignore[attr-defined]


def enter(game: Game, phase: str, power: str = "english") -> list[Event]:
    """Make ``power`` active and start ``phase`` (its automatic part runs)."""
    state = game.state
    state.active = [p.power for p in state.players].index(power)
    state.phase = phase
    out: list[Event] = []
    game.refresh()
    turn.run(state, game.dice, out, enter=True)
    return out


def types(events: list[Event]) -> list[str]:
    return [e.type for e in events]


def find(events: list[Event], name: str) -> list[Any]:
    return [e for e in events if e.type == name]
