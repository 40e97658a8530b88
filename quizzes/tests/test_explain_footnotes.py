"""A quiz's explanation quotes each paragraph it cites (quizzes.explain, from lawbook.quoting); a
footnote marked in the words the quote shows goes with it, as the editor's notes do
(templates/lawbook/quoted_footnote.html).

16B3's footnote 5: TR "Hakemi hemen veya daha sonra çağırmak bir usulsüzlük oluşturmaz"; WBF "It
is not an infraction to call the Director earlier or later". 64A1 and 64A2 mark footnote 19 (TR
"Bu Yasaya göre, yerin kazandığı bir löve, deklaranın kazandığı bir löve değildir"; WBF "For the
purposes of this Law, a trick won by dummy is not a trick won by declarer"). 16B2 marks none."""

import pytest
from django.template.loader import render_to_string
from django.utils import translation

from quizzes.explain import Step, quote

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "lang, said",
    [
        ("tr", "Hakemi hemen veya daha sonra çağırmak bir usulsüzlük oluşturmaz"),
        ("en", "Calling the Director immediately or later does not constitute an irregularity"),
    ],
)
def test_a_quoted_paragraph_carries_its_footnote_and_the_page_shows_it(lang, said):
    found = quote("16B3", lang)
    [footnote] = found.footnotes
    assert (footnote.number, footnote.label, footnote.text) == (5, "16B3", said)
    with translation.override(lang):
        html = render_to_string("quizzes/_explanation.html", {"steps": [Step("", [found])], "question": None})
    assert 'data-footnote="5"' in html and said in html


def test_a_quoted_paragraph_without_a_footnote_carries_none():
    assert quote("16B2", "en").footnotes == ()


def test_64a2_quoted_carries_footnote_19():
    assert [f.number for f in quote("64A2", "tr").footnotes] == [19]


# foot90: the marker in the quoted words, where the Law page has it; 70C3's footnote 21 (TR "O koza
# herhangi bir normal oyun ile bir löve kaybedilebilirse", WBF "a trick could be lost to that trump
# by any normal play"; footnote TR "70 ve 71’inci Yasalar için “normal” ...", WBF "For the purposes
# of Laws 70 and 71, "normal" includes play that would be careless or inferior ...").
@pytest.mark.parametrize(
    "lang, marked",
    [
        ("tr", 'normal<a class="fn-ref" href="#quoted-fn-70C3-21" aria-label="Dipnot 21"><sup>21</sup></a> oyun'),
        ("en", 'normal play.<a class="fn-ref" href="#quoted-fn-70C3-21" aria-label="Footnote 21"><sup>21</sup></a>'),
    ],
)
def test_70c3_s_quote_marks_footnote_21_in_its_words_linking_to_it(lang, marked):
    found = quote("70C3", lang)
    assert marked in found.body
    with translation.override(lang):
        html = render_to_string("quizzes/_explanation.html", {"steps": [Step("", [found])], "question": None})
    assert marked in html and 'id="quoted-fn-70C3-21"' in html


def test_16b3_s_quote_marks_footnote_5_in_its_words():
    """16B3, TR "... oyun bittikten sonra hakemi çağırmalıdır⁵"; WBF "... he should call the
    Director when play has ended"."""
    assert 'çağırmalıdır<a class="fn-ref" href="#quoted-fn-16B3-5"' in quote("16B3", "tr").body


# foot90, cut quotes: a footnote is shown only when its marker stands in the words the quote shows;
# a reader cannot tell which words a footnote explains when those words are left out. 51B is cut at
# QUOTE_LIMIT inside 51B2(c), before its marker of footnote 16 (TR "... tüm cezalı kartlar masa
# üzerinde yüzleri açık şekilde kalır¹⁶", WBF "... the penalty cards remain on the table as penalty
# cards16"; the footnote TR "El, cezalı kartı olan defans oyuncusunun ortağında kalırsa, Yasa 51B2
# hüküm ve seçeneklerinin tamamı bir sonraki löve için de geçerlidir", WBF "If the partner of the
# defender with the penalty cards retains the lead, then all the requirements and options of Law
# 51B2 apply again at the following trick"); footnote 15 (TR "Oyuncu istenen şekilde oynayamıyorsa
# bkz Yasa 59", WBF "If the player is unable to lead as required see Law 59"), marked in 51B1(a)'s
# shown words, stays.
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_cut_quote_leaves_out_the_footnote_whose_marker_is_cut_off(lang):
    found = quote("51B", lang)
    assert found.long
    assert [f.number for f in found.footnotes] == [15]
    assert "<sup>15</sup>" in found.body and "<sup>16</sup>" not in found.body


def test_a_footnote_goes_under_the_paragraph_whose_shown_words_mark_it():
    """Footnote 24 ("Oyun Alanı" / "Playing Area") is marked in 76A1, 76C1 and 76D; 76 quoted
    shows the headings of 76A-76C and 76D's words: the footnote goes with 76D, its marker there."""
    found = quote("76", "en")
    [footnote] = found.footnotes
    assert (footnote.number, footnote.label) == (24, "76D")
    assert 'href="#quoted-fn-76D-24"' in found.body
