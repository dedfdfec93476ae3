"""The documented reading-level counter (issue: lessons readable by a 12-year-old)."""

from __future__ import annotations

import pytest

from florida_history.content.readability import (
    LessonReading,
    measure,
    problems_of,
    split_sentences,
    syllables_in,
)


@pytest.mark.parametrize(
    ("word", "count"),
    [
        ("stone", 1),  # silent final e
        ("table", 2),  # -le after a consonant is spoken
        ("people", 2),
        ("coquina", 3),
        ("moved", 1),  # silent -ed
        ("wanted", 2),  # -ed spoken after t
        ("homes", 1),
        ("horses", 2),
        ("families", 3),
        ("agreed", 2),
        ("twenty-five", 3),  # parts of a hyphenated word
        ("1565", 5),  # a number, as spoken: fifteen sixty-five
        ("1700s", 5),  # seventeen hundreds
        ("the", 1),
        ("Menéndez", 3),
    ],
)
def test_syllable_rule(word: str, count: int) -> None:
    assert syllables_in(word) == count


def test_initials_and_abbreviations_do_not_end_sentences() -> None:
    text = (
        "James E. Oglethorpe came to St. Augustine in 1740. It was hot! Did they win? "
        "Forts, e.g. Mose, held. The U.S. bought Florida."
    )
    assert split_sentences(text) == [
        "James E. Oglethorpe came to St. Augustine in 1740.",
        "It was hot!",
        "Did they win?",
        "Forts, e.g. Mose, held.",
        "The U.S. bought Florida.",
    ]


def test_grade_by_the_formula() -> None:
    # 2 sentences, 10 words, 11 syllables ("Pirates" has 2)
    reading = measure("The fort was made of stone. Pirates came in boats.")
    assert (reading.words, len(reading.sentences), reading.syllables) == (10, 2, 11)
    assert reading.grade == pytest.approx(0.39 * 5 + 11.8 * 1.1 - 15.59)


def test_problems_name_long_sentences_and_hard_texts() -> None:
    long_sentence = " ".join(["word"] * 26) + "."
    hard = "Administrative jurisdictions necessitated extraordinary documentation."
    found = problems_of(LessonReading("x", measure(long_sentence), measure(hard)))
    assert any("26-word sentence" in line for line in found)
    assert any(line.startswith("long text is grade") for line in found)
    assert problems_of(LessonReading("x", measure("A cat sat."), measure("A dog ran."))) == []
