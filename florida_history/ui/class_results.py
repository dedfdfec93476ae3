"""The window's side of the class report: a finished exit ticket writes its table's results
file (``classroom/results.py``), and the teacher's menu item makes the class report from a
folder of them (``classroom/class_report.py``), then offers to open it in the browser (a file
on this computer: nothing is sent anywhere)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path
from typing import Any

from florida_history.app.saves import data_home
from florida_history.classroom import results
from florida_history.classroom.class_report import Written, problem_with_folder, write_report
from florida_history.classroom.exit_ticket import ExitTicket
from florida_history.words import _, ngettext


def game_facts(app: Any, recap: Any, met: list[str]) -> results.GameFacts:
    """What the results file says about the game on the table (its window knows it)."""
    s = app.session
    state = s.game.state
    definition = app.definition
    length_of = getattr(definition, "length_of", None)
    length = str(length_of(state.config)) if length_of is not None else "custom"
    length_name = next((p.name for p in definition.presets() if p.id == length), "Custom")
    not_read = [i for i in app.lessons.not_read if i not in met]
    titles = {i: app.lessons.title_of(i) for i in [*met, *not_read]}
    return results.GameFacts(
        definition.info.id,
        definition.info.title,
        int(s.seed),
        tuple(met),
        tuple(not_read),
        titles,
        length,
        length_name,
        int(state.round),
        str(getattr(recap, "headline", "")),
        bool(getattr(state, "winners", ())),
    )


def save_results(
    app: Any, recap: Any, met: list[str], ticket: ExitTicket, now: dt.datetime | None = None
) -> tuple[bool, str]:
    """Write the finished ticket's results file: (written, the sentence to show)."""
    folder, chosen = results.results_folder(app.settings.results_folder)
    result = results.from_ticket(ticket, game_facts(app, recap, met), now or dt.datetime.now())
    try:
        path = results.write_result(result, folder, chosen)
    except results.ResultsError as exc:
        return False, str(exc)
    return True, _("Results saved for the teacher's class report ({file}).").format(file=path.name)


def make_class_report(
    app: Any,
    folder: Path,
    ask: Callable[[str], bool],
    open_page: Callable[[str], object],
) -> Written | None:
    """Write the report into ``folder`` (or, if it is read-only like some shared drives,
    into the user's data folder), say where, and open it if the teacher says yes."""
    problem = problem_with_folder(folder)
    if problem:
        app.show_notice(problem)
        return None
    try:
        written = write_report(folder)
    except OSError:
        try:
            written = write_report(folder, data_home() / "class-report")
        except OSError as exc:
            app.show_notice(
                _("The class report could not be written: {problem}.").format(
                    problem=exc.strerror or exc
                )
            )
            return None
    g = written.gathered
    left = len(g.damaged) + len(g.foreign) + len(g.duplicates)
    tickets = len(g.results)
    if left:
        said = ngettext(
            "Class report made from {tickets} exit ticket ({left} files left out, listed in "
            "the report): {file}",
            "Class report made from {tickets} exit tickets ({left} files left out, listed in "
            "the report): {file}",
            tickets,
        )
        if left == 1:
            said = ngettext(
                "Class report made from {tickets} exit ticket (1 file left out, listed in the "
                "report): {file}",
                "Class report made from {tickets} exit tickets (1 file left out, listed in the "
                "report): {file}",
                tickets,
            )
    else:
        said = ngettext(
            "Class report made from {tickets} exit ticket: {file}",
            "Class report made from {tickets} exit tickets: {file}",
            tickets,
        )
    said = said.format(tickets=tickets, left=left, file=written.html)
    app.show_notice(said)
    if ask(_("{report}\n\nOpen it now?").format(report=said)):
        open_page(written.html.as_uri())
    return written


def class_report_dialog(app: Any) -> Written | None:
    """The Teacher menu item: choose the folder of results files, make the report."""
    import webbrowser
    from tkinter import filedialog, messagebox

    start, _chosen = results.results_folder(app.settings.results_folder)
    chosen = filedialog.askdirectory(
        parent=app.root,
        title=_("Choose the folder of results files"),
        initialdir=str(start) if start.is_dir() else str(Path.home()),
        mustexist=True,
    )
    if not chosen:
        return None
    return make_class_report(
        app,
        Path(chosen),
        lambda text: bool(messagebox.askyesno(_("Class report"), text, parent=app.root)),
        webbrowser.open,
    )
