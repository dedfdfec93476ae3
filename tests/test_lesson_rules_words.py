"""Issue #25: what a lesson says the game does must be what the engine does.

A lesson once said "Cattle, Livestock and Dairy Farming are Animal resources"; the engine (and
rule C16) makes Dairy Farming an Agriculture resource, so players were misled about the majority
bonus. These checks read every English lesson (short text, long text, "Game vs. History" note,
questions and right answers; wrong answers are meant to be wrong) and the card lessons' Spanish
short texts, and compare each statement they can parse with the engines' own card tables:

- Colonials: a card named together with a Resource type word ("X and Y are Sea resources") has
  that type (C16); a card said to cost N Gold costs N (C19); a Resource said to pay N Gold a turn
  pays 1 (C15); nothing is said to be raided or played "at any time" (C19, C27).
- Colonial Florida: a card's type letters "(T/S)" and type words ("a Trade and Sea card") match
  its kind (rules' deck table); "another K card, Tobacco" names only cards of that type; a card
  lesson's "adds 1 to its settlement's income", "counts two" and "There are four in the deck"
  match R11 and the deck counts; no card "costs" gold (the game has no card costs); a named card
  said to move is movable (M, R21) and only a Fortress never moves (R16, R20).

Each check is also run on the old wrong wording, so a check that stops finding anything fails.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

import pytest

from florida_history.content import load_library
from florida_history.content.lessons import Lesson, LessonLibrary
from florida_history.games.colonial_florida import names as cf_names
from florida_history.games.colonial_florida.engine.cards import KIND_BY_SLUG, CardKind
from florida_history.games.colonials import names as col_names
from florida_history.games.colonials.engine.cards import BY_ID, Card

NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
NUMBER = r"(\d+|one|two|three|four|five|six)"


def number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBER_WORDS[word.lower()]


def sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+", text.replace("\n", " ")) if s.strip()]


def name_pattern(name: str) -> str:
    """A card name as lessons write it: "&" may be "and"; case as printed (proper names)."""
    words = [re.escape(w) for w in name.split()]
    return r"\b" + r"\s+".join(w.replace("\\&", "(?:&|and)") for w in words) + r"\b"


def names_regex(names: Iterable[str]) -> re.Pattern[str]:
    """One regex matching any of ``names``, longest first ("Trading Post" before "Post")."""
    ordered = sorted(names, key=len, reverse=True)
    return re.compile("|".join(f"(?:{name_pattern(n)})" for n in ordered))


def english_texts(lesson: Lesson) -> Iterator[str]:
    yield lesson.short
    yield lesson.long
    yield lesson.game_vs_history
    for q in lesson.questions:
        yield q.question
        yield q.answer


@pytest.fixture(scope="module")
def library() -> LessonLibrary:
    return load_library()


# --- Colonials ---------------------------------------------------------------------------------

# C16's five types as lessons write them ("Animal resources" is the Animals type).
COL_TYPE_WORDS = {
    "Agriculture": "Agriculture",
    "Animal": "Animals",
    "Animals": "Animals",
    "Trade": "Trade",
    "Sea": "Sea",
    "Manufacturing": "Manufacturing",
}
COL_TYPE_CLAIM = re.compile(
    r"\b(Agriculture|Animals?|Trade|Sea|Manufacturing)\s+(?:resources?|cards?)\b"
)


def _col_names() -> dict[str, Card]:
    """Every Colonials card's English names (sheet and classroom) -> card; "Colonists" names
    two cards (C1), so it is left out."""
    out: dict[str, Card] = {}
    for cid, name in col_names.CARD_NAMES.items():
        if name != "Colonists":
            out[name] = BY_ID[cid]
    for cid, name in col_names.CLASSROOM_NAMES.items():
        out[name] = BY_ID[cid]
    return out


COL_NAMES = _col_names()
COL_NAME_RE = names_regex(COL_NAMES)
COL_COST = re.compile(
    r"\bcosts?\s+" + NUMBER + r"\s+Gold\b(?!\s+(?:a|each|every)\s+turn|\s+to\s+keep)"
)
COL_PAYS = re.compile(r"\bpays?\s+" + NUMBER + r"\s+Gold\s+(?:a|each|every)\s+turn\b")
# C19, C27: raids happen once, in your own Raid phase; cards are played in set phases.
COL_ANY_TIME = re.compile(r"\b(?:raid|play)\w*\b[^.]*\bat any time\b")


def _card_named(match: re.Match[str]) -> Card:
    """The card a name match names ("Oats and Rye" is "Oats & Rye")."""
    text = re.sub(r"\s+", " ", match.group(0))
    return COL_NAMES.get(text) or COL_NAMES[text.replace(" and ", " & ")]


def colonials_problems(text: str) -> list[str]:
    """What ``text`` says about Colonials cards that the engine contradicts."""
    problems: list[str] = []
    for sentence in sentences(text):
        claims = list(COL_TYPE_CLAIM.finditer(sentence))
        start = 0
        for i, claim in enumerate(claims):
            said = COL_TYPE_WORDS[claim.group(1)]
            segment = sentence[start : claim.start()]
            named = list(COL_NAME_RE.finditer(segment))
            if not named:  # "the Sea resources Cod Fishing and Fishery": names follow
                end = claims[i + 1].start() if i + 1 < len(claims) else len(sentence)
                named = list(COL_NAME_RE.finditer(sentence[claim.end() : end]))
            for m in named:
                card = _card_named(m)
                if card.type == "R" and card.resource_type != said:
                    problems.append(
                        f"{m.group(0)!r} is called {claim.group(0)!r}, but the engine makes it "
                        f"{card.resource_type} (C16): {sentence!r}"
                    )
                elif card.type != "R":
                    problems.append(
                        f"{m.group(0)!r} is called {claim.group(0)!r}, but it is not a Resource "
                        f"card (type {card.type}): {sentence!r}"
                    )
            start = claim.end()
        if COL_ANY_TIME.search(sentence):
            problems.append(
                f"nothing in the game happens 'at any time': a raid is once a turn in the Raid "
                f"phase (C27), cards are played in their phases (C19, C31): {sentence!r}"
            )
        for pattern, what in ((COL_COST, "costs"), (COL_PAYS, "pays each turn")):
            for cost in pattern.finditer(sentence):
                said_n = number(cost.group(1))
                for m in COL_NAME_RE.finditer(sentence[: cost.start()]):
                    card = _card_named(m)
                    actual = card.cost if what == "costs" else (1 if card.is_resource else 0)
                    if actual != said_n:
                        problems.append(
                            f"{m.group(0)!r} {what} {actual} Gold in the engine (C15, C19), "
                            f"the lesson says {said_n}: {sentence!r}"
                        )
    return problems


def test_c16_colonials_lessons_name_card_types_costs_as_the_engine(
    library: LessonLibrary,
) -> None:
    problems = {
        lesson.id: found
        for lesson in library.lessons.values()
        if lesson.game == "colonials"
        for found in [[p for t in english_texts(lesson) for p in colonials_problems(t)]]
        if found
    }
    assert problems == {}


@pytest.mark.parametrize(
    "old_wording",
    [
        "In the game, Cattle, Livestock and Dairy Farming are Animal resources.",
        "In the game, Dairy Farming is an Animals resource that pays 1 Gold a turn.",
        "Lumber and Whaling are Sea resources that each pay 1 Gold a turn.",
        "In the game, College is a Town Improvement that costs 3 Gold.",
        "In the game, Cod Fishing is a Sea resource that pays 2 Gold a turn.",
        "In the game, an English player may raid a French player at any time.",
        "Any power can play it at any time.",
    ],
)
def test_c16_colonials_check_finds_old_wrong_wording(old_wording: str) -> None:
    assert colonials_problems(old_wording)


@pytest.mark.parametrize(
    "right_wording",
    [
        "In the game, Cattle and Livestock are Animal resources, and Dairy Farming is an "
        "Agriculture resource.",
        "In the game, Meetinghouse and Church are two separate Town Improvements that cost 2 "
        "Gold each.",
        "They are free to play, cost 1 Gold a turn to keep, and add one die to a raid.",
        "In the game, Wheat & Barley, Oats and Rye and Brewery are Agriculture resources.",
    ],
)
def test_c16_colonials_check_accepts_right_wording(right_wording: str) -> None:
    assert colonials_problems(right_wording) == []


# --- Colonial Florida ------------------------------------------------------------------------

# Type letters and the words the lessons use for them (rules' deck table; names.TYPE_NAMES).
CF_TYPE_WORDS: dict[str, str] = {
    "T": r"\bTrade\b",
    "L": r"\bLabor\b",
    "F": r"\bFood\b",
    "K": r"\bCash\b",
    "V": r"\bCivilization\b",
    "A": r"\bAnimal\b",
    "W": r"\bWood\b",
    "S": r"\bSea\b",
    "X": r"\bspecial\b",
}
CF_MOVABLE = re.compile(r"\bmovable\b|\bcan move\b|\bmay move\b", re.IGNORECASE)
CF_COMBATANT = re.compile(r"\bcombatant\b", re.IGNORECASE)


def _cf_names() -> dict[str, CardKind]:
    out: dict[str, CardKind] = {}
    for slug, (original, classroom) in cf_names.CARD_NAMES.items():
        out[original] = KIND_BY_SLUG[slug]
        if classroom:
            out[classroom] = KIND_BY_SLUG[slug]
    # "Entertainment (taverns, billiards, bathhouses)" is written "Entertainment" in prose.
    return {n: k for n, k in out.items() if "(" not in n}


CF_NAMES = _cf_names()
CF_NAME_RE = names_regex(CF_NAMES)
CF_LETTERS = re.compile(r"\(([A-Z](?:/[A-Z])?)\)")
# "Fishing is an Animal and Sea card (A/S)", "calls Sugarcane a Food crop (F)".
CF_TYPE_PHRASE = re.compile(
    r"^\s*(?:is|are)?\s*(?:just\s+)?(?:both\s+)?(?:one\s+more\s+|one\s+|an?\s+)"
    r"(?P<phrase>[^.;:()]{0,60}?)\s*"
    r"(?:\b(?:card|cards|income card)\b|\((?P<letters>[A-Z](?:/[A-Z])?)\))"
)
CF_PAIR = re.compile(r"\b(?:another|the other)\s+([A-Z])\s+card\b")
CF_COST = re.compile(r"\bcosts?\s+" + NUMBER + r"\s+gold\b", re.IGNORECASE)


def _cf_kind(name: str) -> CardKind:
    text = re.sub(r"\s+", " ", name)
    return CF_NAMES.get(text) or CF_NAMES[text.replace(" and ", " & ")]


def _letters_in(phrase: str) -> set[str]:
    found = {letter for letter, words in CF_TYPE_WORDS.items() if re.search(words, phrase)}
    if CF_MOVABLE.search(phrase):
        found.add("M")
    elif CF_COMBATANT.search(phrase):
        found.add("C")
    return found


def colonial_florida_problems(text: str, own: CardKind | None = None) -> list[str]:
    """What ``text`` says about Colonial Florida cards that the engine contradicts; ``own`` is
    the card a card lesson is about ("It adds 1 to its settlement's income")."""
    problems: list[str] = []
    for sentence in sentences(text):
        for m in CF_NAME_RE.finditer(sentence):
            kind = _cf_kind(m.group(0))
            typed = CF_TYPE_PHRASE.match(sentence[m.end() :])
            if typed:
                letters = typed.group("letters")
                if letters and letters != kind.type_label:
                    problems.append(
                        f"{m.group(0)!r} is marked ({letters}), the engine's type is "
                        f"{kind.type_label}: {sentence!r}"
                    )
                words = _letters_in(typed.group("phrase"))
                if words and words != set(kind.types):
                    problems.append(
                        f"{m.group(0)!r} is called {typed.group('phrase')!r}, the engine's type "
                        f"is {kind.type_label}: {sentence!r}"
                    )
            rest = sentence[m.end() :]
            nxt = CF_NAME_RE.search(rest)
            clause = rest[: nxt.start()] if nxt else rest
            if re.search(r"\bnever moves?\b", clause) and kind.slug != "fortress":
                problems.append(
                    f"{m.group(0)!r} is said never to move; only a Fortress never moves (R16, "
                    f"R20, R21): {sentence!r}"
                )
            if re.match(r"\s*(?:is|are)\b[^.]*?\bcan move\b", clause) and not kind.is_movable:
                problems.append(f"{m.group(0)!r} is said to move, but it is not M (R21)")
        for pair in CF_PAIR.finditer(sentence):
            for m in CF_NAME_RE.finditer(sentence[pair.end() :]):
                kind = _cf_kind(m.group(0))
                if pair.group(1) not in kind.types:
                    problems.append(
                        f"{m.group(0)!r} is given as {pair.group(0)!r}, but its type is "
                        f"{kind.type_label}: {sentence!r}"
                    )
        if CF_COST.search(sentence) and re.search(r"\b(?:card|game)\b", sentence):
            problems.append(f"no Colonial Florida card costs gold: {sentence!r}")
        if own is not None:
            problems.extend(_own_card_numbers(sentence, own))
    return problems


def _own_card_numbers(sentence: str, own: CardKind) -> Iterator[str]:
    """A card lesson's numbers about its own card: R11's income, the deck table's count."""
    for m in re.finditer(r"\b(?:It|it|Each one)\s+adds\s+" + NUMBER + r"\b", sentence):
        if number(m.group(1)) != own.income_value:
            yield f"{own.slug} adds {own.income_value} (R11), the lesson says {m.group(0)!r}"
    for m in re.finditer(r"\bcounts\s+" + NUMBER + r"\s+toward\b", sentence):
        if number(m.group(1)) != own.income_value:
            yield f"{own.slug} counts {own.income_value} (R11), the lesson says {m.group(0)!r}"
    for m in re.finditer(
        r"\b(?:There are|The deck holds)\s+" + NUMBER + r"\s+(?:in the deck|of them)\b", sentence
    ):
        if number(m.group(1)) != own.count:
            yield f"{own.slug}: {own.count} in the deck, the lesson says {m.group(0)!r}"
    for m in re.finditer(r"\bpay\s+" + NUMBER + r"\s+gold\s+less\b", sentence):
        if own.is_cutthroats and number(m.group(1)) != 1:
            yield f"Cutthroats & Thieves takes 1 (R11), the lesson says {m.group(0)!r}"


def _own_kind(lesson: Lesson) -> CardKind | None:
    slug = lesson.id.removeprefix("card-")
    return KIND_BY_SLUG.get(slug) if lesson.id.startswith("card-") else None


def test_r11_colonial_florida_lessons_name_card_types_and_numbers_as_the_engine(
    library: LessonLibrary,
) -> None:
    problems = {
        lesson.id: found
        for lesson in library.lessons.values()
        if lesson.game != "colonials"
        for found in [
            [
                p
                for t in english_texts(lesson)
                for p in colonial_florida_problems(t, _own_kind(lesson))
            ]
        ]
        if found
    }
    assert problems == {}


def test_r11_every_card_lesson_states_its_type_letters_in_both_languages(
    library: LessonLibrary,
) -> None:
    """Each card lesson's short text says "(T/S)" etc. once, in English and in Spanish, and the
    letters are the card's (the Spanish names are the catalog's, so the letters are compared)."""
    spanish = library.translations.get("es", {})
    wrong: dict[str, list[str]] = {}
    for slug, kind in KIND_BY_SLUG.items():
        lesson = library.lessons[kind.lesson_id]
        texts = {"en": lesson.short}
        if kind.lesson_id in spanish:
            texts["es"] = spanish[kind.lesson_id].short
        for language, short in texts.items():
            letters = CF_LETTERS.findall(short)
            if letters != [kind.type_label]:
                wrong[f"{slug} ({language})"] = letters
    assert wrong == {}


@pytest.mark.parametrize(
    ("old_wording", "own"),
    [
        ("In the game, Sugarcane is a Cash crop (K) income card.", None),
        ("In the game, Fishing is an Animal card (A).", None),
        ("In the game, Warship is a combatant (C).", None),
        ("It can pair with another F card, such as Orange Groves or Tobacco, for a bonus.", None),
        ("In the game Provincial Units stay in one place and never move, unlike Soldiers.", None),
        ("In the game, a Fortress costs 3 gold.", None),
        ("It adds 2 to its settlement's income.", "timber"),
        ("There are two in the deck.", "busy-port"),
        ("It counts three toward its settlement's income instead of one.", "provincial-capitol"),
    ],
)
def test_r11_colonial_florida_check_finds_old_wrong_wording(
    old_wording: str, own: str | None
) -> None:
    kind = KIND_BY_SLUG[own] if own else None
    assert colonial_florida_problems(old_wording, kind)


@pytest.mark.parametrize(
    "right_wording",
    [
        "In the game, Busy Port is a Trade and Sea card (T/S).",
        "The game calls Sugarcane a Food crop (F), like farms and orange groves.",
        "In the game, German Mercenaries is a combatant that can move (M).",
        "In the game, Trapping & Harvesting is an Animal and Sea card (A/S).",
        "It can pair with another K card, Tobacco, for a bonus.",
        "In the game a Fortress can never be destroyed.",
    ],
)
def test_r11_colonial_florida_check_accepts_right_wording(right_wording: str) -> None:
    assert colonial_florida_problems(right_wording) == []
