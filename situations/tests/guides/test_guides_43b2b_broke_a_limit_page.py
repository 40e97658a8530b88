"""The dummy-rights guide's "broke a limit" Ending gives 43B2(b) with its condition, in both
languages: declarer must substitute a correct card only if his play was illegal, and only then does
Law 64 apply as if the revoke had been established. Dummy's question does not make the play a
revoke.

43B2(b), TR "Eğer yer, bundan önceki A2 bendinde sayılan kısıtlamaları ihlal ettikten sonra: ...
(b) elinden oynadığı bir kartın rönons teşkil edip etmediğini deklarana ilk kez kendisi sorarsa,
deklaran oynadığı kart yasadışı ise doğru kartla düzeltmek zorundadır ve Yasa 64'de öngörülen
hükümler rönons resmileşmiş gibi uygulanır"; WBF "If dummy, after his violation of the limitations
listed in A2: ... (b) is the first to ask declarer if a play from declarer's hand constitutes a
revoke, declarer must substitute a correct card if his play was illegal, and the provisions of Law
64 then apply as if the revoke had been established". The page said "deklaran yasadışı kartını
doğru kartla değiştirir" / "declarer substitutes a correct card for an illegal one", as if there
always was an illegal card (qa132 mended the same words in the other Ending's read-out)."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "dummy-rights"
KEYS = ["broke-a-limit"]


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        (
            "tr",
            "deklaranın oynadığı kart yasadışıysa deklaran onu doğru kartla değiştirmek zorundadır ve Yasa 64 rönons resmileşmiş gibi uygulanır (Yasa 43B2(b))",
            "deklaran yasadışı kartını doğru kartla değiştirir",
        ),
        (
            "en",
            "declarer must substitute a correct card if his play was illegal, and Law 64 then applies as if the revoke had been established (Law 43B2(b))",
            "declarer substitutes a correct card for an illegal one",
        ),
    ],
)
def test_the_page_substitutes_declarers_card_only_if_his_play_was_illegal(client, lang, phrase, old):
    guide_pages.says(client, SLUG, KEYS, lang, phrase)
    guide_pages.never_says(client, SLUG, KEYS, lang, old)
