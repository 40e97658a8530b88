"""The asking-questions guide says 16B1 in the official Turkish's own words, as the hesitation and
extraneous-information guides do.

16B1 (TR): "Ortaktan gelen ve belli bir konuşma veya oyun tarzına işaret edebilecek her türlü dış
bilgi izinsizdir. Buna, söz, soru, bir soruya yanıt ... dahildir."
16B1 (WBF): "Any extraneous information from partner that might suggest a call or play is
unauthorized. This includes remarks, questions, replies to questions ..."

The Turkish page said "bir konuşma ya da oyun düşündürebilecek her dış bilgi" (that might make one
think of a call or play), the WBF's "suggest" put back into Turkish, where the official text says
"belli bir ... işaret edebilecek her türlü" (might point to a particular call or play; any kind).
The English is the WBF's and stays."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"
TR = (
    "Ortaktan gelen ve belli bir konuşma ya da oyuna işaret edebilecek her türlü dış bilgi izinsizdir; "
    "buna soru ve bir soruya verilen yanıt da dahildir (Yasa 16B1)."
)
EN = (
    "Any extraneous information from partner that might suggest a call or play is unauthorised; "
    "this includes questions and replies to questions (Law 16B1)."
)

# Every Ending that states 16B1's sentence.
ENDINGS = [
    ["asking", "auction", "meaning"],
    ["asking", "after-final-pass", "defender"],
    ["asking", "play", "defender"],
    ["for-partner"],
]


@pytest.mark.parametrize("keys", ENDINGS, ids="/".join)
def test_the_page_says_16b1_in_the_official_turkish(client, keys):
    says(client, SLUG, keys, "tr", TR)
    never_says(client, SLUG, keys, "tr", "düşündürebilecek")
    says(client, SLUG, keys, "en", EN)
