"""Shared fixtures: a display for Tk tests (Xvfb started on demand) and an isolated data home.

GUI tests skip on a laptop without a display but FAIL when CI or REQUIRE_GUI is set, so a CI
run can never pass by skipping them (testing/TK-TESTING.md).
"""

from __future__ import annotations

import copy
import gc
import os
import shutil
import subprocess
import sys
import traceback
from collections.abc import Iterator

import pytest

import florida_history.content as _content
import florida_history.content.lessons as _lessons

_PROBE = "import tkinter; r = tkinter.Tk(); r.withdraw(); r.update(); r.destroy()"


def _display_works() -> bool:
    if not os.environ.get("DISPLAY"):
        return False
    try:
        subprocess.run([sys.executable, "-c", _PROBE], check=True, timeout=20, capture_output=True)
        return True
    except (subprocess.SubprocessError, OSError):
        return False


def _must_not_skip() -> bool:
    return os.environ.get("CI", "").lower() in ("1", "true", "yes") or bool(
        os.environ.get("REQUIRE_GUI")
    )


_parse_library = _lessons.load_library
_LIBRARY: list[_lessons.LessonLibrary] = []


def _library_parsed_once(
    lessons_dir: object = None, images_dir: object = None, cache_file: object = None
) -> _lessons.LessonLibrary:
    """The project's own lesson library is parsed once per test process (0.5 s each time, and
    dozens of tests read it); each caller gets its own copy to change. Any other folder, or a
    cache file, is read as the app reads it."""
    if lessons_dir is not None or images_dir is not None or cache_file is not None:
        return _parse_library(lessons_dir, images_dir, cache_file)  # type: ignore[arg-type]
    if not _LIBRARY:
        _LIBRARY.append(_parse_library())
    return copy.deepcopy(_LIBRARY[0])


# Set before any test module imports the name (conftest is imported first).
_lessons.load_library = _library_parsed_once  # type: ignore[assignment]
_content.load_library = _library_parsed_once  # type: ignore[assignment]


@pytest.fixture(scope="session")
def display() -> Iterator[str]:
    if _display_works():
        yield os.environ["DISPLAY"]
        return
    xvfb = shutil.which("Xvfb")
    proc = None
    if xvfb:
        r, w = os.pipe()
        proc = subprocess.Popen(
            [
                xvfb,
                "-displayfd",
                str(w),
                "-screen",
                "0",
                "1920x1200x24",
                "-dpi",
                "96",
                "-nolisten",
                "tcp",
                "-noreset",
            ],
            pass_fds=(w,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(w)
        with os.fdopen(r) as fh:
            number = fh.readline().strip()
        if number:
            os.environ["DISPLAY"] = f":{number}"
    if proc is None or not os.environ.get("DISPLAY") or not _display_works():
        if proc is not None:
            proc.terminate()
        message = "no usable display and Xvfb could not start"
        if _must_not_skip():
            pytest.fail(f"{message}; CI/REQUIRE_GUI set, refusing to skip", pytrace=False)
        pytest.skip(message)
    yield os.environ["DISPLAY"]
    proc.terminate()
    proc.wait(timeout=10)


@pytest.fixture(autouse=True)
def data_home(tmp_path, monkeypatch):
    """Every test saves into its own folder, never the user's."""
    home = tmp_path / "fh-home"
    monkeypatch.setenv("FLORIDA_HISTORY_HOME", str(home))
    return home


@pytest.fixture
def tk_root(display):
    import tkinter as tk

    root = tk.Tk()
    root.tk.call("tk", "scaling", 96 / 72)
    root.geometry("1280x720+0+0")
    errors: list[str] = []
    root.callback_errors = errors  # type: ignore[attr-defined]
    root.report_callback_exception = lambda e, v, tb: errors.append(
        "".join(traceback.format_exception(e, v, tb))
    )
    root.update()
    yield root
    try:
        for a in root.tk.call("after", "info"):
            try:
                # Cancel the timer but leave its command to the widget that made it (which
                # deletes it when destroyed): ``after_cancel`` deleted it here, and a widget
                # still waiting for its idle callback then failed to destroy.
                root.tk.call("after", "cancel", a)
            except tk.TclError:  # a timer whose command Tk already dropped
                pass
        root.update_idletasks()
    finally:
        root.destroy()
        # Free this Tk interpreter here, on the main thread: if a later test's worker thread
        # (a computer player, the lesson loader) ran the collection, Tcl would abort.
        del root
        gc.collect()
    if errors:
        pytest.fail("exception(s) in Tk callbacks:\n" + "\n".join(errors), pytrace=False)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Every test that needs a display (the ``display`` fixture, also through ``tk_root``) is
    marked ``gui``: ``pytest -m "not gui"`` is the fast subset that runs without one."""
    for item in items:
        if "display" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.gui)
