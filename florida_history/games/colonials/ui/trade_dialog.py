"""The trade proposal (C25, C26, C41): to whom, which cards from your hand, Gold and
Population you give, Gold and Population you ask for, and a promise in your own words. It
builds a ``ProposeTrade`` and shows the engine's own reason while the offer is not allowed."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable

from florida_history.games.colonials.engine import trade
from florida_history.games.colonials.engine.actions import MAX_PROMISE, ProposeTrade
from florida_history.games.colonials.engine.game import Game
from florida_history.games.colonials.names import power_label, the_power, trade_problem
from florida_history.games.colonials.ui import cardtext
from florida_history.games.colonials.words import _, ngettext
from florida_history.ui import theme as th


class TradeDialog(tk.Frame):
    """Placed over the table; ``on_done`` gets the proposal, or None when cancelled."""

    def __init__(self, master: tk.Misc, on_done: Callable[[ProposeTrade | None], None]) -> None:
        super().__init__(
            master, background=th.PANEL_BG, highlightthickness=5, highlightbackground="#000000"
        )
        self.on_done = on_done
        self.game: Game | None = None
        self.receiver = tk.StringVar(self)
        self.card_vars: dict[int, tk.BooleanVar] = {}
        self.amounts = {
            k: tk.IntVar(self, 0) for k in ("give_gold", "give_pop", "ask_gold", "ask_pop")
        }
        self.promise = tk.StringVar(self)
        self.body = tk.Frame(self, background=th.PANEL_BG)
        self.body.pack(fill="both", expand=True, padx=12, pady=8)
        for var in (self.promise, *self.amounts.values()):
            var.trace_add("write", lambda *a: self.check())
        self.receiver.trace_add("write", lambda *a: self._partner_chosen())
        self.building = False  # the widgets of an opening are being made: nothing to check
        self.range_labels: dict[str, tk.Label] = {}
        self.big = False

    def open(self, game: Game, classroom: bool = True) -> None:
        self.game = game
        opts = game.trade_options()
        assert opts is not None, "the trade dialog opens only while a trade may be offered"
        # The last opening's widgets go; until this one's are made, the variables' traces
        # must not reach them (each opening printed Tk errors to the console).
        self.building = True
        for w in self.body.winfo_children():
            w.destroy()
        self.range_labels = {}

        def label(parent: tk.Misc, text: str, font: str = "fh-body") -> tk.Label:
            return tk.Label(
                parent,
                text=text,
                font=font,
                anchor="w",
                justify="left",
                background=th.PANEL_BG,
                foreground=th.TEXT,
            )

        title_text = ngettext(
            "%(power)s: offer a trade (%(n)d offer left this turn)",
            "%(power)s: offer a trade (%(n)d offers left this turn)",
            opts.proposals_left,
        ) % {"power": power_label(game.state.active_player.power), "n": opts.proposals_left}
        title = label(self.body, title_text, "fh-big")
        title.grid(row=0, column=0, columnspan=4, sticky="w")
        to = label(self.body, _("To:"), "fh-bold")
        to.grid(row=1, column=0, sticky="w")
        # Big text: fewer words and the partners beside "To:" across the whole dialog, so it
        # fits the table (the colonies' names without "the": Spanish ones are longer).
        big = float(getattr(self.winfo_toplevel(), "fh_text_scale", 1.0)) >= 1.5
        self.big = big
        row = tk.Frame(self.body, background=th.PANEL_BG)
        if big:
            row.grid(row=1, column=0, columnspan=4, sticky="w", padx=(to.winfo_reqwidth() + 6, 0))
        else:
            row.grid(row=1, column=1, columnspan=3, sticky="w")
        self.receiver.set(opts.partners[0])
        self.partner_buttons = {}
        for p in opts.partners:
            b = tk.Radiobutton(
                row,
                text=power_label(p) if big else the_power(p),
                value=p,
                variable=self.receiver,
                font="fh-button",
                indicatoron=False,
                padx=10,
                pady=4,
                selectcolor=th.YELLOW,
                background="#FFFFFF",
            )
            b.pack(side="left", padx=3)
            self.partner_buttons[p] = b
        # Cards under their heading, across the whole dialog: long names fit at big text sizes.
        label(self.body, _("You give these cards:"), "fh-bold").grid(
            row=2, column=0, columnspan=4, sticky="w"
        )
        cards = tk.Frame(self.body, background=th.PANEL_BG)
        cards.grid(row=3, column=0, columnspan=4, sticky="w", padx=(12, 0))
        self.card_vars = {}
        self.card_buttons = {}
        for i, c in enumerate(opts.cards):
            var = tk.BooleanVar(self, False)
            var.trace_add("write", lambda *a: self.check())
            check = tk.Checkbutton(
                cards,
                text=cardtext.name(c, classroom)
                if big
                else f"{cardtext.name(c, classroom)} ({cardtext.type_line(c)})",
                variable=var,
                font="fh-body",
                anchor="w",
                background=th.PANEL_BG,
                foreground=th.TEXT,
            )
            check.grid(row=i // 2, column=i % 2, sticky="w", padx=4)
            self.card_vars[c] = var
            self.card_buttons[c] = check
        if not opts.cards:
            label(cards, _("(your hand is empty)")).grid(row=0, column=0, sticky="w")
        spins = (
            ("give_gold", opts.max_give_gold),
            ("give_pop", opts.max_give_pop),
            ("ask_gold", opts.max_ask_gold.get(opts.partners[0], 0)),
            ("ask_pop", opts.max_ask_pop.get(opts.partners[0], 0)),
        )
        self.spinboxes = {}
        for i, (key, top) in enumerate(spins):
            self.amounts[key].set(0)
            # Big text: "Give gold:" (the box itself stops at the most allowed).
            words = _short_amount_label(key) if big else _amount_label(key, top)
            words_label = label(self.body, words, "fh-bold")
            words_label.grid(row=4 + i // 2, column=(i % 2) * 2, sticky="w", pady=3)
            self.range_labels[key] = words_label
            sb = tk.Spinbox(
                self.body,
                from_=0,
                to=top,
                width=3 if big else 4,
                font="fh-body" if big else "fh-big",
                textvariable=self.amounts[key],
            )
            sb.grid(row=4 + i // 2, column=(i % 2) * 2 + 1, sticky="w", padx=4)
            self._keys_in(sb)
            self.spinboxes[key] = sb
        label(self.body, _("A promise (optional, not enforced):"), "fh-bold").grid(
            row=6, column=0, columnspan=4, sticky="w", pady=(6, 0)
        )
        self.entry = tk.Entry(self.body, textvariable=self.promise, font="fh-body", width=40)
        self.entry.grid(row=7, column=0, columnspan=4, sticky="ew")
        self._keys_in(self.entry)
        self.promise.set("")
        self.problem = label(self.body, "")
        self.problem.grid(row=8, column=0, columnspan=4, sticky="w", pady=4)
        buttons = tk.Frame(self.body, background=th.PANEL_BG)
        buttons.grid(row=9, column=0, columnspan=4, sticky="w")
        self.offer_button = tk.Button(
            buttons,
            text=_("Make this offer [Enter]"),
            font="fh-button",
            command=self.offer,
            background=th.YELLOW,
            padx=10,
            pady=6,
        )
        self.offer_button.pack(side="left", padx=4)
        self.cancel_button = tk.Button(
            buttons,
            text=_("Cancel [Esc]"),
            font="fh-button",
            command=self.cancel,
            background="#FFFFFF",
            padx=10,
            pady=6,
        )
        self.cancel_button.pack(side="left", padx=4)
        self.place(relx=0.5, rely=0.5, anchor="center", relwidth=0.98 if big else 0.8)
        self.update_idletasks()
        title.configure(wraplength=max(300, self.winfo_width() - 40))
        self.lift()
        self.building = False
        self.check()

    def _keys_in(self, field: tk.Entry | tk.Spinbox) -> None:
        """[Enter] and [Esc], printed on the buttons, work while typing in a field too (the
        window's keys leave typing fields alone)."""
        for seq in ("<Return>", "<KP_Enter>"):
            field.bind(seq, lambda e: self._key_in_field(self.offer))
        field.bind("<Escape>", lambda e: self._key_in_field(self.cancel))

    def _key_in_field(self, action: Callable[[], None]) -> str:
        self.winfo_toplevel().focus_set()  # the field is hidden with the dialog: not left in it
        action()
        return "break"

    def ask_ranges(self) -> dict[str, int]:
        """The most Gold and Population the chosen partner can give (their own, C25)."""
        opts = self.game.trade_options() if self.game is not None else None
        partner = self.receiver.get()
        if opts is None:
            return {"ask_gold": 0, "ask_pop": 0}
        return {
            "ask_gold": opts.max_ask_gold.get(partner, 0),
            "ask_pop": opts.max_ask_pop.get(partner, 0),
        }

    def _partner_chosen(self) -> None:
        """Another partner: the ask ranges are theirs."""
        if self.game is None or self.building:
            return
        for key, top in self.ask_ranges().items():
            self.spinboxes[key].configure(to=top)
            if not self.big:
                self.range_labels[key].configure(text=_amount_label(key, top))
        self.check()

    @property
    def is_open(self) -> bool:
        return self.game is not None

    def _amount(self, key: str) -> int:
        try:
            return max(0, int(self.amounts[key].get()))
        except (tk.TclError, ValueError):
            return -1

    def proposal(self) -> ProposeTrade:
        return ProposeTrade(
            receiver=self.receiver.get(),
            give_cards=tuple(c for c, v in self.card_vars.items() if v.get()),
            give_gold=self._amount("give_gold"),
            give_pop=self._amount("give_pop"),
            ask_gold=self._amount("ask_gold"),
            ask_pop=self._amount("ask_pop"),
            promise=self.promise.get().strip()[:MAX_PROMISE],
        )

    def check(self) -> str | None:
        """The engine's reason the offer is not allowed yet (None when it is)."""
        if self.game is None or self.building or not hasattr(self, "problem"):
            return None
        a = self.proposal()
        if any(n < 0 for n in (a.give_gold, a.give_pop, a.ask_gold, a.ask_pop)):
            why: str | None = _("type whole numbers, 0 or more")
        else:
            code = trade.problem(self.game.state, a)
            why = trade_problem(code) if code is not None else None
        if why:
            self.problem.configure(text=_("Not yet: %(why)s.") % {"why": why})
        else:
            self.problem.configure(text=_("Ready to offer."))
        self.offer_button.configure(state="disabled" if why else "normal")
        return why

    def offer(self) -> None:
        if self.game is None or self.check() is not None:
            return
        action = self.proposal()
        self.close()
        self.on_done(action)

    def cancel(self) -> None:
        self.close()
        self.on_done(None)

    def close(self) -> None:
        self.game = None
        self.place_forget()

    def handle_key(self, keysym: str) -> bool:
        key = keysym.lower()
        if key in ("return", "kp_enter"):
            self.offer()
            return True
        if key == "escape":
            self.cancel()
            return True
        return False


def _amount_label(key: str, top: int) -> str:
    """ "You give Gold (0–5):" beside an amount box."""
    texts = {
        "give_gold": _("You give Gold (0\u2013%(top)d):"),
        "give_pop": _("You give Population (0\u2013%(top)d):"),
        "ask_gold": _("You ask for Gold (0\u2013%(top)d):"),
        "ask_pop": _("You ask for Population (0\u2013%(top)d):"),
    }
    return texts[key] % {"top": top}


def _short_amount_label(key: str) -> str:
    """The same in fewer words, for big text (the box itself stops at the most allowed)."""
    texts = {
        "give_gold": _("Give gold:"),
        "give_pop": _("Give population:"),
        "ask_gold": _("Ask gold:"),
        "ask_pop": _("Ask population:"),
    }
    return texts[key]
