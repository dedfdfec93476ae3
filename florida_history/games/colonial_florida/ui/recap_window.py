"""The end-of-game recap: the winner, a chart of each player's gold over the rounds (drawn on a
Tk Canvas: one line per player with its own dash pattern, marker shape and end label, so colour
is never the only signal), standings and settlements held, notable events, lessons met, and the
exit ticket answered on screen and exported as HTML (those two tabs: ``ui/recap_base.py``)."""

from __future__ import annotations

import tkinter as tk
import tkinter.font as tkfont

from florida_history.games.colonial_florida.names import power_initial
from florida_history.games.colonial_florida.recap import Recap, player_label
from florida_history.games.colonial_florida.words import _, ngettext
from florida_history.ui import theme as th
from florida_history.ui.recap_base import RecapBase

DASHES = {"spanish": (), "british": (10, 5), "french": (3, 4)}
MARKERS = {"spanish": "circle", "british": "square", "french": "triangle"}


def chart_points(
    series: list[int], x0: float, y0: float, w: float, h: float, top: int
) -> list[tuple[float, float]]:
    """Canvas points for one gold series in the box (x0, y0, w, h), 0..top gold upwards."""
    n = max(1, len(series) - 1)
    return [(x0 + w * i / n, y0 + h - h * g / max(1, top)) for i, g in enumerate(series)]


class RecapWindow(RecapBase):
    """Colonial Florida's recap: the gold chart, standings and settlements, notable events."""

    recap: Recap

    def tab_names(self) -> list[tuple[str, str]]:
        """(full, short) name of each tab: the short ones when the full ones do not fit."""
        met = len(self.recap.lessons_met)
        return [
            (_("Gold and settlements"), _("Gold")),
            (_("Notable events"), _("Events")),
            (_("Lessons met ({n})").format(n=met), _("Lessons ({n})").format(n=met)),
            (_("Exit ticket"), _("Ticket")),
        ]

    def _fit_standings(self) -> None:
        """The standings show every line (the third place too); at most half the tab, so
        the chart keeps room. Longer standings scroll."""
        t = self.standings
        try:
            counted = t.count("1.0", "end-1c", "displaylines")
            lines = int(counted[0] if isinstance(counted, tuple) else counted or 0)
            line_h = int(t.tk.call("font", "metrics", "fh-body", "-linespace"))
            room = self.summary_tab.winfo_height()
        except (tk.TclError, TypeError, IndexError):
            return
        if room <= 1:
            return
        want = max(2, min(lines, int(room * 0.5 / max(1, line_h))))
        if int(t.cget("height")) != want:
            t.configure(height=want)

    def _build_summary(self) -> None:
        tab = tk.Frame(self.notebook, background=th.PANEL_BG)
        self.notebook.add(tab, text=_("Gold and settlements"))
        # The standings are packed first, at the bottom: on a short screen the chart gives way.
        self.standings = tk.Text(
            tab,
            font="fh-body",
            wrap="word",
            height=7,
            padx=10,
            pady=6,
            background="#FFFFFF",
            relief="flat",
        )
        self.standings.pack(side="bottom", fill="x", padx=8, pady=(0, 8))
        self.summary_tab = tab
        for widget in (tab, self.standings):
            widget.bind("<Configure>", lambda e: self._fit_standings(), add="+")
        self.chart = tk.Canvas(tab, background="#FFFFFF", highlightthickness=0, height=240)
        self.chart.pack(fill="both", expand=True, padx=8, pady=8)
        self.chart.bind("<Configure>", lambda e: self.draw_chart())
        self.standings.tag_configure("b", font="fh-bold")
        r = self.recap
        for i, (power, gold, held) in enumerate(r.standings()):
            if power in r.winners:
                line = ngettext(
                    "{place}. ★ Winner: {name}: {gold} gold, %(n)d settlement. ",
                    "{place}. ★ Winner: {name}: {gold} gold, %(n)d settlements. ",
                    held,
                )
            else:
                line = ngettext(
                    "{place}. {name}: {gold} gold, %(n)d settlement. ",
                    "{place}. {name}: {gold} gold, %(n)d settlements. ",
                    held,
                )
            line = (line % {"n": held}).format(
                place=i + 1, name=player_label(r.names[power], power), gold=gold
            )
            self.standings.insert("end", line, ("b",))
            places = [
                f"{h.name} ({', '.join(h.cards)})" if h.cards else h.name for h in r.held_by(power)
            ]
            self.standings.insert(
                "end",
                _("Held: {places}").format(places="; ".join(places))
                if places
                else _("Held no settlements."),
            )
            self.standings.insert("end", "\n")
        self.standings.configure(state="disabled")

    def draw_chart(self) -> None:
        c = self.chart
        c.delete("all")
        r = self.recap
        w, h = max(300, c.winfo_width()), max(120, c.winfo_height())
        font = tkfont.nametofont("fh-small", root=self)
        lh = font.metrics("linespace")
        bold = tkfont.nametofont("fh-bold", root=self)  # the end labels are drawn in bold
        label_w = (
            max(
                bold.measure(f"S {player_label(r.names[p], p)} {r.final_gold[p]}")
                for p in r.seating
            )
            + 24
        )
        left, top, right, bottom = font.measure("100") + 24, lh + 14, label_w, 2 * lh + 18
        pw, ph = w - left - right, h - top - bottom
        peak = max([r.target_gold, *[max(s) for s in r.gold_series.values()]])
        # Gold lines far enough apart for their numbers (a short chart at 200% text too).
        step = next((k for k in (5, 10, 20, 25, 50, 100) if ph * k / max(1, peak) >= 1.5 * lh), 100)
        top_gold = ((peak + step - 1) // step) * step
        # The title above the numbers, at the left edge: clear of the target's label.
        c.create_text(4, 4, text=_("Gold"), anchor="nw", font="fh-bold", tags=("title",))
        for g in range(0, top_gold + 1, step):
            y = top + ph - ph * g / top_gold
            c.create_line(left, y, left + pw, y, fill="#DDDDDD")
            c.create_text(left - 6, y, text=str(g), anchor="e", font="fh-small")
        ty = top + ph - ph * r.target_gold / top_gold
        c.create_line(left, ty, left + pw, ty, dash=(6, 3), width=2)
        # Inside the plot, at its left: above the target line, or below it when the line runs
        # along the top (the target is the chart's highest value).
        above = ty - lh - 2 >= top
        c.create_text(
            left + 6,
            ty - 2 if above else ty + 3,
            text=_("target {gold}").format(gold=r.target_gold),
            anchor="sw" if above else "nw",
            font="fh-small",
            tags=("target",),
        )
        rounds = max(len(s) for s in r.gold_series.values()) - 1
        every = max(1, rounds // 10)
        for i in range(0, rounds + 1, every):
            x = left + pw * i / max(1, rounds)
            c.create_line(x, top + ph, x, top + ph + 5)
            c.create_text(x, top + ph + 7, text=str(i), anchor="n", font="fh-small")
        c.create_text(left + pw / 2, h - 4, text=_("Round"), anchor="s", font="fh-bold")
        c.create_rectangle(left, top, left + pw, top + ph, outline=th.BLACK)
        ends: dict[str, tuple[float, float]] = {}
        for power in r.seating:
            pts = chart_points(r.gold_series[power], left, top, pw, ph, top_gold)
            colour = th.POWER_COLOURS[power]
            flat = [v for p in pts for v in p]
            if len(pts) > 1:
                c.create_line(
                    *flat, fill=colour, width=4, dash=DASHES[power], tags=("line", f"line-{power}")
                )
            for x, y in pts:
                self._marker(x, y, power)
            ends[power] = pts[-1]
        gap = bold.metrics("linespace") + 2  # the end labels are bold
        label_ys = spread_labels({p: y for p, (_x, y) in ends.items()}, gap, gap / 2, top + ph)
        for power, (ex, _ey) in ends.items():
            c.create_text(
                ex + 10,
                label_ys[power],
                anchor="w",
                font="fh-bold",
                tags=(f"label-{power}",),
                text=f"{power_initial(power)} {player_label(r.names[power], power)}"
                f" {r.final_gold[power]}",
            )

    def _marker(self, x: float, y: float, power: str) -> None:
        c, s = self.chart, 5
        fill, outline = th.POWER_COLOURS[power], th.BLACK
        shape = MARKERS[power]
        if shape == "circle":
            c.create_oval(x - s, y - s, x + s, y + s, fill=fill, outline=outline)
        elif shape == "square":
            c.create_rectangle(x - s, y - s, x + s, y + s, fill=fill, outline=outline)
        else:
            c.create_polygon(
                x, y - s - 1, x + s + 1, y + s, x - s - 1, y + s, fill=fill, outline=outline
            )

    def _build_events(self, tab: tk.Frame) -> None:
        r = self.recap
        counts = ", ".join(count_words(k, n) for k, n in sorted(r.counts.items()))
        rounds = ngettext("%(n)d round.", "%(n)d rounds.", r.rounds) % {"n": r.rounds}
        self._fill_events_tab(
            tab,
            _("{rounds} {counts}").format(rounds=rounds, counts=counts or _("A quiet game.")),
            [(_("Round {n}").format(n=n.round), n.text) for n in r.notables],
            _("No conquests, razings, hurricanes or raids were recorded in this session."),
        )


def count_words(kind: str, n: int) -> str:
    """ "2 conquests", "1 hurricane": how many notable events of a kind the game had."""
    forms = {
        "conquest": ngettext("%(n)d conquest", "%(n)d conquests", n),
        "razing": ngettext("%(n)d razing", "%(n)d razings", n),
        "hurricane": ngettext("%(n)d hurricane", "%(n)d hurricanes", n),
        "raid": ngettext("%(n)d raid", "%(n)d raids", n),
        "disease": ngettext("%(n)d disease", "%(n)d diseases", n),
        "battle": ngettext("%(n)d battle", "%(n)d battles", n),
    }
    return forms.get(kind, f"%(n)d {kind}") % {"n": n}


def spread_labels(
    wanted: dict[str, float], gap: float, lowest_top: float, highest_bottom: float
) -> dict[str, float]:
    """End labels' heights: each as near its line's end as it can be, ``gap`` apart, none
    below ``highest_bottom`` (the plot's floor: the round numbers are under it) and, room
    allowing, none above ``lowest_top``. Large text on a short chart used to push the lowest
    labels down over the round axis."""
    order = sorted(wanted, key=lambda k: wanted[k])
    ys = [wanted[k] for k in order]
    for i in range(1, len(ys)):  # apart, downwards
        ys[i] = max(ys[i], ys[i - 1] + gap)
    if ys and ys[-1] > highest_bottom:  # then up off the axis, apart upwards
        ys[-1] = highest_bottom
        for i in range(len(ys) - 2, -1, -1):
            ys[i] = min(ys[i], ys[i + 1] - gap)
    if ys and ys[0] < lowest_top:  # too short for all: as high as they may go, still apart
        shift = min(lowest_top - ys[0], highest_bottom - ys[-1])
        ys = [y + max(0.0, shift) for y in ys]
    return dict(zip(order, ys, strict=True))
