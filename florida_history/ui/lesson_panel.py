"""The lesson panel: map or picture, short text with "read more", Game vs. History, key terms,
sources, related lessons, back/forward, and the lessons waiting their turn ("Next lesson").
Docked in the side panel, over the board or in its own window; the panel itself never blocks
the game (the App decides when play waits for a lesson to be read)."""

from __future__ import annotations

import functools
import tkinter as tk
from collections.abc import Callable
from typing import TYPE_CHECKING

from florida_history.app.lessons import LessonService, LessonView
from florida_history.app.settings import Settings
from florida_history.i18n import language as app_language
from florida_history.lesson_words import (
    GAME_VS_HISTORY,
    KEY_TERMS,
    MAP,
    ORIGINAL_CARD_NAME,
    READ_MORE_LINK,
    RELATED_LESSONS,
    SHOW_LESS_LINK,
    SOURCES,
    language_key_label,
    say,
)
from florida_history.ui import theme as th
from florida_history.ui.kept_items import configure_changed
from florida_history.ui.read_aloud import ReadAloud
from florida_history.ui.wrapping import FlowRow
from florida_history.words import N_, _

if TYPE_CHECKING:  # Pillow is imported when the first picture is shown, not at start-up
    from PIL import Image, ImageTk


class LessonPanel(tk.Frame):
    EMPTY_TEXT = N_(
        "Lessons open here as you play. Click any space or card on the board to read about it."
    )

    def __init__(
        self,
        master: tk.Misc,
        service: LessonService,
        on_toggle_dock: Callable[[], None] | None = None,
        on_opened: Callable[[str], None] | None = None,
        settings: Settings | None = None,
    ) -> None:
        super().__init__(master, background=th.PANEL_BG)
        self.service = service
        self.settings = settings or Settings()
        self.on_opened = on_opened
        self.expanded = False
        self._refit_pending = False
        self.dock_shown = True  # Pop out / Dock (not in the library's panel)
        self.view: LessonView | None = None
        self._image: ImageTk.PhotoImage | None = None
        self._picture_target = 0  # the width the picture on screen was fitted to
        # by (file, time, width)
        self._images: dict[tuple[str, int, int], ImageTk.PhotoImage] = {}
        # Every kept picture is also on this canvas (never shown): while some widget shows a
        # picture, Tk keeps it ready to draw. The text widget let go of it at each new lesson,
        # and Tk then converted the whole picture for the screen again (a fifth of a click).
        self._image_keeper = tk.Canvas(self, width=1, height=1)
        self._image_items: dict[tuple[str, int, int], int] = {}  # canvas item per picture
        # A row that wraps: at 200% text in a narrow column "Waiting: N [L]" and "Pop out"
        # go on to a second line rather than being cut (issue 23).
        bar = FlowRow(self, padx=2, pady=2, background=th.PANEL_BG)
        bar.pack(fill="x")
        self.back_button = tk.Button(bar, text=_("◀ Back"), font="fh-small", command=self.back)
        self.forward_button = tk.Button(
            bar, text=_("Forward ▶"), font="fh-small", command=self.forward
        )
        self.next_button = tk.Button(
            bar,
            text=_("Next lesson"),
            font="fh-small",
            command=self.show_next,
            background=th.YELLOW,
        )
        self.dock_button = tk.Button(
            bar, text=_("Pop out"), font="fh-small", command=on_toggle_dock or (lambda: None)
        )
        # The EN/ES key: this lesson only, in its other language ("Español [K]"); shown while
        # the lesson on screen has one.
        self.language_button = tk.Button(
            bar, text=language_key_label("es"), font="fh-small", command=self.toggle_language
        )
        bar.add(self.back_button, self.forward_button, self.dock_button)
        bar.bind("<Configure>", lambda e: self._fit_bar(e.width), add="+")
        self.next_button.bind("<Configure>", lambda e: self._fit_bar(bar.winfo_width()), add="+")
        self.bar = bar
        self.title = tk.Label(
            self,
            text=_("Lessons"),
            font="fh-big",
            anchor="w",
            justify="left",
            background=th.PANEL_BG,
            foreground=th.TEXT,
        )
        self.title.pack(fill="x", padx=8)
        # The years line and Read aloud [V] share one row: at 200% on a 720-line screen every
        # line the panel keeps is a line of the lesson's text (demonstration mode needs three).
        speech_row = tk.Frame(self, background=th.PANEL_BG)
        speech_row.pack(fill="x", padx=(8, 6), pady=(2, 0))
        self.read_button = tk.Button(speech_row, text=_("Read aloud [V]"), font="fh-small")
        self.read_button.pack(side="right")
        self.years = tk.Label(
            speech_row,
            text=_(self.EMPTY_TEXT),
            font="fh-small",
            anchor="w",
            justify="left",
            background=th.PANEL_BG,
            foreground=th.MUTED,
        )
        self.years.pack(side="left", fill="x", expand=True)
        # Why Read aloud cannot speak, or what V reads next: a line of its own, shown only while
        # it has something to say.
        self.read_status = tk.Label(
            self,
            font="fh-small",
            anchor="w",
            justify="left",
            background=th.PANEL_BG,
            foreground=th.MUTED,
        )
        self._speech_row = speech_row
        body = tk.Frame(self, background=th.PANEL_BG)
        body.pack(fill="both", expand=True)
        self.text = tk.Text(
            body,
            font="fh-body",
            wrap="word",
            background="#FFFFFF",
            relief="flat",
            padx=10,
            pady=6,
            cursor="arrow",
            height=6,
            takefocus=True,
        )
        scroll = tk.Scrollbar(body, command=self.text.yview)
        self.text.configure(yscrollcommand=scroll.set)
        scroll.pack(side="right", fill="y")
        self.text.pack(side="left", fill="both", expand=True)
        t = self.text
        t.tag_configure("h", font="fh-bold", spacing1=10, spacing3=2)
        t.tag_configure("gvh", lmargin1=6, lmargin2=6, rmargin=6)
        t.tag_configure("term", font="fh-bold")
        t.tag_configure("muted", font="fh-small")
        self.apply_palette()
        t.tag_configure("link", foreground=th.BLUE, underline=True)
        t.tag_bind("link", "<Enter>", lambda e: t.configure(cursor="hand2"))
        t.tag_bind("link", "<Leave>", lambda e: t.configure(cursor="arrow"))
        t.configure(state="disabled")
        # Keyboard: in the text, Tab and Shift+Tab go from link to link (lit in yellow), Enter or
        # Space follows the lit link; past the last link Tab moves on to the next control.
        self._links: list[tuple[str, Callable[[], None]]] = []
        self._bound_links: set[str] = set()  # link tags with their click bound (see _link)
        self._link_at = -1
        t.tag_configure("link-focus", background=th.YELLOW)
        t.bind("<Tab>", lambda e: self._step_link(1))
        for seq in ("<Shift-Tab>", "<ISO_Left_Tab>"):
            t.bind(seq, lambda e: self._step_link(-1))
        for seq in ("<Return>", "<KP_Enter>", "<space>"):
            t.bind(seq, lambda e: self._follow_link())
        t.bind("<FocusOut>", lambda e: self._light_link(-1), add="+")
        self.bind("<Configure>", self._wrap)
        self.reader = ReadAloud(
            t,
            self.read_button,
            self.read_status,
            [("read-short", _("Read aloud [V]")), ("read-gvh", _("Read Game vs. History [V]"))],
            speed=lambda: self.settings.speech_speed,
            # The lesson's own language (the EN/ES key may show it in the other one), else
            # the language chosen for the app: the voice speaks the words on screen.
            language=self.lesson_language,
            on_status=self._show_read_status,
        )
        self._refresh_buttons()

    def lesson_language(self) -> str:
        """The language of the lesson on screen ("en"/"es"): its view's, else the app's."""
        return str(getattr(self.view, "language", "") or app_language())

    def _fit_bar(self, width: int) -> None:
        """Large text in a narrow panel: Back and Forward shrink to their arrows, so every
        button of the bar stays whole."""
        full = ((_("◀ Back"), "◀"), (_("Forward ▶"), "▶"))
        self.back_button.configure(text=full[0][0])
        self.forward_button.configure(text=full[1][0])
        need = sum(b.winfo_reqwidth() + 4 for b in self.bar.items)
        if need > width:
            self.back_button.configure(text=full[0][1])
            self.forward_button.configure(text=full[1][1])

    def apply_palette(self) -> None:
        """Colours of the text's parts from the theme (normal or high contrast)."""
        self.text.tag_configure("gvh", background=th.GVH_BG)
        self.text.tag_configure("muted", foreground=th.MUTED)

    def _wrap(self, event: tk.Event | None = None) -> None:
        w = max(120, self.winfo_width() - 20)
        self.title.configure(wraplength=w)
        self.years.configure(wraplength=max(80, w - self.read_button.winfo_reqwidth()))
        self.read_status.configure(wraplength=w)
        self._refit_soon()

    def _refit_soon(self) -> None:
        """Fit the picture again once Tk has laid the panel out: a lesson opened before that
        (the first lesson, a tab not yet shown) was drawn for a size the panel did not have."""
        if not self._refit_pending:
            self._refit_pending = True
            self.after(50, self._refit_when_idle)

    def _refit_when_idle(self) -> None:
        self._refit_pending = False
        self.refit_picture()

    def _show_read_status(self, message: str) -> None:
        """The read-aloud status line takes room only while it says something."""
        if message and not self.read_status.winfo_manager():
            self.read_status.pack(after=self._speech_row, fill="x", padx=8)
        elif not message and self.read_status.winfo_manager():
            self.read_status.pack_forget()

    # --- read aloud ------------------------------------------------------------------------

    def read_aloud(self) -> None:
        """V: read the lesson's short text (then, on the next V, its Game vs. History note);
        while speaking, stop."""
        if self.view is not None:
            self.reader.toggle()

    def stop_reading(self) -> None:
        """Continue, a new game or a closed panel: the voice stops at once."""
        self.reader.stop()

    def _read_if_wanted(self) -> None:
        """ "Read each new lesson aloud" (settings): a lesson that came up in play speaks."""
        if self.settings.read_lessons_aloud and self.view is not None:
            self.reader.start(0)

    # --- navigation ------------------------------------------------------------------------

    def open(self, lesson_id: str) -> None:
        self.service.visit(lesson_id)
        self._show_current()

    def show_next(self) -> None:
        if self.service.next_from_queue() is not None:
            self._show_current()
        self._refresh_buttons()

    def back(self) -> None:
        self.service.back()
        self._show_current()

    def forward(self) -> None:
        self.service.forward()
        self._show_current()

    def present(self, ids: list[str], round_number: int = 0) -> None:
        """Lessons that just came up in play: the first opens at once, the rest wait."""
        if self.service.present(ids, round_number) is not None:
            self._show_current()
            self._read_if_wanted()

    def show_current(self) -> None:
        """Show the service's current lesson (the one that just stopped play)."""
        self._show_current()
        self._read_if_wanted()

    def refresh_buttons(self) -> None:
        """Back, Forward and the lessons waiting under [L], as the service now has them."""
        self._refresh_buttons()

    def reset(self) -> None:
        """Empty, as at the start (a new game must not show the last game's lesson)."""
        self.view = None
        self.expanded = False
        self.reader.reset()
        self.title.configure(text=_("Lessons"))
        self.years.configure(text=_(self.EMPTY_TEXT))
        t = self.text
        t.configure(state="normal")
        t.delete("1.0", "end")
        t.configure(state="disabled")
        self._links = []
        self._link_at = -1
        self._image = None
        self._refresh_buttons()

    def toggle_language(self) -> None:
        """K: the lesson on screen in its other language (English or Spanish), the rest of
        the screen as it is; "Read more" stays open or closed as it was."""
        view = self.view
        if view is None or view.missing or view.other_language is None:
            return
        self.service.toggle_language(view.id)
        self.language_changed()

    def language_changed(self) -> None:
        """The app's language changed (Settings): the lesson on screen is shown again in it,
        unless it was switched with K; "Read more" stays as it was."""
        if self.view is None or self.view.missing:
            return
        expanded = self.expanded
        self._show_current()
        if expanded != self.expanded:
            self.expanded = expanded
            self._render()

    def _arrange_bar(self) -> None:
        """Back, Forward, the language key, Waiting [L], Pop out: each shown only while it
        has something to do, always in this order."""
        view = self.view
        wanted = [self.back_button, self.forward_button]
        if view is not None and not view.missing and view.other_language is not None:
            configure_changed(self.language_button, text=language_key_label(view.other_language))
            wanted.append(self.language_button)
        if self.service.queue:
            wanted.append(self.next_button)
        if self.dock_shown:
            wanted.append(self.dock_button)
        if self.bar.items != wanted:
            for widget in list(self.bar.items):
                self.bar.remove(widget)
            self.bar.add(*wanted)

    def _refresh_buttons(self) -> None:
        s = self.service
        # Only what changed: configuring a button the same way still lays it out again.
        configure_changed(self.back_button, state="normal" if s.can_back else "disabled")
        configure_changed(self.forward_button, state="normal" if s.can_forward else "disabled")
        waiting = len(s.queue)
        if waiting:
            configure_changed(
                self.next_button,
                text=_("Waiting: {count} [L]").format(count=waiting),
                state="normal",
                background=th.YELLOW,
            )
        self._arrange_bar()

    # --- drawing ---------------------------------------------------------------------------

    def _show_current(self) -> None:
        lesson_id = self.service.current
        self._refresh_buttons()
        if lesson_id is None:
            return
        view = self.service.view(lesson_id)
        self.view = view
        self.expanded = False
        self.title.configure(text=view.title)
        meta = " · ".join(x for x in (view.category, view.years) if x)
        if view.original_name:
            meta += " · " + say(view.language, ORIGINAL_CARD_NAME).format(name=view.original_name)
        self.years.configure(text=meta)
        self._arrange_bar()
        self._render()
        if self.on_opened:
            self.on_opened(lesson_id)

    def _render(self) -> None:
        view = self.view
        if view is None:
            return
        self.reader.reset()  # the words it was reading are gone
        t = self.text
        t.configure(state="normal")
        t.delete("1.0", "end")
        self._links = []
        self._link_at = -1
        self._image = self._load_image(view)
        lang = view.language  # the words around the text speak the lesson's language
        # The text goes in with one insert (text, tags, text, tags...): inserting piece by
        # piece was a third of opening a lesson.
        parts: list[str | tuple[str, ...]] = []

        def add(text: str, tags: tuple[str, ...] = ()) -> None:
            parts.extend((text, tags))

        if self._image is not None:
            t.image_create("end", image=self._image, padx=4, pady=4)
            add("\n")
            self._refit_soon()
        elif view.image_alt:
            add(say(lang, MAP).format(description=view.image_alt) + "\n", ("muted",))
        add(view.short, ("read-short",))  # what Read aloud [V] reads first
        add("\n")
        if view.long:
            if self.expanded:
                add("\n" + view.long.replace("\n\n", "\n\n") + "\n")
                add(*self._link(say(lang, SHOW_LESS_LINK), self._toggle_more))
            else:
                add(*self._link(say(lang, READ_MORE_LINK), self._toggle_more))
            add("\n")
        if view.game_vs_history:
            add(say(lang, GAME_VS_HISTORY) + "\n", ("h",))
            add(view.game_vs_history, ("gvh", "read-gvh"))
            add("\n", ("gvh",))
        if view.terms:
            add(say(lang, KEY_TERMS) + "\n", ("h",))
            for term, definition in view.terms:
                add(f"{term}: ", ("term",))
                add(definition + "\n")
        if view.related:
            add(say(lang, RELATED_LESSONS) + "\n", ("h",))
            for rid in view.related:
                title = self.service.title_of(rid, lang)
                add(*self._link(title, functools.partial(self.open, rid)))
                add("   ")
            add("\n")
        if view.sources:
            add(say(lang, SOURCES) + "\n", ("h",))
            for title, url in view.sources:
                add(f"{title}\n")
                add(f"{url}\n", ("muted",))
        # (An empty first text: typeshed wants the first text alone, as a str.)
        t.insert("end", "", (), *parts)
        t.configure(state="disabled")
        t.yview_moveto(0)

    def _link(self, text: str, command: Callable[[], None]) -> tuple[str, tuple[str, ...]]:
        """A link's text and tags. Its tag is named by its place (``link0``, ``link1``...) and
        bound once: a new tag per link per opening piled up in the text widget."""
        index = len(self._links)
        tag = f"link{index}"
        if tag not in self._bound_links:
            self._bound_links.add(tag)
            self.text.tag_bind(tag, "<Button-1>", functools.partial(self._clicked, index))
        self._links.append((tag, command))
        return text, ("link", tag)

    def _clicked(self, index: int, _event: tk.Event[tk.Text]) -> None:
        self._click(index)

    def _click(self, index: int) -> None:
        if index < len(self._links):
            self._links[index][1]()

    def _light_link(self, index: int) -> None:
        self._link_at = index
        self.text.tag_remove("link-focus", "1.0", "end")
        if 0 <= index < len(self._links):
            first, last = self.text.tag_ranges(self._links[index][0])[:2]
            self.text.tag_add("link-focus", first, last)
            self.text.see(first)

    def _step_link(self, step: int) -> str | None:
        """Light the next (or previous) link; None past the ends, so Tab leaves the text."""
        n = len(self._links)
        at = self._link_at + step if self._link_at >= 0 else (0 if step > 0 else n - 1)
        if 0 <= at < n:
            self._light_link(at)
            return "break"
        self._light_link(-1)
        return None

    def _follow_link(self) -> str | None:
        at = self._link_at
        if 0 <= at < len(self._links):
            lesson = self.service.current
            self._links[at][1]()
            if self.service.current == lesson and at < len(self._links):
                self._light_link(at)  # "Read more" became "Show less": keep it lit
            return "break"
        return None

    def refit_picture(self) -> None:
        """Draw the open lesson again if its picture's size no longer fits the panel (the text
        size changed, the lesson moved, the panel was laid out after the lesson opened):
        before, the map kept its size until the next lesson. Compared with the size it was
        fitted to, not its pixels (rounding could make them differ for ever)."""
        view = self.view
        if view is None or view.image is None or self._image is None:
            return
        target = self._picture_width_now()
        if target != self._picture_target:
            top = self.text.yview()[0]
            self._render()
            self.text.yview_moveto(top)

    def _picture_width_now(self) -> int:
        return picture_width(
            self.winfo_width(),
            getattr(th.root_of(self), "fh_text_scale", 1.0),
            self.text.winfo_height(),
        )

    def _toggle_more(self) -> None:
        self.expanded = not self.expanded
        self._render()

    def _load_image(self, view: LessonView) -> ImageTk.PhotoImage | None:
        """The lesson's picture at this panel's width. Kept per (file, width): decoding and
        resizing it again was most of the time of opening a lesson seen before."""
        if view.image is None:
            return None
        target = self._picture_width_now()
        self._picture_target = target
        try:
            stamp = view.image.stat().st_mtime_ns
        except OSError:
            return None
        key = (str(view.image), stamp, target)
        cache = self._images
        photo = cache.pop(key, None)
        if photo is None:
            try:
                from PIL import ImageTk

                photo = ImageTk.PhotoImage(_scaled_picture(*key), master=self)
            except Exception:  # noqa: BLE001 - a missing picture never stops a lesson
                return None
        if key not in self._image_items:
            self._image_items[key] = self._image_keeper.create_image(0, 0, image=photo)
        cache[key] = photo  # most recent last
        while len(cache) > IMAGES_KEPT:
            old = next(iter(cache))
            cache.pop(old)
            self._image_keeper.delete(self._image_items.pop(old))
        return photo

    def body_text(self) -> str:
        return self.text.get("1.0", "end-1c")


PICTURE_PX = (160, 360)  # a lesson picture's width at 100% text: at least, at most
PICTURE_SHARE = 0.6  # of the lesson's visible height a grown picture may take (text below it)


def picture_width(panel_width: int, text_scale: float, text_height: int) -> int:
    """A lesson picture's width: it grows with the text size like the words beside it (a map
    read from the back of a room at 200% is up to twice as wide) while the panel has room for
    it: within its width, and no taller (at 4:3) than ``PICTURE_SHARE`` of the lesson's
    visible height, so the first words of the lesson show below it at any size (at 100% on a
    1280x720 screen a 360 px map filled the whole lesson). Never below the smallest size; a
    lesson not yet laid out (height unknown) gets the width alone."""
    least, most = PICTURE_PX
    room = panel_width - 60
    if text_height > 1:
        room = min(room, round(text_height * PICTURE_SHARE * 4 / 3))
    return max(least, min(round(most * text_scale), room))


IMAGES_KEPT = 24  # lesson pictures kept ready per panel (at most ~400 KB each)
# The largest lesson picture decoded (the shipped ones are at most 960 x 720): a huge one, small
# on disk, would take hundreds of MB and many seconds; it is left out, as a missing one is.
MAX_PICTURE_PIXELS = 4096 * 4096


class PictureTooLarge(ValueError):
    pass


@functools.lru_cache(maxsize=48)
def _scaled_picture(path: str, _stamp: int, target: int) -> Image.Image:
    """The picture at ``path`` decoded and fitted into ``target`` pixels (shared by the lesson
    panel and the library's; ``_stamp`` is the file's time, so an edited picture is read anew)."""
    from PIL import Image

    with Image.open(path) as opened:
        if opened.width * opened.height > MAX_PICTURE_PIXELS:  # read from the header only
            raise PictureTooLarge(path)
        img = opened.convert("RGB")
        scale = target / max(img.width, img.height)
        return img.resize((max(1, int(img.width * scale)), max(1, int(img.height * scale))))
