"""qa309: Law 55A's verb on the table page, in the engine's sentence and in the refusal of a play
record, as the guides say it since audit300 and qa307.

Law 55A (official Turkish, fixtures/laws_tr.txt): "Deklaran kendisinin veya yerin elinden sırasız
çıkış yapmışsa, herhangi bir defans oyuncusu Yasa 53'te öngörüldüğü gibi çıkışı kabul edebilir veya
geri alınmasını isteyebilir. (Yanlış bilgilendirmeden sonra, bkz. Yasa 47E1.) Defans oyuncuları
farklı seçimler yaparlarsa sıradaki defans oyuncusunun seçimi geçerli olur."
WBF: "If declarer has led out of turn from his or dummy's hand then either defender may accept the
lead as provided in Law 53 or require its retraction (after misinformation, see Law 47E1). If the
defenders choose differently then the option expressed by the player next in turn to the irregular
lead shall prevail."

The English said "West's choice prevails" (the page's sentence) and "West's option prevails" (the
refusal); a sentence stating what 55A requires says the WBF's "shall prevail" (CONTRIBUTING.md, "Add a
situation guide", point 1). The Turkish "geçerli olur" is the official present and stays. The
engine's own English error (rulings/play.py, docs/rulings-cli.md: the shared contract, byte for byte)
is not a page's text and is not changed."""

from html import unescape

import pytest

from situations.tests.table.test_table import table_url
from tests.seen import seen

pytestmark = pytest.mark.django_db

# test_table's deal: dummy (North) wins trick 1 and declarer leads ♥8 from his own hand.
FROM_THE_WRONG_HAND = "W:S2,N:SA,E:S7,S:S3,S:H8"
# The same with ♦: East enters the choice that the contract records as West's.
EAST_ENTERS_THE_CHOICE = "W:D2,N:DA,E:D9,S:D6,S:S3,accept:E"

SENTENCE = {
    "en": "if they choose differently, West's option shall prevail (Law 55A)",
    "tr": "farklı seçimler yaparlarsa Batı'nın seçimi geçerli olur (Yasa 55A)",
}
REFUSAL = {
    "en": "if they choose differently West's option shall prevail as the defender next in turn",
    "tr": "farklı seçimler yaparlarsa sıradaki defans oyuncusu olarak Batı'nın seçimi geçerli olur",
}


def page(client, lang: str, play: str) -> tuple[int, str]:
    response = client.get(table_url(lang, play=play))
    return response.status_code, seen(unescape(response.content.decode()))


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_table_s_sentence_says_55a_shall_prevail(client, lang):
    status, shown = page(client, lang, FROM_THE_WRONG_HAND)
    assert status == 200
    assert SENTENCE[lang] in shown
    # the page also quotes 55A in the site's own English ("... prevails"), lawbook text left to the lead
    assert "West's choice prevails" not in shown


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_refused_record_says_55a_shall_prevail(client, lang):
    status, shown = page(client, lang, EAST_ENTERS_THE_CHOICE)
    assert status == 400
    assert REFUSAL[lang] in shown
    assert "option prevails" not in shown
