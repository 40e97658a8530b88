"""The read-out of the defective-trick Ending of a player who did not play to a trick (67B1) says to
which side the 64A2 trick goes: to the offender's opponents, the non-offending side.

67B1(a)/(b), TR (official): "Özürlü lövede rönons yapmış sayılır ve Yasa 64A2'ye göre aktarılan 1 löve
kaybına tabidir."; WBF: "He is deemed to have revoked on the defective trick and is subject to the loss of
one trick transferred in accordance with Law 64A2."
64A2, TR: "... kusurlu taraf bu löveyi veya sonraki herhangi bir löveyi kazanmışsa, oyun sona erdikten
sonra, kusursuz tarafa bir löve aktarılır."; WBF: "... if the offending side won that or any subsequent
trick, after play ends one trick is transferred to the non-offending side."

The read-out, said to the offender, ended "oyun bitince Yasa 64A2'ye göre bir löve aktarılır" / "one
trick is transferred under Law 64A2 after play ends", naming no side; the page's `now` says "kusursuz
tarafa" / "to the non-offending side" (audit333)."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "defective-trick"
KEYS = ["wrong-count", "later", "missing"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

TO_THE_OPPONENTS = {
    "tr": "tarafınız o löveyi ya da sonraki bir löveyi kazandıysa, oyun bitince Yasa 64A2'ye göre rakiplerinize bir löve aktarılır.",
    "en": "if your side won that trick or a later one, one trick is transferred to your opponents under Law 64A2 after play ends.",
}
OLD = {
    "tr": "oyun bitince Yasa 64A2'ye göre bir löve aktarılır",
    "en": "one trick is transferred under Law 64A2 after play ends",
}


def test_the_official_turkish_64a2_transfers_to_the_non_offending_side():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["64A2"].text
    assert "kusursuz tarafa bir löve aktarılır" in text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_names_the_side_the_trick_goes_to(client, lang):
    guide_pages.reads(client, SLUG, KEYS, lang, TO_THE_OPPONENTS[lang])
    guide_pages.never_reads(client, SLUG, KEYS, lang, OLD[lang])
