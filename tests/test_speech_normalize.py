"""Read aloud's text normaliser (issue 29): names and dates read sensibly, and every spoken
word leads back to the characters shown, so the right word is lit."""

from __future__ import annotations

import pytest

from florida_history.speech.normalize import normalize, sentences, year_words


@pytest.mark.parametrize(
    ("year", "words"),
    [
        (1565, "fifteen sixty-five"),
        (1513, "fifteen thirteen"),
        (1800, "eighteen hundred"),
        (1821, "eighteen twenty-one"),
        (1702, "seventeen oh two"),
        (1000, "one thousand"),
        (2000, "two thousand"),
        (2008, "two thousand eight"),
        (2015, "twenty fifteen"),
    ],
)
def test_years_are_read_as_years(year, words):
    assert year_words(year) == words


@pytest.mark.parametrize(
    ("shown", "spoken"),
    [
        ("St Augustine was founded in 1565.", "Saint Augustine was founded in fifteen sixty-five."),
        ("St. Marks", "Saint Marks"),
        ("built c. 1600", "built about sixteen hundred"),
        ("built c.1600", "built about sixteen hundred"),
        ("Spain ruled 1565–1763.", "Spain ruled fifteen sixty-five to seventeen sixty-three."),
        ("from 1783 - 1821", "from seventeen eighty-three to eighteen twenty-one"),
        ("in 1763–83 Britain", "in seventeen sixty-three to seventeen eighty-three Britain"),
        ("the 1560s", "the fifteen sixties"),
        ("the 1600s", "the sixteen hundreds"),
        ("1,500 people and 300 soldiers", "1,500 people and 300 soldiers"),  # not years
        ("$1565", "$1565"),
        ("Street names stay: Stone, Steady", "Street names stay: Stone, Steady"),
        ("the first St", "the first St"),  # no name after it: not a saint
    ],
)
def test_english_text_reads_sensibly(shown, spoken):
    assert normalize(shown).text == spoken


def test_spanish_keeps_numbers_for_the_voice():
    spoken = normalize("San Agustín, 1565–1763, c. 1600", "es").text
    assert spoken == "San Agustín, 1565 a 1763, hacia 1600"
    assert normalize("St Augustine", "es").text == "San Augustine"


def test_spoken_words_lead_back_to_the_shown_words():
    shown = "In 1565 St Augustine began. It grew c. 1600."
    spoken = normalize(shown)
    text = spoken.text

    def shown_word(word: str) -> str:
        start = text.index(word)
        first, last = spoken.word_at(start, len(word))
        return shown[first:last]

    assert shown_word("In") == "In"
    assert shown_word("fifteen") == "1565"  # a changed piece lights all it stands for
    assert shown_word("sixty") == "1565"
    assert shown_word("Saint") == "St"
    assert shown_word("Augustine") == "Augustine"
    assert shown_word("began") == "began"
    assert shown_word("about") == "c."
    assert shown_word("grew") == "grew"


def test_a_word_reported_without_its_length_lights_the_whole_word():
    shown = "Pedro Menéndez founded it."
    spoken = normalize(shown)
    first, last = spoken.word_at(shown.index("Menéndez") + 2, 0)
    assert shown[first:last] == "Menéndez"


def test_sentences_for_engines_without_word_events():
    text = "Spain came first. Then Britain! “Why?” Spain again"
    assert [text[a:b] for a, b in sentences(text)] == [
        "Spain came first.",
        "Then Britain!",
        "“Why?”",
        "Spain again",
    ]


def test_voice_settings_take_school_defaults_and_refuse_bad_values(tmp_path, monkeypatch):
    """Read aloud's speed and "read each new lesson" come from the school's file like every
    setting; a bad value is named in the message and the default kept."""
    import json

    from florida_history.app.settings import Settings
    from florida_history.classroom.settings_store import load_settings, save_settings

    monkeypatch.setenv("FLORIDA_HISTORY_CONFIG", str(tmp_path / "cfg"))
    school = tmp_path / "school.json"
    monkeypatch.setenv("FLORIDA_HISTORY_SCHOOL_DEFAULTS", str(school))
    assert (Settings().speech_speed, Settings().read_lessons_aloud) == ("normal", False)
    school.write_text(json.dumps({"speech_speed": "slow", "read_lessons_aloud": True}))
    loaded = load_settings()
    assert (loaded.settings.speech_speed, loaded.settings.read_lessons_aloud) == ("slow", True)
    assert loaded.messages == []
    loaded.settings.read_lessons_aloud = False  # this group prefers to press V
    save_settings(loaded.settings, loaded.baseline)
    again = load_settings().settings
    assert (again.speech_speed, again.read_lessons_aloud) == ("slow", False)
    school.write_text(json.dumps({"speech_speed": "fast", "read_lessons_aloud": "yes"}))
    bad = load_settings()
    assert (bad.settings.speech_speed, bad.settings.read_lessons_aloud) == ("normal", False)
    assert "read_lessons_aloud, speech_speed" in bad.messages[0]
