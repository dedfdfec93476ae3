"""The main window's menu extension point: features add entries to a named section of a menu,
never by searching the menu bar for a label (renaming a menu would silently drop them)."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

# "game": the Game menu, above its Quit entry; "view-top": the top of the View menu;
# "view": the end of the View menu.
MenuSection = Literal["game", "view-top", "view"]


@dataclass(frozen=True)
class MenuItem:
    """One entry: a command, a check button (when ``variable`` is set) or a separator."""

    label: str = ""
    command: Callable[[], None] | None = None
    accelerator: str = ""
    variable: tk.BooleanVar | None = None

    @property
    def is_separator(self) -> bool:
        return self.command is None


SEPARATOR = MenuItem()


class MenuTable:
    """The App's menus by section, and every entry added to them (for tests and features)."""

    def __init__(self, game: tk.Menu, view: tk.Menu) -> None:
        self.game = game
        self.view = view
        self._view_top = 0  # entries added so far at the top of the View menu
        self.added: list[tuple[MenuSection, MenuItem]] = []

    def menu_for(self, section: MenuSection) -> tk.Menu:
        return self.game if section == "game" else self.view

    def add(self, section: MenuSection, items: Sequence[MenuItem]) -> None:
        """Insert ``items`` in order at ``section``."""
        menu = self.menu_for(section)
        end = menu.index("end")
        last = -1 if end is None else int(end)
        if section == "game":
            at = last - 1  # the separator above Quit, which the App keeps last
        elif section == "view-top":
            at = self._view_top
        else:
            at = last + 1
        for item in items:
            _insert(menu, at, item)
            at += 1
            self.added.append((section, item))
        if section == "view-top":
            self._view_top = at


def _insert(menu: tk.Menu, at: int, item: MenuItem) -> None:
    command = item.command
    if command is None:
        menu.insert_separator(at)
    elif item.variable is not None:
        menu.insert_checkbutton(
            at,
            label=item.label,
            accelerator=item.accelerator,
            variable=item.variable,
            command=command,
        )
    else:
        menu.insert_command(at, label=item.label, accelerator=item.accelerator, command=command)
