"""Where a guide's ending, the table page or the score calculator quotes a paragraph whose text
marks a footnote, the footnote goes with the quotation, as the editor's notes do: its number, its
text in the page's language, the official Turkish (lang="tr") where the English is missing
(lawbook.quoting -> situations.paragraphs.cited -> templates/lawbook/quoted_footnote.html). The
Law page showed them; the quotations did not (session 89, qa220 and qa222).

16B3's footnote 5: TR "Hakemi hemen veya daha sonra çağırmak bir usulsüzlük oluşturmaz"; WBF "It
is not an infraction to call the Director earlier or later" (the site's English: "Calling the
Director immediately or later does not constitute an irregularity").
70C3's footnote 21: TR "70 ve 71’inci Yasalar için “normal” söz konusu oyuncunun düzeyi için
dikkatsiz veya düşük nitelikli oyunları kapsamaktadır"; WBF "For the purposes of Laws 70 and 71,
"normal" includes play that would be careless or inferior for the class of player involved"."""

import re
from html import unescape

import pytest
from django.template.loader import render_to_string
from django.utils import translation

from lawbook.models import Footnote
from lawbook.quoting import FootnoteQuoted, quotation
from situations.paragraphs import cited
from situations.tests.guides.guide_pages import page

pytestmark = pytest.mark.django_db

FOOTNOTE_5 = {
    "tr": "Hakemi hemen veya daha sonra çağırmak bir usulsüzlük oluşturmaz",
    "en": "Calling the Director immediately or later does not constitute an irregularity",
}
FOOTNOTE_21 = {
    "tr": "dikkatsiz veya düşük nitelikli oyunları kapsamaktadır",
    "en": "includes play that is careless or inferior for the level of the player concerned",
}


def footnotes(html: str) -> dict[str, str]:
    """The footnotes a page shows beside its quotations, by number, as text."""
    return {
        number: re.sub(r"<[^>]+>", "", text)
        for number, text in re.findall(
            r'<aside class="quoted-footnote" data-footnote="(\d+)"[^>]*>(.*?)</aside>', unescape(html), re.S
        )
    }


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_hesitation_guide_s_ending_quoting_16b3_shows_footnote_5(client, lang):
    html = page(client, "hesitation", ["opponent"], lang)
    assert 'data-label="16B3"' in html
    shown = footnotes(html)
    assert FOOTNOTE_5[lang] in shown["5"]
    assert "16B3" in shown["5"] and {"tr": "Dipnot 5", "en": "Footnote 5"}[lang] in shown["5"]


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_claim_guide_s_disputed_ending_shows_footnote_21(client, lang):
    html = page(client, "claim", ["disputed"], lang)
    shown = footnotes(html)
    assert FOOTNOTE_21[lang] in shown["21"]
    assert html.count('data-footnote="21"') == 1  # 70C holds 70C3: shown once on the page


def test_a_quotation_of_a_paragraph_without_a_footnote_shows_none():
    [found] = cited(["16B2"], "en")
    assert found.footnotes == ()
    assert quotation("16B1", "en").footnotes == ()


def test_a_quotation_reading_on_from_its_parent_carries_the_parent_s_footnote():
    """19 is marked in 64A1 and 64A2 (TR "Bu Yasaya göre, yerin kazandığı bir löve ..."); 64A
    quoted whole carries it once, under the first paragraph that marks it."""
    [footnote] = quotation("64A", "tr").footnotes
    assert (footnote.number, footnote.label) == (19, "64A1")


def test_an_untranslated_footnote_is_quoted_in_turkish_marked_so():
    """No footnote lacks its English today; the fallback is the quotation's own
    (lawbook.text.languages.in_language), tried on footnote 5 with its English taken away."""
    footnote = Footnote.objects.get(markers__paragraph__label="16B3")
    Footnote.objects.filter(pk=footnote.pk).update(text_en="")
    [quoted] = quotation("16B3", "en", footnote.edition).footnotes
    assert quoted.untranslated and quoted.text == FOOTNOTE_5["tr"]
    with translation.override("en"):
        html = render_to_string("lawbook/quoted_footnote.html", {"footnote": quoted})
    assert f'<span class="fn-text" lang="tr">{FOOTNOTE_5["tr"]}</span>' in html
    assert "not yet translated" in html


def test_a_translated_footnote_is_not_marked_turkish():
    html = render_to_string("lawbook/quoted_footnote.html", {"footnote": FootnoteQuoted(5, "16B3", "x", False)})
    assert 'lang="tr"' not in html


# foot90: the footnote's marker stands in the quoted words where the Law page has it. The Turkish
# text carries the stored marker (the PDF glued it to a word: 16B3's "hakemi çağırmalıdır⁵", 70C3's
# "normal²¹ oyun"); the English has no marker positions, and the Law page draws its markers at the end
# of the paragraph (lawbook.layers.kinds.FootnoteMarkers). 16B3, TR "... oyun bittikten sonra hakemi
# çağırmalıdır"; WBF "... he should call the Director when play has ended". 70C3, TR "O koza herhangi
# bir normal oyun ile bir löve kaybedilebilirse"; WBF "a trick could be lost to that trump by any
# normal play".
MARKED = {
    ("16B3", "tr"): "hakemi çağırmalıdır"
    + '<a class="fn-ref" href="#quoted-fn-16B3-5" aria-label="Dipnot 5"><sup>5</sup></a>',
    ("16B3", "en"): "(see Law 12C1)."
    + '<a class="fn-ref" href="#quoted-fn-16B3-5" aria-label="Footnote 5"><sup>5</sup></a>',
    ("70C3", "tr"): "herhangi bir normal"
    + '<a class="fn-ref" href="#quoted-fn-70C3-21" aria-label="Dipnot 21"><sup>21</sup></a> oyun ile',
    ("70C3", "en"): "by any normal play."
    + '<a class="fn-ref" href="#quoted-fn-70C3-21" aria-label="Footnote 21"><sup>21</sup></a>',
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_hesitation_guide_marks_footnote_5_in_16b3_s_words_linking_to_it(client, lang):
    html = page(client, "hesitation", ["opponent"], lang)
    assert MARKED[("16B3", lang)] in html
    assert 'id="quoted-fn-16B3-5"' in html  # the aside the marker links to


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_claim_guide_marks_footnote_21_in_70c3_s_words_linking_to_it(client, lang):
    html = page(client, "claim", ["disputed"], lang)
    assert MARKED[("70C3", lang)] in html
    assert html.count('id="quoted-fn-70C3-21"') == 1


def test_a_later_quotation_s_marker_links_to_the_footnote_shown_earlier():
    """70C quoted first shows footnote 21 (marked in 70C3); 70C3 quoted after it does not repeat the
    footnote, and its marker links to the one shown."""
    first, second = cited(["70C", "70C3"], "en")
    assert [f.number for f in first.footnotes] == [21] and second.footnotes == ()
    [(_label, _text, [(_at, marker)])] = [line for line in second.lines if line[2]]
    assert 'href="#quoted-fn-70C3-21"' in marker


# foot90: a citation inside a quoted footnote's text is a link, as on the Law page (the stored
# citation layer, lawbook.layers; never found again). 51B1(a)'s footnote 15: TR "Oyuncu istenen
# şekilde oynayamıyorsa bkz Yasa 59"; WBF "If the player is unable to lead as required see Law 59"
# (the site's English "If the player cannot play as required, see Law 59").
@pytest.mark.parametrize(
    "lang, cite",
    [("tr", '<a class="cite" href="/tr/yasa/59/#59" data-label="59"'), ("en", '<a class="cite" href="/en/law/59/#59"')],
)
def test_a_quoted_footnote_links_the_law_its_text_cites(lang, cite):
    with translation.override(lang):  # a page's addresses are in its language
        [found] = cited(["51B1(a)"], lang)
        [footnote] = found.footnotes
        assert footnote.number == 15
        html = render_to_string("situations/_cited.html", {"paragraphs": [found]})
    aside = html[html.index('<aside class="quoted-footnote"') :]
    assert cite in aside[: aside.index("</aside>")]
    assert {"tr": "Yasa 59</a>", "en": "Law 59</a>"}[lang] in aside
