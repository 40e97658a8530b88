"""Where the dummy-rights guide gives 43B2(b), it says what 43B2(b) says, in both languages: declarer
must substitute a correct card only if his play was illegal, and only then does Law 64 apply as if
the revoke had been established. Dummy's question does not make the play a revoke.

43B2(b), TR "Eğer yer, bundan önceki A2 bendinde sayılan kısıtlamaları ihlal ettikten sonra: ...
(b) elinden oynadığı bir kartın rönons teşkil edip etmediğini deklarana ilk kez kendisi sorarsa,
deklaran oynadığı kart yasadışı ise doğru kartla düzeltmek zorundadır ve Yasa 64'de öngörülen
hükümler rönons resmileşmiş gibi uygulanır"; WBF "If dummy, after his violation of the limitations
listed in A2: ... (b) is the first to ask declarer if a play from declarer's hand constitutes a
revoke, declarer must substitute a correct card if his play was illegal, and the provisions of Law
64 then apply as if the revoke had been established".

The read-out of dummy's question after an A2 violation (qa132): the English said "declarer
substitutes a correct card" without the condition, and both said dummy asked "about the revoke", as
if there always was one. The "broke a limit" Ending's page (qa148): "deklaran yasadışı kartını doğru
kartla değiştirir" / "declarer substitutes a correct card for an illegal one", the same
presumption."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "dummy-rights"
READ_OUT = (["asked-revoke", "after-a2-violation"], guide_pages.reads, guide_pages.never_reads)
PAGE = (["broke-a-limit"], guide_pages.says, guide_pages.never_says)


@pytest.mark.parametrize(
    "where, lang, phrase, old",
    [
        (
            READ_OUT,
            "tr",
            "deklaranın oynadığı kart yasadışıysa deklaran onu doğru kartla değiştirmek zorundadır",
            "rönonsu ilk soran oldu: deklaran yasadışı kartını doğru kartla değiştirir",
        ),
        (
            READ_OUT,
            "en",
            "if declarer's card was illegal, he must substitute a correct card",
            "was the first to ask about the revoke: declarer substitutes a correct card",
        ),
        (
            PAGE,
            "tr",
            "deklaranın oynadığı kart yasadışıysa deklaran onu doğru kartla değiştirmek zorundadır ve Yasa 64 rönons resmileşmiş gibi uygulanır (Yasa 43B2(b))",
            "deklaran yasadışı kartını doğru kartla değiştirir",
        ),
        (
            PAGE,
            "en",
            "declarer must substitute a correct card if his play was illegal, and Law 64 then applies as if the revoke had been established (Law 43B2(b))",
            "declarer substitutes a correct card for an illegal one",
        ),
    ],
    ids=["read-out-tr", "read-out-en", "page-tr", "page-en"],
)
def test_declarers_card_is_substituted_only_if_his_play_was_illegal(client, where, lang, phrase, old):
    keys, says, never_says = where
    says(client, SLUG, keys, lang, phrase)
    never_says(client, SLUG, keys, lang, old)
