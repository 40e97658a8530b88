"""The extraneous-information guide (Laws 16D, 6D1, 16B), walked to each ending by its GET URL in
both languages: the page says the ruling a player would notice, and the ending cites the paragraph
that decides it (quoted beside each path: the Turkish official text, then the WBF English)."""

from html import unescape

import pytest

from situations.content import BY_SLUG
from situations.tests.guides.test_guides import url_of
from tests.seen import seen

pytestmark = pytest.mark.django_db
SLUG = "extraneous-information"
GUIDE = BY_SLUG[SLUG]

# 16D2: "herhangi bir konuşma olmadan, aşağıdakileri yapabilir: (a) ... oyuncuların konumunu
# ayarlar; ya da (b) ... bordun yeniden dağıtılması talimatını verir" / "he may, before any call
# has been made: (a) adjust the players' positions ... (b) ... order the board redealt".
BEFORE = ("16D2(b)", "bordun o yarışmacılar için yeniden dağıtılmasını isteyebilir", "order the board redealt")
# 16D3: "ilk konuşmanın yapılmasından sonra ... hakem yukarıdaki 2(c) veya 2(d) maddelerine uygun
# şekilde hareket eder" / "after the first call ... the Director proceeds as in 2(c) or 2(d)".
AFTER = ("16D3", "hakem iki yoldan biriyle ilerler", "the Director proceeds in one of two ways")

# Every row is checked by test_guide_tables.py: each ending has one, the ending cites its
# paragraph, and its page says the phrase in each language and quotes the paragraph.
RULINGS = {
    "overheard/before-first-call": BEFORE,
    "overheard/after-first-call": AFTER,
    "wrong-hand/before-first-call": BEFORE,
    "wrong-hand/after-first-call": AFTER,
    "other-table/before-first-call": BEFORE,
    "other-table/after-first-call": AFTER,
    # 6D1: "bir oyuncunun karıştırma ve dağıtımı sırasında başka bir ele ait kartın yüzünü görme
    # olasılığının bulunduğu saptanırsa, deste yeniden karıştırılmak ve tekrar dağıtılmak
    # zorundadır" / "during the shuffle and deal a player could have seen the face of a card
    # belonging to another player there shall be a new shuffle and deal" (the WBF's verb since qa291).
    "card-at-my-table/shuffle-or-deal": (
        "6D1",
        "deste yeniden karıştırılmak ve yeniden dağıtılmak zorundadır",
        "there shall be a new shuffle and deal",
    ),
    # 6D1: the redeal only if it is found "before the auction first begins on a board" (TR "Bir
    # bordda ilk artırım her iki taraf için de başlamadan önce ... saptanırsa"); "Thereafter Law 16D
    # applies" (TR "Daha sonra ... Yasa 16D uygulanır").
    "card-at-my-table/shuffle-or-deal-reported-late": (
        "6D1",
        "ancak bordda ilk artırım başlamadan önce saptanırsa",
        "Thereafter Law 16D applies",
    ),
    # 16D1: "artırım başlamadan ... kendi masasındaki başka bir oyuncuya ait bir kartı görmek" /
    # "seeing a card belonging to another player at his own table before the auction begins".
    "card-at-my-table/from-the-board": BEFORE,
    # 16B1: "Ortaktan gelen ve belli bir konuşma veya oyun tarzına işaret edebilecek her türlü dış
    # bilgi izinsizdir." / "Any extraneous information from partner that might suggest a call or
    # play is unauthorized."
    "partner": ("16B1", "her türlü dış bilgi izinsizdir", "is unauthorised"),
    # 74C5: "(Ancak rakibin istemeden görülen bir kartından edinilen bilgiye dayanarak hareket
    # edilebilir.)" / "(but it is appropriate to act on information acquired by unintentionally
    # seeing an opponent's card)".
    "card-seen-during/opponent": (
        "74C5",
        "Rakibin istemeden görülen bir kartından edinilen bilgiye dayanarak hareket edilebilir",
        "It is appropriate to act on information acquired by unintentionally seeing an opponent's card",
    ),
    # 24: "bu durumdaki her bir kartın artırım süreci bitene kadar masanın üzerinde açık
    # bırakılmasını isteyecektir" / "the Director shall require that every such card be placed face
    # up on the table until the auction ends"; the Turkish's "artırım süreci" (auction period) in both
    # languages (qa191, the editor's note on 24); the English in the WBF's "shall require" (qa291).
    "card-seen-during/partner-auction": (
        "24",
        "artırım süreci bitene kadar masanın üzerinde açık bırakılmasını isteyecektir",
        "the Director shall require that every such card be placed face up on the table until the auction period ends",
    ),
    # 49: "bir defans oyuncusunun kartı yüzünü partnerinin görmesi olası bir pozisyona geldiğinde
    # ... bu kartlar cezalı karta dönüşür" / "when a defender's card is in a position in which his
    # partner could possibly see its face ... each such card becomes a penalty card".
    "card-seen-during/partner-play": (
        "49",
        "yüzünü ortağının görmesi olası bir konuma geldiğinde cezalı kart olur",
        "in a position in which his partner could possibly see its face becomes a penalty card",
    ),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_seats_and_redeal_are_offered_only_before_the_first_call(client, lang):
    """16D2(a)/(b) are open "before any call has been made" (TR: "herhangi bir konuşma olmadan");
    after the first call 16D3 leaves only 2(c) and 2(d)."""
    for path in RULINGS:
        if not path.endswith("first-call"):
            continue
        page = client.get(url_of(SLUG, path.split("/"), lang)).content.decode()
        before = path.endswith("before-first-call")
        assert ('data-label="16D2(a)"' in page) == before, path
        assert 'data-label="16D2(c)"' in page and 'data-label="16D2(d)"' in page, path


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_page_says_where_the_official_turkish_differs(client, lang):
    page = client.get(url_of(SLUG, ["overheard", "before-first-call"], lang)).content.decode()
    assert ("Resmî metin Türkçedir" if lang == "tr" else "The Turkish is the official text") in page


@pytest.mark.parametrize(
    "lang, acts, looks, left",
    [
        (
            "tr",
            "Rakibin istemeden görülen bir kartından edinilen bilgiye dayanarak hareket edilebilir (Yasa 74C5).",
            "kartlarını görmek amacıyla kasıtlı olarak bir oyuncunun eline bakmak ise yöntem ihlalidir (Yasa 74C5)",
            "Yasalar bunun Yasa 74C5 ile nasıl birleştiğini söylemez",
        ),
        (
            "en",
            "It is appropriate to act on information acquired by unintentionally seeing an opponent's card (Law 74C5).",
            "for the purpose of seeing his cards is, by contrast, a violation of procedure (Law 74C5)",
            "The Laws do not say how this meets Law 74C5",
        ),
    ],
)
def test_an_opponent_s_card_seen_during_the_auction_or_play_has_its_path(client, lang, acts, looks, left):
    """fix57: no path said what happens when a player sees an opponent's card by accident during the
    auction or play (the guide's own table path was "before the auction began").

    74C5 (TR): "Artırım veya oyun sırasında kasıtlı olarak bir oyuncuya veya kartlarını görmek veya
    bir kartı nereden çıkardığını gözlemlemek amacıyla bir oyuncunun eline bakmak (Ancak rakibin
    istemeden görülen bir kartından edinilen bilgiye dayanarak hareket edilebilir23.)"; (WBF)
    "looking intently at any other player during the auction and play, or at another player's hand
    as for the purpose of seeing his cards ... (but it is appropriate to act on information acquired
    by unintentionally seeing an opponent's card23)". 6D1 (TR) "Daha sonra bordun oynanmasının
    tamamlanmasından önce başka bir oyuncunun eline ait bir kartın kazara görülmesi durumunda Yasa
    16D uygulanır"; (WBF) "Thereafter Law 16D applies to the accidental sighting of a card belonging
    to another player's hand before completion of the play of the board": neither text says how the
    two meet, and the page says so rather than choosing."""
    start = client.get(url_of(SLUG, [], lang)).content.decode()
    assert url_of(SLUG, ["card-seen-during"], lang) in start
    page = client.get(url_of(SLUG, ["card-seen-during", "opponent"], lang)).content.decode()
    text = unescape(seen(page))
    assert acts in text and looks in text and left in text
    for label in ("74C5", "73D2", "6D1", "16D3"):
        assert f'data-label="{label}"' in page, label
    # The partner's card is not 74C5's case: Law 24 in the auction, Laws 49 and 45C1 in the play.
    auction = unescape(seen(client.get(url_of(SLUG, ["card-seen-during", "partner-auction"], lang)).content.decode()))
    assert acts not in auction and ("(Yasa 24)" if lang == "tr" else "(Law 24)") in auction
    play = client.get(url_of(SLUG, ["card-seen-during", "partner-play"], lang)).content.decode()
    assert 'data-label="49"' in play and 'data-label="45C1"' in play


@pytest.mark.parametrize(
    "lang, says, never",
    [
        (
            "tr",
            "konusunda anlaşma yoksa, hakem bunu toplayabildiği delillerin ağırlığına göre, ihtimalleri değerlendirerek saptar (Yasa 85A1)",
            "Kartın istemeden mi görüldüğünü yoksa bakılarak mı görüldüğünü hakem saptar (Yasa 85A1)",
        ),
        (
            "en",
            "If the players do not agree whether the card was seen unintentionally or looked at, he shall determine it on the balance of probabilities",
            "He determines whether the card was seen unintentionally or looked at (Law 85A1)",
        ),
    ],
)
def test_the_director_line_cites_85a1_for_disputed_facts_only(client, lang, says, never):
    """qa120: Law 85 is for facts not agreed: TR "Hakem Yasa veya yönetmelik kapsamına giren,
    oluşunda anlaşma sağlanamayan bir olayda karar vermek üzere çağrılırsa"; 85A1 "Gerçeklerin
    saptanabilmesi için, hakem kendi görüşünü ihtimallerin değerlendirilmesi sonucu oluşturur. Yani,
    hakem toplayabildiği delillerin önem ve ağırlığını göz önünde bulundurur"; WBF "When the Director
    is called upon to rule on a point of law or regulation in which the facts are not agreed upon",
    "In determining the facts the Director shall base his view on the balance of probabilities, which
    is to say in accordance with the weight of the evidence he is able to collect". Agreed facts are
    Law 84's (TR "oluşunda anlaşma sağlanmış bir olayda"; WBF "and the facts are agreed")."""
    text = unescape(seen(client.get(url_of(SLUG, ["card-seen-during", "opponent"], lang)).content.decode()))
    assert says in text and never not in text
