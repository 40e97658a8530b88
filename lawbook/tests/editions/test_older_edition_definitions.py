"""An older edition's definitions at its own address (fix58).

A reader of the 2017 edition at its own address (/tr/baski/2017/yasa/19/) who follows a defined
term's link, or the popover's "All definitions" (which is the same link), must read the 2017
definition: a later edition may have changed it. Before, the link led to /tr/tanimlar/, the current
edition's definitions. Now each published edition has its definitions page
(/tr/baski/2017/tanimlar/, /en/edition/2017/definitions/), the current one unchanged.

The definition, in the official Turkish (fixtures/laws_tr.txt, "Tanımlar"):
    "Artı Löve: Deklaranın tarafınca altı lövenin üzerinde kazanılması gereken her löve."
and in the WBF English (Definitions): "Odd Trick: Each trick to be won by declarer's side in
excess of six." The WBF's Introduction: "this Introduction and the Definitions that follow form
part of the Laws", so an edition may correct them. The correction published here is the test's own
(an edition made for it), so that the two texts differ.
"""

import html
import re

import pytest

from lawbook.editions import editions
from lawbook.tests.editions.odd_trick_correction import (
    CORRECTED,
    LAW_USING_IT,
    SLUG,
    TEXT_2017,
    publish_corrected_definition,
)
from lawbook.tests.held import held_transaction
from lawbook.tests.htmlparse import links

pytestmark = pytest.mark.django_db

PAGES = {
    "tr": {
        "law": f"/tr/baski/2017/yasa/{LAW_USING_IT}/",
        "definitions": "/tr/baski/2017/tanimlar/",
        "current_law": f"/tr/yasa/{LAW_USING_IT}/",
        "current_definitions": "/tr/tanimlar/",
    },
    "en": {
        "law": f"/en/edition/2017/law/{LAW_USING_IT}/",
        "definitions": "/en/edition/2017/definitions/",
        "current_law": f"/en/law/{LAW_USING_IT}/",
        "current_definitions": "/en/definitions/",
    },
}


@pytest.fixture(scope="module")
def corrected_definition_published(django_db_setup, django_db_blocker):
    """Edition 2027, whose only change is the Odd Trick definition in both languages, published once
    for the module in a held transaction."""
    with held_transaction(django_db_blocker):
        with django_db_blocker.unblock():
            code = publish_corrected_definition()
        yield code


def _hrefs(html: str) -> list[str]:
    return re.findall(r'href="([^"]+)"', html)


def _term_links(page: str) -> list[str]:
    return [link.href for link in links(page, "term")]


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_an_older_editions_terms_lead_to_its_own_definitions(client, corrected_definition_published, lang):
    pages = PAGES[lang]
    law_page = client.get(pages["law"]).content.decode()
    terms = _term_links(law_page)
    assert f"{pages['definitions']}#{SLUG}" in terms, terms
    assert all(href.startswith(pages["definitions"] + "#") for href in terms), terms

    response = client.get(pages["definitions"])
    assert response.status_code == 200
    definitions = response.content.decode()
    assert TEXT_2017[lang] in html.unescape(definitions)  # the 2017 definition the reader of 2017 meant
    assert CORRECTED[lang] not in html.unescape(definitions)
    assert 'data-edition="2017"' in definitions
    # Its "Used in" links and its citations stay in 2017 too.
    used_in = [href for block in re.findall(r'<p class="used-in">(.*?)</p>', definitions) for href in _hrefs(block)]
    cited = [link.href for link in links(definitions, "cite")]
    own_laws = pages["law"].removesuffix(f"{LAW_USING_IT}/")
    assert used_in and cited
    assert all(href.startswith(own_laws) for href in used_in + cited), used_in + cited


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_current_editions_terms_and_definitions_are_unchanged(client, corrected_definition_published, lang):
    pages = PAGES[lang]
    terms = _term_links(client.get(pages["current_law"]).content.decode())
    assert f"{pages['current_definitions']}#{SLUG}" in terms, terms
    current = html.unescape(client.get(pages["current_definitions"]).content.decode())
    assert CORRECTED[lang] in current and TEXT_2017[lang] not in current


def test_a_draft_or_unknown_editions_definitions_are_not_for_readers(client, corrected_definition_published):
    assert client.get("/tr/baski/1999/tanimlar/").status_code == 404
    editions.open_draft("2028")
    assert client.get("/tr/baski/2028/tanimlar/").status_code == 404
