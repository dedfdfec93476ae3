"""The Colonials recap window (F3): two charts, Population and Gold turn by turn, one line per
colony in its power's colour AND its own dash AND its own marker shape, with the power's letter
and name at the line's end (so it reads on a grey projector and in high contrast); one line per
colony below the charts; the events that mattered; the lessons met; the exit ticket.

The lessons list and the exit ticket come from the shell's recap window (``ui/recap_base.py``);
this module draws the Colonials summary and events tabs.
"""

from __future__ import annotations

import tkinter as tk
import tkinter.font as tkfont
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from florida_history.classroom.exit_ticket import ExitTicket, build_ticket
from florida_history.games.colonials.engine import events as ev
from florida_history.games.colonials.engine.state import GameState
from florida_history.games.colonials.lessons import lessons_for_events
from florida_history.games.colonials.recap import ColonialsRecap, Snapshot, build_recap
from florida_history.games.colonials.ui.palette import POWER_STYLE
from florida_history.games.colonials.words import _, ngettext, pgettext
from florida_history.ui import theme as th
from florida_history.ui.recap_base import RecapBase

DASHES: dict[str, tuple[int, ...]] = {
    "english": (),
    "french": (12, 6),
    "spanish": (3, 5),
    "dutch": (14, 5, 3, 5),
}
MARKS_PER_LINE = 12  # markers along a line at most (every turn would be a blur)


def chart_points(
    series: Sequence[int], x0: float, y0: float, w: float, h: float, top: int
) -> list[tuple[float, float]]:
    """Canvas points for one series in the box (x0, y0, w, h), 0..top upwards."""
    n = max(1, len(series) - 1)
    return [(x0 + w * i / n, y0 + h - h * v / max(1, top)) for i, v in enumerate(series)]


def label_places(
    ends: Mapping[str, tuple[float, float]], line: float, top: float, bottom: float
) -> dict[str, float]:
    """Where each line's end label goes: beside its end, in the same order from top to
    bottom as the ends, at least a line apart, and inside ``top``..``bottom``."""
    order = sorted(ends, key=lambda p: ends[p][1])
    ys: list[float] = []
    for p in order:
        y = max(ends[p][1], top + line / 2)
        if ys and y < ys[-1] + line:
            y = ys[-1] + line
        ys.append(y)
    overflow = ys[-1] - (bottom - line / 2) if ys else 0
    if overflow > 0:  # push the stack up, keeping the gaps
        ys = [y - overflow for y in ys]
        for i in range(len(ys) - 2, -1, -1):
            ys[i] = min(ys[i], ys[i + 1] - line)
    return dict(zip(order, ys, strict=True))


class ColonialsRecapWindow(RecapBase):
    game_title = "Colonials"

    def __init__(self, master: tk.Misc, recap: ColonialsRecap, ticket: ExitTicket, **kw: Any):
        self.col_recap = recap
        # The game's name on the exported exit ticket, in the language of now.
        self.game_title = pgettext("game name", "Colonials")
        super().__init__(master, recap, ticket, **kw)
        self.title(_("Colonials recap — game number %(seed)d") % {"seed": recap.seed})

    def tab_names(self) -> list[tuple[str, str]]:
        met = len(self.col_recap.lessons_met)
        return [
            (_("Population and Gold"), _("Charts")),
            (_("Events that mattered"), _("Events")),
            (_("Lessons met (%(n)d)") % {"n": met}, _("Lessons (%(n)d)") % {"n": met}),
            (_("Exit ticket"), _("Ticket")),
        ]

    # --- the charts and one line per colony ---------------------------------------------------

    def _build_summary(self) -> None:
        r = self.col_recap
        tab = tk.Frame(self.notebook, background=th.PANEL_BG)
        self.notebook.add(tab, text=_("Population and Gold"))
        self.summary_tab = tab
        self.standings = tk.Text(
            tab,
            font="fh-body",
            wrap="word",
            height=len(r.seating),
            padx=10,
            pady=6,
            background="#FFFFFF",
            foreground=th.BLACK,
            relief="flat",
        )
        self.standings.pack(side="bottom", fill="x", padx=8, pady=(0, 8))
        self.standings.tag_configure("b", font="fh-bold")
        self.colony_lines: list[str] = []
        for power, _pop, _gold in r.standings():
            line = r.colony_line(power)
            self.colony_lines.append(line)
            letter = POWER_STYLE[power][2]
            star = "★ " if power in r.winners else ""
            self.standings.insert("end", f"{letter}  {star}{line}\n", ("b",) if star else ())
        self.standings.configure(state="disabled")
        self.pop_chart = tk.Canvas(tab, background="#FFFFFF", highlightthickness=0, height=160)
        self.gold_chart = tk.Canvas(tab, background="#FFFFFF", highlightthickness=0, height=160)
        self.pop_chart.pack(fill="both", expand=True, padx=8, pady=(8, 2))
        self.gold_chart.pack(fill="both", expand=True, padx=8, pady=(2, 8))
        self.chart = self.pop_chart  # the base window redraws "the chart" after a rescale
        for c in (self.pop_chart, self.gold_chart):
            c.bind("<Configure>", lambda e: self.draw_chart())

    def draw_chart(self) -> None:
        r = self.col_recap
        self._draw_one(self.pop_chart, _("Population each turn"), r.pop_series, r.target_pop)
        self._draw_one(self.gold_chart, _("Gold each turn"), r.gold_series, r.target_gold)

    def _draw_one(
        self, c: tk.Canvas, what: str, series: Mapping[str, Sequence[int]], target: int
    ) -> None:
        c.delete("all")
        r = self.col_recap
        w, h = max(300, c.winfo_width()), max(100, c.winfo_height())
        font = tkfont.nametofont("fh-small", root=self)
        bold = tkfont.nametofont("fh-bold", root=self)
        lh = font.metrics("linespace")
        ends = {p: f"{POWER_STYLE[p][2]} {r.names[p]} {series[p][-1]}" for p in r.seating}
        right = max(bold.measure(t) for t in ends.values()) + 24
        left = font.measure("100") + 20
        top, bottom = bold.metrics("linespace") + 8, 2 * lh + 12
        pw, ph = max(40, w - left - right), max(20, h - top - bottom)
        peak = max([target, *[max(s) for s in series.values()]])
        step = next(
            (k for k in (2, 5, 10, 20, 25, 50, 100) if ph * k / max(1, peak) >= 2.2 * lh), 100
        )
        top_value = max(step, ((peak + step - 1) // step) * step)
        c.create_text(left, 2, text=what, anchor="nw", font="fh-bold", tags=("title",))
        for v in range(0, top_value + 1, step):
            y = top + ph - ph * v / top_value
            c.create_line(left, y, left + pw, y, fill="#DDDDDD")
            c.create_text(left - 6, y, text=str(v), anchor="e", font="fh-small")
        ty = top + ph - ph * target / top_value
        c.create_line(left, ty, left + pw, ty, dash=(6, 3), width=2, fill=th.BLACK)
        above = ty - lh - 2 >= top
        c.create_text(
            left + 6,
            ty - 2 if above else ty + 3,
            text=_("target %(n)d") % {"n": target},
            anchor="sw" if above else "nw",
            font="fh-small",
            tags=("target",),
        )
        turns = max(len(s) for s in series.values()) - 1
        every = max(1, -(-turns // 10))
        for i in range(0, turns + 1, every):
            x = left + pw * i / max(1, turns)
            c.create_line(x, top + ph, x, top + ph + 5)
            c.create_text(x, top + ph + 7, text=str(i), anchor="n", font="fh-small")
        c.create_text(left + pw / 2, h - 2, text=_("Turn"), anchor="s", font="fh-bold")
        c.create_rectangle(left, top, left + pw, top + ph, outline=th.BLACK)
        ends_at: dict[str, tuple[float, float]] = {}
        # The last colony in the standings is drawn first: the winner's line ends on top.
        for power in reversed([p for p, _a, _b in r.standings()]):
            pts = chart_points(series[power], left, top, pw, ph, top_value)
            colour = POWER_STYLE[power][0]
            if len(pts) > 1:
                flat = [v for p in pts for v in p]
                c.create_line(
                    *flat, fill=colour, width=4, dash=DASHES[power], tags=("line", f"line-{power}")
                )
            mark_every = max(1, -(-len(pts) // MARKS_PER_LINE))
            for i, (x, y) in enumerate(pts):
                if i % mark_every == 0 or i == len(pts) - 1:
                    self._mark(c, x, y, power)
            ends_at[power] = pts[-1]
        for power, y in label_places(ends_at, lh, top, top + ph + lh).items():
            c.create_text(
                ends_at[power][0] + 10,
                y,
                anchor="w",
                font="fh-bold",
                text=ends[power],
                tags=(f"label-{power}",),
            )

    def _mark(self, c: tk.Canvas, x: float, y: float, power: str) -> None:
        s = 6
        fill, outline, shape = POWER_STYLE[power][0], th.BLACK, POWER_STYLE[power][3]
        tag = ("mark", f"mark-{power}")
        if shape == "circle":
            c.create_oval(x - s, y - s, x + s, y + s, fill=fill, outline=outline, tags=tag)
        elif shape == "square":
            c.create_rectangle(x - s, y - s, x + s, y + s, fill=fill, outline=outline, tags=tag)
        elif shape == "diamond":
            c.create_polygon(
                x,
                y - s - 2,
                x + s + 2,
                y,
                x,
                y + s + 2,
                x - s - 2,
                y,
                fill=fill,
                outline=outline,
                tags=tag,
            )
        else:
            c.create_polygon(
                x,
                y - s - 1,
                x + s + 1,
                y + s,
                x - s - 1,
                y + s,
                fill=fill,
                outline=outline,
                tags=tag,
            )

    # --- the events that mattered -------------------------------------------------------------

    def _build_events(self, tab: tk.Frame) -> None:
        r = self.col_recap
        parts = [_count_words(k, n) for k, n in r.counts.items() if k in COUNTED]
        summary = ngettext(
            "%(turns)d turns in %(n)d round.", "%(turns)d turns in %(n)d rounds.", r.rounds
        ) % {"turns": r.turns, "n": r.rounds}
        if parts:
            summary += " " + ", ".join(parts) + "."
        else:
            summary += " " + _("A quiet game: no raid cost anyone anything.")
        self._fill_events_tab(
            tab,
            summary,
            [
                (_("Turn %(turn)d (round %(round)d)") % {"turn": n.turn, "round": n.round}, n.text)
                for n in r.notables
            ],
            _("Nothing big happened in this game."),
            foreground=th.BLACK,
        )


COUNTED = ("elimination", "raid", "hardship", "peace", "trade")


def _count_words(kind: str, n: int) -> str:
    """ "2 raids with losses": how many notable events of one kind the game had."""
    texts = {
        "elimination": ngettext("%(n)d colony out", "%(n)d colonies out", n),
        "raid": ngettext("%(n)d raid with losses", "%(n)d raids with losses", n),
        "hardship": ngettext("%(n)d big Hardship", "%(n)d big Hardships", n),
        "peace": ngettext("%(n)d raid stopped by Peace", "%(n)d raids stopped by Peace", n),
        "trade": ngettext("%(n)d trade agreed", "%(n)d trades agreed", n),
    }
    return texts[kind] % {"n": n}


def open_recap(
    master: tk.Misc,
    state: GameState,
    history: Iterable[ev.Event],
    library: Any,
    lesson_title: Callable[[str], str],
    lessons_met: Iterable[str] = (),
    names: Mapping[str, str] | None = None,
    snapshots: Sequence[Snapshot] | None = None,
    open_lesson: Callable[[str], Any] | None = None,
    classroom: bool = True,
    ticket: ExitTicket | None = None,
) -> ColonialsRecapWindow:
    """The one call a Colonials window makes for F3: the recap of its game, with the exit
    ticket built from the lessons met (or, when few were met, the game's own events')."""
    history = list(history)
    met = list(dict.fromkeys(lessons_met))
    recap = build_recap(state, history, names, met, snapshots, classroom)
    if ticket is None:  # the classroom features pass the one they built
        events_lessons = lessons_for_events(history)
        ticket = build_ticket(library, met, state.config.seed, from_events=events_lessons)
    return ColonialsRecapWindow(
        master, recap, ticket, lesson_title=lesson_title, open_lesson=open_lesson
    )
