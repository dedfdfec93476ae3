"""Game-length presets for a class period. Their minutes are MEASURED on the project's one
classroom clock (``games/colonial_florida/pace.py``; ``scripts/measure_pace.py`` plays each
preset with computer players standing in for the students), not guessed.
"""

from __future__ import annotations

from dataclasses import dataclass

from florida_history.games.colonial_florida.engine.state import FAIR_ORDER, FIXED_ORDER
from florida_history.games.colonial_florida.minutes import measured_minutes
from florida_history.games.colonial_florida.words import N_, _


@dataclass(frozen=True, slots=True)
class Preset:
    key: str
    name: str  # "Short": English msgids here, said with ``_()`` where shown
    label: str  # "Short (about 20 minutes)"
    target_gold: int
    round_limit: int | None
    intent: str  # what it is for, for the setup screen
    # The classroom presets play the fair turn order (issue #9: the sheet's fixed order lets
    # the first seat win 46% of 3-player games); "Full game" keeps the sheet's order.
    turn_order: str = FAIR_ORDER
    # R25 classroom variants, chosen by measurement (scripts/measure_class_presets.py); both
    # off in "Full game", the sheet's game.
    head_start: bool = False  # R25a
    founders_card: bool = False  # R25b

    def minutes(self, players: int = 3) -> float | None:
        """The measured median minutes for this many players (None if not measured)."""
        return measured_minutes(self.target_gold, self.round_limit, players)

    def describe(self, players: int = 3) -> str:
        m = self.minutes(players)
        fields = {
            "name": _(self.name),  # the name, not minutes measured long ago
            "gold": self.target_gold,
            "rounds": self.round_limit,
            "minutes": round(m) if m is not None else 0,
            "players": players,
        }
        if m is None:
            return _("{name}: first to {gold} gold.").format(**fields)
        if self.round_limit:
            text = _(
                "{name}: first to {gold} gold, or the richest after round {rounds}. Measured: "
                "about {minutes} minutes with {players} players at a classroom pace."
            )
        else:
            text = _(
                "{name}: first to {gold} gold. Measured: about {minutes} minutes with {players} "
                "players at a classroom pace."
            )
        return text.format(**fields)


# The classroom lengths play R25b Founder's card and not R25a Head start, chosen by
# scripts/measure_class_presets.py (3 Medium bots, fair order, 4,000 games each; the figures and
# every option tried are in docs/measurements/class-presets.md). Class period, 40 gold / 12
# rounds: a median of 11 cards, an attack decision in 46% of games, 36% won on the gold target,
# every power and start within 1.5 points of a third, 31 minutes with reading. Short, 25 gold /
# 9 rounds: 9 cards, 31%, 35%, within 2.1 points, 20 minutes. Head start gave Spain (St
# Augustine beside the start) up to 38% of Short games, so no preset uses it.
PRESETS: tuple[Preset, ...] = (
    Preset(
        "short",
        N_("Short"),
        N_("Short (about 20 minutes)"),
        25,
        9,
        N_("a demonstration or half a lesson"),
        founders_card=True,
    ),
    # About 31 minutes with reading (3 players, 16 lesson stops; scripts/measure_pace.py)
    # leaves a 40-minute period time to start and for the exit ticket.
    Preset(
        "period",
        N_("Class period"),
        N_("Class period (about 31 minutes)"),
        40,
        12,
        N_("a 40-minute class period"),
        founders_card=True,
    ),
    Preset(
        "full",
        N_("Full game"),
        N_("Full game (first to 50 gold)"),
        50,
        None,
        N_("the full game, no round limit, in the original game's turn order"),
        FIXED_ORDER,
    ),
)


def preset(key: str) -> Preset:
    for p in PRESETS:
        if p.key == key:
            return p
    raise KeyError(key)


def matching(
    target_gold: int | None,
    round_limit: int | None,
    head_start: bool | None = None,
    founders_card: bool | None = None,
) -> Preset | None:
    """The preset with exactly this gold target and round limit (and these R25 switches, when
    given), if any: a typed length that matches none selects no preset button."""
    return next(
        (
            p
            for p in PRESETS
            if p.target_gold == target_gold
            and p.round_limit == round_limit
            and head_start in (None, p.head_start)
            and founders_card in (None, p.founders_card)
        ),
        None,
    )
