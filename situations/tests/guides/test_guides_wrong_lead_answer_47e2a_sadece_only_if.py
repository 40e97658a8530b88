"""47E2(a)'s "only if" in the Turkish of the card-played-on-misinformation guide (audit335, session 96).

47E2(a), TR (official): "Bir oyuncu bir rakibinin konuşması veya oyununun yanlış açıklanması sebebiyle ve
düzeltilmiş bir açıklamadan önce oynadığı bir kartı, sadece o löveye daha sonra başka kart oynanmamışsa
herhangi bir onarma olmaksızın geri alabilir."; WBF: "A player may retract the card he has played because of
a mistaken explanation of an opponent's call or play and before a corrected explanation, without further
rectification, but only if no card was subsequently played".

Both texts make the later card the one bar to the retraction ("sadece" / "but only if"). The English page
said so ("but only if no other card has been played to that trick after it"); the Turkish said "o löveye
sizden sonra başka kart oynanmadıysa ... geri alabilirsiniz", a sufficient condition only, and its note
beside it "kartın, 'o löveye' sonradan başka kart oynanmamışsa geri alınabileceğini söyler; WBF İngilizcesi
yalnızca 'sonradan hiç kart oynanmamışsa' der" (the WBF "merely" says, where the English note gives the
WBF's "only if"). Now the Turkish says the official "sadece" in both, as the asking-questions guide's
advice does since qa248."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

SLUG = "card-played-on-misinformation"
RETRACT, TOO_LATE = ["explanation-corrected", "nothing-since"], ["explanation-corrected", "card-since"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

NOW = {
    "tr": "sadece o löveye sizden sonra başka kart oynanmamışsa herhangi bir onarma olmaksızın geri alabilirsiniz (Yasa 47E2(a)).",
    "en": "without further rectification, but only if no other card has been played to that trick after it (Law 47E2(a)).",
}
NOTE = {
    "tr": "Türkçe 47E2(a) kartın, sadece 'o löveye' sonradan başka kart oynanmamışsa geri alınabileceğini söyler; WBF İngilizcesi 'sadece sonradan hiç kart oynanmamışsa' der.",
    "en": "its 47E2(a) allows the retraction only if no other card was played afterwards 'to that trick'; the WBF English says 'only if no card was subsequently played'.",
}
OLD = {"tr": ("sizden sonra başka kart oynanmadıysa", "WBF İngilizcesi yalnızca"), "en": ()}


def test_47e2a_in_the_official_turkish_says_sadece():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["47E2(a)"].text
    assert "sadece o löveye daha sonra başka kart oynanmamışsa herhangi bir onarma olmaksızın geri alabilir" in text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_retraction_is_allowed_only_if_no_card_followed_to_that_trick(client, lang):
    says(client, SLUG, RETRACT, lang, NOW[lang], NOTE[lang])
    never_says(client, SLUG, RETRACT, lang, *OLD[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_note_on_the_too_late_ending_says_only_if_in_both_texts(client, lang):
    says(client, SLUG, TOO_LATE, lang, NOTE[lang])
    never_says(client, SLUG, TOO_LATE, lang, *OLD[lang])
