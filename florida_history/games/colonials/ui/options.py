"""The pending decision as buttons: one keyed choice for every legal action from
``game.legal_actions()``, plus the moves the rules forbid now, shown disabled with the reason
("Resource cap: 30 Population ÷ 3 = 10, you have 10"), and the raid preview from ``odds``.
Pure (no tkinter), so the panel and the tests read the same list."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from florida_history.games.colonials import names, odds
from florida_history.games.colonials.engine.actions import (
    AcceptTrade,
    Action,
    ChooseCasualty,
    DeclareRaid,
    DeclinePeace,
    DiscardCard,
    DismissCombatant,
    EndPhase,
    PayUpkeep,
    PlayCard,
    PlayFire,
    PlayHardship,
    PlayOppression,
    RefuseTrade,
    RollRaid,
)
from florida_history.games.colonials.engine.cards import COST, DECK, EVENT
from florida_history.games.colonials.engine.events import PhasePassed
from florida_history.games.colonials.engine.game import Game
from florida_history.games.colonials.engine.raid import DIPLOMAT_FEE
from florida_history.games.colonials.engine.state import (
    ANSWER_TRADE,
    BATTLE_CARDS,
    CASUALTY,
    DISCARD,
    GAME_OVER,
    GROWTH,
    HARDSHIPS,
    PEACE,
    RAID,
    RESOURCES,
    TRADE,
    UPKEEP,
)
from florida_history.games.colonials.engine.tally import combatants, forts, has_leader, resources
from florida_history.games.colonials.ui.cardtext import name
from florida_history.games.colonials.words import N_, _, ngettext, pgettext

# Fixed keys for the moves every phase has; the rest are numbered 1-9, then letters.
END_KEY = "e"
PAY_KEY = "p"
ROLL_KEY = "r"
TRADE_KEY = "t"
ACCEPT_KEY = "a"
REFUSE_KEY = "n"
FIRE_KEY = "f"
FIXED_KEYS = frozenset({END_KEY, PAY_KEY, ROLL_KEY, TRADE_KEY, ACCEPT_KEY, REFUSE_KEY, FIRE_KEY})
# Not the shell's lesson keys, which work while a person decides: K (the lesson in its other
# language), L (the next lesson waiting), V (Read aloud) and H (the board back from a lesson
# laid over it). A card on V would be played by a student asking to hear the lesson.
SHELL_KEYS = frozenset("hklv")
FREE_KEYS = tuple("123456789") + tuple(
    k for k in "bcdgijmoqsuwxyz" if k not in FIXED_KEYS | SHELL_KEYS
)

TRADE_DIALOG = "trade-dialog"  # a choice that opens the trade proposal dialog
FIRE_MENU = "fire-menu"  # a choice that opens the list of cards Fire can remove
CARD_MENU = "card-menu"  # a choice that opens the targets of one card (many options)

_PHASE_PROMPTS = {
    GROWTH: N_("Growth: play Settlement cards to grow, or finish."),
    HARDSHIPS: N_("Hardships: play Hardship cards on opponents, or finish."),
    UPKEEP: N_("Upkeep: pay 1 Gold for each Combatant, or send some home."),
    RESOURCES: N_("Resources: put cards into play, or finish."),
    TRADE: N_("Trade: offer a trade, or finish."),
    RAID: N_("Raid: attack one opponent with all your Combatants, or end your turn."),
    DISCARD: N_("Too many cards: choose cards to discard down to 7."),
    ANSWER_TRADE: N_("A trade is offered to you. Accept or refuse?"),
    PEACE: N_("You are being raided! Play a Peace card, or let the raid go on."),
    BATTLE_CARDS: N_("Raid: add Battle cards for more dice, then roll."),
    CASUALTY: N_("Casualty: choose which card is lost."),
    GAME_OVER: N_("The game is over."),
}
_END_LABELS = {
    GROWTH: N_("Done growing"),
    HARDSHIPS: N_("Done with Hardships"),
    RESOURCES: N_("Done buying"),
    TRADE: N_("No more trades"),
    RAID: N_("No raid: end my turn"),
}


@dataclass(frozen=True)
class Choice:
    """One button: its words, its key, and the action it sends (None when disabled, or when
    it opens the trade dialog or the Fire menu, see ``opens``)."""

    label: str
    key: str = ""
    action: Action | None = None
    reason: str = ""  # why it is not allowed now (disabled choices only)
    detail: str = ""  # a preview shown with it (the raid odds)
    brief: str = ""  # the preview in one short line, for big text on a small screen
    primary: bool = False
    opens: str = ""  # TRADE_DIALOG or FIRE_MENU
    submenu: tuple[Choice, ...] = ()
    action_card: int = -1  # the card a CARD_MENU is about

    @property
    def enabled(self) -> bool:
        return not self.reason


@dataclass
class Decision:
    player: str | None
    prompt: str
    choices: list[Choice] = field(default_factory=list)
    detail: str = ""

    def enabled(self) -> list[Choice]:
        return [c for c in self.choices if c.enabled]


def power_name(power: str) -> str:
    return names.the_power(power)


def _dice(n: int) -> str:
    return ngettext("%(n)d die", "%(n)d dice", n) % {"n": n}


def label_for(game: Game, action: Action, classroom: bool = True) -> str:
    """Plain words for one legal action (without its key)."""
    s = game.state
    kind = game.pending.kind
    if isinstance(action, EndPhase):
        return _(_END_LABELS.get(kind, N_("Finish this phase")))
    if isinstance(action, DiscardCard):
        return _("Discard %(card)s") % {"card": name(action.card, classroom)}
    if isinstance(action, PlayCard):
        card = DECK[action.card]
        n = {"card": name(action.card, classroom)}
        if kind == PEACE:
            return _("Play %(card)s: stop the raid") % n
        if kind == BATTLE_CARDS:
            return _("Add %(card)s: one more die") % n
        if EVENT[action.card] == "draw3":
            return _("Play %(card)s: draw 3 cards") % n
        if card.type == "S":
            return _("Play %(card)s: +1 to 6 Population") % n
        cost = COST[action.card]
        fields = {**n, "type": names.card_type(card.type), "n": cost}
        if cost == 0:
            return _("Put %(card)s (%(type)s) in play: free") % fields
        return _("Put %(card)s (%(type)s) in play: %(n)d Gold") % fields
    if isinstance(action, PlayHardship):
        return _("%(card)s on %(power)s") % {
            "card": name(action.card, classroom),
            "power": power_name(action.target),
        }
    if isinstance(action, PlayOppression):
        return _("Put %(card)s on %(power)s") % {
            "card": name(action.card, classroom),
            "power": power_name(action.target),
        }
    if isinstance(action, PlayFire):
        owner = next(
            (p.power for p in s.players if action.target_card in (*p.in_play, *p.oppression)),
            None,
        )
        burnt = name(action.target_card, classroom)
        if owner:
            return _("Burn %(card)s (%(power)s)") % {
                "card": burnt,
                "power": names.power_label(owner),
            }
        return _("Burn %(card)s") % {"card": burnt}
    if isinstance(action, DismissCombatant):
        return _("Send home %(card)s (no upkeep)") % {"card": name(action.card, classroom)}
    if isinstance(action, PayUpkeep):
        army = len(combatants(s.active_player))
        return ngettext(
            "Pay %(n)d Gold upkeep for %(n)d Combatant",
            "Pay %(n)d Gold upkeep for %(n)d Combatants",
            army,
        ) % {"n": army}
    if isinstance(action, AcceptTrade):
        return _("Accept the trade")
    if isinstance(action, RefuseTrade):
        return _("Refuse the trade")
    if isinstance(action, DeclareRaid):
        return _("Raid %(power)s") % {"power": power_name(action.target)}
    if isinstance(action, DeclinePeace):
        return _("No Peace card: the raid goes on")
    if isinstance(action, RollRaid):
        raid = s.raid
        assert raid is not None  # a raid's dice are rolled only while the raid is on
        dice = odds.raid_odds(s, raid.raider, raid.target, len(raid.battle_cards)).dice
        return _("Roll %(dice)s") % {"dice": _dice(dice)}
    if isinstance(action, ChooseCasualty):
        return _("Lose %(card)s") % {"card": name(action.card, classroom)}
    return type(action).__name__


def _fixed_key(action: Action) -> str:
    if isinstance(action, EndPhase):
        return END_KEY
    if isinstance(action, PayUpkeep):
        return PAY_KEY
    if isinstance(action, RollRaid):
        return ROLL_KEY
    if isinstance(action, AcceptTrade):
        return ACCEPT_KEY
    if isinstance(action, RefuseTrade | DeclinePeace):
        return REFUSE_KEY
    return ""


def _tenths(p: float) -> str:
    n = round(p * 10)
    return ngettext("%(n)d time in 10", "%(n)d times in 10", n) % {"n": n}


def raid_preview(game: Game, raider: str, target: str, battle_cards: int = 0) -> str:
    """ "You roll 5 dice: about 0.8 casualties expected, 6 times in 10 at least one; their
    Fort cancels one." plus the Diplomat fee, what they would lose next, and the variant."""
    o = odds.raid_odds(game.state, raider, target, battle_cards)
    raw = odds.expected_casualties(o.dice)
    at_least = odds.chance_at_least(o.dice, 1)
    dice = _dice(o.dice)
    if o.battle_cards:
        dice = _("%(dice)s (%(combatants)s + %(battle)s)") % {
            "dice": dice,
            "combatants": ngettext("%d Combatant", "%d Combatants", o.combatants) % o.combatants,
            "battle": ngettext("%d Battle card", "%d Battle cards", o.battle_cards)
            % o.battle_cards,
        }
    fields = {
        "dice": dice,
        "expected": _decimal(float(raw)),
        "tenths": _tenths(float(at_least)),
        "after": _decimal(float(o.expected)),
        "after_tenths": _tenths(float(o.at_least_one)),
    }
    if not o.forts:
        text = (
            _("You roll %(dice)s: about %(expected)s casualties expected, %(tenths)s at least one.")
            % fields
        )
    else:
        text = ngettext(
            "You roll %(dice)s: about %(expected)s casualties expected, %(tenths)s at least one; "
            "their Fort cancels %(forts)s, so about %(after)s (%(after_tenths)s at least one).",
            "You roll %(dice)s: about %(expected)s casualties expected, %(tenths)s at least one; "
            "their Forts cancel %(forts)s, so about %(after)s (%(after_tenths)s at least one).",
            o.forts,
        ) % {**fields, "forts": _small_number(o.forts)}
    loss = {
        "combatant": _("Their next loss would be a Combatant."),
        "resource": _("Their next loss would be a Resource."),
        "town": _("Their next loss would be a Town Improvement."),
        "population": _("Their next loss would be 1 to 6 Population."),
    }[o.next_loss]
    text += " " + loss
    if o.fee:
        text += " " + _("Their Diplomat makes you pay %(n)d Gold first.") % {"n": o.fee}
    if o.defender_dice:
        text += " " + _(
            "They roll %(dice)s back: you expect to lose %(expected)s Combatants "
            "(%(percent)s chance of at least one)."
        ) % {
            "dice": _dice(o.defender_dice),
            "expected": _decimal(float(o.expected_back)),
            "percent": odds.percent(o.at_least_one_back),
        }
    return text


def _decimal(value: float) -> str:
    """ "0.8" / "0,8": one decimal, with the decimal mark of the language."""
    return f"{value:.1f}".replace(".", pgettext("decimal mark", "."))


def _small_number(n: int) -> str:
    """ "one", "two", "three" in words, bigger numbers in figures."""
    words = {1: _("one"), 2: _("two"), 3: _("three")}
    return words.get(n, str(n))


def raid_brief(game: Game, raider: str, target: str) -> str:
    """The raid preview in one short line ("3 dice, 1 Fort: hit 1 in 10": at least one
    casualty), for a button at big text on a small screen; the whole preview follows the choice."""
    o = odds.raid_odds(game.state, raider, target, 0)
    dice = _dice(o.dice)
    if o.forts:
        dice = ngettext("%(dice)s, %(n)d Fort", "%(dice)s, %(n)d Forts", o.forts) % {
            "dice": dice,
            "n": o.forts,
        }
    text = _("%(dice)s: hit %(n)d in 10") % {
        "dice": dice,
        "n": round(float(o.at_least_one) * 10),
    }
    if o.fee:
        text = _("%(text)s, %(n)d Gold fee") % {"text": text, "n": o.fee}
    return text


def _forbidden(game: Game, legal: list[Action], classroom: bool) -> list[Choice]:
    """Moves the player might look for that the rules forbid now, each with its reason."""
    s = game.state
    kind = game.pending.kind
    player = s.active_player
    out: list[Choice] = []
    if kind == RESOURCES:
        protected = [p for p in s.opponents(player.power) if has_leader(p, "dissident")]
        oppressions = [c for c in player.hand if DECK[c].type == "O"]
        if oppressions and protected and len(protected) < len(s.opponents(player.power)):
            for p in protected:
                out.append(
                    Choice(
                        _("Put %(card)s on %(power)s")
                        % {"card": name(oppressions[0], classroom), "power": power_name(p.power)},
                        reason=_("their Dissident protects them from Oppression"),
                    )
                )
        played = {a.card for a in legal if isinstance(a, PlayCard | PlayOppression)}
        cap = player.pop // 3
        for c in player.hand:
            card = DECK[c]
            if c in played or card.type not in "RCTFLO":
                continue
            n = name(c, classroom)
            if card.type == "O":
                why = _("every opponent has a Dissident, so no Oppression can be put on them")
            elif player.gold < COST[c]:
                why = _("it costs %(cost)d Gold, you have %(gold)d") % {
                    "cost": COST[c],
                    "gold": player.gold,
                }
            else:
                why = _(
                    "Resource cap: %(pop)d Population \u00f7 3 = %(cap)d, you have %(have)d"
                ) % {"pop": player.pop, "cap": cap, "have": resources(player)}
            out.append(Choice(_("Put %(card)s in play") % {"card": n}, reason=why))
    elif kind == UPKEEP and not any(isinstance(a, PayUpkeep) for a in legal):
        army = len(combatants(player))
        out.append(
            Choice(
                _("Pay %(n)d Gold upkeep") % {"n": army},
                reason=_("you need %(n)d Gold and have %(gold)d: send some home")
                % {"n": army, "gold": player.gold},
            )
        )
    elif kind == RAID and not any(isinstance(a, DeclareRaid) for a in legal):
        if s.raided:
            why = _("you already raided this turn")
        elif not combatants(player):
            why = _("you have no Combatants")
        else:
            why = _(
                "every opponent has a Diplomat: a raid costs %(fee)d Gold, you have %(gold)d"
            ) % {"fee": DIPLOMAT_FEE, "gold": player.gold}
        out.append(Choice(_("Raid"), reason=why))
    elif kind == RAID:
        for p in s.opponents(player.power):
            if not any(isinstance(a, DeclareRaid) and a.target == p.power for a in legal):
                out.append(
                    Choice(
                        _("Raid %(power)s") % {"power": power_name(p.power)},
                        reason=_("their Diplomat costs %(fee)d Gold, you have %(gold)d")
                        % {"fee": DIPLOMAT_FEE, "gold": player.gold},
                    )
                )
    elif kind == BATTLE_CARDS and s.raid is not None:
        battle = [c for c in player.hand if DECK[c].type == "B"]
        if battle and not any(isinstance(a, PlayCard) for a in legal):
            out.append(
                Choice(
                    _("Add a Battle card"),
                    reason=_("at most one Battle card for each Combatant"),
                )
            )
    return out


def hand_order(cards: Iterable[int]) -> list[int]:
    """The hand as the table shows it, left to right: by type, then card number."""
    return sorted(cards, key=lambda c: ("RSHOETBCFL".index(DECK[c].type), c))


def _card_of(action: Action) -> int | None:
    """The card a one-card action plays (each card has one such action), else None."""
    if isinstance(action, PlayCard | DiscardCard | DismissCombatant | ChooseCasualty):
        return action.card
    return None


def decision(
    game: Game, classroom: bool = True, kept_keys: dict[int, str] | None = None
) -> Decision:
    """The decision now pending, as choices with keys (every legal action has one).

    Cards are offered in the hand's order, and ``kept_keys`` (card -> key, updated here)
    keeps each card's key while the same person decides in the same phase: after a purchase
    the other cards keep their numbers, so a key pressed from memory never buys another card.
    """
    kind = game.pending.kind
    player = game.current_player
    prompt = _(_PHASE_PROMPTS[kind]) if kind in _PHASE_PROMPTS else kind
    if player is not None:
        prompt = f"{names.power_label(player)} \u2014 {prompt}"
    legal = game.legal_actions()
    hand = game.state.player(player).hand if player is not None else []
    place = {c: i for i, c in enumerate(hand_order(hand))}
    legal = sorted(
        legal,
        key=lambda a: (0, place[card]) if (card := _card_of(a)) in place else (1, 0),
    )
    kept = kept_keys if kept_keys is not None else {}
    offered = {_card_of(a) for a in legal}
    for card in [c for c in kept if c not in offered]:
        del kept[card]  # a card gone (bought, discarded): its key is free again
    taken = set(kept.values())
    spare = iter([k for k in FREE_KEYS if k not in taken])

    def key_for(action: Action) -> str:
        card = _card_of(action)
        if card is not None and card in kept:
            return kept[card]
        key = next(spare)
        if card is not None:
            kept[card] = key
        return key

    free = spare
    choices: list[Choice] = []
    fire = [a for a in legal if isinstance(a, PlayFire)]
    s = game.state
    targeted = [a for a in legal if isinstance(a, PlayHardship | PlayOppression)]
    group = len([a for a in legal if not _fixed_key(a)]) - len(fire) > len(FREE_KEYS)
    menus: dict[int, list[Action]] = {}
    for action in legal:
        if isinstance(action, PlayFire):
            continue
        if group and action in targeted:
            card = action.card
            if card not in menus:
                menus[card] = []
                choices.append(_menu_for(game, card, menus[card], next(free), classroom))
            menus[card].append(action)
            continue
        key = _fixed_key(action) or key_for(action)
        detail = brief = ""
        if isinstance(action, DeclareRaid):
            detail = raid_preview(game, s.active_player.power, action.target)
            brief = raid_brief(game, s.active_player.power, action.target)
        choices.append(
            Choice(
                f"{label_for(game, action, classroom)} [{key.upper()}]",
                key,
                action,
                detail=detail,
                brief=brief,
                primary=isinstance(action, EndPhase | PayUpkeep | RollRaid),
            )
        )
    for i, c in enumerate(choices):
        if c.opens == CARD_MENU:
            card = int(c.action_card)
            choices[i] = _menu_for(game, card, menus[card], c.key, classroom)
    if fire:
        owners: dict[str, list[Action]] = {}
        for a in fire:
            owner = next(p.power for p in s.players if a.target_card in (*p.in_play, *p.oppression))
            owners.setdefault(owner, []).append(a)
        keys = iter(FREE_KEYS)
        sub = tuple(
            _paged(
                game,
                _("Burn a card of %(power)s\u2026") % {"power": power_name(o)},
                next(keys),
                acts,
                classroom,
            )
            for o, acts in owners.items()
        )
        card = fire[0].card
        choices.append(
            Choice(
                _("Play %(card)s: burn a card in play\u2026 [F]") % {"card": name(card, classroom)},
                FIRE_KEY,
                opens=FIRE_MENU,
                submenu=sub,
            )
        )
    if kind == TRADE:
        opts = game.trade_options()
        if opts is not None:
            left = opts.proposals_left
            choices.insert(
                1,
                Choice(
                    _("Offer a trade\u2026 (%(n)d left) [T]") % {"n": left},
                    TRADE_KEY,
                    opens=TRADE_DIALOG,
                ),
            )
        else:
            choices.insert(1, Choice(_("Offer a trade"), reason=_("no more offers this turn")))
    choices.extend(_forbidden(game, legal, classroom))
    detail = ""
    if kind == BATTLE_CARDS and s.raid is not None:
        detail = raid_preview(game, s.raid.raider, s.raid.target, len(s.raid.battle_cards))
    elif kind == ANSWER_TRADE and s.offer is not None:
        detail = offer_words(game, classroom)
    elif kind == PEACE and s.raid is not None:
        army = len(combatants(s.player(s.raid.raider)))
        detail = ngettext(
            "The %(power)s are raiding you with %(n)d Combatant. Your Forts: %(forts)d.",
            "The %(power)s are raiding you with %(n)d Combatants. Your Forts: %(forts)d.",
            army,
        ) % {
            "power": names.power(s.raid.raider),
            "n": army,
            "forts": forts(s.player(s.raid.target)),
        }
    elif kind == CASUALTY and s.raid is not None:
        detail = casualty_words(game, classroom)
    return Decision(player, prompt, choices, detail)


def casualty_words(game: Game, classroom: bool = True) -> str:
    """Who hit the player choosing a casualty, how many losses are left, and why these
    cards (C29: Combatants first, then Resources, then Town Improvements)."""
    s = game.state
    raid = s.raid
    pending = game.pending
    if raid is None or pending.player is None:
        return ""
    count = max(1, pending.count)
    kind = DECK[pending.candidates[0]].type if pending.candidates else ""
    if pending.player == raid.target:
        who = ngettext(
            "The %(power)s raided you and hit: %(n)d loss to take.",
            "The %(power)s raided you and hit: %(n)d losses to take.",
            count,
        ) % {"power": names.power(raid.raider), "n": count}
        why = {
            "C": _("A raid takes a Combatant first (C29): you choose which one."),
            "R": _(
                "You have no Combatant, so a raid takes a Resource (C29): you choose which one."
            ),
            "T": _(
                "You have no Combatant or Resource, so a raid takes a Town Improvement (C29): "
                "you choose which one."
            ),
        }.get(kind, _("A raid takes one of these (C29): you choose which one."))
        return f"{who} {why}"
    return ngettext(
        "The %(power)s defenders hit back: %(n)d loss to take. Only your Combatants can be "
        "lost (C28): you choose which one.",
        "The %(power)s defenders hit back: %(n)d losses to take. Only your Combatants can be "
        "lost (C28): you choose which one.",
        count,
    ) % {"power": names.power(raid.target), "n": count}


def phase_over_words(game: Game, events: Iterable[object], decided_in: str) -> str:
    """Why a phase a person was deciding in ended without them finishing it: the engine
    passes a phase with nothing more to do (C9). "" when it did not happen."""
    s = game.state
    for e in events:
        if isinstance(e, PhasePassed) and e.phase == decided_in:
            if e.phase == "resources":
                player = s.player(e.player)
                return _(
                    "The Resources phase is over: nothing left in your hand can be put in "
                    "play now (you have %(n)d Gold)."
                ) % {"n": player.gold}
            return _("The %(phase)s phase is over: nothing more can be done in it.") % {
                "phase": names.phase(e.phase)
            }
    return ""


def _paged(game: Game, label: str, key: str, actions: list[Action], classroom: bool) -> Choice:
    """A button opening a list of actions, with "More" pages when keys would run out."""
    keys = iter(FREE_KEYS)
    room = len(FREE_KEYS) - (1 if len(actions) > len(FREE_KEYS) else 0)
    sub = []
    for a in actions[:room]:
        k = next(keys)
        sub.append(Choice(f"{label_for(game, a, classroom)} [{k.upper()}]", k, a))
    if len(actions) > room:
        sub.append(_paged(game, _("More\u2026"), next(keys), actions[room:], classroom))
    return Choice(f"{label} [{key.upper()}]", key, opens=CARD_MENU, submenu=tuple(sub))


def _menu_for(game: Game, card: int, actions: list[Action], key: str, classroom: bool) -> Choice:
    menu = _paged(
        game, _("Play %(card)s on\u2026") % {"card": name(card, classroom)}, key, actions, classroom
    )
    return Choice(menu.label, key, opens=CARD_MENU, submenu=menu.submenu, action_card=card)


def offer_words(game: Game, classroom: bool = True) -> str:
    """The proposal waiting for its answer, in words (C25, C26)."""
    o = game.state.offer
    if o is None:
        return ""
    gives = [name(c, classroom) for c in o.give_cards]
    if o.give_gold:
        gives.append(names.gold(o.give_gold))
    if o.give_pop:
        gives.append(names.population(o.give_pop))
    asks = []
    if o.ask_gold:
        asks.append(names.gold(o.ask_gold))
    if o.ask_pop:
        asks.append(names.population(o.ask_pop))
    text = _("%(power)s give you: %(gives)s. They ask for: %(asks)s.") % {
        "power": names.power_label(o.proposer),
        "gives": ", ".join(gives) or _("nothing"),
        "asks": ", ".join(asks) or _("nothing"),
    }
    if o.promise:
        text += " " + _("Their promise: \u201c%(promise)s\u201d (a promise is not enforced).") % {
            "promise": o.promise
        }
    return text
