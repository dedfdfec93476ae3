"""Screenshots of the Colonials table for docs/screenshots/colonials/: the table early and late
in a 4-player game, a hand of 7 cards, the trade dialog, the raid preview and the pass screen,
at 1280x720 and 1920x1080, 100% and 200% text, and in high contrast.

    python scripts/colonials_screenshots.py
"""

from __future__ import annotations

import os
import sys
import tkinter as tk
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _display import ensure_display  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "docs" / "screenshots" / "colonials"


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


def main() -> int:
    proc = ensure_display("1920x1200")
    try:
        for w, h in ((1280, 720), (1920, 1080)):
            for scale in (1.0, 2.0):
                shots(w, h, scale, False)
            shots(w, h, 1.0, True)
    finally:
        if proc is not None:
            proc.terminate()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
