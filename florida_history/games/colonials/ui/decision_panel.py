"""The pending Colonials decision as big keyed buttons (the house style of Colonial Florida's
panel), with the forbidden moves shown disabled with their reason, the raid odds beside each
raid, and menus for Fire's target or a card with many targets."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Sequence
from functools import partial
from typing import Literal, TypedDict

from florida_history.games.colonials.engine.actions import Action
from florida_history.games.colonials.ui.options import Choice, Decision
from florida_history.games.colonials.words import _
from florida_history.ui import theme as th

BACK_KEY = "escape"


class ButtonLook(TypedDict):
    """A choice's button options, given to a new button or a kept one (typed: Tk's options
    are checked)."""

    text: str
    font: str
    justify: Literal["left"]
    anchor: Literal["w"]
    padx: int
    pady: int
    background: str
    activebackground: str
    disabledforeground: str
    state: Literal["normal", "disabled"]
    relief: Literal["raised", "groove"]
    borderwidth: int
    highlightthickness: int
    highlightcolor: str


def drop_focus(widgets: Sequence[tk.Misc], anchor: tk.Misc) -> None:
    """Before kept widgets are given new content: the keyboard focus on one of them goes to
    the window, as Tk did when that widget was destroyed and made anew (a focused button must
    not silently become another choice under Space)."""
    try:
        focused = anchor.focus_get()
    except (KeyError, tk.TclError):  # focus in a menu or another application
        return
    if focused is not None and any(focused is w for w in widgets):
        anchor.winfo_toplevel().focus_set()


class ColonialsDecisionPanel(tk.Frame):
    """``on_action`` gets the chosen engine action; ``on_open`` gets choices that open a
    dialog (the trade proposal)."""

    def __init__(
        self,
        master: tk.Misc,
        on_action: Callable[[Action], None],
        on_open: Callable[[Choice], None],
    ) -> None:
        super().__init__(master, background=th.PANEL_BG)
        self.on_action = on_action
        self.on_open = on_open
        self.prompt = tk.Label(
            self,
            font="fh-bold",
            anchor="w",
            justify="left",
            background=th.PANEL_BG,
            foreground=th.TEXT,
        )
        self.prompt.pack(fill="x", padx=6, pady=(4, 2))
        self.detail = tk.Label(
            self,
            font="fh-body",
            anchor="w",
            justify="left",
            background=th.TIP_BG,
            foreground=th.TEXT,
        )
        self.detail.pack(fill="x", padx=6, pady=(0, 4))
        self.buttons_frame = tk.Frame(self, background=th.PANEL_BG)
        self.buttons_frame.pack(fill="both", expand=True, padx=4, pady=2)
        self.choices: list[Choice] = []
        self.buttons: list[tk.Button] = []
        self.decision: Decision | None = None
        self.enabled = True
        # Big text on a small screen (set by the table): every button must fit without
        # scrolling, so the raid previews are one short line each and the padding is smaller.
        self.compact = False
        self.gap = 2  # the buttons' spacing (smaller when compact)
        self.wraps: dict[str, int] = {}  # each label's and button's wrap length, by path name
        self.bind("<Configure>", self._wrap)

    def _wrap(self, event: tk.Event | None = None) -> None:
        width = max(150, self.winfo_width() - 16)
        # A label or button told its width again lays its words out again: only new ones
        # and a new width.
        for w, length in ((self.prompt, width), (self.detail, width)):
            if self.wraps.get(str(w)) != length:
                self.wraps[str(w)] = length
                w.configure(wraplength=length)
        for b in self.buttons:
            if self.wraps.get(str(b)) != width - 24:
                self.wraps[str(b)] = width - 24
                b.configure(wraplength=width - 24)

    def show(self, decision: Decision) -> None:
        self.decision = decision
        prompt = decision.prompt
        if self.compact:  # whose decision it is shows on the table (tracker, colony frame)
            prompt = prompt.split(" \u2014 ", 1)[-1]
        self._show(prompt, decision.choices, decision.detail)

    def _show(self, prompt: str, choices: list[Choice], detail: str = "") -> None:
        self.prompt.configure(text=prompt)
        self.detail.configure(text=detail)
        if detail:
            self.detail.pack(fill="x", padx=6, pady=(0, 4), before=self.buttons_frame)
        else:
            self.detail.pack_forget()
        # The buttons are kept and given the new choices (re-creating them was a fifth of a
        # table redraw); only a surplus goes, a shortfall is made.
        drop_focus(self.buttons, self)
        self.choices = choices
        gap = 1 if self.compact else 2
        if gap != self.gap:  # compact mode came or went: the kept buttons' spacing too
            self.gap = gap
            for b in self.buttons:
                b.pack_configure(pady=gap)
        for i, choice in enumerate(choices):
            text = choice.label
            if not choice.enabled:
                text = _("%(choice)s \u2014 not now: %(reason)s") % {
                    "choice": choice.label,
                    "reason": choice.reason,
                }
            elif choice.detail:
                preview = choice.brief if self.compact and choice.brief else choice.detail
                text = f"{choice.label}\n{preview}"
            look: ButtonLook = {
                "text": text,
                "font": "fh-button" if choice.enabled else "fh-body",
                "justify": "left",
                "anchor": "w",
                "padx": 4 if self.compact else 8,
                "pady": 1 if self.compact else 5,
                "background": th.YELLOW if choice.primary else "#FFFFFF",
                "activebackground": th.SKY,
                "disabledforeground": "#4A4A4A",
                "state": "normal" if choice.enabled else "disabled",
                "relief": "raised" if choice.enabled else "groove",
                "borderwidth": 2,
                "highlightthickness": 3,
                "highlightcolor": th.BLUE,
            }
            if i < len(self.buttons):
                self.buttons[i].configure(**look)
            else:
                b = tk.Button(self.buttons_frame, command=partial(self._run_at, i), **look)
                b.pack(fill="x", padx=3, pady=gap)
                self.buttons.append(b)
        for b in self.buttons[len(choices) :]:
            self.wraps.pop(str(b), None)
            b.destroy()
        del self.buttons[len(choices) :]
        self._wrap()
        self.enabled = True

    def clear(self, prompt: str = "") -> None:
        self.decision = None
        self._show(prompt, [])

    def _run_at(self, i: int) -> None:
        """The ``i``-th button: the choice it shows now (kept buttons get new choices)."""
        self.run(self.choices[i])

    def run(self, choice: Choice) -> None:
        if not self.enabled or not choice.enabled:
            return
        if choice.submenu:
            back = Choice(_("Back [Esc]"), BACK_KEY)
            self._show(choice.label.rsplit(" [", 1)[0], [*choice.submenu, back])
            return
        if choice.key == BACK_KEY and self.decision is not None:
            self.show(self.decision)
            return
        if choice.opens:
            self.on_open(choice)
            return
        if choice.action is not None:
            self.enabled = False  # one click = one decision
            self.on_action(choice.action)

    def handle_key(self, keysym: str) -> bool:
        key = keysym.lower()
        key = {"kp_enter": "return"}.get(key, key)
        if key.startswith("kp_") and key[3:].isdigit():
            key = key[3:]
        for choice in self.choices:
            if choice.enabled and choice.key == key:
                self.run(choice)
                return True
        if key == "return":
            primary = [c for c in self.choices if c.primary and c.enabled]
            if len(primary) == 1:
                self.run(primary[0])
                return True
        return False

    def button_for(self, key: str) -> tk.Button | None:
        for choice, b in zip(self.choices, self.buttons, strict=True):
            if choice.key == key:
                return b
        return None
