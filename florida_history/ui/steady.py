"""Widgets that keep their height while the text in them changes, so nothing below them moves
under the pointer: a label that always takes the same number of lines, and a slot that never
gets shorter during a game. Game-neutral: the shell, demo mode and every game's side panel use
them."""

from __future__ import annotations

import tkinter as tk
import tkinter.font as tkfont
from typing import Any, Literal, TypedDict, Unpack

from florida_history.ui.theme import root_of


class LabelLook(TypedDict, total=False):
    """The options a ``FittedLabel`` takes besides its text, lines and fonts."""

    anchor: Literal["nw", "w"]
    justify: Literal["left", "center"]
    background: str
    foreground: str
    padx: int


class FittedLabel(tk.Label):
    """A label that always takes ``lines`` lines: its text wraps at its width, in the first of
    ``fonts`` it fits with, and past the last line ends in "…". Its height never changes
    with the text, so nothing below it moves (a click aimed at a tab lands on the tab)."""

    def __init__(
        self,
        master: tk.Misc,
        lines: int = 2,
        fonts: tuple[str, ...] = ("fh-small",),
        **kw: Unpack[LabelLook],
    ) -> None:
        kw.setdefault("anchor", "nw")
        kw.setdefault("justify", "left")
        super().__init__(master, text="", font=fonts[-1], height=lines, **kw)
        self.lines, self.fonts, self.full = lines, fonts, ""
        self.bind("<Configure>", lambda e: self._fit(e.width), add="+")

    # The text is kept whole and fitted; any other option goes to Tk as given. (Tk's
    # ``configure`` is typed as overloads, one per way of calling it: this one way is not.)
    def configure(self, cnf: dict[str, Any] | None = None, **kw: Any) -> object:  # type: ignore[override]
        if "text" in kw:
            self.full = str(kw.pop("text"))
            out = super().configure(cnf, **kw) if (cnf or kw) else None
            self._fit()
            return out
        return super().configure(cnf, **kw)

    config = configure  # type: ignore[assignment]

    def _fit(self, width: int | None = None) -> None:
        width = (width or self.winfo_width()) - 2 * int(str(self.cget("padx"))) - 6
        if width <= 60:
            width = 400  # not laid out yet: its first <Configure> fits it again
        for name in self.fonts:
            font = tkfont.nametofont(name, root=self)
            lines = _wrap(self.full, width, font)
            if len(lines) <= self.lines or name == self.fonts[-1]:
                break
        if len(lines) > self.lines:
            last = " ".join(lines[self.lines - 1 :])
            while last and font.measure(last + "…") > width:
                last = last[:-1]
            lines = lines[: self.lines - 1] + [last.rstrip() + "…"]
        super().configure(text="\n".join(lines), font=name, height=self.lines)


def _wrap(text: str, width: int, font: tkfont.Font) -> list[str]:
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split():
            candidate = f"{line} {word}" if line else word
            if line and font.measure(candidate) > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


class Steady(tk.Frame):
    """Holds one widget and never gets shorter while a game goes on (until ``reset``): a turn
    banner or caption that needs one line less for a moment does not pull up everything
    below it."""

    def __init__(self, master: tk.Misc, background: str) -> None:
        super().__init__(master, background=background)
        self.columnconfigure(0, weight=1)
        self.rowconfigure(0, weight=1)
        self.tallest = 0
        self.bind("<Configure>", lambda e: self.settle(), add="+")

    def hold(self, child: tk.Widget) -> tk.Widget:
        """Show ``child`` here, stretched to the height kept (its background fills it)."""
        child.grid(in_=self, row=0, column=0, sticky="nsew")
        child.bind("<Configure>", lambda e: root_of(self).after_idle(self.settle), add="+")
        return child

    def release(self, child: tk.Widget) -> None:
        """Take ``child`` out: the slot shrinks to nothing. (A frame whose last gridded child
        goes keeps its old size in Tk: the demonstration band left a blank band of its height
        after F5 off, and new lessons showed only their title.)"""
        child.grid_forget()
        self.tallest = 0
        self.rowconfigure(0, minsize=0)
        if not self.grid_slaves():
            self.configure(height=1)  # asks for 1 px: Tk lays the column out again

    def settle(self) -> None:
        try:
            need = max((w.winfo_reqheight() for w in self.grid_slaves()), default=0)
        except tk.TclError:
            return
        if need > self.tallest:
            self.tallest = need
            self.rowconfigure(0, minsize=need)

    def reset(self) -> None:
        """A new game, text size or window size: measure again from the current content."""
        self.tallest = 0
        self.rowconfigure(0, minsize=0)
        # Not at once: the child's own size is recomputed when Tk is idle, after this.
        root_of(self).after(60, self.settle)
