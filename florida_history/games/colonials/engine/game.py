"""The rules of Colonials behind one checked door (``apply_action``) and one query
(``legal_actions``), used alike by the UI and the computer players.

A ``Game`` couples a ``GameState`` with injected ``Dice``. An illegal action raises
``IllegalActionError`` and changes nothing; a legal one changes the state and returns the
past-tense events. The game then plays on by itself until somebody must decide (C9).
``view(seat)`` is what one player may know (C4); ``clone`` is an independent copy for
look-ahead; the list of applied actions is what a save stores (``save.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar, cast

from florida_history.games.colonials.engine import (
    event_cards,
    growth,
    hardships,
    raid,
    resources,
    trade,
    turn,
    upkeep,
)
from florida_history.games.colonials.engine import events as ev
from florida_history.games.colonials.engine.actions import (
    ACCEPT_TRADE,
    CHOOSE_CASUALTY,
    DISCARD_CARD,
    END_PHASE,
    REFUSE_TRADE,
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
    ProposeTrade,
    RefuseTrade,
    RollRaid,
    clipped,
    type_problem,
)
from florida_history.games.colonials.engine.cards import EVENT, TYPE
from florida_history.games.colonials.engine.state import (
    ANSWER_TRADE,
    BATTLE_CARDS,
    CASUALTY,
    DISCARD,
    GAME_OVER,
    GROWTH,
    HAND_LIMIT,
    HARDSHIPS,
    PEACE,
    RAID,
    RESOURCES,
    TRADE,
    UPKEEP,
    GameConfig,
    GameState,
    Pending,
    new_state,
)
from florida_history.games.colonials.engine.trade import TradeOptions, trade_options
from florida_history.games.colonials.engine.view import SeatView, seat_view
from florida_history.kernel.contract import SeatViews
from florida_history.kernel.dice import Dice, SeededDice


class IllegalActionError(ValueError):
    """The action is not allowed now; nothing was changed."""


class Game:
    def __init__(self, state: GameState, dice: Dice, record: bool = True) -> None:
        self.state = state
        self.dice = dice
        self.record = record
        self.actions: list[Action] = []  # every action applied, for saves (C39)
        self._legal: list[Action] | None = None  # legal_actions() until the next action
        self.start_events: list[ev.Event] = []  # what happened before the first decision

    # --- creation and copies -----------------------------------------------------------------

    @classmethod
    def new(cls, config: GameConfig, dice: Dice | None = None, record: bool = True) -> Game:
        """C5-C7: set up, shuffle with the game number's dice, draw the first player, and play
        on to the first decision. ``start_events`` holds what happened on the way."""
        state = new_state(config)
        game = cls(state, dice if dice is not None else SeededDice(config.seed), record)
        turn.start_game(state, game.dice, game.start_events)
        return game

    def clone(self, dice: Dice | None = None) -> Game:
        """An independent copy (no action history); ``dice`` replaces the dice if given."""
        return Game(
            self.state.copy(),
            dice if dice is not None else self.dice.clone(),
            record=False,
        )

    def refresh(self) -> None:
        """Forget the cached legal actions: call after changing the state by hand (tests)."""
        self._legal = None

    # --- queries -------------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.state.pending.kind == GAME_OVER

    @property
    def pending(self) -> Pending:
        return self.state.pending

    @property
    def current_player(self) -> str | None:
        """Who must decide now (None once the game is over)."""
        return self.state.pending.player

    def view(self, seat: str) -> SeatView:
        """C4: what ``seat`` may know: own hand, public cards and counts, the discard pile."""
        return seat_view(self.state, seat)

    def trade_options(self) -> TradeOptions | None:
        """C25/C41: the space of legal proposals, while the active player may propose."""
        s = self.state
        if s.pending.kind != TRADE or not trade.can_trade(s):
            return None
        return trade_options(s)

    def legal_actions(self) -> list[Action]:
        """Every legal action now, except trade proposals (see ``trade_options``)."""
        if self._legal is None:
            self._legal = self._list_legal()
        return list(self._legal)

    def _list_legal(self) -> list[Action]:
        s = self.state
        kind = s.pending.kind
        opts: list[Action]
        if kind == GAME_OVER:
            return []
        if kind == DISCARD:
            return [DISCARD_CARD[c] for c in s.active_player.hand]
        if kind == ANSWER_TRADE:
            return [ACCEPT_TRADE, REFUSE_TRADE]
        if kind == PEACE:
            return raid.peace_options(s)
        if kind == BATTLE_CARDS:
            return raid.battle_options(s)
        if kind == CASUALTY:
            return [CHOOSE_CASUALTY[c] for c in s.pending.candidates]
        if kind == UPKEEP:
            return [*upkeep.options(s), *event_cards.options(s)]
        if kind == GROWTH:
            opts = growth.options(s)
        elif kind == HARDSHIPS:
            opts = hardships.options(s)
        elif kind == RESOURCES:
            opts = resources.options(s)
        elif kind == RAID:
            opts = raid.options(s)
        else:  # TRADE: proposals are checked by is_legal
            opts = []
        return [END_PHASE, *opts, *event_cards.options(s)]

    def is_legal(self, action: Action) -> bool:
        return type_problem(action) is None and self._allowed_now(action)

    def _allowed_now(self, action: Action) -> bool:
        """Legality of an action whose field types were checked."""
        if isinstance(action, ProposeTrade):
            return self.state.pending.kind == TRADE and trade.problem(self.state, action) is None
        if self._legal is None:
            self._legal = self._list_legal()
        return action in self._legal

    # --- the one door --------------------------------------------------------------------------

    def apply_action(self, action: Action) -> list[ev.Event]:
        wrong = type_problem(action)
        if wrong is not None:
            raise IllegalActionError(f"{clipped(action)} is not allowed: {wrong}")
        legal = self._legal  # listed already (a bot or the UI asked): check against that list
        if (legal is None or action not in legal) and not self._allowed_now(action):
            raise IllegalActionError(self._why_illegal(action))
        out: list[ev.Event] = []
        self._legal = None
        _HANDLERS[type(action)](self, action, out)
        if self.record:
            self.actions.append(action)
        return out

    def _why_illegal(self, action: Action) -> str:
        p = self.state.pending
        if isinstance(action, ProposeTrade) and p.kind == TRADE:
            return f"that proposal is not allowed: {trade.problem(self.state, action)}"
        who = f" from {p.player}" if p.player else ""
        return (
            f"{clipped(action)} is not allowed now: the game waits for a {p.kind!r} decision{who}"
        )

    # --- handlers ------------------------------------------------------------------------------

    def _resume(self, out: list[ev.Event]) -> None:
        if not self.is_over:
            turn.run(self.state, self.dice, out, enter=False)

    def _end_phase(self, _: EndPhase, out: list[ev.Event]) -> None:
        s = self.state
        out.append(turn.PHASE_ENDED[s.players[s.active].power][s.phase])
        turn.end_phase(self.state, self.dice, out)

    def _discard(self, a: DiscardCard, out: list[ev.Event]) -> None:
        player = self.state.active_player
        player.hand.remove(a.card)
        self.state.discard.append(a.card)
        out.append(ev.CardDiscarded(player.power, a.card, "hand-limit"))
        extra = len(player.hand) - HAND_LIMIT
        if extra > 0:
            self.state.pending = Pending(DISCARD, player.power, count=extra)
        else:
            self._resume(out)

    def _play_card(self, a: PlayCard, out: list[ev.Event]) -> None:
        s = self.state
        kind = s.pending.kind
        if kind == PEACE:
            raid.play_peace(s, a.card, out)
        elif kind == BATTLE_CARDS:
            raid.play_battle(s, a.card, out)
            s.pending = Pending(BATTLE_CARDS, s.pending.player)
            return
        elif EVENT[a.card] == "draw3":
            event_cards.play_draw3(s, self.dice, a.card, out)
        elif TYPE[a.card] == "S":
            growth.play_settlement(s, self.dice, a.card, out)
        else:
            resources.put_in_play(s, a.card, out)
        self._resume(out)

    def _hardship(self, a: PlayHardship, out: list[ev.Event]) -> None:
        hardships.play(self.state, self.dice, a.card, a.target, out)
        self._resume(out)

    def _oppression(self, a: PlayOppression, out: list[ev.Event]) -> None:
        resources.play_oppression(self.state, a.card, a.target, out)
        self._resume(out)

    def _fire(self, a: PlayFire, out: list[ev.Event]) -> None:
        event_cards.play_fire(self.state, a.card, a.target_card, out)
        self._resume(out)

    def _dismiss(self, a: DismissCombatant, out: list[ev.Event]) -> None:
        upkeep.dismiss(self.state, a.card, out)
        self._resume(out)

    def _pay(self, _: PayUpkeep, out: list[ev.Event]) -> None:
        upkeep.pay(self.state, out)
        turn.end_phase(self.state, self.dice, out)

    def _propose(self, a: ProposeTrade, out: list[ev.Event]) -> None:
        trade.propose(self.state, a, out)
        self.state.pending = Pending(ANSWER_TRADE, a.receiver)

    def _accept(self, _: AcceptTrade, out: list[ev.Event]) -> None:
        trade.answer(self.state, True, out)
        self._resume(out)

    def _refuse(self, _: RefuseTrade, out: list[ev.Event]) -> None:
        trade.answer(self.state, False, out)
        self._resume(out)

    def _declare(self, a: DeclareRaid, out: list[ev.Event]) -> None:
        raid.declare(self.state, a.target, out)
        self.state.pending = Pending(PEACE, a.target)

    def _decline_peace(self, _: DeclinePeace, out: list[ev.Event]) -> None:
        s = self.state
        assert s.raid is not None
        out.append(ev.PeaceDeclined(s.raid.target))
        raid.pay_fee(s, out)
        assert s.raid is not None
        s.pending = Pending(BATTLE_CARDS, s.raid.raider)

    def _roll(self, _: RollRaid, out: list[ev.Event]) -> None:
        raid.roll(self.state, self.dice, out)
        self._after_casualty(out)

    def _casualty(self, a: ChooseCasualty, out: list[ev.Event]) -> None:
        raid.choose(self.state, a.card, out)
        self._after_casualty(out)

    def _after_casualty(self, out: list[ev.Event]) -> None:
        pending = raid.resolve(self.state, self.dice, out)
        if pending is not None:
            self.state.pending = pending
        else:
            self._resume(out)


_Handler = Callable[[Game, Action, list[ev.Event]], None]
_A = TypeVar("_A", bound=Action)


def _handles(
    kind: type[_A], handler: Callable[[Game, _A, list[ev.Event]], None]
) -> tuple[type[Action], _Handler]:
    """One row of the table: mypy checks that ``handler`` takes exactly ``kind``. The table is
    looked up by ``type(action)`` (exact types), so the handler only ever receives a ``kind``."""
    return kind, cast(_Handler, handler)


_HANDLERS: dict[type[Action], _Handler] = dict(
    [
        _handles(EndPhase, Game._end_phase),
        _handles(DiscardCard, Game._discard),
        _handles(PlayCard, Game._play_card),
        _handles(PlayHardship, Game._hardship),
        _handles(PlayOppression, Game._oppression),
        _handles(PlayFire, Game._fire),
        _handles(DismissCombatant, Game._dismiss),
        _handles(PayUpkeep, Game._pay),
        _handles(ProposeTrade, Game._propose),
        _handles(AcceptTrade, Game._accept),
        _handles(RefuseTrade, Game._refuse),
        _handles(DeclareRaid, Game._declare),
        _handles(DeclinePeace, Game._decline_peace),
        _handles(RollRaid, Game._roll),
        _handles(ChooseCasualty, Game._casualty),
    ]
)

# The engine offers the typed seam the code above it uses (kernel/contract.py).
_RULES: type[SeatViews[Action, ev.Event, Pending, SeatView]] = Game
