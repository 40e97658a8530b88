"""The director's table page: the record in the GET URL, each card a link, the engine's state after
each event and the result after the last trick."""

import re
from html import unescape
from urllib.parse import parse_qs, urlsplit

import pytest
from django.utils.html import escape

import rulings
from situations.engine_words import describe
from situations.table import parse_play, random_deal
from tests.seen import seen

pytestmark = pytest.mark.django_db
DEAL = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"


def table_url(lang="en", **params):
    from urllib.parse import urlencode

    base = {"deal": DEAL, "contract": "4H", "declarer": "S", "vul": "0"}
    return ("/en/table/" if lang == "en" else "/tr/masa/") + "?" + urlencode({**base, **params})


def card_links(page: str) -> dict[str, str]:
    """data-card -> href of the highlighted (legal) cards."""
    return {
        m.group(2): unescape(m.group(1))
        for m in re.finditer(r'<a class="card legal[^"]*" href="([^"]+)" data-card="(\w\w)"', page)
    }


@pytest.mark.parametrize("url", ["/tr/masa/", "/en/table/"])
def test_the_start_page_offers_a_deal_form(client, url):
    response = client.get(url)
    assert response.status_code == 200
    assert 'name="deal"' in response.content.decode()


def test_tapping_legal_cards_plays_a_whole_board_to_its_result(client):
    deal = random_deal(__import__("random").Random(5))
    url = table_url(deal=deal, contract="3NT", declarer="N", vul="1")
    for _ in range(52):
        page = seen(client.get(url).content.decode())
        links = card_links(page)
        assert links, url
        url = next(iter(links.values()))  # the first legal card, as a director would tap it
    response = client.get(url)
    assert response.status_code == 200
    page = seen(response.content.decode())
    play = parse_play(parse_qs(urlsplit(url).query)["play"][0])
    query = {"q": "result", "deal": deal, "contract": "3NT", "declarer": "N", "vul": True, "play": play}
    expected = rulings.answer(query)
    assert "error" not in expected
    for sentence in describe(expected, query, "en"):
        assert escape(sentence) in page
    assert card_links(page) == {}


def test_a_faced_opening_lead_out_of_turn_shows_declarer_s_choice_as_buttons(client):
    # Law 54: declarer may accept (54B), spread (54A) or reject (54D).
    page = seen(client.get(table_url(play="E:S7")).content.decode())
    assert "South chooses" in page
    buttons = re.findall(r'<a class="big-button" href="([^"]+)"[^>]*>([^<]+)</a>', page)
    assert [text for _, text in buttons] == ["accept", "spread his hand and become dummy", "reject"]
    reject = unescape(buttons[2][0])
    page = seen(client.get(reject).content.decode())
    # Law 54D: the card becomes a major penalty card and Law 50D2 gives declarer three choices.
    assert escape("♠7 is a major penalty card of East.") in page
    assert "require the lead of the penalty card" in page


def test_a_card_that_does_not_follow_is_recorded_as_a_revoke(client):
    page = seen(client.get(table_url(play="W:S2,N:SA")).content.decode())
    revoke = re.search(r'href="([^"]+)" data-card="HJ"', page)  # East holds spades: ♥J revokes
    page = seen(client.get(unescape(revoke.group(1))).content.decode())
    assert (
        "East revoked on trick 1; the revoke is not established: if the irregularity is noticed before the revoke "
        "becomes established, the player must correct his revoke (Law 62A)."
    ) in page
    assert 'data-label="62A"' in page


def all_card_links(page: str) -> dict[str, str]:
    """data-card -> href of every card a tap records, highlighted or not."""
    return {
        m.group(2): unescape(m.group(1))
        for m in re.finditer(r'<a class="card[^"]*" href="([^"]+)" data-card="(\w\w)"', page)
    }


@pytest.mark.parametrize("play, not_offered", [("W:D2,N:DA", "N"), ("E:S7", "NW")])
def test_every_card_the_table_offers_is_one_the_engine_records(client, play, not_offered):
    """Law 44B: "Çıkıştan sonra, diğer her oyuncu sırayla bir kart oynar ve bu şekilde oynanan dört
    kart bir löve oluşturur" / WBF "After the lead, each other player in turn plays a card, and the
    four cards so played constitute a trick": after West's lead and dummy's ace, dummy's cards are
    not offered for this trick (West's are: a lead to the next trick before his partner has played,
    57A). After East's faced opening lead out of turn, declarer chooses (Law 54) or accepts it by
    playing from the hand next in rotation (53A: South's cards); North's and West's cards are not
    offered. Before, every card was a link, and a tap on one the engine refuses ("N has already
    played to trick 1", "S must first choose") replaced the table by the start page with that
    English message, the whole record lost."""
    page = seen(client.get(table_url(play=play)).content.decode())
    links = all_card_links(page)
    hands = dict(zip("NESW", DEAL.removeprefix("N:").split(), strict=True))
    for seat in not_offered:
        held = {suit + rank for suit, ranks in zip("SHDC", hands[seat].split("."), strict=True) for rank in ranks}
        assert not held & set(links), f"{seat}'s cards are offered"
    assert links
    for card, url in links.items():
        response = client.get(url)
        assert response.status_code == 200, (card, unescape(response.content.decode())[:300])


@pytest.mark.parametrize(
    "lang, says, tap_words",
    [
        ("en", "South chooses first (above); then the cards can be played again.", "Tapping a card plays it"),
        ("tr", "Önce Güney seçimini yapar (yukarıda)", "Karta dokunmak onu oynar"),
    ],
)
def test_while_declarer_chooses_the_page_says_so_instead_of_tap_a_card(client, lang, says, tap_words):
    """Law 50D2: "Çıkış sırası partnerinin bir majör cezalı kartı bulunan bir defans oyuncusuna
    geldiğinde, deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış
    yapamaz" /
    WBF "When a defender has the lead while his partner has a major penalty card, he may not lead
    until declarer has stated which of the options below is selected". After East's opening lead
    out of turn is refused (54D: a major penalty card), no card is offered until declarer chooses;
    the line under the trick still said "Tapping a card plays it". A card exposed meanwhile (Law 49)
    can still be recorded: "Expose a card instead" stays. Where declarer may also choose by playing
    (53A: after the lead out of turn itself), the cards keep the usual line."""
    page = unescape(client.get(table_url(lang, play="E:S7,reject:S")).content.decode())
    assert says in page
    assert tap_words not in page
    assert not all_card_links(page)
    assert "mode=expose" in page
    accepting_by_playing = unescape(client.get(table_url(lang, play="E:S7")).content.decode())
    assert tap_words in accepting_by_playing and says not in accepting_by_playing


def test_expose_mode_records_an_exposed_card(client):
    page = seen(client.get(table_url(play="W:S2", mode="expose")).content.decode())
    link = re.search(r'href="([^"]+)" data-card="D9"', page)
    page = seen(client.get(unescape(link.group(1))).content.decode())
    assert escape("♦9 is a minor penalty card of East.") in page  # Law 50B: a small card, by accident


def test_undo_drops_the_last_event(client):
    page = seen(client.get(table_url(play="W:S2,N:SA")).content.decode())
    undo = unescape(re.search(r'<a href="([^"]+)">Undo the last event</a>', page).group(1))
    assert parse_qs(urlsplit(undo).query)["play"] == ["W:S2"]


@pytest.mark.parametrize(
    "params",
    [
        {"deal": "N:AKQ"},
        {"contract": "9NT"},
        {"declarer": "X"},
        {"play": "bogus"},
        {"play": "W:S2,W:S2"},
        {"play": ",".join(["accept:S"] * 500)},
        {"play": "expose:E"},
    ],
)
def test_bad_input_is_a_400_with_a_message(client, params):
    response = client.get(table_url(**params))
    assert response.status_code == 400
    assert 'class="form-error"' in response.content.decode()
