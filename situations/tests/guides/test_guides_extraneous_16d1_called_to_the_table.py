"""Extraneous information, an opponent's card seen during the auction or play: the Director line in
the official Turkish's words (docs/legal-review.md, Session 86 (qa191)).

16D1, official Turkish: "... hakem masaya, tercihen bilginin alıcısı tarafından, derhal
çağrılmalıdır"; WBF "the Director should be notified forthwith, preferably by the recipient of the
information". The texts differ (the editor's note on 16D1: called to the table, against notified);
the Turkish is official, and the guide's other Endings say it ("The Director should be called to the
table at once"). The English of this Ending's Director line said the WBF's "notified forthwith"; its
Turkish said the Turkish's ("hakem derhal çağrılmalıdır").
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

PATH = ("extraneous-information", ["card-seen-during", "opponent"])


def test_the_director_line_says_called_to_the_table(client):
    slug, keys = PATH
    says(client, slug, keys, "tr", "Yasa 16D'de hakem derhal çağrılmalıdır (Yasa 6D1, 16D1)")
    says(client, slug, keys, "en", "under Law 16D he should be called to the table forthwith (Laws 6D1, 16D1)")
    never_says(client, slug, keys, "en", "he should be notified forthwith")
