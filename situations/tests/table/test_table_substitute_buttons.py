"""The table page offers the change of a card after cards played at once (58B3) and, after that
change, the change of a card that followed the changed one (47D), where the engine records it and
only then: one line per player, his cards as links that record `substitute:SEAT:CARD` (eng264).

58B3 (TR, official): "Kusurlu oyuncu görünen bir kartını geri aldıktan sonra, bu kart üzerine daha
sonra oynamış olan rakip kendi kartını geri alabilir ve bir onarma olmaksızın değiştirebilir. (Ancak
bkz. Yasa 16C.)"
(WBF): "After an offending player withdraws a visible card, an opponent who subsequently played to
that trick may withdraw his play and substitute another card without further rectification (but see
Law 16C)."

47D (TR, official): "Rakibin oynadığı kartı değiştirmesinden sonra, oynanmış bir kart geri alınabilir
ve yerine başka bir kart herhangi bir onarma olmaksızın oynanabilir (Yasa 16C ve Yasa 62C2
uygulanabilir.)"
(WBF): "After an opponent's change of play a played card may be withdrawn and returned to the hand
without further rectification and another card may be substituted. (Laws 16C and 62C2 may apply.)"

DEAL of test_table: South declares 4♥, West leads; North is dummy (♦AKQ), East ♦JT9, South ♦876.
West leads ♦2 and ♦3 at once, both seen, and designates ♦2 (58B2); North's ♦Q follows."""

import re
from html import unescape
from urllib.parse import parse_qs, urlsplit

import pytest

from situations.table_play_words import play_in_words, states_along
from situations.tests.table.test_table import DEAL, table_url
from tests.seen import seen

pytestmark = pytest.mark.django_db

AT_ONCE = "simultaneous:W:D2+D3,choose_card:W:D2,N:DQ"
CHANGED = f"{AT_ONCE},E:D9,S:D8,substitute:N:DA"
LINE_58B3 = {
    "en": "North played to trick 1 after the cards played at once: he may take his card back and play another "
    "instead, without further rectification (Law 58B3; but see Law 16C):",
    "tr": "Kuzey 1. löveye aynı anda oynanan kartlardan sonra oynadı: kendi kartını geri alabilir ve bir onarma "
    "olmaksızın değiştirebilir (Yasa 58B3; ancak bkz. Yasa 16C):",
}
LINE_47D = {
    "en": "East played to trick 1 after a card an opponent has since changed: he may take his card back and play "
    "another instead, without further rectification (Law 47D; Law 16C may apply):",
    "tr": "Doğu 1. löveye, bir rakibinin sonradan değiştirdiği karttan sonra oynadı: kartını geri alabilir ve "
    "yerine başka bir kart herhangi bir onarma olmaksızın oynayabilir (Yasa 47D; Yasa 16C uygulanabilir):",
}


def changes(page: str) -> list[tuple[str, dict[str, str]]]:
    """Each change line as it is drawn: (its words, {card drawn: the `play` its link records})."""
    found = []
    for line in re.findall(r'<p class="modes substitute">(.*?)</p>', seen(page), re.S):
        words = unescape(line.split(" <a href=", 1)[0])
        links = {
            unescape(text): parse_qs(urlsplit(unescape(href)).query)["play"][0]
            for href, text in re.findall(r'<a href="([^"]+)" aria-label="[^"]*">([^<]+)</a>', line)
        }
        found.append((words, links))
    return found


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_north_may_change_his_card_after_west_s_cards_at_once(client, lang):
    """North (dummy: declarer plays it) played ♦Q after West's cards: his ♦A and ♦K, the cards he
    may legally play instead, are offered; East, West's partner, is not (no opponent has changed)."""
    page = client.get(table_url(lang, play=AT_ONCE)).content.decode()
    ace, king = ("♦A", "♦K") if lang == "en" else ("♦A", "♦R")
    assert changes(page) == [
        (LINE_58B3[lang], {ace: f"{AT_ONCE},substitute:N:DA", king: f"{AT_ONCE},substitute:N:DK"}),
    ]


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_tap_records_the_change_and_the_engine_cites_58b3(client, lang):
    page = client.get(table_url(lang, play=AT_ONCE)).content.decode()
    play = changes(page)[0][1]["♦A"]
    after = seen(client.get(table_url(lang, play=play)).content.decode())
    assert 'data-label="58B3"' in after and 'data-label="16C"' in after
    this_trick = {"en": "This trick:</strong> West ♦2 · North ♦A</p>", "tr": "Bu löve:</strong> Batı ♦2 · Kuzey ♦A</p>"}
    assert this_trick[lang] in after
    assert changes(after) == []  # North has changed his card; East has not played yet (nothing to change)


def test_no_line_without_cards_played_at_once(client):
    page = client.get(table_url("en", play="W:D2,N:DQ,E:D9")).content.decode()
    assert 'class="modes substitute"' not in page


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_after_north_s_change_east_may_change_under_47d_and_south_under_58b3(client, lang):
    """The trick is complete (♦2, ♦Q, ♦9, ♦8) and North changed ♦Q to ♦A after it: East's ♦9 followed
    North's changed card (47D); South's ♦8 followed West's cards (58B3, not yet used)."""
    page = client.get(table_url(lang, play=CHANGED)).content.decode()
    lines = changes(page)
    assert [words for words, _links in lines][0] == LINE_47D[lang]
    jack = "♦J" if lang == "en" else "♦V"
    assert lines[0][1] == {jack: f"{CHANGED},substitute:E:DJ", "♦10": f"{CHANGED},substitute:E:DT"}
    assert lines[1][0].startswith({"en": "South played to trick 1 after", "tr": "Güney 1. löveye aynı anda"}[lang])
    assert set(lines[1][1].values()) == {f"{CHANGED},substitute:S:D7", f"{CHANGED},substitute:S:D6"}
    after = seen(client.get(table_url(lang, play=lines[0][1][jack])).content.decode())
    assert 'data-label="47D"' in after and 'data-label="16C"' in after
    last = {
        "en": "Last trick: West ♦2 · North ♦A · East ♦J · South ♦8</p>",
        "tr": "Son löve: Batı ♦2 · Kuzey ♦A · Doğu ♦V · Güney ♦8</p>",
    }
    assert last[lang] in after


CHANGE_47D = {
    "en": "East takes his card back and plays ♦J instead, without further rectification, after the opponent's "
    "change (Law 47D; Law 16C may apply)",
    "tr": "Doğu, rakibin oynadığı kartı değiştirmesinden sonra kartını geri alır ve herhangi bir onarma olmaksızın "
    "yerine ♦V oynar (Yasa 47D; Yasa 16C uygulanabilir)",
}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_record_in_words_says_47d_for_east_s_change(lang):
    from django.utils import translation

    from situations.table import parse_play

    play = parse_play(f"{CHANGED},substitute:E:DJ")
    states = states_along(DEAL, "4H", "S", play)
    with translation.override(lang):
        said = play_in_words(DEAL, "4H", "S", play, states, lang)
    assert said[0].endswith(CHANGE_47D[lang] + {"en": "; won by North", "tr": "; Kuzey aldı"}[lang])
