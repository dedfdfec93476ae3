"""The pending decision as buttons: one keyed choice for every legal action from
``game.legal_actions()``, plus the moves the rules forbid now, shown disabled with the reason
("Resource cap: 30 Population ÷ 3 = 10, you have 10"), and the raid preview from ``odds``.
Pure (no tkinter), so the panel and the tests read the same list."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from gettext import ngettext

from florida_history.games.colonials import odds
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
from florida_history.games.colonials.engine.cards import COST, DECK, EVENT, TYPE_NAMES
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
    POWER_NAMES,
    RAID,
    RESOURCES,
    TRADE,
    UPKEEP,
)
from florida_history.games.colonials.engine.tally import combatants, forts, has_leader, resources
from florida_history.games.colonials.ui.cardtext import name

# Fixed keys for the moves every phase has; the rest are numbered 1-9, then letters.
END_KEY = "e"
PAY_KEY = "p"
ROLL_KEY = "r"
TRADE_KEY = "t"
ACCEPT_KEY = "a"
REFUSE_KEY = "n"
FIRE_KEY = "f"
FIXED_KEYS = frozenset({END_KEY, PAY_KEY, ROLL_KEY, TRADE_KEY, ACCEPT_KEY, REFUSE_KEY, FIRE_KEY})
# Not K: the shell's key for a lesson in its other language (English / Spanish).
FREE_KEYS = tuple("123456789") + tuple(k for k in "bcdghijlmoqsuvwxyz" if k not in FIXED_KEYS)

TRADE_DIALOG = "trade-dialog"  # a choice that opens the trade proposal dialog
FIRE_MENU = "fire-menu"  # a choice that opens the list of cards Fire can remove
CARD_MENU = "card-menu"  # a choice that opens the targets of one card (many options)

_PHASE_PROMPTS = {
    GROWTH: "Growth: play Settlement cards to grow, or finish.",
    HARDSHIPS: "Hardships: play Hardship cards on opponents, or finish.",
    UPKEEP: "Upkeep: pay 1 Gold for each Combatant, or send some home.",
    RESOURCES: "Resources: put cards into play, or finish.",
    TRADE: "Trade: offer a trade, or finish.",
    RAID: "Raid: attack one opponent with all your Combatants, or end your turn.",
    DISCARD: "Too many cards: choose cards to discard down to 7.",
    ANSWER_TRADE: "A trade is offered to you. Accept or refuse?",
    PEACE: "You are being raided! Play a Peace card, or let the raid go on.",
    BATTLE_CARDS: "Raid: add Battle cards for more dice, then roll.",
    CASUALTY: "Casualty: choose which card is lost.",
    GAME_OVER: "The game is over.",
}
_END_LABELS = {
    GROWTH: "Done growing",
    HARDSHIPS: "Done with Hardships",
    RESOURCES: "Done buying",
    TRADE: "No more trades",
    RAID: "No raid: end my turn",
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
    return f"the {POWER_NAMES[power]}"


def label_for(game: Game, action: Action, classroom: bool = True) -> str:
    """Plain words for one legal action (without its key)."""
    s = game.state
    kind = game.pending.kind
    if isinstance(action, EndPhase):
        return _END_LABELS.get(kind, "Finish this phase")
    if isinstance(action, DiscardCard):
        return f"Discard {name(action.card, classroom)}"
    if isinstance(action, PlayCard):
        card = DECK[action.card]
        n = name(action.card, classroom)
        if kind == PEACE:
            return f"Play {n}: stop the raid"
        if kind == BATTLE_CARDS:
            return f"Add {n}: one more die"
        if EVENT[action.card] == "draw3":
            return f"Play {n}: draw 3 cards"
        if card.type == "S":
            return f"Play {n}: +1 to 6 Population"
        cost = COST[action.card]
        price = "free" if cost == 0 else f"{cost} Gold"
        return f"Put {n} ({TYPE_NAMES[card.type]}) in play: {price}"
    if isinstance(action, PlayHardship):
        return f"{name(action.card, classroom)} on {power_name(action.target)}"
    if isinstance(action, PlayOppression):
        return f"Put {name(action.card, classroom)} on {power_name(action.target)}"
    if isinstance(action, PlayFire):
        owner = next(
            (p.power for p in s.players if action.target_card in (*p.in_play, *p.oppression)),
            None,
        )
        whose = f" ({POWER_NAMES[owner]})" if owner else ""
        return f"Burn {name(action.target_card, classroom)}{whose}"
    if isinstance(action, DismissCombatant):
        return f"Send home {name(action.card, classroom)} (no upkeep)"
    if isinstance(action, PayUpkeep):
        army = len(combatants(s.active_player))
        return f"Pay {army} Gold upkeep for {army} Combatant{'s' if army != 1 else ''}"
    if isinstance(action, AcceptTrade):
        return "Accept the trade"
    if isinstance(action, RefuseTrade):
        return "Refuse the trade"
    if isinstance(action, DeclareRaid):
        return f"Raid {power_name(action.target)}"
    if isinstance(action, DeclinePeace):
        return "No Peace card: the raid goes on"
    if isinstance(action, RollRaid):
        dice = odds.raid_odds(s, s.raid.raider, s.raid.target, len(s.raid.battle_cards)).dice
        return f"Roll {dice} {'die' if dice == 1 else 'dice'}"
    if isinstance(action, ChooseCasualty):
        return f"Lose {name(action.card, classroom)}"
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
    return f"{n} {'time' if n == 1 else 'times'} in 10"


def raid_preview(game: Game, raider: str, target: str, battle_cards: int = 0) -> str:
    """ "You roll 5 dice: about 0.8 casualties expected, 6 times in 10 at least one; their
    Fort cancels one." plus the Diplomat fee, what they would lose next, and the variant."""
    o = odds.raid_odds(game.state, raider, target, battle_cards)
    raw = odds.expected_casualties(o.dice)
    at_least = odds.chance_at_least(o.dice, 1)
    parts = []
    extra = ""
    if o.battle_cards:
        extra = (
            " ("
            + ngettext("%d Combatant", "%d Combatants", o.combatants) % o.combatants
            + " + "
            + ngettext("%d Battle card", "%d Battle cards", o.battle_cards) % o.battle_cards
            + ")"
        )
    parts.append(
        f"You roll {o.dice} {'die' if o.dice == 1 else 'dice'}{extra}: about "
        f"{float(raw):.1f} casualties expected, {_tenths(float(at_least))} at least one"
    )
    if o.forts:
        word = {1: "one", 2: "two", 3: "three"}.get(o.forts, str(o.forts))
        fort = "Fort cancels" if o.forts == 1 else "Forts cancel"
        parts.append(
            f"their {fort} {word}, so about {float(o.expected):.1f} "
            f"({_tenths(float(o.at_least_one))} at least one)"
        )
    text = "; ".join(parts) + "."
    loss = {
        "combatant": "a Combatant",
        "resource": "a Resource",
        "town": "a Town Improvement",
        "population": "1 to 6 Population",
    }[o.next_loss]
    text += f" Their next loss would be {loss}."
    if o.fee:
        text += f" Their Diplomat makes you pay {o.fee} Gold first."
    if o.defender_dice:
        back = "die" if o.defender_dice == 1 else "dice"
        text += (
            f" They roll {o.defender_dice} {back} back: you expect to lose "
            f"{float(o.expected_back):.1f} Combatants "
            f"({odds.percent(o.at_least_one_back)} chance of at least one)."
        )
    return text


def raid_brief(game: Game, raider: str, target: str) -> str:
    """The raid preview in one short line ("3 dice, 1 Fort: hit 1 in 10": at least one
    casualty), for a button at big text on a small screen; the whole preview follows the choice."""
    o = odds.raid_odds(game.state, raider, target, 0)
    dice = f"{o.dice} {'die' if o.dice == 1 else 'dice'}"
    if o.forts:
        dice += f", {o.forts} Fort" + ("s" if o.forts != 1 else "")
    text = f"{dice}: hit {round(float(o.at_least_one) * 10)} in 10"
    if o.fee:
        text += f", {o.fee} Gold fee"
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
                        f"Put {name(oppressions[0], classroom)} on {power_name(p.power)}",
                        reason="their Dissident protects them from Oppression",
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
                why = "every opponent has a Dissident, so no Oppression can be put on them"
            elif player.gold < COST[c]:
                why = f"it costs {COST[c]} Gold, you have {player.gold}"
            else:
                why = f"Resource cap: {player.pop} Population \u00f7 3 = {cap}, you have " + str(
                    resources(player)
                )
            out.append(Choice(f"Put {n} in play", reason=why))
    elif kind == UPKEEP and not any(isinstance(a, PayUpkeep) for a in legal):
        army = len(combatants(player))
        out.append(
            Choice(
                f"Pay {army} Gold upkeep",
                reason=f"you need {army} Gold and have {player.gold}: send some home",
            )
        )
    elif kind == RAID and not any(isinstance(a, DeclareRaid) for a in legal):
        if s.raided:
            why = "you already raided this turn"
        elif not combatants(player):
            why = "you have no Combatants"
        else:
            why = f"every opponent has a Diplomat: a raid costs {DIPLOMAT_FEE} Gold"
            why += f", you have {player.gold}"
        out.append(Choice("Raid", reason=why))
    elif kind == RAID:
        for p in s.opponents(player.power):
            if not any(isinstance(a, DeclareRaid) and a.target == p.power for a in legal):
                out.append(
                    Choice(
                        f"Raid {power_name(p.power)}",
                        reason=f"their Diplomat costs {DIPLOMAT_FEE} Gold, you have {player.gold}",
                    )
                )
    elif kind == BATTLE_CARDS and s.raid is not None:
        battle = [c for c in player.hand if DECK[c].type == "B"]
        if battle and not any(isinstance(a, PlayCard) for a in legal):
            out.append(
                Choice(
                    "Add a Battle card",
                    reason="at most one Battle card for each Combatant",
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
    prompt = _PHASE_PROMPTS.get(kind, kind)
    if player is not None:
        prompt = f"{POWER_NAMES[player]} \u2014 {prompt}"
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
            card = action.card  # type: ignore[attr-defined]
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
            owner = next(
                p.power
                for p in s.players
                if a.target_card in (*p.in_play, *p.oppression)  # type: ignore[attr-defined]
            )
            owners.setdefault(owner, []).append(a)
        keys = iter(FREE_KEYS)
        sub = tuple(
            _paged(
                game,
                f"Burn a card of {power_name(o)}\u2026",
                next(keys),
                acts,
                classroom,
            )
            for o, acts in owners.items()
        )
        card = fire[0].card
        choices.append(
            Choice(
                f"Play {name(card, classroom)}: burn a card in play\u2026 [F]",
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
                    f"Offer a trade\u2026 ({left} left) [T]",
                    TRADE_KEY,
                    opens=TRADE_DIALOG,
                ),
            )
        else:
            choices.insert(1, Choice("Offer a trade", reason="no more offers this turn"))
    choices.extend(_forbidden(game, legal, classroom))
    detail = ""
    if kind == BATTLE_CARDS and s.raid is not None:
        detail = raid_preview(game, s.raid.raider, s.raid.target, len(s.raid.battle_cards))
    elif kind == ANSWER_TRADE and s.offer is not None:
        detail = offer_words(game, classroom)
    elif kind == PEACE and s.raid is not None:
        army = len(combatants(s.player(s.raid.raider)))
        detail = (
            f"The {POWER_NAMES[s.raid.raider]} are raiding you with "
            + ngettext("%d Combatant", "%d Combatants", army) % army
            + f". Your Forts: {forts(s.player(s.raid.target))}."
        )
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
    losses = ngettext("%d loss", "%d losses", count) % count
    kind = {
        "C": "Combatants",
        "R": "Resources",
        "T": "Town Improvements",
    }.get(DECK[pending.candidates[0]].type if pending.candidates else "", "cards")
    if pending.player == raid.target:
        who = f"The {POWER_NAMES[raid.raider]} raided you and hit: {losses} to take."
        why = {
            "Combatants": "A raid takes a Combatant first",
            "Resources": "You have no Combatant, so a raid takes a Resource",
            "Town Improvements": "You have no Combatant or Resource, so a raid takes a Town "
            "Improvement",
        }.get(kind, "A raid takes one of these")
        return f"{who} {why} (C29): you choose which one."
    return (
        f"The {POWER_NAMES[raid.target]} defenders hit back: {losses} to take. Only your "
        "Combatants can be lost (C28): you choose which one."
    )


def phase_over_words(game: Game, events: Iterable[object], decided_in: str) -> str:
    """Why a phase a person was deciding in ended without them finishing it: the engine
    passes a phase with nothing more to do (C9). "" when it did not happen."""
    s = game.state
    for e in events:
        if isinstance(e, PhasePassed) and e.phase == decided_in:
            if e.phase == "resources":
                player = s.player(e.player)
                return (
                    "The Resources phase is over: nothing left in your hand can be put in "
                    f"play now (you have {player.gold} Gold)."
                )
            return f"The {e.phase.capitalize()} phase is over: nothing more can be done in it."
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
        sub.append(_paged(game, "More\u2026", next(keys), actions[room:], classroom))
    return Choice(f"{label} [{key.upper()}]", key, opens=CARD_MENU, submenu=tuple(sub))


def _menu_for(game: Game, card: int, actions: list[Action], key: str, classroom: bool) -> Choice:
    menu = _paged(game, f"Play {name(card, classroom)} on\u2026", key, actions, classroom)
    return Choice(menu.label, key, opens=CARD_MENU, submenu=menu.submenu, action_card=card)


def offer_words(game: Game, classroom: bool = True) -> str:
    """The proposal waiting for its answer, in words (C25, C26)."""
    o = game.state.offer
    if o is None:
        return ""
    gives = [name(c, classroom) for c in o.give_cards]
    if o.give_gold:
        gives.append(f"{o.give_gold} Gold")
    if o.give_pop:
        gives.append(f"{o.give_pop} Population")
    asks = []
    if o.ask_gold:
        asks.append(f"{o.ask_gold} Gold")
    if o.ask_pop:
        asks.append(f"{o.ask_pop} Population")
    text = (
        f"{POWER_NAMES[o.proposer]} give you: {', '.join(gives) or 'nothing'}. "
        f"They ask for: {', '.join(asks) or 'nothing'}."
    )
    if o.promise:
        text += f" Their promise: \u201c{o.promise}\u201d (a promise is not enforced)."
    return text
