"""audit294 (session 94): the claim guide's and the claim engine words' Turkish state 70D1 and 70E1 in
the official text's own verb, the future "kabul etmeyecektir" (CONTRIBUTING.md, "Add a situation guide",
point 1: a sentence that states what a paragraph requires uses that paragraph's modal verb, the official
text's in Turkish); they said the present "kabul etmez", which is 70D2's verb, not theirs.

70D1, TR (official): "Hakem eğer ortada normal fakat daha az başarılı bir oyun tarzı varsa, talep edenin
orijinal açıklama beyanında belirtmediği hiçbir başarılı oyun tarzını kabul etmeyecektir."
70D1, WBF: "The Director shall not accept from claimer any successful line of play not embraced in the
original clarification statement if there is an alternative normal line of play that would be less
successful."

70E1, TR (official): "Hakem, bir rakip, talep ileri sürülmeden önce o kartın rengine uymamış veya daha
sonra herhangi bir normal oyun tarzı ile o renge uyamayacak olmadıkça, başarısı özel bir kartı bir rakip
yerine diğerinde bulmaya dayanan, talep eden tarafından belirtilmemiş, hiçbir oyun tarzını kabul
etmeyecektir."
70E1, WBF: "The Director shall not accept from claimer any unstated line of play the success of which
depends upon finding one opponent rather than the other with a particular card, unless ..."

70D2 is the present in both texts (TR "talebi kabul etmez"; WBF "does not accept") and stays so.
The English already said "shall not accept" for 70D1 and 70E1."""

import pytest

from situations import engine_words
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

KEYS = ["disputed"]


def test_the_disputed_ending_says_70d1_and_70e1_in_the_official_future(client):
    says(
        client,
        "claim",
        KEYS,
        "tr",
        "talep edenin orijinal açıklama beyanında belirtmediği hiçbir başarılı oyun tarzını kabul etmeyecektir (Yasa 70D1)",
        "talep edenin belirtmediği hiçbir oyun tarzını kabul etmeyecektir (Yasa 70E1)",
        "talebinin herhangi bir parçası ortağının normal seçeneklerden özellikle birini seçmesine dayanıyorsa hakem "
        "talebi kabul etmez (Yasa 70D2",
    )
    never_says(
        client,
        "claim",
        KEYS,
        "tr",
        "hiçbir başarılı oyun tarzını kabul etmez (Yasa 70D1)",
        "hiçbir oyun tarzını kabul etmez (Yasa 70E1)",
    )
    says(
        client,
        "claim",
        KEYS,
        "en",
        "The Director shall not accept from the claimer any successful line of play not embraced in his original "
        "clarification statement",
        "The Director shall not accept from the claimer any unstated line of play",
    )


@pytest.mark.parametrize(
    "words",
    [
        engine_words.DECIDING_WORDS["70D1"][0],
        engine_words.DECIDING_WORDS["70E1"][0],
        engine_words.NOT_NECESSARILY_BELOW["70E1"][0],
    ],
    ids=["70D1", "70E1", "70E1-not-necessarily-below"],
)
def test_the_engine_words_say_70d1_and_70e1_in_the_official_future(words):
    assert "kabul etmeyecektir" in words
    assert "kabul etmez" not in words


def test_the_engine_words_keep_70d2_in_the_present():
    assert "hakem talebi kabul etmez" in engine_words.DECIDING_WORDS["70D2"][0]
    assert "the Director does not accept" in engine_words.DECIDING_WORDS["70D2"][1]
