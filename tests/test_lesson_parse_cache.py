"""The app's cache of parsed lesson files: same library as parsing, edits seen, damage ignored."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from florida_history.content import load_library
from florida_history.resources import images_dir, lessons_dir


def snapshot(library) -> tuple:
    return (
        sorted((k, repr(v)) for k, v in library.lessons.items()),
        repr(library.timeline),
        [str(p) for p in library.problems],
    )


def test_cached_load_gives_the_same_library_as_parsing(tmp_path: Path) -> None:
    cache = tmp_path / "lessons.json"
    plain = snapshot(load_library())
    assert snapshot(load_library(cache_file=cache)) == plain  # fills the cache
    entries = json.loads(cache.read_text(encoding="utf-8"))["entries"]
    assert len(entries) > 200  # every lesson and the timeline
    assert snapshot(load_library(cache_file=cache)) == plain  # from the cache


def test_an_edited_lesson_is_parsed_again(tmp_path: Path) -> None:
    folder = tmp_path / "lessons"
    shutil.copytree(lessons_dir(), folder)
    cache = tmp_path / "lessons.json"
    load_library(folder, images_dir(), cache_file=cache)
    path = folder / "settlements" / "space-pensacola.toml"
    text = path.read_text(encoding="utf-8")
    title = load_library(folder, images_dir()).lessons["space-pensacola"].title
    path.write_text(text.replace(f'"{title}"', '"Pensacola, edited"', 1), encoding="utf-8")
    again = load_library(folder, images_dir(), cache_file=cache)
    assert again.lessons["space-pensacola"].title == "Pensacola, edited"


def test_a_damaged_cache_file_is_rebuilt(tmp_path: Path) -> None:
    cache = tmp_path / "lessons.json"
    cache.write_text('{"version": 2, "entries": {"abc": "[1, 2', encoding="utf-8")
    library = load_library(cache_file=cache)
    assert snapshot(library) == snapshot(load_library())
    assert len(json.loads(cache.read_text(encoding="utf-8"))["entries"]) > 200
