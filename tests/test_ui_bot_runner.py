"""Computer players think on a worker thread; answers come back on the Tk thread."""

from __future__ import annotations

import threading
import time

from tkhelpers import wait_until

from florida_history.games.colonial_florida.bots import FallbackBot
from florida_history.games.colonial_florida.engine import Game, GameConfig
from florida_history.ui.bot_runner import BotRunner


def test_answer_arrives_on_the_tk_thread(tk_root):
    runner = BotRunner(tk_root)
    game = Game.new(GameConfig(seating=("spanish", "british"), seed=2))
    got = []
    runner.think(
        FallbackBot(1), game, lambda c: got.append((c, threading.current_thread())), got.append
    )
    wait_until(tk_root, lambda: got)
    choice, thread = got[0]
    assert thread is threading.main_thread()
    assert choice.action in game.legal_actions()
    assert not runner.busy


def test_cancelled_question_is_ignored_and_errors_are_reported(tk_root):
    class Boom:
        def choose(self, game):
            raise RuntimeError("no idea")

    class Slow:
        def choose(self, game):
            time.sleep(0.2)
            return "late"

    runner = BotRunner(tk_root)
    game = Game.new(GameConfig(seating=("spanish", "british"), seed=2))
    got, errors = [], []
    runner.think(Slow(), game, got.append, errors.append)
    runner.cancel()
    runner.think(Boom(), game, got.append, errors.append)
    wait_until(tk_root, lambda: errors)
    time.sleep(0.3)
    for _ in range(20):
        tk_root.update()
    assert got == [] and str(errors[0]) == "no idea"
