"""86A in its own verbs where the wrong-number-of-cards guide states it (the before-calls Ending's
`now` and read-out).

86A, TR (official): "Hakem, Yasa 6 uyarınca bordun yeniden dağıtılmasını emretme yetkisini, bir
yarışmacı o bord hariç maçın kesin sonucunu bilebilecek durumda iken kullanmayacaktır. Bunun yerine
hakem, ayarlı skor atar."
86A, WBF: "The Director shall not exercise his Law 6 authority to order one board redealt when the
final result of a match without that board could be known to a contestant. Instead, he awards an
adjusted score."

The first sentence is a "shall not" (WBF) and the official future "kullanmayacaktır"; the second
the present in both ("atar", "awards"). The page said "hakem yeniden dağıttırmaz" / "the Director
does not order a redeal", the read-out "hakem yeniden dağıttırmaz": the present, where both texts
have the stronger word (CONTRIBUTING.md, "Add a situation guide", point 1). The English read-out says
only the second sentence ("the Director awards an adjusted score instead"), in its own present; it
is at the 90 words and stays.
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG, KEYS = "wrong-number-of-cards", ["before-calls"]

NOW = {
    "tr": "hakem bordun yeniden dağıtılmasını emretme yetkisini kullanmayacaktır; bunun yerine ayarlı skor atar (Yasa 86A).",
    "en": "the Director shall not exercise his authority to order the board redealt when the final result of the match without that board could be known to a contestant; instead, he awards an adjusted score (Law 86A).",
}
OLD_NOW = {
    "tr": "hakem yeniden dağıttırmaz",
    "en": "the Director does not order a redeal",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_86a_on_the_page_in_each_text_s_verbs(client, lang):
    says(client, SLUG, KEYS, lang, NOW[lang])
    never_says(client, SLUG, KEYS, lang, OLD_NOW[lang])


def test_86a_read_out_in_the_official_future(client):
    reads(
        client,
        SLUG,
        KEYS,
        "tr",
        "hakem bordun yeniden dağıtılmasını emretme yetkisini kullanmayacaktır, bunun yerine ayarlı skor atar (Yasa 86A).",
    )
    never_reads(client, SLUG, KEYS, "tr", "hakem yeniden dağıttırmaz")


def test_86a_english_read_out_says_the_second_sentence_in_its_present(client):
    reads(client, SLUG, KEYS, "en", "the Director awards an adjusted score instead (Law 86A).")
    never_reads(client, SLUG, KEYS, "en", "does not order a redeal")
