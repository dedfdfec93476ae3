"""``florida-history`` opens the app: arguments parse, and the window starts and quits."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

from florida_history.ui import launch


def test_arguments():
    parser = argparse.ArgumentParser()
    launch.add_arguments(parser)
    args = parser.parse_args(["--text-size", "1.5", "--no-resume", "--speed", "fast"])
    assert args.text_size == 1.5 and args.no_resume and args.speed == "fast"


def test_app_starts_and_quits(display, tmp_path):
    env = dict(
        os.environ,
        FLORIDA_HISTORY_HOME=str(tmp_path),
        FLORIDA_HISTORY_BENCH_FILE=str(tmp_path / "marks.txt"),
    )
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run(
        [sys.executable, "-m", "florida_history", "play", "--no-resume", "--quit-after-idle"],
        cwd=root,
        env=env,
        timeout=60,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    assert "interactive" in (tmp_path / "marks.txt").read_text()


def test_app_starts_ready_and_quits_with_the_dialog_first(display, tmp_path):
    """No autosave: the dialog comes before the window; the whole start-up runs."""
    env = dict(
        os.environ,
        FLORIDA_HISTORY_HOME=str(tmp_path),
        FLORIDA_HISTORY_BENCH_FILE=str(tmp_path / "marks.txt"),
    )
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run(
        [sys.executable, "-m", "florida_history", "--quit-after-idle"],
        cwd=root,
        env=env,
        timeout=60,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    marks = [line.split()[0] for line in (tmp_path / "marks.txt").read_text().splitlines()]
    assert marks == ["interactive", "ready"]


def test_every_game_names_the_autosaves_its_window_offers():
    from florida_history.app import saves
    from florida_history.games.colonials import session as colonials
    from florida_history.registry import GAMES

    files = {g.info.id: g.info.autosaves for g in GAMES}
    assert files["colonial-florida"] == (saves.AUTOSAVE, saves.AUTOSAVE_BACKUP)
    assert files["colonials"] == (colonials.AUTOSAVE, colonials.AUTOSAVE_BACKUP)


def _launcher(tk_root, *options: str):
    from florida_history.classroom.settings_store import load_settings
    from florida_history.registry import GAMES

    parser = argparse.ArgumentParser()
    launch.add_arguments(parser)
    args = parser.parse_args(list(options))
    loaded = load_settings()
    loaded.settings.animation_speed = "instant"
    first = launch.first_game(GAMES, loaded.settings.new_game, None)
    return launch.Launcher(tk_root, args, list(GAMES), loaded, first)


def _autosave(data_home):
    from florida_history.games.colonial_florida.session import PlayerSetup, Session

    players = [PlayerSetup("spanish", "Ana"), PlayerSetup("british", "Ben")]
    data_home.mkdir(parents=True, exist_ok=True)
    Session.new(players, 40, 12, seed=77).save_autosave()


def test_the_dialog_comes_first_and_start_builds_the_window_if_pressed_at_once(tk_root):
    """Start pressed before the window was built (right after the dialog came up): the
    window is built then and there, takes the dialog as its own and starts the game."""
    from tkhelpers import wait_until

    launcher = _launcher(tk_root)
    assert launcher.dialog_first()
    launcher.show_dialog_first()
    dialog = launcher.dialog
    tk_root.update_idletasks()  # the dialog is laid out and mapped; nothing else ran yet
    assert launcher.app is None  # not built yet: the dialog came alone
    assert dialog.start_button.winfo_viewable()
    dialog.form.kind_vars["spanish"].set("Computer")
    dialog.form.kind_vars["british"].set("Computer")
    dialog.start_button.invoke()
    app = launcher.app
    assert app is not None and app.session is not None
    assert [p.power for p in app.session.players][:2] == ["spanish", "british"]
    assert not dialog.winfo_exists()
    assert launcher.menu_placeholder is None and tk_root.cget("menu") == str(app.menubar)
    wait_until(tk_root, lambda: launcher.rest_loaded)
    wait_until(tk_root, lambda: not app.board.hold_drawing and app.board.board_size > 0)
    app.stop()


def test_after_the_dialog_the_window_is_built_and_keeps_the_dialog_and_its_keys(tk_root):
    from tkhelpers import wait_until

    launcher = _launcher(tk_root)
    launcher.show_dialog_first()
    dialog = launcher.dialog
    wait_until(tk_root, lambda: launcher.usable)
    before = (dialog.winfo_rootx(), dialog.winfo_rooty())
    assert before[1] > tk_root.winfo_rooty()  # below the menu bar, as it stays
    wait_until(tk_root, lambda: launcher.app is not None and not launcher.app.board.hold_drawing)
    app = launcher.app
    assert app.dialog is dialog and dialog.winfo_exists()
    tk_root.update()
    assert (dialog.winfo_rootx(), dialog.winfo_rooty()) == before  # the window did not move it
    assert tk_root.focus_get() is not None
    assert str(tk_root.focus_get()).startswith(str(dialog))  # Enter still starts the game
    dialog.event_generate("<Return>")
    tk_root.update()
    assert app.session is not None and not dialog.winfo_exists()
    app.stop()


def test_an_autosave_to_resume_puts_the_window_first_with_the_offer(tk_root, data_home):
    from tkhelpers import wait_until

    _autosave(data_home)
    launcher = _launcher(tk_root)
    assert not launcher.dialog_first()
    assert _launcher(tk_root, "--no-resume").dialog_first()
    launcher.build_window()
    launcher.after_first_frame()
    app = launcher.app
    assert app.dialog is not None and app.dialog.resume_button.winfo_exists()
    wait_until(tk_root, lambda: launcher.usable and launcher.rest_loaded)
    app.dialog.resume_button.invoke()
    assert app.session is not None and app.session.seed == 77
    app.stop()
