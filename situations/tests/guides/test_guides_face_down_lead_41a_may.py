"""A face-down opening lead by the wrong defender, not yet faced (lead-out-of-turn
opening/wrong-defender/face-down): what 41A says of it, in its own modal, and why nobody chooses.

41A: TR "Kapalı atak sadece usulsüzlükten sonra hakemin talimatı üzerine geri alınabilir, (Bkz. Yasa
47E ve 54) geri alınan kart defans oyuncusunun eline geri konmak zorundadır"; WBF "The face-down lead
may be withdrawn only upon instruction of the Director after an irregularity (see Laws 47E and 54);
the withdrawn card must be returned to the defender's hand". Both texts say "may" of the withdrawal
and "must" of the card's return; the Ending said the lead "is withdrawn" ("geri alınır") and the
Director "has it taken back" ("kartı hakem geri aldırır"), which neither text says of a lead out of
turn that nobody has faced.

53A: TR "On üçüncü löve öncesinde, yüzü açık olarak yapılan her sırasız çıkış doğru çıkış olarak
işlem görebilir"; WBF "Prior to the thirteenth trick, any lead faced out of turn may be treated as a
correct lead". 54: TR "Sırasız bir atağın yüzü açıldığında ..."; WBF "When an opening lead out of
turn is faced ...". The choices of 53 and 54 are over a faced lead; the Ending's "Nobody chooses"
rests on that, and now says so.
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

KEYS = ["opening", "wrong-defender", "face-down"]

MAY_41A = {
    "tr": "Kapalı atak ancak bir usulsüzlükten sonra hakemin talimatıyla geri alınabilir; geri alınan kart defans "
    "oyuncusunun eline geri konmak zorundadır (Yasa 41A).",
    "en": "A face-down opening lead may be withdrawn only on the Director's instruction after an irregularity; the "
    "withdrawn card must be returned to the defender's hand (Law 41A).",
}
FACED_ONLY = {
    "tr": "Yasa 53A ve 54'ün seçenekleri yüzü açık bir sırasız çıkış içindir: kart yüzü kapalıyken kimse seçmez.",
    "en": "The choices of Laws 53A and 54 are over a lead faced out of turn: while the card is face down, nobody "
    "chooses.",
}
DIRECTOR = {
    "tr": "Kartı açmayın; hakemi çağırın: kapalı atak ancak onun talimatıyla geri alınabilir (Yasa 41A).",
    "en": "Do not turn the card over; call the Director: a face-down lead may be withdrawn only on his instruction "
    "(Law 41A).",
}
# What the Ending said: the withdrawal as done, not as 41A's permission.
OLD = {
    "tr": ("yalnızca hakemin talimatıyla geri alınır", "kartı hakem geri aldırır"),
    "en": ("is withdrawn only on the Director's instruction", "who has it taken back"),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_41a_the_face_down_lead_may_be_withdrawn_on_the_directors_instruction(client, lang):
    says(client, "lead-out-of-turn", KEYS, lang, MAY_41A[lang], DIRECTOR[lang])
    never_says(client, "lead-out-of-turn", KEYS, lang, *OLD[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_53a_54_nobody_chooses_over_a_lead_not_faced(client, lang):
    says(client, "lead-out-of-turn", KEYS, lang, FACED_ONLY[lang])


# The faced Ending's advice ("Next time: ... lead face down") said of the face-down card what 41A says
# only as the Director's permission: "kapalı kart cezasız geri alınır" / "a face-down card goes back
# without penalty".
ADVICE = {
    "tr": "kapalı atak hakemin talimatıyla geri alınabilir ve görülmediği için cezalı kart olmaz.",
    "en": "a face-down lead may be withdrawn on the Director's instruction, and, not having been seen, is no "
    "penalty card.",
}
OLD_ADVICE = {"tr": "kapalı kart cezasız geri alınır", "en": "a face-down card goes back without penalty"}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_41a_the_faced_endings_advice_on_leading_face_down(client, lang):
    keys = ["opening", "wrong-defender", "faced"]
    says(client, "lead-out-of-turn", keys, lang, ADVICE[lang])
    never_says(client, "lead-out-of-turn", keys, lang, OLD_ADVICE[lang])
