"""The New game dialog: the games side by side (a picture, one line, players, minutes for the
length chosen), and below them the chosen game's own setup form (from its definition) or, for
a game without one, its lengths as buttons. Not modal-blocking: Start calls ``on_start`` with
the game's id and its form's choice, so tests drive it with ``invoke()``."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Sequence
from typing import Any

from florida_history.app import new_game_memory
from florida_history.app.games import GameDefinition, HasSetupForm, Memory, SetupForm
from florida_history.i18n import LANGUAGE_NAMES, LANGUAGES, language
from florida_history.maps import thumbnails
from florida_history.resources import images_dir
from florida_history.ui import theme as th
from florida_history.ui.scroll import ScrollFrame
from florida_history.ui.wrapping import follow_width
from florida_history.words import _, ngettext

TITLE_BAR = 32  # px of the dialog's own title bar, above where it is placed
TASKBAR = 48  # px a taskbar or dock may hide at the bottom of the screen
BUTTON_PADY = 4


class PresetForm(tk.Frame):
    """The setup form of a game that brings none: its lengths, one radio button each."""

    def __init__(self, master: tk.Misc, definition: GameDefinition, remembered: Memory):
        super().__init__(master, background=th.PANEL_BG)
        self.definition = definition
        self.on_change: Callable[[], None] | None = None
        presets = list(definition.presets())
        ids = [p.id for p in presets]
        length = remembered.get("length")
        chosen = length if isinstance(length, str) and length in ids else ids[0]
        self.preset_var = tk.StringVar(value=chosen)
        tk.Label(self, text=_("Game length"), font="fh-bold", background=th.PANEL_BG).pack(
            anchor="w", padx=8, pady=4
        )
        for p in presets:
            tk.Radiobutton(
                self,
                text=_("{name}: {blurb}").format(name=p.name, blurb=p.blurb),
                value=p.id,
                variable=self.preset_var,
                font="fh-body",
                background=th.PANEL_BG,
                anchor="w",
                highlightthickness=2,
                command=self._changed,
            ).pack(anchor="w", padx=8)

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()

    def preset_id(self) -> str:
        return str(self.preset_var.get())

    def players(self) -> int:
        return self.definition.info.min_players

    def choice(self) -> dict[str, str]:
        return {"length": self.preset_id()}

    def memory(self) -> Memory:
        return {"length": self.preset_id()}


class GameCard(tk.Frame):
    """One game on the New game screen: picture, title, one line, players and minutes."""

    def __init__(self, master: tk.Misc, definition: GameDefinition, on_choose: Callable[[], None]):
        super().__init__(master, background=th.PANEL_BG, highlightthickness=3, padx=6, pady=4)
        self.definition = definition
        info = definition.info
        self.radio = tk.Radiobutton(
            self,
            text=info.title,
            value=info.id,
            font="fh-big",
            background=th.PANEL_BG,
            anchor="w",
            highlightthickness=2,
            command=on_choose,
        )
        self.picture = tk.Label(self, background=th.PANEL_BG, cursor="hand2")
        self.photo = _thumbnail(self, info.picture)
        if self.photo is not None:
            self.picture.configure(image=self.photo)
        self.picture.pack(side="left", padx=(0, 8))
        self.radio.pack(anchor="w")
        self.line = follow_width(
            tk.Label(
                self,
                text=info.tagline,
                font="fh-body",
                background=th.PANEL_BG,
                anchor="w",
                justify="left",
                wraplength=260,
            ),
            minimum=160,
        )
        self.line.pack(fill="x", anchor="w")
        self.facts = tk.Label(
            self, text="", font="fh-small", background=th.PANEL_BG, foreground=th.MUTED, anchor="w"
        )
        self.facts.pack(fill="x", anchor="w")
        for widget in (self, self.picture, self.line, self.facts):
            widget.bind("<Button-1>", lambda _e: self.radio.invoke(), add="+")

    def show_facts(self, preset_id: str, players: int) -> None:
        info = self.definition.info
        text = _("{fewest}–{most} players").format(fewest=info.min_players, most=info.max_players)
        presets = {p.id: p for p in self.definition.presets()}
        if not preset_id:
            preset_id = next(iter(presets), "")
        if preset_id in presets:  # a length typed in the form has its estimate there
            players = max(info.min_players, min(info.max_players, players))
            minutes = self.definition.minutes(preset_id, players)
            text = ngettext(
                "{fewest}–{most} players · {length}: about {minutes} minute",
                "{fewest}–{most} players · {length}: about {minutes} minutes",
                minutes,
            ).format(
                fewest=info.min_players,
                most=info.max_players,
                length=presets[preset_id].name,
                minutes=minutes,
            )
        self.facts.configure(text=text)

    def show_chosen(self, chosen: bool) -> None:
        colour = th.BLACK if chosen else th.PANEL_BG
        self.configure(highlightbackground=colour, highlightcolor=colour)


def _thumbnail(master: tk.Misc, name: str) -> Any:
    """The game's picture scaled to the card: the ready-made file for this text size (Tk reads
    it without Pillow), else the full picture scaled with Pillow the same way; none if the
    picture is missing or unreadable."""
    scale = float(getattr(th.root_of(master), "fh_text_scale", 1.0) or 1.0)
    height = thumbnails.height_for(scale)
    ready = thumbnails.ready_path(images_dir(), name, height)
    try:
        return tk.PhotoImage(master=master, file=str(ready))
    except tk.TclError:
        pass  # not made for this size (or damaged): scale the full picture
    try:
        from PIL import ImageTk

        return ImageTk.PhotoImage(thumbnails.scaled(images_dir() / name, height), master=master)
    except (OSError, ValueError):
        return None


class NewGameDialog(tk.Toplevel):
    def __init__(
        self,
        master: tk.Misc,
        games: Sequence[GameDefinition],
        on_start: Callable[[str, object], None],
        chosen: str | None = None,
        on_resume: Callable[[], None] | None = None,
        resume_text: str = "",
        on_open: Callable[[], None] | None = None,
        can_cancel: bool = False,
        remembered: dict[str, Any] | None = None,
        on_remember: Callable[[dict[str, Any]], None] | None = None,
        on_language: Callable[[str], None] | None = None,
    ) -> None:
        super().__init__(master, background=th.PANEL_BG)
        self.games = list(games)
        self.on_start = on_start
        self.on_remember = on_remember
        self.on_language = on_language
        self._actions = (on_resume, resume_text, on_open, can_cancel)
        self.remembered = new_game_memory.clean(remembered or {})
        ids = [g.info.id for g in self.games]
        if chosen not in ids:
            last = new_game_memory.last_game(self.remembered)
            chosen = last if last in ids else ids[0]
        self.transient(master.winfo_toplevel())
        self.error = tk.StringVar(value="")
        self.form: SetupForm | None = None
        self.form_game = chosen  # the game whose form is shown (``choose_game`` sets it)
        self._build(chosen)
        # Tab to a choice below the fold (game length, game number...) scrolls it into view.
        self.bind("<FocusIn>", self._focus_seen, add="+")

    def _build(self, chosen: str) -> None:
        """Everything inside the dialog, in the language spoken now (built again when the
        players choose another language here)."""
        on_resume, resume_text, on_open, can_cancel = self._actions
        self._fitted = False
        self.form = None
        self.title(_("New game — Florida History"))
        # The choices scroll if large text makes them taller than the screen; the buttons
        # (and any error message) stay at the bottom, always visible.
        buttons = tk.Frame(self, background=th.PANEL_BG)
        buttons.pack(side="bottom", fill="x", pady=BUTTON_PADY)
        self.buttons = buttons
        self.scroller = ScrollFrame(self, background=th.PANEL_BG)
        self.scroller.pack(side="top", fill="both", expand=True)
        body = self.scroller.body
        pad = th.FORM_PAD
        if self.on_language is not None:
            self._language_row(body).grid(row=0, column=0, sticky="ew", padx=8, pady=(4, 0))
        self.game_var = tk.StringVar(value=chosen)
        cards = tk.Frame(body, background=th.PANEL_BG)
        cards.grid(row=1, column=0, sticky="ew", **pad)
        self.cards: dict[str, GameCard] = {}
        for i, definition in enumerate(self.games):
            card = GameCard(cards, definition, lambda: self.choose_game(self.game_var.get()))
            card.radio.configure(variable=self.game_var)
            card.grid(row=0, column=i, sticky="nsew", padx=(0, 8))
            cards.columnconfigure(i, weight=1, uniform="card")
            self.cards[definition.info.id] = card
        self.cards_frame = cards
        cards.update_idletasks()
        self._stack_cards_if_wide()
        if on_resume is not None:
            box = tk.Frame(body, background=th.YELLOW, padx=8, pady=6)
            box.grid(row=2, column=0, sticky="ew", **pad)
            tk.Label(
                box,
                text=_("An unfinished game was saved:\n{game}").format(game=resume_text),
                font="fh-body",
                background=th.YELLOW,
                justify="left",
                anchor="w",
            ).pack(side="left")
            # Resuming is the default: one press of Enter must never start a new game over
            # the class's unfinished one.
            self.resume_button = tk.Button(
                box,
                text=_("Resume it [Enter]"),
                font="fh-button",
                background=th.YELLOW,
                default="active",
                command=lambda: self._close_then(on_resume),
            )
            self.resume_button.pack(side="right")
            self.bind("<Control-r>", lambda e: self.resume_button.invoke())
        self.form_holder = tk.Frame(body, background=th.PANEL_BG)
        self.form_holder.grid(row=3, column=0, sticky="ew")
        follow_width(  # a long message wraps instead of pushing Start off the screen
            tk.Label(
                buttons,
                textvariable=self.error,
                font="fh-bold",
                foreground=th.VERMILION,
                background=th.PANEL_BG,
                anchor="w",
                justify="left",
            ),
            minimum=200,
        ).pack(side="left", fill="x", expand=True, padx=8)
        if on_open is not None:
            tk.Button(
                buttons,
                text=_("Open saved game…"),
                font="fh-body",
                command=lambda: self._close_then(on_open),
            ).pack(side="left", padx=4)
        if can_cancel:
            tk.Button(buttons, text=_("Cancel [Esc]"), font="fh-body", command=self.destroy).pack(
                side="left", padx=4
            )
            self.bind("<Escape>", lambda e: self.destroy())
        resumable = on_resume is not None
        self.start_button = tk.Button(
            buttons,
            text=_("Start a new game [Ctrl+Enter]") if resumable else _("Start game [Enter]"),
            font="fh-button",
            background=th.PANEL_BG if resumable else th.YELLOW,
            command=self.start,
        )
        self.start_button.pack(side="left", padx=4)
        default = self.resume_button.invoke if resumable else self.start
        for key in ("<Return>", "<KP_Enter>"):
            self.bind(key, lambda e, act=default: act())
        if resumable:
            for key in ("<Control-Return>", "<Control-KP_Enter>"):
                self.bind(key, lambda e: self.start())
        self.choose_game(chosen)
        self.scroller.watch()
        self.update_idletasks()
        self._stack_cards_if_wide()  # measured again: the cards' lines are laid out now
        self.update_idletasks()
        self._fit_choices()
        self._fitted = True
        self.focus_set()

    def _language_row(self, parent: tk.Misc) -> tk.Frame:
        """English / Español, each written in its own language: a reader finds their own."""
        row = tk.Frame(parent, background=th.PANEL_BG)
        tk.Label(row, text=_("Language:"), font="fh-bold", background=th.PANEL_BG).pack(side="left")
        self.language_var = tk.StringVar(value=language())
        self.language_buttons: dict[str, tk.Radiobutton] = {}
        for code in LANGUAGES:
            button = tk.Radiobutton(
                row,
                text=LANGUAGE_NAMES[code],
                value=code,
                variable=self.language_var,
                font="fh-body",
                background=th.PANEL_BG,
                highlightthickness=2,
                command=self._language_chosen,
            )
            button.pack(side="left", padx=(8, 0))
            self.language_buttons[code] = button
        return row

    def _language_chosen(self) -> None:
        """Another language: said to the window (saved, spoken from now on), then the dialog
        built again in it with the choices made so far."""
        code = self.language_var.get()
        if self.on_language is None or code == language():
            return
        self.on_language(code)
        self.remembered = self.memory()
        chosen = self.form_game
        for child in self.winfo_children():
            child.destroy()
        self._build(chosen)
        self.language_buttons[language()].focus_set()

    @property
    def definition(self) -> GameDefinition:
        chosen = self.game_var.get()
        return next(g for g in self.games if g.info.id == chosen)

    def choose_game(self, game_id: str) -> None:
        """Show ``game_id``'s setup form below the cards (what was typed in another game's
        form is kept in memory for when it is chosen again)."""
        if self.form is not None:
            self.remembered = new_game_memory.remember(
                self.remembered, self.form_game, self.form.memory()
            )
            self.form.destroy()
        self.game_var.set(game_id)
        self.error.set("")
        definition = self.definition
        memory = new_game_memory.game_memory(self.remembered, game_id)
        try:
            form = self._make_form(definition, memory)
        except Exception:  # noqa: BLE001 - remembered choices never stop the app
            # A choice remembered from last time that the game's form cannot use: set aside
            # (forgotten), said in words, and the form starts from its defaults.
            for child in self.form_holder.winfo_children():
                child.destroy()
            self.remembered = new_game_memory.forget(self.remembered, game_id)
            form = self._make_form(definition, {})
            self.error.set(_(new_game_memory.SET_ASIDE))
        self.form = form
        self.form_game = game_id
        form.pack(fill="x")
        form.on_change = self._form_changed
        for gid, card in self.cards.items():
            card.show_chosen(gid == game_id)
        self._form_changed()
        if getattr(self, "_fitted", False):  # another game's form: as tall as it needs again
            self._fit_choices()

    def _make_form(self, definition: GameDefinition, memory: Memory) -> SetupForm:
        if isinstance(definition, HasSetupForm):
            return definition.setup_form(self.form_holder, memory, self.error)
        return PresetForm(self.form_holder, definition, memory)

    def _form_changed(self) -> None:
        """The minutes on every card follow the length and players chosen in the form."""
        form = self.form
        if form is None:
            return
        for gid, card in self.cards.items():
            if gid == self.form_game:
                card.show_facts(form.preset_id(), form.players())
            else:
                # The setup that game's form will offer: its remembered players, else its
                # default (every form starts with its most seats), not the fewest.
                memory = new_game_memory.game_memory(self.remembered, gid)
                players = memory.get("players")
                seats = memory.get("seats")
                if type(players) is not int and isinstance(seats, dict) and seats:
                    players = sum(
                        1
                        for seat in seats.values()
                        if not (isinstance(seat, dict) and seat.get("kind") == "Not playing")
                    )
                if type(players) is not int:
                    players = card.definition.info.max_players
                card.show_facts(str(memory.get("length", "")), players)

    def _stack_cards_if_wide(self) -> None:
        """Large text on a small screen: the game cards one a row, so the dialog (its scroll
        bar and padding counted) is never wider than the screen."""
        cards = self.cards_frame
        if cards.winfo_reqwidth() + 60 <= self.winfo_screenwidth() - 40:
            return
        for i, card in enumerate(self.cards.values()):
            card.grid_configure(row=i, column=0, pady=(0, 6))
            cards.columnconfigure(i, uniform="", weight=0)
            card.line.unbind("<Configure>")  # side by side no more: a fixed wrap
            card.line.configure(wraplength=max(260, self.winfo_screenwidth() // 2))
        cards.columnconfigure(0, weight=1)

    def _focus_seen(self, event: tk.Event) -> None:
        widget = event.widget
        if isinstance(widget, tk.Misc) and str(widget).startswith(f"{self.scroller.body}."):
            self.scroller.see(widget)

    def _fit_choices(self) -> None:
        """The choices as tall as they need, within the room the buttons (and their padding)
        leave."""
        self.scroller.fit_content(self._room() - self.buttons.winfo_reqheight() - 2 * BUTTON_PADY)

    def _room(self) -> int:
        """The height the dialog may take: the screen's less its title bar and a taskbar, and
        the main window's when it is up."""
        room = self.winfo_screenheight() - TITLE_BAR - TASKBAR
        top = self.master.winfo_toplevel()
        if top.winfo_ismapped() and top.winfo_height() > 300:
            room = min(room, top.winfo_height() - 70)
        return room

    def _close_then(self, action: Callable[[], None]) -> None:
        self.destroy()
        action()

    def _shown_form(self) -> SetupForm:
        """The chosen game's form (``choose_game`` shows one as the dialog is built)."""
        if self.form is None:
            raise RuntimeError("the New game dialog shows no form")
        return self.form

    def choice(self) -> object | None:
        """The chosen game's choice (None, with the reason shown, if the form is not right)."""
        self.error.set("")
        return self._shown_form().choice()

    def memory(self) -> dict[str, Any]:
        """Everything to offer next time: the game chosen and each game's setup."""
        form = self._shown_form()
        return new_game_memory.remember(self.remembered, self.form_game, form.memory())

    def start(self) -> None:
        choice = self.choice()
        if choice is None:
            return
        game_id = self.form_game
        if self.on_remember is not None:
            self.on_remember(self.memory())
        self.destroy()
        self.on_start(game_id, choice)


def place_dialog(dialog: tk.Toplevel, root: tk.Misc) -> None:
    """Near the top left of the main window, moved left when large text makes it wide and
    up when it is tall: on a 720-line screen its last rows (game number, Start) stay above
    the taskbar."""
    dialog.update_idletasks()
    room = root.winfo_width() - dialog.winfo_reqwidth()
    x = max(0, min(60, room // 2)) if room > 0 else 0
    lowest = dialog.winfo_screenheight() - TASKBAR - dialog.winfo_reqheight()
    y = max(TITLE_BAR, min(root.winfo_rooty() + 40, lowest))
    dialog.geometry(f"+{root.winfo_rootx() + x}+{y}")
