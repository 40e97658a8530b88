"""The unintended-call guide's read-out for a slip replaced in time (slip/not-yet) tells the left-hand
opponent, before he chooses to take his call back, what 25A6's second sentence says of its information.

25A6 (TR, official): "Eğer bir değişiklik yapılmasına izin verilirse, soldaki oyuncu ilk konuşmanın üzerine
yapmış olduğu herhangi bir konuşmasını geri alabilir. Geri alınan konuşmadan elde edilen bilgi sadece kendi
tarafı için izinli, rakipler için ise izinsizdir."
25A6 (WBF): "If a substitution is allowed the LHO may withdraw any call he made over the first call.
Information from the withdrawn call is authorized to his side and unauthorized to the opponents."

The page's option said it; the read-out, shown alone at its own address and read to the table, named the
two options without it (qa200 left it at 85 of 90 English words; qa211). To fit the 90 words, 25A2's line
leaves out its second "because of" and the English option says the Turkish's "sadece kendi tarafı için izinli"
("authorised only for your side"); the Turkish says both halves."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import reads

pytestmark = pytest.mark.django_db
SLUG = "unintended-call"
KEYS = ["slip", "not-yet"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"


def test_the_official_turkish_25a6_says_whose_information_it_is():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert paragraphs["25A6"].text.endswith(
        "Geri alınan konuşmadan elde edilen bilgi sadece kendi tarafı için izinli, rakipler için ise izinsizdir."
    )


@pytest.mark.parametrize(
    "lang, said",
    [
        (
            "tr",
            (
                "Konuşmanızı geri almak (bilgisi sizin tarafınız için izinli, rakipler için izinsizdir)",
                "yalnızca mekanik bir hata ya da dil sürçmesiyse değiştirilebilir, konsantrasyon kaybıysa değiştirilemez",
            ),
        ),
        (
            "en",
            (
                "Take your call back (its information: authorised only for your side)",
                "only because of a mechanical error or a slip of the tongue, not a loss of concentration (Law 25A2)",
            ),
        ),
    ],
)
def test_the_read_out_says_the_withdrawn_call_s_information(client, lang, said):
    reads(client, SLUG, KEYS, lang, *said)
