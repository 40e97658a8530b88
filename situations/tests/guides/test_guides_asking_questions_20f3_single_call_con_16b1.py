"""Asking about a single call: the option's con says what 16B1 makes unauthorised, information that
might suggest a call or play, not "something".

20F3 (TR): "Yukarıda belirtilen 1. ve 2. maddeler kapsamında bir oyuncu tek bir konuşmaya ilişkin soru
sorabilir ancak bu durumda Yasa 16B1 uygulanabilir."
20F3 (WBF): "Under 1 and 2 above a player may ask concerning a single call but Law 16B1 may apply."
16B1 (TR): "Ortaktan gelen ve belli bir konuşma veya oyun tarzına işaret edebilecek her türlü dış bilgi
izinsizdir. Buna, söz, soru ... dahildir."
16B1 (WBF): "Any extraneous information from partner that might suggest a call or play is
unauthorized. This includes remarks, questions ..."

The con said "hangi konuşmayı sorduğunuz ortağınıza bir şey düşündürebilir" / "which call you ask
about may suggest something to your partner": 16B1's condition ("a call or play") left out, and in
Turkish the WBF's "suggest" put back ("düşündürebilir") where the official text says "işaret
edebilecek". The whole-auction option's con beside it already says 16B1's words (qa176)."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"
KEYS = ["asking", "auction", "meaning"]


@pytest.mark.parametrize(
    "lang, new, old",
    [
        (
            "tr",
            "Yasa bu durumda Yasa 16B1'in uygulanabileceğini ayrıca söyler: hangi konuşmayı sorduğunuz ortağınıza belli bir konuşma ya da oyuna işaret edebilir (Yasa 20F3, 16B1).",
            "bir şey düşündürebilir",
        ),
        (
            "en",
            "The Law adds that Law 16B1 may then apply: which call you ask about may suggest a call or play to your partner (Laws 20F3, 16B1).",
            "may suggest something",
        ),
    ],
)
def test_the_single_call_con_says_16b1s_call_or_play(client, lang, new, old):
    says(client, SLUG, KEYS, lang, new)
    never_says(client, SLUG, KEYS, lang, old)
