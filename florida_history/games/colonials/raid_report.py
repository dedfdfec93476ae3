"""A raid's result in a few plain lines for the table (issue 23): who raided whom with how
many Combatants, a Peace card that stopped it, the Diplomat's fee, the dice and the hits, and
what each side lost. Built from the raid's events (``RaidDeclared`` to ``RaidEnded``), so it
says exactly what the engine did; pure, so the tests read the same words as the window."""

from __future__ import annotations

from collections.abc import Sequence

from florida_history.games.colonials import names
from florida_history.games.colonials.engine import events as ev
from florida_history.games.colonials.words import _, ngettext


def combatants_words(n: int) -> str:
    return ngettext("%d Combatant", "%d Combatants", n) % n


def hits_words(n: int) -> str:
    return ngettext("%d hit", "%d hits", n) % n


def raid_finished(events: Sequence[ev.Event]) -> bool:
    """True when ``events`` end a raid (its result is then complete)."""
    return any(isinstance(e, ev.RaidEnded | ev.PeacePlayed) for e in events)


def raid_report(events: Sequence[ev.Event], classroom: bool = True) -> list[str]:
    """The raid's story, one line each; [] when ``events`` hold no raid."""
    lines: list[str] = []
    lost: dict[str, list[str]] = {}
    raider = target = ""
    for e in events:
        match e:
            case ev.RaidDeclared():
                raider, target = e.raider, e.target
                lost = {raider: [], target: []}
                lines.append(
                    _("The %(power)s raided the %(target)s with %(combatants)s.")
                    % {
                        "power": names.power(raider),
                        "target": names.power(target),
                        "combatants": combatants_words(e.combatants),
                    }
                )
            case ev.PeacePlayed():
                lines.append(
                    _(
                        "The %(power)s played %(card)s: the raid was called off, and the "
                        "%(raider)s may not raid again this turn."
                    )
                    % {
                        "power": names.power(e.player),
                        "card": names.card(e.card, classroom),
                        "raider": names.power(e.raider),
                    }
                )
            case ev.DiplomatFeePaid():
                lines.append(
                    _("The %(power)s paid %(n)d Gold for the %(target)s Diplomat.")
                    % {"power": names.power(e.raider), "n": e.gold, "target": names.power(e.target)}
                )
            case ev.BattleCardPlayed():
                lines.append(
                    _("Battle card: %(card)s (one more die).")
                    % {"card": names.card(e.card, classroom)}
                )
            case ev.RaidRolled():
                faces = ", ".join(str(d) for d in e.raider_dice)
                fields = {
                    "faces": faces,
                    "hits": hits_words(e.hits + e.cancelled_by_forts),
                    "stopped": e.cancelled_by_forts,
                    "left": hits_words(e.hits),
                    "target": names.power(e.target),
                }
                if e.cancelled_by_forts:
                    line = _(
                        "Dice: %(faces)s \u2192 %(hits)s (every 1 is a hit); Forts stopped "
                        "%(stopped)d, so %(left)s on the %(target)s."
                    )
                else:
                    line = _("Dice: %(faces)s \u2192 %(hits)s (every 1 is a hit).")
                lines.append(line % fields)
                if e.defender_dice:
                    back = ", ".join(str(d) for d in e.defender_dice)
                    lines.append(
                        _("The defenders rolled %(faces)s \u2192 %(hits)s.")
                        % {"faces": back, "hits": hits_words(e.raider_hits)}
                    )
            case ev.CasualtyTaken():
                if e.card < 0:
                    lost.setdefault(e.player, []).append(names.population(e.pop_lost))
                else:
                    lost.setdefault(e.player, []).append(names.card(e.card, classroom))
            case _:
                pass
    if not lines:
        return []
    if any(isinstance(e, ev.RaidRolled) for e in events):
        for power in (target, raider):
            things = lost.get(power, [])
            if things:
                line = _("The %(power)s lost %(what)s.")
            else:
                line = _("The %(power)s lost nothing.")
            lines.append(line % {"power": names.power(power), "what": ", ".join(things)})
    return lines
