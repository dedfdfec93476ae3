"""Keep the claims registers of one game's lessons in step with their text (issue #25).

    python scripts/claims_sync.py [--game colonial-florida|colonials] [lesson files...]

Keeps every claim whose words are still in its part of the lesson; adds a claim for each sentence
holding a number or superlative that no claim within (or around) that sentence covers yet. A new
claim names the source whose title shares most words with the sentence, and its support reads
"to locate on the page: ..." (the writer chose the source; the place on the page is still to be
found and quoted). Claims are written after a marker line at the end of the file; claims above
it stop the script.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tomllib
from pathlib import Path
from typing import Any

ROOT_DIR = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT_DIR))

from florida_history.content.claims import CHECKED_PLACES, claimable, covers  # noqa: E402
from florida_history.content.lessons import lesson_files  # noqa: E402
from florida_history.content.readability import split_sentences  # noqa: E402

LESSONS = ROOT_DIR / "lessons"
MARKER = "# --- Claims register (issue #25): every number, date and superlative, with its source."
UNLOCATED = "to locate on the page: "
STOP = set(
    "the and for with from that this were was have their they them into over about after "
    "before under between among which what when where florida history historical quarterly "
    "lesson page online https http www".split()
)
ORDER = {"short": 0, "long": 1, "questions": 2, "game_vs_history": 3}


def words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-záéíóúñü]+", text.lower()) if len(w) >= 4} - STOP


def pick_source(sentence: str, sources: list[dict[str, str]]) -> int:
    """The 1-based source whose title and address share most words (and years) with it."""
    said, years = words(sentence), set(re.findall(r"\b1[0-9]{3}\b", sentence))
    best, best_score = 1, -1.0
    for i, source in enumerate(sources, 1):
        about = source["title"] + " " + re.sub(r"[-_/]", " ", source["url"])
        score = len(said & words(about)) + 0.5 * len(
            years & set(re.findall(r"\b1[0-9]{3}\b", about))
        )
        score -= 0.25 if "wikipedia.org" in source["url"] else 0
        if score > best_score:
            best, best_score = i, score
    return best


def flat(text: str) -> str:
    return " ".join(text.split())


def sync(path: Path, game: str) -> tuple[int, int] | None:
    """(claims in the register, claims added) for one lesson file, or None if not ``game``'s."""
    text = path.read_text(encoding="utf-8")
    data = tomllib.loads(text)
    if data.get("game", "colonial-florida") != game:
        return None
    head = text.split(MARKER)[0].rstrip("\n") + "\n"
    if "[[claims]]" in head:
        sys.exit(f"{path}: [[claims]] above the marker line; move them below it first")
    chunks = {
        "short": [flat(data["short"])],
        "long": [flat(data["long"])],
        "questions": [flat(q["answer"]) for q in data.get("questions", [])],
    }
    joined = {where: flat(" ".join(parts)) for where, parts in chunks.items()}
    kept: list[dict[str, Any]] = [
        c
        for c in data.get("claims", [])
        if c.get("where") in joined and flat(c.get("claim", "")) in joined[c["where"]]
    ]
    for claim in kept:
        if claim["support"].startswith(UNLOCATED):
            claim["support"] = UNLOCATED + ", ".join(claimable(claim["claim"]))
    added = 0
    for where in CHECKED_PLACES:
        for chunk in chunks[where]:
            for sentence in split_sentences(chunk):
                # Each sentence gets its own claim unless claims inside (or around) it already
                # hold every number and superlative it states.
                have = [
                    c["claim"]
                    for c in kept
                    if c["where"] == where and (c["claim"] in sentence or sentence in c["claim"])
                ]
                items = claimable(sentence)
                if all(any(covers(h, item) for h in have) for item in items):
                    continue
                source = pick_source(sentence, data["sources"])
                kept.append(
                    {
                        "claim": sentence,
                        "where": where,
                        "source": source,
                        "support": UNLOCATED + ", ".join(items),
                        "checked": "",
                    }
                )
                added += 1
    kept.sort(key=lambda c: (ORDER[c["where"]], joined.get(c["where"], "").find(flat(c["claim"]))))
    if not kept:
        path.write_text(head, encoding="utf-8")
        return 0, 0
    block = [
        MARKER,
        "# `checked` is filled only by an independent checker (docs/LESSON-FORMAT.md).",
        "",
    ]
    for c in kept:
        block += ["[[claims]]"]
        block += [
            f"{key} = {json.dumps(c.get(key, ''), ensure_ascii=False)}"
            for key in ("claim", "where")
        ]
        block += [f"source = {c['source']}"]
        block += [
            f"{key} = {json.dumps(c.get(key, ''), ensure_ascii=False)}"
            for key in ("support", "checked")
        ]
        block += [""]
    path.write_text(head + "\n" + "\n".join(block).rstrip("\n") + "\n", encoding="utf-8")
    return len(kept), added


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--game", default="colonial-florida", choices=("colonial-florida", "colonials")
    )
    parser.add_argument("files", nargs="*", type=Path)
    args = parser.parse_args()
    files = args.files or lesson_files(LESSONS)  # not the registers nor lessons/es/
    total = added = 0
    for path in files:
        result = sync(path, args.game)
        if result:
            total, added = total + result[0], added + result[1]
    print(f"{args.game}: {total} claims in the registers, {added} added")


if __name__ == "__main__":
    main()
