"""The card-from-dummy Endings cite the paragraphs' cross-references as the paragraphs do ("bkz." /
"see"): 16C where a defender takes his card back (below), 64A, 64B7 and 64C after 45D2 (the last test).

The Endings that give a defender back the card he played cite 16C as the
paragraphs do, a cross-reference ("bkz." / "see"), not as a paragraph that says the sentence.

45D1, TR (official): "... bir defans oyuncusu yanlışlıktan sonra ancak buna dikkat çekilmeden önce
oynadığı kartı eline geri alıp bir başkasıyla değiştirebilir; eğer deklaranın sağındaki rakip
oynadığı kartı değiştirirse, deklaran o löveye sonradan oynadığı kartı geri alabilir. (Bkz. Yasa
16C.)"; WBF: "... and a defender may withdraw and return to his hand a card played after the error
but before attention was drawn to it; if declarer's RHO changes his play, declarer may withdraw a
card he had subsequently played to that trick. (See Law 16C.)"
45C4(b), TR: "Deklaranın istemsiz belirttiği kartın üzerine yasal bir kart oynamış olan defans
oyuncusu, değişiklik yapıldıktan sonra, ilk oynadığı kartı geri alıp yerine başka bir kart
oynayabilir (bkz. Yasalar 47D ve 16C1."; WBF: "... that opponent may withdraw the card so played,
return it to his hand, and substitute another (see Laws 47D and 16C1)."
16C, TR: "Herhangi bir konuşma veya oyun bu yasaların hükümlerine uygun şekilde geri alınmış ise:
1. Kusursuz taraf için, geri alınmış eylemden kaynaklanan tüm bilgiler, gerek kendileri, gerekse
rakipleri tarafından yapmış olsun; yasaldır. 2. Kusurlu taraf için, ... tüm bilgiler izinsizdir.";
WBF: "When a call or play has been withdrawn as these laws provide: 1. For a non-offending side, all
information arising from a withdrawn action is authorized ... 2. For an offending side, information
arising from its own withdrawn action and from withdrawn actions of the non-offending side is
unauthorized." 16C says what the information from a withdrawn card is, not who may withdraw one; the
Endings cited "(Yasa 45D1, 16C)" / "(Laws 45D1, 16C)" and "(Yasa 45C4(b), 47D, 16C1)" / "(Laws
45C4(b), 47D, 16C1)" for the right to take a card back. 47D (TR "Rakibin oynadığı kartı
değiştirmesinden sonra, oynanmış bir kart geri alınabilir ve yerine başka bir kart herhangi bir onarma
olmaksızın oynanabilir"; WBF "After an opponent's change of play a played card may be withdrawn and
returned to the hand without further rectification and another card may be substituted") says it,
and stays cited."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "card-from-dummy"


@pytest.mark.parametrize(
    "keys, lang, said, old",
    [
        (
            ["wrong-card", "not-yet"],
            "tr",
            "deklaran o löveye sonradan oynadığı kartı geri alabilir (Yasa 45D1; bkz. Yasa 16C).",
            "(Yasa 45D1, 16C)",
        ),
        (
            ["wrong-card", "not-yet"],
            "en",
            "declarer may take back the card he then played to that trick (Law 45D1; see Law 16C).",
            "(Laws 45D1, 16C)",
        ),
        (
            ["changed", "slip", "not-yet"],
            "tr",
            "kartını geri alıp başka bir kart oynayabilir (Yasa 45C4(b), 47D; bkz. Yasa 16C1).",
            "(Yasa 45C4(b), 47D, 16C1)",
        ),
        (
            ["changed", "slip", "not-yet"],
            "en",
            "take his card back and play another (Laws 45C4(b), 47D; see Law 16C1).",
            "(Laws 45C4(b), 47D, 16C1)",
        ),
    ],
)
def test_16c_is_cited_as_the_paragraphs_cite_it(client, keys, lang, said, old):
    guide_pages.says(client, SLUG, keys, lang, said)
    guide_pages.never_says(client, SLUG, keys, lang, old)


@pytest.mark.parametrize(
    "lang, said, old",
    [
        (
            "tr",
            "ona renk vermemek artık rönons olabilir (Yasa 45D2; bkz. Yasa 64A, 64B7, 64C).",
            "(Yasa 45D2, 64A, 64B7, 64C)",
        ),
        (
            "en",
            "a failure to follow suit to it may now be a revoke (Law 45D2; see Laws 64A, 64B7, 64C).",
            "(Laws 45D2, 64A, 64B7, 64C)",
        ),
    ],
)
def test_45d2_cites_64a_64b7_64c_as_it_does(client, lang, said, old):
    """45D2, TR (official): "Hatalı olarak oynanmış kart, o lövede oynanan ilk kart idi ise, bu durumda
    o kartın rengine uymamış olmak bir rönons oluşturabilir. (Bkz. Yasalar 64A, 64B7 ve 64C.)"; WBF:
    "If the wrongly placed card was the first card of the trick, then the failure to follow suit to that
    card may now constitute a revoke (see Laws 64A, 64B7 and 64C)." 64A (TR "Otomatik Löve Ayarlaması
    ... Rönons resmileştiğinde"; WBF "When a revoke is established"), 64B7 (TR "Aynı bordda her iki
    taraf da rönons yaparsa ve her iki rönons ta resmileşmiş ise"; WBF "if both sides have revoked on
    the same board") and 64C (damage) say what follows a revoke, not that this failure may be one; the
    Ending cited them beside 45D2 as if they did."""
    keys = ["wrong-card", "too-late"]
    guide_pages.says(client, SLUG, keys, lang, said)
    guide_pages.never_says(client, SLUG, keys, lang, old)
