"""The defective-trick guide read sentence by sentence in both texts (audit300, session 94): where a sentence
states what a paragraph requires it says that paragraph's own verb, the WBF's in English and the official
text's in Turkish (CONTRIBUTING.md, "Add a situation guide", point 1). Each case failed on the old text.

9B2, TR "Hakem usulsüzlüğün düzeltilmesi ve bir cezanın belirlenmesi konusundaki tüm olası durumları
açıklayıncaya kadar hiçbir oyuncu herhangi bir eylemde bulunmayacaktır."; WBF "No player shall take any action
until the Director has explained all matters in regard to rectification." (The Turkish's "and the assessment of
a penalty" stays in both languages: the editor's note translation-9B2.) The Director line after both sides have
played to the next trick said "bulunmasın" (a wish) and "takes" (the present).

67B's lead-in, TR "Hakem özürlü bir lövenin varlığını tespit ettiğinde (...), ve her iki taraf ta bir sonraki
löveye oynamış ise, hakem işlemi aşağıdaki şekilde sürdürmelidir." (a sentence, ended by a full stop); WBF "When
the Director determines that there has been a defective trick (...); both sides having played to the next trick,
he proceeds as follows:". The same line said "özürlü löveyi hakem düzeltir" (the present, where the official
text has the obligation); the English keeps the WBF's present ("proceeds").

67B1, TR "hakem kendisinden hemen bir kartını göstermesini ve bu kartı oynanmış kartları arasındaki uygun yere
yerleştirmesini ister"; WBF "the Director shall require him forthwith to expose a card face-up in front of him
and then place it appropriately among his played cards". The English `now` said "requires"; the Turkish
present stays.

67B3, TR "Hakem, aynı kartın daha sonraki bir lövede oynanmış olduğunu belirlerse ve artık gerekli düzeltmenin
yapılması için geç kalınmışsa, ayarlı skor uygular."; WBF "The Director shall award an adjusted score if the same
card was played to a subsequent trick and it is too late to correct the illegal play." `now` says "shall award"
(qa291); the read-out said "awards" and cited nothing.

67A, TR "... her iki taraftan da birer oyuncu sonraki löveye kart oynamadan önce usulsüzlüğe dikkat çekilmişse
hata düzeltilmek zorundadır."; WBF "... the error must be rectified if attention is drawn to the irregularity
before a player on each side has played to the following trick." The step's hint said "Yasa 67A hatayı ...
düzelttirir" / "Law 67A has the error rectified".

67A2, TR "Bir löveye birden fazla kart oynanmasının düzeltilmesi için, yasa 45E (...) veya Yasa 58B (...)
uygulanacaktır."; WBF "To rectify the play of too many cards to a trick, Law 45E (...) or Law 58B (...) shall be
applied." The page said "düzeltilir" / "are rectified", the read-out "Yasa 58B uygulanır" / "Law 58B applies".

55A (the fifth card from declarer or dummy deemed led, 45E2), TR "Defans oyuncuları farklı seçimler yaparlarsa
sıradaki defans oyuncusunun seçimi geçerli olur."; WBF "If the defenders choose differently then the option
expressed by the player next in turn to the irregular lead shall prevail." The English said "prevails"; the
Turkish present stays."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "defective-trick"
LATE = ("missing", "too-many", "not-placed")

# (keys, on the page or in the read-out, the new words, the old words) for each language.
CASES = [
    *(
        (
            ["wrong-count", "later", case],
            "page",
            {
                "tr": "açıklayıncaya kadar hiçbir oyuncu herhangi bir eylemde bulunmayacaktır (Yasa 9B2)",
                "en": "No player shall take any action until the Director has explained",
            },
            {"tr": "hiçbir oyuncu bir eylemde bulunmasın (Yasa 9B2)", "en": "No player takes any action"},
        )
        for case in LATE
    ),
    *(
        (
            ["wrong-count", "later", case],
            "page",
            {
                "tr": "özürlü lövede hakem işlemi Yasa 67B'de gösterilen şekilde sürdürmelidir (Yasa 67B)",
                "en": "the Director proceeds with the defective trick as Law 67B sets out (Law 67B)",
            },
            {
                "tr": "özürlü löveyi hakem düzeltir (Yasa 67B)",
                "en": "the Director rectifies the defective trick (Law 67B)",
            },
        )
        for case in LATE
    ),
    (
        ["wrong-count", "later", "missing"],
        "page",
        {"en": "The Director shall require the player who failed to play to face a card at once"},
        {"en": "The Director requires the player who failed to play"},
    ),
    (
        ["wrong-count", "later", "not-placed"],
        "read-out",
        {
            "tr": "düzeltmek için geç kalındıysa hakem ayarlı skor verir (Yasa 67B3)",
            "en": "the Director shall award an adjusted score (Law 67B3)",
        },
        {"tr": "hakem ayarlı skor verir. Kimse", "en": "the Director awards an adjusted score"},
    ),
    (
        ["wrong-count"],
        "page",
        {
            "tr": "usulsüzlüğe dikkat çekildiyse hata düzeltilmek zorundadır (Yasa 67A)",
            "en": "The error must be rectified if attention is drawn to the irregularity before a player of each side has played to the next trick (Law 67A)",
        },
        {"tr": "Yasa 67A hatayı", "en": "Law 67A has the error rectified"},
    ),
    (
        ["wrong-count", "in-time", "at-once"],
        "page",
        {
            "tr": "Bir löveye birden fazla kart oynanmasının düzeltilmesi için Yasa 45E ya da Yasa 58B uygulanacaktır (Yasa 67A2)",
            "en": "To rectify the play of too many cards to a trick, Law 45E or Law 58B shall be applied (Law 67A2)",
        },
        {"tr": "Yasa 58B'ye göre düzeltilir", "en": "are rectified under Law 45E or Law 58B"},
    ),
    (
        ["wrong-count", "in-time", "at-once"],
        "read-out",
        {"tr": "Yasa 58B uygulanacaktır (Yasa 67A2)", "en": "Law 58B shall be applied (Law 67A2)"},
        {"tr": "Yasa 58B uygulanır (Yasa 67A2)", "en": "Law 58B applies (Law 67A2)"},
    ),
    (
        ["wrong-count", "in-time", "fifth-card", "declarer"],
        "page",
        {"en": "the choice of the defender next in turn shall prevail (Law 55A)"},
        {"en": "the choice of the defender next in turn prevails (Law 55A)"},
    ),
    (
        ["wrong-count", "in-time", "fifth-card", "declarer"],
        "read-out",
        {"en": "the option of the player next in turn to the irregular lead shall prevail (Law 55A)"},
        {"en": "next in turn prevails"},
    ),
]


# A case with no Turkish keeps the official Turkish's present: only its English is checked.
@pytest.mark.parametrize(
    "lang, keys, where, new, old", [(lang, *case) for case in CASES for lang in ("tr", "en") if lang in case[2]]
)
def test_the_guide_says_each_paragraph_in_its_own_verb(client, lang, keys, where, new, old):
    if where == "page":
        says(client, SLUG, keys, lang, new[lang])
        never_says(client, SLUG, keys, lang, old[lang])
    else:
        reads(client, SLUG, keys, lang, new[lang])
        never_reads(client, SLUG, keys, lang, old[lang])
