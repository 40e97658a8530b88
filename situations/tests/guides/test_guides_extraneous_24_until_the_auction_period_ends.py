"""Extraneous information, partner's card seen during the auction: how long it stays face up, in
the official Turkish's words (docs/legal-review.md, Session 86 (qa191)).

Law 24, official Turkish: "... bu durumdaki her bir kartın artırım süreci bitene kadar masanın
üzerinde açık bırakılmasını isteyecektir" (until the auction period ends: 17D1, "Artırım süreci; ...
defans oyuncularından birisinin kartının ön yüzü görülecek şekilde atak yapması ile sona erer").
WBF: "the Director shall require that every such card be placed face up on the table until the
auction ends". The texts differ (the editor's note on 24, docs/translation-notes.md); the Turkish
is official, and the auction-exposure guide says it. This guide's English page and both read-outs
said the WBF's "until the auction ends" / "artırım bitene kadar".
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

PATH = ("extraneous-information", ["card-seen-during", "partner-auction"])


def test_the_page_says_until_the_auction_period_ends(client):
    slug, keys = PATH
    says(
        client,
        slug,
        keys,
        "tr",
        "artırım süreci bitene kadar masanın üzerinde açık bırakılmasını isteyecektir (Yasa 24)",
    )
    says(client, slug, keys, "en", "placed face up on the table until the auction period ends (Law 24)")
    never_says(client, slug, keys, "en", "until the auction ends (Law 24)")


@pytest.mark.parametrize(
    "lang, official, wbf",
    [
        (
            "tr",
            "artırım süreci bitene kadar masanın üzerinde açık bırakılmasını isteyecektir (Yasa 24)",
            "artırım bitene kadar",
        ),
        ("en", "face up on the table until the auction period ends (Law 24)", "until the auction ends (Law 24)"),
    ],
)
def test_the_read_out_says_until_the_auction_period_ends(client, lang, official, wbf):
    slug, keys = PATH
    reads(client, slug, keys, lang, official)
    never_reads(client, slug, keys, lang, wbf)
