"""The after-play Ending of the wrong-number-of-cards guide says "Rectification and/or penalties may
apply" where 14B says it: in 14B2 and in 14B3, each with its citation, not after 14B3's citation with
none of its own (which read as a sentence about 14B1 too, where Law 67 applies).

14B2-14B3 (TR): "2. Kayıp kart başka bir yerde bulunursa, eksik olan ele geri konulur. Onarma ve/veya
ceza uygulanabilir. (Aşağıdaki B4. maddeye bkz.) 3. Kayıp kart bulunamazsa, başka bir deste
kullanılarak, özgün dağıtım yeniden kurulur. Onarma ve/veya ceza uygulanabilir. (Aşağıdaki B4. maddeye
bkz.)"
14B2-14B3 (WBF): "2. if the card is found elsewhere, it is restored to the deficient hand. Rectification
and/or penalties may apply (see B4 following). 3. if the card cannot be found, the deal is reconstructed
using another pack. Rectification and/or penalties may apply (see B4 following).\""""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "wrong-number-of-cards"
KEYS = ["after-play"]


@pytest.mark.parametrize(
    "lang, new, old",
    [
        (
            "tr",
            (
                "başka bir yerde bulunursa ele geri konur, onarma ve/veya ceza uygulanabilir (Yasa 14B2)",
                "başka bir desteyle yeniden kurulur, onarma ve/veya ceza uygulanabilir (Yasa 14B3)",
            ),
            "(Yasa 14B3). Onarma ve/veya ceza uygulanabilir.",
        ),
        (
            "en",
            (
                "it is restored to the hand, and rectification and/or penalties may apply (Law 14B2)",
                "reconstructed with another pack, and rectification and/or penalties may apply (Law 14B3)",
            ),
            "(Law 14B3). Rectification and/or penalties may apply.",
        ),
    ],
)
def test_rectification_is_said_with_14b2_and_with_14b3(client, lang, new, old):
    says(client, SLUG, KEYS, lang, *new)
    never_says(client, SLUG, KEYS, lang, old)
