"""Saved games on disk: JSON only, atomic writes, a backup of the previous autosave, and one
clear sentence (never a crash) when a file is damaged: every file is read by the bounded
reader (``florida_history.jsonfile``) and every problem becomes a ``SaveError``."""

from __future__ import annotations

import json
import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from florida_history.i18n import DEFAULT_LANGUAGE, language
from florida_history.jsonfile import JsonFileError, Limits, read_json_file
from florida_history.plain import MAX_ECHO, clip, without_escapes
from florida_history.words import _

SAVE_FORMAT = "florida-history-save"
SAVE_VERSION = 2  # 2: setup and moves, replayed on opening; 1: a snapshot of the position
READABLE_VERSIONS = (1, 2)
AUTOSAVE = "autosave.json"
AUTOSAVE_BACKUP = "autosave.previous.json"
# A long game's save is a few hundred KB; nothing this program writes nests deeper than ~8.
SAVE_LIMITS = Limits(max_bytes=16_000_000, max_depth=16, max_int_digits=24)
STALE_TEMP_SECONDS = 120  # a temp file older than this is left over from a killed write


# The longest message about one file: a sentence or three, never a page of echoed values.
MAX_MESSAGE = 400
# What a damaged save's parts can raise while they are checked one by one: the net under the
# games' own checks, so a wrong shape anywhere is a refusal and never a crash.
SHAPE_ERRORS = (
    TypeError,
    ValueError,
    KeyError,
    AttributeError,
    IndexError,
    RecursionError,
    OverflowError,
)

Loaded = TypeVar("Loaded")


class SaveError(Exception):
    """A save file could not be read or written; the message is meant for the players (it is
    clipped: a damaged file can never make it longer than ``MAX_MESSAGE``)."""

    def __init__(self, message: str = "") -> None:
        super().__init__(clip(without_escapes(message), MAX_MESSAGE))


def open_save(path: Path, build: Callable[[Any, str], Loaded]) -> Loaded:
    """The one way a save file of either game becomes a game: the bounded reader, then the
    game's ``build(data, file_name)``, which checks every part. Whatever a damaged or
    hand-made file holds, the answer is the game or a ``SaveError`` in plain words."""
    path = Path(path)
    data = read_json(path)
    name = clip(path.name)
    try:
        return build(data, name)
    except SaveError:
        raise
    except SHAPE_ERRORS:
        raise SaveError(
            _(
                "The file {file} cannot be opened: it is damaged (one of its parts has the "
                "wrong shape)."
            ).format(file=name)
        ) from None


def technical_detail(detail: str) -> str:
    """A rules engine's own reason a saved game is damaged. Engines speak English only (they
    carry ids, not display text); in another language the reason is shown labelled as a
    technical detail in English, so a student is never left with an unlabelled English line
    and a teacher can still pass the reason on."""
    if language() == DEFAULT_LANGUAGE:
        return detail
    return _("technical detail, in English: “{detail}”").format(detail=detail)


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
        # Text that cannot be UTF-8 (a lone surrogate) is written as "?" rather than failing.
        text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        encoded = text.encode("utf-8", errors="replace")
        fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(encoded)
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
        raise SaveError(
            _("Could not save to {file}: {problem}").format(file=path, problem=exc.strerror or exc)
        ) from None


def read_json(path: Path, limits: Limits = SAVE_LIMITS) -> Any:
    """The file's JSON, or SaveError with a plain sentence naming the file."""
    path = Path(path)
    try:
        return read_json_file(path, limits)
    except JsonFileError as exc:
        name = clip(path.name, MAX_ECHO)
        if exc.missing:
            raise SaveError(_("The file {file} does not exist.").format(file=name)) from None
        raise SaveError(
            _("The file {file} cannot be opened: {problem}.").format(file=name, problem=exc.problem)
        ) from None


def check_envelope(data: Any, name: str) -> dict[str, Any]:
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(_("The file {file} is not a Florida History saved game.").format(file=name))
    if data.get("version") not in READABLE_VERSIONS:
        raise SaveError(
            _(
                "The file {file} was saved by another version of Florida History and cannot be "
                "opened here."
            ).format(file=name)
        )
    return data


def keep_damaged_aside(path: Path) -> Path | None:
    """Rename a damaged autosave to ``<name>.damaged-<time>.json`` so that nothing ever
    writes over it or moves it over the good backup; None if it could not be renamed."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    prefix = f"{path.stem}.damaged-"  # autosave.damaged-…, colonials-autosave.damaged-…
    target = path.with_name(f"{prefix}{stamp}.json")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{prefix}{stamp}-{n}.json")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


UNFINISHED_PREFIX = "unfinished-"
MAX_UNFINISHED = 6  # the newest unfinished games kept when a new game replaces one


def keep_unfinished(autosave: Path) -> Path | None:
    """A new game is about to take the autosave slots: if they hold an unfinished game with
    moves in it, keep a copy in the saved-games folder (``unfinished-<game>-<number>-<time>
    .json``, offered by Game → Open) so one press of Enter never costs a class its game. Only
    the ``MAX_UNFINISHED`` newest copies are kept. Returns the copy's path, or None."""
    autosave = Path(autosave)
    try:
        data = read_json_file(autosave, SAVE_LIMITS)
    except JsonFileError:
        return None
    if not _unfinished_with_moves(data):
        return None
    game = data.get("game") if isinstance(data.get("game"), str) else "colonial-florida"
    seed = _seed_of(data)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    folder = saves_dir()
    stem = f"{UNFINISHED_PREFIX}{clip(game, 20)}-{seed}-{stamp}"
    stem = "".join(ch if ch.isalnum() or ch in "-_" else "-" for ch in stem)
    target = folder / f"{stem}.json"
    n = 1
    while target.exists():
        n += 1
        target = folder / f"{stem}-{n}.json"
    try:
        write_json_atomic(target, data)
    except SaveError:
        return None
    _prune_unfinished(folder)
    return target


def _unfinished_with_moves(data: Any) -> bool:
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        return False
    if data.get("finished") is not False:
        return False
    engine = data.get("engine")
    actions = engine.get("actions") if isinstance(engine, dict) else data.get("actions")
    return isinstance(actions, list) and len(actions) > 0


def _seed_of(data: dict[str, Any]) -> str:
    """The game number, found where either game's save keeps it (or "x")."""
    engine = data.get("engine")
    for holder in (data.get("setup"), engine.get("setup") if isinstance(engine, dict) else None):
        if isinstance(holder, dict):
            config = holder.get("config", holder)
            seed = config.get("seed") if isinstance(config, dict) else None
            if type(seed) is int:
                return str(seed)[:12]
    return "x"


def _prune_unfinished(folder: Path) -> None:
    try:
        kept = sorted(folder.glob(f"{UNFINISHED_PREFIX}*.json"), key=lambda p: p.stat().st_mtime)
    except OSError:
        return
    for old in kept[:-MAX_UNFINISHED]:
        try:
            old.unlink()
        except OSError:
            continue


def kept_words(path: Path) -> str:
    """The sentence that tells the class where its unfinished game went."""
    return _(
        "The unfinished game from before was kept as {file}: open it with Game → Open… to play on."
    ).format(file=path.name)


def remove_stale_temp_files(folder: Path, now: float | None = None) -> int:
    """Delete ``*.json.*.tmp`` files a killed write left behind; return how many."""
    now = time.time() if now is None else now
    removed = 0
    try:
        candidates = list(Path(folder).glob("*.json.*.tmp"))
    except OSError:
        return 0
    for tmp in candidates:
        try:
            if now - tmp.stat().st_mtime > STALE_TEMP_SECONDS:
                tmp.unlink()
                removed += 1
        except OSError:
            continue
    return removed
