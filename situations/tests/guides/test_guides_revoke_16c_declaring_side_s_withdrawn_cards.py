"""The revoke guide's not-established Endings for declarer's and dummy's revoke say what 62C2's "see
Law 16C" gives for the declaring side's own withdrawn cards (audit330, docs/legal-review.md, Session 96).

62C2 (TR): "Kusursuz bir oyuncu bir kartı bu şekilde geri aldıktan sonra, kusurlu tarafın sıradaki
oyuncusu da kartı değiştirebilir, bu oyuncu defans oyuncusu ise bu kart cezalı karta dönüşür. (Bkz.
Yasa 16C.)"; (WBF): "After a non-offender so withdraws a card, the player of the offending side next in
rotation may withdraw his played card, which becomes a penalty card if the player is a defender (see
Law 16C)."
16C (TR): "Herhangi bir konuşma veya oyun bu yasaların hükümlerine uygun şekilde geri alınmış ise: 1.
Kusursuz taraf için, geri alınmış eylemden kaynaklanan tüm bilgiler, gerek kendileri, gerekse rakipleri
tarafından yapmış olsun; yasaldır. 2. Kusurlu taraf için, geri alınmış eylemden – gerek kendileri
gerekse rakipleri tarafından yapılmış olsun – kaynaklanan tüm bilgiler izinsizdir."; (WBF): "When a call
or play has been withdrawn as these laws provide: 1. For a non-offending side, all information arising
from a withdrawn action is authorized, whether the action be its own or its opponents'. 2. For an
offending side, information arising from its own withdrawn action and from withdrawn actions of the
non-offending side is unauthorized."
The Endings said 16C for the non-offending side's cards only (qa216: a defender's withdrawn card is a
penalty card, which Law 50E rules). After declarer's or dummy's revoke no withdrawn card is a penalty
card (48A, 62B2), so 16C rules the declaring side's too: the revoke card (62B) and a card changed under
62C2; the pages said nothing of them."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "revoke"
DECLARING_SIDE = [[offender, "not-established"] for offender in ("declarer", "dummy")]
LINE = {
    "tr": "Deklaran tarafının geri aldığı kartlardan (rönons kartı ve Yasa 62C2'ye göre değiştirilen kart) gelen bilgi defans için izinli, deklaran tarafı için izinsizdir (Yasa 62C2, 16C1, 16C2).",
    "en": "Information from the cards the declaring side withdraws (the revoke card, and a card changed under Law 62C2) is authorised for the defenders and unauthorised for the declaring side (Laws 62C2, 16C1, 16C2).",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", DECLARING_SIDE, ids="/".join)
def test_the_declaring_side_s_withdrawn_cards_under_16c(client, keys, lang):
    guide_pages.says(client, SLUG, keys, lang, LINE[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_not_said_after_a_defender_s_revoke(client, lang):
    """After a defender's revoke the offending side's withdrawn cards are penalty cards (62B1, 62C2),
    whose information Law 50E rules: the line is not there."""
    guide_pages.never_says(client, SLUG, ["defender", "not-established"], lang, LINE[lang])
