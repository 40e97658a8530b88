"""68D2(a)'s own cross-reference in the disputed-claim Ending (session 96, audit331).

68D2(a), official Turkish: "Hakem derhal çağrılabilir ve o gelinceye kadar hiçbir harekette
bulunulamaz, Yasa 70 uygulanır"; WBF: "the Director may immediately be summoned and no action should
be taken pending his arrival, Law 70 applies". The Ending's sentence stopped before "Law 70 applies",
the words that tie the dispute to Law 70 (70A-70E, which the Ending goes on to state)."""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db

KEYS = ["disputed"]


def test_68d2a_law_70_applies_in_turkish(client):
    says(
        client,
        "claim",
        KEYS,
        "tr",
        "ya hakem derhal çağrılabilir ve o gelene kadar hiçbir harekette bulunulamaz, Yasa 70 uygulanır (Yasa 68D2(a))",
    )


def test_68d2a_law_70_applies_in_english(client):
    says(
        client,
        "claim",
        KEYS,
        "en",
        "either the Director may be summoned at once and no action should be taken until he comes, and "
        "Law 70 applies (Law 68D2(a))",
    )
