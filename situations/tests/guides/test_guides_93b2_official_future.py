"""93B2 in the official Turkish's future wherever the appeals guide states it: the in-time Endings'
`now` (HEARD) and the committee Ending's `now` (qa275, session 92; qa263's list).

93B2, TR (official): "Başhakem, diğer bütün itiraz başvurularını karara bağlanmak üzere İtiraz
Komitesine gönderecektir."
93B2, WBF: "The Director in charge shall refer all other appeals for adjudication."

The guide said "gönderir" (the present); it takes the future. The committee read-out's "Gerisini İtiraz
Komitesi karara bağlar" says what the committee does with the rest, not 93B2's rule (the Director's
referral), and stays. The English kept "refers" then; qa280 gave it the WBF's "shall refer".
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
PAGES = [
    ["disagree", "in-time", "pairs"],
    ["disagree", "in-time", "teams"],
    ["disagree", "in-time", "individual"],
]


@pytest.mark.parametrize("keys", PAGES, ids="/".join)
def test_93b2_in_the_official_future_in_heard(client, keys):
    says(client, "appeal", keys, "tr", "gerisini komiteye gönderecektir (Yasa 93B1, 93B2).")
    never_says(client, "appeal", keys, "tr", "komiteye gönderir (Yasa 93B1, 93B2)")


def test_93b2_in_the_official_future_on_the_committee_page(client):
    keys = ["who-decides", "committee"]
    says(
        client,
        "appeal",
        keys,
        "tr",
        "Diğer bütün itirazları karara bağlanmak üzere İtiraz Komitesi'ne gönderecektir (Yasa 93B2).",
    )
    never_says(client, "appeal", keys, "tr", "İtiraz Komitesi'ne gönderir (Yasa 93B2)")
    says(
        client,
        "appeal",
        keys,
        "en",
        "He shall refer all other appeals to the Appeals Committee for adjudication (Law 93B2).",
    )
