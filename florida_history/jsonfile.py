"""One bounded JSON reader for every file the app reads (saves, settings, school defaults, the
lessons met), so a damaged or hostile file can only ever produce one kind of error.

Python's own ``json`` happily returns NaN and Infinity, recurses until ``RecursionError`` on
deeply nested input, raises ``ValueError`` for integers of more than 4,300 digits and returns
strings with lone surrogates that cannot be written back. Here every such problem, and every
decoding problem, becomes a ``JsonFileError`` whose ``problem`` is said in plain words; the
caller turns it into its own message for the file kind it reads.
"""

from __future__ import annotations

import json
import math
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from florida_history.words import N_, _

BOM = b"\xef\xbb\xbf"


@dataclass(frozen=True, slots=True)
class Limits:
    """How large a file may be, how deep its nesting and how long its whole numbers."""

    max_bytes: int
    max_depth: int = 32
    max_int_digits: int = 30
    # NaN, Infinity and whole numbers too long to be real are refused, unless the reader of
    # this file kind checks its values key by key (then they read as NaN or +-Infinity).
    allow_non_finite: bool = False


class JsonFileError(ValueError):
    """The file could not be read as the JSON this program expects; ``problem`` says why in
    words for the players ("it is empty", "it is cut off or damaged near line 3")."""

    def __init__(self, path: Path, problem: str, missing: bool = False) -> None:
        super().__init__(f"{Path(path).name}: {problem}")
        self.path = Path(path)
        self.problem = problem
        self.missing = missing


def read_json_file(path: Path, limits: Limits) -> Any:
    """The file's JSON value, or JsonFileError (never another exception)."""
    path = Path(path)
    try:
        raw = read_regular_file(path, limits.max_bytes + 1)
    except NotAFile:
        raise JsonFileError(path, _("it is not an ordinary file")) from None
    except FileNotFoundError:
        raise JsonFileError(path, _("it does not exist"), missing=True) from None
    except IsADirectoryError:
        raise JsonFileError(path, _("it is a folder, not a file")) from None
    except PermissionError:
        raise JsonFileError(path, _("this computer account is not allowed to read it")) from None
    except OSError as exc:
        raise JsonFileError(
            path,
            _("it could not be read ({reason})").format(reason=exc.strerror or _("disk error")),
        ) from None
    return parse_json_bytes(raw, limits, path)


class NotAFile(OSError):
    """The path is a named pipe, a device or a socket: reading it could wait forever."""


def read_regular_file(path: Path, max_bytes: int) -> bytes:
    """At most ``max_bytes`` of an ordinary file. The file is opened without waiting (a named
    pipe at the path would otherwise hang start-up until something writes into it) and
    refused with ``NotAFile`` unless it is an ordinary file."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotAFile(str(path))
        with os.fdopen(fd, "rb", closefd=False) as fh:
            return fh.read(max_bytes)
    finally:
        os.close(fd)


def parse_json_bytes(raw: bytes, limits: Limits, path: Path = Path("the file")) -> Any:
    if len(raw) > limits.max_bytes:
        raise JsonFileError(
            path, _("it is too big (more than {size})").format(size=_size(limits.max_bytes))
        )
    if raw.startswith(BOM):
        raw = raw[len(BOM) :]
    if not raw.strip():
        raise JsonFileError(path, _("it is empty"))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise JsonFileError(
            path, _("it is not a text file (it holds bytes that are not text)")
        ) from None
    try:
        value = json.loads(
            text,
            parse_constant=float if limits.allow_non_finite else _reject_constant,
            parse_float=float if limits.allow_non_finite else _finite_float,
            parse_int=lambda d: _bounded_int(d, limits.max_int_digits, limits.allow_non_finite),
        )
    except json.JSONDecodeError as exc:
        raise JsonFileError(
            path,
            _("it is damaged or cut off (the text stops making sense at line {line})").format(
                line=exc.lineno
            ),
        ) from None
    except _BadNumber as exc:
        raise JsonFileError(path, _("it is damaged ({reason})").format(reason=exc)) from None
    except RecursionError:
        raise JsonFileError(path, _(_TOO_DEEP)) from None
    except (ValueError, OverflowError, MemoryError):
        raise JsonFileError(path, _("it is damaged (its contents could not be read)")) from None
    problem = _tree_problem(value, limits.max_depth)
    if problem:
        raise JsonFileError(path, problem)
    return value


_TOO_DEEP = N_("it is damaged (its parts are nested far too deeply)")


class _BadNumber(ValueError):
    pass


def _reject_constant(name: str) -> Any:
    raise _BadNumber(_("it holds {name}, which is not a number").format(name=name))


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _BadNumber(_("it holds a number too large to use"))
    return value


def _bounded_int(digits: str, max_digits: int, lenient: bool) -> int | float:
    if len(digits.lstrip("-")) > max_digits:
        if lenient:  # the reader checks values key by key: an endless number, by its sign
            return -math.inf if digits.startswith("-") else math.inf
        raise _BadNumber(_("it holds a whole number with far too many digits"))
    return int(digits)


def _tree_problem(value: Any, max_depth: int) -> str | None:
    """Nesting deeper than ``max_depth`` or text with lone surrogates (they read fine but
    could never be saved again), found without recursion."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, str):
            if not _is_utf8(item):
                return _("it is damaged (it holds text with broken characters)")
        elif isinstance(item, list | dict):
            if depth >= max_depth:
                return _(_TOO_DEEP)
            if isinstance(item, dict):
                for key in item:
                    if not _is_utf8(key):
                        return _("it is damaged (it holds text with broken characters)")
                item = list(item.values())
            stack.extend(
                (child, depth + 1) for child in item if isinstance(child, str | list | dict)
            )
    return None


def _is_utf8(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _size(n: int) -> str:
    if n >= 1_000_000:
        return _("{n} MB").format(n=n // 1_000_000)
    return _("{n} KB").format(n=n // 1000)
