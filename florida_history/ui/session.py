"""The game controller behind the window, with no Tk: it holds the Game, the players' names and
kinds, applies actions (only through the engine), keeps the log in plain words, records the
lessons met and autosaves after every decision. Tested without a display."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from florida_history.engine import Game, GameConfig, StateError
from florida_history.engine import events as ev
from florida_history.engine.actions import Action
from florida_history.engine.state import FIXED_ORDER, POWER_NAMES
from florida_history.ui import history, saves, wording
from florida_history.ui.describe import Describer


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
        if not isinstance(data, dict) or data.get("power") not in POWER_NAMES:
            raise saves.SaveError("The saved game's player list is damaged.")
        return cls(
            power=str(data["power"]),
            name=str(data.get("name") or POWER_NAMES[data["power"]])[:40],
            kind="computer" if data.get("kind") == "computer" else "human",
            strength=str(data.get("strength") or ""),
        )


@dataclass
class LogEntry:
    text: str
    kind: str = "event"  # "event", "round", "reason", "turn", "win"
    power: str | None = None


@dataclass
class Session:
    game: Game
    players: list[PlayerSetup]
    log: list[LogEntry] = field(default_factory=list)
    lessons_opened: list[str] = field(default_factory=list)
    history: list[ev.Event] = field(default_factory=list)
    path: Path | None = None  # where "Save" writes (None until Save As / Open)
    autosave: bool = True
    classroom_names: bool = True
    last_error: str | None = None
    load_warning: str | None = None  # e.g. the history was damaged and left out on opening
    # The history as JSON, kept as it grows: events never change, so each is converted once
    # and an autosave late in a long game does not convert thousands again.
    history_json: list[dict[str, Any]] = field(default_factory=list, repr=False)
    _said_after: dict[int, str] = field(default_factory=dict, repr=False)

    @classmethod
    def new(
        cls,
        players: list[PlayerSetup],
        target_gold: int = 50,
        round_limit: int | None = None,
        seed: int = 0,
        dice: Any = None,
        turn_order: str = FIXED_ORDER,
    ) -> Session:
        config = GameConfig(
            seating=tuple(p.power for p in players),
            target_gold=target_gold,
            round_limit=round_limit,
            seed=seed,
            turn_order=turn_order,
        )
        session = cls(Game.new(config, dice=dice), list(players))
        session.note(
            f"New game number {seed}: first to {target_gold} gold"
            + (f" or the richest after round {round_limit}" if round_limit else "")
            + ". "
            + wording.order_words(turn_order),
            "round",
        )
        return session

    # --- who is who ------------------------------------------------------------------------

    def setup_for(self, power: str | None) -> PlayerSetup | None:
        return next((p for p in self.players if p.power == power), None)

    def name_of(self, power: str | None) -> str:
        p = self.setup_for(power)
        if p is None:
            return POWER_NAMES.get(power or "", "") or ""
        return wording.shown_name(p.name, p.power, p.is_computer)

    @property
    def describer(self) -> Describer:
        return Describer(
            {p.power: self.name_of(p.power) for p in self.players}, self.classroom_names
        )

    @property
    def current_is_computer(self) -> bool:
        p = self.setup_for(self.game.pending.player)
        return bool(p and p.is_computer)

    @property
    def waiting_for_human(self) -> bool:
        pend = self.game.pending
        return pend.kind not in ("phase", "game_over") and not self.current_is_computer

    @property
    def seed(self) -> int:
        return self.game.state.config.seed

    # --- playing ---------------------------------------------------------------------------

    def note(self, text: str, kind: str = "event", power: str | None = None) -> None:
        self.log.append(LogEntry(text, kind, power))

    def apply(self, action: Action, reason: str | None = None) -> list[ev.Event]:
        """Apply one legal action through the engine, log it, autosave. Raises
        IllegalActionError (and changes nothing) for an illegal one."""
        player = self.game.pending.player
        events = self.game.apply_action(action)
        if reason:
            self.note(f"{self.name_of(player)} thinks: {reason}", "reason", player)
        d = self.describer
        after = self._lines_after(events)
        self._said_after = {id(events[i]): line for i, line in after.items()}
        for i, e in enumerate(events):
            line = d.describe(e)
            if line:
                kind = "event"
                if isinstance(e, ev.RoundStarted):
                    kind = "round"
                elif isinstance(e, ev.TurnStarted):
                    kind = "turn"
                elif isinstance(e, ev.GameWon):
                    kind = "win"
                self.note(line, kind, getattr(e, "player", None))
            if i in after:
                self.note(after[i], "event", getattr(e, "player", None))
        self.history.extend(events)
        self.history_json.extend(history.events_to_json(events))
        if self.autosave:
            self.save_autosave()
        return events

    def _lines_after(self, events: list[ev.Event]) -> dict[int, str]:
        """Lines the log adds after some of ``events`` (by index): why a landing on a rival's
        settlement brought no attack, and in the fair turn order who plays when this round."""
        you = {p.power: self.name_of(p.power) if p.is_computer else "you" for p in self.players}
        after = wording.no_attack_notes(self.game, events, you)
        config = self.game.state.config
        if config.turn_order != FIXED_ORDER:
            for i, e in enumerate(events):
                if isinstance(e, ev.PhaseStarted) and e.phase == "action":
                    order = [self.name_of(config.seating[k]) for k in config.round_order(e.round)]
                    after[i] = wording.round_order_line(order)
        return after

    def said_after(self, event: ev.Event) -> str | None:
        """The extra log line that follows ``event`` of the last ``apply`` (why a landing on a
        rival's settlement brought no attack), for a window that shows events one by one."""
        return self._said_after.get(id(event))

    def record_lesson(self, lesson_id: str) -> None:
        self.lessons_opened.append(lesson_id)

    def standings(self) -> list[tuple[str, int, int]]:
        """(power, gold, settlements held), richest first."""
        s = self.game.state
        rows = [(p.power, p.gold, len(s.owned_by(p.power))) for p in s.players]
        return sorted(rows, key=lambda r: (-r[1], -r[2]))

    # --- saving ----------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The save file: the engine's game, the players, and what the session remembers of
        the game so far (the plain-words log, the lessons opened, and under "history" every
        event since the start, so a reopened game's recap covers the whole game)."""
        if len(self.history_json) != len(self.history):  # events added from outside apply()
            self.history_json = history.events_to_json(self.history)
        return {
            "format": saves.SAVE_FORMAT,
            "version": saves.SAVE_VERSION,
            "finished": self.game.is_over,
            "game": self.game.to_dict(),
            "players": [p.to_dict() for p in self.players],
            "log": [[e.text, e.kind, e.power] for e in self.log[-2000:]],
            "lessons_opened": list(self.lessons_opened),
            "history": {"events": self.history_json},
        }

    @classmethod
    def from_dict(cls, data: Any, name: str = "the saved game") -> Session:
        data = saves.check_envelope(data, name)
        try:
            game = Game.from_dict(data.get("game"))
        except StateError as exc:
            raise saves.SaveError(f"{name} cannot be opened: {exc}.") from None
        raw_players = data.get("players")
        if not isinstance(raw_players, list):
            raise saves.SaveError(f"{name} has no player list.")
        players = [PlayerSetup.from_dict(p) for p in raw_players]
        if [p.power for p in players] != list(game.state.config.seating):
            raise saves.SaveError(f"{name}: the players do not match the game.")
        session = cls(game, players)
        # Everything below only remembers the game so far (for the log, the recap and the
        # lessons met): the engine has checked the game itself, so a damaged part here is
        # left out with a message and never stops the game from opening.
        damaged: list[str] = []
        raw_log = data.get("log") or []
        if not isinstance(raw_log, list):
            raw_log, damaged = [], [*damaged, "game log"]
        for item in raw_log:
            if isinstance(item, list) and len(item) == 3 and isinstance(item[0], str):
                power = item[2] if item[2] in POWER_NAMES else None
                session.log.append(LogEntry(item[0], str(item[1]), power))
        raw_lessons = data.get("lessons_opened") or []
        if not isinstance(raw_lessons, list):
            raw_lessons, damaged = [], [*damaged, "lessons met"]
        session.lessons_opened = [x for x in raw_lessons if isinstance(x, str)]
        raw_history = data.get("history")
        if raw_history is not None:  # saves from before the recap history have none
            try:
                if not isinstance(raw_history, dict):
                    raise history.HistoryError("not an object")
                events = history.events_from_json(raw_history.get("events", []))
            except history.HistoryError:
                damaged.append("history of events")
            else:
                session.history = events
                session.history_json = history.events_to_json(events)
        if damaged:
            session.load_warning = (
                f"Part of {name} was damaged and was left out ({', '.join(damaged)}): the "
                "game itself opened normally, but the recap only covers play from now on."
            )
        return session

    def save_autosave(self) -> None:
        """Keep the previous autosave as a backup; a failure is remembered, never raised."""
        try:
            saves.write_json_atomic(
                saves.autosave_path(),
                self.to_dict(),
                keep_backup=saves.data_home() / saves.AUTOSAVE_BACKUP,
            )
            self.last_error = None
        except saves.SaveError as exc:
            self.last_error = str(exc)

    def save_to(self, path: Path) -> None:
        saves.write_json_atomic(Path(path), self.to_dict())
        self.path = Path(path)

    @classmethod
    def load(cls, path: Path) -> Session:
        path = Path(path)
        session = cls.from_dict(saves.read_json(path), path.name)
        session.path = path
        return session


def find_autosave() -> tuple[Session | None, str | None]:
    """The unfinished autosaved game (for "Resume?" on start), and a message for the players
    if the autosave was damaged (then the previous autosave is tried)."""
    problem = None
    for path in (saves.autosave_path(), saves.data_home() / saves.AUTOSAVE_BACKUP):
        if not path.exists():
            continue
        try:
            session = Session.load(path)
        except saves.SaveError as exc:
            problem = problem or f"The autosaved game could not be read: {exc}"
            continue  # a damaged autosave falls back to the previous one
        session.path = None
        if problem:
            problem += " The autosave before it was used instead."
        return (None if session.game.is_over else session), problem
    return None, problem


def unfinished_autosave() -> Session | None:
    return find_autosave()[0]
