"""Phase 8, Raid (C24, C27-C30, C32, C43, C47): one declared raid a turn with every Combatant;
the target may cancel it with a Peace card; a Diplomat's fee; Battle cards (one per
Combatant); the raider's dice (and the defender's with the C28 variant); Forts cancel
casualties on the defender; casualties one at a time in the sheet's order."""

from __future__ import annotations

from florida_history.games.colonials.engine import events as ev
from florida_history.games.colonials.engine.actions import (
    DECLARE_RAID,
    DECLINE_PEACE,
    PLAY_CARD,
    ROLL_RAID,
    Action,
)
from florida_history.games.colonials.engine.cards import (
    EVENT,
    IS_COMBATANT,
    IS_RESOURCE,
    IS_TOWN,
    TYPE,
)
from florida_history.games.colonials.engine.state import (
    CASUALTY,
    GameState,
    Pending,
    PlayerState,
    RaidState,
)
from florida_history.games.colonials.engine.tally import (
    combatants,
    forts,
    has_combatant,
    has_leader,
)
from florida_history.games.colonials.engine.victory import lose_population
from florida_history.kernel.dice import Dice

DIPLOMAT_FEE = 2  # C22


def targets(state: GameState) -> list[str]:
    """C27/C47/C22: who the active player may raid now (none once this turn's raid is used)."""
    player = state.players[state.active]
    if state.raided or not has_combatant(player):
        return []
    return [
        p.power
        for p in state.opponents(player.power)
        if player.gold >= DIPLOMAT_FEE or not has_leader(p, "diplomat")
    ]


def options(state: GameState) -> list[Action]:
    return [DECLARE_RAID[t] for t in targets(state)]


def declare(state: GameState, target: str, out: list[ev.Event]) -> None:
    raider = state.active_player
    state.raided = True  # C47: a cancelled raid still uses the turn's raid
    state.raid = RaidState(raider.power, target)
    out.append(ev.RaidDeclared(raider.power, target, len(combatants(raider))))


def peace_options(state: GameState) -> list[Action]:
    """C32: the target may play one Peace card (asked even without one: nothing leaks)."""
    assert state.raid is not None
    hand = state.player(state.raid.target).hand
    return [DECLINE_PEACE, *(PLAY_CARD[c] for c in hand if EVENT[c] == "peace")]


def play_peace(state: GameState, card: int, out: list[ev.Event]) -> None:
    raid = state.raid
    assert raid is not None
    target = state.player(raid.target)
    target.hand.remove(card)
    state.discard.append(card)
    out.append(ev.PeacePlayed(target.power, card, raid.raider))
    out.append(ev.RaidEnded(raid.raider, raid.target))
    state.raid = None


def pay_fee(state: GameState, out: list[ev.Event]) -> None:
    """C27 step 3: a Diplomat's fee goes to the bank."""
    raid = state.raid
    assert raid is not None
    if has_leader(state.player(raid.target), "diplomat"):
        raider = state.player(raid.raider)
        raider.gold -= DIPLOMAT_FEE
        out.append(ev.DiplomatFeePaid(raider.power, raid.target, DIPLOMAT_FEE))
        out.append(ev.GoldChanged(raider.power, -DIPLOMAT_FEE, raider.gold, "diplomat"))


def battle_options(state: GameState) -> list[Action]:
    """C27 step 4: Battle cards, at most one per Combatant, then roll."""
    raid = state.raid
    assert raid is not None
    raider = state.player(raid.raider)
    opts: list[Action] = [ROLL_RAID]
    if len(raid.battle_cards) < len(combatants(raider)):
        opts.extend(PLAY_CARD[c] for c in raider.hand if TYPE[c] == "B")
    return opts


def play_battle(state: GameState, card: int, out: list[ev.Event]) -> None:
    raid = state.raid
    assert raid is not None
    raider = state.player(raid.raider)
    raider.hand.remove(card)
    state.discard.append(card)
    raid.battle_cards.append(card)
    out.append(ev.BattleCardPlayed(raider.power, card))


def roll(state: GameState, dice: Dice, out: list[ev.Event]) -> None:
    """C28: a die per Combatant and Battle card, each 1 a casualty; the variant's defender
    dice; Forts cancel one casualty each on the defender (C24)."""
    raid = state.raid
    assert raid is not None
    raider = state.player(raid.raider)
    target = state.player(raid.target)
    n = len(combatants(raider)) + len(raid.battle_cards)
    raider_dice = tuple([dice.roll(6) for _ in range(n)])
    out.append(ev.DiceRolled("raid", raider_dice, raider.power))
    defender_dice: tuple[int, ...] = ()
    if state.config.settings.defenders_fight_back:
        defender_dice = tuple([dice.roll(6) for _ in range(len(combatants(target)))])
        out.append(ev.DiceRolled("defense", defender_dice, target.power))
    hits = raider_dice.count(1)
    cancelled = min(hits, forts(target))
    raid.defender_hits = hits - cancelled
    raid.raider_hits = defender_dice.count(1)
    out.append(
        ev.RaidRolled(
            raider.power,
            target.power,
            raider_dice,
            defender_dice,
            hits,
            cancelled,
            raid.raider_hits,
        )
    )


def casualty_candidates(player: PlayerState) -> tuple[tuple[int, ...], str]:
    """C29: the cards the next casualty may take, in the sheet's order, and their kind."""
    for test, kind in ((IS_COMBATANT, "combatant"), (IS_RESOURCE, "resource"), (IS_TOWN, "town")):
        cards = tuple([c for c in player.in_play if test[c]])
        if cards:
            return cards, kind
    return (), "population"


def take_casualty(state: GameState, player: PlayerState, card: int, out: list[ev.Event]) -> None:
    _, kind = casualty_candidates(player)
    player.in_play.remove(card)
    state.discard.append(card)
    out.append(ev.CasualtyTaken(player.power, card, kind))


def resolve(state: GameState, dice: Dice, out: list[ev.Event]) -> Pending | None:
    """Apply casualties until a choice is needed (returned) or the raid is over (None)."""
    raid = state.raid
    assert raid is not None
    target = state.player(raid.target)
    while raid.defender_hits > 0 and target.alive:
        cards, kind = casualty_candidates(target)
        if len(cards) > 1:
            return Pending(CASUALTY, target.power, cards, raid.defender_hits)
        raid.defender_hits -= 1
        if cards:
            take_casualty(state, target, cards[0], out)
            continue
        loss = dice.roll(6)
        out.append(ev.DiceRolled("casualty", (loss,), target.power))
        floor = 1 if state.config.settings.protected else 0
        out.append(
            ev.CasualtyTaken(target.power, -1, "population", max(0, min(loss, target.pop - floor)))
        )
        lose_population(state, target, loss, "casualty", out)
        if state.is_over:
            return None
    raid.defender_hits = 0
    raider = state.player(raid.raider)
    while raid.raider_hits > 0:
        army = tuple(combatants(raider))
        if not army:  # C29: casualties beyond the raider's Combatants are ignored
            raid.raider_hits = 0
            break
        if len(army) > 1:
            return Pending(CASUALTY, raider.power, army, raid.raider_hits)
        raid.raider_hits -= 1
        take_casualty(state, raider, army[0], out)
    out.append(ev.RaidEnded(raid.raider, raid.target))
    state.raid = None
    return None


def choose(state: GameState, card: int, out: list[ev.Event]) -> None:
    raid = state.raid
    assert raid is not None and state.pending.player is not None
    player = state.player(state.pending.player)
    take_casualty(state, player, card, out)
    if player.power == raid.target and raid.defender_hits > 0:
        raid.defender_hits -= 1
    else:
        raid.raider_hits -= 1
