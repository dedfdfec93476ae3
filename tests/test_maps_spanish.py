"""The map pictures in Spanish (#27): every picture has its Spanish twin in images/es/, every
word drawn into a map is in the catalog and said in Spanish (place and people's names as the
game names them), and the app shows the twin wherever the words on screen are Spanish."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PIL import Image

from florida_history import i18n, resources
from florida_history.content.lessons import LessonLibrary
from florida_history.games.colonial_florida import words as cf_words
from florida_history.games.colonial_florida.names import SPACE_NAMES
from florida_history.maps import build, catalog, language, places, render
from florida_history.words import CATALOG
from tests.test_words import _catalogs_module

ROOT = Path(__file__).resolve().parent.parent
IMAGES = ROOT / "images"
MAPS = ROOT / "florida_history" / "maps"

# Words drawn into a map that stay as they are in Spanish: names of places, peoples, ships and
# people (as Spanish-language sources write them too), and a plant's Latin name. Everything
# else the maps draw must read differently in Spanish.
KEPT_AS_DRAWN = frozenset(
    name.strip()
    for name in """
    Abenaki|ALABAMA|Alachua Sink|Albany|Annapolis|Annapolis Royal|Apalachee|Augusta|Baltimore|
    Big Bend|Big Cypress|Boston|Cabo Cañaveral|Calusa|Camino Real|Catawba|Cedar Key|
    Charles Town|Charleston|Cherokee|Chesapeake|Choctaw|Cladium jamaicense|Cowford|Creek|
    de Apalache|de Talimali|Deerfield, 1704|Detroit|Drake 1586 · Searle 1668|El Camino Real|
    Elizabethtown|Everglades|Fernandina|FLORIDA|Florida|GEORGIA|
    Gracia Real de Santa Teresa de Mose|Halifax|Hartford|Haudenosaunee|Hudson–Albany|
    Jamestown|Jamestown, 1622|Jupiter Inlet|L. Champlain|La Caroline|La Nouvelle-Orléans|Lenape|
    Louisbourg|Louisbourg, 1745|Lowcountry|Matanzas, 1565|Miccosukee|Michilimackinac|Mi'kmaq|
    Mobile|Mohegan|Montreal|Mound Key|Muscogee|Mystic, 1637|Nantucket|Narragansett|New Bern|
    New Haven|Newport|Okeechobee|Oswego|Pensacola|Pensacola 1722–1752|Pequot|Plymouth|
    Ponce de León Inlet|Port-Royal|Powhatan|Princeton|Providence|Quebec|Quebec, 1759|Québec|
    Safety Harbor|Salem|San Agustín|San Luis|Santa María de Galve|Santa María de Loreto|
    Savannah|Sebastian|Seminole|Silver Springs|Smyrnéa|Springfield|Stamford|St Mary's City|
    Susquehannock|Tallahassee|Tequesta|Tierra incógnita|Timucua|Tocobaga|Trenton|
    Trois-Rivières|Ville-Marie|Wacca Pilatka|Wampanoag|Williamsburg|Worcester|N|oki + chubi:
    """.split("|")
)
Message = tuple[str | None, str]  # (context, msgid)


def map_messages() -> set[Message]:
    """Every message the map modules mark, from the catalog's own extractor."""
    template = _catalogs_module().extract()["florida_history"]
    found: set[Message] = set()
    for message in template:
        files = [where for where, _line in message.locations]
        if message.id and any(f.startswith("florida_history/maps/") for f in files):
            key = message.id if isinstance(message.id, str) else message.id[0]
            found.add((message.context, key))
    return found


def spanish(message: str, context: str | None = None) -> str:
    translations = CATALOG.translations("es")
    return translations.pgettext(context, message) if context else translations.gettext(message)


# --- every picture has its Spanish twin ------------------------------------------------------
def test_every_english_picture_has_a_spanish_twin_of_the_same_size():
    names = catalog.names()
    assert sorted(p.name for p in (IMAGES / "es").glob("*.png")) == sorted(names)
    for name in names:
        with Image.open(IMAGES / name) as english, Image.open(IMAGES / "es" / name) as twin:
            assert twin.size == english.size, name
            assert twin.info["Software"].startswith("florida-history maps"), name
            assert twin.mode == english.mode == "P", name  # the same palette optimisation
        assert (IMAGES / "es" / name).stat().st_size <= build.MAX_BYTES, name


def test_the_spanish_set_is_no_bigger_than_the_english_set_give_or_take():
    english = sum((IMAGES / n).stat().st_size for n in catalog.names())
    twins = sum((IMAGES / "es" / n).stat().st_size for n in catalog.names())
    assert twins < english * 1.15, (english, twins)


# --- every word drawn into a map is Spanish --------------------------------------------------
def test_every_map_word_is_in_the_catalog_and_said_in_spanish():
    """No English common noun left in the builder's labels: a message the maps draw reads
    differently in Spanish unless it is a name kept as drawn."""
    messages = map_messages()
    assert len(messages) > 400
    untranslated = sorted(m for c, m in messages if spanish(m, c) == m and m not in KEPT_AS_DRAWN)
    assert not untranslated, untranslated
    stale = sorted(KEPT_AS_DRAWN - {m for _c, m in messages})
    assert not stale, f"not drawn any more, drop from KEPT_AS_DRAWN: {stale}"


# Literals in the map modules with letters in them that are never drawn: image modes, the
# inset's state postal codes (ids in the map data), font files, and a warning for developers.
NOT_DRAWN = re.compile(r"RGBA?|AL|GA|FL|DejaVu[A-Za-z-]+\.ttf|no room for the labels: ")
ID_LIKE = re.compile(r"[a-z0-9_.-]+")  # slugs, enum values, keyword names: never drawn


def test_every_text_literal_in_the_map_modules_is_marked_for_the_catalog():
    """A title, legend line or note added to a scene without N_() would be drawn in English;
    stricter than the app's check (tests/visible_literals.py): one word or a date counts."""
    import ast

    from tests import visible_literals

    unmarked = []
    for path in sorted(MAPS.glob("*.py")):
        # geodata names the features of the bundled data files, it draws nothing.
        if path.name in {
            "cli.py",
            "build.py",
            "catalog.py",
            "__init__.py",
            "language.py",
            "geodata.py",
        }:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skipped = visible_literals._skipped_subtrees(tree) | visible_literals._docstring_nodes(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr | ast.Subscript):  # f-string parts, dict keys
                skipped |= {id(inner) for inner in ast.walk(node)}
        for node in ast.walk(tree):
            if id(node) in skipped or not isinstance(node, ast.Constant):
                continue
            text = node.value
            if (
                isinstance(text, str)
                and re.search(r"[A-Za-z]{2,}", text)
                and not ID_LIKE.fullmatch(text)
                and not NOT_DRAWN.fullmatch(text)
            ):
                unmarked.append(f"{path.name}:{node.lineno}: {text!r}")
    assert not unmarked, unmarked


def test_translating_a_spanish_map_word_again_changes_nothing():
    """The canvas translates what it draws, and a scene may hand it words it has already
    translated (a homeland's name in its title): that second pass must be a no-op."""
    once = {m: spanish(m) for c, m in map_messages() if c is None}
    changed = {m: spanish(t) for m, t in once.items() if spanish(t) != t}
    assert not changed, changed


def test_board_places_are_named_as_the_spanish_board_names_them():
    """The map says San Agustín and Fuerte Caroline where the Spanish board does."""
    for site in places.SETTLEMENTS:
        board = cf_words.CATALOG.gettext_in("es", SPACE_NAMES[site.slug])
        on_map = spanish(site.name)
        if site.other_name and not on_map.endswith(spanish(site.other_name)):
            on_map_long = f"{on_map} {spanish(site.other_name)}"
        else:
            on_map_long = on_map
        assert board in {on_map, on_map_long}, (site.slug, board, on_map)


ENGLISH_WORDS = frozenset(
    "the and of to from with by in on at for was were miles mile ocean gulf lake river straits "
    "bay island islands fort town towns mission homeland approximate founded colonies coast "
    "road route trail war springs north south east west later today about after before "
    "spanish british french english dutch native trade goods wreck fleet key swamp marsh "
    "inlet cape new old great little spring lagoon passage sea forest beach hammock prairie "
    "savanna ranch storm storms pirates raid siege battle".split()
)
# Names inside Spanish sentences that hold one of those words.
NAMES_IN_SENTENCES = (
    "College of William & Mary",
    "Old Spanish Trail",
    "Old Tampa Bay",
    "Vero Beach",
    "Charles Town",
    "New Haven",
    *sorted(KEPT_AS_DRAWN, key=len, reverse=True),
)
# One picture of each kind: the board, a locator of each game, a homeland, topic and place maps.
DRAWN_SAMPLE = (
    "board-map.png",
    "locator-st-augustine.png",
    "homeland-calusa.png",
    "place-wild-coast.png",
    "place-gulf-stream.png",
    "pirate-raids.png",
    "col-locator-quebec.png",
    "col-triangular-trade.png",
    "col-fur-trade.png",
)


def test_drawn_spanish_maps_show_no_english_word(monkeypatch):
    """Everything the canvas draws on a sample of Spanish maps (labels, panels, scale, edge
    pointers, graticule), read for English words once the names are taken out."""
    drawn: list[tuple[str, str]] = []
    finish = render.MapCanvas.finish
    current = [""]

    def recording_finish(self, colours=128):  # type: ignore[no-untyped-def]
        drawn.extend((current[0], line.text) for label in self.labels for line in label.lines)
        drawn.extend((current[0], item.text) for item in self.texts)
        return finish(self, colours)

    monkeypatch.setattr(render.MapCanvas, "finish", recording_finish)
    for name in DRAWN_SAMPLE:
        current[0] = name
        build.build_one(name, "es")
    assert len(drawn) > 150
    english = []
    for name, text in drawn:
        rest = text
        for kept in NAMES_IN_SENTENCES:
            rest = rest.replace(kept, " ")
        # Letter-spaced names (G U L F   S T R E A M) are read as words too.
        rest = re.sub(r"(?<=\b[A-Za-z]) (?=[A-Za-z]\b)", "", rest)
        words = {w.lower() for w in re.findall(r"[A-Za-z]+", rest)}
        if words & ENGLISH_WORDS:
            english.append((name, text, sorted(words & ENGLISH_WORDS)))
    assert not english, english
    assert any("millas" in text for _, text in drawn)  # the scale bar
    assert any(text.endswith("O") and "°" in text for _, text in drawn)  # 81°O, not 81°W


def test_building_in_spanish_leaves_the_app_language_alone():
    i18n.set_language("en")
    build.build_one("overview.png", "es")
    assert i18n.language() == "en"


def test_language_folders():
    assert language.folder(Path("/x"), "en") == Path("/x")
    assert language.folder(Path("/x"), "es") == Path("/x/es")


# --- the app shows the twin where the words are Spanish -------------------------------------
def test_picture_path_prefers_the_twin_and_falls_back_to_english(tmp_path):
    (tmp_path / "es").mkdir()
    (tmp_path / "a.png").write_bytes(b"en")
    (tmp_path / "b.png").write_bytes(b"en")
    (tmp_path / "es" / "a.png").write_bytes(b"es")
    assert resources.picture_path("a.png", "es", tmp_path) == tmp_path / "es" / "a.png"
    assert resources.picture_path("b.png", "es", tmp_path) == tmp_path / "b.png"
    assert resources.picture_path("a.png", "en", tmp_path) == tmp_path / "a.png"
    assert resources.picture_path("board-map.png", "es") == IMAGES / "es" / "board-map.png"


@pytest.fixture(scope="module")
def library() -> LessonLibrary:
    from florida_history.content.lessons import load_library

    return load_library()


def test_a_spanish_lesson_shows_the_spanish_map_and_an_english_one_the_english(library):
    spanish_library = library.in_language("es")
    lesson_id = next(
        lid for lid, lesson in library.lessons.items() if lesson.image == "locator-st-augustine.png"
    )
    english = library.get(lesson_id)
    translated = spanish_library.get(lesson_id)
    assert translated is not None and translated.language == "es"
    assert library.image_path(english) == IMAGES / "locator-st-augustine.png"
    assert library.image_path(translated) == IMAGES / "es" / "locator-st-augustine.png"
    # Asked for a language, the library answers in it whatever the lesson's own.
    assert library.image_path(english, "es") == IMAGES / "es" / "locator-st-augustine.png"
    assert library.image_path(translated, "en") == IMAGES / "locator-st-augustine.png"


def test_the_spanish_html_export_carries_the_spanish_maps(library, tmp_path):
    from florida_history.content.html_export import export_html

    spanish_library = library.in_language("es")
    export_html(spanish_library, tmp_path)
    exported = tmp_path / "images" / "locator-st-augustine.png"
    assert exported.read_bytes() == (IMAGES / "es" / "locator-st-augustine.png").read_bytes()
