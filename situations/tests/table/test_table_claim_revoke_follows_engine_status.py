"""The claim section's line for a revoke on a quitted trick, as the engine's `status` of it says
(docs/rulings-cli.md, Additions, "Each revoke's status"), not as the page would rule.

The line said of every established revoke "the tricks Law 64 transfers for it are not in the ruling
below; the Director adds them", where the Laws still have it corrected, and where Law 64 transfers
nothing for it:

62D1, TR "Onikinci lövedeki, rönons, resmileşmiş olsa dahi ellerin dördü de borda geri konulmadan
önce fark edilmiş ise düzeltilmelidir"; WBF "On the twelfth trick, a revoke, even if established,
must be corrected if discovered before all four hands have been returned to the board".
64B6, TR "Onikinci lövedeki bir rönons ise"; WBF "[There is no automatic trick adjustment following
an established revoke (but see Law 64C) if:] it is a revoke on the twelfth trick".
62C3, TR "Eğer her iki taraf ta aynı lövede rönons yaparsa, ve taraflardan yalnızca birisi bir
sonraki löveye kart vermiş ise, her iki rönonsun da düzeltilmesi gerekir"; WBF "If both sides revoke
on the same trick and only one side has played to the subsequent trick, then both revokes must be
corrected".
"""

import re
from html import unescape
from urllib.parse import urlencode

import pytest

from situations.tests.table.revoke_table import DEAL
from situations.tests.table.test_table import DEAL as PENALTY_DEAL
from situations.tests.table.test_table_established_revoke_still_corrected import BOTH_SIDES, TWELVE_ESTABLISHED
from tests.seen import seen

pytestmark = pytest.mark.django_db

# South declares 3NT; West leads. East's revoke on trick 12, established by his card to trick 13 (63A1):
# the engine says it must be corrected (62D1). Dummy's and East's revokes on trick 1, East's established
# by West's lead to trick 2: the engine says both must be corrected (62C3).

# East's revoke on trick 12, with nobody yet to have led to trick 13: established only by a claim
# of East-West's (63A3).
TWELVE_NOT_YET_ESTABLISHED = TWELVE_ESTABLISHED.removesuffix(",N:SQ,E:ST")

# Trick 1: East, holding diamonds, discards the ♣5 on West's ♦10; South wins, and West plays to
# trick 2, which establishes the revoke (63A1). East-West have won no trick since: whether Law 64
# transfers one (64A2) or none (64B1) turns on tricks not yet played.
EARLIER_ESTABLISHED = "W:DT,N:D3,E:C5,S:DQ,S:DJ,W:D8"

OLD_TRANSFER = ("the tricks Law 64 transfers for it", "Yasa 64'ün bunun için aktardığı löveler")


@pytest.mark.parametrize(
    "lang, said",
    [
        (
            "en",
            "East's revoke on trick 12 is established (Law 63A3), but must still be corrected (Law 62D1): correct it "
            "first (“Correct the revoke”), then rule on the claim.",
        ),
        (
            "tr",
            "Doğu'nun 12. lövedeki rönonsu resmileşmiştir (Yasa 63A3), ancak yine de düzeltilmelidir (Yasa 62D1): önce "
            "düzeltin (“Rönonsu düzelt”), sonra talep hakkında karar verin.",
        ),
    ],
)
def test_a_claim_on_trick_13_has_the_established_twelfth_trick_revoke_corrected_not_transferred(client, lang, said):
    """62D1 has it corrected though established; 64B6 transfers nothing for it. The page said "the
    tricks Law 64 transfers for it are not in the ruling below; the Director adds them".

    Since law187 the claim is West's, before anyone has led to trick 13, and it is the claim that
    establishes East's revoke (63A3, the engine's `claim_by`): the page said so and that "Law 64 may
    transfer tricks for it". Once North has led to trick 13 (TWELVE_ESTABLISHED), nothing said is a
    claim (Law 68): test_table_no_claim_on_the_trick_in_progress.py."""
    page = _claim_page(client, lang, TWELVE_NOT_YET_ESTABLISHED, claimer="W", tricks="0")
    assert said in page
    assert not any(old in page for old in OLD_TRANSFER)
    assert "64A, 64B" not in page


@pytest.mark.parametrize(
    "lang, east, north",
    [
        (
            "en",
            "East's revoke on trick 1 is established (Law 63A1), but must still be corrected (Law 62C3)",
            "North's revoke on trick 1 is established (Law 63A3), but must still be corrected (Law 62C3): correct it "
            "first",
        ),
        (
            "tr",
            "Doğu'nun 1. lövedeki rönonsu resmileşmiştir (Yasa 63A1), ancak yine de düzeltilmelidir (Yasa 62C3)",
            "Kuzey'in 1. lövedeki rönonsu resmileşmiştir (Yasa 63A3), ancak yine de düzeltilmelidir (Yasa 62C3): önce düzeltin",
        ),
    ],
)
def test_both_sides_revoked_on_one_trick_a_claim_has_both_revokes_corrected(client, lang, east, north):
    """62C3: both revokes must be corrected, the established one too, whoever claims. South's claim
    was said to establish dummy's revoke (63A3) and both were left to Law 64. Since law187 the engine
    says South's claim establishes dummy's revoke (63A3, its `claim_by`) and that 62C3 still has it
    corrected (63B's exception; a claim is no play to the next trick)."""
    page = _claim_page(client, lang, BOTH_SIDES, claimer="S", tricks="5")
    assert east in page
    assert north in page
    assert not any(old in page for old in OLD_TRANSFER)


@pytest.mark.parametrize(
    "lang, said",
    [
        (
            "en",
            "East's revoke on trick 1 is established (Law 63A1): Law 64 may transfer tricks for it (Laws 64A, 64B); any it "
            "transfers are not in the ruling below, and the Director adds them.",
        ),
        (
            "tr",
            "Doğu'nun 1. lövedeki rönonsu resmileşmiştir (Yasa 63A1): Yasa 64 bunun için löve aktarabilir (Yasa 64A, 64B); "
            "aktardığı löveler aşağıdaki kararda yoktur, hakem onları ekler.",
        ),
    ],
)
def test_an_established_revoke_at_the_claim_may_be_one_law_64b_exempts(client, lang, said):
    """64A2, TR "eğer ki kusurlu taraf bu löveyi veya sonraki herhangi bir löveyi kazanmışsa, oyun sona
    erdikten sonra, kusursuz tarafa bir löve aktarılır"; WBF "if the offending side won that or any
    subsequent trick, after play ends one trick is transferred to the non-offending side". 64B1, TR
    "Kusurlu rönons lövesini veya sonraki herhangi bir başka löveyi kazanmamışsa"; WBF "the offending
    side did not win either the revoke trick or any subsequent trick". The engine decides 64B only
    from the whole play (its `result`), and East-West have won no trick since the revoke: "the tricks
    Law 64 transfers" said there were some."""
    page = _claim_page(client, lang, EARLIER_ESTABLISHED, claimer="S", tricks="12")
    assert said in page
    assert not any(old in page for old in OLD_TRANSFER)


# East's ♦J is a major penalty card; he plays the ♦10 instead on North's ♦A and South plays on, so
# the card stands (52B1(b)): a revoke (61A) the engine says `may_not_be_corrected` (52A), with
# `"penalty_card": true`. North's ♣A leads trick 3; East's ♣10 to it establishes the revoke (63A1).
PENALTY_CARD_NOT_PLAYED = "W:S2,N:SA,E:S7,S:S3,expose:E:DJ,N:DA,E:DT,S:D6,W:D2"


@pytest.mark.parametrize(
    "lang, said",
    [
        (
            "en",
            "East's revoke on trick 2 is established (Law 63A1): it was made in failing to play a penalty card, and no trick is "
            "transferred for it (Law 64B3; but see Law 64C).",
        ),
        (
            "tr",
            "Doğu'nun 2. lövedeki rönonsu resmileşmiştir (Yasa 63A1): cezalı bir kartın oynanmaması sonucu meydana gelmiştir ve "
            "bunun için löve aktarılmaz (Yasa 64B3; ancak bkz. Yasa 64C).",
        ),
    ],
)
def test_a_revoke_in_failing_to_play_a_penalty_card_transfers_no_trick_at_the_claim(client, lang, said):
    """64B3, TR "Rönons, cezalı bir kartın oynanmaması veya yere ait kartlardan herhangi birinin
    oynanmaması sonucu meydana gelmişse"; WBF "the revoke was made in failing to play a penalty card
    or any card belonging to dummy"; 64B, TR "(Ancak bkz Yasa 64C)"; WBF "(but see Law 64C)". The
    engine's `result` transfers no trick for it (docs/rulings-cli.md, "A penalty card not led or
    played"); the page said "the tricks Law 64 transfers for it"."""
    page = _claim_page(
        client, lang, PENALTY_CARD_NOT_PLAYED + ",N:CA,E:CT", deal=PENALTY_DEAL, contract="4H", claimer="S", tricks="10"
    )
    assert said in page
    assert not any(old in page for old in OLD_TRANSFER)


@pytest.mark.parametrize(
    "lang, said",
    [
        (
            "en",
            "East's revoke on trick 2 is not established by this claim (Law 63A3 names a claim by the offending "
            "side); it may not be corrected (Law 52A), and once established no trick is transferred for it (Law "
            "64B3; but see Law 64C).",
        ),
        (
            "tr",
            "Doğu'nun 2. lövedeki rönonsu bu taleple resmileşmez (Yasa 63A3 kusurlu tarafın talebini sayar); "
            "düzeltilemez (Yasa 52A) ve resmileşirse bunun için löve aktarılmaz (Yasa 64B3; ancak bkz. Yasa 64C).",
        ),
    ],
)
def test_declarer_s_claim_does_not_have_a_penalty_card_revoke_corrected(client, lang, said):
    """52A, TR "Bir defans oyuncusu bir cezalı kartı Yasa 50 veya 51’e göre çıkmaz veya oynamazsa,
    oynamış olduğu diğer herhangi bir kartı, kendi inisiyatifiyle, geri alamaz"; WBF "When a defender
    fails to lead or play a penalty card as required by Law 50 or Law 51, he may not, on his own
    initiative, withdraw any other card he has played". The engine says `may_not_be_corrected` and
    refuses a `correct` of it; the page said "must be corrected (Law 62A): correct it first"."""
    page = _claim_page(
        client, lang, PENALTY_CARD_NOT_PLAYED, deal=PENALTY_DEAL, contract="4H", claimer="S", tricks="10"
    )
    assert said in page
    assert "(Law 62A)" not in page and "(Yasa 62A)" not in page


# Trick 1: East omits to play to West's ♦10 (67); both sides play to trick 2, and the Director has
# East place the ♦7 on trick 1 (67B1(a): he holds diamonds): the engine says the revoke is `deemed`.
DEEMED = "W:DT,N:D3,omit:E,S:DQ,S:DJ,W:D8,N:D2,E:D5,place:E:D7"


@pytest.mark.parametrize(
    "lang, said",
    [
        (
            "en",
            "East is deemed to have revoked on trick 1 (Law 67B1(a)) and is subject to the loss of one trick "
            "transferred in accordance with Law 64A2: it is not in the ruling below, and the Director adds it.",
        ),
        (
            "tr",
            "Doğu 1. lövede rönons yapmış sayılır (Yasa 67B1(a)) ve Yasa 64A2'ye göre aktarılan 1 löve kaybına "
            "tabidir: bu löve aşağıdaki kararda yoktur, hakem onu ekler.",
        ),
    ],
)
def test_a_revoke_deemed_on_a_defective_trick_is_said_with_67b1_s_transfer(client, lang, said):
    """67B1(a), TR "Özürlü lövede rönons yapmış sayılır ve Yasa 64A2’ye göre aktarılan 1 löve kaybına
    tabidir"; WBF "He is deemed to have revoked on the defective trick and is subject to the loss of
    one trick transferred in accordance with Law 64A2". Not a revoke established under 63A, and the
    engine applies none of 64B to it; the page said "East's revoke on trick 1 is established" and
    cited 64B."""
    page = _claim_page(client, lang, DEEMED, claimer="S", tricks="5")
    assert said in page
    assert "(Laws 64A, 64B)" not in page and "(Yasa 64A, 64B)" not in page


def _claim_page(client, lang: str, play: str, **params) -> str:
    base = "/en/table/" if lang == "en" else "/tr/masa/"
    params = {"deal": DEAL, "contract": "3NT", "declarer": "S", "vul": "0", "play": play, "mode": "claim", **params}
    response = client.get(base + "?" + urlencode(params))
    assert response.status_code == 200
    return " ".join(re.sub(r"<[^>]+>", " ", unescape(seen(response.content.decode()))).split())
