"""Two or more cards exposed in the auction (Law 24C), the offender a defender at the end: the
chooser says 51A's condition and time, and the page quotes every paragraph the chooser cites.

51A: TR "Sıra kendisinde olan bir defans oyuncusu yasal olarak oynanabilecek iki veya daha fazla
cezalı karta sahipse, o lövede hangisinin oynanacağını deklaran belirtir."; WBF "If it is a
defender's turn to play and that defender has two or more penalty cards that can legally be played,
declarer designates which is to be played at that turn." The chooser said only "when the offender
has more than one penalty card that can legally be played" (TR "kusurlu oyuncunun yasal olarak
oynanabilecek birden çok cezalı kartı varsa"), without "Sıra kendisinde olan" / "If it is a
defender's turn to play" and "o lövede" / "at that turn" (audit286).

50D2: TR "Çıkış sırası partnerinin bir majör cezalı kartı bulunan bir defans oyuncusuna geldiğinde,
deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış yapamaz"; WBF "When a
defender has the lead while his partner has a major penalty card, he may not lead until declarer has
stated which of the options below is selected". The chooser cites it for "declarer states which of
the options he selects" (test_guides_66d_50d2_citations.py); the Ending does not list it (audit286),
but the page quotes it all the same, as a paragraph one of the Ending's sentences names
(situations.views._named: `laws` is what the search reads). The last test holds that for every label
the chooser cites; it held on the old text too."""

import re

import pytest

from situations.content import auction_exposure
from situations.tests.guides.guide_pages import never_says, page, says

pytestmark = pytest.mark.django_db

SLUG, KEYS = "card-exposed-in-auction", ["two-or-more"]

DESIGNATES = {
    "tr": "sıra kendisindeyken kusurlu oyuncunun yasal olarak oynanabilecek iki veya daha fazla cezalı kartı varsa, o lövede hangisinin oynanacağını da deklaran belirtir (Yasa 51A).",
    "en": "if it is the offender's turn to play and he has two or more penalty cards that can legally be played, declarer designates which is to be played at that turn (Law 51A).",
}
OLD = {
    "tr": "kusurlu oyuncunun yasal olarak oynanabilecek birden çok cezalı kartı varsa hangisinin oynanacağını da deklaran belirtir",
    "en": "when the offender has more than one penalty card that can legally be played, declarer designates which is played",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_chooser_says_51a_s_condition_and_time(client, lang):
    says(client, SLUG, KEYS, lang, DESIGNATES[lang])
    never_says(client, SLUG, KEYS, lang, OLD[lang])


def test_every_paragraph_the_chooser_cites_is_quoted_on_the_page(client):
    ending = auction_exposure.SITUATION.start.choice("two-or-more").then
    for lang in ("tr", "en"):
        cited = set()
        for group in re.findall(r"\((?:Yasa|Laws?) ([^)]*(?:\([a-z]\))?)\)", getattr(ending.chooser, lang)):
            cited |= {label.strip() for label in group.split(",")}
        assert cited == {"24E", "50B", "50D2", "51B", "51A"}, (lang, cited)
        drawn = page(client, SLUG, KEYS, lang)
        assert [label for label in sorted(cited) if f'data-label="{label}"' not in drawn] == [], lang
