"""The hesitation guide's read-out for information from partner says 16B1's "belli bir" (a
particular call or play), as its page and the official Turkish do.

16B1 (TR): "Ortaktan gelen ve belli bir konuşma veya oyun tarzına işaret edebilecek her türlü dış
bilgi izinsizdir."
16B1 (WBF): "Any extraneous information from partner that might suggest a call or play is
unauthorized."

The page said "belli bir konuşma ya da oyuna işaret edebilecek"; the read-out, what the Director reads
at the table, dropped "belli" ("bir konuşma ya da oyuna işaret edebiliyorsa": pointing to any call or
play at all). The English is the WBF's and stays."""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
SLUG = "hesitation"
KEYS = ["partner"]


def test_the_read_out_says_a_particular_call_or_play(client):
    reads(
        client,
        SLUG,
        KEYS,
        "tr",
        "Ortağınızın duraksaması, sözü ya da sorusu belli bir konuşma ya da oyuna işaret edebiliyorsa sizin için izinsiz bilgidir (Yasa 16B1).",
    )
    never_reads(client, SLUG, KEYS, "tr", "sorusu bir konuşma ya da oyuna işaret edebiliyorsa")
    reads(
        client,
        SLUG,
        KEYS,
        "en",
        "If your partner's hesitation, remark or question might suggest a call or play, it is unauthorised information for you (Law 16B1).",
    )
