"""The Colonials game controller behind the window, with no Tk: the seats (who plays each
colony, a person or a computer at some level), the Game, the computer players, one door for
decisions (``apply``) that logs every event in plain words, a per-turn record of each colony's
Population and Gold (for the recap chart), the lessons met, and saves.

A save holds the engine's setup and moves (replayed on opening and checked against the
engine's digest, so it can never hold an impossible game), the seats, the computer players'
reasons and the lessons met. The log, the event history and the chart come back by replaying,
so they can never disagree with the game. Colonials autosaves to its own file, so a Colonial
Florida game waiting to be resumed is never overwritten.
"""

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
from florida_history.games.colonials.ai.choice import Bot
from florida_history.games.colonials.ai.registry import bot_key, make_bot
from florida_history.games.colonials.engine import events as ev
from florida_history.games.colonials.engine.actions import Action, action_from_dict
from florida_history.games.colonials.engine.game import Game, IllegalActionError
from florida_history.games.colonials.engine.save import state_digest
from florida_history.games.colonials.engine.settings import Settings, SettingsError
from florida_history.games.colonials.engine.state import (
    GAME_OVER,
    POWERS,
    START_GOLD,
    START_POP,
    GameConfig,
    StateError,
)
from florida_history.games.colonials.engine.tally import resources, towns
from florida_history.games.colonials.log import log_line
from florida_history.games.colonials.names import (
    bot_level,
    listed,
    power,
    power_label,
    settings_problem,
)
from florida_history.games.colonials.words import _, ngettext
from florida_history.kernel.dice import Dice
from florida_history.kernel.reading import rounds_from_save
from florida_history.plain import is_text_choice

GAME_ID = "colonials"
AUTOSAVE = "colonials-autosave.json"
AUTOSAVE_BACKUP = "colonials-autosave.previous.json"
MAX_NAME = 40


def _why_ended(reason: str, names: str, winners: int) -> str:
    """Who won and why, one sentence per ending (one winner or several)."""
    texts = {
        "targets": ngettext(
            "%(names)s wins: it reached every goal: Population, Gold, Resources and Town "
            "Improvements!",
            "%(names)s win: they reached every goal at the same time!",
            winners,
        ),
        "last-colony-standing": ngettext(
            "%(names)s wins: it is the last colony standing!",
            "%(names)s win: they are the last colonies!",
            winners,
        ),
        "round-limit": ngettext(
            "%(names)s wins: it made the most progress toward the goals by the last round!",
            "%(names)s win: they made the same progress by the last round!",
            winners,
        ),
    }
    other = ngettext("%(names)s wins: it won!", "%(names)s win: they won!", winners)
    return texts.get(reason, other) % {"names": names}


@dataclass
class Seat:
    """Who plays one colony: a person (with a name) or a computer player at a level."""

    power: str
    name: str = ""
    kind: str = "human"  # "human" or "computer"
    level: str = "medium"  # the computer player's level: easy, medium or hard

    @property
    def is_computer(self) -> bool:
        return self.kind == "computer"

    def to_dict(self) -> dict[str, Any]:
        return {"power": self.power, "name": self.name, "kind": self.kind, "level": self.level}

    @classmethod
    def from_dict(cls, data: Any) -> Seat:
        if not isinstance(data, dict) or not is_text_choice(data.get("power"), POWERS):
            raise ValueError("a seat must name one of the four powers")
        kind = "computer" if data.get("kind") == "computer" else "human"
        level = data.get("level") if isinstance(data.get("level"), str) else "medium"
        try:
            level = bot_key(str(level))
        except ValueError:
            level = "medium"
        name = data.get("name") if isinstance(data.get("name"), str) else ""
        return cls(str(data["power"]), str(name)[:MAX_NAME], kind, level)


@dataclass
class TurnPoint:
    """Each colony's Population and Gold at the end of one player-turn (turn 0: the start)."""

    turn: int
    round: int
    player: str | None  # whose turn just ended (None for the start)
    pop: dict[str, int]
    gold: dict[str, int]


@dataclass
class ColonialsSession(SessionBase):
    AUTOSAVE = AUTOSAVE
    AUTOSAVE_BACKUP = AUTOSAVE_BACKUP

    game: Game
    seats: list[Seat]
    log: list[LogEntry] = field(default_factory=list)
    history: list[ev.Event] = field(default_factory=list)
    chart: list[TurnPoint] = field(default_factory=list)
    lessons_opened: list[str] = field(default_factory=list)  # met: read long enough
    lesson_rounds: dict[str, int] = field(default_factory=dict)  # met lesson -> its round
    reasons: Reasons = field(default_factory=dict)
    path: Path | None = None  # where "Save" writes (None until Save As / Open)
    autosave: bool = True
    classroom_names: bool = True
    last_error: str | None = None
    autosave_checked: bool = False  # the file already at the autosave path was looked at
    lesson_open: str | None = None  # the lesson on screen (shown again on resume)
    load_warning: str | None = None
    _pop: dict[str, int] = field(default_factory=dict, repr=False)
    _gold: dict[str, int] = field(default_factory=dict, repr=False)
    _turn: int = field(default=0, repr=False)  # player-turns started, counted from the events
    _round: int = field(default=1, repr=False)
    _active: str | None = field(default=None, repr=False)

    # --- creating --------------------------------------------------------------------------

    @classmethod
    def new(
        cls,
        seats: list[Seat],
        settings: Settings,
        seed: int = 0,
        dice: Dice | None = None,
    ) -> ColonialsSession:
        config = GameConfig(tuple(s.power for s in seats), settings, seed)
        session = cls(Game.__new__(Game), list(seats))
        session._start(Game.new(config, dice))
        return session

    def _start(self, game: Game) -> None:
        self.game = game
        s = game.state
        # The start (C5), before the first turn's automatic steps that Game.new already played.
        self._pop = {p.power: START_POP for p in s.players}
        self._gold = {p.power: START_GOLD for p in s.players}
        self.chart = [TurnPoint(0, 1, None, dict(self._pop), dict(self._gold))]
        cfg = s.config.settings
        fields = {
            "seed": s.config.seed,
            "pop": cfg.target_pop,
            "gold": cfg.target_gold,
            "resources": ngettext("%d Resource", "%d Resources", cfg.target_resources)
            % cfg.target_resources,
            "towns": ngettext("%d Town Improvement", "%d Town Improvements", cfg.target_towns)
            % cfg.target_towns,
            "limit": cfg.round_limit,
        }
        if cfg.round_limit:
            start = _(
                "New game number %(seed)d: the first colony to reach %(pop)d Population, "
                "%(gold)d Gold, %(resources)s and %(towns)s wins, or the one closest after "
                "round %(limit)d."
            )
        else:
            start = _(
                "New game number %(seed)d: the first colony to reach %(pop)d Population, "
                "%(gold)d Gold, %(resources)s and %(towns)s wins."
            )
        self.note(start % fields, "round")
        self._record(game.start_events, None, None)

    # --- who is who ------------------------------------------------------------------------

    def seat(self, power: str | None) -> Seat | None:
        return next((s for s in self.seats if s.power == power), None)

    def name_of(self, power: str | None) -> str:
        """Ana (English), Marie (French computer, Easy), English (computer, Medium) for a
        computer nobody named, or just English."""
        s = self.seat(power)
        colony = power_label(power) if power in POWERS else ""
        if s is None:
            return colony
        if s.is_computer:
            fields = {"name": s.name, "colony": colony, "level": bot_level(s.level)}
            if s.name:  # the New game screen names its computer players, as Colonial Florida's
                return _("%(name)s (%(colony)s computer, %(level)s)") % fields
            return _("%(colony)s (computer, %(level)s)") % fields
        return f"{s.name} ({colony})" if s.name else colony

    @property
    def humans(self) -> list[str]:
        return [s.power for s in self.seats if not s.is_computer]

    @property
    def has_humans(self) -> bool:
        return bool(self.humans)

    @property
    def current_is_computer(self) -> bool:
        s = self.seat(self.game.current_player)
        return bool(s and s.is_computer)

    @property
    def seed(self) -> int:
        return self.game.state.config.seed

    def make_bots(self, think_seconds: float | None = 0.25) -> dict[str, Bot]:
        """A computer player for every computer seat (seeded from the game number)."""
        return {
            s.power: make_bot(s.level, self.seed * 7 + i, think_seconds)
            for i, s in enumerate(self.seats)
            if s.is_computer
        }

    # --- playing ---------------------------------------------------------------------------

    def apply(self, action: Action, reason: str | None = None) -> list[ev.Event]:
        """Apply one legal action through the engine, log it, autosave. An illegal action
        raises IllegalActionError and changes nothing."""
        player = self.game.current_player
        events = self.game.apply_action(action)
        if reason:
            self.reasons[len(self.game.actions)] = (player, reason[:500])
        self._record(events, reason, player)
        self.lesson_open = None  # play moved on (a lesson this move opens is kept again)
        if self.autosave:
            self.save_autosave()
        return events

    def _record(self, events: list[ev.Event], reason: str | None, player: str | None) -> None:
        """Log lines, history and chart for one move (while playing and while replaying)."""
        if reason:
            self.note(f"{self.name_of(player)}: \u201c{reason}\u201d", "reason", player)
        for e in events:
            line = self.line_for(e)
            if line:
                self.note(line, _kind(e), getattr(e, "player", None))
            self._track(e)
        self.history.extend(events)

    def line_for(self, e: ev.Event) -> str | None:
        """The public log line (hands stay secret: others' draws are "drew 3 cards")."""
        if isinstance(e, ev.DiceRolled) and e.player and e.purpose in ("raid", "defense"):
            faces = ", ".join(str(d) for d in e.dice)
            ones = sum(1 for d in e.dice if d == 1)
            fields = {"power": power(e.player), "faces": faces, "n": ones}
            if e.purpose == "raid":
                return (
                    ngettext(
                        "The %(power)s rolled %(faces)s for the raid (%(n)d one: every 1 is a "
                        "casualty).",
                        "The %(power)s rolled %(faces)s for the raid (%(n)d ones: every 1 is a "
                        "casualty).",
                        ones,
                    )
                    % fields
                )
            return (
                ngettext(
                    "The %(power)s rolled %(faces)s for the defense (%(n)d one: every 1 is a "
                    "casualty).",
                    "The %(power)s rolled %(faces)s for the defense (%(n)d ones: every 1 is a "
                    "casualty).",
                    ones,
                )
                % fields
            )
        return log_line(e, None, self.classroom_names)

    def _track(self, e: ev.Event) -> None:
        """Running Population and Gold from the events (they carry the new totals); a point on
        the chart at each turn's end and at the game's end."""
        if isinstance(e, ev.PopulationChanged):
            self._pop[e.player] = e.pop
        elif isinstance(e, ev.GoldChanged):
            self._gold[e.player] = e.gold
        elif isinstance(e, ev.PlayerEliminated):
            self._pop[e.player] = 0
            self._gold[e.player] = 0
        elif isinstance(e, ev.RoundStarted):
            self._round = e.round
        elif isinstance(e, ev.TurnStarted):
            self._turn += 1
            self._active = e.player
        elif isinstance(e, ev.TurnEnded | ev.GameWon):
            last = self.chart[-1] if self.chart else None
            if isinstance(e, ev.GameWon) and last is not None and last.turn == self._turn:
                self.chart.pop()  # the game ended as a turn ended: one point for both
            self.chart.append(
                TurnPoint(self._turn, self._round, self._active, dict(self._pop), dict(self._gold))
            )

    def record_lesson(self, lesson_id: str) -> None:
        """A lesson was on screen long enough to count as met (for the recap and exit ticket)."""
        if lesson_id not in self.lessons_opened:
            self.lessons_opened.append(lesson_id)
            self.lesson_rounds[lesson_id] = self.game.state.round

    # --- the end ---------------------------------------------------------------------------

    def standings(self) -> list[tuple[str, int, int, int, int]]:
        """(power, Population, Gold, Resources, Town Improvements), winners first, then the
        colonies by Population and Gold."""
        s = self.game.state
        rows = [(p.power, p.pop, p.gold, resources(p), towns(p)) for p in s.players]
        return sorted(rows, key=lambda r: (r[0] not in s.winners, -r[1], -r[2], r[0]))

    def winner_words(self) -> str:
        """Who won and why, in one sentence (empty while the game goes on)."""
        s = self.game.state
        if not s.winners:
            return ""
        names = listed([self.name_of(w) for w in s.winners])
        return _why_ended(s.win_reason or "", names, len(s.winners))

    # --- saving ----------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": saves.SAVE_FORMAT,
            "version": saves.SAVE_VERSION,
            "game": GAME_ID,
            "finished": self.game.is_over,
            "round": self.game.state.round,
            "setup": self.game.state.config.to_dict(),
            "actions": [a.to_dict() for a in self.game.actions],
            "digest": state_digest(self.game.state),
            "seats": [s.to_dict() for s in self.seats],
            "reasons": reasons_to_save(self.reasons),
            "lessons_opened": list(self.lessons_opened),
            "lesson_rounds": dict(self.lesson_rounds),
            "lesson_open": self.lesson_open,
        }

    @classmethod
    def from_dict(cls, data: Any, name: str = "") -> ColonialsSession:
        name = name or _("the saved game")
        data = saves.check_envelope(data, name)
        if data.get("game") != GAME_ID:
            raise saves.SaveError(
                _("The file %(name)s is not a saved Colonials game.") % {"name": name}
            )
        raw_seats = data.get("seats")
        if not isinstance(raw_seats, list) or not 2 <= len(raw_seats) <= 4:
            raise saves.SaveError(_damaged(name, _("its list of players is missing")))
        try:
            seats = [Seat.from_dict(x) for x in raw_seats]
            config = GameConfig.from_dict(data.get("setup"))
        except SettingsError as exc:
            raise saves.SaveError(_damaged(name, settings_problem(exc))) from None
        except (ValueError, StateError) as exc:
            raise saves.SaveError(_damaged(name, saves.technical_detail(str(exc)))) from None
        if [s.power for s in seats] != list(config.seating):
            raise saves.SaveError(_damaged(name, _("its players do not match its game")))
        actions = data.get("actions")
        if not isinstance(actions, list):
            raise saves.SaveError(_damaged(name, _("its list of moves is missing")))
        session = cls(Game.__new__(Game), seats)
        session.autosave = False
        session.reasons = read_reasons(data.get("reasons"), POWERS)
        session._start(Game.new(config))
        for number, raw in enumerate(actions, start=1):
            try:
                action = action_from_dict(raw)
                who = session.game.current_player
                events = session.game.apply_action(action)
            except (IllegalActionError, ValueError, TypeError) as exc:
                raise saves.SaveError(
                    _damaged(
                        name,
                        _("move %(n)d cannot be replayed: %(why)s")
                        % {"n": number, "why": saves.technical_detail(str(exc))},
                    )
                ) from None
            reason = session.reasons.get(number, (None, ""))[1] or None
            session._record(events, reason, who)
        if data.get("digest") != state_digest(session.game.state):
            raise saves.SaveError(_damaged(name, _("replaying it does not give the saved game")))
        raw_lessons = data.get("lessons_opened")
        if not isinstance(raw_lessons, list):
            raw_lessons = []
            session.load_warning = _(
                "The list of lessons met in %(name)s was damaged and was left out; the game "
                "itself opened normally."
            ) % {"name": name}
        session.lessons_opened = list(
            dict.fromkeys(x for x in raw_lessons[:10_000] if isinstance(x, str))
        )
        session.lesson_rounds = rounds_from_save(data.get("lesson_rounds"), session.lessons_opened)
        session.lesson_open = lesson_id_or_none(data.get("lesson_open"))
        session.autosave = True
        return session

    def save_to(self, path: Path) -> None:
        """Write the game to ``path`` (SaveError with a sentence for the players)."""
        saves.write_json_atomic(Path(path), self.to_dict())
        self.path = Path(path)

    def save_data(self) -> dict[str, Any]:
        return self.to_dict()

    @property
    def is_over(self) -> bool:
        return self.game.is_over

    @property
    def waiting_for(self) -> str:
        """The kind of decision pending ("game_over" at the end)."""
        return self.game.pending.kind if not self.game.is_over else GAME_OVER


def autosave_path() -> Path:
    return ColonialsSession.autosave_path()


def find_autosave() -> tuple[ColonialsSession | None, str | None]:
    """The unfinished autosaved Colonials game, or None; and a sentence for the players when
    the autosave was damaged (``SessionBase.find_autosave``: it is set aside and the backup
    is offered)."""
    return ColonialsSession.find_autosave()


def _kind(e: ev.Event) -> str:
    if isinstance(e, ev.RoundStarted):
        return "round"
    if isinstance(e, ev.TurnStarted):
        return "turn"
    if isinstance(e, ev.GameWon):
        return "win"
    if isinstance(e, ev.RaidDeclared | ev.RaidRolled | ev.CasualtyTaken | ev.DiceRolled):
        return "raid"
    return "event"


def _damaged(name: str, why: str) -> str:
    return _("The file %(name)s cannot be opened: it is damaged (%(why)s).") % {
        "name": name,
        "why": why,
    }
