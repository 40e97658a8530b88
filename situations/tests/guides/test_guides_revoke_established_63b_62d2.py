"""The revoke guide's established Endings against Laws 63B and 62D2 in both texts: 63B says the
trick stands as played, not that play goes on (64A's transfer at the end of play says that); 62D2
is the other half of 62D beside 62D1. Each fails on the guide before qa138 (docs/legal-review.md)."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "revoke"
ESTABLISHED = [
    [offender, "established", "no-64b-case", won]
    for offender in ("defender", "declarer")
    for won in ("offender-won", "other-won")
]


@pytest.mark.parametrize(
    "lang, stated, read, old",
    [
        (
            "tr",
            (
                "rönonsun meydana geldiği löve oynandığı gibi kalır (Yasa 63B)",
                "Oyun sürer; löve aktarmasını hakem oyun bitince yapar (Yasa 64A)",
            ),
            (
                "löve oynandığı gibi kalır (Yasa 63B)",
                "Oyun sürer; löve aktarmasını hakem oyun bitince yapar (Yasa 64A)",
            ),
            "löve olduğu gibi kalır ve oyun sürer (Yasa 63B)",
        ),
        (
            "en",
            (
                "the trick on which it occurred stands as played (Law 63B)",
                "Play goes on; the Director transfers tricks after play has ended (Law 64A)",
            ),
            (
                "the trick stands as played (Law 63B)",
                "Play goes on; the Director transfers tricks after play ends (Law 64A)",
            ),
            "the trick stands and play goes on (Law 63B)",
        ),
    ],
)
@pytest.mark.parametrize("keys", ESTABLISHED, ids="/".join)
def test_63b_says_the_trick_stands_as_played_and_64a_that_play_goes_on(client, keys, lang, stated, read, old):
    """63B, TR "Rönons bir kere resmileştikten sonra, artık düzeltilemez (...) ve rönonsun meydana
    geldiği löve oynandığı gibi kalır."; WBF "Once a revoke is established, it may no longer be
    corrected (...), and the trick on which the revoke occurred stands as played." Neither says play
    goes on; 64A does, TR "oyun sonunda ... aktarılır" / "oyun sona erdikten sonra", WBF "at the end
    of the play ... is transferred" / "after play ends". On the page and in the read-out."""
    guide_pages.says(client, SLUG, keys, lang, *stated)
    guide_pages.never_says(client, SLUG, keys, lang, old)
    guide_pages.reads(client, SLUG, keys, lang, *read)
    guide_pages.never_reads(client, SLUG, keys, lang, old)


@pytest.mark.parametrize(
    "lang, phrase",
    [
        ("tr", "ortağının oynama sırasından önce rönons yaptıysa Yasa 16C uygulanır (Yasa 62D2)"),
        ("en", "before his partner's turn to play to it, Law 16C applies (Law 62D2)"),
    ],
)
@pytest.mark.parametrize("offender", ["defender", "declarer"])
def test_a_defender_s_twelfth_trick_revoke_before_partner_played_brings_16c(client, offender, lang, phrase):
    """62D2, TR "Eğer bir defans oyuncusu onikinci lövede, ortağının oynama sırasından önce rönons
    yaparsa, Yasa 16C geçerlidir."; WBF "If a defender revokes on the twelfth trick before his
    partner's turn to play to the trick, Law 16C applies." The Ending states 62D1's correction of such
    a revoke; the card his partner saw before playing is 16C's."""
    guide_pages.says(client, SLUG, [offender, "established", "64b-case"], lang, phrase)
