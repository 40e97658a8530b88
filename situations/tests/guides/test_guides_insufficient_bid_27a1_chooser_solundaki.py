"""audit332: the chooser of "The left-hand opponent decides" (not-yet) said in Turkish "Önce kusurlu oyuncunun
soldaki rakibi": "soldaki" (the one on the left) takes no possessor, so the phrase did not say whose left, where
the English says "First the offender's left-hand opponent". 27A1 names him "kusurlu oyuncunun solundaki rakibinin"
(WBF "at the option of offender's LHO"), as the guide's other Turkish lines do ("Kusurlu oyuncunun solundaki
rakip"). Now "Önce kusurlu oyuncunun solundaki rakip".

27A1, the official Turkish: "Herhangi bir yetersiz deklare, kusurlu oyuncunun solundaki rakibinin isteği ile kabul
edilebilir (yasal olarak işlem görebilir)."; the WBF English: "Any insufficient bid may be accepted (treated as
legal) at the option of offender's LHO."
"""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "insufficient-bid"
KEYS = ["not-yet"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"


def test_the_official_turkish_27a1_names_the_offender_s_left_hand_opponent():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["27A1"].text
    assert "kusurlu oyuncunun solundaki rakibinin isteği ile kabul edilebilir" in text


def test_the_chooser_says_whose_left_in_both_languages(client):
    says(
        client,
        SLUG,
        KEYS,
        "tr",
        "Önce kusurlu oyuncunun solundaki rakip (kabul ya da ret); sonra kusurlu oyuncu, düzeltmeyi.",
    )
    never_says(client, SLUG, KEYS, "tr", "kusurlu oyuncunun soldaki rakibi")
    says(
        client,
        SLUG,
        KEYS,
        "en",
        "First the offender's left-hand opponent (accept or not); then the offender, how to correct.",
    )
