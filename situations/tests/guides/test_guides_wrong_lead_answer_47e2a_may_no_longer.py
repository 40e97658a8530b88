"""47E2(a)'s "may not" on the too-late Ending of the card-played-on-misinformation guide (audit335, session
96; the modal rule, CONTRIBUTING.md "Add a situation guide", point 1).

47E2(a), WBF: "A player may retract the card he has played because of a mistaken explanation ... but only if
no card was subsequently played (see Law 16C). An opening lead may not be retracted after dummy has faced any
card."; TR (official): "... sadece o löveye daha sonra başka kart oynanmamışsa herhangi bir onarma olmaksızın
geri alabilir. (Bkz. Yasa 16C) Yer herhangi bir kartını gösterdikten sonra atak geri alınamaz."

Once a card has followed (or dummy has faced one after the opening lead), the retraction is not permitted: the
WBF's word is "may not". The English said "the card can no longer be taken back" in `now` and in the read-out
("can", a word the WBF does not use here); now "may no longer", as audit293 mended Law 32's "can never be
accepted" and audit328 25A5's "Nothing can be changed now". The Turkish keeps the official "geri alınamaz"."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

SLUG = "card-played-on-misinformation"
TOO_LATE = ["explanation-corrected", "card-since"]
PAGE = {
    "tr": "Kartınızdan sonra o löveye başka bir kart oynandıysa ya da atağınızdan sonra yer bir kartını açtıysa kart artık geri alınamaz (Yasa 47E2(a)).",
    "en": "If another card has been played to that trick after yours, or dummy has faced a card after your opening lead, the card may no longer be taken back (Law 47E2(a)).",
}
READ = {
    "tr": "Kartınızdan sonra o löveye başka bir kart oynandı ya da atağınızdan sonra yer bir kartını açtı: kart artık geri alınamaz (Yasa 47E2(a)).",
    "en": "Another card was played to that trick after yours, or, after your opening lead, dummy has faced a card: the card may no longer be taken back (Law 47E2(a)).",
}
OLD = {"tr": (), "en": ("can no longer be taken back",)}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_card_may_no_longer_be_taken_back(client, lang):
    says(client, SLUG, TOO_LATE, lang, PAGE[lang])
    never_says(client, SLUG, TOO_LATE, lang, *OLD[lang])
    reads(client, SLUG, TOO_LATE, lang, READ[lang])
    never_reads(client, SLUG, TOO_LATE, lang, *OLD[lang])
