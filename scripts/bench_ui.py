"""UI speed, measured honestly: start-up against IDLE and a bare Tk window, and the redraws and
windows a class waits for in the real app.

Run: ``.venv/bin/python scripts/bench_ui.py [--runs 7] [--skip-launch] [--skip-app]``
(starts its own Xvfb when there is no display).

Everything is measured twice: on a quiet machine and under load (two busy processes, one per
core of a two-core school computer). Figures are the median of ``--runs`` runs with min and max
(never best-of); quiet and loaded runs, and the programs compared, take turns so a slow spell
hits each alike.

Start-up: each program is started fresh; "visible" is when its first window is on screen
(``xdotool search --onlyvisible``, polled every 10 ms, the same for every program). Florida
History notes more moments itself (``FLORIDA_HISTORY_BENCH_FILE``, with its CPU time): the New
game dialog usable (the dialog and its Start button viewable, Tk idle, and the X server past
every drawing request: a round trip), and fully ready (dialog, lessons, map and the board's
first layout, Tk idle again); "dialog seen" is when xdotool finds the dialog on screen (a check
from outside the app). A third launch per run presses Start as soon as the dialog is usable
and times Start -> the new game's board drawn (and idle).

Every program runs with its bytecode cached, as an installed copy does (pip compiles the
package when it installs it): ``PYTHONDONTWRITEBYTECODE`` (set in this machine's environment)
is dropped for the programs measured, whose ``.pyc`` files go to a folder of the benchmark's
own (``PYTHONPYCACHEPREFIX``, so no checkout is written to), filled by one launch of each
program before timing. Before this, every launch compiled the app's ~100 modules from source
(~250 ms of CPU) while IDLE read the standard library's bytecode.

In the app (one process, real widgets, the map on, a game of computer players played to the
end so the recap has a whole game to show): a full board redraw with the side panel refreshed
as after an action; the update the app does after an action (a new board model with a pawn
moved and gold changed, then the side panel), taking turns between two models; Ctrl+plus /
Ctrl+minus re-layout; F3 recap and F2 library opened (closed between presses the way a
player closes them, with the window's close button), and after a first opening the first
showing of the exit ticket, glossary and timeline tabs (built only then since branch f2f3);
a lesson opened by a click on the board, seen before.

``--compare DIR`` measures DIR (an older checkout) against this one: each run starts one
fresh process per version, in turns (the order swapped every run), so both see the same
machine; the figures are printed side by side (start-up, and the app's windows: the Colonials
window too unless ``--skip-colonials``; ``--skip-app --compare DIR``: the Colonials window alone).
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from _display import ensure_display  # noqa: E402

PY = sys.executable
# ``--source DIR``: run the package found in DIR (an older checkout, to measure before and
# after in the same session) instead of the installed one; an editable install's import hook
# would otherwise win over sys.path.
BOOT = (
    "import runpy, sys; sys.meta_path[:] = [f for f in sys.meta_path "
    "if 'editable' not in repr(f).lower()]; sys.path.insert(0, sys.argv.pop(1)); "
    "sys.argv[0] = 'florida_history'; runpy.run_module('florida_history', run_name='__main__')"
)
SOURCE: str | None = None


def use_source(source: str | None) -> None:
    """Import florida_history from ``source`` in this process too (see BOOT)."""
    global SOURCE
    SOURCE = source
    if source:
        sys.meta_path[:] = [f for f in sys.meta_path if "editable" not in repr(f).lower()]
        sys.path.insert(0, source)


def fh_command(*args: str, source: str | None = None) -> list[str]:
    source = source or SOURCE
    if source:
        return [PY, "-c", BOOT, source, *args]
    return [PY, "-m", "florida_history", *args]


# Start pressed in the New game dialog at a launch mark ("interactive": as soon as it is
# usable; "ready": after everything loaded), as a player clicks it; "board" is noted when the
# new game's board is drawn (its pictures loaded), Tk is idle and the X server has drawn it.
# The app's own ``_note`` is wrapped, so any version of the app (``--compare``) is measured
# the same way. argv: source folder ("" for the installed package), the mark.
PRESS_START = """
import sys
src, when = sys.argv[1], sys.argv[2]
del sys.argv[1:]
if src:
    sys.meta_path[:] = [f for f in sys.meta_path if 'editable' not in repr(f).lower()]
    sys.path.insert(0, src)
import os, time, tkinter
from florida_history.ui import launch
note = launch._note

def mark(what):
    with open(os.environ['FLORIDA_HISTORY_BENCH_FILE'], 'a', encoding='utf-8') as fh:
        fh.write(f'{what} {time.time():.6f} {time.process_time():.6f}\\n')

def boards(w):
    if hasattr(w, 'hold_drawing'):
        yield w
    for c in w.winfo_children():
        yield from boards(c)

def wrapped(what, *rest):
    note(what, *rest)
    if what != when:
        return
    root = tkinter._default_root

    def drawn():
        if any(b.hold_drawing for b in boards(root)):
            root.after(5, drawn)
            return
        root.update_idletasks()
        root.winfo_pointerxy()
        mark('board')

    def press():
        dialog = next(w for w in root.winfo_children() if hasattr(w, 'start_button'))
        mark('start')
        dialog.start_button.invoke()
        root.update_idletasks()
        drawn()

    root.after_idle(press)

launch._note = wrapped
sys.argv = ['florida-history', 'play', '--no-resume']
from florida_history.cli import main
main()
"""

BARE_TK = (
    "import tkinter as tk; r = tk.Tk(); r.title('Bare Tk window'); "
    "r.geometry('400x300+0+0'); r.mainloop()"
)


class Load:
    """Two busy processes (one per core) while a block runs."""

    def __init__(self, on: bool) -> None:
        self.on = on
        self.procs: list[subprocess.Popen] = []

    def __enter__(self) -> Load:
        if self.on:
            self.procs = [
                subprocess.Popen([PY, "-c", "while True: pass"], start_new_session=True)
                for _ in range(2)
            ]
            time.sleep(0.2)
        return self

    def __exit__(self, *exc: object) -> None:
        for p in self.procs:
            p.kill()
            p.wait()


def time_to_window(
    cmd: list[str],
    title_regex: str,
    env: dict[str, str],
    marks: Path | None = None,
    last_mark: str = "ready",
    dialog_regex: str | None = None,
) -> dict[str, float]:
    """Seconds from launch to the first visible window, to a second window (``dialog_regex``,
    "dialog seen") and to each mark the app wrote ("<mark> cpu": its CPU seconds then)."""
    env = dict(env)
    wall = time.time()
    start = time.perf_counter()
    proc = subprocess.Popen(
        cmd,
        env=env,
        cwd=ROOT,
        start_new_session=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    out: dict[str, float] = {}

    def seen(regex: str) -> bool:
        found = subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--name", regex],
            capture_output=True,
            text=True,
        )
        return bool(found.stdout.strip())

    try:
        deadline = start + 60
        for name, regex in (("visible", title_regex), ("dialog seen", dialog_regex)):
            if regex is None:
                continue
            while not seen(regex):
                if time.perf_counter() > deadline:
                    raise TimeoutError(f"no window {regex} for {cmd}")
                time.sleep(0.01)
            out[name] = time.perf_counter() - start
        while marks is not None:
            text = marks.read_text() if marks.exists() else ""
            if any(line.split()[0] == last_mark for line in text.splitlines()):
                for line in text.splitlines():
                    what, when, *cpu = line.split()
                    out[what] = float(when) - wall
                    if cpu:
                        out[f"{what} cpu"] = float(cpu[0])
                break
            if time.perf_counter() > deadline:
                raise TimeoutError(f"no {last_mark} mark from {cmd}")
            time.sleep(0.01)
        return out
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=10)


def bench_env(prefix: str) -> dict[str, str]:
    """The environment of the programs measured: a user folder of their own, and bytecode
    cached (in a folder of the benchmark's, as an installed copy has it; see the docstring)."""
    env = dict(os.environ)
    home = tempfile.mkdtemp(prefix=prefix)
    env["FLORIDA_HISTORY_HOME"] = home
    env["FLORIDA_HISTORY_BENCH_FILE"] = str(Path(home) / "bench.txt")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(Path(home) / "pycache")
    return env


def bench_launch(runs: int, other: str | None = None) -> dict[str, dict[str, list[float]]]:
    """Start-up figures; with ``other`` (an older checkout) its launches take turns with this
    checkout's and are filed under "... (before)"."""
    env = bench_env("fh-bench-")
    marks = Path(env["FLORIDA_HISTORY_BENCH_FILE"])
    versions = [("", SOURCE)] + ([(" (before)", other)] if other else [])

    def fh(source: str | None, start: str = "") -> dict[str, float]:
        marks.unlink(missing_ok=True)
        if start:
            cmd = [PY, "-c", PRESS_START, source or "", start]
        else:
            cmd = fh_command("play", "--no-resume", source=source)
        return time_to_window(
            cmd,
            "^Florida History",
            env,
            marks,
            last_mark="board" if start else "ready",
            dialog_regex=None if start else "^New game",
        )

    # Not timed: fill the bytecode folder (and the lessons' cache in the user folder).
    for _label, source in versions:
        fh(source)
    time_to_window([PY, "-m", "idlelib"], "^IDLE Shell", env)
    time_to_window([PY, "-c", BARE_TK], "^Bare Tk window$", env)
    results: dict[str, dict[str, list[float]]] = {"quiet": {}, "load": {}}
    for run in range(runs):
        for mode in ("quiet", "load"):
            got = results[mode]
            with Load(mode == "load"):
                for label, source in versions if run % 2 == 0 else versions[::-1]:
                    out = fh(source)
                    for key, name in (
                        ("visible", "fh visible"),
                        ("dialog seen", "fh dialog seen"),
                        ("interactive", "fh dialog"),
                        ("interactive cpu", "fh dialog cpu"),
                        ("ready", "fh ready"),
                        ("ready cpu", "fh ready cpu"),
                    ):
                        if key in out:
                            got.setdefault(name + label, []).append(out[key])
                    for when in ("interactive", "ready"):
                        out = fh(source, start=when)
                        got.setdefault(f"fh start at {when}{label}", []).append(
                            out["board"] - out["start"]
                        )
                        got.setdefault(f"fh start at {when} cpu{label}", []).append(
                            out["board cpu"] - out["start cpu"]
                        )
                idle = time_to_window([PY, "-m", "idlelib"], "^IDLE Shell", env)
                got.setdefault("idle", []).append(idle["visible"])
                bare = time_to_window([PY, "-c", BARE_TK], "^Bare Tk window$", env)
                got.setdefault("bare tk", []).append(bare["visible"])
    return results


# --- in the app -------------------------------------------------------------------------------


def build_app():  # type: ignore[no-untyped-def]
    """The app as ``florida-history play`` builds it, with lessons and map loaded and a game of
    computer players played to its end (instant animation)."""
    import tkinter as tk

    from florida_history.app.settings import Settings
    from florida_history.games.colonial_florida.session import PlayerSetup
    from florida_history.games.colonial_florida.ui.setup_form import GameChoice
    from florida_history.games.colonial_florida.ui.window import FloridaWindow as App
    from florida_history.ui.classroom import ClassroomFeatures

    root = tk.Tk(className="FloridaHistory")
    root.geometry("1600x960+0+0")
    app = App(root, Settings(animation_speed="instant"))
    app.classroom = ClassroomFeatures(app)
    app.lessons.load()
    app.board.load_map()
    root.update()
    players = [
        PlayerSetup("spanish", "Ana", "computer", "heuristic"),
        PlayerSetup("british", "Ben", "computer", "heuristic"),
        PlayerSetup("french", "Cy", "computer", "heuristic"),
    ]
    app.start_game(GameChoice(players, 60, None, 12))
    deadline = time.monotonic() + 120
    while not (app.session.game.is_over and not app.busy):
        if time.monotonic() > deadline:
            raise TimeoutError("the benchmark game did not finish")
        root.update()
    for _ in range(20):
        root.update()
        time.sleep(0.01)
    for w in root.winfo_children():  # the recap opened at game over
        if isinstance(w, tk.Toplevel):
            w.destroy()
    root.update()
    return root, app


REACH_TAB_S = 1.0  # a player's time from a window showing to a click on one of its tabs


def reach_tab(root) -> None:  # type: ignore[no-untyped-def]
    """Let the event loop run (timers, idle work) for ``REACH_TAB_S`` seconds, unmeasured."""
    end = time.perf_counter() + REACH_TAB_S
    while time.perf_counter() < end:
        root.update()
        time.sleep(0.005)


def measure(got: dict[str, list[float]], name: str, work: Callable[[], object]) -> None:
    """Wall time under ``name``; this process's CPU time under "``name`` cpu" (what the load
    and the X server's own drawing do not add)."""
    t0, c0 = time.perf_counter(), time.process_time()
    work()
    got.setdefault(name, []).append(time.perf_counter() - t0)
    got.setdefault(f"{name} cpu", []).append(time.process_time() - c0)


def bench_app(runs: int, text_steps: int = 2) -> dict[str, dict[str, list[float]]]:
    root, app = build_app()
    board = app.board
    seen = [3, 33, 9]  # settlements whose lessons are opened once before timing
    for n in seen:
        app.open_board_lesson("space", n)
    root.update()

    def redraw() -> None:
        board.redraw_all()
        app.refresh()
        root.update_idletasks()

    def text_size(step: int) -> Callable[[], None]:
        def work() -> None:
            app.change_text_size(step)
            root.update()

        return work

    def recap() -> None:
        app.classroom.open_recap()
        root.update()

    def library() -> None:
        app.classroom.open_library()
        root.update()

    def click(n: int) -> Callable[[], None]:
        def work() -> None:
            x0, y0, x1, y1 = board.rects[n]
            board.event_generate("<Button-1>", x=int(x0 + 5), y=int(y1 - 5))
            root.update_idletasks()

        return work

    def show_tab(window: str, tab: str) -> Callable[[], None]:
        """Select a tab of the recap or the library (a click on it), Tk drawing it."""

        def work() -> None:
            w = getattr(app.classroom, f"{window}_window")
            w.notebook.select(getattr(w, tab if tab.endswith("_tab") else f"{tab}_tab"))
            root.update()

        return work

    def close_windows() -> None:
        """As a player closes them: the window's close button (its WM_DELETE_WINDOW), with
        the first tab selected again (as the next F2 or F3 would show it)."""
        for w in (app.classroom.recap_window, app.classroom.library_window):
            if w is not None and w.winfo_exists():
                w.notebook.select(0)
                root.update()
                command = str(w.protocol("WM_DELETE_WINDOW"))
                if command:
                    w.tk.call(command)
                else:
                    w.destroy()
        root.update()

    models = action_models(app)
    turn = [0]

    def action() -> None:
        """What the app does with the board and side panel after an action (``_played`` and
        ``refresh``): a new model, every space brought up to it, the players' rows."""
        turn[0] += 1
        app.model = models[turn[0] % 2]
        board.set_model(app.model)
        app.refresh()
        root.update_idletasks()

    results: dict[str, dict[str, list[float]]] = {"quiet": {}, "load": {}}
    for _ in range(runs):
        for mode in ("quiet", "load"):
            got = results[mode]
            with Load(mode == "load"):
                for _ in range(3):
                    measure(got, "redraw", redraw)
                for _ in range(4):
                    measure(got, "action update", action)
                for _ in range(text_steps):
                    measure(got, "ctrl+plus", text_size(1))
                    measure(got, "ctrl+plus", text_size(-1))
                # The first press builds the window (Ctrl+plus just let the hidden ones go);
                # the second shows it again, as after a close (the code before kept none).
                # A tab first shown after a "new" window: its widgets may be built only then.
                # Before a tab's first click, the time a player takes to reach it (events
                # handled, not measured): what the window does meanwhile (tabs built in idle
                # time) is not counted in the click.
                for when in ("new", "again"):
                    measure(got, f"f3 recap {when}", recap)
                    if when == "new":
                        reach_tab(root)
                        measure(got, "f3 ticket tab first", show_tab("recap", "ticket_tab"))
                    close_windows()
                    measure(got, f"f2 library {when}", library)
                    if when == "new":
                        for tab in ("glossary", "timeline"):
                            reach_tab(root)
                            measure(got, f"f2 {tab} tab first", show_tab("library", tab))
                    close_windows()
                for n in seen * 2:
                    measure(got, "lesson click", click(n))
                root.update()
    root.destroy()
    return results


def action_models(app):  # type: ignore[no-untyped-def]
    """Two board models one action apart: the first player's pawn on another space (a
    settlement), and gold changed."""
    from florida_history.games.colonial_florida.engine import events as ev
    from florida_history.games.colonial_florida.viewmodel import BoardModel

    state = app.session.game.state
    a, b = BoardModel.from_state(state), BoardModel.from_state(state)
    power = next(iter(b.pawns))
    start = b.pawns[power]
    dest = 9 if start != 9 else 12
    b.apply_event(ev.PawnMoved(power, start, dest, (dest,), (dest - start) % 36))
    b.gold[power] = b.gold.get(power, 0) + 1
    return a, b


# --- Colonials, in its real window ---------------------------------------------------------

COL_SEED = 4  # a seeded 4-player game; the position below is reached the same way every run
COL_POWERS = ("english", "french", "spanish", "dutch")


def colonials_position():  # type: ignore[no-untyped-def]
    """A mid-game position of a 4-player Colonials game (one person, three computers): seeded
    game ``COL_SEED``, computer players choosing for everyone (seeded too), until the person
    decides in round 3 or later holding 7 cards. With seed 4 that is round 8, Resources phase,
    with cards to buy, so one action leaves the same person deciding."""
    from florida_history.games.colonials.ai.registry import make_bot
    from florida_history.games.colonials.engine.settings import preset
    from florida_history.games.colonials.session import ColonialsSession, Seat

    seats = [Seat("english", "Ana")] + [
        Seat(p, kind="computer", level="medium") for p in COL_POWERS[1:]
    ]
    session = ColonialsSession.new(seats, preset("class-period", 4), COL_SEED)
    choosers = {p: make_bot("medium", i) for i, p in enumerate(COL_POWERS)}
    for _ in range(5000):
        game = session.game
        me = next(x for x in game.state.players if x.power == "english")
        if game.current_player == "english" and game.state.round >= 3 and len(me.hand) == 7:
            return session
        session.apply(choosers[game.current_player].choose(game).action)
    raise RuntimeError("no position with a 7-card hand found")


def build_colonials():  # type: ignore[no-untyped-def]
    """The Colonials window as the shell opens it: its definition from the registry, handed
    the position above as an opened game (lessons off, so an action never waits)."""
    import tkinter as tk

    from florida_history.app.games import Services
    from florida_history.app.lessons import LessonService
    from florida_history.app.settings import Settings
    from florida_history.registry import GAMES

    # Every applied move autosaves: into a folder of its own, never the user's autosave.
    os.environ["FLORIDA_HISTORY_HOME"] = tempfile.mkdtemp(prefix="fh-bench-col-")
    root = tk.Tk(className="FloridaHistory")
    root.geometry("1600x960+0+0")
    definition = next(g for g in GAMES if g.info.id == "colonials")
    session = colonials_position()
    services = Services(
        settings=Settings(animation_speed="instant", lesson_mode="off"),
        lessons=LessonService(mode="off"),
        games=GAMES,
        session=session,
    )
    window = definition.open_window(root, services)
    for _ in range(10):
        root.update()
        time.sleep(0.01)
    assert window.table.view.hand_seat == "english", "the person's hand is not shown"
    assert len(window.table.view.hand_cards) == 7
    return root, window


def bench_colonials(runs: int) -> dict[str, dict[str, list[float]]]:
    root, w = build_colonials()
    session = w.session
    start = session.game.clone()
    log_len = len(session.log)
    # One action that leaves the person deciding (buying a card in the Resources phase).
    action = next(a for a in start.legal_actions() if type(a).__name__ == "PlayCard")

    def forget_drawn() -> None:
        """Not timed: make the next redraw draw every colony's rows and every card face (the
        table keeps what has not changed since it was last drawn)."""
        view = w.table.view
        view.shown_hand = None
        for card in view.hand_cards:
            card.drawn = None  # a kept card face is drawn again only when told
        for area in view.areas.values():
            area.shown_groups = []
            area.bar_drawn = [None] * 4  # the bars too (kept when their numbers are the same)

    def table_redraw() -> None:
        """The full update the window does for a person's decision: the table from the
        seat's view (tracker, four colonies, the hand) and the decision buttons."""
        w.advance()
        root.update_idletasks()

    def hand_redraw() -> None:
        t = w.table
        t.view.show_hand(t.game.view("english"))
        root.update_idletasks()

    def reset() -> None:
        """Back to the position (not timed): a copy of the game, the log as it was."""
        game = start.clone()
        session.game = game
        w.table.game = game
        del session.log[log_len:]

    def after_action() -> None:
        w.apply(action)
        root.update_idletasks()

    def text_size(step: int) -> Callable[[], None]:
        def work() -> None:
            w.change_text_size(step)
            root.update()

        return work

    results: dict[str, dict[str, list[float]]] = {"quiet": {}, "load": {}}
    for _ in range(runs):
        for mode in ("quiet", "load"):
            got = results[mode]
            with Load(mode == "load"):
                for _ in range(3):
                    reset()
                    w.advance()
                    root.update()
                    forget_drawn()
                    measure(got, "col table", table_redraw)
                    measure(got, "col table same", table_redraw)
                    forget_drawn()
                    measure(got, "col hand (7)", hand_redraw)
                    reset()
                    w.advance()
                    root.update()
                    measure(got, "col action", after_action)
                    root.update()
                reset()
                w.advance()
                root.update()
                for _ in range(2):
                    measure(got, "col ctrl+plus", text_size(1))
                    measure(got, "col ctrl+minus", text_size(-1))
                root.update()
    root.destroy()
    return results


def profile_colonials(what: str, repeats: int = 50) -> None:
    """cProfile of one Colonials figure inside the app, the top 25 by cumulative time."""
    import cProfile
    import pstats

    root, w = build_colonials()
    start = w.session.game.clone()
    action = next(a for a in start.legal_actions() if type(a).__name__ == "PlayCard")

    def reset() -> None:
        game = start.clone()
        w.session.game = game
        w.table.game = game
        w.advance()
        root.update()

    prof = cProfile.Profile()
    for i in range(repeats):
        reset()
        prof.enable()
        if what == "table":
            w.table.view.shown_hand = None
            for card in w.table.view.hand_cards:
                card.drawn = None
            for area in w.table.view.areas.values():
                area.shown_groups = []
                area.bar_drawn = [None] * 4
            w.advance()
        elif what == "hand":
            w.table.view.shown_hand = None
            for card in w.table.view.hand_cards:
                card.drawn = None
            w.table.view.show_hand(w.table.game.view("english"))
        elif what == "action":
            w.apply(action)
        else:
            w.change_text_size(1 if i % 2 == 0 else -1)
            root.update()
        root.update_idletasks()
        prof.disable()
    root.destroy()
    stats = pstats.Stats(prof).sort_stats("cumulative")
    stats.print_stats(25)
    if os.environ.get("FH_PROFILE_CALLBACKS"):  # what Tk called back into Python, and why
        stats.print_callees("__call__")


def app_child(runs: int, text_steps: int, app: bool = True, colonials: bool = False) -> int:
    """One process's in-app figures (``app``: Colonial Florida's, ``colonials``: the Colonials
    window's), as JSON on stdout (for ``--compare``)."""
    xvfb = ensure_display()
    try:
        got: dict[str, dict[str, list[float]]] = {"quiet": {}, "load": {}}
        if app:
            for mode, values in bench_app(runs, text_steps).items():
                got[mode].update(values)
        if colonials:
            for mode, values in bench_colonials(runs).items():
                got[mode].update(values)
        print(json.dumps(got))
    finally:
        if xvfb is not None:
            xvfb.terminate()
    return 0


def compare(
    other: str, runs: int, app: bool = True, colonials: bool = False, text_steps: int = 2
) -> dict[str, dict[str, dict[str, list[float]]]]:
    """In-app figures of this checkout ("now") and ``other`` ("before"), a fresh process each
    per run, in turns (``app``/``colonials``: which windows are measured)."""
    out: dict[str, dict[str, dict[str, list[float]]]] = {"now": {}, "before": {}}
    for run in range(runs):
        order = [("now", SOURCE), ("before", other)]
        if run % 2:
            order.reverse()
        for label, source in order:
            cmd = [PY, __file__, "--app-child", "--runs", "1", "--text-steps", str(text_steps)]
            if not app:
                cmd.append("--skip-app")
            if not colonials:
                cmd.append("--skip-colonials")
            if source:
                cmd += ["--source", source]
            done = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, check=True)
            got = json.loads(done.stdout.strip().splitlines()[-1])
            for mode, values in got.items():
                for name, times in values.items():
                    out[label].setdefault(mode, {}).setdefault(name, []).extend(times)
    return out


def line(name: str, values: list[float], ref: list[float] | None = None) -> str:
    ms = sorted(1000 * v for v in values)
    p95 = ms[min(len(ms) - 1, int(round(0.95 * (len(ms) - 1))))]
    text = (
        f"  {name:<26} median {statistics.median(ms):7.1f} ms  "
        f"(min {ms[0]:.1f}, max {ms[-1]:.1f}, p95 {p95:.1f}, n={len(ms)})"
    )
    if ref:
        text += f"  = {statistics.median(values) / statistics.median(ref):.2f}x IDLE"
    return text


def load_average(when: str) -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average at the {when} (1, 5, 15 min): {one:.2f} {five:.2f} {fifteen:.2f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--skip-launch", action="store_true")
    parser.add_argument("--skip-app", action="store_true")
    parser.add_argument("--skip-colonials", action="store_true")
    parser.add_argument(
        "--profile-colonials",
        choices=("table", "hand", "action", "ctrl+plus"),
        default=None,
        help="cProfile that Colonials figure (50 repeats) instead of timing",
    )
    parser.add_argument("--source", default=None, help="measure the package in this folder")
    parser.add_argument(
        "--compare", default=None, help="start-up and in-app figures of this folder too"
    )
    parser.add_argument(
        "--text-steps",
        type=int,
        default=2,
        help="Ctrl+plus / Ctrl+minus pairs per run and load mode (more for a steadier p95)",
    )
    parser.add_argument("--app-child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    use_source(args.source)
    if args.app_child:
        return app_child(args.runs, args.text_steps, not args.skip_app, not args.skip_colonials)
    xvfb = ensure_display()
    print(load_average("start"))
    try:
        if args.profile_colonials:
            profile_colonials(args.profile_colonials)
            return 0
        if not args.skip_launch:
            launch = bench_launch(args.runs, args.compare)
            notes = {
                "fh dialog": "(New game dialog usable)",
                "fh ready": "(lessons, map, board too)",
                "fh dialog seen": "(xdotool finds it)",
            }
            for mode, got in launch.items():
                load = "two busy processes" if mode == "load" else "no load"
                print(f"Start-up, {mode} ({load}; load average {os.getloadavg()[0]:.1f} now):")
                idle = got["idle"]
                print(line("bare Tk window", got["bare tk"], idle))
                print(line("IDLE shell", idle))
                for name, values in got.items():
                    if name.startswith("fh"):
                        cpu = name.endswith(" cpu") or " cpu " in name
                        ref = None if cpu or "start at" in name else idle
                        note = notes.get(name.replace(" (before)", ""), "")
                        print(line(name, values, ref) + ("  " + note if note else ""))
        if args.compare and not (args.skip_app and args.skip_colonials):
            both = compare(
                args.compare, args.runs, not args.skip_app, not args.skip_colonials, args.text_steps
            )
            for mode in ("quiet", "load"):
                print(f"In the app, {mode}, before ({args.compare}) -> now:")
                for name, values in both["now"][mode].items():
                    print(line(name, both["before"][mode][name]) + "  (before)")
                    print(line(name, values) + "  (now)")
        elif not args.skip_app:
            app = bench_app(args.runs, args.text_steps)
            for mode, got in app.items():
                print(f"In the app, {mode}:")
                for name, values in got.items():
                    print(line(name, values))
        if not args.skip_colonials and not args.compare:
            col = bench_colonials(args.runs)
            for mode, got in col.items():
                print(f"Colonials window, {mode}:")
                for name, values in got.items():
                    print(line(name, values))
    finally:
        print(load_average("end"))
        if xvfb is not None:
            xvfb.terminate()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
