"""table61: what the last sessions left on the table page and the desk (docs/legal-review.md,
"## table61"). Each test quotes the paragraph it rests on in the official Turkish and the WBF
English."""

import re
from html import unescape

import pytest

import rulings
from situations.engine_words import describe
from situations.tests.table.test_table import card_links, table_url
from situations.tests.table.test_table_proper_lead import DEAL as PROPER_LEAD_DEAL
from situations.tests.table.test_table_proper_lead import EAST_WON, line_53b
from situations.tests.table.test_table_record import form_error
from tests.seen import seen

TWO_OFFENDERS = {
    "q": "auction",
    "dealer": "N",
    "calls": [
        "N:1S",
        "E:1H",
        {"act": "reject", "seat": "S"},
        "E:3H",
        "S:3S",
        "W:pass",
        "N:pass",
        "W:4H",
        {"act": "reject", "seat": "N"},
        "E:pass",
    ],
}


def _sentences(query: dict, lang: str) -> list[str]:
    return describe(rulings.answer(query), query, lang)


def test_both_defenders_offended_each_partner_gets_his_26b_prohibition():
    """Law 26B. TR: "Kusurlu oyuncu, konuşmasını geri alıp, bunu eşdeğer bir konuşma ile
    değiştirmezse, ve daha sonra da defans oyuncusu olursa, deklaran, kusurlu oyuncunun ortağının ilk
    oynaması sırasında (atak dahil) Kusurlu oyuncunun ortağının, artırımda kusurlu oyuncu tarafından
    konuşulmamış herhangi bir rengi oynamasını yasaklayabilir. Bu yasak, çıkış kusurlu oyuncunun
    ortağında kaldığı sürece devam eder." WBF: "When an offending player's call is withdrawn and it
    is not replaced by a comparable call, then if he becomes a defender, declarer may, at the
    offender's partner's first turn to lead (which may be the opening lead), prohibit offender's
    partner from leading any (one) suit which has not been specified in the legal auction by the
    offender. Such prohibition continues for as long as the offender's partner retains the lead."

    East (insufficient 1♥ not accepted, then 3♥: 27B2) and West (4♥ when required to pass, 37B)
    both offended. West, East's partner, may be forbidden any suit East did not specify in the legal
    auction (clubs, diamonds or spades: his 3♥ specified hearts); East, West's partner, any suit (West's
    only legal call, a pass, specified none). Before: only the opening leader's (East's) was said."""
    en = _sentences(TWO_OFFENDERS, "en")
    assert (
        "At East's first turn to lead (which may be the opening lead), declarer may prohibit him from leading "
        "any one of these suits: clubs, diamonds, hearts or spades; such prohibition continues for as long as "
        "East retains the lead (Law 26B)." in en
    )
    assert (
        "At West's first turn to lead (which may be the opening lead), declarer may prohibit him from leading "
        "any one of these suits: clubs, diamonds or spades; such prohibition continues for as long as West "
        "retains the lead (Law 26B)." in en
    )
    tr = _sentences(TWO_OFFENDERS, "tr")
    assert (
        "Deklaran, Batı'nın ilk oynaması sırasında (atak dahil) şu renklerden birini oynamasını yasaklayabilir: "
        "trefl, karo ya da pik; bu yasak, çıkış Batı'da kaldığı sürece devam eder (Yasa 26B)." in tr
    )
    assert any(s.startswith("Deklaran, Doğu'nun ilk oynaması sırasında (atak dahil)") for s in tr)


def test_an_empty_lin_call_is_refused_with_the_reason_in_both_languages(client):
    """Law 17C. TR: "Dağıtanın solundaki oyuncu ikinci konuşmayı yapar ve bundan sonra her oyuncu
    saat yönünde sıra ile konuşur." WBF: "The player to dealer's left makes the second call, and
    thereafter each player calls in turn in a clockwise rotation."

    A LIN record seats its calls by their order from the dealer, so an empty `mb||` cannot be left
    out without giving each later call to the wrong player. The page said only "mb|| is not a call.
    Write 1C … 7N, ..."; now it says that an empty field is no call, why it cannot be skipped, and what
    to write."""
    from rulings.tests.test_records import LIN_DEAL

    record = LIN_DEAL + "mb|1H|mb||mb|p|mb|4H|mb|p|mb|p|mb|p|"
    expected = {
        "en": "The LIN record cannot be read: it has an empty call, mb||. An empty field is no call, and the "
        "record does not say what was called there; left out, each later call would be given to the wrong "
        "player (the calls are made in rotation).",
        "tr": "LIN kaydı okunamıyor: kayıtta boş bir konuşma var, mb||. Boş bir alan bir konuşma değildir ve kayıt "
        "orada ne konuşulduğunu söylemiyor; atlanırsa sonraki her konuşma yanlış oyuncuya verilir (konuşmalar "
        "sırayla yapılır).",
    }
    for lang, page in {"en": "/en/table/", "tr": "/tr/masa/"}.items():
        response = client.post(page, {"record": record})
        assert response.status_code == 400
        own, english = form_error(response)
        assert expected[lang] in own
        assert english == ""


def _before_choice(page: str) -> str:
    match = re.search(r'<p class="before-choice">(.*?)</p>', page, re.S)
    return unescape(match.group(1)) if match else ""


@pytest.mark.django_db
@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_card_of_the_offenders_left_hand_opponent_before_declarer_s_57a_choice_is_60a1_s(client, lang):
    """Law 60A1. TR: "Kusursuz tarafın bir üyesi sağındaki rakibin sırasız ya da vaktinden önce
    çıkması veya oynamasından sonra ve bir onarma belirlenmeden önce, bir oyun oynarsa, o kusuru
    onarma hakkını yitirir." WBF: "A play by a member of the non-offending side after his RHO has
    led or played out of turn or prematurely, and before rectification has been assessed, forfeits
    the right to rectification of that offense." 57A: "declarer selects one of the following
    options" / "deklaran aşağıdaki seçeneklerden birini seçer".

    West leads ♦2, then plays ♦3 before his partner (57A): North (dummy) is next. The engine
    records no card before declarer's choice (docs/rulings-cli.md, Law 57's order of events), so no
    card is a link; before, the page said only that South chooses first. Now it says why North's
    card waits and what 60A1 makes of one played before the choice, and cites 60A1."""
    page = seen(client.get(table_url(lang, play="W:D2,W:D3")).content.decode())
    assert card_links(page) == {}
    said = _before_choice(page)
    expected = {
        "en": "The table records the next card only after South has chosen, as the engine does. If a card of "
        "North was played before the choice: a play by a member of the non-offending side after his "
        "right-hand opponent has led or played out of turn or prematurely, and before rectification has "
        "been assessed, forfeits the right to rectification of that offense (Law 60A1).",
        "tr": "Masa, motor gibi, sonraki kartı ancak Güney seçtikten sonra kaydeder. Seçimden önce Kuzey bir "
        "kart oynadıysa: kusursuz tarafın bir üyesi sağındaki rakibin sırasız ya da vaktinden önce çıkması "
        "veya oynamasından sonra ve bir onarma belirlenmeden önce bir oyun oynarsa, o kusuru onarma hakkını "
        "yitirir (Yasa 60A1).",
    }[lang]
    assert said.startswith(expected)
    assert 'data-label="60A1"' in page


@pytest.mark.django_db
@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_card_of_the_offender_s_partner_before_declarer_s_57a_choice_is_60c_s(client, lang):
    """Law 60C. TR: "Kusurlu tarafın bir üyesinin düzeltme belirlenmeden önce oynaması rakiplerinin
    haklarını etkilemez ve oynanan bu kart da onarmaya tabi olabilir." WBF: "A play by a member of
    the offending side before rectification has been assessed does not affect the rights of the
    opponents, and may itself be subject to rectification."

    West leads ♦2, North plays ♦A, West plays ♦3 before East (57A): East, the offender's partner,
    is next; his card waits for declarer's choice, and 60A1 (the non-offending side's) is not said."""
    page = seen(client.get(table_url(lang, play="W:D2,N:DA,W:D3")).content.decode())
    assert card_links(page) == {}
    said = _before_choice(page)
    expected = {
        "en": "If East, the partner of West, played before the choice: a play by a member of the offending "
        "side before rectification has been assessed does not affect the rights of the opponents, and may "
        "itself be subject to rectification (Law 60C).",
        "tr": "Batı oyuncusunun ortağı Doğu seçimden önce oynadıysa: kusurlu tarafın bir üyesinin düzeltme "
        "belirlenmeden önce oynaması rakiplerinin haklarını etkilemez ve oynanan bu kart da onarmaya tabi "
        "olabilir (Yasa 60C).",
    }[lang]
    assert expected in said
    assert "60A1" not in said and 'data-label="60C"' in page


@pytest.mark.django_db
def test_no_such_line_without_a_57a_choice(client):
    page = seen(client.get(table_url("en", play="W:D2")).content.decode())
    assert _before_choice(page) == ""


def _line_53b(page: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", "", unescape(line_53b(page))).split())


@pytest.mark.django_db
@pytest.mark.parametrize(
    "lang, lead, said",
    [
        (
            "en",
            "S:HA",
            "East was the one to lead: without a choice first, he may now make his proper lead to this trick, "
            "his card not deemed played to the lead out of turn from South's hand; the proper lead then stands, "
            "and all cards played in error to this trick may be withdrawn, but Law 16C applies (Law 53B).",
        ),
        (
            "tr",
            "S:HA",
            "Doğru çıkış sırası Doğu oyuncusundaydı: önce bir seçim yapılmadan, oynadığı kart Güney elinden "
            "yapılan sırasız çıkışa verilmiş bir kart sayılmaksızın bu löveye şimdi doğru çıkışı yapabilir;",
        ),
        (
            "en",
            "N:HQ",
            "East was the one to lead, and he is next after the lead out of turn from North's hand: a card of "
            "his tapped here is recorded as played to that lead, which accepts it (Law 53A).",
        ),
    ],
)
def test_53b_after_declarer_s_own_lead_out_of_turn(client, lang, lead, said):
    """Law 53B. TR: "Yasa 53A'da dikkate alınarak, doğru çıkış sırası sırasız çıkış yapan oyuncunun
    rakiplerinden birinde ise bu rakip, oynadığı kart usulsüz çıkışa verilmiş bir kart sayılmaksızın
    aykırılığın gerçekleştiği löveye doğru çıkışı yapabilir. Böyle bir olay olduğunda, doğru çıkış
    geçerli kalır ve bu löveye yanlışlıkla oynanan bütün kartlar geri alınabilir, ancak Yasa 16C
    uygulanır." WBF: "Subject to Law 53A, if it was properly the turn to lead of an opponent of the
    player who led out of turn, that opponent may make his proper lead to the trick of the infraction
    without his card being deemed played to the irregular lead. When this occurs, the proper lead
    stands and all cards played in error to this trick may be withdrawn, but Law 16C applies."

    East won trick 1; declarer leads out of turn from his hand (♥A) or from dummy (♥Q). East, an
    opponent of the offender, was the one to lead. Before, the page said nothing of 53B here (qa46
    left it: only a defender's lead out of turn had the line). No penalty card is spoken of: declarer's
    card never becomes one (48A)."""
    url = table_url(lang, deal=PROPER_LEAD_DEAL, play=f"{EAST_WON},{lead}")
    page = seen(client.get(url).content.decode())
    line = _line_53b(page)
    assert said in line
    assert "penalty card" not in line and "cezalı" not in line
