"""21B2's "Law 16C applies" in the official Turkish's future on the misinformation guide (audit320,
session 95; the modal rule, CONTRIBUTING.md "Add a situation guide", point 1).

21B2, TR (official): "Bir oyuncu yanlış bilgilendirme dolayısı ile (önceki Madde 1'deki gibi) yapmış
olduğu bir konuşmayı değiştirmeyi seçerse, solundaki oyuncu da değişen konuşmadan sonra yapmış olduğu
her türlü konuşmasını değiştirebilir, ancak Yasa 16C geçerli olacaktır."
21B2, WBF: "When a player elects to change a call because of misinformation (as in 1 preceding), his LHO
may then in turn change any subsequent call he may have made, but Law 16C applies."

The opponent Ending's `now` said "...; Yasa 16C uygulanır (Yasa 21B2)", the present, where the official
text has the future "geçerli olacaktır". The English keeps the WBF's present "applies".
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

SLUG, KEYS = "misinformation", ["opponent"]


def test_21b2_16c_in_the_official_future(client):
    says(
        client,
        SLUG,
        KEYS,
        "tr",
        "değişen konuşmadan sonra yaptığı her konuşmayı değiştirebilir, ancak Yasa 16C geçerli olacaktır (Yasa 21B2).",
    )
    never_says(client, SLUG, KEYS, "tr", "Yasa 16C uygulanır (Yasa 21B2)")


def test_21b2_english_keeps_the_wbf_present(client):
    says(client, SLUG, KEYS, "en", "may then change any call he made after it; Law 16C applies (Law 21B2).")
