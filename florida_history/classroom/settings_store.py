"""Settings on disk: built-in defaults < a school-wide defaults file < the user's own file.

The user's file keeps only what differs from the school's defaults, so when an administrator
changes a school default later, everyone who never touched that setting gets the new value.
Files are JSON (never pickle or eval), written atomically; a damaged file never stops the app:
its layer is ignored, a copy is kept for the administrator, and ``messages`` says so in one
plain sentence that the app shows.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from florida_history.app.saves import SaveError, remove_stale_temp_files, write_json_atomic
from florida_history.app.settings import Settings, clamp_text_scale
from florida_history.jsonfile import JsonFileError, Limits, read_json_file
from florida_history.plain import clip
from florida_history.words import N_, _

SETTINGS_FILE = "settings.json"
DAMAGED_COPY = "settings.damaged.json"
SCHOOL_DEFAULTS_POSIX = Path("/etc/florida-history/defaults.json")
# The settings a projector needs reset in one click; play settings are left alone.
DISPLAY_FIELDS = ("text_scale", "high_contrast")
# A settings file is a handful of keys; NaN, Infinity and endless numbers are read so that the
# message can name the key they were found in (``valid_values`` ignores NaN, clamps the rest).
# Deepest part: new_game -> games -> a game -> seats -> a seat (app/new_game_memory.py).
SETTINGS_LIMITS = Limits(max_bytes=64_000, max_depth=6, max_int_digits=20, allow_non_finite=True)


def config_home() -> Path:
    """$FLORIDA_HISTORY_CONFIG, else $XDG_CONFIG_HOME/florida-history, else
    ~/.config/florida-history (Windows: %APPDATA%\\florida-history)."""
    override = os.environ.get("FLORIDA_HISTORY_CONFIG")
    if override:
        return Path(override)
    xdg = os.environ.get("XDG_CONFIG_HOME")
    if xdg:
        return Path(xdg) / "florida-history"
    appdata = os.environ.get("APPDATA")
    if os.name == "nt" and appdata:
        return Path(appdata) / "florida-history"
    return Path.home() / ".config" / "florida-history"


def settings_path() -> Path:
    return config_home() / SETTINGS_FILE


def school_defaults_path() -> Path:
    """$FLORIDA_HISTORY_SCHOOL_DEFAULTS, else /etc/florida-history/defaults.json
    (Windows: %PROGRAMDATA%\\florida-history\\defaults.json)."""
    override = os.environ.get("FLORIDA_HISTORY_SCHOOL_DEFAULTS")
    if override:
        return Path(override)
    programdata = os.environ.get("PROGRAMDATA")
    if os.name == "nt" and programdata:
        return Path(programdata) / "florida-history" / "defaults.json"
    return SCHOOL_DEFAULTS_POSIX


def valid_values(data: Any, adjusted: list[str] | None = None) -> tuple[dict[str, Any], list[str]]:
    """The entries of ``data`` that are known settings with acceptable values, and the names of
    the ones that were not (so a message can name them). A text size outside the accepted range
    (``TEXT_SCALE_MIN``-``TEXT_SCALE_MAX``) is moved to the nearest end and said in
    ``adjusted``; one that is not a number at all (NaN) is not acceptable."""
    if not isinstance(data, dict):
        return {}, []
    good: dict[str, Any] = {}
    bad: list[str] = []
    names = {f.name for f in fields(Settings)}
    for key, value in data.items():
        if key not in names:
            bad.append(str(key)[:40])
            continue
        if key == "text_scale":
            if isinstance(value, int | float) and not isinstance(value, bool) and value == value:
                scale = round(clamp_text_scale(float(value)), 2)
                good[key] = scale
                if adjusted is not None and (not math.isfinite(value) or scale != round(value, 2)):
                    adjusted.append(
                        _("text_scale {asked} became {used}").format(
                            asked=_shown(value), used=scale
                        )
                    )
            else:
                bad.append(key)
            continue
        parsed = getattr(Settings.from_dict({key: value}), key)
        if parsed == value and type(parsed) is type(value):
            good[key] = value
        else:
            bad.append(key)
    return good, bad


def _names(bad: list[str], most: int = 8) -> str:
    """The settings named in a message: a few, each clipped (a file may hold thousands)."""
    shown = ", ".join(clip(name) for name in sorted(bad)[:most])
    if len(bad) > most:
        return _("{names} and {more} more").format(names=shown, more=len(bad) - most)
    return shown


def _shown(value: float) -> str:
    text = repr(value)
    return text if len(text) <= 12 else f"{value:.3g}"


@dataclass
class LoadResult:
    settings: Settings
    baseline: Settings  # built-in + school: what "reset" goes back to
    messages: list[str] = field(default_factory=list)
    school_file: Path | None = None  # the school file that was applied, if any


# Whose file a message is about: "school" (the school's defaults) or "user" (this user's).
# Whole sentences for each, so each language can say them its own way.
IGNORED = {
    "school": N_(
        "The school's default settings file ({file}) was ignored because {problem}; "
        "defaults are used."
    ),
    "user": N_("Your settings file ({file}) was ignored because {problem}; defaults are used."),
}
NOT_SETTINGS = {
    "school": N_(
        "The school's default settings file ({file}) was ignored because it is not a settings file."
    ),
    "user": N_("Your settings file ({file}) was ignored because it is not a settings file."),
}
ADJUSTED = {
    "school": N_(
        "The school's default settings file ({file}) asks for a text size that does not "
        "exist, so the nearest one is used: {sizes}."
    ),
    "user": N_(
        "Your settings file ({file}) asks for a text size that does not exist, so the "
        "nearest one is used: {sizes}."
    ),
}


def _read_layer(path: Path, who: str, messages: list[str]) -> dict[str, Any] | None:
    """One JSON file as a dict, or None (missing or damaged, with a message if damaged)."""
    try:
        data = read_json_file(path, SETTINGS_LIMITS)
    except JsonFileError as exc:
        if exc.missing:
            return None
        messages.append(_(IGNORED[who]).format(file=path, problem=exc.problem))
        return None
    if not isinstance(data, dict):
        messages.append(_(NOT_SETTINGS[who]).format(file=path))
        return None
    return data


def _adjusted_message(who: str, path: Path, adjusted: list[str]) -> str:
    return _(ADJUSTED[who]).format(file=path, sizes="; ".join(adjusted))


def load_settings() -> LoadResult:
    """Built-in < school < user; never raises."""
    messages: list[str] = []
    remove_stale_temp_files(config_home())  # left over from a write that was killed
    merged = Settings().to_dict()
    school_path = school_defaults_path()
    school = _read_layer(school_path, "school", messages)
    applied_school = None
    if school is not None:
        adjusted: list[str] = []
        good, bad = valid_values(school, adjusted)
        merged.update(good)
        applied_school = school_path
        if adjusted:
            messages.append(_adjusted_message("school", school_path, adjusted))
        if bad:
            messages.append(
                _(
                    "The school's default settings file ({file}) has settings this version "
                    "does not understand, which were ignored: {names}."
                ).format(file=school_path, names=_names(bad))
            )
    baseline = Settings.from_dict(merged)
    user_path = settings_path()
    before = len(messages)
    user = _read_layer(user_path, "user", messages)
    if user is None and len(messages) > before:
        _keep_damaged_copy(user_path)
        messages[-1] += " " + _("A copy of the damaged file was kept as {file}.").format(
            file=DAMAGED_COPY
        )
    if user is not None:
        adjusted = []
        good, bad = valid_values(user, adjusted)
        merged.update(good)
        if adjusted:
            messages.append(_adjusted_message("user", user_path, adjusted))
        if bad:
            messages.append(
                _(
                    "Some settings in your settings file ({file}) were not valid and were "
                    "reset: {names}."
                ).format(file=user_path, names=_names(bad))
            )
    settings = Settings.from_dict(merged)
    return LoadResult(settings, baseline, messages, applied_school)


def _keep_damaged_copy(path: Path) -> None:
    try:
        os.replace(path, path.with_name(DAMAGED_COPY))
    except OSError:
        pass


def save_settings(settings: Settings, baseline: Settings | None = None) -> None:
    """Write only what differs from ``baseline`` (built-in + school). Raises SaveError with a
    plain message if the folder is not writable."""
    base = (baseline or Settings()).to_dict()
    data = {k: v for k, v in settings.to_dict().items() if base.get(k) != v}
    write_json_atomic(settings_path(), data)


def reset_display(settings: Settings, baseline: Settings) -> Settings:
    """Text size and contrast back to the school's (or built-in) defaults; the rest kept."""
    out = Settings.from_dict(settings.to_dict())
    for name in DISPLAY_FIELDS:
        setattr(out, name, getattr(baseline, name))
    return out


def try_save(settings: Settings, baseline: Settings | None = None) -> str | None:
    """Save, returning an error sentence instead of raising (for the settings dialog)."""
    try:
        save_settings(settings, baseline)
    except SaveError as exc:
        return str(exc)
    return None
