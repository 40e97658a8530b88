"""47C's own verb on the dummy-cards guide's slip-of-the-tongue Ending, page and read-out (audit319,
session 95; CONTRIBUTING.md, "Add a situation guide", point 1).

47C, WBF: "A played card may be withdrawn and returned to the hand without further rectification after a
change of designation permitted by Law 45C4(b)."
47C, TR (official): "Oynanmış kart Yasa 45C4(b) bendinin izin verdiği çağrı değişiklikleri durumunda geri
alınabilir ve herhangi bir onarma olmaksızın ele geri döner."

The lines said "kart herhangi bir onarma olmaksızın ele döner" / "the card goes back without further
rectification" and "değiştirilen kart ele döner" / "the changed card goes back to the hand": the present
for what both texts give as a permission ("may be withdrawn", "geri alınabilir"). Now each text's verbs.
"""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

SLUG = "card-from-dummy"
KEYS = ["changed", "slip", "not-yet"]


def test_the_official_turkish():
    text = (Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt").read_text(encoding="utf-8")
    assert "geri alınabilir ve herhangi bir onarma olmaksızın ele geri döner" in (
        parse_lawbook(text).paragraph_map()["47C"].text
    )


def test_the_page_says_may_be_withdrawn(client):
    says(
        client,
        SLUG,
        KEYS,
        "en",
        "the card may be withdrawn and returned to the hand without further rectification (Law 47C).",
    )
    never_says(client, SLUG, KEYS, "en", "the card goes back without further rectification")
    says(client, SLUG, KEYS, "tr", "kart geri alınabilir ve herhangi bir onarma olmaksızın ele geri döner (Yasa 47C).")


def test_the_read_out_says_may_be_withdrawn(client):
    reads(client, SLUG, KEYS, "en", "the changed card may be withdrawn and returned to the hand (Law 47C).")
    never_reads(client, SLUG, KEYS, "en", "the changed card goes back")
    reads(client, SLUG, KEYS, "tr", "değiştirilen kart geri alınabilir ve ele döner (Yasa 47C).")
    never_reads(client, SLUG, KEYS, "tr", "değiştirilen kart ele döner")
