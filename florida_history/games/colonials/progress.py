"""How close each colony is to winning, in words for the table (C33, C34, C35): the progress
score (the sum over the four targets of min(value / target, 1), 0 to 4, shown as a
percentage), what each target still needs, and a plain sentence when a colony has reached all
four targets at once. Pure (no tkinter): built from a ``SeatView``, so it shows only what
every seat may know, and the tests read the same words as the table."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from gettext import ngettext

from florida_history.games.colonials.engine.state import POWER_NAMES
from florida_history.games.colonials.engine.tally import resources, towns
from florida_history.games.colonials.engine.view import PublicPlayer, SeatView

LABELS = ("Population", "Gold", "Resources", "Town Improvements")


@dataclass(frozen=True)
class Target:
    label: str
    value: int
    target: int

    @property
    def missing(self) -> int:
        return max(0, self.target - self.value)

    @property
    def reached(self) -> bool:
        return self.value >= self.target


@dataclass(frozen=True)
class Progress:
    power: str
    targets: tuple[Target, ...]

    @property
    def score(self) -> Fraction:
        """C35: exact, 0 to 4."""
        return sum(
            (min(Fraction(t.value, t.target), Fraction(1)) for t in self.targets), Fraction(0)
        )

    @property
    def percent(self) -> int:
        """The score out of 4 as a whole percentage, halves rounded up."""
        return int(self.score * 25 + Fraction(1, 2))

    @property
    def reached_all(self) -> bool:
        return all(t.reached for t in self.targets)

    def to_go(self) -> str:
        """What the colony still needs: "9 Population, 1 Town Improvement to go"."""
        parts = [missing_words(t) for t in self.targets if not t.reached]
        return ", ".join(parts) + " to go" if parts else "every target reached"

    def line(self) -> str:
        """ "Progress score 65% (2.6 of 4)" for the colony's box (each bar shows its gap)."""
        return f"Progress score {self.percent}% ({float(self.score):.1f} of 4)"


def missing_words(t: Target) -> str:
    if t.label == "Town Improvements":
        return ngettext("%d Town Improvement", "%d Town Improvements", t.missing) % t.missing
    if t.label == "Resources":
        return ngettext("%d Resource", "%d Resources", t.missing) % t.missing
    return f"{t.missing} {t.label}"


def progress_of(view: SeatView, player: PublicPlayer) -> Progress:
    s = view.settings
    values = (player.pop, player.gold, resources(player), towns(player))  # type: ignore[arg-type]
    goals = (s.target_pop, s.target_gold, s.target_resources, s.target_towns)
    return Progress(
        player.power,
        tuple(Target(lab, v, g) for lab, v, g in zip(LABELS, values, goals, strict=True)),
    )


def winning_words(view: SeatView, names: dict[str, str] | None = None) -> str:
    """The sentence for a colony at all four targets (C33: checked at the end of each turn),
    or "" when none is. ``names`` gives each power's player ("Ana")."""
    names = names or {}
    active = view.active
    reached = [p.power for p in view.players if p.alive and progress_of(view, p).reached_all]
    out = []
    for power in reached:
        who = names.get(power) or f"the {POWER_NAMES[power]} colony"
        head = who[0].upper() + who[1:]
        if power == active:
            out.append(
                f"{head} has reached all four targets: {who} wins at the end of this turn "
                "if all four still hold then."
            )
        else:
            turn = names.get(active) or f"the {POWER_NAMES[active]}"
            out.append(
                f"{head} has reached all four targets: the game ends at the end of {turn}'s "
                f"turn if all four still hold then."
            )
    return " ".join(out)


def round_words(view: SeatView) -> str:
    """ "Round 4 of 10" with a round limit (C35), else "Round 4"."""
    limit = view.settings.round_limit
    return f"Round {view.round} of {limit}" if limit else f"Round {view.round}"
