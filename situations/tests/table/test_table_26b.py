"""The auction's Law 26B restriction carried to the director's table: "Play this contract at the
table" hands it over, the start page keeps it, and the table offers declarer's choice at the
offender's partner's first turn to lead (the engine's `auction_lead` event, docs/rulings-cli.md).

26B, TR: "deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil) Kusurlu
oyuncunun ortağının, artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi oynamasını
yasaklayabilir. Bu yasak, çıkış kusurlu oyuncunun ortağında kaldığı sürece devam eder." WBF:
"declarer may, at the offender's partner's first turn to lead (which may be the opening lead),
prohibit offender's partner from leading any (one) suit which has not been specified in the legal
auction by the offender. Such prohibition continues for as long as the offender's partner retains
the lead."
"""

import re
from html import unescape
from urllib.parse import parse_qs, urlencode, urlparse

import pytest

from situations.tests.table.test_table import card_links, table_url
from situations.tests.table.test_table_more_laws import buttons
from tests.seen import seen

pytestmark = pytest.mark.django_db

# South deals and opens 1♠; East's insufficient 1♥ over North's 2♠ is not accepted and he bids 3♣
# instead (27B2: not the lowest sufficient bid in hearts), so that West, his partner, must pass;
# 4♠ by South. West, the opening leader, may be forbidden a suit East did not specify in the legal
# auction: his 3♣ specified clubs (the withdrawn 1♥ does not count), so diamonds, hearts or spades.
AUCTION = "S:1S,W:pass,N:2S,E:1H,S:reject,E:3C,S:4S,W:pass,N:pass,E:pass"
RESTRICTION = "auction_lead:W:D+H+S"


def engine_says(html: str) -> list[str]:
    listed = re.search(r'<ul class="engine-says" id="engine-now">(.*?)</ul>', html, re.S).group(1)
    return [
        " ".join(unescape(re.sub(r"<[^>]+>", " ", seen(item))).split())
        for item in re.findall(r"<li>(.*?)</li>", listed, re.S)
    ]


def test_play_this_contract_carries_the_restriction_and_the_start_page_keeps_it(client):
    html = client.get(
        "/en/table/auction/?" + urlencode({"dealer": "S", "vul": "None", "calls": AUCTION})
    ).content.decode()
    link = unescape(
        re.search(r'<a class="big-button secondary" href="([^"]+)">Play this contract at the table', html).group(1)
    )
    values = {k: v[0] for k, v in parse_qs(urlparse(link).query).items()}
    assert values["contract"] == "4S" and values["declarer"] == "S" and values["play"] == RESTRICTION
    start = client.get(link).content.decode()
    assert f'<input type="hidden" name="play" value="{RESTRICTION}">' in start
    assert "The auction left a lead restriction (Law 26B)" in seen(start)
    # Only the auction's restriction is the start page's to carry, never a play record.
    other = client.get("/en/table/?" + urlencode({"contract": "4S", "declarer": "S", "play": "W:S2"})).content.decode()
    assert 'name="play"' not in other


@pytest.mark.parametrize(
    "lang, sentence, forbid, free",
    [
        (
            "tr",
            "Seçim Güney'in (Yasa 26B): Batı'nın bu ilk çıkışında şu renklerden birini çıkmasını yasaklamak: karo, kör ya da pik; ya da kısıtlama koymamak. Yasak, çıkış Batı'da kaldığı sürece devam eder.",
            "rengi yasaklamak",
            "kısıtlama koymamak",
        ),
        (
            "en",
            "South chooses (Law 26B): forbid West to lead one of these suits at this first turn to lead of his: diamonds, hearts or spades; or leave the lead free. A prohibition lasts for as long as West keeps the lead.",
            "forbid the suit",
            "leave the lead free",
        ),
    ],
)
def test_at_the_opening_lead_declarer_chooses_one_suit_the_offender_did_not_name(client, lang, sentence, forbid, free):
    # The test table's deal: South declares 4♥ there; West, the opening leader, holds the ♠2 and
    # four cards in each other suit.
    html = client.get(table_url(lang, play=RESTRICTION)).content.decode()
    assert sentence in engine_says(html)
    offered = buttons(html)
    assert set(offered) == {f"{forbid}: ♦", f"{forbid}: ♥", f"{forbid}: ♠", free}  # never clubs, never two suits
    assert not card_links(html)  # West may not lead until declarer has chosen


def test_the_suit_forbidden_is_not_offered_while_west_keeps_the_lead(client):
    html = client.get(table_url("en", play=RESTRICTION)).content.decode()
    forbidden = client.get(buttons(html)["forbid the suit: ♥"]).content.decode()
    assert "West may not lead a heart for as long as he keeps the lead." in engine_says(forbidden)
    legal = set(card_links(forbidden))
    assert legal == {"S2", "D5", "D4", "D3", "D2", "C5", "C4", "C3", "C2"}


@pytest.mark.parametrize(
    "lang, message",
    [
        (
            "tr",
            "Artırımın bıraktığı çıkış kısıtlaması (Yasa 26B) Batı içindir, ama Batı bu kontratta defans oyuncusu değil",
        ),
        (
            "en",
            "The auction's lead restriction (Law 26B) is for West, who is not a defender of this contract: check the declarer.",
        ),
    ],
)
def test_a_declarer_changed_on_the_start_page_is_told_in_the_pages_language(client, lang, message):
    response = client.get(table_url(lang, play=RESTRICTION, declarer="E"))
    assert response.status_code == 400
    assert message in unescape(response.content.decode())


@pytest.mark.parametrize(
    "lang, said",
    [
        (
            "tr",
            [
                "1. löve: Artırımdan: deklaran, Batı'nın ilk çıkışında şu renklerden birini yasaklayabilir: ♦ ♥ ♠ (Yasa 26B); "
                "Seçimi Güney yapar: rengi yasaklamak: ♥; Batı ♠2"
            ],
        ),
        (
            "en",
            [
                "Trick 1: From the auction: declarer may forbid West one of these suits at his first turn to lead: ♦ ♥ ♠ (Law 26B); "
                "South chooses: forbid the suit: ♥; West ♠2"
            ],
        ),
    ],
)
def test_the_ruling_records_play_in_words_tells_the_restriction_and_the_choice(lang, said):
    from django.utils import translation

    from situations.table import parse_play
    from situations.table_play_words import play_in_words, states_along
    from situations.tests.table.test_table import DEAL

    play = parse_play(f"{RESTRICTION},forbid_lead:S:H,W:S2")
    with translation.override(lang):
        lines = play_in_words(DEAL, "4H", "S", play, states_along(DEAL, "4H", "S", play), lang)
    assert lines == said


# table74: a lead out of turn while declarer's 26B choice is pending is the Laws' lead out of turn,
# not a refusal. 26B gives the choice "at the offender's partner's first turn to lead" (TR "kusurlu
# oyuncunun ortağının ilk oynaması sırasında (atak dahil)"); East's card is not West's lead. 54 (TR
# "YÜZÜ AÇIK SIRASIZ ATAK"; WBF "FACED OPENING LEAD OUT OF TURN"): 54A TR "deklaran elini yere
# açabilir ve yer olur", WBF "declarer may spread his hand; he becomes dummy"; 54B TR "deklaran Yasa
# 53’de öngörüldüğü gibi usulsüz çıkışı kabul edebilir", WBF "declarer may accept the irregular lead
# as provided in Law 53"; 54D TR "Deklaran defans oyuncusundan yüzü görünen sırasız atağını geri
# almasını isteyebilir. Bu durumda geri alınan kart majör cezalı kart olur ve Yasa 50D uygulanır",
# WBF "Declarer may require a defender to retract his faced opening lead out of turn. The withdrawn
# card becomes a major penalty card and Law 50D applies."
@pytest.mark.parametrize(
    "lang, choice, reject, penalty, chooses",
    [
        (
            "tr",
            "Seçim Güney'in: kabul etmek, elini yere açmak (yer olmak), geri çevirmek.",
            "geri çevirmek",
            "♠10, Doğu'nun majör cezalı kartı.",
            "Seçim Güney'in (Yasa 26B)",
        ),
        (
            "en",
            "South chooses: accept, spread his hand and become dummy, reject.",
            "reject",
            "♠10 is a major penalty card of East.",
            "South chooses (Law 26B)",
        ),
    ],
)
def test_the_offenders_lead_out_of_turn_before_the_choice_is_ruled_by_law_54(
    client, lang, choice, reject, penalty, chooses
):
    # East, the offender (declarer's right-hand opponent), faces the opening lead while South has
    # not yet chosen for West.
    response = client.get(table_url(lang, play=RESTRICTION + ",E:ST"))
    assert response.status_code == 200
    html = response.content.decode()
    assert engine_says(html) == [choice]
    options = buttons(html)
    assert list(options) == [choice.split(": ")[1].rstrip(".").split(", ")][0]
    # Not accepted: the ♠10 a major penalty card, West to lead, and South's 26B choice first.
    after = engine_says(client.get(options[reject]).content.decode())
    assert after[0] == penalty and after[1].startswith(chooses)
