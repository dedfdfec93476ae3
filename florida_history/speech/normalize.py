"""Shown text -> spoken text, with the way back: years read as years ("1565" -> "fifteen
sixty-five"), "St Augustine" -> "Saint Augustine", "c. 1600" -> "about 1600", a dash between
years -> "to". Each change is a piece that remembers which characters of the shown text it
stands for, so a word the voice reports (as a place in the spoken text) lights the right
characters on screen."""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

_ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen"
).split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def two_digits(n: int) -> str:
    """0-99 in words, with a hyphen as in "sixty-five"."""
    if n < 20:
        return _ONES[n]
    tens, ones = divmod(n, 10)
    return _TENS[tens] + (f"-{_ONES[ones]}" if ones else "")


def year_words(year: int) -> str:
    """A year as people say it: 1565 "fifteen sixty-five", 1800 "eighteen hundred", 1905
    "nineteen oh five", 2000 "two thousand", 2008 "two thousand eight", 2015 "twenty fifteen"."""
    high, low = divmod(year, 100)
    if year % 1000 == 0:
        return f"{_ONES[year // 1000]} thousand"
    if 2000 < year < 2010:
        return f"two thousand {_ONES[low]}"
    if low == 0:
        return f"{two_digits(high)} hundred"
    if low < 10:
        return f"{two_digits(high)} oh {_ONES[low]}"
    return f"{two_digits(high)} {two_digits(low)}"


def decade_words(year: int) -> str:
    """ "1560s" -> "fifteen sixties"; "1600s" -> "sixteen hundreds"."""
    words = year_words(year)
    if words.endswith("y"):
        return words[:-1] + "ies"
    return words + "s"


@dataclass(frozen=True)
class Spoken:
    """``text`` is what the voice reads; ``pieces`` map it back: (spoken start, shown start,
    shown end, changed). An unchanged piece maps character by character; a changed one maps
    wholly to its shown span."""

    text: str
    shown: str
    pieces: tuple[tuple[int, int, int, bool], ...]

    def shown_span(self, start: int, length: int) -> tuple[int, int]:
        """The shown characters for ``length`` spoken characters from ``start``."""
        first = self._shown_at(start, end=False)
        last = self._shown_at(max(start, start + max(length, 1) - 1), end=True)
        return first, max(first, last)

    def _changed(self, pos: int) -> bool:
        starts = [p[0] for p in self.pieces]
        i = bisect.bisect_right(starts, pos) - 1
        return 0 <= i < len(self.pieces) and self.pieces[i][3]

    def _shown_at(self, pos: int, end: bool) -> int:
        starts = [p[0] for p in self.pieces]
        i = max(0, bisect.bisect_right(starts, pos) - 1)
        if not self.pieces:
            return 0
        spoken_start, shown_start, shown_end, changed = self.pieces[i]
        if changed:
            return shown_end if end else shown_start
        at = shown_start + (pos - spoken_start)
        return min(at + 1, shown_end) if end else min(at, shown_end)

    def word_at(self, start: int, length: int) -> tuple[int, int]:
        """Like ``shown_span`` but widened to whole shown words (an engine may report a word
        without its length, or part of a changed piece)."""
        first, last = self.shown_span(start, length)
        if self._changed(start):  # a changed piece is lit whole, and only it
            return first, last
        text = self.shown
        while first > 0 and not text[first - 1].isspace() and text[first - 1] not in "—–(":
            first -= 1
        while last < len(text) and (text[last].isalnum() or text[last] in "'’-"):
            last += 1
        return first, last


_YEAR = r"1[0-9]{3}|20[0-9]{2}"
_DASHES = "–—-"
# One pattern; the first group that matched decides how the piece is spoken.
_RULES_EN = re.compile(
    rf"(?P<range>\b(?P<from>{_YEAR})\s*[{_DASHES}]\s*(?P<to>{_YEAR}|[0-9]{{2}})\b)"
    rf"|(?P<about>\b(?:c|ca|circa)\.(?=\s?[0-9]))"
    rf"|(?P<saint>\bSt\.?(?=\s+[A-Z]))"
    rf"|(?P<decade>\b(?P<dyear>{_YEAR})[’']?s\b)"
    rf"|(?P<year>(?<![0-9,$])(?<![0-9]\.)\b(?:{_YEAR})\b(?![,.][0-9]))"
)
_RULES_ES = re.compile(
    rf"(?P<range>\b(?P<from>{_YEAR})\s*[{_DASHES}]\s*(?P<to>{_YEAR})\b)"
    rf"|(?P<about>\b(?:c|ca|circa)\.(?=\s?[0-9]))"
    rf"|(?P<saint>\bSt\.?(?=\s+[A-Z]))"
)


def _spoken_en(m: re.Match[str]) -> str:
    if m.group("range"):
        first = int(m.group("from"))
        to = m.group("to")
        last = int(to) if len(to) == 4 else first - first % 100 + int(to)
        return f"{year_words(first)} to {year_words(last)}"
    if m.group("about"):
        return "about" if m.string[m.end() : m.end() + 1].isspace() else "about "
    if m.group("saint"):
        return "Saint"
    if m.group("decade"):
        return decade_words(int(m.group("dyear")))
    return year_words(int(m.group("year")))


def _spoken_es(m: re.Match[str]) -> str:
    if m.group("range"):
        return f"{m.group('from')} a {m.group('to')}"
    if m.group("about"):
        return "hacia" if m.string[m.end() : m.end() + 1].isspace() else "hacia "
    return "San"


def normalize(text: str, language: str = "en") -> Spoken:
    """``text`` as the voice should read it, in ``language`` ("en" or "es")."""
    rules, spoken_for = (_RULES_ES, _spoken_es) if language == "es" else (_RULES_EN, _spoken_en)
    out: list[str] = []
    pieces: list[tuple[int, int, int, bool]] = []
    at = 0  # in the shown text
    length = 0  # of the spoken text so far

    def keep(start: int, end: int) -> None:
        nonlocal length
        if end > start:
            pieces.append((length, start, end, False))
            out.append(text[start:end])
            length += end - start

    for m in rules.finditer(text):
        keep(at, m.start())
        said = spoken_for(m)
        pieces.append((length, m.start(), m.end(), True))
        out.append(said)
        length += len(said)
        at = m.end()
    keep(at, len(text))
    return Spoken("".join(out), text, tuple(pieces))


_SENTENCE_END = re.compile(r"[.!?][\"”’)]*(\s+)")


def sentences(text: str) -> list[tuple[int, int]]:
    """Where each sentence of ``text`` starts and ends: what is lit when the voice reports no
    words (an engine without word events still says when it starts and finishes)."""
    spans: list[tuple[int, int]] = []
    start = 0
    for m in _SENTENCE_END.finditer(text):
        if m.start(1) > start:
            spans.append((start, m.start(1)))
        start = m.end()
    if start < len(text.rstrip()):
        spans.append((start, len(text.rstrip())))
    return spans
