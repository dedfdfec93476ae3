"""Who sits at the game: a seat's setup (``PlayerSetup``, saved with the game) and the words
the New game form shows for seats and the turn order. Kept apart from ``wording`` and
``session`` (which load the rules engine) so the New game screen comes up without it; both
re-export these names."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from florida_history.app import saves
from florida_history.games.colonial_florida.engine.state import POWERS
from florida_history.games.colonial_florida.names import power_name
from florida_history.games.colonial_florida.words import CATALOG, N_, _
from florida_history.i18n import LANGUAGES

# The names a seat gets until someone types another. A computer player has a person's name
# (never "Computer", which read as "Computer wins the game!"); the log and the player panel
# still say it is a computer.
HUMAN_NAMES = {"spanish": N_("Player 1"), "british": N_("Player 2"), "french": N_("Player 3")}
COMPUTER_NAMES = {"spanish": "Isabel", "british": "Thomas", "french": "Marie"}
# Names older versions gave computer players; a saved game with one is shown with the new name.
OLD_COMPUTER_NAMES = ("Computer", "")


def default_name(power: str, computer: bool) -> str:
    return COMPUTER_NAMES[power] if computer else _(HUMAN_NAMES[power])


def is_default_name(name: str) -> bool:
    """A name nobody chose: switching a seat between human and computer may replace it (in
    any language: a name remembered before the language changed is one too)."""
    name = name.strip()
    human = {CATALOG.gettext_in(code, n) for code in LANGUAGES for n in HUMAN_NAMES.values()}
    return name in OLD_COMPUTER_NAMES or name in human or name in COMPUTER_NAMES.values()


# R25: the two classroom rules on the New game form, in words a 12-year-old understands
# (English msgids: translated with ``_()`` where the form shows them).
HEAD_START_LABEL = N_("Head start: your first colony and a card")
FOUNDERS_CARD_LABEL = N_("Founder's card: a card for each new settlement")
FAIR_ORDER_LABEL = N_("Fair turn order: the order changes every round")
FAIR_ORDER_HELP = N_(
    "The game number picks who starts. Then the order changes each round (A-B-C, C-B-A, "
    "B-C-A, …), so nobody always goes first. The original game always starts with the same "
    "player, who wins far more often."
)


@dataclass
class PlayerSetup:
    power: str
    name: str
    kind: str = "human"  # "human" or "computer"
    strength: str = ""  # the bot's name when kind == "computer"

    @property
    def is_computer(self) -> bool:
        return self.kind == "computer"

    def to_dict(self) -> dict[str, Any]:
        return {
            "power": self.power,
            "name": self.name,
            "kind": self.kind,
            "strength": self.strength,
        }

    @classmethod
    def from_dict(cls, data: Any) -> PlayerSetup:
        if not isinstance(data, dict) or not isinstance(data.get("power"), str):
            raise saves.SaveError(_("The saved game's player list is damaged."))
        if data["power"] not in POWERS:
            raise saves.SaveError(_("The saved game's player list is damaged."))
        return cls(
            power=str(data["power"]),
            name=str(data.get("name") or power_name(data["power"]))[:40],
            kind="computer" if data.get("kind") == "computer" else "human",
            strength=str(data.get("strength") or ""),
        )
