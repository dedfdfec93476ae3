"""Which source addresses a teacher cannot trust: mirrors, scrapers, AI-written sites, blogs,
and addresses that do not open on a page supporting a claim (an image file, a tag listing).

A lesson's sources are what a teacher opens to check it, so they must be the original,
accountable page (a park service, an archive, a museum, a university, an encyclopedia with
editors). ``lessons check`` warns about any address on these lists.
"""

from __future__ import annotations

from urllib.parse import urlsplit

# Copies of Wikipedia or of other sites, text scrapers, and AI-written encyclopedias.
MIRRORS_AND_SCRAPERS = frozenset(
    {
        "wikisum.wiki",
        "wikimili.com",
        "liquisearch.com",
        "iiab.me",
        "grokipedia.com",
        "docslib.org",
        "dokumen.pub",
        "paperzz.com",
        "readonlinefree.net",
        "readsbookonline.com",
        "pinocchiopedia.com",
        "piglix.com",
        "friendlywiki.com",
        "the-uncensored-wiki.com",
        "wiki.studentb.eu",
        "movatter.jp",
        "dweb.link",
        "nina.az",
        "thefullwiki.org",
        "hubbry.com",
        "owiki.org",
        "theinfolist.com",
        "absoluteastronomy.com",
        "activeboard.com",
        "edgio.link",
        "bitlit.ru",
        "billionhands.com",
        "calendarz.com",
        "whatwhen.day",
        "alchetron.com",
        "dbpedia.org",
        "everybodywiki.com",
        "academic-accelerator.com",
        "wikiwand.com",
        "infogalactic.com",
        "retronewser.com",
        "ripleybelieves.com",
        "kiwix.org",
        "wiki2.org",
        "justapedia.org",
        "encyclopedia.pub",
        "vdoc.pub",
        "epdf.pub",
        "pdfcoffee.com",
        "studylib.net",
        "coursehero.com",
        "scribd.com",
        "discovery.researcher.life",
        "native-americans.com",
        # Copies of other people's texts (issue #25, checker src-cf): historical-marker
        # transcriptions and a newspaper-page reseller; cite the original instead.
        "lat34north.com",
        "hmdb.org",
        "pressreader.com",
        # Found in Colonials lessons (issue #25, src-col): a site that reposts old encyclopedia
        # text scraped from scans, and two that rehost other publishers' encyclopedia entries.
        "gluedideas.com",
        "factmonster.com",
        "historyworld.net",
    }
)
# Personal blogs and free hosting: no editor stands behind them.
BLOG_HOSTS = frozenset(
    {
        "blogspot.com",
        "blogger.com",
        "wordpress.com",
        "tripod.com",
        "medium.com",
        "substack.com",
        "tumblr.com",
        "typepad.com",
        "livejournal.com",
        "wixsite.com",
        "weebly.com",
        "miami-history.com",  # a local history blog (issue #25: card-missions)
        # Personal sites, newsletter archives, self-published story pages and a commercial
        # treasure-hunting site (issue #25, checker src-cf): nobody edits them for accuracy.
        "friederikebaer.com",
        "constantcontact.com",
        "stagecoachdigital.com",
        "storymaps.arcgis.com",
        "atocha.tv",
        "timesifters.org",
        # Found in Colonials lessons (issue #25, src-col): a self-publishing story platform and
        # a student course blog.
        "shorthandstories.com",
        "hist100spring18mfreeman.sites.wm.edu",
    }
)
# The last part of an address that is a picture, not a page ("…/no_image.png").
IMAGE_ENDINGS = (".png", ".jpg", ".jpeg", ".gif", ".webp", ".svg", ".bmp")
# A folder in an address that lists everything filed under a word, not one page that says
# something ("/blog/tag/colonel-james-moore/", "/term/uwf-archaeology").
LISTING_FOLDERS = frozenset({"tag", "tags", "category", "categories", "term", "label"})


def _host(url: str) -> str:
    return (urlsplit(url).hostname or "").lower().rstrip(".")


def _matches(host: str, domains: frozenset[str]) -> bool:
    return any(host == d or host.endswith("." + d) for d in domains)


def untrusted_reason(url: str) -> str | None:
    """Why a teacher should not be sent to ``url``, or None when nothing is known against it."""
    host = _host(url)
    if not host:
        return "the address has no site name"
    if host.startswith("kiwix.") or _matches(host, MIRRORS_AND_SCRAPERS):
        return f"{host} is a copy, scraper or AI-written site, not the original page"
    if _matches(host, BLOG_HOSTS):
        return f"{host} is a personal blog or other self-published page with no editor behind it"
    if host.replace(".", "").isdigit():
        return "the address is a bare number, not a named site a teacher can recognise"
    path = urlsplit(url).path
    if path.lower().endswith(IMAGE_ENDINGS):
        return "the address ends in a picture file, not the page that supports the claim"
    folders = [part.lower() for part in path.split("/") if part]
    if any(part in LISTING_FOLDERS for part in folders[:-1]):
        return "the address is a tag or category listing, not one page that supports the claim"
    return None
