"""How close each colony is to winning, in words for the table (C33, C34, C35): the progress
score (the sum over the four targets of min(value / target, 1), 0 to 4, shown as a
percentage), what each target still needs, and a plain sentence when a colony has reached all
four targets at once. Pure (no tkinter): built from a ``SeatView``, so it shows only what
every seat may know, and the tests read the same words as the table."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from florida_history.games.colonials.engine.tally import resources, towns
from florida_history.games.colonials.engine.view import PublicPlayer, SeatView
from florida_history.games.colonials.names import power
from florida_history.games.colonials.words import _, ngettext, pgettext

LABELS = ("pop", "gold", "resources", "towns")  # the four targets' ids (C33)


@dataclass(frozen=True)
class Target:
    label: str  # one of LABELS
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
        if not parts:
            return _("every target reached")
        return _("%(needs)s to go") % {"needs": ", ".join(parts)}

    def line(self) -> str:
        """ "Progress score 65% (2.6 of 4)" for the colony's box (each bar shows its gap)."""
        score = f"{float(self.score):.1f}".replace(".", pgettext("decimal mark", "."))
        return _("Progress score %(percent)d%% (%(score)s of 4)") % {
            "percent": self.percent,
            "score": score,
        }


def missing_words(t: Target) -> str:
    n = t.missing
    if t.label == "towns":
        return ngettext("%d Town Improvement", "%d Town Improvements", n) % n
    if t.label == "resources":
        return ngettext("%d Resource", "%d Resources", n) % n
    if t.label == "gold":
        return ngettext("%(n)d Gold", "%(n)d Gold", n) % {"n": n}
    return ngettext("%(n)d Population", "%(n)d Population", n) % {"n": n}


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
    for colony in reached:
        who = names.get(colony) or _("the %(power)s colony") % {"power": power(colony)}
        head = who[0].upper() + who[1:]
        if colony == active:
            out.append(
                _(
                    "%(head)s has reached all four targets: %(who)s wins at the end of this "
                    "turn if all four still hold then."
                )
                % {"head": head, "who": who}
            )
        else:
            turn = names.get(active) or _("the %(power)s") % {"power": power(active)}
            out.append(
                _(
                    "%(head)s has reached all four targets: the game ends at the end of "
                    "%(turn)s's turn if all four still hold then."
                )
                % {"head": head, "turn": turn}
            )
    return " ".join(out)


def round_words(view: SeatView) -> str:
    """ "Round 4 of 10" with a round limit (C35), else "Round 4"."""
    limit = view.settings.round_limit
    if limit:
        return _("Round %(n)d of %(limit)d") % {"n": view.round, "limit": limit}
    return _("Round %(n)d") % {"n": view.round}
