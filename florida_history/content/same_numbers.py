"""Whether a translation keeps every date and number of the English text (issue #27): a
translated lesson states the same claims, and numbers are where a slip is easiest to make.

English numbers are the runs of digits ("1565", "2,000", "1700s" -> 1700, "12th" -> 12) and
the counting words from "two" up ("three", "twenty-five", "two hundred"; "one" is left out, as
English uses it as a pronoun). Each must appear in the Spanish text as digits ("2,000",
"2.000" or "2000") or as its Spanish words ("tres", "veinticinco", "doscientos" or
"doscientas").
"""

from __future__ import annotations

import re

from florida_history.content.lessons import fold
from florida_history.content.readability_es import cardinal_es

_EN_UNITS = {
    w: n
    for n, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
        "fifteen sixteen seventeen eighteen nineteen".split()
    )
}
_EN_TENS = {
    w: 10 * n
    for n, w in enumerate("_ _ twenty thirty forty fifty sixty seventy eighty ninety".split())
    if n >= 2
}
_EN_SCALES = {"hundred": 100, "thousand": 1000, "million": 1_000_000}
_NOT_COUNTED = {"zero", "one"}  # "one of them", "no one": not a number to carry over
_EN_DIGITS = re.compile(r"[0-9]+(?:,[0-9]{3})*(?:\.[0-9]+)?")
_ES_DIGITS = re.compile(r"[0-9]{1,3}(?:[.,\u00a0\u202f][0-9]{3})+(?![0-9])|[0-9]+")
_EN_WORD = re.compile(r"[a-z]+(?:-[a-z]+)?")


def english_numbers(text: str) -> list[int]:
    """Every number of an English text, in order: digits and counting words."""
    found = [int(float(m.replace(",", ""))) for m in _EN_DIGITS.findall(text)]
    words = _EN_WORD.findall(text.lower())
    i = 0
    while i < len(words):
        value, used = _english_word_number(words, i)
        if value is not None and used:
            found.append(value)
            i += used
        else:
            i += 1
    return found


def _word_value(word: str) -> int | None:
    if word in _EN_UNITS:
        return _EN_UNITS[word]
    if word in _EN_TENS:
        return _EN_TENS[word]
    tens, _, unit = word.partition("-")
    if tens in _EN_TENS and unit in _EN_UNITS and 0 < _EN_UNITS[unit] < 10:
        return _EN_TENS[tens] + _EN_UNITS[unit]
    return None


def _english_word_number(words: list[str], start: int) -> tuple[int | None, int]:
    """The number written in words at ``words[start]`` ("two hundred", "twenty-five") and
    how many words it takes; (None, 0) when there is none."""
    first = _word_value(words[start])
    if first is None or (words[start] in _NOT_COUNTED and start + 1 >= len(words)):
        return None, 0
    total, used = first, 1
    while start + used < len(words) and words[start + used] in _EN_SCALES:
        total *= _EN_SCALES[words[start + used]]
        used += 1
        following = _word_value(words[start + used]) if start + used < len(words) else None
        if following is not None and words[start + used] not in _NOT_COUNTED:
            total += following
            used += 1
    if used == 1 and words[start] in _NOT_COUNTED:
        return None, 0
    return total, used


def spanish_digits(text: str) -> set[int]:
    """The numbers written in digits in a Spanish text ("2.000", "2,000" and "2000" alike)."""
    return {int(re.sub(r"[^0-9]", "", m)) for m in _ES_DIGITS.findall(text)}


def spanish_words_for(n: int) -> list[str]:
    """How ``n`` may be written in Spanish words (masculine and feminine forms)."""
    plain = " ".join(cardinal_es(n))
    forms = {plain, plain.replace("ientos", "ientas")}
    if n % 10 == 1 and n % 100 != 11:
        forms |= {re.sub(r"uno\b", "una", plain), re.sub(r"uno\b", "un", plain)}
    return sorted(fold(f) for f in forms)


def missing_numbers(english: str, spanish: str) -> list[int]:
    """The English text's numbers that the Spanish text does not have (each as often as it
    is missing; a number repeated in English is found once in Spanish)."""
    digits = spanish_digits(spanish)
    words = " " + " ".join(re.findall(r"[^\W\d_]+", fold(spanish))) + " "
    out = []
    for n in dict.fromkeys(english_numbers(english)):
        if n in digits:
            continue
        if any(f" {form} " in words for form in spanish_words_for(n)):
            continue
        out.append(n)
    return out
