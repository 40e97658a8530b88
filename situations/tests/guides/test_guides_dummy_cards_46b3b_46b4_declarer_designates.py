"""The card-from-dummy guide's Endings where Law 46B leaves declarer a card to designate say who
chooses as the paragraph and the engine do, where they said "Nobody chooses".

46B4, TR "Eğer deklaran yerde olmayan bir kartı tanımlarsa, çağrı yok sayılır ve deklaran herhangi
bir yasal kartı belirtebilir."; WBF "If declarer calls for a card that is not in dummy the call is
invalid and declarer may designate any legal card." The engine's answer on the Ending's own example
is a decision by South (declarer), "South chooses: designate dummy's card", shown on the page beside
a chooser and a read-out that said "Kimse seçmez." / "Nobody chooses.".

46B3(b), TR "Tüm diğer durumlarda, deklaran yerden, belirtilen derecede bir kartı yasal olarak
oynayabiliyorsa oynamak zorundadır; ancak yasal olarak oynanabilecek böyle iki veya daha fazla kart
varsa, deklaran hangisini istediğini belirtmek zorundadır."; WBF "In all other cases declarer must
play a card from dummy of the designated rank if he can legally do so; but if there are two or more
such cards that can be legally played declarer must designate which is intended." The two Endings
of a rank named alone (leading from dummy, where 46B3(b) is the fallback of 46B3(a), and not
leading) said "Nobody chooses" beside their own sentence that declarer must say which; the engine,
asked such a case, leaves the card to declarer. The read-out of the second also said "say which"
for the paragraph's "must designate"."""

import pytest

from situations.content import dummy_cards
from situations.content.common import play_query
from situations.engine_words import ask, describe
from situations.guide import EngineExample
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "card-from-dummy"
NOT_IN_DUMMY = ["incomplete", "not-in-dummy"]
RANK_LEAD = ["incomplete", "rank-only", "leading"]
RANK_FOLLOW = ["incomplete", "rank-only", "following"]


@pytest.mark.parametrize(
    "lang, chooser, engine_words, old",
    [
        (
            "tr",
            "Deklaran: yerden herhangi bir yasal kartı belirtebilir (Yasa 46B4).",
            "Seçim Güney'in: yerden oynanacak kartı belirtmek",
            "Kimse seçmez.",
        ),
        (
            "en",
            "Declarer: he may designate any legal card from dummy (Law 46B4).",
            "South chooses: designate dummy's card",
            "Nobody chooses.",
        ),
    ],
)
def test_46b4_declarer_chooses_the_card_as_the_engine_says(client, lang, chooser, engine_words, old):
    guide_pages.says(client, SLUG, NOT_IN_DUMMY, lang, chooser, engine_words)
    guide_pages.never_says(client, SLUG, NOT_IN_DUMMY, lang, old)
    guide_pages.never_reads(client, SLUG, NOT_IN_DUMMY, lang, old)


def test_46b4_the_engine_leaves_the_card_to_declarer():
    query, answer = ask(dummy_cards.NOT_IN_DUMMY.engine)
    assert answer["decision"]["by"] == "S"
    assert answer["laws"][0] == "46B4"
    assert describe(answer, query, "en")[0].startswith("South chooses")


@pytest.mark.parametrize("keys", [RANK_LEAD, RANK_FOLLOW], ids=["leading", "following"])
@pytest.mark.parametrize(
    "lang, chooser, old",
    [
        (
            "tr",
            "Kimse seçmez; ancak yasal olarak oynanabilecek o derecede iki ya da daha fazla kart varsa, hangisini istediğini deklaran belirtmek zorundadır (Yasa 46B3(b)).",
            "Kimse seçmez.",
        ),
        (
            "en",
            "Nobody chooses; but if two or more cards of that rank can legally be played, declarer must designate which he means (Law 46B3(b)).",
            "Nobody chooses.",
        ),
    ],
)
def test_46b3b_declarer_designates_among_two_or_more_of_the_rank(client, keys, lang, chooser, old):
    guide_pages.says(client, SLUG, keys, lang, chooser)
    guide_pages.never_says(client, SLUG, keys, lang, old)
    guide_pages.never_reads(client, SLUG, keys, lang, old)


def test_46b3b_the_engine_leaves_two_legal_cards_of_the_rank_to_declarer():
    """Dummy won trick 1 with ♦A and leads; declarer says "ace": no ace is left in diamonds
    (46B3(a) fails), so "in all other cases" dummy's three legal aces are declarer's to designate."""
    query = play_query(["W:D2", "N:DA", "E:D9", "S:D6", {"act": "designate", "seat": "S", "rank": "A"}])
    _, answer = ask(EngineExample(dummy_cards.RANK_LEAD.engine.story, query))
    assert answer["decision"] == {"by": "S", "options": ["designate"], "cards": ["SA", "HA", "CA"]}
    assert answer["laws"][0] == "46B3(b)"


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        (
            "tr",
            "birden çoğu yasal olarak oynanabiliyorsa hangisini istediğinizi belirtmek zorundasınız (Yasa 46B3(b))",
            "birden çoksa hangisi olduğunu söyleyin",
        ),
        (
            "en",
            "if more than one can legally be played, you must designate which you mean (Law 46B3(b))",
            "if more than one can be played, say which",
        ),
    ],
)
def test_46b3b_the_read_out_keeps_must_designate(client, lang, phrase, old):
    guide_pages.reads(client, SLUG, RANK_FOLLOW, lang, phrase)
    guide_pages.never_reads(client, SLUG, RANK_FOLLOW, lang, old)
