"""Law 64B3 in the revoke guide's Ending for dummy's established revoke, in the 2017 words.

The Ending said dummy's revoke is "a failure to play a card faced on the table" (TR "masada açık
duran bir kartı oynamamaktır"), the 2007 wording. Both 2017 texts say "any card belonging to dummy",
which also covers a card hidden behind another in dummy, a case the Ending's own players' phrasings
describe (docs/legal-review.md, "Session 58 (lead)").
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

KEYS = ["dummy", "established"]


def test_dummy_s_established_revoke_says_64b3_in_its_2017_words(client):
    """64B3, official Turkish: "Rönons, cezalı bir kartın oynanmaması veya yere ait kartlardan
    herhangi birinin oynanmaması sonucu meydana gelmişse"; WBF: "if the revoke was a failure to play
    a penalty card or any card belonging to dummy." Both the Ending and its read-out."""
    says(
        client,
        "revoke",
        KEYS,
        "tr",
        "Löve aktarılmaz: rönons, yere ait kartlardan birinin oynanmaması sonucu meydana geldi (Yasa 64B3).",
    )
    says(
        client,
        "revoke",
        KEYS,
        "en",
        "No trick is transferred: the revoke was a failure to play a card belonging to dummy (Law 64B3).",
    )
    never_says(client, "revoke", KEYS, "tr", "masada açık duran")
    never_says(client, "revoke", KEYS, "en", "faced on the table")
