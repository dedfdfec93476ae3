"""All user-facing settings in one object, so a settings file (issue #6) can persist them."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any

from florida_history.app import new_game_memory
from florida_history.i18n import DEFAULT_LANGUAGE, LANGUAGES, N_

# "paced" (the default): the reading budget of the game's length (kernel/reading.py) decides.
LESSON_MODES = ("paced", "always", "first", "off")
# Shown through the words module's _() (the language can change while the app runs).
LESSON_MODE_NAMES = {
    "paced": N_("Paced (recommended)"),
    "always": N_("Always"),
    "first": N_("First time each game"),
    "off": N_("Off"),
}
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
ANIMATION_SPEED_NAMES = {
    "slow": N_("Slow"),
    "normal": N_("Normal"),
    "fast": N_("Fast"),
    "instant": N_("Instant"),
}
# Milliseconds per step of a marker moving space by space.
STEP_MS = {"slow": 320, "normal": 160, "fast": 60, "instant": 0}
# Pause after a computer player's decision, so a class can follow it.
BOT_PAUSE_MS = {"slow": 1400, "normal": 800, "fast": 250, "instant": 0}
# Read aloud (issue 29): the voice's speed; the words per minute are in speech/service.py.
SPEECH_SPEEDS = ("slow", "normal")
SPEECH_SPEED_NAMES = {"slow": N_("Slow voice"), "normal": N_("Normal voice")}
# The text sizes the app offers and accepts (a settings file, --text-size, the theme): one range.
TEXT_SCALE_MIN, TEXT_SCALE_MAX = 0.8, 2.0
# The steps Ctrl +/- goes through, from the smallest to the largest.
TEXT_SCALES = (0.8, 0.9, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0)


def clamp_text_scale(scale: float) -> float:
    """``scale`` moved into the accepted range (NaN is the caller's to refuse)."""
    return max(TEXT_SCALE_MIN, min(TEXT_SCALE_MAX, scale))


@dataclass
class Settings:
    text_scale: float = 1.0
    lesson_mode: str = "paced"
    lesson_docked: bool = True
    animation_speed: str = "normal"
    classroom_card_names: bool = True  # R23
    high_contrast: bool = False
    show_card_lists: bool = True  # the settlements' card lists drawn over the board's map
    speech_speed: str = "normal"  # Read aloud [V]: "slow" or "normal"
    read_lessons_aloud: bool = False  # read each new lesson aloud as it opens
    # Where each table's exit ticket results go (classroom/results.py): a school's shared
    # folder; "" means "results" in the user's data folder.
    results_folder: str = ""
    # The New game dialog's last choices (players, length, turn order): new_game_memory.py.
    new_game: dict[str, Any] = field(default_factory=dict)
    # The language of every screen (issue #27): "en" or "es"; a school may set its default.
    language: str = DEFAULT_LANGUAGE

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Read what is valid, keep defaults for the rest: a bad settings file never stops play."""
        out = cls()
        if not isinstance(data, dict):
            return out
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            default = getattr(out, f.name)
            if isinstance(default, bool):
                if isinstance(value, bool):
                    setattr(out, f.name, value)
            elif isinstance(default, dict):
                setattr(out, f.name, new_game_memory.clean(value))
            elif isinstance(default, float):
                if isinstance(value, int | float) and not isinstance(value, bool):
                    if value == value:  # NaN keeps the default, never the largest size
                        setattr(out, f.name, clamp_text_scale(float(value)))
            elif isinstance(value, str):
                setattr(out, f.name, value)
        if out.lesson_mode not in LESSON_MODES:
            out.lesson_mode = "paced"
        if out.animation_speed not in ANIMATION_SPEEDS:
            out.animation_speed = "normal"
        if out.speech_speed not in SPEECH_SPEEDS:
            out.speech_speed = "normal"
        if out.language not in LANGUAGES:
            out.language = DEFAULT_LANGUAGE
        return out

    @property
    def step_ms(self) -> int:
        return STEP_MS[self.animation_speed]

    @property
    def bot_pause_ms(self) -> int:
        return BOT_PAUSE_MS[self.animation_speed]
