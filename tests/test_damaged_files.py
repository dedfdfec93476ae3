"""Issue 10's findings on damaged files, one test each: saves, settings, school defaults, the
lessons met and lesson files give their one documented message and never stop the app."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from florida_history.app import saves
from florida_history.app.settings import Settings
from florida_history.classroom import met_lessons
from florida_history.classroom import settings_store as store
from florida_history.content.cli import run as lessons_cli
from florida_history.content.lessons import load_library
from florida_history.games.colonial_florida.session import PlayerSetup, Session
from florida_history.jsonfile import JsonFileError, Limits, parse_json_bytes
from florida_history.resources import images_dir, lessons_dir

PLAYERS = [PlayerSetup("spanish", "Ana"), PlayerSetup("british", "Ben")]


# --- the bounded reader ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "words"),
    [
        (b"", "empty"),
        (b"[" * 1000 + b"]" * 1000, "nested"),
        (b"[" * 100_000, "nested"),
        (b'{"a": ' + b"7" * 5000 + b"}", "digits"),
        (b'{"a": NaN}', "NaN"),
        (b'{"a": -Infinity}', "Infinity"),
        (b'{"a": 1e400}', "too large"),
        (b'{"a": "\\ud800"}', "broken characters"),
        (b"\xff\xfe{}", "not a text file"),
        (b'{"a": 1', "cut off"),
    ],
)
def test_reader_turns_every_problem_into_one_error(raw, words):
    with pytest.raises(JsonFileError) as info:
        parse_json_bytes(raw, Limits(max_bytes=1_000_000))
    assert words in info.value.problem


def test_reader_size_cap_and_byte_order_mark():
    assert parse_json_bytes(b'\xef\xbb\xbf{"a": 1}', Limits(100)) == {"a": 1}
    with pytest.raises(JsonFileError, match="too big"):
        parse_json_bytes(b"[" + b"1," * 100 + b"1]", Limits(100))


# --- saves (finding 2) -------------------------------------------------------------------------


def _save(tmp_path: Path) -> tuple[Path, dict]:
    s = Session.new(PLAYERS, seed=12)
    s.autosave = False
    for _ in range(30):
        s.apply(s.game.legal_actions()[0])
    path = tmp_path / "game.json"
    return path, s.to_dict()


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.__setitem__("players", "DEEP"),
        lambda d: d["engine"].__setitem__("actions", "DEEP"),
        lambda d: d["players"][0].__setitem__("power", ["spanish"]),
        lambda d: d["players"][1].__setitem__("power", {"a": 1}),
        lambda d: d["players"][0].__setitem__("name", "\ud800"),
        lambda d: d["engine"]["setup"]["config"].__setitem__("seating", [["spanish"], "british"]),
        lambda d: d["engine"]["actions"].__setitem__(2, {"type": ["Roll"]}),
    ],
)
def test_damaged_save_gives_the_one_save_error(tmp_path, damage):
    path, data = _save(tmp_path)
    damage(data)
    path.write_text(json.dumps(data).replace('"DEEP"', "[" * 1000 + "]" * 1000), "utf-8")
    with pytest.raises(saves.SaveError) as info:
        Session.load(path)
    message = str(info.value)
    assert "game.json" in message and "Error" not in message and "codec" not in message


def test_damaged_reasons_of_any_type_are_left_out(tmp_path):
    """Found by the fuzz script: a list where a reason's player should be."""
    path, data = _save(tmp_path)
    data["reasons"] = [[1, ["spanish"], "x"], [2, {"a": 1}, "y"], [3, "spanish", ["z"]]]
    path.write_text(json.dumps(data), "utf-8")
    assert Session.load(path).reasons == {}


def test_save_with_a_5000_digit_number_gives_the_save_error(tmp_path):
    path, data = _save(tmp_path)
    text = json.dumps(data).replace('"seed": 12', '"seed": ' + "9" * 5000, 1)
    assert "9" * 5000 in text
    path.write_text(text, "utf-8")
    with pytest.raises(saves.SaveError, match="far too many digits"):
        Session.load(path)


def test_non_utf8_save_message_is_plain_words(tmp_path):
    """Issue 9: no "'utf-8' codec can't decode byte 0xff" for the players."""
    path = tmp_path / "game.json"
    path.write_bytes(b'{"format": "\xff"}')
    with pytest.raises(saves.SaveError) as info:
        Session.load(path)
    assert str(info.value) == (
        "The file game.json cannot be opened: it is not a text file (it holds bytes that are "
        "not text)."
    )


def test_a_name_with_a_lone_surrogate_can_still_be_saved(tmp_path):
    s = Session.new([PlayerSetup("spanish", "A\ud800"), PlayerSetup("british", "B")], seed=1)
    s.autosave = False
    s.save_to(tmp_path / "g.json")
    assert Session.load(tmp_path / "g.json").players[0].name == "A?"


# --- settings, school defaults, lessons met (finding 3) ----------------------------------------


@pytest.fixture
def config_dirs(tmp_path, monkeypatch):
    user = tmp_path / "config"
    school = tmp_path / "school" / "defaults.json"
    monkeypatch.setenv("FLORIDA_HISTORY_CONFIG", str(user))
    monkeypatch.setenv("FLORIDA_HISTORY_SCHOOL_DEFAULTS", str(school))
    user.mkdir()
    school.parent.mkdir()
    return user / "settings.json", school


DAMAGED_SETTINGS = [
    b'{"text_scale": ' + b"[" * 3000 + b"]" * 3000 + b"}",
    b'{"text_scale": 1.5, "high_contrast": true' + b"}" * 3,
    b"[" * 100_000,
    b"\xff\xfe\x00",
    b"",
]


@pytest.mark.parametrize("raw", DAMAGED_SETTINGS)
@pytest.mark.parametrize("which", ["user", "school"])
def test_damaged_settings_start_with_defaults_and_name_the_file(config_dirs, raw, which):
    user, school = config_dirs
    path = user if which == "user" else school
    path.write_bytes(raw)
    result = store.load_settings()
    assert result.settings == Settings()
    assert len(result.messages) == 1 and str(path) in result.messages[0]
    assert "ignored" in result.messages[0] and "Error" not in result.messages[0]


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("1e308", 2.0),
        ("-Infinity", 0.8),
        ("Infinity", 2.0),
        ("-3", 0.8),
        ("0", 0.8),
        ("1" + "0" * 400, 2.0),
        ("3" * 5000, 2.0),
        ("-" + "3" * 5000, 0.8),
    ],
)
def test_out_of_range_text_size_is_clamped_with_a_message(config_dirs, value, expected):
    user, _ = config_dirs
    user.write_text('{"text_scale": ' + value + ', "lesson_mode": "off"}', "utf-8")
    result = store.load_settings()
    assert result.settings.text_scale == expected and result.settings.lesson_mode == "off"
    assert len(result.messages) == 1
    assert "text_scale" in result.messages[0] and str(user) in result.messages[0]


def test_nan_text_size_is_ignored_by_name_and_never_gives_the_largest_text(config_dirs):
    user, school = config_dirs
    school.write_text('{"text_scale": 1.25}', "utf-8")
    user.write_text('{"text_scale": NaN, "high_contrast": true}', "utf-8")
    result = store.load_settings()
    assert result.settings.text_scale == 1.25 and result.settings.high_contrast is True
    assert len(result.messages) == 1 and "text_scale" in result.messages[0]
    assert Settings.from_dict({"text_scale": float("nan")}).text_scale == 1.0


@pytest.mark.parametrize("raw", DAMAGED_SETTINGS)
def test_damaged_lessons_met_start_empty_with_a_message_and_a_copy(tmp_path, raw):
    path = tmp_path / "met_lessons.json"
    path.write_bytes(raw)
    met = met_lessons.MetStore(path)
    assert met.ids == set() and met.error and "met_lessons.json" in met.error
    assert (tmp_path / met_lessons.MET_DAMAGED).read_bytes() == raw
    met.record(["space-st-augustine"])
    assert met_lessons.MetStore(path).ids == {"space-st-augustine"}


# --- lesson files (findings 6-8) ---------------------------------------------------------------


@pytest.fixture
def lesson_copy(tmp_path):
    """A copy of the shipped lessons folder a test may damage."""
    import shutil

    folder = tmp_path / "lessons"
    shutil.copytree(lessons_dir(), folder)
    return folder


def _one_lesson(folder: Path) -> Path:
    return folder / "settlements" / "space-st-augustine.toml"


def test_deeply_nested_lesson_is_named_and_the_others_load(lesson_copy):
    """Finding 6: one file nested ~500 deep took down every lesson."""
    total = len(load_library(lesson_copy, images_dir()))
    path = _one_lesson(lesson_copy)
    path.write_text(path.read_text("utf-8") + "\nextra = " + "[" * 500 + "]" * 500 + "\n")
    library = load_library(lesson_copy, images_dir())
    assert len(library) == total - 1
    problems = [p for p in library.problems if p.path == path]
    assert problems and "nested" in problems[0].message and problems[0].line is not None


@pytest.mark.parametrize("image", ["../../x.png", "/etc/x.png", "sub/x.png", "..\\\\x.png"])
def test_lesson_image_must_be_a_plain_name_inside_images(lesson_copy, image):
    """Finding 7: an image path could point anywhere on the disk."""
    path = _one_lesson(lesson_copy)
    text = path.read_text("utf-8")
    if "\nimage = " in text:
        start = text.index("\nimage = ")
        end = text.index("\n", start + 1)
        text = text[:start] + f'\nimage = "{image}"' + text[end:]
    else:
        text += f'\nimage = "{image}"\nimage_alt = "a map"\n'
    path.write_text(text, "utf-8")
    library = load_library(lesson_copy, images_dir())
    assert "space-st-augustine" not in library
    assert any(p.path == path and p.field == "image" for p in library.problems)


def test_byte_order_mark_is_accepted(lesson_copy):
    path = _one_lesson(lesson_copy)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    library = load_library(lesson_copy, images_dir())
    assert "space-st-augustine" in library
    assert not [p for p in library.problems if p.path == path]


def test_oversized_lesson_file_is_reported(lesson_copy):
    path = _one_lesson(lesson_copy)
    path.write_text(path.read_text("utf-8") + "\n# " + "x" * 300_000 + "\n", "utf-8")
    library = load_library(lesson_copy, images_dir())
    assert "space-st-augustine" not in library
    assert any(p.path == path and "too big" in p.message for p in library.problems)


def test_timeline_errors_carry_line_numbers(lesson_copy):
    path = lesson_copy / "timeline.toml"
    text = path.read_text("utf-8")
    text += '\n[[events]]\nyear = "soon"\ntitle = "x"\nlesson = "space-st-augustine"\n'
    path.write_text(text, "utf-8")
    library = load_library(lesson_copy, images_dir())
    bad = [p for p in library.problems if p.path == path]
    assert len(bad) == 1 and bad[0].line == text.count("\n", 0, text.rindex("[[events]]")) + 1


def test_export_exits_non_zero_when_it_skipped_a_lesson(lesson_copy, tmp_path, capsys):
    import argparse

    args = argparse.Namespace(lessons_command="export", html=tmp_path / "html", dir=lesson_copy)
    assert lessons_cli(args) == 0
    _one_lesson(lesson_copy).write_text("id = ", "utf-8")
    assert lessons_cli(args) == 1
    assert "skipped" in capsys.readouterr().out
