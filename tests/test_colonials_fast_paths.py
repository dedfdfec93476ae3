"""The Colonials engine's and Medium bot's shortcuts give what the plain rule gives.

Speed work (issue #16) replaced some plain counts with shortcuts: Revenue's majorities counted
only when a colony has a typed Resource, "any card of this kind?" answered by sets, Medium's
three counts packed into one pass, ready-made targeted actions. Each test here draws many random
colonies (random cards in play, some players out) and compares the shortcut with the rule
written the plain way; a shortcut that answered differently anywhere would fail it.
"""

from __future__ import annotations

import random

from florida_history.games.colonials.ai.medium import _counts, count
from florida_history.games.colonials.engine import event_cards, revenue, tally, turn
from florida_history.games.colonials.engine.actions import (
    DECLARE_RAID,
    PLAY_FIRE,
    PLAY_HARDSHIP,
    PLAY_OPPRESSION,
    DeclareRaid,
    PlayFire,
    PlayHardship,
    PlayOppression,
)
from florida_history.games.colonials.engine.cards import (
    DECK_SIZE,
    EVENT,
    IS_COMBATANT,
    IS_RESOURCE,
    IS_TOWN,
    LEADER,
    RESOURCE_TYPE,
    RESOURCE_TYPES,
    TYPE,
)
from florida_history.games.colonials.engine.events import GoldChanged, RevenueCollected
from florida_history.games.colonials.engine.settings import preset
from florida_history.games.colonials.engine.state import POWERS, GameConfig, new_state

ROUNDS = 400


def random_state(rng: random.Random):  # type: ignore[no-untyped-def]
    """A state with 2-4 players holding random cards in play and in hand, some out of the game."""
    players = rng.randint(2, 4)
    state = new_state(
        GameConfig(seating=POWERS[:players], settings=preset("class-period", players))
    )
    cards = list(range(DECK_SIZE))
    rng.shuffle(cards)
    for p in state.players:
        p.in_play = [cards.pop() for _ in range(rng.randint(0, 12))]
        p.hand = [cards.pop() for _ in range(rng.randint(0, 9))]
        p.oppression = [cards.pop() for _ in range(rng.randint(0, 2))]
        p.gold = rng.randint(0, 20)
    for p in state.players[1:]:
        if rng.random() < 0.2:
            p.alive = False
    state.active = rng.randrange(players)
    return state


def plain_majorities(state, player) -> tuple[str, ...]:  # type: ignore[no-untyped-def]
    """C17 as the rule says it, counting every type for every surviving player."""

    def counts(p):  # type: ignore[no-untyped-def]
        return {t: sum(1 for c in p.in_play if RESOURCE_TYPE[c] == t) for t in RESOURCE_TYPES}

    mine = counts(player)
    others = [counts(p) for p in state.players if p.alive and p.power != player.power]
    return tuple(t for t in RESOURCE_TYPES if mine[t] > 0 and all(mine[t] > o[t] for o in others))


def test_majorities_and_revenue_match_the_plain_rule() -> None:
    rng = random.Random(16)
    seen_majority = 0
    for _ in range(ROUNDS):
        state = random_state(rng)
        for p in state.players:
            assert revenue.majorities(state, p) == plain_majorities(state, p)
        player = state.players[state.active]
        parts = revenue.breakdown(state, player)
        gold = player.gold
        out: list = []  # type: ignore[type-arg]
        revenue.enter(state, out)
        assert out[0] == RevenueCollected(
            player.power,
            1,
            sum(IS_RESOURCE[c] for c in player.in_play),
            plain_majorities(state, player),
            len(player.oppression),
            parts.total,
            max(0, gold + parts.total),
        )
        assert player.gold == max(0, gold + parts.total)
        if player.gold != gold:
            assert out[1:] == [
                GoldChanged(player.power, player.gold - gold, player.gold, "revenue")
            ]
        seen_majority += bool(parts.majorities)
    assert seen_majority > ROUNDS // 10  # the random colonies do reach majorities


def test_card_kind_sets_match_the_card_tables() -> None:
    rng = random.Random(17)
    for _ in range(ROUNDS):
        state = random_state(rng)
        player = state.players[state.active]
        hand = player.hand
        assert (not turn._SETTLEMENTS.isdisjoint(hand)) == any(TYPE[c] == "S" for c in hand)
        assert (not turn._HARDSHIPS.isdisjoint(hand)) == any(TYPE[c] == "H" for c in hand)
        assert (not event_cards._PLAYABLE.isdisjoint(hand)) == any(
            EVENT[c] in ("draw3", "fire") for c in hand
        )
        assert tally.has_combatant(player) == any(IS_COMBATANT[c] for c in player.in_play)
        for effect in {*LEADER, "no-such-effect"}:
            assert tally.has_leader(player, effect) == any(
                LEADER[c] == effect for c in player.in_play
            )
        assert tally.population_leaders(player) == sum(
            LEADER[c] == "population" for c in player.in_play
        )


def test_medium_packed_counts_match_three_counts() -> None:
    rng = random.Random(18)
    for _ in range(ROUNDS):
        in_play = tuple(rng.sample(range(DECK_SIZE), rng.randint(0, 40)))
        assert _counts(in_play) == (
            count(IS_COMBATANT, in_play),
            count(IS_RESOURCE, in_play),
            count(IS_TOWN, in_play),
        )
    everything = tuple(range(DECK_SIZE))  # the most a colony could ever hold
    assert _counts(everything) == (
        count(IS_COMBATANT, everything),
        count(IS_RESOURCE, everything),
        count(IS_TOWN, everything),
    )


def test_ready_made_targeted_actions_equal_new_ones() -> None:
    for power in POWERS:
        assert DECLARE_RAID[power] == DeclareRaid(power)
    assert set(PLAY_HARDSHIP) == {c for c in range(DECK_SIZE) if TYPE[c] == "H"}
    assert set(PLAY_OPPRESSION) == {c for c in range(DECK_SIZE) if TYPE[c] == "O"}
    assert set(PLAY_FIRE) == {c for c in range(DECK_SIZE) if EVENT[c] == "fire"}
    for c, by_power in PLAY_HARDSHIP.items():
        assert all(by_power[p] == PlayHardship(c, p) for p in POWERS)
    for c, by_power in PLAY_OPPRESSION.items():
        assert all(by_power[p] == PlayOppression(c, p) for p in POWERS)
    for c, by_target in PLAY_FIRE.items():
        assert all(by_target[t] == PlayFire(c, t) for t in range(DECK_SIZE))
