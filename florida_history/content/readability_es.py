"""Fernández-Huerta reading ease of Spanish lesson text, so the Spanish lessons stay readable
for ages 10–14 as the English ones do (issue #27).

The formula is José Fernández Huerta's (1959), "Medidas sencillas de lecturabilidad",
*Consigna* 214, pp. 29–32, an adaptation of Flesch's reading ease to Spanish, in the form
corrected by Gwillim Law (2011), "Error in the Fernandez Huerta Readability Formula",
LINGUIST List 22.2332 (https://linguistlist.org/issues/22/22-2332/)::

    L = 206.84 − 60 × (syllables / words) − 1.02 × (words / sentences)

(often printed as 206.84 − 0.60 P − 1.02 F with P the syllables per 100 words and F the words
per sentence). Higher is easier: 90–100 very easy, 80–90 easy (grade 5), 70–80 fairly easy
(grade 6), 60–70 normal (grades 7–8). The lessons' short texts aim at ``SHORT_MIN_EASE`` = 70.

The counting is deliberately simple and documented, so a writer can predict it:

* **Sentences** and **words** are split as for English (``readability.split_sentences``):
  a sentence ends at ``.``, ``!`` or ``?`` before a space; "¿" and "¡" are not words.
* **Syllables** of a Spanish word are its vowel groups, where two strong vowels (a, e, o, with
  or without accent) side by side are two syllables ("le-er", "o-es-te") and a weak vowel with
  an accent (í, ú) next to another vowel is one of its own ("dí-a", "ba-úl"); an unaccented
  i, u or ü with another vowel is one syllable ("cie-lo", "cuan-do", "güe-ro"). A "y" is a
  vowel alone ("y") or after a vowel at the end of a word ("hoy", "rey": no extra syllable).
  The silent u of "que", "qui", "gue", "gui" joins the next vowel and adds nothing.
* **Numbers count as they are read aloud in Spanish**: "1565" is "mil quinientos sesenta y
  cinco" (five words, ten syllables), "2,000" and "2.000" are "dos mil", "1700s" is "mil
  setecientos", "2,5" is "dos coma cinco" and "2.5" "dos punto cinco" (see
  ``spoken_number_es``). For the sentence length a number is one word, as
  it is written.
* **Numbers and dates in a short text** are counted as in English (each run of digits once):
  at most ``readability.SHORT_MAX_NUMBERS``.
"""

from __future__ import annotations

import re
import statistics
from dataclasses import dataclass

from florida_history.content.readability import (
    _WORD,
    MAX_SENTENCE_WORDS,
    SHORT_MAX_NUMBERS,
    Readability,
    Sentence,
    numbers_in,
    split_sentences,
)

SHORT_MIN_EASE = 70.0  # Fernández-Huerta "fairly easy": grade 6–7

_STRONG = frozenset("aeoáéó")
_ACCENTED_WEAK = frozenset("íú")
_VOWELS = frozenset("aeiouáéíóúü")

_UNITS = (
    "cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince "
    "dieciséis diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés "
    "veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve"
).split()
_TENS = "_ _ _ treinta cuarenta cincuenta sesenta setenta ochenta noventa".split()
_HUNDREDS = (
    "_ ciento doscientos trescientos cuatrocientos quinientos seiscientos setecientos "
    "ochocientos novecientos"
).split()
# A whole number (groups of three digits after "," or "."), then maybe a decimal part: a mark
# followed by any other count of digits ("2,5", "2.25"), then maybe "s" ("1700s").
_NUMBER_TOKEN = re.compile(
    r"^([0-9]+(?:[.,][0-9]{3})*)(?:([.,])([0-9]{1,2}|[0-9]{4,}))?(s|st|nd|rd|th)?$"
)


def cardinal_es(n: int) -> list[str]:
    """``n`` in Spanish words: 1565 -> mil quinientos sesenta y cinco; 2000 -> dos mil."""
    if n < 30:
        return [_UNITS[n]]
    if n < 100:
        tens, ones = divmod(n, 10)
        return [_TENS[tens]] + (["y", _UNITS[ones]] if ones else [])
    if n == 100:
        return ["cien"]
    if n < 1000:
        hundreds, rest = divmod(n, 100)
        return [_HUNDREDS[hundreds]] + (cardinal_es(rest) if rest else [])
    if n < 1_000_000:
        thousands, rest = divmod(n, 1000)
        head = ["mil"] if thousands == 1 else cardinal_es(thousands) + ["mil"]
        return head + (cardinal_es(rest) if rest else [])
    millions, rest = divmod(n, 1_000_000)
    head = ["un", "millón"] if millions == 1 else cardinal_es(millions) + ["millones"]
    return head + (cardinal_es(rest) if rest else [])


def spoken_number_es(token: str) -> list[str]:
    """The Spanish words a written number is read aloud as. Years are read as counts in
    Spanish ("1565" -> mil quinientos sesenta y cinco); "2,000" and "2.000" are both "dos
    mil" (a group of three digits after the mark); "1700s" is read "mil setecientos"."""
    match = _NUMBER_TOKEN.match(token)
    if match is None:  # digits in an odd shape ("1.2.3"): each digit read out
        return [_UNITS[int(d)] for d in token if d.isdigit()] or ["cero"]
    whole, mark, decimals, _suffix = match.groups()
    words = cardinal_es(int(re.sub(r"[.,]", "", whole)))
    if decimals:
        words = words + ["punto" if mark == "." else "coma"] + [_UNITS[int(d)] for d in decimals]
    return words


def syllables_es(word: str) -> int:
    """Syllables of one Spanish word by the documented rule; a number counts the syllables of
    the words it is read as."""
    if word[0].isdigit():
        return sum(syllables_es(w) for w in spoken_number_es(word))
    parts = [p for p in re.split(r"[-‐]", word) if p]
    if len(parts) > 1:
        return sum(syllables_es(p) for p in parts)
    lower = word.lower()
    if lower == "y":
        return 1
    lower = re.sub(r"(?<=[aeiouáéíóú])y$", "i", lower)  # hoy, rey, muy: a vowel here
    lower = re.sub(r"(?<=[qg])u(?=[eiéí])", "", lower)  # que, guiso: the u is silent
    count = 0
    previous = ""
    for ch in lower:
        if ch not in _VOWELS:
            previous = ""
            continue
        if not previous:
            count += 1  # a new vowel group
        elif (previous in _STRONG and ch in _STRONG) or (
            ch in _ACCENTED_WEAK or previous in _ACCENTED_WEAK
        ):
            count += 1  # hiatus: le-er, dí-a, ba-úl
        previous = ch
    return max(1, count)


@dataclass(frozen=True, slots=True)
class SentenceEs(Sentence):
    """One Spanish sentence: the English measure's record (words as written, words and
    syllables as read aloud), read with Fernández-Huerta's ease instead of a grade."""

    @property
    def ease(self) -> float:
        return ease_of(self.read_words, 1, self.syllables)


@dataclass(frozen=True, slots=True)
class ReadabilityEs(Readability):
    """A Spanish text's sentences, with the English measure's sums."""

    sentences: tuple[SentenceEs, ...]

    @property
    def ease(self) -> float:
        """The text's Fernández-Huerta reading ease (higher is easier)."""
        return ease_of(self.spoken_words, len(self.sentences), self.syllables)

    def hardest(self, count: int = 2) -> list[SentenceEs]:  # type: ignore[override]
        """The sentences that weigh most: the least easy, longest first."""
        return sorted(self.sentences, key=lambda s: (s.ease, -s.words))[:count]


def ease_of(words: int, sentences: int, syllables: int) -> float:
    if words == 0 or sentences == 0:
        return 0.0
    return 206.84 - 60.0 * syllables / words - 1.02 * words / sentences


def measure_es(text: str) -> ReadabilityEs:
    sentences = []
    for piece in split_sentences(text):
        words = _WORD.findall(piece)
        spoken = sum(len(spoken_number_es(w)) if w[0].isdigit() else 1 for w in words)
        syllables = sum(syllables_es(w) for w in words)
        sentences.append(SentenceEs(piece, len(words), syllables=syllables, spoken_words=spoken))
    return ReadabilityEs(tuple(sentences))


@dataclass(frozen=True, slots=True)
class SpanishReading:
    """A Spanish lesson's reading measures: its short text's ease, numbers and sentences."""

    lesson_id: str
    short: ReadabilityEs
    long: ReadabilityEs
    short_numbers: int


def spanish_reading(lesson_id: str, short: str, long: str) -> SpanishReading:
    return SpanishReading(lesson_id, measure_es(short), measure_es(long), len(numbers_in(short)))


def spanish_problems(reading: SpanishReading) -> list[str]:
    """What breaks the content standard for a Spanish lesson, in plain words."""
    found = []
    if reading.short.ease < SHORT_MIN_EASE:
        found.append(
            f"short text reads {reading.short.ease:.1f} on Fernández-Huerta "
            f"(at least {SHORT_MIN_EASE:g})"
        )
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


def median_ease(readings: list[SpanishReading]) -> float:
    return statistics.median(r.short.ease for r in readings) if readings else 0.0
