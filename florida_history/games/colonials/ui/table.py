"""The Colonials table as one widget: the table view, the decision buttons beside it, the
pass screen (C4) and the trade dialog, driven by the engine. People decide with buttons and
keys; computer players are stepped one decision at a time (``step``), so a developer preview
or a test can watch every move.

Secrecy: a hand is drawn only for the seat that last confirmed the pass screen, and only
while that seat is the one deciding (or is the only person at the table). When several
people play, any change of deciding person shows "Pass to <name>" first, and while a
computer decides no hand is shown at all.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Iterable

from florida_history.games.colonials.ai.choice import Bot
from florida_history.games.colonials.engine.actions import Action, ProposeTrade
from florida_history.games.colonials.engine.game import Game
from florida_history.games.colonials.engine.state import ANSWER_TRADE, PEACE
from florida_history.games.colonials.names import power, power_label, winners_fields
from florida_history.games.colonials.ui.decision_panel import ColonialsDecisionPanel
from florida_history.games.colonials.ui.options import TRADE_DIALOG, Choice, decision
from florida_history.games.colonials.ui.pass_screen import PassScreen
from florida_history.games.colonials.ui.table_view import TableView
from florida_history.games.colonials.ui.trade_dialog import TradeDialog
from florida_history.games.colonials.words import _
from florida_history.ui import theme as th
from florida_history.ui.scroll import ScrollFrame


class ColonialsTable(tk.Frame):
    def __init__(
        self,
        master: tk.Misc,
        game: Game,
        humans: Iterable[str],
        bots: dict[str, Bot] | None = None,
        classroom: bool = True,
        names: dict[str, str] | None = None,
    ) -> None:
        super().__init__(master, background=th.BG)
        self.game = game
        self.humans = [p for p in game.state.config.seating if p in set(humans)]
        self.bots = bots or {}
        missing = [p for p in game.state.config.seating if p not in self.humans + list(self.bots)]
        if missing:
            raise ValueError(f"no player for {', '.join(missing)}")
        self.classroom = classroom
        # Each power's player as the pass screen names them ("Ana (English)", C4).
        self.names = {p: (names or {}).get(p) or power_label(p) for p in game.state.config.seating}
        self.view = TableView(self, classroom)
        # The students' own names for the table's sentences; a colony nobody named stays
        # "the French" there.
        self.view.names = {
            p: n.split(" (", 1)[0] for p, n in self.names.items() if n != power_label(p)
        }
        self.view.pack(fill="both", expand=True)
        self.side_scroll = ScrollFrame(self.view.side, background=th.PANEL_BG, always_bar=True)
        self.side_scroll.pack(fill="both", expand=True)
        self.panel = ColonialsDecisionPanel(self.side_scroll.body, self.apply, self._open)
        self.panel.pack(fill="both", expand=True)
        self.pass_screen = PassScreen(self, self._ready)
        self.trade = TradeDialog(self, self._traded)
        self.revealed: str | None = None  # the seat whose hand may be shown
        # The person last handed the screen: while a computer answers their trade offer
        # (or their raid's Peace prompt), nobody else came to the screen, so no pass is needed
        # when the decision comes back to them.
        self.at_screen: str | None = None
        # Each card's key while one person decides in one phase (see ``options.decision``).
        self.card_keys: dict[int, str] = {}
        self.keys_moment: tuple[object, ...] = ()
        self.note = ""  # why the phase changed by itself (shown with the next decision)
        self.log: list[str] = []  # computer players' moves and reasons, newest last
        self.winfo_toplevel().bind("<Key>", self._key, add="+")
        self.refresh()

    # --- whose screen ------------------------------------------------------------------------

    @property
    def deciding(self) -> str | None:
        return self.game.current_player

    def _needs_pass(self, seat: str) -> bool:
        return len(self.humans) > 1 and self.revealed != seat and self.at_screen != seat

    def refresh(self) -> None:
        """Draw the table for the decision now pending."""
        seat = self.deciding
        if self.game.is_over or seat is None:
            self.revealed = self.humans[0] if len(self.humans) == 1 else None
            self._draw(None)
            self.panel.clear(self._game_over_words())
            return
        if seat in self.bots:
            if len(self.humans) != 1:
                self.revealed = None  # nobody's hand while a computer plays
            self._draw(None)
            self.panel.clear(
                _("The %(power)s (computer) is thinking\u2026") % {"power": power(seat)}
            )
            return
        if self._needs_pass(seat):
            self.revealed = None
            self._draw(None)
            self.panel.clear("")
            kind = self.game.pending.kind
            reason = ""
            if kind == ANSWER_TRADE:
                reason = _("A trade is offered to you.")
            elif kind == PEACE:
                reason = _("You are being raided!")
            self.pass_screen.cover(seat, reason, self.names[seat])
            return
        self.revealed = seat
        self.at_screen = seat
        self._draw(seat)
        self.panel.compact = self.view.compact
        moment = (seat, self.game.pending.kind, self.game.state.turns)
        if moment != self.keys_moment:  # another person, phase or turn: keys from 1 again
            self.keys_moment, self.card_keys = moment, {}
        shown = decision(self.game, self.classroom, self.card_keys)
        if self.note:
            shown.detail = f"{self.note}\n{shown.detail}".strip()
        self.panel.show(shown)

    def rescale(self) -> None:
        """The text size changed: the table is kept and takes the new size in place
        (rebuilding it was most of a Ctrl+plus); ``refresh`` draws it after. An open trade
        offer and the pass screen go, as with a new table."""
        if self.trade.is_open:
            try:
                focused = self.focus_get()
            except (KeyError, tk.TclError):
                focused = None
            if focused is not None and str(focused).startswith(f"{self.trade}."):
                self.winfo_toplevel().focus_set()  # not left in a hidden entry
            self.trade.close()
        self.pass_screen.rescale()
        self.view.rescale()
        self.side_scroll.canvas.yview_moveto(0)

    def _draw(self, decider: str | None) -> None:
        shown = self.revealed
        if len(self.humans) == 1:
            shown = self.humans[0]
        seat = shown or decider or self.game.state.active_player.power
        self.view.show(self.game.view(seat), reveal_hand=shown is not None)

    def _ready(self, seat: str) -> None:
        self.revealed = seat
        self.refresh()

    def _game_over_words(self) -> str:
        winners = getattr(self.game.state, "winners", None) or []
        if not winners:
            return _("Game over.")
        # Translators: %(Winners)s is %(winners)s with a capital first letter.
        return _("Game over. %(Winners)s won!") % winners_fields(winners)

    # --- decisions ----------------------------------------------------------------------------

    def apply(self, action: Action) -> None:
        self.game.apply_action(action)
        self.refresh()

    def _open(self, choice: Choice) -> None:
        if choice.opens == TRADE_DIALOG:
            self.trade.open(self.game, self.classroom)

    def _traded(self, proposal: ProposeTrade | None) -> None:
        if proposal is None:
            self.refresh()
        else:
            self.apply(proposal)

    def step(self) -> bool:
        """Let the computer player whose decision is pending make it; False if none is."""
        seat = self.deciding
        if seat is None or seat not in self.bots or self.game.is_over:
            return False
        choice = self.bots[seat].choose(self.game)
        self.log.append(f"{power_label(seat)}: {choice.reason}")
        self.apply(choice.action)
        return True

    def _key(self, event: tk.Event) -> None:
        key = str(event.keysym)
        if self.pass_screen.covering:
            if key.lower() in ("space", "return", "kp_enter"):
                self.pass_screen.ready()
            return
        if self.trade.is_open:
            self.trade.handle_key(key)
            return
        if isinstance(event.widget, tk.Entry | tk.Spinbox):
            return
        self.panel.handle_key(key)
