"""The extraneous-information guide (Laws 16D, 6D1, 16B), walked to each ending by its GET URL in
both languages: the page says the ruling a player would notice, and the ending cites the paragraph
that decides it (quoted beside each path: the Turkish official text, then the WBF English)."""

import pytest

from situations.content import BY_SLUG
from situations.tests.guides.test_guides import url_of

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
    # belonging to another player there shall be a new shuffle and deal".
    "card-at-my-table/shuffle-or-deal": (
        "6D1",
        "deste yeniden karıştırılır ve yeniden dağıtılır",
        "there is a new shuffle and deal",
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
