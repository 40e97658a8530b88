"""The defender's major penalty card (exposed-card, a defender's honour or a second penalty card):
the `now` line citing 51A and the chooser say 51A's condition and time.

51A: TR "Sıra kendisinde olan bir defans oyuncusu yasal olarak oynanabilecek iki veya daha fazla
cezalı karta sahipse, o lövede hangisinin oynanacağını deklaran belirtir."; WBF "If it is a
defender's turn to play and that defender has two or more penalty cards that can legally be played,
declarer designates which is to be played at that turn."

The `now` line said "defans oyuncusunun yasal olarak oynayabileceği iki ya da daha fazla cezalı kartı
varsa hangisinin oynanacağını deklaran belirtir" / "if a defender has two or more penalty cards that
can legally be played, declarer designates which is to be played", and the chooser "kusurlu oyuncunun
yasal olarak oynanabilecek birden çok cezalı kartı varsa hangisinin oynanacağını da" / "if the
offender has more than one penalty card that can legally be played, which of them is played": neither
said "Sıra kendisinde olan" / "If it is a defender's turn to play" nor "o lövede" / "at that turn"
(qa296's note). The words are those of auction_exposure's DECLARER_51 (qa296); the verb is 51A's
present in both texts ("belirtir", "designates")."""

import pytest

from situations.content import penalty_card
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

SLUG, KEYS = "exposed-card", ["defender", "honour-or-intended"]

NOW = {
    "tr": "sıra kendisindeyken defans oyuncusunun yasal olarak oynanabilecek iki veya daha fazla cezalı kartı varsa, o lövede hangisinin oynanacağını deklaran belirtir (Yasa 50D1(a), 51A)",
    "en": "if it is a defender's turn to play and that defender has two or more penalty cards that can legally be played, declarer designates which is to be played at that turn (Laws 50D1(a), 51A)",
}
NOW_OLD = {
    "tr": "defans oyuncusunun yasal olarak oynayabileceği iki ya da daha fazla cezalı kartı varsa hangisinin",
    "en": "if a defender has two or more penalty cards that can legally be played, declarer designates which is to be played (Laws",
}
CHOOSER = {
    "tr": "sıra kendisindeyken kusurlu oyuncunun yasal olarak oynanabilecek iki veya daha fazla cezalı kartı varsa, o lövede hangisinin oynanacağını da.",
    "en": "if it is the offender's turn to play and he has two or more penalty cards that can legally be played, which is to be played at that turn.",
}
CHOOSER_OLD = {
    "tr": "birden çok cezalı kartı varsa",
    "en": "more than one penalty card that can legally be played, which of them is played",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_now_line_says_51a_s_turn_and_time(client, lang):
    says(client, SLUG, KEYS, lang, NOW[lang])
    never_says(client, SLUG, KEYS, lang, NOW_OLD[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_chooser_says_51a_s_turn_and_time(client, lang):
    assert getattr(penalty_card.MAJOR.chooser, lang).endswith(CHOOSER[lang])
    says(client, SLUG, KEYS, lang, CHOOSER[lang])
    never_says(client, SLUG, KEYS, lang, CHOOSER_OLD[lang])
