"""The claims register of a lesson: every date, number and superlative it states, with the
source that supports it, so an independent checker can verify each one (issue #25).

A lesson lists its claims as ``[[claims]]`` tables (see ``docs/LESSON-FORMAT.md``). Play
ignores them; ``lessons check`` and the tests use them: a number or superlative in the short
text, the long text or a graded answer with no claim for it fails the tests, and claims not
yet checked by someone who did not write the lesson are reported.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from florida_history.words import _

if TYPE_CHECKING:
    from florida_history.content.lessons import Lesson

# Where in a lesson a claim is made.
PLACES: tuple[str, ...] = ("short", "long", "game_vs_history", "questions")
# The parts of a lesson whose numbers and superlatives must each have a claim.
CHECKED_PLACES: tuple[str, ...] = ("short", "long", "questions")
SUPERLATIVES: tuple[str, ...] = ("first", "largest", "only", "most", "oldest", "biggest")
_NUMBER = re.compile(r"(?<![\w.,])[0-9]+(?:[.,][0-9]+)*")
_SUPERLATIVE = re.compile(r"\b(" + "|".join(SUPERLATIVES) + r")\b", re.IGNORECASE)
# "2026-12-02 Ana Ruiz: ok" or "...: fixed" — the date, the checker's name and the verdict.
CHECKED_MARK = re.compile(r"^\d{4}-\d{2}-\d{2} [^:]+: (ok|fixed)$")


@dataclass(frozen=True, slots=True)
class Claim:
    """One checkable statement: ``claim`` is the lesson's own words, ``source`` the 1-based
    index of the lesson source that supports it, ``support`` where on that page."""

    claim: str
    where: str
    source: int
    support: str
    checked: str = ""


def _flat(text: str) -> str:
    return " ".join(text.split())


def parse_claims(raw: Any, sources: int) -> tuple[tuple[Claim, ...], list[str]]:
    """The claims of a lesson's ``claims`` value, and what is wrong with any of them (a claim
    with a problem is left out). ``sources`` is how many sources the lesson has."""
    if raw is None:
        return (), []
    if not isinstance(raw, list):
        return (), [_("'claims' must be a list of [[claims]] tables")]
    claims: list[Claim] = []
    problems: list[str] = []
    for i, item in enumerate(raw, 1):
        if not isinstance(item, dict):
            problems.append(_("claim {n} must be a table").format(n=i))
            continue
        text, where, source = item.get("claim"), item.get("where"), item.get("source")
        support, checked = item.get("support", ""), item.get("checked", "")
        if not isinstance(text, str) or not text.strip():
            problems.append(_("claim {n} has no 'claim' text").format(n=i))
        elif where not in PLACES:
            problems.append(
                _("claim {n} ('{text}'): 'where' must be one of {places}").format(
                    n=i, text=text, places=", ".join(PLACES)
                )
            )
        elif type(source) is not int or not 1 <= source <= sources:
            problems.append(
                _(
                    "claim {n} ('{text}'): 'source' must be a number from 1 to {sources} "
                    "(the place of its source in the lesson's [[sources]])"
                ).format(n=i, text=text, sources=sources)
            )
        elif not isinstance(support, str) or not support.strip():
            problems.append(
                _("claim {n} ('{text}'): 'support' must say where on the page").format(
                    n=i, text=text
                )
            )
        elif not isinstance(checked, str) or (checked and not CHECKED_MARK.match(checked)):
            problems.append(
                _(
                    "claim {n} ('{text}'): 'checked' must be empty or like "
                    "'2026-12-02 Name: ok' (or ': fixed')"
                ).format(n=i, text=text)
            )
        else:
            claims.append(Claim(_flat(text), where, source, support.strip(), checked))
    return tuple(claims), problems


def text_of(lesson: Lesson, where: str) -> str:
    """The words of one part of a lesson; ``questions`` is every answer."""
    if where == "questions":
        return "\n".join(q.answer for q in lesson.questions)
    text: str = getattr(lesson, where)
    return text


def claimable(text: str) -> list[str]:
    """The numbers (runs of digits) and superlatives in ``text``, in order, each once."""
    found = _NUMBER.findall(text) + [m.lower() for m in _SUPERLATIVE.findall(text)]
    return list(dict.fromkeys(found))


def covers(claim: str, item: str) -> bool:
    if item[0].isdigit():
        return re.search(rf"(?<![\w.,]){re.escape(item)}(?![0-9]|[.,][0-9])", claim) is not None
    return re.search(rf"\b{re.escape(item)}\b", claim, re.IGNORECASE) is not None


def unclaimed(lesson: Lesson) -> list[tuple[str, str]]:
    """(part, number or superlative) in the lesson's short text, long text or answers that
    no claim of that part contains."""
    missing = []
    for where in CHECKED_PLACES:
        claims = [c.claim for c in lesson.claims if c.where == where]
        for item in claimable(text_of(lesson, where)):
            if not any(covers(claim, item) for claim in claims):
                missing.append((where, item))
    return missing


def misplaced(lesson: Lesson) -> list[Claim]:
    """Claims whose words are no longer in the part of the lesson they name (the lesson was
    rewritten and its register not updated)."""
    return [c for c in lesson.claims if c.claim not in _flat(text_of(lesson, c.where))]


def unchecked(lessons: Iterable[Lesson]) -> dict[str, int]:
    """Lesson id -> how many of its claims no independent checker has marked yet (lessons
    without claims count every claim they need)."""
    out: dict[str, int] = {}
    for lesson in lessons:
        waiting = sum(1 for c in lesson.claims if not c.checked) if lesson.claims else -1
        if waiting:
            out[lesson.id] = waiting
    return out
