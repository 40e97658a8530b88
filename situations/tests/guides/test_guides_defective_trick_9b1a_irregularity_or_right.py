"""The defective-trick guide's "When to call the Director" where no card is missing or extra: a card
pointed the wrong way is an irregularity (9B1(a) asks for the Director once attention is drawn to
it), asking to see the trick or one's own last card is a right, no irregularity (qa155's finding,
qa157's reading in docs/legal-review.md).

9B1(a), TR "Bir usulsüzlüğe dikkat çekildiğinde hemen hakem çağrılmalıdır."; WBF "The Director
should be summoned at once when attention is drawn to an irregularity." These Endings all said "Oyun
sürer; ne olduğu konusunda anlaşamazsanız hakemi çağırın." / "Play goes on; call the Director if
you disagree about what happened."

9A2 names the card pointed the wrong way among the irregularities of the play period: TR "deklaran
veya herhangi bir defans oyuncusu, oyun süreci içinde oluşan bir usulsüzlüğe dikkat çekebilir.
Yanlış yöne doğrultulmuş bir kart için bkz. Yasa 65B3."; WBF "declarer or either defender may draw
attention to an irregularity that occurs during the play period. For an incorrectly pointed card see
Law 65B3." 65B3 (TR "Daha sonra yapıldığında Yasa 16B uygulanabilir."; WBF "If done later Law 16B may
apply.").

66A (TR "... löveye henüz oynanmış olan tüm kartların gösterilmesini isteyebilir"; WBF "may ...
require that all cards just played to the trick be faced") and 66B (TR "kendisinin son oynadığı
kartı, inceleyebilir, ancak gösteremez"; WBF "may inspect, but not expose, his own last card
played") give a player rights: using them deviates from no procedure.
"""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "defective-trick"
OLD = {
    "tr": "Oyun sürer; ne olduğu konusunda anlaşamazsanız hakemi çağırın.",
    "en": "Play goes on; call the Director if you disagree about what happened.",
}


@pytest.mark.parametrize(
    "lang, phrases",
    [
        (
            "tr",
            (
                "Yanlış yöne konmuş kart, Yasa 65B3 bir onarmadan söz etmese de dikkat çekilebilecek bir usulsüzlüktür (Yasa 9A2).",
                "Buna dikkat çekildiğinde hakem hemen çağrılmalıdır (Yasa 9B1(a))",
            ),
        ),
        (
            "en",
            (
                "A card pointed the wrong way is an irregularity one may draw attention to (Law 9A2), even though Law 65B3 names no rectification for it.",
                "When attention is drawn to it, the Director should be summoned at once (Law 9B1(a))",
            ),
        ),
    ],
)
def test_a_card_pointed_the_wrong_way_is_an_irregularity_to_call_the_director_for(client, lang, phrases):
    guide_pages.says(client, SLUG, ["pointed-wrong", "in-time"], lang, *phrases)
    guide_pages.never_says(client, SLUG, ["pointed-wrong", "in-time"], lang, OLD[lang])


@pytest.mark.parametrize(
    "lang, phrases",
    [
        (
            "tr",
            (
                "Dikkat çekme hakkı sona erse de yanlış yöne konmuş karta dikkat çekilirse hakem hemen çağrılmalıdır (Yasa 9B1(a)); Yasa 16B uygulanabilir (Yasa 65B3).",
                "Oyun bittikten sonra löve sayısında anlaşamazsanız hakem çağrılmak zorundadır (Yasa 79B).",
            ),
        ),
        (
            "en",
            (
                "Though the right has expired, if attention is drawn to the card pointed the wrong way the Director should be summoned at once (Law 9B1(a)); Law 16B may apply (Law 65B3).",
                "If, after play, you disagree about the number of tricks won, the Director must be called (Law 79B).",
            ),
        ),
    ],
)
def test_a_card_pointed_the_wrong_way_seen_later_still_calls_for_the_director_if_raised(client, lang, phrases):
    guide_pages.says(client, SLUG, ["pointed-wrong", "later"], lang, *phrases)
    guide_pages.never_says(client, SLUG, ["pointed-wrong", "later"], lang, "Play goes on.", "Oyun sürer.")


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", [["see-cards", "current"], ["see-cards", "own-last"]], ids="/".join)
def test_using_a_right_of_law_66_is_no_irregularity(client, keys, lang):
    phrase = {
        "tr": "Oyun sürer: bu hakkı kullanmak bir usulsüzlük değildir, bu yüzden hakem çağırmak gerekmez (Yasa 9B1(a) hakemi bir usulsüzlüğe dikkat çekildiğinde ister).",
        "en": "Play goes on: using this right is no irregularity, so there is no need to call the Director (Law 9B1(a) asks for him when attention is drawn to an irregularity).",
    }[lang]
    guide_pages.says(client, SLUG, keys, lang, phrase)
    guide_pages.never_says(client, SLUG, keys, lang, OLD[lang])
