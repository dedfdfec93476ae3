"""Saves: per-user folder, atomic writes, a backup of the previous autosave, clear messages."""

from __future__ import annotations

import json

import pytest

from florida_history.app import saves


def test_data_home_env_override(data_home):
    assert saves.data_home() == data_home
    assert saves.autosave_path() == data_home / "autosave.json"


def test_xdg_data_home(monkeypatch, tmp_path):
    monkeypatch.delenv("FLORIDA_HISTORY_HOME")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert saves.data_home() == tmp_path / "florida-history"


def test_atomic_write_keeps_a_backup_and_leaves_no_temp_files(tmp_path):
    path = tmp_path / "a.json"
    backup = tmp_path / "a.previous.json"
    saves.write_json_atomic(path, {"n": 1}, keep_backup=backup)
    saves.write_json_atomic(path, {"n": 2}, keep_backup=backup)
    assert json.loads(path.read_text()) == {"n": 2}
    assert json.loads(backup.read_text()) == {"n": 1}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.json", "a.previous.json"]


def test_failed_write_leaves_the_old_file(tmp_path):
    path = tmp_path / "a.json"
    saves.write_json_atomic(path, {"n": 1})
    with pytest.raises(TypeError):
        saves.write_json_atomic(path, {"n": object()})
    assert json.loads(path.read_text()) == {"n": 1}


def test_damaged_and_foreign_files_give_clear_messages(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", "utf-8")
    with pytest.raises(saves.SaveError, match="damaged"):
        saves.read_json(bad)
    with pytest.raises(saves.SaveError, match="does not exist"):
        saves.read_json(tmp_path / "missing.json")
    with pytest.raises(saves.SaveError, match="not a Florida History saved game"):
        saves.check_envelope({"format": "something-else"}, "x.json")
    with pytest.raises(saves.SaveError, match="another version"):
        saves.check_envelope({"format": saves.SAVE_FORMAT, "version": 99}, "x.json")
