"""Decision buttons: shortcuts on them, keys, one decision per click."""

from __future__ import annotations

from florida_history.ui.decision_panel import DecisionPanel, Option
from florida_history.ui.theme import Theme


def test_keys_run_options_once(tk_root):
    Theme(tk_root)
    hovered = []
    panel = DecisionPanel(tk_root, on_hover=hovered.append)
    panel.pack(fill="x")
    ran = []
    panel.show(
        "Pick",
        [
            Option("Move 2 [1]", "1", lambda: ran.append(1), [3]),
            Option("End turn [E]", "e", lambda: ran.append("e"), primary=True),
        ],
    )
    tk_root.update()
    assert [b.cget("text") for b in panel.buttons] == ["Move 2 [1]", "End turn [E]"]
    assert panel.handle_key("KP_1")
    assert not panel.handle_key("e")  # disabled until the next decision is shown
    assert ran == [1]
    panel.show("Again", [Option("End turn [E]", "e", lambda: ran.append("e"), primary=True)])
    assert panel.handle_key("Return")  # Enter runs the one primary option
    assert ran == [1, "e"]
    assert not panel.handle_key("x")
    # A button that only opens a window (the recap, New game) decides nothing: it and the
    # others keep working after it was used.
    panel.show(
        "Game over",
        [
            Option("Game recap [G]", "g", lambda: ran.append("g"), stays=True),
            Option("New game [N]", "n", lambda: ran.append("n"), stays=True),
        ],
    )
    assert panel.handle_key("g") and panel.handle_key("g") and panel.handle_key("n")
    assert ran == [1, "e", "g", "g", "n"]
