"""qa50: the auction guides walked as a Director would (docs/legal-review.md, "qa50"): where a
sentence of an Ending said something other than the official Turkish text, or said it in other
words than the Laws' own.
"""

import pytest

from rulings import answer as engine
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


def test_the_left_hand_opponent_s_call_at_his_own_turn_cancels_the_call_out_of_rotation(client):
    """28B, official Turkish: "Bir konuşma, konuşma sırası kendisinde olan oyuncu tarafından, rakibin
    sırasız konuşması için bir onarma belirlenmeden önce yapıldığında sıra olarak doğru yapılmış kabul
    edilir; bu şekilde yapılan konuşma sıra dışı konuşmanın onarılması hakkının yitirilmesine sebep
    olur ve artırım rakip o konuşmayı yapmamış gibi devam eder"; WBF: "A call is considered to be in
    rotation when made by a player whose turn it was to call before rectification has been assessed
    for a call out of rotation by an opponent. ... The auction proceeds as though the opponent had not
    called at that turn." 29A (TR "kusurlu oyuncunun solundaki rakip konuşma yapmayı seçebilir,
    böylece onarma hakkını yitirir"; WBF "offender's LHO may elect to call thereby forfeiting the
    right to any rectification") is the left-hand opponent's call at another player's turn.

    The engine, on the call out of rotation a Director meets most (dealer North, West opens 1♥ at
    North's turn, North passes): 28B, and East, not North's left-hand opponent West, is to call: West's
    1♥ does not stand. The Ending "The left-hand opponent decides" told that left-hand opponent, in its
    option and in its read-out, that calling over it makes the call out of rotation stand. (The page
    says it under "Things to weigh", the Ending's advice.)"""
    answer = engine({"q": "auction", "dealer": "N", "calls": ["W:1H", "N:pass"]})
    assert answer["laws"] == ["28B"] and answer["turn"] == "E"
    keys = ["not-yet"]
    says(
        client,
        "call-out-of-rotation",
        keys,
        "en",
        "Left-hand opponent: if it was your own turn to call, calling over it does not make it stand;"
        " your call cancels it without rectification (Law 28B).",
    )
    says(
        client,
        "call-out-of-rotation",
        keys,
        "tr",
        "Soldaki rakip, sıra sizdeyse üstüne konuşmanız sırasız konuşmayı geçerli kılmaz: konuşmanız onu"
        " yaptırımsız iptal eder (Yasa 28B).",
    )
    ending = BY_SLUG["call-out-of-rotation"].walk(keys)[1]
    read_out = {lang: " ".join(getattr(line, lang) for line in ending.script) for lang in ("tr", "en")}
    assert (
        "Call over it and accept: the call stands (Law 29A); if it was your turn, your call cancels it (Law 28B)."
        in read_out["en"]
    )
    assert (
        "Üstüne konuşup kabul etmek: konuşma geçerli olur (Yasa 29A); ama sıra sizdeyse konuşmanız onu iptal eder (Yasa 28B)."
        in read_out["tr"]
    )
