"""Law 61A's "required by law" in the penalty-cards-more guide's revoke line (session 87, qa204).

61A, TR "Yasa 44'e göre bir renge uymamak veya yasa tarafından emredilen ya da bir usulsüzlüğün
düzeltilmesi için bir seçeneğin uygulanması sırasında bir rakip tarafından belirtilen bir rengi veya kartı
olanak varken, çıkmamak ya da oynamamak rönons teşkil eder (ancak uymanın olanaksız olduğu durumda bkz.
Yasa 59)."; WBF "failure to lead or play, when able, a card or suit required by law or specified by an
opponent when exercising an option in rectification of an irregularity, constitutes a revoke. (When unable
to comply see Law 59.)"

The line said "Failing to lead or play a penalty card when able is a revoke" (TR "Olanağı varken cezalı
kartı çıkmamak ya da oynamamak rönonstur"): any penalty card. Not every penalty card a defender could play
is one the Law requires him to play: a minor one leaves him free to play an honour instead (50C, TR "bir
onör kartı oynayabilir"; WBF "he is entitled to play an honor card instead"), and of two major ones that can
be played to a trick only the one declarer designates must be (51A, TR "o lövede hangisinin oynanacağını
deklaran belirtir"; WBF "declarer designates which is to be played at that turn"). 52B1(a) speaks of the
card a defender is "required by law to play" (TR "Yasalar hükmünce bir cezalı kartı oynamak zorunda
olmasına rağmen"), which the line now names.
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "penalty-cards-more"


@pytest.mark.parametrize("keys", [["not-played", "not-yet"], ["not-played", "declarer-played"]], ids="/".join)
@pytest.mark.parametrize(
    "lang, said, old",
    [
        (
            "tr",
            "Yasa tarafından emredilen cezalı kartı olanak varken çıkmamak ya da oynamamak rönonstur (Yasa 61A).",
            "Olanağı varken cezalı kartı çıkmamak",
        ),
        (
            "en",
            "Failing to lead or play, when able, a penalty card required by law is a revoke (Law 61A).",
            "Failing to lead or play a penalty card when able",
        ),
    ],
)
def test_the_revoke_is_failing_to_play_a_penalty_card_the_law_requires(client, keys, lang, said, old):
    says(client, SLUG, keys, lang, said)
    never_says(client, SLUG, keys, lang, old)
