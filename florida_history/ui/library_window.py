"""The lesson library: every lesson by category with a search box, back/forward and related
links (the lesson panel widget is reused), lessons met marked (● this game, ✓ on this computer:
a symbol, never colour alone), a timeline strip whose events open lessons (spanning the years
of the game shown: 1513-1821 for both games), a glossary built from the lessons' key terms,
and the rules reference. It opens on the game being played."""

from __future__ import annotations

import tkinter as tk
import tkinter.font as tkfont
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from tkinter import ttk
from typing import Any

from florida_history.app.lessons import LessonService
from florida_history.app.settings import Settings
from florida_history.i18n import language
from florida_history.lesson_words import LANGUAGE_KEY, category_name
from florida_history.ui import theme as th
from florida_history.ui.keyboard import hide_window, make_keyboard_ready
from florida_history.ui.lazy_tabs import LazyTabs, LazyTabsOwner
from florida_history.ui.lesson_panel import LessonPanel
from florida_history.ui.tk_typed import set_tab_text, show_tab
from florida_history.ui.wrapping import follow_width, rewrap, window_size
from florida_history.words import N_, _

FIRST_YEAR, LAST_YEAR = 1513, 1821
MARK_GAME, MARK_COMPUTER = "●", "✓"
TREE_INDENT = 20  # ttk's default indent per tree level, in pixels
# Idle time's pieces (see LazyTabs): a few milliseconds each.
TIMELINE_EVENTS_PER_PIECE = 6
GLOSSARY_TERMS_PER_PIECE = 30


@dataclass(frozen=True)
class GlossaryEntry:
    """A term once, with every lesson that explains it (the first one's definition)."""

    term: str
    definition: str
    lesson_ids: tuple[str, ...]

    @property
    def lesson_id(self) -> str:
        return self.lesson_ids[0]


def group_terms(terms: Iterable[Any]) -> list[GlossaryEntry]:
    """Terms (sorted by name) merged by name, case aside: "Anachronism" from four lessons
    is one entry listing the four."""
    groups: dict[str, list[Any]] = {}
    for t in terms:
        groups.setdefault(t.term.strip().lower(), []).append(t)
    return [
        GlossaryEntry(ts[0].term, ts[0].definition, tuple(dict.fromkeys(t.lesson_id for t in ts)))
        for ts in groups.values()
    ]


# Text widths and ellipsized texts by font (family, size, weight, slant): the same titles and
# terms are measured every time the library opens, and a font's widths never change.
_WIDTHS: dict[tuple[tuple[str, ...], str], int] = {}
_FITTED: dict[tuple[tuple[str, ...], str, int], str] = {}


def _font_key(font: tkfont.Font) -> tuple[str, ...]:
    return tuple(str(font.cget(o)) for o in ("family", "size", "weight", "slant"))


def ellipsize(text: str, width: int, measure: Any) -> str:
    """``text`` cut at a word with "…" so that ``measure(text)`` fits ``width`` pixels (a lone
    word too long is cut at a letter). A title never runs out of sight silently."""
    if measure(text) <= width:
        return text
    words = text.split(" ")
    for n in range(len(words) - 1, 0, -1):
        candidate = " ".join(words[:n]).rstrip(",:;(") + "…"
        if measure(candidate) <= width:
            return candidate
    for cut in range(len(text) - 1, 0, -1):
        if measure(text[:cut] + "…") <= width:
            return text[:cut] + "…"
    return "…"


def timeline_span(events: Iterable[Any]) -> tuple[int, int]:
    """The first and last year of ``events`` (1513-1821 when there are none): the strip shows
    the years of the lessons listed, so a game's timeline has no empty century before it."""
    years = [e.year for e in events]
    return (min(years), max(years)) if years else (FIRST_YEAR, LAST_YEAR)


def timeline_layout(
    events: Iterable[Any], px_per_year: float, label_width: Any, first_year: int = FIRST_YEAR
) -> list[tuple[Any, float, int]]:
    """(event, x, lane) so no two labels in a lane overlap; lanes stack downwards. Pure, so the
    overlap rule is tested without a display."""
    lanes_end: list[float] = []
    out = []
    for e in sorted(events, key=lambda e: (e.year, e.date, e.title)):
        x = 40 + (e.year - first_year) * px_per_year
        width = label_width(e) + 16
        lane = next((i for i, end in enumerate(lanes_end) if end <= x), len(lanes_end))
        if lane == len(lanes_end):
            lanes_end.append(0.0)
        lanes_end[lane] = x + width
        out.append((e, x, lane))
    return out


ALL_GAMES = "all"
GAME_CHOICES: tuple[tuple[str, str], ...] = (
    (ALL_GAMES, N_("Both games")),
    ("colonial-florida", N_("Colonial Florida")),
    ("colonials", N_("Colonials")),
)


class LibraryWindow(LazyTabsOwner, tk.Toplevel):
    def __init__(
        self,
        master: tk.Misc,
        library: Any,
        met_game: Iterable[str] = (),
        met_computer: Iterable[str] = (),
        game: str = ALL_GAMES,
        rules: Sequence[tuple[str, str]] = (),  # the game's rules for the Rules tab
        settings: Settings | None = None,  # Read aloud's speed
    ) -> None:
        super().__init__(master, background=th.PANEL_BG)
        self.rules = list(rules)
        self.settings = settings
        self.title(_("Lesson library — Florida History"))
        size = window_size(self, 1100, 720)
        self.geometry(size)
        self._planned_width = int(size.split("x")[0])  # until the window has its real width
        # The list, search, timeline and glossary in the app's language (a window kept after
        # the language changed is built anew: see ``language``); lessons not yet translated
        # are listed in English.
        self.language = language()
        in_language = getattr(library, "in_language", None)
        self.library = in_language(self.language) if in_language is not None else library
        self.met_game = set(met_game)
        self.met_computer = set(met_computer)
        self._fill_widths: dict[tuple[str, str], int] | None = None  # see _fit
        self._glossary_rows: dict[str, tuple[str, str]] = {}  # see _fill_glossary_rows
        self._body_key = _font_key(tkfont.nametofont("fh-body", root=self))
        self.service = LessonService(library)  # the English library: the EN/ES key needs both
        self.style = ttk.Style(self)
        self._style_tree()
        self.game_var = tk.StringVar(value=game)
        self.shown_for = game  # the game the library was last opened for (see show_game)
        # Computer players wait while it is shown (the classroom opens it so during a game).
        self.pauses_game = False
        self._build_game_filter()
        self.notebook = ttk.Notebook(self)
        self.notebook.pack(fill="both", expand=True)
        self.lazy_tabs = LazyTabs(self.notebook)
        self.terms = group_terms(self.library.glossary())
        self.glossary_widths = (280, 320)  # the glossary's columns (see _size_columns)
        self.lessons_tab = self._add_tab(_("Lessons"))
        self.timeline_tab = self._add_tab(_("Timeline"))
        self._name_timeline_tab()
        self.glossary_tab = self._add_tab(_("Glossary"))
        self.rules_tab = self._add_tab(_("Rules"))
        # The other tabs are filled when first shown (or when their widgets are asked for):
        # the glossary's ~700 rows and the timeline's ~400 items were most of F2.
        self.lazy_tabs.add(
            self.timeline_tab, self._build_timeline_tab, ("timeline", "timeline_items")
        )
        self.lazy_tabs.add(self.glossary_tab, self._build_glossary_tab, ("glossary", "definition"))
        self.lazy_tabs.add(self.rules_tab, self._build_rules_tab, ("rules_text",))
        self._build_lessons_tab()
        self.bind("<Control-f>", lambda e: self.focus_search())
        self.bind("<Alt-Left>", lambda e: self.panel.back())
        self.bind("<Alt-Right>", lambda e: self.panel.forward())
        # Keyboard: Ctrl+Tab and Ctrl+Shift+Tab change tabs, Tab moves between controls (each
        # shows its focus), Enter opens, Escape closes and gives the focus back.
        self.notebook.enable_traversal()
        make_keyboard_ready(self)
        self.tree.bind("<FocusIn>", lambda e: self._show_tree_focus(self.tree), add="+")
        self.bind("<Escape>", lambda e: self.close())
        self.bind("<Key-v>", self._read_aloud_key)
        self.bind(f"<Key-{LANGUAGE_KEY}>", self._language_key)
        self.protocol("WM_DELETE_WINDOW", self.close)
        self.bind("<Configure>", self._resized)
        self.search_entry.focus_set()

    def close(self) -> None:
        self.panel.stop_reading()
        hide_window(self)  # kept: F2 shows it again at once

    def _add_tab(self, text: str) -> tk.Frame:
        tab = tk.Frame(self.notebook, background=th.PANEL_BG)
        self.notebook.add(tab, text=text)
        return tab

    # --- which game's lessons --------------------------------------------------------------

    def _build_game_filter(self) -> None:
        """Both games' lessons share the library; a row of choices narrows the list and the
        timeline to one game (lessons shared by both games always show)."""
        row = tk.Frame(self, background=th.PANEL_BG)
        row.pack(fill="x", padx=8, pady=(6, 0))
        tk.Label(row, text=_("Show:"), font="fh-bold", background=th.PANEL_BG).pack(side="left")
        self.game_buttons: dict[str, tk.Radiobutton] = {}
        for key, label in GAME_CHOICES:
            button = tk.Radiobutton(
                row,
                text=_(label),
                value=key,
                variable=self.game_var,
                font="fh-body",
                background=th.PANEL_BG,
                command=self._game_changed,
            )
            button.pack(side="left", padx=(8, 0))
            self.game_buttons[key] = button

    def shows(self, lesson: Any) -> bool:
        game = self.game_var.get()
        return game == ALL_GAMES or getattr(lesson, "game", "colonial-florida") in (game, "shared")

    def timeline_events(self) -> list[Any]:
        game = self.game_var.get()
        if game == ALL_GAMES or not hasattr(self.library, "timeline_for"):
            return list(self.library.timeline)
        return list(self.library.timeline_for(game))

    def _name_timeline_tab(self) -> None:
        first, last = timeline_span(self.timeline_events())
        set_tab_text(
            self.notebook,
            self.timeline_tab,
            _("Timeline {first}–{last}").format(first=first, last=last),
        )

    def show_game(self, game: str, rules: Sequence[tuple[str, str]] | None = None) -> None:
        """Show one game's lessons and timeline (F2 opens on the game being played), and its
        rules when given."""
        if rules is not None and list(rules) != self.rules:
            self.rules = list(rules)
            if self.lazy_tabs.is_built(self.rules_tab):
                self._fill_rules_text()
        if game != self.game_var.get():
            self.game_var.set(game)
            self._game_changed()

    def _game_changed(self) -> None:
        self._name_timeline_tab()
        self.fill_tree()
        if self.lazy_tabs.is_built(self.timeline_tab):
            self.draw_timeline()  # else drawn for the game chosen when first shown
        else:  # half drawn in idle time for the game chosen before: drawn again
            self.lazy_tabs.discard_partial(self.timeline_tab)

    @staticmethod
    def _show_tree_focus(tree: ttk.Treeview) -> None:
        """A list reached with Tab shows a selected row at once (the row the keys move)."""
        if not tree.selection():
            item = tree.focus() or next(iter(tree.get_children()), "")
            if item:
                tree.focus(item)
                tree.selection_set(item)
                tree.see(item)

    def _resized(self, event: tk.Event) -> None:
        if event.widget is self:
            self._size_columns()

    # --- lessons tab -----------------------------------------------------------------------

    def _style_tree(self) -> None:
        font = tkfont.nametofont("fh-body", root=self)
        self.style.configure(
            "Library.Treeview", font="fh-body", rowheight=font.metrics("linespace") + 8
        )
        self.style.configure("Library.Treeview.Heading", font="fh-bold")
        self.style.configure("TNotebook.Tab", font="fh-bold", padding=(12, 4))

    def _build_lessons_tab(self) -> None:
        tab = self.lessons_tab
        left = tk.Frame(tab, background=th.PANEL_BG)
        left.pack(side="left", fill="y", padx=(8, 4), pady=8)
        tk.Label(
            left, text=_("Search (Ctrl+F):"), font="fh-bold", background=th.PANEL_BG, anchor="w"
        ).pack(fill="x")
        self.search_var = tk.StringVar()
        self.search_entry = tk.Entry(
            left, textvariable=self.search_var, font="fh-body", highlightthickness=2
        )
        self.search_entry.pack(fill="x", pady=(0, 4))
        self.search_var.trace_add("write", lambda *_: self.fill_tree())
        self.search_entry.bind("<Return>", lambda e: self.open_first_result())
        self.search_entry.bind("<Down>", lambda e: self._focus_tree())
        self.legend = follow_width(
            tk.Label(
                left,
                text=_(
                    "{game_mark} met in this game   {computer_mark} met on this computer"
                ).format(game_mark=MARK_GAME, computer_mark=MARK_COMPUTER),
                font="fh-small",
                background=th.PANEL_BG,
                anchor="w",
                justify="left",
                wraplength=200,  # then its own width (follow_width)
            )
        )
        self.legend.pack(fill="x")
        frame = tk.Frame(left)
        frame.pack(fill="both", expand=True)
        self.tree = ttk.Treeview(frame, show="tree", style="Library.Treeview", selectmode="browse")
        scroll = tk.Scrollbar(frame, command=self.tree.yview)
        self.tree.configure(yscrollcommand=scroll.set)
        scroll.pack(side="right", fill="y")
        self.tree.pack(side="left", fill="both", expand=True)
        self.tree.column("#0", width=360, stretch=True)
        self.tree.bind("<<TreeviewSelect>>", self._tree_selected)
        self.tree.bind("<Return>", self._tree_selected)
        self.panel = LessonPanel(tab, self.service, on_opened=self._opened, settings=self.settings)
        self.panel.dock_shown = False  # the library's panel has no window to pop out of
        self.panel.refresh_buttons()
        self.panel.pack(side="left", fill="both", expand=True, padx=(4, 8), pady=8)
        self.panel.years.configure(  # what to do here, not the game window's hint
            text=_("Choose a lesson from the list, or type a word in the search box (Ctrl+F).")
        )
        # The columns for the width the window is given, before the rows are fitted to them:
        # fitting them again at its first <Configure> was a tenth of F2.
        self._size_columns(window=self._planned_width)
        self.fill_tree()

    def mark(self, lesson_id: str) -> str:
        if lesson_id in self.met_game:
            return MARK_GAME + " "
        if lesson_id in self.met_computer:
            return MARK_COMPUTER + " "
        return "   "

    def _fit(self, tree: ttk.Treeview, text: str, depth: int = 0, column: str = "#0") -> str:
        """``text`` ellipsized to the column it is shown in (the tree column: at this depth)."""
        widths = self._fill_widths
        key_w = (str(tree), column)
        if widths is not None and key_w in widths:
            width = widths[key_w]
        else:  # asked once per fill: asking for each of ~700 rows was a third of F2
            width = int(tree.column(column, "width")) - 8
            if widths is not None:
                widths[key_w] = width
        if column == "#0":
            width -= TREE_INDENT * (depth + 1)
        width = max(40, width)
        key = (self._body_key, text, width)
        fitted = _FITTED.get(key)
        if fitted is None:
            fitted = _FITTED[key] = ellipsize(text, width, self._measure)
        return fitted

    def _measure(self, text: str) -> int:
        """Width of ``text`` in the body font, remembered per font: the glossary alone asked
        Tk 1,700 times on every open."""
        key = (self._body_key, text)
        width = _WIDTHS.get(key)
        if width is None:
            font = tkfont.nametofont("fh-body", root=self)
            width = _WIDTHS[key] = int(font.measure(text))
        return width

    def _lesson_text(self, lesson: Any) -> str:
        return self._fit(self.tree, self.mark(lesson.id) + lesson.title, 1)

    def _size_columns(self, force: bool = False, window: int | None = None) -> None:
        """Columns as wide as their longest text needs, up to a share of the window; what is
        still too long ends in "…" (the lesson panel and the definition show it whole). The
        rows are fitted again when a width changed (or ``force``: a new text size).
        ``window``: the library's width when it has none yet."""
        self._body_key = _font_key(tkfont.nametofont("fh-body", root=self))  # size may change
        window = max(600, window or self.winfo_width())
        titles = [self.mark(x.id) + x.title for x in self.library.lessons.values()]
        need = max((self._measure(t) for t in titles), default=200) + 2 * TREE_INDENT + 12
        # The categories' rows (one level less indented) may take a little more of the
        # window: in Spanish they are the longest ("Naciones indígenas (0/9 vistas)").
        heads = [
            _("{category} ({met}/{lessons} met)").format(
                category=_(category), met=len(lessons), lessons=len(lessons)
            )
            for category, lessons in self.library.by_category().items()
        ]
        head_need = max((self._measure(t) for t in heads), default=0) + TREE_INDENT + 12
        width = max(min(need, int(window * 0.36)), min(need, 240))
        width = max(width, min(head_need, int(window * 0.42)))  # a category row whole
        terms = max((self._measure(t.term) for t in self.terms), default=100) + TREE_INDENT + 16
        term_w = min(terms, int(window * 0.34))
        changed = int(self.tree.column("#0", "width")) != width
        changed |= self.glossary_widths[0] != term_w
        if changed or force:
            self.tree.column("#0", width=width)
            # Kept for a glossary not built yet: it takes these widths when first shown.
            self.glossary_widths = (term_w, max(200, window - term_w - 60))
            for node in self.tree.get_children():
                for item in self.tree.get_children(node):
                    lesson = self.library.get(item.split(":", 1)[1])
                    if lesson is not None:
                        self.tree.item(item, text=self._lesson_text(lesson))
            if self.lazy_tabs.is_built(self.glossary_tab):
                self._size_glossary(self.glossary)
                self._fill_glossary()
            else:  # half built in idle time at the old widths: built again
                self.lazy_tabs.discard_partial(self.glossary_tab)

    def _size_glossary(self, glossary: ttk.Treeview) -> None:
        term_w, lesson_w = self.glossary_widths
        glossary.column("#0", width=term_w)
        glossary.column("lesson", width=lesson_w)

    def fill_tree(self) -> None:
        self._fill_widths = {}  # the columns' widths stand while the rows are filled
        try:
            self._fill_tree_rows()
        finally:
            self._fill_widths = None

    def _fill_tree_rows(self) -> None:
        tree = self.tree
        tree.delete(*tree.get_children())
        query = self.search_var.get().strip()
        if query:
            hits = [lesson for lesson in self.library.search(query) if self.shows(lesson)]
            node = tree.insert(
                "",
                "end",
                "results",
                text=_("Search: {count} found").format(count=len(hits)),
                open=True,
            )
            for lesson in hits:
                tree.insert(node, "end", f"r:{lesson.id}", text=self._lesson_text(lesson))
            return
        for category, all_lessons in self._categories():
            lessons = [lesson for lesson in all_lessons if self.shows(lesson)]
            if not lessons:
                continue
            met = sum(1 for x in lessons if x.id in self.met_game | self.met_computer)
            node = tree.insert(
                "",
                "end",
                f"c:{category}",
                text=_("{category} ({met}/{lessons} met)").format(
                    category=_(category), met=met, lessons=len(lessons)
                ),
                open=False,
            )
            for lesson in lessons:
                tree.insert(node, "end", f"l:{lesson.id}", text=self._lesson_text(lesson))

    def _categories(self) -> list[tuple[str, list[Any]]]:
        """The library's categories, named in its language, with their lessons."""
        return [
            (category_name(category, self.language), lessons)
            for category, lessons in self.library.by_category().items()
        ]

    def result_ids(self) -> list[str]:
        return (
            [i.split(":", 1)[1] for i in self.tree.get_children("results")]
            if (self.tree.exists("results"))
            else []
        )

    def open_first_result(self) -> None:
        ids = self.result_ids()
        if ids:
            self.open_lesson(ids[0])
            self._focus_tree()

    def focus_search(self) -> None:
        show_tab(self.notebook, self.lessons_tab)
        self.search_entry.focus_set()
        self.search_entry.select_range(0, "end")

    def _focus_tree(self) -> None:
        self.tree.focus_set()
        kids = self.tree.get_children()
        if kids and not self.tree.focus():
            first = kids[0]
            inner = self.tree.get_children(first)
            self.tree.focus(inner[0] if inner else first)

    def _tree_selected(self, _event: Any = None) -> None:
        item = self.tree.focus() or (self.tree.selection() or ("",))[0]
        if ":" in item and item[0] in "lr":
            lesson_id = item.split(":", 1)[1]
            if self.service.current != lesson_id:
                self.panel.open(lesson_id)
        elif item and _event is not None and getattr(_event, "keysym", "") == "Return":
            self.tree.item(item, open=not self.tree.item(item, "open"))

    def open_lesson(self, lesson_id: str) -> None:
        """Show a lesson in the Lessons tab (from the timeline, glossary or elsewhere)."""
        show_tab(self.notebook, self.lessons_tab)
        self.panel.open(lesson_id)
        for prefix in ("r", "l"):
            item = f"{prefix}:{lesson_id}"
            if self.tree.exists(item):
                self.tree.see(item)
                self.tree.selection_set(item)
                self.tree.focus(item)
                break

    def _read_aloud_key(self, event: tk.Event) -> None:
        """V reads the lesson shown aloud (or stops); typed in the search box it is a letter."""
        if not isinstance(event.widget, tk.Entry | ttk.Entry | tk.Spinbox):
            self.panel.read_aloud()

    def _language_key(self, event: tk.Event) -> None:
        """K shows the lesson in its other language (typed in the search box it is a letter)."""
        if not isinstance(event.widget, tk.Entry | ttk.Entry | tk.Spinbox):
            self.panel.toggle_language()

    def _opened(self, lesson_id: str) -> None:
        self.title(_("{title} — Lesson library").format(title=self.service.title_of(lesson_id)))

    # --- timeline tab ----------------------------------------------------------------------

    def _build_timeline_tab(self) -> Iterator[None]:
        """In pieces (see LazyTabs): the widgets, then the events a few at a time; the canvas
        and its items are set when whole."""
        tab = self.timeline_tab
        follow_width(
            tk.Label(
                tab,
                text=_("Click an event (or use ← → and Enter) to open its lesson."),
                font="fh-body",
                background=th.PANEL_BG,
                anchor="w",
                justify="left",
                wraplength=400,
            )
        ).pack(fill="x", padx=8, pady=4)
        frame = tk.Frame(tab, background=th.PANEL_BG)
        frame.pack(fill="both", expand=True, padx=8)
        frame.rowconfigure(0, weight=1)
        frame.columnconfigure(0, weight=1)
        timeline = tk.Canvas(
            frame,
            background="#FFFFFF",
            highlightthickness=3,
            highlightcolor=th.BLACK,
            takefocus=True,
        )
        xscroll = tk.Scrollbar(frame, orient="horizontal", command=timeline.xview)
        yscroll = tk.Scrollbar(frame, orient="vertical", command=timeline.yview)
        timeline.configure(xscrollcommand=xscroll.set, yscrollcommand=yscroll.set)
        timeline.grid(row=0, column=0, sticky="nsew")
        yscroll.grid(row=0, column=1, sticky="ns")
        xscroll.grid(row=1, column=0, sticky="ew")
        self.timeline_index = -1
        timeline.bind("<Right>", lambda e: self.timeline_step(1))
        timeline.bind("<Left>", lambda e: self.timeline_step(-1))
        timeline.bind("<Return>", lambda e: self.timeline_open())
        timeline.bind("<space>", lambda e: self.timeline_open())
        # The wheel scrolls down the lanes; with Shift, along the years.
        for seq, axis, step in (
            ("<Button-4>", "y", -2),
            ("<Button-5>", "y", 2),
            ("<Shift-Button-4>", "x", -4),
            ("<Shift-Button-5>", "x", 4),
        ):
            timeline.bind(seq, partial(self._timeline_wheel, axis, step))
        timeline.bind("<MouseWheel>", lambda e: self._timeline_scroll("y", -e.delta // 60))
        timeline.bind("<Shift-MouseWheel>", lambda e: self._timeline_scroll("x", -e.delta // 30))
        yield
        yield from self._timeline_pieces(timeline, TIMELINE_EVENTS_PER_PIECE)
        self.timeline = timeline

    def _timeline_wheel(self, axis: str, units: int, _event: tk.Event[tk.Canvas]) -> str:
        return self._timeline_scroll(axis, units)

    def _timeline_scroll(self, axis: str, units: int) -> str:
        view = self.timeline.yview_scroll if axis == "y" else self.timeline.xview_scroll
        if units:
            view(units, "units")
        return "break"

    def _timeline_clicked(self, lesson_id: str, _event: tk.Event[tk.Canvas]) -> None:
        self.open_lesson(lesson_id)

    def draw_timeline(self) -> None:
        """The axis, then every event's dotted leader line, then the labels: each label sits
        in an opaque box drawn ABOVE all leader lines, so a line from an event further along
        passes behind other events' labels and never through their words; it ends at the
        left edge of its own box."""
        for _piece in self._timeline_pieces(self.timeline, len(self.library.timeline) + 1):
            pass

    def _timeline_pieces(self, c: tk.Canvas, per_piece: int) -> Iterator[None]:
        """``draw_timeline`` on ``c``, ``per_piece`` events at a time (idle time's pieces);
        ``timeline_items`` is set when all are drawn."""
        c.delete("all")
        font = tkfont.nametofont("fh-small", root=self)
        line_h = font.metrics("linespace")
        px = max(6.0, 6.0 * line_h / 15)
        pad = max(2, line_h // 7)  # the box's margin around its text
        lane_h = line_h + 2 * pad + max(6, line_h // 2)
        axis_y = 30 + line_h
        events = self.timeline_events()
        first, last = timeline_span(events)
        layout = timeline_layout(  # label_width: the whole box, text and margins
            events,
            px,
            lambda e: font.measure(f"{e.year} {e.title}") + 4 + 2 * pad,
            first,
        )
        width = 80 + (last - first) * px + 400
        c.create_line(40, axis_y, 40 + (last - first) * px, axis_y, width=3)
        bold = tkfont.nametofont("fh-bold", root=self)
        shown_end = 0.0  # the right edge of the last year written above the axis
        for year in [first, *range((first // 10 + 1) * 10, last + 1, 10)]:
            x = 40 + (year - first) * px
            big = year % 50 == 0
            c.create_line(x, axis_y - (10 if big else 5), x, axis_y + (10 if big else 5))
            width = bold.measure(str(year))
            left = max(4.0, x - width / 2)  # big text: the first year starts at the edge
            if (big or year == first) and left >= shown_end:  # years never overlap
                c.create_text(left, axis_y - 14, text=str(year), font="fh-bold", anchor="sw")
                shown_end = left + width + 12
        items: list[tuple[Any, int]] = []  # (event, rectangle item)
        lanes = 0
        for n, (e, x, lane) in enumerate(layout):
            if n and n % per_piece == 0:
                yield
            lanes = max(lanes, lane + 1)
            y = axis_y + 24 + lane * lane_h  # the top of this event's box
            tag = f"ev{len(items)}"
            c.create_line(
                x,
                axis_y + 4,
                x,
                y,
                fill=th.MUTED,
                dash=(2, 3),
                tags=(tag, "leader"),
            )
            text = c.create_text(
                x + 2 + pad + 2,
                y + pad,
                text=f"{e.year} {e.title}",
                font="fh-small",
                anchor="nw",
                tags=(tag, "label"),
            )
            _x0, _y0, x1, y1 = c.bbox(text)
            rect = c.create_rectangle(
                x,
                y,
                x1 + pad,
                y1 + pad,
                fill="#FFFDF0",
                outline=th.OUTLINE,
                width=1,
                tags=(tag, "box"),
            )
            c.create_oval(x - 4, axis_y - 4, x + 4, axis_y + 4, fill=th.BLUE, tags=(tag, "dot"))
            c.tag_bind(tag, "<Button-1>", partial(self._timeline_clicked, e.lesson))
            c.tag_bind(tag, "<Enter>", lambda _e: c.configure(cursor="hand2"))
            c.tag_bind(tag, "<Leave>", lambda _e: c.configure(cursor=""))
            items.append((e, rect))
        # Stacking, bottom to top: leader lines, boxes, label text, the dots on the axis.
        for layer in ("box", "label", "dot"):
            c.tag_raise(layer)
        height = axis_y + 40 + lanes * lane_h
        c.configure(scrollregion=(0, 0, width, height), height=min(height, 600))
        self.timeline_items = items
        self.timeline_index = -1

    def timeline_step(self, step: int) -> None:
        if not self.timeline_items:
            return
        c = self.timeline
        if 0 <= self.timeline_index < len(self.timeline_items):
            c.itemconfigure(self.timeline_items[self.timeline_index][1], width=1)
        self.timeline_index = max(0, min(len(self.timeline_items) - 1, self.timeline_index + step))
        _e, rect = self.timeline_items[self.timeline_index]
        c.itemconfigure(rect, width=4)  # the keyboard focus: a thick outline
        x0, y0, x1, y1 = c.bbox(rect)
        _l, _t, region_w, region_h = (float(v) for v in str(c.cget("scrollregion")).split())
        left, right = c.canvasx(0), c.canvasx(c.winfo_width())
        top, bottom = c.canvasy(0), c.canvasy(c.winfo_height())
        if x0 < left or x1 > right:
            c.xview_moveto(max(0.0, (x0 - 40) / region_w))
        if y0 < top or y1 > bottom:
            c.yview_moveto(max(0.0, (y0 - 40) / region_h))

    def timeline_open(self) -> None:
        if 0 <= self.timeline_index < len(self.timeline_items):
            self.open_lesson(self.timeline_items[self.timeline_index][0].lesson)

    # --- glossary and rules ----------------------------------------------------------------

    def _build_glossary_tab(self) -> Iterator[None]:
        """In pieces (see LazyTabs): the widgets, then the rows a batch at a time; the list
        and the definition are set when whole."""
        tab = self.glossary_tab
        follow_width(
            tk.Label(
                tab,
                text=_("Key terms from the lessons. Enter or double-click opens the lesson."),
                font="fh-body",
                background=th.PANEL_BG,
                anchor="w",
                justify="left",
                wraplength=400,
            )
        ).pack(fill="x", padx=8, pady=4)
        # The definition is packed first, at the bottom, as tall as its text needs: the list
        # above gives way on a short screen, never the definition.
        definition = follow_width(
            tk.Label(
                tab,
                text=_("Choose a term to read what it means."),
                font="fh-body",
                background="#FFFFFF",
                anchor="nw",
                justify="left",
                padx=10,
                pady=8,
                wraplength=400,
            )
        )
        definition.pack(side="bottom", fill="x", padx=8, pady=8)
        frame = tk.Frame(tab)
        frame.pack(fill="both", expand=True, padx=8)
        glossary = ttk.Treeview(
            frame,
            columns=("lesson",),
            show="tree headings",
            style="Library.Treeview",
            selectmode="browse",
        )
        glossary.heading("#0", text=_("Term"))
        glossary.heading("lesson", text=_("Lesson"))
        self._size_glossary(glossary)
        scroll = tk.Scrollbar(frame, command=glossary.yview)
        glossary.configure(yscrollcommand=scroll.set)
        scroll.pack(side="right", fill="y")
        glossary.pack(side="left", fill="both", expand=True)
        self._glossary_rows = {}  # none yet (a tab half built before was thrown away)
        yield
        yield from self._glossary_row_pieces(glossary, GLOSSARY_TERMS_PER_PIECE)
        glossary.bind("<<TreeviewSelect>>", self._term_selected)
        glossary.bind("<Return>", self._term_open)
        glossary.bind("<Double-1>", self._term_open)
        glossary.bind("<FocusIn>", lambda e: self._show_tree_focus(self.glossary), add="+")
        self.glossary: ttk.Treeview = glossary
        self.definition = definition

    def _fill_glossary(self) -> None:
        """One row per term; a term from several lessons lists them all, and each lesson is
        a row under it (Enter opens the one chosen)."""
        for _piece in self._glossary_row_pieces(self.glossary, len(self.terms) + 1):
            pass

    def _glossary_row_pieces(self, g: ttk.Treeview, per_piece: int) -> Iterator[None]:
        """``_fill_glossary`` on ``g``, ``per_piece`` terms at a time (idle time's pieces);
        the columns' widths stand while a piece's rows are filled."""
        for start in range(0, len(self.terms), per_piece):
            self._fill_widths = {}
            try:
                self._fill_glossary_rows(g, range(start, min(start + per_piece, len(self.terms))))
            finally:
                self._fill_widths = None
            yield

    def _fill_glossary_rows(self, g: ttk.Treeview, terms: range) -> None:
        rows = self._glossary_rows  # what each row shows now: only changed rows reach Tk
        for i in terms:
            entry = self.terms[i]
            text = self._fit(g, entry.term)
            titles = ", ".join(self.service.title_of(x) for x in entry.lesson_ids)
            lesson = self._fit(g, titles, column="lesson")
            row, shown = f"g{i}", (text, lesson)
            if row not in rows:
                g.insert("", "end", row, text=text, values=(lesson,))
            elif rows[row] != shown:
                g.item(row, text=text, values=(lesson,))
            rows[row] = shown
            if len(entry.lesson_ids) > 1:
                for lesson_id in entry.lesson_ids:
                    child = f"g{i}:{lesson_id}"
                    title = self._fit(g, self.service.title_of(lesson_id), column="lesson")
                    if child not in rows:
                        g.insert(row, "end", child, text="", values=(title,))
                    elif rows[child] != ("", title):
                        g.item(child, values=(title,))
                    rows[child] = ("", title)

    def _term(self) -> tuple[Any, str] | None:
        """The chosen term and the lesson to open: the row's own lesson, else the first."""
        item = self.glossary.focus() or (self.glossary.selection() or ("",))[0]
        if not item.startswith("g"):
            return None
        index, _colon, lesson_id = item[1:].partition(":")
        entry = self.terms[int(index)]
        return entry, lesson_id or entry.lesson_id

    def _term_selected(self, _event: Any = None) -> None:
        chosen = self._term()
        if chosen is not None:
            entry, _lesson = chosen
            text = _("{term}: {definition}").format(term=entry.term, definition=entry.definition)
            if len(entry.lesson_ids) > 1:
                titles = "; ".join(self.service.title_of(x) for x in entry.lesson_ids)
                text += "\n" + _("In {count} lessons: {titles}.").format(
                    count=len(entry.lesson_ids), titles=titles
                )
            self.definition.configure(text=text)

    def _term_open(self, _event: Any = None) -> None:
        chosen = self._term()
        if chosen is not None:
            self.open_lesson(chosen[1])

    def _build_rules_tab(self) -> None:
        tab = self.rules_tab
        self.rules_text = tk.Text(tab, font="fh-body", wrap="word", padx=14, pady=10)
        scroll = tk.Scrollbar(tab, command=self.rules_text.yview)
        self.rules_text.configure(yscrollcommand=scroll.set)
        scroll.pack(side="right", fill="y")
        self.rules_text.pack(fill="both", expand=True)
        self.rules_text.tag_configure("h", font="fh-big", spacing1=12, spacing3=4)
        self._fill_rules_text()

    def _fill_rules_text(self) -> None:
        text = self.rules_text
        text.configure(state="normal")
        text.delete("1.0", "end")
        for head, body in self.rules:
            text.insert("end", head + "\n", ("h",))
            text.insert("end", body + "\n")
        text.configure(state="disabled")

    def rescale(self) -> None:
        """After a text size change: row heights, columns, wraps and the timeline follow the
        new font (a tab half built in idle time in the old font is built again later)."""
        self.lazy_tabs.stop_idle()
        self.lazy_tabs.discard_partial(self.timeline_tab)
        self.lazy_tabs.discard_partial(self.glossary_tab)
        self._style_tree()
        self._size_columns(force=True)  # the rows fitted again in the new font
        rewrap(self)
        if self.lazy_tabs.is_built(self.timeline_tab):
            self.draw_timeline()
        self.lazy_tabs.build_in_idle()
