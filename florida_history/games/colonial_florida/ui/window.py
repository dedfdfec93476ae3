"""Colonial Florida's play window: the board, the side panel (turn, players, phases, dice,
log), the play loop and the decisions' wording, on the game-neutral shell (``ui/shell.py``).

Flow: the shell's play loop (``app/play.py``, with this game's ``play_flow.FloridaFlow``)
looks at what the game waits for. An automatic phase is played after a short pause; a computer
player thinks on a worker thread (``BotRunner``); a human gets big buttons. Every decision goes
through ``Session.apply`` (the engine's one door), then the events are played onto the board by
the ``Animator`` (``animate``), the lessons they bring up open in the panel, and the loop goes
on. In a game with people at the computer, a lesson that just opened holds the game ("Read
it, then Continue") until they go on, and the automatic steps wait while a help or library
window is in use. This window only shows: it is the loop's ``View``.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Sequence
from pathlib import Path
from tkinter import ttk
from typing import Any

from florida_history import i18n
from florida_history.app import saves
from florida_history.app.games import Services
from florida_history.app.lessons import LessonService
from florida_history.app.play import Step
from florida_history.app.settings import Settings
from florida_history.games.colonial_florida import bots, wording
from florida_history.games.colonial_florida.definition import DEFINITION
from florida_history.games.colonial_florida.describe import card_name, place
from florida_history.games.colonial_florida.engine import StateError
from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.engine.actions import (
    Action,
    ChooseDie,
    ChooseLoss,
    CommitCombatant,
    DeclineAttack,
    EndTurn,
    LaunchAttack,
    MoveCombatant,
    NoTransfer,
    Roll,
    TransferCombatant,
)
from florida_history.games.colonial_florida.engine.board import SPACES, clockwise
from florida_history.games.colonial_florida.engine.cards import DECK
from florida_history.games.colonial_florida.lesson_hooks import LESSONS, lessons_from_history
from florida_history.games.colonial_florida.names import phase_name, power_name
from florida_history.games.colonial_florida.pace import reading_budget
from florida_history.games.colonial_florida.play_flow import FloridaFlow, make_bots
from florida_history.games.colonial_florida.presets import PRESETS
from florida_history.games.colonial_florida.recap import build_recap
from florida_history.games.colonial_florida.rules_text import rules, rules_for_target
from florida_history.games.colonial_florida.seating import PlayerSetup
from florida_history.games.colonial_florida.session import (
    Session,
    find_autosave,
    unfinished_autosave,
)
from florida_history.games.colonial_florida.ui.animation import Animator
from florida_history.games.colonial_florida.ui.board_view import BoardView
from florida_history.games.colonial_florida.ui.demo_mode import DemoController
from florida_history.games.colonial_florida.ui.flashes import board_flash
from florida_history.games.colonial_florida.ui.recap_window import RecapWindow
from florida_history.games.colonial_florida.ui.setup_form import GameChoice, random_game_number
from florida_history.games.colonial_florida.ui.side_panel import (
    LogView,
    PhaseTracker,
    PlayersView,
    TurnBanner,
    dice_text,
    last_dice_text,
)
from florida_history.games.colonial_florida.viewmodel import BoardModel
from florida_history.games.colonial_florida.words import _, ngettext
from florida_history.resources import picture_path
from florida_history.ui import theme as th
from florida_history.ui.decision_panel import Option
from florida_history.ui.new_game_dialog import NewGameDialog
from florida_history.ui.shell import Shell
from florida_history.ui.steady import FittedLabel, Steady
from florida_history.ui.tk_typed import tk_root


class FloridaWindow(Shell):
    """Colonial Florida on the shell: see the module docstring for the flow of play."""

    definition = DEFINITION
    game_lessons = LESSONS

    def __init__(
        self,
        root: tk.Tk,
        settings: Settings | None = None,
        lessons: LessonService | None = None,
        map_path: Path | None = None,
        services: Services | None = None,
    ) -> None:
        # Read by the shell's hooks while it builds the window.
        self._map_path = map_path  # None: the board picture in the window's language
        self.session: Session | None = None
        self.resume_offer: Session | None = None  # the autosaved game offered at start
        self.resume_note = ""  # why it is the backup that is offered, if it is
        self.model: BoardModel | None = None
        self.base_highlight: list[int] = []  # e.g. the settlement an attack decision is about
        self.animator: Animator | None = None
        super().__init__(root, settings, lessons, services)
        self.show_idle()

    @property
    def window_title(self) -> str:  # type: ignore[override]
        """The title in the language the window speaks: read after the shell set the language
        from the settings (computed before it, a window built in Spanish kept an English title)."""
        return _("Florida History — Colonial Florida")

    @property
    def rules_title(self) -> str:  # type: ignore[override]
        return _("Rules — Colonial Florida")

    # --- the shell's hooks -----------------------------------------------------------------

    def build_game_area(self, main: tk.Frame) -> None:
        self.board = BoardView(
            main,
            on_open=self.open_board_lesson,
            # Built in the language the shell has just set (a Spanish window: images/es/).
            map_path=self._map_path or picture_path(DEFINITION.info.picture, i18n.language()),
            classroom_names=self.settings.classroom_card_names,
            show_card_lists=self.settings.show_card_lists,
        )
        self.board.grid(row=0, column=0, sticky="nw", padx=(4, 2), pady=4)

    def build_side(self, side: tk.Frame) -> None:
        # The turn banner keeps its tallest height of the game: a shorter turn text does not
        # pull the tabs below it up under the pointer.
        self.banner_slot = Steady(side, background=th.PANEL_BG)
        self.banner_slot.pack(fill="x")
        self.banner = TurnBanner(self.banner_slot)
        self.banner_slot.hold(self.banner)
        self.info = tk.Label(
            side,
            text="",
            font="fh-small",
            anchor="w",
            background=th.PANEL_BG,
            foreground=th.MUTED,
            padx=8,
            justify="left",
        )
        self.info.pack(fill="x")
        side.bind(
            "<Configure>",
            lambda e: self.info.configure(wraplength=max(150, e.width - 20)),
            add="+",
        )
        self.players_view = PlayersView(side)
        self.players_view.pack(fill="x", padx=4, pady=(2, 4))
        self.phases = PhaseTracker(side)
        self.phases.pack(fill="x", padx=4, pady=2)
        # The dice (one line, smaller type when long) and the latest thing that happened (two
        # lines, "…" past them; the log has it all): fixed heights, so the tabs never move.
        self.status_slot = Steady(side, background=th.PANEL_BG)
        self.status_slot.pack(fill="x")
        status = tk.Frame(self.status_slot, background=th.PANEL_BG)
        self.status_slot.hold(status)
        self.dice_label = FittedLabel(
            status, lines=1, fonts=("fh-bold", "fh-small"), background=th.PANEL_BG, padx=8
        )
        self.dice_label.pack(fill="x")
        self.ticker = FittedLabel(
            status, lines=2, fonts=("fh-small",), background=th.PANEL_BG, foreground=th.TEXT, padx=8
        )
        self.ticker.pack(fill="x")

    def build_tabs(self, notebook: ttk.Notebook) -> None:
        self.log_view = LogView(notebook)
        notebook.add(self.log_view, text=_("Game log"))

    def add_view_items(self, view: tk.Menu) -> None:
        self.classroom_var = tk.BooleanVar(value=self.settings.classroom_card_names)
        view.add_checkbutton(
            label=_("Classroom card names"),
            variable=self.classroom_var,
            command=self._classroom_changed,
        )
        self.card_lists_var = tk.BooleanVar(value=self.settings.show_card_lists)
        view.add_checkbutton(
            label=_("Show card lists"),
            accelerator="C",
            variable=self.card_lists_var,
            command=self._card_lists_changed,
        )
        self.remembered_vars += [self.classroom_var, self.card_lists_var]
        self.settings_vars.append(
            (self.classroom_var, "classroom_card_names", self._classroom_changed)
        )

    def fit_game_area(self, width: int, height: int) -> None:
        # The side panel grows with the text size, but never below a board of the window's
        # height on a 1280x720 screen: with large text the panel scrolls, the board stays big.
        side_min = int(min(0.47 * width, max(430, 450 * self.theme.scale)))
        size = max(320, min(height - 14, width - side_min - 12))
        if abs(int(self.board.cget("width")) - size) > 2:
            self.board.configure(width=size, height=size)
        self.phases.set_wrap(max(200, width - size - 30))

    def steady_slots(self) -> list[Steady]:
        return [self.banner_slot, self.status_slot, self.band_slot]

    def game_key(self, key: str, event: tk.Event) -> bool:
        if key == "b" and not isinstance(event.widget, tk.Canvas):
            self.focus_board()
            return True
        if key == "c" and self.session is not None:
            self.toggle_card_lists()
            return True
        return False

    def defer_drawing(self) -> None:
        self.board.hold_drawing = True  # drawn once the dialog is up

    def finish_loading(self) -> None:
        if self.board.hold_drawing:
            self.board.start_drawing()  # the board's first layout, with the map
        else:
            self.board.load_map()

    def say(self, text: str) -> None:
        self.ticker.configure(text=text)

    def note_lesson_line(self, line: str) -> None:
        self.log_view.append(line, "event")
        self.ticker.configure(text=line)

    def show_banner(self, text: str) -> None:
        self.banner.show(text, None)

    def rules_chunks(self) -> Sequence[tuple[str, str]]:
        """The rules, with this game's gold target where they name the usual one."""
        if self.session is None:
            return rules()
        return rules_for_target(self.session.game.state.config.target_gold)

    def text_scale_changing(self) -> None:
        # The board's own fonts change with the theme's, in the same layout pass (a redraw
        # after the pass cost a second walk over every widget and a second paint).
        self.board.redraw_all()

    def text_scale_changed(self) -> None:
        self._refresh_players()

    def palette_changed(self) -> None:
        self.board.redraw_all()
        self.refresh()
        if self.session is None:
            self.show_idle()
        self.log_view.apply_palette()

    def speed_changed(self) -> None:
        if self.settings.animation_speed == "instant" and self.animator is not None:
            self.animator.skip()

    def save_data(self) -> dict[str, Any]:
        assert self.session is not None
        try:
            return self.session.to_dict()
        except StateError:
            raise saves.SaveError(
                _("This game cannot be saved (it was not started as a new game).")
            ) from None

    def saved_to(self, path: Path) -> None:
        assert self.session is not None
        self.session.path = Path(path)

    def save_path(self) -> Path | None:
        return self.session.path if self.session is not None else None

    def default_save_name(self) -> str:
        return f"game-{self.session.seed}.json" if self.session is not None else "game.json"

    def load_file(self, path: Path) -> bool:
        try:
            session = Session.load(path)
        except saves.SaveError as exc:
            self.cannot_open(str(exc))
            return False
        self.set_session(session)
        return True

    # --- starting games --------------------------------------------------------------------

    def show_idle(self) -> None:
        self.banner.show(_("Welcome to Colonial Florida! Start a new game (Ctrl+N)."), None)
        self.decision.show(
            _("No game yet."),
            [
                Option(_("New game [N]"), "n", self.new_game_dialog, primary=True, stays=True),
            ],
        )

    def startup(self, offer_resume: bool = True) -> None:
        """What the window shows first: the New game dialog, offering to resume if it can."""
        resume, problem = find_autosave() if offer_resume else (None, None)
        if problem:
            self.add_notice(problem)
        self.resume_offer = resume
        # Said in the dialog too (it may cover the notice at large text sizes).
        self.resume_note = (
            "\n" + _("(the last autosave was damaged:\nthis is the one before it)")
            if (problem and resume is not None)
            else ""
        )
        self.new_game_dialog(resume=resume)

    def new_game_dialog(self, resume: Session | None = None) -> NewGameDialog:
        """The New game dialog; until a game is running it keeps offering the autosaved game
        (also after a file chosen with Open could not be opened)."""
        if resume is None and self.session is None:
            resume = self.resume_offer
        if resume is None and self.session is not None and not self.session.autosave:
            resume = unfinished_autosave()  # a demonstration runs: the class's game is offered
        on_resume = None
        text = ""
        if resume is not None:
            s = resume
            names = ", ".join(s.name_of(p.power) for p in s.players)
            text = _("game number {number}, round {round}: {names}").format(
                number=s.seed, round=s.game.state.round, names=names
            )
            if s is self.resume_offer:
                text += self.resume_note
            on_resume = lambda: self.set_session(s)  # noqa: E731
        return self.open_new_game_dialog(on_resume, text)

    def start_game(self, choice: object, dice: Any = None) -> None:
        """A new game from the setup form's ``GameChoice``."""
        if not isinstance(choice, GameChoice):
            raise TypeError(f"Colonial Florida starts from its setup form's choice, not {choice!r}")
        session = Session.new(
            choice.players,
            choice.target_gold,
            choice.round_limit,
            choice.seed,
            dice=dice,
            turn_order=choice.turn_order,
            head_start=choice.head_start,
            founders_card=choice.founders_card,
        )
        self.set_session(session, fresh=True)

    def lessons_brought_up(self) -> list[str]:
        return lessons_from_history(self.session.history) if self.session is not None else []

    def open_recap(
        self, met: list[str], ticket: Any, open_lesson: Callable[[str], Any]
    ) -> RecapWindow | None:
        s = self.session
        if s is None:
            return None
        names = {p.power: s.name_of(p.power) for p in s.players}
        recap = build_recap(s.game.state, s.history, names, met, s.classroom_names)
        return RecapWindow(self.root, recap, ticket, self.lessons.title_of, open_lesson=open_lesson)

    def make_demo(self) -> DemoController:
        return DemoController(self)

    def start_demo_game(self) -> None:
        """Three computer players on the shortest length (demonstration mode steps it)."""
        strength = bots.default_bot_name()
        players = [
            PlayerSetup(p, n, "computer", strength)
            for p, n in (
                ("spanish", _("Spain")),
                ("british", _("Britain")),
                ("french", _("France")),
            )
        ]
        short = PRESETS[0]
        session = Session.new(
            players,
            short.target_gold,
            short.round_limit,
            random_game_number(),
            turn_order=short.turn_order,
            head_start=short.head_start,
            founders_card=short.founders_card,
        )
        session.autosave = False  # the class's autosaved game stays theirs
        self.set_session(session)

    def set_session(self, session: Session, fresh: bool = False) -> None:
        """Show ``session`` (new, opened or resumed) and let the play loop play it."""
        self.stop()
        self.resume_offer = None
        session.classroom_names = self.settings.classroom_card_names
        self.session = session
        flow = FloridaFlow(session, make_bots(session))
        self.model = BoardModel.from_state(session.game.state)
        self.animator = Animator(self.root, self.model, self.board.update_spaces, self._on_event)
        self.board.set_banner(None)
        self.board.delete("flash")  # the last game's "+1 gold" and such are not this game's
        self.board.set_model(self.model)
        self.players_view.setup(
            [(p.power, session.name_of(p.power), p.is_computer) for p in session.players]
        )
        self.log_view.set_all(session.log)
        self.dice_label.configure(text=last_dice_text(session.history))
        self.ticker.configure(text=session.log[-1].text if session.log else "")
        for slot in (self.banner_slot, self.status_slot, self.band_slot):
            slot.reset()
        self.hide_notice()
        if fresh and session.autosave:
            kept = saves.keep_unfinished(saves.autosave_path())
            session.save_autosave()
            if kept is not None:
                self.show_notice(saves.kept_words(kept))
        self.play.start(
            flow, reading_budget(session.game.state.config.round_limit), session.lesson_rounds
        )

    def stop(self) -> None:
        """Stop whatever is running (animation, a thinking bot, a scheduled step)."""
        if self.animator is not None:
            self.animator.cancel()
        super().stop()

    def _tear_down(self) -> None:
        self.board.cancel_timers()  # a flash ending after the switch would find no board
        super()._tear_down()

    # --- the play loop's view (app.play.View) -----------------------------------------------

    def show_step(self, step: Step) -> None:
        assert self.session is not None
        self.decision.clear(
            _("Playing the {phase} phase…").format(phase=phase_name(self.session.game.state.phase))
        )

    def show_thinking(self, player: str | None) -> None:
        assert self.session is not None
        self.decision.clear(
            _("{name} (computer) is thinking…").format(name=self.session.name_of(player))
        )

    def show_bot_reason(self, player: str | None, reason: str) -> None:
        assert self.session is not None
        self.decision.clear(
            _("{name}: “{reason}”").format(name=self.session.name_of(player), reason=reason)
        )

    def show_decision(self) -> None:
        self.show_human_decision()

    def before_move(self) -> None:
        self.base_highlight = []
        self.board_highlight([])

    def after_move(self, events: list[Any], log_from: int, reason: str | None) -> None:
        if reason and self.session is not None:
            self.log_view.append(self.session.log[log_from].text, "reason")

    def animate(self, events: list[Any], done: Callable[[], None]) -> None:
        """The events move pawns and gold on the board one by one (``_on_event``); then the
        board shows the new position."""
        self.decision.clear("")
        assert self.animator is not None

        def played() -> None:
            s = self.session
            if s is not None:
                self.model = BoardModel.from_state(s.game.state)
                assert self.animator is not None
                self.animator.model = self.model
                self.board.set_model(self.model)
            done()

        self.animator.play(events, self.settings.step_ms, played)

    def _on_event(self, e: ev.AnyEvent) -> None:
        s = self.session
        if s is None:
            return
        said = s.line_of(e)  # described once, by the session
        if said is not None:
            line, kind = said
            self.log_view.append(line, kind)
            self.ticker.configure(text=line)
        extra = s.said_after(e)  # "You can't attack Cowford: …", "Turn order this round: …"
        if extra:
            self.log_view.append(extra, "event")
            self.ticker.configure(text=extra)
        dice = dice_text(e)
        if dice is not None:
            self.dice_label.configure(text=dice)
        if isinstance(e, ev.PhaseStarted):
            self.phases.show(e.phase)
            self.dice_label.configure(text="")  # no old hurricane dice in the pirate phase
        if isinstance(
            e, ev.GoldChanged | ev.SettlementFounded | ev.HeadStartFounded | ev.SettlementConquered
        ):
            self._refresh_players()
        flash = board_flash(e)
        if flash is not None:
            space, text, colour = flash
            self.board.flash(space, text, colour, max(1500, self.settings.step_ms * 12))

    @property
    def has_humans(self) -> bool:
        s = self.session
        return s is not None and any(not p.is_computer for p in s.players)

    # --- showing state ---------------------------------------------------------------------

    def refresh(self) -> None:
        s = self.session
        if s is None:
            return
        st = s.game.state
        pend = s.game.pending
        if st.config.round_limit:
            info = _(
                "Game number {number} · Round {round} · first to {gold} gold wins · ends after "
                "round {rounds}"
            )
        else:
            info = _("Game number {number} · Round {round} · first to {gold} gold wins")
        self.info.configure(
            text=info.format(
                number=st.config.seed,
                round=st.round,
                gold=st.config.target_gold,
                rounds=st.config.round_limit,
            )
        )
        if not self.lesson_wait:  # the bar stays on the phase whose lesson the class reads
            self.phases.show(st.phase if pend.kind != "game_over" else None)
        self._refresh_players()
        who = pend.player
        name = s.name_of(who)
        self.board.set_current(who)
        if pend.kind == "game_over":
            self.banner.show(self._winner_text(), st.winners[0] if len(st.winners) == 1 else None)
        elif pend.kind == "phase":
            self.banner.show(
                _("Round {round}: {phase} phase").format(
                    round=st.round, phase=phase_name(st.phase)
                ),
                None,
            )
        elif s.current_is_computer:
            self.banner.show(
                _("{name} ({power}, computer) is playing").format(name=name, power=power_name(who)),
                who,
            )
        else:
            turn = {
                "roll": _("Your turn, {name}: roll the dice"),
                "choose_die": _("Your turn, {name}: choose a die"),
                "attack": _("Your turn, {name}: attack {place}?"),
                "choose_loss": _("Your turn, {name}: choose which fighter to lose"),
                "transfer": _("Your turn, {name}: move a fighter in?"),
                "move": _("Your turn, {name}: move fighters or end your turn"),
            }.get(pend.kind, _("Your turn, {name}"))
            self.banner.show(turn.format(name=name, place=place(pend.space or 3)), who)

    def _refresh_players(self) -> None:
        s = self.session
        if s is None or self.model is None:
            return
        self.players_view.update_from(
            self.model, s.game.state.config.target_gold, s.game.pending.player
        )

    def _winner_text(self) -> str:
        s = self.session
        assert s is not None
        st = s.game.state
        return wording.winner_line([s.name_of(w) for w in st.winners])

    def focus_board(self) -> None:
        """Keyboard reading of the board: arrows choose spaces and cards, Enter opens."""
        self.board.focus_set()
        if self.board.selected is None:
            who = self.session.game.pending.player if self.session else None
            start = self.model.pawns.get(who, 1) if (self.model and who) else 1
            self.board.selected = start
            self.board.highlight(self.board.highlighted)

    def board_highlight(self, spaces: list[int]) -> None:
        """Light spaces on the board; with none, fall back to what the decision is about."""
        self.board.highlight(spaces or self.base_highlight)

    # --- human decisions -------------------------------------------------------------------

    def show_human_decision(self) -> None:
        s = self.session
        assert s is not None
        game = s.game
        pend = game.pending
        power = pend.player
        assert power is not None
        name = s.name_of(power)
        legal = game.legal_actions()
        opts: list[Option] = []
        detail = ""
        n = 0

        def numbered(
            label: str, action: Action, hover: list[int] | None = None, primary: bool = False
        ) -> None:
            nonlocal n
            n += 1
            key = str(n) if n <= 9 else ""
            text = f"{label} [{key}]" if key else label  # the key, in every language
            opts.append(Option(text, key, lambda: self.apply(action), hover or [], primary))

        cn = self.settings.classroom_card_names
        if pend.kind == "roll":
            opts.append(Option(_("Roll dice [R]"), "r", lambda: self.apply(Roll()), primary=True))
            prompt = _("{name}, roll the two dice. You will move by ONE of them.").format(name=name)
        elif pend.kind == "choose_die":
            pawn = game.state.player(power).pawn
            for a in legal:
                assert isinstance(a, ChooseDie)
                dest = clockwise(pawn, a.value)
                numbered(self._move_label(power, a.value, dest), a, [dest])
            first, second = pend.dice[0], pend.dice[1]
            prompt = (
                _("You rolled double {n}s: move {n} spaces.").format(n=first)
                if first == second
                else _("You rolled {first} and {second}. Which die do you use?").format(
                    first=first, second=second
                )
            )
        elif pend.kind == "attack":
            space = pend.space
            assert space is not None
            defender = game.state.settlements[space].owner
            x, y = len(pend.committed), len(game.defenders(space))
            for a in legal:
                if isinstance(a, CommitCombatant):
                    where = game.card_location(a.card) or 0
                    numbered(
                        _("Add {card} from {place}").format(
                            card=card_name(a.card, cn), place=place(where)
                        ),
                        a,
                        [where],
                    )
            if x:
                sent = ", ".join(card_name(c, cn) for c in pend.committed)
                detail = _("Sending: {cards}. {help}").format(
                    cards=sent, help=wording.attack_help(x, y)
                )
                opts.append(
                    Option(
                        _("Attack with {n} [A]").format(n=x),
                        "a",
                        lambda: self.apply(LaunchAttack()),
                        [space],
                        primary=True,
                    )
                )
            else:
                detail = wording.attack_help(0, y)
            opts.append(Option(_("Don't attack [D]"), "d", lambda: self.apply(DeclineAttack())))
            prompt = _(
                "{place} belongs to {name}. Attack it with fighters from your settlements next "
                "to it?"
            ).format(place=place(space), name=s.name_of(defender))
        elif pend.kind == "choose_loss":
            for a in legal:
                assert isinstance(a, ChooseLoss)
                where = game.card_location(a.card) or 0
                numbered(
                    _("Lose {card} at {place}").format(
                        card=card_name(a.card, cn), place=place(where)
                    ),
                    a,
                    [where],
                )
            prompt = _("You won, but you lose one fighter. Which one?")
        elif pend.kind == "transfer":
            for a in legal:
                if isinstance(a, TransferCombatant):
                    where = game.card_location(a.card) or 0
                    numbered(
                        _("Move {card} into {place}").format(
                            card=card_name(a.card, cn), place=place(pend.space or 3)
                        ),
                        a,
                        [pend.space or 3],
                    )
            opts.append(
                Option(
                    _("Keep them where they are [N]"),
                    "n",
                    lambda: self.apply(NoTransfer()),
                    primary=True,
                )
            )
            prompt = _("You conquered {place}! Move one fighter into it?").format(
                place=place(pend.space or 3)
            )
        elif pend.kind == "move":
            for a in legal:
                if isinstance(a, MoveCombatant):
                    where = game.card_location(a.card) or 0
                    numbered(
                        _("Move {card}: {start} → {place}").format(
                            card=card_name(a.card, cn), start=place(where), place=place(a.to_space)
                        ),
                        a,
                        [a.to_space],
                    )
            opts.append(Option(_("End turn [E]"), "e", lambda: self.apply(EndTurn()), primary=True))
            prompt = _("You may move each movable fighter (M) once to a neighboring settlement.")
        else:
            prompt = ""
        self.base_highlight = (
            [pend.space] if pend.kind in ("attack", "transfer") and pend.space else []
        )
        self.board_highlight([])
        self.decision.show(prompt, opts, detail)

    def _move_label(self, power: str, steps: int, dest: int) -> str:
        """ "Move 4 → Cowford (found it)": a die's button, with what the landing brings."""
        s = self.session
        assert s is not None
        fields = {"n": steps, "place": place(dest)}
        if dest % 3:
            return _("Move {n} → {place}").format(**fields)
        st = s.game.state.settlements[dest]
        if st.owner is None:
            return _("Move {n} → {place} (found it)").format(**fields)
        if st.owner == power:
            if st.raze == 0:
                return _("Move {n} → {place} (yours: draw a card)").format(**fields)
            return _("Move {n} → {place} (yours: clear Raze markers)").format(**fields)
        if s.game.can_attack(power, dest):
            return _("Move {n} → {place} (attack?)").format(**fields)
        return _("Move {n} → {place} ({name}'s)").format(name=s.name_of(st.owner), **fields)

    def show_game_over(self) -> None:
        s = self.session
        assert s is not None
        self.board.set_banner(self._winner_text())
        rows = []
        for i, (power, gold, held) in enumerate(s.standings()):
            row = ngettext(
                "{place}. {name} ({power}): {gold} gold, %(n)d settlement",
                "{place}. {name} ({power}): {gold} gold, %(n)d settlements",
                held,
            ) % {"n": held}
            rows.append(
                row.format(place=i + 1, name=s.name_of(power), power=power_name(power), gold=gold)
            )
        self.decision.show(
            self._winner_text(),
            [
                Option(_("New game [N]"), "n", self.new_game_dialog, primary=True, stays=True),
            ],
            _("Final standings:") + "\n" + "\n".join(rows),
        )
        self.run_game_over_hooks()

    # --- lessons ---------------------------------------------------------------------------

    def open_board_lesson(self, kind: str, value: int) -> None:
        if kind == "space":
            lesson_id = SPACES[value - 1].lesson_id
        else:
            lesson_id = DECK[value].lesson_id
        self.open_lesson(lesson_id)

    # --- settings --------------------------------------------------------------------------

    def _card_lists_changed(self) -> None:
        self.settings.show_card_lists = bool(self.card_lists_var.get())
        self.board.set_show_card_lists(self.settings.show_card_lists)

    def toggle_card_lists(self) -> None:
        self.card_lists_var.set(not self.card_lists_var.get())
        self._card_lists_changed()

    def _classroom_changed(self) -> None:
        self.settings.classroom_card_names = bool(self.classroom_var.get())
        self.board.classroom_names = self.settings.classroom_card_names
        if self.session is not None:
            self.session.classroom_names = self.settings.classroom_card_names
        self.board.redraw_all()


def open_window(root: object, services: Services) -> FloridaWindow:
    """Build the play window from what the shell hands over (see ``definition.py``): an opened
    save (``services.session``, checked whole before the switch) is shown at once."""
    session = services.session
    if session is not None and not isinstance(session, Session):
        raise TypeError(f"not a Colonial Florida game: {session!r}")
    window = FloridaWindow(tk_root(root), services=services)
    if session is not None:
        window.set_session(session)
    return window


def load_save(path: Path) -> Session:
    """A Colonial Florida save checked whole (for Game → Open before a switch of games)."""
    return Session.load(path)
