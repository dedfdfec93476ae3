"""What one seat may know (C4): its own hand; everyone's Population, Gold, hand size and cards
in play; the deck's size and the face-up discard pile; the decision pending. Computer players
decide from this alone, never from the deck order or other hands."""

from __future__ import annotations

from dataclasses import dataclass

from florida_history.games.colonials.engine.cards import DECK_SIZE
from florida_history.games.colonials.engine.settings import Settings
from florida_history.games.colonials.engine.state import GameState, Pending, TradeOffer


@dataclass(slots=True, unsafe_hash=True)  # never changed once built; not frozen: cheaper to build
class PublicPlayer:
    power: str
    pop: int
    gold: int
    hand_size: int
    in_play: tuple[int, ...]
    oppression: tuple[int, ...]
    alive: bool


@dataclass(slots=True, unsafe_hash=True)  # never changed once built; not frozen: cheaper to build
class SeatView:
    seat: str
    settings: Settings
    hand: tuple[int, ...]
    players: tuple[PublicPlayer, ...]  # seat order
    deck_size: int
    discard: tuple[int, ...]
    active: str
    first_player: str
    round: int
    phase: str
    pending: Pending
    raided: bool
    proposals: int
    offer: TradeOffer | None  # the cards in it only if this seat is one of its two sides
    raid_target: str | None
    raid_battle_cards: int

    def player(self, power: str) -> PublicPlayer:
        for p in self.players:
            if p.power == power:
                return p
        raise KeyError(power)

    def unseen(self) -> list[int]:
        """Card numbers this seat cannot see: other hands and the deck, sorted (so a sample
        drawn from it does not depend on where those cards really are)."""
        seen = set(self.hand) | set(self.discard)
        for p in self.players:
            seen.update(p.in_play)
            seen.update(p.oppression)
        if self.offer is not None:
            seen.update(self.offer.give_cards)
        return [c for c in range(DECK_SIZE) if c not in seen]


def seat_view(state: GameState, seat: str) -> SeatView:
    offer = state.offer
    if offer is not None and seat not in (offer.proposer, offer.receiver):
        offer = TradeOffer(
            offer.proposer,
            offer.receiver,
            (),
            offer.give_gold,
            offer.give_pop,
            offer.ask_gold,
            offer.ask_pop,
            offer.promise,
        )
    players = state.players
    public = tuple(
        [
            PublicPlayer(
                p.power,
                p.pop,
                p.gold,
                len(p.hand),
                tuple(p.in_play),
                tuple(p.oppression),
                p.alive,
            )
            for p in players
        ]
    )
    for p in players:
        if p.power == seat:
            hand = tuple(p.hand)
            break
    else:
        raise KeyError(seat)
    raid = state.raid
    return SeatView(  # positional, in field order: a seat view is built for every decision
        seat,
        state.config.settings,
        hand,
        public,
        len(state.deck),
        tuple(state.discard),
        players[state.active].power,
        players[state.first_seat].power,
        state.round,
        state.phase,
        state.pending,
        state.raided,
        state.proposals,
        offer,
        None if raid is None else raid.target,
        0 if raid is None else len(raid.battle_cards),
    )
