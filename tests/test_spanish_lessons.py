"""Spanish lessons (``lessons/es/``, issue #27): loading with English fallback, the English
fingerprint and ``lessons es-sync``, ``lessons check`` per language, and the content checks run
over every Spanish lesson file present (others arrive later: the tests iterate what exists)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from florida_history import cli
from florida_history.content.lessons import LessonLibrary, load_library
from florida_history.content.readability import MAX_SENTENCE_WORDS, SHORT_MAX_NUMBERS
from florida_history.content.readability_es import (
    SHORT_MIN_EASE,
    measure_es,
    spanish_problems,
    spanish_reading,
)
from florida_history.content.same_numbers import missing_numbers
from florida_history.content.translations import (
    fingerprint,
    translation_files,
    translation_status,
)
from florida_history.resources import images_dir, lessons_dir

ENGLISH = lessons_dir() / "nations" / "nation-calusa.toml"

SPANISH = '''id = "nation-calusa"
english = ""
translated = "2026-12-02 test"
title = "Calusas"
years = "1513–década de 1760"
image_alt = "Mapa del suroeste de la Florida con la tierra de los calusas."
short = """
Los calusas gobernaban la costa suroeste de la Florida. Había entre 2,000 y 20,000 calusas.
En 1513 lucharon contra Ponce de León. En 1566 Menéndez hizo un fuerte. Duró solo tres años.
A principios de los años 1700 hubo ataques. Hacia 1760 se fueron a Cuba.
"""
long = """
Texto largo: 1513, 1517, 1521, 1566, 1567, 1569, 1700 y 1760.
"""
game_vs_history = """
El juego simplifica. Ponce de León volvió en 1513 y 1521.
"""

[[terms]]
term = "Tributo"
definition = "Bienes que un pueblo debe dar a un gobernante más fuerte."

[[terms]]
term = "Montículo de conchas"
definition = "Una colina hecha de conchas."

[[terms]]
term = "Estuario"
definition = "Donde el agua dulce de un río se mezcla con el agua salada."

[[questions]]
question = "¿Cómo se alimentaban los calusas sin cultivar?"
answer = "Comían peces y mariscos, y otros pueblos les pagaban tributo."
wrong = ["Cultivaban maíz.", "Criaban ganado.", "Comerciaban pieles."]

[[questions]]
question = "¿Qué pasó en 1521?"
answer = "Los guerreros calusas lo hirieron y murió en Cuba."
wrong = ["Lo recibieron bien.", "Hizo la paz.", "Lo tomaron preso."]

[[questions]]
question = "¿Qué rompió el reino calusa?"
answer = "Los ataques de los creeks y yamasis, y las enfermedades."
wrong = ["Un huracán.", "Soldados españoles.", "Colonos franceses."]
'''

TIMELINE = """[[events]]
year = 1513
title = "Ponce de León reaches Florida"
lesson = "nation-calusa"

[[events]]
year = 1566
title = "A fort among the Calusa"
lesson = "nation-calusa"
"""

TIMELINE_ES = """[[events]]
year = 1513
title = "Ponce de León llega a la Florida"
lesson = "nation-calusa"

[[events]]
year = 1999
title = "Un suceso que no existe"
lesson = "nation-calusa"
"""


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A lessons folder with one English lesson, its timeline and a Spanish translation."""
    root = tmp_path / "lessons"
    (root / "nations").mkdir(parents=True)
    (root / "es" / "nations").mkdir(parents=True)
    shutil.copy(ENGLISH, root / "nations" / ENGLISH.name)
    (root / "timeline.toml").write_text(TIMELINE, encoding="utf-8")
    (root / "es" / "nations" / ENGLISH.name).write_text(SPANISH, encoding="utf-8")
    return root


def spanish_path(folder: Path) -> Path:
    return folder / "es" / "nations" / ENGLISH.name


def load(folder: Path) -> LessonLibrary:
    return load_library(folder, images_dir())


# --- loading ------------------------------------------------------------------------------


def test_a_spanish_lesson_is_shown_in_spanish_sharing_the_rest(folder: Path) -> None:
    library = load(folder)
    assert not [p for p in library.problems if p.fatal]
    english = library.get("nation-calusa")
    spanish = library.in_language("es").get("nation-calusa")
    assert english is not None and spanish is not None
    assert english.language == "en" and spanish.language == "es"
    assert spanish.title == "Calusas" and "costa suroeste" in spanish.short
    assert [t.term for t in spanish.terms] == ["Tributo", "Montículo de conchas", "Estuario"]
    assert spanish.questions[1].answer.startswith("Los guerreros")
    assert spanish.questions[0].wrong == (
        "Cultivaban maíz.",
        "Criaban ganado.",
        "Comerciaban pieles.",
    )
    # Shared with the English lesson: the picture, sources, related lessons and category.
    assert (spanish.image, spanish.sources, spanish.related, spanish.category) == (
        english.image,
        english.sources,
        english.related,
        english.category,
    )
    assert library.in_language("es") is library.in_language("es")  # made once
    assert library.in_language("es").in_language("en") is library


def test_the_spanish_library_searches_and_lists_terms_in_spanish(folder: Path) -> None:
    spanish = load(folder).in_language("es")
    assert [t.term for t in spanish.glossary()][:1] == ["Estuario"]
    assert [x.id for x in spanish.search("monticulo")] == ["nation-calusa"]  # accents aside
    assert [x.id for x in spanish.search("León")] == ["nation-calusa"]


def test_the_spanish_timeline_keeps_the_english_events(folder: Path) -> None:
    (folder / "es" / "timeline.toml").write_text(TIMELINE_ES, encoding="utf-8")
    library = load(folder)
    titles = [(e.year, e.title) for e in library.in_language("es").timeline]
    assert titles == [(1513, "Ponce de León llega a la Florida"), (1566, "A fort among the Calusa")]
    assert any("1999" in str(p) and not p.fatal for p in library.problems)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda s: s.replace('title = "Calusas"', 'title = "Calusas'), "not valid TOML"),
        (
            lambda s: s.replace('[[terms]]\nterm = "Estuario"', '[[notterms]]\nterm = "x"'),
            "has 2 terms",
        ),
        (
            lambda s: s.split("[[questions]]")[0] + "[[questions]]" + s.split("[[questions]]")[1],
            "has 1 questions",
        ),
        (
            lambda s: s.replace(
                'wrong = ["Un huracán.", "Soldados españoles.", "Colonos franceses."]',
                'wrong = ["Un huracán."]',
            ),
            "3 different wrong answers",
        ),
        (lambda s: s.replace('id = "nation-calusa"', 'id = "nation-nobody"'), "no English lesson"),
        (lambda s: s.replace('title = "Calusas"', "title = 3"), "title"),
        (
            lambda s: s.replace('term = "Tributo"', 'term = "Estuary"').replace(
                'term = "Estuario"', 'term = "Tribute"'
            ),
            "keep the English order",
        ),
    ],
    ids=[
        "toml",
        "terms-count",
        "questions-count",
        "wrong-answers",
        "unknown-id",
        "title-type",
        "terms-order",
    ],
)
def test_a_bad_spanish_file_falls_back_to_english_and_is_reported(folder, change, words) -> None:
    path = spanish_path(folder)
    path.write_text(change(SPANISH), encoding="utf-8")
    library = load(folder)
    assert library.get("nation-calusa") is not None  # the English lesson is untouched
    shown = library.in_language("es").get("nation-calusa")
    assert shown is not None and shown.language == "en" and shown.title == "Calusa"
    problems = [str(p) for p in library.problems if p.fatal and p.path == path]
    assert problems and any(words in p for p in problems), problems
    status = translation_status(library, "es")
    assert status.missing == ("nation-calusa",) and status.broken == (path,)


def test_a_discussion_question_stays_in_its_place(folder: Path, tmp_path: Path) -> None:
    english = folder / "nations" / ENGLISH.name
    text = english.read_text(encoding="utf-8")
    start = text.index('question = "What broke the Calusa kingdom')
    end = text.index("\n\n", text.index("wrong = [", start))
    english.write_text(
        text[:start]
        + 'question = "Would you have lived on Mound Key?"\n'
        + 'answer = "Answers will vary."\ndiscussion = true'
        + text[end:],
        encoding="utf-8",
    )
    library = load(folder)
    assert any("discussion question in English" in str(p) for p in library.problems)
    # The English gives sample answers: a Spanish version without them is reported (five
    # Colonials translations had dropped them), one with them loads.
    bare = SPANISH.replace(
        'answer = "Los ataques de los creeks y yamasis, y las enfermedades."\n'
        'wrong = ["Un huracán.", "Soldados españoles.", "Colonos franceses."]',
        "",
    )
    spanish_path(folder).write_text(bare, encoding="utf-8")
    library = load(folder)
    assert any("sample answers" in str(p) for p in library.problems)
    assert library.in_language("es").get("nation-calusa").language == "en"  # type: ignore[union-attr]
    ok = SPANISH.replace(
        'answer = "Los ataques de los creeks y yamasis, y las enfermedades."\n'
        'wrong = ["Un huracán.", "Soldados españoles.", "Colonos franceses."]',
        'answer = "Las respuestas variarán."',
    )
    spanish_path(folder).write_text(ok, encoding="utf-8")
    spanish = load(folder).in_language("es").get("nation-calusa")
    assert spanish is not None and spanish.language == "es"
    assert spanish.questions[2].discussion and spanish.questions[2].wrong == ()
    assert spanish.questions[2].answer == "Las respuestas variarán."


# --- fingerprint, es-sync, lessons check ------------------------------------------------------


def test_es_sync_records_the_english_text_and_check_reports_stale(folder: Path, capsys) -> None:
    path = spanish_path(folder)
    assert translation_status(load(folder), "es").not_synced == ("nation-calusa",)
    assert cli.main(["lessons", "es-sync", "--dir", str(folder)]) == 0
    library = load(folder)
    stamp = fingerprint(library.lessons["nation-calusa"])
    assert f'english = "{stamp}"' in path.read_text(encoding="utf-8")
    status = translation_status(library, "es")
    assert (status.stale, status.not_synced, status.missing) == ((), (), ())
    # Re-wrapping the English text changes no fact: still in step.
    english = folder / "nations" / ENGLISH.name
    text = english.read_text(encoding="utf-8")
    english.write_text(text.replace("The Calusa ruled", "The Calusa\nruled"), encoding="utf-8")
    assert translation_status(load(folder), "es").stale == ()
    # A changed number makes the translation stale until it is revised and synced by name.
    english.write_text(
        text.replace("In 1566 Pedro Menéndez built", "In 1567 Pedro Menéndez built"),
        encoding="utf-8",
    )
    assert translation_status(load(folder), "es").stale == ("nation-calusa",)
    cli.main(["lessons", "es-sync", "--dir", str(folder)])
    assert translation_status(load(folder), "es").stale == ("nation-calusa",)  # not by itself
    capsys.readouterr()
    cli.main(["lessons", "check", "--dir", str(folder)])
    out = capsys.readouterr().out
    assert "STALE   es nation-calusa" in out and "BACK-TRANSLATION es: 1 lesson(s)" in out
    assert "MISSING es timeline.toml" in out
    cli.main(["lessons", "es-sync", "--dir", str(folder), str(path)])
    assert translation_status(load(folder), "es").stale == ()


def test_check_reports_missing_and_back_translated_spanish_lessons(folder: Path, capsys) -> None:
    path = spanish_path(folder)
    path.write_text(
        SPANISH + '\n[back_translation]\nchecked = "2026-12-02 X: 0 errors"\n', encoding="utf-8"
    )
    assert translation_status(load(folder), "es").not_back_translated == ()
    path.unlink()
    cli.main(["lessons", "check", "--dir", str(folder)])
    out = capsys.readouterr().out
    assert "MISSING es nations: 1 (nation-calusa)" in out
    assert "Lessons in 'es': 0 of 1 translated." in out


def test_an_unreadable_spanish_file_fails_lessons_check(folder: Path, capsys) -> None:
    spanish_path(folder).write_bytes(b"\xff\xfe not utf-8")
    assert cli.main(["lessons", "check", "--dir", str(folder)]) == 1
    out = capsys.readouterr().out
    assert "UNREADABLE es" in out and "not UTF-8" in out


# --- Spanish readability -----------------------------------------------------------------------


def test_spanish_syllables_and_numbers_read_aloud() -> None:
    from florida_history.content.readability_es import spoken_number_es, syllables_es

    counts = {
        "San": 1,
        "Agustín": 3,
        "timucuas": 3,
        "seminolas": 4,
        "día": 2,
        "leer": 2,
        "hoy": 1,
        "que": 1,
        "pingüino": 3,
        "apalaches": 4,
        "quinientos": 3,
        "1565": 10,  # mil qui-nien-tos se-sen-ta y cin-co
    }
    assert {w: syllables_es(w) for w in counts} == counts
    assert spoken_number_es("1565") == ["mil", "quinientos", "sesenta", "y", "cinco"]
    assert spoken_number_es("2,000") == spoken_number_es("2.000") == ["dos", "mil"]
    assert spoken_number_es("1821") == ["mil", "ochocientos", "veintiuno"]
    assert spoken_number_es("100") == ["cien"] and spoken_number_es("101") == ["ciento", "uno"]
    assert spoken_number_es("2,5") == ["dos", "coma", "cinco"]
    assert spoken_number_es("2.2") == ["dos", "punto", "dos"]  # a decimal, not "dos mil"
    assert syllables_es("6.5") == 5 and syllables_es("1.2.3") == 4  # no shape stops the count


def test_fernandez_huerta_counts_a_year_as_its_spoken_words() -> None:
    # 206.84 - 60 * syllables/words - 1.02 * words/sentence, numbers as read aloud:
    # "En 1565 llegó." = en(1) + mil quinientos sesenta y cinco(10) + llegó(2): 7 words, 13.
    text = measure_es("En 1565 llegó.")
    assert (text.spoken_words, text.syllables) == (7, 13)
    assert text.ease == pytest.approx(206.84 - 60 * 13 / 7 - 1.02 * 7)
    assert text.longest_sentence == 3  # as written, the year is one word


def test_same_numbers_accepts_digits_or_spanish_words() -> None:
    assert missing_numbers("It lasted three years, from 1566.", "Duró tres años, desde 1566.") == []
    assert missing_numbers("It lasted three years.", "Duró 3 años.") == []
    assert missing_numbers("There were 2,000 people.", "Había 2.000 personas.") == []
    assert missing_numbers("There were 2,000 people.", "Había dos mil personas.") == []
    assert missing_numbers("Two hundred women came.", "Llegaron doscientas mujeres.") == []
    assert missing_numbers("In the early 1700s.", "A principios del siglo XVIII.") == [1700]
    assert missing_numbers("It lasted three years.", "Duró pocos años.") == [3]
    assert missing_numbers("One of them came.", "Uno de ellos vino.") == []  # "one": a pronoun


# --- every Spanish lesson file present -------------------------------------------------------

REAL = load_library()
SPANISH_FILES = translation_files(lessons_dir(), "es")
TRANSLATED = sorted(REAL.translations.get("es", {}).values(), key=lambda t: t.lesson_id)


def ids(items: list) -> list[str]:
    return [getattr(x, "lesson_id", getattr(x, "stem", str(x))) for x in items]


@pytest.mark.parametrize("path", SPANISH_FILES, ids=ids(SPANISH_FILES))
def test_every_spanish_file_loads_and_lines_up_with_its_english_lesson(path: Path) -> None:
    problems = [str(p) for p in REAL.problems if p.path == path]
    assert problems == []
    assert path.stem in REAL.translations["es"]


@pytest.mark.parametrize("translation", TRANSLATED, ids=ids(TRANSLATED))
def test_every_spanish_short_text_reads_at_grade_7_or_below(translation) -> None:
    reading = spanish_reading(translation.lesson_id, translation.short, translation.long)
    assert spanish_problems(reading) == [], (
        f"{translation.lesson_id}: Fernández-Huerta {reading.short.ease:.1f} (at least "
        f"{SHORT_MIN_EASE:g}), {reading.short_numbers} numbers (at most {SHORT_MAX_NUMBERS}), "
        f"sentences under {MAX_SENTENCE_WORDS + 1} words"
    )


@pytest.mark.parametrize("translation", TRANSLATED, ids=ids(TRANSLATED))
def test_every_date_and_number_of_the_english_lesson_is_in_the_spanish(translation) -> None:
    english = REAL.lessons[translation.lesson_id]
    parts = [("short", english.short, translation.short), ("long", english.long, translation.long)]
    for i, (en_q, es_q) in enumerate(zip(english.questions, translation.questions, strict=True), 1):
        parts.append((f"answer {i}", en_q.answer, es_q.answer))
    missing = {part: missing_numbers(en, es) for part, en, es in parts}
    assert {part: found for part, found in missing.items() if found} == {}


@pytest.mark.parametrize("translation", TRANSLATED, ids=ids(TRANSLATED))
def test_spanish_prose_says_personas_esclavizadas(translation) -> None:
    text = " ".join([translation.short, translation.long, translation.game_vs_history]).lower()
    prose = re.sub(r"“[^”]*”|\"[^\"]*\"", "", text)  # a name quoted as it was written
    assert not re.search(r"\besclav[oa]s\b", prose)


@pytest.mark.skipif(
    not (lessons_dir() / "es" / "timeline.toml").is_file(), reason="no Spanish timeline yet"
)
def test_the_spanish_timeline_matches_the_english_event_for_event() -> None:
    path = lessons_dir() / "es" / "timeline.toml"
    assert [str(p) for p in REAL.problems if p.path == path] == []
    spanish = REAL.translated_timelines["es"]
    assert [(e.year, e.lesson) for e in spanish] == [(e.year, e.lesson) for e in REAL.timeline]
    untranslated = [e.title for e, en in zip(spanish, REAL.timeline, strict=True) if e is en]
    assert untranslated == []
    for es, en in zip(spanish, REAL.timeline, strict=True):
        assert bool(es.date) == bool(en.date), en.title
        assert missing_numbers(f"{en.date} {en.title}", f"{es.date} {es.title}") == [], en.title


# --- lessons export --html --lang es ---------------------------------------------------------


def test_export_in_spanish_writes_spanish_pages(folder: Path, tmp_path: Path) -> None:
    (folder / "es" / "timeline.toml").write_text(TIMELINE_ES, encoding="utf-8")
    out = tmp_path / "html"
    cli.main(["lessons", "export", "--html", str(out), "--dir", str(folder), "--lang", "es"])
    page = (out / "nation-calusa.html").read_text(encoding="utf-8")
    assert '<html lang="es">' in page and "<h1>Calusas</h1>" in page
    for words in ("Palabras clave", "Preguntas de repaso", "Juego vs. historia", "Fuentes"):
        assert f"<h2>{words}</h2>" in page
    assert "Naciones indígenas · 1513–década de 1760" in page
    assert "Montículo de conchas" in page and "Cultivaban maíz." not in page  # no answers given
    assert "Randell Research Center" in page  # the sources are the English lesson's
    index = (out / "index.html").read_text(encoding="utf-8")
    assert (
        "Historia de la Florida: todas las lecciones" in index
        and "<h2>Naciones indígenas</h2>" in index
    )
    timeline = (out / "timeline.html").read_text(encoding="utf-8")
    assert "Ponce de León llega a la Florida" in timeline and 'lang="es"' in timeline
    glossary = (out / "glossary.html").read_text(encoding="utf-8")
    assert "<dt>Estuario</dt>" in glossary


def test_export_in_spanish_keeps_untranslated_lessons_in_english(
    folder: Path, tmp_path: Path
) -> None:
    shutil.copy(lessons_dir() / "nations" / "nation-tequesta.toml", folder / "nations")
    out = tmp_path / "html"
    cli.main(["lessons", "export", "--html", str(out), "--dir", str(folder), "--lang", "es"])
    english = (out / "nation-tequesta.html").read_text(encoding="utf-8")
    assert '<html lang="en">' in english and "<h2>Key terms</h2>" in english
    spanish = (out / "nation-calusa.html").read_text(encoding="utf-8")
    assert '<html lang="es">' in spanish and "<h1>Calusas</h1>" in spanish
    index = (out / "index.html").read_text(encoding="utf-8")
    assert '<a href="nation-tequesta.html" lang="en">Tequesta</a>' in index
    default = tmp_path / "en"
    cli.main(["lessons", "export", "--html", str(default), "--dir", str(folder)])
    assert "<h1>Calusa</h1>" in (default / "nation-calusa.html").read_text(encoding="utf-8")
    assert '<html lang="en">' in (default / "index.html").read_text(encoding="utf-8")
