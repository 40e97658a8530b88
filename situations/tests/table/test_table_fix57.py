"""fix57: what the last sessions left on the table page."""

import pytest

from situations.tests.table.test_table import table_url
from situations.tests.table.test_table_qa56 import hand_cards, words
from tests.seen import seen

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
    page = seen(client.get(table_url(lang, play=NOT_PLAYED)).content.decode())
    assert south_chooses in words(page)
    assert east_to_play not in words(page)
    assert 'class="turn-mark"' not in page
    # Rejected (52B2): East must substitute the penalty card, so he is to play again.
    rejected = seen(client.get(table_url(lang, play=NOT_PLAYED + ",reject:S")).content.decode())
    assert east_to_play in words(rejected) and 'class="turn-mark"' in rejected
    # Accepted (52B1(a)): the ♦10 stands and South plays next.
    accepted = seen(client.get(table_url(lang, play=NOT_PLAYED + ",accept:S")).content.decode())
    assert south_to_play in words(accepted)
    assert "DT" not in hand_cards(accepted, "East" if lang == "en" else "Doğu")


DECLARER_EXPOSES = {
    "en": (
        "South, declarer, exposed ♦8: declarer is not subject to restriction for exposing a card (but see Law "
        "45C2), and no card of declarer's or dummy's hand ever becomes a penalty card; declarer is not required to "
        "play any card dropped accidentally (Law 48A)."
    ),
    "tr": (
        "Deklaran Güney ♦8 kartını gösterdi: deklaranın bir kartını göstermesi kısıtlamaya tabi değildir (ancak bkz. "
        "Yasa 45C2) ve deklaranın veya yerin eline ait hiçbir kart cezalı karta dönüşmez; deklaran kazayla "
        "düşürdüğü hiçbir kartı oynamak zorunda değildir (Yasa 48A)."
    ),
}
DUMMY_EXPOSES = {
    "en": "North, dummy, exposed ♦A: no card of declarer's or dummy's hand ever becomes a penalty card (Law 48A).",
    "tr": "Yer Kuzey ♦A kartını gösterdi: deklaranın veya yerin eline ait hiçbir kart cezalı karta dönüşmez (Yasa 48A).",
}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_card_of_declarer_s_or_dummy_s_exposed_is_said_in_48a_s_words(client, lang):
    """Law 48A, TR: "Deklaranın bir kartını göstermesi kısıtlamaya tabi değildir (ancak bkz. Yasa 45C2)
    ve deklaranın veya yerin eline ait hiçbir kart, cezalı karta dönüşmez. Deklaran kazayla
    düşürdüğü hiçbir kartı oynamak zorunda değildir." WBF: "Declarer is not subject to restriction
    for exposing a card (but see Law 45C2), and no card of declarer's or dummy's hand ever becomes a
    penalty card. Declarer is not required to play any card dropped accidentally."

    The page cited 48A (its text in the paragraphs below) and said nothing of the card: a Director
    read no sentence telling him the card is no penalty card (qa56 left it). Dummy's card gets only
    48A's middle sentence: the other two speak of declarer."""
    page = seen(client.get(table_url(lang, play="W:S2,N:SA,E:S7,S:S3,expose:S:D8")).content.decode())
    assert DECLARER_EXPOSES[lang] in words(page)
    assert "D8" in hand_cards(page, "South" if lang == "en" else "Güney")  # no penalty card: in the hand
    page = seen(client.get(table_url(lang, play="W:S2,N:SA,E:S7,S:S3,expose:N:DA")).content.decode())
    assert DUMMY_EXPOSES[lang] in words(page)
    assert DECLARER_EXPOSES[lang] not in words(page)
    # A defender's card exposed is a penalty card (49, 50), not this sentence.
    defender = words(client.get(table_url(lang, play="W:S2,N:SA,E:S7,S:S3,expose:E:D9")).content.decode())
    assert "(Law 48A)" not in defender and "(Yasa 48A)" not in defender
