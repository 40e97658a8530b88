"""The changed-call read-out's first line against 25A and 25B1: Law 25A does not permit the change,
but the left-hand opponent may accept it, so the read-out may not say flatly "no change".

25B1: TR "A maddesine göre izin verilmeyen bir değiştirilmiş konuşma, kusurlu tarafın solundaki rakip
tarafından kabul edilebilir"; WBF "A substituted call not permitted by A may be accepted by the
offender's LHO." The Turkish read-out already said "değişikliğe Yasa 25A izin vermez"; the English
said "You meant your first call: no change (Law 25A)." and, a line later, that accepting keeps the
new call."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "unintended-call"
KEYS = ["meant-it", "changed"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"


def test_the_official_turkish_lets_the_left_hand_opponent_accept_what_25a_does_not_permit():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert "A maddesine göre izin verilmeyen bir değiştirilmiş konuşma" in paragraphs["25B1"].text
    assert "(Yasa 26 uygulanabilir)" in paragraphs["25B1"].text


@pytest.mark.parametrize(
    "lang, said",
    [("en", "Law 25A permits no change: you meant your first call."), ("tr", "değişikliğe Yasa 25A izin vermez")],
)
def test_the_read_out_says_what_25a_does_not_permit(client, lang, said):
    guide_pages.reads(client, SLUG, KEYS, lang, said)
    guide_pages.never_reads(client, SLUG, KEYS, lang, "no change (Law 25A)")
