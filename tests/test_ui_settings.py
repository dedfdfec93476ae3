"""Settings round-trip and survive bad values (no Tk)."""

from __future__ import annotations

from florida_history.app.settings import Settings


def test_round_trip():
    s = Settings(
        text_scale=1.5, lesson_mode="first", animation_speed="fast", classroom_card_names=False
    )
    assert Settings.from_dict(s.to_dict()) == s


def test_bad_values_keep_defaults():
    s = Settings.from_dict(
        {
            "text_scale": "huge",
            "lesson_mode": "sometimes",
            "animation_speed": 3,
            "high_contrast": "yes",
        }
    )
    assert s == Settings()
    assert Settings.from_dict(None) == Settings()
    assert Settings.from_dict({"text_scale": 99}).text_scale == 2.0  # TEXT_SCALE_MAX
    assert Settings(animation_speed="instant").step_ms == 0
