"""The rules of Colonial Florida: one checked door (``apply_action``) and one query
(``legal_actions``) used alike by the UI and the computer players.

A ``Game`` couples a ``GameState`` with the injected ``Dice``. Every call to ``apply_action``
checks the action against ``legal_actions`` first, so an illegal action raises
``IllegalActionError`` and changes nothing; a legal one mutates the state and returns the
past-tense events that describe what happened. ``clone`` gives an independent copy (used by the
look-ahead bot). A game remembers its starting dice and every action applied, so ``to_dict``
saves the setup and the actions, and ``from_dict`` replays them through the rules
(``replay.py``): a reopened game is exactly the one saved, future dice included.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.engine.actions import (
    Action,
    ChooseDie,
    ChooseLoss,
    CommitCombatant,
    Continue,
    DeclineAttack,
    EndTurn,
    LaunchAttack,
    MoveCombatant,
    NoTransfer,
    Roll,
    TransferCombatant,
)
from florida_history.games.colonial_florida.engine.board import (
    SETTLEMENTS,
    adjacent_settlements,
    path_clockwise,
    path_counterclockwise,
)
from florida_history.games.colonial_florida.engine.cards import DECK
from florida_history.games.colonial_florida.engine.income import _CACHE as _INCOME
from florida_history.games.colonial_florida.engine.income import cached_income
from florida_history.games.colonial_florida.engine.state import (
    ATTACK,
    CHOOSE_DIE,
    CHOOSE_LOSS,
    FIXED_ORDER,
    GAME_OVER,
    HEAD_START_SETTLEMENTS,
    MOVE,
    PHASE,
    PHASES,
    POWERS,
    ROLL,
    TRANSFER,
    GameConfig,
    GameState,
    Hazard,
    Pending,
    Phase,
    PlayerState,
    SettlementState,
    new_state,
)
from florida_history.kernel.contract import Rules
from florida_history.kernel.dice import Dice, SeededDice, dice_start_dict

_IS_COMBATANT = tuple(k.is_combatant for k in DECK)
_IS_FORTRESS = tuple(k.is_fortress for k in DECK)
_CAN_ATTACK = tuple(k.can_attack for k in DECK)
_IS_MOVABLE = tuple(k.is_movable for k in DECK)
_SLUG = tuple(k.slug for k in DECK)

# How many dice each hazard moves by (R7-R10).
HAZARD_MOVE_DICE: dict[str, int] = {"hurricane": 3, "pirate": 2, "native_raid": 1, "disease": 1}


class IllegalActionError(ValueError):
    """The action is not among ``legal_actions()``; nothing was changed."""


class Game:
    def __init__(self, state: GameState, dice: Dice) -> None:
        self.state = state
        self.dice = dice
        # What a save replays: the dice before the first shuffle and every action since.
        # None for a game not started by ``new`` (e.g. a look-ahead copy): it cannot be saved.
        self.start_dice: dict[str, Any] | None = None
        self.actions: list[Action] | None = None

    # --- creation and copies ---------------------------------------------------------------

    @classmethod
    def new(cls, config: GameConfig, dice: Dice | None = None) -> Game:
        """Set up a game (R3) and shuffle the deck with the game's dice (R5)."""
        state = new_state(config)
        dice = dice if dice is not None else SeededDice(config.seed)
        start_dice = dice_start_dict(dice)
        dice.shuffle(state.deck)
        state.round = 1
        state.phase = PHASES[0]
        state.pending = Pending(PHASE)
        game = cls(state, dice)
        game.start_dice = start_dice
        game.actions = []
        return game

    def clone(self) -> Game:
        s = self.state
        state = GameState(
            config=s.config,
            players=[PlayerState(p.power, p.pawn, p.gold, p.markers) for p in s.players],
            settlements={
                n: SettlementState(st.owner, st.raze, list(st.cards))
                for n, st in s.settlements.items()
            },
            hazards=dict(s.hazards),
            deck=list(s.deck),
            discard=list(s.discard),
            round=s.round,
            phase=s.phase,
            turn=s.turn,
            pending=s.pending,  # frozen-in-practice: replaced, never mutated
            moved=list(s.moved),
            winners=s.winners,
            win_reason=s.win_reason,
            gold_history=[list(r) for r in s.gold_history],
        )
        return Game(state, self.dice.clone())

    def snapshot(self) -> dict[str, Any]:
        """The whole position as JSON (state and dice): what a save's digest is taken of."""
        return {"state": self.state.to_dict(), "dice": self.dice.to_dict()}

    def to_dict(self) -> dict[str, Any]:
        """The save: setup, actions and a digest of the position they lead to."""
        from florida_history.games.colonial_florida.engine.replay import save_game

        return save_game(self)

    @classmethod
    def from_dict(cls, data: Any) -> Game:
        """Replay a save; raise StateError with one clear sentence if anything is off."""
        from florida_history.games.colonial_florida.engine.replay import load_game

        return load_game(data)

    # --- queries ---------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.state.pending.kind == GAME_OVER

    @property
    def pending(self) -> Pending:
        return self.state.pending

    @property
    def current_player(self) -> str | None:
        return self.state.pending.player

    def legal_actions(self) -> list[Action]:
        s = self.state
        p = s.pending
        kind = p.kind
        if kind == PHASE:
            return [Continue()]
        if kind == ROLL:
            return [Roll()]
        if kind == CHOOSE_DIE:
            if len(p.dice) == 2:  # the two movement dice: the common case, without sorting
                a, b = p.dice
                if a == b:
                    return [_CHOOSE_DIE[a]]
                if a > b:
                    a, b = b, a
                return [_CHOOSE_DIE[a], _CHOOSE_DIE[b]]
            return [ChooseDie(v) for v in sorted(set(p.dice))]
        if kind == ATTACK:
            assert p.player is not None and p.space is not None
            options: list[Action] = [DeclineAttack()]
            if p.committed:
                options.append(LaunchAttack())
            options.extend(
                CommitCombatant(card)
                for card in self._distinct(
                    [c for c, _ in self.attack_pool(p.player, p.space) if c not in p.committed]
                )
            )
            return options
        if kind == CHOOSE_LOSS:
            return [ChooseLoss(c) for c in p.candidates]
        if kind == TRANSFER:
            return [NoTransfer(), *(TransferCombatant(c) for c in self._distinct(p.committed))]
        if kind == MOVE:
            assert p.player is not None
            return [*self._move_options(p.player), EndTurn()]
        return []

    def is_legal(self, action: Action) -> bool:
        # Fast answers for the three commonest decisions (same result as building the list).
        p = self.state.pending
        kind = p.kind
        if kind == PHASE:
            return type(action) is Continue
        if kind == ROLL:
            return type(action) is Roll
        if kind == CHOOSE_DIE:
            return type(action) is ChooseDie and action.value in p.dice
        return action in self.legal_actions()

    def card_location(self, card: int) -> int | None:
        for n, st in self.state.settlements.items():
            if card in st.cards:
                return n
        return None

    def attack_pool(self, power: str, target: int) -> list[tuple[int, int]]:
        """R16: (card, settlement) for every combatant that may join an attack on ``target``."""
        pool: list[tuple[int, int]] = []
        # The table for a settlement; ``adjacent_settlements`` says why anything else is refused.
        for adj in _ADJACENT.get(target) or adjacent_settlements(target):
            st = self.state.settlements[adj]
            if st.owner == power:
                pool.extend((c, adj) for c in st.cards if _CAN_ATTACK[c])
        return pool

    def can_attack(self, power: str, target: int) -> bool:
        st = self.state.settlements[target]
        return st.owner is not None and st.owner != power and bool(self.attack_pool(power, target))

    def defenders(self, space: int) -> list[int]:
        """R15/R16: Y counts every combatant card attached, Fortresses included."""
        return [c for c in self.state.settlements[space].cards if _IS_COMBATANT[c]]

    def _distinct(self, cards: list[int] | tuple[int, ...]) -> list[int]:
        """One representative card per (kind, settlement): identical choices are one option."""
        seen: set[tuple[str, int | None]] = set()
        out = []
        for c in sorted(cards):
            key = (_SLUG[c], self.card_location(c))
            if key not in seen:
                seen.add(key)
                out.append(c)
        return out

    def _move_options(self, power: str) -> list[MoveCombatant]:
        s = self.state
        options: list[MoveCombatant] = []
        seen: set[tuple[str, int, int]] = set()
        for n, st in s.settlements.items():
            if st.owner != power:
                continue
            movable = [c for c in st.cards if _IS_MOVABLE[c] and c not in s.moved]
            if not movable:
                continue
            targets = [a for a in adjacent_settlements(n) if s.settlements[a].owner == power]
            for card in sorted(movable):
                for to in targets:
                    key = (_SLUG[card], n, to)
                    if key not in seen:
                        seen.add(key)
                        options.append(MoveCombatant(card, to))
        return options

    def _can_move(self, power: str) -> bool:
        """Whether ``_move_options(power)`` would offer anything (without listing it)."""
        s = self.state
        settlements = s.settlements
        moved = s.moved
        for n, st in settlements.items():
            cards = st.cards
            # Most settlements hold no card at all: skipped before any call.
            if not cards or st.owner != power or _MOVABLE.isdisjoint(cards):
                continue
            if moved and all(c in moved for c in cards if _IS_MOVABLE[c]):
                continue
            left, right = _ADJACENT[n]
            if settlements[left].owner == power or settlements[right].owner == power:
                return True
        return False

    # --- the one door ----------------------------------------------------------------------

    def apply_action(self, action: Action) -> list[ev.AnyEvent]:
        # The three commonest decisions are checked inline (same answer as ``is_legal`` after
        # ``_exact_types``): this door is passed for every action of every simulated game.
        cls = type(action)
        p = self.state.pending
        kind = p.kind
        if kind == PHASE:
            legal = cls is Continue
        elif kind == ROLL:
            legal = cls is Roll
        elif kind == CHOOSE_DIE:
            legal = (
                type(action) is ChooseDie and type(action.value) is int and action.value in p.dice
            )
        else:
            legal = _exact_types(action) and self.is_legal(action)
        if not legal:
            raise IllegalActionError(self._why_illegal(action))
        out: list[ev.AnyEvent] = []
        _HANDLERS[cls](self, action, out)
        if self.actions is not None:
            self.actions.append(action)
        return out

    def _why_illegal(self, action: Action) -> str:
        p = self.state.pending
        who = f" for {p.player}" if p.player else ""
        legal = ", ".join(a.type for a in self.legal_actions()) or "nothing (the game is over)"
        return (
            f"{action!r} is not allowed now: the game is waiting for a {p.kind!r} decision{who}; "
            f"allowed: {legal}"
        )

    # --- phases 1-6 ------------------------------------------------------------------------

    def _continue(self, _: Continue, out: list[ev.AnyEvent]) -> None:
        s = self.state
        phase = s.phase
        if phase == "rebuild":
            if s.round == 1 and s.config.head_start:  # round 1's first step: played once
                self._head_start(out)
            out.append(ev.RoundStarted(s.round))
        out.append(ev.PhaseStarted(s.round, phase))
        if phase == "rebuild":
            self._rebuild(out)
        elif phase == "hurricane":
            self._hurricane(out)
        elif phase in ("pirate", "native_raid"):
            self._raid_phase(phase, out)
        elif phase == "disease":
            self._disease(out)
        elif phase == "income":
            self._income(out)
            if s.pending.kind == GAME_OVER:
                return
            s.phase = "action"
            out.append(ev.PhaseStarted(s.round, "action"))
            s.turn = s.config.first_seat(s.round)
            self._start_turn(out)
            return
        s.phase = _NEXT_PHASE[phase]
        s.pending = _PHASE_PENDING

    def _head_start(self, out: list[ev.AnyEvent]) -> None:
        """R25a: before round 1 each power founds its first settlement, then each, in round
        1's turn order, draws one card for it (R5, R19)."""
        s = self.state
        order = [s.players[seat] for seat in s.config.round_order(1)]
        for player in order:
            space = HEAD_START_SETTLEMENTS[player.power]
            player.markers -= 1
            s.settlements[space].owner = player.power
            out.append(ev.HeadStartFounded(player.power, space))
        for player in order:
            self._draw(player.power, HEAD_START_SETTLEMENTS[player.power], out)

    def _rebuild(self, out: list[ev.AnyEvent]) -> None:
        """R6: every razed settlement loses exactly one Raze marker."""
        for n, st in self.state.settlements.items():
            if st.raze > 0:
                st.raze -= 1
                out.append(ev.RazeMarkersRemoved(n, 1, st.raze, "rebuild"))

    def _move_hazard(self, hazard: Hazard, out: list[ev.AnyEvent]) -> int | None:
        """Move a hazard counterclockwise by its dice; return the settlement struck, if any."""
        roll = self.dice.roll
        n = HAZARD_MOVE_DICE[hazard]
        if n == 1:
            steps = roll(6)
            dice: tuple[int, ...] = (steps,)
        else:  # 2 or 3 dice, drawn left to right (a comprehension costs a call on 3.11)
            dice = (roll(6), roll(6)) if n == 2 else (roll(6), roll(6), roll(6))
            steps = sum(dice)
        hazards = self.state.hazards
        start = hazards[hazard]
        path = _CCW_PATHS.get((start, steps)) or _ccw_path(start, steps)
        end = path[-1]
        hazards[hazard] = end
        struck = end % 3 == 0  # is_settlement, inlined: this runs four times a round
        out.append(ev.HazardMoved(hazard, start, end, path, dice, struck))
        return end if struck else None

    def _place_raze(self, space: int, cause: str, out: list[ev.AnyEvent]) -> None:
        count = self.dice.roll(6)
        st = self.state.settlements[space]
        st.raze += count
        out.append(ev.DiceRolled("raze", (count,), None, space))
        out.append(ev.RazeMarkersPlaced(space, count, st.raze, cause))

    def _discard(self, space: int, card: int) -> None:
        self.state.settlements[space].cards.remove(card)
        self.state.discard.append(card)

    def _hurricane(self, out: list[ev.AnyEvent]) -> None:
        """R7 (and R20): Raze markers, then a d6 per attached card; a 1 destroys it."""
        space = self._move_hazard("hurricane", out)
        if space is None:
            return
        self._place_raze(space, "hurricane", out)
        st = self.state.settlements[space]
        for card in list(st.cards):
            roll = self.dice.roll(6)
            fortress = _IS_FORTRESS[card]
            lost = roll == 1 and not fortress
            out.append(ev.CardChecked(space, card, roll, lost, roll == 1 and fortress, "hurricane"))
            if lost:
                self._discard(space, card)
                out.append(ev.CardDestroyed(space, card, st.owner, "hurricane"))

    def _disease(self, out: list[ev.AnyEvent]) -> None:
        """R10 (and R20): Raze markers, then a d6 per combatant; 1-2 kills it."""
        space = self._move_hazard("disease", out)
        if space is None:
            return
        self._place_raze(space, "disease", out)
        st = self.state.settlements[space]
        for card in [c for c in st.cards if _IS_COMBATANT[c]]:
            roll = self.dice.roll(6)
            fortress = _IS_FORTRESS[card]
            lost = roll <= 2 and not fortress
            out.append(ev.CardChecked(space, card, roll, lost, roll <= 2 and fortress, "disease"))
            if lost:
                self._discard(space, card)
                out.append(ev.CombatantKilled(space, card, st.owner, "disease"))

    def _raid_phase(self, hazard: Hazard, out: list[ev.AnyEvent]) -> None:
        """R8/R9: a landing on a settlement is a raid by 1D3 raiders (R15)."""
        space = self._move_hazard(hazard, out)
        if space is not None:
            self._raid(space, hazard, out)

    def _throw(self, attackers: int, defenders: int, space: int, out: list[ev.AnyEvent]) -> bool:
        """Both pools roll; ties are rerolled (R15, R16). True if the attacking side wins."""
        roll = self.dice.roll
        while True:
            a = tuple([roll(6) for _ in range(attackers)])
            d = tuple([roll(6) for _ in range(defenders)])
            ta, td = sum(a), sum(d)
            out.append(ev.CombatRolled(space, a, d, ta, td, ta == td))
            if ta != td:
                return ta > td

    def _raid(self, space: int, hazard: Hazard, out: list[ev.AnyEvent]) -> None:
        """R15: raiders roll (1 + raiders)D6 against the settlement's (2 + Y)D6."""
        s = self.state
        st = s.settlements[space]
        raiders = self.dice.roll(3)
        defenders = self.defenders(space)
        out.append(ev.DiceRolled("raiders", (raiders,), None, space))
        out.append(ev.RaidStarted(space, hazard, raiders, st.owner, len(defenders)))
        raiders_won = self._throw(1 + raiders, 2 + len(defenders), space, out)
        if raiders_won:
            for card in defenders:
                if not _IS_FORTRESS[card]:
                    self._discard(space, card)
                    out.append(ev.CombatantKilled(space, card, st.owner, "raid"))
            self._place_raze(space, hazard, out)
        else:
            roll = self.dice.roll(6)
            out.append(ev.DiceRolled("winner-loss", (roll,), st.owner, space))
            losable = [c for c in defenders if not _IS_FORTRESS[c]]
            if roll <= 3 and losable and len(defenders) >= 2:
                # Raids are automatic: the most recently attached losable combatant is lost.
                card = losable[-1]
                self._discard(space, card)
                out.append(ev.CombatantKilled(space, card, st.owner, "raid"))
        out.append(ev.RaidResolved(space, hazard, not raiders_won, st.owner))

    def _income(self, out: list[ev.AnyEvent]) -> None:
        """R11-R14: pay every settlement's owner, then check for a winner."""
        s = self.state
        standing: dict[int, list[str]] = {}  # space -> powers whose pawn is there, seat order
        for p in s.players:
            standing.setdefault(p.pawn, []).append(p.power)
        # Each owner's settlements in number order, gathered in one pass over the board.
        owned: dict[str | None, list[tuple[int, SettlementState]]] = {
            p.power: [] for p in s.players
        }
        settlements = s.settlements
        for n in SETTLEMENTS:
            st = settlements[n]
            if st.owner is not None:
                owned[st.owner].append((n, st))
        for player in s.players:
            power = player.power
            total = 0
            for n, st in owned[power]:
                if st.raze > 0:
                    out.append(ev.IncomeWithheld(power, n, "razed"))
                    continue
                here = standing.get(n)
                if here is not None:
                    occupier = next((who for who in here if who != power), None)
                    if occupier is not None:
                        out.append(ev.IncomeWithheld(power, n, "occupied", occupier))
                        continue
                hand = tuple(st.cards)
                b = _INCOME.get(hand) or cached_income(hand)
                total += b.total
                out.append(
                    ev.IncomePaid(
                        power,
                        n,
                        b.total,
                        b.base,
                        b.cards,
                        b.labor_bonus,
                        b.pair_bonus,
                        b.cutthroats,
                        hand,
                    )
                )
            player.gold += total
            out.append(ev.GoldChanged(power, total, player.gold))
        target = s.config.target_gold
        reached = [p for p in s.players if p.gold >= target]
        if reached:
            self._finish([p.power for p in reached], "target", out)

    def _finish(self, candidates: list[str], reason: str, out: list[ev.AnyEvent]) -> None:
        """R14: most gold among the candidates wins; an exact tie is a shared win."""
        s = self.state
        best = max(s.player(c).gold for c in candidates)
        s.winners = tuple(c for c in candidates if s.player(c).gold == best)
        s.win_reason = reason
        s.pending = Pending(GAME_OVER)
        s.gold_history.append([p.gold for p in s.players])
        out.append(ev.GameWon(s.winners, reason, {p.power: p.gold for p in s.players}))

    # --- the action phase ------------------------------------------------------------------

    def _start_turn(self, out: list[ev.AnyEvent]) -> None:
        """Begin the current seat's turn, skipping (R17) those on a hazard's space."""
        s = self.state
        while True:
            player = s.players[s.turn]
            out.append(ev.TurnStarted(player.power, player.pawn))
            if player.pawn not in s.hazards.values():
                s.pending = _ROLL_PENDING.get(player.power) or Pending(ROLL, player.power)
                return
            here = tuple(h for h, at in s.hazards.items() if at == player.pawn)
            out.append(ev.TurnSkipped(player.power, player.pawn, here))
            out.append(ev.TurnEnded(player.power))
            if not self._pass_turn():
                self._end_round(out)
                return

    def _pass_turn(self) -> bool:
        """Hand the turn to the next seat; False once every seat has had its turn this round."""
        s = self.state
        if s.config.turn_order == FIXED_ORDER:  # the sheet's order, the common case: fast
            s.turn += 1
            return s.turn < len(s.players)
        order = s.config.round_order(s.round)
        place = order.index(s.turn) + 1
        if place == len(order):
            return False
        s.turn = order[place]
        return True

    def _end_round(self, out: list[ev.AnyEvent]) -> None:
        s = self.state
        limit = s.config.round_limit
        if limit is not None and s.round >= limit:
            self._finish([p.power for p in s.players], "round-limit", out)
            return
        s.gold_history.append([p.gold for p in s.players])
        s.round += 1
        s.phase = PHASES[0]
        s.turn = 0
        s.pending = _PHASE_PENDING

    def _roll(self, _: Roll, out: list[ev.AnyEvent]) -> None:
        power = self.state.pending.player
        assert power is not None
        roll = self.dice.roll
        dice = (roll(6), roll(6))
        out.append(ev.MoveDiceRolled(power, dice))
        self.state.pending = _CHOOSE_DIE_PENDING[power][dice]

    def _choose_die(self, action: ChooseDie, out: list[ev.AnyEvent]) -> None:
        """R18: move clockwise by the chosen die, then resolve the space landed on."""
        s = self.state
        power = s.pending.player
        assert power is not None
        player = s.player(power)
        start = player.pawn
        path = _CW_PATHS.get((start, action.value)) or _cw_path(start, action.value)
        space = player.pawn = path[-1]
        out.append(ev.PawnMoved(power, start, space, path, action.value))
        if space % 3:  # not a settlement (is_settlement, inlined)
            self._after_landing(power, out)
            return
        st = s.settlements[space]
        if st.owner is None:
            if player.markers > 0:
                player.markers -= 1
                st.owner = power
                out.append(ev.SettlementFounded(power, space))
                if s.config.founders_card:  # R25b: the founder draws a card for it too
                    self._draw(power, space, out)
            else:
                out.append(ev.FoundingFailed(power, space, "no control markers left"))
        elif st.owner == power:
            if st.raze > 0:
                roll = self.dice.roll(6)
                removed = min(roll, st.raze)
                st.raze -= removed
                out.append(ev.DiceRolled("clear-raze", (roll,), power, space))
                out.append(ev.RazeMarkersRemoved(space, removed, st.raze, "pawn"))
            if st.raze == 0:
                self._draw(power, space, out)
            else:
                out.append(ev.NoCardDrawn(power, space, "razed"))
        elif self.can_attack(power, space):
            out.append(ev.AttackAvailable(power, space, st.owner))
            s.pending = Pending(ATTACK, power, space=space)
            return
        self._after_landing(power, out)

    def _draw(self, power: str, space: int, out: list[ev.AnyEvent]) -> None:
        """R5/R19: draw one card (reshuffling the discards if the deck is empty) and attach it."""
        s = self.state
        if not s.deck and s.discard:
            s.deck = s.discard
            s.discard = []
            self.dice.shuffle(s.deck)
            out.append(ev.DeckReshuffled(len(s.deck)))
        if not s.deck:
            out.append(ev.NoCardDrawn(power, space, "deck-empty"))
            return
        card = s.deck.pop()
        s.settlements[space].cards.append(card)
        out.append(ev.CardDrawn(power, space, card))

    def _commit(self, action: CommitCombatant, out: list[ev.AnyEvent]) -> None:
        p = self.state.pending
        assert p.player is not None
        location = self.card_location(action.card)
        assert location is not None
        self.state.pending = Pending(
            ATTACK, p.player, space=p.space, committed=(*p.committed, action.card)
        )
        out.append(ev.CombatantCommitted(p.player, action.card, location))

    def _decline(self, _: DeclineAttack, out: list[ev.AnyEvent]) -> None:
        p = self.state.pending
        assert p.player is not None and p.space is not None
        out.append(ev.AttackDeclined(p.player, p.space))
        self._after_landing(p.player, out)

    def _launch(self, _: LaunchAttack, out: list[ev.AnyEvent]) -> None:
        """R16: (1 + X)D6 against (2 + Y)D6; the loser loses everything that fought."""
        s = self.state
        p = s.pending
        attacker, space, committed = p.player, p.space, p.committed
        assert attacker is not None and space is not None
        st = s.settlements[space]
        defender = st.owner
        assert defender is not None
        defenders = self.defenders(space)
        out.append(ev.AttackStarted(attacker, defender, space, committed, tuple(defenders)))
        attacker_won = self._throw(1 + len(committed), 2 + len(defenders), space, out)
        out.append(ev.AttackResolved(attacker, defender, space, attacker_won))
        if attacker_won:
            for card in defenders:
                if not _IS_FORTRESS[card]:
                    self._discard(space, card)
                    out.append(ev.CombatantKilled(space, card, defender, "battle"))
            winner, fought = attacker, list(committed)
        else:
            for card in committed:
                where = self.card_location(card)
                assert where is not None
                self._discard(where, card)
                out.append(ev.CombatantKilled(where, card, attacker, "battle"))
            winner, fought = defender, defenders
        roll = self.dice.roll(6)
        out.append(ev.DiceRolled("winner-loss", (roll,), winner, space))
        survivors = tuple(committed) if attacker_won else ()
        losable = [c for c in fought if not _IS_FORTRESS[c]]
        if roll <= 3 and losable and len(fought) >= 2:
            options = self._distinct(losable)
            if len(options) > 1:
                s.pending = Pending(
                    CHOOSE_LOSS,
                    winner,
                    space=space,
                    committed=survivors,
                    candidates=tuple(options),
                    attacker_won=attacker_won,
                )
                return
            survivors = self._lose(options[0], winner, survivors, out)
        self._after_battle(attacker, defender, space, attacker_won, survivors, out)

    def _lose(
        self, card: int, owner: str, survivors: tuple[int, ...], out: list[ev.AnyEvent]
    ) -> tuple[int, ...]:
        where = self.card_location(card)
        assert where is not None
        self._discard(where, card)
        out.append(ev.CombatantKilled(where, card, owner, "battle"))
        return tuple(c for c in survivors if c != card)

    def _choose_loss(self, action: ChooseLoss, out: list[ev.AnyEvent]) -> None:
        p = self.state.pending
        assert p.player is not None and p.space is not None
        survivors = self._lose(action.card, p.player, p.committed, out)
        st = self.state.settlements[p.space]
        if p.attacker_won:
            attacker, defender = p.player, st.owner
        else:
            attacker = self.state.players[self.state.turn].power
            defender = p.player
        assert defender is not None
        self._after_battle(attacker, defender, p.space, p.attacker_won, survivors, out)

    def _after_battle(
        self,
        attacker: str,
        defender: str,
        space: int,
        attacker_won: bool,
        survivors: tuple[int, ...],
        out: list[ev.AnyEvent],
    ) -> None:
        s = self.state
        if attacker_won:
            st = s.settlements[space]
            s.player(defender).markers += 1
            s.player(attacker).markers -= 1
            st.owner = attacker
            out.append(ev.SettlementConquered(space, defender, attacker))
            if survivors:
                s.pending = Pending(TRANSFER, attacker, space=space, committed=survivors)
                return
        self._after_landing(attacker, out)

    def _transfer(self, action: TransferCombatant, out: list[ev.AnyEvent]) -> None:
        p = self.state.pending
        assert p.player is not None and p.space is not None
        where = self.card_location(action.card)
        assert where is not None
        self.state.settlements[where].cards.remove(action.card)
        self.state.settlements[p.space].cards.append(action.card)
        out.append(ev.CombatantTransferred(p.player, action.card, where, p.space))
        self._after_landing(p.player, out)

    def _no_transfer(self, _: NoTransfer, out: list[ev.AnyEvent]) -> None:
        p = self.state.pending
        assert p.player is not None
        self._after_landing(p.player, out)

    def _after_landing(self, power: str, out: list[ev.AnyEvent]) -> None:
        """R21: offer movable-combatant moves; with none possible the turn simply ends."""
        if self._can_move(power):
            self.state.pending = Pending(MOVE, power)
        else:
            self._end_turn_for(power, out)

    def _move(self, action: MoveCombatant, out: list[ev.AnyEvent]) -> None:
        s = self.state
        power = s.pending.player
        assert power is not None
        where = self.card_location(action.card)
        assert where is not None
        s.settlements[where].cards.remove(action.card)
        s.settlements[action.to_space].cards.append(action.card)
        s.moved.append(action.card)
        out.append(ev.CombatantMoved(power, action.card, where, action.to_space))
        self._after_landing(power, out)

    def _end_turn(self, _: EndTurn, out: list[ev.AnyEvent]) -> None:
        power = self.state.pending.player
        assert power is not None
        self._end_turn_for(power, out)

    def _end_turn_for(self, power: str, out: list[ev.AnyEvent]) -> None:
        s = self.state
        s.moved = []
        out.append(ev.TurnEnded(power))
        if self._pass_turn():
            self._start_turn(out)
        else:
            self._end_round(out)


# Paths on the ring, by (start, steps): every hazard move and pawn move reuses one of a few
# hundred tuples instead of building its own (events only read them).
_CW_PATHS: dict[tuple[int, int], tuple[int, ...]] = {}
_CCW_PATHS: dict[tuple[int, int], tuple[int, ...]] = {}


def _cw_path(start: int, steps: int) -> tuple[int, ...]:
    key = (start, steps)
    path = _CW_PATHS.get(key)
    if path is None:
        path = _CW_PATHS[key] = tuple(path_clockwise(start, steps))
    return path


def _ccw_path(start: int, steps: int) -> tuple[int, ...]:
    key = (start, steps)
    path = _CCW_PATHS.get(key)
    if path is None:
        path = _CCW_PATHS[key] = tuple(path_counterclockwise(start, steps))
    return path


def _exact_types(action: Action) -> bool:
    """Every field of an action is an ``int`` (not a bool or a float that compares equal)."""
    names = _INT_FIELDS.get(type(action))
    if not names:
        return names is not None  # a known action without fields, or not an action at all
    for name in names:
        if type(getattr(action, name)) is not int:
            return False
    return True


_ADJACENT: dict[int, tuple[int, int]] = {n: adjacent_settlements(n) for n in SETTLEMENTS}
_NEXT_PHASE: dict[str, Phase] = dict(zip(PHASES, PHASES[1:], strict=False))
# Nothing ever changes a Pending once made (the engine replaces it), so the one that only says
# "play the next automatic phase" is shared.
_PHASE_PENDING = Pending(PHASE)
_ROLL_PENDING = {power: Pending(ROLL, power) for power in POWERS}
# Actions, like Pendings, are never changed once made: the six die choices are shared (building
# a record costs a call into Python from C, and every die decision asked for two).
_CHOOSE_DIE = {value: ChooseDie(value) for value in range(1, 7)}
_CHOOSE_DIE_PENDING = {
    power: {(a, b): Pending(CHOOSE_DIE, power, (a, b)) for a in range(1, 7) for b in range(1, 7)}
    for power in POWERS
}
_MOVABLE = frozenset(card for card, movable in enumerate(_IS_MOVABLE) if movable)

_HANDLERS: dict[type[Action], Any] = {
    Continue: Game._continue,
    Roll: Game._roll,
    ChooseDie: Game._choose_die,
    CommitCombatant: Game._commit,
    LaunchAttack: Game._launch,
    DeclineAttack: Game._decline,
    ChooseLoss: Game._choose_loss,
    TransferCombatant: Game._transfer,
    NoTransfer: Game._no_transfer,
    MoveCombatant: Game._move,
    EndTurn: Game._end_turn,
}
_INT_FIELDS: dict[type[Action], tuple[str, ...]] = {
    cls: tuple(f.name for f in dataclasses.fields(cls)) for cls in _HANDLERS
}


# The engine offers the typed seam the code above it uses (kernel/contract.py). Colonial
# Florida has no hidden cards a seat may not see, so it needs no ``view(seat)``.
_RULES: type[Rules[Action, ev.AnyEvent, Pending]] = Game
