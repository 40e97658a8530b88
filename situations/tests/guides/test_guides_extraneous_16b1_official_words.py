"""The extraneous-information guide's Ending for information from partner says 16B1 in the official
Turkish's own words, as the hesitation guide does.

16B1 (TR): "Ortaktan gelen ve belli bir konuşma veya oyun tarzına işaret edebilecek her türlü dış
bilgi izinsizdir."
16B1 (WBF): "Any extraneous information from partner that might suggest a call or play is
unauthorized."

The Turkish page and read-out said "bir konuşma ya da oyunu düşündürebilecek" (might make one think
of a call or play), the WBF's "suggest" put back into Turkish, where the official text says "belli
bir ... işaret edebilecek" (might point to a particular call or play). The English is the WBF's and
stays."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "extraneous-information"
KEYS = ["partner"]


def test_the_page_says_16b1_in_the_official_turkish(client):
    says(
        client,
        SLUG,
        KEYS,
        "tr",
        "Ortaktan gelen ve belli bir konuşma ya da oyuna işaret edebilecek her türlü dış bilgi izinsizdir (Yasa 16B1)",
    )
    never_says(client, SLUG, KEYS, "tr", "düşündürebilecek")
    says(
        client,
        SLUG,
        KEYS,
        "en",
        "Any extraneous information from partner that might suggest a call or play is unauthorised (Law 16B1)",
    )


def test_the_read_out_says_16b1_in_the_official_turkish(client):
    reads(
        client,
        SLUG,
        KEYS,
        "tr",
        "Ortağınızdan gelen ve belli bir konuşma ya da oyuna işaret edebilecek bilgi izinsizdir (Yasa 16B1).",
    )
    never_reads(client, SLUG, KEYS, "tr", "düşündürebilecek")
