"""Beside the board: whose turn it is, the players, the 7-phase tracker, the dice, and the log."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Iterable
from functools import partial

from florida_history.app.session_base import LogEntry
from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.engine.state import PHASES
from florida_history.games.colonial_florida.names import (
    PHASE_NAMES,
    hazard_label,
    phase_name,
    power_initial,
    power_name,
)
from florida_history.games.colonial_florida.viewmodel import BoardModel
from florida_history.games.colonial_florida.wording import combat_dice_line
from florida_history.games.colonial_florida.words import _, ngettext
from florida_history.ui import theme as th
from florida_history.ui.kept_items import KeptItems, Spec, configure_changed


def dice_text(e: ev.AnyEvent) -> str | None:
    """What the dice line says after ``e`` (None: the event rolled no dice)."""
    if isinstance(e, ev.MoveDiceRolled):
        return _("Dice: [{first}]  [{second}]").format(first=e.dice[0], second=e.dice[1])
    if isinstance(e, ev.CombatRolled):
        return combat_dice_line(e.attacker_dice, e.defender_dice)
    if isinstance(e, ev.HazardMoved) and e.dice:
        return _("{hazard} dice: {dice}").format(
            hazard=hazard_label(e.hazard), dice=" ".join(f"[{x}]" for x in e.dice)
        )
    return None


def last_dice_text(history: Iterable[ev.AnyEvent]) -> str:
    """The dice of the phase being played, from a game's history (a resumed game shows them
    again); empty once a new phase has started without a roll."""
    for e in reversed(list(history)):
        if isinstance(e, ev.PhaseStarted):
            return ""
        text = dice_text(e)
        if text:
            return text
    return ""


class TurnBanner(tk.Frame):
    """The current player's colour band and name in large text: obvious whose turn it is."""

    def __init__(self, master: tk.Misc) -> None:
        super().__init__(master, background=th.MUTED)
        self.label = tk.Label(
            self,
            text="",
            font="fh-big",
            anchor="w",
            justify="left",
            background=th.MUTED,
            foreground="#FFFFFF",
            padx=10,
            pady=6,
        )
        self.label.pack(fill="x")
        self.bind("<Configure>", lambda e: self.label.configure(wraplength=max(100, e.width - 20)))

    def show(self, text: str, power: str | None) -> None:
        bg = th.POWER_COLOURS[power] if power else "#4A4036"
        fg = th.POWER_TEXT[power] if power else "#FFFFFF"
        configure_changed(self, background=bg)
        configure_changed(self.label, text=text, background=bg, foreground=fg)


class PlayersView(tk.Frame):
    """One compact row per player: name, then a gold bar toward the target that also says the
    settlements held and control markers left (compact so lessons keep room at 150% text)."""

    def __init__(self, master: tk.Misc) -> None:
        super().__init__(master, background=th.PANEL_BG)
        self.rows: dict[str, tuple[tk.Label, tk.Canvas, tk.Label]] = {}
        self.columnconfigure(2, weight=1)
        self.stacked = False  # name above the bar, when the names leave the bar too little room
        self._widths: dict[tuple[str, str], int] = {}  # bar texts measured, by font size
        self.bind("<Configure>", lambda e: self._arrange(e.width))

    def setup(self, players: list[tuple[str, str, bool]]) -> None:
        """``players``: (power, name, is_computer) in seating order."""
        for child in self.winfo_children():
            child.destroy()
        self.rows.clear()
        for i, (power, name, computer) in enumerate(players):
            chip = tk.Label(
                self,
                text=power_initial(power),
                font="fh-bold",
                width=2,
                background=th.POWER_COLOURS[power],
                foreground=th.POWER_TEXT[power],
                relief="solid",
                borderwidth=1,
            )
            chip.grid(row=i, column=0, sticky="nsew", padx=(4, 6), pady=2)
            if computer:
                who = _("{name} ({power}) · computer").format(name=name, power=power_name(power))
            else:
                who = _("{name} ({power})").format(name=name, power=power_name(power))
            title = tk.Label(
                self, text=who, font="fh-bold", anchor="w", justify="left", background=th.PANEL_BG
            )
            title.grid(row=i, column=1, sticky="w", padx=(0, 6))
            bar = tk.Canvas(
                self,
                width=60,  # small request: the bar takes the room the name leaves
                height=22,
                background="#FFFFFF",
                highlightthickness=1,
                highlightbackground=th.OUTLINE,
            )
            bar.grid(row=i, column=2, sticky="ew", pady=2, padx=(0, 4))
            bar.bind("<Configure>", partial(self._bar_resized, power))
            self.rows[power] = (title, bar, chip)
        self._data: dict[str, tuple[int, int, int, int, bool]] = {}
        self.stacked = False
        self._arrange(self.winfo_width())

    def _arrange(self, width: int) -> None:
        """Name and bar side by side; or, when the longest name would leave the bar less than
        a third of the row (large text), the bar on its own line under the name."""
        if width <= 1 or not self.rows:
            return
        names = max(  # measured, not asked: a wrapped name asks for less room
            int(self.tk.call("font", "measure", "fh-bold", t.cget("text"))) + 4
            for t, _b, _c in self.rows.values()
        )
        chip = max(c.winfo_reqwidth() for _t, _b, c in self.rows.values()) + 10
        stacked = width - chip - names - 10 < 0.3 * width
        for title, _bar, _chip in self.rows.values():  # a very long name wraps, never cut
            title.configure(wraplength=max(80, width - chip - 12) if stacked else 0)
        if stacked == self.stacked:
            return
        self.stacked = stacked
        for i, (title, bar, chip_label) in enumerate(self.rows.values()):
            if stacked:
                chip_label.grid_configure(row=2 * i, rowspan=2)
                title.grid_configure(row=2 * i, column=1, columnspan=2)
                bar.grid_configure(row=2 * i + 1, column=1, columnspan=2, padx=(0, 4))
            else:
                chip_label.grid_configure(row=i, rowspan=1)
                title.grid_configure(row=i, column=1, columnspan=1)
                bar.grid_configure(row=i, column=2, columnspan=1, padx=(0, 4))

    def update_from(self, model: BoardModel, target: int, current: str | None) -> None:
        held: dict[str, int] = {}
        for st in model.settlements.values():
            if st.owner:
                held[st.owner] = held.get(st.owner, 0) + 1
        for power in self.rows:
            self._data[power] = (
                model.gold.get(power, 0),
                target,
                held.get(power, 0),
                model.markers.get(power, 0),
                power == current,
            )
            self._draw_bar(power)

    def _bar_resized(self, power: str, _event: tk.Event[tk.Canvas]) -> None:
        self._draw_bar(power)

    def _draw_bar(self, power: str) -> None:
        if power not in getattr(self, "_data", {}):
            return
        gold, target, held, markers, current = self._data[power]
        title, bar, _chip = self.rows[power]
        # The bar's items are kept and only changed (``kept_items``): this runs after every
        # action, for every player.
        kept: KeptItems | None = bar.__dict__.get("_fh_kept")
        if kept is None:
            kept = bar.__dict__["_fh_kept"] = KeptItems(bar)
        line = int(bar.tk.call("font", "metrics", "fh-small", "-linespace"))
        configure_changed(bar, height=line + 6)
        w = max(10, bar.winfo_width())
        frac = min(1.0, gold / target) if target else 0
        fill = [
            Spec(
                "rectangle",
                (0, 0, w * frac, line + 8),
                {"fill": th.POWER_COLOURS[power], "outline": ""},
            )
        ]
        if th.POWER_STIPPLE[power]:
            fill.append(
                Spec(
                    "rectangle",
                    (0, 0, w * frac, line + 8),
                    {"fill": "#FFFFFF", "stipple": th.POWER_STIPPLE[power], "outline": ""},
                )
            )
        kept.created.clear()
        below = kept.sync("fill", fill)
        fields = {"gold": gold, "target": target, "held": held, "markers": markers}
        wordings = (
            ngettext(
                "{gold}/{target} gold · {held} held · %(n)d marker left",
                "{gold}/{target} gold · {held} held · %(n)d markers left",
                markers,
            )
            % {"n": markers},
            _("{gold}/{target} gold · {held} held · {markers} left"),
            _("{gold}/{target} gold · {held} held"),
            "{gold}/{target}",
        )
        options = tuple(o.format(**fields) for o in wordings)
        text = options[-1]
        size = str(bar.tk.call("font", "actual", "fh-small", "-size"))
        for candidate in options:  # the longest wording that fits the bar
            if self._measure(bar, size, candidate) <= w - 14:
                text = candidate
                break
        (item,) = kept.sync(
            "text",
            [
                Spec(
                    "text",
                    (6, (line + 6) / 2 + 1),
                    {"text": text, "anchor": "w", "font": "fh-small", "fill": th.BLACK},
                )
            ],
        )
        x0, y0, x1, y1 = bar.bbox(item)
        (backdrop,) = kept.sync(
            "backdrop",
            [Spec("rectangle", (x0 - 2, y0, x1 + 2, y1), {"fill": "#FFFFFF", "outline": ""})],
        )
        if kept.created:  # new items: stack them as drawn from nothing (fill, backdrop, text)
            for layer in (*below, backdrop, item):
                bar.tag_raise(layer)
        configure_changed(
            bar,
            highlightbackground=th.BLACK if current else th.OUTLINE,
            highlightthickness=3 if current else 1,
        )
        configure_changed(title, foreground=th.BLACK if current else th.MUTED)

    def _measure(self, bar: tk.Misc, size: str, text: str) -> int:
        """The width of ``text`` in the bars' font (cached per font size)."""
        key = (size, text)
        width = self._widths.get(key)
        if width is None:
            if len(self._widths) > 2000:
                self._widths.clear()
            width = self._widths[key] = int(bar.tk.call("font", "measure", "fh-small", text))
        return width


class PhaseTracker(tk.Frame):
    """The 7 phases of a round with the current one lit: in one row of seven, or in two or
    three rows when large text leaves a box too narrow for a whole word ("Hurricane")."""

    MAX_ROWS = 3

    def __init__(self, master: tk.Misc) -> None:
        super().__init__(master, background=th.PANEL_BG)
        self.labels: dict[str, tk.Label] = {}
        for i, phase in enumerate(PHASES):
            lab = tk.Label(
                self,
                text=f"{i + 1} {phase_name(phase)}",
                font="fh-small",
                relief="groove",
                borderwidth=2,
                padx=2,
                pady=2,
                background=th.PANEL_BG,
                wraplength=90,
            )
            self.labels[phase] = lab
        self.current: str | None = None
        self.rows = 0
        self.compact = False  # numbers only, the current phase named (only if 3 rows fail)
        self._arrange(1)

    def _arrange(self, rows: int) -> None:
        if rows == self.rows:
            return
        self.rows = rows
        cols = -(-len(PHASES) // rows)
        for c in range(len(PHASES)):
            self.columnconfigure(
                c, weight=1 if c < cols else 0, uniform="phase" if c < cols else ""
            )
        for i, lab in enumerate(self.labels.values()):
            lab.grid(row=i // cols, column=i % cols, sticky="nsew", padx=1, pady=1)

    def show(self, phase: str | None) -> None:
        self.current = phase
        for i, (p, lab) in enumerate(self.labels.items()):
            lit = p == phase
            text = f"{i + 1} {phase_name(p)}" if lit or not self.compact else str(i + 1)
            configure_changed(
                lab,
                text=text,
                background=th.BLACK if lit else th.PANEL_BG,
                foreground="#FFFFFF" if lit else th.MUTED,
                relief="solid" if lit else "groove",
            )

    def set_wrap(self, width: int) -> None:
        """The fewest rows in which every word of every phase name fits its box whole."""
        words = {w for phase in PHASE_NAMES for w in phase_name(phase).split()}
        longest = max(int(self.tk.call("font", "measure", "fh-small", w)) for w in words)
        for rows in range(1, self.MAX_ROWS + 1):
            cols = -(-len(PHASES) // rows)
            col = max(40, width // cols - 10)
            if longest + 8 <= col:
                break
        self.compact = longest + 8 > col
        self._arrange(rows)
        for lab in self.labels.values():
            lab.configure(wraplength=col)
        self.show(self.current)


class LogView(tk.Frame):
    """The game log in plain words, newest at the bottom, scrolled."""

    def __init__(self, master: tk.Misc) -> None:
        super().__init__(master, background=th.PANEL_BG)
        self.text = tk.Text(
            self,
            font="fh-log",
            wrap="word",
            height=8,
            background="#FFFFFF",
            relief="flat",
            padx=8,
            pady=4,
            state="disabled",
            cursor="arrow",
            takefocus=False,
        )
        scroll = tk.Scrollbar(self, command=self.text.yview)
        self.text.configure(yscrollcommand=scroll.set)
        scroll.pack(side="right", fill="y")
        self.text.pack(side="left", fill="both", expand=True)
        self.text.tag_configure("round", font="fh-bold", foreground=th.BLACK, spacing1=6)
        self.text.tag_configure("turn", font="fh-bold")
        self.text.tag_configure("reason", foreground=th.BLUE, lmargin1=16, lmargin2=16)
        self.text.tag_configure("win", font="fh-big", foreground=th.BLACK, background=th.YELLOW)
        self.text.tag_configure("event", lmargin2=12)
        self.lines = 0
        self.apply_palette()

    def apply_palette(self) -> None:
        """The log's text colour from the theme (black in high contrast)."""
        self.text.configure(foreground=th.TEXT)

    def clear(self) -> None:
        self.text.configure(state="normal")
        self.text.delete("1.0", "end")
        self.text.configure(state="disabled")
        self.lines = 0

    def append(self, text: str, kind: str = "event") -> None:
        self.text.configure(state="normal")
        if self.lines:
            self.text.insert("end", "\n")
        self.text.insert("end", text, (kind,))
        self.lines += 1
        if self.lines > 1500:  # keep the widget light on old computers
            self.text.delete("1.0", "200.0")
            self.lines -= 199
        self.text.configure(state="disabled")
        self.text.see("end")

    def set_all(self, entries: list[LogEntry]) -> None:
        self.clear()
        for e in entries[-800:]:
            self.append(e.text, e.kind)

    def content(self) -> str:
        return self.text.get("1.0", "end-1c")
