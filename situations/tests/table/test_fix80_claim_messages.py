"""fix80: two form messages of the table page's claim (`/en/table/`, `/tr/masa/`, claim mode) that cited
Law 50D2 alone where declarer's choice on a defender's lead is also Law 51B's.

50D2(a) sends two or more penalty cards to Law 51: TR "(iki veya daha fazla cezalı kart için, bkz. Yasa
51)", WBF "(for two or more penalty cards, see Law 51)". There the choice is declarer's by 51B's own
words: 51B1 TR "deklaran defans oyuncusunun ortağının o rengi çıkmasını isterse / yasaklarsa", WBF
"declarer requires / prohibits the defender's partner"; 51B2 TR "deklaran ... isteyebilir /
yasaklayabilir / ... kullanmamayı tercih edebilir", WBF "declarer may require / may prohibit / may
elect not to require or prohibit". And 51B2(b) lets declarer prohibit "one or more of such suits"
(TR "bu renklerin bir veya daha fazlasını"), which the form offers, while the message for an
unreadable choice listed only "to require or prohibit the lead of a suit".
"""

from __future__ import annotations

import pytest

from tests.seen import seen

from .test_table_claim_defenders_penalty import EIGHT_TRICKS, WEST_CLAIMS_TWO, url, words

pytestmark = pytest.mark.django_db

# East's ♣K and ♦7 on the table: penalty cards in two suits (51B2's case), West to lead at trick 9.
TWO_SUITS = EIGHT_TRICKS + ",expose:E:CK,expose:E:D7"
DEFENDER = {
    "en": "A defender claims: the choice of Laws 50D2 and 51B is declarer's, and a defender's claim states none; "
    "not stated, it is taken against the claimer (Law 70A).",
    "tr": "Talep eden bir defans oyuncusudur: Yasa 50D2 ve 51B'deki seçim deklaranındır ve bir defans oyuncusunun "
    "talebi böyle bir seçim söyleyemez; söylenmediğinde talep edenin aleyhine alınır (Yasa 70A).",
}
UNREADABLE = {
    "en": "Declarer's choice stated in the claim must be one the form offers: to require the lead of a suit of a "
    "major penalty card, to prohibit the lead of one or more such suits, or neither (Laws 50D2, 51B).",
    "tr": "Deklaranın talepte söylediği seçim formun sunduklarından biri olmalıdır: bir majör cezalı kartın rengini "
    "istemek, bu renklerden birinin veya daha fazlasının çıkılmasını yasaklamak ya da hiçbirini (Yasa 50D2, 51B).",
}
# South claims three: declarer's side, so the form offers the choice.
SOUTH_CLAIMS = {"mode": "claim", "claimer": "S", "tricks": "3"}


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("lchoice", ["forbid:C", "forbid:C+D", "none"])
def test_a_choice_stated_in_a_defenders_claim_names_50d2_and_51b(client, lang, lchoice):
    response = client.get(url(lang, TWO_SUITS, **WEST_CLAIMS_TWO, lchoice=lchoice))
    assert response.status_code == 200
    assert DEFENDER[lang] in words(seen(response.content.decode()))


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("lchoice", ["forbid:X", "require:C+D", "forbid:C+C"])
def test_an_unreadable_choice_lists_what_the_form_offers(client, lang, lchoice):
    response = client.get(url(lang, TWO_SUITS, **SOUTH_CLAIMS, lchoice=lchoice))
    assert response.status_code == 200
    page = words(seen(response.content.decode()))
    assert UNREADABLE[lang] in page
    # the form offers what the message says: several suits prohibited at once (51B2(b))
    assert {"en": "To prohibit him from leading these suits", "tr": "Bu renklerin çıkılmasını yasaklamak"}[lang] in page
