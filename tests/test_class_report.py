"""The class report (issue #28): results files from real games at several tables (both
games), plus damaged, duplicate and foreign files, counted into one HTML page and one CSV;
every figure checked against a count made here from the answers given."""

from __future__ import annotations

import csv
import datetime as dt
import json
import os
import shutil
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path

import pytest
from class_report_helpers import colonials_table, finish, florida_table

from florida_history.classroom import class_report as cr
from florida_history.classroom import results
from florida_history.cli import main
from florida_history.content import load_library

DAY = dt.datetime(2026, 3, 2, 10, 0)
# (game, game number, table, students, wrong every n-th question, offset, minutes after DAY)
TABLES = [
    ("florida", 7, "Room12-PC01", "Ana, Ben", 2, 0, 0),
    ("florida", 7, "Room12-PC02", "Cy & Dee", 3, 0, 1),
    ("florida", 7, "Room12-PC03", "Eve", 0, 0, 2),
    ("colonials", 9, "Room12-PC04", "Finn and Gus", 1, 0, 3),
    ("colonials", 9, "Room12-PC05", "", 2, 1, 4),
    ("florida", 8, "Room12-PC06", "Hal <b>&", 5, 0, 60 * 24),  # the next day
]


@pytest.fixture(scope="module")
def library():
    return load_library()


@pytest.fixture(scope="module")
def played(library):
    """Each table's finished Result (the same game number gives the same game and ticket)."""
    out = []
    games: dict[tuple[str, int], object] = {}
    for game, seed, name, students, every, offset, minutes in TABLES:
        if (game, seed) not in games:
            make = florida_table if game == "florida" else colonials_table
            games[(game, seed)] = make(library, seed)
        table = games[(game, seed)]
        when = DAY + dt.timedelta(minutes=minutes)
        out.append(finish(table, students, every, offset, name, when))  # type: ignore[arg-type]
    return out


@pytest.fixture
def folder(tmp_path, played):
    """The teacher's folder: every table's file, a copy, damaged and foreign files."""
    d = tmp_path / "results"
    d.mkdir()
    paths = [results.write_result(r, d, chosen=True) for r in played]
    shutil.copy(paths[0], d / "copy-from-usb-stick.json")  # the same file twice
    (d / "cut-off.json").write_text(paths[1].read_text(encoding="utf-8")[:200], encoding="utf-8")
    bad = json.loads(paths[2].read_text(encoding="utf-8"))
    bad["questions"][0]["right"] = 1  # 1 is not True
    (d / "edited.json").write_text(json.dumps(bad), encoding="utf-8")
    newer = json.loads(paths[2].read_text(encoding="utf-8")) | {"version": 99}
    (d / "newer.json").write_text(json.dumps(newer), encoding="utf-8")
    (d / "settings.json").write_text('{"text_scale": 1.3}', encoding="utf-8")  # foreign
    (d / "list.json").write_text("[1, 2, 3]", encoding="utf-8")  # foreign
    (d / "notes.txt").write_text("not a results file", encoding="utf-8")  # not *.json
    return d


class Tables(HTMLParser):
    """Every <table> of a page by its caption: its rows as lists of cell texts."""

    def __init__(self) -> None:
        super().__init__()
        self.tables: dict[str, list[list[str]]] = {}
        self._caption: str | None = None
        self._rows: list[list[str]] = []
        self._cell: list[str] | None = None
        self._in_caption = False
        self._caption_text = ""

    def handle_starttag(self, tag, attrs):
        if tag == "table":
            self._rows, self._caption_text = [], ""
        elif tag == "caption":
            self._in_caption = True
        elif tag == "tr":
            self._rows.append([])
        elif tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag):
        if tag == "caption":
            self._in_caption = False
        elif tag in ("td", "th") and self._cell is not None:
            self._rows[-1].append("".join(self._cell))
            self._cell = None
        elif tag == "table":
            self.tables[self._caption_text] = self._rows[1:]  # without the header row

    def handle_data(self, data):
        if self._in_caption:
            self._caption_text += data
        elif self._cell is not None:
            self._cell.append(data)


def tables_of(page: str) -> dict[str, list[list[str]]]:
    p = Tables()
    p.feed(page)
    return p.tables


def pct(right: int, answered: int) -> str:
    return f"{int(100 * right / answered + 0.5)}%"


def test_every_figure_in_the_report_matches_a_hand_count(folder, played, tmp_path):
    written = cr.write_report(folder, tmp_path / "out")
    page = written.html.read_text(encoding="utf-8")
    t = tables_of(page)
    # Counted here from the answers each table gave, one table at a time.
    answered: Counter = Counter()
    right: Counter = Counter()
    wrong_picks: dict = {}
    for r in played:
        for q in r.questions:
            answered[q.question] += 1
            right[q.question] += q.chosen == q.correct
            if q.chosen != q.correct:
                wrong_picks.setdefault(q.question, Counter())[q.choices[q.chosen]] += 1
    rows = {row[0]: row for row in t["Each question, hardest first"]}
    assert set(rows) == set(answered)
    for question, row in rows.items():
        assert row[3] == str(answered[question])
        assert row[4] == pct(right[question], answered[question])
        picks = wrong_picks.get(question)
        if picks:
            top = max(picks.values())
            assert row[5] in {f"{a} ({n})" for a, n in picks.items() if n == top}
        else:
            assert row[5] == "—"
    # Hardest first.
    shown = [int(row[4].rstrip("%")) for row in t["Each question, hardest first"]]
    assert shown == sorted(shown)
    # By hand: the same game number gives every table the same ticket. Game 7's first
    # question was answered at its three tables, wrong at PC01 and PC02: 1 right of 3.
    first = played[0].questions[0].question
    assert first == "Why did the Spanish call yellow fever the black vomit?"
    assert rows[first][3:5] == ["3", "33%"]
    # New Smyrna's question is on game 7's ticket (second) and game 8's (third): four
    # tables answered it, all right.
    assert rows["Where did most of New Smyrna’s settlers come from?"][3:6] == ["4", "100%", "—"]

    # Each lesson: tables that read it, skipped it, and its answers right.
    met = Counter(i for r in played for i in set(r.lessons_met))
    skipped = Counter(i for r in played for i in set(r.lessons_not_read) - set(r.lessons_met))
    l_answered: Counter = Counter()
    l_right: Counter = Counter()
    for r in played:
        for q in r.questions:
            l_answered[q.lesson_id] += 1
            l_right[q.lesson_id] += q.chosen == q.correct
    titles = {i: r.title_of(i) for r in played for i in [*r.lessons_met, *r.lessons_not_read]}
    titles |= {q.lesson_id: q.lesson_title for r in played for q in r.questions}
    lesson_rows = {row[0]: row for row in t["Each lesson"]}
    assert len(lesson_rows) == len(titles) == len(t["Each lesson"])
    for lesson_id, title in titles.items():
        row = lesson_rows[title]
        assert row[2] == str(met[lesson_id]) and row[3] == str(skipped[lesson_id])
        n, k = l_answered[lesson_id], l_right[lesson_id]
        assert row[4] == (f"{pct(k, n)} ({k} of {n})" if n else "—")
    assert met and skipped  # real games read some lessons and left others unread

    # Each table, each student.
    table_rows = t["Each table"]
    assert [row[0] for row in table_rows] == [name for _g, _s, name, *_ in TABLES]
    for row, r in zip(table_rows, played, strict=True):
        score = sum(q.chosen == q.correct for q in r.questions)
        assert row[5] == f"{score} of {len(r.questions)}"
        assert row[6] == str(len(set(r.lessons_met)))
        assert row[7] == f"{r.length_name}, {r.rounds} rounds" and row[8] == r.outcome
        assert row[1] == (r.students or "(no names typed)")
    caption = "Each student (a group's names share their table's score)"
    students = {row[0]: row for row in t[caption]}
    assert set(students) == {"Ana", "Ben", "Cy", "Dee", "Eve", "Finn", "Gus", "Hal <b>"}
    eve = played[2]
    assert students["Eve"][3] == f"{len(eve.questions)} of {len(eve.questions)}"  # all right
    finn = played[3]
    assert students["Finn"][3] == f"0 of {len(finn.questions)}"  # all wrong
    # The class's game numbers.
    assert t["The class's game numbers"] == [
        ["Colonial Florida", "7", "3"],
        ["Colonial Florida", "8", "1"],
        ["Colonials", "9", "2"],
    ]
    # Files left out, each counted once with its reason.
    left = dict(map(tuple, t["Files left out"]))
    assert left["copy-from-usb-stick.json"] == "a copy of a file already counted"
    assert left["settings.json"] == left["list.json"] == "it is not a Florida History results file"
    assert left["cut-off.json"].startswith("it could not be read: it is damaged or cut off")
    assert left["edited.json"] == "it is damaged (its right is not yes or no)"
    assert left["newer.json"] == "it was written by a newer version of Florida History"
    assert "notes.txt" not in left and len(left) == 6
    assert (
        "Files left out: 3 damaged or unreadable; 2 not results files; "
        "1 copy of a file already counted (listed at the end)." in page
    )
    # The whole class: answers right over every answer.
    total = sum(answered.values())
    total_right = sum(right.values())
    assert f"<strong>{pct(total_right, total)}</strong> ({total_right} of {total})" in page
    assert "<strong>6</strong> exit tickets" in page
    # The chart has one bar per lesson with answers, labelled with its figures.
    assert page.count("<rect ") == sum(1 for n in l_answered.values() if n)
    for lesson_id, n in l_answered.items():
        assert f"{pct(l_right[lesson_id], n)} ({l_right[lesson_id]} of {n})</text>" in page


def test_the_page_is_escaped_and_readable_by_a_screen_reader(folder, tmp_path):
    page = cr.write_report(folder, tmp_path).html.read_text(encoding="utf-8")
    assert "Hal &lt;b&gt;&amp;" in page and "Hal <b>" not in page
    assert page.count("<table>") == page.count("<caption>") == 6
    assert page.count('<th scope="col">') > 20 and '<th scope="row">' in page
    assert 'role="img" aria-labelledby="chart-title"' in page
    assert '<html lang="en">' in page and "@media print" in page
    assert "http" not in page.replace('xmlns="http://www.w3.org/2000/svg"', "")  # no links out


def test_the_csv_reads_back_with_the_csv_module(folder, played, tmp_path):
    written = cr.write_report(folder, tmp_path)
    with open(written.csv, encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.DictReader(fh))
    assert list(rows[0]) == list(cr.CSV_HEADERS)
    by_student = {r["Student"]: r for r in rows if r["Student"]}
    assert set(by_student) == {"Ana", "Ben", "Cy", "Dee", "Eve", "Finn", "Gus", "Hal <b>"}
    no_names = [r for r in rows if not r["Student"]]
    assert [r["Table"] for r in no_names] == ["Room12-PC05"]  # a group that typed no names
    ana, pc01 = by_student["Ana"], played[0]
    score = sum(q.chosen == q.correct for q in pc01.questions)
    assert (ana["Table"], ana["Game"]) == ("Room12-PC01", "Colonial Florida")
    assert ana["Game number"] == "7"
    assert (ana["Score"], ana["Out of"]) == (str(score), str(len(pc01.questions)))
    assert ana["Percent right"] == pct(score, len(pc01.questions)).rstrip("%")
    assert ana["Finished"] == "2026-03-02 10:00" and ana["Length"] == "Short"
    assert len(rows) == 9


def test_names_can_be_left_out_of_the_page_and_the_csv(folder, played, tmp_path):
    written = cr.write_report(folder, tmp_path, names=False)
    page = written.html.read_text(encoding="utf-8")
    csv_text = written.csv.read_text(encoding="utf-8-sig")
    for name in ("Ana", "Ben", "Dee", "Finn", "Gus", "Hal"):
        assert name not in page and name not in csv_text
    assert "Students' names are left out of this report." in page
    rows = list(csv.reader(csv_text.splitlines()))
    assert rows[0][0] == "Table" and len(rows) == 1 + len(played)


def test_filters_by_game_number_game_and_date(folder, played, tmp_path):
    only7 = cr.gather(folder, cr.Filters(game_number=7))
    assert [r.table for r in only7.results] == ["Room12-PC01", "Room12-PC02", "Room12-PC03"]
    assert only7.filtered_out == 3
    col = cr.gather(folder, cr.Filters(game="Colonials"))
    assert {r.game for r in col.results} == {"colonials"} and len(col.results) == 2
    assert len(cr.gather(folder, cr.Filters(game="colonial-florida")).results) == 4
    next_day = cr.gather(folder, cr.Filters(since=dt.date(2026, 3, 3)))
    assert [r.table for r in next_day.results] == ["Room12-PC06"]
    first_day = cr.gather(folder, cr.Filters(until=dt.date(2026, 3, 2)))
    assert len(first_day.results) == 5
    page = cr.render_html(only7, folder, cr.Filters(game_number=7))
    assert "Only: game number 7." in page and "3 outside the filters" in page


def test_the_command_writes_the_report_and_refuses_in_plain_words(folder, tmp_path, capsys):
    out = tmp_path / "report"
    code = main(["class-report", str(folder), "--out", str(out), "--game-number", "7"])
    said = capsys.readouterr().out
    assert code == 0 and "Read 3 exit ticket(s)." in said
    assert (
        "Left out: 3 damaged, 2 not results files, 1 copied twice, 3 outside the filters." in said
    )
    assert (out / cr.REPORT_HTML).is_file() and (out / cr.REPORT_CSV).is_file()
    assert main(["class-report", str(tmp_path / "nowhere")]) == 2
    assert "was not found" in capsys.readouterr().out
    with pytest.raises(SystemExit) as stop:
        main(["class-report", str(folder), "--since", "last tuesday"])
    assert stop.value.code == 2
    assert "'last tuesday' is not a date; write it as year-month-day" in capsys.readouterr().err
    # An empty folder still gives a page that says so.
    empty = tmp_path / "empty"
    empty.mkdir()
    assert main(["class-report", str(empty), "--no-names"]) == 0
    page = (empty / cr.REPORT_HTML).read_text(encoding="utf-8")
    assert "<strong>0</strong> exit tickets" in page and "no chart" in page


# --- the results file -----------------------------------------------------------------------


def test_a_results_file_reads_back_as_what_was_written(played, tmp_path):
    r = played[0]
    path = results.write_result(r, tmp_path, chosen=True)
    assert path.name == "colonial-florida-game-7-Room12-PC01-20260302-100000.json"
    back = results.read_result(path)
    assert back == r
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["kind"] == results.KIND and data["version"] == results.VERSION
    q = data["questions"][0]
    assert set(q) == {
        "lesson_id", "lesson_title", "question", "choices", "correct", "chosen", "right",
        "from_events",
    }  # fmt: skip
    assert data["lessons_met"] and data["lessons_not_read"] and data["length"] == "short"
    # The same second at the same table: a second file, not one written over.
    again = results.write_result(r, tmp_path, chosen=True)
    assert again.name.endswith("-2.json") and path.is_file()
    assert not [p for p in tmp_path.iterdir() if p.suffix == ".tmp"]  # written atomically


@pytest.mark.parametrize(
    ("change", "why"),
    [
        ({"game_number": True}, "its game number is not a whole number"),
        ({"game_number": 7.0}, "its game number is not a whole number"),
        ({"score": 99}, "its score does not match its answers"),
        ({"finished_at": "yesterday"}, "its date and time are not a date and time"),
        ({"questions": {}}, "its questions are not a list"),
        ({"lessons_met": [1]}, "its lessons met holds something that is not text"),
        ({"table": ""}, "its table is missing or not text"),
    ],
)
def test_one_validation_path_refuses_in_plain_words(played, change, why):
    data = played[0].to_dict() | change
    assert results.parse_result(data) == f"it is damaged ({why})"


def test_a_chosen_answer_outside_the_choices_is_refused(played):
    data = played[0].to_dict()
    data["questions"][0]["chosen"] = 4
    assert results.parse_result(data) == (
        "it is damaged (a question's chosen answer is not one of its choices)"
    )


def test_a_missing_results_folder_is_said_and_never_created(played, tmp_path):
    missing = tmp_path / "shared-drive" / "results"
    with pytest.raises(results.ResultsError) as err:
        results.write_result(played[0], missing, chosen=True)
    assert str(err.value).startswith(f"The results folder {missing} was not found")
    assert "The score is shown here." in str(err.value) and not missing.exists()
    # The default folder (in the user's data folder) is made when first needed.
    folder, chosen = results.results_folder("")
    assert not chosen and folder == results.default_folder()
    assert results.write_result(played[0], folder, chosen).parent == folder


@pytest.mark.skipif(os.name == "nt" or os.geteuid() == 0, reason="needs a read-only folder")
def test_a_folder_that_cannot_be_written_is_said_plainly(played, tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        with pytest.raises(results.ResultsError) as err:
            results.write_result(played[0], locked, chosen=True)
    finally:
        locked.chmod(0o700)
    assert str(err.value).startswith("This ticket's results could not be saved for the teacher")
    assert "Permission denied" in str(err.value)


def test_the_results_folder_comes_from_school_defaults_and_user_settings(tmp_path, monkeypatch):
    from florida_history.classroom import settings_store as store

    monkeypatch.setenv("FLORIDA_HISTORY_CONFIG", str(tmp_path / "cfg"))
    school = tmp_path / "school.json"
    monkeypatch.setenv("FLORIDA_HISTORY_SCHOOL_DEFAULTS", str(school))
    school.write_text(json.dumps({"results_folder": "/mnt/class/results"}), encoding="utf-8")
    loaded = store.load_settings()
    assert loaded.settings.results_folder == "/mnt/class/results" and not loaded.messages
    assert results.results_folder(loaded.settings.results_folder) == (
        Path("/mnt/class/results"),
        True,
    )
    (tmp_path / "cfg").mkdir()
    (tmp_path / "cfg" / "settings.json").write_text(
        json.dumps({"results_folder": str(tmp_path)}), encoding="utf-8"
    )
    assert store.load_settings().settings.results_folder == str(tmp_path)


def test_names_typed_in_one_box_are_each_a_student():
    assert results.student_names("Ana, Ben and  Cy") == ["Ana", "Ben", "Cy"]
    assert results.student_names("Dee & Eve; Finn/Gus") == ["Dee", "Eve", "Finn", "Gus"]
    assert results.student_names("Alexander Anderson") == ["Alexander Anderson"]
    assert results.student_names("  ") == []


def test_a_default_folder_that_cannot_be_made_is_said_plainly(played, tmp_path, monkeypatch):
    blocker = tmp_path / "data"
    blocker.write_text("a file where the data folder should be", encoding="utf-8")
    monkeypatch.setenv("FLORIDA_HISTORY_HOME", str(blocker))
    folder, chosen = results.results_folder("   ")
    with pytest.raises(results.ResultsError) as err:
        results.write_result(played[0], folder, chosen)
    assert str(err.value).startswith(
        f"This ticket's results could not be saved for the teacher in {folder} ("
    )
    assert str(err.value).endswith("). The score is shown here.")


def test_a_name_typed_as_a_formula_stays_text_in_the_gradebook(played, tmp_path):
    r = played[0]
    prank = results.Result(
        **{f: getattr(r, f) for f in r.__slots__} | {"students": "=SUM(A1:A9), @x"}
    )
    results.write_result(prank, tmp_path, chosen=True)
    written = cr.write_report(tmp_path, tmp_path / "out")
    with open(written.csv, encoding="utf-8-sig", newline="") as fh:
        students = [row["Student"] for row in csv.DictReader(fh)]
    assert students == ["'=SUM(A1:A9)", "'@x"]


def test_a_folder_of_more_files_than_a_class_reads_the_first_and_says_so(
    played, tmp_path, monkeypatch
):
    for r in played[:3]:
        results.write_result(r, tmp_path, chosen=True)
    monkeypatch.setattr(cr, "MAX_FILES", 2)
    g = cr.gather(tmp_path)
    assert len(g.results) == 2 and g.beyond_limit == 1
    assert "1 not read (more than 2 files)" in cr.render_html(g, tmp_path)
