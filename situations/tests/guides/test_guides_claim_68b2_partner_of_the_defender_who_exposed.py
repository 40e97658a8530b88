"""Whose partner may not use the information in the own-concession Ending's 68B2 sentence (session
96, audit331).

68B2, official Turkish: "Bu esnada defans oyuncusunun görünen herhangi bir kartı cezalı kart olmaz,
ancak kartın görünmesinden doğan bilgi için Yasa 16C uygulanır ve bu bilgi kartı görünen defans
oyuncusunun ortağınca kullanılamaz"; WBF: "Any card that has been exposed by a defender in these
circumstances is not a penalty card but Law 16C applies to information arising from its exposure
and the information may not be used by the partner of the defender who has exposed it". The
sentence said "A card exposed meanwhile ... and his partner may not use it" / "Bu sırada görünen
kart ... ve ortağı bu bilgiyi kullanamaz", after a sentence whose "his partner" is the partner who
objects: either defender may have exposed the card, and the one barred is the exposer's partner."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

KEYS = ["regret", "own-concession"]


def test_68b2_the_partner_of_the_defender_who_exposed_the_card_in_turkish(client):
    says(
        client,
        "claim",
        KEYS,
        "tr",
        "Bu sırada bir defans oyuncusunun görünen kartı cezalı kart olmaz, ama kartın görünmesinden doğan "
        "bilgi için Yasa 16C uygulanır ve bu bilgiyi kartı görünen defans oyuncusunun ortağı kullanamaz "
        "(Yasa 68B2).",
    )
    never_says(client, "claim", KEYS, "tr", "ve ortağı bu bilgiyi kullanamaz")


def test_68b2_the_partner_of_the_defender_who_exposed_the_card_in_english(client):
    says(
        client,
        "claim",
        KEYS,
        "en",
        "A card exposed by a defender meanwhile is not a penalty card, but Law 16C applies to the "
        "information arising from its exposure, and the partner of the defender who exposed it may not "
        "use that information (Law 68B2).",
    )
    never_says(client, "claim", KEYS, "en", "and his partner may not use it")
