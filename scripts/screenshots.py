"""Screenshots of the app at 1280x720 and 1920x1080, 100% and 200% text, in normal and
demonstration mode, with the recap and the library; and the board's tokens on a 4K screen.

Run: .venv/bin/python scripts/screenshots.py [OUT_DIR]  (starts its own Xvfb). The PNGs go to
docs/screenshots/ (committed, reduced to 256 colours to keep them small) unless OUT_DIR is
given. Everything is driven through the app's own widgets.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from _display import ensure_display  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
SIZES = ((1280, 720), (1920, 1080))
SCALES = (1.0, 2.0)


def pump(root, until, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while not until():
        if time.monotonic() > deadline:
            raise TimeoutError("the app did not reach the state in time")
        root.update()
        time.sleep(0.002)


def grab(root, name: str, w: int, h: int, box: tuple[int, int, int, int] | None = None) -> Path:
    """The screen's top left ``w`` x ``h`` (the window and any window over it), saved with 256
    colours: a fifth of the size, and screenshots of flat colours and text look the same."""
    from PIL import Image, ImageGrab

    root.update()
    time.sleep(0.05)
    root.update()
    img = ImageGrab.grab(bbox=box or (0, 0, w, h), xdisplay=os.environ["DISPLAY"])
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / f"{name}.png"
    small = img.convert("RGB").quantize(256, method=Image.Quantize.MEDIANCUT)
    small.save(path, optimize=True)
    print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    return path


def make_app(w: int, h: int, scale: float = 1.0, language: str = "en"):
    """The app as the launcher builds it (classroom features included) in a w x h window."""
    import tkinter as tk

    from florida_history.app.settings import Settings
    from florida_history.games.colonial_florida.ui.window import FloridaWindow as App
    from florida_history.ui.classroom import ClassroomFeatures

    root = tk.Tk()
    root.tk.call("tk", "scaling", 96 / 72)
    root.geometry(f"{w}x{h}+0+0")
    app = App(root, Settings(animation_speed="instant", text_scale=scale, language=language))
    app.classroom = ClassroomFeatures(app)
    root.update()
    menu_h = root.winfo_rooty()  # no window manager: the menu bar sits above the client area
    root.geometry(f"{w}x{h - menu_h}+0+0")
    app.lessons.load()
    app.board.load_map()
    root.update()
    return root, app


def smart_human(app) -> None:
    """A simple policy for the scripted human: land on settlements, attack when offered."""
    from florida_history.games.colonial_florida.engine.actions import (
        ChooseDie,
        CommitCombatant,
        LaunchAttack,
    )
    from florida_history.games.colonial_florida.engine.board import clockwise

    game = app.session.game
    legal = game.legal_actions()
    pend = game.pending
    choice = legal[0]
    if pend.kind == "choose_die":
        pawn = game.state.player(pend.player).pawn
        for a in legal:
            if isinstance(a, ChooseDie) and clockwise(pawn, a.value) % 3 == 0:
                choice = a
    elif pend.kind == "attack":
        commits = [a for a in legal if isinstance(a, CommitCombatant)]
        choice = (
            commits[0]
            if commits
            else next((a for a in legal if isinstance(a, LaunchAttack)), legal[0])
        )
    app.apply(choice)


def mid_game(app, root, rounds: int = 14) -> None:
    from florida_history.games.colonial_florida.session import PlayerSetup
    from florida_history.games.colonial_florida.ui.setup_form import GameChoice

    players = [
        PlayerSetup("spanish", "María", "human"),
        PlayerSetup("british", "Computer Ben", "computer", "heuristic"),
        PlayerSetup("french", "Chloé", "human"),
    ]
    app.start_game(GameChoice(players, 100, None, 1821))
    while True:
        pump(
            root,
            lambda: (
                not app.busy
                and (app.session.waiting_for_human or app.session.game.is_over or app.lesson_wait)
            ),
        )
        if app.lesson_wait:  # a lesson opened: the players read it, then Continue
            app.continue_after_lesson()
            continue
        st = app.session.game.state
        if st.round >= rounds and app.session.game.pending.kind == "roll":
            break
        smart_human(app)
    app.decision.button_for("r").invoke()
    pump(root, lambda: not app.busy and app.session.waiting_for_human)


def attack_state(app, root) -> None:
    from florida_history.games.colonial_florida.engine import Game, GameConfig, ScriptedDice
    from florida_history.games.colonial_florida.engine.cards import DECK
    from florida_history.games.colonial_florida.engine.state import ROLL, Pending
    from florida_history.games.colonial_florida.session import PlayerSetup, Session

    def cid(slug: str, n: int = 0) -> int:
        return [i for i, k in enumerate(DECK) if k.slug == slug][n]

    game = Game.new(
        GameConfig(seating=("spanish", "british", "french"), seed=1565),
        dice=ScriptedDice([3, 5] + [3] * 40),
    )
    s = game.state
    layout = {
        3: ("spanish", ["soldiers", "cannons", "busy-port"]),
        6: ("british", ["fortress", "militia", "timber"]),
        9: ("spanish", ["warship", "fishing"]),
        12: ("french", ["indigo-plantation"]),
        33: ("british", ["garrison"]),
    }
    for n, (owner, slugs) in layout.items():
        s.settlements[n].owner = owner
        s.player(owner).markers -= 1
        for slug in slugs:
            c = cid(slug)
            s.deck.remove(c)
            s.settlements[n].cards.append(c)
    s.player("spanish").pawn, s.player("british").pawn, s.player("french").pawn = 3, 20, 11
    s.player("spanish").gold, s.player("british").gold, s.player("french").gold = 18, 23, 9
    s.hazards = {"hurricane": 25, "pirate": 30, "native_raid": 14, "disease": 16}
    s.phase, s.turn, s.round = "action", 0, 6
    s.pending = Pending(ROLL, "spanish")
    session = Session(
        game,
        [
            PlayerSetup("spanish", "María"),
            PlayerSetup("british", "Ben"),
            PlayerSetup("french", "Chloé", "computer", "heuristic"),
        ],
    )
    app.set_session(session)
    pump(root, lambda: not app.busy)
    app.decision.button_for("r").invoke()
    pump(root, lambda: not app.busy)
    app.decision.button_for("1").invoke()  # move 3 -> Cowford (British): attack?
    pump(root, lambda: not app.busy and app.session.game.pending.kind == "attack")
    if app.lesson_wait:  # Cowford's lesson opened first
        app.continue_after_lesson()
        pump(root, lambda: not app.busy)
    app.decision.button_for("1").invoke()  # commit the Soldiers
    pump(root, lambda: not app.busy)
    app.lesson_panel.open("space-cowford")


def game_over(app, root) -> None:
    from florida_history.games.colonial_florida.session import PlayerSetup
    from florida_history.games.colonial_florida.ui.setup_form import GameChoice

    players = [
        PlayerSetup("spanish", "Ana", "computer", "heuristic"),
        PlayerSetup("british", "Ben", "computer", "heuristic"),
        PlayerSetup("french", "Chloé", "computer", "random"),
    ]
    app.start_game(GameChoice(players, 40, None, 1763))
    pump(root, lambda: app.session.game.is_over and not app.busy, timeout=120)


def demo_state(app, root, steps: int = 9) -> None:
    """A demonstration game stepped by the teacher: Next pressed a few times."""
    from florida_history.games.colonial_florida.session import PlayerSetup
    from florida_history.games.colonial_florida.ui.setup_form import GameChoice

    cf = app.classroom
    players = [
        PlayerSetup(p, n, "computer", "heuristic")
        for p, n in (("spanish", "Spain"), ("british", "Britain"), ("french", "France"))
    ]
    if not cf.demo.active:
        cf.toggle_demo()
    app.start_game(GameChoice(players, 30, 9, 4821))
    for _ in range(steps):
        pump(root, lambda: cf.demo.waiting and not app.busy, timeout=30)
        cf.demo.next_step()
    pump(root, lambda: cf.demo.waiting and not app.busy, timeout=30)


def shots_for(w: int, h: int, scale: float) -> None:
    """Eight pictures for one screen size and text size (about 150 KB each)."""
    tag = f"{w}x{h}-{round(scale * 100)}pct"
    root, app = make_app(w, h, scale)
    mid_game(app, root)
    grab(root, f"{tag}-1-mid-game", w, h)
    app.open_board_lesson("space", 9)
    grab(root, f"{tag}-2-lesson", w, h)
    attack_state(app, root)
    grab(root, f"{tag}-3-attack", w, h)
    demo_state(app, root)
    app._hide_lesson_overlay()  # the band itself (a lesson the demo paused on covers it)
    grab(root, f"{tag}-4-demo", w, h)
    app.open_board_lesson("space", 3)
    grab(root, f"{tag}-5-demo-lesson", w, h)
    app.classroom.toggle_demo()
    game_over(app, root)
    pump(root, lambda: app.classroom.recap_window is not None, timeout=30)
    recap = app.classroom.recap_window
    recap.geometry(f"{w - 40}x{h - 80}+20+30")
    grab(root, f"{tag}-6-recap", w, h)
    recap.destroy()
    lib = app.classroom.open_library()
    lib.geometry(f"{w - 40}x{h - 80}+20+30")
    grab(root, f"{tag}-7-library", w, h)
    lib.notebook.select(lib.glossary_tab)
    anachronism = next(i for i, e in enumerate(lib.terms) if e.term == "Anachronism")
    lib.glossary.see(f"g{anachronism}")
    lib.glossary.item(f"g{anachronism}", open=True)
    lib.glossary.selection_set(f"g{anachronism}")
    lib.glossary.focus(f"g{anachronism}")
    grab(root, f"{tag}-8-glossary", w, h)
    lib.destroy()
    root.destroy()


def board_4k() -> None:
    """Pawns, hazards and owner marks on the board of a 3840x2160 screen (a corner of it)."""
    xvfb = ensure_display("3840x2160", force=True)
    home = tempfile.mkdtemp(prefix="fh-shots-")
    os.environ["FLORIDA_HISTORY_HOME"] = home
    try:
        root, app = make_app(3840, 2160)
        attack_state(app, root)
        app.board.set_current("spanish")
        x, y = app.board.winfo_rootx(), app.board.winfo_rooty()
        grab(root, "3840x2160-100pct-board-corner", 1600, 900, (x, y, x + 1600, y + 900))
        root.destroy()
    finally:
        shutil.rmtree(home, ignore_errors=True)
        if xvfb is not None:
            xvfb.terminate()


def main() -> int:
    global OUT
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if args:
        OUT = Path(args[0]).resolve()
    home = tempfile.mkdtemp(prefix="fh-shots-")
    os.environ["FLORIDA_HISTORY_HOME"] = home
    os.environ["FLORIDA_HISTORY_CONFIG"] = tempfile.mkdtemp(prefix="fh-cfg-")
    if "--board-4k" in sys.argv:  # in a process of its own: Tk keeps its first X connection
        board_4k()
        return 0
    xvfb = ensure_display()
    try:
        for w, h in SIZES:
            for scale in SCALES:
                shots_for(w, h, scale)
    finally:
        shutil.rmtree(home, ignore_errors=True)
        if xvfb is not None:
            xvfb.terminate()
    env = {k: v for k, v in os.environ.items() if k != "DISPLAY"}
    return subprocess.run([sys.executable, __file__, "--board-4k", str(OUT)], env=env).returncode


if __name__ == "__main__":
    raise SystemExit(main())
