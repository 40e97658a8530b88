"""qa291 (session 93): the WBF's own verb in the English where a guide states what Laws 24, 6D1, 10C1
and 67B3 require (CONTRIBUTING.md, "Add a situation guide" point 1); the Turkish keeps the official
text's verb.
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

EXTRANEOUS = "extraneous-information"
PARTNER_AUCTION = ["card-seen-during", "partner-auction"]


def test_24_partner_card_in_the_auction_says_the_director_shall_require(client):
    """Law 24, TR (official): "Hakem, artırım sırasında, bir oyuncunun kendi hatası nedeniyle o
    oyuncunun elindeki bir veya birkaç kartın yüzlerinin oyuncunun ortağı tarafından görülebilecek
    konuma gelmiş bulunduğunu belirlerse, bu durumdaki her bir kartın artırım süreci bitene kadar
    masanın üzerinde açık bırakılmasını isteyecektir."
    WBF: "When the Director determines that during the auction, because of a player's own error, one
    or more cards of that player's hand were in position for the face to be seen by his partner, the
    Director shall require that every such card be placed face up on the table until the auction
    ends."
    The English page said "every such card is placed face up" and the read-out "it stays face up":
    the present, where the WBF says "shall require" (the Turkish has "isteyecektir" since audit285).
    How long ("until the auction period ends") follows the official Turkish (translation-24)."""
    says(
        client,
        EXTRANEOUS,
        PARTNER_AUCTION,
        "en",
        "the Director shall require that every such card be placed face up on the table until the auction period ends (Law 24).",
    )
    never_says(client, EXTRANEOUS, PARTNER_AUCTION, "en", "every such card is placed face up")
    reads(
        client,
        EXTRANEOUS,
        PARTNER_AUCTION,
        "en",
        "if the Director so determines, he shall require that it be placed face up on the table until the auction period ends (Law 24).",
    )
    never_reads(client, EXTRANEOUS, PARTNER_AUCTION, "en", "it stays face up on the table")
    reads(client, EXTRANEOUS, PARTNER_AUCTION, "tr", "açık bırakılmasını isteyecektir (Yasa 24).")


# Law 6D1, TR (official): "Bir bordda ilk artırım her iki taraf için de başlamadan önce kartların düzgün
# olmayan bir şekilde dağıtıldığı veya bir oyuncunun karıştırma ve dağıtımı sırasında başka bir ele ait
# kartın yüzünü görme olasılığının bulunduğu saptanırsa, deste yeniden karıştırılmak ve tekrar
# dağıtılmak zorundadır."
# WBF: "If it is ascertained before the auction first begins on a board that the cards have been
# incorrectly dealt or that during the shuffle and deal a player could have seen the face of a card
# belonging to another player there shall be a new shuffle and deal."
SHUFFLE_OR_DEAL = ["card-at-my-table", "shuffle-or-deal"]
WRONG_CARDS = "wrong-number-of-cards"
BEFORE_CALLS = ["before-calls"]


def test_6d1_card_seen_in_the_deal_says_there_shall_be_a_new_shuffle_and_deal(client):
    """The extraneous-information guide's redeal Ending said "there is a new shuffle and deal" on its
    page and in its read-out: the present, where the WBF says "there shall be" (the Turkish has
    "zorundadır" since audit285)."""
    says(
        client,
        EXTRANEOUS,
        SHUFFLE_OR_DEAL,
        "en",
        "could have seen the face of a card belonging to another hand, there shall be a new shuffle and deal (Law 6D1).",
    )
    never_says(client, EXTRANEOUS, SHUFFLE_OR_DEAL, "en", "there is a new shuffle and deal")
    reads(
        client,
        EXTRANEOUS,
        SHUFFLE_OR_DEAL,
        "en",
        "the auction has not begun: there shall be a new shuffle and deal (Law 6D1).",
    )
    never_reads(client, EXTRANEOUS, SHUFFLE_OR_DEAL, "en", "there is a new shuffle and deal")


@pytest.mark.parametrize(
    "lang, page, read_out, old",
    [
        (
            "tr",
            "kartların yanlış dağıtıldığı anlaşılırsa deste yeniden karıştırılmak ve tekrar dağıtılmak zorundadır (Yasa 6D1).",
            "Bord henüz hiçbir masada konuşulmadıysa deste yeniden karıştırılmak ve tekrar dağıtılmak zorundadır (Yasa 6D1);",
            ("yeniden karıştırılıp dağıtılır (Yasa 6D1)",),
        ),
        (
            "en",
            "that the cards were dealt wrongly, there shall be a new shuffle and deal (Law 6D1).",
            "If no table has bid the board yet, there shall be a new shuffle and deal (Law 6D1);",
            ("there is a new shuffle and deal (Law 6D1)", "it is reshuffled and redealt (Law 6D1)"),
        ),
    ],
)
def test_6d1_wrong_number_of_cards_says_the_paragraph_s_verb(client, lang, page, read_out, old):
    """The wrong-number-of-cards guide's "before any call" Ending said "deste yeniden karıştırılıp
    dağıtılır" / "there is a new shuffle and deal" on its page and "... dağıtılır" / "it is reshuffled
    and redealt" in its read-out: the present, where the official Turkish has "zorundadır" and the WBF
    "there shall be"."""
    says(client, WRONG_CARDS, BEFORE_CALLS, lang, page)
    reads(client, WRONG_CARDS, BEFORE_CALLS, lang, read_out)
    for phrase in old:
        never_says(client, WRONG_CARDS, BEFORE_CALLS, lang, phrase)
        never_reads(client, WRONG_CARDS, BEFORE_CALLS, lang, phrase)


def test_10c1_dummy_rights_chooser_says_the_director_shall_explain_the_options(client):
    """10C1, TR (official): "Bu yasalar bir usulsüzlükten sonra seçim olanağı tanıyorsa, hakem mevcut
    olan tüm seçenekleri açıklayacaktır."
    WBF: "When these Laws provide an option after an irregularity, the Director shall explain all the
    options available."
    The dummy's-rights chooser (declarer or a defender drew attention to an irregularity) said "he
    explains the options": the present, where the WBF says "shall explain" (the Turkish has
    "açıklayacaktır" since audit287)."""
    keys = ["irregularity", "declarer-or-defender"]
    says(
        client,
        "dummy-rights",
        keys,
        "en",
        "The Director determines the rectification; where the Laws give a choice he shall explain the options (Law 10C1).",
    )
    never_says(client, "dummy-rights", keys, "en", "he explains the options")
    says(client, "dummy-rights", keys, "tr", "yasa bir seçim tanıyorsa seçenekleri açıklayacaktır (Yasa 10C1).")


def test_67b3_defective_trick_says_the_director_shall_award_an_adjusted_score(client):
    """67B3, TR (official): "Hakem, aynı kartın daha sonraki bir lövede oynanmış olduğunu belirlerse ve
    artık gerekli düzeltmenin yapılması için geç kalınmışsa, ayarlı skor uygular." (the present, kept)
    WBF: "The Director shall award an adjusted score if the same card was played to a subsequent trick
    and it is too late to correct the illegal play."
    The English page said "the Director awards an adjusted score": the present, where the WBF says
    "shall award"."""
    keys = ["wrong-count", "later", "not-placed"]
    says(
        client,
        "defective-trick",
        keys,
        "en",
        "it is too late to correct that illegal play, the Director shall award an adjusted score (Law 67B3).",
    )
    never_says(client, "defective-trick", keys, "en", "the Director awards an adjusted score (Law 67B3)")
    says(client, "defective-trick", keys, "tr", "hakem ayarlı skor verir (Yasa 67B3).")
