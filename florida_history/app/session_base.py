"""What the two games' sessions share (no Tk): the log in plain words, the computer players'
reasons as a save keeps them, and opening a save (``saves.open_save`` with the game's own
``from_dict``). Each game's ``Session`` adds its rules, its seats and its save's contents."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Self

from florida_history.app import saves
from florida_history.plain import is_text_choice

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
    """The log and the way in from a file, for a game's session (a dataclass with ``log``
    and ``path`` fields and a ``from_dict(data, name)`` class method)."""

    log: list[LogEntry]
    path: Path | None

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
