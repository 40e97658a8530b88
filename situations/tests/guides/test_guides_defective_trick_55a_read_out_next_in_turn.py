"""The read-out of the defective-trick Ending of declarer's fifth card deemed led says whose option
prevails under 55A as each text names him: the defender next in turn (the official Turkish), the
player next in turn to the irregular lead (the WBF).

55A, TR (official): "Defans oyuncuları farklı seçimler yaparlarsa sıradaki defans oyuncusunun seçimi
geçerli olur."; WBF: "If the defenders choose differently then the option expressed by the player next
in turn to the irregular lead shall prevail."

The read-out, said to both defenders, ended "farklı seçerseniz sıradaki oyuncunun seçimi geçerlidir" /
"the option of the player next in turn shall prevail": "next in turn" with nothing it is next to, and
the Turkish without the official "defans oyuncusunun" that the page's `now` says (audit333)."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "defective-trick"
KEYS = ["wrong-count", "in-time", "fifth-card", "declarer"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

NAMED = {
    "tr": "farklı seçerseniz sıradaki defans oyuncusunun seçimi geçerlidir (Yasa 55A).",
    "en": "if you choose differently, the option of the player next in turn to the irregular lead shall prevail (Law 55A).",
}
OLD = {
    "tr": "sıradaki oyuncunun seçimi",
    "en": "the option of the player next in turn shall prevail",
}


def test_the_official_turkish_55a_names_the_defender_next_in_turn():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["55A"].text
    assert "Defans oyuncuları farklı seçimler yaparlarsa sıradaki defans oyuncusunun seçimi geçerli olur." in text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_names_whose_option_prevails(client, lang):
    guide_pages.reads(client, SLUG, KEYS, lang, NAMED[lang])
    guide_pages.never_reads(client, SLUG, KEYS, lang, OLD[lang])
