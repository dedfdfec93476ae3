"""Screenshots of the Colonials table for docs/screenshots/colonials/: the table early and late
in a 4-player game, a hand of 7 cards, the trade dialog, the raid preview and the pass screen,
at 1280x720 and 1920x1080, 100% and 200% text, and in high contrast; the same of the real play
window (``window-*``, ui/window.py) plus a lesson open and the game-over panel.

    python scripts/colonials_screenshots.py            # everything
    python scripts/colonials_screenshots.py --window   # the play window only
"""

from __future__ import annotations

import os
import sys
import tkinter as tk
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _display import ensure_display  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "docs" / "screenshots" / "colonials"
LANGUAGE = "en"  # the play windows' language (colonials_spanish_screenshots.py sets "es")


def pump(root: tk.Misc) -> None:
    for _ in range(3):
        root.update_idletasks()
        root.update()


def grab(root: tk.Misc, name: str, w: int, h: int) -> None:
    from PIL import ImageGrab

    pump(root)
    img = ImageGrab.grab(bbox=(0, 0, w, h), xdisplay=os.environ["DISPLAY"])
    OUT.mkdir(parents=True, exist_ok=True)
    img.convert("RGB").quantize(colors=96).save(OUT / f"{name}.png", optimize=True)
    print("wrote", name)


def give(game, power: str, hand=(), play=(), oppression=()) -> None:
    from florida_history.games.colonials.engine.cards import card_number

    s = game.state
    player = s.player(power)
    for ids, zone in ((hand, player.hand), (play, player.in_play), (oppression, player.oppression)):
        for cid in ids:
            n = card_number(cid)
            for pile in (s.deck, s.discard, *(p.hand for p in s.players)):
                if n in pile:
                    pile.remove(n)
                    break
            zone.append(n)
    game.refresh()


def enter(game, phase: str, power: str = "english") -> None:
    from florida_history.games.colonials.engine import turn

    s = game.state
    s.active = [p.power for p in s.players].index(power)
    s.phase = phase
    game.refresh()
    turn.run(s, game.dice, [], enter=True)


def window(w: int, h: int, scale: float, hc: bool, humans=("english",), seed: int = 7):
    from florida_history.games.colonials.ui.preview import build

    root = tk.Tk()
    root.tk.call("tk", "scaling", 96 / 72)
    root.geometry(f"{w}x{h}+0+0")
    table = build(root, seed, humans, 4, scale, hc)
    pump(root)
    return root, table


def play_until(table, rounds: int, me_bot) -> None:
    """Let computer players move (and ``me_bot`` for the person) until round ``rounds``."""
    game = table.game
    while not game.is_over:
        seat = game.current_player
        if seat in table.bots:
            game.apply_action(table.bots[seat].choose(game).action)
        elif game.state.round >= rounds:
            break
        else:
            game.apply_action(me_bot.choose(game).action)
    table.refresh()


def shots(w: int, h: int, scale: float, hc: bool) -> None:
    from florida_history.games.colonials.ai.registry import make_bot
    from florida_history.games.colonials.engine.state import RAID, RESOURCES, TRADE

    tag = f"{w}x{h}-{round(scale * 100)}pct" + ("-hc" if hc else "")
    root, t = window(w, h, scale, hc)
    play_until(t, 1, None)
    grab(root, f"{tag}-1-table-early", w, h)
    play_until(t, 8, make_bot("medium", 99))
    grab(root, f"{tag}-2-table-late", w, h)
    root.destroy()

    root, t = window(w, h, scale, hc)
    g = t.game
    give(
        g,
        "english",
        hand=("tobacco", "pilgrims", "smallpox", "fire", "church", "militia", "governor"),
        play=("cod-fishing", "cattle"),
    )
    g.state.player("english").gold = 6
    enter(g, RESOURCES)
    t.refresh()
    t.view.show_detail(g.state.player("english").hand[-1])
    grab(root, f"{tag}-3-hand-of-7", w, h)
    enter(g, TRADE)
    t.refresh()
    t.panel.handle_key("t")
    tr = t.trade
    tr.receiver.set("french")
    next(iter(tr.card_vars.values())).set(True)
    tr.amounts["give_gold"].set(2)
    tr.amounts["ask_pop"].set(1)
    tr.promise.set("I won't raid you next turn")
    grab(root, f"{tag}-4-trade-dialog", w, h)
    tr.cancel()
    give(g, "english", play=("colonials", "royal-troops", "volunteers"))
    give(g, "french", play=("garrison", "militia"))
    enter(g, RAID)
    t.refresh()
    grab(root, f"{tag}-5-raid-preview", w, h)
    root.destroy()

    root, t = window(w, h, scale, hc, humans=("english", "french"))
    grab(root, f"{tag}-6-pass-screen", w, h)
    root.destroy()


LIBRARY = None


def play_window(w: int, h: int, scale: float, hc: bool, humans: int = 1, seed: int = 7):
    """The real play window (ui/window.py): ``humans`` people, Medium computers for the rest."""
    from florida_history.app.lessons import LessonService
    from florida_history.app.settings import Settings
    from florida_history.games.colonials.engine.settings import preset
    from florida_history.games.colonials.session import ColonialsSession
    from florida_history.games.colonials.ui.window import ColonialsWindow, default_seats

    global LIBRARY
    if LIBRARY is None:
        service = LessonService()
        service.load()
        LIBRARY = service.library
    root = tk.Tk()
    root.tk.call("tk", "scaling", 96 / 72)
    root.geometry(f"{w}x{h}+0+0")
    seats = default_seats(4, humans)
    session = ColonialsSession.new(seats, preset("class-period", 4), seed)
    session.autosave = False
    settings = Settings(
        text_scale=scale, high_contrast=hc, animation_speed="instant", language=LANGUAGE
    )
    win = ColonialsWindow(root, session, settings, LessonService(LIBRARY), think_seconds=None)
    win.stop()
    pump(root)
    menu_h = root.winfo_rooty()  # no window manager: the menu bar sits above the client area
    root.geometry(f"{w}x{h - menu_h}+0+0")
    pump(root)
    return root, win


def drive(win, until, me_bot) -> None:
    """Make moves synchronously (computer players and ``me_bot`` for the people) until
    ``until(win)`` holds at a moment when the window waits."""
    game = win.session.game
    for _ in range(5000):
        win.stop()
        if until(win):
            break
        if win.lesson_wait:
            win.continue_after_lesson()
            win.stop()
            continue
        if game.is_over:
            break
        seat = game.current_player
        choice = (win.bots.get(seat) or me_bot).choose(game)
        win.apply(choice.action, choice.reason)
    win.stop()
    win.table.pass_screen.place_forget() if not win.table.pass_screen.covering else None


def window_shots(w: int, h: int, scale: float, hc: bool) -> None:
    from florida_history.games.colonials.ai.registry import make_bot
    from florida_history.games.colonials.engine.state import RAID, RESOURCES, TRADE

    me = make_bot("medium", 99)
    tag = f"window-{w}x{h}-{round(scale * 100)}pct" + ("-hc" if hc else "")

    def person_decides(win) -> bool:
        g = win.session.game
        return not win.lesson_wait and g.current_player == "english"

    root, win = play_window(w, h, scale, hc)
    drive(win, lambda x: x.session.game.state.round >= 2 and person_decides(x), me)
    win.advance()
    grab(root, f"{tag}-1-table-early", w, h)
    drive(win, lambda x: x.lesson_wait, me)
    win.show_lesson_wait()
    grab(root, f"{tag}-7-lesson", w, h)
    win.continue_after_lesson()
    win.stop()
    drive(win, lambda x: x.session.game.state.round >= 8 and person_decides(x), me)
    win.advance()
    grab(root, f"{tag}-2-table-late", w, h)
    drive(win, lambda x: x.session.game.is_over, me)
    win.lesson_wait = False
    win._hide_lesson_overlay()
    win.advance()
    grab(root, f"{tag}-8-game-over", w, h)
    root.destroy()

    root, win = play_window(w, h, scale, hc, seed=12)
    g = win.session.game
    give(
        g,
        "english",
        hand=("tobacco", "pilgrims", "smallpox", "fire", "church", "militia", "governor"),
        play=("cod-fishing", "cattle"),
    )
    g.state.player("english").gold = 6
    enter(g, RESOURCES)
    win.lesson_wait = False
    win._hide_lesson_overlay()
    win.advance()
    win.table.view.show_detail(g.state.player("english").hand[-1])
    grab(root, f"{tag}-3-hand-of-7", w, h)
    enter(g, TRADE)
    win.advance()
    win.table.panel.handle_key("t")
    tr = win.table.trade
    tr.receiver.set("french")
    next(iter(tr.card_vars.values())).set(True)
    tr.amounts["give_gold"].set(2)
    tr.amounts["ask_pop"].set(1)
    tr.promise.set("I won't raid you next turn")
    grab(root, f"{tag}-4-trade-dialog", w, h)
    tr.cancel()
    give(g, "english", play=("colonials", "royal-troops", "volunteers"))
    give(g, "french", play=("garrison", "militia"))
    enter(g, RAID)
    win.advance()
    grab(root, f"{tag}-5-raid-preview", w, h)
    root.destroy()

    root, win = play_window(w, h, scale, hc, humans=2)
    drive(win, lambda x: x.table.pass_screen.covering, me)
    grab(root, f"{tag}-6-pass-screen", w, h)
    root.destroy()


def main() -> int:
    proc = ensure_display("1920x1200")
    only_window = "--window" in sys.argv
    try:
        for w, h in ((1280, 720), (1920, 1080)):
            for scale in (1.0, 2.0):
                if not only_window:
                    shots(w, h, scale, False)
                window_shots(w, h, scale, False)
            if not only_window:
                shots(w, h, 1.0, True)
            window_shots(w, h, 1.0, True)
    finally:
        if proc is not None:
            proc.terminate()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
