"""Screenshots of the main states of the app at 1280x720 and 1920x1080 (and 150%, 200% text).

Run: .venv/bin/python scripts/screenshots.py  (starts its own Xvfb when there is no display).
PNGs go to screenshots/ (gitignored). Everything is driven through the app's own widgets.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from _display import ensure_display  # noqa: E402

OUT = ROOT / "screenshots"
SIZES = ((1280, 720), (1920, 1080))


def pump(root, until, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while not until():
        if time.monotonic() > deadline:
            raise TimeoutError("the app did not reach the state in time")
        root.update()
        time.sleep(0.002)


def grab(root, name: str, w: int, h: int) -> Path:
    from PIL import ImageGrab

    root.update()
    time.sleep(0.05)
    root.update()
    img = ImageGrab.grab(bbox=(0, 0, w, h), xdisplay=os.environ["DISPLAY"])
    OUT.mkdir(exist_ok=True)
    path = OUT / f"{name}-{w}x{h}.png"
    img.save(path)
    print(path.relative_to(ROOT))
    return path


def make_app(w: int, h: int, scale: float = 1.0):
    import tkinter as tk

    from florida_history.ui.app import App
    from florida_history.ui.settings import Settings

    root = tk.Tk()
    root.tk.call("tk", "scaling", 96 / 72)
    root.geometry(f"{w}x{h}+0+0")
    app = App(root, Settings(animation_speed="instant", text_scale=scale))
    root.update()
    menu_h = root.winfo_rooty()  # no window manager: the menu bar sits above the client area
    root.geometry(f"{w}x{h - menu_h}+0+0")
    app.lessons.load()
    app.board.load_map()
    root.update()
    return root, app


def smart_human(app) -> None:
    """A simple policy for the scripted human: land on settlements, attack when offered."""
    from florida_history.engine.actions import ChooseDie, CommitCombatant, LaunchAttack
    from florida_history.engine.board import clockwise

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
    from florida_history.ui.new_game_dialog import GameChoice
    from florida_history.ui.session import PlayerSetup

    players = [
        PlayerSetup("spanish", "María", "human"),
        PlayerSetup("british", "Computer Ben", "computer", "heuristic"),
        PlayerSetup("french", "Chloé", "human"),
    ]
    app.start_game(GameChoice(players, 100, None, 1821))
    while True:
        pump(
            root,
            lambda: not app.busy
            and (app.session.waiting_for_human or app.session.game.is_over or app.lesson_wait),
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
    from florida_history.engine import Game, GameConfig, ScriptedDice
    from florida_history.engine.cards import DECK
    from florida_history.engine.state import ROLL, Pending
    from florida_history.ui.session import PlayerSetup, Session

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
    from florida_history.ui.new_game_dialog import GameChoice
    from florida_history.ui.session import PlayerSetup

    players = [
        PlayerSetup("spanish", "Ana", "computer", "heuristic"),
        PlayerSetup("british", "Ben", "computer", "heuristic"),
        PlayerSetup("french", "Chloé", "computer", "random"),
    ]
    app.start_game(GameChoice(players, 40, None, 1763))
    pump(root, lambda: app.session.game.is_over and not app.busy, timeout=120)


def main() -> int:
    xvfb = ensure_display()
    home = tempfile.mkdtemp(prefix="fh-shots-")
    os.environ["FLORIDA_HISTORY_HOME"] = home
    try:
        for w, h in SIZES:
            root, app = make_app(w, h)
            dialog = app.new_game_dialog()
            dialog.geometry("+40+60")
            grab(root, "1-new-game", w, h)
            dialog.destroy()
            mid_game(app, root)
            grab(root, "2-mid-game", w, h)
            app.open_board_lesson("space", 3)
            grab(root, "3-lesson", w, h)
            attack_state(app, root)
            grab(root, "4-attack", w, h)
            game_over(app, root)
            grab(root, "5-game-over", w, h)
            root.destroy()
        root, app = make_app(1280, 720, scale=1.5)
        attack_state(app, root)
        app._hide_board_lesson()
        grab(root, "6-attack-150pct", 1280, 720)
        app.open_board_lesson("space", 3)
        grab(root, "7-lesson-150pct", 1280, 720)
        root.destroy()
        # 200% on the smallest screen: the side panel scrolls, the dialog scrolls.
        root, app = make_app(1280, 720, scale=2.0)
        dialog = app.new_game_dialog()
        grab(root, "8-new-game-200pct", 1280, 720)
        dialog.destroy()
        attack_state(app, root)
        app._hide_board_lesson()
        grab(root, "9-attack-200pct", 1280, 720)
        root.destroy()
    finally:
        shutil.rmtree(home, ignore_errors=True)
        if xvfb is not None:
            xvfb.terminate()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
