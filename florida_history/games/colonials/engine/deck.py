"""Drawing cards (C6, C10): the top of the deck is the end of the list; an empty deck is the
discard pile shuffled with the game's dice; with both empty nothing is drawn (logged)."""

from __future__ import annotations

from florida_history.games.colonials.engine import events as ev
from florida_history.games.colonials.engine.state import GameState
from florida_history.kernel.dice import Dice


def draw(
    state: GameState, dice: Dice, power: str, count: int, reason: str, out: list[ev.Event]
) -> None:
    """``power`` draws ``count`` cards into their hand, reshuffling when needed (C6)."""
    drawn: list[int] = []
    hand = state.player(power).hand
    for _ in range(count):
        if not state.deck and state.discard:
            state.deck = state.discard
            state.discard = []
            dice.shuffle(state.deck)
            out.append(ev.DeckReshuffled(len(state.deck)))
        if not state.deck:
            out.append(ev.NoCardToDraw(power))
            break
        card = state.deck.pop()
        hand.append(card)
        drawn.append(card)
    if drawn:
        out.append(ev.CardsDrawn(power, len(drawn), tuple(drawn), reason))
