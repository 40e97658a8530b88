"""What the Director reads aloud (the read-out) when dummy, having broken a limit of 43A2, was the
first to ask whether declarer revoked, says what 43B2(b) says, in both languages: declarer
substitutes a correct card only if his play was illegal.

43B2(b), TR "Eğer yer, bundan önceki A2 bendinde sayılan kısıtlamaları ihlal ettikten sonra: ...
(b) elinden oynadığı bir kartın rönons teşkil edip etmediğini deklarana ilk kez kendisi sorarsa,
deklaran oynadığı kart yasadışı ise doğru kartla düzeltmek zorundadır ve Yasa 64'de öngörülen
hükümler rönons resmileşmiş gibi uygulanır"; WBF "If dummy, after his violation of the limitations
listed in A2: ... (b) is the first to ask declarer if a play from declarer's hand constitutes a
revoke, declarer must substitute a correct card if his play was illegal, and the provisions of Law
64 then apply as if the revoke had been established". Before, the English read-out said "declarer
substitutes a correct card" without the condition, and both said dummy asked "about the revoke", as
if there always was one."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "dummy-rights"
KEYS = ["asked-revoke", "after-a2-violation"]


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        (
            "tr",
            "deklaranın oynadığı kart yasadışıysa deklaran onu doğru kartla değiştirmek zorundadır",
            "rönonsu ilk soran oldu: deklaran yasadışı kartını doğru kartla değiştirir",
        ),
        (
            "en",
            "if declarer's card was illegal, he must substitute a correct card",
            "was the first to ask about the revoke: declarer substitutes a correct card",
        ),
    ],
)
def test_the_read_out_substitutes_declarers_card_only_if_it_was_illegal(client, lang, phrase, old):
    guide_pages.reads(client, SLUG, KEYS, lang, phrase)
    guide_pages.never_reads(client, SLUG, KEYS, lang, old)
