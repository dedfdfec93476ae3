"""The language setting (issue #27) without a display: saved and loaded, a school default, a
bad value falls back to English; the exit ticket and its web page in each student's language;
the shell's sentences in Spanish."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from florida_history import i18n
from florida_history.app.settings import Settings
from florida_history.classroom import settings_store as store
from florida_history.classroom.exit_ticket import ExitTicket, TicketQuestion, to_html


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


@pytest.fixture
def cfg(tmp_path, monkeypatch):
    monkeypatch.setenv("FLORIDA_HISTORY_CONFIG", str(tmp_path / "cfg"))
    monkeypatch.setenv("FLORIDA_HISTORY_SCHOOL_DEFAULTS", str(tmp_path / "school.json"))
    return tmp_path


def test_the_language_is_saved_and_loaded_again(cfg):
    store.save_settings(Settings(language="es"))
    saved = json.loads((cfg / "cfg" / "settings.json").read_text(encoding="utf-8"))
    assert saved == {"language": "es"}  # only what differs from the defaults
    loaded = store.load_settings()
    assert loaded.settings.language == "es" and loaded.messages == []


@pytest.mark.parametrize("bad", ["xx", "", "ES", 1, None, True, ["es"]])
def test_a_bad_language_falls_back_to_english(bad):
    assert Settings.from_dict({"language": bad}).language == "en"


def test_a_bad_language_in_the_users_file_is_reset_and_said(cfg):
    (cfg / "cfg").mkdir()
    (cfg / "cfg" / "settings.json").write_text('{"language": "klingon"}', encoding="utf-8")
    loaded = store.load_settings()
    assert loaded.settings.language == "en"
    assert len(loaded.messages) == 1 and "language" in loaded.messages[0]


def test_the_school_default_language_reaches_everyone_who_never_chose(cfg):
    (cfg / "school.json").write_text('{"language": "es"}', encoding="utf-8")
    loaded = store.load_settings()
    assert loaded.settings.language == "es" and loaded.baseline.language == "es"
    # A student who chose English keeps it; saved as a difference from the school's default.
    chosen = Settings.from_dict(loaded.settings.to_dict())
    chosen.language = "en"
    store.save_settings(chosen, loaded.baseline)
    assert store.load_settings().settings.language == "en"


def test_settings_messages_are_whole_spanish_sentences(cfg):
    (cfg / "school.json").write_text('{"language": "es", "colour": 1}', encoding="utf-8")
    i18n.set_language("es")
    messages = store.load_settings().messages
    assert messages == [
        f"El archivo de ajustes de la escuela ({cfg / 'school.json'}) tiene ajustes que esta "
        "versión no entiende, y no se usaron: colour."
    ]


def _ticket(language: str = "") -> ExitTicket:
    questions = [
        TicketQuestion("a", "Fort Mose", "Who lived at Fort Mose?", ("x", "y", "z", "w"), 1),
        TicketQuestion(
            "b", "Cowford", "What was Cowford?", ("p", "q", "r", "s"), 0, from_events=True
        ),
    ]
    ticket = ExitTicket(questions, 42, shortage=(1, 1), language=language)
    ticket.student = "Ana"
    ticket.answer(0, 1)
    ticket.answer(1, 3)
    return ticket


WHEN = dt.datetime(2026, 12, 2, 10, 30)


def test_the_exit_ticket_page_in_spanish():
    page = to_html(_ticket("es"), WHEN, "Florida colonial")
    assert '<html lang="es">' in page
    for words in (
        "<title>Boleto de salida — Ana — partida 42</title>",
        "<h1>Florida colonial — boleto de salida</h1>",
        "<strong>Nombre:</strong> Ana",
        "<strong>Número de partida:</strong> 42",
        "<strong>Puntaje:</strong> 1 de 2",
        '<p class="mark">✓ Correcta</p>',
        '<p class="mark">✗ Todavía no</p>',
        "<p>La respuesta: p</p>",
        "Vuelve a leer: <strong>Cowford</strong>",
        "<p>Lecciones para leer otra vez: Cowford</p>",
        "Solo se leyó 1 lección en esta partida, así que algunas preguntas",
        "De los sucesos de esta partida (esta lección no se abrió)",
    ):
        assert words in page, words
    for english in ("Score", "Name:", "Not yet", "Read again", "exit ticket", "The answer"):
        assert english not in page


def test_each_student_chooses_the_tickets_language_whatever_the_app_speaks():
    i18n.set_language("es")
    english = to_html(_ticket("en"), WHEN, "Colonial Florida")
    assert '<html lang="en">' in english and "<strong>Score:</strong> 1 of 2" in english
    assert "Only 1 lesson was read in this game" in english
    i18n.set_language("en")
    spanish = to_html(_ticket("es"), WHEN, "Florida colonial")
    assert "<strong>Puntaje:</strong> 1 de 2" in spanish
    # No choice: the app's language.
    assert '<html lang="en">' in to_html(_ticket(), WHEN)


def test_the_shortage_note_has_spanish_plurals():
    assert _ticket("es").note.startswith("Solo se leyó 1 lección en esta partida")
    two = ExitTicket([], 1, shortage=(2, 0), language="es")
    assert two.note == "Solo se leyeron 2 lecciones en esta partida."
    none = ExitTicket([], 1, shortage=(0, 0), language="es")
    assert none.note == "No se leyó ninguna lección en esta partida."
    assert ExitTicket([], 1, language="es").note == ""  # enough lessons met


def test_a_damaged_save_is_refused_in_spanish(tmp_path):
    from florida_history.app import saves

    path = tmp_path / "game.json"
    path.write_text('{"format": ', encoding="utf-8")
    i18n.set_language("es")
    with pytest.raises(saves.SaveError) as caught:
        saves.read_json(path)
    assert str(caught.value) == (
        "No se puede abrir el archivo game.json: está dañado o cortado (el texto deja de tener "
        "sentido en la línea 1)."
    )


def test_the_lessons_line_in_spanish():
    from florida_history.app.lessons import arrival_line
    from florida_history.kernel.reading import Arrival

    titles = {"a": "Fuerte Mose", "b": "Cowford"}.__getitem__
    i18n.set_language("es")
    arrival = Arrival(stop=None, also=("a",), seen_before=("b",))
    assert arrival_line(arrival, titles) == (
        "también: Fuerte Mose; ya vistas: Cowford — ábrela otra vez [L]"
    )
    i18n.set_language("en")
    assert arrival_line(arrival, titles) == (
        "also: Fuerte Mose; seen before: Cowford — open it again [L]"
    )
    assert arrival_line(Arrival(stop=None), titles) == ""


def test_a_students_language_rewords_the_questions_keeping_each_answer_in_place():
    """With the lessons in Spanish (``LessonLibrary.in_language``), the ticket asks the same
    questions in Spanish, answers shuffled in the same order; the results file keeps the
    questions as built, so a class report counts them together."""
    import dataclasses

    from florida_history.classroom import results
    from florida_history.classroom.exit_ticket import build_ticket
    from florida_history.content.lessons import load_library

    library = load_library()
    met = ["topic-fort-mose", "space-st-augustine", "hazard-hurricane"]

    def spanish(lesson):
        qs = tuple(
            dataclasses.replace(
                q,
                question="ES " + q.question,
                answer="ES " + q.answer,
                wrong=tuple("ES " + w for w in q.wrong),
            )
            for q in lesson.questions
        )
        return dataclasses.replace(lesson, title="ES " + lesson.title, questions=qs)

    class InSpanish:
        def get(self, lesson_id):
            lesson = library.get(lesson_id)
            return spanish(lesson) if lesson is not None and lesson_id != met[1] else None

    def library_in(code):
        return InSpanish() if code == "es" else library

    built = build_ticket(library, met, 7)
    ticket = ExitTicket(list(built.questions), 7, library_in=library_in)
    english = list(ticket.questions)
    ticket.answer(0, english[0].correct)
    ticket.choose_language("es")
    for before, after in zip(english, ticket.questions, strict=True):
        if before.lesson_id == met[1]:  # not translated: as it was
            assert after == before
            continue
        assert after.question == "ES " + before.question
        assert after.lesson_title == "ES " + before.lesson_title
        assert after.choices == tuple("ES " + c for c in before.choices)
        assert after.correct == before.correct
    assert ticket.is_right(0) and ticket.lang == "es"
    facts = results.GameFacts(
        "colonial-florida",
        "Colonial Florida",
        7,
        tuple(met),
        (),
        {},
        "class",
        "Class",
        5,
        "Ana wins",
        True,
    )
    kept = results.from_ticket(ticket, facts, WHEN, table="T1")
    assert [q.question for q in kept.questions] == [q.question for q in english]
    ticket.choose_language("en")
    assert ticket.questions == english


def test_an_engines_reason_for_a_damaged_save_is_labelled_as_english_in_spanish(tmp_path):
    """Engines speak English only (ids, not display text): in Spanish their reason comes
    inside a Spanish sentence, labelled as a technical detail in English."""
    import json

    from florida_history.app import saves
    from florida_history.games.colonial_florida.session import PlayerSetup, Session

    s = Session.new([PlayerSetup("spanish", "Ana"), PlayerSetup("british", "Ben")], seed=12)
    s.autosave = False
    for _ in range(30):
        s.apply(s.game.legal_actions()[0])
    data = s.to_dict()
    data["engine"]["actions"][2] = {"type": ["Roll"]}
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    i18n.set_language("es")
    with pytest.raises(saves.SaveError) as caught:
        Session.load(path)
    spanish = str(caught.value)
    assert spanish.startswith("No se puede abrir el archivo game.json: está dañado (detalle")
    assert "detalle técnico, en inglés: “move 3 is damaged" in spanish
    i18n.set_language("en")
    with pytest.raises(saves.SaveError) as caught:
        Session.load(path)
    assert "(move 3 is damaged" in str(caught.value)
    assert "technical" not in str(caught.value)
