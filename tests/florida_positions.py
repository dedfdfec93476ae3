"""Colonial Florida positions made for tests (no Tk): a crafted two-player game whose scripted
dice bring up known lessons. Shared by the window's lesson tests and the play loop's."""

from __future__ import annotations

from florida_history.games.colonial_florida.engine import Game, GameConfig, ScriptedDice
from florida_history.games.colonial_florida.engine.cards import DECK
from florida_history.games.colonial_florida.engine.state import PHASE, ROLL, Pending
from florida_history.games.colonial_florida.session import PlayerSetup, Session

COWFORD = "space-cowford"
DRAWN = DECK[-1]  # scripted dice never shuffle: the deck's last card is drawn first
# Round 2's hazards with no strike (all start on 20): hurricane 1+1+1 -> 17, pirate 1+2 -> 17,
# raid 1 -> 19, disease 1 -> 19.
QUIET_HAZARDS = [1, 1, 1, 1, 2, 1, 1]


def crafted(
    faces: list[int],
    kinds: tuple[str, str] = ("human", "human"),
    phase: str = "action",
    british_pawn: int = 1,
) -> Session:
    """Spanish hold St Augustine (3, with Soldiers) and Cowford (6); the Spanish pawn is on 3;
    every hazard waits on 20. In "action" the Spanish are to roll; otherwise ``phase`` is next."""
    game = Game.new(GameConfig(seating=("spanish", "british"), seed=5), dice=ScriptedDice(faces))
    s = game.state
    soldiers = next(i for i, k in enumerate(DECK) if k.slug == "soldiers")
    s.deck.remove(soldiers)
    for n in (3, 6):
        s.settlements[n].owner = "spanish"
        s.player("spanish").markers -= 1
    s.settlements[3].cards.append(soldiers)
    s.player("spanish").pawn = 3
    s.player("british").pawn = british_pawn
    s.hazards = dict.fromkeys(s.hazards, 20)
    s.round, s.phase = 1, phase
    if phase == "action":
        s.turn = 0
        s.pending = Pending(ROLL, "spanish")
    else:
        s.pending = Pending(PHASE)
    players = [
        PlayerSetup("spanish", "María", kinds[0], "random" if kinds[0] == "computer" else ""),
        PlayerSetup("british", "Ben", kinds[1], "random" if kinds[1] == "computer" else ""),
    ]
    return Session(game, players)
