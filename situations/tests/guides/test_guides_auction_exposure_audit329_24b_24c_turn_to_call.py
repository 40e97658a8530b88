"""The card-exposed-in-auction guide's forced pass (24B, 24C) in the official Turkish: whose turn, and
a turn to call, on the page, in the read-out and in the engine's answer (audit329).

24B, TR (official): "Bu onör düzeyindeki tek bir kart veya vaktinden önce çıkılmış herhangi bir kart
ise kusurlu oyuncunun ortağı konuşma sırası kendisine ilk geldiğinde pas geçmek zorundadır."
24B, WBF: "If it is a single card of honor rank or is any card prematurely led, offender's partner
must pass when next it is his turn to call."
24C, TR: "İki veya daha fazla kart görünmüşse, kusurlu oyuncunun ortağı konuşma sırası kendisine ilk
geldiğinde pas geçmek zorundadır."; WBF: "If two or more cards are so exposed offender's partner must
pass when next it is his turn to call."

The Turkish page said "sıra ilk geldiğinde" (when the turn first comes: nobody's turn, to do what
not said), the read-out "sırası ilk geldiğinde", the engine "sıra kendisine ilk geldiğinde"; the
English said "at his next turn to call" all along. The modal stays the official "zorundadır" / the
WBF's "must"."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "card-exposed-in-auction"
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
OFFICIAL = "kusurlu oyuncunun ortağı konuşma sırası kendisine ilk geldiğinde pas geçmek zorundadır"
CASES = [("honour-or-led", "24B"), ("two-or-more", "24C")]


@pytest.mark.parametrize("label", ["24B", "24C"])
def test_the_official_turkish_says_a_turn_to_call_and_whose(label):
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()[label].text
    assert OFFICIAL in text, text


@pytest.mark.parametrize("key,label", CASES)
def test_the_page_says_the_official_words(client, key, label):
    says(
        client,
        SLUG,
        [key],
        "tr",
        f"Kusurlu oyuncunun ortağı konuşma sırası kendisine ilk geldiğinde pas geçmek zorundadır (Yasa {label}).",
    )
    never_says(client, SLUG, [key], "tr", "sıra ilk geldiğinde")
    says(client, SLUG, [key], "en", f"The offender's partner must pass at his next turn to call (Law {label}).")


@pytest.mark.parametrize("key,label", CASES)
def test_the_read_out_says_a_turn_to_call(client, key, label):
    reads(
        client,
        SLUG,
        [key],
        "tr",
        f"Ortağınız, konuşma sırası kendisine ilk geldiğinde pas geçmek zorundadır (Yasa {label}).",
    )
    never_reads(client, SLUG, [key], "tr", "sırası ilk geldiğinde")
    reads(client, SLUG, [key], "en", f"Your partner must pass at his next turn to call (Law {label}).")


@pytest.mark.parametrize("key", [key for key, _ in CASES])
def test_the_engine_s_answer_says_a_turn_to_call(client, key):
    says(
        client,
        SLUG,
        [key],
        "tr",
        "Kusurlu oyuncunun ortağı konuşma sırası kendisine ilk geldiğinde pas geçmek zorunda.",
    )
    says(client, SLUG, [key], "en", "The offender's partner must pass at his next turn to call.")
