"""The insufficient_bid whys speak of the partner's obligation to pass in the Laws' words, not of his
"silence" or of his passing (session 84, qa172).

27B2 (TR, official): "kusurlu oyuncunun ortağı konuşma sırası kendisine her geldiğinde pas geçmek
zorundadır"; WBF: "the offender's partner must pass whenever it is his turn to call". 27B3 (TR):
"... ve ortağı konuşma sırası kendisine her geldiğinde pas geçmek zorundadır"; WBF: "his partner must
then pass whenever it is his turn to call". 27B4 (TR): "Hakem Madde 3'te belirlenen kuralları
uygular"; WBF: "the Director rules as in 3". The name the Laws give that duty is Law 37's title (TR
"PAS GEÇME ZORUNLULUĞUNA AYKIRI EYLEM"; WBF "ACTION VIOLATING OBLIGATION TO PASS").

The whys said "susar" / "is silenced", "susturur" / "silences", "ortağın susması" / "partner's
silence", "ortağın her sırasında pas geçmesi" / "partner's passing", and "ortağın yalnız bir kez pas
geçtiği" / "partner passes once only"; the choices they explain say "pas geçmek zorundadır" / "must
pass"."""

import pytest

from quizzes.generators import generate


def _why(question, key, lang):
    return next(getattr(c, f"why_{lang}") for c in question.choices if c.key == key)


# (seed, the wrong choice's key, Turkish, English): what the why of that choice says
WHYS = [
    (
        2,
        "a",
        "Yasa 27 pas geçme zorunluluğunu yalnız kusurlu oyuncunun ortağına yükler, tarafın iki oyuncusuna birden değil.",
        "Law 27 obliges only the offender's partner to pass, never both players of the side.",
    ),
    (
        4,
        "b",
        "Yasa 27B3 ve ortağın pas geçme zorunluluğu ancak kabul etmezse uygulanır.",
        "Law 27B3, and partner's obligation to pass, apply only if he does not.",
    ),
    (
        5,
        "a",
        "Yasa 27'de ortağın yalnız ilk sırasında pas geçmek zorunda kaldığı bir onarma yoktur.",
        "Law 27 has no rectification in which partner must pass at his next turn only.",
    ),
    (
        9,
        "d",
        "Ortak yalnız Yasa 27B1'in kapsamadığı bir düzeltmede artırımın sonuna kadar pas geçmek zorunda kalır:",
        "Partner must pass for the rest of the auction only after a correction Law 27B1 does not cover:",
    ),
    (
        19,
        "a",
        "ortağın her sırasında pas geçme zorunluluğu kararın yalnız bir parçasıdır.",
        "partner's obligation to pass whenever it is his turn is only part of the ruling.",
    ),
]


@pytest.mark.parametrize("seed, key, tr, en", WHYS)
def test_the_why_names_the_obligation_to_pass(seed, key, tr, en):
    question = generate("insufficient_bid", seed)
    assert key != question.answer
    assert tr in _why(question, key, "tr")
    assert en in _why(question, key, "en")


def test_no_insufficient_bid_why_silences_the_partner():
    said = []
    for seed in range(1, 301):
        question = generate("insufficient_bid", seed)
        for choice in question.choices:
            why = f"{choice.why_tr} {choice.why_en}"
            if any(w in why for w in ("sus", "silenc", "pas geçmesi", "pas geçtiği", "passes once")):
                said.append((seed, choice.key))
    assert said == []
