"""Fitting short labels into boxes without breaking a word anywhere but at a syllable.

Tk's own wrapping (a canvas text's ``width``) breaks a word that is wider than the box in the
middle ("St Augustin/e"). Here a label wraps at spaces; when its longest word does not fit,
the font shrinks (down to ``MIN_PX``). A caller may allow ``hyphenate``: a long word may then
be split once at a syllable with a hyphen ("Augus-/tine") when that lets the label be clearly
bigger (the board's narrow settlement spaces at 1280x720). Every measurement and every fit is
cached per (text, width, size), so drawing the board again after an event costs dictionary
lookups only.
"""

from __future__ import annotations

import tkinter as tk
import tkinter.font as tkfont

MIN_PX = 8  # the smallest board text still readable on a classroom screen
# A hyphenated label is used only when its letters are at least this much bigger than unbroken.
HYPHEN_GAIN = 1.15
VOWELS = frozenset("aeiouyáéíóúü")
# Letter pairs read as one sound in English or Spanish: never split between them.
KEPT_PAIRS = frozenset({"ch", "ll", "rr", "qu", "th", "sh", "ph", "gu", "ck", "gh", "wh"})


def syllable_breaks(word: str) -> list[int]:
    """Where ``word`` may be split with a hyphen, nearest its middle first: before a consonant
    between vowels (Cana-veral) or between two consonants (Augus-tine), keeping three letters
    on each side. A rule shared by English and Spanish names, good enough for a board label."""
    low = word.lower()
    found: list[int] = []
    for i in range(3, len(word) - 2):
        a, b, c = low[i - 1], low[i], low[i + 1] if i + 1 < len(low) else ""
        if not (a.isalpha() and b.isalpha() and c.isalpha()):
            continue
        if low[i - 1 : i + 1] in KEPT_PAIRS:
            continue
        if len(word) - i == 3 and low[-2:] in ("ed", "es"):  # "explo-red", "Evergla-des"
            continue
        vowel_consonant_vowel = a in VOWELS and b not in VOWELS and c in VOWELS
        two_consonants = (
            a not in VOWELS and b not in VOWELS and low[i - 2] in VOWELS and c in VOWELS
        )
        if vowel_consonant_vowel or two_consonants:
            found.append(i)
    return sorted(found, key=lambda i: abs(len(word) / 2 - i))


FAMILY = "DejaVu Sans"

# (family, px, bold, text) -> width in pixels; (family, px, bold) -> line height.
# Measurements depend only on the font, so they are shared by every Tk root in the process.
_WIDTH: dict[tuple[str, int, bool, str], int] = {}
_LINE: dict[tuple[str, int, bool], int] = {}
_FIT: dict[tuple[object, ...], Fit] = {}  # fitted labels, and ellipsized texts


class Fit:
    """A fitted label: its lines, the pixel size to draw them at, and the block's size."""

    __slots__ = ("lines", "px", "bold", "width", "height", "fits")

    def __init__(
        self, lines: list[str], px: int, bold: bool, width: int, height: int, fits: bool
    ) -> None:
        self.lines, self.px, self.bold = lines, px, bold
        self.width, self.height, self.fits = width, height, fits

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


class Measurer:
    """Font objects for one Tk root (fonts belong to an interpreter), measurements shared."""

    def __init__(self, widget: tk.Misc, family: str = FAMILY) -> None:
        self.widget = widget
        self.family = family
        self._fonts: dict[tuple[int, bool], tkfont.Font] = {}

    def font(self, px: int, bold: bool = False) -> tkfont.Font:
        key = (px, bold)
        f = self._fonts.get(key)
        if f is None:
            f = tkfont.Font(
                root=self.widget,
                family=self.family,
                size=-px,
                weight="bold" if bold else "normal",
            )
            self._fonts[key] = f
        return f

    def width(self, text: str, px: int, bold: bool = False) -> int:
        key = (self.family, px, bold, text)
        w = _WIDTH.get(key)
        if w is None:
            w = _WIDTH[key] = int(self.font(px, bold).measure(text))
        return w

    def line(self, px: int, bold: bool = False) -> int:
        key = (self.family, px, bold)
        h = _LINE.get(key)
        if h is None:
            h = _LINE[key] = int(self.font(px, bold).metrics("linespace"))
        return h

    def wrap(
        self, text: str, width: float, px: int, bold: bool, hyphenate: bool = False
    ) -> list[str] | None:
        """Greedy wrap at spaces; None if one word alone is wider than ``width`` (with
        ``hyphenate``, unless a syllable break makes both its halves fit)."""
        lines: list[str] = []
        current = ""
        for word in text.split():
            if self.width(word, px, bold) > width:
                halves = self._split(word, width, px, bold) if hyphenate else None
                if halves is None:
                    return None
                if current:
                    lines.append(current)
                lines.append(halves[0])
                current = halves[1]
                continue
            candidate = f"{current} {word}" if current else word
            if not current or self.width(candidate, px, bold) <= width:
                current = candidate
            else:
                lines.append(current)
                current = word
        if current:
            lines.append(current)
        return lines

    def _split(self, word: str, width: float, px: int, bold: bool) -> tuple[str, str] | None:
        for at in syllable_breaks(word):
            head, tail = word[:at] + "-", word[at:]
            if self.width(head, px, bold) <= width and self.width(tail, px, bold) <= width:
                return head, tail
        return None

    def fit(
        self,
        text: str,
        width: float,
        height: float,
        px: int,
        bold: bool = False,
        min_px: int = MIN_PX,
        hyphenate: bool = False,
    ) -> Fit:
        """The biggest size (``px`` down to ``min_px``) at which ``text`` wraps at spaces into
        ``width`` x ``height``. If none does, the smallest size, still never split mid-word
        (``fits`` is then False and the block may be wider or taller than asked). With
        ``hyphenate``, a word split at a syllable is used when it makes the label at least
        ``HYPHEN_GAIN`` times bigger."""
        key = (self.family, text, int(width), int(height), px, bold, min_px, hyphenate)
        hit = _FIT.get(key)
        if hit is not None:
            return hit
        result = None
        for size in range(max(px, min_px), min_px - 1, -1):
            lines = self.wrap(text, width, size, bold)
            if lines is not None and len(lines) * self.line(size, bold) <= height:
                result = self._make(lines, size, bold, True)
                break
        if hyphenate and (result is None or result.px < max(px, min_px)):
            floor = result.px * HYPHEN_GAIN if result is not None else min_px
            for size in range(max(px, min_px), min_px - 1, -1):
                if size < floor:
                    break
                lines = self.wrap(text, width, size, bold, hyphenate=True)
                if lines is not None and len(lines) * self.line(size, bold) <= height:
                    result = self._make(lines, size, bold, True)
                    break
        if result is None:
            size = min_px
            lines = self.wrap(text, width, size, bold)
            if lines is None:  # a word wider than the box: one word per line, unbroken
                lines = text.split() or [""]
            result = self._make(lines, size, bold, False)
        _FIT[key] = result
        return result

    def _make(self, lines: list[str], px: int, bold: bool, fits: bool) -> Fit:
        w = max((self.width(x, px, bold) for x in lines), default=0)
        return Fit(lines, px, bold, w, len(lines) * self.line(px, bold), fits)

    def ellipsize(self, text: str, width: float, px: int, bold: bool = False) -> str:
        """``text`` cut at a word (or, for one long word, a letter) with "…" to fit ``width``."""
        key = (self.family, "…", text, int(width), px, bold)
        hit = _FIT.get(key)
        if hit is not None:
            return hit.text
        out = text
        if self.width(text, px, bold) > width:
            out = "…"
            for cut in range(len(text) - 1, 0, -1):
                candidate = text[:cut].rstrip() + "…"
                if self.width(candidate, px, bold) <= width:
                    out = candidate
                    break
        _FIT[key] = Fit([out], px, bold, self.width(out, px, bold), self.line(px, bold), True)
        return out
