"""The disputed-claim Ending states the two paragraphs on the claimer's statement it rests on: 70E1
(no unstated line that finds a card with one opponent rather than the other), long in its `laws` and
quoted on the page with no sentence saying it; and 68C (the statement a claim should come with, the
one 70B1 has him repeat), neither stated nor cited. Both fail on the guide before qa138
(docs/legal-review.md)."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "claim"
KEYS = ["disputed"]


@pytest.mark.parametrize(
    "lang, phrase",
    [
        (
            "tr",
            "hakem, başarısı belirli bir kartı bir rakip yerine diğerinde bulmaya dayanan ve talep edenin belirtmediği hiçbir oyun tarzını kabul etmeyecektir (Yasa 70E1)",
        ),
        (
            "en",
            "any unstated line of play whose success depends on finding one opponent rather than the other with a particular card, unless an opponent failed to follow to that card's suit before the claim",
        ),
    ],
)
def test_the_director_accepts_no_unstated_finesse(client, lang, phrase):
    """70E1, TR "Hakem, bir rakip, talep ileri sürülmeden önce o kartın rengine uymamış veya daha sonra
    herhangi bir normal oyun tarzı ile o renge uyamayacak olmadıkça, başarısı özel bir kartı bir rakip
    yerine diğerinde bulmaya dayanan, talep eden tarafından belirtilmemiş, hiçbir oyun tarzını kabul
    etmeyecektir."; WBF "The Director shall not accept from claimer any unstated line of play the
    success of which depends upon finding one opponent rather than the other with a particular card,
    unless an opponent failed to follow to the suit of that card before the claim was made, or would
    subsequently fail to follow to that suit on any normal line of play." One of the Ending's own
    phrasings is a claim made without stating a line of play."""
    guide_pages.says(client, SLUG, KEYS, lang, phrase)


@pytest.mark.parametrize(
    "lang, phrase, note",
    [
        (
            "tr",
            "kartları hangi sırayla oynayacağınıza ilişkin düzgün bir açıklama eşlik etsin ve elinizi açın (Yasa 68C)",
            "WBF İngilizcesi açıklamanın 'hemen' yapılmasını ister",
        ),
        (
            "en",
            "including the order in which the cards will be played, and face your hand (Law 68C)",
            "the WBF English asks for the statement 'at once'",
        ),
    ],
)
def test_the_claimer_is_told_the_statement_a_claim_comes_with(client, lang, phrase, note):
    """68C, TR "Bir talebe, oyuncunun hangi oyun veya defans tarzı ile devam edeceğine, kartları hangi
    sıra ile oynayacağına, talepte bulunduğu löveleri hangi oyun veya defans tarzı ile kazanmayı
    düşündüğüne ilişkin düzgün bir açıklama eşlik etmelidir. Talep yapan oyuncu elini açmalıdır."; WBF
    "A claim should be accompanied at once by a clear statement of the line of play or defense through
    which the claimer proposes to win the tricks claimed, including the order in which the cards will
    be played. The player making the claim or concession faces his hand." The Turkish (official) has
    no "at once" and the claimer alone faces his hand: the editor's note says so."""
    guide_pages.says(client, SLUG, KEYS, lang, phrase, note)
