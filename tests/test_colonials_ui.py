"""The Colonials table under Xvfb, driven through real widgets: every legal action has a keyed
button, the pass screen hides hands (C4), the table shows the state's exact numbers, the
disabled reasons and raid odds are right, and the trade dialog builds the right proposal."""

from __future__ import annotations

import pytest

from florida_history.games.colonials.ai.registry import make_bot
from florida_history.games.colonials.engine import (
    GameConfig,
    PlayCard,
    ProposeTrade,
    RollRaid,
    preset,
)
from florida_history.games.colonials.engine.game import Game
from florida_history.games.colonials.engine.state import (
    ANSWER_TRADE,
    POWERS,
    RAID,
    RESOURCES,
    TRADE,
)
from florida_history.games.colonials.ui import cardtext
from florida_history.games.colonials.ui.card_view import CardView
from florida_history.games.colonials.ui.options import CARD_MENU, FIRE_MENU, raid_preview
from florida_history.games.colonials.ui.table import ColonialsTable
from florida_history.ui.theme import Theme
from tests.colonials_helpers import c, enter, give, table


def _make(tk_root, game: Game, humans, bots=None) -> ColonialsTable:
    tk_root.fh_theme = Theme(tk_root)
    t = ColonialsTable(tk_root, game, humans, bots or {})
    t.pack(fill="both", expand=True)
    tk_root.update()
    return t


def _buttons_by_action(t: ColonialsTable):
    """Every action reachable from the panel, through menus too: action -> key path."""
    out = {}

    def walk(choices, path):
        keys = [ch.key for ch in choices if ch.enabled]
        assert len(keys) == len(set(keys)) and all(keys)
        for ch in choices:
            if ch.action is not None:
                out[ch.action] = (*path, ch.key)
            if ch.submenu:
                assert ch.opens in (FIRE_MENU, CARD_MENU)
                walk(ch.submenu, (*path, ch.key))

    walk(t.panel.choices, ())
    return out


def _hand_shown(t: ColonialsTable) -> list[int]:
    return sorted(cv.number for cv in t.view.hand_cards)


def test_every_legal_action_has_a_keyed_button_and_hands_stay_secret(tk_root):
    """Four people at one screen, moves picked by computer players but made through the
    buttons and keys: each decision's every legal action has a button with its own key, and a
    hand is drawn only after its owner passed the pass screen."""
    seating = POWERS
    game = Game.new(GameConfig(seating, preset("class-period", 4), seed=11))
    deciders = {p: make_bot("medium", i) for i, p in enumerate(seating)}
    t = _make(tk_root, game, humans=seating)
    passes = trades = menus = decisions = 0
    while not game.is_over and decisions < 120:
        seat = game.current_player
        if t.pass_screen.covering:
            assert t.pass_screen.seat == seat
            assert t.view.hand_cards == [] and t.view.hand_seat is None
            assert "Pass to the" in t.pass_screen.title.cget("text")
            tk_root.event_generate("<Key-space>", when="now")
            tk_root.update()
            passes += 1
            continue
        # The hand on screen is the deciding seat's own, never another's.
        assert t.view.hand_seat == seat
        assert _hand_shown(t) == sorted(game.state.player(seat).hand)
        reach = _buttons_by_action(t)
        legal = game.legal_actions()
        assert set(legal) <= set(reach), (game.pending, t.panel.prompt.cget("text"), len(reach))
        keys = [ch.key for ch in t.panel.choices if ch.enabled]
        assert len(keys) == len(set(keys)) and all(keys)
        for ch, b in zip(t.panel.choices, t.panel.buttons, strict=True):
            assert (b.cget("state") == "normal") == ch.enabled
            if ch.enabled:
                assert f"[{ch.key.upper()}]" in ch.label or ch.key == "escape"
        action = deciders[seat].choose(game).action
        before = len(game.actions)
        if isinstance(action, ProposeTrade):
            tk_root.event_generate("<Key-t>", when="now")
            assert t.trade.is_open
            t.trade.receiver.set(action.receiver)
            for card, var in t.trade.card_vars.items():
                var.set(card in action.give_cards)
            for key in ("give_gold", "give_pop", "ask_gold", "ask_pop"):
                t.trade.amounts[key].set(getattr(action, key))
            t.trade.offer_button.invoke()
            trades += 1
        else:
            path = reach[action]
            for key in path:
                assert t.panel.handle_key(key)
            menus += len(path) > 1
        tk_root.update()
        assert len(game.actions) == before + 1 and game.actions[-1] == action
        decisions += 1
    assert decisions == 120 and passes >= 10
    assert tk_root.callback_errors == []


def test_one_person_against_computers_needs_no_pass_screen(tk_root):
    game = Game.new(GameConfig(POWERS, preset("class-period", 4), seed=5))
    bots = {p: make_bot("easy", i) for i, p in enumerate(POWERS[1:])}
    t = _make(tk_root, game, humans=("english",), bots=bots)
    for _ in range(200):
        if not t.step():
            break
        tk_root.update()
        assert not t.pass_screen.covering
        # The one person's hand is on screen throughout; nobody else's ever.
        assert t.view.hand_seat == "english"
        assert _hand_shown(t) == sorted(game.state.player("english").hand)
    assert game.current_player == "english"
    assert t.panel.choices and not t.pass_screen.covering


def test_table_shows_the_exact_numbers_and_groups(tk_root):
    game = table(3)
    give(
        game,
        "english",
        hand=("pilgrims",),
        play=("cod-fishing", "whaling", "cattle", "militia", "garrison", "church"),
    )
    give(game, "french", play=("governor",), oppression=("stamp-act",))
    game.state.player("english").pop = 17
    game.state.player("english").gold = 9
    enter(game, RESOURCES)
    t = _make(tk_root, game, humans=("english", "french", "spanish"))
    tk_root.event_generate("<Key-space>", when="now")
    tk_root.update()
    area = t.view.areas["english"]
    texts = [lab.cget("text") for lab in area.bar_labels]
    assert texts == [
        "Population 17 / 21",
        "Gold 9 / 14",
        "Resources 3 / 7",
        "Town Improvements 1 / 2",
    ]
    lines = [lab.cget("text") for lab in area.card_lines]
    assert lines[0] == "Resources \u2014 Animals 1: Cattle; Sea 2: Cod Fishing, Whaling"
    assert "Combatants 1: Militia" in lines and "Forts 1: Garrison" in lines
    assert "Town Improvements 1: Church" in lines
    french = [lab.cget("text") for lab in t.view.areas["french"].card_lines]
    assert "Leaders 1: Governor" in french
    assert any(line.startswith("Oppression on it 1: Stamp Act") for line in french)
    # French Town Improvements count the Governor (counts as one, C34).
    assert t.view.areas["french"].bar_labels[3].cget("text") == "Town Improvements 1 / 2"
    counts = t.view.tracker.counts.cget("text")
    assert counts == f"Deck {len(game.state.deck)} \u00b7 Discard {len(game.state.discard)}"
    phase = game.state.phase
    assert t.view.tracker.labels[phase].cget("text").startswith("\u25b6")
    assert not any(
        lab.cget("text").startswith("\u25b6")
        for p, lab in t.view.tracker.labels.items()
        if p != phase
    )
    assert _hand_shown(t) == [c("pilgrims")]


def test_resource_cap_shows_as_a_disabled_button_with_its_reason(tk_root):
    game = table(3)
    ten = (
        "cod-fishing",
        "subsistence-crops",
        "dairy-farming",
        "cash-crop",
        "tobacco",
        "corn-crops",
        "lumber",
        "iron-works",
        "cattle",
        "trappers",
    )
    give(game, "english", hand=("fishery", "militia"), play=ten)
    game.state.player("english").pop = 30
    game.state.player("english").gold = 5
    enter(game, RESOURCES)
    t = _make(
        tk_root,
        game,
        humans=("english",),
        bots={p: make_bot("easy", 1) for p in ("french", "spanish")},
    )
    blocked = [ch for ch in t.panel.choices if not ch.enabled]
    assert [ch.reason for ch in blocked] == [
        "Resource cap: 30 Population \u00f7 3 = 10, you have 10"
    ]
    b = t.panel.buttons[t.panel.choices.index(blocked[0])]
    assert b.cget("state") == "disabled"
    assert "Resource cap: 30 Population \u00f7 3 = 10, you have 10" in b.cget("text")
    assert blocked[0].label == "Put Fishery in play"
    militia = t.panel.button_for("1")
    assert militia is not None and "Militia" in militia.cget("text")
    militia.invoke()
    tk_root.update()
    assert c("militia") in game.state.player("english").in_play


def test_raid_preview_in_numbers(tk_root):
    game = table(2)
    give(
        game,
        "english",
        play=("militia", "colonists-combatant", "colonials", "royal-troops", "volunteers"),
    )
    give(game, "french", play=("garrison",))
    enter(game, RAID)
    text = raid_preview(game, "english", "french")
    assert text.startswith(
        "You roll 5 dice: about 0.8 casualties expected, 6 times in 10 at least one; "
        "their Fort cancels one, so about 0.2"
    )
    assert "Their next loss would be 1 to 6 Population." in text
    t = _make(tk_root, game, humans=("english", "french"))
    tk_root.event_generate("<Key-space>", when="now")
    tk_root.update()
    raid_button = t.panel.button_for("1")
    assert raid_button is not None
    assert "Raid the French [1]" in raid_button.cget("text")
    assert "You roll 5 dice" in raid_button.cget("text")


def test_trade_dialog_builds_the_proposal_and_the_answer_is_behind_the_pass_screen(tk_root):
    game = table(3)
    give(game, "english", hand=("pilgrims", "militia"))
    enter(game, TRADE)
    t = _make(tk_root, game, humans=("english", "french", "spanish"))
    tk_root.event_generate("<Key-space>", when="now")
    tk_root.update()
    assert t.panel.handle_key("t") and t.trade.is_open
    t.trade.partner_buttons["spanish"].invoke()
    t.trade.card_buttons[c("militia")].invoke()
    t.trade.amounts["give_gold"].set(2)
    t.trade.amounts["ask_pop"].set(1)
    t.trade.promise.set("I won't raid you next turn")
    tk_root.update()
    assert t.trade.problem.cget("text") == "Ready to offer."
    t.trade.offer_button.invoke()
    tk_root.update()
    assert game.actions[-1] == ProposeTrade(
        receiver="spanish",
        give_cards=(c("militia"),),
        give_gold=2,
        ask_pop=1,
        promise="I won't raid you next turn",
    )
    # The Spanish answer behind the pass screen; the English hand is gone from the screen.
    assert game.pending.kind == ANSWER_TRADE
    assert t.pass_screen.covering and t.pass_screen.seat == "spanish"
    assert "A trade is offered to you." in t.pass_screen.why.cget("text")
    assert t.view.hand_cards == []
    t.pass_screen.button.invoke()
    tk_root.update()
    assert "I won't raid you next turn" in t.panel.detail.cget("text")
    accept = t.panel.button_for("a")
    assert accept is not None
    accept.invoke()
    tk_root.update()
    spanish = game.state.player("spanish")
    assert c("militia") in spanish.hand and spanish.gold == 7 and spanish.pop == 9


def test_trade_dialog_refuses_an_impossible_offer_with_the_reason(tk_root):
    game = table(2)
    enter(game, TRADE)
    t = _make(tk_root, game, humans=("english",), bots={"french": make_bot("easy", 1)})
    t.panel.handle_key("t")
    t.trade.amounts["give_gold"].set(0)
    tk_root.update()
    assert t.trade.problem.cget("text") == "Not yet: a proposal must give or ask for something."
    assert t.trade.offer_button.cget("state") == "disabled"
    t.trade.handle_key("Escape")
    tk_root.update()
    assert not t.trade.is_open and game.actions == []


@pytest.mark.parametrize("number", [c("slaves"), c("fire"), c("governor"), c("garrison")])
def test_cards_say_their_type_and_effect_and_keep_the_original_name(tk_root, number):
    tk_root.fh_theme = Theme(tk_root)
    picked = []
    cv = CardView(tk_root, number, on_pick=picked.append)
    cv.pack()
    tk_root.update()
    words = [cv.itemcget(i, "text") for i in cv.find_all() if cv.type(i) == "text"]
    from florida_history.games.colonials.ui import cardtext

    assert cardtext.name(number) in words
    assert cardtext.effect(number) in words
    assert cardtext.type_line(number) in words
    cv.event_generate("<Button-1>", x=20, y=20)
    assert picked == [number]
    if number == c("slaves"):
        assert cardtext.name(number) == "Enslaved Africans"
        assert "\u201cSlaves\u201d" in cardtext.detail(number)


def test_battle_step_shows_the_preview_and_the_roll_key(tk_root):
    game = table(2)
    give(game, "english", hand=("ambush",), play=("militia", "volunteers"))
    enter(game, RAID)
    t = _make(tk_root, game, humans=("english",), bots={"french": make_bot("easy", 1)})
    t.panel.handle_key("1")  # raid the French
    tk_root.update()
    while game.current_player == "french":
        t.step()
        tk_root.update()
    assert isinstance(game.legal_actions()[0], RollRaid)
    assert t.panel.detail.cget("text").startswith("You roll 2 dice")
    assert t.panel.handle_key("1")  # add Ambush
    tk_root.update()
    assert "You roll 3 dice (2 Combatants + 1 Battle card)" in t.panel.detail.cget("text")
    assert PlayCard(c("ambush")) in game.actions


def test_a_redraw_with_nothing_changed_keeps_the_rows_and_cards_and_a_change_redraws(tk_root):
    """A computer's move redraws the table: colonies whose cards did not change keep their
    rows and the person's unchanged hand keeps its card faces (rebuilding them was most of a
    redraw), while a bought card shows at once."""
    game = table(3)
    give(game, "english", hand=("pilgrims", "cattle"), play=("cod-fishing",))
    give(game, "french", play=("governor",))
    enter(game, RESOURCES)
    t = _make(tk_root, game, humans=("english",), bots={"french": None, "spanish": None})
    area, french = t.view.areas["english"], t.view.areas["french"]
    rows, french_rows, cards = list(area.card_lines), list(french.card_lines), t.view.hand_cards
    assert len(cards) == 2
    t.refresh()
    tk_root.update()
    assert area.card_lines == rows and french.card_lines == french_rows
    assert t.view.hand_cards == cards and all(cv.winfo_exists() for cv in cards)
    t.apply(PlayCard(c("cattle")))
    tk_root.update()
    assert french.card_lines == french_rows
    assert area.card_lines[0].cget("text") == (
        "Resources \u2014 Animals 1: Cattle; Sea 1: Cod Fishing"
    )
    assert _hand_shown(t) == [c("pilgrims")]
    assert t.view.hand_row.pack_slaves() == t.view.hand_cards  # the cattle's slot went
    pilgrims = t.view.hand_cards[0]
    texts = [
        pilgrims.itemcget(i, "text") for i in pilgrims.find_all() if pilgrims.type(i) == "text"
    ]
    assert (
        cardtext.name(c("pilgrims"), True) in texts
        and cardtext.name(c("cattle"), True) not in texts
    )
