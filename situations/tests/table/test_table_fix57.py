"""fix57: what the last sessions left on the table page."""

import pytest

from situations.tests.table.test_table import table_url
from situations.tests.table.test_table_qa56 import hand_cards, words

pytestmark = pytest.mark.django_db

# East's ♦J is a major penalty card (exposed); on ♦A led from dummy East plays ♦10 instead (52B).
NOT_PLAYED = "W:S2,N:SA,E:S7,S:S3,expose:E:DJ,N:DA,E:DT"


@pytest.mark.parametrize(
    "lang, east_to_play, south_to_play, south_chooses",
    [
        ("en", "East to play", "South to play", "South chooses"),
        ("tr", "Sıra: Doğu", "Sıra: Güney", "Seçimi Güney yapar"),
    ],
)
def test_nobody_is_to_play_while_declarer_chooses_after_a_penalty_card_not_played(
    client, lang, east_to_play, south_to_play, south_chooses
):
    """Law 52B1(a), TR: "Bir defans oyuncusu, Yasalar hükmünce bir cezalı kartı oynamak zorunda
    olmasına rağmen başka bir kart çıkar veya oynarsa, deklaran bu çıkış veya oyunu kabul edebilir."
    52B2: "Deklaran defans oyuncusundan yasaya aykırı olarak oynanan veya çıkılan kartını kabul
    etmezse, defans oyuncusu bu kartı cezalı kart ile değiştirmek zorundadır." WBF 52B1(a): "If a
    defender has led or played another card when required by law to play a penalty card, declarer
    may accept such lead or play." 52B2: "If declarer does not accept the card illegally played or
    led the defender must substitute the penalty card for the card illegally played or led."

    East's ♦10 lies on the trick and declarer chooses first; the status line said "East to play"
    (qa56) and East's hand was marked to play. East plays again only if declarer rejects the card
    (52B2); if he accepts it, the trick goes on to South."""
    page = client.get(table_url(lang, play=NOT_PLAYED)).content.decode()
    assert south_chooses in words(page)
    assert east_to_play not in words(page)
    assert 'class="turn-mark"' not in page
    # Rejected (52B2): East must substitute the penalty card, so he is to play again.
    rejected = client.get(table_url(lang, play=NOT_PLAYED + ",reject:S")).content.decode()
    assert east_to_play in words(rejected) and 'class="turn-mark"' in rejected
    # Accepted (52B1(a)): the ♦10 stands and South plays next.
    accepted = client.get(table_url(lang, play=NOT_PLAYED + ",accept:S")).content.decode()
    assert south_to_play in words(accepted)
    assert "DT" not in hand_cards(accepted, "East" if lang == "en" else "Doğu")
