"""claimform (issue 24): the table page's two trump boxes, worded as the engine reads them.

Since branch claimrule the engine reads the statement's `trumps` and `aware` where no opponent of the
claimer holds a trump as the claimer knowing that none is left, and rule 10 of its model keeps his
side from leading its own trumps to its cost (docs/rulings-cli.md, "Additions"; the ACBL Laws
Commission's claim guidelines: "Declarer should not be forced to play the remainder of his trumps to
his disadvantage if both opponents have shown out of the suit"). Law 70C, whose 70C1 and 70C2 the
boxes were worded for, applies only "When a trump remains in one of the opponents' hands" (TR
"Rakiplerden birinin elinde bir koz kaldığında"); the form still said "the claimer knew an opponent
still held a trump (Law 70C2)" there, and a tick under it changed the ruling.

The position is rulings/tests/claims/test_claim.py's RUFF_ONLY, reached in play: 4S by West, West on
lead with SA HA H3, dummy S2 D32, North HKQJ, South DQJT. North and South followed to both rounds of
spades and never showed out of them, so only a box tells the engine that West knows the spades are
drawn. Without it West may cash the SA, which draws only dummy's trump, and lose the H3: 2 of 3
(70D1, "if there is an alternative normal line of play that would be less successful"; TR "eğer
ortada normal fakat daha az başarılı bir oyun tarzı varsa"). With it he leads a heart and ruffs: 3.
"""

import re
from html import unescape
from urllib.parse import urlencode

import pytest

from tests.seen import seen

pytestmark = pytest.mark.django_db

DEAL = "N:63.KQJ85.6.JT862 T9742..7432.AKQ3 85.96.QJT85.9754 AKQJ.AT7432.AK9."
BOARD = {"deal": DEAL, "contract": "4S", "declarer": "W", "vul": "0"}
# Ten tricks: West ruffs the first club, draws two rounds of spades (both defenders follow), then
# the hands cross by a heart ruffed in dummy and the DK; dummy cashes its clubs and gives West the DA.
TRICKS = (
    "N:C2 E:C3 S:C4 W:SJ",
    "W:SK N:S3 E:S4 S:S5",
    "W:SQ N:S6 E:S7 S:S8",
    "W:H4 N:H5 E:S9 S:H6",
    "E:D4 S:D5 W:DK N:D6",
    "W:H7 N:H8 E:ST S:H9",
    "E:CA S:C5 W:HT N:C6",
    "E:CK S:C7 W:H2 N:C8",
    "E:CQ S:C9 W:D9 N:CT",
    "E:D7 S:D8 W:DA N:CJ",
)
PLAY = [card for trick in TRICKS for card in trick.split()]
PATH = {"en": "/en/table/?", "tr": "/tr/masa/?"}

DRAWN = {
    "en": (
        "The statement said that the opponents have no trump left (“trumps are drawn”)",
        "The Director finds the claimer knew the opponents had no trump left (otherwise resolved against him, Law 70A)",
    ),
    "tr": (
        "Açıklama ifadesi rakiplerde koz kalmadığını söyledi (“kozlar çekildi”)",
        "Hakem, talep edenin talep anında rakiplerde koz kalmadığını bildiği kanaatinde (aksi hâlde bu şüpheli "
        "durum talep edenin aleyhine çözümlenecektir, Yasa 70A)",
    ),
}
OUTSTANDING = {
    "en": (
        "The statement mentioned the opponents’ trump(s) (Law 70C)",
        "The Director finds the claimer knew an opponent still held a trump (Law 70C2; otherwise resolved against "
        "him, Law 70A)",
    ),
    "tr": (
        "Açıklama ifadesi rakiplerin kozundan söz etti (Yasa 70C)",
        "Hakem, talep edenin talep anında bir rakibinin elinde koz kaldığından haberi olduğu kanaatinde (Yasa "
        "70C2; aksi hâlde bu şüpheli durum talep edenin aleyhine çözümlenecektir, Yasa 70A)",
    ),
}
STANDS = {
    "en": "The claim stands: the claimer's side gets 3 tricks.",
    "tr": "Talep geçerli: talep eden taraf 3 löve alır.",
}
SIDE = {"en": ("East-West", "North-South"), "tr": ("Doğu-Batı", "Kuzey-Güney")}


def page(client, lang: str, **claim) -> str:
    query = {**BOARD, "play": ",".join(PLAY), "mode": "claim", **claim}
    response = client.get(PATH[lang] + urlencode(query))
    assert response.status_code == 200
    return unescape(seen(response.content.decode()))


def labels(html: str) -> list[str]:
    """The words of the two trump boxes, in the form's order, with a citation linked right after the
    <label> (the first box's "(Law 70C)", links3) read as its words."""
    return [
        re.sub(r"\s+", " ", words + cited).strip()
        for name in ("trumps", "aware")
        for words, cited in re.findall(
            rf'<input type="checkbox" name="{name}"[^>]*>(.*?)</label>( \([^()<]*\))?', seen(html), re.S
        )
    ]


def said(html: str) -> list[str]:
    found = re.search(r'<ul class="engine-says" role="status">(.*?)</ul>', html, re.S)
    return re.findall(r"<li>(.*?)</li>", found.group(1)) if found else []


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("box", ["trumps", "aware"])
def test_a_ticked_box_changes_the_ruling_where_no_opponent_holds_a_trump(client, lang, box):
    """West claims the last three tricks: 2 without the box (70D1), 3 with it (rule 10)."""
    without = said(page(client, lang, claimer="W", tricks="3"))
    with_box = said(page(client, lang, claimer="W", tricks="3", **{box: "1"}))
    assert STANDS[lang] not in without and any("70D1" in sentence for sentence in without)
    assert STANDS[lang] in with_box


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_boxes_are_worded_as_the_engine_reads_them_where_no_opponent_holds_a_trump(client, lang):
    html = page(client, lang, claimer="W")
    assert labels(html) == list(DRAWN[lang])
    assert "70C2" not in " ".join(labels(html))
    # the note says why, and that the guideline is not the Laws' text
    assert 'class="note trumps-drawn"' in html and "ACBL" in html
    # East-West hold every trump: a claim by North or South reads the boxes otherwise (70C)
    assert f"{SIDE[lang][0]}" in re.search(r'class="note trump-boxes-for">(.*?)</p>', html, re.S).group(1)


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_defender_s_claim_keeps_law_70c_s_wording(client, lang):
    """North claims: his opponents hold the spades, Law 70C's case, and the boxes say 70C1 and 70C2."""
    html = page(client, lang, claimer="N")
    assert labels(html) == list(OUTSTANDING[lang])
    assert 'class="note trumps-drawn"' not in html
    assert f"{SIDE[lang][1]}" in re.search(r'class="note trump-boxes-for">(.*?)</p>', html, re.S).group(1)


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_wording_follows_the_claimer_chosen(client, lang):
    """4S on the one-suit deal of test_table_claim.py, North holding every spade: a claim by South has
    no opponent holding a trump (rule 10's wording), one by East an opponent holding them all (70C)."""
    from .test_table_claim import page as one_suit_page
    from .test_table_claim import played

    assert labels(one_suit_page(client, lang, played(2), claimer="S")) == list(DRAWN[lang])
    assert labels(one_suit_page(client, lang, played(2), claimer="E")) == list(OUTSTANDING[lang])
