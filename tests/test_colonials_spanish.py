"""Colonials in Spanish (#27): with ``i18n.set_language("es")`` the log of a scripted-dice game,
an odds sentence, the rules, the card names (the English name kept in the card's detail) and
the setup form speak Spanish; back in English every word is as before."""

from __future__ import annotations

import re
import tkinter as tk
from collections.abc import Iterator

import pytest

from florida_history import i18n
from florida_history.games.colonials import names
from florida_history.games.colonials.ai.registry import make_bot
from florida_history.games.colonials.engine import events as ev
from florida_history.games.colonials.engine.actions import PlayCard, PlayHardship
from florida_history.games.colonials.engine.settings import SettingsError, preset
from florida_history.games.colonials.log import log_line
from florida_history.games.colonials.rules_text import RULES, rules_for
from florida_history.games.colonials.session import ColonialsSession, Seat
from florida_history.games.colonials.ui import cardtext
from florida_history.games.colonials.ui.options import raid_preview
from tests.colonials_helpers import c, enter, give, roll, table

# Words that give away an English sentence left untranslated in a Spanish log.
ENGLISH = re.compile(r"\b(the|The|and|Gold|Population|drew|played|raided|began|phase|won|lost)\b")


@pytest.fixture
def spanish() -> Iterator[None]:
    i18n.set_language("es")
    try:
        yield
    finally:
        i18n.set_language("en")


def _scripted_turn() -> list[str]:
    """English plays Pilgrims (a 4 is rolled), then Disease on the French (a 5), then collects
    Revenue from three Resources: the log lines of those moves, in the language of now."""
    game = table(3)
    give(game, "english", hand=("pilgrims",))
    lines: list[str] = []
    roll(game, 4)
    enter(game, "growth")
    lines += [log_line(e, "english") or "" for e in game.apply_action(PlayCard(c("pilgrims")))]
    give(game, "english", hand=("disease",))
    enter(game, "hardships")
    roll(game, 5)
    events = game.apply_action(PlayHardship(c("disease"), "french"))
    lines += [log_line(e, "english") or "" for e in events]
    give(game, "english", play=("cod-fishing", "whaling", "tobacco"))
    lines += [log_line(e, "english") or "" for e in enter(game, "revenue")]
    return [line for line in lines if line]


def test_the_log_of_a_scripted_game_is_spanish_and_english_comes_back(spanish: None) -> None:
    lines = _scripted_turn()
    assert "Los ingleses jugaron Peregrinos y sacaron 4." in lines
    assert (
        "Los ingleses jugaron Enfermedad contra los franceses: sacaron 5, se perdieron 5 de "
        "población." in lines
    )
    assert (
        "Ingresos de los ingleses: base 1, recursos 3; mayoría en Agricultura, Mar +2 = "
        "+6 de oro." in lines
    )
    assert not [line for line in lines if ENGLISH.search(line)], lines
    i18n.set_language("en")
    english = _scripted_turn()
    assert "The English played Pilgrims and rolled 4." in english
    assert (
        "Revenue for the English: base 1, Resources 3; most Agriculture, Sea +2 = +6 Gold."
        in english
    )


def test_a_whole_computer_game_logs_no_english_sentence(spanish: None) -> None:
    seats = [Seat("english", "Ana"), Seat("french", "", "computer", "easy")]
    session = ColonialsSession.new(seats, preset("short", 2), 31)
    session.autosave = False
    bots = {s.power: make_bot("easy", i) for i, s in enumerate(seats)}
    for _ in range(5000):
        game = session.game
        if game.is_over:
            break
        choice = bots[game.current_player].choose(game)  # type: ignore[index]
        session.apply(choice.action, choice.reason)
    assert session.game.is_over
    texts = [entry.text for entry in session.log]
    assert texts[0].startswith("Nueva partida número 31: gana la primera colonia")
    # Players' own names stay as typed; everything else is Spanish.
    left = [t for t in texts if ENGLISH.search(t.replace("Ana", ""))]
    assert not left, left[:5]
    assert session.winner_words().startswith("¡Victoria de ")


def test_an_odds_sentence_is_spanish(spanish: None) -> None:
    game = table(2)
    give(game, "english", play=("militia", "soldiers"))
    give(game, "french", play=("garrison", "cattle"))
    text = raid_preview(game, "english", "french")
    assert text == (
        "Tiras 2 dados: se esperan unas 0.3 bajas, al menos una 3 veces de 10; su fuerte anula "
        "una, así que unas 0.0 (al menos una 0 veces de 10). Su siguiente pérdida sería un "
        "recurso."
    )
    i18n.set_language("en")
    assert raid_preview(game, "english", "french") == (
        "You roll 2 dice: about 0.3 casualties expected, 3 times in 10 at least one; their Fort "
        "cancels one, so about 0.0 (0 times in 10 at least one). Their next loss would be a "
        "Resource."
    )


def test_the_rules_reference_is_spanish_and_english_again_after(spanish: None) -> None:
    rules = rules_for(preset("class-period", 4), 4)
    assert rules[0][0] == "La meta"
    assert "21 personas, 14 de oro, 7 recursos y 2 mejoras del pueblo" in rules[0][1]
    assert "Esta partida “Una clase” con 4 jugadores termina después de la ronda 5" in rules[0][1]
    assert [title for title, _text in rules][-1] == "Manos secretas"
    for (title, text), (en_title, en_text) in zip(rules[1:], RULES[1:], strict=True):
        assert text != en_text and (title != en_title or en_title == "Keys")
    i18n.set_language("en")
    assert rules_for()[0] == RULES[0]


def test_card_names_are_spanish_with_the_english_name_in_the_detail(spanish: None) -> None:
    assert names.card(c("trading-post")) == "Tienda de comercio"
    assert names.card(c("governor")) == "Gobernador"
    assert names.card(c("colonists-settlement")) == "Colonos"
    assert names.card(c("garrison")) == "Guarnición"
    assert names.card(c("slaves")) == "Africanos esclavizados"
    assert names.card(c("slaves"), False) == "Esclavos"
    detail = cardtext.detail(c("slaves"))
    assert detail.startswith("Africanos esclavizados (")
    assert "en inglés: \u201cEnslaved Africans\u201d" in detail
    assert "nombre original en inglés: \u201cSlaves\u201d" in detail
    assert "Asentamiento" in detail
    assert "en inglés: \u201cTrading Post\u201d" in cardtext.detail(c("trading-post"))
    assert cardtext.type_line(c("cod-fishing")) == "Recurso \u00b7 Mar"
    assert (
        names.power_label("dutch") == "Holandeses" and names.the_power("dutch") == "los holandeses"
    )
    i18n.set_language("en")
    assert names.card(c("trading-post")) == "Trading Post"
    assert cardtext.detail(c("trading-post")) == (
        "Trading Post \u2014 Resource \u00b7 Trade. Costs 1 Gold. +1 Gold at every Revenue."
    )


def test_settings_problems_and_warnings_are_said_in_the_language_of_now(spanish: None) -> None:
    with pytest.raises(SettingsError) as problem:
        preset("custom", 3, target_gold=99)
    assert names.settings_problem(problem.value) == (
        "La meta de oro debe ser un número entero de 5 a 30."
    )
    warnings = names.settings_warnings(preset("custom", 3, target_resources=8))
    assert warnings and warnings[0].startswith("Una colonia solo puede tener 1 recurso")
    i18n.set_language("en")
    assert names.settings_problem(problem.value) == (
        "The Gold target must be a whole number from 5 to 30."
    )


def test_the_setup_form_speaks_spanish(tk_root: tk.Tk, spanish: None) -> None:
    from florida_history.games.colonials.ui.setup_form import ColonialsSetupForm

    error = tk.StringVar(master=tk_root)
    form = ColonialsSetupForm(tk_root, {}, error)
    form.pack()
    tk_root.update()
    texts = {str(w.cget("text")) for w in _widgets(form) if "text" in w.keys()}
    for label in (
        "Número de jugadores:",
        "Jugadores (juegan en este orden)",
        "Potencia",
        "Quién juega",
        "Nivel",
        "Duración de la partida",
        "Metas:",
        "Colonias protegidas",
        "Número de partida:",
        "Otro número",
    ):
        assert label in texts, label
    assert any(t.startswith("Una clase \u00b7 ") and t.endswith(" min") for t in texts)
    assert [v.get() for v in form.power_vars] == [
        "Ingleses",
        "Franceses",
        "Españoles",
        "Holandeses",
    ]
    assert [v.get() for v in form.kind_vars] == [
        "Persona",
        "Computadora",
        "Computadora",
        "Computadora",
    ]
    assert form.strength_vars[1].get() == "Medio"
    assert form.name_vars[0].get() == "Jugador 1"
    choice = form.choice()
    assert choice is not None
    assert [(s.power, s.kind, s.level) for s in choice["seats"]] == [
        ("english", "human", "medium"),
        ("french", "computer", "medium"),
        ("spanish", "computer", "medium"),
        ("dutch", "computer", "medium"),
    ]
    # Remembered as ids, so the English form reads them back.
    memory = form.memory()
    assert [s["kind"] for s in memory["seats"]] == ["Human", "Computer", "Computer", "Computer"]
    assert str(form.estimate.cget("text")).startswith("4 jugadores: unos ")
    form.destroy()
    i18n.set_language("en")
    again = ColonialsSetupForm(tk_root, memory, error)
    assert [v.get() for v in again.kind_vars] == ["Human", "Computer", "Computer", "Computer"]
    assert again.power_vars[0].get() == "English"
    again.destroy()


def _widgets(root: tk.Misc) -> Iterator[tk.Misc]:
    for child in root.winfo_children():
        yield child
        yield from _widgets(child)


def test_log_events_of_every_kind_have_spanish_words(spanish: None) -> None:
    sample = [
        ev.CardsDrawn("french", 3, (4, 5, 6), "draw"),
        ev.TradeProposed("english", "french", (12,), 1, 2, 0, 0, 1, "No te ataco"),
        ev.RaidDeclared("english", "french", 2),
        ev.GameWon(("english",), "targets"),
    ]
    lines = [log_line(e, "spanish") for e in sample]
    assert lines == [
        "Los franceses robaron 3 cartas.",
        "Los ingleses ofrecieron a los franceses 1 carta y 2 de oro a cambio de 1 de población. "
        "Promesa: \u201cNo te ataco\u201d",
        "Los ingleses atacaron a los franceses con 2 combatientes.",
        "¡Ganan los ingleses: alcanzaron todas las metas!",
    ]
    i18n.set_language("en")
    assert log_line(sample[-1], None) == "The English win: they reached every goal!"


def test_the_play_window_in_spanish_shows_spanish_words(tk_root: tk.Tk, spanish: None) -> None:
    """The real window built after choosing Spanish: its title, the log tab, the phase tracker,
    the decision prompt and the log speak Spanish (players' names stay as typed)."""
    from florida_history.app.lessons import LessonService
    from florida_history.app.settings import Settings
    from florida_history.games.colonials.engine.state import PHASES
    from florida_history.games.colonials.ui.window import ColonialsWindow, default_seats
    from tests.test_colonials_window import _new, press, settle

    settings = Settings(animation_speed="instant", lesson_mode="off", language="es")
    seats = default_seats(players=3, humans=1, level="easy")
    w = ColonialsWindow(
        tk_root,
        _new(seats, 21),
        settings=settings,
        lessons=LessonService(mode="off"),
        think_seconds=None,
    )
    tk_root.update()
    t = w.table
    assert t is not None
    for _ in range(6):  # a few of the person's decisions, each finished with its first button
        settle(tk_root, w)
        press(tk_root, "e") if t.panel.button_for("e") else press(tk_root, t.panel.choices[0].key)
    settle(tk_root, w)
    assert tk_root.title() == "Historia de la Florida \u2014 Colonos"
    labels = [str(t.view.tracker.labels[p].cget("text")).lstrip("\u25b6 ") for p in PHASES]
    assert labels == [
        "Robar",
        "Crecimiento",
        "Dificultades",
        "Ingresos",
        "Mantenimiento",
        "Recursos",
        "Comercio",
        "Ataque",
    ]
    log = w.log.get("1.0", "end").strip().splitlines()
    assert log and log[0].startswith("Nueva partida número 21")
    assert not [line for line in log if ENGLISH.search(line)], log[:8]
    prompt = str(t.panel.prompt.cget("text"))
    assert prompt and not ENGLISH.search(prompt), prompt
    w.stop()
    tk_root.update()
