"""Mutated copies of real files (saves, settings, school defaults, lessons met, lesson files)
and the checks each file kind must pass: only its documented error, no hang, and the good
backup survives. Shared by ``tests/test_fuzz_files.py`` (a few hundred files per kind, in CI)
and ``scripts/fuzz_files.py`` (thousands per kind).
"""

from __future__ import annotations

import json
import math
import os
import random
import signal
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from florida_history.app import saves
from florida_history.app.settings import ANIMATION_SPEEDS, LESSON_MODES
from florida_history.classroom import met_lessons
from florida_history.classroom import settings_store as store
from florida_history.content.lessons import LessonProblem, _load_lesson, lesson_files
from florida_history.games.colonial_florida.session import PlayerSetup, Session, find_autosave
from florida_history.resources import lessons_dir

KINDS = (
    "save",
    "colonials-save",
    "settings",
    "school",
    "memory",
    "met",
    "lesson",
    "cache",
)
HANG_SECONDS = 10


class Hang(Exception):
    pass


@dataclass
class Tally:
    files: int = 0
    unexpected: list[str] = field(default_factory=list)
    hangs: int = 0
    lost_backups: int = 0  # games lost: a good backup written over or not offered

    def line(self, kind: str) -> str:
        return (
            f"{kind:15s} {self.files:6d} files, {len(self.unexpected)} crashes or wrong "
            f"answers, {self.hangs} hangs, {self.lost_backups} games lost"
        )


@contextmanager
def deadline(seconds: int) -> Iterator[None]:
    def stop(signum: int, frame: Any) -> None:
        raise Hang()

    old = signal.signal(signal.SIGALRM, stop)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


# --- the real files ----------------------------------------------------------------------------


def real_saves() -> list[bytes]:
    """A game in progress, a finished Short game (round limit) and a version-1 save."""
    players = [
        PlayerSetup("spanish", "Ana"),
        PlayerSetup("british", "Ben", "computer", "medium"),
        PlayerSetup("french", "Chloé"),
    ]
    out = []
    s = Session.new(players, 45, 18, seed=1513)
    s.autosave = False
    rng = random.Random(5)
    for n in range(160):
        legal = s.game.legal_actions()
        s.apply(legal[int(rng.random() * len(legal))], reason="it pays" if n % 9 == 0 else None)
    s.record_lesson("space-st-augustine")
    out.append(json.dumps(s.to_dict(), ensure_ascii=False).encode("utf-8"))
    short = Session.new(players[:2], 30, 9, seed=3)
    short.autosave = False
    while not short.game.is_over:
        short.apply(short.game.legal_actions()[0])
    out.append(json.dumps(short.to_dict()).encode("utf-8"))
    v1 = {
        "format": saves.SAVE_FORMAT,
        "version": 1,
        "finished": False,
        "game": {
            "format": "florida-history-game",
            "version": 1,
            "state": s.game.state.to_dict(),
            "dice": s.game.dice.to_dict(),
        },
        "players": [p.to_dict() for p in s.players],
        "log": [[e.text, e.kind, e.power] for e in s.log[:50]],
        "lessons_opened": ["space-st-augustine"],
        "history": {"events": [e.to_dict() for e in s.history]},
    }
    out.append(json.dumps(v1).encode("utf-8"))
    return out


def real_colonials_saves() -> list[bytes]:
    """A Colonials game in progress with a computer player's reasons and a lesson on screen,
    and a finished one (round limit)."""
    from florida_history.games.colonials.engine.settings import preset
    from florida_history.games.colonials.session import ColonialsSession, Seat

    seats = [Seat("english", "Ana"), Seat("french", "Ben", "computer", "easy"), Seat("dutch")]
    s = ColonialsSession.new(seats, preset("class-period", 3), seed=77)
    s.autosave = False
    s.record_lesson("col-england")
    s.lesson_open = "col-england"
    rng = random.Random(6)
    unfinished = s.to_dict()
    for n in range(120):  # the game as it stood at its last move before it ended
        legal = s.game.legal_actions()
        s.apply(legal[int(rng.random() * len(legal))], reason="it helps" if n % 7 == 0 else None)
        s.lesson_open = "col-england"
        if s.game.is_over:
            break
        unfinished = s.to_dict()
    out = [json.dumps(unfinished, ensure_ascii=False).encode("utf-8")]
    short = ColonialsSession.new(seats[:2], preset("class-period", 2, round_limit=5), seed=3)
    short.autosave = False
    while not short.game.is_over:
        short.apply(short.game.legal_actions()[0])
    out.append(json.dumps(short.to_dict()).encode("utf-8"))
    return out


def real_memory() -> list[bytes]:
    """Settings holding the New game screen's remembered choices of both games."""
    memory = {
        "new_game": {
            "game": "colonials",
            "games": {
                "colonials": {
                    "players": 3,
                    "length": "custom",
                    "seats": [
                        {"power": "english", "kind": "Human", "name": "Ana", "level": "medium"},
                        {"power": "french", "kind": "Computer", "name": "", "level": "easy"},
                    ],
                    "custom": {"target_pop": "20", "round_limit": "12"},
                    "protected": True,
                },
                "colonial-florida": {
                    "seats": {"spanish": {"kind": "human", "name": "M", "strength": "medium"}},
                    "target_gold": 40,
                    "round_limit": 12,
                    "turn_order": "fixed",
                },
            },
        }
    }
    return [json.dumps(memory).encode()]


def real_settings() -> list[bytes]:
    return [
        json.dumps({"text_scale": 1.5, "lesson_mode": "first", "high_contrast": True}).encode(),
        json.dumps(
            {
                "text_scale": 1.25,
                "high_contrast": False,
                "lesson_mode": "always",
                "lesson_docked": True,
                "animation_speed": "slow",
                "classroom_card_names": True,
            }
        ).encode(),
    ]


def real_met() -> list[bytes]:
    data = {
        "format": met_lessons.MET_FORMAT,
        "version": 1,
        "lessons": {
            "space-st-augustine": {"count": 3, "last": "2026-03-01"},
            "hazard-hurricane": {"count": 1, "last": "2026-03-02"},
            "card-fortress": {"count": 2, "last": "2026-02-11"},
        },
    }
    return [json.dumps(data).encode()]


def real_lessons(count: int = 12) -> list[tuple[str, bytes]]:
    paths = lesson_files(lessons_dir())
    step = max(1, len(paths) // count)
    return [(p.name, p.read_bytes()) for p in paths[::step][:count]]


# --- mutations ---------------------------------------------------------------------------------

ODD_VALUES: list[Any] = [
    None,
    True,
    False,
    0,
    -1,
    1.5,
    1e308,
    -1e308,
    "",
    "x" * 300,
    [],
    {},
    [[["deep"]]],
    {"type": "Roll"},
    10**25,
]
ODD_NUMBERS = [
    b"1" + b"0" * 400,
    b"9" * 5000,
    b"1e308",
    b"-1e308",
    b"1e400",
    b"NaN",
    b"Infinity",
    b"-Infinity",
    b"-0",
    b"0",
    b"-5",
    b"3.0",
]


def mutate_bytes(raw: bytes, rng: random.Random) -> bytes:
    """One damage of the kind a disk, a kill or a curious student does."""
    choice = rng.randrange(12)
    n = len(raw)
    if choice == 0:  # flip a few bytes
        data = bytearray(raw)
        for _ in range(rng.randint(1, 8)):
            data[rng.randrange(n)] = rng.randrange(256)
        return bytes(data)
    if choice == 1:  # cut off
        return raw[: rng.randrange(n)]
    if choice == 2:
        return b""
    if choice == 3:  # deep nesting somewhere
        depth = rng.choice([50, 500, 1000, 5000, 100_000])
        at = rng.randrange(n)
        opener = rng.choice([b"[", b"{", b'{"a":'])
        return raw[:at] + opener * depth + raw[at:]
    if choice == 4:  # a whole file of deep nesting
        depth = rng.choice([100, 1000, 200_000])
        return b"[" * depth + b"]" * rng.choice([0, depth])
    if choice == 5:  # not UTF-8
        at = rng.randrange(n)
        return raw[:at] + rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x00"]) + raw[at:]
    if choice == 6:  # a huge or non-finite number where a digit is
        digits = [i for i in range(n) if 48 <= raw[i] <= 57]
        if not digits:
            return raw + rng.choice(ODD_NUMBERS)
        at = rng.choice(digits)
        end = at
        while end < n and (48 <= raw[end] <= 57 or raw[end] in b".eE-+"):
            end += 1
        return raw[:at] + rng.choice(ODD_NUMBERS) + raw[end:]
    if choice == 7:  # a lone surrogate or odd text inside a string
        quotes = [i for i in range(n) if raw[i] == 34]
        if not quotes:
            return raw + b'"\\ud800"'
        at = rng.choice(quotes) + 1
        return raw[:at] + rng.choice([b"\\ud800", b"\\udfff", b"\\u0000", b"\\"]) + raw[at:]
    if choice == 8:  # a byte order mark, or one in the middle
        if rng.random() < 0.5:
            return b"\xef\xbb\xbf" + raw
        at = rng.randrange(n)
        return raw[:at] + b"\xef\xbb\xbf" + raw[at:]
    if choice == 9:  # a chunk repeated
        a = rng.randrange(n)
        b = min(n, a + rng.randint(1, 200))
        return raw[:b] + raw[a:b] * rng.randint(1, 50) + raw[b:]
    if choice == 10:  # a chunk deleted
        a = rng.randrange(n)
        b = min(n, a + rng.randint(1, 200))
        return raw[:a] + raw[b:]
    return raw * 2  # two files glued together


def mutate_json(raw: bytes, rng: random.Random) -> bytes:
    """Byte damage half the time; otherwise a change a hand edit makes: a value of the wrong
    type, a deleted or duplicated key, an odd number, deep nesting of one value."""
    if rng.random() < 0.45:
        return mutate_bytes(raw, rng)
    data = json.loads(raw)
    containers = list(_containers(data))
    # Half the time anything but a single move or event, so the few fields around the long
    # lists of moves are damaged as often as the moves themselves.
    others = [c for c in containers if not (isinstance(c, dict) and "type" in c)]
    parent = rng.choice(others if others and rng.random() < 0.5 else containers)
    keys = list(parent.keys()) if isinstance(parent, dict) else list(range(len(parent)))
    if not keys:
        return mutate_bytes(raw, rng)
    key = rng.choice(keys)
    choice = rng.randrange(6)
    if choice == 0:
        parent[key] = rng.choice(ODD_VALUES)
    elif choice == 1:
        del parent[key]
    elif choice == 2:
        parent[key] = _nest(parent[key], rng.choice([40, 300, 2000]))
    elif choice == 3 and isinstance(parent, dict):  # duplicate a key with another value
        text = json.dumps(data)
        marker = json.dumps(key) + ": "
        at = text.find(marker)
        if at >= 0:
            extra = f"{marker}{json.dumps(rng.choice(ODD_VALUES))}, "
            return (text[:at] + extra + text[at:]).encode("utf-8")
        parent[key] = None
    elif choice == 4:
        number = rng.choice([10**400, -(10**5000), 1e308, math.nan, math.inf, -math.inf, -0.0])
        parent[key] = number
    else:
        if isinstance(parent, list):
            parent.insert(key, parent[key])
        else:
            parent[key + "_copy" if isinstance(key, str) else key] = parent[key]
    try:
        return json.dumps(data, ensure_ascii=False).encode("utf-8", "surrogatepass")
    except (ValueError, RecursionError):
        return mutate_bytes(raw, rng)


def _containers(data: Any) -> Iterator[Any]:
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, dict | list):
            yield item
            stack.extend(item.values() if isinstance(item, dict) else item)


def _nest(value: Any, depth: int) -> Any:
    for _ in range(depth):
        value = [value]
    return value


TOML_ODD = [
    "5",
    "true",
    "[]",
    "[[1]]",
    '"../../etc/passwd.png"',
    '"/tmp/x.png"',
    '"C:\\\\x.png"',
    "{a = 1}",
    "nan",
    "inf",
    "1" + "0" * 5000,
    "[" * 500 + "]" * 500,
    "[" * 5000,
    '"""unclosed',
]


def mutate_toml(raw: bytes, rng: random.Random) -> bytes:
    """Byte damage, or a teacher's slip: a value swapped, a line deleted or doubled, a bad
    image name, deep nesting."""
    if rng.random() < 0.5:
        return mutate_bytes(raw, rng)
    lines = raw.decode("utf-8").split("\n")
    keyed = [i for i, line in enumerate(lines) if " = " in line and not line.startswith(" ")]
    i = rng.choice(keyed) if keyed else rng.randrange(len(lines))
    choice = rng.randrange(4)
    if choice == 0 and " = " in lines[i]:
        key = lines[i].split(" = ", 1)[0]
        lines[i] = f"{key} = {rng.choice(TOML_ODD)}"
    elif choice == 1:
        del lines[i]
    elif choice == 2:
        lines.insert(i, lines[i])
    else:
        lines.insert(rng.randrange(len(lines)), f"image = {rng.choice(TOML_ODD[4:7])}")
    return "\n".join(lines).encode("utf-8")


# --- the checks --------------------------------------------------------------------------------


def check_save(raw: bytes, good_backup: bytes, home: Path, tally: Tally) -> None:
    """Opening a damaged save gives SaveError only; at start the damaged autosave is set aside,
    the backup is offered, and a new game never writes over the good backup."""
    for f in home.iterdir():
        f.unlink()
    (home / saves.AUTOSAVE).write_bytes(raw)
    (home / saves.AUTOSAVE_BACKUP).write_bytes(good_backup)
    try:
        Session.load(home / saves.AUTOSAVE)
        loadable = True
    except saves.SaveError as exc:
        loadable = False
        _check_message(str(exc), tally)
    resumed, problem = find_autosave()
    if not loadable:
        if problem is None or "autosave.json" not in problem:
            tally.unexpected.append(f"no message for a damaged autosave: {problem!r}")
        if resumed is None:
            tally.unexpected.append("the good backup was not offered")
    if problem:
        _check_message(problem, tally)
    fresh = Session.new([PlayerSetup("spanish", "A"), PlayerSetup("french", "B")], seed=2)
    fresh.save_autosave()  # "New game": the first autosave of a new game
    if not loadable and (home / saves.AUTOSAVE_BACKUP).read_bytes() != good_backup:
        tally.lost_backups += 1


def check_colonials_save(raw: bytes, good_backup: bytes, home: Path, tally: Tally) -> None:
    """As ``check_save``, for Colonials: the same open path (``saves.open_save``), the same
    answers (the game or SaveError), the damaged autosave set aside and the backup offered."""
    from florida_history.games.colonials import session as col

    for f in home.iterdir():
        if f.is_file():
            f.unlink()
    (home / col.AUTOSAVE).write_bytes(raw)
    (home / col.AUTOSAVE_BACKUP).write_bytes(good_backup)
    try:
        col.ColonialsSession.load(home / col.AUTOSAVE)
        loadable = True
    except saves.SaveError as exc:
        loadable = False
        _check_message(str(exc), tally)
    resumed, problem = col.find_autosave()
    if not loadable:
        if problem is None or col.AUTOSAVE not in problem:
            tally.unexpected.append(f"no message for a damaged autosave: {problem!r}")
        if resumed is None:
            tally.lost_backups += 1  # the good backup was not offered
    if problem:
        _check_message(problem, tally)
    fresh = col.ColonialsSession.new([col.Seat("english"), col.Seat("french")], _preset(), 2)
    fresh.save_autosave()  # "New game": the first autosave of a new game
    if not loadable and (home / col.AUTOSAVE_BACKUP).read_bytes() != good_backup:
        tally.lost_backups += 1


def _preset() -> Any:
    from florida_history.games.colonials.engine.settings import preset

    return preset("short", 2)


def check_memory(raw: bytes, tally: Tally) -> None:
    """The user's settings with damaged remembered setup choices: loading them and building
    each game's setup from them (what the New game screen does first) never raises, and every
    kept value has its exact type."""
    from florida_history.app import new_game_memory
    from florida_history.games.colonial_florida import setup_memory
    from florida_history.games.colonials.ui import setup_form

    check_settings(raw, "settings", tally)
    remembered = store.load_settings().settings.new_game
    colonials = setup_form.clean_memory(new_game_memory.game_memory(remembered, "colonials"))
    florida = setup_memory.clean(new_game_memory.game_memory(remembered, "colonial-florida"))
    if "players" in colonials and type(colonials["players"]) is not int:
        tally.unexpected.append(f"players kept as {colonials['players']!r}")
    if "length" in colonials and not isinstance(colonials["length"], str):
        tally.unexpected.append("a length that is not text was kept")
    for seat in colonials.get("seats", []):
        if not all(isinstance(seat[k], str) for k in ("power", "kind", "name", "level")):
            tally.unexpected.append("a seat with a value that is not text was kept")
    target = florida.get("target_gold")
    if target is not None and type(target) is not int:
        tally.unexpected.append(f"target_gold kept as {target!r}")
    new_game_memory.remember(remembered, "colonials", colonials)


def check_cache(
    raw: bytes, folder: Path, cache: Path, expected: dict[str, str], tally: Tally
) -> None:
    """A damaged lessons cache: every lesson still loads, exactly as from the TOML files, and
    the cache is written again in a form that loads."""
    from florida_history.content.lessons import load_library

    cache.write_bytes(raw)
    library = load_library(folder, cache_file=cache)
    got = {i: lesson.title for i, lesson in library.lessons.items()}
    if got != expected:
        tally.unexpected.append(f"{len(expected) - len(got)} lessons lost to a damaged cache")
    again = load_library(folder, cache_file=cache)
    if {i: lesson.title for i, lesson in again.lessons.items()} != expected:
        tally.unexpected.append("the rebuilt cache lost lessons")


def _check_message(text: str, tally: Tally) -> None:
    """Plain words: no Python exception text reaches the players, and no page-long echo."""
    if len(text) > 1200:
        tally.unexpected.append(f"a message of {len(text)} characters: {text[:120]}")
        return
    for bad in ("codec", "Traceback", "Error", "errno", "<class", "\\x"):
        if bad in text:
            tally.unexpected.append(f"raw text in a message: {text[:200]}")
            return


def check_settings(raw: bytes, kind: str, tally: Tally) -> None:
    user = Path(store.settings_path())
    school = store.school_defaults_path()
    for p in (user, user.with_name(store.DAMAGED_COPY), school):
        if p.exists():
            p.unlink()
    target = user if kind == "settings" else school
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(raw)
    result = store.load_settings()
    s = result.settings
    if not (math.isfinite(s.text_scale) and 0.8 <= s.text_scale <= 2.0):
        tally.unexpected.append(f"text size {s.text_scale!r} from {raw[:60]!r}")
    if s.lesson_mode not in LESSON_MODES or s.animation_speed not in ANIMATION_SPEEDS:
        tally.unexpected.append("a setting outside its choices")
    for name in ("high_contrast", "lesson_docked", "classroom_card_names", "show_card_lists"):
        if type(getattr(s, name)) is not bool:
            tally.unexpected.append(f"{name} is not true/false")
    for message in result.messages:
        _check_message(message, tally)
        if str(target) not in message:
            tally.unexpected.append(f"message without the file name: {message[:120]}")


def check_met(raw: bytes, path: Path, tally: Tally) -> None:
    path.write_bytes(raw)
    store_ = met_lessons.MetStore(path)
    for key, value in store_.lessons.items():
        if not isinstance(key, str) or type(value.get("count")) is not int:
            tally.unexpected.append("a damaged entry was kept in the lessons met")
    if store_.error:
        _check_message(store_.error, tally)
    store_.record(["space-st-augustine"])
    if "space-st-augustine" not in met_lessons.MetStore(path).ids:
        tally.unexpected.append("the lessons met could not be written again")


def check_lesson(raw: bytes, path: Path, tally: Tally) -> None:
    path.write_bytes(raw)
    problems: list[LessonProblem] = []
    lesson = _load_lesson(path, problems)
    if lesson is None and not any(p.path == path and p.fatal for p in problems):
        tally.unexpected.append("a lesson was skipped without a problem naming it")
    if lesson is not None and lesson.image is not None:
        if "/" in lesson.image or "\\" in lesson.image or ".." in lesson.image:
            tally.unexpected.append(f"image outside images/: {lesson.image!r}")


# --- running -------------------------------------------------------------------------------------


def run(per_kind: int, seed: int = 1, kinds: tuple[str, ...] = KINDS) -> dict[str, Tally]:
    """Mutate ``per_kind`` files of each kind; environment variables point every folder the
    app uses at a temporary directory for the run."""
    rng = random.Random(seed)
    tallies = {k: Tally() for k in kinds}
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        env = {
            "FLORIDA_HISTORY_HOME": str(root / "home"),
            "FLORIDA_HISTORY_CONFIG": str(root / "config"),
            "FLORIDA_HISTORY_SCHOOL_DEFAULTS": str(root / "school" / "defaults.json"),
        }
        old_env = {k: os.environ.get(k) for k in env}
        os.environ.update(env)
        try:
            (root / "home").mkdir()
            (root / "lesson").mkdir()
            jobs: dict[str, Callable[[int], None]] = {}
            if "save" in kinds:
                save_files = real_saves()
                jobs["save"] = lambda i: check_save(
                    mutate_json(save_files[i % len(save_files)], rng),
                    save_files[0],
                    root / "home",
                    tallies["save"],
                )
            if "colonials-save" in kinds:
                col_files = real_colonials_saves()
                jobs["colonials-save"] = lambda i: check_colonials_save(
                    mutate_json(col_files[i % len(col_files)], rng),
                    col_files[0],
                    root / "home",
                    tallies["colonials-save"],
                )
            memory = real_memory()[0]
            jobs["memory"] = lambda i: check_memory(mutate_json(memory, rng), tallies["memory"])
            if "cache" in kinds:
                folder = root / "cache-lessons"
                folder.mkdir()
                for name, raw in real_lessons(8):
                    (folder / name).write_bytes(raw)
                from florida_history.content.lessons import load_library

                cache_file = root / "lessons-cache.json"
                expected = {i: x.title for i, x in load_library(folder).lessons.items()}
                load_library(folder, cache_file=cache_file)
                good_cache = cache_file.read_bytes()
                jobs["cache"] = lambda i: check_cache(
                    mutate_json(good_cache, rng), folder, cache_file, expected, tallies["cache"]
                )
            settings_files = real_settings()
            for kind in ("settings", "school"):
                jobs[kind] = lambda i, kind=kind: check_settings(
                    mutate_json(settings_files[i % len(settings_files)], rng), kind, tallies[kind]
                )
            met = real_met()[0]
            jobs["met"] = lambda i: check_met(
                mutate_json(met, rng), root / "met_lessons.json", tallies["met"]
            )
            lessons = real_lessons() if "lesson" in kinds else []

            def lesson_job(i: int) -> None:
                name, raw = lessons[i % len(lessons)]
                check_lesson(mutate_toml(raw, rng), root / "lesson" / name, tallies["lesson"])

            jobs["lesson"] = lesson_job
            for kind in kinds:
                tally = tallies[kind]
                for i in range(per_kind):
                    tally.files += 1
                    try:
                        with deadline(HANG_SECONDS):
                            jobs[kind](i)
                    except Hang:
                        tally.hangs += 1
                    except Exception as exc:  # noqa: BLE001 - counting is the point
                        tally.unexpected.append(f"{type(exc).__name__}: {str(exc)[:200]}")
        finally:
            for k, v in old_env.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v
    return tallies


# --- the real window's Game → Open (needs a display: scripts/fuzz_files.py starts Xvfb) -------

WINDOW_KINDS = ("window-open",)


def run_window_open(per_kind: int, seed: int = 1) -> Tally:
    """Mutated saves of both games opened with Game → Open in the real window, while a game of
    the other kind (or the same) is on the screen: a file that cannot be opened leaves that
    game on the screen and in its autosave, with "Your current game goes on", and nothing
    raises in a Tk callback."""
    import tkinter as tk
    import traceback

    from florida_history.app.games import Services
    from florida_history.app.settings import Settings
    from florida_history.games.colonial_florida.definition import DEFINITION as FLORIDA
    from florida_history.games.colonials import session as col
    from florida_history.games.colonials.definition import DEFINITION as COLONIALS

    rng = random.Random(seed)
    tally = Tally()
    files = {"colonial-florida": real_saves(), "colonials": real_colonials_saves()}
    with tempfile.TemporaryDirectory() as tmp:
        root_dir = Path(tmp)
        old_home = os.environ.get("FLORIDA_HISTORY_HOME")
        os.environ["FLORIDA_HISTORY_HOME"] = str(root_dir / "home")
        root = tk.Tk()
        root.geometry("1280x720+0+0")
        errors: list[str] = []
        root.report_callback_exception = (
            lambda e, v, tb: errors.append(  # type: ignore[method-assign]
                "".join(traceback.format_exception(e, v, tb))[-1500:]
            )
        )
        try:
            for i in range(per_kind):
                tally.files += 1
                running_game = ("colonial-florida", "colonials")[i % 2]
                definition = FLORIDA if running_game == "colonial-florida" else COLONIALS
                services = Services(
                    Settings(animation_speed="instant", lesson_mode="off"),
                    None,
                    [FLORIDA, COLONIALS],
                )
                windows: list[Any] = []
                services.on_window.append(windows.append)  # a window a switch opens
                window = definition.open_window(root, services)
                running = definition.load_save(
                    _write(root_dir / "run.json", files[running_game][0])
                )
                window.set_session(running)
                window.stop()
                running.save_autosave()
                autosave = (
                    saves.autosave_path()
                    if running_game == "colonial-florida"
                    else col.autosave_path()
                )
                before = autosave.read_bytes()
                source = rng.choice(("colonial-florida", "colonials"))
                raw = mutate_json(rng.choice(files[source]), rng)
                path = _write(root_dir / "opened.json", raw)
                try:
                    with deadline(HANG_SECONDS):
                        opened = window.open_file(path)
                        root.update()
                except Hang:
                    tally.hangs += 1
                    opened = True
                except Exception as exc:  # noqa: BLE001 - counting is the point
                    tally.unexpected.append(f"{type(exc).__name__}: {str(exc)[:200]}")
                    opened = True
                if not opened:
                    title = definition.info.title
                    if not root.title().endswith(title) or window.session is not running:
                        tally.lost_backups += 1  # the running game left the screen
                    elif autosave.read_bytes() != before:
                        tally.lost_backups += 1
                    if "Your current game goes on." not in window.notice_text:
                        tally.unexpected.append(f"no plain refusal: {window.notice_text[:120]}")
                    _check_message(window.notice_text, tally)
                tally.unexpected.extend(errors)
                errors.clear()
                # The window goes as it does when the class switches games.
                (windows[-1] if windows else window)._tear_down()
                pump_end = time.monotonic() + 0.05
                while time.monotonic() < pump_end:
                    root.update()
                tally.unexpected.extend(errors)
                errors.clear()
        finally:
            root.destroy()
            if old_home is None:
                os.environ.pop("FLORIDA_HISTORY_HOME", None)
            else:
                os.environ["FLORIDA_HISTORY_HOME"] = old_home
    return tally


def _write(path: Path, raw: bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    return path
