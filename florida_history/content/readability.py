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
  "horses" 2); neither rule applies after a vowel ("agreed", "families").
* **Numbers count as they are read aloud** (issue #25): "1565" is "fifteen sixty-five" (two
  words, five syllables), "3,103" is "three thousand one hundred three", "1700s" is "seventeen
  hundreds", "12th" is "twelfth", "1805" is "eighteen oh five" (see ``spoken_number``). The
  words a number is read as count for the grade; for the sentence length a number is one word,
  as it is written.
* **Numbers and dates in a short text**: every run of digits counts once ("10 July 1821" is
  two, "1763–1784" is two); a short text holds at most ``SHORT_MAX_NUMBERS`` of them.
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
    """One sentence: ``words`` as written (a number is one word), ``spoken_words`` and
    ``syllables`` as read aloud (a number is the words it is read as)."""

    text: str
    words: int
    syllables: int
    spoken_words: int = -1

    @property
    def read_words(self) -> int:
        return self.words if self.spoken_words < 0 else self.spoken_words

    @property
    def grade(self) -> float:
        return grade_of(self.read_words, 1, self.syllables)


@dataclass(frozen=True, slots=True)
class Readability:
    """The reading measures of one text."""

    sentences: tuple[Sentence, ...]

    @property
    def words(self) -> int:
        return sum(s.words for s in self.sentences)

    @property
    def spoken_words(self) -> int:
        return sum(s.read_words for s in self.sentences)

    @property
    def syllables(self) -> int:
        return sum(s.syllables for s in self.sentences)

    @property
    def grade(self) -> float:
        return grade_of(self.spoken_words, len(self.sentences), self.syllables)

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


_ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen"
).split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
# Syllables of the words numbers are read as (the vowel-group rule gets "hundred" wrong).
_NUMBER_SYLLABLES = {
    **{w: 1 for w in "one two three four five six eight nine ten twelve oh point".split()},
    **{w: 2 for w in "zero seven thirteen fourteen fifteen sixteen eighteen nineteen".split()},
    **{w: 2 for w in "twenty thirty forty fifty sixty eighty ninety hundred thousand".split()},
    "eleven": 3,
    "seventeen": 3,
    "seventy": 3,
    "million": 2,
    "billion": 2,
    **{w: 1 for w in "first third fourth fifth sixth eighth ninth tenth twelfth".split()},
    **{w: 2 for w in "second seventh hundredth thousandth millionth".split()},
    "eleventh": 3,
}
_ORDINAL = {
    "one": "first",
    "two": "second",
    "three": "third",
    "five": "fifth",
    "eight": "eighth",
    "nine": "ninth",
    "twelve": "twelfth",
}
_NUMBER_TOKEN = re.compile(r"^([0-9]+(?:,[0-9]{3})*)(?:\.([0-9]+))?(s|st|nd|rd|th)?$")
# A number word not in _NUMBER_SYLLABLES (a plural or an ordinal like "twentieth").
_NUMBER_WORD_PARTS = re.compile(r"^(.*?)(ieth|ies|s|th)$")


def _cardinal(n: int) -> list[str]:
    """``n`` in words, American style without "and": 3103 -> three thousand one hundred three."""
    if n < 20:
        return [_ONES[n]]
    if n < 100:
        tens, ones = divmod(n, 10)
        return [_TENS[tens] + ("-" + _ONES[ones] if ones else "")]
    for size, name in ((1_000_000_000, "billion"), (1_000_000, "million"), (1000, "thousand")):
        if n >= size:
            high, rest = divmod(n, size)
            return _cardinal(high) + [name] + (_cardinal(rest) if rest else [])
    hundreds, rest = divmod(n, 100)
    return [_ONES[hundreds], "hundred"] + (_cardinal(rest) if rest else [])


def _year(n: int) -> list[str]:
    """A year as it is read: 1565 fifteen sixty-five, 1700 seventeen hundred, 1805 eighteen
    oh five, 2005 two thousand five."""
    high, low = divmod(n, 100)
    if 2000 <= n <= 2009:
        return _cardinal(n)
    if low == 0:
        return _cardinal(high) + ["hundred"]
    if low < 10:
        return _cardinal(high) + ["oh"] + _cardinal(low)
    return _cardinal(high) + _cardinal(low)


def spoken_number(token: str) -> list[str]:
    """The words a written number is read aloud as ("1565" -> ["fifteen", "sixty-five"]).

    Four digits without a comma from 1100 to 2099 are read as a year; numbers with commas,
    and all others, as a count; "1700s" and "1560s" as decades or centuries ("seventeen
    hundreds", "fifteen sixties"); "12th" as an ordinal ("twelfth"); "2.5" as "two point five".
    """
    match = _NUMBER_TOKEN.match(token)
    if match is None:
        return [token]
    whole, decimals, suffix = match.groups()
    n = int(whole.replace(",", ""))
    is_year = "," not in whole and len(whole) == 4 and 1100 <= n <= 2099 and not decimals
    words = _year(n) if is_year else _cardinal(n)
    if decimals:
        words = words + ["point"] + [_ONES[int(d)] for d in decimals]
    if suffix == "s":
        last = words[-1]
        words[-1] = last[:-1] + "ies" if last.endswith("y") else last + "s"
    elif suffix:
        head, _, last = words[-1].rpartition("-")
        if last in _ORDINAL:
            last = _ORDINAL[last]
        elif last.endswith("y"):
            last = last[:-1] + "ieth"
        else:
            last = last + "th"
        words[-1] = (head + "-" if head else "") + last
    return words


def _number_word_syllables(word: str) -> int:
    """Syllables of one word of a spoken number ("sixty-five" 3, "sixties" 2, "twentieth" 3)."""
    total = 0
    for part in word.split("-"):
        if part in _NUMBER_SYLLABLES:
            total += _NUMBER_SYLLABLES[part]
            continue
        match = _NUMBER_WORD_PARTS.match(part)
        stem, ending = match.groups() if match else (part, "")
        if ending in ("ies", "ieth"):
            stem += "y"
        base = _NUMBER_SYLLABLES.get(stem, 1)
        total += base + (1 if ending == "ieth" else 0)
    return total


def syllables_in(word: str) -> int:
    """Syllables of one word by the documented rule (see the module docstring); a number
    counts the syllables of the words it is read as."""
    if word[0].isdigit():
        return sum(_number_word_syllables(w) for w in spoken_number(word))
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
        spoken = sum(len(spoken_number(w)) if w[0].isdigit() else 1 for w in words)
        syllables = sum(syllables_in(w) for w in words)
        sentences.append(Sentence(piece, len(words), syllables, spoken))
    return Readability(tuple(sentences))


_NUMBER_IN_TEXT = re.compile(r"[0-9]+(?:[.,][0-9]+)*")


def numbers_in(text: str) -> list[str]:
    """Every number and date written in digits, once per run of digits ("10 July 1821" gives
    "10" and "1821")."""
    return _NUMBER_IN_TEXT.findall(text)


@dataclass(frozen=True, slots=True)
class LessonReading:
    lesson_id: str
    short: Readability
    long: Readability
    short_numbers: int = 0


SHORT_MAX_GRADE = 7.0
SHORT_MAX_NUMBERS = 6
LONG_MAX_GRADE = 9.0
MAX_SENTENCE_WORDS = 25


def problems_of(reading: LessonReading) -> list[str]:
    """What breaks the content standard, in plain words (empty when the lesson is fine)."""
    found = []
    if reading.short.grade > SHORT_MAX_GRADE:
        found.append(f"short text is grade {reading.short.grade:.1f} (at most {SHORT_MAX_GRADE:g})")
    if reading.long.grade > LONG_MAX_GRADE:
        found.append(f"long text is grade {reading.long.grade:.1f} (at most {LONG_MAX_GRADE:g})")
    if reading.short_numbers > SHORT_MAX_NUMBERS:
        found.append(
            f"short text has {reading.short_numbers} numbers and dates "
            f"(at most {SHORT_MAX_NUMBERS})"
        )
    for part, text in (("short", reading.short), ("long", reading.long)):
        for sentence in text.sentences:
            if sentence.words > MAX_SENTENCE_WORDS:
                found.append(
                    f"{part} text has a {sentence.words}-word sentence: “{sentence.text[:70]}…”"
                )
    return found


def reading_of(lesson_id: str, short: str, long: str) -> LessonReading:
    """A lesson's reading measures, with the count of numbers and dates in its short text."""
    return LessonReading(lesson_id, measure(short), measure(long), len(numbers_in(short)))


def median_grade(readings: list[LessonReading]) -> float:
    return statistics.median(r.short.grade for r in readings) if readings else 0.0
