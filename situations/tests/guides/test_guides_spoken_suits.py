"""A guide's Ending says its suits in words to a screen reader (a11y61, after a11y60's table): the
engine's sentences drew "♦A", which a screen reader reads "black diamond suit A" or not at all.

The example is the Ending "“High”" of the guide to a card from dummy. Law 46B1(a), official Turkish
(fixtures/laws_tr.txt): "Eğer deklaran, yerden oynarken, “büyük” veya benzer anlamlı kelimeler
kullanırsa, en büyük kartı tanımlamış sayılır."; WBF English: "If declarer in playing from dummy
calls `high', or words of like meaning, he is deemed to have called the highest card of the suit
led." Dummy holds ♦A K Q after West's ♦2 (situations/content/common.py): the engine plays ♦A."""

import re

import pytest

from situations.tests.guides.guide_pages import page
from tests.seen import heard

pytestmark = pytest.mark.django_db
HIGH = ("card-from-dummy", ["incomplete", "high"])
_SYMBOL = re.compile("[♣♦♥♠]")


def _engine_says(html: str) -> str:
    return re.search(r'<ul class="engine-says">(.*?)</ul>', html, re.S).group(1)


def _raw(client, slug: str, keys: list[str], lang: str) -> str:
    # The page as served, not as drawn: guide_pages.page reads it through seen().
    from django.urls import reverse
    from django.utils import translation

    with translation.override(lang):
        url = reverse("situations:step", args=[slug, "/".join(keys)])
    return client.get(url).content.decode()


@pytest.mark.parametrize(
    "lang, sentences",
    [
        ("tr", ["Yerden Karo A oynanır.", "Sıra Doğu'da; oynayabileceği kartlar: Karo V, Karo 10, Karo 9."]),
        ("en", ["Dummy plays Diamonds A.", "East is to play; legal cards: Diamonds J, Diamonds 10, Diamonds 9."]),
    ],
)
def test_the_engines_sentences_are_heard_with_the_suits_name(client, lang, sentences):
    said = heard(_engine_says(_raw(client, *HIGH, lang)))
    assert [s for s in sentences if s not in said] == [], said


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_engines_sentences_look_as_before(client, lang):
    drawn = _engine_says(page(client, *HIGH, lang))
    expected = ("<li>Yerden ♦A oynanır.</li>", "<li>Dummy plays ♦A.</li>")[lang == "en"]
    assert expected in drawn


@pytest.mark.parametrize(
    "slug, keys",
    [HIGH, ("call-out-of-rotation", ["not-accepted", "pass", "lho-later"])],
)
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_no_suit_symbol_is_read_out_by_its_unicode_name(client, slug, keys, lang):
    """Nothing a screen reader reads of the Ending's body (the guide's words, the engine's story and
    sentences) is a bare suit symbol. The page's <title> (text only, no markup) and the query's JSON
    (code, in a <pre>) are left out."""
    html = _raw(client, slug, keys, lang)
    body = re.sub(r"<pre>.*?</pre>", "", html.split("</head>", 1)[1], flags=re.S)
    assert _SYMBOL.findall(heard(body)) == []
