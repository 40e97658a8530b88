"""The score-correction guide's "after the round" Ending, its line on calling the Director. It said
"the later it is, the harder it is to establish the result at the table", which no paragraph says
(qa159's doubt, qa161); it now names 79B, whose rule the Ending's first sentence states."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

SLUG = "score-correction"
KEYS = ["tricks", "after-round-ends"]

# 79B: TR "Kazanılmış Löveler Üzerinde Anlaşmazlık. Bir anlaşmazlık çıkarsa, hakem çağrılmak
# zorundadır."; WBF "Disagreement on Tricks Won. If a disagreement arises, the Director must be
# called". 79B3 (TR "Hakem, oynanan turun bitmesinden önce çağırılmamış ise, Hakem yalnızca masada
# gerçekleşen skora ilişkin net bir kanaat oluşturabildiği takdirde her iki tarafın skorunda ayarlama
# yapabilir"; WBF "If the Director is not called before the round ends, the score may be changed for
# both sides only when he is clearly convinced as to the result obtained at the table") sets no time
# after which it is harder: the condition is the Director's conviction, not the delay.
DIRECTOR = {
    "tr": "Fark eder etmez hakeme gidin (Yasa 79B).",
    "en": "Go to the Director as soon as you notice (Law 79B).",
}
UNGROUNDED = {
    "tr": "ne kadar geç kalırsanız masadaki sonucu saptamak o kadar zorlaşır",
    "en": "the later it is, the harder it is to establish the result at the table",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_director_line_says_79b_and_nothing_no_paragraph_says(client, lang):
    says(client, SLUG, KEYS, lang, DIRECTOR[lang])
    never_says(client, SLUG, KEYS, lang, UNGROUNDED[lang])
