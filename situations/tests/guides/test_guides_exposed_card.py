"""The exposed-card guide (Laws 45C1, 45C2, 47F2, 48A, 49, 50), walked by its GET URLs in both
languages: each ending says the ruling a player would notice and cites the paragraph that decides
it, quoted here in the official Turkish (fixtures/laws_tr.txt) and the WBF English (2017, ACBL
printing). The penalty-card endings and declarer's dropped card also show the engine's ruling
(test_guides.py checks it); a card held so as to be played (45C1, 45C2) is a question of fact the
engine does not decide (docs/rulings-cli.md), so those endings are written from the Laws' text."""

import pytest

from situations.content import BY_SLUG
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "exposed-card"


def says(client, keys, lang, *phrases):
    guide_pages.says(client, SLUG, keys, lang, *phrases)


# path -> (deciding paragraph, Turkish phrase shown, English phrase shown)
# Every row is checked by test_guide_tables.py: each ending has one, the ending cites its
# paragraph, and its page says the phrase in each language and quotes the paragraph.
RULINGS = {
    # 50C: "he may not play any other card of the same suit below the rank of an honor until he has
    # first played the penalty card" (TR "cezalı kartı oynayana kadar aynı renkten onör altı başka
    # bir kart oynayamaz").
    ("defender", "small"): (
        "50C",
        "aynı renkten onör altı başka kart oynayamaz",
        "may not play another card below honour rank of that suit",
    ),
    # 50D1(a): "a major penalty card must be played at the first legal opportunity" (TR "majör cezalı
    # kart ilk yasal fırsatta oynanmak zorundadır").
    ("defender", "honour-or-intended"): (
        "50D1",
        "ilk yasal fırsatta (çıkışta, renge uyarken, atarken ya da çakarken) oynanmak zorundadır",
        "must be played at the first legal opportunity",
    ),
    # 45C1: TR "Bir defans oyuncusunun, yüzünü ortağının görebileceği biçimde tuttuğu kart, o löveye
    # oynanmış sayılır."; WBF "A defender's card held so that it is possible for his partner to see
    # its face is deemed played to the current trick".
    ("defender-held",): (
        "45C1",
        "tuttuğu kart o löveye oynanmış sayılır (Yasa 45C1)",
        "is deemed played to the current trick (Law 45C1)",
    ),
    # 45C2: TR "Deklaran elden belirli bir kartı oynamış sayılır, eğer bu kart: a) yüzü açık
    # biçimde, masaya değer veya neredeyse değer şekilde tutulduysa veya b) oynandığını işaret eder
    # bir şekilde tutulduysa."; WBF "Declarer is deemed to have played a card from his hand if it
    # is: (a) held face up, touching or nearly touching the table; or (b) maintained in such a
    # position as to indicate that it has been played."
    ("declarer-held",): (
        "45C2(a)",
        "masaya değer ya da neredeyse değer şekilde tuttuğu kart, ya da oynandığını işaret eden bir şekilde tuttuğu kart oynanmış sayılır (Yasa 45C2)",
        "on or nearly on the table, or held in a position that indicates it has been played, is deemed played (Law 45C2)",
    ),
    # 48A: "no card of declarer's or dummy's hand ever becomes a penalty card. Declarer is not
    # required to play any card dropped accidentally." (TR "deklaranın veya yerin eline ait hiçbir
    # kart, cezalı karta dönüşmez. Deklaran kazayla düşürdüğü hiçbir kartı oynamak zorunda değildir.")
    ("declarer",): (
        "48A",
        "deklaran kazayla düşürdüğü kartı oynamak zorunda değildir (Yasa 48A)",
        "declarer need not play a card he dropped accidentally (Law 48A)",
    ),
}


def test_the_first_question_tells_a_card_held_from_a_card_dropped(client):
    """45C1 and 45C2 make a card held in a certain way a played card; 48A and 49 rule a card exposed
    otherwise. The first step asks which, for each side."""
    says(
        client,
        [],
        "en",
        "A defender's: he held it so that his partner could see its face",
        "Declarer's: he held a card from his hand face up, on or nearly on the table, or as if played",
        "Declarer's (dropped or exposed some other way) or dummy's",
    )
    says(
        client,
        [],
        "tr",
        "Bir defans oyuncusunun: kartı, yüzünü ortağı görebilecek biçimde tuttu",
        "Deklaranın: elindeki kartı yüzü açık, masaya değer ya da neredeyse değer biçimde ya da oynanmış gibi tuttu",
    )


def test_declarer_s_card_held_near_the_table_is_played_and_quoted_in_both_texts(client):
    """45C2, quoted on the page in each language: TR "Deklaran elden belirli bir kartı oynamış
    sayılır, eğer bu kart: a) yüzü açık biçimde, masaya değer veya neredeyse değer şekilde
    tutulduysa veya b) oynandığını işaret eder bir şekilde tutulduysa." (the English page quotes the
    site's English of the Turkish: "held face up, touching or nearly touching the table"; WBF "(a)
    held face up, touching or nearly touching the table; or (b) maintained in such a position as to
    indicate that it has been played"). 47F2: TR "Bu Yasanın izin verdikleri haricinde oynanmış bir
    kart geri alınamaz."; WBF "Except as this Law specifies, a card once played may not be
    withdrawn." 48A, the contrast: TR "deklaranın veya yerin eline ait hiçbir kart, cezalı karta
    dönüşmez"; WBF "no card of declarer's or dummy's hand ever becomes a penalty card"."""
    keys = ["declarer-held"]
    for lang in ("tr", "en"):
        page = guide_pages.page(client, SLUG, keys, lang)
        for label in ("45C2(a)", "45C2(b)", "47F2", "48A"):
            assert f'data-label="{label}"' in page, (lang, label)
    says(
        client,
        keys,
        "tr",
        "masaya değer veya neredeyse değer şekilde tutulduysa",
        "oynandığını işaret eder bir şekilde tutulduysa",
        "Oynanmış bir kart, Yasa 47'nin izin verdikleri dışında geri alınamaz (Yasa 47F2).",
        "fikir değiştirmek yoktur",
        "kart cezalı kart olmaz ve kazayla düşürdüğü kartı oynamak zorunda değildir (Yasa 48A)",
    )
    says(
        client,
        keys,
        "en",
        "held face up, touching or nearly touching the table",
        "A played card may not be withdrawn except as Law 47 allows (Law 47F2).",
        "a change of mind is not among them",
        "the card is not a penalty card, and he need not play a card he dropped accidentally (Law 48A)",
    )
    ending = BY_SLUG[SLUG].walk(keys)[1]
    assert ending.engine is None  # the engine does not rule on 45C2
    says(client, keys, "en", "Written from the Laws")


def test_a_defender_s_card_held_for_partner_to_see_is_played_not_a_penalty_card(client):
    """45C1: TR "yüzünü ortağının görebileceği biçimde tuttuğu kart, o löveye oynanmış sayılır. (Eğer
    defans oyuncusu o anki löveye daha önce yasal bir kart oynamışsa, bkz. Yasa 45E.)"; WBF "is
    deemed played to the current trick (if the defender has already made a legal play to the
    current trick, see Law 45E)". 45E1: TR "Bir defans oyuncusunun bir löveye oynadığı beşinci
    kart, Yasa 50 hükmünce cezalı karta dönüşür, ancak hakem bu kartın çıkılmış olduğuna karar
    verirse Yasa 53 veya 56 uygulanır."; WBF "A fifth card contributed to a trick by a defender
    becomes a penalty card, subject to Law 50, unless the Director deems that it was led, in which
    case Law 53 or 56 applies.\""""
    keys = ["defender-held"]
    for lang in ("tr", "en"):
        page = guide_pages.page(client, SLUG, keys, lang)
        for label in ("45C1", "47F2", "45E1"):
            assert f'data-label="{label}"' in page, (lang, label)
    says(
        client,
        keys,
        "tr",
        "yüzünü ortağının görebileceği biçimde tuttuğu kart, o löveye oynanmış sayılır",
        "Yasa 47'nin izin verdikleri dışında geri alınamaz (Yasa 47F2)",
        "hakem bu kartın çıkılmış olduğuna karar verirse Yasa 53 veya 56 uygulanır (Yasa 45E1)",
    )
    says(
        client,
        keys,
        "en",
        "is deemed played to the current trick (Law 45C1)",
        "unless the Director deems that it was led, in which case Law 53 or 56 applies (Law 45E1)",
    )


def test_the_hint_for_a_card_held_for_partner_keeps_45c1s_word_order():
    """45C1, TR "Bir defans oyuncusunun, yüzünü ortağının görebileceği biçimde tuttuğu kart, o löveye
    oynanmış sayılır"; WBF "A defender's card held so that it is possible for his partner to see its
    face is deemed played to the current trick". "ortağının yüzünü görebileceği" reads as "could see
    his partner's face": the card's face is the one seen, as the Law's order says."""
    from situations.content.penalty_card import HELD_FOR_PARTNER

    assert "yüzünü ortağının görebileceği biçimde tuttuğu kart" in HELD_FOR_PARTNER.tr
    assert "his partner could see its face" in HELD_FOR_PARTNER.en
