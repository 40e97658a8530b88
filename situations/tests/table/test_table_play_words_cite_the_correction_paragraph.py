"""The record's words for a revoke corrected cite the paragraph the engine corrected it under (its
status `corrected` and `status_law`: docs/rulings-cli.md, Additions, "Each revoke's status"), as the
table's correct mode does since qa180; they said "(Laws 62A, 62B)" for every correction.

62A, TR "Rönons resmileşmeden önce usulsüzlüğün farkına varılırsa, oyuncu rönonsunu düzeltmek
zorundadır."; WBF "A player must correct his revoke if attention is drawn to the irregularity before
it becomes established."
62D1, TR "Onikinci lövedeki, rönons, resmileşmiş olsa dahi ellerin dördü de borda geri konulmadan
önce fark edilmiş ise düzeltilmelidir."; WBF "On the twelfth trick, a revoke, even if established,
must be corrected if discovered before all four hands have been returned to the board."
62C3, TR "Eğer her iki taraf ta aynı lövede rönons yaparsa, ve taraflardan yalnızca birisi bir
sonraki löveye kart vermiş ise, her iki rönonsun da düzeltilmesi gerekir"; WBF "If both sides revoke
on the same trick and only one side has played to the subsequent trick, then both revokes must be
corrected".
62B, TR "Bir rönonsu düzeltmek için, kusurlu oyuncu oynadığı kartı geri alır ve yerine yasal bir kart
koyar."; WBF "To correct a revoke the offender withdraws the card he played and substitutes a legal
card."
"""

import pytest
from django.utils import translation

from situations.table import parse_play
from situations.table_play_words import play_in_words, states_along
from situations.tests.table.test_table_correct_link_follows_revoke_status import (
    BOTH_SIDES,
    DEAL,
    WEST_REVOKES_ON_TWELVE,
)

SAID = {
    "en": "{} corrects the revoke with {} (Laws {}, 62B)",
    "tr": "{} rönonsunu {} ile düzeltir (Yasa {}, 62B)",
}
SEATS = {"en": {"W": "West", "E": "East"}, "tr": {"W": "Batı", "E": "Doğu"}}


def _words(record: str, lang: str) -> str:
    play = parse_play(record)
    with translation.override(lang):
        return " | ".join(play_in_words(DEAL, "3NT", "S", play, states_along(DEAL, "3NT", "S", play), lang))


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize(
    "record, seat, card, law",
    [
        (WEST_REVOKES_ON_TWELVE + ",correct:W:S3", "W", "♠3", "62D1"),  # established, trick 12
        (BOTH_SIDES + ",correct:E:C6", "E", "♣6", "62C3"),  # East's, established, beside dummy's
        ("W:CA,N:D2,E:D5,S:C8,correct:E:C6", "E", "♣6", "62A"),  # not established
    ],
)
def test_the_record_cites_the_paragraph_the_revoke_was_corrected_under(record, seat, card, law, lang):
    said = _words(record, lang)
    assert SAID[lang].format(SEATS[lang][seat], card, law) in said
    if law != "62A":
        assert "62A, 62B" not in said
