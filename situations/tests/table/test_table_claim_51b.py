"""qa97: the claim's 50D2/51B choice cited by the penalty cards on the table, as the engine cites it.
Before, the claim form's options, the ruling record taken from them and the losing line said 50D2(a)
or 50D2(b) whatever the cards; with a defender's penalty cards in more than one suit the paragraph is
51B2, with two or more in one suit 51B1 (50D2(a): TR "(iki veya daha fazla cezalı kart için, bkz. Yasa
51)"; WBF "(for two or more penalty cards, see Law 51)").

51B2(a), TR "Bir defans oyuncusunun birden çok renkte cezalı kartı varken [bkz. Yasa 50D2(a)] ve çıkış
sırası ortağında iken deklaran defans oyuncusunun ortağından defans oyuncusunun cezalı kartlarının
bulunduğu renklerden birini çıkmasını isteyebilir"; WBF "When a defender has penalty cards in more than
one suit [see Law 50D2(a)] and his partner is to lead, declarer may require the defender's partner to
lead a specified suit in which the defender has a penalty card". 51B2(b), TR "deklaran defans
oyuncusunun ortağının bu renklerin bir veya daha fazlasını çıkmasını yasaklayabilir"; WBF "declarer
may prohibit the defender's partner from leading one or more of such suits". 51B2(c), TR "deklaran
herhangi bir rengin çıkılmasını isteme veya yasaklama hakkını kullanmamayı tercih edebilir"; WBF
"declarer may elect not to require or prohibit a lead". 50D2(b), TR "Bir çıkışı istememek veya
yasaklamamak"; WBF "not to require or prohibit a lead".

LEAD_DEAL after ten tricks, West to lead, East holding the SQ, H3 and C2: East drops the SQ and the H3
(two penalty cards, both major, 50B: TR "bir defans oyuncusunun iki veya daha fazla cezalı kartı
olduğunda, bütün bu kartlar majör cezalı karta dönüşür"; WBF "when one defender has two or more
penalty cards, all such cards become major penalty cards") and South claims all three.
"""

from __future__ import annotations

import re
from urllib.parse import urlencode

import pytest
from django.contrib.auth.models import Group, User

from .test_table_claim import page, said
from .test_table_claim_penalty import LEAD_BOARD, PENDING, TEN_TRICKS

pytestmark = pytest.mark.django_db

TWO_SUITS = [*TEN_TRICKS, "expose:E:SQ", "expose:E:H3"]


def options(html: str) -> list[str]:
    found = re.findall(r'<select id="lchoice" name="lchoice">(.*?)</select>', html, re.S)
    return re.findall(r"<option[^>]*>(.*?)</option>", found[0])


@pytest.mark.parametrize(
    "lang, offered",
    [
        (
            "en",
            [
                "Not stated: resolved against the claimer (Law 70A)",
                "To require the defender to lead spades (Law 51B2(a))",
                "To prohibit him from leading spades for as long as he retains the lead (Law 51B2(b))",
                "To require the defender to lead hearts (Law 51B2(a))",
                "To prohibit him from leading hearts for as long as he retains the lead (Law 51B2(b))",
                "To prohibit him from leading these suits: spades, hearts (Law 51B2(b))",
                "Not to require or prohibit a lead (Law 51B2(c))",
            ],
        ),
        (
            "tr",
            [
                "Söylenmedi: talep edenin aleyhine çözümlenecektir (Yasa 70A)",
                "Defans oyuncusundan pik rengini çıkmasını istemek (Yasa 51B2(a))",
                "Çıkış kendisinde kaldığı müddetçe pik rengini çıkmasını yasaklamak (Yasa 51B2(b))",
                "Defans oyuncusundan kör rengini çıkmasını istemek (Yasa 51B2(a))",
                "Çıkış kendisinde kaldığı müddetçe kör rengini çıkmasını yasaklamak (Yasa 51B2(b))",
                "Bu renklerin çıkılmasını yasaklamak: pik, kör (Yasa 51B2(b))",
                "Bir çıkışı istememek veya yasaklamamak (Yasa 51B2(c))",
            ],
        ),
    ],
)
def test_the_form_cites_51b2_with_penalty_cards_in_two_suits(client, lang, offered):
    assert options(page(client, lang, TWO_SUITS, board=LEAD_BOARD, claimer="S", tricks="3")) == offered


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_one_penalty_card_is_still_50d2(client, lang):
    law = "Law" if lang == "en" else "Yasa"
    got = options(page(client, lang, PENDING, board=LEAD_BOARD, claimer="S", tricks="3"))
    assert [o[o.index("(") :] for o in got[1:]] == [f"({law} 50D2(a))", f"({law} 50D2(a))", f"({law} 50D2(b))"]


@pytest.mark.parametrize(
    "lang, lchoice, first, later",
    [
        (
            "en",
            "none",
            "Before West leads to trick 11, declarer's choice: not to require or prohibit a lead (Law 51B2(c)), "
            "the choice stated in the claim.",
            # the H3 played at trick 12, the SQ alone is left at trick 13: 50D2(b)
            "Before West leads to trick 13, declarer's choice: not to require or prohibit a lead (Law 50D2(b)).",
        ),
        (
            "tr",
            "none",
            "11. löveye Batı çıkmadan önce deklaranın seçimi: bir çıkışı istememek veya yasaklamamak (Yasa 51B2(c)), "
            "talepte söylenen seçim.",
            "13. löveye Batı çıkmadan önce deklaranın seçimi: bir çıkışı istememek veya yasaklamamak (Yasa 50D2(b)).",
        ),
        (
            "en",
            "forbid:S",
            "Before West leads to trick 11, declarer's choice: to prohibit the lead of spades for as long as he "
            "retains the lead (Law 51B2(b)), the choice stated in the claim.",
            None,
        ),
        (
            "tr",
            "forbid:S",
            "11. löveye Batı çıkmadan önce deklaranın seçimi: çıkış kendisinde kaldığı müddetçe pik rengini "
            "çıkmasını yasaklamak (Yasa 51B2(b)), talepte söylenen seçim.",
            None,
        ),
    ],
)
def test_the_losing_line_cites_the_choice_by_the_cards_then(client, lang, lchoice, first, later):
    sentences = said(page(client, lang, TWO_SUITS, board=LEAD_BOARD, claimer="S", tricks="3", lchoice=lchoice))
    assert first in sentences
    if later:
        assert later in sentences


@pytest.mark.parametrize(
    "lang, words",
    [
        (
            "en",
            "Declarer's choice stated in the claim: To prohibit him from leading spades for as long as he retains "
            "the lead (Law 51B2(b)).",
        ),
        (
            "tr",
            "Deklaranın talepte söylediği seçim: Çıkış kendisinde kaldığı müddetçe pik rengini çıkmasını "
            "yasaklamak (Yasa 51B2(b)).",
        ),
    ],
)
def test_the_ruling_record_cites_51b2(client, lang, words):
    from html import unescape

    user = User.objects.create_user("qa97", password="pw-qa97")
    user.groups.add(Group.objects.get(name="Director"))
    client.force_login(user)
    path = "/en/table/" if lang == "en" else "/tr/masa/"
    query = {**LEAD_BOARD, "play": ",".join(TWO_SUITS), "mode": "claim", "claimer": "S", "tricks": "3"}
    html = client.get(path + "?" + urlencode({**query, "lchoice": "forbid:S"})).content.decode()
    link = unescape(re.search(r'<a href="([^"]+)" class="other-link">', html).group(1))
    form = unescape(client.get(link).content.decode())
    played = re.search(r'<textarea name="auction_and_play"[^>]*>\n?(.*?)</textarea>', form, re.S).group(1)
    assert words in played
