"""With Spanish chosen, no English on screen (issue #27): a walk through every screen of both
games in the real window under Xvfb, and every lesson in the lesson panel, fails on a text that
was not translated.

The English detector knows what English the app can show: every msgid of the three catalogs
whose Spanish differs from it. A text on screen that is such a msgid, or holds one of at least
four words as a whole sentence (its format fields filled by anything), was not translated. Words
that no Spanish text uses ("the", "and", "your", "you", "with") give away English that never
went through a catalog (a lesson left in English, a string built by hand), except in the few
texts the allowlist names with their reason.
"""

from __future__ import annotations

import re
import tkinter as tk
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from tkinter import ttk
from typing import Any

import pytest
from babel.messages.pofile import read_po
from tkhelpers import isolate_settings, pump_for, wait_until

from florida_history import i18n

ROOT = Path(__file__).resolve().parent.parent
CATALOGS = ROOT / "florida_history" / "locale" / "es" / "LC_MESSAGES"
FIELD_TEXT = re.compile(r"\{[a-z_0-9]*\}|%\([a-z_]+\)[dsf]|%[ds]")
FIELD = re.compile(r"\\\{[a-z_0-9]*\\\}|%\\\([a-z_]+\\\)[dsf]|%[ds]")
WORD = re.compile(r"[A-Za-z]+")
FUNCTION_WORDS = re.compile(r"\b(?:[Tt]he|and|[Yy]our|[Yy]ou|with)\b")
QUOTED = re.compile(r"“[^”]*”|«[^»]*»|\"[^\"]*\"")

# Texts that may hold English function words, each with why. Matched as substrings; the
# quoted parts of a text (a card's original English name: R23's "en inglés: “…”", a book's
# title) are set aside before the check.
ALLOWED_ENGLISH = {
    "English [K]": "the lesson panel's key to read one lesson in English, named in English",
    "English": "the language choice (New game, Settings, exit ticket) names itself",
    # Names and titles kept in English inside Spanish lessons, as historians cite them.
    "The Bloudy Tenent of Persecution": "Roger Williams's book (col-baptists-rhode-island)",
    "College of William and Mary": "the college's name (col-colleges)",
    "Publick Occurrences Both Forreign and Domestick": "the newspaper's name (col-newspapers)",
    "The Whole Booke of Psalmes": "the book's title (col-printing-press)",
    "Blessing of the Bay": "the ship's name (col-shipbuilding)",
    "Panton, Leslie and Company": "the trading company's name (pirates-bandits)",
    "San Marcos": "a Spanish place name on the board; the catalog's longer San Marcos de Apalache"
    " is the settlement's full name",
}


@dataclass(frozen=True)
class Sentence:
    """A catalog sentence whose Spanish differs: ``needle`` (its longest piece of plain words)
    is looked for first, and ``pattern`` (fields filled by anything) only where it is."""

    msgid: str
    needle: str
    pattern: re.Pattern[str]


@cache
def english_msgids() -> tuple[set[str], tuple[Sentence, ...]]:
    """Every catalog text whose Spanish is not the English, and those of at least four words
    as sentences to find inside a longer text."""
    exact: set[str] = set()
    sentences: dict[str, Sentence] = {}
    for po in sorted(CATALOGS.glob("*.po")):
        with po.open("rb") as f:
            catalog = read_po(f)
        for message in catalog:
            if not message.id:
                continue
            ids = message.id if isinstance(message.id, tuple) else (message.id,)
            strs = message.string if isinstance(message.string, tuple) else (message.string,)
            for msgid in ids:
                if not any(s and s != msgid for s in strs) or msgid in strs:
                    continue
                if len(msgid.strip()) > 1:  # a key or a marker's letter says no language
                    exact.add(msgid.strip())
                pieces = FIELD_TEXT.split(msgid)
                if len(WORD.findall(" ".join(pieces))) >= 4:
                    body = FIELD.sub(".+?", re.escape(msgid.strip()))
                    sentences[msgid] = Sentence(
                        msgid,
                        max((p.strip() for p in pieces), key=len),
                        re.compile(r"(?<![A-Za-z])" + body + r"(?![A-Za-z])"),
                    )
    return exact, tuple(sentences.values())


# A lesson's sources (title and address) keep the language of the page they name.
SOURCE_TEXTS: set[str] = set()


def note_sources(library: Any) -> None:
    """The source titles and addresses of every lesson, English and Spanish: shown as they are."""
    for view in (library, library.in_language("es")):
        for lesson in view.lessons.values():
            for source in lesson.sources:
                SOURCE_TEXTS.update((source.title.strip(), source.url.strip()))


def untranslated(text: str) -> str | None:
    """Why ``text`` is English left untranslated, or None if it is not."""
    text = text.strip()
    if not text or text in ALLOWED_ENGLISH or text in SOURCE_TEXTS:
        return None
    exact, sentences = english_msgids()
    if text in exact:
        return f"the English msgid {text!r}"
    for sentence in sentences:
        if sentence.needle in text and sentence.pattern.search(text):
            return f"the English sentence {sentence.msgid!r}"
    bare = QUOTED.sub("", text)
    for allowed in ALLOWED_ENGLISH:
        bare = bare.replace(allowed, "")
    word = FUNCTION_WORDS.search(bare)
    if word:
        return f"the English word {word.group()!r}"
    return None


def screen_texts(widget: tk.Misc) -> list[str]:
    """Every text the window tree under ``widget`` can show: labels and buttons, Text widgets,
    canvas texts, tree headings and items, notebook tabs, menu entries, window titles."""
    out: list[str] = []
    if isinstance(widget, (tk.Tk, tk.Toplevel)):
        out.append(widget.title())
    if isinstance(widget, tk.Text):
        out.append(widget.get("1.0", "end-1c"))
    elif isinstance(widget, tk.Canvas):
        for item in widget.find_all():
            if widget.type(item) == "text":
                out.append(str(widget.itemcget(item, "text")))
    elif isinstance(widget, ttk.Treeview):
        for column in ("#0", *widget["columns"]):
            out.append(str(widget.heading(column, "text")))

        def items(parent: str) -> None:
            for node in widget.get_children(parent):
                out.append(str(widget.item(node, "text")))
                out.extend(str(v) for v in widget.item(node, "values") or ())
                items(node)

        items("")
    elif isinstance(widget, ttk.Notebook):
        out.extend(str(widget.tab(tab, "text")) for tab in widget.tabs())
    elif isinstance(widget, tk.Menu):
        end = widget.index("end")
        for i in range(int(end) + 1 if end is not None else 0):
            if widget.type(i) not in ("separator", "tearoff"):
                out.append(str(widget.entrycget(i, "label")))
    elif "text" in widget.keys():
        out.append(str(widget.cget("text")))
    for child in widget.winfo_children():
        out.extend(screen_texts(child))
    return out


def english_on_screen(root: tk.Misc, where: str) -> list[str]:
    """Each untranslated text on screen, with the screen it was on and why."""
    found = []
    for text in screen_texts(root):
        for line in text.splitlines() or [text]:
            reason = untranslated(line)
            if reason:
                found.append(f"{where}: {line[:120]!r} ({reason})")
    return found


# The detector itself, without a window.


def test_the_detector_finds_a_catalog_sentence_left_in_english() -> None:
    assert untranslated("Start game [Enter]") is not None
    assert untranslated("Empezar la partida [Enter]") is None
    msgid = next(s.msgid for s in english_msgids()[1] if "{" in s.msgid)
    filled = re.sub(r"\{[a-z_0-9]*\}", "Ana", msgid)
    assert untranslated(f"Hoy: {filled}") is not None, msgid


def test_the_detector_finds_english_no_catalog_knows() -> None:
    assert untranslated("Pick a card with your friends") is not None
    assert untranslated("Los ingleses jugaron Peregrinos y sacaron 4.") is None
    # A card's original name in quotes (R23) is a proper name, not a sentence to translate.
    assert untranslated("Mercado (en inglés: “Trade with the Natives”)") is None


def test_the_walk_fails_on_a_string_made_english_on_purpose(tk_root, tmp_path, monkeypatch):
    """One text put back to English: the screen that shows it is caught. The window is built
    from English, as the launcher builds it: its settings alone choose Spanish (the title was
    once translated before they did)."""
    isolate_settings(tmp_path, monkeypatch)
    i18n.set_language("en")
    app = spanish_florida(tk_root)
    try:
        assert english_on_screen(tk_root, "menus") == []
        app.menubar.entryconfigure(1, label="Game")  # as if "Partida" had not been translated
        found = english_on_screen(tk_root, "menus")
        assert found and "'Game'" in found[0]
    finally:
        app.stop()
        i18n.set_language("en")


# The walk.


@pytest.fixture
def spanish(tmp_path, monkeypatch):
    isolate_settings(tmp_path, monkeypatch)
    i18n.set_language("es")
    yield
    i18n.set_language("en")


def spanish_florida(tk_root: tk.Tk):
    from florida_history.app.settings import Settings
    from florida_history.games.colonial_florida.ui.window import FloridaWindow
    from florida_history.ui.classroom import ClassroomFeatures

    app = FloridaWindow(tk_root, Settings(animation_speed="instant", language="es"))
    app.lessons.load()
    note_sources(app.lessons.library)
    app.classroom = ClassroomFeatures(app)
    tk_root.update()
    return app


def scripts_module(name: str):
    import importlib
    import sys

    folder = str(ROOT / "scripts")
    if folder not in sys.path:
        sys.path.insert(0, folder)
    return importlib.import_module(name)


def test_colonial_florida_in_spanish_shows_no_english(spanish, tk_root):
    shots = scripts_module("screenshots")
    app = spanish_florida(tk_root)
    found: list[str] = []
    try:
        found += english_on_screen(tk_root, "start")
        dialog = app.new_game_dialog()
        tk_root.update()
        found += english_on_screen(dialog, "new game dialog")
        dialog.destroy()
        shots.mid_game(app, tk_root, rounds=3)
        assert len(screen_texts(tk_root)) > 100  # the board, the side panel, the log, menus
        found += english_on_screen(tk_root, "mid-game")
        shots.attack_state(app, tk_root)
        found += english_on_screen(tk_root, "attack decision")
        rules = app.show_rules()
        tk_root.update()
        found += english_on_screen(rules, "rules")
        rules.destroy()
        library = app.classroom.open_library()
        library.update()
        found += english_on_screen(library, "library")
        library.search_var.set("agustin")
        library.update()
        found += english_on_screen(library, "library search")
        for tab in (library.timeline_tab, library.glossary_tab, library.rules_tab):
            library.notebook.select(tab)
            wait_until(library, lambda tab=tab: library.lazy_tabs.is_built(tab))
            library.update()
            found += english_on_screen(tab, f"library tab {library.notebook.tab(tab, 'text')}")
        library.close()
        shots.demo_state(app, tk_root, steps=3)
        found += english_on_screen(tk_root, "demonstration mode")
        app.classroom.toggle_demo()
        shots.game_over(app, tk_root)
        wait_until(tk_root, lambda: app.classroom.recap_window is not None, timeout=60)
        recap = app.classroom.recap_window
        recap.name_var.set("Ana")
        recap.check()  # the exit ticket marked: its score and marks
        for i, _tab in enumerate(recap.notebook.tabs()):
            recap.notebook.select(i)
            recap.update()
            found += english_on_screen(recap, f"recap tab {i}")
    finally:
        app.stop()
    assert found == [], "\n".join(found)


def test_every_lesson_opens_in_spanish_without_english(spanish, tk_root):
    app = spanish_florida(tk_root)
    panel = app.lesson_panel
    spanish_library = app.lessons.library.in_language("es")
    base = app.lessons.library
    ids = sorted(base.lessons)
    assert len(ids) >= 215
    found: list[str] = []
    try:
        app.show_lesson_tab()
        for lesson_id in ids:
            assert base.translated(lesson_id, "es"), f"{lesson_id} has no Spanish lesson"
            panel.open(lesson_id)
            if not panel.expanded:
                panel._toggle_more()  # the long text too
            title = spanish_library.get(lesson_id).title
            assert panel.title.cget("text") == title, lesson_id
            for line in panel.body_text().splitlines():
                reason = untranslated(line)
                if reason:
                    found.append(f"{lesson_id}: {line[:120]!r} ({reason})")
        pump_for(tk_root, 0.05)
    finally:
        app.stop()
    assert found == [], "\n".join(found)


def spanish_colonials(tk_root: tk.Tk, seed: int = 7, humans: int = 1):  # type: ignore[no-untyped-def]
    """The Colonials play window with ``humans`` people and Medium computers in the other of
    four seats, in Spanish, with the classroom features, as the launcher builds it."""
    from florida_history.app.lessons import LessonService
    from florida_history.app.settings import Settings
    from florida_history.games.colonials.engine.settings import preset
    from florida_history.games.colonials.session import ColonialsSession
    from florida_history.games.colonials.ui.window import ColonialsWindow, default_seats
    from florida_history.ui.classroom import ClassroomFeatures

    lessons = LessonService()
    lessons.load()
    note_sources(lessons.library)
    session = ColonialsSession.new(default_seats(4, humans), preset("class-period", 4), seed)
    session.autosave = False
    settings = Settings(animation_speed="instant", language="es")
    win = ColonialsWindow(tk_root, session, settings, lessons, think_seconds=None)
    win.met_after_ms = 1
    win.classroom = ClassroomFeatures(win)
    win.stop()
    tk_root.update()
    return win


def test_colonials_in_spanish_shows_no_english(spanish, tk_root):
    from florida_history.games.colonials.ai.registry import make_bot
    from florida_history.games.colonials.engine.state import RAID, TRADE

    shots = scripts_module("colonials_screenshots")
    me = make_bot("medium", 99)
    win = spanish_colonials(tk_root)
    found: list[str] = []

    def person_decides(w) -> bool:  # type: ignore[no-untyped-def]
        return not w.lesson_wait and w.session.game.current_player == "english"

    try:
        dialog = win.new_game_dialog()
        tk_root.update()
        found += english_on_screen(dialog, "setup form")
        dialog.destroy()
        shots.drive(win, lambda w: w.session.game.state.round >= 3 and person_decides(w), me)
        win.advance()
        tk_root.update()
        found += english_on_screen(tk_root, "table mid-game")
        shots.drive(win, lambda w: w.lesson_wait, me)
        win.show_lesson_wait()
        tk_root.update()
        found += english_on_screen(tk_root, "lesson on the table")
        win.continue_after_lesson()
        win.stop()
        rules = win.show_rules()
        tk_root.update()
        found += english_on_screen(rules, "rules")
        rules.destroy()
        game = win.session.game
        assert not game.is_over  # the trade and the raid are reached in this game
        shots.give(game, "english", hand=("tobacco", "pilgrims"), play=("cod-fishing",))
        game.state.player("english").gold = 6
        shots.enter(game, TRADE)
        win.lesson_wait = False
        win._hide_lesson_overlay()
        win.advance()
        win.table.panel.handle_key("t")
        tk_root.update()
        assert win.table.trade is not None and win.table.trade.winfo_exists()
        found += english_on_screen(tk_root, "trade dialog")
        win.table.trade.cancel()
        shots.give(game, "english", play=("colonials", "royal-troops", "volunteers"))
        shots.give(game, "french", play=("garrison", "militia"))
        shots.enter(game, RAID)
        win.advance()
        tk_root.update()
        found += english_on_screen(tk_root, "raid decision")
    finally:
        win.stop()
    assert found == [], "\n".join(found)


def test_a_colonials_game_over_and_recap_in_spanish_show_no_english(spanish, tk_root):
    from florida_history.games.colonials.ai.registry import make_bot

    shots = scripts_module("colonials_screenshots")
    win = spanish_colonials(tk_root, seed=12)
    found: list[str] = []
    try:
        shots.drive(win, lambda w: w.session.game.is_over, make_bot("medium", 99))
        win.lesson_wait = False
        win._hide_lesson_overlay()
        win.advance()
        wait_until(tk_root, lambda: win.classroom.recap_window is not None, timeout=20)
        found += english_on_screen(tk_root, "game over")
        recap = win.classroom.recap_window
        for i, _tab in enumerate(recap.notebook.tabs()):
            recap.notebook.select(i)
            recap.update()
            found += english_on_screen(recap, f"recap tab {i}")
    finally:
        win.stop()
    assert found == [], "\n".join(found)


def test_colonials_pass_screen_and_demonstration_in_spanish_show_no_english(spanish, tk_root):
    """Two people at one computer meet the pass screen between their turns; a teacher then
    starts a demonstration game (F5) and steps it with Next: both in Spanish."""
    from florida_history.games.colonials.ai.registry import make_bot

    win = spanish_colonials(tk_root, seed=9, humans=2)
    me = make_bot("medium", 99)
    game = win.session.game
    table = win.table
    found: list[str] = []
    try:
        for _ in range(3000):  # until the cover comes down between the two people's turns
            win.stop()
            if table.pass_screen.covering:
                break
            if win.lesson_wait:
                win.continue_after_lesson()
                continue
            choice = (win.bots.get(game.current_player) or me).choose(game)
            win.apply(choice.action, choice.reason)
        tk_root.update()
        assert table.pass_screen.covering, "two people pass the computer"
        cover = screen_texts(table.pass_screen)
        assert cover, "the pass screen says whose turn it is"
        found += english_on_screen(tk_root, "pass screen")
        win.classroom.toggle_demo()  # people at the table: a demonstration game of computers
        tk_root.update()
        demo = win.demo_mode.demo
        assert demo is not None and demo.active
        assert len(screen_texts(demo.band)) >= 5  # title, caption, buttons
        found += english_on_screen(tk_root, "demonstration start")
        for step in range(12):
            before = demo.play.beats
            demo.next_step()
            wait_until(tk_root, lambda b=before: demo.play.beats > b, timeout=10)
            pump_for(tk_root, 0.05)
            if step % 4 == 3:
                found += english_on_screen(tk_root, f"demonstration step {step + 1}")
    finally:
        win.stop()
    assert found == [], "\n".join(found)
