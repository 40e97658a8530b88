"""Session 63 (lead): what the session's reviews left on the guides' own text (docs/legal-review.md,
"Session 63 (lead)")."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db


def test_64b3_on_the_card_from_dummy_page_is_no_automatic_trick_adjustment(client):
    """64B, official Turkish: "Rönonsun resmileşmesinden sonra, aşağıdaki durumlarda otomatik löve
    ayarlaması yapılmaz. (Ancak bkz Yasa 64C): ... 3."; WBF: "There is no automatic trick
    adjustment following an established revoke if: ... 3. the revoke was made by failing to play
    any card belonging to dummy". The page said "otomatik löve aktarımı olmaz" / "no automatic
    trick transfer", neither text's term (qa90 found it; the revoke quiz and the 64C1 note were
    mended the same way)."""
    keys = ["wrong-card", "too-late"]
    says(client, "card-from-dummy", keys, "tr", "Yasa 64B3 ve 64C uygulanır: otomatik löve ayarlaması yapılmaz")
    says(client, "card-from-dummy", keys, "en", "Laws 64B3 and 64C apply: there is no automatic trick adjustment")
    never_says(client, "card-from-dummy", keys, "tr", "löve aktarımı")
    never_says(client, "card-from-dummy", keys, "en", "trick transfer")
