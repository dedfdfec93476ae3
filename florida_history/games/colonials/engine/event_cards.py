"""Event cards (C31, C32, C43, C44): draw-3 Events and Fire, played by the active player
between other actions in phases 2-8 (never inside a raid); Peace cards only as the answer to a
raid (see ``raid``)."""

from __future__ import annotations

from florida_history.games.colonials.engine import events as ev
from florida_history.games.colonials.engine.actions import PLAY_CARD, PLAY_FIRE, Action
from florida_history.games.colonials.engine.cards import EVENT
from florida_history.games.colonials.engine.deck import draw
from florida_history.games.colonials.engine.state import GameState
from florida_history.kernel.dice import Dice


def fire_targets(state: GameState) -> list[int]:
    """C31: any one card in play: every surviving player's permanents and Oppression cards."""
    cards: list[int] = []
    for p in state.players:
        if p.alive:
            cards.extend(p.in_play)
            cards.extend(p.oppression)
    return cards


# Cards the active player may play between other actions (C31): draw-3 Events and Fire. A set
# answers "any in this hand?" (asked at every phase decision) without a Python-level loop.
_PLAYABLE = frozenset(c for c, effect in enumerate(EVENT) if effect in ("draw3", "fire"))


def options(state: GameState) -> list[Action]:
    opts: list[Action] = []
    hand = state.players[state.active].hand
    if _PLAYABLE.isdisjoint(hand):  # the usual case, checked without a loop
        return opts
    targets: list[int] | None = None
    for c in hand:
        effect = EVENT[c]
        if effect == "draw3":
            opts.append(PLAY_CARD[c])
        elif effect == "fire":
            if targets is None:
                targets = fire_targets(state)
            aimed = PLAY_FIRE[c]
            opts.extend([aimed[t] for t in targets])
    return opts


def any_option(state: GameState) -> bool:
    """Whether ``options`` would list anything (without building it)."""
    hand = state.players[state.active].hand
    if _PLAYABLE.isdisjoint(hand):
        return False
    for c in hand:
        effect = EVENT[c]
        if effect == "draw3":
            return True
        if effect == "fire" and any(p.in_play or p.oppression for p in state.players if p.alive):
            return True
    return False


def play_draw3(state: GameState, dice: Dice, card: int, out: list[ev.Event]) -> None:
    """C31: draw 3 at once; the hand limit waits for the next Draw phase (C11)."""
    player = state.active_player
    player.hand.remove(card)
    state.discard.append(card)
    out.append(ev.EventPlayed(player.power, card))
    draw(state, dice, player.power, 3, "event", out)


def play_fire(state: GameState, card: int, target: int, out: list[ev.Event]) -> None:
    """C31: discard ``target`` from whoever has it in play (an Oppression on anyone included)."""
    player = state.active_player
    player.hand.remove(card)
    state.discard.append(card)
    out.append(ev.EventPlayed(player.power, card))
    for owner in state.players:
        if target in owner.in_play:
            owner.in_play.remove(target)
            break
        if target in owner.oppression:
            owner.oppression.remove(target)
            out.append(ev.OppressionRemoved(owner.power, target, "fire"))
            break
    else:  # pragma: no cover - legal_actions only offers cards in play
        raise ValueError(f"card {target} is not in play")
    state.discard.append(target)
    out.append(ev.CardBurned(player.power, card, target, owner.power))
