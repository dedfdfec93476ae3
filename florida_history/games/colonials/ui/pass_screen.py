"""Hot-seat secrecy (C4): a cover over the whole table that names the next player and hides
every hand until that player presses the button or Space. Off-turn prompts (a trade answer,
the Peace card when raided) go behind the same cover."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable

from florida_history.games.colonials.names import power, power_label
from florida_history.games.colonials.ui.card_view import text_scale
from florida_history.games.colonials.ui.decision_panel import drop_focus
from florida_history.games.colonials.ui.table_view import draw_badge
from florida_history.games.colonials.words import _
from florida_history.ui import theme as th

READY_KEY = "space"


class PassScreen(tk.Frame):
    def __init__(self, master: tk.Misc, on_ready: Callable[[str], None]) -> None:
        super().__init__(
            master, background=th.PANEL_BG, highlightthickness=6, highlightbackground="#000000"
        )
        self.on_ready = on_ready
        self.seat: str | None = None
        inner = tk.Frame(self, background=th.PANEL_BG)
        inner.place(relx=0.5, rely=0.5, anchor="center")
        self.badge = tk.Canvas(inner, highlightthickness=0, background=th.PANEL_BG)
        self.badge_size = 0
        self.badge.pack(pady=8)
        self.title = tk.Label(inner, background=th.PANEL_BG, foreground=th.TEXT)
        self.title.pack(pady=4)
        self.why = tk.Label(
            inner, font="fh-body", background=th.PANEL_BG, foreground=th.TEXT, justify="center"
        )
        self.why.pack(pady=4)
        self.button = tk.Button(
            inner,
            font="fh-button",
            command=self.ready,
            padx=16,
            pady=10,
            background=th.YELLOW,
            activebackground=th.SKY,
            highlightthickness=3,
            highlightcolor=th.BLUE,
            takefocus=False,
        )
        self.button.pack(pady=12)
        self.rescale()

    def rescale(self) -> None:
        """Sizes for the text size (a smaller badge and title at big text): when the text
        size changes, the cover is taken away; the next decision covers the table again if
        it must, as a new cover would."""
        scale = text_scale(self)
        size = round((72 if scale < 1.5 else 40) * scale)
        self.badge.configure(width=size, height=size)
        self.badge_size = size
        self.title.configure(font="fh-title" if scale < 1.5 else "fh-big")
        if self.seat is not None:
            self.seat = None
            self.place_forget()
            drop_focus([self], self)

    def cover(self, seat: str, reason: str = "", player: str = "") -> None:
        """Hide the table and ask for ``seat``'s player (``player``: "Ana (English)")."""
        self.seat = seat
        name = power_label(seat)
        draw_badge(self.badge, seat, self.badge_size)
        student = player.split(" (", 1)[0] if player and player != name else ""
        fields = {"player": player, "student": student, "power": power(seat)}
        if student:
            self.title.configure(text=_("Pass to %(player)s") % fields)
        else:
            self.title.configure(text=_("Pass to the %(power)s player") % fields)
        look_away = _("Everyone else, please look away: the %(power)s hand is secret.") % fields
        self.why.configure(text=(reason + "\n" if reason else "") + look_away)
        if student:
            ready = _("I am %(student)s, the %(power)s player: show my cards [Space]") % fields
        else:
            ready = _("I am the %(power)s player: show my cards [Space]") % fields
        self.button.configure(text=ready)
        self.place(relx=0, rely=0, relwidth=1, relheight=1)
        self.lift()
        # Big text on a narrow table: the lines wrap instead of running off the cover.
        width = max(300, self.master.winfo_width() - 80)
        for label in (self.title, self.why, self.button):
            label.configure(wraplength=width)
        # The cover itself takes the keys (Space or Enter, bound on the window): a focused
        # button would also react to Space on its own.
        self.focus_set()

    @property
    def covering(self) -> bool:
        return self.seat is not None

    def ready(self) -> None:
        if self.seat is None:
            return
        seat, self.seat = self.seat, None
        self.place_forget()
        self.on_ready(seat)
