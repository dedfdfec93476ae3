"""What the two games' sessions share (no Tk): the log in plain words, the computer players'
reasons as a save keeps them, opening a save (``saves.open_save`` with the game's own
``from_dict``), and the autosave with its backup (written after every move, offered again as
"Resume" at the next start, a damaged one set aside and never kept as the backup). Each
game's ``Session`` adds its rules, its seats and its save's contents."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar, Self

from florida_history.app import saves
from florida_history.plain import is_text_choice
from florida_history.words import _

# A computer player's reason for a move: move number (1-based) -> (player, words).
Reasons = dict[int, tuple[str | None, str]]
MAX_REASON = 500  # characters of one reason kept from a save


@dataclass
class LogEntry:
    """One line of the game log: its text and kind ("event", "round", "turn", "reason",
    "win", and Colonials' "raid"), and whose it is."""

    text: str
    kind: str = "event"
    power: str | None = None


class SessionBase:
    """The log, the way in from a file and the autosave, for a game's session (a dataclass
    with ``log``, ``path``, ``last_error`` and ``autosave_checked`` fields, a
    ``from_dict(data, name)`` class method and ``save_data()``)."""

    # The autosave's file names in the data folder (each game keeps its own pair).
    AUTOSAVE: ClassVar[str] = saves.AUTOSAVE
    AUTOSAVE_BACKUP: ClassVar[str] = saves.AUTOSAVE_BACKUP

    log: list[LogEntry]
    path: Path | None
    last_error: str | None
    autosave_checked: bool  # the file already at the autosave path was looked at

    def save_data(self) -> dict[str, Any]:
        """What a save of this game holds; ``saves.SaveError`` if it cannot be saved."""
        raise NotImplementedError

    @classmethod
    def autosave_path(cls) -> Path:
        return saves.data_home() / cls.AUTOSAVE

    @classmethod
    def autosave_backup_path(cls) -> Path:
        return saves.data_home() / cls.AUTOSAVE_BACKUP

    def save_autosave(self) -> None:
        """Keep the previous autosave as a backup; a failure is remembered, never raised.
        A damaged file found at the autosave path is set aside, never kept as the backup."""
        path = self.autosave_path()
        try:
            if not self.autosave_checked:
                self.autosave_checked = True
                if path.exists() and not _readable_save(path):
                    saves.keep_damaged_aside(path)
            saves.write_json_atomic(path, self.save_data(), keep_backup=self.autosave_backup_path())
            self.last_error = None
        except saves.SaveError as exc:
            self.last_error = str(exc)

    @classmethod
    def find_autosave(cls) -> tuple[Self | None, str | None]:
        """The unfinished autosaved game (for "Resume?" on start), and a message for the
        players if the autosave was damaged: it is then set aside as
        ``<name>.damaged-<time>.json`` and the game saved before it is offered instead."""
        saves.remove_stale_temp_files(saves.data_home())
        saves.remove_stale_temp_files(saves.saves_dir())
        autosave = cls.autosave_path()
        problem = None
        if autosave.exists():
            try:
                session = cls.load(autosave)
            except saves.SaveError as exc:
                kept = saves.keep_damaged_aside(autosave)
                problem = str(exc)
                if kept is not None:
                    problem = _("{problem} It was kept as {file}.").format(
                        problem=problem, file=kept.name
                    )
            else:
                session.path = None
                return (None if session.is_over else session), None
        backup = cls.autosave_backup_path()
        start_new = _("{problem} Start a new game or open a saved one.")
        if not backup.exists():
            return None, start_new.format(problem=problem) if problem else None
        try:
            session = cls.load(backup)
        except saves.SaveError:
            if problem:
                problem = _(
                    "{problem} The game saved before it could not be opened either. Start a new "
                    "game or open a saved one."
                ).format(problem=problem)
            return None, problem
        session.path = None
        if session.is_over:
            return None, start_new.format(problem=problem) if problem else None
        if problem:
            problem = _("{problem} You can resume the game saved before it.").format(
                problem=problem
            )
        return session, problem

    @property
    def is_over(self) -> bool:
        """The saved game has ended (nothing to resume)."""
        raise NotImplementedError

    @classmethod
    def from_dict(cls, data: Any, name: str) -> Self:
        """The session a save's ``data`` holds, checked whole (each game says how)."""
        raise NotImplementedError

    def note(self, text: str, kind: str = "event", power: str | None = None) -> None:
        self.log.append(LogEntry(text, kind, power))

    @classmethod
    def load(cls, path: Path) -> Self:
        """The session saved at ``path``, checked whole (``saves.SaveError`` in plain words)."""
        path = Path(path)
        session = saves.open_save(path, cls.from_dict)
        session.path = path
        return session


def _readable_save(path: Path) -> bool:
    try:
        saves.check_envelope(saves.read_json(path), path.name)
    except saves.SaveError:
        return False
    return True


def reasons_to_save(reasons: Reasons) -> list[list[Any]]:
    """The reasons as a save holds them: ``[move number, player, words]``, in move order."""
    return [[n, who, text] for n, (who, text) in sorted(reasons.items())]


def read_reasons(raw: Any, powers: Collection[str]) -> Reasons:
    """The computer players' reasons from a save (``powers``: the game's power ids); anything
    damaged is simply left out."""
    out: Reasons = {}
    if not isinstance(raw, list):
        return out
    for item in raw[:1_000_000]:
        if (
            isinstance(item, list)
            and len(item) == 3
            and type(item[0]) is int
            and (item[1] is None or is_text_choice(item[1], powers))
            and isinstance(item[2], str)
        ):
            out[item[0]] = (item[1], item[2][:MAX_REASON])
    return out
