"""Saved games on disk: JSON only, atomic writes, a backup of the previous autosave, and one
clear sentence (never a crash) when a file is damaged."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

SAVE_FORMAT = "florida-history-save"
SAVE_VERSION = 1
AUTOSAVE = "autosave.json"
AUTOSAVE_BACKUP = "autosave.previous.json"


class SaveError(Exception):
    """A save file could not be read or written; the message is meant for the players."""


def data_home() -> Path:
    """Per-user folder: $FLORIDA_HISTORY_HOME, else $XDG_DATA_HOME/florida-history, else
    ~/.local/share/florida-history (Windows: %APPDATA%)."""
    override = os.environ.get("FLORIDA_HISTORY_HOME")
    if override:
        return Path(override)
    xdg = os.environ.get("XDG_DATA_HOME")
    if xdg:
        return Path(xdg) / "florida-history"
    appdata = os.environ.get("APPDATA")
    if os.name == "nt" and appdata:
        return Path(appdata) / "florida-history"
    return Path.home() / ".local" / "share" / "florida-history"


def saves_dir() -> Path:
    return data_home() / "saves"


def autosave_path() -> Path:
    return data_home() / AUTOSAVE


def write_json_atomic(path: Path, data: Any, keep_backup: Path | None = None) -> None:
    """Write to a temp file in the same folder, fsync, then os.replace: a crash mid-write
    leaves the old file whole. With ``keep_backup`` the old file is kept there first."""
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                fh.write(text)
                fh.flush()
                os.fsync(fh.fileno())
            if keep_backup is not None and path.exists():
                os.replace(path, keep_backup)
            os.replace(tmp, path)
        except BaseException:
            if os.path.exists(tmp):
                os.unlink(tmp)
            raise
    except OSError as exc:
        raise SaveError(f"Could not save to {path}: {exc.strerror or exc}") from None


def read_json(path: Path) -> Any:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"The file {path.name} does not exist.") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"The file {path.name} could not be read: {exc}") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(
            f"The file {path.name} is damaged (not valid JSON at line {exc.lineno}) and "
            "cannot be opened."
        ) from None


def check_envelope(data: Any, name: str) -> dict[str, Any]:
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(f"The file {name} is not a Florida History saved game.")
    if data.get("version") != SAVE_VERSION:
        raise SaveError(
            f"The file {name} was saved by another version of Florida History "
            f"(format {data.get('version')!r}) and cannot be opened here."
        )
    return data
