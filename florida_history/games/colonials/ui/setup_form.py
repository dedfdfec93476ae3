"""Colonials' setup form on the New game screen: 2-4 players (power, who plays, name, computer
strength), the game length (the rules' presets with their minutes, or Custom targets), the
options the rules offer and the game number. Laid out and keyed like Colonial Florida's form;
not modal-blocking, so tests drive it with ``invoke()``."""

from __future__ import annotations

import random
import tkinter as tk
from collections.abc import Callable
from functools import partial
from typing import Any

from florida_history.app.games import Memory, TextVariable
from florida_history.games.colonials.ai.registry import BOT_NAMES
from florida_history.games.colonials.definition import DEFINITION
from florida_history.games.colonials.engine.settings import SettingsError, preset
from florida_history.games.colonials.engine.state import POWERS
from florida_history.games.colonials.names import bot_level, power_label, settings_problem
from florida_history.games.colonials.names import settings_warnings as warnings_of
from florida_history.games.colonials.pace import estimate_minutes
from florida_history.games.colonials.session import Seat
from florida_history.games.colonials.ui.palette import POWER_STYLE
from florida_history.games.colonials.words import N_, _, ngettext
from florida_history.plain import is_int_choice, is_text_choice
from florida_history.ui import theme as th
from florida_history.ui.keyboard import replace_on_first_click
from florida_history.ui.tk_typed import tk_parent
from florida_history.ui.wrapping import FlowRow, follow_width

KINDS = ("Human", "Computer")  # ids, as remembered; the menus show ``kind_label``
LENGTHS: tuple[tuple[str, str], ...] = (
    ("class-period", N_("Class period")),
    ("short", N_("Short")),
    ("full", N_("Full")),
    ("custom", N_("Custom")),
)
FIRST_LENGTH = "class-period"
# The four goals (Settings field, words on the form); Custom lets the teacher type them.
TARGETS: tuple[tuple[str, str], ...] = (
    ("target_pop", N_("Population")),
    ("target_gold", N_("Gold")),
    ("target_resources", N_("Resources")),
    ("target_towns", N_("Town Improvements")),
)
# The rules' options: Settings field, check box text, the one plain line under it.
OPTIONS: tuple[tuple[str, str, str], ...] = (
    (
        "protected",
        N_("Protected colonies"),
        N_("No colony can lose its last Population, so nobody is knocked out of the game."),
    ),
    (
        "fair_order",
        N_("Fair turn order"),
        N_("The order of play changes every round, so no one always goes first or last."),
    ),
    (
        "defenders_fight_back",
        N_("Defenders fight back"),
        N_("A colony that is raided rolls dice too, so raiders can lose fighters."),
    ),
    (
        "classroom_names",
        N_("Classroom card names"),
        N_("Cards show names chosen for class; untick to show the original game's names."),
    ),
)
KEEPS_PRESET_NAME = ("defenders_fight_back", "classroom_names")
COMPUTER_NAMES = {"english": "Thomas", "french": "Marie", "spanish": "Isabel", "dutch": "Pieter"}
DEFAULT_KINDS = ("Human", "Computer", "Computer", "Computer")
MAX_NAME = 24


def random_game_number() -> int:
    return random.SystemRandom().randint(1000, 99999)


def human_name(seat: int) -> str:
    return _("Player %(n)d") % {"n": seat + 1}


def kind_label(kind: str) -> str:
    """ "Human" / "Computer" as the menu shows it."""
    return _("Computer") if kind == "Computer" else _("Human")


def is_default_name(name: str) -> bool:
    """A name nobody typed: it may follow the seat's power and who plays it."""
    name = name.strip()
    typed = {human_name(i) for i in range(4)} | {f"Player {i + 1}" for i in range(4)}
    return not name or name in COMPUTER_NAMES.values() or name in typed


def custom_limit(players: int) -> int:
    """The last round of a Custom game left without one: Full's safety net, ⌊60 ÷ players⌋."""
    return 60 // max(2, players)


def clean_memory(data: Any) -> dict[str, Any]:
    """The remembered choices with only the well-formed parts kept (a damaged part is forgotten;
    every value is checked by exact type, so no value of a settings file can raise here)."""
    if not isinstance(data, dict):
        return {}
    out: dict[str, Any] = {}
    if is_int_choice(data.get("players"), (2, 3, 4)):
        out["players"] = data["players"]
    if is_text_choice(data.get("length"), dict(LENGTHS)):
        out["length"] = data["length"]
    seats = []
    for seat in data.get("seats", []) if isinstance(data.get("seats"), list) else []:
        if not isinstance(seat, dict) or not is_text_choice(seat.get("power"), POWERS):
            break
        raw_name = seat.get("name")
        name = raw_name if isinstance(raw_name, str) else ""
        kind, level = seat.get("kind"), seat.get("level")
        seats.append(
            {
                "power": seat["power"],
                "kind": kind if is_text_choice(kind, KINDS) else "Human",
                "name": name[:MAX_NAME],
                "level": level if is_text_choice(level, BOT_NAMES) else "medium",
            }
        )
    if seats:
        out["seats"] = seats[:4]
    custom = data.get("custom")
    if isinstance(custom, dict):
        names = set(dict(TARGETS)) | {"round_limit"}
        out["custom"] = {
            k: v
            for k, v in custom.items()
            if is_text_choice(k, names) and isinstance(v, str) and len(v) <= 6
        }
    for key, _text, _help in OPTIONS:
        if isinstance(data.get(key), bool):
            out[key] = data[key]
    return out


class ColonialsSetupForm(tk.Frame):
    """The form below the game cards; ``choice()`` is what ``ColonialsWindow.start_game``
    takes: ``{"length", "seats", "seed"}`` plus the settings that differ from the preset."""

    def __init__(self, master: tk.Misc, remembered: Memory, error: TextVariable) -> None:
        super().__init__(master, background=th.PANEL_BG)
        self.error = error
        self.on_change: Callable[[], None] | None = None
        memory = clean_memory(remembered or {})
        body = self
        pad = th.FORM_PAD
        row = 0
        count = tk.Frame(body, background=th.PANEL_BG)
        count.grid(row=row, column=0, columnspan=5, sticky="w", **pad)
        tk.Label(count, text=_("Number of players:"), font="fh-bold", background=th.PANEL_BG).pack(
            side="left"
        )
        self.players_var = tk.IntVar(value=memory.get("players", 4))
        self.player_radios: dict[int, tk.Radiobutton] = {}
        for n in (2, 3, 4):
            rb = tk.Radiobutton(
                count,
                text=str(n),
                value=n,
                variable=self.players_var,
                font="fh-body",
                background=th.PANEL_BG,
                highlightthickness=2,
                command=self._players_changed,
            )
            rb.pack(side="left", padx=(8, 0))
            self.player_radios[n] = rb
        row += 1
        tk.Label(
            body,
            text=_("Players (they play in this order)"),
            font="fh-bold",
            background=th.PANEL_BG,
        ).grid(row=row, column=0, columnspan=5, sticky="w", **pad)
        row += 1
        heads = ("", _("Power"), _("Who plays"), _("Name"), _("Computer strength"))
        for col, head in enumerate(heads):
            tk.Label(
                body, text=head, font="fh-small", background=th.PANEL_BG, foreground=th.MUTED
            ).grid(row=row, column=col, sticky="w", padx=8)
        row += 1
        remembered_seats = memory.get("seats", [])
        self.power_vars: list[tk.StringVar] = []
        self.kind_vars: list[tk.StringVar] = []
        self.name_vars: list[tk.StringVar] = []
        self.strength_vars: list[tk.StringVar] = []
        self.badges: list[tk.Label] = []
        self.name_entries: list[tk.Entry] = []
        self.strength_menus: list[tk.OptionMenu] = []
        self.seat_widgets: list[list[tk.Widget]] = []
        self._before: list[tuple[str, str]] = []
        power_labels = [power_label(p) for p in POWERS]
        levels = [bot_level(level) for level in BOT_NAMES]
        kinds = [kind_label(k) for k in KINDS]
        for i in range(4):
            seat = remembered_seats[i] if i < len(remembered_seats) else {}
            badge = tk.Label(body, text="", font="fh-bold", width=2)
            badge.grid(row=row, column=0, sticky="ns", **pad)
            power = tk.StringVar(value=power_label(seat.get("power", POWERS[i])))
            pmenu = tk.OptionMenu(body, power, *power_labels)
            pmenu.configure(font="fh-body", width=8)
            pmenu["menu"].configure(font="fh-body")
            pmenu.grid(row=row, column=1, sticky="ew", **pad)
            kind = tk.StringVar(value=kind_label(seat.get("kind", DEFAULT_KINDS[i])))
            kmenu = tk.OptionMenu(body, kind, *kinds)
            kmenu.configure(font="fh-body", width=9)
            kmenu["menu"].configure(font="fh-body")
            kmenu.grid(row=row, column=2, sticky="ew", **pad)
            name = tk.StringVar(value=seat.get("name") or "")
            entry = replace_on_first_click(
                tk.Entry(body, textvariable=name, font="fh-body", width=13)
            )
            entry.grid(row=row, column=3, sticky="ew", **pad)
            strength = tk.StringVar(value=bot_level(seat.get("level", "medium")))
            smenu = tk.OptionMenu(body, strength, *levels)
            smenu.configure(font="fh-body", width=7)
            smenu["menu"].configure(font="fh-body")
            smenu.grid(row=row, column=4, sticky="ew", **pad)
            self.power_vars.append(power)
            self.kind_vars.append(kind)
            self.name_vars.append(name)
            self.strength_vars.append(strength)
            self.badges.append(badge)
            self.name_entries.append(entry)
            self.strength_menus.append(smenu)
            self.seat_widgets.append([badge, pmenu, kmenu, entry, smenu])
            if not name.get():
                name.set(self._default_name(i))
            self._before.append((power.get(), kind.get()))
            power.trace_add("write", lambda *_, i=i: self._seat_changed(i))
            kind.trace_add("write", lambda *_, i=i: self._seat_changed(i))
            row += 1
        tk.Label(body, text=_("Game length"), font="fh-bold", background=th.PANEL_BG).grid(
            row=row, column=0, columnspan=5, sticky="w", **pad
        )
        row += 1
        self.length_var = tk.StringVar(value=memory.get("length", FIRST_LENGTH))
        # A row that goes on to a second line where the lengths and their minutes do not fit
        # (200% text on a 1280-pixel screen in Spanish).
        lengths = FlowRow(body, padx=4, background=th.PANEL_BG)
        lengths.grid(row=row, column=0, columnspan=5, sticky="ew", **pad)
        self.length_radios: dict[str, tk.Radiobutton] = {}
        for key, text in LENGTHS:
            rb = tk.Radiobutton(
                lengths,
                text=_(text),
                value=key,
                variable=self.length_var,
                font="fh-body",
                background=th.PANEL_BG,
                anchor="w",
                highlightthickness=2,
                command=partial(self._length_chosen, key),
            )
            lengths.add(rb)
            self.length_radios[key] = rb
        row += 1
        targets = tk.Frame(body, background=th.PANEL_BG)
        targets.grid(row=row, column=0, columnspan=5, sticky="w", **pad)
        tk.Label(targets, text=_("Goals:"), font="fh-body", background=th.PANEL_BG).grid(
            row=0, column=0, sticky="w"
        )
        self.target_vars: dict[str, tk.StringVar] = {}
        self.target_entries: list[tk.Entry] = []
        custom = memory.get("custom", {})
        for col, (key, text) in enumerate(TARGETS):
            cell = tk.Frame(targets, background=th.PANEL_BG)
            cell.grid(row=0, column=col + 1, sticky="w", padx=(8, 0))
            tk.Label(cell, text=_(text), font="fh-body", background=th.PANEL_BG).pack(side="left")
            var = tk.StringVar(value=custom.get(key, ""))
            entry = tk.Entry(cell, textvariable=var, width=3, font="fh-body")
            entry.pack(side="left", padx=(4, 0))
            self.target_vars[key] = var
            self.target_entries.append(entry)
        cell = tk.Frame(targets, background=th.PANEL_BG)
        cell.grid(row=1, column=1, columnspan=4, sticky="w", padx=(8, 0), pady=(4, 0))
        tk.Label(
            cell,
            text=_("Last round (blank = a safe one):"),
            font="fh-body",
            background=th.PANEL_BG,
        ).pack(side="left")
        self.limit_var = tk.StringVar(value=custom.get("round_limit", ""))
        limit = tk.Entry(cell, textvariable=self.limit_var, width=3, font="fh-body")
        limit.pack(side="left", padx=(4, 0))
        self.target_entries.append(limit)
        row += 1
        self.estimate = tk.Label(
            body, text="", font="fh-body", background=th.PANEL_BG, foreground=th.BLUE, anchor="w"
        )
        self.estimate.grid(row=row, column=0, columnspan=5, sticky="ew", **pad)
        row += 1
        body.update_idletasks()  # the help lines wrap to the width the rows above take
        wrap = max(300, body.winfo_reqwidth() - 40)
        self.estimate.configure(wraplength=wrap, justify="left")
        follow_width(self.estimate, minimum=300)
        self.option_vars: dict[str, tk.BooleanVar] = {}
        self.option_checks: dict[str, tk.Checkbutton] = {}
        first = preset(self.length_var.get(), self.players())
        for key, text, help_text in OPTIONS:
            option_var = tk.BooleanVar(value=memory.get(key, getattr(first, key)))
            check = tk.Checkbutton(
                body,
                text=_(text),
                variable=option_var,
                font="fh-body",
                background=th.PANEL_BG,
                anchor="w",
                highlightthickness=2,
                command=self._changed,
            )
            check.grid(row=row, column=0, columnspan=5, sticky="w", padx=8)
            row += 1
            line = tk.Label(
                body,
                text=_(help_text),
                font="fh-small",
                background=th.PANEL_BG,
                foreground=th.MUTED,
                anchor="w",
                justify="left",
                wraplength=wrap,
            )
            line.grid(row=row, column=0, columnspan=5, sticky="ew", padx=(32, 8))
            follow_width(line, minimum=300)
            row += 1
            self.option_vars[key], self.option_checks[key] = option_var, check
        num = tk.Frame(body, background=th.PANEL_BG)
        num.grid(row=row, column=0, columnspan=5, sticky="w", **pad)
        tk.Label(num, text=_("Game number:"), font="fh-bold", background=th.PANEL_BG).pack(
            side="left"
        )
        self.seed_var = tk.StringVar(value=str(random_game_number()))
        tk.Entry(num, textvariable=self.seed_var, width=8, font="fh-body").pack(side="left", padx=4)
        self.new_number_button = tk.Button(
            num,
            text=_("New number"),
            font="fh-small",
            command=lambda: self.seed_var.set(str(random_game_number())),
        )
        self.new_number_button.pack(side="left")
        tk.Label(
            num,
            text="  " + _("(type the class's number to play the same game)"),
            font="fh-small",
            background=th.PANEL_BG,
            foreground=th.MUTED,
        ).pack(side="left")
        if self.length_var.get() != "custom" or not any(v.get() for v in self.target_vars.values()):
            self._fill_targets(self.length_var.get())
        for var in (*self.target_vars.values(), self.limit_var):
            var.trace_add("write", lambda *_: self._changed())
        self._players_changed()

    # --- what the dialog asks ----------------------------------------------------------------

    def preset_id(self) -> str:
        """The length chosen: a preset's id, or "custom"."""
        return str(self.length_var.get())

    def players(self) -> int:
        return max(2, min(4, int(self.players_var.get())))

    def choice(self) -> dict[str, Any] | None:
        seats = self._seats()
        powers = [s.power for s in seats]
        if len(set(powers)) < len(powers):
            self.error.set(_("Each power can be played by only one player: choose another power."))
            return None
        try:
            overrides = self._overrides()
        except SettingsError as problem:
            self.error.set(settings_problem(problem))
            return None
        raw = self.seed_var.get().strip()
        if not raw.isdigit():
            self.error.set(_("The game number must be a whole number, like 4821."))
            return None
        return {"length": self.preset_id(), "seats": seats, "seed": int(raw), **overrides}

    def memory(self) -> dict[str, Any]:
        """The choices to offer next time (JSON only; the game number is not kept)."""
        seats = [
            {
                "power": self._power(i),
                "kind": "Computer" if self._is_computer(i) else "Human",
                "name": self.name_vars[i].get().strip()[:MAX_NAME],
                "level": self._level(i),
            }
            for i in range(4)
        ]
        out: dict[str, Any] = {
            "players": self.players(),
            "length": self.preset_id(),
            "seats": seats,
        }
        if self.preset_id() == "custom":
            custom = {k: v.get().strip()[:6] for k, v in self.target_vars.items()}
            custom["round_limit"] = self.limit_var.get().strip()[:6]
            out["custom"] = custom
        for key, var in self.option_vars.items():
            out[key] = bool(var.get())
        return out

    # --- inside the form ---------------------------------------------------------------------

    def _power(self, seat: int) -> str:
        label = self.power_vars[seat].get()
        return next((p for p in POWERS if power_label(p) == label), POWERS[seat])

    def _level(self, seat: int) -> str:
        label = self.strength_vars[seat].get()
        return next((k for k in BOT_NAMES if bot_level(k) == label), "medium")

    def _is_computer(self, seat: int) -> bool:
        return self.kind_vars[seat].get() == kind_label("Computer")

    def _default_name(self, seat: int) -> str:
        if self._is_computer(seat):
            return COMPUTER_NAMES[self._power(seat)]
        return human_name(seat)

    def _seats(self) -> list[Seat]:
        seats = []
        for i in range(self.players()):
            computer = self._is_computer(i)
            name = self.name_vars[i].get().strip()[:MAX_NAME] or power_label(self._power(i))
            seats.append(
                Seat(
                    self._power(i),
                    name,
                    "computer" if computer else "human",
                    self._level(i) if computer else "medium",
                )
            )
        return seats

    def _overrides(self) -> dict[str, Any]:
        """The settings that differ from the chosen preset (Custom: its goals and last round);
        raises SettingsError with the sentence for the teacher."""
        length, players = self.preset_id(), self.players()
        base = preset(length, players)
        wanted: dict[str, Any] = {}
        if length == "custom":
            for key, _text in TARGETS:
                raw = self.target_vars[key].get().strip()
                wanted[key] = int(raw) if raw.isdigit() else raw
            raw = self.limit_var.get().strip()
            # A class game always ends: with no last round typed, Custom takes Full's safety
            # net (said under the form), since goals alone may never be reached.
            wanted["round_limit"] = int(raw) if raw.isdigit() else (raw or custom_limit(players))
        for key, var in self.option_vars.items():
            wanted[key] = bool(var.get())
        # Options that leave the preset's name alone always go; the rest only when changed
        # (the engine names a preset with changed goals or protection "custom").
        changed = {
            k: v for k, v in wanted.items() if getattr(base, k) != v or k in KEEPS_PRESET_NAME
        }
        preset(length, players, **changed)  # validates: raises SettingsError
        return changed

    def _fill_targets(self, length: str) -> None:
        chosen = preset(length, self.players())
        for key, var in self.target_vars.items():
            var.set(str(getattr(chosen, key)))
        self.limit_var.set(str(chosen.round_limit or ""))

    def _length_chosen(self, length: str) -> None:
        """A preset fills in its goals and its own options (Custom starts from what is shown)."""
        if length != "custom":
            self._fill_targets(length)
            chosen = preset(length, self.players())
            self.option_vars["protected"].set(chosen.protected)
            self.option_vars["fair_order"].set(chosen.fair_order)
        self._changed()

    def _players_changed(self) -> None:
        """Only the seats in play are shown; a preset's last round depends on the players."""
        for i, widgets in enumerate(self.seat_widgets):
            for w in widgets:
                if i < self.players():
                    w.grid()
                else:
                    w.grid_remove()
        if self.preset_id() != "custom":
            self._fill_targets(self.preset_id())
        self._changed()

    def _seat_changed(self, seat: int) -> None:
        """A name nobody typed follows the seat's power and who plays it."""
        now = (self.power_vars[seat].get(), self.kind_vars[seat].get())
        if now != self._before[seat] and is_default_name(self.name_vars[seat].get()):
            self.name_vars[seat].set(self._default_name(seat))
        self._before[seat] = now
        self._changed()

    def _changed(self) -> None:
        for i, menu in enumerate(self.strength_menus):
            colour, text_colour, letter, _shape = POWER_STYLE[self._power(i)]
            self.badges[i].configure(text=letter, background=colour, foreground=text_colour)
            computer = self._is_computer(i)
            menu.configure(state="normal" if computer else "disabled")
        custom = self.preset_id() == "custom"
        for entry in self.target_entries:
            entry.configure(state="normal" if custom else "disabled")
        players = self.players()
        for key, radio in self.length_radios.items():
            text = _(dict(LENGTHS)[key])
            if key != "custom":
                text = _("%(length)s \u00b7 %(n)d min") % {
                    "length": text,
                    "n": DEFINITION.minutes(key, players),
                }
            radio.configure(text=text)
        try:
            overrides = self._overrides()
        except SettingsError as problem:
            said = settings_problem(problem)
            self.estimate.configure(text=said, foreground=th.VERMILION)
            self.error.set(said)
        else:
            settings = preset(self.preset_id(), players, **overrides)
            minutes = round(estimate_minutes(settings, players))
            fields = {"players": players, "minutes": minutes, "limit": settings.round_limit}
            if self.preset_id() == "custom" and not self.limit_var.get().strip():
                text = ngettext(
                    "%(players)d player: about %(minutes)d minutes. With no last round a Custom "
                    "game might never end, so it ends after round %(limit)d.",
                    "%(players)d players: about %(minutes)d minutes. With no last round a Custom "
                    "game might never end, so it ends after round %(limit)d.",
                    players,
                )
            elif settings.round_limit:
                text = ngettext(
                    "%(players)d player: about %(minutes)d minutes, or the colony closest to its "
                    "goals after round %(limit)d.",
                    "%(players)d players: about %(minutes)d minutes, or the colony closest to its "
                    "goals after round %(limit)d.",
                    players,
                )
            else:
                text = ngettext(
                    "%(players)d player: about %(minutes)d minutes.",
                    "%(players)d players: about %(minutes)d minutes.",
                    players,
                )
            text %= fields
            warnings = warnings_of(settings)
            if warnings:
                text += " " + warnings[0]
            self.estimate.configure(text=text, foreground=th.BLUE)
            self.error.set("")
        if self.on_change is not None:
            self.on_change()


def setup_form(master: object, remembered: Memory, error: TextVariable) -> ColonialsSetupForm:
    """The form inside the New game dialog's ``master`` (the definition's ``setup_form``)."""
    return ColonialsSetupForm(tk_parent(master), remembered, error)
