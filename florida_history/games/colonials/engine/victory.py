"""Losing and winning: Population loss with the protected floor (C14, C36, C46), elimination
and last colony standing (C14), the targets checked at each turn's end (C33, C34), and the
progress-score finish at the round limit (C35)."""

from __future__ import annotations

from fractions import Fraction

from florida_history.games.colonials.engine import events as ev
from florida_history.games.colonials.engine.state import (
    GAME_OVER,
    LAST_STANDING,
    ROUND_LIMIT,
    TARGETS,
    GameState,
    Pending,
    PlayerState,
)
from florida_history.games.colonials.engine.tally import resources, towns


def lose_population(
    state: GameState, player: PlayerState, amount: int, reason: str, out: list[ev.Event]
) -> int:
    """Take up to ``amount`` Pop (never below 0, or below 1 with protected colonies, C36);
    eliminate the player at 0 (C14). Returns the Pop actually lost."""
    floor = 1 if state.config.settings.protected else 0
    lost = max(0, min(amount, player.pop - floor))
    if lost:
        player.pop -= lost
        out.append(ev.PopulationChanged(player.power, -lost, player.pop, reason))
    if player.pop == 0:
        eliminate(state, player, reason, out)
    return lost


def eliminate(state: GameState, player: PlayerState, cause: str, out: list[ev.Event]) -> None:
    """C14: hand and cards in play to the discard pile, Gold to the bank, no more turns; the
    last colony left wins at once."""
    for card in player.oppression:
        out.append(ev.OppressionRemoved(player.power, card, "eliminated"))
    for card in player.hand + player.in_play:
        out.append(ev.CardDiscarded(player.power, card, "eliminated"))
    state.discard.extend(player.hand)
    state.discard.extend(player.in_play)
    state.discard.extend(player.oppression)
    player.hand = []
    player.in_play = []
    player.oppression = []
    if player.gold:
        out.append(ev.GoldChanged(player.power, -player.gold, 0, "eliminated"))
    player.gold = 0
    player.alive = False
    state.eliminated.append(player.power)
    out.append(ev.PlayerEliminated(player.power, cause))
    left = state.alive()
    if len(left) == 1:
        finish(state, (left[0].power,), LAST_STANDING, out)


def meets_targets(state: GameState, player: PlayerState) -> bool:
    """C33/C34: all four targets at once ("at least" values)."""
    s = state.config.settings
    return (
        player.pop >= s.target_pop
        and player.gold >= s.target_gold
        and resources(player) >= s.target_resources
        and towns(player) >= s.target_towns
    )


def check_targets(state: GameState, out: list[ev.Event]) -> bool:
    """C33: at a turn's end; the active player wins if among those qualifying, else the most
    Gold, an exact tie shared. True if the game ended."""
    qualified = [p for p in state.alive() if meets_targets(state, p)]
    if not qualified:
        return False
    active = state.active_player
    if active in qualified:
        winners: tuple[str, ...] = (active.power,)
    else:
        best = max(p.gold for p in qualified)
        winners = tuple(p.power for p in qualified if p.gold == best)
    finish(state, winners, TARGETS, out)
    return True


def progress_score(state: GameState, player: PlayerState) -> Fraction:
    """C35: sum over the four targets of min(value / target, 1), from 0 to 4 (exact)."""
    s = state.config.settings
    parts = (
        (player.pop, s.target_pop),
        (player.gold, s.target_gold),
        (resources(player), s.target_resources),
        (towns(player), s.target_towns),
    )
    return sum((min(Fraction(v, t), Fraction(1)) for v, t in parts), Fraction(0))


def finish_by_progress(state: GameState, out: list[ev.Event]) -> None:
    """C35: highest progress score wins; ties by most Gold, then shared."""
    alive = state.alive()
    scores = {p.power: progress_score(state, p) for p in alive}
    best = max(scores.values())
    top = [p for p in alive if scores[p.power] == best]
    gold = max(p.gold for p in top)
    winners = tuple(p.power for p in top if p.gold == gold)
    finish(
        state,
        winners,
        ROUND_LIMIT,
        out,
        tuple((p, float(v)) for p, v in scores.items()),
    )


def finish(
    state: GameState,
    winners: tuple[str, ...],
    reason: str,
    out: list[ev.Event],
    scores: tuple[tuple[str, float], ...] = (),
) -> None:
    state.winners = winners
    state.win_reason = reason
    state.pending = Pending(GAME_OVER)
    state.offer = None
    state.raid = None
    out.append(ev.GameWon(winners, reason, scores))
