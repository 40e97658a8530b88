"""table75 (issue 22): simultaneous cards that went to the trick unnoticed (Law 58B4), written on the
table page as "simultaneous:W:D2+S2:D2:unnoticed" (the cards, the faces visible if not every one,
":unnoticed" last) and read into the engine's `unnoticed` (docs/rulings-cli.md); then 67B2's
`restore`.

58B4 (TR): "Her iki taraf da sonraki löveye oynayıncaya kadar eşzamanlı oyun fark edilmemişse Yasa
67 uygulanır." (WBF): "If the simultaneous play remains undiscovered until both sides have played
to the next trick, Law 67 applies." 67A2 (TR): "Bir löveye birden fazla kart oynanmasının
düzeltilmesi için, yasa 45E ... veya Yasa 58B ... uygulanacaktır." (WBF): "To rectify the play of
too many cards to a trick, Law 45E ... or Law 58B ... shall be applied." 67B2(a) (TR): "hakem
oynanmış kartları inceler ve kusurlu oyuncudan özürlü löveye oynarken görünen kartını oynanan
kartlar arasında bırakarak, bütün fazla kartları eline geri koymasını ister" (WBF): "the Director
inspects the played cards and requires the offender to restore to his hand all extra cards, leaving
among the played cards the one faced in playing to the defective trick".

DEAL of test_table: North AKQJ.AKQ.AKQ.AKQ, East T987.JT9.JT9.JT9, South 6543.876.876.876, West
2.5432.5432.5432; South declares 4♥, West leads."""

import re
from html import unescape
from urllib.parse import parse_qs, urlsplit

import pytest
from django.utils.html import escape

from situations.table import RecordError, parse_event, token_of
from situations.tests.table.test_table import table_url
from situations.tests.table.test_table_more_laws import buttons
from tests.seen import seen

pytestmark = pytest.mark.django_db
UNNOTICED = "simultaneous:W:D2+S2:D2:unnoticed"  # ♠2 stuck behind West's ♦2 lead, its face not seen


@pytest.mark.parametrize(
    "token, event",
    [
        (UNNOTICED, {"cards": ["D2", "S2"], "visible": ["D2"], "unnoticed": True}),
        ("simultaneous:W:D2+S2:unnoticed", {"cards": ["D2", "S2"], "visible": ["D2", "S2"], "unnoticed": True}),
        ("simultaneous:W:D2+S2:D2", {"cards": ["D2", "S2"], "visible": ["D2"]}),
    ],
)
def test_the_token_is_read_into_the_engine_s_unnoticed_and_written_back(token, event):
    read = parse_event(token)
    assert read == {"act": "simultaneous", "seat": "W", **event}
    assert token_of(read) == token


@pytest.mark.parametrize(
    "token",
    [
        "simultaneous:W:D2+S2:unnoticed:D2",
        "simultaneous:W:D2+S2:D2:noticed",
        "simultaneous:W:unnoticed",
        "simultaneous:W:D2+S2:D2:unnoticed:unnoticed",
    ],
)
def test_a_malformed_token_is_not_read(token):
    with pytest.raises(RecordError):
        parse_event(token)


@pytest.mark.parametrize(
    "lang, sentence",
    [
        (
            "tr",
            "Oyun kaydında okunamayan bir olay var: simultaneous:W:D2+S2:unnoticed:D2. Aynı anda çıkılan veya "
            "oynanan kartlar simultaneous:W:SK+S2 (bütün kartların yüzü görünmüş) ya da simultaneous:W:SK+S2:SK "
            "(yalnız SK görünmüş) biçiminde yazılır; kartlar her iki taraf da sonraki löveye oynayıncaya kadar "
            "fark edilmeden löveye gittiyse sona :unnoticed eklenir (Yasa 58B4), ör. "
            "simultaneous:W:SK+S2:SK:unnoticed.",
        ),
        (
            "en",
            "The play record has an event the table cannot read: simultaneous:W:D2+S2:unnoticed:D2. Cards led or "
            "played at once are written simultaneous:W:SK+S2 (every face visible) or simultaneous:W:SK+S2:SK (only "
            "SK visible), with :unnoticed last when they went to the trick unnoticed until both sides had played "
            "to the next trick (Law 58B4), e.g. simultaneous:W:SK+S2:SK:unnoticed.",
        ),
    ],
)
def test_a_malformed_token_is_refused_with_how_it_is_written_in_the_page_language(client, lang, sentence):
    response = client.get(table_url(lang, play="simultaneous:W:D2+S2:unnoticed:D2"))
    assert response.status_code == 400
    assert escape(sentence) in response.content.decode()


@pytest.mark.parametrize(
    "lang, extra, trick",
    [
        ("tr", "Batı 1. löveye birden fazla kart oynadı (fazla kart: ♠2).", "Bu löve:</strong> Batı ♦2</p>"),
        ("en", "West played more than one card to trick 1 (the extra card: ♠2).", "This trick:</strong> West ♦2</p>"),
    ],
)
def test_unnoticed_cards_go_to_the_trick_and_law_67a2_is_cited(client, lang, extra, trick):
    """The faced ♦2 is West's card to the trick; ♠2 leaves his hand with it (the engine's `extra`);
    until a player on each side has played to trick 2, 67A2 (58B applies) is cited."""
    response = client.get(table_url(lang, play=UNNOTICED))
    page = seen(response.content.decode())
    assert response.status_code == 200
    assert escape(extra) in page and trick in page
    assert 'data-label="67A2"' in page
    assert 'data-card="S2"' not in page.split('aria-label="Batı"' if lang == "tr" else 'aria-label="West"')[1]


def test_the_faces_offered_after_two_cards_include_the_unnoticed_ones_in_turkish(client):
    page = client.get(table_url("tr", play="", mode="two", pair="D2+S2")).content.decode()
    choices = list(buttons(page))
    assert choices[-2:] == [
        "Her iki taraf da sonraki löveye oynayıncaya kadar fark edilmedi; yalnız ♦2 görünmüştü (Yasa 58B4)",
        "Her iki taraf da sonraki löveye oynayıncaya kadar fark edilmedi; yalnız ♠2 görünmüştü (Yasa 58B4)",
    ]  # every face visible: ♦2 and ♠2 are of one rank, which 67B2(a) does not decide (not offered)
    url = buttons(page)[choices[-2]]
    assert parse_qs(urlsplit(url).query)["play"] == ["simultaneous:W:D2+S2:D2:unnoticed"]


RESTORE_TEXT = {
    "tr": "Batı bütün fazla kartları eline geri koyar (Yasa 67B2(a))",
    "en": "West restores to his hand all extra cards (Law 67B2(a))",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_restore_is_offered_once_a_player_on_each_side_has_played_to_trick_2(client, lang):
    before = client.get(table_url(lang, play=UNNOTICED + ",N:DA,E:D9,S:D8,N:SA")).content.decode()
    assert escape(RESTORE_TEXT[lang]) not in before  # only North-South have played to trick 2 (67A)
    after = client.get(table_url(lang, play=UNNOTICED + ",N:DA,E:D9,S:D8,N:SA,E:S7")).content.decode()
    link = re.search(rf'<a href="([^"]+)">{re.escape(escape(RESTORE_TEXT[lang]))}</a>', after)
    assert link is not None
    restored = seen(client.get(unescape(link.group(1))).content.decode())
    assert 'data-label="67B2(a)"' in restored
    assert 'data-card="S2"' not in after and 'data-card="S2"' in restored  # ♠2 back in West's hand
    assert "South to play" in restored or "Güney" in restored
