"""The game controller behind the window, with no Tk: it holds the Game, the players' names and
kinds, applies actions (only through the engine), keeps the log in plain words, records the
lessons met and autosaves after every decision. Tested without a display.

A save holds the engine's setup and moves (replayed on opening), the players, the computer
players' reasons and the lessons opened; the event history and the log are rebuilt by the
replay, so they can never disagree with the game."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from florida_history.app import saves
from florida_history.app.session_base import (
    LogEntry,
    Reasons,
    SessionBase,
    read_reasons,
    reasons_to_save,
)
from florida_history.content.lessons import lesson_id_or_none
from florida_history.games.colonial_florida import wording
from florida_history.games.colonial_florida.definition import GAME_ID
from florida_history.games.colonial_florida.describe import Describer
from florida_history.games.colonial_florida.engine import Game, GameConfig, StateError
from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.engine.actions import Action
from florida_history.games.colonial_florida.engine.replay import convert_snapshot, load_game
from florida_history.games.colonial_florida.engine.state import FIXED_ORDER, POWERS
from florida_history.games.colonial_florida.names import power_name
from florida_history.games.colonial_florida.seating import PlayerSetup
from florida_history.games.colonial_florida.words import _
from florida_history.kernel.reading import rounds_from_save


@dataclass
class Session(SessionBase):
    game: Game
    players: list[PlayerSetup]
    log: list[LogEntry] = field(default_factory=list)
    lessons_opened: list[str] = field(default_factory=list)
    lesson_rounds: dict[str, int] = field(default_factory=dict)  # met lesson -> its round
    history: list[ev.AnyEvent] = field(default_factory=list)
    path: Path | None = None  # where "Save" writes (None until Save As / Open)
    autosave: bool = True
    classroom_names: bool = True
    last_error: str | None = None
    lesson_open: str | None = None  # the lesson on screen (shown again on resume)
    load_warning: str | None = None  # e.g. the lessons met were damaged and left out
    # A computer player's reason for a move: move number (1-based) -> (player, words).
    reasons: Reasons = field(default_factory=dict)
    autosave_checked: bool = False  # the file already at the autosave path was looked at
    _said_after: dict[int, str] = field(default_factory=dict, repr=False)
    _line_of: dict[int, tuple[str, str]] = field(default_factory=dict, repr=False)

    @classmethod
    def new(
        cls,
        players: list[PlayerSetup],
        target_gold: int = 50,
        round_limit: int | None = None,
        seed: int = 0,
        dice: Any = None,
        turn_order: str = FIXED_ORDER,
        head_start: bool = False,
        founders_card: bool = False,
    ) -> Session:
        config = GameConfig(
            seating=tuple(p.power for p in players),
            target_gold=target_gold,
            round_limit=round_limit,
            seed=seed,
            turn_order=turn_order,
            head_start=head_start,
            founders_card=founders_card,
        )
        session = cls(Game.new(config, dice=dice), list(players))
        session.note_start(config)
        return session

    def note_start(self, config: GameConfig) -> None:
        if config.round_limit:
            goal = _(
                "New game number {number}: first to {gold} gold or the richest after round "
                "{rounds}."
            ).format(number=config.seed, gold=config.target_gold, rounds=config.round_limit)
        else:
            goal = _("New game number {number}: first to {gold} gold.").format(
                number=config.seed, gold=config.target_gold
            )
        sentences = [
            goal,
            wording.order_words(config.turn_order),
            *wording.variant_words(config.head_start, config.founders_card),
        ]
        self.note(" ".join(sentences), "round")

    # --- who is who ------------------------------------------------------------------------

    def setup_for(self, power: str | None) -> PlayerSetup | None:
        return next((p for p in self.players if p.power == power), None)

    def name_of(self, power: str | None) -> str:
        p = self.setup_for(power)
        if p is None:
            return power_name(power)
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

    def apply(self, action: Action, reason: str | None = None) -> list[ev.AnyEvent]:
        """Apply one legal action through the engine, log it, autosave. Raises
        IllegalActionError (and changes nothing) for an illegal one."""
        player = self.game.pending.player
        events = self.game.apply_action(action)
        if reason and self.game.actions is not None:
            self.reasons[len(self.game.actions)] = (player, reason)
        self._record(events, reason, player)
        self.lesson_open = None  # play moved on (a lesson this move opens is kept again)
        if self.autosave:
            self.save_autosave()
        return events

    def _record(self, events: list[ev.AnyEvent], reason: str | None, player: str | None) -> None:
        """The log lines and history for one move (while playing and while replaying)."""
        if reason:
            self.note(
                _("{name} thinks: {reason}").format(name=self.name_of(player), reason=reason),
                "reason",
                player,
            )
        d = self.describer
        after = self._lines_after(events)
        self._said_after = {id(events[i]): line for i, line in after.items()}
        self._line_of = {}
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
                self._line_of[id(e)] = (line, kind)
            if i in after:
                self.note(after[i], "event", getattr(e, "player", None))
        self.history.extend(events)

    def _lines_after(self, events: list[ev.AnyEvent]) -> dict[int, str]:
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

    def line_of(self, event: ev.AnyEvent) -> tuple[str, str] | None:
        """The log line (and its kind) the last ``apply`` wrote for ``event``, for a window
        that shows events one by one: each event is described once, here."""
        return self._line_of.get(id(event))

    def said_after(self, event: ev.AnyEvent) -> str | None:
        """The extra log line that follows ``event`` of the last ``apply`` (why a landing on a
        rival's settlement brought no attack), for a window that shows events one by one."""
        return self._said_after.get(id(event))

    def record_lesson(self, lesson_id: str) -> None:
        """A lesson stopped play or stayed on screen: met, in this round (the exit ticket
        spreads its questions over the rounds)."""
        self.lessons_opened.append(lesson_id)
        self.lesson_rounds.setdefault(lesson_id, self.game.state.round)

    def standings(self) -> list[tuple[str, int, int]]:
        """(power, gold, settlements held), richest first."""
        s = self.game.state
        rows = [(p.power, p.gold, len(s.owned_by(p.power))) for p in s.players]
        return sorted(rows, key=lambda r: (-r[1], -r[2]))

    # --- saving ----------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The save file: the engine's setup and moves, the players, the computer players'
        reasons and the lessons opened (the log and history come back by replaying)."""
        return {
            "format": saves.SAVE_FORMAT,
            "version": saves.SAVE_VERSION,
            "finished": self.game.is_over,
            "round": self.game.state.round,
            "game": GAME_ID,
            "engine": self.game.to_dict(),
            "players": [p.to_dict() for p in self.players],
            "reasons": reasons_to_save(self.reasons),
            "lessons_opened": list(self.lessons_opened),
            "lesson_rounds": dict(self.lesson_rounds),
            "lesson_open": self.lesson_open,
        }

    @classmethod
    def from_dict(cls, data: Any, name: str | None = None) -> Session:
        name = name if name is not None else _("the saved game")
        data = saves.check_envelope(data, name)
        raw_players = data.get("players")
        damaged_players = _("The file {name} cannot be opened: its player list is damaged.")
        if not isinstance(raw_players, list) or not 2 <= len(raw_players) <= 3:
            raise saves.SaveError(damaged_players.format(name=name))
        try:
            players = [PlayerSetup.from_dict(p) for p in raw_players]
        except saves.SaveError:
            raise saves.SaveError(damaged_players.format(name=name)) from None
        session = cls(None, players)  # type: ignore[arg-type]  # the replay below sets the game
        if data.get("version") == 1:
            session._replay_version_1(data, name)
        else:
            session._replay(data, name)
        if [p.power for p in players] != list(session.game.state.config.seating):
            raise saves.SaveError(
                _("The file {name} cannot be opened: the players do not match.").format(name=name)
            )
        raw_lessons = data.get("lessons_opened") or []
        if not isinstance(raw_lessons, list):
            raw_lessons = []
            session.load_warning = _(
                "The list of lessons met in {name} was damaged and was left out; the game "
                "itself opened normally."
            ).format(name=name)
        session.lessons_opened = [x for x in raw_lessons if isinstance(x, str)][:10_000]
        session.lesson_rounds = rounds_from_save(data.get("lesson_rounds"), session.lessons_opened)
        session.lesson_open = lesson_id_or_none(data.get("lesson_open"))
        return session

    def _set_game(self, game: Game) -> None:
        self.game = game

    def _steps(self) -> Any:
        """A replay callback that logs each move as it was logged in play."""
        count = 0

        def on_step(action: Action, events: list[ev.AnyEvent]) -> None:
            nonlocal count
            count += 1
            who, reason = self.reasons.get(count, (None, None))
            self._record(events, reason, who)

        return on_step

    def _replay(self, data: dict[str, Any], name: str) -> None:
        self.reasons = read_reasons(data.get("reasons"), POWERS)
        # Saves from before the second game kept the engine's data under "game".
        game_data = data.get("engine") if "engine" in data else data.get("game")
        setup = game_data.get("setup") if isinstance(game_data, dict) else None
        dice = setup.get("dice") if isinstance(setup, dict) else None
        if not isinstance(dice, dict) or dice.get("kind") != "seeded":
            # A save is played with the dice of its game number; scripted dice are for tests
            # and would run out (the game then stops for good).
            raise saves.SaveError(_damaged(name, _("its dice are not those of a game number")))
        try:
            config = GameConfig.from_dict(setup.get("config") if isinstance(setup, dict) else None)
            self.note_start(config)
            self.game = load_game(game_data, self._steps(), on_start=self._set_game)
        except StateError as exc:
            raise saves.SaveError(_damaged(name, saves.technical_detail(str(exc)))) from None

    def _replay_version_1(self, data: dict[str, Any], name: str) -> None:
        """Files from before saves held moves: rebuild the moves from the stored events."""
        raw_history = data.get("history")
        events = raw_history.get("events") if isinstance(raw_history, dict) else None
        legacy = data.get("game")
        if not isinstance(events, list) or not isinstance(legacy, dict):
            raise saves.SaveError(_older(name, legacy))
        try:
            config = GameConfig.from_dict((legacy.get("state") or {}).get("config"))
            self.note_start(config)
            self.game = convert_snapshot(legacy, events, self._steps(), on_start=self._set_game)
        except (StateError, AttributeError):
            raise saves.SaveError(_older(name, legacy)) from None

    def save_data(self) -> dict[str, Any]:
        """The save file's contents (``to_dict``), or the players' sentence why not."""
        try:
            return self.to_dict()
        except StateError:
            raise saves.SaveError(
                _("This game cannot be saved (it was not started as a new game).")
            ) from None

    @property
    def is_over(self) -> bool:
        return self.game.is_over

    def save_to(self, path: Path) -> None:
        try:
            data = self.to_dict()
        except StateError:
            raise saves.SaveError(
                _("This game cannot be saved (it was not started as a new game).")
            ) from None
        saves.write_json_atomic(Path(path), data)
        self.path = Path(path)


def what_to_do() -> str:
    return _("Open another saved game or start a new one.")


def _damaged(name: str, why: str) -> str:
    return _("The file {name} cannot be opened: it is damaged ({why}).").format(name=name, why=why)


def _older(name: str, legacy: Any) -> str:
    seed = None
    try:
        seed = legacy["state"]["config"]["seed"]
    except (KeyError, TypeError, IndexError):
        pass
    if type(seed) is int:
        return _(
            "The file {name} was saved by an older version of Florida History and cannot be "
            "opened here. Start a new game with game number {number} to play the same dice."
        ).format(name=name, number=seed)
    return _(
        "The file {name} was saved by an older version of Florida History and cannot be "
        "opened here."
    ).format(name=name)


def find_autosave() -> tuple[Session | None, str | None]:
    """The unfinished autosaved game (for "Resume?" on start) and a message for the players
    if the autosave was damaged (``SessionBase.find_autosave``)."""
    return Session.find_autosave()


def unfinished_autosave() -> Session | None:
    return find_autosave()[0]
