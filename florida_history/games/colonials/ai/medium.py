"""The Medium computer player: sensible rules of thumb, from its own seat's view only.

Grow Population early (Settlements, population Leaders); buy Resources up to the cap, then
Town Improvements up to the target; keep a small army it can pay for; aim Hardships,
Oppression, Fire and raids at the colony closest to winning; play Peace cards when raided;
accept trades that give it more than they cost and do not help a rival about to win. It never
proposes trades or promises (C26).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from functools import lru_cache

from florida_history.games.colonials.ai.choice import Choice, Why
from florida_history.games.colonials.ai.words import card, describe, power, with_names
from florida_history.games.colonials.engine.actions import (
    ACCEPT_TRADE,
    DECLINE_PEACE,
    DISCARD_CARD,
    DISMISS,
    END_PHASE,
    PAY_UPKEEP,
    REFUSE_TRADE,
    ROLL_RAID,
    Action,
    ChooseCasualty,
    DeclareRaid,
    PlayCard,
    PlayFire,
    PlayHardship,
    PlayOppression,
)
from florida_history.games.colonials.engine.cards import (
    EVENT,
    IS_COMBATANT,
    IS_FORT,
    IS_RESOURCE,
    IS_TOWN,
    LEADER,
    TYPE,
)
from florida_history.games.colonials.engine.game import Game
from florida_history.games.colonials.engine.settings import Settings
from florida_history.games.colonials.engine.state import (
    ANSWER_TRADE,
    BATTLE_CARDS,
    CASUALTY,
    DISCARD,
    PEACE,
    UPKEEP,
)
from florida_history.games.colonials.engine.view import PublicPlayer, SeatView
from florida_history.games.colonials.odds import (
    chance_at_least,
    elimination_risk,
    expected_casualties,
    percent,
)
from florida_history.games.colonials.words import _

HALF = Fraction(1, 2)

# Combatants, Resources and Town Improvements of a colony counted in one pass: each card adds
# 1 to its own byte of one number (a colony never has 256 cards in play). The bot counts these
# at nearly every decision; three separate counts were about a fifteenth of a whole game.
_BYTE = 256
_PACKED = tuple(
    int(IS_COMBATANT[c]) + int(IS_RESOURCE[c]) * _BYTE + int(IS_TOWN[c]) * _BYTE * _BYTE
    for c in range(len(TYPE))
)


def _counts(in_play: tuple[int, ...]) -> tuple[int, int, int]:
    """(Combatants, Resources, Town Improvements) among ``in_play``: ``count`` three times."""
    packed = 0
    for c in in_play:  # a plain loop: sum(map(...)) is about three times slower here
        packed += _PACKED[c]
    return packed % _BYTE, packed // _BYTE % _BYTE, packed // (_BYTE * _BYTE)


def count(flags: tuple[bool, ...], cards: tuple[int, ...]) -> int:
    """How many of ``cards`` have the flag (e.g. ``IS_RESOURCE``)."""
    n = 0
    for c in cards:
        if flags[c]:
            n += 1
    return n


def progress(view: SeatView, p: PublicPlayer) -> float:
    """C35's progress score from public numbers: 0 to 4."""
    s = view.settings
    _, res, towns = _counts(p.in_play)
    return (
        min(p.pop / s.target_pop, 1.0)
        + min(p.gold / s.target_gold, 1.0)
        + min(res / s.target_resources, 1.0)
        + min(towns / s.target_towns, 1.0)
    )


def leader(view: SeatView, among: list[str] | None = None) -> str | None:
    """The opponent closest to winning (progress, then Gold), among ``among`` if given.

    A tie goes to the opponent seated next after this one (then the one after): the same rule
    from every seat. Taking the first in the seat list instead sent every tie, common early in
    a game, to the English from all three other seats, a power asymmetry (C2)."""
    players = view.players
    n = len(players)
    seat = view.seat
    me = 0
    for i, p in enumerate(players):
        if p.power == seat:
            me = i
            break
    best: tuple[float, int, int] | None = None
    who = None
    for i, p in enumerate(players):
        if i == me or not p.alive or (among is not None and p.power not in among):
            continue
        key = (progress(view, p), p.gold, (me - i) % n)  # the last: n - 1 for the next seat
        if best is None or key > best:
            best, who = key, p.power
    return who


def wanted_army(me: PublicPlayer) -> int:
    """A small army the income can carry: 1, 2 once Gold allows, 3 when rich."""
    return 1 if me.gold < 4 else 2 if me.gold < 9 else 3


class MediumBot:
    name = "medium"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, game: Game) -> Choice:
        seat = game.state.pending.player
        if seat is None:
            raise ValueError("the game is over: there is nothing to choose")
        legal = game.legal_actions()
        if len(legal) == 1:  # no view needed for a forced step (e.g. no Peace card to play)
            return Choice(legal[0], _forced(legal[0]))
        view = game.view(seat)
        action, why = decide(view, legal)
        classroom = view.settings.classroom_names
        return Choice(action, lambda: with_names(why(), action, classroom))


def _forced(action: Action) -> Why:
    return lambda: (
        _("%(action)s because there is nothing else to do.") % {"action": describe(action)}
    )


def decide(view: SeatView, legal: list[Action]) -> tuple[Action, Why]:
    """The rule-of-thumb choice among ``legal`` for ``view.seat``, with its reason (written
    only when called)."""
    if len(legal) == 1:
        return legal[0], _forced(legal[0])
    kind = view.pending.kind
    me = view.player(view.seat)
    if kind == DISCARD:
        worst = min(view.hand, key=_value_of(view, me))
        return DISCARD_CARD[
            worst
        ], lambda: _("I discard %(card)s because it helps me least now.") % {"card": card(worst)}
    if kind == ANSWER_TRADE:
        return _answer_trade(view, me)
    if kind == PEACE:
        peace = [a for a in legal if isinstance(a, PlayCard)]
        if peace:
            first = peace[0]
            return (
                first,
                lambda: (
                    _("I play %(card)s to stop the raid before any dice.")
                    % {"card": card(first.card)}
                ),
            )
        return DECLINE_PEACE, lambda: _("I let the raid go ahead because I have no Peace card.")
    if kind == BATTLE_CARDS:
        extra = [a for a in legal if isinstance(a, PlayCard)]
        if extra:
            first = extra[0]
            return (
                first,
                lambda: _("I add %(card)s for one more raid die.") % {"card": card(first.card)},
            )
        return ROLL_RAID, lambda: _("I roll now because I have no more Battle cards to add.")
    if kind == CASUALTY:
        return _casualty(view, me, legal)
    if kind == UPKEEP:
        return _upkeep(view, me, legal)
    return _phase_play(view, me, legal)


def card_value(view: SeatView, me: PublicPlayer, c: int) -> float:
    """How much a card in hand is worth to this colony now (for hand-limit discards)."""
    return _value_of(view, me)(c)


def _value_of(view: SeatView, me: PublicPlayer) -> Callable[[int], float]:
    """``card_value`` for many cards of one hand, counting the colony's cards once."""
    s = view.settings
    army, res, towns = _counts(me.in_play)

    def value(c: int) -> float:
        return _card_value(s, me, c, res, towns, army)

    return value


def _card_value(s: Settings, me: PublicPlayer, c: int, res: int, towns: int, army: int) -> float:
    kind = TYPE[c]
    if kind == "S" or EVENT[c] == "draw3" or kind == "L":
        return 6.0
    if kind == "R":
        return 5.0 if res < me.pop // 3 else 3.0
    if kind == "T":
        return 5.0 if towns < s.target_towns else 2.0
    if kind == "H":
        return 4.0
    if kind == "O" or EVENT[c] in ("peace", "fire"):
        return 3.0
    if kind == "C":
        return 3.0 if army < wanted_army(me) else 1.0
    if kind == "F":
        return 2.0
    return 1.5 if army else 0.5  # Battle cards


def _answer_trade(view: SeatView, me: PublicPlayer) -> tuple[Action, Why]:
    offer = view.offer
    assert offer is not None
    value = _value_of(view, me)
    cards = sum(value(c) for c in offer.give_cards) / 4  # a good card ~ 1.5 Gold
    gain = offer.give_gold - offer.ask_gold + 0.5 * (offer.give_pop - offer.ask_pop) + cards
    rival = view.player(offer.proposer)
    if progress(view, rival) >= 3.4 and (offer.ask_gold or offer.ask_pop):
        return (
            REFUSE_TRADE,
            lambda: (
                _("I refuse because %(power)s are close to winning.")
                % {"power": power(rival.power)}
            ),
        )
    if gain > 0:
        return ACCEPT_TRADE, lambda: _("I accept because I get more than I give.")
    return REFUSE_TRADE, lambda: _("I refuse because I would give more than I get.")


def _casualty(view: SeatView, me: PublicPlayer, legal: list[Action]) -> tuple[Action, Why]:
    options = [a for a in legal if isinstance(a, ChooseCasualty)]
    # Keep Leaders (they came free but are rare); among Resources keep rare types.
    plain = [a for a in options if LEADER[a.card] is None] or options
    pick = plain[0]
    return (
        pick,
        lambda: (
            _("I give up %(card)s because it is the easiest loss to replace.")
            % {"card": card(pick.card)}
        ),
    )


def _upkeep(view: SeatView, me: PublicPlayer, legal: list[Action]) -> tuple[Action, Why]:
    army = [c for c in me.in_play if IS_COMBATANT[c]]
    keep = min(wanted_army(me), me.gold)
    if len(army) > keep:
        spare = [c for c in army if LEADER[c] is None] or army
        c = spare[-1]
        return DISMISS[
            c
        ], lambda: _("I send home %(card)s because I cannot afford a big army.") % {"card": card(c)}
    return PAY_UPKEEP, lambda: _("I pay %(n)d Gold to keep my soldiers ready.") % {"n": len(army)}


def _phase_play(view: SeatView, me: PublicPlayer, legal: list[Action]) -> tuple[Action, Why]:
    s = view.settings
    army, res, towns = _counts(me.in_play)
    # The first card of each kind worth playing, in the order the legal actions list them.
    settler = draw3 = free_leader = resource = town = soldier = fort = None
    small_army = army < wanted_army(me)
    fires: list[PlayFire] = []
    hardships: list[PlayHardship] = []
    oppressions: list[PlayOppression] = []
    raids: list[DeclareRaid] = []
    for a in legal:  # (a card listed twice would change nothing: the first of each kind wins)
        # Exact types, not isinstance: no action class has subclasses, and it is cheaper.
        if type(a) is PlayCard:
            c = a.card
            kind = TYPE[c]
            if kind == "S":
                settler = settler or a
            elif EVENT[c] == "draw3":
                draw3 = draw3 or a
            elif kind == "L":
                if free_leader is None and (LEADER[c] != "combatant" or small_army):
                    free_leader = a
            elif kind == "R":
                resource = resource or a
            elif kind == "T":
                town = town or a
            elif kind == "C":
                soldier = soldier or a
            elif kind == "F":
                fort = fort or a
        elif type(a) is PlayFire:
            fires.append(a)
        elif type(a) is PlayHardship:
            hardships.append(a)
        elif type(a) is PlayOppression:
            oppressions.append(a)
        elif type(a) is DeclareRaid:
            raids.append(a)
    if settler is not None:
        c = settler.card
        return (
            settler,
            lambda: _("I play %(card)s because new settlers grow my colony.") % {"card": card(c)},
        )
    if draw3 is not None:
        c = draw3.card
        return draw3, lambda: _("I play %(card)s to draw 3 more cards.") % {"card": card(c)}
    if fires:
        choice = _fire_choice(view, fires)
        if choice is not None:
            return choice
    if hardships:
        return _hardship_choice(view, hardships)
    # Resource phase purchases, most useful first.
    if free_leader is not None:
        c = free_leader.card
        return (
            free_leader,
            lambda: (
                _("I play %(card)s because Leaders cost nothing to bring in.") % {"card": card(c)}
            ),
        )
    if oppressions:
        victim = leader(view, [a.target for a in oppressions]) or oppressions[0].target
        pick = next(a for a in oppressions if a.target == victim)
        return (
            pick,
            lambda: (
                _("I put %(card)s on %(power)s to slow the leader's Gold.")
                % {"card": card(pick.card), "power": power(victim)}
            ),
        )
    gold_only = me.pop >= s.target_pop and res >= s.target_resources and towns >= s.target_towns
    if resource is not None:
        c = resource.card
        return (
            resource,
            lambda: (
                _("I buy %(card)s because each Resource pays Gold every turn.") % {"card": card(c)}
            ),
        )
    if town is not None and (towns < s.target_towns or me.gold >= s.target_gold + 2):
        c = town.card
        return (
            town,
            lambda: (
                _("I build %(card)s because I need Town Improvements to win.") % {"card": card(c)}
            ),
        )
    if not gold_only:
        if soldier is not None and small_army and me.gold >= 2:
            c = soldier.card
            return (
                soldier,
                lambda: (
                    _("I recruit %(card)s to defend my colony and to raid.") % {"card": card(c)}
                ),
            )
        if fort is not None and count(IS_FORT, me.in_play) < 1 and me.gold >= 5:
            c = fort.card
            return (
                fort,
                lambda: (
                    _("I build %(card)s because a Fort stops one loss in every raid.")
                    % {"card": card(c)}
                ),
            )
    if raids:
        target = leader(view, [a.target for a in raids]) or raids[0].target
        them = view.player(target)
        battle = len([c for c in view.hand if TYPE[c] == "B"])
        dice = army + min(army, battle)
        walls = count(IS_FORT, them.in_play)
        back = 0
        if view.settings.defenders_fight_back:
            back = count(IS_COMBATANT, them.in_play)
        if _raid_pays(dice, walls, back):
            raid = next(a for a in raids if a.target == target)
            return (
                raid,
                lambda: (
                    _(
                        "I raid %(power)s because they are closest to winning and I have a "
                        "%(percent)s chance to hit them."
                    )
                    % {"power": power(target), "percent": percent(chance_at_least(dice, 1, walls))}
                ),
            )
    return END_PHASE, lambda: _("I finish this phase because nothing else here helps me now.")


@lru_cache(maxsize=512)
def _raid_pays(dice: int, walls: int, back: int) -> bool:
    """Expected hits on the target are above nothing and at least those coming back (C28)."""
    hurt = expected_casualties(dice, walls)
    return hurt > 0 and hurt >= expected_casualties(back)


def _fire_choice(view: SeatView, fires: list[PlayFire]) -> tuple[Action, Why] | None:
    me = view.player(view.seat)
    for a in fires:
        if a.target_card in me.oppression:
            return (
                a,
                lambda c=a.target_card: (
                    _("I burn %(card)s because it takes my Gold every turn.") % {"card": card(c)}
                ),
            )
    target = leader(view)
    if target is None:
        return None
    them = view.player(target)
    for test in (IS_TOWN, IS_RESOURCE, IS_FORT):
        for a in fires:
            if a.target_card in them.in_play and test[a.target_card]:
                return (
                    a,
                    lambda c=a.target_card: (
                        _("I burn %(card)s to slow down %(power)s.")
                        % {
                            "card": card(c),
                            "power": power(target),
                        }
                    ),
                )
    return None


def _hardship_choice(view: SeatView, hardships: list[PlayHardship]) -> tuple[Action, Why]:
    if not view.settings.protected:
        risks = [(elimination_risk(view.player(a.target).pop), a) for a in hardships]
        risk, a = max(risks, key=lambda r: r[0])
        if risk >= HALF:
            return (
                a,
                lambda: (
                    _(
                        "I play %(card)s on %(power)s because it has a %(percent)s chance to end "
                        "their colony."
                    )
                    % {"card": card(a.card), "power": power(a.target), "percent": percent(risk)}
                ),
            )
    target = leader(view, [a.target for a in hardships])
    pick = next(x for x in hardships if x.target == target)
    return (
        pick,
        lambda: (
            _("I play %(card)s on %(power)s because they are closest to winning.")
            % {"card": card(pick.card), "power": power(pick.target)}
        ),
    )
