"""Colonial Florida's setup form on the New game screen: 2-3 players (power, name, human or
computer with its strength), the game length (presets with measured minutes, or typed), the
fair turn order, the R25 classroom extras and the game number. Not modal-blocking: tests drive
it with ``invoke()``."""

from __future__ import annotations

import random
import tkinter as tk
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

from florida_history.app.games import Memory, TextVariable
from florida_history.games.colonial_florida import bots, setup_memory
from florida_history.games.colonial_florida import seating as wording
from florida_history.games.colonial_florida.engine.state import FAIR_ORDER, FIXED_ORDER, POWERS
from florida_history.games.colonial_florida.names import power_name
from florida_history.games.colonial_florida.presets import PRESETS, matching, preset
from florida_history.games.colonial_florida.seating import PlayerSetup
from florida_history.games.colonial_florida.words import N_, _, ngettext
from florida_history.ui import theme as th
from florida_history.ui.keyboard import replace_on_first_click
from florida_history.ui.tk_typed import tk_parent
from florida_history.ui.wrapping import follow_width

KINDS = setup_memory.SEAT_KINDS
# What the "Who plays" menu shows for each seat kind (the kinds are ids, kept in settings).
KIND_LABELS = {"Human": N_("Human"), "Computer": N_("Computer"), "Not playing": N_("Not playing")}
DEFAULT_NAMES = wording.HUMAN_NAMES
FIRST_LENGTH = "period"  # the length offered the very first time: one class period
# A preset button shows "not chosen" for a typed length: the variable never equals a button's
# value nor its tristate value (Tk draws every button half-chosen when it equals that).
NO_PRESET = "custom"


@dataclass
class GameChoice:
    players: list[PlayerSetup]
    target_gold: int
    round_limit: int | None
    seed: int
    turn_order: str = FIXED_ORDER
    head_start: bool = False  # R25a
    founders_card: bool = False  # R25b


def random_game_number() -> int:
    return random.SystemRandom().randint(1000, 99999)


class FloridaSetupForm(tk.Frame):
    """The form below the game cards; ``choice()`` is what ``FloridaWindow.start_game`` takes."""

    def __init__(self, master: tk.Misc, remembered: Memory, error: TextVariable) -> None:
        super().__init__(master, background=th.PANEL_BG)
        self.error = error
        self.on_change: Callable[[], None] | None = None
        memory = setup_memory.clean(remembered or {})
        seats = memory.get("seats", {})
        first = preset(FIRST_LENGTH)
        body = self
        pad = th.FORM_PAD
        row = 0
        tk.Label(body, text=_("Players (seat order)"), font="fh-bold", background=th.PANEL_BG).grid(
            row=row, column=0, columnspan=4, sticky="w", **pad
        )
        row += 1
        heads = (_("Power"), _("Who plays"), _("Name"), _("Computer strength"))
        for col, head in enumerate(heads):
            tk.Label(
                body, text=head, font="fh-small", background=th.PANEL_BG, foreground=th.MUTED
            ).grid(row=row, column=col, sticky="w", padx=8)
        row += 1
        self.kind_vars: dict[str, tk.StringVar] = {}
        self.name_vars: dict[str, tk.StringVar] = {}
        self.strength_vars: dict[str, tk.StringVar] = {}
        self.name_entries: dict[str, tk.Entry] = {}
        self.strength_menus: dict[str, tk.OptionMenu] = {}
        self._kinds_before: dict[str, str] = {}
        self.bot_labels = bots.bot_labels()  # shown as Easy / Medium / Hard
        names = list(self.bot_labels.values())
        default_bot = self.bot_labels.get(bots.default_bot_name(), names[0])
        for i, power in enumerate(POWERS):
            tk.Label(
                body,
                text=power_name(power),
                font="fh-bold",
                padx=4,
                background=th.POWER_COLOURS[power],
                foreground=th.POWER_TEXT[power],
            ).grid(row=row, column=0, sticky="ew", **pad)
            seat = seats.get(power, {})
            kind = tk.StringVar(value=seat.get("kind", "Human" if i < 2 else "Computer"))
            menu = self._kind_menu(body, kind)
            menu.configure(font="fh-body", width=9)
            menu["menu"].configure(font="fh-body")
            menu.grid(row=row, column=1, sticky="ew", **pad)
            # A name nobody typed ("Player 2", "Jugador 2") is said in today's language.
            remembered_name = seat.get("name") or ""
            if wording.is_default_name(remembered_name):
                remembered_name = wording.default_name(power, kind.get() == "Computer")
            name = tk.StringVar(value=remembered_name)
            entry = replace_on_first_click(
                tk.Entry(body, textvariable=name, font="fh-body", width=12)
            )
            entry.grid(row=row, column=2, sticky="ew", **pad)
            remembered_bot = self.bot_labels.get(seat.get("strength", ""))
            strength = tk.StringVar(value=remembered_bot or default_bot)
            smenu = tk.OptionMenu(body, strength, *names)
            smenu.configure(font="fh-body", width=7)
            smenu["menu"].configure(font="fh-body")
            smenu.grid(row=row, column=3, sticky="ew", **pad)
            self.strength_menus[power] = smenu
            self.kind_vars[power], self.name_vars[power] = kind, name
            self.strength_vars[power] = strength
            self.name_entries[power] = entry
            self._kinds_before[power] = kind.get()
            kind.trace_add("write", lambda *_, p=power: self._kind_changed(p))
            row += 1
        tk.Label(body, text=_("Game length"), font="fh-bold", background=th.PANEL_BG).grid(
            row=row, column=0, columnspan=4, sticky="w", **pad
        )
        row += 1
        self._build_preset_row(body).grid(row=row, column=0, columnspan=4, sticky="w", **pad)
        row += 1
        length = tk.Frame(body, background=th.PANEL_BG)
        length.grid(row=row, column=0, columnspan=4, sticky="w", **pad)
        tk.Label(length, text=_("Gold to win:"), font="fh-body", background=th.PANEL_BG).pack(
            side="left"
        )
        self.target_var = tk.StringVar(value=str(memory.get("target_gold", first.target_gold)))
        self.target_spin = tk.Spinbox(
            length,
            from_=20,
            to=100,
            increment=5,
            width=4,
            textvariable=self.target_var,
            font="fh-body",
            command=self._changed,
        )
        self.target_spin.pack(side="left", padx=(4, 16))
        tk.Label(
            length, text=_("Round limit (blank = none):"), font="fh-body", background=th.PANEL_BG
        ).pack(side="left")
        limit_value = memory.get("round_limit", first.round_limit) if memory else first.round_limit
        self.limit_var = tk.StringVar(value=str(limit_value or ""))
        limit = tk.Entry(length, textvariable=self.limit_var, width=4, font="fh-body")
        limit.pack(side="left", padx=4)
        row += 1
        # The estimate wraps to the rows above (a longer language must not widen the dialog).
        body.update_idletasks()
        self.estimate = tk.Label(
            body,
            text="",
            font="fh-body",
            background=th.PANEL_BG,
            foreground=th.BLUE,
            anchor="w",
            justify="left",
            wraplength=max(300, body.winfo_reqwidth() - 16),
        )
        self.estimate.grid(row=row, column=0, columnspan=4, sticky="ew", **pad)
        follow_width(self.estimate, minimum=300)
        row += 1
        self.fair_var = tk.BooleanVar(
            value=memory.get("turn_order", first.turn_order) == FAIR_ORDER
        )
        self.fair_check = tk.Checkbutton(
            body,
            text=_(wording.FAIR_ORDER_LABEL),
            variable=self.fair_var,
            font="fh-body",
            background=th.PANEL_BG,
            anchor="w",
            highlightthickness=2,
        )
        self.fair_check.grid(row=row, column=0, columnspan=4, sticky="w", padx=8)
        row += 1
        body.update_idletasks()  # the help wraps to the width the rows above already take
        self.fair_help = tk.Label(
            body,
            text=_(wording.FAIR_ORDER_HELP),
            font="fh-small",
            background=th.PANEL_BG,
            foreground=th.MUTED,
            anchor="w",
            justify="left",
            wraplength=max(300, body.winfo_reqwidth() - 16),
        )
        self.fair_help.grid(row=row, column=0, columnspan=4, sticky="ew", padx=8)
        follow_width(self.fair_help, minimum=300)
        row += 1
        row = self._build_variants(body, memory, first, row)
        num = tk.Frame(body, background=th.PANEL_BG)
        num.grid(row=row, column=0, columnspan=4, sticky="w", **pad)
        tk.Label(num, text=_("Game number:"), font="fh-bold", background=th.PANEL_BG).pack(
            side="left"
        )
        self.seed_var = tk.StringVar(value=str(random_game_number()))
        tk.Entry(num, textvariable=self.seed_var, width=8, font="fh-body").pack(side="left", padx=4)
        tk.Button(
            num,
            text=_("New number"),
            font="fh-small",
            command=lambda: self.seed_var.set(str(random_game_number())),
        ).pack(side="left")
        tk.Label(
            num,
            text="  " + _("(type the class's number to play the same game)"),
            font="fh-small",
            background=th.PANEL_BG,
            foreground=th.MUTED,
        ).pack(side="left")
        row += 1
        watched = (self.target_var, self.limit_var, self.head_start_var, self.founders_var)
        for var in (*watched, *self.kind_vars.values()):
            var.trace_add("write", lambda *_: self._changed())
        self._changed()

    def _build_variants(self, body: tk.Misc, memory: dict[str, Any], first: Any, row: int) -> int:
        """R25's two classroom switches on one row, each saying in its own words what it does
        (the F1 rules say more); one row, so the form still fits a 720p screen unscrolled."""
        line = tk.Frame(body, background=th.PANEL_BG)
        line.grid(row=row, column=0, columnspan=4, sticky="w", padx=8)
        self.head_start_var = tk.BooleanVar(value=memory.get("head_start", first.head_start))
        self.founders_var = tk.BooleanVar(value=memory.get("founders_card", first.founders_card))
        self.variant_checks: dict[str, tk.Checkbutton] = {}
        for key, label, var in (
            ("head_start", wording.HEAD_START_LABEL, self.head_start_var),
            ("founders_card", wording.FOUNDERS_CARD_LABEL, self.founders_var),
        ):
            check = tk.Checkbutton(
                line,
                text=_(label),
                variable=var,
                font="fh-small",
                background=th.PANEL_BG,
                anchor="w",
                highlightthickness=2,
            )
            check.pack(side="left", padx=(0, 12))
            self.variant_checks[key] = check
        return row + 1

    def preset_id(self) -> str:
        """The length chosen (a preset's key, or "custom" for a typed one)."""
        return str(self.preset_var.get())

    def players(self) -> int:
        return max(2, sum(1 for v in self.kind_vars.values() if v.get() != "Not playing"))

    def _kind_menu(self, master: tk.Misc, kind: tk.StringVar) -> tk.OptionMenu:
        """The "Who plays" menu: it shows each kind in the app's language and sets ``kind``
        to the kind's id ("Human", "Computer", "Not playing")."""
        shown = tk.StringVar(master, value=_(KIND_LABELS[kind.get()]))
        menu = tk.OptionMenu(master, shown, *(_(KIND_LABELS[k]) for k in KINDS))
        for i, k in enumerate(KINDS):
            menu["menu"].entryconfigure(i, command=lambda k=k: kind.set(k))
        kind.trace_add("write", lambda *_a: shown.set(_(KIND_LABELS.get(kind.get(), kind.get()))))
        menu.shown = shown  # type: ignore[attr-defined]  # kept alive with the menu
        return menu

    def _build_preset_row(self, master: tk.Misc, players: int = 3) -> tk.Frame:
        """The New game dialog's length presets: one radio button each, side by side, setting gold
        and round limit; the measured minutes are stated beside each, honestly labelled as measured
        in the note below (which wraps to the row's width, so it never widens the dialog)."""
        row = tk.Frame(master, background=th.PANEL_BG)
        self.preset_var = tk.StringVar(value="custom")  # no button chosen until a length matches

        def choose(p: Any) -> None:
            self.target_var.set(str(p.target_gold))
            self.limit_var.set(str(p.round_limit or ""))
            self.fair_var.set(p.turn_order == FAIR_ORDER)  # classroom lengths: fair turn order
            self.head_start_var.set(p.head_start)  # R25: chosen per preset by measurement
            self.founders_var.set(p.founders_card)

        for i, p in enumerate(PRESETS):
            minutes = p.minutes(players)
            if minutes:
                text = _("{name} · {minutes} min").format(name=_(p.name), minutes=round(minutes))
            else:
                text = _(p.name)
            rb = tk.Radiobutton(
                row,
                text=text,
                value=p.key,
                variable=self.preset_var,
                font="fh-body",
                background=th.PANEL_BG,
                anchor="w",
                highlightthickness=2,
                command=partial(choose, p),
            )
            rb.grid(row=0, column=i, sticky="w", padx=(0, 8))
        note = tk.Label(
            row,
            text=_(
                "Minutes measured in simulated games at a classroom pace (3 players; 2 are "
                "quicker). Short and Class period: fair turn order and Founder's card."
            ),
            font="fh-small",
            background=th.PANEL_BG,
            foreground=th.MUTED,
            anchor="w",
            justify="left",
        )
        note.grid(row=1, column=0, columnspan=len(PRESETS), sticky="w")
        radios = sum(w.winfo_reqwidth() + 8 for w in row.grid_slaves(row=0))
        note.configure(wraplength=max(radios, 300))
        return row

    def _kind_changed(self, power: str) -> None:
        """A seat switched between human and computer: a name nobody typed follows it
        ("Player 2" becomes the computer's own name and back)."""
        kind = self.kind_vars[power].get()
        if kind != self._kinds_before.get(power) and kind != "Not playing":
            if wording.is_default_name(self.name_vars[power].get()):
                self.name_vars[power].set(wording.default_name(power, kind == "Computer"))
        self._kinds_before[power] = kind

    def _changed(self) -> None:
        for power, menu in self.strength_menus.items():
            computer = self.kind_vars[power].get() == "Computer"
            menu.configure(state="normal" if computer else "disabled")
            self.name_entries[power].configure(
                state="disabled" if self.kind_vars[power].get() == "Not playing" else "normal"
            )
        playing = sum(1 for v in self.kind_vars.values() if v.get() != "Not playing")
        target, limit = self._length()
        if target is None:
            self.estimate.configure(text=_("Gold to win must be a number from 20 to 100."))
            return
        minutes = bots.estimate_minutes(target, limit, max(2, playing))
        chosen = matching(target, limit, self.head_start_var.get(), self.founders_var.get())
        self.preset_var.set(chosen.key if chosen else NO_PRESET)
        seats = max(2, min(3, playing))
        measured = chosen.minutes(seats) if chosen else None
        self.estimate.configure(
            text=_estimate_text(playing, target, limit, measured, minutes, seats)
        )
        if self.on_change is not None:
            self.on_change()

    def _length(self) -> tuple[int | None, int | None]:
        try:
            target = int(self.target_var.get())
        except ValueError:
            return None, None
        if not 20 <= target <= 100:
            return None, None
        raw = self.limit_var.get().strip()
        limit = int(raw) if raw.isdigit() and int(raw) > 0 else None
        return target, limit

    def choice(self) -> GameChoice | None:
        players = []
        for power in POWERS:
            kind = self.kind_vars[power].get()
            if kind == "Not playing":
                continue
            name = self.name_vars[power].get().strip()[:24] or power_name(power)
            computer = kind == "Computer"
            players.append(
                PlayerSetup(
                    power,
                    name,
                    "computer" if computer else "human",
                    self._bot_key(self.strength_vars[power].get()) if computer else "",
                )
            )
        if len(players) < 2:
            self.error.set(_("Choose at least 2 players."))
            return None
        target, limit = self._length()
        if target is None:
            self.error.set(_("Gold to win must be a number from 20 to 100."))
            return None
        raw = self.seed_var.get().strip()
        if not raw.isdigit():
            self.error.set(_("The game number must be a whole number, like 4821."))
            return None
        order = FAIR_ORDER if self.fair_var.get() else FIXED_ORDER
        return GameChoice(
            players,
            target,
            limit,
            int(raw),
            order,
            self.head_start_var.get(),
            self.founders_var.get(),
        )

    def memory(self) -> dict[str, Any]:
        """The choices to offer next time (the game number is not kept)."""
        target, limit = self._length()
        seats = {
            p: (
                self.kind_vars[p].get(),
                self.name_vars[p].get().strip(),
                self._bot_key(self.strength_vars[p].get()),
            )
            for p in POWERS
        }
        order = FAIR_ORDER if self.fair_var.get() else FIXED_ORDER
        return setup_memory.remember(
            seats,
            target or 50,
            limit,
            order,
            self.head_start_var.get(),
            self.founders_var.get(),
        )

    def _bot_key(self, label: str) -> str:
        return next((k for k, v in self.bot_labels.items() if v == label), label)


def _estimate_text(
    playing: int,
    target: int,
    limit: int | None,
    measured: float | None,
    minutes: int | None,
    seats: int,
) -> str:
    """ "3 players, first to 40 gold (or richest after round 12): measured about 31 minutes." """
    if limit:
        text = ngettext(
            "%(n)d player, first to {gold} gold (or richest after round {rounds})",
            "%(n)d players, first to {gold} gold (or richest after round {rounds})",
            playing,
        )
    else:
        text = ngettext(
            "%(n)d player, first to {gold} gold", "%(n)d players, first to {gold} gold", playing
        )
    length = (text % {"n": playing}).format(gold=target, rounds=limit)
    if measured is not None:
        return _("{length}: measured about {minutes} minutes.").format(
            length=length, minutes=round(measured)
        )
    if minutes is not None:
        return _("{length}: about {minutes} minutes.").format(
            length=length, minutes=_classroom_pace(minutes, seats)
        )
    return length


def _classroom_pace(simulated_minutes: int, players: int) -> int:
    """Put a custom length on the same clock as the presets.

    The presets were measured at a classroom pace (lessons read the first time they open);
    the simulator's pace table assumes fewer lesson stops. Scaling by the ratio of the two at
    the full-game preset keeps custom lengths consistent with the preset labels (and growing
    with the gold target) instead of jumping between two different clocks.
    """
    full = preset("full")
    measured = full.minutes(players)
    baseline = bots.estimate_minutes(full.target_gold, full.round_limit, players)
    if not measured or not baseline:
        return simulated_minutes
    return int(round(simulated_minutes * measured / baseline))


def setup_form(master: object, remembered: Memory, error: TextVariable) -> FloridaSetupForm:
    """The form inside the New game dialog's ``master`` (the definition's ``setup_form``)."""
    return FloridaSetupForm(tk_parent(master), remembered, error)
