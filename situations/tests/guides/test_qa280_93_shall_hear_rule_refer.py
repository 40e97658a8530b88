"""93A, 93B1 and 93B2 in the WBF's own modal verb wherever the appeals guide's English states them: the
in-time Endings' `now` (HEARD), the committee and no-committee Endings' `now` and read-outs (qa280,
session 93; CONTRIBUTING.md: a sentence that states what a paragraph requires uses that paragraph's
modal verb; the WBF Introduction: "shall" do "(a violation will incur a penalty more often than not)").

93A, WBF: "The Director in charge shall hear and rule upon all appeals if there is no Appeals Committee
[or if no alternative arrangement has been made under Law 80B2(k)], or if such cannot operate without
disturbing the orderly progress of the tournament."
93A, TR (official): "... Başhakem, bütün itiraz başvurularını dinleyecek ve karara bağlayacaktır."
93B1, WBF: "The Director in charge shall hear and rule upon such part of the appeal as deals solely
with the Law or regulations. His ruling may be appealed to the committee."
93B1, TR (official): "Başhakem, ... ilgili kısmını dinleyecek ve karar verecektir. Bu karar hakkında
İtiraz Komitesine itiraz edilebilir."
93B2, WBF: "The Director in charge shall refer all other appeals for adjudication."
93B2, TR (official): "Başhakem, diğer bütün itiraz başvurularını ... İtiraz Komitesine gönderecektir."

The Turkish took the future in session 92 (qa275); the English said "hears and rules on", "rules on",
"refers". Now "shall hear and rule on", "shall rule on", "shall refer"; "may be appealed" is the
WBF's "may" and stays, and the read-out's "the Appeals Committee decides the rest" (what the committee
does, TR "karara bağlar") stays in the present.
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "appeal"
IN_TIME = [["disagree", "in-time", "pairs"], ["disagree", "in-time", "teams"], ["disagree", "in-time", "individual"]]
HEARD = (
    "the Director in charge shall rule on only the part of the appeal that concerns law and regulation, and that "
    "ruling may be appealed to the committee; he shall refer the rest to the committee (Laws 93B1, 93B2).",
    "the Director in charge shall hear and rule on every appeal (Law 93A).",
)
OLD = (
    "the Director in charge rules on",
    "the Director in charge hears and rules on",
    "he refers the rest",
    "He refers all other appeals",
)


@pytest.mark.parametrize("keys", IN_TIME, ids="/".join)
def test_the_in_time_endings_say_shall(client, keys):
    says(client, SLUG, keys, "en", *HEARD)
    never_says(client, SLUG, keys, "en", *OLD)


def test_the_committee_ending_says_shall_rule_and_shall_refer(client):
    keys = ["who-decides", "committee"]
    says(
        client,
        SLUG,
        keys,
        "en",
        "the Director in charge shall rule on only the part of the appeal that concerns law and regulation; that "
        "ruling may be appealed to the Appeals Committee (Law 93B1).",
        "He shall refer all other appeals to the Appeals Committee for adjudication (Law 93B2).",
    )
    never_says(client, SLUG, keys, "en", *OLD)
    reads(
        client,
        SLUG,
        keys,
        "en",
        "The Director in charge shall rule on the part concerning law and regulation, and that ruling may be "
        "appealed to the committee; the Appeals Committee decides the rest (Laws 93B1, 93B2).",
    )
    never_reads(client, SLUG, keys, "en", "The Director in charge rules on")


def test_the_no_committee_ending_says_shall_hear_and_rule(client):
    keys = ["who-decides", "no-committee"]
    says(client, SLUG, keys, "en", "the Director in charge shall hear and rule on every appeal (Law 93A).")
    never_says(client, SLUG, keys, "en", *OLD)
    reads(
        client,
        SLUG,
        keys,
        "en",
        "No Appeals Committee can sit in this tournament; the Director in charge shall hear and rule on every "
        "appeal (Law 93A).",
    )
    never_reads(client, SLUG, keys, "en", "hears and rules on")
