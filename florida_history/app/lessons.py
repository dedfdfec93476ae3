"""Which lesson to show and when (no Tk): the reading rules (``kernel/reading.py``: the lesson
mode and the game's reading budget decide which lesson stops play), the lessons waiting their
turn under [L] when several arrive at once (never silently lost), back/forward history,
and a plain fallback when a lesson file is missing or broken, so the panel always has something
true to show.

The service knows no game: the game window in use hands it its :class:`GameLessons` (which
lessons a batch of events brings up, and the titles to fall back on)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from florida_history.i18n import DEFAULT_LANGUAGE, LANGUAGES, language
from florida_history.kernel.reading import Arrival, ReadingBudget, ReadingPacer
from florida_history.lesson_words import category_name
from florida_history.words import _

# Lessons waiting beyond this many lose their oldest from EARLIER rounds only: every lesson of
# the round being played stays until it is shown (a hazard phase alone can bring three).
MAX_QUEUE = 8


def arrival_line(arrival: Arrival, title: Callable[[str], str]) -> str:
    """The one line the window shows for the lessons that did not stop play (empty if
    nothing): new ones ("also: …") and ones met before ("seen before: … — open it again")."""
    also = ", ".join(title(i) for i in arrival.also)
    again = ", ".join(title(i) for i in arrival.seen_before)
    if also and again:
        return _("also: {new}; seen before: {again} — open it again [L]").format(
            new=also, again=again
        )
    if also:
        return _("also: {new} [L]").format(new=also)
    if again:
        return _("seen before: {again} — open it again [L]").format(again=again)
    return ""


@dataclass
class LessonView:
    """What the panel shows, whether from a lesson file or a fallback."""

    id: str
    title: str
    years: str = ""
    category: str = ""
    short: str = ""
    long: str = ""
    game_vs_history: str = ""
    terms: list[tuple[str, str]] = field(default_factory=list)
    sources: list[tuple[str, str]] = field(default_factory=list)
    related: list[str] = field(default_factory=list)
    image: Path | None = None
    image_alt: str = ""
    original_name: str | None = None
    missing: bool = False
    language: str = "en"  # the language of the words above (what Read aloud speaks)
    other_language: str | None = None  # what the EN/ES key switches this lesson to, if any


@dataclass(frozen=True)
class GameLessons:
    """One game's side of the lesson service, passed in by its window.

    ``for_events(events, state)`` is the game's one event -> lesson mapper (lesson ids, in
    order, each once); ``for_history(events)`` the lessons a whole game's events brought up
    (the exit ticket falls back on them); ``titles`` and ``original_names`` name a lesson whose
    file is missing (the card's name on the board, and its original name); ``rank`` says which
    lesson kinds matter most when several arrive together (0 first, see kernel/reading.py)."""

    for_events: Callable[[list[Any], Any], list[str]]
    for_history: Callable[[list[Any]], list[str]]
    titles: Mapping[str, str] = field(default_factory=dict)
    original_names: Mapping[str, str] = field(default_factory=dict)
    rank: Callable[[str], int] = lambda _lesson_id: 0


class LessonService:
    """Holds the library (loaded after the window is up), the reading rules (``pacer``: the
    lesson mode and the game's reading budget), the queue and history."""

    def __init__(
        self, library: Any = None, mode: str = "always", game: GameLessons | None = None
    ) -> None:
        self.library = library
        self.pacer = ReadingPacer(mode=mode)
        self.game = game  # the game being played (its window sets it)
        self.queue: list[str] = []
        self.queued_round: dict[str, int] = {}  # lesson id -> the round it came up in
        self.history: list[str] = []
        self.position = -1
        # Lessons a group switched with the EN/ES key: lesson id -> the language chosen. The
        # other lessons follow the app's language.
        self.shown_in: dict[str, str] = {}

    # --- content ---------------------------------------------------------------------------

    def load(self) -> None:
        """Load lesson files; any failure leaves fallbacks in place."""
        try:
            from florida_history.content import load_library

            self.library = load_library()
        except Exception:  # noqa: BLE001 - a broken lesson folder must not stop the game
            self.library = None

    def load_in_background(self, widget: Any, done: Any = None) -> None:
        """Parse the lesson files on a worker thread (the window stays responsive) and install
        the library on the Tk thread, polled with after()."""
        import threading

        box: list[Any] = []

        def work() -> None:
            try:
                from florida_history.app.saves import data_home
                from florida_history.content import load_library

                # Parsed lessons are kept in the user's folder: unchanged files are not
                # parsed again at the next start.
                box.append(load_library(cache_file=data_home() / "cache" / "lessons.json"))
            except Exception:  # noqa: BLE001 - fallbacks stay in place
                box.append(None)

        def poll() -> None:
            if not box:
                widget.after(30, poll)
                return
            self.library = box[0]
            if done is not None:
                done()

        threading.Thread(target=work, name="lessons", daemon=True).start()
        widget.after(30, poll)

    @property
    def problems(self) -> list[str]:
        return [str(p) for p in getattr(self.library, "problems", [])]

    # --- languages ---------------------------------------------------------------------------

    def _readable_in(self, lesson_id: str, language: str) -> bool:
        translated = getattr(self.library, "translated", None)
        if translated is None:
            return language == DEFAULT_LANGUAGE
        return bool(translated(lesson_id, language))

    def language_of(self, lesson_id: str) -> str:
        """The language ``lesson_id`` is shown in: the one chosen for it with the EN/ES key,
        else the app's; English when it has no translation in that language."""
        wanted = self.shown_in.get(lesson_id, language())
        return wanted if self._readable_in(lesson_id, wanted) else DEFAULT_LANGUAGE

    def other_language(self, lesson_id: str) -> str | None:
        """The language the EN/ES key switches ``lesson_id`` to (None: it has no other)."""
        if self.library is None or self.library.get(lesson_id) is None:
            return None
        shown = self.language_of(lesson_id)
        for other in LANGUAGES:
            if other != shown and self._readable_in(lesson_id, other):
                return other
        return None

    def toggle_language(self, lesson_id: str) -> str | None:
        """The EN/ES key: show ``lesson_id`` (only it) in its other language; returns that
        language, or None when the lesson has no other."""
        other = self.other_language(lesson_id)
        if other is not None:
            self.shown_in[lesson_id] = other
        return other

    def _library_in(self, lang: str) -> Any:
        in_language = getattr(self.library, "in_language", None)
        return in_language(lang) if in_language is not None else self.library

    # --- views -----------------------------------------------------------------------------

    def view(self, lesson_id: str) -> LessonView:
        lang = self.language_of(lesson_id) if self.library is not None else DEFAULT_LANGUAGE
        library = self._library_in(lang) if self.library is not None else None
        lesson = library.get(lesson_id) if library is not None else None
        if lesson is None:
            title = self._titles().get(lesson_id, lesson_id.replace("-", " ").title())
            original = self.game.original_names.get(lesson_id) if self.game else None
            return LessonView(
                id=lesson_id,
                title=title,
                original_name=original,
                short=_(
                    "The lesson for this is not written yet. Ask your teacher, or look it up "
                    "in the lesson library later."
                ),
                missing=True,
            )
        image = None
        try:
            image = self.library.image_path(lesson)
        except Exception:  # noqa: BLE001
            image = None
        return LessonView(
            id=lesson.id,
            title=lesson.title,
            years=lesson.years,
            category=category_name(lesson.category, lesson.language),
            short=lesson.short.strip(),
            long=lesson.long.strip(),
            game_vs_history=lesson.game_vs_history.strip(),
            terms=[(t.term, t.definition) for t in lesson.terms],
            sources=[(s.title, s.url) for s in lesson.sources],
            related=list(lesson.related),
            image=image,
            image_alt=lesson.image_alt,
            # The card's name on the original game (from the game when the lesson does not say
            # it: in Spanish, every card's English name).
            original_name=lesson.original_name
            or (self.game.original_names.get(lesson.id) if self.game else None),
            language=lesson.language,
            other_language=self.other_language(lesson_id),
        )

    def title_of(self, lesson_id: str, lang: str | None = None) -> str:
        """A lesson's title in ``lang`` (default: the app's language), as links show it."""
        if self.library is None:
            return self._titles().get(lesson_id, lesson_id)
        lesson = self._library_in(lang or language()).get(lesson_id)
        return lesson.title if lesson else self._titles().get(lesson_id, lesson_id)

    def _titles(self) -> Mapping[str, str]:
        return self.game.titles if self.game is not None else {}

    # --- triggers --------------------------------------------------------------------------

    @property
    def mode(self) -> str:
        return self.pacer.mode

    @mode.setter
    def mode(self, mode: str) -> None:
        self.pacer.mode = mode

    @property
    def game(self) -> GameLessons | None:
        return self._game

    @game.setter
    def game(self, game: GameLessons | None) -> None:
        self._game = game
        if game is not None:
            self.pacer.rank = game.rank

    def arrive(
        self,
        events: list[Any],
        state: Any,
        round_number: int = 0,
        turn: Hashable = None,
        by_computer: bool = False,
        with_people: bool = True,
        open_stop: bool = True,
    ) -> Arrival:
        """Lessons these events bring up, through the reading rules (kernel/reading.py): the
        one that stops play is opened (``current``; not with ``open_stop=False``); the others
        wait in the queue, new ones first, reachable with [L] and not read until opened."""
        if self.mode == "off" or self.game is None:
            return Arrival()
        ids = self.game.for_events(events, state)
        arrival = self.pacer.arrive(
            ids,
            round_number=round_number,
            turn=turn,
            by_computer=by_computer,
            with_people=with_people,
        )
        waiting = list(arrival.waiting)
        self.queue = [i for i in self.queue if i not in waiting and i != arrival.stop]
        for i in waiting:
            self.queued_round[i] = round_number
        self.queue[:0] = waiting
        self.queued_round.pop(arrival.stop or "", None)
        if arrival.stop is not None and open_stop:
            self.visit(arrival.stop)
        self._trim(round_number)
        return arrival

    def stop_and_wait(
        self, events: list[Any], state: Any, round_number: int = 0, turn: Hashable = None
    ) -> list[str]:
        """For a demonstration stepped by the teacher (computer players, the class watching):
        the lesson that stops play, then those waiting, for ``present``; nothing if none
        stops (the others then wait in the queue already)."""
        arrival = self.arrive(events, state, round_number, turn, True, False, open_stop=False)
        if arrival.stop is None:
            return []
        return [arrival.stop, *arrival.waiting]

    def mark_read(self, lesson_id: str, round_number: int = 0) -> None:
        """A lesson opened by the group stayed on screen: it is read (no longer "not read")."""
        self.pacer.mark_read(lesson_id, round_number)

    @property
    def not_read(self) -> list[str]:
        """Lessons that came up and waited, never opened (the recap lists them)."""
        return self.pacer.not_read

    def offer(self, ids: list[str], round_number: int = 0) -> None:
        """Queue lessons behind the others (each once; see MAX_QUEUE for what a full queue
        lets go)."""
        for i in ids:
            if i in self.queue or self.current == i:
                continue
            self.queue.append(i)
            self.queued_round[i] = round_number
        self._trim(round_number)

    def present(self, ids: list[str], round_number: int = 0) -> str | None:
        """Lessons that just came up: the first is shown at once (returned), the others wait
        in front of older waiting ones, in the order they happened."""
        fresh = list(dict.fromkeys(ids))
        if not fresh:
            return None
        first, rest = fresh[0], fresh[1:]
        self.queue = [i for i in self.queue if i not in fresh]
        self.queued_round.pop(first, None)
        for i in rest:
            self.queued_round[i] = round_number
        self.queue[:0] = rest
        self.visit(first)
        self._trim(round_number)
        return first

    def _trim(self, round_number: int) -> None:
        while len(self.queue) > MAX_QUEUE:
            old = next(
                (i for i in reversed(self.queue) if self.queued_round.get(i, 0) < round_number),
                None,
            )
            if old is None:
                return  # all of this round's: keep them
            self.queue.remove(old)
            self.queued_round.pop(old, None)

    def next_from_queue(self) -> str | None:
        if not self.queue:
            return None
        lesson_id = self.queue.pop(0)
        self.queued_round.pop(lesson_id, None)
        self.visit(lesson_id)
        return lesson_id

    # --- history ---------------------------------------------------------------------------

    @property
    def current(self) -> str | None:
        return self.history[self.position] if 0 <= self.position < len(self.history) else None

    def visit(self, lesson_id: str) -> None:
        del self.history[self.position + 1 :]
        self.history.append(lesson_id)
        self.position = len(self.history) - 1

    def back(self) -> str | None:
        if self.position > 0:
            self.position -= 1
        return self.current

    def forward(self) -> str | None:
        if self.position < len(self.history) - 1:
            self.position += 1
        return self.current

    @property
    def can_back(self) -> bool:
        return self.position > 0

    @property
    def can_forward(self) -> bool:
        return self.position < len(self.history) - 1

    def new_game(
        self,
        seen: Iterable[str] = (),
        budget: ReadingBudget | None = None,
        rounds: Mapping[str, int] | None = None,
    ) -> None:
        """Another game: nothing waiting, nothing open (the last game's lesson is not this
        game's), "first time" counts from what this game has already shown, and the reading
        budget is this game's length's."""
        self.pacer.budget = budget
        self.pacer.new_game(list(dict.fromkeys(seen)), dict(rounds or {}))
        self.queue.clear()
        self.queued_round.clear()
        self.history.clear()
        self.position = -1
