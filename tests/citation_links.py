"""A page's links to the Laws its words cite (situations/citation_links.py: a guide's steps and
endings, the desk's judgement steps), followed: one helper for the tests that walk those pages."""

import re
from urllib.parse import urlsplit

from situations.tests import shared_renders

# A citation drawn as a link to its paragraph: its address and its words.
LINK = re.compile(r'<a class="guide-cite" href="([^"]+)">([^<]*)</a>')


def assert_each_opens_its_paragraph(client, links: dict[str, set[str]], lang: str) -> None:
    """Each address (with the words linked to it) followed with `client`: its Law's page in `lang`
    answers 200 with the paragraph's anchor on it, and each link's words name that paragraph. A Law's
    page is rendered once per test process for the state it is read in (situations/tests/shared_renders.py)."""
    law_pages: dict[str, str] = {}
    for href, words in sorted(links.items()):
        path, anchor = urlsplit(href).path, urlsplit(href).fragment
        assert path.startswith("/tr/yasa/" if lang == "tr" else "/en/law/"), href
        if path not in law_pages:
            response = shared_renders.get(client, path)  # the guides' and the desk's walks open the same Laws
            assert response.status_code == 200, href
            law_pages[path] = response.content.decode()
        assert f'id="{anchor}"' in law_pages[path], href
        for said in words:
            label = said.split()[-1]  # "Laws 62B1" -> 62B1, "50B" -> 50B
            assert re.sub(r"[()]", "", label) == anchor, (href, said)
