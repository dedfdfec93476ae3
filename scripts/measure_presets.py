"""Measure how long each game-length preset takes at a classroom pace and write the numbers
into florida_history/classroom/preset_minutes.py (the setup screen states them).

    .venv/bin/python scripts/measure_presets.py [--games 60]

Each game is the real engine with the heuristic computer player making the students' choices;
the seconds per step are presets.PACE_SECONDS, and lesson popups cost reading time the first
time each lesson appears in a game.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from florida_history.games.colonial_florida.ai.heuristic import HeuristicBot  # noqa: E402
from florida_history.games.colonial_florida.lessons import lessons_for_event  # noqa: E402
from florida_history.games.colonial_florida.presets import PRESETS, measure  # noqa: E402

OUT = ROOT / "florida_history" / "classroom" / "preset_minutes.py"


def lessons_for(events, round_number):  # type: ignore[no-untyped-def]
    out = []
    for e in events:
        out.extend(lessons_for_event(e, round_number))
    return out


def make_choose(seed: int):  # type: ignore[no-untyped-def]
    bots = {p: HeuristicBot(seed * 7 + i) for i, p in enumerate(("spanish", "british", "french"))}
    return {p: b.choose_action for p, b in bots.items()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    args = parser.parse_args()
    measured: dict[str, dict[str, float]] = {}
    lines = []
    for p in PRESETS:
        measured[p.key] = {}
        for players in (2, 3):
            med, lo, hi, rounds = measure(
                p.target_gold,
                p.round_limit,
                players,
                args.games,
                make_choose,
                lessons_for,
                turn_order=p.turn_order,
            )
            measured[p.key][str(players)] = round(med, 1)
            lines.append(
                f"{p.key:6} {players} players: median {med:4.1f} min "
                f"(80% of games {lo:4.1f}-{hi:4.1f}), {rounds:.0f} rounds, "
                f"{p.turn_order} turn order"
            )
            print(lines[-1], flush=True)
    body = "\n".join(f"#   {line}" for line in lines)
    OUT.write_text(
        '"""Written by scripts/measure_presets.py: median minutes per preset and player count."""\n'
        f"\n# {args.games} simulated games per row at presets.PACE_SECONDS:\n{body}\n\n"
        "MEASURED: dict[str, dict[str, float]] = {\n"
        + "".join(f"    {json.dumps(k)}: {json.dumps(v)},\n" for k, v in measured.items())
        + "}\n",
        encoding="utf-8",
    )
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
