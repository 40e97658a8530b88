"""qa104: a defender's claim with his partner's two penalty cards of one suit names 50D2 once.

50D2, TR "Çıkış sırası partnerinin bir majör cezalı kartı bulunan bir defans oyuncusuna geldiğinde, deklaran
aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış yapamaz"; WBF "When a defender has the
lead while his partner has a major penalty card, he may not lead until declarer has stated which of the
options below is selected". With two or more penalty cards in one suit the options are 51B1's (TR "Bir
defans oyuncusunun bir renkten iki veya daha fazla cezalı kartı varken"; WBF "When a defender has two or
more penalty cards in one suit") and 50D2(b)'s (TR "Bir çıkışı istememek veya yasaklamamak"; WBF "not to
require or prohibit a lead"), 51B1 having no such option: the clause names "Laws 51B1 and 50D2", and
claimwords' "(Law 50D2)" after it, meant for 51B2 alone, named 50D2 a second time.
"""

from __future__ import annotations

import pytest

from rulings import answer
from situations.engine_words import describe

# West S3 D5 D4, North DA DK DQ, East SK SQ (both major penalty cards) HA, South C4 C3 C2; West to lead
# and claims all three, "the spade three" (East to win both spades and the ace). Worked by hand: declarer
# prohibits spades (51B1(b)), East picks both up, West must lead a diamond into North's three: 0.
QUERY = {
    "q": "claim",
    "deal": "W:3..54. ..AKQ. KQ.A.. ...432",
    "trump": "NT",
    "lead": "W",
    "claimer": "W",
    "declarer": "S",
    "claimed": 3,
    "statement": {"cards": ["S3"]},
    "penalty": [{"seat": "E", "card": "SK", "kind": "major"}, {"seat": "E", "card": "SQ", "kind": "major"}],
}
CLAUSE = {
    "en": "may not lead until declarer has stated which of the options of Laws 51B1 and 50D2 is selected.",
    "tr": "deklaran Yasa 51B1 ve 50D2'deki seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış yapamaz.",
}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_options_of_51b1_and_50d2_name_50d2_once(lang):
    got = answer(QUERY)
    assert (got["awarded"], got["losing_choices"][0]["law"]) == (0, "51B1(b)")
    held = next(line for line in describe(got, QUERY, lang) if "51B1" in line and "50D1" in line)
    assert CLAUSE[lang] in held
    assert held.count("50D2") == 1
