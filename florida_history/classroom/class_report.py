"""The class report: every table's results file in one folder, counted into one page for the
teacher (HTML, printable, with tables a screen reader can follow) and one CSV for a gradebook.

Files are gathered the offline way (a shared folder, a USB stick); nothing is sent anywhere.
Each file goes through ``results.read_result`` (a Result or a reason); damaged and foreign
files, copies of the same file and files the filters leave out are counted, never fatal.
"""

from __future__ import annotations

import csv
import datetime as dt
import html
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from florida_history.classroom.results import NOT_RESULTS, Result, read_result, student_names
from florida_history.i18n import language
from florida_history.words import N_, _, ngettext

REPORT_HTML = "class-report.html"
REPORT_CSV = "class-report.csv"
MAX_FILES = 5_000  # more files than this in one folder is not a class


def _text(words: str) -> str:
    """Words for the page's text (quotes stay as they are: not inside an attribute)."""
    return html.escape(words, quote=False)


@dataclass(frozen=True, slots=True)
class Filters:
    game: str | None = None  # a game's id or title, any case
    game_number: int | None = None
    since: dt.date | None = None
    until: dt.date | None = None

    def keeps(self, r: Result) -> bool:
        if self.game is not None and self.game.casefold() not in (
            r.game.casefold(),
            r.game_title.casefold(),
        ):
            return False
        if self.game_number is not None and r.game_number != self.game_number:
            return False
        day = r.finished_at.date()
        if self.since is not None and day < self.since:
            return False
        return not (self.until is not None and day > self.until)

    def describe(self) -> str:
        parts = []
        if self.game is not None:
            parts.append(_("game {game}").format(game=self.game))
        if self.game_number is not None:
            parts.append(_("game number {number}").format(number=self.game_number))
        if self.since is not None:
            parts.append(_("from {day}").format(day=self.since.isoformat()))
        if self.until is not None:
            parts.append(_("until {day}").format(day=self.until.isoformat()))
        return ", ".join(parts)


@dataclass
class Gathered:
    """The results read from a folder, and what was left out and why."""

    results: list[Result] = field(default_factory=list)
    damaged: list[tuple[str, str]] = field(default_factory=list)  # (file name, why)
    foreign: list[str] = field(default_factory=list)  # JSON that is not a results file
    duplicates: list[str] = field(default_factory=list)
    filtered_out: int = 0
    beyond_limit: int = 0  # files past MAX_FILES, not read


def gather(folder: Path, filters: Filters = Filters()) -> Gathered:
    """Every ``*.json`` file in ``folder`` (not its sub-folders), in name order."""
    out = Gathered()
    seen: set[tuple[object, ...]] = set()
    paths = sorted(p for p in Path(folder).glob("*.json") if not p.name.startswith("."))
    out.beyond_limit = max(0, len(paths) - MAX_FILES)
    for path in paths[:MAX_FILES]:
        got = read_result(path)
        if isinstance(got, str):
            if got == _(NOT_RESULTS):
                out.foreign.append(path.name)
            else:
                out.damaged.append((path.name, got))
            continue
        key = got.identity()
        if key in seen:
            out.duplicates.append(path.name)
            continue
        seen.add(key)
        if not filters.keeps(got):
            out.filtered_out += 1
            continue
        out.results.append(got)
    out.results.sort(key=lambda r: (r.finished_at, r.table))
    return out


# --- the figures --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class QuestionRow:
    game_title: str
    lesson_title: str
    question: str
    answered: int
    right: int
    wrong_answer: str  # the wrong answer chosen most often ("" if none)
    wrong_count: int

    @property
    def percent(self) -> int | None:
        return _percent(self.right, self.answered)


@dataclass(frozen=True, slots=True)
class LessonRow:
    game_title: str
    lesson_id: str
    lesson_title: str
    met: int  # tables that read it
    skipped: int  # tables it was offered to that never opened it
    answered: int  # answers to its questions
    right: int

    @property
    def percent(self) -> int | None:
        return _percent(self.right, self.answered)


@dataclass(frozen=True, slots=True)
class TableRow:
    table: str
    students: str
    game_title: str
    game_number: int
    finished_at: dt.datetime
    score: int
    out_of: int
    lessons_met: int
    length_name: str
    rounds: int
    outcome: str


@dataclass(frozen=True, slots=True)
class StudentRow:
    student: str
    table: TableRow


def _percent(part: int, whole: int) -> int | None:
    """Rounded half up (a teacher's 62.5% is 63%), None with nothing to count."""
    if whole == 0:
        return None
    return (200 * part + whole) // (2 * whole)


def question_rows(results: Iterable[Result]) -> list[QuestionRow]:
    answered: Counter[tuple[str, str, str]] = Counter()
    right: Counter[tuple[str, str, str]] = Counter()
    wrong: dict[tuple[str, str, str], Counter[str]] = {}
    titles: dict[tuple[str, str, str], tuple[str, str]] = {}
    for r in results:
        for q in r.questions:
            key = (r.game, q.lesson_id, q.question)
            titles.setdefault(key, (r.game_title, q.lesson_title))
            wrong.setdefault(key, Counter())
            if q.chosen is None:
                continue
            answered[key] += 1
            if q.right:
                right[key] += 1
            else:
                wrong[key][q.choices[q.chosen]] += 1
    rows = []
    for key, (game_title, lesson_title) in titles.items():
        # The most chosen wrong answer; a tie goes to the first in the alphabet (stable).
        top = min(wrong[key].items(), key=lambda kv: (-kv[1], kv[0]), default=("", 0))
        rows.append(
            QuestionRow(game_title, lesson_title, key[2], answered[key], right[key], top[0], top[1])
        )
    rows.sort(key=lambda q: (q.percent if q.percent is not None else 101, q.question))
    return rows


def lesson_rows(results: Iterable[Result]) -> list[LessonRow]:
    met: Counter[tuple[str, str]] = Counter()
    skipped: Counter[tuple[str, str]] = Counter()
    answered: Counter[tuple[str, str]] = Counter()
    right: Counter[tuple[str, str]] = Counter()
    names: dict[tuple[str, str], tuple[str, str]] = {}
    for r in results:
        for lesson_id in dict.fromkeys(r.lessons_met):
            met[(r.game, lesson_id)] += 1
            names.setdefault((r.game, lesson_id), (r.game_title, r.title_of(lesson_id)))
        for lesson_id in dict.fromkeys(r.lessons_not_read):
            if lesson_id not in r.lessons_met:
                skipped[(r.game, lesson_id)] += 1
                names.setdefault((r.game, lesson_id), (r.game_title, r.title_of(lesson_id)))
        for q in r.questions:
            key = (r.game, q.lesson_id)
            names.setdefault(key, (r.game_title, q.lesson_title))
            if q.chosen is not None:
                answered[key] += 1
                right[key] += int(q.right)
    rows = [
        LessonRow(g, key[1], t, met[key], skipped[key], answered[key], right[key])
        for key, (g, t) in names.items()
    ]
    rows.sort(key=lambda x: (x.game_title, -x.met, x.lesson_title))
    return rows


def table_rows(results: Iterable[Result]) -> list[TableRow]:
    return [
        TableRow(
            r.table,
            r.students,
            r.game_title,
            r.game_number,
            r.finished_at,
            r.score,
            len(r.questions),
            len(set(r.lessons_met)),
            r.length_name,
            r.rounds,
            r.outcome,
        )
        for r in results
    ]


def student_rows(tables: Iterable[TableRow]) -> list[StudentRow]:
    """One row per name typed (a group's names share their table's score)."""
    rows = [StudentRow(name, t) for t in tables for name in student_names(t.students)]
    return sorted(rows, key=lambda s: (s.student.casefold(), s.table.finished_at))


def game_numbers(results: Iterable[Result]) -> list[tuple[str, int, int]]:
    """(game, game number, tables) for each game number the class played."""
    counts = Counter((r.game_title, r.game_number) for r in results)
    return sorted((g, n, c) for (g, n), c in counts.items())


# --- the page -----------------------------------------------------------------------------

_CSS = (
    "body{font-family:sans-serif;max-width:60em;margin:1.5em auto;padding:0 1em;"
    "line-height:1.4;color:#000;background:#fff}"
    "table{border-collapse:collapse;width:100%;margin:.5em 0 1.5em}"
    "caption{text-align:left;font-weight:bold;font-size:1.1em;padding:.3em 0}"
    "th,td{border:1px solid #555;padding:.25em .5em;text-align:left;vertical-align:top}"
    "thead th{background:#e8e8e8}td.n{text-align:right;white-space:nowrap}"
    ".note{border-left:4px solid #000;padding-left:.6em}"
    "svg text{font-family:sans-serif}"
    "@page{margin:12mm}@media print{body{margin:0;max-width:none}"
    "table,figure{break-inside:auto}tr,figure{break-inside:avoid;page-break-inside:avoid}"
    "thead{display:table-header-group}}"
)


def _pc(value: int | None) -> str:
    return "—" if value is None else f"{value}%"


def _table(
    caption: str,
    headers: Sequence[str],
    rows: Iterable[Sequence[str]],
    numeric: Sequence[int] = (),
    row_header: bool = True,
) -> str:
    """A table with its caption, column headers and (first cell) row headers, all escaped."""
    e = html.escape
    head = "".join(f'<th scope="col">{e(h)}</th>' for h in headers)
    body = []
    for row in rows:
        cells = []
        for i, cell in enumerate(row):
            if i == 0 and row_header:
                cells.append(f'<th scope="row">{e(cell)}</th>')
            else:
                cls = ' class="n"' if i in numeric else ""
                cells.append(f"<td{cls}>{e(cell)}</td>")
        body.append(f"<tr>{''.join(cells)}</tr>")
    if not body:
        none = _text(_("None."))
        body.append(f'<tr><td colspan="{len(headers)}">{none}</td></tr>')
    return (
        f"<table><caption>{e(caption)}</caption><thead><tr>{head}</tr></thead>"
        f"<tbody>{''.join(body)}</tbody></table>"
    )


def bar_chart_svg(lessons: Sequence[LessonRow]) -> str:
    """% right per lesson as horizontal bars, each labelled with its lesson and its number
    (readable in black and white; the figure's table gives the same figures in words)."""
    e = html.escape
    rows = [x for x in lessons if x.percent is not None]
    if not rows:
        return "<p>" + _text(_("No questions were answered, so there is no chart.")) + "</p>"
    label_w, bar_w, row_h, top = 330, 380, 26, 30
    width, height = label_w + bar_w + 140, top + row_h * len(rows) + 24
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-labelledby="chart-title">'
        + '<title id="chart-title">'
        + _text(_("Percent of answers right, per lesson"))
        + "</title>"
    ]
    for pct in (0, 25, 50, 75, 100):
        x = label_w + bar_w * pct / 100
        parts.append(
            f'<line x1="{x:.0f}" y1="{top - 6}" x2="{x:.0f}" y2="{height - 20}" '
            'stroke="#bbb" stroke-width="1"/>'
            f'<text x="{x:.0f}" y="{top - 10}" font-size="12" text-anchor="middle">{pct}%</text>'
        )
    for i, row in enumerate(rows):
        y = top + i * row_h
        pct = row.percent or 0
        label = row.lesson_title if len(row.lesson_title) <= 44 else row.lesson_title[:43] + "…"
        parts.append(
            f'<text x="{label_w - 8}" y="{y + 17}" font-size="13" text-anchor="end">'
            f"{e(label)}</text>"
            f'<rect x="{label_w}" y="{y + 4}" width="{bar_w * pct / 100:.1f}" height="{row_h - 8}" '
            'fill="#2b5797" stroke="#000" stroke-width="1"/>'
            f'<text x="{label_w + bar_w * pct / 100 + 6:.1f}" y="{y + 17}" font-size="13">'
            + e(
                _("{percent}% ({right} of {answered})").format(
                    percent=pct, right=row.right, answered=row.answered
                )
            )
            + "</text>"
        )
    parts.append("</svg>")
    return "".join(parts)


def _hardest_first(row: LessonRow) -> tuple[int, str]:
    return (row.percent if row.percent is not None else 101, row.lesson_title)


def _when(t: dt.datetime) -> str:
    return t.strftime("%Y-%m-%d %H:%M")


def render_html(
    gathered: Gathered,
    folder: Path,
    filters: Filters = Filters(),
    names: bool = True,
    made: dt.datetime | None = None,
) -> str:
    e = html.escape
    results = gathered.results
    questions, lessons = question_rows(results), lesson_rows(results)
    tables = table_rows(results)
    made = made or dt.datetime.now()
    # (how many, what is said of them): only the kinds of files that were left out.
    kinds = [
        (
            len(gathered.damaged),
            ngettext(
                "{n} damaged or unreadable", "{n} damaged or unreadable", len(gathered.damaged)
            ),
        ),
        (
            len(gathered.foreign),
            ngettext("{n} not a results file", "{n} not results files", len(gathered.foreign)),
        ),
        (
            len(gathered.duplicates),
            ngettext(
                "{n} copy of a file already counted",
                "{n} copies of a file already counted",
                len(gathered.duplicates),
            ),
        ),
        (
            gathered.beyond_limit,
            ngettext(
                "{n} not read (more than {most} files)",
                "{n} not read (more than {most} files)",
                gathered.beyond_limit,
            ),
        ),
        (
            gathered.filtered_out,
            ngettext("{n} outside the filters", "{n} outside the filters", gathered.filtered_out),
        ),
    ]
    left_out = [text.format(n=n, most=MAX_FILES) for n, text in kinds if n]
    answered = sum(q.answered for q in questions)
    right = sum(q.right for q in questions)
    tickets = ngettext(
        "{count} exit ticket from the folder {folder}.",
        "{count} exit tickets from the folder {folder}.",
        len(results),
    ).format(count=f"<strong>{len(results)}</strong>", folder=e(str(folder)))
    summary = (
        f"<p>{tickets} "
        + _text(_("Made {when}.").format(when=_when(made)))
        + (
            " " + _text(_("Only: {filters}.").format(filters=filters.describe()))
            if filters.describe()
            else ""
        )
        + " "
        + _("Answers right for the whole class: {percent} ({right} of {answered}).").format(
            percent=f"<strong>{_pc(_percent(right, answered))}</strong>",
            right=right,
            answered=answered,
        )
        + "</p>"
    )
    skipped_files = list(gathered.damaged)
    skipped_files += [(n, _(NOT_RESULTS)) for n in gathered.foreign]
    skipped_files += [(n, _("a copy of a file already counted")) for n in gathered.duplicates]
    skipped_note = (
        '<p class="note">'
        + _text(_("Files left out: {which} (listed at the end).").format(which="; ".join(left_out)))
        + "</p>"
        if left_out
        else '<p class="note">' + _text(_("Files left out: none.")) + "</p>"
    )
    skipped_table = (
        _heading(_("Files left out"))
        + _table(_("Files left out"), [_("File"), _("Why")], skipped_files)
        if skipped_files
        else ""
    )
    numbers = _table(
        _("The class's game numbers"),
        [_("Game"), _("Game number"), _("Tables")],
        [(g, str(n), str(c)) for g, n, c in game_numbers(results)],
        numeric=(1, 2),
    )
    q_table = _table(
        _("Each question, hardest first"),
        [_("Question"), _("Lesson"), _("Game"), _("Answered"), _("Right")]
        + [_("Most chosen wrong answer")],
        [
            (
                q.question,
                q.lesson_title,
                q.game_title,
                str(q.answered),
                _pc(q.percent),
                f"{q.wrong_answer} ({q.wrong_count})" if q.wrong_count else "—",
            )
            for q in questions
        ],
        numeric=(3, 4),
    )
    l_table = _table(
        _("Each lesson"),
        [_("Lesson"), _("Game"), _("Tables that read it"), _("Tables that skipped it")]
        + [_("Answers right")],
        [
            (
                x.lesson_title,
                x.game_title,
                str(x.met),
                str(x.skipped),
                _("{percent} ({right} of {answered})").format(
                    percent=_pc(x.percent), right=x.right, answered=x.answered
                )
                if x.answered
                else "—",
            )
            for x in lessons
        ],
        numeric=(2, 3, 4),
    )
    t_headers = [_("Table"), _("Students"), _("Game"), _("Game number"), _("Finished")]
    t_headers += [_("Score"), _("Lessons read"), _("Length"), _("Result")]
    if not names:
        del t_headers[1]
    t_rows = []
    for t in tables:
        row = [t.table, t.students or _("(no names typed)"), t.game_title, str(t.game_number)]
        row += [_when(t.finished_at), _score(t.score, t.out_of), str(t.lessons_met)]
        row += [_length(t.length_name, t.rounds), t.outcome]
        if not names:
            del row[1]
        t_rows.append(row)
    numeric_cols = (3, 4, 5, 6) if names else (2, 3, 4, 5)
    t_table = _table(_("Each table"), t_headers, t_rows, numeric=numeric_cols)
    if names:
        students = _table(
            _("Each student (a group's names share their table's score)"),
            [_("Student"), _("Table"), _("Game"), _("Score"), _("Lessons read"), _("Length")]
            + [_("Result")],
            [
                (
                    s.student,
                    s.table.table,
                    s.table.game_title,
                    _score(s.table.score, s.table.out_of),
                    str(s.table.lessons_met),
                    _length(s.table.length_name, s.table.rounds),
                    s.table.outcome,
                )
                for s in student_rows(tables)
            ],
            numeric=(3, 4),
        )
    else:
        students = "<p>" + _text(_("Students' names are left out of this report.")) + "</p>"
    code = e(language())
    title = _text(_("Class report — {when}").format(when=_when(made)))
    figure = _text(
        _("Answers right per lesson (the same figures are in the table “Each lesson” below).")
    )
    closing = _text(
        _(
            "This report was made on this computer from the files in the folder; "
            "nothing was sent anywhere."
        )
    )
    parts = [
        f'<!DOCTYPE html>\n<html lang="{code}"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{title}</title><style>{_CSS}</style></head><body>",
        "<main><h1>" + _text(_("Class report: exit tickets")) + "</h1>",
        summary,
        skipped_note,
        _heading(_("Which ideas to teach again")),
        f"<figure><figcaption>{figure}</figcaption>",
        f"{bar_chart_svg(sorted(lessons, key=_hardest_first))}</figure>",
        q_table,
        _heading(_("Lessons")),
        l_table,
        _heading(_("Tables")),
        numbers,
        t_table,
        _heading(_("Students")),
        students,
        skipped_table,
        f"<p>{closing}</p></main></body></html>\n",
    ]
    return "".join(parts)


def _heading(words: str) -> str:
    return f"<h2>{_text(words)}</h2>"


def _score(score: int, out_of: int) -> str:
    return _("{right} of {questions}").format(right=score, questions=out_of)


def _length(name: str, rounds: int) -> str:
    """The game's length and its rounds ("Short, 12 rounds")."""
    return ngettext("{length}, {n} round", "{length}, {n} rounds", rounds).format(
        length=name, n=rounds
    )


# The gradebook's columns, in the language spoken when the report is made (_() in csv_rows).
CSV_HEADERS = (
    N_("Student"),
    N_("Table"),
    N_("Game"),
    N_("Game number"),
    N_("Finished"),
    N_("Score"),
    N_("Out of"),
    N_("Percent right"),
    N_("Lessons read"),
    N_("Length"),
    N_("Rounds"),
    N_("Result"),
)


def csv_rows(tables: Sequence[TableRow], names: bool = True) -> list[list[str]]:
    """One row per student (or per table, names left out) for a gradebook."""
    pairs: list[tuple[str, TableRow]]
    if names:
        pairs = [(s.student, s.table) for s in student_rows(tables)]
        pairs += [("", t) for t in tables if not student_names(t.students)]
    else:
        pairs = [("", t) for t in tables]
    rows = [[_(h) for h in (CSV_HEADERS if names else CSV_HEADERS[1:])]]
    for student, t in pairs:
        pct = _percent(t.score, t.out_of)
        row = [_text_cell(student), _text_cell(t.table), _text_cell(t.game_title)]
        row += [str(t.game_number), _when(t.finished_at)]
        row += [str(t.score), str(t.out_of), "" if pct is None else str(pct)]
        row += [str(t.lessons_met), _text_cell(t.length_name), str(t.rounds)]
        row.append(_text_cell(t.outcome))
        rows.append(row if names else row[1:])
    return rows


def _text_cell(text: str) -> str:
    """Typed text as text: a spreadsheet would run a name typed as "=HYPERLINK(...)" as a
    formula, so such a cell starts with an apostrophe (shown by no spreadsheet)."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


@dataclass(frozen=True, slots=True)
class Written:
    html: Path
    csv: Path
    gathered: Gathered


def write_report(
    folder: Path,
    out: Path | None = None,
    filters: Filters = Filters(),
    names: bool = True,
    made: dt.datetime | None = None,
) -> Written:
    """Write the page and the CSV into ``out`` (the folder itself by default). Raises
    OSError if they cannot be written (the caller says so in words)."""
    folder = Path(folder)
    out = Path(out) if out is not None else folder
    gathered = gather(folder, filters)
    out.mkdir(parents=True, exist_ok=True)
    page = render_html(gathered, folder, filters, names, made)
    html_path, csv_path = out / REPORT_HTML, out / REPORT_CSV
    _write_text(html_path, lambda fh: fh.write(page))
    rows = csv_rows(table_rows(gathered.results), names)
    _write_text(csv_path, lambda fh: csv.writer(fh).writerows(rows))
    return Written(html_path, csv_path, gathered)


def _write_text(path: Path, fill: Callable[..., object]) -> None:
    """Into a temporary file beside it, then renamed: never half a report."""
    tmp = path.with_name(f".{path.name}.tmp")
    try:
        # utf-8-sig: a spreadsheet on Windows then reads names with accents right.
        encoding = "utf-8-sig" if path.suffix == ".csv" else "utf-8"
        with open(tmp, "w", encoding=encoding, newline="") as fh:
            fill(fh)
        tmp.replace(path)
    finally:
        if tmp.exists():
            tmp.unlink()


def problem_with_folder(folder: Path) -> str | None:
    """A sentence if ``folder`` cannot be read as a results folder."""
    if not folder.exists():
        return _("The folder {folder} was not found.").format(folder=folder)
    if not folder.is_dir():
        return _("{folder} is a file, not a folder of results files.").format(folder=folder)
    return None
