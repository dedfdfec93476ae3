"""The Colonials table from one seat's view (C4): the phase tracker of the current turn, deck
and discard counts, each colony's area (power badge, Population, Gold, bars toward the four
targets, cards in play grouped by type, Oppression on it) and, only when asked, that seat's
hand as readable cards. Everything shown comes from a ``SeatView``: the table cannot show
what the seat may not know."""

from __future__ import annotations

import tkinter as tk
import tkinter.font as tkfont
from collections.abc import Callable, Iterable
from functools import partial

from florida_history.games.colonials import names as say
from florida_history.games.colonials.engine.cards import DECK, RESOURCE_TYPES, Card
from florida_history.games.colonials.engine.state import PHASES
from florida_history.games.colonials.engine.tally import resources, towns
from florida_history.games.colonials.engine.view import PublicPlayer, SeatView
from florida_history.games.colonials.progress import progress_of, round_words, winning_words
from florida_history.games.colonials.ui import cardtext
from florida_history.games.colonials.ui.card_view import BASE_H, BASE_W, CardView, text_scale
from florida_history.games.colonials.ui.decision_panel import drop_focus
from florida_history.games.colonials.ui.options import hand_order
from florida_history.games.colonials.ui.palette import POWER_STYLE, TYPE_STYLE
from florida_history.games.colonials.words import _, ngettext
from florida_history.ui import theme as th
from florida_history.ui.scroll import ScrollFrame


def draw_badge(canvas: tk.Canvas, power: str, size: int) -> None:
    """The power's shape in its colour with its letter: three cues, not one."""
    colour, ink, letter, shape = POWER_STYLE[power]
    canvas.delete("all")
    m, s = 2, size - 2
    outline = "#000000"
    if shape == "circle":
        canvas.create_oval(m, m, s, s, fill=colour, outline=outline, width=2)
    elif shape == "diamond":
        h = size / 2
        canvas.create_polygon(h, m, s, h, h, s, m, h, fill=colour, outline=outline, width=2)
    elif shape == "triangle":
        canvas.create_polygon(size / 2, m, s, s, m, s, fill=colour, outline=outline, width=2)
    else:
        canvas.create_rectangle(m, m, s, s, fill=colour, outline=outline, width=2)
    y = size / 2 + (size * 0.1 if shape == "triangle" else 0)
    canvas.create_text(size / 2, y, text=letter, fill=ink, font="fh-bold")


def targets_of(view: SeatView, player: PublicPlayer) -> list[tuple[str, str, int, int]]:
    """(label, short label, value, target) for the four victory targets (C33, C34)."""
    s = view.settings
    return [
        (_("Population"), _("Pop."), player.pop, s.target_pop),
        (_("Gold"), _("Gold"), player.gold, s.target_gold),
        (_("Resources"), _("Res."), resources(player), s.target_resources),  # type: ignore[arg-type]
        (_("Town Improvements"), _("Towns"), towns(player), s.target_towns),  # type: ignore[arg-type]
    ]


def grouped_cards(player: PublicPlayer, classroom: bool = True) -> list[tuple[str, str]]:
    """(type letter, line) for each non-empty group of the colony's cards in play."""
    cards = [DECK[c] for c in player.in_play]

    def names(group: list[Card]) -> str:
        return ", ".join(say.card(c.number, classroom) for c in group)

    out: list[tuple[str, str]] = []
    res = [c for c in cards if c.type == "R"]
    if res:
        parts = []
        for rtype in RESOURCE_TYPES:
            of = [c for c in res if c.resource_type == rtype]
            if of:
                parts.append(f"{say.resource_type(rtype)} {len(of)}: {names(of)}")
        out.append(("R", _("Resources \u2014 %(groups)s") % {"groups": "; ".join(parts)}))
    for letter, title in (
        ("C", _("Combatants")),
        ("F", _("Forts")),
        ("T", _("Town Improvements")),
        ("L", _("Leaders")),
    ):
        group = [c for c in cards if c.type == letter]
        if group:
            out.append((letter, f"{title} {len(group)}: {names(group)}"))
    if player.oppression:
        opp = [DECK[c] for c in player.oppression]
        out.append(
            (
                "O",
                _("Oppression on it %(n)d: %(cards)s (\u22121 Gold each)")
                % {"n": len(opp), "cards": names(opp)},
            )
        )
    return out


class PhaseTracker(tk.Frame):
    """The eight phases of the turn, the current one marked by an arrow, bold and colour."""

    def __init__(self, master: tk.Misc) -> None:
        super().__init__(master, background=th.PANEL_BG)
        self.whose = tk.Label(self, font="fh-bold", background=th.PANEL_BG, foreground=th.TEXT)
        self.whose.grid(row=0, column=0, sticky="w", padx=(6, 10))
        self.phases = tk.Frame(self, background=th.PANEL_BG)
        self.phases.grid(row=0, column=1, sticky="w")
        self.labels: dict[str, tk.Label] = {}
        for p in PHASES:
            lab = tk.Label(
                self.phases,
                text=say.phase(p),
                font="fh-small",
                padx=4,
                relief="flat",
                borderwidth=2,
                background=th.PANEL_BG,
                foreground=th.TEXT,
            )
            lab.grid(row=0, column=len(self.labels), padx=1, sticky="w")
            self.labels[p] = lab
        self.counts = tk.Label(self, font="fh-body", background=th.PANEL_BG, foreground=th.TEXT)
        self.counts.grid(row=0, column=2, sticky="e", padx=6)
        self.counts_texts = ("", "")  # (deck and discard, the deck alone), fitted to the width
        self.columnconfigure(2, weight=1)
        # A colony at all four targets, said plainly (C33): shown only then.
        self.alert = tk.Label(
            self,
            font="fh-bold",
            anchor="w",
            justify="left",
            background=th.YELLOW,
            foreground="#000000",
            padx=6,
        )
        self.two_rows = False
        self.current: str | None = None  # the phase marked
        self.per_line = len(self.labels)  # phases a line
        # Fitting waits while the window is laid out at a new text size: the width read in
        # the middle of that layout is the old one (see ``hold``).
        self.held = False

    def show(self, view: SeatView) -> None:
        turn = _("%(power)s's turn:") % {"power": say.power_label(view.active)}
        self.whose.configure(text=f"{round_words(view)} \u00b7 {turn}")
        if view.phase != self.current:  # only the phase left and the phase now look new
            for p in (self.current, view.phase):
                lab = self.labels.get(p or "")
                if lab is None:
                    continue
                now = p == view.phase
                lab.configure(
                    text=("\u25b6 " if now else "") + say.phase(p or ""),
                    font="fh-bold" if now else "fh-small",
                    background=th.YELLOW if now else th.PANEL_BG,
                    relief="solid" if now else "flat",
                )
            self.current = view.phase
        numbers = {"deck": view.deck_size, "discard": len(view.discard)}
        self.counts_texts = (
            _("Deck %(deck)d \u00b7 Discard %(discard)d") % numbers,
            _("Deck %(deck)d") % numbers,
        )
        self._fit_counts()
        self.after_idle(self._fit)

    def _fit_counts(self) -> None:
        """Deck and discard beside whose turn it is; the deck alone where both do not fit
        (big text on a small screen, or a language with longer words)."""
        full, short = self.counts_texts
        width = self.winfo_width()
        room = width - self.whose.winfo_reqwidth() - 30
        font = tkfont.nametofont("fh-body", root=self)
        text = full if width <= 1 or font.measure(full) + 12 <= room else short
        if str(self.counts.cget("text")) != text:
            self.counts.configure(text=text)

    def show_alert(self, text: str) -> None:
        if str(self.alert.cget("text")) == text:
            return
        self.alert.configure(text=text, wraplength=max(300, self.winfo_width() - 20))
        if text:
            self.alert.grid(row=2, column=0, columnspan=3, sticky="ew", padx=4, pady=(2, 2))
        else:
            self.alert.grid_remove()

    def hold(self, held: bool) -> None:
        """``True`` before a text size step redraws the table ahead of Tk's layout; ``False``
        after that layout, which fits the phases to the width of now."""
        self.held = held
        if not held:
            self._fit()

    def _fit(self) -> None:
        """Phases on a second row when one row is wider than the window (big text)."""
        if self.held or not self.winfo_exists():
            return
        self._fit_counts()
        need = sum(w.winfo_reqwidth() for w in (self.whose, self.phases, self.counts)) + 30
        two = need > self.winfo_width() > 1
        # Still wider than the window on its own row (200% text): four phases a line.
        row_width = sum(lab.winfo_reqwidth() + 2 for lab in self.labels.values())
        per_line = 4 if row_width > self.winfo_width() - 12 > 1 else len(self.labels)
        if per_line != self.per_line:
            self.per_line = per_line
            for i, lab in enumerate(self.labels.values()):
                lab.grid(row=i // per_line, column=i % per_line, padx=1, sticky="w")
        if two != self.two_rows:
            self.two_rows = two
            if two:
                self.phases.grid(row=1, column=0, columnspan=3, sticky="w", padx=4)
            else:
                self.phases.grid(row=0, column=1, columnspan=1, sticky="w", padx=0)


class CardRow(tk.Frame):
    """One group of a colony's cards in play: the type's letter on its colour, then the
    cards by name (``text``, wrapped by the colony)."""

    def __init__(self, master: tk.Misc) -> None:
        super().__init__(master, background=th.PANEL_BG)
        self.letter: tk.Label | None = None
        self.text = tk.Label(
            self,
            font="fh-body",
            anchor="w",
            justify="left",
            background=th.PANEL_BG,
            foreground=th.TEXT,
        )
        self.text.pack(side="left", fill="x", padx=4)

    def show(self, letter: str, line: str) -> None:
        """``letter`` "" for a line without a type (no cards in play yet)."""
        if letter:
            band, ink, _icon = TYPE_STYLE[letter]
            if self.letter is None:
                self.letter = tk.Label(self, font="fh-bold", width=2)
                self.letter.pack(side="left", anchor="n", before=self.text)
            self.letter.configure(text=letter, background=band, foreground=ink)
        elif self.letter is not None:
            self.letter.destroy()
            self.letter = None
        self.text.configure(text=line)


class ColonyArea(tk.Frame):
    """One colony: badge, name, counts, four target bars and its cards in play."""

    def __init__(
        self,
        master: tk.Misc,
        power: str,
        compact: bool = False,
        on_detail: Callable[[str], None] | None = None,
    ) -> None:
        super().__init__(
            master, background=th.PANEL_BG, highlightthickness=3, highlightbackground=th.OUTLINE
        )
        self.power = power
        # Compact (big text on a small screen): a smaller heading, short bar labels and the
        # cards in play as counts by type; a click on a count shows the names (``on_detail``).
        self.compact = compact
        self.on_detail = on_detail
        scale = text_scale(self)
        self.scale = scale
        head = tk.Frame(self, background=th.PANEL_BG)
        head.pack(fill="x", padx=4, pady=(4, 0) if not compact else (2, 0))
        size = round((20 if compact else 30) * scale)
        self.badge = tk.Canvas(
            head, width=size, height=size, highlightthickness=0, background=th.PANEL_BG
        )
        draw_badge(self.badge, power, size)
        self.badge.pack(side="left")
        self.title = tk.Label(
            head,
            font="fh-bold" if compact else "fh-big",
            background=th.PANEL_BG,
            foreground=th.TEXT,
        )
        self.title.pack(side="left", padx=6)
        self.head = head
        self.counts = tk.Label(
            self, font="fh-body", anchor="w", background=th.PANEL_BG, foreground=th.TEXT
        )
        self.counts_beside = compact  # compact: the hand's size beside the name while it fits
        if compact:
            self.counts.pack(in_=head, side="left")
        else:
            self.counts.pack(fill="x", padx=6)
        self.bars = tk.Frame(self, background=th.PANEL_BG)
        self.bars.pack(fill="x", padx=6)
        self.bars.columnconfigure(1, weight=1)
        self.bar_labels: list[tk.Label] = []
        self.bar_canvases: list[tk.Canvas] = []
        for i in range(4):
            lab = tk.Label(
                self.bars, font="fh-body", anchor="w", background=th.PANEL_BG, foreground=th.TEXT
            )
            lab.grid(row=i, column=0, sticky="w", padx=(0, 6))
            bar = tk.Canvas(
                self.bars,
                height=round((10 if compact else 14) * scale),
                width=round((24 if compact else 60) * scale),
                highlightthickness=0,
                background=th.PANEL_BG,
            )
            bar.grid(row=i, column=1, sticky="ew", padx=(0, 4))
            bar.bind("<Configure>", partial(self._bar_resized, i), add="+")
            self.bar_labels.append(lab)
            self.bar_canvases.append(bar)
        self.bar_values: list[tuple[int, int]] = [(0, 1)] * 4
        self.bar_texts: list[tuple[str, str]] = []  # (full, short) words of each bar
        self.to_go = ""  # what each target still needs, in words
        # The progress score (C35) and what each target still needs: the round limit's winner.
        self.progress = tk.Label(
            self,
            font="fh-small" if compact else "fh-body",
            anchor="w",
            justify="left",
            background=th.PANEL_BG,
            foreground=th.TEXT,
        )
        self.progress.pack(fill="x", padx=6)
        # A click says what each target still needs, in words.
        self.progress.configure(cursor="hand2")
        self.progress.bind(
            "<Button-1>", lambda e: self._detail(f"{say.power_label(power)}: {self.to_go}.")
        )
        # (width, height, value, target) each bar was drawn for: a <Configure> that only moves
        # it, or a redraw with the same numbers, leaves it be.
        self.bar_drawn: list[tuple[int, int, int, int] | None] = [None] * 4
        self.cards = tk.Frame(self, background=th.PANEL_BG)
        self.cards.pack(fill="x", padx=6, pady=(2, 4) if not compact else (1, 2))
        self.card_lines: list[tk.Label] = []
        self.rows: list[CardRow] = []
        self.shown_groups: tuple[list[tuple[str, str]], bool] | None = None
        self.wrapped = 0  # the width the lines were last wrapped for
        self.wrapped_before = 0  # and the one before
        self.wraps: dict[str, int] = {}  # each label's wrap length (its path name: length)
        self.bind("<Configure>", self._resized)

    def _resized(self, event: tk.Event) -> None:
        now = self.winfo_width()
        if now == self.wrapped:
            return  # a move alone changes nothing
        # Back to the width before by a pixel or two: the columns share the width by the
        # areas' requests, and wrapping again there asked for the pixel back, forever
        # (issue 23). The lines stay wrapped for the width a pixel away.
        if now == self.wrapped_before and abs(now - self.wrapped) <= 2:
            return
        self._wrap()

    def _fit_bar_labels(self) -> None:
        """The bars' words in full ("Town Improvements 0 / 2") where they fit beside a bar,
        else short ("Towns 0 / 2"): never cut off at the number."""
        width = self.wrapped or self.winfo_width()
        if not self.bar_texts or width <= 1:
            return
        font = tkfont.nametofont("fh-body", root=self)
        room = width - 2 * 6 - 6 - 4 - round(24 * self.scale) - 16
        full = all(font.measure(long) <= room for long, _short in self.bar_texts)
        for lab, (long, short) in zip(self.bar_labels, self.bar_texts, strict=True):
            text = long if full or self.compact else short
            if str(lab.cget("text")) != text:
                lab.configure(text=text)

    def _fit_counts(self) -> None:
        """Compact: the hand's size beside the colony's name, or under it when the name is too
        long for both on one line (big text on a small screen, a language's longer names)."""
        width = self.wrapped or self.winfo_width()
        if not self.compact or width <= 1:
            return
        need = sum(w.winfo_reqwidth() for w in (self.badge, self.title, self.counts)) + 24
        beside = need <= width
        if beside == self.counts_beside:
            return
        self.counts_beside = beside
        self.counts.pack_forget()
        if beside:
            self.counts.pack(in_=self.head, side="left")
        else:
            self.counts.pack(fill="x", padx=6, after=self.head)

    def _wrap(self) -> None:
        self.wrapped_before, self.wrapped = self.wrapped, self.winfo_width()
        self._fit_counts()
        self._fit_bar_labels()
        width = max(120, self.wrapped - 60)
        labels = [self.progress, *self.card_lines]
        if not self.compact:
            labels.insert(0, self.counts)
        for lab in labels:  # a label told its width again lays its words out again
            if self.wraps.get(str(lab)) != width:
                self.wraps[str(lab)] = width
                lab.configure(wraplength=width)

    def _bar_resized(self, i: int, _event: tk.Event[tk.Canvas]) -> None:
        self._draw_bar(i)

    def _draw_bar(self, i: int) -> None:
        bar = self.bar_canvases[i]
        value, target = self.bar_values[i]
        w, h = max(bar.winfo_width(), 20), int(bar.cget("height"))
        if self.bar_drawn[i] == (w, h, value, target):
            return
        self.bar_drawn[i] = (w, h, value, target)
        bar.delete("all")
        bar.create_rectangle(1, 1, w - 1, h - 1, outline="#000000", fill="#FFFFFF")
        fill = round((w - 2) * min(1.0, value / target))
        if fill:
            colour = POWER_STYLE[self.power][0]
            bar.create_rectangle(1, 1, 1 + fill, h - 1, outline="#000000", fill=colour)

    def show(self, view: SeatView, player: PublicPlayer, classroom: bool) -> None:
        active = view.active == player.power
        name = say.power_label(player.power)
        self.title.configure(text=name if player.alive else _("%(power)s (out)") % {"power": name})
        if self.compact:
            hand = _("Hand %(n)d") % {"n": player.hand_size}
            self.counts.configure(text=hand + ("  \u25c0 " + _("now") if active else ""))
            self._fit_counts()
        else:
            hand = ngettext("Hand: %(n)d card", "Hand: %(n)d cards", player.hand_size) % {
                "n": player.hand_size
            }
            self.counts.configure(text=hand + ("  \u25c0 " + _("playing now") if active else ""))
        self.configure(
            highlightbackground="#000000" if active else th.OUTLINE,
            highlightthickness=5 if active else 2,
        )
        texts = []
        for i, (label, short, value, target) in enumerate(targets_of(view, player)):
            tick = " \u2713" if value >= target else ""
            if self.compact:
                texts.append((f"{short} {value}/{target}{tick}",) * 2)
            else:
                texts.append(
                    (f"{label} {value} / {target}{tick}", f"{short} {value} / {target}{tick}")
                )
            self.bar_values[i] = (value, target)
            self._draw_bar(i)
        self.bar_texts = texts
        for lab, (long, _short) in zip(self.bar_labels, texts, strict=True):
            if not str(lab.cget("text")):
                lab.configure(text=long)  # before the first layout: fitted on <Configure>
        self._fit_bar_labels()
        progress = progress_of(view, player)
        self.progress.configure(
            text=_("Score %(n)d%%") % {"n": progress.percent} if self.compact else progress.line()
        )
        self.to_go = progress.to_go()
        groups = grouped_cards(player, classroom) or [("", _("No cards in play yet."))]
        shown = (groups, self.compact)
        if shown == self.shown_groups:
            return  # the same cards in play: keep the rows (rebuilding them was half a redraw)
        self.shown_groups = shown
        if self.compact:
            self._clear_rows()
            if groups[0][0]:
                self._show_counts(player, groups)
                return
        # The rows are kept and given the new groups; only a surplus goes, a shortfall is made.
        rows = self.rows
        for i, (letter, line) in enumerate(groups):
            if i == len(rows):
                row = CardRow(self.cards)
                row.pack(fill="x", anchor="w")
                rows.append(row)
            rows[i].show(letter, line)
        for row in rows[len(groups) :]:
            self.wraps.pop(str(row.text), None)
            row.destroy()
        del rows[len(groups) :]
        self.card_lines = [row.text for row in rows]
        self._wrap()

    def _clear_rows(self) -> None:
        for child in self.cards.winfo_children():
            child.destroy()  # the rows, or the row of counts (compact)
        self.rows = []
        self.card_lines = []
        self.wraps = {k: v for k, v in self.wraps.items() if k == str(self.counts)}

    def rescale(self) -> None:
        """The text size changed: the badge and the bars take their new size (the labels
        follow their named fonts by themselves)."""
        scale = text_scale(self)
        if scale == self.scale:
            return
        self.scale = scale
        size = round((20 if self.compact else 30) * scale)
        self.badge.configure(width=size, height=size)
        draw_badge(self.badge, self.power, size)
        for bar in self.bar_canvases:  # each draws itself again on its <Configure>
            bar.configure(
                height=round((10 if self.compact else 14) * scale),
                width=round((24 if self.compact else 60) * scale),
            )

    def _show_counts(self, player: PublicPlayer, groups: list[tuple[str, str]]) -> None:
        """The cards in play as one row of counts by type ("R 3  C 2"); a click on one shows
        that group's cards by name."""
        row = tk.Frame(self.cards, background=th.PANEL_BG)
        row.pack(fill="x", anchor="w")
        name = say.power_label(player.power)
        for letter, line in groups:
            band, ink, _icon = TYPE_STYLE[letter]
            if letter == "O":
                count = len(player.oppression)
            else:
                count = sum(1 for c in player.in_play if DECK[c].type == letter)
            chip = tk.Label(
                row,
                text=f"{letter} {count}",
                font="fh-bold",
                padx=4,
                background=band,
                foreground=ink,
                cursor="hand2",
            )
            chip.pack(side="left", padx=(0, 4), pady=1)
            chip.bind("<Button-1>", partial(self._chip_clicked, f"{name}: {line}"))
            self.card_lines.append(chip)
        self._wrap()

    def _chip_clicked(self, text: str, _event: tk.Event[tk.Label]) -> None:
        self._detail(text)

    def _detail(self, text: str) -> None:
        if self.on_detail is not None:
            self.on_detail(text)


# A row of cards under the table: (what: "hand" or "in play", whose, the cards in order).
CardsShown = tuple[str, str, tuple[int, ...]]


class HandChip(tk.Button):
    """One card of the hand by name (compact table), with its number like a ``CardView``."""

    def __init__(self, master: tk.Misc, number: int, **kw: object) -> None:
        super().__init__(master, **kw)  # type: ignore[arg-type]
        self.number = number


class TableView(tk.Frame):
    """The whole table. ``side`` is a frame beside the colonies for the decision buttons."""

    def __init__(self, master: tk.Misc, classroom: bool = True) -> None:
        super().__init__(master, background=th.BG)
        self.classroom = classroom
        self.tracker = PhaseTracker(self)
        self.tracker.grid(row=0, column=0, columnspan=2, sticky="ew", padx=4, pady=(4, 2))
        self.colonies_scroll = ScrollFrame(self, background=th.BG, always_bar=True)
        self.colonies_scroll.grid(row=1, column=0, sticky="nsew", padx=4)
        self.side = tk.Frame(self, background=th.PANEL_BG)
        self.side.grid(row=1, column=1, sticky="nsew", padx=4)
        self.hand_frame = tk.Frame(self, background=th.BG)
        self.hand_frame.grid(row=2, column=0, columnspan=2, sticky="ew", padx=4, pady=(2, 0))
        self.hand_title = tk.Label(
            self.hand_frame, font="fh-bold", anchor="w", background=th.BG, foreground=th.TEXT
        )
        self.hand_title.pack(fill="x")
        self.hand_row = tk.Frame(self.hand_frame, background=th.BG)
        self.hand_row.pack(fill="x")
        self.detail = tk.Label(
            self, font="fh-body", anchor="w", justify="left", background=th.BG, foreground=th.TEXT
        )
        self.detail.grid(row=3, column=0, columnspan=2, sticky="ew", padx=6, pady=(0, 4))
        self.detail.grid_remove()  # shown with a card's detail only
        self.compact = False
        self.side_shown = True
        self._lay_out()
        self.rowconfigure(1, weight=1)
        self.bind("<Configure>", self._configured, add="+")
        self.areas: dict[str, ColonyArea] = {}
        self.columns = 0  # colonies side by side (one a row at big text)
        self.hand_cards: list[CardView | HandChip] = []
        self.shown_hand: tuple[object, ...] | None = None
        self.hand_seat: str | None = None
        # The cards drawn and their smallest size, to draw them again for a new width.
        self.hand_view: tuple[CardsShown, float] | None = None
        self.hand_width = 0  # the table's width the cards were sized for
        self.view: SeatView | None = None
        self.on_card: Callable[[int], None] | None = None
        self.names: dict[str, str] = {}  # each power's player ("Ana"), when the table knows

    def _configured(self, event: tk.Event) -> None:
        # A long card detail wraps instead of running off the table.
        self.detail.configure(wraplength=max(200, event.width - 20))
        if self.hand_view is not None and not self.compact and event.width != self.hand_width:
            self._lay_hand(*self.hand_view)  # the cards were sized for another width

    def wants_compact(self) -> bool:
        """Big text on a small screen (200% on 720 lines): the decisions take the whole
        height beside the colonies, so every button of a raid fits without scrolling."""
        top = self.winfo_toplevel()
        scale = float(getattr(top, "fh_text_scale", 1.0))
        return scale >= 1.5 and 1 < top.winfo_height() < 560 * scale

    def _lay_out(self) -> None:
        """Normal: colonies | decisions, the hand under both. Compact: colonies over the hand
        (as a list of names) on the left, the decisions the whole height on the right."""
        if self.compact:
            self.side.grid(row=1, column=1, rowspan=2, sticky="nsew", padx=4)
            self.hand_frame.grid(row=2, column=0, columnspan=1, sticky="ew", padx=4, pady=(2, 0))
            weights = (2, 3)
        else:
            self.side.grid(row=1, column=1, rowspan=1, sticky="nsew", padx=4)
            self.hand_frame.grid(row=2, column=0, columnspan=2, sticky="ew", padx=4, pady=(2, 0))
            weights = (3, 2)
        if not self.side_shown:
            self.side.grid_remove()
            weights = (1, 0)
        uniform = "t" if self.side_shown else ""
        self.columnconfigure(0, weight=weights[0], uniform=uniform)
        self.columnconfigure(1, weight=weights[1], uniform=uniform)

    def show_side(self, shown: bool) -> None:
        """Show or hide the decisions column (demonstration mode puts its band elsewhere)."""
        self.side_shown = shown
        self._lay_out()

    def show(self, view: SeatView, reveal_hand: bool) -> None:
        """Draw the table from ``view``; the hand is drawn only with ``reveal_hand`` (after
        the pass screen), else it is replaced by its size."""
        self.view = view
        self.tracker.show(view)
        self.tracker.show_alert(winning_words(view, self.names))
        compact = self.wants_compact()
        if compact != self.compact:
            self.compact = compact
            self._lay_out()
            for a in self.areas.values():
                a.destroy()
            self.areas = {}
        if list(self.areas) != [p.power for p in view.players]:
            for a in self.areas.values():
                a.destroy()
            self.areas = {}
            for p in view.players:
                self.areas[p.power] = ColonyArea(
                    self.colonies_scroll.body, p.power, compact, on_detail=self.show_text
                )
            # The list decides again whether it scrolls when a colony's size settles (its
            # lines wrap after it is laid out), not only when the table is drawn.
            self.colonies_scroll.watch(*self.areas.values())
            self.columns = 0
            self._flow_colonies()
        for p in view.players:
            self.areas[p.power].show(view, p, self.classroom)
        self.show_hand(view if reveal_hand else None)
        self.colonies_scroll.schedule()

    def _flow_colonies(self) -> None:
        """Two colonies a row, or one a row at big text (the list scrolls), so their lines
        stay whole; again after a text size step, the areas kept."""
        big = text_scale(self) >= 1.5
        cols = 2 if len(self.areas) > 2 and not big else 1
        if cols == self.columns:
            return
        for i, area in enumerate(self.areas.values()):
            area.grid(row=i // cols, column=i % cols, sticky="nsew", padx=3, pady=3)
        body = self.colonies_scroll.body
        for c in range(cols):
            body.columnconfigure(c, weight=1, uniform="col")
        for c in range(cols, self.columns):  # back to how a column no colony uses starts
            body.columnconfigure(c, weight=0, uniform="")
        self.columns = cols

    def rescale(self) -> None:
        """The text size changed: the kept colonies take their new sizes and re-flow, the
        hand is drawn anew at the next ``show`` (a change to or from compact mode rebuilds
        the colonies there, as their layout differs)."""
        for area in self.areas.values():
            area.rescale()
        self._flow_colonies()
        self.shown_hand = None
        self.colonies_scroll.canvas.yview_moveto(0)

    def show_hand(self, view: SeatView | None) -> None:
        self.show_text("")
        self.hand_view = None
        if view is None:
            self._clear_hand()
            self.shown_hand = None
            self.hand_seat = None
            self.hand_title.configure(text=_("Hands are hidden."))
            # A frame whose cards are all gone keeps its old height unless told: give the room
            # back to the colonies and the buttons.
            self.hand_row.configure(height=1)
            return
        self.hand_seat = view.seat
        hand = hand_order(view.hand)
        self._show_cards(
            ("hand", view.seat, tuple(hand)),
            ngettext("%(power)s hand: %(n)d card", "%(power)s hand: %(n)d cards", len(hand))
            % {"power": say.power_label(view.seat), "n": len(hand)},
            ngettext("Hand: %(n)d card", "Hand: %(n)d cards", len(hand)) % {"n": len(hand)},
        )

    def show_in_play(self, power: str, cards: Iterable[int]) -> None:
        """Demonstration: ``power``'s cards in play as card faces where a hand is shown (the
        hands stay hidden), so a class sees the cards, not only their names in a line."""
        self.show_text("")
        self.hand_view = None
        self.hand_seat = None
        shown = hand_order(cards)
        fields = {"power": say.power_label(power), "n": len(shown)}
        if not shown:
            self._clear_hand()
            self.shown_hand = None
            self.hand_title.configure(text=_("%(power)s cards in play: none yet.") % fields)
            self.hand_row.configure(height=1)
            return
        self._show_cards(
            ("in play", power, tuple(shown)),
            ngettext(
                "%(power)s cards in play: %(n)d card",
                "%(power)s cards in play: %(n)d cards",
                len(shown),
            )
            % fields,
            _("%(power)s in play: %(n)d") % fields,
            smallest=0.45,
        )

    def _show_cards(
        self, cards: CardsShown, title: str, compact_title: str, smallest: float = 0.6
    ) -> None:
        """A row of cards under the table: faces sized to the width (names at big text on a
        short screen). ``cards``: (what, whose, the cards in order)."""
        numbers = list(cards[2])
        if self.compact:  # the narrow left column: a title that fits
            self.hand_title.configure(text=compact_title)
            names = ("names", *cards, th.PALETTE.high_contrast, self.classroom)
            if names != self.shown_hand:
                self.shown_hand = names
                self._clear_hand()
                self._show_hand_names(numbers)
            return
        click = "  " + _("(click a card for its detail)") if numbers else ""
        self.hand_title.configure(text=title + click)
        self.hand_view = (cards, smallest)
        self._lay_hand(cards, smallest)

    def _lay_hand(self, what: CardsShown, smallest: float = 0.6) -> None:
        """The cards as faces sized to the table's width (normal mode), at least
        ``smallest`` times their size."""
        hand = list(what[2])
        # The width from the last layout (a <Configure> brings a new one): forcing a layout
        # here to read it laid the whole window out twice a redraw. Only before the first
        # layout is there none.
        self.hand_width = self.winfo_width()
        if self.hand_width <= 1:
            laid, self.hand_view = self.hand_view, None  # no drawing meanwhile on <Configure>
            self.update_idletasks()
            self.hand_view = laid
            self.hand_width = self.winfo_width()
        width = max(self.hand_width, 600)
        scale = text_scale(self)
        # Every card in one row, and the row at most a third of the window's height: cards
        # grow up to 1.5 times the text size where there is room (projectors), and shrink to
        # fit, never below ``smallest``.
        fit = ((width - 12) / max(1, len(hand)) - 12) / BASE_W
        # Big text on a short screen: the decision buttons need the height more than the cards.
        # The row at most 28% of the height: at the default 1600x993 window, four colonies
        # with a few groups of cards each fit above it without scrolling.
        share = 0.28 if scale < 1.5 else 0.26
        tall = self.winfo_toplevel().winfo_height() * share / BASE_H
        size = max(smallest, min(scale * 1.5, fit, tall))
        shown = (what[1], tuple(hand), size, th.PALETTE.high_contrast, what[0])
        if shown == self.shown_hand:
            return  # the same cards, size and colors (e.g. a computer moved): keep the faces
        self.shown_hand = shown
        if len(self.hand_row.winfo_children()) != len(self.hand_cards) or not all(
            isinstance(cv, CardView) for cv in self.hand_cards
        ):
            self._clear_hand()  # names (compact) were shown
        # The card faces are kept: a card still in the hand keeps its face, a new card is
        # drawn on the canvas of one that went (a new canvas a card was most of a hand's
        # drawing); only a surplus goes, a shortfall is made.
        drop_focus(self.hand_cards, self)
        faces = {cv.number: cv for cv in self.hand_cards if isinstance(cv, CardView)}
        kept = [faces.pop(c, None) for c in hand]
        spare = list(faces.values())
        cards: list[CardView | HandChip] = []
        for c, cv in zip(hand, kept, strict=True):
            if cv is None and spare:
                cv = spare.pop(0)
            if cv is None:
                cv = CardView(self.hand_row, c, self.classroom, on_pick=self.show_detail, size=size)
            cv.show(c, size)
            cards.append(cv)
        for cv in spare:
            cv.destroy()
        self.hand_cards = cards
        if self.hand_row.pack_slaves() != cards:  # in the hand's order, left to right
            for card in cards:
                card.pack_forget()
            for card in cards:
                card.pack(side="left", padx=3, pady=2)

    def _clear_hand(self) -> None:
        for child in self.hand_row.winfo_children():
            child.destroy()  # the cards, or the rows of names (compact)
        self.hand_cards = []

    def _show_hand_names(self, hand: list[int]) -> None:
        """Compact: the hand as buttons with the type's letter, colour and the card's name,
        as many to a row as fit; a click shows the card's detail."""
        self.update_idletasks()
        width = max(self.hand_frame.winfo_width(), 200)
        font = tkfont.nametofont("fh-body", root=self)
        row: tk.Frame | None = None
        used = width
        for c in hand:
            letter = DECK[c].type
            band, ink, _icon = TYPE_STYLE[letter]
            text = f"{letter} {cardtext.name(c, self.classroom)}"
            need = font.measure(text) + 24
            if row is None or used + need > width:
                row = tk.Frame(self.hand_row, background=th.BG)
                row.pack(fill="x", anchor="w")
                used = 0
            chip = HandChip(
                row,
                c,
                text=text,
                font="fh-body",
                padx=4,
                pady=0,
                borderwidth=2,
                background=band,
                foreground=ink,
                activebackground=th.SKY,
                command=lambda c=c: self.show_detail(c),
            )
            chip.pack(side="left", padx=3, pady=2)
            used += need
            self.hand_cards.append(chip)

    def show_detail(self, number: int) -> None:
        self.show_text(cardtext.detail(number, self.classroom))
        if self.on_card is not None:
            self.on_card(number)

    def show_text(self, text: str) -> None:
        """The line under the table (a card's detail, a colony's cards by name)."""
        self.detail.configure(text=text)
        if text:
            self.detail.grid()
        else:
            self.detail.grid_remove()
