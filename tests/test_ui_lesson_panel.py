"""The lesson panel: read more, related lessons, back/forward, the waiting queue."""

from __future__ import annotations

from florida_history.app.lessons import LessonService
from florida_history.ui.lesson_panel import LessonPanel
from florida_history.ui.theme import Theme


def make(tk_root):
    Theme(tk_root)
    svc = LessonService()
    svc.load()
    panel = LessonPanel(tk_root, svc)
    panel.pack(fill="both", expand=True)
    tk_root.update()
    return svc, panel


def test_read_more_related_and_history(tk_root):
    svc, panel = make(tk_root)
    panel.open("space-st-augustine")
    view = panel.view
    assert panel.title.cget("text") == "St Augustine"
    short = panel.body_text()
    assert "Game vs. History" in short and "Key terms" in short and "Sources" in short
    panel._toggle_more()
    assert len(panel.body_text()) > len(short)  # the longer text is shown
    related = view.related[0]
    panel.open(related)
    assert svc.current == related
    assert str(panel.back_button.cget("state")) == "normal"
    panel.back()
    assert panel.title.cget("text") == "St Augustine"
    panel.forward()
    assert svc.current == related


def test_queue_shows_a_next_button(tk_root):
    svc, panel = make(tk_root)
    panel.present(["space-cowford", "hazard-hurricane"], 1)
    assert panel.title.cget("text") == svc.title_of("space-cowford")
    assert panel.next_button.cget("text") == "Waiting: 1 [L]"
    panel.show_next()
    assert svc.current == "hazard-hurricane"
    assert not panel.next_button.winfo_manager()


def test_classroom_card_shows_original_name(tk_root):
    svc, panel = make(tk_root)
    panel.open("card-slaves")
    assert "Slaves" in panel.years.cget("text")  # R23: the original name stays visible


def test_links_work_by_click_and_their_tags_do_not_pile_up(tk_root):
    """Each opening reuses the link tags (link0, link1...): a tag per link per opening made
    the text slower all game long. A click on a link still opens its lesson."""
    svc, panel = make(tk_root)
    panel.open("space-st-augustine")
    tags = set(panel.text.tag_names())
    for _ in range(5):
        panel.open("space-cowford")
        panel.open("space-st-augustine")
    assert set(panel.text.tag_names()) == tags
    related = panel.view.related[0]
    tag = next(
        t
        for t, command in panel._links
        if svc.title_of(related) in panel.text.get(*panel.text.tag_ranges(t)[:2])
    )
    first = panel.text.tag_ranges(tag)[0]
    panel.text.see(first)
    tk_root.update()
    x, y, _w, h = panel.text.bbox(first)
    panel.text.event_generate("<Enter>", x=x + 2, y=y + h // 2)
    panel.text.event_generate("<Motion>", x=x + 2, y=y + h // 2)  # Tk finds the tag there
    panel.text.event_generate("<Button-1>", x=x + 2, y=y + h // 2)
    assert svc.current == related
    assert panel.title.cget("text") == svc.title_of(related)


def test_pictures_stay_ready_for_the_lessons_kept_and_go_with_them(tk_root, tmp_path, monkeypatch):
    """Each kept picture is also shown on a hidden canvas, so Tk keeps it ready to draw (the
    text widget dropped it at each new lesson, and making it ready again was a fifth of a
    click). The canvas holds exactly the kept pictures; an edited picture is read anew."""
    import os
    import shutil

    from florida_history.ui import lesson_panel as lp

    monkeypatch.setattr(lp, "IMAGES_KEPT", 4)
    svc, panel = make(tk_root)
    by_picture = {svc.view(i).image: i for i in svc.library.lessons if svc.view(i).image}
    with_pictures = list(by_picture.values())
    assert len(with_pictures) > lp.IMAGES_KEPT + 3
    keeper = panel._image_keeper

    def kept_on_canvas() -> set[str]:
        return {str(keeper.itemcget(item, "image")) for item in keeper.find_all()}

    for lesson_id in with_pictures[: lp.IMAGES_KEPT + 3]:
        panel.open(lesson_id)
        assert panel._image is not None
        assert str(panel._image) in kept_on_canvas()
        assert kept_on_canvas() == {str(p) for p in panel._images.values()}
    assert len(keeper.find_all()) == lp.IMAGES_KEPT
    # An edited picture (a newer file) is decoded again, and the old one goes.
    view = svc.view(with_pictures[-1])
    copy = tmp_path / view.image.name
    shutil.copy(view.image, copy)
    edited = view.__class__(**{**view.__dict__, "image": copy})
    first = panel._load_image(edited)
    st = copy.stat()
    os.utime(copy, ns=(st.st_atime_ns, st.st_mtime_ns + 10**9))
    second = panel._load_image(edited)
    assert second is not None and str(second) != str(first)
    assert kept_on_canvas() == {str(p) for p in panel._images.values()}
