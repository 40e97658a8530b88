"""The table page as a screen reader reads it (qa59): a card drawn as its rank alone beside the row's
suit symbol ("A", "10"), a suit drawn as its symbol alone ("♠", read "black spade suit"), were all a
blind Director heard of the card he was to tap. Each now has a name in words: its aria-label."""

import re
from html import unescape

import pytest

from situations.tests.table.test_table import table_url
from situations.tests.table.test_table_more_laws import any_card_link
from tests.seen import heard, seen

pytestmark = pytest.mark.django_db

CARD_NAMES = {
    "tr": {"SA": "Pik As", "HT": "Kör 10", "D9": "Karo 9", "CQ": "Trefl Dam"},
    "en": {"SA": "Ace of spades", "HT": "10 of hearts", "D9": "9 of diamonds", "CQ": "Queen of clubs"},
}


def names_of_cards(page: str) -> dict[str, str]:
    """data-card -> the accessible name of each card of the hands, a link or not."""
    found = {}
    for tag in re.findall(r'<(?:a|span) class="card[^"]*"[^>]*>', page):
        code = re.search(r'data-card="(\w\w)"', tag).group(1)
        label = re.search(r'aria-label="([^"]*)"', tag)
        found[code] = unescape(label.group(1)) if label else ""
    return found


def link_names(page: str, block_class: str) -> list[tuple[str, str]]:
    """(drawn text, accessible name) of each link of the paragraph or list of `block_class`."""
    block = re.search(rf'<(?:p|ul) class="[^"]*{block_class}[^"]*">(.*?)</(?:p|ul)>', page, re.S).group(1)
    links = re.findall(r"<a ((?![^>]*guide-cite)[^>]*)>([^<]*)</a>", block)  # not the Law its words cite
    named = []
    for attrs, text in links:
        label = re.search(r'aria-label="([^"]*)"', attrs)
        named.append((unescape(text), unescape(label.group(1)) if label else unescape(text)))
    return named


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_every_card_of_the_hands_is_named_by_suit_and_rank(client, lang):
    """West has led ♠2, dummy (North) is to play: North's cards are links, the others' are links or
    drawn cards. Each is named "Pik As" / "Ace of spades", not "A"."""
    page = client.get(table_url(lang, play="W:S2")).content.decode()
    names = names_of_cards(page)
    assert len(names) == 51  # 52 cards less the one on the table
    for code, name in CARD_NAMES[lang].items():
        assert names[code] == name, (code, names[code])
    assert all(name for name in names.values()), [code for code, name in names.items() if not name]


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_suit_symbol_of_each_row_is_named(client, lang):
    page = client.get(table_url(lang, play="W:S2")).content.decode()
    rows = re.findall(r'<span class="suit[^"]*"([^>]*)>([♠♥♦♣])</span>', page)
    assert len(rows) == 16
    words = {"tr": {"♠": "Pik", "♥": "Kör"}, "en": {"♠": "Spades", "♥": "Hearts"}}[lang]
    for attrs, symbol in rows:
        if symbol in words:
            assert f'aria-label="{words[symbol]}"' in attrs


@pytest.mark.parametrize(
    "lang, spades, ace", [("tr", ("♠", "Pik"), ("A", "As")), ("en", ("♠", "Spades"), ("A", "Ace"))]
)
def test_declarer_s_incomplete_call_of_dummy_s_card_names_the_suit_and_the_rank_in_words(client, lang, spades, ace):
    """46B2 (TR) "Eğer deklaran rengi belirtir ancak dereceyi belirtmezse, belirtilen rengin en küçük
    kartını çağırmış sayılır"; 46B3 "Eğer deklaran bir derece belirtir ancak renk belirtmezse";
    (WBF) 46B2 "If declarer designates a suit but not a rank he is deemed to have called the lowest
    card of the suit indicated", 46B3 "If declarer designates a rank but not a suit". The table offers what declarer said, a suit alone or a rank alone, drawn as "♠" and "A". A screen
    reader now says "Pik" / "Spades" and "As" / "Ace"."""
    page = client.get(table_url(lang, play="W:S2")).content.decode()
    named = link_names(page, "designations")
    assert spades in named and ace in named, named


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_declarer_s_57a_options_of_another_suit_name_the_suit_in_words(client, lang):
    """57A3-4 (TR) "Kusurlu oyuncunun ortağının, deklaran tarafından belirtilecek başka bir rengi
    oynamasını isteyebilir" / "... başka bir renkten bir kart oynamasını yasaklayabilir"; (WBF)
    "require offender's partner to play a card of another suit specified by declarer" / "forbid
    offender's partner to play a card of another suit specified by declarer". The buttons are drawn
    "require another suit: ♠"; their names end with the suit's word."""
    page = client.get(table_url(lang, play="W:D2")).content.decode()
    page = client.get(any_card_link(page, "D3")).content.decode()  # West again, before East: 57A
    named = link_names(page, "choices")
    with_symbol = [(text, name) for text, name in named if "♠" in text]
    assert len(with_symbol) == 2, named
    word = "Pik" if lang == "tr" else "Spades"
    for text, name in with_symbol:
        assert "♠" not in name and name.endswith(word), (text, name)
        assert name.removesuffix(word) == text.removesuffix("♠"), (text, name)


@pytest.mark.parametrize("lang, jack", [("tr", "Karo Vale"), ("en", "Jack of diamonds")])
def test_the_67a1_supply_and_67b1_place_choices_name_their_cards(client, lang, jack):
    """67A1 (TR) "Bir löveye kart oynamamanın düzeltilmesi için, kusurlu oyuncu yasal olarak
    oynayabileceği bir kartı löveye verir" / (WBF) "To rectify omission to play to a trick, the
    offender supplies a card he can legally play"; 67B1(a) (WBF) "if the offender has a card of the
    suit led to the defective trick, he must choose such a card to place among his played cards".
    East omitted to play to trick 1 (the records of test_table_more_laws): the cards he may supply,
    then those he may place, are drawn "♦J"; each is named in words."""
    supply = "W:D2,N:DA,omit:E,S:D8"
    named = link_names(client.get(table_url(lang, play=supply)).content.decode(), "supply")
    assert named and named[0] == (f"♦{'V' if lang == 'tr' else 'J'}", jack), named
    assert all(not name.startswith("♦") for _, name in named), named
    place = supply + ",N:SA,E:S7,S:S3,W:S2"
    named = link_names(client.get(table_url(lang, play=place)).content.decode(), "choices")
    assert named and named[0] == (f"♦{'V' if lang == 'tr' else 'J'}", jack), named
    assert all(not name.startswith("♦") for _, name in named), named


def heard_and_seen(html: str) -> tuple[str, str]:
    """What a screen reader reads of an HTML fragment (aria-hidden parts left out) and what is drawn
    (visually hidden parts left out), tags removed."""
    return heard(html), unescape(re.sub(r"<[^>]+>", "", seen(html))).strip()


@pytest.mark.parametrize(
    "lang, contract, heard, seen",
    [
        ("tr", "4H", "4 Kör · Güney", "4♥ · Güney"),
        ("en", "4H", "4 Hearts · South", "4♥ · South"),
        ("en", "3SX", "3 Spades doubled · South", "3♠ doubled · South"),
        ("tr", "3NT", "3SA · Güney", "3SA · Güney"),
    ],
)
def test_the_table_heading_says_the_contract_s_suit_in_words(client, lang, contract, heard, seen):
    """The heading of every table page is the contract and declarer, drawn "4♥ · South": a screen
    reader said "4 black heart suit · South" (the symbol's Unicode name). It now hears the suit's
    name; the drawn heading is unchanged."""
    page = client.get(table_url(lang, contract=contract)).content.decode()
    heading = re.search(r'<h1 class="table-h">(.*?)</h1>', page, re.S).group(1)
    assert heard_and_seen(heading) == (heard, seen)


def _line(page: str, pattern: str) -> str:
    found = re.search(pattern, page, re.S)
    assert found, pattern
    return found.group(1)


@pytest.mark.parametrize(
    "lang, trick, penalty, sentence",
    [
        ("tr", "Bu löve: Batı Karo 2", "Doğu Karo V", "Karo V"),
        ("en", "This trick: West Diamonds 2", "East Diamonds J", "Diamonds J"),
    ],
)
def test_the_trick_line_penalty_cards_and_engine_sentences_say_suits_in_words(client, lang, trick, penalty, sentence):
    """The trick line ("West ♦2"), the penalty cards line and the engine's sentences drew the suit
    symbol alone, which a screen reader reads "black diamond suit". Each symbol is now drawn for the
    eye and said in the page's language for the ear; the drawn text is unchanged (the tests reading
    the drawn HTML go through tests/seen.py). 50B: "Onör derecesinde herhangi bir kart ... majör
    cezalı karta dönüşür" / "Any card of honour rank ... becomes a major penalty card": East's
    exposed ♦J, after West's lead of ♦2."""
    page = client.get(table_url(lang, play="W:D2,expose:E:DJ")).content.decode()
    trick_line = _line(page, r'<div class="trick">\s*<p>(.*?)</p>')
    assert heard(trick_line) == trick
    assert "♦" not in heard(trick_line) and "♦2" in seen(trick_line)
    exposed = client.get(table_url(lang, play="expose:E:DJ")).content.decode()
    penalties = _line(exposed, r"(<strong>(?:Penalty cards|Cezalı kartlar):</strong>.*?)</p>")
    assert penalty in heard(penalties) and "♦" not in heard(penalties)
    engine = _line(page, r'<ul class="engine-says" id="engine-now">(.*?)</ul>')
    assert sentence in heard(engine) and "♦" not in heard(engine)
