"""The decision at hand, as big buttons with their keyboard shortcut printed on them.

The panel never decides anything: each option carries the engine action it sends, built from
``game.legal_actions()``, so what is not legal is never offered."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial

from florida_history.ui import theme as th


@dataclass
class Option:
    label: str
    key: str  # keysym, e.g. "r", "1"
    command: Callable[[], object]  # what it returns is not used
    hover: list[int] = field(default_factory=list)  # spaces to highlight on hover/focus
    primary: bool = False
    # It decides nothing (it opens a window: the recap, the New game dialog), so it and the
    # buttons beside it keep working after it was used.
    stays: bool = False


class DecisionPanel(tk.Frame):
    def __init__(self, master: tk.Misc, on_hover: Callable[[list[int]], None]) -> None:
        super().__init__(master, background=th.PANEL_BG)
        self.on_hover = on_hover
        self.prompt = tk.Label(
            self,
            text="",
            font="fh-bold",
            anchor="w",
            justify="left",
            background=th.PANEL_BG,
            foreground=th.TEXT,
        )
        self.prompt.pack(fill="x", padx=6, pady=(4, 2))
        self.detail = tk.Label(
            self,
            text="",
            font="fh-body",
            anchor="w",
            justify="left",
            background=th.PANEL_BG,
            foreground=th.TEXT,
        )
        self.buttons_frame = tk.Frame(self, background=th.PANEL_BG)
        self.buttons_frame.pack(fill="x", padx=4, pady=2)
        self.options: list[Option] = []
        self.buttons: list[tk.Button] = []
        self.enabled = True
        self.bind("<Configure>", self._wrap)

    def _wrap(self, event: tk.Event | None = None) -> None:
        width = max(150, self.winfo_width() - 16)
        self.prompt.configure(wraplength=width)
        self.detail.configure(wraplength=width)
        cols = self._cols()
        for b in self.buttons:
            b.configure(wraplength=max(100, width // cols - 16))

    def _cols(self) -> int:
        n = len(self.options)
        return (
            1
            if n <= 2 and max((len(o.label) for o in self.options), default=0) > 22
            else (2 if n >= 2 else 1)
        )

    def show(self, prompt: str, options: list[Option], detail: str = "") -> None:
        self.prompt.configure(text=prompt)
        if detail:
            self.detail.configure(text=detail)
            self.detail.pack(fill="x", padx=6, pady=(0, 4), before=self.buttons_frame)
        else:
            self.detail.pack_forget()
        for b in self.buttons:
            b.destroy()
        # Tk keeps a frame's last size when its last child goes: ask for none, so the panel
        # shrinks to its prompt when there are no buttons.
        self.buttons_frame.configure(height=1)
        self.options = options
        self.buttons = []
        cols = self._cols()
        for c in range(3):
            self.buttons_frame.columnconfigure(c, weight=0, uniform="")
        for c in range(cols):
            self.buttons_frame.columnconfigure(c, weight=1, uniform="dec")
        for i, opt in enumerate(options):
            b = tk.Button(
                self.buttons_frame,
                text=opt.label,
                font="fh-button",
                command=partial(self._run, opt),
                justify="center",
                padx=8,
                pady=6,
                background=th.YELLOW if opt.primary else "#FFFFFF",
                activebackground=th.SKY,
                relief="raised",
                borderwidth=2,
                highlightthickness=3,  # a clear focus ring for keyboard (Tab) users
                highlightcolor=th.BLUE,
            )
            row, col = divmod(i, cols)
            b.grid(row=row, column=col, sticky="nsew", padx=3, pady=3)
            if opt.hover:
                b.bind("<Enter>", partial(self._hovered, opt))
                b.bind("<FocusIn>", partial(self._hovered, opt))
                b.bind("<Leave>", lambda e: self.on_hover([]))
            self.buttons.append(b)
        self._wrap()
        self.enabled = True

    def clear(self, prompt: str = "") -> None:
        self.show(prompt, [])

    def _hovered(self, option: Option, _event: tk.Event[tk.Button]) -> None:
        self.on_hover(option.hover)

    def _run(self, option: Option) -> None:
        if not self.enabled:
            return
        self.enabled = False  # one click = one decision, even if clicked twice quickly
        self.on_hover([])
        option.command()
        if option.stays and option in self.options:
            self.enabled = True

    def handle_key(self, keysym: str) -> bool:
        if not self.enabled:
            return False
        key = keysym.lower()
        aliases = {
            "kp_1": "1",
            "kp_2": "2",
            "kp_3": "3",
            "kp_4": "4",
            "kp_5": "5",
            "kp_6": "6",
            "kp_7": "7",
            "kp_8": "8",
            "kp_9": "9",
            "kp_enter": "return",
        }
        key = aliases.get(key, key)
        for opt in self.options:
            if opt.key == key:
                self._run(opt)
                return True
        if key == "return":
            primary = [o for o in self.options if o.primary]
            if len(primary) == 1:
                self._run(primary[0])
                return True
        return False

    def button_for(self, key: str) -> tk.Button | None:
        for opt, b in zip(self.options, self.buttons, strict=True):
            if opt.key == key:
                return b
        return None
