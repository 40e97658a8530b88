"""50E2's "(see Law 16C)" on the returned penalty card's line, shared by the revoke, lead-out-of-turn and
exposed-card guides (audit335, session 96; audit327 found it and left it for this audit).

50E2, TR (official): "Cezalı kartın, Yasa 50D2(a) kapsamında, ele geri konmasından gelen bilgi, bu cezalı karta
sahip oyuncunun ortağı için izinsizdir (bkz. Yasa 16C), ama deklaran için izinlidir."; WBF: "Information
derived from a penalty card that has been returned to hand [as per Law 50D2(a)] is unauthorized for the
partner of the player who had the penalty card (see Law 16C), but authorized for declarer."

revoke.RETURNED_CARD (a pro of declarer's options that return the card to the hand) said "(Law 50E2)" / "(Yasa
50E2)" alone, leaving out the pointer each text gives beside the partner's unauthorised information (16C2: a
player of the offending side may not choose what that information clearly suggests). Now "(Law 50E2; see Law
16C)" / "(Yasa 50E2; bkz. Yasa 16C)", as the extraneous-information guide cites 24's "(see Law 16C)" since
audit285."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
PAGES = [
    ("revoke", ["defender", "not-established"]),
    ("lead-out-of-turn", ["opening", "wrong-defender", "faced"]),
    ("exposed-card", ["defender", "honour-or-intended"]),
]
LINE = {
    "tr": "Cezalı kartın ele geri konmasından gelen bilgi sizin için izinli, kartın sahibinin ortağı için izinsizdir (Yasa 50E2; bkz. Yasa 16C).",
    "en": "What the returned penalty card showed stays authorised for you but becomes unauthorised for its owner's partner (Law 50E2; see Law 16C).",
}
OLD = {"tr": "kartın sahibinin ortağı için izinsizdir (Yasa 50E2).", "en": "its owner's partner (Law 50E2)."}


def test_50e2_in_the_official_turkish_points_to_16c():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["50E2"].text
    assert "bu cezalı karta sahip oyuncunun ortağı için izinsizdir (bkz. Yasa 16C)" in text


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("slug, keys", PAGES, ids=[slug for slug, _ in PAGES])
def test_the_returned_card_line_says_see_law_16c(client, slug, keys, lang):
    says(client, slug, keys, lang, LINE[lang])
    never_says(client, slug, keys, lang, OLD[lang])
