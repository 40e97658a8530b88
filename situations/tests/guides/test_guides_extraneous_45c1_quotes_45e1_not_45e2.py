"""Extraneous information, a defending partner's card seen during the play: the page quotes 45E1,
the defender's fifth card, and not 45E2, declarer's (docs/legal-review.md, Session 87 (qa201);
qa191 left it, Session 86).

45C1 sends a defender's held card to 45E when he has already played to the trick. Official Turkish:
"(Eğer defans oyuncusu o anki löveye daha önce yasal bir kart oynamışsa, bkz. Yasa 45E.)"; WBF "(if
the defender has already made a legal play to the current trick, see Law 45E)". Of 45E only its
first sub-paragraph speaks of a defender: 45E1, TR "Bir defans oyuncusunun bir löveye oynadığı
beşinci kart, Yasa 50 hükmünce cezalı karta dönüşür, ancak hakem bu kartın çıkılmış olduğuna karar
verirse Yasa 53 veya 56 uygulanır"; WBF "A fifth card contributed to a trick by a defender becomes a
penalty card, subject to Law 50, unless the Director deems that it was led, in which case Law 53 or
56 applies". 45E2 is declarer's: TR "Deklaran kendi veya yerin elinden bir löveye beşinci kartı
oynandığında ..."; WBF "When declarer contributes a fifth card to a trick from his own hand or
dummy ...". The Ending cited "45E" in its paragraphs, so the page quoted 45E whole, with 45E2 and
its editor's note (translation-45E2), beside a defender's Ending; it now cites 45E1, as the
exposed-card guide's held-card Ending does (lawbook.quoting quotes a sub-paragraph with what it
reads on from). The sentence keeps 45C1's own "see Law 45E": a paragraph already quoted in part is
not quoted again whole (situations.views._overlaps)."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

SLUG, KEYS = "extraneous-information", ["card-seen-during", "partner-play"]

# What the page draws of each sub-paragraph: its text in the reader's language (fixtures/laws_tr.txt
# and our English, fixtures/laws_en.json), and the opening of 45E2's editor's note.
FIFTH_CARD_BY_A_DEFENDER = {
    "tr": "Bir defans oyuncusunun bir löveye oynadığı beşinci kart, Yasa 50 hükmünce cezalı karta dönüşür",
    "en": "A fifth card played to a trick by a defender becomes a penalty card under Law 50",
}
DECLARERS_FIFTH_CARD = {
    "tr": (
        "Deklaran kendi veya yerin elinden bir löveye beşinci kartı oynandığında",
        "Editörün notu: Türkçe metne göre deklaran kendi elinden veya yerden",
    ),
    "en": (
        "When declarer plays a fifth card to a trick from his own hand or from dummy",
        "Editor's note: the Turkish text says that when declarer plays a fifth card",
    ),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_defenders_ending_quotes_45e1(client, lang):
    says(client, SLUG, KEYS, lang, FIFTH_CARD_BY_A_DEFENDER[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_defenders_ending_does_not_quote_declarers_45e2_or_its_note(client, lang):
    never_says(client, SLUG, KEYS, lang, *DECLARERS_FIFTH_CARD[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_sentence_keeps_45c1s_own_see_law_45e(client, lang):
    words = {"tr": "bkz. Yasa 45E (Yasa 45C1)", "en": "see Law 45E (Law 45C1)"}[lang]
    says(client, SLUG, KEYS, lang, words)
