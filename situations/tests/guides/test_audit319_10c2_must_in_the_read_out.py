"""10C2's own verb in the dummy-rights guide's read-out after a 43B2(a) warning (audit319, session 95;
CONTRIBUTING.md, "Add a situation guide", point 1; audit295 mended 9B2's "bulunmasın", a wish, the same way).

10C2, WBF: "If a player has an option after an irregularity, he must make his selection without consulting
partner."
10C2, TR (official): "Bir oyuncunun bir usulsüzlükten sonra seçenekleri varsa, seçimini ortağına danışmadan
yapmak zorundadır."

The read-out's last line said "Biriniz, ortağına danışmadan seçsin." / "One of you chooses, without
consulting partner." (a wish; the present); now "... seçimini ortağına danışmadan yapmak zorundadır (Yasa
10C2)." / "... he must make his selection without consulting partner (Law 10C2)." The page's advice says
it as an imperative ("Make the choice without consulting your partner (Law 10C2)") and stays.
"""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db

SLUG = "dummy-rights"
KEYS = ["prevent", "after-a2-violation"]


def test_the_official_turkish():
    text = (Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt").read_text(encoding="utf-8")
    assert parse_lawbook(text).paragraph_map()["10C2"].text.endswith("ortağına danışmadan yapmak zorundadır.")


def test_the_read_out_says_must(client):
    reads(
        client,
        SLUG,
        KEYS,
        "en",
        "One of you chooses; he must make his selection without consulting partner (Law 10C2).",
    )
    never_reads(client, SLUG, KEYS, "en", "One of you chooses, without consulting partner.")
    reads(client, SLUG, KEYS, "tr", "Biriniz seçer; seçimini ortağına danışmadan yapmak zorundadır (Yasa 10C2).")
    never_reads(client, SLUG, KEYS, "tr", "ortağına danışmadan seçsin")
