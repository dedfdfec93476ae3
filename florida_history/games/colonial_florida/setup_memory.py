"""What Colonial Florida's setup form remembers between games (kept in the user's settings
JSON, under the game's id; see ``app/new_game_memory.py``): who plays which power, their names
and strengths, the game length, the turn order and the R25 classroom variants. The game number
is never remembered: every game gets a new one unless the class types theirs."""

from __future__ import annotations

from typing import Any

from florida_history.games.colonial_florida.engine.state import POWERS, TURN_ORDERS
from florida_history.plain import is_text_choice

SEAT_KINDS = ("Human", "Computer", "Not playing")
MAX_NAME = 24
VARIANT_SWITCHES = ("head_start", "founders_card")  # R25a, R25b


def clean(data: Any) -> dict[str, Any]:
    """Only the well-formed parts of a remembered setup (a damaged part is simply forgotten)."""
    if not isinstance(data, dict):
        return {}
    out: dict[str, Any] = {}
    seats = data.get("seats")
    if isinstance(seats, dict):
        good = {}
        for power, seat in seats.items():
            if not is_text_choice(power, POWERS) or not isinstance(seat, dict):
                continue
            kind, name, strength = seat.get("kind"), seat.get("name"), seat.get("strength")
            if (
                is_text_choice(kind, SEAT_KINDS)
                and isinstance(name, str)
                and isinstance(strength, str)
            ):
                good[power] = {"kind": kind, "name": name[:MAX_NAME], "strength": strength}
        if good:
            out["seats"] = good
    target = data.get("target_gold")
    if isinstance(target, int) and not isinstance(target, bool) and 20 <= target <= 100:
        out["target_gold"] = target
    if "round_limit" in data:
        limit = data["round_limit"]
        if limit is None or (
            isinstance(limit, int) and not isinstance(limit, bool) and 1 <= limit <= 1000
        ):
            out["round_limit"] = limit
    if is_text_choice(data.get("turn_order"), TURN_ORDERS):
        out["turn_order"] = data["turn_order"]
    for switch in VARIANT_SWITCHES:
        if type(data.get(switch)) is bool:
            out[switch] = data[switch]
    return out


def remember(
    seats: dict[str, tuple[str, str, str]],
    target_gold: int,
    round_limit: int | None,
    turn_order: str,
    head_start: bool = False,
    founders_card: bool = False,
) -> dict[str, Any]:
    """The dialog's choices as JSON-ready data; ``seats``: power -> (kind, name, strength)."""
    return clean(
        {
            "seats": {p: {"kind": k, "name": n, "strength": s} for p, (k, n, s) in seats.items()},
            "target_gold": target_gold,
            "round_limit": round_limit,
            "turn_order": turn_order,
            "head_start": head_start,
            "founders_card": founders_card,
        }
    )
