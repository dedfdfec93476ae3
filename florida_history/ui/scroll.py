"""A frame that scrolls only when its content does not fit (large text on a small screen).

When the content fits, ``body`` is stretched to the whole height, so a child packed with
``expand=True`` (the game log) takes the rest, exactly as in a plain frame. When it does not fit,
``body`` keeps its natural height, a scroll bar appears, and the mouse wheel scrolls it; nothing
is cut off. Which of the two applies is decided again whenever a child changes size.
"""

from __future__ import annotations

import tkinter as tk
from typing import Literal


class ScrollFrame(tk.Frame):
    def __init__(
        self,
        master: tk.Misc,
        background: str,
        always_bar: bool = False,
        borderwidth: int = 0,
        relief: Literal["flat", "solid"] = "flat",
    ) -> None:
        super().__init__(master, background=background, borderwidth=borderwidth, relief=relief)
        # ``always_bar``: the scroll bar's room is kept even when there is nothing to scroll,
        # so wrapped text inside never changes width (and height) as content comes and goes.
        self.always_bar = always_bar
        self.canvas = tk.Canvas(
            self,
            background=background,
            highlightthickness=0,
            borderwidth=0,
            takefocus=False,
            yscrollincrement=24,
        )
        self.bar = tk.Scrollbar(self, orient="vertical", command=self.canvas.yview)
        self.canvas.configure(yscrollcommand=self.bar.set)
        if always_bar:
            self.bar.pack(side="right", fill="y")
        self.canvas.pack(side="left", fill="both", expand=True)
        self.body = tk.Frame(self.canvas, background=background)
        self._window = self.canvas.create_window(0, 0, window=self.body, anchor="nw")
        self._pending: str | None = None
        self.scrolling = False
        self.follow: tk.Misc | None = None  # kept in view whenever the content changes
        self.canvas.bind("<Configure>", lambda e: self.refresh())
        self._body_size = (0, 0)
        self.body.bind("<Configure>", self._body_configured)
        for seq in ("<MouseWheel>", "<Button-4>", "<Button-5>"):
            self.bind_all(seq, self._on_wheel, add="+")

    def watch(self, *widgets: tk.Misc) -> None:
        """Decide again when one of these (the body's children) changes size."""
        for w in widgets or self.body.winfo_children():
            w.bind("<Configure>", lambda e: self.schedule(), add="+")

    def _body_configured(self, event: tk.Event) -> None:
        # Scrolling moves the body (a Configure event too): only a new size matters here.
        if (event.width, event.height) != self._body_size:
            self._body_size = (event.width, event.height)
            self.schedule()

    def schedule(self) -> None:
        if self._pending is None:
            self._pending = self.after_idle(self.refresh)

    def refresh(self) -> None:
        self._pending = None
        if not self.winfo_exists():
            return
        view_w, view_h = self.winfo_width(), self.winfo_height()
        if view_w <= 1 or view_h <= 1:
            return
        need = self.body.winfo_reqheight()
        # Showing the bar narrows the body (more wrapping, taller) and hiding it widens it
        # (shorter): deciding on the current width alone therefore never flips back and forth.
        scroll = need > view_h
        if scroll != self.scrolling and self.always_bar:
            self.scrolling = scroll
            if not scroll:
                self.canvas.yview_moveto(0)
        elif scroll != self.scrolling:
            self.scrolling = scroll
            if scroll:
                self.bar.pack(side="right", fill="y", before=self.canvas)
            else:
                self.bar.pack_forget()
                self.canvas.yview_moveto(0)
            self.update_idletasks()
            need = self.body.winfo_reqheight()
        width = self.canvas.winfo_width() if (scroll or self.always_bar) else view_w
        height = max(need, view_h) if not scroll else need
        self.canvas.itemconfigure(self._window, width=max(1, width), height=max(1, height))
        self.canvas.configure(scrollregion=(0, 0, width, height))
        if scroll and self.follow is not None and self.follow.winfo_exists():
            self.after_idle(lambda: self.see(self.follow) if self.follow is not None else None)

    def fit_content(self, max_height: int) -> None:
        """Ask for the content's natural size, but no taller than ``max_height`` (a dialog
        then opens as big as its content or the screen allows, and scrolls for the rest)."""
        self.update_idletasks()
        need_w, need_h = self.body.winfo_reqwidth(), self.body.winfo_reqheight()
        height = max(120, min(need_h, max_height))
        bar = self.bar.winfo_reqwidth() if need_h > height else 0
        self.canvas.configure(width=need_w + bar, height=height)

    def see(self, widget: tk.Misc) -> None:
        """Scroll so that ``widget`` (inside the body) is in view."""
        self.update_idletasks()  # the widget's place and the scroll bar are up to date
        if self._pending is not None:
            self.after_cancel(self._pending)
            self.refresh()
        if not self.scrolling or not widget.winfo_ismapped():
            return
        total = max(1, self.body.winfo_height())
        top = widget.winfo_rooty() - self.body.winfo_rooty()
        bottom = top + widget.winfo_height()
        view_top = self.canvas.canvasy(0)
        view_h = self.canvas.winfo_height()
        if bottom - top > view_h or bottom > view_top + view_h:
            self.canvas.yview_moveto(max(0, bottom - view_h) / total)  # its end (the buttons)
        elif top < view_top:
            self.canvas.yview_moveto(top / total)

    def _on_wheel(self, event: tk.Event) -> str | None:
        if not self.scrolling or not self.winfo_exists():
            return None
        widget = event.widget
        if not isinstance(widget, tk.Misc) or isinstance(widget, tk.Text | tk.Listbox):
            return None  # they scroll themselves
        w: tk.Misc | None = widget
        while w is not None and w is not self:
            w = w.master
        if w is None:
            return None
        if getattr(event, "num", None) == 4 or getattr(event, "delta", 0) > 0:
            self.canvas.yview_scroll(-2, "units")
        else:
            self.canvas.yview_scroll(2, "units")
        return "break"
