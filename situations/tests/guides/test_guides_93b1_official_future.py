"""93B1 in the official Turkish's future wherever the appeals guide states it: the in-time Endings'
`now` (HEARD), the committee Ending's `now` and its read-out (qa275, session 92; qa263's list).

93B1, TR (official): "Başhakem, itiraz başvurusunun sadece yasa ve yönetmelik ile ilgili kısmını
dinleyecek ve karar verecektir. Bu karar hakkında İtiraz Komitesine itiraz edilebilir."
93B1, WBF: "The Director in charge shall hear and rule upon such part of the appeal as deals solely with
the Law or regulations. His ruling may be appealed to the committee."

The guide said "... ilgili kısmını karara bağlar" (the present); it takes the future ("karara
bağlayacaktır", the guide's verb kept). The second sentence ("itiraz edilebilir") is the official "may"
and stays; the English kept "rules on" then; qa280 gave it the WBF's "shall rule on".
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
NEW = "Başhakem itirazın yalnızca yasa ve yönetmelikle ilgili kısmını karara bağlayacaktır"
OLD = "ilgili kısmını karara bağlar"
PAGES = [
    ["disagree", "in-time", "pairs"],
    ["disagree", "in-time", "teams"],
    ["disagree", "in-time", "individual"],
    ["who-decides", "committee"],
]


@pytest.mark.parametrize("keys", PAGES, ids="/".join)
def test_93b1_in_the_official_future_on_the_page(client, keys):
    says(client, "appeal", keys, "tr", NEW, "itiraz edilebilir")
    never_says(client, "appeal", keys, "tr", OLD)


def test_93b1_in_the_official_future_in_the_read_out(client):
    keys = ["who-decides", "committee"]
    reads(
        client,
        "appeal",
        keys,
        "tr",
        "Yasa ve yönetmelikle ilgili kısmı Başhakem karara bağlayacaktır; bu karara da komiteye itiraz edilebilir.",
    )
    never_reads(client, "appeal", keys, "tr", "ilgili kısmı Başhakem karara bağlar;")


def test_93b1_english_in_the_wbf_shall(client):
    says(
        client,
        "appeal",
        ["who-decides", "committee"],
        "en",
        "the Director in charge shall rule on only the part of the appeal that concerns law and regulation",
    )
