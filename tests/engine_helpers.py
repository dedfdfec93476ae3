"""Shared set-up for engine tests: scripted dice and positions built directly in the state."""

from __future__ import annotations

from florida_history.games.colonial_florida.engine import Game, GameConfig, ScriptedDice
from florida_history.games.colonial_florida.engine.cards import DECK
from florida_history.games.colonial_florida.engine.state import PHASE, ROLL, Pending


def card(slug: str, n: int = 0) -> int:
    """The id of the n-th card of a kind (e.g. card("fortress", 2))."""
    ids = [i for i, k in enumerate(DECK) if k.slug == slug]
    return ids[n]


def make_game(
    faces: list[int] | None = None,
    seating: tuple[str, ...] = ("spanish", "british", "french"),
    target_gold: int = 50,
    round_limit: int | None = None,
) -> Game:
    """A new game with scripted dice (the deck stays in id order: scripted shuffles do nothing)."""
    config = GameConfig(seating=seating, target_gold=target_gold, round_limit=round_limit)
    return Game.new(config, dice=ScriptedDice(faces or []))


def at_phase(game: Game, phase: str) -> Game:
    game.state.phase = phase
    game.state.pending = Pending(PHASE)
    return game


def at_turn(game: Game, power: str) -> Game:
    """Put the game at ``power``'s Action-phase turn, waiting for the roll."""
    state = game.state
    state.phase = "action"
    state.turn = [p.power for p in state.players].index(power)
    state.pending = Pending(ROLL, power)
    return game


def give(game: Game, space: int, owner: str | None, *cards: int, raze: int = 0) -> None:
    """Make ``owner`` control ``space`` with these cards attached (taken from the deck)."""
    state = game.state
    st = state.settlements[space]
    if st.owner is not None:
        state.player(st.owner).markers += 1
    st.owner = owner
    if owner is not None:
        state.player(owner).markers -= 1
    for c in cards:
        state.deck.remove(c)
        st.cards.append(c)
    st.raze = raze


def script(game: Game, *faces: int) -> None:
    game.dice.push(*faces)  # type: ignore[attr-defined]


def types(events: list) -> list[str]:
    return [e.type for e in events]


def find(events: list, name: str) -> list:
    return [e for e in events if e.type == name]
