"""qa50: the auction guides walked as a Director would (docs/legal-review.md, "qa50"): where a
sentence of an Ending said something other than the official Turkish text, or said it in other
words than the Laws' own.
"""

import pytest

from situations.content import BY_SLUG
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

# The insufficient-bid Endings whose sentence on damage is Law 27D's (after a B1 correction).
AFTER_B1 = (["not-yet"], ["not-accepted", "lowest-same"], ["not-accepted", "comparable"])


@pytest.mark.parametrize("keys", AFTER_B1, ids="/".join)
def test_27d_in_english_says_what_the_official_turkish_says(client, keys):
    """27D, official Turkish: "B1'in uygulanmasını takiben oyunun sonunda hakem, yasaya aykırılıktan
    kaynaklanan yardım olmadan bordun sonucunun farklı olabileceğine ve kusursuz tarafın bunun
    neticesinde zarar gördüğüne (bkz. Yasa 12B1) kanaat getirirse ayarlı skor atamalıdır" (the result
    could have been different); WBF: "If following the application of B1 the Director judges at the
    end of the play that without assistance gained through the infraction the outcome of the board
    could well have been different, and in consequence the non-offending side is damaged (see Law
    12B1), he shall award an adjusted score". The Turkish is the official text. The Endings' Turkish
    said "farklı olabileceğine", their English the WBF's "could well have been different": the two
    languages set the Director different bars."""
    slug = "insufficient-bid"
    says(
        client, slug, keys, "tr", "bordun sonucunun farklı olabileceğine ve kusursuz tarafın bu yüzden zarar gördüğüne"
    )
    says(
        client,
        slug,
        keys,
        "en",
        "without the assistance gained through the infraction the outcome of the board could have been different,"
        " and that the non-offending side is damaged in consequence",
    )
    # The page quotes 27D with its editor's note, which names the WBF's "could well have been
    # different"; the Ending's own sentence does not say it.
    never_says(client, slug, keys, "en", "the infraction the outcome could well have been different")
    ending = BY_SLUG[slug].walk(keys)[1]
    assert "27D" in ending.laws


AUCTION_GUIDES = ("insufficient-bid", "call-out-of-rotation", "inadmissible-call", "unintended-call")


@pytest.mark.parametrize("slug", AUCTION_GUIDES)
def test_the_turkish_calls_a_comparable_call_by_the_laws_own_name(client, slug):
    """Law 23's name in the official Turkish is "EŞDEĞER KONUŞMA", and 23A defines it: "Geri alınan bir
    konuşma yerine yapılan konuşma, aşağıdaki durumlarda “Eşdeğer Konuşma”dır" (WBF: "A call that
    replaces a withdrawn call is a comparable call, if it ..."); 27B1(b) says "eşdeğer bir konuşma ile
    değiştirilirse (bkz. Yasa 23A)". The insufficient-bid guide's Turkish named it
    "karşılaştırılabilir konuşma" in one Ending's title and one sentence, a word the Laws do not use,
    beside "eşdeğer" everywhere else: a Director could not tell they are the same call."""
    situation = BY_SLUG[slug]
    pages = [[]] + [keys for keys, _ in situation.endings()]
    for keys in pages:
        never_says(client, slug, keys, "tr", "arşılaştırılabilir", "ARŞILAŞTIRILABİLİR")
    if slug == "insufficient-bid":
        says(client, slug, ["not-accepted", "comparable"], "tr", "Eşdeğer konuşma · Yetersiz deklare")
        says(client, slug, ["not-yet"], "tr", "Eşdeğer bir konuşma (Yasa 23A): yaptırım yok (Yasa 27B1(b)).")
