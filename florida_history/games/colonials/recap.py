"""The Colonials recap without Tk: each colony's Population and Gold turn by turn, the events
that mattered (colonies knocked out, big raids, trades agreed, Peace cards, the end) and the
lessons met. Built from the game's events (their Population and Gold counts are absolute, so
the series need no replay) or from a session's own per-turn snapshots, so a test can check it
and the recap window only draws it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from florida_history.games.colonials import names as say
from florida_history.games.colonials.engine import events as ev
from florida_history.games.colonials.engine.state import (
    LAST_STANDING,
    ROUND_LIMIT,
    START_GOLD,
    START_POP,
    GameState,
)
from florida_history.games.colonials.words import _, ngettext

BIG_RAID = 1  # a raid with at least this many losses (or that knocks a colony out) is news
BIG_HARDSHIP = 5  # a Hardship that took at least this many people is news
NOTABLE_KINDS = ("elimination", "raid", "hardship", "peace", "trade", "victory")

# power -> (Population, Gold) at one moment
Snapshot = Mapping[str, tuple[int, int]]


@dataclass(frozen=True, slots=True)
class Notable:
    turn: int  # player-turn number, 1 for the game's first turn
    round: int
    kind: str  # one of NOTABLE_KINDS
    text: str


@dataclass
class ColonialsRecap:
    winners: tuple[str, ...]
    win_reason: str | None
    headline: str
    seating: tuple[str, ...]
    names: dict[str, str]
    pop_series: dict[str, list[int]]  # power -> Population at the start, after turn 1, 2, …
    gold_series: dict[str, list[int]]
    eliminated: tuple[str, ...]
    notables: list[Notable]
    lessons_met: list[str]
    turns: int
    rounds: int
    target_pop: int
    target_gold: int
    seed: int
    counts: dict[str, int] = field(default_factory=dict)  # notable kind -> how many

    @property
    def final_pop(self) -> dict[str, int]:
        return {p: s[-1] for p, s in self.pop_series.items()}

    @property
    def final_gold(self) -> dict[str, int]:
        return {p: s[-1] for p, s in self.gold_series.items()}

    def standings(self) -> list[tuple[str, int, int]]:
        """(power, Population, Gold): winners first, then colonies still in, most people."""
        rows = [(p, self.final_pop[p], self.final_gold[p]) for p in self.seating]
        return sorted(
            rows, key=lambda r: (r[0] not in self.winners, r[0] in self.eliminated, -r[1], -r[2])
        )

    def colony_line(self, power: str) -> str:
        """One line per colony for the recap's list."""
        pop, gold = self.final_pop[power], self.final_gold[power]
        label = player_label(self.names[power], power)
        fields = {"label": label, "pop": say.population(pop), "gold": say.gold(gold)}
        if power in self.winners:
            return _("%(label)s: %(pop)s, %(gold)s. Winner.") % fields
        if power in self.eliminated:
            return _("%(label)s: %(pop)s, %(gold)s. Out of the game.") % fields
        return _("%(label)s: %(pop)s, %(gold)s. Still in.") % fields


def player_label(name: str, power: str) -> str:
    """ "Ana (English)", or just "English" when the name is the power's own."""
    own = say.power_label(power)
    return name if name == own else f"{name} ({own})"


def turn_snapshots(
    seating: Sequence[str], history: Iterable[ev.Event]
) -> list[dict[str, tuple[int, int]]]:
    """Population and Gold of every colony at the start and at the end of each turn (and now,
    when the last turn is not over), from the events alone."""
    now = {p: (START_POP, START_GOLD) for p in seating}
    out: list[dict[str, tuple[int, int]]] = [dict(now)]
    open_turn = False
    for e in history:
        if isinstance(e, ev.PopulationChanged):
            now[e.player] = (e.pop, now[e.player][1])
        elif isinstance(e, ev.GoldChanged):
            now[e.player] = (now[e.player][0], e.gold)
        elif isinstance(e, ev.PlayerEliminated):
            now[e.player] = (0, 0)  # the colony's Gold goes back to the bank
        elif isinstance(e, ev.TurnStarted):
            open_turn = True
        elif isinstance(e, ev.TurnEnded):
            out.append(dict(now))
            open_turn = False
    if open_turn and now != out[-1]:
        out.append(dict(now))
    return out


def series_of(
    seating: Sequence[str], snapshots: Sequence[Snapshot]
) -> tuple[dict[str, list[int]], dict[str, list[int]]]:
    """(Population series, Gold series) per power from per-turn snapshots."""
    pop = {p: [int(s[p][0]) for s in snapshots] for p in seating}
    gold = {p: [int(s[p][1]) for s in snapshots] for p in seating}
    return pop, gold


def notable_events(
    history: Iterable[ev.Event], names: Mapping[str, str], classroom: bool = True
) -> list[Notable]:
    """The events worth a sentence in the recap, with the turn and round they happened in."""

    def who(power: str) -> str:
        return player_label(names.get(power, say.power_label(power)), power)

    out: list[Notable] = []
    turn = rnd = 0
    raid: ev.RaidRolled | None = None
    lost: list[str] = []
    proposal: ev.TradeProposed | None = None
    for e in history:
        if isinstance(e, ev.RoundStarted):
            rnd = e.round
        elif isinstance(e, ev.TurnStarted):
            turn += 1
        elif isinstance(e, ev.RaidRolled):
            raid, lost = e, []
        elif isinstance(e, ev.CasualtyTaken) and raid is not None:
            what = say.population(e.pop_lost) if e.card < 0 else say.card(e.card, classroom)
            lost.append(_("%(who)s lost %(what)s") % {"who": who(e.player), "what": what})
        elif isinstance(e, ev.RaidEnded) and raid is not None:
            if len(lost) >= BIG_RAID:
                out.append(Notable(turn, rnd, "raid", _raid_text(raid, lost, who)))
            raid = None
        elif isinstance(e, ev.HardshipPlayed) and e.lost >= BIG_HARDSHIP:
            text = _("%(who)s played %(card)s on %(target)s, who lost %(n)d Population.") % {
                "who": who(e.player),
                "card": say.card(e.card, classroom),
                "target": who(e.target),
                "n": e.lost,
            }
            out.append(Notable(turn, rnd, "hardship", text))
        elif isinstance(e, ev.PeacePlayed):
            text = _("%(who)s played %(card)s and stopped a raid by %(raider)s.") % {
                "who": who(e.player),
                "card": say.card(e.card, classroom),
                "raider": who(e.raider),
            }
            out.append(Notable(turn, rnd, "peace", text))
        elif isinstance(e, ev.TradeProposed):
            proposal = e
        elif isinstance(e, ev.TradeAnswered) and e.accepted and proposal is not None:
            out.append(Notable(turn, rnd, "trade", _trade_text(proposal, who)))
        elif isinstance(e, ev.PlayerEliminated):
            if e.cause == "casualty":
                text = _("%(who)s ran out of people after a raid and is out of the game.")
            else:
                text = _("%(who)s ran out of people after a hardship and is out of the game.")
            text %= {"who": who(e.player)}
            if raid is not None:  # the raid first, then what it led to
                if len(lost) >= BIG_RAID:
                    out.append(Notable(turn, rnd, "raid", _raid_text(raid, lost, who)))
                else:
                    text = _("%(raider)s raided %(target)s. %(then)s") % {
                        "raider": who(raid.raider),
                        "target": who(raid.target),
                        "then": text,
                    }
                raid = None
            out.append(Notable(turn, rnd, "elimination", text))
        elif isinstance(e, ev.GameWon):
            out.append(Notable(turn, rnd, "victory", _won_text(e, who)))
    return out


def _raid_text(raid: ev.RaidRolled, lost: list[str], who: Callable[[str], str]) -> str:
    return _("%(raider)s raided %(target)s: %(losses)s.") % {
        "raider": who(raid.raider),
        "target": who(raid.target),
        "losses": "; ".join(lost),
    }


def _trade_text(e: ev.TradeProposed, name: Callable[[str], str]) -> str:
    gives = []
    if e.give_count:
        gives.append(say.cards(e.give_count))
    gives += [say.gold(e.give_gold)] if e.give_gold else []
    gives += [say.population(e.give_pop)] if e.give_pop else []
    asks = [say.gold(e.ask_gold)] if e.ask_gold else []
    asks += [say.population(e.ask_pop)] if e.ask_pop else []
    return _("%(proposer)s and %(receiver)s agreed a trade: %(gives)s for %(asks)s.") % {
        "proposer": name(e.proposer),
        "receiver": name(e.receiver),
        "gives": say.listed(gives) or _("nothing"),
        "asks": say.listed(asks) or _("nothing"),
    }


def _won_text(e: ev.GameWon, who: Callable[[str], str]) -> str:
    names = say.listed([who(w) for w in e.winners])
    n = len(e.winners)
    if e.reason == LAST_STANDING:
        text = ngettext(
            "%(names)s won as the last colony left.",
            "%(names)s share the win as the last colony left.",
            n,
        )
    elif e.reason == ROUND_LIMIT:
        text = ngettext(
            "%(names)s won with the most progress when the last round ended.",
            "%(names)s share the win with the most progress when the last round ended.",
            n,
        )
    else:
        text = ngettext(
            "%(names)s won by reaching all four targets.",
            "%(names)s share the win by reaching all four targets.",
            n,
        )
    return text % {"names": names}


def build_recap(
    state: GameState,
    history: Iterable[ev.Event],
    names: Mapping[str, str] | None = None,
    lessons_met: Iterable[str] = (),
    snapshots: Sequence[Snapshot] | None = None,
    classroom: bool = True,
) -> ColonialsRecap:
    """The recap of a game (over or not). ``snapshots``: the session's own per-turn Population
    and Gold, if it keeps them; otherwise they are read from ``history``."""
    history = list(history)
    seating = tuple(state.config.seating)
    names = {p: (names or {}).get(p) or say.power_label(p) for p in seating}
    snaps = list(snapshots) if snapshots is not None else turn_snapshots(seating, history)
    pop, gold = series_of(seating, snaps)
    notables = notable_events(history, names, classroom)
    counts: dict[str, int] = {}
    for n in notables:
        counts[n.kind] = counts.get(n.kind, 0) + 1
    winners = tuple(state.winners)
    won = next((e for e in history if isinstance(e, ev.GameWon)), None)
    if won is not None:
        headline = _won_text(won, lambda p: player_label(names[p], p))
    elif winners:
        headline = _("%(names)s won.") % {
            "names": say.listed([player_label(names[w], w) for w in winners])
        }
    else:
        headline = _("The game is not over yet (round %(n)d).") % {"n": state.round}
    settings = state.config.settings
    return ColonialsRecap(
        winners=winners,
        win_reason=state.win_reason,
        headline=headline,
        seating=seating,
        names=names,
        pop_series=pop,
        gold_series=gold,
        eliminated=tuple(e.player for e in history if isinstance(e, ev.PlayerEliminated)),
        notables=notables,
        lessons_met=list(dict.fromkeys(lessons_met)),
        turns=max(0, len(snaps) - 1),
        rounds=state.round,
        target_pop=settings.target_pop,
        target_gold=settings.target_gold,
        seed=state.config.seed,
        counts=counts,
    )
