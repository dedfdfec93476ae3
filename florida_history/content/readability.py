"""Flesch–Kincaid reading grade of lesson text, so lessons stay readable for ages 10–14.

The counter is deliberately simple and documented, so a teacher or writer can predict it:

* **Sentences** end at ``.``, ``!`` or ``?`` followed by a space (or the end of the text).
  A full stop does *not* end a sentence after a single capital letter (initials such as
  "James E. Oglethorpe"), after a known abbreviation ("St.", "Mr.", "Dr.", "Capt.", "Gen.",
  "Ft.", "Mt.", "c.", "ca.", "e.g.", "i.e.", "vs.", "No.") or inside "U.S.". Colons,
  semicolons and dashes never end a sentence.
* **Words** are runs of letters (with inner apostrophes or hyphens) or runs of digits.
* **Syllables** of a word are its groups of vowels (a, e, i, o, u, y), less one for a silent
  final "e" ("stone", "made"), but not for "-le" after a consonant ("table", "people") nor
  when it would leave no syllable; every word has at least one. A hyphenated word counts the
  syllables of each part. A final "-ed" is silent except after "t" or "d" ("moved" 1,
  "wanted" 2); a final "-es" is silent except after s, x, z, c, g, ch or sh ("homes" 1,
  "horses" 2); neither rule applies after a vowel ("agreed", "families"). A number
  ("1565", "1700s", "12th") counts as one word of two syllables.
* **Grade** = 0.39 × words per sentence + 11.8 × syllables per word − 15.59 (Kincaid et
  al., 1975).
"""

from __future__ import annotations

import re
import statistics
from dataclasses import dataclass

ABBREVIATIONS = frozenset(
    {"st", "mr", "mrs", "ms", "dr", "capt", "gen", "ft", "mt", "c", "ca", "vs", "no", "lt", "col"}
)
_WORD = re.compile(
    r"[0-9]+(?:[.,][0-9]+)*(?:s|st|nd|rd|th)?\b|[^\W\d_]+(?:['’\-][^\W\d_]+)*", re.UNICODE
)
_VOWEL_GROUP = re.compile(r"[aeiouyàáâäèéêëìíîïòóôöùúûü]+")
_SENTENCE_END = re.compile(r"[.!?]+[\"'”’)\]]*(?=\s|$)")


@dataclass(frozen=True, slots=True)
class Sentence:
    text: str
    words: int
    syllables: int

    @property
    def grade(self) -> float:
        return grade_of(self.words, 1, self.syllables)


@dataclass(frozen=True, slots=True)
class Readability:
    """The reading measures of one text."""

    sentences: tuple[Sentence, ...]

    @property
    def words(self) -> int:
        return sum(s.words for s in self.sentences)

    @property
    def syllables(self) -> int:
        return sum(s.syllables for s in self.sentences)

    @property
    def grade(self) -> float:
        return grade_of(self.words, len(self.sentences), self.syllables)

    @property
    def longest_sentence(self) -> int:
        return max((s.words for s in self.sentences), default=0)

    def hardest(self, count: int = 3) -> list[Sentence]:
        """The sentences that weigh most on the grade: long ones with long words."""
        return sorted(self.sentences, key=lambda s: (s.grade, s.words), reverse=True)[:count]


def grade_of(words: int, sentences: int, syllables: int) -> float:
    if words == 0 or sentences == 0:
        return 0.0
    return 0.39 * words / sentences + 11.8 * syllables / words - 15.59


def syllables_in(word: str) -> int:
    """Syllables of one word by the documented rule (see the module docstring)."""
    if word[0].isdigit():
        return 2
    parts = re.split(r"[-‐]", word)
    if len(parts) > 1:
        return sum(syllables_in(p) for p in parts if p)
    lower = word.lower().replace("’", "'")
    lower = re.sub(r"'s?$", "", lower) or lower
    count = len(_VOWEL_GROUP.findall(lower))
    if count > 1 and lower.endswith("ed") and len(lower) > 3 and lower[-3] not in "tdaeiouy":
        return count - 1
    if count > 1 and lower.endswith("es") and len(lower) > 3 and lower[-3] not in "sxzcghaeiouy":
        return count - 1
    if (
        count > 1
        and lower.endswith("e")
        and not lower.endswith(("ee", "ye"))
        and not (lower.endswith("le") and len(lower) > 2 and lower[-3] not in "aeiouy")
    ):
        count -= 1
    return max(1, count)


def split_sentences(text: str) -> list[str]:
    """Split text into sentences by the documented rule."""
    flat = " ".join(text.split())
    sentences: list[str] = []
    start = 0
    for match in _SENTENCE_END.finditer(flat):
        if match.group().startswith(".") and _is_abbreviation(flat, match.start()):
            continue
        piece = flat[start : match.end()].strip()
        if _WORD.search(piece):
            sentences.append(piece)
        start = match.end()
    tail = flat[start:].strip()
    if _WORD.search(tail):
        sentences.append(tail)
    return sentences


def _is_abbreviation(text: str, dot: int) -> bool:
    before = re.search(r"([^\W\d_]+)$", text[:dot])
    if before is None:
        return False
    word = before.group(1)
    if len(word) == 1 and word.isupper():
        return True  # an initial: "James E. Oglethorpe", "U.S."
    if word.lower() in ABBREVIATIONS:
        return True
    return re.search(r"\b(?:e\.g|i\.e)$", text[:dot], re.IGNORECASE) is not None


def measure(text: str) -> Readability:
    sentences = []
    for piece in split_sentences(text):
        words = _WORD.findall(piece)
        sentences.append(Sentence(piece, len(words), sum(syllables_in(w) for w in words)))
    return Readability(tuple(sentences))


@dataclass(frozen=True, slots=True)
class LessonReading:
    lesson_id: str
    short: Readability
    long: Readability


SHORT_MAX_GRADE = 7.0
LONG_MAX_GRADE = 9.0
MAX_SENTENCE_WORDS = 25


def problems_of(reading: LessonReading) -> list[str]:
    """What breaks the content standard, in plain words (empty when the lesson is fine)."""
    found = []
    if reading.short.grade > SHORT_MAX_GRADE:
        found.append(f"short text is grade {reading.short.grade:.1f} (at most {SHORT_MAX_GRADE:g})")
    if reading.long.grade > LONG_MAX_GRADE:
        found.append(f"long text is grade {reading.long.grade:.1f} (at most {LONG_MAX_GRADE:g})")
    for part, text in (("short", reading.short), ("long", reading.long)):
        for sentence in text.sentences:
            if sentence.words > MAX_SENTENCE_WORDS:
                found.append(
                    f"{part} text has a {sentence.words}-word sentence: “{sentence.text[:70]}…”"
                )
    return found


def median_grade(readings: list[LessonReading]) -> float:
    return statistics.median(r.short.grade for r in readings) if readings else 0.0
