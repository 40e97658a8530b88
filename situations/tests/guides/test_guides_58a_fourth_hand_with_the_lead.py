"""The premature-play guide's simultaneous plays (58A) where declarer leads and fourth hand, a
defender, plays at the same moment: qa157 left open whether 57A follows; qa162's reading is in
docs/legal-review.md (Session 83).

58A, TR "Bir başka oyuncunun yasal çıkışı ya da oyunu ile eşzamanlı olarak yapılan bir çıkış ya da
oyun, ondan sonra yapılmış sayılır."; WBF "A lead or play made simultaneously with another player's
legal lead or play is deemed to be subsequent to it." It orders the two cards and says nothing of
rectification (58B1 says "başka bir onarma yoktur" / "there is no further rectification"; 58A
does not).

57A, TR "Bir defans oyuncusu, ortağı o löveye kart oynamadan önce sırasız olarak kart oynadığında
veya bir sonraki löveye çıkış yaptığında, bu şekilde çıkılan veya oynanan kart majör cezalı karta
dönüşür ve deklaran aşağıdaki seçeneklerden birini seçer."; WBF "When a defender leads to the next
trick before his partner has played to the current trick, or plays out of turn before his partner
has played, the card so led or played becomes a major penalty card, and declarer selects one of the
following options." Fourth hand's card, deemed after declarer's lead, was played out of turn before
his partner (second hand) had played: 57A's case. The Ending said only 58A, and "Kimse seçmez." /
"Nobody chooses."
"""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "premature-play"
KEYS = ["same-time"]
FOURTH_HAND = {
    "tr": "Deklaran (elinden ya da yerden) çıkış yaptığı anda çıkış yapılan elin sağındaki defans oyuncusu (dördüncü el) da bir kart oynadıysa, bu kart çıkıştan sonra, ama ortağı o löveye kart oynamadan önce oynanmış sayılır: ortağından önce sırasız oynanmış karttır, majör cezalı karta dönüşür ve deklaran Yasa 57A'daki dört seçenekten birini seçer.",
    "en": "If, as declarer led (from his hand or dummy), the defender on the right of the hand that led (fourth hand) played a card at the same moment, that card is deemed played after the lead but before his partner had played to the trick: it is a play out of turn before partner, it becomes a major penalty card and declarer selects one of the four options of Law 57A.",
}
CHOOSER = {
    "tr": "Deklaranın çıkışıyla aynı anda dördüncü el oynadıysa deklaran, Yasa 57A'daki seçeneklerden birini; başka durumlarda kimse seçmez.",
    "en": "If fourth hand played at the moment of declarer's lead, declarer, one of the options of Law 57A; otherwise nobody chooses.",
}
READ_OUT = {
    "tr": "Deklaranın çıkışıyla aynı anda dördüncü el oynadıysa, kartı ortağından önce oynanmıştır: majör cezalı karttır ve deklaran Yasa 57A'daki seçeneklerden birini seçer.",
    "en": "If fourth hand played at the moment of declarer's lead, his card came before his partner's: it is a major penalty card and declarer selects one of the options of Law 57A.",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_fourth_hand_with_declarer_s_lead_is_57a_s_play_before_partner(client, lang):
    guide_pages.says(client, SLUG, KEYS, lang, FOURTH_HAND[lang], CHOOSER[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_gives_declarer_57a_s_choice(client, lang):
    guide_pages.reads(client, SLUG, KEYS, lang, READ_OUT[lang])
