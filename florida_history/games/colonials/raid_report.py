"""A raid's result in a few plain lines for the table (issue 23): who raided whom with how
many Combatants, a Peace card that stopped it, the Diplomat's fee, the dice and the hits, and
what each side lost. Built from the raid's events (``RaidDeclared`` to ``RaidEnded``), so it
says exactly what the engine did; pure, so the tests read the same words as the window."""

from __future__ import annotations

from collections.abc import Sequence
from gettext import ngettext

from florida_history.games.colonials.engine import events as ev
from florida_history.games.colonials.engine.cards import name_of
from florida_history.games.colonials.engine.state import POWER_NAMES


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
                    f"The {POWER_NAMES[raider]} raided the {POWER_NAMES[target]} with "
                    f"{combatants_words(e.combatants)}."
                )
            case ev.PeacePlayed():
                lines.append(
                    f"The {POWER_NAMES[e.player]} played {name_of(e.card, classroom)}: the raid "
                    f"was called off, and the {POWER_NAMES[e.raider]} may not raid again this "
                    "turn."
                )
            case ev.DiplomatFeePaid():
                lines.append(
                    f"The {POWER_NAMES[e.raider]} paid {e.gold} Gold for the "
                    f"{POWER_NAMES[e.target]} Diplomat."
                )
            case ev.BattleCardPlayed():
                lines.append(f"Battle card: {name_of(e.card, classroom)} (one more die).")
            case ev.RaidRolled():
                faces = ", ".join(str(d) for d in e.raider_dice)
                line = f"Dice: {faces} \u2192 {hits_words(e.hits + e.cancelled_by_forts)}"
                line += " (every 1 is a hit)"
                if e.cancelled_by_forts:
                    line += (
                        f"; Forts stopped {e.cancelled_by_forts}, so "
                        f"{hits_words(e.hits)} on the {POWER_NAMES[e.target]}"
                    )
                lines.append(line + ".")
                if e.defender_dice:
                    back = ", ".join(str(d) for d in e.defender_dice)
                    lines.append(f"The defenders rolled {back} \u2192 {hits_words(e.raider_hits)}.")
            case ev.CasualtyTaken():
                if e.card < 0:
                    lost.setdefault(e.player, []).append(f"{e.pop_lost} Population")
                else:
                    lost.setdefault(e.player, []).append(name_of(e.card, classroom))
            case _:
                pass
    if not lines:
        return []
    if any(isinstance(e, ev.RaidRolled) for e in events):
        for power in (target, raider):
            things = lost.get(power, [])
            what = ", ".join(things) if things else "nothing"
            lines.append(f"The {POWER_NAMES[power]} lost {what}.")
    return lines
