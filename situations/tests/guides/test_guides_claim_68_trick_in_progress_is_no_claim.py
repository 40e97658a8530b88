"""Law 68's opening words in the disputed-claim Ending: a statement about the trick in progress alone
is no claim (session 85, law187's reading; the table page and the engine's `claim` query already
follow it). The guide never said when a statement is a claim at all."""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db


def test_68_a_claim_must_refer_to_tricks_beyond_the_one_in_progress_in_both_languages(client):
    """Law 68, official Turkish: "Bu yasalara göre bir beyan veya eylemin löve talebi veya terki
    oluşturması için, bunun o anda oynanan löveden sonraki löveleri kastetmesi gerekir. Eğer eylem
    yalnızca o an oynanmakta olan lövenin kazanılması veya kaybedilmesine ilişkin ise, oyun normal
    olarak devam eder, bir defans oyuncusu tarafından yüzü açılan veya belirtilen kartlar cezalı
    karta dönüşmez, ancak Yasalar 16 ve 57A geçerli olabilir"; WBF: "For a statement or action to
    constitute a claim or concession of tricks under these Laws, it must refer to tricks other than
    one currently in progress. If the statement or action pertains only to the winning or losing of
    an uncompleted trick currently in progress, play proceeds regularly; cards exposed or revealed
    by a defender do not become penalty cards, but Laws 16 and 57A may apply." The Ending says the
    first two sentences' rule; the clause on a defender's exposed cards (not penalty cards; 16, 57A) is
    left to Law 68's page, linked: with it, the players' held-out English set fell 0.851 -> 0.825
    (the lead, session 85, who shortened the sentence after seeing that figure; recorded in
    docs/benchmarks.md)." """
    says(
        client,
        "claim",
        ["disputed"],
        "tr",
        "Bir beyan veya eylemin talep veya terk olması için o anda oynanan löveden sonraki löveleri kastetmesi gerekir",
        "yalnızca o an oynanmakta olan löveye ilişkinse oyun normal olarak devam eder (Yasa 68)",
    )
    says(
        client,
        "claim",
        ["disputed"],
        "en",
        "For a statement or action to be a claim or concession, it must refer to tricks other than the one in progress",
        "if it pertains only to the trick in progress, play proceeds regularly (Law 68)",
    )


def test_68_nothing_said_once_a_card_is_on_the_thirteenth_trick_is_a_claim(client):
    """Law 68 on trick 13 (law187, session 85): once a card is on it, it is the trick in progress
    and the only one left, so no statement refers to "löveden sonraki löveler" / "tricks other than
    one currently in progress"; the engine's `claim` query refuses it (`trick_in_progress_only`)."""
    says(
        client,
        "claim",
        ["disputed"],
        "tr",
        "on üçüncü löveye bir kart oynandıktan sonra söylenen hiçbir şey talep veya terk değildir",
    )
    says(
        client,
        "claim",
        ["disputed"],
        "en",
        "once a card is on the thirteenth trick, nothing said is a claim or concession",
    )
