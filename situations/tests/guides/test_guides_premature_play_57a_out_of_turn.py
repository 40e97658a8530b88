"""The premature-play guide says 57A's condition whole: a defender's card played "out of turn"
before his partner has played, or led to the next trick. A second-hand defender plays before his
fourth-hand partner in turn, and his card is no penalty card.

57A (TR, official): "Bir defans oyuncusu, ortağı o löveye kart oynamadan önce sırasız olarak kart
oynadığında veya bir sonraki löveye çıkış yaptığında, bu şekilde çıkılan veya oynanan kart majör
cezalı karta dönüşür ve deklaran aşağıdaki seçeneklerden birini seçer."
57A (WBF): "When a defender leads to the next trick before his partner has played to the current
trick, or plays out of turn before his partner has played, the card so led or played becomes a major
penalty card, and declarer selects one of the following options."
The engine agrees (docs/rulings-cli.md, "Premature play by a defender": a card event before partner
is one made when it is not the defender's turn; a card in turn is a play like any other). The
Ending and the first question's hint said "before his partner" alone. The read-out keeps it: it is
read once the Director has found 57A's case, and its English is at test_read_out's 90 words."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "premature-play"
KEYS = ["before-partner", "none"]

NOW = {
    "tr": (
        "Defans oyuncusunun, ortağı bu löveye oynamadan önce sırasız olarak oynadığı ya da sonraki löveye çıktığı kart majör cezalı kart olur (Yasa 57A).",
        "Defans oyuncusunun, ortağı bu löveye oynamadan önce oynadığı ya da",
    ),
    "en": (
        "The card a defender played out of turn, or led to the next trick, before his partner had played to this trick becomes a major penalty card (Law 57A).",
        "The card a defender played, or led to the next trick,",
    ),
}
HINT = {
    # qa222: the hint now names 57A's premature lead too
    # (test_guides_premature_play_first_hint_57a_lead_and_play.py); "out of turn" stays.
    "tr": ("Ortağı bu löveye oynamadan sırasız oynamak", "Ortağı bu löveye oynamadan oynamak"),
    "en": (
        "Playing out of turn, or leading to the next trick, before partner has played",
        "Playing before partner has played to the trick is Law 57A",
    ),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_ending_makes_a_penalty_card_only_of_a_card_played_out_of_turn(client, lang):
    new, old = NOW[lang]
    says(client, SLUG, KEYS, lang, new)
    never_says(client, SLUG, KEYS, lang, old)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_first_question_s_hint_says_57a_is_a_play_out_of_turn(client, lang):
    new, old = HINT[lang]
    says(client, SLUG, [], lang, new)
    never_says(client, SLUG, [], lang, old)
