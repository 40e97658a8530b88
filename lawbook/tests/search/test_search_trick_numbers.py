"""A trick a player names by its number, and a card pointed the wrong way (search107).

The Laws name a trick by its ordinal alone (lawbook.search.story_words.trick_numbers): 62D
"Onikinci Lövede Rönons" / "Revoke on Trick Twelve", 62D1 "Onikinci lövedeki, rönons, resmileşmiş
olsa dahi ellerin dördü de borda geri konulmadan önce fark edilmiş ise düzeltilmelidir" / "A revoke
on the twelfth trick, even if established, must be corrected if discovered before all four hands
have been returned to the board"; 53A "On üçüncü löve öncesinde, yüzü açık olarak yapılan her
sırasız çıkış doğru çıkış olarak işlem görebilir" / "Before the thirteenth trick, any lead out of
turn made face up may be treated as a correct lead", its footnote "On üçüncü lövedeki bir sırasız
çıkış geri alınmalıdır" / "A lead out of turn at the thirteenth trick must be withdrawn". Any other
trick's number names no paragraph: 45E "Löveye Oynanan Beşinci Kart" / "Fifth Card Played to a
Trick" counts cards.

A Turkish player writes the ordinal before the trick, in words or in digits with the ordinal's dot
("12. lövede", "3. lövede"; search111): "12." is 62D's "onikinci", "13." 53A's "on üçüncü", and the third
trick is not 62D's twelfth.

9A2 "Yanlış yöne doğrultulmuş bir kart için bkz. Yasa 65B3" / "For a card pointed in the wrong
direction, see Law 65B3", whose "kartların yukarıdaki şekilde yerleştirilmemiş olmasına dikkat
çekebilir" / "may draw attention to cards not placed as above" is that card (65B1-2 "kart
uzunlamasına ... doğru yerleştirilir" / "the card is placed lengthwise pointing towards").
"""

import pytest

from lawbook.labels import parse_label
from lawbook.search.query import plan
from lawbook.search.story_words import trick_numbers
from lawbook.search.vocabulary import load
from tests.search_index import (  # noqa: F401
    assert_first_within,
    first_paragraph,
    search_index,
    search_index_dir,
)


@pytest.mark.parametrize(
    "query, label",
    [
        # Before, 63A1 (an established revoke) first: "12" was a bare number.
        ("my partner revoked on trick 12, can he still correct it", "62D"),
        # Before, 53C first: the 13th trick's footnote sends the lead back (53A).
        ("the 13th trick was led out of turn by the wrong defender", "53A"),
    ],
)
def test_a_trick_named_by_its_number_finds_the_law_naming_that_trick(search_index, query, label):
    assert_first_within(query, "en", label)


def test_the_number_of_a_trick_the_laws_never_name_is_not_the_fifth_card():
    concepts = plan("I want to see trick four again but trick five is already going", load(), "en").concepts
    searched = {word for concept in concepts for alternative in concept.alternatives for word in alternative.words}
    assert not searched & {"four", "five", "fifth"}, searched


def test_one_after_a_trick_is_the_pronoun_not_the_first_trick():
    assert trick_numbers.find(["two", "cards", "on", "one", "trick", "one", "hidden"]) == {}


def test_a_card_pointed_the_wrong_way_finds_65b3(search_index):
    # Before, 65B1 and 65B2 (how the card is placed) first.
    assert_first_within("our won trick got placed the wrong way, can I still fix it", "en", "65B3")


@pytest.mark.parametrize(
    "query, label",
    [
        # Before, 62A first (the revoke corrected in general): "12" was a bare number, not 62D's "Onikinci".
        ("ortağım 12. lövede rönons yaptı düzeltebilir mi", "62D"),
        # Before, 53B first: "13" was a bare number, not 53A's "On üçüncü löve".
        ("13. löveye rakip sırasız çıktı", "53A"),
    ],
)
def test_a_turkish_trick_ordinal_in_digits_finds_the_law_naming_that_trick(search_index, query, label):
    assert_first_within(query, "tr", label)


@pytest.mark.parametrize("query", ["üçüncü lövede rönons yaptım", "3. lövede rönons yaptım"])
def test_a_revoke_on_the_third_trick_is_not_the_revoke_on_the_twelfth(search_index, query):
    # 62D1 "Onikinci lövedeki, rönons ... düzeltilmelidir": the twelfth trick's alone. Before, 62D2 first
    # ("onikinci lövede ... rönons yaparsa"), by "lövede rönons" alone.
    first = first_paragraph(query, "tr")
    assert not parse_label(first).is_within(parse_label("62D")), first


def test_the_ordinal_of_a_trick_the_laws_never_name_is_not_searched_in_turkish():
    concepts = plan("dördüncü lövede masada beş kart saydık", load(), "tr").concepts
    searched = {word for concept in concepts for alternative in concept.alternatives for word in alternative.words}
    assert not searched & {"dördüncü", "dorduncu", "fourth"}, searched


def test_a_number_of_tricks_without_the_ordinal_dot_stays_a_number():
    assert (
        trick_numbers.with_ordinal_words("12 löve aldık, 12. lövede rönons") == "12 löve aldık, onikinci lövede rönons"
    )
