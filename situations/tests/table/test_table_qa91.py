"""qa91: the table's claim ruling read against Laws 68-71 in both texts."""

import pytest

from situations.tests.table.test_table_claim import agreed_page, said

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "lang, words, old",
    [
        (
            "en",
            "so the Director shall not accept from the claimer any successful line not embraced in the original "
            "clarification statement: the claimer's side gets 1 trick.",
            "not embraced in his statement",
        ),
        (
            "tr",
            "bu yüzden hakem talep edenin orijinal açıklama beyanında belirtmediği hiçbir başarılı oyun tarzını "
            "kabul etmeyecektir: talep eden taraf 1 löve alır.",
            "talep edenin açıklamasında belirtmediği",
        ),
    ],
)
def test_the_70d1_ruling_names_the_original_clarification_statement(client, lang, words, old):
    """70D1, official Turkish: "Hakem eğer ortada normal fakat daha az başarılı bir oyun tarzı varsa,
    talep edenin orijinal açıklama beyanında belirtmediği hiçbir başarılı oyun tarzını kabul
    etmeyecektir"; WBF: "The Director shall not accept from claimer any successful line of play not
    embraced in the original clarification statement if there is an alternative normal line of play
    that would be less successful". The ruling said "talep edenin açıklamasında" / "his statement".
    The board: test_table_claim's agreed concession, here contested (South claims 2 of 4; a normal
    careless line loses a third trick)."""
    sentences = said(agreed_page(client, lang))
    ruling = next(s for s in sentences if s.startswith(("Law 70D1:", "Yasa 70D1:")))
    assert ruling.endswith(words)
    assert old not in ruling


@pytest.mark.parametrize("sent", ["abc", "-1", "1e9", "2.5", "1000"])
@pytest.mark.parametrize(
    "lang, words",
    [
        ("en", "The number of tricks claimed must be a whole number from 0 to 4."),
        ("tr", "Talep edilen löve sayısı 0 ile 4 arasında bir tam sayı olmalıdır."),
    ],
)
def test_a_number_of_tricks_that_is_not_one_is_said_not_dropped(client, lang, words, sent):
    """68A: a claim is a statement "that a side will win a specific number of tricks" (TR "kendi
    tarafının belli bir sayıda löveyi kazanacağına dair her ifadesi"); 68B1 likewise for a
    concession ("a specific number of tricks", TR "belli sayıda löveyi"). A `tricks` that is not
    a number of the tricks left ("abc", "-1", "1e9") was dropped without a word: the page showed
    the empty form and no ruling, as if nothing had been sent. Now a form error, status 200, never
    a 500."""
    html = agreed_page(client, lang, tricks=sent)
    assert words in html
    assert not said(html)  # no ruling on a number nobody claimed
