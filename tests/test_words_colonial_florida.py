"""Colonial Florida speaks Spanish when Spanish is chosen (#27), and English again after: the log
of a scripted-dice game, the rules, the setup form's labels, the names of cards and places,
the odds and the computer players' reasons. No display needed except for the form test."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from florida_history import i18n
from florida_history.games.colonial_florida import wording
from florida_history.games.colonial_florida.ai.heuristic import HeuristicBot
from florida_history.games.colonial_florida.ai.odds import chance_phrase
from florida_history.games.colonial_florida.describe import Describer
from florida_history.games.colonial_florida.engine import events as ev
from florida_history.games.colonial_florida.engine.cards import DECK, KINDS
from florida_history.games.colonial_florida.engine.state import PHASE
from florida_history.games.colonial_florida.lesson_hooks import FALLBACK_TITLES, ORIGINAL_NAMES
from florida_history.games.colonial_florida.names import (
    CARD_NAMES,
    SPACE_NAMES,
    card_name,
    original_card_name,
    power_name,
    space_name,
)
from florida_history.games.colonial_florida.recap import build_recap
from florida_history.games.colonial_florida.rules_text import RULES, rules, rules_for_target
from florida_history.games.colonial_florida.session import PlayerSetup, Session
from florida_history.kernel.dice import ScriptedDice

PLAYERS = [PlayerSetup("spanish", "Ana"), PlayerSetup("british", "Ben")]


@pytest.fixture
def spanish() -> Iterator[None]:
    i18n.set_language("es")
    try:
        yield
    finally:
        i18n.set_language("en")


def scripted_log() -> list[str]:
    """Round 1 of a 2-player game with scripted dice: the hazards miss, Ana founds St
    Augustine (3 + the sheet's 2), Ben founds Cowford."""
    dice = ScriptedDice([1] * 67 + [5, 5, 5, 4, 4, 3, 2, 2, 1, 2, 5, 2, 4])
    session = Session.new(PLAYERS, 30, 9, seed=7, dice=dice)
    session.autosave = False
    for _step in range(12):
        if session.game.is_over:
            break
        pending = session.game.pending
        legal = session.game.legal_actions()
        if pending.kind == PHASE or len(legal) == 1:
            session.apply(legal[0])
        else:
            session.apply(legal[-1])
    return [e.text for e in session.log]


def test_a_scripted_game_logs_in_spanish_and_then_in_english_again(spanish: None) -> None:
    log = scripted_log()
    assert log[0] == (
        "Nueva partida número 7: gana el primero en llegar a 30 de oro o el más rico tras la "
        "ronda 9. Orden de turnos original: el primer jugador de la lista empieza cada ronda."
    )
    assert "── Ronda 1 ──" in log
    assert "Fase de Reconstrucción: cada asentamiento arrasado quita un marcador de ruina." in log
    assert "Turno de Ana (España)." in log
    assert not any("Round" in line or " moves " in line for line in log)
    i18n.set_language("en")
    english = scripted_log()
    assert english[0] == (
        "New game number 7: first to 30 gold or the richest after round 9. "
        "Original turn order: the first player in the list starts every round."
    )
    assert "── Round 1 ──" in english and "Ana (Spanish)'s turn." in english
    assert len(english) == len(log)


def test_exact_spanish_log_lines_with_plurals_and_names(spanish: None) -> None:
    d = Describer({"spanish": "María", "british": "Ben"})
    assert d.describe(ev.PawnMoved("spanish", 1, 3, (2, 3), 2)) == (
        "María (España) avanza 2 casillas hasta San Agustín."
    )
    assert d.describe(ev.PawnMoved("spanish", 2, 3, (3,), 1)) == (
        "María (España) avanza 1 casilla hasta San Agustín."
    )
    assert d.describe(ev.SettlementFounded("british", 30)) == (
        "¡Ben (Gran Bretaña) funda San Marcos de Apalache!"
    )
    assert d.describe(ev.HazardMoved("hurricane", 1, 21, (36,), (6, 6, 4), True)) == (
        "¡El huracán avanza 16 casillas (dados 6 + 6 + 4 = 16) hasta Cabo Cañaveral y golpea "
        "el asentamiento!"
    )
    raid = d.describe(ev.RaidStarted(33, "pirate", 1, None, 0))
    assert raid == (
        "Piratas con 1 atacante atacan Pensacola, que no tiene dueño: los atacantes tiran 2 "
        "dados y el asentamiento tira 2."
    )
    won = d.describe(ev.GameWon(("spanish", "british"), "target", {"spanish": 30}))
    assert won == (
        "FIN DE LA PARTIDA: ¡ganan María (España) y Ben (Gran Bretaña), que llegaron a la "
        "meta de oro!"
    )
    assert wording.winner_line(["Ana"]) == "¡Ana gana la partida!"
    assert chance_phrase(0.5) == "más o menos 5 veces de cada 10"


def test_card_and_place_names_are_spanish_and_r23_classroom_names_work_in_both(
    spanish: None,
) -> None:
    assert card_name("fortress") == "Fuerte"
    assert card_name("missions") == "Misiones"
    assert card_name("trading-post") == "Tienda de comercio"
    assert card_name("slaves") == "Trabajadores esclavizados"  # R23 classroom name
    assert card_name("slaves", classroom=False) == "Esclavos"
    assert card_name("indian-allies") == "Aliados indígenas"
    assert space_name("st-augustine") == "San Agustín"
    assert space_name("cape-canaveral") == "Cabo Cañaveral"
    assert space_name("san-marcos") == "San Marcos de Apalache"
    assert space_name("pensacola") == "Pensacola"
    assert power_name("british") == "Gran Bretaña"
    # every card and place has its own Spanish name or keeps one Spanish sources keep
    kept = {"Cowford", "Everglades", "Pensacola", "Tallahassee", "San Luis"}
    for name in SPACE_NAMES.values():
        assert i18n.language() == "es" and (space_name_of(name) != name or name in kept)
    for slug in CARD_NAMES:
        assert card_name(slug, classroom=False) != original_card_name(slug), slug
    # the card's detail: the original (English) name of every card, for the lesson panel
    assert ORIGINAL_NAMES["card-fortress"] == "Fortress"
    assert len(ORIGINAL_NAMES) == len(KINDS)
    assert FALLBACK_TITLES["space-st-augustine"] == "San Agustín"
    i18n.set_language("en")
    assert card_name("slaves") == "Enslaved Laborers" and card_name("fortress") == "Fortress"
    assert space_name("st-augustine") == "St Augustine"
    assert "card-fortress" not in ORIGINAL_NAMES and ORIGINAL_NAMES["card-slaves"] == "Slaves"
    assert FALLBACK_TITLES["space-st-augustine"] == "St Augustine"


def space_name_of(msgid: str) -> str:
    slug = next(s for s, m in SPACE_NAMES.items() if m == msgid)
    return space_name(slug)


def test_the_rules_are_spanish_and_english_again(spanish: None) -> None:
    titles = [title for title, _body in rules()]
    assert titles[0] == "La meta" and "Una ronda tiene 7 fases" in titles
    goal = rules_for_target(40)[0][1]
    assert "(40 en esta partida)" in goal and goal.startswith("España, Gran Bretaña y Francia")
    assert all(body != english for (_t, body), (_e, english) in zip(rules(), RULES, strict=True))
    i18n.set_language("en")
    assert rules() == RULES
    assert "(40 in this game)" in rules_for_target(40)[0][1]


def test_a_computer_players_reason_and_the_recap_are_spanish(spanish: None) -> None:
    session = Session.new(PLAYERS, 30, 9, seed=11)
    session.autosave = False
    bot = HeuristicBot(5)
    reasons = []
    while session.game.state.round < 3:
        if session.game.pending.kind == PHASE:
            session.apply(session.game.legal_actions()[0])
            continue
        choice = bot.choose(session.game)
        reasons.append(choice.reason)
        session.apply(choice.action, choice.reason)
    assert reasons and all(not r.startswith("I ") for r in reasons)
    assert "Tiro los dados para empezar mi turno." in reasons
    recap = build_recap(session.game.state, session.history, {"spanish": "Ana"})
    assert recap.headline.startswith("La partida todavía no termina")
    held = [h.name for h in recap.holdings]
    assert "San Agustín" in held and "St Augustine" not in held
    assert all(card_name(k.slug) for k in DECK)


def test_the_setup_form_labels_are_spanish(tk_root, spanish: None) -> None:  # type: ignore[no-untyped-def]
    import tkinter as tk

    from florida_history.games.colonial_florida.ui.setup_form import FloridaSetupForm

    form = FloridaSetupForm(tk_root, {}, tk.StringVar(tk_root))
    try:
        texts = _texts(form)
        for label in ("Jugadores (en orden)", "Quién juega", "Nivel"):
            assert label in texts
        assert "Oro para ganar:" in texts and "Número de partida:" in texts
        assert "España" in texts and "Gran Bretaña" in texts
        assert any(t.startswith("Una clase") for t in texts)
        assert form.kind_vars["french"].get() == "Computer"  # ids stay English
        form.kind_vars["french"].set("Not playing")
        menu_texts = {str(w.cget("text")) for w in _widgets(form) if isinstance(w, tk.Menubutton)}
        assert "No juega" in menu_texts
        assert form.choice() is not None and len(form.choice().players) == 2  # type: ignore[union-attr]
    finally:
        form.destroy()


def _widgets(widget):  # type: ignore[no-untyped-def]
    yield widget
    for child in widget.winfo_children():
        yield from _widgets(child)


def _texts(widget) -> set[str]:  # type: ignore[no-untyped-def]
    found = set()
    for w in _widgets(widget):
        try:
            found.add(str(w.cget("text")))
        except Exception:  # noqa: BLE001 - frames have no text
            pass
    return found


def test_a_cards_lesson_names_the_original_english_card_in_spanish(spanish: None) -> None:
    from florida_history.app.lessons import LessonService
    from florida_history.content import load_library
    from florida_history.games.colonial_florida.lesson_hooks import LESSONS

    svc = LessonService(load_library(), game=LESSONS)
    assert svc.view("card-fortress").original_name == "Fortress"
    assert svc.view("card-slaves").original_name == "Slaves"  # R23, from the lesson file
    i18n.set_language("en")
    assert svc.view("card-fortress").original_name is None  # English: the name is the card's
    assert svc.view("card-slaves").original_name == "Slaves"


def test_a_default_name_remembered_in_english_is_said_in_spanish(tk_root, spanish: None) -> None:  # type: ignore[no-untyped-def]
    import tkinter as tk

    from florida_history.games.colonial_florida.ui.setup_form import FloridaSetupForm

    assert wording.is_default_name("Player 2") and wording.is_default_name("Jugador 2")
    remembered = {"seats": {"british": {"kind": "Human", "name": "Player 2", "strength": ""}}}
    form = FloridaSetupForm(tk_root, remembered, tk.StringVar(tk_root))
    try:
        assert form.name_vars["british"].get() == "Jugador 2"
        assert form.name_vars["spanish"].get() == "Jugador 1"
    finally:
        form.destroy()
