"""Extraneous information, partner's card seen during the auction: Law 24's requirement in the
official Turkish's future, on the page and in the read-out (audit285, session 93; the list qa263,
qa275 and qa278 worked through).

Law 24, TR (official): "Hakem, artırım sırasında, bir oyuncunun kendi hatası nedeniyle o oyuncunun
elindeki bir veya birkaç kartın yüzlerinin oyuncunun ortağı tarafından görülebilecek konuma gelmiş
bulunduğunu belirlerse, bu durumdaki her bir kartın artırım süreci bitene kadar masanın üzerinde açık
bırakılmasını isteyecektir."
Law 24, WBF: "When the Director determines that during the auction, because of a player's own error,
one or more cards of that player's hand were in position for the face to be seen by his partner, the
Director shall require that every such card be placed face up on the table until the auction ends."

The page said "bu kartların her biri ... açık bırakılır" and the read-out "kart ... masada açık
kalır", the present, where the official text has the Director require it in the future
("isteyecektir"). The sentence keeps its words and takes the paragraph's verb. The English is left as
it was (its modality is not decided; "until the auction period ends" follows the Turkish, the note
on 24). Since qa291 the English says the WBF's "shall require" (test_guides_qa291.py).
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

SLUG, KEYS = "extraneous-information", ["card-seen-during", "partner-auction"]


def test_the_page_says_the_director_will_require_it(client):
    says(
        client,
        SLUG,
        KEYS,
        "tr",
        "bu kartların her birinin artırım süreci bitene kadar masanın üzerinde açık bırakılmasını isteyecektir (Yasa 24).",
    )
    never_says(client, SLUG, KEYS, "tr", "açık bırakılır (Yasa 24)")
    says(client, SLUG, KEYS, "en", "placed face up on the table until the auction period ends (Law 24)")


def test_the_read_out_says_the_director_will_require_it(client):
    reads(
        client,
        SLUG,
        KEYS,
        "tr",
        "hakem belirlerse kartın artırım süreci bitene kadar masanın üzerinde açık bırakılmasını isteyecektir (Yasa 24).",
    )
    never_reads(client, SLUG, KEYS, "tr", "masada açık kalır (Yasa 24)")
    reads(
        client,
        SLUG,
        KEYS,
        "en",
        "he shall require that it be placed face up on the table until the auction period ends (Law 24)",
    )
