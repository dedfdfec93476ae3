"""The end-of-game recap window without a game's own tabs: the headline, a notebook whose first
two tabs each game draws (its charts and standings, its events: ``_build_summary``,
``_build_events``, ``draw_chart``), then the lessons met and the exit ticket, answered on
screen and exported as HTML. Each game's recap window subclasses it."""

from __future__ import annotations

import datetime as dt
import tkinter as tk
import tkinter.font as tkfont
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from tkinter import ttk
from typing import Any

from florida_history.app import saves
from florida_history.classroom.exit_ticket import (
    FROM_EVENTS,
    ExitTicket,
    safe_filename,
    to_html,
)
from florida_history.i18n import LANGUAGE_NAMES, LANGUAGES
from florida_history.ui import theme as th
from florida_history.ui.answer_circles import circle_radio_options
from florida_history.ui.keyboard import hide_window, make_keyboard_ready
from florida_history.ui.lazy_tabs import LazyTabs, LazyTabsOwner
from florida_history.ui.tk_typed import chosen_rows, set_tab_text, shown_tab, tab_ids, tab_text
from florida_history.ui.wrapping import FlowRow, follow_width, rewrap, window_size
from florida_history.words import CATALOG, N_, _, pgettext

# What the exit ticket tab's builder sets (asking for one builds the tab: see LazyTabs).
TICKET_WIDGETS = (
    "name_var",
    "name_entry",
    "check_button",
    "export_button",
    "score_label",
    "ticket_canvas",
    "questions_frame",
    "choice_vars",
    "radio_buttons",
    "marks",
    "note_label",
    "ticket_language_var",
    "question_heads",
)


class RecapBase(LazyTabsOwner, tk.Toplevel):
    game_title = ""  # named on the exported exit ticket (each game's window names its own)
    not_read: list[str] = []  # lessons offered in play, never opened (see set_not_read)
    # Set by the classroom features: writes the finished ticket's results file for the class
    # report; returns whether it was written and the sentence to show (where, or why not).
    save_results: Callable[[ExitTicket], tuple[bool, str]] | None = None
    results_saved_for: tuple[object, ...] | None = None  # the answers last written

    def __init__(
        self,
        master: tk.Misc,
        recap: Any,
        ticket: ExitTicket,
        lesson_title: Callable[[str], str],
        open_lesson: Callable[[str], None] | None = None,
        export_dir: Path | None = None,
    ) -> None:
        super().__init__(master, background=th.PANEL_BG)
        self.title(_("Game recap — game number {number}").format(number=recap.seed))
        self.geometry(window_size(self, 1100, 760))
        self.recap = recap
        self.ticket = ticket
        self.lesson_title = lesson_title
        self.open_lesson = open_lesson
        self.export_dir = export_dir or saves.data_home() / "exit-tickets"
        self.last_export: Path | None = None
        ttk.Style(self).configure("TNotebook.Tab", font="fh-bold", padding=(12, 4))
        self.headline = follow_width(
            tk.Label(
                self,
                text=recap.headline,
                font="fh-big",
                background=th.PANEL_BG,
                anchor="w",
                justify="left",
                wraplength=600,
            )
        )
        self.headline.pack(fill="x", padx=10, pady=(8, 2))
        self.notebook = ttk.Notebook(self)
        self.notebook.pack(fill="both", expand=True, padx=6, pady=6)
        self.notebook.bind("<Configure>", lambda e: self._fit_tabs(e.width), add="+")
        self.lazy_tabs = LazyTabs(self.notebook)
        self._build_summary()
        # The other tabs are filled when first shown (or when their widgets are asked for):
        # building the exit ticket's ~200 widgets and laying them out was most of F3.
        names = [full for full, _short in self.tab_names()]
        self.events_tab = self._add_tab(names[1])
        self.lessons_tab = self._add_tab(names[2])
        self.ticket_tab = self._add_tab(names[3])
        self.lazy_tabs.add(
            self.events_tab, lambda: self._build_events(self.events_tab), ("events_text",)
        )
        self.lazy_tabs.add(self.lessons_tab, self._build_lessons, ("lessons_list",))
        self.lazy_tabs.add(self.ticket_tab, self._build_ticket, TICKET_WIDGETS)
        # Keyboard: Ctrl+Tab changes tabs, Tab moves between controls (each shows its focus),
        # Enter or Space presses a button or picks an answer, Escape closes.
        self.notebook.enable_traversal()
        make_keyboard_ready(self)
        self.bind("<Escape>", lambda e: self.close())
        self.protocol("WM_DELETE_WINDOW", self.close)
        for seq, step in (("<Button-4>", -2), ("<Button-5>", 2)):
            self.bind(seq, partial(self._wheel, units=step), add="+")
        self.bind("<MouseWheel>", lambda e: self._wheel(e, -2 if e.delta > 0 else 2), add="+")
        self.notebook.focus_set()

    def _add_tab(self, text: str) -> tk.Frame:
        tab = tk.Frame(self.notebook, background=th.PANEL_BG)
        self.notebook.add(tab, text=text)
        return tab

    def _fit_tabs(self, width: int) -> None:
        """Every tab whole on the row, at any text size: full names if they all fit."""
        font = tkfont.nametofont("fh-bold", root=self)
        pad = 2 * 12 + 8  # the tab's padding and border, each side
        names = self.tab_names()
        full = sum(font.measure(f) + pad for f, _s in names)
        chosen = [f if full <= width - 8 else short for f, short in names]
        for tab, text in zip(tab_ids(self.notebook), chosen, strict=False):
            if tab_text(self.notebook, tab) != text:
                set_tab_text(self.notebook, tab, text)

    def close(self) -> None:
        hide_window(self)  # kept: F3 shows it again at once while the game is the same

    @property
    def answered(self) -> bool:
        """Whether any exit ticket question has an answer (then a new opening starts afresh)."""
        if not self.lazy_tabs.is_built(self.ticket_tab):
            return False
        return any(var.get() >= 0 for var in self.choice_vars)

    def _wheel(self, event: tk.Event, units: int) -> str | None:
        """The wheel scrolls the exit ticket's questions (lists and texts scroll themselves)."""
        if isinstance(event.widget, tk.Text | tk.Listbox) or not self.winfo_exists():
            return None
        if shown_tab(self.notebook) == str(self.ticket_tab):
            self.ticket_canvas.yview_scroll(units, "units")
        return None

    def see_question_widget(self, widget: tk.Widget) -> None:
        """Scroll the ticket so that ``widget`` (reached with Tab) is in view."""
        c, frame = self.ticket_canvas, self.questions_frame
        total = max(1, frame.winfo_height())
        top = widget.winfo_rooty() - frame.winfo_rooty()
        bottom = top + widget.winfo_height()
        view_top, view_h = c.canvasy(0), c.winfo_height()
        if top < view_top:
            c.yview_moveto(max(0.0, (top - 8) / total))
        elif bottom > view_top + view_h:
            c.yview_moveto(max(0.0, (bottom - view_h + 8) / total))

    def rescale(self) -> None:
        """After a text size change: wrap every text again, redraw the chart (idle time's
        pieces wait: a half-built ticket is wrapped again here, its next pieces come later)."""
        self.lazy_tabs.stop_idle()
        rewrap(self)
        self._fit_tabs(self.notebook.winfo_width())
        self._fit_standings()
        self.draw_chart()
        self.lazy_tabs.build_in_idle()

    def _build_lessons(self) -> None:
        tab = self.lessons_tab
        follow_width(
            tk.Label(
                tab,
                text=_("Enter or double-click opens a lesson in the library."),
                font="fh-body",
                background=th.PANEL_BG,
                anchor="w",
                justify="left",
                wraplength=600,
            )
        ).pack(fill="x", padx=8)
        self.lessons_list = tk.Listbox(
            tab, font="fh-body", activestyle="dotbox", highlightthickness=2
        )
        self.lessons_list.pack(fill="both", expand=True, padx=8, pady=8)
        for lesson_id in self.recap.lessons_met:
            self.lessons_list.insert("end", self.lesson_title(lesson_id))
        open_it = lambda e: self._open_listed()  # noqa: E731
        self.lessons_list.bind("<Return>", open_it)
        self.lessons_list.bind("<KP_Enter>", open_it)
        self.lessons_list.bind("<Double-1>", open_it)
        self.lessons_list.bind("<FocusIn>", lambda e: self._show_list_focus())
        self.not_read_frame = tk.Frame(tab, background=th.PANEL_BG)
        # Packed before the list: when the window is short, the list gives way, not these.
        self.not_read_frame.pack(
            side="bottom", fill="x", padx=8, pady=(0, 8), before=self.lessons_list
        )
        self._fill_not_read()

    def set_not_read(self, lesson_ids: list[str]) -> None:
        """Lessons that came up in play and waited under [L] but were never opened: listed
        as "not read yet", each one click from the library (not counted as met)."""
        self.not_read = list(lesson_ids)
        if getattr(self, "not_read_frame", None) is not None:
            self._fill_not_read()

    def _fill_not_read(self) -> None:
        frame = self.not_read_frame
        for child in frame.winfo_children():
            child.destroy()
        self.not_read_buttons: list[tk.Button] = []
        if not self.not_read:
            return
        tk.Label(
            frame,
            text=_("Not read yet ({count}) — click one to open it:").format(
                count=len(self.not_read)
            ),
            font="fh-bold",
            background=th.PANEL_BG,
            anchor="w",
        ).pack(fill="x")
        row = FlowRow(frame, padx=4, background=th.PANEL_BG)
        row.pack(fill="x")
        for lesson_id in self.not_read:
            button = tk.Button(
                row,
                text=self.lesson_title(lesson_id),
                font="fh-small",
                command=partial(self._open_not_read, lesson_id),
            )
            self.not_read_buttons.append(button)
        row.add(*self.not_read_buttons)

    def _open_not_read(self, lesson_id: str) -> None:
        if self.open_lesson:
            self.open_lesson(lesson_id)

    def _show_list_focus(self) -> None:
        """Reached with Tab: a lesson is selected at once, so the arrows and Enter work."""
        box = self.lessons_list
        if box.size() and not chosen_rows(box):
            box.selection_set(0)
            box.activate(0)

    def _open_listed(self) -> None:
        sel = chosen_rows(self.lessons_list)
        if sel and self.open_lesson is not None:
            self.open_lesson(self.recap.lessons_met[sel[0]])

    def _build_ticket(self) -> Iterator[None]:
        """In pieces (see LazyTabs): the name row, then each question a widget or two at a
        time. The lists of answers and marks are set when whole."""
        tab = self.ticket_tab
        # Name and buttons go on to a second line when the window is narrow.
        top = FlowRow(tab, padx=4, background=th.PANEL_BG)
        top.pack(fill="x", padx=4, pady=4)
        self.ticket_name_label = name_label = tk.Label(
            top, text=_("Your name(s):"), font="fh-bold", background=th.PANEL_BG
        )
        self.name_var = tk.StringVar()
        self.name_entry = tk.Entry(
            top, textvariable=self.name_var, font="fh-body", width=24, highlightthickness=2
        )
        self.check_button = tk.Button(
            top,
            text=_("Check my answers"),
            font="fh-button",
            background=th.YELLOW,
            command=self.check,
        )
        self.export_button = tk.Button(
            top, text=_("Export HTML…"), font="fh-button", command=self.export
        )
        # Each student reads the ticket (and its web page) in their own language.
        self.ticket_language_var = tk.StringVar(value=self.ticket.lang)
        self.ticket_language_buttons = [
            tk.Radiobutton(
                top,
                text=LANGUAGE_NAMES[code],
                value=code,
                variable=self.ticket_language_var,
                font="fh-body",
                background=th.PANEL_BG,
                highlightthickness=2,
                command=self._ticket_language_chosen,
            )
            for code in LANGUAGES
        ]
        top.add(
            name_label,
            self.name_entry,
            self.check_button,
            self.export_button,
            *self.ticket_language_buttons,
        )
        self.score_label = follow_width(
            tk.Label(
                tab,
                text="",
                font="fh-bold",
                background=th.PANEL_BG,
                anchor="w",
                justify="left",
                wraplength=600,
            )
        )
        self.score_label.pack(fill="x", padx=8)
        holder = tk.Frame(tab)
        holder.pack(fill="both", expand=True, padx=8, pady=(0, 8))
        canvas = tk.Canvas(holder, background=th.PANEL_BG, highlightthickness=0)
        scroll = tk.Scrollbar(holder, command=canvas.yview)
        canvas.configure(yscrollcommand=scroll.set)
        scroll.pack(side="right", fill="y")
        canvas.pack(side="left", fill="both", expand=True)
        self.questions_frame = tk.Frame(canvas, background=th.PANEL_BG)
        # A width from the start: a frame sized by its own content would make the wrapped
        # texts inside chase each other's widths while the tab has never been shown.
        window = canvas.create_window(0, 0, window=self.questions_frame, anchor="nw", width=600)
        self.questions_frame.bind(
            "<Configure>", lambda e: canvas.configure(scrollregion=canvas.bbox("all"))
        )
        # The questions are as wide as the canvas; each text then wraps at its own width.
        canvas.bind("<Configure>", lambda e: canvas.itemconfigure(window, width=e.width))
        self.ticket_canvas = canvas
        choice_vars: list[tk.IntVar] = []
        radio_buttons: list[list[tk.Radiobutton]] = []
        marks: list[tk.Label] = []
        self.note_label = follow_width(
            tk.Label(
                self.questions_frame,
                text=self.ticket.note,
                font="fh-body",
                background=th.PANEL_BG,
                anchor="w",
                justify="left",
                wraplength=600,
            )
        )
        if self.ticket.note:
            self.note_label.pack(fill="x")
        if not self.ticket.questions:
            follow_width(
                tk.Label(
                    self.questions_frame,
                    text=_("No review questions: no lessons with questions were met in this game."),
                    font="fh-body",
                    background=th.PANEL_BG,
                    anchor="w",
                    justify="left",
                    wraplength=600,
                )
            ).pack(fill="x")
        self.from_events_labels: list[tk.Label] = []
        heads: list[tk.Label] = []
        for i in range(len(self.ticket.questions)):
            yield
            q = self.ticket.questions[i]  # read again: the student may change its language
            box = tk.Frame(
                self.questions_frame,
                background="#FFFFFF",
                highlightthickness=1,
                highlightbackground=th.OUTLINE,
                padx=8,
                pady=6,
            )
            box.pack(fill="x", pady=4)
            head = follow_width(
                tk.Label(
                    box,
                    text=f"{i + 1}. {q.question}",
                    font="fh-bold",
                    background="#FFFFFF",
                    anchor="w",
                    justify="left",
                    wraplength=600,
                )
            )
            head.pack(fill="x")
            heads.append(head)
            if q.from_events:
                origin = follow_width(
                    tk.Label(
                        box,
                        text=self._ticket_words(FROM_EVENTS),
                        font="fh-small",
                        background="#FFFFFF",
                        foreground=th.MUTED,
                        anchor="w",
                        justify="left",
                        wraplength=600,
                    )
                )
                origin.pack(fill="x")
                self.from_events_labels.append(origin)
            var = tk.IntVar(value=-1)
            choice_vars.append(var)
            buttons = []
            for j in range(len(q.choices)):
                yield  # a widget or two a piece: each takes a few ms on a busy machine
                choice = self.ticket.questions[i].choices[j]  # (its language may change)
                rb = follow_width(
                    tk.Radiobutton(
                        box,
                        text=f"{'ABCD'[j]}. {choice}",
                        variable=var,
                        value=j,
                        font="fh-body",
                        background="#FFFFFF",
                        anchor="w",
                        justify="left",
                        highlightthickness=2,
                        wraplength=600,
                        command=partial(self.ticket.answer, i, j),
                        **circle_radio_options(box),
                    )
                )
                rb.pack(fill="x", padx=(12, 0))
                rb.bind("<FocusIn>", lambda e: self.see_question_widget(e.widget), add="+")
                buttons.append(rb)
            radio_buttons.append(buttons)
            yield
            mark = follow_width(
                tk.Label(
                    box,
                    text="",
                    font="fh-bold",
                    background="#FFFFFF",
                    anchor="w",
                    justify="left",
                    wraplength=600,
                )
            )
            mark.pack(fill="x")
            marks.append(mark)
        self.choice_vars, self.radio_buttons, self.marks = choice_vars, radio_buttons, marks
        self.question_heads = heads

    def _ticket_words(self, message: str) -> str:
        """``message`` in the language this student chose for the ticket."""
        return CATALOG.gettext_in(self.ticket.lang, message)

    def _ticket_language_chosen(self) -> None:
        """The student chose the ticket's language: its labels, marks and note say it now, and
        the exported page is written in it."""
        self.ticket.choose_language(self.ticket_language_var.get())
        code = self.ticket.lang
        # The questions too, where their lessons are translated (the answers stay chosen).
        for i, (head, buttons) in enumerate(
            zip(self.question_heads, self.radio_buttons, strict=True)
        ):
            q = self.ticket.questions[i]
            head.configure(text=f"{i + 1}. {q.question}")
            for j, button in enumerate(buttons):
                button.configure(text=f"{'ABCD'[j]}. {q.choices[j]}")
        self.ticket_name_label.configure(text=CATALOG.gettext_in(code, "Your name(s):"))
        self.check_button.configure(text=CATALOG.gettext_in(code, "Check my answers"))
        self.export_button.configure(text=CATALOG.gettext_in(code, "Export HTML…"))
        self.note_label.configure(text=self.ticket.note)
        for label in self.from_events_labels:
            label.configure(text=self._ticket_words(FROM_EVENTS))
        if self.marks and any(mark.cget("text") for mark in self.marks):
            self.check()

    def check(self) -> None:
        """Mark every question in words and symbols: right, or the lesson to reread."""
        code = self.ticket.lang
        for i, q in enumerate(self.ticket.questions):
            right = self.ticket.is_right(i)
            if right is None:
                text, colour = CATALOG.gettext_in(code, "— Not answered yet."), th.BLACK
            elif right:
                text, colour = CATALOG.gettext_in(code, "✓ Right!"), "#00603F"
            else:
                text = CATALOG.gettext_in(
                    code, "✗ Not yet. The answer: {answer} — read again: “{title}”."
                ).format(answer=q.choices[q.correct], title=q.lesson_title)
                colour = "#8A2B00"
            self.marks[i].configure(text=text, foreground=colour)
        n = len(self.ticket.questions)
        score = CATALOG.gettext_in(code, "Score: {right} of {questions}.").format(
            right=self.ticket.score, questions=n
        )
        self.score_label.configure(text=score)
        self.ticket.student = self.name_var.get()
        said = self._finish()
        if said:
            self.score_label.configure(text=f"{score} {said}")

    def _finish(self) -> str:
        """The whole ticket answered: its results file, once per set of names and answers
        (tried again at the next check if it could not be written)."""
        t = self.ticket
        done = (t.student.strip(), tuple(sorted(t.answers.items())))
        if self.save_results is None or not t.questions or not t.complete:
            return ""
        if done == self.results_saved_for:
            return ""
        saved, said = self.save_results(t)
        if saved:
            self.results_saved_for = done
        return said

    def export(self, path: Path | None = None) -> Path | None:
        """Write the HTML page; without ``path``, ask where (a file dialog)."""
        self.ticket.student = self.name_var.get()
        self.check()
        if path is None:
            from tkinter import filedialog

            self.export_dir.mkdir(parents=True, exist_ok=True)
            chosen = filedialog.asksaveasfilename(
                parent=self,
                initialdir=self.export_dir,
                defaultextension=".html",
                initialfile=safe_filename(self.ticket.student, self.ticket.game_number),
                filetypes=[(_("Web page"), "*.html")],
            )
            if not chosen:
                return None
            path = Path(chosen)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(
                to_html(self.ticket, dt.datetime.now(), self.game_title), encoding="utf-8"
            )
        except OSError as exc:
            self.score_label.configure(
                text=self._ticket_words(N_("Could not save the exit ticket: {problem}")).format(
                    problem=exc
                )
            )
            return None
        self.last_export = path
        saved = self._ticket_words(N_("Saved: {file}")).format(file=path)
        self.score_label.configure(text=f"{self.score_label.cget('text')}  {saved}")
        return path

    # --- what each game draws -----------------------------------------------------------------

    def tab_names(self) -> list[tuple[str, str]]:
        """(full, short) name of each tab: the short ones when the full ones do not fit."""
        met = len(self.recap.lessons_met)
        return [
            (_("Summary"), _("Summary")),
            (_("Events"), _("Events")),
            (
                _("Lessons met ({count})").format(count=met),
                _("Lessons ({count})").format(count=met),
            ),
            (_("Exit ticket"), pgettext("short tab name", "Ticket")),
        ]

    def _build_summary(self) -> None:
        """The game's first tab (its charts and standings)."""
        raise NotImplementedError

    def _build_events(self, tab: tk.Frame) -> None:
        """The game's second tab (the events that mattered), in ``tab``."""
        raise NotImplementedError

    def _fill_events_tab(
        self,
        tab: tk.Frame,
        summary: str,
        events: list[tuple[str, str]],
        empty: str,
        **label_options: Any,
    ) -> None:
        """The events tab both games share: a summary line over the events, each under its
        heading ("Round 3"), shown once for a run of events with the same heading."""
        follow_width(
            tk.Label(
                tab,
                text=summary,
                font="fh-bold",
                background=th.PANEL_BG,
                anchor="w",
                justify="left",
                wraplength=600,
                **label_options,
            )
        ).pack(fill="x", padx=8, pady=4)
        self.events_text = tk.Text(
            tab, font="fh-body", wrap="word", padx=10, pady=6, cursor="arrow"
        )
        scroll = tk.Scrollbar(tab, command=self.events_text.yview)
        self.events_text.configure(yscrollcommand=scroll.set)
        scroll.pack(side="right", fill="y")
        self.events_text.pack(fill="both", expand=True, padx=(8, 0), pady=(0, 8))
        self.events_text.tag_configure("r", font="fh-bold")
        last = None
        for heading, text in events:
            if heading != last:
                self.events_text.insert("end", f"{heading}\n", ("r",))
                last = heading
            self.events_text.insert("end", f"  • {text}\n")
        if not events:
            self.events_text.insert("end", empty)
        self.events_text.configure(state="disabled")

    def draw_chart(self) -> None:
        """Draw the game's chart(s) again (after a resize or a text size change)."""

    def _fit_standings(self) -> None:
        """Fit the standings to the room the tab has (after a resize)."""
