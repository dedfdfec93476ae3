"""Issue 23, at a class's table, through the real Colonials window under Xvfb: a raid's result
stays on screen until the players go on (item 2); each colony shows its progress score and
what each target still needs, and a colony at all four targets is said plainly (item 3); no
pass screen when nobody needs to pass, and the pass screen names the student (item 4)."""

from __future__ import annotations

import time
import tkinter as tk

from florida_history.app.lessons import LessonService
from florida_history.app.settings import Settings
from florida_history.games.colonials.engine.actions import PlayCard, ProposeTrade
from florida_history.games.colonials.engine.game import Game
from florida_history.games.colonials.engine.state import RAID, RESOURCES, TRADE
from florida_history.games.colonials.session import ColonialsSession, Seat
from florida_history.games.colonials.ui.window import ColonialsWindow
from tests.colonials_helpers import c, enter, give, roll, table
from tests.tkhelpers import pump_for, wait_until

PEOPLE_AND_COMPUTERS = [
    Seat("english", "Ana"),
    Seat("french", "Ben"),
    Seat("spanish", kind="computer", level="medium"),
    Seat("dutch", kind="computer", level="medium"),
]


def _window(root: tk.Tk, game: Game, seats=PEOPLE_AND_COMPUTERS) -> ColonialsWindow:
    """The play window on ``game`` (a position built with the engine helpers)."""
    session = ColonialsSession(Game.__new__(Game), list(seats))
    session._start(game)
    session.autosave = False
    settings = Settings(animation_speed="instant", lesson_mode="off")
    win = ColonialsWindow(root, session, settings, LessonService(mode="off"), think_seconds=None)
    pump_for(root, 0.05)
    return win


def press(root: tk.Tk, key: str) -> None:
    root.event_generate(f"<Key-{key}>", when="now")
    pump_for(root, 0.02)


def _texts(w: tk.Misc) -> list[str]:
    out = []
    for child in w.winfo_children():
        try:
            out.append(str(child.cget("text")))
        except tk.TclError:
            pass
        out += _texts(child)
    return out


def test_a_raids_result_stays_on_screen_until_the_players_go_on(tk_root):
    game = table(4)
    give(game, "english", play=("militia", "privateer"))
    give(game, "french", play=("meetinghouse",))
    enter(game, RAID)
    win = _window(tk_root, game)
    t = win.table
    assert t.pass_screen.covering  # Ana comes to the screen
    press(tk_root, "space")
    raid = next(ch for ch in t.panel.choices if "Raid the French" in ch.label)
    press(tk_root, raid.key)
    # Ben has no cards: no Peace prompt and no pass screen to ask him (item 4).
    assert not t.pass_screen.covering
    assert game.pending.kind == "battle_cards", game.pending
    roll(game, 1, 5)
    press(tk_root, "r")
    pump_for(tk_root, 1.0)  # the class reads: nothing moves on by itself
    assert t.panel.prompt.cget("text") == "Raid result"
    result = t.panel.detail.cget("text")
    assert result.splitlines() == [
        "The English raided the French with 2 Combatants.",
        "Dice: 1, 5 \u2192 1 hit (every 1 is a hit).",
        "The French lost Meetinghouse.",
        "The English lost nothing.",
    ]
    assert win.decision.options[0].label == "Go on [Space]"
    assert game.current_player == "french" and not t.pass_screen.covering  # Ben waits too
    press(tk_root, "space")
    pump_for(tk_root, 0.1)
    assert not win.raid_result
    assert t.pass_screen.covering and t.pass_screen.seat == "french"


def test_armistice_stopping_a_raid_is_on_screen(tk_root):
    game = table(4)
    give(game, "english", play=("militia",))
    give(game, "french", hand=("armistice",))
    enter(game, RAID)
    win = _window(tk_root, game)
    t = win.table
    press(tk_root, "space")
    raid = next(ch for ch in t.panel.choices if "Raid the French" in ch.label)
    press(tk_root, raid.key)
    assert t.pass_screen.covering and t.pass_screen.seat == "french"
    assert t.pass_screen.title.cget("text") == "Pass to Ben (French)"
    press(tk_root, "space")
    play = next(ch for ch in t.panel.choices if "Armistice" in ch.label)
    press(tk_root, play.key)
    pump_for(tk_root, 0.5)
    assert t.panel.prompt.cget("text") == "Raid result"
    lines = t.panel.detail.cget("text").splitlines()
    assert lines[0] == "The English raided the French with 1 Combatant."
    assert lines[1].startswith("The French played Armistice: the raid was called off")


def test_progress_score_and_what_each_target_needs_are_on_every_colony(tk_root):
    game = table(4)
    give(game, "english", play=("meetinghouse", "lumber", "cattle"))
    enter(game, TRADE)
    win = _window(tk_root, game)
    press(tk_root, "space")
    area = win.table.view.areas["english"]
    s = game.state.config.settings
    ana = game.state.player("english")
    pop = min(ana.pop / s.target_pop, 1)
    gold = min(ana.gold / s.target_gold, 1)
    score = pop + gold + 2 / s.target_resources + 1 / s.target_towns
    assert area.progress.cget("text") == f"Progress score {round(score * 25)}% ({score:.1f} of 4)"
    assert area.to_go == (
        f"{s.target_pop - ana.pop} Population, {s.target_gold - ana.gold} Gold, "
        f"{s.target_resources - 2} Resources, 1 Town Improvement to go"
    )
    assert area.progress.winfo_ismapped()
    assert f"Round 1 of {s.round_limit}" in win.table.view.tracker.whose.cget("text")
    assert not win.table.view.tracker.alert.winfo_ismapped()


def test_a_colony_at_all_four_targets_is_said_plainly(tk_root):
    game = table(4)
    s = game.state.config.settings
    give(
        game,
        "english",
        play=("meetinghouse", "church", "lumber", "cattle", "tobacco", "whaling", "port"),
    )
    give(game, "english", play=("fishery", "trappers"))
    ana = game.state.player("english")
    ana.pop, ana.gold = s.target_pop, s.target_gold
    enter(game, TRADE)
    win = _window(tk_root, game)
    press(tk_root, "space")
    alert = win.table.view.tracker.alert
    assert alert.winfo_ismapped()
    assert alert.cget("text").startswith(
        "Ana has reached all four targets: Ana wins at the end of this turn"
    )
    assert win.table.view.areas["english"].to_go == "every target reached"
    assert "100%" in win.table.view.areas["english"].progress.cget("text")


def test_no_pass_screen_after_a_computer_answers_my_trade_and_pass_names_the_student(tk_root):
    game = table(4)
    give(game, "english", hand=("militia", "lumber"))
    enter(game, TRADE)
    win = _window(tk_root, game)
    t = win.table
    assert t.pass_screen.title.cget("text") == "Pass to Ana (English)"
    assert "I am Ana, the English player" in t.pass_screen.button.cget("text")
    press(tk_root, "space")
    covers = []
    t.pass_screen.bind("<Map>", lambda e: covers.append(t.pass_screen.seat), add="+")
    win.apply(ProposeTrade(receiver="spanish", give_cards=(c("militia"),), ask_gold=1))
    pump_for(tk_root, 0.05)
    wait_until(tk_root, lambda: not win.busy and game.current_player == "english", 20)
    pump_for(tk_root, 0.1)
    assert covers == [] and not t.pass_screen.covering  # Ana never left the screen
    assert t.view.hand_seat == "english"
    assert game.pending.kind == TRADE


def test_one_bot_answer_then_the_other_person_still_gets_the_pass_screen(tk_root):
    """Secrecy holds: when Ana ends her turn and the computers have played, Ben is asked."""
    game = table(4)
    enter(game, TRADE)
    win = _window(tk_root, game)
    t = win.table
    press(tk_root, "space")
    assert t.view.hand_seat == "english"
    press(tk_root, "e")  # no more trades; no Combatants, so no raid: the turn ends
    deadline = time.monotonic() + 20
    while not t.pass_screen.covering and time.monotonic() < deadline:
        pump_for(tk_root, 0.02)
        if win.raid_result:
            press(tk_root, "space")
    assert t.pass_screen.seat == "french"
    assert t.pass_screen.title.cget("text") == "Pass to Ben (French)"
    assert t.view.hand_cards == []


# --- item 6: decisions a 12-year-old can trust ----------------------------------------------


def _card_keys(t) -> dict[int, str]:
    """Which key buys which card, as the buttons show."""
    return {ch.action.card: ch.key for ch in t.panel.choices if isinstance(ch.action, PlayCard)}


def test_each_card_keeps_its_key_after_a_purchase_in_hand_order(tk_root):
    game = table(4)
    give(game, "english", hand=("entrenchments", "meetinghouse", "lumber", "cattle"))
    game.state.player("english").gold = 9
    enter(game, RESOURCES)
    win = _window(tk_root, game)
    t = win.table
    press(tk_root, "space")
    before = _card_keys(t)
    shown = [cv.number for cv in t.view.hand_cards]
    # The keys follow the cards on the table, left to right.
    assert [before[n] for n in shown] == ["1", "2", "3", "4"]
    bought = shown[0]
    press(tk_root, before[bought])
    assert bought in game.state.player("english").in_play
    after = _card_keys(t)
    assert after == {n: k for n, k in before.items() if n != bought}


def test_the_casualty_prompt_says_who_hit_you_and_why(tk_root):
    game = table(4)
    give(game, "english", play=("militia",))
    give(game, "french", play=("colonials", "royal-troops"), hand=("pilgrims",))
    enter(game, RAID)
    win = _window(tk_root, game)
    t = win.table
    press(tk_root, "space")
    raid = next(ch for ch in t.panel.choices if "Raid the French" in ch.label)
    press(tk_root, raid.key)
    press(tk_root, "space")  # Ben comes for the Peace prompt
    press(tk_root, "n")  # no Peace card
    press(tk_root, "space")  # Ana again, for the dice
    roll(game, 1)
    press(tk_root, "r")
    assert game.pending.kind == "casualty" and t.pass_screen.covering
    press(tk_root, "space")
    assert t.panel.detail.cget("text") == (
        "The English raided you and hit: 1 loss to take. A raid takes a Combatant first "
        "(C29): you choose which one."
    )


def test_the_resources_phase_ending_by_itself_says_why(tk_root):
    game = table(4)
    give(game, "english", hand=("lumber", "cattle"))
    game.state.player("english").gold = 1
    enter(game, RESOURCES)
    win = _window(tk_root, game)
    t = win.table
    press(tk_root, "space")
    press(tk_root, _card_keys(t)[c("lumber")])
    assert game.pending.kind == TRADE
    assert t.panel.detail.cget("text").startswith(
        "The Resources phase is over: nothing left in your hand can be put in play now "
        "(you have 0 Gold)."
    )


def test_a_colony_protected_by_a_dissident_shows_as_protected(tk_root):
    game = table(4)
    give(game, "english", hand=("taxation",))
    give(game, "spanish", play=("dissident",))
    enter(game, RESOURCES)
    win = _window(tk_root, game)
    press(tk_root, "space")
    texts = [b.cget("text") for b in win.table.panel.buttons]
    assert (
        "Put Taxation on the Spanish \u2014 not now: their Dissident protects them from "
        "Oppression" in texts
    )
    assert any(t.startswith("Put Taxation on the French") for t in texts)


def test_trade_dialog_keys_work_in_its_fields_and_ranges_are_the_partners(tk_root):
    game = table(4)
    give(game, "english", hand=("militia",))
    game.state.player("spanish").gold = 2
    enter(game, TRADE)
    win = _window(tk_root, game)
    t = win.table
    press(tk_root, "space")
    press(tk_root, "t")
    press(tk_root, "Escape")
    press(tk_root, "t")  # a second opening: no Tk errors (the fixture fails on any)
    trade = t.trade
    assert trade.is_open
    trade.partner_buttons["spanish"].invoke()
    tk_root.update()
    assert int(float(trade.spinboxes["ask_gold"].cget("to"))) == 2
    assert trade.range_labels["ask_gold"].cget("text") == "You ask for Gold (0\u20132):"
    trade.partner_buttons["french"].invoke()
    tk_root.update()
    assert int(float(trade.spinboxes["ask_gold"].cget("to"))) == 5
    trade.entry.focus_force()
    tk_root.update()
    trade.entry.event_generate("<Escape>", when="now")
    tk_root.update()
    assert not trade.is_open and game.pending.kind == TRADE
    press(tk_root, "t")
    trade.amounts["ask_gold"].set(1)
    trade.card_buttons[c("militia")].invoke()
    box = trade.spinboxes["ask_gold"]
    box.focus_force()
    tk_root.update()
    box.event_generate("<Return>", when="now")
    tk_root.update()
    assert not trade.is_open
    assert isinstance(game.actions[-1], ProposeTrade) and game.actions[-1].ask_gold == 1


# --- item 7: layout and words ---------------------------------------------------------------


def test_card_names_never_break_inside_a_word_and_the_name_mark_is_drawn(tk_root):
    import tkinter.font as tkfont

    from florida_history.games.colonials.engine.cards import DECK
    from florida_history.games.colonials.ui import cardtext
    from florida_history.games.colonials.ui.card_view import CardView
    from florida_history.ui.theme import Theme

    tk_root.fh_theme = Theme(tk_root)
    cv = CardView(tk_root, 0)
    cv.pack()
    marks = 0
    for size in (0.6, 0.75, 0.9, 1.0, 1.3, 1.5):
        for number in range(len(DECK)):
            cv.show(number, size)
            title = cardtext.name(number)
            item = next(
                i for i in cv.find_all() if cv.type(i) == "text" and cv.itemcget(i, "text") == title
            )
            font = tkfont.nametofont(cv.itemcget(item, "font"), root=tk_root)
            width = float(cv.itemcget(item, "width"))
            for word in title.split():
                assert font.measure(word) <= width, (title, word, size)
            texts = [cv.itemcget(i, "text") for i in cv.find_all() if cv.type(i) == "text"]
            assert not any("\u24d8" in t for t in texts)  # DejaVu has no such glyph
            if DECK[number].has_classroom_name:
                assert len(cv.find_withtag("info-mark")) == 2
                marks += 1
    assert marks > 0


def test_bar_words_keep_their_target_at_130pct_on_1280x720(tk_root):
    game = table(4)
    enter(game, TRADE)
    win = _window(tk_root, game)
    press(tk_root, "space")
    for _ in range(2):
        win.change_text_size(1)
    pump_for(tk_root, 0.2)
    assert win.settings.text_scale == 1.3
    for area in win.table.view.areas.values():
        for lab in area.bar_labels:
            text = lab.cget("text")
            assert " / " in text or "/" in text, text
            assert lab.winfo_width() >= lab.winfo_reqwidth(), text  # not cut off
        assert area.progress.winfo_width() >= 10


def test_counts_in_words_are_singular_for_one():
    from florida_history.games.colonials.engine import events as ev
    from florida_history.games.colonials.log import log_line
    from florida_history.games.colonials.raid_report import raid_report

    assert log_line(ev.RaidDeclared("english", "french", 1), None) == (
        "The English raided the French with 1 fighter."
    )
    rolled = ev.RaidRolled("english", "french", (1, 4), (), 1, 0, 0)
    assert log_line(rolled, None) == "The raid scored 1 hit."
    report = raid_report([ev.RaidDeclared("english", "french", 1), rolled])
    assert report[0] == "The English raided the French with 1 Combatant."


def test_four_colonies_fit_above_the_hand_in_the_default_window(tk_root):
    tk_root.geometry("1600x993+0+0")
    game = table(4)
    give(game, "english", hand=("taxation", "fire", "peace-treaty"))
    give(game, "english", play=("cash-crop", "farmers-market", "fishery", "infantry"))
    give(game, "english", play=("promoter", "privateer"))
    give(game, "french", play=("port", "shipbuilding", "royal-troops", "church", "captain"))
    give(game, "french", play=("dissident",))
    give(game, "spanish", play=("entrenchments", "meetinghouse", "governor", "lumber"))
    give(game, "dutch", play=("corn-crops", "raiding-party", "common-area", "tobacco"))
    give(game, "dutch", play=("whaling", "trappers", "scientist"), oppression=("stamp-act",))
    give(game, "spanish", play=("cattle", "iron-works", "militia"), oppression=("navigation-acts",))
    enter(game, TRADE)
    win = _window(tk_root, game)
    press(tk_root, "space")
    pump_for(tk_root, 0.2)
    view = win.table.view
    assert view.hand_cards  # the hand is on the table
    scroll = view.colonies_scroll
    bottom = max(a.winfo_rooty() + a.winfo_height() for a in view.areas.values())
    assert bottom <= scroll.winfo_rooty() + scroll.winfo_height(), "a colony is cut off"


def test_new_game_at_150pct_on_a_1280x720_screen_keeps_start_and_every_choice_reachable(
    tk_root, monkeypatch
):
    from florida_history.app.games import Services
    from florida_history.games.colonial_florida.definition import DEFINITION as FLORIDA
    from florida_history.games.colonials.definition import DEFINITION as COLONIALS
    from florida_history.ui.new_game_dialog import NewGameDialog

    monkeypatch.setattr(NewGameDialog, "winfo_screenwidth", lambda self: 1280)
    monkeypatch.setattr(NewGameDialog, "winfo_screenheight", lambda self: 720)
    settings = Settings(animation_speed="instant", text_scale=1.5, lesson_mode="off")
    win = ColonialsWindow(tk_root, services=Services(settings, None, [FLORIDA, COLONIALS]))
    pump_for(tk_root, 0.1)
    dialog = win.new_game_dialog()
    pump_for(tk_root, 0.3)
    start = dialog.start_button
    assert dialog.winfo_reqwidth() <= 1280
    assert start.winfo_rootx() + start.winfo_width() <= dialog.winfo_rootx() + dialog.winfo_width()
    # Four players (the form at its tallest): Start game ends on the 720-line screen.
    assert dialog.form.players() == 4
    assert start.winfo_rooty() + start.winfo_height() <= 720, "Start game is cut at the bottom"
    form = dialog.form
    number = next(
        w
        for w in _descendants(dialog.scroller.body)
        if isinstance(w, tk.Entry) and str(w.cget("textvariable")) == str(form.seed_var)
    )
    view = dialog.scroller.canvas
    top = view.winfo_rooty()
    assert dialog.scroller.scrolling
    assert number.winfo_rooty() + number.winfo_height() > top + view.winfo_height()  # below
    number.focus_force()
    pump_for(tk_root, 0.2)
    assert top <= number.winfo_rooty() <= top + view.winfo_height() - number.winfo_height()
    dialog.destroy()


def _descendants(w: tk.Misc) -> list[tk.Misc]:
    out = []
    for child in w.winfo_children():
        out += [child, *_descendants(child)]
    return out
