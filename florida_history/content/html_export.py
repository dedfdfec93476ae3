"""Write every lesson as plain, accessible HTML a teacher can print or a screen reader can read.

Real headings, image alt text, sources as links, an index by category, the glossary and the
timeline. All lesson text is escaped: it is shown as text, never interpreted as markup.
"""

from __future__ import annotations

import html
import os
from pathlib import Path

from florida_history.content.lessons import Lesson, LessonLibrary
from florida_history.lesson_words import (
    ALL_LESSONS,
    ANSWER,
    GAME_VS_HISTORY,
    GLOSSARY,
    KEY_TERMS,
    ORIGINAL_NAME,
    READ_MORE,
    RELATED_LESSONS,
    REVIEW_QUESTIONS,
    SOURCES,
    TIMELINE,
    category_name,
    say,
)
from florida_history.words import N_

INDEX_TITLE = N_("Florida History: all lessons")
INDEX_LEAD = N_("{count} lessons about colonial Florida, 1513–1821.")
TIMELINE_TITLE = N_("Timeline 1513–1821")
PAGES_NAV = N_("Lesson pages")

STYLE = """
body { font-family: "DejaVu Sans", Verdana, sans-serif; max-width: 46em; margin: 2em auto;
       padding: 0 1em; line-height: 1.55; color: #1b1b1b; background: #fffdf7; }
h1 { font-size: 2em; margin-bottom: .2em; } h2 { margin-top: 1.6em; }
.years { color: #5a4a2a; font-size: 1.1em; margin-top: 0; }
.short { font-size: 1.15em; }
.gvh { border-left: .4em solid #0072b2; background: #eef5fb; padding: .6em 1em; }
img { max-width: 100%; height: auto; border: 1px solid #ccc; }
dt { font-weight: bold; } dd { margin: 0 0 .6em 1.2em; }
nav a { margin-right: 1em; } a { color: #0b5394; }
@media print { nav, .noprint { display: none; } body { background: white; } }
"""


def _page(title: str, body: str, language: str = "en") -> str:
    """A whole page in ``language`` (its ``lang`` attribute tells screen readers which voice)."""
    e = html.escape
    nav = (
        f'<a href="index.html">{e(say(language, ALL_LESSONS))}</a>'
        f'<a href="glossary.html">{e(say(language, GLOSSARY))}</a>'
        f'<a href="timeline.html">{e(say(language, TIMELINE))}</a>'
    )
    return (
        f'<!DOCTYPE html>\n<html lang="{e(language)}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{e(title)} — Florida History</title>\n<style>{STYLE}</style>\n"
        f'</head>\n<body>\n<nav aria-label="{e(say(language, PAGES_NAV))}">{nav}</nav>\n'
        f"<main>\n{body}\n</main>\n</body>\n</html>\n"
    )


def _paragraphs(text: str) -> str:
    parts = [p.strip() for p in text.split("\n\n") if p.strip()]
    return "\n".join(f"<p>{html.escape(' '.join(p.split()))}</p>" for p in parts)


def lesson_html(lesson: Lesson, library: LessonLibrary) -> str:
    """One lesson's page, in the lesson's own language (a lesson not yet translated is in
    English, with ``lang="en"`` on the page)."""
    e = html.escape
    lang = lesson.language

    def t(message: str) -> str:
        return e(say(lang, message))

    out = [
        f"<h1>{e(lesson.title)}</h1>",
        f'<p class="years">{e(category_name(lesson.category, lang))} · {e(lesson.years)}</p>',
    ]
    if lesson.original_name:
        strong = f"<strong>{e(lesson.original_name)}</strong>"
        out.append(f"<p>{t(ORIGINAL_NAME).format(name=strong)}</p>")
    if library.image_path(lesson) is not None:
        out.append(
            f'<figure><img src="images/{e(lesson.image or "")}" alt="{e(lesson.image_alt)}">'
            "</figure>"
        )
    out.append(f'<div class="short">{_paragraphs(lesson.short)}</div>')
    out.append(f"<h2>{t(READ_MORE)}</h2>")
    out.append(_paragraphs(lesson.long))
    out.append(f"<h2>{t(GAME_VS_HISTORY)}</h2>")
    out.append(f'<div class="gvh">{_paragraphs(lesson.game_vs_history)}</div>')
    out.append(f"<h2>{t(KEY_TERMS)}</h2>\n<dl>")
    for term in lesson.terms:
        out.append(f"<dt>{e(term.term)}</dt><dd>{e(term.definition)}</dd>")
    out.append(f"</dl>\n<h2>{t(REVIEW_QUESTIONS)}</h2>\n<ol>")
    for q in lesson.questions:
        answer = (
            f"<details><summary>{t(ANSWER)}</summary><p>{e(q.answer)}</p></details>"
            if q.answer
            else ""
        )
        out.append(f"<li><p>{e(q.question)}</p>{answer}</li>")
    out.append(f"</ol>\n<h2>{t(SOURCES)}</h2>\n<ul>")
    for src in lesson.sources:
        out.append(f'<li><a href="{e(src.url)}">{e(src.title)}</a></li>')
    out.append("</ul>")
    related = [library.get(r) for r in lesson.related]
    links = [r for r in related if r is not None]
    if links:
        out.append(f"<h2>{t(RELATED_LESSONS)}</h2>\n<ul>")
        out.extend(f'<li><a href="{e(r.id)}.html">{e(r.title)}</a></li>' for r in links)
        out.append("</ul>")
    return _page(lesson.title, "\n".join(out), lang)


def _lang_attr(lesson: Lesson, page_language: str) -> str:
    """A lesson title in another language than its page's says so (screen readers)."""
    return "" if lesson.language == page_language else f' lang="{html.escape(lesson.language)}"'


def index_html(library: LessonLibrary) -> str:
    e = html.escape
    lang = library.language
    out = [
        f"<h1>{e(say(lang, INDEX_TITLE))}</h1>",
        f"<p>{e(say(lang, INDEX_LEAD).format(count=len(library)))}</p>",
    ]
    for category, lessons in library.by_category().items():
        if not lessons:
            continue
        out.append(f"<h2>{e(category_name(category, lang))}</h2>\n<ul>")
        out.extend(
            f'<li><a href="{e(lsn.id)}.html"{_lang_attr(lsn, lang)}>{e(lsn.title)}</a> '
            f"({e(lsn.years)})</li>"
            for lsn in lessons
        )
        out.append("</ul>")
    return _page(say(lang, ALL_LESSONS), "\n".join(out), lang)


def glossary_html(library: LessonLibrary) -> str:
    e = html.escape
    lang = library.language
    out = [f"<h1>{e(say(lang, GLOSSARY))}</h1>", "<dl>"]
    for term in library.glossary():
        lesson = library.get(term.lesson_id)
        title = lesson.title if lesson else term.lesson_id
        out.append(
            f"<dt>{e(term.term)}</dt><dd>{e(term.definition)} "
            f'(<a href="{e(term.lesson_id)}.html">{e(title)}</a>)</dd>'
        )
    out.append("</dl>")
    return _page(say(lang, GLOSSARY), "\n".join(out), lang)


def timeline_html(library: LessonLibrary) -> str:
    e = html.escape
    lang = library.language
    out = [f"<h1>{e(say(lang, TIMELINE_TITLE))}</h1>", "<ol>"]
    for item in library.timeline:
        when = f"{item.date} " if item.date else ""
        out.append(
            f"<li><strong>{item.year}</strong> {e(when)}— "
            f'<a href="{e(item.lesson)}.html">{e(item.title)}</a></li>'
        )
    out.append("</ol>")
    return _page(say(lang, TIMELINE), "\n".join(out), lang)


def export_html(library: LessonLibrary, out_dir: Path) -> int:
    """Write index, glossary, timeline and one page per lesson; return the pages written.
    Nothing is written through a symbolic link: a linked page or ``images`` folder in the
    export folder is replaced (the file it pointed at is left alone), never followed."""
    out_dir.mkdir(parents=True, exist_ok=True)
    images_dir = out_dir / "images"
    if images_dir.is_symlink():
        images_dir.unlink()
    pages = {
        "index.html": index_html(library),
        "glossary.html": glossary_html(library),
        "timeline.html": timeline_html(library),
    }
    for lesson in library.lessons.values():
        pages[f"{lesson.id}.html"] = lesson_html(lesson, library)
        image = library.image_path(lesson)
        if image is not None:
            images_dir.mkdir(exist_ok=True)
            _write_new(images_dir / image.name, image.read_bytes())
    for name, text in pages.items():
        _write_new(out_dir / name, text.encode("utf-8"))
    return len(pages)


def _write_new(path: Path, data: bytes) -> None:
    """Write ``path`` as a new file (a link there is removed first, not written through)."""
    if path.is_symlink():
        path.unlink()
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(path, flags, 0o644)
    with os.fdopen(fd, "wb") as fh:
        fh.write(data)
