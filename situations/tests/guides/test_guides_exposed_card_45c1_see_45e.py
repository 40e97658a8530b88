"""The exposed-card guide gives 45C1's pointer as the paragraph gives it, "see Law 45E", and says what
45E1 says of "a fifth card" in its own words (session 89, qa222, from qa191's and qa215's doubt).

45C1, TR "Bir defans oyuncusunun, yüzünü ortağının görebileceği biçimde tuttuğu kart, o löveye
oynanmış sayılır. (Eğer defans oyuncusu o anki löveye daha önce yasal bir kart oynamışsa, bkz. Yasa
45E.)"; WBF "A defender's card held so that it is possible for his partner to see its face is deemed
played to the current trick (if the defender has already made a legal play to the current trick, see
Law 45E)."
45E1, TR "Bir defans oyuncusunun bir löveye oynadığı beşinci kart, Yasa 50 hükmünce cezalı karta
dönüşür, ancak hakem bu kartın çıkılmış olduğuna karar verirse Yasa 53 veya 56 uygulanır."; WBF "A
fifth card contributed to a trick by a defender becomes a penalty card, subject to Law 50, unless the
Director deems that it was led, in which case Law 53 or 56 applies."

Both texts send the reader to 45E ("see"), and 45E1 speaks of a fifth card; a second card held for
partner to see, on a trick of fewer than four, is not plainly one. The `now` line stated 45E1's ruling
as the outcome of the case ("the card becomes a penalty card ... (Law 45E1)") and the hint said "Law
45E applies": a cross-reference made an outcome (as qa213 mended for 20E's "see Law 12C1"). Now both
give 45C1's "see Law 45E", and the line says what 45E1 says, of a fifth card, for the Director to apply.
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "exposed-card"

NOW = {
    "tr": (
        "Defans oyuncusu o anki löveye daha önce yasal bir kart oynamışsa bkz. Yasa 45E (Yasa 45C1): bir defans oyuncusunun bir löveye oynadığı beşinci kart Yasa 50 hükmünce cezalı karta dönüşür, ancak hakem bu kartın çıkılmış olduğuna karar verirse Yasa 53 veya 56 uygulanır (Yasa 45E1).",
        "Defans oyuncusu o löveye zaten yasal bir kart oynamışsa bu kart Yasa 50 hükmünce cezalı karta dönüşür",
    ),
    "en": (
        "If the defender had already made a legal play to the current trick, see Law 45E (Law 45C1): a fifth card contributed to a trick by a defender becomes a penalty card, subject to Law 50, unless the Director deems that it was led, in which case Law 53 or 56 applies (Law 45E1).",
        "If the defender had already made a legal play to that trick, the card becomes a penalty card",
    ),
}
HINT = {
    "tr": ("o anki löveye daha önce yasal bir kart oynamışsa bkz. Yasa 45E.", "Yasa 45E uygulanır"),
    "en": ("if he has already made a legal play to the current trick, see Law 45E.", "Law 45E applies"),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_held_card_ending_gives_45c1_s_see_45e_and_45e1_s_fifth_card(client, lang):
    new, old = NOW[lang]
    says(client, SLUG, ["defender-held"], lang, new)
    never_says(client, SLUG, ["defender-held"], lang, old)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_hint_says_see_law_45e(client, lang):
    new, old = HINT[lang]
    keys = ["defender"]
    says(client, SLUG, keys, lang, new)
    never_says(client, SLUG, keys, lang, old)
