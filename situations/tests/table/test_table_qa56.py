"""qa56: the table page ruled on as a Director at a real table would; what it stated wrongly."""

import re
from html import unescape

import pytest

from situations.tests.table.test_table import table_url
from tests.seen import seen

pytestmark = pytest.mark.django_db


def words(page: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", unescape(page)).split())


@pytest.mark.parametrize(
    "lang, must, chooses",
    [
        (
            "en",
            "South must accept the lead: he could have seen one of dummy's cards (Law 54C).",
            ["South chooses: accept", "South chooses"],
        ),
        (
            "tr",
            "Güney atağı kabul etmek zorundadır: yerin kartlarından birini görmüş olabilir (Yasa 54C).",
            ["Seçim Güney'in: kabul etmek", "Seçimi Güney yapar"],
        ),
    ],
)
def test_declarer_who_could_have_seen_dummy_s_cards_must_accept_the_opening_lead(client, lang, must, chooses):
    """Law 54C, TR: "Eğer deklaran yerin kartlarından herhangi birini görmüş olabilecek durumda ise
    (yerin artırım sırasında göstermiş olabileceği ve dolayısıyla Yasa 24'e tabi olan kartlar hariç)
    atağı kabul etmek zorundadır ve artırmaya göre deklaran olması gereken oyuncu, deklaran olur."
    WBF: "If declarer could have seen any of dummy's cards (except cards that dummy may have exposed
    during the auction and that were subject to Law 24), he must accept the lead and the presumed
    declarer then becomes declarer."

    East faces the opening lead out of turn, then dummy faces a card (the engine: declarer could
    have seen dummy's cards, 54C). The page said "South chooses: accept." under the heading "South
    chooses": a choice the Law does not give him. It now says he must accept, and why."""
    page = words(seen(client.get(table_url(lang, play="E:S7,expose:N:SA")).content.decode()))
    assert must in page
    for wrong in chooses:
        assert wrong not in page
    # Without dummy's card seen, declarer still chooses among 54's three options.
    free = words(seen(client.get(table_url(lang, play="E:S7")).content.decode()))
    assert chooses[1] in free and must not in free


# rulings/tests/test_records.py's board: 4H by North; after 48 cards South (dummy) is to lead the
# thirteenth trick, each hand holding one club.
@pytest.mark.parametrize(
    "lang, said",
    [
        (
            "en",
            "West led ♣3 out of turn to the thirteenth trick: a lead out of turn at trick thirteen must be "
            "retracted (one may be treated as a correct lead only before the thirteenth trick), and the lead is "
            "made from the correct hand (Law 53A and its footnote).",
        ),
        (
            "tr",
            "Batı 13. löveye sırasız ♣3 çıktı: on üçüncü lövedeki bir sırasız çıkış geri alınmalıdır (sırasız "
            "çıkış yalnızca on üçüncü löve öncesinde doğru çıkış olarak işlem görebilir) ve çıkış doğru elden "
            "yapılır (Yasa 53A ve dipnotu).",
        ),
    ],
)
def test_a_lead_out_of_turn_to_the_thirteenth_trick_is_said_not_to_be_accepted(client, lang, said):
    """Law 53A, TR: "On üçüncü löve öncesinde17, yüzü açık olarak yapılan her sırasız çıkış doğru
    çıkış olarak işlem görebilir ... Böyle bir kabul veya oyun yoksa hakem çıkışın doğru elden
    yapılmasını isteyecektir." Footnote 17: "On üçüncü lövedeki bir sırasız çıkış geri
    alınmalıdır." WBF: "Prior to the thirteenth trick17, any lead faced out of turn may be treated
    as a correct lead ... If there is no such acceptance or play, the Director will require that the
    lead be made from the correct hand"; footnote 17 "A lead out of turn at trick thirteen must be
    retracted."

    West leads his last card when dummy was to lead. The engine takes the card back (no acceptance on
    trick 13) and cites 53A; the page said only "South is to play", the card gone from the trick
    and nothing saying why."""
    from rulings.tests.test_records import DEAL, PLAY

    url = table_url(lang, deal=DEAL, contract="4H", declarer="N", play=",".join([*PLAY[:48], "W:C3"]))
    page = words(seen(client.get(url).content.decode()))
    assert said in page
    # Before the thirteenth trick the same kind of lead is a choice (56), not this sentence.
    earlier = words(seen(client.get(table_url(lang, play="W:S2,N:SA,E:S7,S:S3,E:ST")).content.decode()))
    assert "(Law 53A)" not in earlier and "(Yasa 53A)" not in earlier


def hand_cards(page: str, seat_name: str) -> set[str]:
    section = re.search(rf'<section class="hand[^"]*" aria-label="{seat_name}">(.*?)</section>', page, re.S)
    return set(re.findall(r'data-card="(\w\w)"', section.group(1)))


@pytest.mark.parametrize(
    "lang, east, on_table, west_to_play",
    [
        ("en", "East", "This trick: East ♠7, led out of turn", "West to play"),
        ("tr", "Doğu", "Bu löve: Doğu ♠7, sırasız çıkıldı", "Sıra: Batı"),
    ],
)
def test_a_lead_out_of_turn_awaiting_the_choice_is_on_the_table_not_in_the_hand(
    client, lang, east, on_table, west_to_play
):
    """Law 54B/54D, TR: declarer "usulsüz çıkışı kabul edebilir" or "Deklaran defans oyuncusundan
    yüzü görünen sırasız atağını geri almasını isteyebilir"; WBF "declarer may accept the irregular
    lead as provided in Law 53" / "Declarer may require a defender to retract his faced opening lead
    out of turn". Until declarer chooses, the card lies face up on the table
    (the engine refuses to expose it again: "already on the table") and nobody is to lead: West
    leads only if declarer rejects it, South plays next if he accepts it (53A, 54B1).

    The page showed "This trick: —", East's ♠7 still in his hand and "West to play" with West's
    hand marked to play: the tap on East's card seemed to have done nothing."""
    page = unescape(seen(client.get(table_url(lang, play="E:S7")).content.decode()))
    assert on_table in words(page)
    assert "S7" not in hand_cards(page, east)
    assert west_to_play not in words(page)
    assert 'class="turn-mark"' not in page
    # Once declarer rejects it (54D), it is East's major penalty card and West leads.
    rejected = unescape(seen(client.get(table_url(lang, play="E:S7,reject:S")).content.decode()))
    assert west_to_play in words(rejected) and on_table not in words(rejected)


@pytest.mark.parametrize(
    "lang, said",
    [
        ("en", "A BBO “My Hands” link (fetchlin.php) or a shortened link holds no record"),
        ("tr", "BBO'nun “My Hands” bağlantısı (fetchlin.php) ya da kısaltılmış bir bağlantı kaydı içermez"),
    ],
)
@pytest.mark.parametrize(
    "link",
    [
        "https://www.bridgebase.com/myhands/fetchlin.php?id=1234567890&when_played=1764100000",
        "https://tinyurl.com/2abcdefg",
    ],
)
def test_a_link_without_lin_says_what_to_paste_instead(client, lang, said, link):
    """A Director pastes the link BBO's "My Hands" gives for a board (fetchlin.php, which sends the
    .lin file) or a shortened link: the page answered only "This link has no lin= record in it." and
    did not say what to paste instead. It now says to open it and paste the LIN record or upload the
    .lin file, or paste a hand-viewer link with lin= in it. (No paragraph of the Laws decides how a
    record is written.)"""
    response = client.get(("/en/table/" if lang == "en" else "/tr/masa/"), {"record": link})
    assert response.status_code == 400
    page = words(seen(response.content.decode()))
    assert said in page
    assert ".lin" in page and "lin=" in page


@pytest.mark.parametrize(
    "lang, east, on_table",
    [("en", "East", "East ♠8 + ♠7, played at once"), ("tr", "Doğu", "Doğu ♠8 + ♠7, aynı anda oynandı")],
)
def test_two_cards_played_at_once_awaiting_the_designation_are_on_the_table(client, lang, east, on_table):
    """Law 58B2, TR: "Eğer birden fazla kart görünmüşse, kusurlu oyuncu oynamak istediği kartı
    belirtir"; WBF "If the face of more than one card is visible, the offending player designates
    the card he proposes to play". Both faces are on the table while East designates; the page showed "This
    trick: West ♠2 · North ♠A" with both cards still in East's hand."""
    page = unescape(seen(client.get(table_url(lang, play="W:S2,N:SA,simultaneous:E:S7+S8")).content.decode()))
    assert on_table in words(page)
    assert not {"S7", "S8"} & hand_cards(page, east)
    chosen = unescape(
        client.get(table_url(lang, play="W:S2,N:SA,simultaneous:E:S7+S8,choose_card:E:S8")).content.decode()
    )
    assert on_table not in words(chosen)


@pytest.mark.parametrize("play", ["E:S7", "W:S2,N:SA,simultaneous:E:S7+S8"])
def test_a_claim_while_a_card_lies_on_the_table_awaiting_a_choice_is_still_ruled_on(client, play):
    """The cards shown on the table while the choice is pending (the two tests above) are still
    their player's: the claim query's deal must hold them (Law 68: a claim concerns the tricks
    still to be played). Without them the engine refused the deal ("E 12")."""
    page = words(seen(client.get(table_url("en", play=play, mode="claim", claimer="S", tricks="13")).content.decode()))
    assert "The engine cannot rule on this claim" not in page
    assert "With all four hands seen" in page
