"""93A in the official Turkish's future wherever the appeals guide states it: the in-time Endings'
`now` (HEARD), the no-committee Ending's `now` and its read-out (qa275, session 92; qa263's list).

93A, TR (official): "İtiraz Komitesi (veya Yasa 80B2/k uyarınca yapılmış bir düzenleme) yoksa veya
Komite turnuvanın düzenli seyrini bozmadan toplanamıyorsa; Başhakem, bütün itiraz başvurularını
dinleyecek ve karara bağlayacaktır."
93A, WBF: "The Director in charge shall hear and rule upon all appeals if there is no Appeals Committee
[or if no alternative arrangement has been made under Law 80B2(k)], or if such cannot operate without
disturbing the orderly progress of the tournament."

The guide said "bütün itirazları Başhakem dinler ve karara bağlar" (the present); it takes the future.
The English kept "hears and rules on" then; qa280 gave it the WBF's "shall hear and rule on".
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
NEW = "bütün itirazları Başhakem dinleyecek ve karara bağlayacaktır (Yasa 93A)."
OLD = "dinler ve karara bağlar (Yasa 93A)"
PAGES = [
    ["disagree", "in-time", "pairs"],
    ["disagree", "in-time", "teams"],
    ["disagree", "in-time", "individual"],
    ["who-decides", "no-committee"],
]


@pytest.mark.parametrize("keys", PAGES, ids="/".join)
def test_93a_in_the_official_future_on_the_page(client, keys):
    says(client, "appeal", keys, "tr", NEW)
    never_says(client, "appeal", keys, "tr", OLD)


def test_93a_in_the_official_future_in_the_read_out(client):
    keys = ["who-decides", "no-committee"]
    reads(client, "appeal", keys, "tr", "Bu turnuvada İtiraz Komitesi toplanamıyor; " + NEW)
    never_reads(client, "appeal", keys, "tr", OLD)


def test_93a_english_in_the_wbf_shall(client):
    says(
        client,
        "appeal",
        ["who-decides", "no-committee"],
        "en",
        "the Director in charge shall hear and rule on every appeal (Law 93A).",
    )
