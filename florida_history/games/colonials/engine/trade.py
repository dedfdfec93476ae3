"""Phase 7, Trade (C25, C26, C41): up to 3 proposals from the active player, each to one
surviving opponent, answered yes or no. Promises are logged, never enforced."""

from __future__ import annotations

from dataclasses import dataclass

from florida_history.games.colonials.engine import events as ev
from florida_history.games.colonials.engine.actions import MAX_PROMISE, ProposeTrade
from florida_history.games.colonials.engine.state import (
    MAX_PROPOSALS,
    GameState,
    PlayerState,
    TradeOffer,
)


@dataclass(frozen=True, slots=True)
class TradeOptions:
    """What the proposer may put in a proposal now (C41): the legal space ``is_legal`` checks."""

    partners: tuple[str, ...]
    cards: tuple[int, ...]  # the proposer's hand
    max_give_gold: int
    max_give_pop: int  # keeping at least 1 Pop
    max_ask_gold: dict[str, int]  # per partner
    max_ask_pop: dict[str, int]  # per partner, keeping them at 1 Pop
    proposals_left: int


def trade_options(state: GameState) -> TradeOptions:
    player = state.active_player
    partners = state.opponents(player.power)
    return TradeOptions(
        partners=tuple(p.power for p in partners),
        cards=tuple(player.hand),
        max_give_gold=player.gold,
        max_give_pop=max(0, player.pop - 1),
        max_ask_gold={p.power: p.gold for p in partners},
        max_ask_pop={p.power: max(0, p.pop - 1) for p in partners},
        proposals_left=MAX_PROPOSALS - state.proposals,
    )


def can_trade(state: GameState) -> bool:
    return state.proposals < MAX_PROPOSALS and bool(state.opponents(state.active_player.power))


def problem(state: GameState, a: ProposeTrade) -> str | None:
    """Why proposal ``a`` is not allowed now, as an id (None if it is); the words layer says it
    (``names.trade_problem``)."""
    player = state.active_player
    if not can_trade(state):
        return "no-proposals-left"
    receiver = next((p for p in state.opponents(player.power) if p.power == a.receiver), None)
    if receiver is None:
        return "not-an-opponent"
    numbers = (a.give_gold, a.give_pop, a.ask_gold, a.ask_pop)
    if any(not isinstance(n, int) or isinstance(n, bool) or n < 0 for n in numbers):
        return "bad-amounts"
    if not isinstance(a.promise, str) or len(a.promise) > MAX_PROMISE:
        return "promise-too-long"
    cards = a.give_cards
    if len(set(cards)) != len(cards) or any(c not in player.hand for c in cards):
        return "cards-not-in-hand"
    if not cards and not any(numbers):
        return "nothing-offered"
    if a.give_gold > player.gold or a.ask_gold > receiver.gold:
        return "gold-missing"
    if player.pop - a.give_pop + a.ask_pop < 1 or receiver.pop - a.ask_pop + a.give_pop < 1:
        return "population-too-low"
    return None


def propose(state: GameState, a: ProposeTrade, out: list[ev.Event]) -> None:
    player = state.active_player
    state.proposals += 1
    state.offer = TradeOffer(
        player.power,
        a.receiver,
        tuple(a.give_cards),
        a.give_gold,
        a.give_pop,
        a.ask_gold,
        a.ask_pop,
        a.promise,
    )
    out.append(
        ev.TradeProposed(
            player.power,
            a.receiver,
            tuple(a.give_cards),
            len(a.give_cards),
            a.give_gold,
            a.give_pop,
            a.ask_gold,
            a.ask_pop,
            a.promise,
        )
    )


def answer(state: GameState, accepted: bool, out: list[ev.Event]) -> None:
    offer = state.offer
    assert offer is not None
    state.offer = None
    out.append(ev.TradeAnswered(offer.proposer, offer.receiver, accepted))
    if not accepted:
        return
    giver = state.player(offer.proposer)
    taker = state.player(offer.receiver)
    for c in offer.give_cards:
        giver.hand.remove(c)
        taker.hand.append(c)
    _move_gold(giver, taker, offer.give_gold, out)
    _move_gold(taker, giver, offer.ask_gold, out)
    _move_pop(giver, taker, offer.give_pop, out)
    _move_pop(taker, giver, offer.ask_pop, out)


def _move_gold(src: PlayerState, dst: PlayerState, amount: int, out: list[ev.Event]) -> None:
    if not amount:
        return
    src.gold -= amount
    dst.gold += amount
    out.append(ev.GoldChanged(src.power, -amount, src.gold, "trade"))
    out.append(ev.GoldChanged(dst.power, amount, dst.gold, "trade"))


def _move_pop(src: PlayerState, dst: PlayerState, amount: int, out: list[ev.Event]) -> None:
    if not amount:
        return
    src.pop -= amount
    dst.pop += amount
    out.append(ev.PopulationChanged(src.power, -amount, src.pop, "trade"))
    out.append(ev.PopulationChanged(dst.power, amount, dst.pop, "trade"))
