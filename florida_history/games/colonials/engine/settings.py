"""Game settings and the classroom presets (C7a, C8, C28, C35, C36, C38).

``Settings`` is everything a game is set up with besides the seats and the game number; the
presets build it for a number of players. ``Settings.validate`` refuses impossible values with
one clear sentence (the Custom screen shows it), ``warnings`` lists the legal-but-odd ones.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

PRESETS: tuple[str, ...] = ("class-period", "full", "short", "custom")  # names: names.py


class SettingsError(ValueError):
    """Settings that cannot make a game. The message is for developers and the command line;
    ``kind`` and ``fields`` let the words layer say it to a teacher in their language
    (``names.settings_problem``)."""

    def __init__(self, message: str, kind: str = "other", **fields: object) -> None:
        super().__init__(message)
        self.kind = kind
        self.fields = fields


@dataclass(frozen=True, slots=True)
class Settings:
    target_pop: int = 21
    target_gold: int = 14
    target_resources: int = 7
    target_towns: int = 2
    round_limit: int | None = None  # C35: progress-score finish after this many rounds
    protected: bool = True  # C36: nobody drops below 1 Pop
    fair_start: bool = True  # C8: the first player's first draw is 2 cards (fixed order only)
    fair_order: bool = False  # C7a: the order of play changes every round (turn.round_order)
    defenders_fight_back: bool = False  # C28 variant
    classroom_names: bool = True  # C38
    # ``Settings()`` has Class period's targets but no round limit (that limit depends on the
    # number of players), so it is labelled Custom, never Class period: a label must say what
    # the game is. ``preset("class-period", players)`` builds the real preset.
    preset: str = "custom"

    def validate(self) -> None:
        checks = (  # (setting, its name in the developers' message, value, lowest, highest)
            ("target_pop", "Population", self.target_pop, 10, 40),
            ("target_gold", "Gold", self.target_gold, 5, 30),
            ("target_resources", "Resources", self.target_resources, 3, 12),
            ("target_towns", "Town Improvements", self.target_towns, 1, 4),
        )
        for setting, label, value, lo, hi in checks:
            if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
                raise SettingsError(
                    f"The {label} target must be a whole number from {lo} to {hi}.",
                    "target",
                    setting=setting,
                    lo=lo,
                    hi=hi,
                )
        limit = self.round_limit
        if limit is not None and (
            not isinstance(limit, int) or isinstance(limit, bool) or not 5 <= limit <= 40
        ):
            raise SettingsError(
                "The round limit must be off or a whole number from 5 to 40.",
                "round-limit",
                lo=5,
                hi=40,
            )
        if not isinstance(self.preset, str) or self.preset not in PRESETS:
            raise SettingsError(f"Unknown preset {str(self.preset)[:40]!r}.")

    def warnings(self) -> list[str]:
        """C35: the Custom screen warns when the Resources target outruns the cap (C23): ids,
        said by ``names.settings_warnings``."""
        if self.target_resources > self.target_pop // 3:
            return ["resource-cap"]
        return []

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        if not isinstance(data, dict):
            raise SettingsError("The settings must be a JSON object.")
        known = set(cls.__dataclass_fields__)
        unknown = sorted(set(data) - known)
        if unknown:
            raise SettingsError(f"Unknown setting {unknown[0][:40]!r}.")
        for flag in (
            "protected",
            "fair_start",
            "fair_order",
            "defenders_fight_back",
            "classroom_names",
        ):
            if flag in data and not isinstance(data[flag], bool):
                raise SettingsError(f"The setting {flag!r} must be true or false.")
        settings = cls(**data)
        settings.validate()
        return settings


MIN_ROUND_LIMIT = 5
CLASS_PERIOD_PLAYER_TURNS = 20  # the Class period's round limit: this many player-turns
SHORT_PLAYER_TURNS = 14


def preset(name: str, players: int, **overrides: Any) -> Settings:
    """The C35 table: Class period (default), Full, Short; Custom starts from Class period.

    The sheet's targets; the round limits of Class period and Short are shorter than the
    sheet's (⌊40 ÷ players⌋ and none): measured with reading on the classroom clock
    (``scripts/measure_pace.py``), those games took 37-57 and 25-42 minutes, and a Class period
    must leave five minutes of a 40-minute period. C35 allows no limit below 5 rounds.

    ``overrides`` change single settings (e.g. ``defenders_fight_back=True``, offered in every
    preset; ``classroom_names=False``).
    """
    if not 2 <= players <= 4:
        raise SettingsError("Colonials is for 2 to 4 players.", "players")
    if name == "class-period" or name == "custom":
        limit = CLASS_PERIOD_PLAYER_TURNS // players
        base = Settings(21, 14, 7, 2, limit, True, True, True, preset=name)
    elif name == "full":
        base = Settings(30, 20, 10, 3, 60 // players, False, False, False, preset=name)
    elif name == "short":
        limit = max(MIN_ROUND_LIMIT, SHORT_PLAYER_TURNS // players)
        base = Settings(15, 10, 5, 2, limit, True, True, True, preset=name)
    else:
        raise SettingsError(
            f"Unknown preset {str(name)[:40]!r}; choose one of {', '.join(PRESETS)}."
        )
    data = base.to_dict()
    data.update(overrides)
    if (
        overrides
        and name != "custom"
        and set(overrides)
        & {
            "target_pop",
            "target_gold",
            "target_resources",
            "target_towns",
            "round_limit",
            "protected",
            "fair_start",
            "fair_order",
        }
    ):
        data["preset"] = "custom"
    return Settings.from_dict(data)
